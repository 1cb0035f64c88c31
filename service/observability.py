"""Structured logs, request ids and Prometheus metrics.

Every log line can be JSON (`settings.log_format`), and lines written while a request is
handled carry its request id (a context variable, which anyio copies into worker threads).
`Metrics` is a small in-process registry rendered in the Prometheus text format; with
several worker processes each keeps its own counts, so scrape each worker or run one."""

from __future__ import annotations

import json
import logging
import math
import re
import secrets
import time
from bisect import bisect_left
from contextvars import ContextVar
from typing import Any

from compute_advisor.rules.errors import InvalidInput

REQUEST_ID: ContextVar[str | None] = ContextVar("advisor_request_id", default=None)

# Incoming ids are echoed into headers and logs, so only a conservative alphabet passes.
_SANE_REQUEST_ID = re.compile(r"[A-Za-z0-9._:-]{1,128}")
_HANDLER_MARK = "_advisor_handler"
# Seconds. Recommend runs in a few ms; a chat turn or a cold index can take a second or more.
LATENCY_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)
_METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})


def request_id_from(incoming: str | None) -> str:
    """The caller's X-Request-ID when it is sane (≤128 of `A-Za-z0-9._:-`), else a fresh one."""
    if incoming and _SANE_REQUEST_ID.fullmatch(incoming):
        return incoming
    return secrets.token_hex(16)


# -- logs ------------------------------------------------------------------------------------


class JsonFormatter(logging.Formatter):
    """One JSON object per line: ts, level, logger, message, request_id, plus the record's
    `fields` (passed as `extra={"fields": {...}}`) and the traceback when there is one."""

    def format(self, record: logging.LogRecord) -> str:
        out: dict[str, Any] = {
            "ts": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created))
            + f".{int(record.msecs):03d}Z",
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        rid = getattr(record, "request_id", None) or REQUEST_ID.get()
        if rid:
            out["request_id"] = rid
        fields = getattr(record, "fields", None)
        if isinstance(fields, dict):
            out.update(fields)
        if record.exc_info:
            out["exc"] = self.formatException(record.exc_info)
        return json.dumps(out, ensure_ascii=False, default=str)


class _TextFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        line = super().format(record)
        rid = REQUEST_ID.get()
        return f"{line} [{rid}]" if rid else line


# Libraries whose start-up INFO lines are noise to someone starting the service: alembic
# lists its plugins and migrations, faiss reports every CPU build it could *not* load (which
# reads like an error), uvicorn announces each start-up step (`advisor serve` ends with one
# line of its own instead). They speak again at DEBUG.
QUIET_LOGGERS = ("alembic", "faiss", "uvicorn.error")


def make_handler(fmt: str = "json") -> logging.Handler:
    """A stderr handler writing JSON lines (or text), marked as ours so that
    `configure_logging` updates it instead of stepping aside."""
    handler = logging.StreamHandler()
    setattr(handler, _HANDLER_MARK, True)
    _set_format(handler, fmt)
    return handler


def _set_format(handler: logging.Handler, fmt: str) -> None:
    handler.setFormatter(
        JsonFormatter()
        if fmt == "json"
        else _TextFormatter("%(asctime)s %(levelname)s %(name)s: %(message)s")
    )


LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")


def _level(level: str) -> str:
    name = level.strip().upper()
    if name not in LEVELS:
        raise InvalidInput(
            f"log level (ADVISOR_LOG_LEVEL) must be one of {', '.join(LEVELS)}, got {level!r}",
            field="log_level",
            allowed=list(LEVELS),
        )
    return name


def _quiet_level(level: str) -> str:
    return "NOTSET" if level == "DEBUG" else "WARNING"


def configure_logging(level: str = "INFO", fmt: str = "json") -> None:
    """Route the root logger to stderr as JSON (or text). Idempotent: a second app in the
    same process replaces its own handler, and a logging setup made by someone else (a test
    runner, an embedding application) is left in place."""
    level = _level(level)
    root = logging.getLogger()
    root.setLevel(level)
    for name in QUIET_LOGGERS:
        logging.getLogger(name).setLevel(_quiet_level(level))
    ours = [h for h in root.handlers if getattr(h, _HANDLER_MARK, False)]
    if root.handlers and not ours:
        return
    handler = ours[0] if ours else make_handler(fmt)
    _set_format(handler, fmt)
    if not ours:
        root.addHandler(handler)


