"""The outermost request layer: request id, body size cap, API keys, rate limit, access log
and metrics, plus `GET /metrics`.

It wraps Litestar's ASGI handler (`install(app, settings)`) rather than sitting in the
route middleware stack, so that requests which never reach a route (unknown paths, 405s,
refused bodies) are counted, logged and limited too, and refusals cost no routing work.
Its own responses go through Litestar's `before_send` hooks, so they carry the security
headers like every other response."""

from __future__ import annotations

import json
import logging
import time
from typing import Any

from compute_advisor.service.apikeys import ApiKeys
from compute_advisor.service.observability import REQUEST_ID, Metrics, request_id_from
from compute_advisor.service.ratelimit import ClientResolver, TokenBuckets, retry_after_header

access_log = logging.getLogger("advisor.access")

METRICS_PATH = "/metrics"
API_PREFIX = "/api/"
# Never behind a key or a rate limit: load balancers' probes and the files pages load.
_OPEN_PREFIXES = ("/health", "/static/", "/favicon")
_BODY_METHODS = frozenset({"POST", "PUT", "PATCH"})
_UNMATCHED = "<unmatched>"
_REFUSED = "<refused>"  # answered here, before routing
_MAX_LOGGED_PATH = 200


def _headers(scope: dict[str, Any]) -> dict[bytes, bytes]:
    # Later duplicates lose; the headers read here are single-valued.
    out: dict[bytes, bytes] = {}
    for key, value in scope.get("headers") or ():
        out.setdefault(key.lower(), value)
    return out


def _is_json(content_type: bytes | None) -> bool:
    """True for a JSON media type, or for none at all (the body is then read as JSON)."""
    if content_type is None:
        return True
    media = content_type.split(b";")[0].strip().lower()
    return media == b"application/json" or (media.startswith(b"application/") and media.endswith(b"+json"))


def _text(value: bytes | None) -> str | None:
    return value.decode("latin-1") if value is not None else None


class Guard:
    """ASGI wrapper around Litestar's handler; see the module docstring."""

    def __init__(self, app: Any, settings: Any, *, max_body_bytes: int) -> None:
        self.app = app
        self.max_body = max_body_bytes
        self.metrics = Metrics()
        self.clients = ClientResolver(settings.trusted_proxies)
        self.keys = ApiKeys(settings.api_key_hashes)
        self.keys_for_pages = bool(settings.api_keys_for_pages)
        self.metrics_need_key = bool(settings.metrics_require_key)
        rate = float(settings.rate_limit_per_second)
        self.buckets = TokenBuckets(rate, settings.rate_limit_burst) if rate > 0 else None

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        headers = _headers(scope)
        rid = request_id_from(_text(headers.get(b"x-request-id")))
        token = REQUEST_ID.set(rid)
        path = scope.get("path", "")
        peer = (scope.get("client") or (None,))[0]
        client = self.clients.client(peer, _text(headers.get(b"x-forwarded-for")))
        status = 500
        rid_header = (b"x-request-id", rid.encode("ascii"))

        async def send_with_id(message: dict[str, Any]) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                message["headers"] = [*(message.get("headers") or ()), rid_header]
            await send(message)

        self.metrics.in_flight += 1
        try:
            refusal = self._refusal(scope, path, headers, client)
            if refusal is not None:
                scope["path_template"] = _REFUSED
                self.metrics.reject(refusal[2].get("error", "refused"))
                await _send_json(send_with_id, *refusal)
            elif path == METRICS_PATH and scope.get("method") in ("GET", "HEAD"):
                await _send_text(send_with_id, self.metrics.render())
            else:
                await self.app(scope, receive, send_with_id)
        finally:
            self.metrics.in_flight -= 1
            seconds = time.perf_counter() - started
            route = scope.get("path_template") or (METRICS_PATH if path == METRICS_PATH else _UNMATCHED)
            self.metrics.observe(scope.get("method", ""), route, status, seconds)
            self._log(scope, path, route, status, seconds, rid, client)
            REQUEST_ID.reset(token)

    # -- refusals before routing ---------------------------------------------------------------

    def _refusal(
        self, scope: dict[str, Any], path: str, headers: dict[bytes, bytes], client: str
    ) -> tuple[int, list[tuple[bytes, bytes]], dict[str, Any]] | None:
        length = headers.get(b"content-length")
        if length is not None:
            if not length.isdigit():
                return (
                    400,
                    [],
                    {
                        "error": "bad_request",
                        "message": "Content-Length is not a number",
                        "field": "Content-Length",
                    },
                )
            if int(length) > self.max_body:
                return (
                    413,
                    [],
                    {
                        "error": "body_too_large",
                        "message": f"request body exceeds {self.max_body} bytes",
                        "field": "body",
                        "allowed": f"at most {self.max_body} bytes",
                    },
                )
        if "\x00" in path:  # no file or route has one; the static files lookup would fail on it
            return 404, [], {"error": "not_found", "message": "Not Found"}
        if (
            path.startswith(API_PREFIX)
            and scope.get("method") in _BODY_METHODS
            and length != b"0"
            and not _is_json(headers.get(b"content-type"))
        ):
            return (
                415,
                [],
                {
                    "error": "unsupported_media_type",
                    "field": "Content-Type",
                    "message": "the API reads JSON bodies: send Content-Type: application/json",
                    "allowed": ["application/json"],
                },
            )
        open_path = path.startswith(_OPEN_PREFIXES)
        key_id = None
        if self.keys.enabled:
            key_id = self.keys.identify(
                _text(headers.get(b"authorization")), _text(headers.get(b"x-api-key"))
            )
        if self.buckets is not None and path != METRICS_PATH and not open_path:
            wait = self.buckets.take(f"key:{key_id}" if key_id else f"ip:{client}")
            if wait > 0:
                retry = retry_after_header(wait)
                return (
                    429,
                    [(b"retry-after", retry.encode())],
                    {
                        "error": "rate_limited",
                        "retry_after": int(retry),
                        "message": f"too many requests from this client; retry in {retry} s",
                    },
                )
        if self.keys.enabled and key_id is None and self._needs_key(scope, path, open_path):
            return (
                401,
                [(b"www-authenticate", b'Bearer realm="advisor"')],
                {
                    "error": "unauthorized",
                    "field": "Authorization",
                    "message": "an API key is required: "
                    "send `Authorization: Bearer <key>` or `X-API-Key: <key>`",
                },
            )
        return None

    def _needs_key(self, scope: dict[str, Any], path: str, open_path: bool) -> bool:
        if scope.get("method") == "OPTIONS":
            return False  # CORS preflights never carry credentials
        if path == METRICS_PATH:
            return self.metrics_need_key
        if path.startswith(API_PREFIX):
            return True
        return self.keys_for_pages and not open_path

    # -- the access log ------------------------------------------------------------------------

    def _log(
        self, scope: dict[str, Any], path: str, route: str, status: int, seconds: float, rid: str, client: str
    ) -> None:
        if not access_log.isEnabledFor(logging.INFO):
            return
        # Page URLs carry the session id, which is the key to a session's answers: log the
        # route template where one matched, and query parameter names without values.
        shown = route if "{" in route else path[:_MAX_LOGGED_PATH]
        query = scope.get("query_string") or b""
        names = sorted({p.split(b"=")[0].decode("latin-1")[:40] for p in query.split(b"&") if p})
        method = scope.get("method", "")
        ms = round(seconds * 1000, 2)
        access_log.info(
            "%s %s %s %.2fms",
            method,
            shown,
            status,
            ms,
            extra={
                "fields": {
                    "event": "access",
                    "method": method,
                    "path": shown,
                    "query_params": names,
                    "status": status,
                    "duration_ms": ms,
                    "request_id": rid,
                    "client": client,
                }
            },
        )


