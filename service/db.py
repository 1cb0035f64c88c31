"""The session database: an async SQLAlchemy engine for `settings.database_url` (a SQLite
file by default, PostgreSQL when a URL says so) and Alembic migrations to head.

Durability and concurrency choices, in one place:

- SQLite runs in WAL mode with `synchronous=FULL`. WAL lets readers work while one
  process writes; FULL fsyncs the WAL on every commit, so an answer the client was told
  about survives `kill -9` *and* a power cut. NORMAL would survive `kill -9` only; the
  extra fsync is the cost of a write here (a patch takes ~7.5 ms with FULL against ~2 ms
  with NORMAL on this machine's disk, ~130 against ~450 patches/s from one process),
  which is far above the rate at which people answer questions in a chat.
- On a SQLite file the chat turn's write also has a synchronous twin engine
  (`SQLiteWriter`): the store runs that whole transaction in one thread call instead of
  a thread hop per statement through aiosqlite, the largest part of a turn's cost. Same
  file, same pragmas and BEGIN IMMEDIATE, same JSON and types. Writes that arrive while
  one commits are committed together next (group commit, one SAVEPOINT each): one fsync
  for several turns when many chats are busy.
- SQLite write transactions start with `BEGIN IMMEDIATE`: the write lock is taken before
  the row is read, so two processes merging answers into one session queue up instead
  of one failing with "database is locked" half-way (a deferred transaction that reads
  then writes cannot wait for the lock). Reads keep a plain `BEGIN`.
- On PostgreSQL the repository locks the session row (`SELECT … FOR UPDATE`).
- Migrations run inside one write transaction; on PostgreSQL it also holds an advisory
  lock. Several processes starting at once therefore migrate one after another, and all
  but the first find the schema already at head.

To write a new migration (developers only; no alembic.ini is needed):
`python -c "from alembic import command; from service.db import alembic_config;
command.revision(alembic_config('sqlite:///var/dev.db'), autogenerate=True, message='...')"`
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from contextlib import AbstractAsyncContextManager
from pathlib import Path
from typing import Any, TypeVar

from alembic import command
from alembic.config import Config
from sqlalchemy import create_engine, event, exc, text
from sqlalchemy.engine import URL, Connection, Engine, make_url
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine

from compute_advisor.rules.errors import NotReady

log = logging.getLogger(__name__)

MIGRATIONS_DIR = Path(__file__).with_name("migrations")
# Execution option that marks a transaction as one that will write (see module docstring).
WRITE = {"advisor_write": True}
# Any constant works; it only has to be the same in every process of this service.
_PG_MIGRATION_LOCK = 0x5E55_1045
_SQLITE_BUSY_TIMEOUT_S = 15.0
_PG_CONNECT_TIMEOUT_S = 5.0
_WAL_ATTEMPTS = 100
T = TypeVar("T")


def _to_json(obj: Any) -> str:
    # ensure_ascii=False keeps Chinese answers and transcripts readable in the database.
    return json.dumps(obj, ensure_ascii=False)


def make_engine(url: str, **kwargs: Any) -> AsyncEngine:
    """An async engine for `url` with this service's SQLite or PostgreSQL settings."""
    parsed = make_url(url)
    backend = parsed.get_backend_name()
    options: dict[str, Any] = {
        "json_serializer": _to_json,
        # A server restart leaves dead pooled connections; check before use so the first
        # request after recovery succeeds instead of failing once.
        "pool_pre_ping": backend != "sqlite",
    }
    if backend == "sqlite":
        _ensure_parent_dir(parsed.database)
        options["connect_args"] = {"timeout": _SQLITE_BUSY_TIMEOUT_S}
    elif backend == "postgresql":
        options["connect_args"] = {"timeout": _PG_CONNECT_TIMEOUT_S}
        options["pool_timeout"] = _PG_CONNECT_TIMEOUT_S
    connect_args = {**options.get("connect_args", {}), **kwargs.pop("connect_args", {})}
    options.update(kwargs, connect_args=connect_args)
    engine = create_async_engine(parsed, **options)
    if backend == "sqlite":
        _configure_sqlite(engine.sync_engine)
    return engine