def logging_config(level: str = "INFO", fmt: str = "json") -> dict[str, Any]:
    """The same set-up as a `logging.config.dictConfig` dictionary: what `advisor serve`
    gives uvicorn, which applies it in the parent and again in every worker process, so
    uvicorn's own lines come out in the configured format too."""
    level = _level(level)
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "handlers": {"advisor": {"()": f"{__name__}.make_handler", "fmt": fmt}},
        "root": {"level": level, "handlers": ["advisor"]},
        "loggers": {name: {"level": _quiet_level(level)} for name in QUIET_LOGGERS},
    }


# -- metrics ---------------------------------------------------------------------------------


def _escape(value: str) -> str:
    return value.replace("\\", r"\\").replace('"', r"\"").replace("\n", r"\n")


def _num(value: float) -> str:
    if math.isinf(value):
        return "+Inf"
    return repr(float(value)) if not float(value).is_integer() else str(int(value))


class Metrics:
    """Request counters and latency histograms by method, route template and status.

    Updated from the event loop only (the middleware is async), so no lock is needed."""

    def __init__(self, buckets: tuple[float, ...] = LATENCY_BUCKETS) -> None:
        self.buckets = tuple(sorted(buckets))
        self._hist: dict[tuple[str, str, str], list[float]] = {}  # counts per bucket, +Inf, sum
        self.in_flight = 0
        self.rejected: dict[str, int] = {}
        self.started = time.time()

    def observe(self, method: str, route: str, status: int, seconds: float) -> None:
        method = method if method in _METHODS else "OTHER"
        key = (method, route, str(status))
        row = self._hist.get(key)
        if row is None:
            row = self._hist[key] = [0.0] * (len(self.buckets) + 2)
        row[bisect_left(self.buckets, seconds)] += 1
        row[-1] += seconds

    def reject(self, reason: str) -> None:
        self.rejected[reason] = self.rejected.get(reason, 0) + 1

    def render(self) -> str:
        """The Prometheus text exposition format (version 0.0.4)."""
        lines = [
            "# HELP advisor_http_requests_total HTTP requests handled, by method, route template and status.",
            "# TYPE advisor_http_requests_total counter",
        ]
        rows = sorted(self._hist.items())
        for (method, route, status), row in rows:
            labels = f'method="{method}",route="{_escape(route)}",status="{status}"'
            lines.append(f"advisor_http_requests_total{{{labels}}} {_num(sum(row[:-1]))}")
        lines += [
            "# HELP advisor_http_request_duration_seconds Time from request start to response end.",
            "# TYPE advisor_http_request_duration_seconds histogram",
        ]
        for (method, route, status), row in rows:
            labels = f'method="{method}",route="{_escape(route)}",status="{status}"'
            cumulative = 0.0
            for bound, count in zip((*self.buckets, math.inf), row[:-1], strict=True):
                cumulative += count
                lines.append(
                    f'advisor_http_request_duration_seconds_bucket{{{labels},le="{_num(bound)}"}} '
                    f"{_num(cumulative)}"
                )
            lines.append(f"advisor_http_request_duration_seconds_sum{{{labels}}} {row[-1]!r}")
            lines.append(f"advisor_http_request_duration_seconds_count{{{labels}}} {_num(cumulative)}")
        lines += [
            "# HELP advisor_http_requests_in_flight Requests being handled now.",
            "# TYPE advisor_http_requests_in_flight gauge",
            f"advisor_http_requests_in_flight {self.in_flight}",
            "# HELP advisor_http_rejected_total Requests refused before routing, by reason.",
            "# TYPE advisor_http_rejected_total counter",
        ]
        for reason, count in sorted(self.rejected.items()):
            lines.append(f'advisor_http_rejected_total{{reason="{_escape(reason)}"}} {count}')
        lines += [
            "# HELP advisor_process_start_time_seconds Start time of this worker since the epoch.",
            "# TYPE advisor_process_start_time_seconds gauge",
            f"advisor_process_start_time_seconds {self.started!r}",
        ]
        return "\n".join(lines) + "\n"