async def _send_json(
    send: Any, status: int, headers: list[tuple[bytes, bytes]], body: dict[str, Any]
) -> None:
    data = json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(data)).encode()),
                *headers,
            ],
        }
    )
    await send({"type": "http.response.body", "body": data})


async def _send_text(send: Any, text: str) -> None:
    data = text.encode("utf-8")
    await send(
        {
            "type": "http.response.start",
            "status": 200,
            "headers": [
                (b"content-type", b"text/plain; version=0.0.4; charset=utf-8"),
                (b"content-length", str(len(data)).encode()),
                (b"cache-control", b"no-store"),
            ],
        }
    )
    await send({"type": "http.response.body", "body": data})


def install(app: Any, settings: Any, *, max_body_bytes: int) -> Guard:
    """Wrap `app`'s ASGI handler in a `Guard`; returns it (tests read `guard.metrics`)."""
    guard = Guard(app.asgi_handler, settings, max_body_bytes=max_body_bytes)
    app.asgi_handler = guard
    app.state.guard = guard
    return guard


# -- compression and caching of what pages load --------------------------------------------------

# A year: pages link static files with a content hash (`?v=`), so a changed file is a new URL.
_VERSIONED_MAX_AGE = b"public, max-age=31536000, immutable"
# gzip level 6: within a few per cent of level 9 on HTML and JSON at a fraction of the CPU.
_GZIP_LEVEL = 6


def compression_config() -> Any:
    """gzip for every response over 500 bytes whose client accepts it (HTML, JSON, CSS, JS,
    SVG); Litestar's middleware adds `Vary: Accept-Encoding`."""
    from litestar.config.compression import CompressionConfig

    return CompressionConfig(backend="gzip", minimum_size=500, gzip_compress_level=_GZIP_LEVEL)


async def static_cache_headers(message: Any, scope: Any) -> None:
    """`before_send` hook: versioned static files (`/static/x?v=hash`) may be kept for a year;
    unversioned ones (embed.js, which portals load by its bare name) keep the static router's
    hour."""
    if scope.get("type") != "http" or message.get("type") != "http.response.start":
        return
    if not scope.get("path", "").startswith("/static/") or message.get("status") != 200:
        return
    query = scope.get("query_string") or b""
    if not any(p.startswith(b"v=") for p in query.split(b"&")):
        return
    headers = [(k, v) for k, v in message.get("headers") or () if bytes(k).lower() != b"cache-control"]
    message["headers"] = [*headers, (b"cache-control", _VERSIONED_MAX_AGE)]
