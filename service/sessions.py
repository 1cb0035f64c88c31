"""The session repository: the only code that reads or writes the session tables.

A session holds a user's validated answers, the chat transcript and every recommendation
given (a decision record with the rule-base version and corpus hash it came from). Every
method commits before it returns, so whatever a caller acknowledges to a client is on disk.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import re
import secrets
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, TypeVar

from sqlalchemy import delete, func, insert, select
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine, AsyncSession, async_sessionmaker

from compute_advisor.rules.errors import InvalidInput, NotFound, NotReady
from compute_advisor.rules.vocabulary import LANGS, Answers, load_vocabulary
from compute_advisor.service.db import (
    WRITE,
    SQLiteWriter,
    is_unavailable,
    make_engine,
    unavailable,
    upgrade_to_head,
)
from compute_advisor.service.models import DecisionRow, SessionRow, TurnRow, utcnow
from compute_advisor.service.turns import TurnResult as TurnResult  # chat.py's import of it
from compute_advisor.service.turns import TurnState, TurnStates, as_stored, read_state, write_turn

ROLES = ("user", "assistant", "system")
# token_urlsafe(24) gives 32 characters of [A-Za-z0-9_-]; anything else cannot be one of
# ours, so it is answered with 404 before touching the database.
_ID_PATTERN = re.compile(r"^[A-Za-z0-9_-]{16,64}$")
# Chat turns worked out outside the write lock before one is worked out under it (see converse).
OPTIMISTIC_TURNS = 3
T = TypeVar("T")


def _iso(at: datetime) -> str:
    # SQLite hands timestamps back without a zone; they were written in UTC.
    return (at if at.tzinfo else at.replace(tzinfo=UTC)).isoformat()


@dataclass(frozen=True)
class Turn:
    seq: int
    role: str
    text: str
    at: datetime
    data: dict[str, Any] | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"seq": self.seq, "role": self.role, "text": self.text, "at": _iso(self.at), "data": self.data}


@dataclass(frozen=True)
class DecisionRecord:
    """A recommendation exactly as given, with what it was computed from."""

    id: int
    answers: dict[str, Any]
    recommendation: dict[str, Any]
    rule_base_version: str
    corpus_hash: str
    created_at: datetime

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "answers": self.answers,
            "recommendation": self.recommendation,
            "rule_base_version": self.rule_base_version,
            "corpus_hash": self.corpus_hash,
            "created_at": _iso(self.created_at),
        }


@dataclass(frozen=True)
class SessionRecord:
    id: str
    lang: str
    answers: dict[str, Any]
    revision: int
    created_at: datetime
    updated_at: datetime
    transcript: list[Turn] = field(default_factory=list)
    recommendation: DecisionRecord | None = None
    checks: list[str] = field(default_factory=list)

    @property
    def skipped(self) -> list[str]:
        """Questions the user skipped in the chat and has not answered since; the chat keeps
        the list with each of its replies, so the latest reply holds it."""
        for turn in reversed(self.transcript):
            if turn.role == "assistant" and isinstance(turn.data, dict) and "skipped" in turn.data:
                return [q for q in turn.data["skipped"] if q not in self.answers]
        return []

    def to_dict(self) -> dict[str, Any]:
        return {
            "session_id": self.id,
            "lang": self.lang,
            "answers": self.answers,
            "skipped": self.skipped,
            "revision": self.revision,
            "created_at": _iso(self.created_at),
            "updated_at": _iso(self.updated_at),
            "transcript": [t.to_dict() for t in self.transcript],
            "recommendation": self.recommendation.to_dict() if self.recommendation else None,
            "checks": list(self.checks),
        }


def new_session_id() -> str:
    return secrets.token_urlsafe(24)


class SessionStore:
    """Async repository over the session tables. Creating it does no I/O; the schema is
    migrated to head on first use (or by `start()`), so a database that is down at
    start-up only makes requests answer NotReady until it is back."""

    def __init__(self, engine: AsyncEngine, *, migrate: bool = True) -> None:
        self.engine = engine
        self._sessions = async_sessionmaker(engine, expire_on_commit=False)
        self._migrated = not migrate
        self._migrate_lock = asyncio.Lock()
        # SQLite has one writer at a time per file. Queuing this process's writers here
        # keeps them out of SQLite's busy-wait back-off (which sleeps up to 100 ms a try);
        # other processes still wait on the file lock itself.
        self._local_writes = asyncio.Lock() if engine.dialect.name == "sqlite" else None
        self._turns = TurnStates()
        # The chat's writes on a SQLite file: one thread call per transaction (service/db.py).
        self._writer = SQLiteWriter.for_engine(engine, around=functools.partial(self._guarded, write=True))

    # -- lifecycle ------------------------------------------------------------------------

    async def start(self) -> bool:
        """Try to migrate now; False (logged, not raised) when the database is down."""
        try:
            await self._ensure_schema()
        except NotReady:
            return False
        return True

    async def close(self) -> None:
        if self._writer is not None:
            await self._writer.close()
        await self.engine.dispose()

    async def ping(self) -> None:
        """Raise NotReady unless the database answers and the schema is in place."""
        async with self._tx() as s:
            await s.execute(select(1))

    # -- sessions -------------------------------------------------------------------------

    async def create(self, answers: Mapping[str, Any] | None = None, lang: str = "zh") -> SessionRecord:
        if lang not in LANGS:
            raise InvalidInput(
                f"lang must be one of {list(LANGS)}, got {lang!r}", field="lang", allowed=list(LANGS)
            )
        clean = load_vocabulary().validate_answers(answers)
        now = utcnow()
        record = SessionRecord(
            id=new_session_id(), lang=lang, answers=clean, revision=1, created_at=now, updated_at=now
        )
        row = insert(SessionRow).values(
            id=record.id, lang=lang, answers=clean, revision=1, created_at=now, updated_at=now
        )
        await self._write(lambda c: c.execute(row))  # one INSERT: no unit of work to run
        self._turns.put(record.id, TurnState(as_stored(clean), lang, 0, 1, None))
        return record

    async def get(self, session_id: str) -> SessionRecord:
        """The session with its transcript and latest recommendation; NotFound otherwise."""
        async with self._tx() as s:
            row = await self._row(s, session_id)
            return await self._full(s, row)

    async def update_answers(self, session_id: str, patch: Mapping[str, Any] | None) -> SessionRecord:
        """Merge `patch` into the answers; a None value removes that answer. The whole patch
        is validated first, so an invalid field changes nothing."""
        if patch is not None and not isinstance(patch, Mapping):
            raise InvalidInput("answers must be an object of question id → answer", field="answers")
        patch = patch or {}
        removed = {qid for qid, value in patch.items() if value is None}
        clean = load_vocabulary().validate_answers(patch)
        async with self._tx(write=True) as s:
            row = await self._row(s, session_id, lock=True)
            merged = {k: v for k, v in row.answers.items() if k not in removed}
            merged.update(clean)
            # An answer given above the one that bounds it is refused; one left above a bound the
            # patch lowers is dropped (an MoE's active size when a smaller model is given).
            vocab = load_vocabulary()
            vocab.check_bounds(clean, merged)
            self._touch(row, vocab.consistent(merged))
            await s.flush()
            return await self._full(s, row)

    async def set_answers(self, session_id: str, answers: Mapping[str, Any] | None) -> SessionRecord:
        """Replace all answers with `answers` (validated)."""
        clean = load_vocabulary().validate_answers(answers)
        async with self._tx(write=True) as s:
            row = await self._row(s, session_id, lock=True)
            self._touch(row, clean)
            await s.flush()
            return await self._full(s, row)

    async def set_checks(self, session_id: str, checks: Any) -> SessionRecord:
        """Replace the ticked checklist items with `checks` (check ids, validated against
        the vocabulary), kept in vocabulary order. Answers and revision are untouched."""
        known = [c.id for c in load_vocabulary().checks]
        if not isinstance(checks, list | tuple) or not all(isinstance(c, str) for c in checks):
            raise InvalidInput("checks must be a list of check ids", field="checks", allowed=known)
        unknown = sorted(set(checks) - set(known))
        if unknown:
            raise InvalidInput(f"unknown check id(s): {', '.join(unknown)}", field="checks", allowed=known)
        async with self._tx(write=True) as s:
            row = await self._row(s, session_id, lock=True)
            row.checks = [c for c in known if c in set(checks)]
            row.updated_at = utcnow()
            await s.flush()
            return await self._full(s, row)

    async def delete(self, session_id: str) -> None:
        self._turns.forget(session_id)
        async with self._tx(write=True) as s:
            row = await self._row(s, session_id, lock=True)
            # Children first as well as ON DELETE CASCADE: correct even on a SQLite
            # connection opened elsewhere without foreign_keys=ON.
            await s.execute(delete(TurnRow).where(TurnRow.session_id == row.id))
            await s.execute(delete(DecisionRow).where(DecisionRow.session_id == row.id))
            await s.delete(row)

    # -- transcript and decisions ---------------------------------------------------------

    async def append_turn(
        self, session_id: str, role: str, text: str, data: dict[str, Any] | None = None
    ) -> Turn:
        """Add one turn to the transcript. `data` holds structured extras (understood
        values, citations…) and must be JSON-serialisable."""
        if role not in ROLES:
            raise InvalidInput(
                f"role must be one of {list(ROLES)}, got {role!r}", field="role", allowed=list(ROLES)
            )
        async with self._tx(write=True) as s:
            row = await self._row(s, session_id, lock=True)
            # The session row lock makes max(seq)+1 safe against a concurrent append.
            last = await s.scalar(select(func.max(TurnRow.seq)).where(TurnRow.session_id == row.id))
            turn = TurnRow(
                session_id=row.id, seq=(last or 0) + 1, role=role, text=text, data=data, at=utcnow()
            )
            s.add(turn)
            row.updated_at = turn.at
        return _turn(turn)

    async def record_recommendation(
        self,
        session_id: str,
        answers: Mapping[str, Any] | None,
        recommendation: dict[str, Any],
        rule_base_version: str,
        corpus_hash: str,
    ) -> DecisionRecord:
        """Store a recommendation as given. `answers` is the snapshot it was computed
        from; None snapshots the session's current answers."""
        async with self._tx(write=True) as s:
            row = await self._row(s, session_id, lock=True)
            decision = DecisionRow(
                session_id=row.id,
                answers=dict(row.answers if answers is None else answers),
                recommendation=recommendation,
                rule_base_version=str(rule_base_version),
                corpus_hash=str(corpus_hash),
                created_at=utcnow(),
            )
            s.add(decision)
            row.updated_at = decision.created_at
            await s.flush()
        return _decision(decision)

    async def converse(
        self, session_id: str, step: Callable[[Answers, dict | None, str], Awaitable[TurnResult]]
    ) -> TurnResult:
        """One chat turn: `step(answers, last_assistant_data, lang)` works out the turn from the
        session as it is, then the new answers, both turns and the decision record, if any, are
        committed together in one transaction before the reply is sent.

        The turn is worked out outside the write transaction, from the state this process left
        the session in (`service/turns.py`; read when unknown), and committed only if the
        session is still at that turn number and revision; otherwise it is worked out again
        from the session as it is now. So a turn costs one transaction, turns of different
        sessions are computed while another commits (SQLite has one writer: holding its lock
        while a turn was worked out made every chat wait for every other), and two turns of
        one session, from two tabs or two processes, still apply one after the other: nothing
        is lost. After `OPTIMISTIC_TURNS` such races the turn is worked out under the lock."""
        if not isinstance(session_id, str) or not _ID_PATTERN.match(session_id):
            raise NotFound("no such session", field="session_id")
        for _ in range(OPTIMISTIC_TURNS):
            read = self._turns.get(session_id)
            if read is None:
                async with self._core_tx() as c:
                    read = await c.run_sync(read_state, session_id, lock=False)
            result = await step(dict(read.answers), read.last, read.lang)
            written = await self._write(write_turn, session_id, read, result)
            if written is not None:
                self._turns.put(session_id, written)
                return result
            self._turns.forget(session_id)  # changed elsewhere (or gone): read it again
        async with self._core_tx(write=True) as c:
            read = await c.run_sync(read_state, session_id, lock=True)
            result = await step(dict(read.answers), read.last, read.lang)
            written = await c.run_sync(write_turn, session_id, read, result, checked=True)
        if written is None:  # cannot happen: read under this transaction's lock
            raise NotFound("no such session", field="session_id")
        self._turns.put(session_id, written)
        return result

    async def decisions(self, session_id: str) -> list[DecisionRecord]:
        """Every recommendation given in this session, oldest first."""
        async with self._tx() as s:
            row = await self._row(s, session_id)
            rows = await s.scalars(
                select(DecisionRow).where(DecisionRow.session_id == row.id).order_by(DecisionRow.id)
            )
            return [_decision(d) for d in rows]

    # -- internals ------------------------------------------------------------------------

    @asynccontextmanager
    async def _guarded(self, *, write: bool) -> AsyncIterator[None]:
        """What every transaction starts with: the schema at head, this process's write queue
        for a write on SQLite, and database outages raised as NotReady."""
        async with _outage_as_not_ready():
            await self._ensure_schema()
            queue = self._local_writes if write and self._local_writes else contextlib.nullcontext()
            async with queue:
                yield

    @asynccontextmanager
    async def _tx(self, *, write: bool = False) -> AsyncIterator[AsyncSession]:
        """One ORM transaction, committed on success."""
        async with self._guarded(write=write), self._sessions() as s:
            await s.connection(execution_options=WRITE if write else None)
            yield s
            await s.commit()

    @asynccontextmanager
    async def _core_tx(self, *, write: bool = False) -> AsyncIterator[AsyncConnection]:
        """`_tx` for Core statements, on a plain connection (no ORM session to set up and flush)."""
        async with self._guarded(write=write), self.engine.connect() as conn:
            if write:
                await conn.execution_options(**WRITE)
            async with conn.begin():
                yield conn

    async def _write(self, work: Callable[..., T], *args: Any) -> T:
        """`work(connection, *args)`, synchronous Core statements, in one write transaction.
        On a SQLite file the whole transaction runs in one call to the writer thread;
        elsewhere on the async engine (`run_sync`: the same statements, one await each)."""
        if self._writer is None:
            async with self._core_tx(write=True) as c:
                return await c.run_sync(work, *args)
        async with _outage_as_not_ready():  # for the work's own error; the rest is `around`'s
            return await self._writer.run(work, *args)

    async def _ensure_schema(self) -> None:
        if self._migrated:
            return
        async with self._migrate_lock:
            if not self._migrated:
                await upgrade_to_head(self.engine)
                self._migrated = True

    async def _row(self, s: AsyncSession, session_id: str, *, lock: bool = False) -> SessionRow:
        if not isinstance(session_id, str) or not _ID_PATTERN.match(session_id):
            raise NotFound("no such session", field="session_id")
        query = select(SessionRow).where(SessionRow.id == session_id)
        if lock:
            # FOR UPDATE on PostgreSQL; SQLite leaves it out and relies on BEGIN IMMEDIATE.
            query = query.with_for_update()
        row = await s.scalar(query)
        if row is None:
            raise NotFound("no such session", field="session_id")
        return row

    @staticmethod
    def _touch(row: SessionRow, answers: dict[str, Any]) -> None:
        row.answers = answers
        row.revision += 1
        row.updated_at = utcnow()

    async def _full(self, s: AsyncSession, row: SessionRow) -> SessionRecord:
        turns = await s.scalars(select(TurnRow).where(TurnRow.session_id == row.id).order_by(TurnRow.seq))
        latest = await s.scalar(
            select(DecisionRow)
            .where(DecisionRow.session_id == row.id)
            .order_by(DecisionRow.id.desc())
            .limit(1)
        )
        return _record(row, [_turn(t) for t in turns], _decision(latest) if latest else None)


