"""`advisor serve` as an operator starts it: a quiet start-up in the configured log format
that ends with one line naming where the pages and the API docs are."""

from __future__ import annotations

import json
import logging
import os
import re
import shlex
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from compute_advisor.service.observability import JsonFormatter
from compute_advisor.service.serving_loop import log_ready
from tests.paths import ROOT

READY = "serving the pages at "


def _ready_record(caplog, host: str, port: int) -> logging.LogRecord:
    caplog.clear()
    with caplog.at_level(logging.INFO, logger="advisor"):
        log_ready(host, port)
    (record,) = caplog.records
    return record


def test_ready_line_names_the_pages_and_the_api_docs(caplog):
    line = json.loads(JsonFormatter().format(_ready_record(caplog, "127.0.0.1", 8123)))
    assert line["message"] == (
        "serving the pages at http://127.0.0.1:8123/ and the API docs at http://127.0.0.1:8123/schema"
    )
    assert line["pages_url"] == "http://127.0.0.1:8123/"
    assert line["docs_url"] == "http://127.0.0.1:8123/schema"


@pytest.mark.parametrize(
    ("host", "url", "everywhere"),
    [
        ("0.0.0.0", "http://127.0.0.1:80/", True),
        ("::", "http://[::1]:80/", True),
        ("::1", "http://[::1]:80/", False),
        ("advisor.internal", "http://advisor.internal:80/", False),
    ],
)
def test_ready_line_gives_an_address_a_browser_can_open(caplog, host, url, everywhere):
    record = _ready_record(caplog, host, 80)
    assert record.fields["pages_url"] == url
    assert ("all interfaces" in record.getMessage()) is everywhere


def _start(tmp: Path, *args: str, **env: str) -> tuple[subprocess.Popen, Path]:
    log = tmp / "stderr.log"
    with open(log, "wb") as out:  # a file: a pipe nobody reads would stall the server
        proc = subprocess.Popen(
            [sys.executable, "-m", "compute_advisor.service.cli", "serve", "--port", "0", *args],
            cwd=tmp,  # from any folder, not the checkout
            env={**os.environ, "ADVISOR_DATA_DIR": str(tmp / "data"), **env},
            stdout=subprocess.DEVNULL,
            stderr=out,
            start_new_session=True,
        )
    return proc, log


def _wait_for_ready(proc: subprocess.Popen, log: Path, timeout: float = 240) -> list[str]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        lines = log.read_text(encoding="utf-8").splitlines()
        if any(READY in line for line in lines):
            return lines
        if proc.poll() is not None:
            raise AssertionError(f"advisor serve exited {proc.returncode}: {log.read_text()[-3000:]}")
        time.sleep(0.2)
    raise AssertionError(f"no ready line within {timeout} s: {log.read_text()[-3000:]}")


def _stop(proc: subprocess.Popen) -> None:
    os.killpg(proc.pid, signal.SIGTERM)  # the supervisor and its workers
    try:
        proc.wait(30)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(10)


@pytest.mark.slow
@pytest.mark.parametrize("workers", ["1", "2"])
def test_serve_starts_quietly_in_json_and_ends_with_the_urls(tmp_path, workers):
    proc, log = _start(tmp_path, "--workers", workers, ADVISOR_LOG_FORMAT="json")
    try:
        lines = _wait_for_ready(proc, log)
        records = [json.loads(line) for line in lines]  # every line is one JSON object
        assert records[-1]["message"].startswith(READY), lines
        assert not [r for r in records if r["logger"].startswith(("alembic", "faiss", "uvicorn"))], lines
        assert not [r for r in records if r["level"] == "ERROR"], lines
        pages, docs = records[-1]["pages_url"], records[-1]["docs_url"]
        assert httpx.get(pages, follow_redirects=True, timeout=10).status_code == 200
        assert "api-reference" in httpx.get(docs, timeout=10).text
        _stop(proc)
        assert json.loads(log.read_text(encoding="utf-8").splitlines()[-1])["message"] == "stopped"
    finally:
        if proc.poll() is None:
            _stop(proc)


@pytest.mark.slow
def test_serve_writes_text_lines_when_asked(tmp_path):
    proc, log = _start(tmp_path, ADVISOR_LOG_FORMAT="text")
    try:
        lines = _wait_for_ready(proc, log)
        assert not [line for line in lines if line.startswith("{")], lines
        assert re.search(r" INFO advisor: serving the pages at http://127\.0\.0\.1:\d+/ ", lines[-1])
    finally:
        _stop(proc)


@pytest.mark.parametrize(
    ("variables", "expected"),
    [
        (["PORT=8123", "HOST=0.0.0.0"], ["--host", "0.0.0.0", "--port", "8123"]),
        (["WORKERS=2"], ["--workers", "2"]),
        ([], []),
    ],
)
def test_make_serve_passes_port_host_and_workers(variables, expected):
    out = subprocess.run(
        ["make", "--dry-run", "--no-print-directory", "-C", str(ROOT), "serve", *variables],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    command = shlex.split(out.splitlines()[-1])
    assert command[0].endswith("/advisor") and command[1:] == ["serve", *expected]


@pytest.mark.parametrize(
    ("variable", "value", "expected"),
    [
        ("ADVISOR_PORT", "eighty", "error [ADVISOR_PORT]: Input should be a valid integer"),
        (
            "ADVISOR_LOG_LEVEL",
            "verbose",
            "error [log_level]: log level (ADVISOR_LOG_LEVEL) must be one of DEBUG, INFO, WARNING, "
            "ERROR, CRITICAL, got 'verbose'",
        ),
    ],
)
def test_serve_names_a_bad_setting_instead_of_a_traceback(monkeypatch, capsys, variable, value, expected):
    from compute_advisor.service.cli import main
    from compute_advisor.service.settings import get_settings

    monkeypatch.setenv(variable, value)
    get_settings.cache_clear()
    try:
        assert main(["serve"]) == 2
    finally:
        get_settings.cache_clear()
    err = capsys.readouterr().err
    assert err.startswith(expected) and "Traceback" not in err
