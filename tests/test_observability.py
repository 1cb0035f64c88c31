"""What operators see: request ids, one structured access line per request with no answers
or secrets in it, JSON log lines, and Prometheus metrics at /metrics."""

from __future__ import annotations

import json
import logging
import re

import pytest

from compute_advisor.service.observability import (
    REQUEST_ID,
    JsonFormatter,
    Metrics,
    configure_logging,
    logging_config,
    request_id_from,
)

SECRET_ANSWER = "continued_training"
SECRET_TEXT = "我们的机密项目代号是青龙"


@pytest.fixture
def access(caplog):
    caplog.set_level(logging.INFO, logger="advisor.access")
    return caplog


def _access_lines(caplog) -> list[dict]:
    return [r.fields for r in caplog.records if r.name == "advisor.access"]


# -- request ids -----------------------------------------------------------------------------


def test_each_response_gets_a_fresh_request_id(client):
    a = client.get("/health").headers["x-request-id"]
    b = client.get("/health").headers["x-request-id"]
    assert re.fullmatch(r"[0-9a-f]{32}", a) and a != b


def test_a_sane_incoming_request_id_is_kept(client, access):
    r = client.get("/api/v1/questionnaire", headers={"X-Request-ID": "portal-7f3a.42:x"})
    assert r.headers["x-request-id"] == "portal-7f3a.42:x"
    assert _access_lines(access)[-1]["request_id"] == "portal-7f3a.42:x"


@pytest.mark.parametrize("incoming", ["x" * 129, "has space", "semi;colon", "<script>", "ünï".encode(), ""])
def test_an_odd_incoming_request_id_is_replaced(client, incoming):
    r = client.get("/health", headers={"X-Request-ID": incoming})
    assert re.fullmatch(r"[0-9a-f]{32}", r.headers["x-request-id"])


def test_request_id_from_rules():
    assert request_id_from("abc-DEF_1.2:3") == "abc-DEF_1.2:3"
    assert request_id_from(None) != request_id_from(None)
    assert request_id_from("a\nb") != "a\nb"


# -- access log ----------------------------------------------------------------------------------


def test_one_access_line_per_request_with_the_useful_fields(client, access):
    r = client.post("/api/v1/recommend?lang=en", json={"answers": {"task_type": "fine_tuning"}})
    lines = _access_lines(access)
    assert len(lines) == 1
    line = lines[0]
    assert line["method"] == "POST" and line["path"] == "/api/v1/recommend"
    assert line["status"] == 200 and line["duration_ms"] >= 0
    assert line["request_id"] == r.headers["x-request-id"]
    assert line["query_params"] == ["lang"] and line["client"]


def test_access_log_never_holds_answers_messages_or_session_ids(client, access):
    client.post("/api/v1/recommend", json={"answers": {"task_type": SECRET_ANSWER}})
    chat = client.post("/api/v1/chat", json={"message": SECRET_TEXT}).json()
    sid = chat["session_id"]
    client.get(f"/s/{sid}/results?answers={SECRET_ANSWER}")
    client.get(f"/api/v1/sessions/{sid}", headers={"Authorization": "Bearer sekrit-token"})
    # Everything the service logged (the test client's own httpx lines are not the service's).
    everything = "\n".join(
        r.getMessage() + json.dumps(getattr(r, "fields", {}), ensure_ascii=False)
        for r in access.records
        if not r.name.startswith("httpx")
    )
    for secret in (SECRET_ANSWER, SECRET_TEXT, sid, "sekrit-token"):
        assert secret not in everything
    paths = [f["path"] for f in _access_lines(access)]
    assert "/s/{sid}/results" in paths and "/api/v1/sessions/{session_id}" in paths


def test_unmatched_and_refused_requests_are_logged_too(client, access):
    client.get("/no/such/page")
    client.post("/api/v1/recommend", content=b"x", headers={"content-type": "text/plain"})
    lines = _access_lines(access)
    assert [(line["path"], line["status"]) for line in lines] == [
        ("/no/such/page", 404),
        ("/api/v1/recommend", 415),
    ]


def test_json_log_lines_carry_the_request_id_and_fields():
    record = logging.LogRecord("advisor.access", logging.INFO, __file__, 1, "GET %s", ("/x",), None)
    record.fields = {"status": 200}
    token = REQUEST_ID.set("rid-1")
    try:
        line = json.loads(JsonFormatter().format(record))
    finally:
        REQUEST_ID.reset(token)
    assert line["message"] == "GET /x" and line["request_id"] == "rid-1" and line["status"] == 200
    assert line["level"] == "INFO" and line["logger"] == "advisor.access"
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z", line["ts"])


