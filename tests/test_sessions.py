"""The session repository on SQLite, and on PostgreSQL when ADVISOR_TEST_POSTGRES_URL is set."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import make_url, text

from compute_advisor.rules.errors import InvalidInput, NotFound, NotReady
from compute_advisor.service.sessions import SessionStore
from tests.db_fixtures import NO_PG, DbTarget, pg_url

pytestmark = pytest.mark.asyncio


async def test_created_session_reads_back_with_normalised_answers(store: SessionStore) -> None:
    created = await store.create({"task_type": "fine_tuning", "model_params_b": "7"}, "en")
    got = await store.get(created.id)
    assert got.answers == {"task_type": "fine_tuning", "model_params_b": 7.0}
    assert got.lang == "en"
    assert got.transcript == [] and got.recommendation is None
    body = got.to_dict()
    assert body["session_id"] == created.id and body["answers"] == got.answers


async def test_session_ids_are_long_random_and_distinct(store: SessionStore) -> None:
    ids = {(await store.create()).id for _ in range(20)}
    assert len(ids) == 20
    assert all(len(i) >= 32 for i in ids)


async def test_invalid_answers_and_lang_name_the_field(store: SessionStore) -> None:
    with pytest.raises(InvalidInput) as err:
        await store.create({"task_type": "mining"}, "zh")
    assert err.value.field == "answers.task_type" and "fine_tuning" in err.value.allowed
    with pytest.raises(InvalidInput) as err:
        await store.create({}, "fr")
    assert err.value.field == "lang" and err.value.allowed == ["zh", "en"]


async def test_patch_merges_and_null_removes(store: SessionStore) -> None:
    s = await store.create({"task_type": "pretraining", "data_scale": "large"})
    after = await store.update_answers(s.id, {"model_params_b": 70, "data_scale": None})
    assert after.answers == {"task_type": "pretraining", "model_params_b": 70.0}
    assert after.revision == s.revision + 1
    assert (await store.get(s.id)).answers == after.answers


async def test_an_invalid_patch_changes_nothing(store: SessionStore) -> None:
    s = await store.create({"task_type": "pretraining"})
    with pytest.raises(InvalidInput) as err:
        await store.update_answers(s.id, {"data_scale": "small", "training_days": -3})
    assert err.value.field == "answers.training_days"
    with pytest.raises(InvalidInput) as err:
        await store.update_answers(s.id, {"no_such_question": 1})
    assert err.value.field == "answers.no_such_question"
    assert (await store.get(s.id)).answers == {"task_type": "pretraining"}


async def test_an_moe_active_size_above_the_model_is_refused_and_a_smaller_model_drops_it(
    store: SessionStore,
) -> None:
    s = await store.create({"task_type": "pretraining", "model_params_b": 7})
    with pytest.raises(InvalidInput) as err:
        await store.update_answers(s.id, {"active_params_b": 13})
    assert err.value.field == "answers.active_params_b" and "model_params_b (7)" in str(err.value.allowed)
    after = await store.update_answers(s.id, {"model_params_b": 235, "active_params_b": 22})
    assert after.answers["active_params_b"] == 22
    # A model size given later below the active size: the active size (of the model before) goes.
    after = await store.update_answers(s.id, {"model_params_b": 14})
    assert after.answers == {"task_type": "pretraining", "model_params_b": 14}


async def test_set_answers_replaces_everything(store: SessionStore) -> None:
    s = await store.create({"task_type": "pretraining", "data_scale": "large"})
    after = await store.set_answers(s.id, {"compliance": ["data_in_country", "data_on_premises"]})
    assert after.answers == {"compliance": ["data_in_country", "data_on_premises"]}


@pytest.mark.parametrize(
    "bad_id",
    ["", "x", "../../etc/passwd", "' OR 1=1 --", "a" * 500, "会话会话会话会话会话会话会话会话", "A" * 32],
)
async def test_unknown_or_malformed_ids_are_not_found(store: SessionStore, bad_id: str) -> None:
    for call in (
        store.get(bad_id),
        store.update_answers(bad_id, {"task_type": "inference"}),
        store.append_turn(bad_id, "user", "hi"),
        store.delete(bad_id),
    ):
        with pytest.raises(NotFound):
            await call


async def test_transcript_keeps_turns_in_order_with_their_data(store: SessionStore) -> None:
    s = await store.create(lang="zh")
    await store.append_turn(s.id, "user", "我们要微调一个 7B 模型", {"understood": {"model_params_b": 7}})
    await store.append_turn(
        s.id,
        "assistant",
        "好的。数据量大约多少？",
        {"citations": [{"passage_id": "p12", "quote": "断点续训"}]},
    )
    turns = (await store.get(s.id)).transcript
    assert [(t.seq, t.role) for t in turns] == [(1, "user"), (2, "assistant")]
    assert turns[0].text == "我们要微调一个 7B 模型"
    assert turns[1].data == {"citations": [{"passage_id": "p12", "quote": "断点续训"}]}
    assert turns[0].to_dict()["at"].endswith("+00:00")
    with pytest.raises(InvalidInput) as err:
        await store.append_turn(s.id, "robot", "beep")
    assert err.value.field == "role"


async def test_decision_records_keep_what_was_said_and_why(store: SessionStore) -> None:
    s = await store.create({"task_type": "pretraining"})
    first = await store.record_recommendation(
        s.id, None, {"modes": [{"id": "public_cloud", "rank": 1}]}, "rules-3", "sha256:aaa"
    )
    await store.update_answers(s.id, {"model_params_b": 70})
    await store.record_recommendation(
        s.id,
        {"task_type": "pretraining", "model_params_b": 70.0},
        {"modes": [{"id": "hybrid", "rank": 1}]},
        "rules-4",
        "sha256:bbb",
    )
    latest = (await store.get(s.id)).recommendation
    assert latest is not None
    assert (latest.rule_base_version, latest.corpus_hash) == ("rules-4", "sha256:bbb")
    assert latest.recommendation == {"modes": [{"id": "hybrid", "rank": 1}]}
    history = await store.decisions(s.id)
    assert [d.rule_base_version for d in history] == ["rules-3", "rules-4"]
    # The snapshot is what the advice was computed from, not the answers as they are now.
    assert history[0].id == first.id and history[0].answers == {"task_type": "pretraining"}


async def test_sessions_never_see_each_others_data(store: SessionStore) -> None:
    a = await store.create({"task_type": "inference"})
    b = await store.create({"task_type": "pretraining"})
    await store.append_turn(a.id, "user", "secret of A")
    await store.record_recommendation(a.id, None, {"for": "A"}, "r", "h")
    got_b = await store.get(b.id)
    assert got_b.answers == {"task_type": "pretraining"}
    assert got_b.transcript == [] and got_b.recommendation is None
    assert await store.decisions(b.id) == []


async def test_delete_removes_the_session_and_its_history(store: SessionStore) -> None:
    a = await store.create({"task_type": "inference"})
    keep = await store.create({"task_type": "inference"})
    await store.append_turn(a.id, "user", "hello")
    await store.record_recommendation(a.id, None, {"x": 1}, "r", "h")
    await store.delete(a.id)
    with pytest.raises(NotFound):
        await store.get(a.id)
    with pytest.raises(NotFound):
        await store.delete(a.id)
    assert (await store.get(keep.id)).answers == {"task_type": "inference"}
    async with store.engine.connect() as conn:
        left = await conn.scalar(text("SELECT count(*) FROM advisor_session_turns"))
    assert left == 0


async def test_data_survives_closing_and_reopening(db: DbTarget) -> None:
    first = db.new_store()
    s = await first.create({"task_type": "fine_tuning"}, "zh")
    await first.append_turn(s.id, "user", "你好")
    await first.close()
    again = db.new_store()
    got = await again.get(s.id)
    assert got.answers == {"task_type": "fine_tuning"} and got.transcript[0].text == "你好"


def _value(qid: str, r: int) -> object:
    numbers = {"model_params_b": r + 1, "dataset_tokens_b": r, "training_days": r + 1}
    if qid in numbers:
        return float(numbers[qid])
    choices = {
        "task_type": ["pretraining", "fine_tuning"],
        "data_scale": ["small", "large"],
        "ops_capacity": ["none", "limited"],
        "usage_pattern": ["trial", "project"],
        "budget_model": ["opex", "capex"],
        "existing_hardware": ["none", "some"],
    }
    if qid in choices:
        return choices[qid][r % 2]
    return [["data_in_country"], ["data_on_premises"]][r % 2]  # compliance


async def test_two_processes_patching_one_session_lose_no_answers(db: DbTarget) -> None:
    # Two engines stand for two server processes; every question is patched by its own
    # coroutine, all at once, round after round.
    a, b = db.new_store(), db.new_store()
    s = await a.create({})
    qids = [
        "task_type",
        "model_params_b",
        "dataset_tokens_b",
        "data_scale",
        "compliance",
        "ops_capacity",
        "usage_pattern",
        "budget_model",
        "existing_hardware",
        "training_days",
    ]
    rounds = 6

    async def patch_many(st: SessionStore, qid: str) -> None:
        for r in range(rounds):
            await st.update_answers(s.id, {qid: _value(qid, r)})

    await asyncio.gather(*(patch_many(a if i % 2 else b, q) for i, q in enumerate(qids)))
    final = await b.get(s.id)
    assert final.answers == {q: _value(q, rounds - 1) for q in qids}
    assert final.revision == 1 + rounds * len(qids)


async def test_concurrent_turns_from_two_processes_all_kept_in_sequence(db: DbTarget) -> None:
    a, b = db.new_store(), db.new_store()
    s = await a.create()
    await asyncio.gather(
        *(st.append_turn(s.id, "user", f"{name}{i}") for i in range(8) for name, st in (("a", a), ("b", b)))
    )
    turns = (await a.get(s.id)).transcript
    assert [t.seq for t in turns] == list(range(1, 17))
    assert sorted(t.text for t in turns) == sorted(f"{n}{i}" for i in range(8) for n in "ab")


async def test_chat_turns_racing_on_one_session_each_build_on_the_last(db: DbTarget) -> None:
    """Turns are worked out outside the write lock: two processes answering one session at the
    same moment must not both build on the same reply. Each turn sees every turn committed
    before it (its count of earlier replies), answers accumulate, and no turn is lost."""
    from compute_advisor.service.sessions import TurnResult

    a, b = db.new_store(), db.new_store()
    s = await a.create()
    qids = ["task_type", "ops_capacity", "usage_pattern", "budget_model", "existing_hardware", "data_scale"]

    def turn_of(qid: str) -> Any:
        async def step(answers: dict[str, Any], last: dict | None, lang: str) -> TurnResult:
            await asyncio.sleep(0.01)  # the other process commits meanwhile
            seen = (last or {}).get("replies", 0)
            new = {**answers, qid: _value(qid, 0)}
            return TurnResult(new, qid, {}, f"reply {seen + 1}", {"replies": seen + 1})

        return step

    await asyncio.gather(*(st.converse(s.id, turn_of(q)) for q, st in zip(qids, [a, b] * 3, strict=True)))
    final = await a.get(s.id)
    replies = [t for t in final.transcript if t.role == "assistant"]
    assert [t.seq for t in final.transcript] == list(range(1, 2 * len(qids) + 1))
    assert [t.data["replies"] for t in replies] == list(range(1, len(qids) + 1))
    assert sorted(t.text for t in final.transcript if t.role == "user") == sorted(qids)
    assert final.answers == {q: _value(q, 0) for q in qids} and final.revision == 1 + len(qids)


async def test_a_turn_sees_the_same_session_from_memory_as_from_the_database(db: DbTarget) -> None:
    """The store remembers the state it left a session in, so the next turn reads nothing first;
    what that turn is given must be what a process reading the database would give it."""
    from compute_advisor.service.sessions import TurnResult

    a = db.new_store()
    s = await a.create({"task_type": "fine_tuning"}, lang="en")
    seen: list[tuple[dict, dict | None, str]] = []

    async def step(answers: dict[str, Any], last: dict | None, lang: str) -> TurnResult:
        seen.append((answers, last, lang))
        reply = {"next_question": "ops_capacity", "skipped": ["compliance"], "progress": {"n": 2.5}}
        return TurnResult({**answers, "model_params_b": 13}, "13B", {"k": [1]}, "ok", reply)

    await a.converse(s.id, step)
    await a.converse(s.id, step)  # from memory
    await db.new_store().converse(s.id, step)  # another process: from the database
    assert seen[1] == seen[2] and seen[1][1] == {
        "next_question": "ops_capacity",
        "skipped": ["compliance"],
        "progress": {"n": 2.5},
    }
    assert seen[1][0] == {"task_type": "fine_tuning", "model_params_b": 13.0} and seen[1][2] == "en"
    assert [t.seq for t in (await a.get(s.id)).transcript] == list(range(1, 7))


async def test_many_processes_starting_at_once_migrate_once(db: DbTarget) -> None:
    stores = [db.new_store() for _ in range(4)]
    assert await asyncio.gather(*(st.start() for st in stores)) == [True] * 4
    async with stores[0].engine.connect() as conn:
        versions = (await conn.execute(text("SELECT version_num FROM alembic_version"))).all()
    assert len(versions) == 1
    s = await stores[1].create({"task_type": "inference"})
    assert (await stores[3].get(s.id)).answers == {"task_type": "inference"}


async def test_unreachable_sqlite_is_not_ready_then_recovers(tmp_path: Path) -> None:
    from compute_advisor.service.db import make_engine

    blocker = tmp_path / "var"
    blocker.write_text("a file where the database folder should be")
    st = SessionStore(make_engine(f"sqlite+aiosqlite:///{blocker / 'sessions.db'}"))
    assert await st.start() is False
    with pytest.raises(NotReady) as err:
        await st.create({"task_type": "inference"})
    assert "unavailable" in err.value.message and str(tmp_path) not in err.value.message
    with pytest.raises(NotReady):
        await st.ping()
    blocker.unlink()
    blocker.mkdir()
    await st.ping()
    s = await st.create({"task_type": "inference"})
    assert (await st.get(s.id)).answers == {"task_type": "inference"}
    await st.close()


class _Proxy:
    """A TCP relay in front of PostgreSQL that can be cut and restored, standing for the
    database going away and coming back."""

    def __init__(self, host: str, port: int) -> None:
        self.target = (host, port)
        self.port = 0
        self._server: asyncio.Server | None = None
        self._writers: set[asyncio.StreamWriter] = set()

    async def start(self) -> None:
        self._server = await asyncio.start_server(self._handle, "127.0.0.1", self.port)
        self.port = self._server.sockets[0].getsockname()[1]

    async def stop(self) -> None:
        assert self._server is not None
        self._server.close()
        for w in list(self._writers):
            w.close()
        await self._server.wait_closed()

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        up_reader, up_writer = await asyncio.open_connection(*self.target)
        self._writers |= {writer, up_writer}

        async def pipe(src: asyncio.StreamReader, dst: asyncio.StreamWriter) -> None:
            with contextlib.suppress(Exception):
                while data := await src.read(65536):
                    dst.write(data)
                    await dst.drain()
            dst.close()

        await asyncio.gather(pipe(reader, up_writer), pipe(up_reader, writer))


@pytest.mark.postgres
async def test_postgres_going_away_is_not_ready_then_recovers() -> None:
    from compute_advisor.service.db import make_engine

    url = pg_url()
    if url is None:
        pytest.skip(NO_PG)
    real = make_url(url)
    proxy = _Proxy(real.host or "127.0.0.1", real.port or 5432)
    await proxy.start()
    st = SessionStore(
        make_engine(real.set(host="127.0.0.1", port=proxy.port).render_as_string(hide_password=False))
    )
    try:
        s = await st.create({"task_type": "inference"})
        await proxy.stop()
        with pytest.raises(NotReady) as err:
            await st.update_answers(s.id, {"data_scale": "small"})
        assert "unavailable" in err.value.message and real.password not in err.value.message
        await proxy.start()  # same port: the database is back
        after = await st.update_answers(s.id, {"data_scale": "small"})
        assert after.answers == {"task_type": "inference", "data_scale": "small"}
    finally:
        await st.close()


_WORKER = """
import asyncio, json, sys
from compute_advisor.service.db import make_engine
from compute_advisor.service.sessions import SessionStore
url, kwargs, sid, qids, rounds = json.loads(sys.argv[1])
from tests.test_sessions import _value