class SQLiteWriter:
    """A synchronous engine on the same SQLite file as an async one, configured alike, with
    the one thread it is used from. `run(work, *args)` runs `work(connection, *args)` in a
    write transaction on that thread and returns once it is committed.

    Group commit: the calls that arrive while a transaction is being committed are committed
    together in the next one, each inside its own SAVEPOINT, so one that fails is rolled back
    alone and the others still commit. A commit costs an fsync and a few thread hand-overs
    whatever it carries; with many chats at once one transaction now carries several turns.
    No caller is answered before its work is durable. `around` is entered once per
    transaction on the event loop (the store's write queue and schema check)."""

    def __init__(self, url: URL, around: Callable[[], AbstractAsyncContextManager[Any]]) -> None:
        self._engine = create_engine(
            url.set(drivername="sqlite"),
            json_serializer=_to_json,
            connect_args={"timeout": _SQLITE_BUSY_TIMEOUT_S},
        )
        _configure_sqlite(self._engine)
        self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="session-writer")
        self._around = around
        self._waiting: list[tuple[Callable[..., Any], tuple[Any, ...], asyncio.Future[Any]]] = []
        self._committing: asyncio.Task[None] | None = None

    @classmethod
    def for_engine(
        cls, engine: AsyncEngine, around: Callable[[], AbstractAsyncContextManager[Any]]
    ) -> SQLiteWriter | None:
        """None for PostgreSQL and in-memory databases (a second engine would open a
        different, empty one)."""
        url = engine.url
        if url.get_backend_name() == "sqlite" and _is_file(url.database):
            return cls(url, around)
        return None

    async def run(self, work: Callable[..., T], *args: Any) -> T:
        done: asyncio.Future[T] = asyncio.get_running_loop().create_future()
        self._waiting.append((work, args, done))
        if self._committing is None:
            self._committing = asyncio.create_task(self._commit_waiting())
        return await done

    async def _commit_waiting(self) -> None:
        loop = asyncio.get_running_loop()
        batch: list[tuple[Callable[..., Any], tuple[Any, ...], asyncio.Future[Any]]] = []
        try:
            while self._waiting:
                batch, self._waiting = self._waiting, []
                works = [(work, args) for work, args, _ in batch]
                try:
                    async with self._around():
                        outcomes = await loop.run_in_executor(self._thread, self._transaction, works)
                except Exception as err:  # the transaction itself failed: every call in it did
                    outcomes = [(None, err)] * len(batch)
                for (_, _, done), (value, error) in zip(batch, outcomes, strict=True):
                    if done.done():  # its caller went away; the work is committed all the same
                        continue
                    if error is not None:
                        done.set_exception(error)
                    else:
                        done.set_result(value)
                batch = []
        finally:
            self._committing = None
            for _, _, done in batch + self._waiting:  # only when this task itself was cancelled
                if not done.done():
                    done.cancel()
            self._waiting = []

    def _transaction(
        self, works: list[tuple[Callable[..., Any], tuple[Any, ...]]]
    ) -> list[tuple[Any, Exception | None]]:
        """Runs in the writer thread: one transaction for all of `works`; per work its
        (result, None) or (None, the exception it raised, rolled back to its savepoint)."""
        with self._engine.connect() as c:
            c.execution_options(**WRITE)
            with c.begin():
                if len(works) == 1:  # nothing to keep apart: no savepoint
                    work, args = works[0]
                    return [(work(c, *args), None)]
                outcomes: list[tuple[Any, Exception | None]] = []
                for work, args in works:
                    try:
                        with c.begin_nested():
                            outcomes.append((work(c, *args), None))
                    except Exception as err:
                        outcomes.append((None, err))
                return outcomes

    async def close(self) -> None:
        if self._committing is not None:
            await asyncio.shield(self._committing)
        await asyncio.get_running_loop().run_in_executor(self._thread, self._engine.dispose)
        self._thread.shutdown()


