"""The application factory. Resources (index, advisor, session store) are opened in the
lifespan and put on `app.state`; nothing heavy happens at import time."""

from __future__ import annotations

import gc
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any, get_args

import anyio
from litestar import Litestar, Request, Response
from litestar.exceptions import HTTPException, ValidationException
from litestar.status_codes import HTTP_500_INTERNAL_SERVER_ERROR

from compute_advisor.rules.errors import AdvisorError
from compute_advisor.service.errors import http_status
from compute_advisor.service.settings import Settings, get_settings

log = logging.getLogger("advisor")

MAX_BODY_BYTES = 256 * 1024


def open_advisor(settings: Settings, embedder: Any = None) -> Any:
    """Open (building when missing or stale) the index, then the advisor on top of it.
    Blocking: call it from a worker thread in async code."""
    from threadpoolctl import threadpool_limits

    from compute_advisor.index.store import open_index
    from compute_advisor.service.advice import Advisor

    retriever = open_index(settings, embedder=embedder, log=log)
    # After the index (built with every thread when missing), so the libraries are loaded; the
    # limit holds for the process from here on.
    threadpool_limits(limits=settings.compute_threads)
    advisor = Advisor(retriever, corpus_hash=retriever.manifest.corpus_hash)
    cached = advisor.warm_up()
    log.info(
        "advisor ready: rule base %s, %d passages, %d evidence queries cached",
        advisor.rule_base_version,
        len(retriever.passages),
        cached,
    )
    return advisor


def create_app(settings: Settings | None = None, *, embedder: Any = None) -> Litestar:
    """Build the app. Tests pass their own settings and a fake embedder."""
    from compute_advisor.service import api, pages
    from compute_advisor.service.api_chat import router as chat_router
    from compute_advisor.service.api_documents import router as documents_router
    from compute_advisor.service.api_estimate import router as estimate_router
    from compute_advisor.service.api_sessions import router as sessions_router
    from compute_advisor.service.middleware import install as install_guard
    from compute_advisor.service.observability import configure_logging
    from compute_advisor.service.openapi_doc import openapi_config

    settings = settings or get_settings()
    configure_logging(settings.log_level, settings.log_format)

    @asynccontextmanager
    async def lifespan(app: Litestar) -> AsyncIterator[None]:
        from compute_advisor.service.chat import Chat
        from compute_advisor.service.sessions import open_store

        app.state.sessions = await open_store(settings)
        try:
            app.state.advisor = await anyio.to_thread.run_sync(open_advisor, settings, embedder)
            app.state.chat = Chat(app.state.advisor, app.state.sessions)
            # Everything loaded so far (index, vocabulary, rule base, libraries) lives as long
            # as the process: keep it out of the collector's full passes, which otherwise
            # stall every request in flight for tens of ms (seen as p99 under load).
            gc.collect()
            gc.freeze()
            yield
        finally:
            await app.state.sessions.close()

    app = Litestar(
        route_handlers=[*api.ROUTES, chat_router, sessions_router, estimate_router, documents_router],
        lifespan=[lifespan],
        on_app_init=[pages.on_app_init],
        exception_handlers={
            AdvisorError: _advisor_error,
            ValidationException: _validation_error,
            HTTPException: _http_error,
            RecursionError: _too_deep,
            Exception: _unexpected_error,
        },
        request_max_body_size=MAX_BODY_BYTES,
        openapi_config=openapi_config("Compute Advisor (算力选型顾问)", "1"),
        debug=False,
        logging_config=None,  # service.observability owns the root logger (JSON lines)
    )
    app.state.settings = settings
    install_guard(app, settings, max_body_bytes=MAX_BODY_BYTES)
    return app


# -- one exception family, one mapping to HTTP ----------------------------------------------


def _advisor_error(request: Request, exc: AdvisorError) -> Response:
    status = http_status(exc)
    if status >= 500:
        log.error("%s on %s %s: %s", exc.code, request.method, request.url.path, exc.message)
    return Response(exc.to_dict(), status_code=status)


def _validation_error(request: Request, exc: ValidationException) -> Response:
    errors = exc.extra if isinstance(exc.extra, list) else []
    first = errors[0] if errors else {}
    key = first.get("key")
    field = _field_name(key)
    allowed = _allowed_for(request, key) if key else None
    message = f"{field}: {first.get('message')}" if field else (first.get("message") or exc.detail)
    body: dict[str, Any] = {"error": "invalid_input", "message": message}
    if field:
        body["field"] = field
    if allowed is not None:
        body["allowed"] = allowed
    if len(errors) > 1:
        body["errors"] = [{"field": _field_name(e.get("key")), "message": e.get("message")} for e in errors]
    return Response(body, status_code=422)


def _http_error(request: Request, exc: HTTPException) -> Response:
    status = exc.status_code
    if status == 400 and "JSON is malformed" in str(exc.detail):
        body = {
            "error": "malformed_json",
            "message": f"request body is not valid JSON: {exc.detail}",
            "field": "body",
        }
    elif status == 413:
        body = {
            "error": "body_too_large",
            "message": f"request body exceeds {MAX_BODY_BYTES} bytes",
            "field": "body",
            "allowed": f"at most {MAX_BODY_BYTES} bytes",
        }
    else:
        body = {"error": _code_for(status), "message": str(exc.detail)}
    return Response(body, status_code=status, headers=getattr(exc, "headers", None))


def _too_deep(request: Request, exc: RecursionError) -> Response:
    # The JSON decoder recurses per nesting level; a hostile body of [[[[...]]]] ends here.
    return Response(
        {"error": "malformed_json", "message": "request body is nested too deeply", "field": "body"},
        status_code=400,
    )


def _unexpected_error(request: Request, exc: Exception) -> Response:
    log.exception("unhandled error on %s %s", request.method, request.url.path)
    return Response(
        {"error": "internal_error", "message": "internal error; it has been logged"},
        status_code=HTTP_500_INTERNAL_SERVER_ERROR,
    )


def _code_for(status: int) -> str:
    return {
        404: "not_found",
        405: "method_not_allowed",
        415: "unsupported_media_type",
        429: "rate_limited",
        503: "not_ready",
    }.get(status, "bad_request" if status < 500 else "error")


def _field_name(key: Any) -> str | None:
    if key in (None, ""):
        return None
    return str(key)


def _allowed_for(request: Request, key: str) -> Any:
    """What the request model allows for `key`, read from its JSON schema."""
    try:
        model = request.route_handler.parsed_fn_signature.parameters["data"].annotation
        model = get_args(model)[0] if get_args(model) else model  # unwrap JSONBody[...]
        schema = model.model_json_schema()
    except (AttributeError, KeyError):
        return None
    prop = schema.get("properties", {}).get(key.split(".")[0])
    if prop is None:
        return {"fields": sorted(schema.get("properties", {}))}
    parts = []
    if "enum" in prop:
        return prop["enum"]
    if "type" in prop:
        parts.append(prop["type"])
    for word, sym in (
        ("minimum", ">="),
        ("maximum", "<="),
        ("minLength", "length >="),
        ("maxLength", "length <="),
    ):
        if word in prop:
            parts.append(f"{sym} {prop[word]}")
    return " ".join(parts) or None