async def main():
    st = SessionStore(make_engine(url, **kwargs))
    async def one(q):
        for r in range(rounds):
            await st.update_answers(sid, {q: _value(q, r)})
    await asyncio.gather(*(one(q) for q in qids))
    await st.close()

asyncio.run(main())
"""


@pytest.mark.slow  # two interpreters started per database (make test)
async def test_two_real_processes_patching_one_session_lose_no_answers(db: DbTarget) -> None:
    import json
    import sys

    from tests.paths import ROOT

    st = db.new_store()
    s = await st.create({})
    rounds = 5
    halves = [
        ["task_type", "model_params_b", "dataset_tokens_b", "data_scale", "compliance"],
        ["ops_capacity", "usage_pattern", "budget_model", "existing_hardware", "training_days"],
    ]
    procs = [
        await asyncio.create_subprocess_exec(
            sys.executable,
            "-c",
            _WORKER,
            json.dumps([db.url, db.engine_kwargs, s.id, half, rounds]),
            cwd=ROOT,
            stderr=asyncio.subprocess.PIPE,
        )
        for half in halves
    ]
    for p in procs:
        _, err = await p.communicate()
        assert p.returncode == 0, err.decode()[-2000:]
    final = await st.get(s.id)
    assert final.answers == {q: _value(q, rounds - 1) for half in halves for q in half}
    assert final.revision == 1 + rounds * 10


async def test_a_chat_turn_on_a_sqlite_file_is_one_call_to_the_writer_thread(db: DbTarget) -> None:
    """On a SQLite file a known session's turn is committed whole by the store's writer thread,
    with no statement through the event loop's aiosqlite connections (a thread hop each, most
    of a turn's cost), and what it committed, decision record included, is what the database
    gives back to another process."""
    from sqlalchemy import event

    from compute_advisor.service.sessions import TurnResult

    if db.backend != "sqlite":
        pytest.skip("the writer thread is for SQLite files")
    a = db.new_store()
    s = await a.create({})
    on_loop: list[str] = []
    event.listen(a.engine.sync_engine, "before_cursor_execute", lambda *args: on_loop.append(args[2]))

    async def step(answers: dict[str, Any], last: dict | None, lang: str) -> TurnResult:
        reply, decision = {"next_question": None}, {"top": "online_models"}
        return TurnResult({"task_type": "inference"}, "推理", {}, "好的", reply, decision, "v1", "h")

    await a.converse(s.id, step)
    assert on_loop == []
    other = await db.new_store().get(s.id)
    assert other.answers == {"task_type": "inference"} and other.revision == 2
    assert [t.text for t in other.transcript] == ["推理", "好的"]
    assert other.recommendation is not None
    assert other.recommendation.recommendation == {"top": "online_models"}


async def test_turns_committed_together_keep_apart_and_a_failing_one_spoils_no_other(db: DbTarget) -> None:
    """Many chats at once: turns that wait while one commits are committed together (on a
    SQLite file, in one transaction), yet each is its own: the one whose answers are invalid
    fails alone and leaves its session as it was, the others are all durable, and every
    caller gets its own outcome."""
    from compute_advisor.service.sessions import TurnResult

    a = db.new_store()
    sessions = [await a.create({}) for _ in range(8)]
    bad = sessions[3].id

    def step_for(sid: str) -> Callable[..., Awaitable[TurnResult]]:
        async def step(answers: dict[str, Any], last: dict | None, lang: str) -> TurnResult:
            new = {"task_type": "bogus"} if sid == bad else {"model_params_b": 7 + len(sid) % 5}
            return TurnResult(new, f"to {sid}", {}, "ok", {})

        return step

    outcomes = await asyncio.gather(
        *(a.converse(s.id, step_for(s.id)) for s in sessions), return_exceptions=True
    )
    assert [type(o).__name__ for o in outcomes].count("InvalidInput") == 1
    assert isinstance(outcomes[3], InvalidInput)
    other = db.new_store()
    for s, outcome in zip(sessions, outcomes, strict=True):
        got = await other.get(s.id)
        if s.id == bad:
            assert got.revision == 1 and got.answers == {} and got.transcript == []
        else:
            assert not isinstance(outcome, BaseException)
            assert got.revision == 2 and got.answers == {"model_params_b": 7 + len(s.id) % 5}
            assert [t.text for t in got.transcript] == [f"to {s.id}", "ok"]


async def test_a_session_deleted_while_its_turn_was_worked_out_is_not_found_and_not_written(
    db: DbTarget,
) -> None:
    from compute_advisor.service.sessions import TurnResult

    a, b = db.new_store(), db.new_store()
    s = await a.create({})

    async def step(answers: dict[str, Any], last: dict | None, lang: str) -> TurnResult:
        await b.delete(s.id)  # another process, while this turn was being worked out
        return TurnResult({"task_type": "inference"}, "hi", {}, "ok", {})

    with pytest.raises(NotFound):
        await a.converse(s.id, step)
    with pytest.raises(NotFound):
        await b.get(s.id)
    async with a.engine.connect() as c:
        assert (await c.execute(text("SELECT count(*) FROM advisor_session_turns"))).scalar() == 0
