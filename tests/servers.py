"""Real server processes for tests that cross a process boundary (kill -9, two workers)."""

from __future__ import annotations

import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

from tests.paths import ROOT


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve(
    factory: str,
    env: dict[str, str],
    port: int,
    timeout: float,
    ready_path: str = "/health",
    healthy: bool = False,
) -> subprocess.Popen:
    """Start `uvicorn --factory factory` on 127.0.0.1:port and wait until `ready_path`
    answers (any status; with `healthy`, 200). Raises with the server's stderr if it dies or
    is too slow."""
    log = Path(tempfile.mkdtemp(prefix="advisor-server-")) / "stderr.log"
    # A file, not a pipe: a pipe nobody reads fills up and stalls the server, and its handle
    # was left open here. The server keeps its own copy of the file's handle.
    with open(log, "wb") as stderr:
        proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "uvicorn",
                "--factory",
                factory,
                "--host",
                "127.0.0.1",
                "--port",
                str(port),
                "--log-level",
                "warning",
            ],
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=stderr,
        )
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise AssertionError(f"server exited: {log.read_text(errors='replace')[-2000:]}")
        try:
            if httpx.get(f"http://127.0.0.1:{port}{ready_path}", timeout=1).status_code == 200 or not healthy:
                return proc
        except httpx.TransportError:
            pass
        time.sleep(0.1)
    proc.kill()
    raise AssertionError(f"server on port {port} did not start within {timeout} s")
