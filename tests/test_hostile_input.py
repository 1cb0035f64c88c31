"""Hostile input through the whole app: every row gets a clear 4xx, never a 5xx, never a
file's contents, and text a user typed is shown escaped wherever it appears."""

from __future__ import annotations

import asyncio
import json
from urllib.parse import quote

import pytest

HOSTILE = "<script>alert(1)</script><img src=x onerror=alert(2)>{{1337*3}}{% if 1 %}x{% endif %}${1337*3}"
JSON = {"content-type": "application/json"}


def _deep(levels: int) -> bytes:
    return ('{"answers": {"task_type": ' + "[" * levels + "]" * levels + "}}").encode()


# (label, method, path, request kwargs, expected status, expected error code or None)
CASES = [
    (
        "oversize body, declared",
        "POST",
        "/api/v1/chat",
        {"content": json.dumps({"message": "x" * 300_000}).encode(), "headers": JSON},
        413,
        "body_too_large",
    ),
    (
        "oversize form on a page",
        "POST",
        "/chat",
        {
            "content": b"message=" + b"x" * 300_000,
            "headers": {"content-type": "application/x-www-form-urlencoded"},
        },
        413,
        "body_too_large",
    ),
    (
        "content-length not a number",
        "POST",
        "/api/v1/recommend",
        {"content": b"{}", "headers": {**JSON, "content-length": "abc"}},
        400,
        "bad_request",
    ),
    (
        "deep JSON nesting",
        "POST",
        "/api/v1/recommend",
        {"content": _deep(20_000), "headers": JSON},
        400,
        "malformed_json",
    ),
    (
        "deep nesting in a chat body",
        "POST",
        "/api/v1/chat",
        {"content": b'{"message": "x", "lang": ' + b'{"a":' * 5000 + b"1" + b"}" * 5001, "headers": JSON},
        400,
        "malformed_json",
    ),
    (
        "huge string under the body cap",
        "POST",
        "/api/v1/chat",
        {"json": {"message": "长" * 60_000}},
        422,
        "invalid_input",
    ),
    (
        "huge answer value",
        "POST",
        "/api/v1/recommend",
        {"json": {"answers": {"task_type": "x" * 100_000}}},
        422,
        "invalid_input",
    ),
    ("huge query", "POST", "/api/v1/search", {"json": {"query": "q" * 50_000}}, 422, "invalid_input"),
    (
        "invalid UTF-8",
        "POST",
        "/api/v1/recommend",
        {"content": b'{"answers": "\xff\xfe"}', "headers": JSON},
        400,
        "bad_request",
    ),
    (
        "NaN in a number answer",
        "POST",
        "/api/v1/recommend",
        {"content": b'{"answers": {"model_params_b": NaN}}', "headers": JSON},
        400,
        "malformed_json",
    ),
    (
        "number too small for the engine",
        "POST",
        "/api/v1/recommend",
        {"json": {"answers": {"model_params_b": 1e-300}}},
        200,
        None,
    ),
    (
        "text/plain to the API",
        "POST",
        "/api/v1/recommend",
        {"content": b'{"answers": {}}', "headers": {"content-type": "text/plain"}},
        415,
        "unsupported_media_type",
    ),
    (
        "form to the API",
        "POST",
        "/api/v1/chat",
        {"content": b"message=hi", "headers": {"content-type": "application/x-www-form-urlencoded"}},
        415,
        "unsupported_media_type",
    ),
    (
        "multipart to the API",
        "POST",
        "/api/v1/sessions",
        {"files": {"f": ("a.json", b"{}", "application/json")}},
        415,
        "unsupported_media_type",
    ),
    (
        "XML to the API",
        "PATCH",
        "/api/v1/sessions/x/answers",
        {"content": b"<answers/>", "headers": {"content-type": "application/xml"}},
        415,
        "unsupported_media_type",
    ),
    (
        "no content type, not JSON",
        "POST",
        "/api/v1/recommend",
        {"content": b"answers=1"},
        400,
        "malformed_json",
    ),
    ("JSON array instead of object", "POST", "/api/v1/recommend", {"json": [1, 2]}, 422, "invalid_input"),
    (
        "SQL in a search",
        "POST",
        "/api/v1/search",
        {"json": {"query": "'; DROP TABLE sessions; --"}},
        200,
        None,
    ),
    ("SQL as a session id", "GET", "/api/v1/sessions/" + quote("' OR '1'='1' --"), {}, 404, "not_found"),
    (
        "SQL as a chat session id",
        "POST",
        "/api/v1/chat",
        {"json": {"session_id": "1 OR 1=1", "message": "hi"}},
        404,
        "not_found",
    ),
    ("unknown session", "GET", "/api/v1/sessions/" + "a" * 32, {}, 404, "not_found"),
    ("unknown session decisions", "GET", "/api/v1/sessions/nope/decisions", {}, 404, "not_found"),
    (
        "unknown session patch",
        "PATCH",
        "/api/v1/sessions/nope/answers",
        {"json": {"answers": {}}},
        404,
        "not_found",
    ),
    ("unknown session delete", "DELETE", "/api/v1/sessions/nope", {}, 404, "not_found"),
    (
        "control characters in chat",
        "POST",
        "/api/v1/chat",
        {"json": {"message": "\x01\x02\x1b[31m hi \u202e\u200b\ufeff"}},
        200,
        None,
    ),
    (
        "only control characters in chat",
        "POST",
        "/api/v1/chat",
        {"json": {"message": "\x1c\x1d\x1e"}},
        422,
        "invalid_input",
    ),
    ("NUL in chat", "POST", "/api/v1/chat", {"json": {"message": "a\x00b 银行"}}, 200, None),
    ("NUL in a path", "GET", "/static/app.css%00.txt", {}, 404, "not_found"),
    (
        "broken multipart on a page",
        "POST",
        "/s",
        {"content": b"--x\r\n" * 1000, "headers": {"content-type": "multipart/form-data; boundary=x"}},
        400,
        None,
    ),
    ("JSON to a page form", "POST", "/chat", {"json": {"message": "hi"}}, 422, None),
    ("unknown lang", "GET", "/api/v1/questionnaire?lang=" + quote(HOSTILE), {}, 422, "invalid_input"),
]