def test_json_log_lines_escape_control_characters():
    record = logging.LogRecord("advisor", logging.WARNING, __file__, 1, 'bad\n{"forged": 1}', (), None)
    text = JsonFormatter().format(record)
    assert "\n" not in text and json.loads(text)["message"] == 'bad\n{"forged": 1}'


def test_configure_logging_installs_one_json_handler_and_respects_others():
    root = logging.getLogger()
    saved, level = root.handlers[:], root.level
    try:
        root.handlers = []
        configure_logging("INFO", "json")
        configure_logging("DEBUG", "json")
        assert len(root.handlers) == 1 and isinstance(root.handlers[0].formatter, JsonFormatter)
        assert root.level == logging.DEBUG
        other = logging.NullHandler()
        root.handlers = [other]
        configure_logging("INFO", "json")
        assert root.handlers == [other]
    finally:
        root.handlers, root.level = saved, level


def test_serve_logging_is_json_and_quiet_and_the_app_keeps_it(capsys):
    """What `advisor serve` hands uvicorn: JSON lines on stderr, library start-up chatter
    (alembic, faiss's CPU-build fallbacks, uvicorn's steps) held back unless DEBUG."""
    import logging.config

    root = logging.getLogger()
    saved, level = root.handlers[:], root.level
    try:
        logging.config.dictConfig(logging_config("INFO", "json"))
        logging.getLogger("alembic.runtime.migration").info("Context impl SQLiteImpl.")
        logging.getLogger("faiss.loader").info("Could not load library with AVX512 support")
        logging.getLogger("uvicorn.error").info("Waiting for application startup.")
        configure_logging("INFO", "json")  # what create_app does in each worker
        assert len(root.handlers) == 1
        logging.getLogger("advisor").warning("building the index")
        logging.getLogger("uvicorn.error").error("port in use")
        lines = [json.loads(line) for line in capsys.readouterr().err.splitlines()]
        assert [(x["logger"], x["message"]) for x in lines] == [
            ("advisor", "building the index"),
            ("uvicorn.error", "port in use"),
        ]
        configure_logging("DEBUG", "text")
        logging.getLogger("faiss.loader").info("Successfully loaded faiss.")
        assert capsys.readouterr().err.endswith("INFO faiss.loader: Successfully loaded faiss.\n")
    finally:
        root.handlers, root.level = saved, level
        for name in ("alembic", "faiss", "uvicorn.error"):
            logging.getLogger(name).setLevel(logging.NOTSET)


# -- metrics -------------------------------------------------------------------------------------

_SAMPLE = re.compile(
    r'^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*\})? '
    r"(-?[0-9.e+-]+|\+Inf|NaN)$"
)


def _parse(text: str) -> dict[str, float]:
    """Samples of a Prometheus text exposition, failing on any malformed line."""
    out = {}
    for line in text.splitlines():
        if line.startswith("#"):
            assert re.match(r"# (HELP|TYPE) [a-z_]+ ", line), line
            continue
        m = _SAMPLE.match(line)
        assert m, f"malformed sample line: {line!r}"
        out[m.group(1) + (m.group(2) or "")] = float(m.group(3))
    return out


def test_metrics_count_requests_by_route_template_and_status(client):
    before = _parse(client.get("/metrics").text)
    client.get("/api/v1/sessions/nope-1")
    client.get("/api/v1/sessions/nope-2")
    client.get("/api/v1/questionnaire")
    r = client.get("/metrics")
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/plain; version=0.0.4")
    after = _parse(r.text)
    key = 'advisor_http_requests_total{method="GET",route="/api/v1/sessions/{session_id}",status="404"}'
    assert after[key] - before.get(key, 0) == 2
    q = 'advisor_http_requests_total{method="GET",route="/api/v1/questionnaire",status="200"}'
    assert after[q] - before.get(q, 0) == 1
    assert not any("nope-1" in k for k in after)  # ids never become label values


def test_latency_histogram_is_cumulative_and_consistent(client):
    client.get("/api/v1/questionnaire")
    samples = _parse(client.get("/metrics").text)
    labels = 'method="GET",route="/api/v1/questionnaire",status="200"'
    buckets = [
        (k, v)
        for k, v in samples.items()
        if k.startswith("advisor_http_request_duration_seconds_bucket{" + labels)
    ]
    counts = [v for _, v in buckets]
    assert counts == sorted(counts) and 'le="+Inf"' in buckets[-1][0]
    assert counts[-1] == samples[f"advisor_http_request_duration_seconds_count{{{labels}}}"]
    assert samples[f"advisor_http_request_duration_seconds_sum{{{labels}}}"] > 0


def test_metrics_render_escapes_label_values():
    m = Metrics(buckets=(0.1,))
    m.observe("BREW", 'a"b\\c\nd', 200, 0.05)
    text = m.render()
    assert 'method="OTHER",route="a\\"b\\\\c\\nd"' in text
    _parse(text)
