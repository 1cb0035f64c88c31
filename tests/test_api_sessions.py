"""The sessions API over HTTP: an app with only the sessions router, on SQLite and on
PostgreSQL when configured; and a real server process killed with SIGKILL mid-session."""

from __future__ import annotations

import os
import signal
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest
import pytest_asyncio
from litestar.testing import AsyncTestClient

from compute_advisor.service.db import make_engine
from compute_advisor.service.sessions import SessionStore
from tests.db_fixtures import DbTarget, sessions_app
from tests.paths import ROOT
from tests.servers import free_port, serve

API = "/api/v1/sessions"


@pytest_asyncio.fixture
async def api(db: DbTarget) -> AsyncIterator[AsyncTestClient]:
    async with AsyncTestClient(sessions_app(db.new_store())) as client:
        yield client


async def _new(api: AsyncTestClient, body: dict | None = None) -> dict:
    r = await api.post(API, json=body) if body is not None else await api.post(API)
    assert r.status_code == 201, r.text
    return r.json()


@pytest.mark.asyncio
async def test_create_without_body_gives_an_empty_session_in_the_request_language(api) -> None:
    r = await api.post(API, headers={"Accept-Language": "en-GB,en;q=0.8"})
    assert r.status_code == 201
    body = r.json()
    assert r.headers["location"] == f"{API}/{body['session_id']}"
    assert body["answers"] == {} and body["lang"] == "en" and body["transcript"] == []
    assert (await _new(api))["lang"] == "zh"


@pytest.mark.asyncio
async def test_create_with_answers_then_read_back(api) -> None:
    made = await _new(api, {"answers": {"task_type": "fine_tuning", "model_params_b": 7}, "lang": "en"})
    r = await api.get(f"{API}/{made['session_id']}")
    assert r.status_code == 200
    got = r.json()
    assert got["answers"] == {"task_type": "fine_tuning", "model_params_b": 7.0}
    assert got["transcript"] == [] and got["recommendation"] is None


@pytest.mark.asyncio
async def test_invalid_answer_is_422_naming_field_and_allowed(api) -> None:
    r = await api.post(API, json={"answers": {"task_type": "mining"}})
    assert r.status_code == 422
    body = r.json()
    assert body["field"] == "answers.task_type" and "pretraining" in body["allowed"]
    made = await _new(api, {"answers": {"task_type": "inference"}})
    r = await api.patch(f"{API}/{made['session_id']}/answers", json={"answers": {"training_days": 0}})
    assert r.status_code == 422 and r.json()["field"] == "answers.training_days"
    r = await api.patch(f"{API}/{made['session_id']}/answers", json={"answer": {}})
    assert r.status_code == 422
    assert (await api.get(f"{API}/{made['session_id']}")).json()["answers"] == {"task_type": "inference"}


@pytest.mark.asyncio
async def test_patch_merges_and_null_removes(api) -> None:
    made = await _new(api, {"answers": {"task_type": "pretraining", "data_scale": "large"}})
    url = f"{API}/{made['session_id']}/answers"
    r = await api.patch(url, json={"answers": {"model_params_b": 70, "data_scale": None}})
    assert r.status_code == 200
    assert r.json()["answers"] == {"task_type": "pretraining", "model_params_b": 70.0}
    got = (await api.get(f"{API}/{made['session_id']}")).json()
    assert got["answers"] == {"task_type": "pretraining", "model_params_b": 70.0}


@pytest.mark.asyncio
async def test_read_shows_transcript_and_latest_decision(api, db: DbTarget) -> None:
    # Another process (here: another engine) writes the chat turns and the decision.
    store = db.new_store()
    made = await _new(api, {"answers": {"task_type": "pretraining"}, "lang": "zh"})
    sid = made["session_id"]
    await store.append_turn(sid, "user", "我们做预训练", {"understood": {"task_type": "pretraining"}})
    await store.record_recommendation(sid, None, {"modes": [{"id": "hybrid"}]}, "rules-7", "sha256:c0ffee")
    got = (await api.get(f"{API}/{sid}")).json()
    assert got["transcript"][0]["text"] == "我们做预训练"
    assert got["transcript"][0]["data"] == {"understood": {"task_type": "pretraining"}}
    rec = got["recommendation"]
    assert rec["recommendation"] == {"modes": [{"id": "hybrid"}]}
    assert (rec["rule_base_version"], rec["corpus_hash"]) == ("rules-7", "sha256:c0ffee")
    assert rec["answers"] == {"task_type": "pretraining"}
    listing = (await api.get(f"{API}/{sid}/decisions")).json()
    assert [d["rule_base_version"] for d in listing["decisions"]] == ["rules-7"]


