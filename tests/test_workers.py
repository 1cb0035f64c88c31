"""`advisor serve --workers 2`, the documented way to run several worker processes: both
workers answer, every answer is right whichever worker gives it, and the session database
they share stays consistent when conversations (even two turns of one conversation at once)
land on different workers."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
import pytest

from tests.paths import ROOT
from tests.profiles import BANK as FULL
from tests.servers import free_port

pytestmark = pytest.mark.slow  # real default embedder, two processes

TURNS = [
    (
        "我们是一家银行，想在本地机房微调一个130亿参数的模型",
        {"task_type": "fine_tuning", "model_params_b": 13.0},
    ),
    ("没有运维人员", {"ops_capacity": "none"}),
    ("没有显卡", {"existing_hardware": "none"}),
    ("长期持续使用", {"usage_pattern": "continuous"}),
    ("其实是70B", {"model_params_b": 70.0}),
]


@pytest.fixture(scope="module")
def two_workers(tmp_path_factory: pytest.TempPathFactory):
    """`advisor serve --workers 2` (as `python -m service.cli`, what the console script runs)
    on a fresh index and SQLite file; yields the base URL."""
    tmp = tmp_path_factory.mktemp("workers")
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "ADVISOR_LOG_LEVEL": "WARNING",
        "ADVISOR_DATABASE_URL": f"sqlite+aiosqlite:///{tmp / 'shared.db'}",
        "ADVISOR_INDEX_DIR": str(tmp / "index"),
    }
    port = free_port()
    # A file: a pipe nobody reads would stall the server. The server keeps its own handle.
    with open(tmp / "server.log", "wb") as log:
        proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "compute_advisor.service.cli",
                "serve",
                "--host",
                "127.0.0.1",
                "--port",
                str(port),
                "--workers",
                "2",
            ],
            cwd=ROOT,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    base = f"http://127.0.0.1:{port}"
    try:
        _wait_healthy(base, proc, tmp / "server.log")
        yield base
    finally:
        os.killpg(proc.pid, signal.SIGTERM)  # the supervisor and both workers
        try:
            proc.wait(30)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(10)


def _wait_healthy(base: str, proc: subprocess.Popen, log: Path, timeout: float = 240) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise AssertionError(f"advisor serve exited {proc.returncode}: {log.read_text()[-3000:]}")
        try:
            if httpx.get(f"{base}/health", timeout=2).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.2)
    raise AssertionError(f"not healthy within {timeout} s: {log.read_text()[-3000:]}")


def _health_pid(base: str) -> int:
    # A new connection each time: the kernel hands it to whichever worker accepts first.
    r = httpx.get(f"{base}/health", timeout=10, headers={"Connection": "close"})
    assert r.status_code == 200
    return r.json()["pid"]


def test_both_workers_serve(two_workers: str) -> None:
    pids: set[int] = set()
    deadline = time.monotonic() + 60
    with ThreadPoolExecutor(8) as pool:
        while len(pids) < 2 and time.monotonic() < deadline:
            pids.update(pool.map(lambda _: _health_pid(two_workers), range(32)))
    assert len(pids) == 2, f"only worker(s) {pids} answered"


def test_every_worker_gives_the_same_right_advice(two_workers: str, advisor) -> None:
    expected = advisor.advise(FULL, "zh")  # in-process, the fake embedder: same rules, same ranking

    def recommend(_: int) -> dict:
        r = httpx.post(
            f"{two_workers}/api/v1/recommend",
            json={"answers": FULL},
            timeout=10,
            headers={"Connection": "close"},
        )
        assert r.status_code == 200, r.text
        return r.json()

    with ThreadPoolExecutor(8) as pool:
        bodies = list(pool.map(recommend, range(40)))
    for body in bodies:
        assert body["top_mode"] == expected.top_mode
        assert [m["id"] for m in body["modes"]] == [m.id for m in expected.modes]
        assert [c["id"] for c in body["checks"]] == [c.id for c in expected.checks]
        assert body["rule_base_version"] == expected.rule_base_version
    assert len({b["corpus_hash"] for b in bodies}) == 1  # both workers opened the same index


def _conversation(base: str) -> tuple[str, dict]:
    sid, expected = None, {}
    for message, carries in TURNS:
        r = httpx.post(
            f"{base}/api/v1/chat",
            json={"session_id": sid, "message": message},
            timeout=30,
            headers={"Connection": "close"},
        )
        assert r.status_code == 200, r.text
        sid = r.json()["session_id"]
        expected.update(carries)
        for qid, value in expected.items():
            assert r.json()["answers"].get(qid) == value, (qid, r.json()["answers"])
    return sid, expected


def test_conversations_spread_over_workers_share_one_database_safely(two_workers: str) -> None:
    with ThreadPoolExecutor(6) as pool:
        done = list(pool.map(lambda _: _conversation(two_workers), range(12)))
    for sid, expected in done:
        stored = httpx.get(f"{two_workers}/api/v1/sessions/{sid}", timeout=10).json()
        assert [t["seq"] for t in stored["transcript"]] == list(range(1, 2 * len(TURNS) + 1))
        assert {k: stored["answers"][k] for k in expected} == expected


def test_two_turns_of_one_session_at_once_are_both_kept(two_workers: str) -> None:
    sid = httpx.post(
        f"{two_workers}/api/v1/chat", json={"session_id": None, "message": TURNS[0][0]}, timeout=30
    ).json()["session_id"]
    messages = ["没有运维人员", "没有显卡", "长期持续使用", "按量付费"]

    def send(message: str) -> int:
        return httpx.post(
            f"{two_workers}/api/v1/chat",
            json={"session_id": sid, "message": message},
            timeout=30,
            headers={"Connection": "close"},
        ).status_code

    with ThreadPoolExecutor(len(messages)) as pool:
        assert list(pool.map(send, messages)) == [200] * len(messages)
    stored = httpx.get(f"{two_workers}/api/v1/sessions/{sid}", timeout=10).json()
    transcript = stored["transcript"]
    assert [t["seq"] for t in transcript] == list(range(1, 2 * (1 + len(messages)) + 1))
    assert sorted(t["text"] for t in transcript[2::2]) == sorted(messages)
    assert stored["answers"]["ops_capacity"] == "none" and stored["answers"]["existing_hardware"] == "none"
    assert stored["answers"]["usage_pattern"] == "continuous" and stored["answers"]["budget_model"] == "opex"
