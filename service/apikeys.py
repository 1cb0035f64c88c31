"""Optional API keys for API clients and portals.

Only sha256 digests of the keys are configured (`settings.api_key_hashes`), so a leaked
configuration or log does not leak a usable key. `advisor apikey new` prints a fresh key
and its digest; `advisor apikey hash` digests a key read from standard input."""

from __future__ import annotations

import argparse
import hashlib
import re
import secrets
import sys
from collections.abc import Iterable

KEY_PREFIX = "adv_"
_HEX64 = re.compile(r"[0-9a-f]{64}")


def hash_key(key: str) -> str:
    """The sha256 hex digest of `key` as it is configured in `api_key_hashes`."""
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


def new_key() -> tuple[str, str]:
    """A fresh random key (256 bits) and its digest."""
    key = KEY_PREFIX + secrets.token_urlsafe(32)
    return key, hash_key(key)


def parse_hashes(values: Iterable[str]) -> frozenset[str]:
    """Normalised digests; raises ValueError naming the bad entry."""
    out = set()
    for n, value in enumerate(values):
        digest = value.strip().lower().removeprefix("sha256:")
        if not _HEX64.fullmatch(digest):
            raise ValueError(
                f"api_key_hashes[{n}]: not a sha256 hex digest (64 hex digits); "
                "create one with `advisor apikey new`"
            )
        out.add(digest)
    return frozenset(out)


class ApiKeys:
    """The accepted keys. `identify` answers a short id of the key a request presents
    (for rate limiting per key), or None."""

    def __init__(self, hashes: Iterable[str]) -> None:
        self._hashes = parse_hashes(hashes)

    @property
    def enabled(self) -> bool:
        return bool(self._hashes)

    def identify(self, authorization: str | None, x_api_key: str | None) -> str | None:
        key = x_api_key
        if key is None and authorization:
            scheme, _, value = authorization.partition(" ")
            key = value.strip() if scheme.lower() == "bearer" else None
        if not key or len(key) > 256:
            return None
        digest = hash_key(key)
        # A set lookup on the digest, not the key: timing reveals nothing an attacker can
        # steer, since they cannot choose the digest's prefix.
        return digest[:12] if digest in self._hashes else None


# -- CLI -------------------------------------------------------------------------------------


def _cmd_new(args: argparse.Namespace) -> int:
    key, digest = new_key()
    print(f"key:    {key}")
    print(f"sha256: {digest}")
    print(
        "Give the key to the client once; configure only the digest, e.g.\n"
        f"  ADVISOR_API_KEY_HASHES='[\"{digest}\"]'",
        file=sys.stderr,
    )
    return 0


def _cmd_hash(args: argparse.Namespace) -> int:
    key = sys.stdin.readline().strip()
    if not key:
        print("error: no key on standard input", file=sys.stderr)
        return 2
    print(hash_key(key))
    return 0


def add_commands(subparsers: argparse._SubParsersAction) -> None:
    """Register `advisor apikey new|hash` on the top-level subparsers."""
    ak = subparsers.add_parser("apikey", help="API keys for API clients and portals")
    sub = ak.add_subparsers(dest="apikey_cmd", required=True)
    sub.add_parser("new", help="print a new key and its sha256 digest").set_defaults(func=_cmd_new)
    sub.add_parser("hash", help="print the sha256 digest of a key read from stdin").set_defaults(
        func=_cmd_hash
    )
