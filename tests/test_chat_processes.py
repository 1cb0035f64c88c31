"""Two server processes sharing one database serve alternate turns of the same session:
what one process learned, the other knows on the next turn, and nothing is lost."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import httpx
import pytest

from tests.db_fixtures import pg_url
from tests.paths import ROOT
from tests.servers import free_port, serve

pytestmark = pytest.mark.slow

TURNS = [
    (
        "我们是一家银行，想在本地机房微调一个130亿参数的模型",
        {"task_type": "fine_tuning", "model_params_b": 13.0},
    ),
    ("没有运维人员", {"ops_capacity": "none"}),
    ("没有显卡", {"existing_hardware": "none"}),
    ("长期持续使用", {"usage_pattern": "continuous"}),
    ("其实是70B", {"model_params_b": 70.0}),
    ("按量付费", {"budget_model": "opex"}),
]


def _databases() -> list:
    params = [pytest.param("sqlite", id="sqlite")]
    params.append(
        pytest.param(
            "postgres",
            id="postgres",
            marks=pytest.mark.skipif(
                pg_url() is None, reason="needs ADVISOR_TEST_POSTGRES_URL (.ci/postgres.sh)"
            ),
        )
    )
    return params


@pytest.mark.parametrize("database", _databases())
def test_two_processes_serve_alternate_turns_of_one_session(database: str, tmp_path: Path) -> None:
    url = pg_url() if database == "postgres" else f"sqlite+aiosqlite:///{tmp_path / 'shared.db'}"
    env = {
        **os.environ,
        "ADVISOR_DATABASE_URL": url,
        "ADVISOR_INDEX_DIR": str(tmp_path / "index"),
        "ADVISOR_LOG_LEVEL": "WARNING",
        "PYTHONPATH": str(ROOT),
    }
    ports = [free_port(), free_port()]
    procs = [serve("compute_advisor.service.app:create_app", env, p, timeout=180) for p in ports]
    try:
        sid = None
        expected: dict = {}
        for n, (message, carries) in enumerate(TURNS):
            port = ports[n % 2]
            r = httpx.post(
                f"http://127.0.0.1:{port}/api/v1/chat",
                json={"session_id": sid, "message": message},
                timeout=30,
            )
            assert r.status_code == 200, r.text
            body = r.json()
            sid = body["session_id"]
            expected.update(carries)
            for qid, value in expected.items():
                assert body["answers"].get(qid) == value, (port, qid, body["answers"])
        for port in ports:
            stored = httpx.get(f"http://127.0.0.1:{port}/api/v1/sessions/{sid}", timeout=10).json()
            assert len(stored["transcript"]) == 2 * len(TURNS)
            assert [t["seq"] for t in stored["transcript"]] == list(range(1, 2 * len(TURNS) + 1))
            assert stored["answers"]["model_params_b"] == 70.0
    finally:
        for proc in procs:
            proc.send_signal(signal.SIGKILL)
            proc.wait(10)
