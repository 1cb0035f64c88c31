"""Faults a deployment meets, one test each: the server killed with SIGKILL in the middle of
a burst of chat turns; index files missing, damaged or unwritable; the session database
gone and back; a rule module with an error; an embedder that cannot load.

Server processes use `create_fake_app` (the whole app, fake embedder) so they start in about
a second; the embedder test runs the real `python -m service.cli serve` (the `advisor serve`
console script) because what it checks is how that command ends."""

from __future__ import annotations

import importlib.util
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
from litestar.testing import TestClient

from compute_advisor.service.settings import Settings
from tests.fakes import FakeEmbedder
from tests.paths import ROOT
from tests.servers import free_port, serve

# Real server processes, kill -9, broken files: run by `make test`, not by `make check`.
pytestmark = pytest.mark.slow

CHAT = "/api/v1/chat"
TURNS = [
    "我们是一家银行，想在本地机房微调一个130亿参数的模型",
    "没有运维人员",
    "没有显卡",
    "长期持续使用",
    "其实是70B",
    "按量付费",
    "GPU虚拟化损耗多少？",
    "数据大概5TB",
]
RULES_ENV = "ADVISOR_TEST_EXTRA_RULES"


# -- factories for server processes (uvicorn --factory tests.test_faults:...) ----------------


def create_fake_app() -> Any:
    """The whole app on the ADVISOR_* settings, with the fake embedder."""
    from compute_advisor.service.app import create_app

    return create_app(Settings(), embedder=FakeEmbedder())


def create_app_with_extra_rules() -> Any:
    """The whole app whose rule base also holds the rule module at $ADVISOR_TEST_EXTRA_RULES,
    loaded where the real one is: in the lifespan, when the advisor opens."""
    from compute_advisor.rules import base, checks, derive, engine, modes

    module = _module_from(Path(os.environ[RULES_ENV]))

    def with_extra() -> base.RuleBase:
        return base.build_rule_base([base.RuleModule.of(m) for m in (derive, modes, checks, module)])

    base.default_rule_base = with_extra  # type: ignore[assignment]
    engine.default_rule_base = with_extra  # type: ignore[assignment]
    return create_fake_app()


