"""The event loop `advisor serve` runs on: uvloop, with the listening socket accepted from
Python, every pending connection at once.

libuv (under uvloop) accepts one connection per loop pass, and a pass runs every ready
request inline (recommend is ~1.6 ms of pure Python), so a burst of N new connections to a
busy worker was taken in one per pass: the k-th waited for k passes of growing length. With
32 connections opened at once the last got its first answer after ~0.9 s, with 100 after
~8 s (bench/load.py's recommend p99 ~400 ms). The standard asyncio loop accepts the whole
backlog at once but hands work to threads more slowly (search and chat lost 5-20 % req/s),
hence uvloop with asyncio's way of accepting. Used as uvicorn's `loop` (an import string).

`run(config)` runs uvicorn (one process, or a supervisor and its workers) and ends start-up
with one log line naming the URL of the pages and of the API docs, once requests are served."""

from __future__ import annotations

import asyncio
import errno
import logging
import socket
import time
from typing import Any

import uvicorn
from uvicorn.supervisors import Multiprocess

log = logging.getLogger("advisor")
# Workers build the index on a first start (minutes for a large team corpus).
_WORKERS_READY_TIMEOUT_S = 900.0

# asyncio's own cap per wake-up; the rest waits for the next pass.
_ACCEPTS_PER_PASS = 1000
# Out of descriptors or memory: stop accepting for a moment rather than spin.
_RESOURCE_ERRNOS = frozenset({errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM})
_RESUME_AFTER_S = 1.0


class _Listener:
    """What uvicorn needs of an `asyncio.Server`: `sockets`, `close()`, `wait_closed()`."""

    def __init__(self, loop: asyncio.AbstractEventLoop, sock: socket.socket, protocol_factory: Any) -> None:
        self._loop = loop
        self._sock = sock
        self._factory = protocol_factory
        self.sockets = [sock]
        loop.add_reader(sock.fileno(), self._accept)

    def _accept(self) -> None:
        for _ in range(_ACCEPTS_PER_PASS):
            try:
                conn, _addr = self._sock.accept()
            except (BlockingIOError, InterruptedError):
                return
            except ConnectionAbortedError:
                continue
            except OSError as exc:
                if exc.errno not in _RESOURCE_ERRNOS:
                    raise
                log.error("cannot accept connections (%s); retrying in %.0f s", exc, _RESUME_AFTER_S)
                self._loop.remove_reader(self._sock.fileno())
                self._loop.call_later(_RESUME_AFTER_S, self._resume)
                return
            conn.setblocking(False)
            self._loop.create_task(self._connect(conn))

    def _resume(self) -> None:
        if self._sock.fileno() != -1:
            self._loop.add_reader(self._sock.fileno(), self._accept)

    async def _connect(self, conn: socket.socket) -> None:
        try:
            await self._loop.connect_accepted_socket(self._factory, conn)
        except OSError:  # the client left before its transport was set up
            conn.close()

    def close(self) -> None:
        if self._sock.fileno() != -1:
            self._loop.remove_reader(self._sock.fileno())
            self._sock.close()

    async def wait_closed(self) -> None:
        return None


def new_event_loop() -> asyncio.AbstractEventLoop:
    """A uvloop loop whose plain-TCP servers accept greedily; the standard loop (which
    already does) when uvloop is not installed."""
    try:
        import uvloop
    except ImportError:
        return asyncio.new_event_loop()

    class _GreedyAcceptLoop(uvloop.Loop):
        async def create_server(
            self,
            protocol_factory: Any,
            host: Any = None,
            port: Any = None,
            *,
            sock: socket.socket | None = None,
            backlog: int = 100,
            ssl: Any = None,
            **kwargs: Any,
        ) -> Any:
            if ssl is not None or kwargs or isinstance(host, (list, tuple)):
                return await super().create_server(
                    protocol_factory, host, port, sock=sock, backlog=backlog, ssl=ssl, **kwargs
                )
            if sock is None:
                family = socket.AF_INET6 if host and ":" in host else socket.AF_INET
                sock = socket.create_server((host or "", port or 0), family=family, backlog=backlog)
            else:
                sock.listen(backlog)
            sock.setblocking(False)
            return _Listener(self, sock, protocol_factory)

    return _GreedyAcceptLoop()


# -- the server ------------------------------------------------------------------------------


def _base_url(host: str, port: int) -> tuple[str, bool]:
    """A URL a browser on this machine can open, and whether the service listens on every
    interface (then the machine's other addresses work as well)."""
    everywhere = host in ("", "0.0.0.0", "::")
    shown = {"": "127.0.0.1", "0.0.0.0": "127.0.0.1", "::": "::1"}.get(host, host)
    return (f"http://[{shown}]:{port}" if ":" in shown else f"http://{shown}:{port}"), everywhere


def log_ready(host: str, port: int) -> None:
    """The one line that ends start-up: where the pages and the API docs are."""
    base, everywhere = _base_url(host, port)
    pages, docs = f"{base}/", f"{base}/schema"
    log.info(
        "serving the pages at %s and the API docs at %s%s",
        pages,
        docs,
        " (listening on all interfaces)" if everywhere else "",
        extra={"fields": {"pages_url": pages, "docs_url": docs}},
    )


class _Server(uvicorn.Server):
    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        await super().startup(sockets=sockets)
        if self.started and not self.should_exit:
            bound = self.servers[0].sockets[0].getsockname() if self.servers else None
            log_ready(self.config.host, bound[1] if bound else self.config.port)

    async def shutdown(self, sockets: list[socket.socket] | None = None) -> None:
        await super().shutdown(sockets=sockets)
        # Here rather than after `run()`: uvicorn re-raises the stopping signal once it returns.
        log.info("stopped")


class _Workers(Multiprocess):
    def init_processes(self) -> None:
        super().init_processes()
        if self._wait_until_serving():
            log_ready(self.config.host, self.sockets[0].getsockname()[1])

    def _wait_until_serving(self) -> bool:
        """True once every worker serves. Each answers the supervisor's pings with whether it
        does yet; a worker that dies (a failed start) or a signal to stop ends the wait early,
        and the supervisor's own loop takes over from there."""
        deadline = time.monotonic() + _WORKERS_READY_TIMEOUT_S
        waiting = list(self.processes)
        while waiting and time.monotonic() < deadline:
            if self.signal_queue or self.should_exit.is_set() or not waiting[0].process.is_alive():
                return False
            if waiting[0].is_ready(timeout=1):
                waiting.pop(0)
            else:
                time.sleep(0.1)
        return not waiting


def run(config: uvicorn.Config) -> int:
    """Serve until stopped. 0 after a clean stop, 3 when start-up failed."""
    if config.workers == 1:
        server = _Server(config)
        server.run()
        return 0 if server.started else 3
    supervisor = _Workers(config, sockets=[config.bind_socket()])
    supervisor.run()
    # uvicorn stops every worker when one fails before serving, then returns normally:
    # a failed start must still end non-zero so that a process manager sees it.
    if any(p.exitcode == 3 for p in supervisor.processes):
        return 3
    log.info("stopped")
    return 0
