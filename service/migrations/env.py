"""Alembic environment, configured in code by `service.db.alembic_config`.

At service start `service.db.upgrade_to_head` hands over an open connection (inside a
locked write transaction) in `config.attributes["connection"]`. From the command line
env.py opens its own connection from the URL given to `alembic_config(url)`, or from
settings when none was given."""

from __future__ import annotations

import asyncio

from alembic import context
from sqlalchemy.engine import Connection

from compute_advisor.service.models import Base

config = context.config
target_metadata = Base.metadata


def _run(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        # SQLite cannot ALTER most things; batch mode rebuilds tables instead.
        render_as_batch=connection.dialect.name == "sqlite",
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


def _url() -> str:
    url = config.get_main_option("sqlalchemy.url")
    if url:
        return url
    from compute_advisor.service.settings import get_settings

    return get_settings().database_url


async def _run_own_connection() -> None:
    from compute_advisor.service.db import make_engine

    engine = make_engine(_url())
    try:
        async with engine.connect() as conn:
            await conn.run_sync(_run)
            await conn.commit()
    finally:
        await engine.dispose()


def _offline() -> None:
    context.configure(url=_url(), target_metadata=target_metadata, literal_binds=True)
    with context.begin_transaction():
        context.run_migrations()


if context.is_offline_mode():
    _offline()
elif config.attributes.get("connection") is not None:
    _run(config.attributes["connection"])
else:
    asyncio.run(_run_own_connection())