def _module_from(path: Path) -> Any:
    spec = importlib.util.spec_from_file_location(path.stem, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _env(tmp_path: Path, **extra: str) -> dict[str, str]:
    return {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "ADVISOR_LOG_LEVEL": "WARNING",
        "ADVISOR_DATABASE_URL": f"sqlite+aiosqlite:///{tmp_path / 'advisor.db'}",
        "ADVISOR_INDEX_DIR": str(tmp_path / "index"),
        **extra,
    }


def _kill(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        proc.send_signal(signal.SIGKILL)
    proc.wait(10)


# -- kill -9 during a burst of chat turns -----------------------------------------------------


def _converse(
    base: str, stop: threading.Event, acked: dict[str, list[dict]], lock: threading.Lock, ended: list[str]
) -> None:
    """One user after another, turn after turn, until `stop`; every 200 is recorded as acked,
    and why the user stopped goes to `ended` (shown if the burst never got going)."""
    with httpx.Client(base_url=base, timeout=30) as client:
        while not stop.is_set():
            sid = None
            for message in TURNS:
                try:
                    r = client.post(CHAT, json={"session_id": sid, "message": message})
                except httpx.TransportError as exc:
                    ended.append(repr(exc))
                    return  # the server is gone
                if r.status_code != 200:
                    ended.append(f"{r.status_code} {r.text[:200]}")
                    return
                body = r.json()
                sid = body["session_id"]
                with lock:
                    acked.setdefault(sid, []).append(
                        {"message": message, "reply": body["reply"], "answers": body["answers"]}
                    )
                if stop.is_set():
                    return


def test_acknowledged_chat_turns_survive_kill_9_during_a_write_burst(tmp_path: Path) -> None:
    env, port = _env(tmp_path), free_port()
    base = f"http://127.0.0.1:{port}"
    proc = serve("tests.test_faults:create_fake_app", env, port, timeout=60)
    acked: dict[str, list[dict]] = {}
    lock, stop, ended = threading.Lock(), threading.Event(), []
    users = [threading.Thread(target=_converse, args=(base, stop, acked, lock, ended)) for _ in range(6)]
    try:
        for u in users:
            u.start()
        deadline = time.monotonic() + 30
        while sum(map(len, acked.values())) < 40 and time.monotonic() < deadline:
            time.sleep(0.02)
        proc.send_signal(signal.SIGKILL)  # mid-burst: users still have turns in flight
    finally:
        stop.set()
        _kill(proc)
        for u in users:
            u.join(15)
    assert sum(map(len, acked.values())) >= 40, f"the burst did not get going: {ended}"

    proc = serve("tests.test_faults:create_fake_app", env, port, timeout=60)
    try:
        for sid, turns in acked.items():
            stored = httpx.get(f"{base}/api/v1/sessions/{sid}", timeout=10).json()
            transcript = stored["transcript"]
            # Turns are stored in pairs, numbered without gaps: no half-written turn.
            assert [t["seq"] for t in transcript] == list(range(1, len(transcript) + 1))
            assert len(transcript) % 2 == 0
            assert [t["role"] for t in transcript] == ["user", "assistant"] * (len(transcript) // 2)
            # Every acknowledged turn is there, in order, with the reply the user was given.
            assert len(transcript) // 2 >= len(turns)
            for n, turn in enumerate(turns):
                assert transcript[2 * n]["text"] == turn["message"]
                assert transcript[2 * n + 1]["text"] == turn["reply"]
            if len(transcript) // 2 == len(turns):
                assert stored["answers"] == turns[-1]["answers"]
        # The restarted server goes on with an old conversation.
        sid = next(iter(acked))
        r = httpx.post(f"{base}{CHAT}", json={"session_id": sid, "message": "按量付费"}, timeout=10)
        assert r.status_code == 200 and r.json()["session_id"] == sid
    finally:
        _kill(proc)


# -- index files missing, damaged, unwritable -------------------------------------------------


def _search_ok(base: str) -> None:
    r = httpx.post(f"{base}/api/v1/search", json={"query": "断点续训", "k": 3}, timeout=10)
    assert r.status_code == 200, r.text
    assert len(r.json()["results"]) == 3


DAMAGE = {
    "vectors deleted": lambda d: (d / "vectors.faiss").unlink(),
    "passages truncated": lambda d: (d / "passages.json").write_bytes(
        (d / "passages.json").read_bytes()[:100]
    ),
    "manifest garbage": lambda d: (d / "manifest.json").write_text("{not json"),
    "vectors zeroed": lambda d: (d / "vectors.faiss").write_bytes(b"\0" * 4096),
    "everything deleted": lambda d: [p.unlink() for p in d.iterdir() if p.is_file()],
}


def test_missing_or_corrupt_index_files_are_rebuilt_at_start(tmp_path: Path) -> None:
    env, port = _env(tmp_path), free_port()
    base = f"http://127.0.0.1:{port}"
    index = tmp_path / "index"
    proc = serve("tests.test_faults:create_fake_app", env, port, timeout=60)
    try:
        _search_ok(base)
    finally:
        _kill(proc)
    for name, damage in DAMAGE.items():
        damage(index)
        proc = serve("tests.test_faults:create_fake_app", env, port, timeout=60)
        try:
            health = httpx.get(f"{base}/health", timeout=10)
            assert health.status_code == 200, (name, health.text)
            _search_ok(base)
        finally:
            _kill(proc)
        assert (index / "manifest.json").exists(), name


def test_an_index_folder_that_cannot_be_written_stops_the_start_with_its_name(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the index folder should be")
    env = _env(tmp_path, ADVISOR_INDEX_DIR=str(blocker / "index"))
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "uvicorn",
            "--factory",
            "tests.test_faults:create_fake_app",
            "--port",
            str(free_port()),
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode != 0
    assert f"{blocker / 'index'}, field 'index_dir': cannot create or write the index folder" in done.stderr


# -- the session database goes away and comes back -------------------------------------------


def test_database_down_makes_chat_and_health_503_then_they_recover(tmp_path: Path) -> None:
    from compute_advisor.service.app import create_app

    blocker = tmp_path / "var"
    blocker.write_text("not a folder: the database file cannot be opened")
    settings = Settings(
        index_dir=tmp_path / "index",
        knowledge_dir=ROOT / "knowledge",
        database_url=f"sqlite+aiosqlite:///{blocker / 'sessions.db'}",
    )
    with TestClient(create_app(settings, embedder=FakeEmbedder())) as client:
        health = client.get("/health")
        assert health.status_code == 503
        assert health.json()["error"] == "not_ready"
        assert "session database is unavailable" in health.json()["message"]
        r = client.post(CHAT, json={"session_id": None, "message": "我们想微调一个7B模型"})
        assert r.status_code == 503 and "session database is unavailable" in r.json()["message"]
        # What needs no database keeps working meanwhile.
        assert (
            client.post("/api/v1/recommend", json={"answers": {"task_type": "inference"}}).status_code == 200
        )

        blocker.unlink()
        blocker.mkdir()
        assert client.get("/health").status_code == 200
        r = client.post(CHAT, json={"session_id": None, "message": "我们想微调一个7B模型"})
        assert r.status_code == 200
        sid = r.json()["session_id"]
        r = client.post(CHAT, json={"session_id": sid, "message": "没有运维人员"})
        assert r.status_code == 200 and r.json()["answers"]["ops_capacity"] == "none"


def test_postgresql_refusing_connections_is_503_not_a_hang(tmp_path: Path) -> None:
    from compute_advisor.service.app import create_app

    # Nothing listens on this port: asyncpg's connection is refused at once.
    url = f"postgresql+asyncpg://advisor:secret@127.0.0.1:{free_port()}/advisor"
    settings = Settings(index_dir=tmp_path / "index", knowledge_dir=ROOT / "knowledge", database_url=url)
    started = time.monotonic()
    with TestClient(create_app(settings, embedder=FakeEmbedder())) as client:
        r = client.post(CHAT, json={"session_id": None, "message": "hello, we fine-tune a 7B model"})
        assert r.status_code == 503 and r.json()["error"] == "not_ready"
        assert "secret" not in r.text and "127.0.0.1" not in r.text  # the detail goes to the log only
        assert client.get("/health").status_code == 503
    assert time.monotonic() - started < 30


# -- a rule module with an error ---------------------------------------------------------------

BROKEN_RULES = {
    "unknown question": (
        'score("M90", answer("gpu_brand", "nvidia"), "self_built", 1, '
        'criterion="ops", zh="甲", en="a", evidence="自建")',
        "'M90', field 'when': unknown question 'gpu_brand'",
    ),
    "unknown option": (
        'veto("M91", answer("ops_capacity", "robots"), "self_built", zh="甲", en="a", evidence="自建")',
        "'M91', field 'when': unknown options ['robots']",
    ),
    "unknown mode": (
        'score("M92", answer("ops_capacity", "none"), "moon_base", 1, '
        'criterion="ops", zh="甲", en="a", evidence="自建")',
        "'M92', field 'then': unknown mode 'moon_base'",
    ),
    "zero delta": (
        'score("M93", answer("ops_capacity", "none"), "self_built", 0, '
        'criterion="ops", zh="甲", en="a", evidence="自建")',
        "'M93', field 'delta'",
    ),
    "no evidence": (
        'check("C90", answer("ops_capacity", "none"), "queue_time", zh="甲", en="a", evidence=" ")',
        "'C90', field 'evidence': empty evidence",
    ),
}


def _rules_file(tmp_path: Path, rule: str) -> Path:
    path = tmp_path / "broken_rules.py"
    path.write_text(
        f"from compute_advisor.rules.model import answer, check, score, veto\n\nRULES = [\n    {rule},\n]\n",
        encoding="utf-8",
    )
    return path


@pytest.mark.parametrize("case", list(BROKEN_RULES))
def test_rule_module_error_names_file_rule_and_field(tmp_path: Path, case: str) -> None:
    from compute_advisor.rules import checks, derive, modes
    from compute_advisor.rules.base import RuleModule, build_rule_base
    from compute_advisor.rules.errors import DataFileError

    rule, expected = BROKEN_RULES[case]
    path = _rules_file(tmp_path, rule)
    with pytest.raises(DataFileError) as err:
        build_rule_base([RuleModule.of(m) for m in (derive, modes, checks, _module_from(path))])
    assert str(path) in err.value.message and expected in err.value.message


def test_server_refuses_to_start_with_a_broken_rule_and_says_where(tmp_path: Path) -> None:
    path = _rules_file(tmp_path, BROKEN_RULES["unknown question"][0])
    env = _env(tmp_path, **{RULES_ENV: str(path)})
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "uvicorn",
            "--factory",
            "tests.test_faults:create_app_with_extra_rules",
            "--port",
            str(free_port()),
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode != 0
    assert f"{path}: entry 'M90', field 'when': unknown question 'gpu_brand'" in done.stderr
    assert "Application startup failed" in done.stderr


# -- the embedder cannot load -------------------------------------------------------------------


def _advisor_serve(tmp_path: Path, workers: int, **extra: str) -> subprocess.CompletedProcess:
    env = _env(tmp_path, **extra)
    if "ADVISOR_ST_MODEL_PATH" not in extra:
        env.pop("ADVISOR_ST_MODEL_PATH", None)
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "compute_advisor.service.cli",
            "serve",
            "--host",
            "127.0.0.1",
            "--port",
            str(free_port()),
            "--workers",
            str(workers),
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
    )


@pytest.mark.parametrize(
    "model_path, message",
    [
        (
            "/nonexistent/model",
            "/nonexistent/model, field 'st_model_path': embedder 'sentence-transformers': "
            "model folder does not exist",
        ),
        (
            None,
            "ADVISOR_ST_MODEL_PATH, field 'st_model_path': embedder 'sentence-transformers' needs a local "
            "model folder",
        ),
    ],
)
def test_embedder_that_cannot_load_ends_the_start_with_its_backend_named(
    tmp_path: Path, model_path: str | None, message: str
) -> None:
    extra = {"ADVISOR_EMBEDDER": "sentence-transformers"}
    if model_path:
        extra["ADVISOR_ST_MODEL_PATH"] = model_path
    done = _advisor_serve(tmp_path, 1, **extra)
    assert done.returncode != 0
    assert message in done.stderr
    assert done.stderr.count("Application startup failed") == 1  # once: no restart loop


def test_a_folder_that_is_no_model_is_a_clear_error_too(tmp_path: Path) -> None:
    pytest.importorskip("sentence_transformers")
    empty = tmp_path / "models" / "empty"
    empty.mkdir(parents=True)
    done = _advisor_serve(
        tmp_path, 1, ADVISOR_EMBEDDER="sentence-transformers", ADVISOR_ST_MODEL_PATH=str(empty)
    )
    assert done.returncode != 0
    assert (
        f"{empty}, field 'st_model_path': embedder 'sentence-transformers' cannot load the model"
        in done.stderr
    )


def test_with_two_workers_a_failed_start_still_exits_non_zero(tmp_path: Path) -> None:
    done = _advisor_serve(
        tmp_path, 2, ADVISOR_EMBEDDER="sentence-transformers", ADVISOR_ST_MODEL_PATH="/nonexistent/model"
    )
    assert "model folder does not exist" in done.stderr
    assert "failed to start, stopping the parent process" in done.stderr  # no restart loop
    assert done.returncode != 0
