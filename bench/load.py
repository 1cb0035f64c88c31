"""Load run with wrk against real servers on 127.0.0.1: recommend, search and chat turns,
compared with a bare litestar JSON route served the same way; cold start; resident memory
after each of several rounds.

    python bench/load.py [--duration 10] [--connections 32] [--workers 1] [--rounds 3]
                         [--log-level INFO] [--only recommend,chat] [--database-url URL]

Needs Debian's `wrk` (`apt-get install -y wrk`). The Lua scripts are in bench/load/. The
advisor runs as `python -m service.cli serve` (what the `advisor serve` console script runs)
on a throw-away SQLite file; the index is the configured one (built first when missing,
which then shows in the cold-start figure). The bare app is `create_bare_app` below, under
uvicorn with the same worker count. Figures go to stdout; wrk's own report and the servers'
logs stay in the temporary folder printed at the start."""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import httpx

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
SCRIPTS = BENCH / "load"
sys.path.insert(0, str(ROOT))

# What the product asks of one worker on this 2-core machine (see the README's load notes).
AIMS = {
    "recommend": {"rps": 400, "p99_ms": 100},
    "recommend_varied": {"rps": 400},
    "chat": {"rps": 150},
}
SCENARIOS = {  # name -> (Lua script, path)
    "bare": ("bare.lua", "/json"),
    "recommend": ("recommend.lua", "/api/v1/recommend"),
    # A different complete answer set on every request: no cache can carry it.
    "recommend_varied": ("recommend_varied.lua", "/api/v1/recommend"),
    "search": ("search.lua", "/api/v1/search"),
    "chat": ("chat.lua", "/api/v1/chat"),
}


def create_bare_app():
    """The serving floor: litestar with one JSON route that parses the body and answers."""
    from typing import Any

    from litestar import Litestar, post

    @post("/json", sync_to_thread=False, status_code=200)
    def echo(data: dict[str, Any]) -> dict[str, Any]:
        return {"ok": True, "fields": len(data.get("answers", {}))}

    return Litestar(route_handlers=[echo])


# -- servers -------------------------------------------------------------------------------


@dataclass
class Server:
    name: str
    proc: subprocess.Popen
    port: int
    start_seconds: float
    log: Path

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()  # uvicorn's supervisor stops its workers on SIGTERM
            try:
                self.proc.wait(20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)


def _free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start(
    name: str,
    argv: list[str],
    env: dict[str, str],
    log: Path,
    ready: str,
    timeout: float = 300,
    ready_status: tuple[int, ...] = (200,),
) -> Server:
    """Start a server and wait for `ready` to answer with `ready_status`; the time that took
    is the cold start."""
    port = _free_port()
    argv = [a.replace("{port}", str(port)) for a in argv]
    began = time.perf_counter()
    with open(log, "wb") as fh:  # a file, not a pipe: a full pipe would stall the server
        proc = subprocess.Popen(argv, cwd=ROOT, env=env, stdout=fh, stderr=subprocess.STDOUT)
    deadline = began + timeout
    while time.perf_counter() < deadline:
        if proc.poll() is not None:
            raise SystemExit(f"{name} exited with {proc.returncode}:\n{log.read_text()[-3000:]}")
        try:
            if httpx.get(f"http://127.0.0.1:{port}{ready}", timeout=2).status_code in ready_status:
                return Server(name, proc, port, time.perf_counter() - began, log)
        except httpx.TransportError:
            pass
        time.sleep(0.05)
    proc.kill()
    raise SystemExit(f"{name} was not healthy within {timeout} s; see {log}")