@pytest.mark.parametrize(
    ("label", "method", "path", "kwargs", "status", "code"), CASES, ids=[c[0] for c in CASES]
)
def test_hostile_request_gets_a_clear_answer(client, label, method, path, kwargs, status, code):
    r = client.request(method, path, **kwargs)
    assert r.status_code == status, r.text[:300]
    if code is not None:
        body = r.json()
        assert body["error"] == code and body["message"]


@pytest.mark.parametrize(
    "path",
    [
        "/static/..%2fpyproject.toml",
        "/static/%2e%2e/pyproject.toml",
        "/static/%2e%2e%2fpyproject.toml",
        "/static/..%5cpyproject.toml",
        "/static/%252e%252e%252fpyproject.toml",
        "/static/....//....//pyproject.toml",
        "/static//etc/passwd",
        "/static/%2fetc%2fpasswd",
        "/static/..%2f..%2f..%2f..%2fetc%2fpasswd",
        "/static/..%2fsettings.py",
        "/static/..%2f..%2fservice%2fsettings.py",
        "/static/%c0%ae%c0%ae/pyproject.toml",
        "/static/app.css/..%2f..%2fsettings.py",
        "/static/",
        "/static/.",
        "/static/%2e",
    ],
)
def test_path_tricks_on_static_files_are_404_and_never_file_contents(client, path):
    r = client.get(path)
    assert r.status_code == 404, r.text[:200]
    for secret in _SECRETS:
        assert secret not in r.text


@pytest.mark.parametrize(
    "path",
    [
        "/static/../pyproject.toml",
        "/static/../../pyproject.toml",
        "/static/../settings.py",
        "/static/./../app.py",
        "/static/../../../../etc/passwd",
        "/static/..\\settings.py",
    ],
)
def test_dot_segments_that_a_server_passes_through_are_404(client, path):
    # HTTP clients normalise `..` away; servers hand the app the path as sent, so call the
    # app directly with it.
    status, body = _raw_get(client.app, path)
    assert status == 404
    for secret in _SECRETS:
        assert secret not in body


_SECRETS = ("[project]", "root:x:", "class Settings", "BaseSettings", "create_app")


def _raw_get(app, path: str) -> tuple[int, str]:
    sent: list[dict] = []

    async def receive():
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message):
        sent.append(message)

    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "GET",
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "root_path": "",
        "query_string": b"",
        "headers": [(b"host", b"testserver")],
        "client": ("127.0.0.1", 5000),
        "server": ("testserver", 80),
    }
    asyncio.run(app(scope, receive, send))
    body = b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body")
    return sent[0]["status"], body.decode("utf-8", "replace")


def test_static_files_still_served(client):
    r = client.get("/static/app.css")
    assert r.status_code == 200 and "text/css" in r.headers["content-type"]


def test_oversize_chunked_body_without_length_is_refused(client):
    def chunks():
        for _ in range(40):
            yield b"x" * 10_000  # 400 KB, no Content-Length

    r = client.post("/api/v1/recommend", content=chunks(), headers=JSON)
    assert r.status_code == 413
    assert r.json()["error"] == "body_too_large"