def _is_file(database: str | None) -> bool:
    return bool(database) and database != ":memory:" and not str(database).startswith("file:")


def _ensure_parent_dir(database: str | None) -> None:
    if database is None or not _is_file(database):
        return
    try:
        Path(database).parent.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        # Not fatal here: connecting fails later and is reported as NotReady, and the
        # service recovers once the folder exists.
        log.warning("cannot create the folder for the session database %s: %s", database, err)


def _configure_sqlite(engine: Engine) -> None:
    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        # Take transaction control away from the sqlite3 module so `_on_begin` decides
        # how each transaction starts.
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        _use_wal(cursor)
        cursor.execute("PRAGMA synchronous=FULL")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Connection) -> None:
        write = conn.get_execution_options().get("advisor_write", False)
        conn.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")


def _use_wal(cursor: Any) -> None:
    # WAL is a property of the file and sticks once set, so this only does work the first
    # time a database is opened. Switching needs an exclusive lock and SQLite answers
    # "locked" at once, without waiting, when several processes open a new file together:
    # retry briefly (this blocks the loop, but only on a database's very first start).
    cursor.execute("PRAGMA journal_mode")
    if str(cursor.fetchone()[0]).lower() == "wal":
        return
    for attempt in range(_WAL_ATTEMPTS):
        try:
            cursor.execute("PRAGMA journal_mode=WAL")
            if str(cursor.fetchone()[0]).lower() == "wal":
                return
        except Exception:
            if attempt == _WAL_ATTEMPTS - 1:
                raise
        time.sleep(0.05)
    log.warning("SQLite session database did not switch to WAL mode; writers will block readers")


def alembic_config(url: str | None = None) -> Config:
    """An Alembic configuration built in code; `url` is used only when env.py has to
    open its own connection (command-line use), never at service start."""
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS_DIR))
    if url:
        cfg.set_main_option("sqlalchemy.url", url.replace("%", "%%"))
    return cfg


async def upgrade_to_head(engine: AsyncEngine) -> None:
    """Migrate the database to the newest revision; safe when several processes call it
    at once. Raises NotReady when the database cannot be reached."""
    try:
        async with engine.connect() as conn:
            await conn.execution_options(**WRITE)
            async with conn.begin():
                if engine.dialect.name == "postgresql":
                    # Released at commit; a second process waits here, then sees head.
                    await conn.execute(
                        text("SELECT pg_advisory_xact_lock(:key)"), {"key": _PG_MIGRATION_LOCK}
                    )
                await conn.run_sync(_upgrade_on)
    except Exception as err:
        if is_unavailable(err):
            raise unavailable(err) from err
        raise


def _upgrade_on(sync_conn: Connection) -> None:
    cfg = alembic_config()
    cfg.attributes["connection"] = sync_conn
    command.upgrade(cfg, "head")


def is_unavailable(err: BaseException) -> bool:
    """True when `err` means the database cannot be reached (down, refused, timed out,
    file not openable, locked too long) rather than a bug in a query."""
    if isinstance(err, exc.DBAPIError):
        return err.connection_invalidated or isinstance(err, (exc.OperationalError, exc.InterfaceError))
    return isinstance(err, (exc.TimeoutError, OSError, asyncio.TimeoutError, ConnectionError))


def unavailable(err: BaseException) -> NotReady:
    """The NotReady raised to clients; the detail goes to the log, not to the client,
    because it can name hosts and files."""
    log.warning("session database unavailable: %s: %s", type(err).__name__, err)
    return NotReady(
        "The session database is unavailable right now; nothing was read or saved. Please try again shortly."
    )
