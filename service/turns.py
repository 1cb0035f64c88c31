"""A chat turn's storage: what a turn reads of its session (`TurnState`), what it writes
(`write_turn`: both turns, the decision record, the session's answers) and the last state of
the sessions this process served (`TurnStates`), so a turn usually reads nothing before
working out its reply. `SessionStore.converse` (service/sessions.py) puts them together."""

from __future__ import annotations

import json
from collections import OrderedDict
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from sqlalchemy import Update, bindparam, func, insert, select, update
from sqlalchemy.engine import Connection

from compute_advisor.rules.errors import NotFound
from compute_advisor.rules.vocabulary import load_vocabulary
from compute_advisor.service.models import DecisionRow, SessionRow, TurnRow, utcnow

# Sessions whose last state this process keeps; a session past it is read again (one SELECT).
REMEMBERED_SESSIONS = 4096


@dataclass
class TurnResult:
    """What one chat turn decided; `service.chat` fills it, `SessionStore.converse` stores it."""

    answers: dict[str, Any]
    user_text: str
    user_data: dict[str, Any]
    reply_text: str
    reply_data: dict[str, Any]
    decision: dict[str, Any] | None = None
    rule_base_version: str = ""
    corpus_hash: str = ""
    response: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class TurnState:
    answers: dict[str, Any]
    lang: str
    seq: int  # the last turn's number (0: no turn yet)
    revision: int
    last: dict[str, Any] | None  # the last reply's data


def read_state(c: Connection, session_id: str, *, lock: bool, full: bool = True) -> TurnState:
    """The session as a turn reads it, in one statement: answers and language, the last turn's
    number and the last reply's data (`full=False`: the number and revision only, to see whether
    anything changed). `lock`: the session row locked first (FOR UPDATE on PostgreSQL; on SQLite
    a write transaction's BEGIN IMMEDIATE already holds the file's write lock)."""
    turns = TurnRow.session_id == SessionRow.id
    seq = select(func.max(TurnRow.seq)).where(turns).scalar_subquery()
    columns: list[Any] = [seq, SessionRow.revision]
    if full:
        last = (
            select(TurnRow.data)
            .where(turns, TurnRow.role == "assistant")
            .order_by(TurnRow.seq.desc())
            .limit(1)
            .scalar_subquery()
        )
        columns += [SessionRow.answers, SessionRow.lang, last]
    if lock and c.dialect.name != "sqlite":
        # Lock first, read after: under READ COMMITTED a statement that waited for the lock
        # re-reads the locked row but not its subqueries, which would see the turns as they
        # were before the wait.
        c.execute(select(SessionRow.id).where(SessionRow.id == session_id).with_for_update())
    found = (c.execute(select(*columns).where(SessionRow.id == session_id))).one_or_none()
    if found is None:
        raise NotFound("no such session", field="session_id")
    if not full:
        return TurnState({}, "", found[0] or 0, found[1], None)
    return TurnState(found[2], found[3], found[0] or 0, found[1], found[4])


def write_turn(
    c: Connection, session_id: str, read: TurnState, result: TurnResult, *, checked: bool = False
) -> TurnState | None:
    """Both turns, the decision record if any, and the session's answers: one UPDATE and one
    INSERT each, no ORM unit of work, in the caller's write transaction. Returns the session's
    state after them, or None, writing nothing, when the session is no longer at `read`'s turn
    and revision. `checked`: `read` was read under this transaction's lock, so it cannot be.

    On SQLite the UPDATE itself checks (its WHERE: the transaction's BEGIN IMMEDIATE holds the
    file's write lock, so nothing moves between the check and the writes), which saves a
    statement on the path every chat turn takes. On PostgreSQL the row is locked and read
    first (see `read_state`): under READ COMMITTED an UPDATE that waited would re-check its
    own row but not a subquery over the turns."""
    if not checked and c.dialect.name != "sqlite":
        now = read_state(c, session_id, lock=True, full=False)
        if (now.seq, now.revision) != (read.seq, read.revision):
            return None
        checked = True
    at = utcnow()
    params: dict[str, Any] = {"sid": session_id, "at": at, "rev": read.revision, "seq": read.seq}
    answers, revision = read.answers, read.revision
    changed = result.answers != read.answers
    if changed:
        answers, revision = load_vocabulary().validate_answers(result.answers), read.revision + 1
        params.update(answers=answers, new_rev=revision)
    if c.execute(_advance(checked, changed), params).rowcount != 1:
        return None
    turn = {"session_id": session_id, "at": at}
    c.execute(
        _ADD_TURNS,
        [
            {**turn, "seq": read.seq + 1, "role": "user", "text": result.user_text, "data": result.user_data},
            {
                **turn,
                "seq": read.seq + 2,
                "role": "assistant",
                "text": result.reply_text,
                "data": result.reply_data,
            },
        ],
    )
    if result.decision is not None:
        c.execute(
            _ADD_DECISION,
            {
                "session_id": session_id,
                "answers": dict(result.answers),
                "recommendation": result.decision,
                "rule_base_version": result.rule_base_version,
                "corpus_hash": result.corpus_hash,
                "created_at": at,
            },
        )
    # As the database gives them back (JSON), so a turn worked out from this state sees what it
    # would have read.
    return TurnState(as_stored(answers), read.lang, read.seq + 2, revision, as_stored(result.reply_data))


# A turn's statements, built once: building and keying a statement cost more than running it.
_ADD_TURNS = insert(TurnRow)
_ADD_DECISION = insert(DecisionRow)


@cache
def _advance(checked: bool, answers_changed: bool) -> Update:
    """The session row's UPDATE for a turn: its time, and its answers and revision when they
    changed; unless `checked`, only while the session is still at the turn number and revision
    the turn was worked out from."""
    where = [SessionRow.id == bindparam("sid")]
    if not checked:
        last_seq = select(func.max(TurnRow.seq)).where(TurnRow.session_id == bindparam("sid"))
        where += [
            SessionRow.revision == bindparam("rev"),
            func.coalesce(last_seq.scalar_subquery(), 0) == bindparam("seq"),
        ]
    values: dict[str, Any] = {"updated_at": bindparam("at")}
    if answers_changed:
        values.update(answers=bindparam("answers"), revision=bindparam("new_rev"))
    return update(SessionRow).where(*where).values(**values)


def as_stored(value: Any) -> Any:
    return json.loads(json.dumps(value))


class TurnStates:
    """The state each session was left in by this process's last write to it. Only a hint:
    a turn worked out from it is committed only if the session is still at that turn number
    and revision (both only ever grow), so a state another process or another route changed
    since costs a retry, never a lost update."""

    def __init__(self, size: int = REMEMBERED_SESSIONS) -> None:
        self._states: OrderedDict[str, TurnState] = OrderedDict()
        self._size = size

    def get(self, session_id: str) -> TurnState | None:
        return self._states.get(session_id)

    def put(self, session_id: str, state: TurnState) -> None:
        self._states[session_id] = state
        self._states.move_to_end(session_id)
        if len(self._states) > self._size:
            self._states.popitem(last=False)

    def forget(self, session_id: str) -> None:
        self._states.pop(session_id, None)
