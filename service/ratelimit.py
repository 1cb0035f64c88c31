"""Who the client is behind proxies, and a token bucket per client.

The buckets live in this process's memory: with `workers: N` each worker keeps its own,
so a client may get up to N times the configured rate when its requests are spread over
the workers. For one limit across processes put the limit in the proxy in front."""

from __future__ import annotations

import ipaddress
import math
import time
from collections.abc import Iterable

_Network = ipaddress.IPv4Network | ipaddress.IPv6Network
# Above this many tracked clients, buckets that have refilled completely are forgotten
# (they are indistinguishable from a fresh bucket), so memory stays bounded under a flood
# of distinct addresses.
_PRUNE_AT = 20_000


def parse_networks(values: Iterable[str]) -> tuple[_Network, ...]:
    """IPs or CIDRs as networks; raises ValueError naming the bad entry."""
    out = []
    for value in values:
        try:
            out.append(ipaddress.ip_network(value.strip(), strict=False))
        except ValueError as exc:
            raise ValueError(f"trusted_proxies: {value!r} is not an IP address or CIDR") from exc
    return tuple(out)


def _ip(value: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    value = value.strip()
    if value.startswith("[") and "]" in value:  # "[::1]:443"
        value = value[1 : value.index("]")]
    elif value.count(":") == 1:  # "1.2.3.4:5678"
        value = value.split(":")[0]
    try:
        return ipaddress.ip_address(value)
    except ValueError:
        return None


class ClientResolver:
    """The client address of a request: the peer, unless the peer is a trusted proxy, in
    which case X-Forwarded-For is read from the right, skipping trusted proxies, and the
    first untrusted hop is the client. Untrusted peers' forwarded headers are ignored,
    since any client can send them."""

    def __init__(self, trusted: Iterable[str]) -> None:
        self._nets = parse_networks(trusted)

    def trusted(self, addr: str) -> bool:
        ip = _ip(addr)
        return ip is not None and any(ip in net for net in self._nets)

    def client(self, peer: str | None, forwarded_for: str | None) -> str:
        peer = peer or "unknown"
        if not forwarded_for or not self._nets or not self.trusted(peer):
            return peer
        hops = [h.strip() for h in forwarded_for.split(",") if h.strip()]
        for hop in reversed(hops):
            ip = _ip(hop)
            if ip is None:
                return peer  # a garbled chain: trust nothing the proxies did not vouch for
            if not any(ip in net for net in self._nets):
                return str(ip)
        return str(_ip(hops[0])) if hops else peer


class TokenBuckets:
    """`rate` tokens per second up to `burst`, one bucket per key. Single-threaded use
    (the event loop); `take` answers 0 when allowed, else the seconds until a token."""

    def __init__(self, rate: float, burst: int, clock=time.monotonic) -> None:
        self.rate = float(rate)
        self.burst = float(burst)
        self._clock = clock
        self._buckets: dict[str, list[float]] = {}

    def take(self, key: str) -> float:
        now = self._clock()
        bucket = self._buckets.get(key)
        if bucket is None:
            if len(self._buckets) >= _PRUNE_AT:
                self._prune(now)
            bucket = self._buckets[key] = [self.burst, now]
        tokens = min(self.burst, bucket[0] + (now - bucket[1]) * self.rate)
        bucket[1] = now
        if tokens >= 1.0:
            bucket[0] = tokens - 1.0
            return 0.0
        bucket[0] = tokens
        return (1.0 - tokens) / self.rate

    def _prune(self, now: float) -> None:
        full = [
            k
            for k, (tokens, last) in self._buckets.items()
            if tokens + (now - last) * self.rate >= self.burst
        ]
        for k in full:
            del self._buckets[k]

    def __len__(self) -> int:
        return len(self._buckets)


def retry_after_header(seconds: float) -> str:
    """Whole seconds, at least 1 (HTTP's Retry-After has no fractions)."""
    return str(max(1, math.ceil(seconds)))