def test_oversize_chunked_form_on_a_page_is_refused(client):
    def chunks():
        yield b"message="
        for _ in range(40):
            yield b"x" * 10_000

    r = client.post("/chat", content=chunks(), headers={"content-type": "application/x-www-form-urlencoded"})
    assert r.status_code == 413 and "text/html" in r.headers["content-type"]


@pytest.fixture(scope="module")
def hostile_session(client):
    """A session whose user turns carry markup and template syntax, chatted to a recommendation."""
    r = client.post("/api/v1/chat", json={"message": f"我们是银行 {HOSTILE} 想微调13B模型", "lang": "zh"})
    assert r.status_code == 200
    sid = r.json()["session_id"]
    for text in [f"没有运维人员 {HOSTILE}", "长期持续使用", "按量付费", "没有显卡", f"数据5TB {HOSTILE}"]:
        assert client.post("/api/v1/chat", json={"session_id": sid, "message": text}).status_code == 200
    return sid


@pytest.mark.parametrize(
    "page",
    [
        "/s/{sid}/chat",
        "/s/{sid}/results",
        "/s/{sid}",
        "/s/{sid}/print",
        "/embed/s/{sid}/chat",
        "/s/{sid}/advice.md",
    ],
)
def test_markup_typed_by_users_is_never_live_on_pages_or_exports(client, hostile_session, page):
    r = client.get(page.format(sid=hostile_session))
    assert r.status_code == 200
    text = r.text
    assert "<script>alert" not in text and "<img src=x" not in text
    assert "4011" not in text  # {{1337*3}} and ${1337*3} are never evaluated
    if page.endswith("/chat"):
        # The transcript shows what the user typed, escaped.
        assert "&lt;script&gt;alert(1)&lt;/script&gt;" in text
        assert "{{1337*3}}" in text


def test_markup_typed_by_users_comes_back_verbatim_in_json(client, hostile_session):
    r = client.get(f"/api/v1/sessions/{hostile_session}")
    assert r.headers["content-type"].startswith("application/json")
    assert r.headers["x-content-type-options"] == "nosniff"
    user_turns = [t["text"] for t in r.json()["transcript"] if t["role"] == "user"]
    assert any(HOSTILE in t for t in user_turns)


@pytest.mark.parametrize(
    "url",
    [
        "/?answers=" + quote(HOSTILE),
        "/?answers=" + quote(json.dumps({"task_type": HOSTILE})),
        "/?lang=" + quote(HOSTILE),
        "/chat?lang=" + quote(HOSTILE),
        "/s/" + quote(HOSTILE, safe="") + "/results",
        "/embed/?answers=" + quote(HOSTILE),
    ],
)
def test_markup_in_urls_is_escaped_on_error_pages(client, url):
    r = client.get(url, follow_redirects=False)
    assert r.status_code in (404, 422)
    assert "<script>alert" not in r.text and "4011" not in r.text


@pytest.mark.parametrize(
    "resume", [HOSTILE, "a\r\nSet-Cookie: x=1", "//evil.example/x", "https://evil.example/"]
)
def test_resume_redirect_stays_on_this_site(client, resume):
    r = client.get("/?session=" + quote(resume), follow_redirects=False)
    assert r.status_code == 303
    location = r.headers["location"]
    assert location.startswith("/s/") and "\n" not in location and "set-cookie" not in r.headers


def test_form_answer_with_markup_is_rejected_and_escaped(client):
    r = client.post(
        "/s", data={"question": "task_type", "value": HOSTILE, "action": "next"}, follow_redirects=False
    )
    assert r.status_code == 422
    assert "<script>alert" not in r.text


@pytest.mark.postgres
def test_nul_and_control_characters_on_postgresql(settings):
    """PostgreSQL text cannot hold NUL: a message with one must still be a normal turn."""
    from litestar.testing import TestClient

    from compute_advisor.service.app import create_app
    from tests.db_fixtures import pg_url
    from tests.fakes import FakeEmbedder

    if pg_url() is None:
        pytest.skip("needs ADVISOR_TEST_POSTGRES_URL (.ci/postgres.sh)")
    app = create_app(settings.model_copy(update={"database_url": pg_url()}), embedder=FakeEmbedder())
    with TestClient(app) as c:
        r = c.post("/api/v1/chat", json={"message": "a\x00b 银行 \x01\x1b 13B 微调"})
        assert r.status_code == 200
        sid = r.json()["session_id"]
        assert c.post("/api/v1/chat", json={"message": "\x00\x00"}).status_code == 422
        assert c.post("/api/v1/chat", json={"message": "hi", "session_id": "a\x00b" * 8}).status_code == 404
        assert (
            c.post(
                f"/s/{sid}/chat", data={"message": "x\x00y 长期持续使用"}, follow_redirects=False
            ).status_code
            == 303
        )
        assert c.get(f"/s/{sid}/chat").status_code == 200