@pytest.mark.asyncio
async def test_delete_then_gone(api) -> None:
    made = await _new(api)
    url = f"{API}/{made['session_id']}"
    r = await api.delete(url)
    assert r.status_code == 204 and r.content == b""
    assert (await api.get(url)).status_code == 404
    assert (await api.delete(url)).status_code == 404


@pytest.mark.asyncio
@pytest.mark.parametrize(
    "bad", ["nope", "A" * 32, "a" * 300, "%00", "..%2F..%2Fetc", "%E4%BC%9A%E8%AF%9D", "x'%20OR%20'1'='1"]
)
async def test_unknown_or_malformed_ids_are_404_never_500(api, bad: str) -> None:
    for method, suffix, body in (
        ("GET", "", None),
        ("PATCH", "/answers", {"answers": {}}),
        ("DELETE", "", None),
        ("GET", "/decisions", None),
    ):
        r = await api.request(method, f"{API}/{bad}{suffix}", json=body)
        assert r.status_code == 404, (method, bad, r.text)
        assert r.json()["error"] == "not_found"


@pytest.mark.asyncio
async def test_database_down_is_503_then_recovers(tmp_path: Path) -> None:
    blocker = tmp_path / "var"
    blocker.write_text("not a folder")
    st = SessionStore(make_engine(f"sqlite+aiosqlite:///{blocker / 'sessions.db'}"))
    async with AsyncTestClient(sessions_app(st)) as client:
        r = await client.post(API, json={"answers": {"task_type": "inference"}})
        assert r.status_code == 503
        assert r.json()["error"] == "not_ready" and "unavailable" in r.json()["message"]
        blocker.unlink()
        blocker.mkdir()
        assert (await client.post(API)).status_code == 201


@pytest.mark.asyncio
async def test_no_store_yet_is_503() -> None:
    async with AsyncTestClient(sessions_app(None)) as client:
        r = await client.get(f"{API}/{'A' * 32}")
        assert r.status_code == 503 and r.json()["error"] == "not_ready"


# -- a real server process, killed with SIGKILL (make test: ~5 s of start-ups) -----------


@pytest.mark.slow
@pytest.mark.parametrize(
    "factory", ["tests.db_fixtures:create_sessions_app", "compute_advisor.service.app:create_app"]
)
def test_acknowledged_answer_survives_kill_9_and_restart(factory: str, tmp_path: Path) -> None:
    env = {
        **os.environ,
        "ADVISOR_DATABASE_URL": f"sqlite+aiosqlite:///{tmp_path / 'advisor.db'}",
        "ADVISOR_INDEX_DIR": str(tmp_path / "index"),
        "PYTHONPATH": str(ROOT),
    }
    port = free_port()
    timeout = 20 if factory.startswith("tests.") else 180
    proc = serve(factory, env, port, timeout, ready_path=f"{API}/{'A' * 32}")
    try:
        base = f"http://127.0.0.1:{port}{API}"
        sid = httpx.post(base, json={"answers": {"task_type": "pretraining"}}).json()["session_id"]
        r = httpx.patch(f"{base}/{sid}/answers", json={"answers": {"model_params_b": 13}})
        assert r.status_code == 200
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
    proc = serve(factory, env, port, timeout, ready_path=f"{API}/{'A' * 32}")
    try:
        got = httpx.get(f"http://127.0.0.1:{port}{API}/{sid}").json()
        assert got["answers"] == {"task_type": "pretraining", "model_params_b": 13.0}
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
