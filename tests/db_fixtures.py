"""Database fixtures for the session tests: every test gets a fresh, empty database on
SQLite and, when ADVISOR_TEST_POSTGRES_URL is set, on PostgreSQL too (its own schema).

tests/conftest.py registers them for every test module (`pytest_plugins`).
`create_sessions_app` is a small app with only the sessions router, for tests that run a
server in a subprocess (`uvicorn --factory tests.db_fixtures:create_sessions_app`)."""

from __future__ import annotations

import os
import secrets
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

from compute_advisor.service.db import make_engine
from compute_advisor.service.sessions import SessionStore

PG_ENV = "ADVISOR_TEST_POSTGRES_URL"
NO_PG = f"PostgreSQL tests need {PG_ENV} (run them via .ci/postgres.sh run -- pytest …)"


@dataclass
class DbTarget:
    """A fresh database: `new_engine()` opens another engine on it, as another process would."""

    backend: str
    url: str
    engine_kwargs: dict[str, Any] = field(default_factory=dict)
    _engines: list[AsyncEngine] = field(default_factory=list)

    def new_engine(self) -> AsyncEngine:
        engine = make_engine(self.url, **self.engine_kwargs)
        self._engines.append(engine)
        return engine

    def new_store(self) -> SessionStore:
        return SessionStore(self.new_engine())

    async def dispose(self) -> None:
        for engine in self._engines:
            await engine.dispose()


def pg_url() -> str | None:
    return os.environ.get(PG_ENV) or None


@pytest_asyncio.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
async def db(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[DbTarget]:
    """An empty database on each backend; PostgreSQL is skipped without its URL."""
    if request.param == "sqlite":
        target = DbTarget("sqlite", f"sqlite+aiosqlite:///{tmp_path / 'sessions.db'}")
        yield target
        await target.dispose()
        return
    url = pg_url()
    if url is None:
        pytest.skip(NO_PG)
    # A schema per test keeps tests independent without needing CREATEDB rights.
    schema = f"t_{secrets.token_hex(6)}"
    admin = make_engine(url)
    async with admin.begin() as conn:
        await conn.execute(text(f'CREATE SCHEMA "{schema}"'))
    target = DbTarget("postgres", url, {"connect_args": {"server_settings": {"search_path": schema}}})
    try:
        yield target
    finally:
        await target.dispose()
        async with admin.begin() as conn:
            await conn.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        await admin.dispose()


@pytest_asyncio.fixture
async def store(db: DbTarget) -> AsyncIterator[SessionStore]:
    s = db.new_store()
    yield s
    await s.close()


# -- a sessions-only app -----------------------------------------------------------------


def sessions_app(store: SessionStore | None = None, *, lifespan: list[Any] | None = None) -> Any:
    """A Litestar app with only the sessions router and the one-error-family mapping.
    A `store` given here is closed when the app shuts down: test clients run the app on
    their own event loop, and database connections must be closed on the loop that
    opened them."""
    from litestar import Litestar, Request, Response
    from litestar.exceptions import HTTPException, ValidationException

    from compute_advisor.rules.errors import AdvisorError
    from compute_advisor.service.api_sessions import router
    from compute_advisor.service.errors import http_status
    from compute_advisor.service.settings import Settings

    def advisor_error(_: Request, exc: AdvisorError) -> Response:
        return Response(exc.to_dict(), status_code=http_status(exc))

    def validation_error(_: Request, exc: ValidationException) -> Response:
        first = (exc.extra or [{}])[0] if isinstance(exc.extra, list) else {}
        return Response(
            {
                "error": "invalid_input",
                "message": str(first.get("message", exc.detail)),
                "field": first.get("key"),
            },
            status_code=422,
        )

    def http_error(_: Request, exc: HTTPException) -> Response:
        code = {404: "not_found", 405: "method_not_allowed"}.get(exc.status_code, "bad_request")
        return Response({"error": code, "message": str(exc.detail)}, status_code=exc.status_code)

    app = Litestar(
        route_handlers=[router],
        lifespan=lifespan or [],
        on_shutdown=[store.close] if store is not None else [],
        exception_handlers={
            AdvisorError: advisor_error,
            ValidationException: validation_error,
            HTTPException: http_error,
        },
    )
    app.state.settings = Settings()
    if store is not None:
        app.state.sessions = store
    return app


def create_sessions_app() -> Any:
    """Factory for uvicorn: the store on ADVISOR_DATABASE_URL, opened in the lifespan."""
    from compute_advisor.service.sessions import open_store
    from compute_advisor.service.settings import Settings

    @asynccontextmanager
    async def lifespan(app: Any) -> AsyncIterator[None]:
        app.state.sessions = await open_store(Settings())
        yield
        await app.state.sessions.close()

    return sessions_app(lifespan=[lifespan])