@asynccontextmanager
async def _outage_as_not_ready() -> AsyncIterator[None]:
    try:
        yield
    except Exception as err:
        if is_unavailable(err):
            raise unavailable(err) from err
        raise


def _record(row: SessionRow, turns: list[Turn], latest: DecisionRecord | None) -> SessionRecord:
    return SessionRecord(
        id=row.id,
        lang=row.lang,
        answers=dict(row.answers),
        revision=row.revision,
        created_at=row.created_at,
        updated_at=row.updated_at,
        transcript=turns,
        recommendation=latest,
        checks=list(row.checks or []),
    )


def _turn(t: TurnRow) -> Turn:
    return Turn(seq=t.seq, role=t.role, text=t.text, at=t.at, data=t.data)


def _decision(d: DecisionRow) -> DecisionRecord:
    return DecisionRecord(
        id=d.id,
        answers=dict(d.answers),
        recommendation=d.recommendation,
        rule_base_version=d.rule_base_version,
        corpus_hash=d.corpus_hash,
        created_at=d.created_at,
    )


async def open_store(settings: Any) -> SessionStore:
    """The SessionStore for `settings.database_url`, migrated if the database is up.
    When it is down the app still starts; requests answer 503 until it returns."""
    store = SessionStore(make_engine(settings.database_url))
    await store.start()
    return store