def tree_rss_mb(pid: int) -> float:
    """Resident memory of `pid` and all its descendants (uvicorn's workers), in MB."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        ppid = int(stat.rsplit(")", 1)[1].split()[1])
        children.setdefault(ppid, []).append(int(entry.name))
    total_kb, todo = 0, [pid]
    while todo:
        p = todo.pop()
        todo.extend(children.get(p, []))
        try:
            for line in Path(f"/proc/{p}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total_kb += int(line.split()[1])
        except OSError:
            pass
    return total_kb / 1024


# -- wrk -----------------------------------------------------------------------------------


@dataclass
class Result:
    scenario: str
    rps: float
    errors: int
    p50_ms: float
    p90_ms: float
    p99_ms: float
    max_ms: float
    requests: int

    def line(self) -> str:
        return (
            f"{self.scenario:10} {self.rps:8.1f} req/s   p50 {self.p50_ms:6.1f} ms   "
            f"p90 {self.p90_ms:6.1f} ms   p99 {self.p99_ms:6.1f} ms   max {self.max_ms:7.1f} ms   "
            f"errors {self.errors}/{self.requests}"
        )


def run_wrk(scenario: str, server: Server, args: argparse.Namespace, out_dir: Path) -> Result:
    """Warm up (first calls build caches and lazy state in each worker), then measure."""
    if args.warmup > 0:
        _wrk(scenario, server, args, args.warmup, out_dir / f"wrk-{scenario}-warmup.txt")
    return _wrk(scenario, server, args, args.duration, out_dir / f"wrk-{scenario}.txt")


def _wrk(scenario: str, server: Server, args: argparse.Namespace, seconds: int, out: Path) -> Result:
    script, path = SCENARIOS[scenario]
    argv = [
        "wrk",
        f"-t{args.threads}",
        f"-c{args.connections}",
        f"-d{seconds}s",
        "--timeout",
        "10s",
        "--latency",
        "-s",
        str(SCRIPTS / script),
        server.url + path,
    ]
    done = subprocess.run(argv, capture_output=True, text=True, timeout=seconds + 60)
    out.write_text(done.stdout + done.stderr)
    line = next((ln for ln in done.stdout.splitlines() if ln.startswith("WRK_RESULT ")), None)
    if line is None:
        raise SystemExit(f"wrk gave no result for {scenario}:\n{done.stdout}\n{done.stderr}")
    data = json.loads(line.removeprefix("WRK_RESULT "))
    lat = {k: v / 1000 for k, v in data["latency_us"].items()}
    return Result(
        scenario,
        data["requests"] / (data["duration_us"] / 1e6),
        sum(data["errors"].values()),
        lat["p50"],
        lat["p90"],
        lat["p99"],
        lat["max"],
        data["requests"],
    )


# -- the run ---------------------------------------------------------------------------------


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--duration", type=int, default=10, help="seconds per wrk run")
    p.add_argument("--warmup", type=int, default=2, help="seconds of unmeasured load before each run")
    p.add_argument("--connections", type=int, default=32)
    p.add_argument("--threads", type=int, default=2, help="wrk threads")
    p.add_argument("--workers", type=int, default=1, help="server worker processes")
    p.add_argument("--rounds", type=int, default=3, help="memory rounds (recommend + chat each)")
    p.add_argument("--log-level", default="INFO", help="ADVISOR_LOG_LEVEL of the advisor")
    p.add_argument("--database-url", help="session database (default: a throw-away SQLite file)")
    p.add_argument(
        "--only", default="bare,recommend,recommend_varied,search,chat", help="comma-separated scenarios"
    )
    args = p.parse_args()
    if shutil.which("wrk") is None:
        raise SystemExit("wrk is not installed: apt-get install -y wrk")
    only = [s for s in args.only.split(",") if s]
    tmp = Path(tempfile.mkdtemp(prefix="advisor-load-"))
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "ADVISOR_LOG_LEVEL": args.log_level,
        "ADVISOR_DATABASE_URL": args.database_url or f"sqlite+aiosqlite:///{tmp / 'load.db'}",
    }
    database = "PostgreSQL" if "postgresql" in env["ADVISOR_DATABASE_URL"] else "SQLite"
    print(
        f"wrk -t{args.threads} -c{args.connections} -d{args.duration}s after {args.warmup} s warm-up, "
        f"{args.workers} worker(s), {database}, "
        f"log level {args.log_level}, {os.cpu_count()} cores; logs in {tmp}"
    )

    results: dict[str, Result] = {}
    if "bare" in only:
        bare = start(
            "bare",
            [
                sys.executable,
                "-m",
                "uvicorn",
                "--factory",
                "--app-dir",
                str(BENCH),
                "load:create_bare_app",
                "--host",
                "127.0.0.1",
                "--port",
                "{port}",
                "--workers",
                str(args.workers),
                "--log-level",
                "warning",
            ],
            env,
            tmp / "bare.log",
            ready="/json",
            ready_status=(405,),
        )  # GET: it is up
        try:
            results["bare"] = run_wrk("bare", bare, args, tmp)
            print(results["bare"].line())
        finally:
            bare.stop()

    advisor = start(
        "advisor",
        [
            sys.executable,
            "-m",
            "compute_advisor.service.cli",
            "serve",
            "--host",
            "127.0.0.1",
            "--port",
            "{port}",
            "--workers",
            str(args.workers),
        ],
        env,
        tmp / "advisor.log",
        ready="/health",
    )
    try:
        print(
            f"cold start to healthy: {advisor.start_seconds:.2f} s; "
            f"RSS {tree_rss_mb(advisor.proc.pid):.0f} MB"
        )
        for scenario in ("recommend", "recommend_varied", "search", "chat"):
            if scenario in only:
                results[scenario] = run_wrk(scenario, advisor, args, tmp)
                print(results[scenario].line())
        print(f"RSS after the runs above: {tree_rss_mb(advisor.proc.pid):.0f} MB")
        for n in range(1, args.rounds + 1):
            for scenario in ("recommend", "chat"):
                _wrk(scenario, advisor, args, args.duration, tmp / f"wrk-{scenario}-round{n}.txt")
            print(
                f"RSS after memory round {n} (recommend + chat, {2 * args.duration} s): "
                f"{tree_rss_mb(advisor.proc.pid):.0f} MB"
            )
    finally:
        advisor.stop()

    _summary(results)
    return 0


def _summary(results: dict[str, Result]) -> None:
    bare = results.get("bare")
    if bare is not None:
        for name in ("recommend", "recommend_varied", "search", "chat"):
            r = results.get(name)
            if r is not None and r.rps > 0:
                print(
                    f"serving overhead {name}: bare {bare.rps:.0f} / {r.rps:.0f} req/s = "
                    f"{bare.rps / r.rps:.1f}x"
                )
    for name, aim in AIMS.items():
        r = results.get(name)
        if r is None:
            continue
        ok = r.rps >= aim["rps"] and r.errors == 0 and r.p99_ms <= aim.get("p99_ms", float("inf"))
        want = f">= {aim['rps']} req/s, no errors" + (
            f", p99 <= {aim['p99_ms']} ms" if "p99_ms" in aim else ""
        )
        print(f"aim {name}: {want}: {'met' if ok else 'NOT met'}")


if __name__ == "__main__":
    sys.exit(main())
