"""Security headers on every response and CORS for the API, both driven by one setting:
`settings.allowed_origins`, the portal origins that may frame the pages and call the API.

It is a `before_send` hook rather than a middleware so that error responses (which
Litestar sends from outside the route's middleware stack) carry the headers as well; the
CORS preflight rides on Litestar's automatic OPTIONS handler, which answers 204."""

from __future__ import annotations

import logging
from functools import lru_cache
from typing import Any
from urllib.parse import urlsplit

from compute_advisor.service.settings import get_settings

log = logging.getLogger("advisor.security")

API_PREFIX = "/api/"
CORS_METHODS = "GET, POST, PATCH, PUT, DELETE, OPTIONS"
CORS_HEADERS = "Content-Type, Accept, Accept-Language, X-Session-Id, Authorization, X-API-Key, X-Request-ID"
# Portal scripts may read these from API responses (request ids for support, rate limits).
CORS_EXPOSE = "X-Request-ID, Retry-After"
CORS_MAX_AGE = "600"
# The OpenAPI viewer is a third-party page with its own inline script; it gets only the
# framing rule, everything the product serves gets the strict policy.
_DOCS_PREFIX = "/schema"


def normalize_origin(value: str) -> str | None:
    """`scheme://host[:port]` in lower case, or None when `value` is not an http(s) origin.
    A trailing slash or path is dropped, since browsers send origins without them."""
    try:
        parts = urlsplit(value.strip())
        port = parts.port
    except ValueError:
        return None
    if parts.scheme not in ("http", "https") or not parts.hostname:
        return None
    host = parts.hostname.lower()
    if ":" in host:  # IPv6 literal
        host = f"[{host}]"
    default = {"http": 80, "https": 443}[parts.scheme]
    return f"{parts.scheme}://{host}" + (f":{port}" if port and port != default else "")


@lru_cache(maxsize=16)
def _clean_origins(raw: tuple[str, ...]) -> tuple[str, ...]:
    out = []
    for value in raw:
        origin = normalize_origin(value)
        if origin is None:
            log.warning("ignoring allowed origin %r: not an http(s) origin", value)
        elif origin not in out:
            out.append(origin)
    return tuple(out)


def allowed_origins(settings: Any) -> tuple[str, ...]:
    """The configured portal origins, normalised; invalid entries are logged and dropped."""
    return _clean_origins(tuple(getattr(settings, "allowed_origins", None) or ()))


@lru_cache(maxsize=16)
def content_security_policy(origins: tuple[str, ...], *, docs: bool = False) -> str:
    """The CSP for `origins`: no inline script or style anywhere; only the service itself
    and the allowed portals may frame the pages."""
    ancestors = " ".join(("'self'", *origins))
    if docs:
        return f"frame-ancestors {ancestors}"
    return "; ".join(
        [
            "default-src 'self'",
            "script-src 'self'",
            "style-src 'self'",
            "img-src 'self' data:",
            "font-src 'self'",
            "connect-src 'self'",
            "object-src 'none'",
            "base-uri 'none'",
            "form-action 'self'",
            f"frame-ancestors {ancestors}",
        ]
    )


def _settings_for(scope: Any) -> Any:
    app = scope.get("litestar_app") or scope.get("app")
    settings = getattr(getattr(app, "state", None), "settings", None)
    return settings if settings is not None else get_settings()


def _request_header(scope: Any, name: bytes) -> str | None:
    for key, value in scope.get("headers", ()):
        if key.lower() == name:
            return value.decode("latin-1")
    return None


def response_headers(scope: Any, origins: tuple[str, ...]) -> list[tuple[str, str]]:
    """The headers to add to the response for the request in `scope`."""
    path = scope.get("path", "")
    headers = [
        ("content-security-policy", content_security_policy(origins, docs=path.startswith(_DOCS_PREFIX))),
        ("x-content-type-options", "nosniff"),
        # The session id travels in page URLs; never hand it to another site as a referrer.
        ("referrer-policy", "same-origin"),
    ]
    if path.startswith(API_PREFIX):
        headers.append(("vary", "Origin"))
        origin = _request_header(scope, b"origin")
        if origin and normalize_origin(origin) in origins:
            headers.append(("access-control-allow-origin", origin))
            headers.append(("access-control-expose-headers", CORS_EXPOSE))
            if scope.get("method") == "OPTIONS":
                headers += [
                    ("access-control-allow-methods", CORS_METHODS),
                    ("access-control-allow-headers", CORS_HEADERS),
                    ("access-control-max-age", CORS_MAX_AGE),
                ]
    return headers


async def security_headers(message: Any, scope: Any) -> None:
    """`before_send` hook: add the security and CORS headers to every HTTP response."""
    if scope.get("type") != "http" or message.get("type") != "http.response.start":
        return
    origins = allowed_origins(_settings_for(scope))
    existing = list(message.get("headers") or [])
    present = {bytes(k).lower() for k, _ in existing}
    for name, value in response_headers(scope, origins):
        key = name.encode("latin-1")
        if key in present and key != b"vary":
            continue  # a handler chose its own value
        existing.append((key, value.encode("latin-1")))
    message["headers"] = existing
