"""Security as a portal or an API client sees it: headers on every kind of response, the
CORS allowlist, per-client rate limits behind trusted proxies, API keys and their CLI."""

from __future__ import annotations

import asyncio
import hashlib
import io
import re
from contextlib import redirect_stderr, redirect_stdout

import httpx
import pytest
from litestar.testing import TestClient
from pydantic import ValidationError

from compute_advisor.service.apikeys import add_commands, hash_key, new_key
from compute_advisor.service.ratelimit import ClientResolver, TokenBuckets
from compute_advisor.service.settings import Settings

PORTAL = "https://portal.example.test"
KEY = "adv_test-key-0123456789abcdef"


def _app(settings: Settings, **update):
    from compute_advisor.service.app import create_app
    from tests.fakes import FakeEmbedder

    return create_app(settings.model_copy(update=update), embedder=FakeEmbedder())


@pytest.fixture(scope="module")
def guarded(settings, tmp_root):
    """Portal origin allowed, API keys on (rate limits get apps of their own below)."""
    app = _app(
        settings,
        allowed_origins=[PORTAL],
        api_key_hashes=[hash_key(KEY)],
        metrics_require_key=True,
        database_url=f"sqlite+aiosqlite:///{tmp_root / 'guarded.db'}",
    )
    with TestClient(app) as c:
        yield c


def _get_as(app, path: str, peer: str, headers: dict | None = None) -> httpx.Response:
    """One request from the network address `peer` (the test client has no real address)."""

    async def go():
        transport = httpx.ASGITransport(app=app, client=(peer, 40000))
        async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as c:
            return await c.get(path, headers=headers or {})

    return asyncio.run(go())


# -- headers on every response kind ---------------------------------------------------------

RESPONSE_KINDS = [
    ("API JSON", "GET", "/api/v1/questionnaire", {}, 200),
    ("API error 422", "POST", "/api/v1/recommend", {"json": {"answers": {"task_type": "x"}}}, 422),
    ("API error 404", "GET", "/api/v1/sessions/nope", {}, 404),
    (
        "API 415",
        "POST",
        "/api/v1/recommend",
        {"content": b"x", "headers": {"content-type": "text/plain"}},
        415,
    ),
    (
        "API 413",
        "POST",
        "/api/v1/recommend",
        {"content": b"{}", "headers": {"content-type": "application/json", "content-length": "999999999"}},
        413,
    ),
    ("unknown route", "GET", "/nope", {}, 404),
    ("page", "GET", "/", {}, 200),
    ("page redirect", "GET", "/?session=abc", {}, 303),
    ("page error 404", "GET", "/s/nope/results", {}, 404),
    ("page error 422", "GET", "/?lang=xx", {}, 422),
    ("chat page", "GET", "/chat", {}, 200),
    ("static file", "GET", "/static/app.js", {}, 200),
    ("static 404", "GET", "/static/nope.css", {}, 404),
    ("health", "GET", "/health", {}, 200),
    ("metrics", "GET", "/metrics", {}, 200),
    ("method not allowed", "DELETE", "/api/v1/questionnaire", {}, 405),
]


@pytest.mark.parametrize(
    ("kind", "method", "path", "kwargs", "status"), RESPONSE_KINDS, ids=[k[0] for k in RESPONSE_KINDS]
)
def test_security_headers_on_every_kind_of_response(client, kind, method, path, kwargs, status):
    r = client.request(method, path, follow_redirects=False, **kwargs)
    assert r.status_code == status, r.text[:200]
    csp = r.headers["content-security-policy"]
    assert "unsafe-inline" not in csp and "unsafe-eval" not in csp
    assert "frame-ancestors 'self'" in csp
    assert "script-src 'self'" in csp and "object-src 'none'" in csp
    assert r.headers["x-content-type-options"] == "nosniff"
    assert r.headers["referrer-policy"] == "same-origin"
    assert re.fullmatch(r"[0-9a-f]{32}", r.headers["x-request-id"])


@pytest.mark.parametrize("path", ["/api/v1/questionnaire", "/", "/static/app.css", "/api/v1/nope"])
def test_allowed_portal_may_frame_the_pages(guarded, path):
    r = guarded.get(path, headers={"X-API-Key": KEY})
    assert f"frame-ancestors 'self' {PORTAL}" in r.headers["content-security-policy"]


def test_refusals_carry_security_headers_too(guarded):
    r = guarded.get("/api/v1/questionnaire")  # no key
    assert r.status_code == 401
    assert "unsafe-inline" not in r.headers["content-security-policy"]
    assert r.headers["x-content-type-options"] == "nosniff"


# -- CORS --------------------------------------------------------------------------------------


def test_cors_allows_the_configured_portal_only(guarded):
    ok = guarded.get("/api/v1/questionnaire", headers={"Origin": PORTAL, "X-API-Key": KEY})
    assert ok.headers["access-control-allow-origin"] == PORTAL
    assert "Origin" in ok.headers["vary"]
    other = guarded.get("/api/v1/questionnaire", headers={"Origin": "https://evil.example", "X-API-Key": KEY})
    assert "access-control-allow-origin" not in other.headers


def test_cors_preflight_needs_no_key_and_allows_the_auth_headers(guarded):
    r = guarded.options(
        "/api/v1/recommend",
        headers={
            "Origin": PORTAL,
            "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "authorization, content-type",
        },
    )
    assert r.status_code == 204
    allowed = r.headers["access-control-allow-headers"].lower()
    for name in ("authorization", "x-api-key", "content-type", "x-request-id"):
        assert name in allowed
    actual = guarded.get("/api/v1/questionnaire", headers={"Origin": PORTAL, "X-API-Key": KEY})
    assert "x-request-id" in actual.headers["access-control-expose-headers"].lower()


# -- API keys ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("headers", "status"),
    [
        ({}, 401),
        ({"Authorization": "Bearer wrong"}, 401),
        ({"Authorization": f"Basic {KEY}"}, 401),
        ({"X-API-Key": KEY[:-1]}, 401),
        ({"Authorization": f"Bearer {KEY}"}, 200),
        ({"Authorization": f"bearer {KEY}"}, 200),
        ({"X-API-Key": KEY}, 200),
    ],
)
def test_api_needs_a_configured_key(guarded, headers, status):
    r = guarded.get("/api/v1/questionnaire", headers=headers)
    assert r.status_code == status
    if status == 401:
        assert r.json()["error"] == "unauthorized" and "Authorization" in r.json()["message"]
        assert r.headers["www-authenticate"].startswith("Bearer")


@pytest.mark.parametrize("path", ["/", "/chat", "/static/app.css", "/health"])
def test_pages_stay_open_when_only_the_api_needs_keys(guarded, path):
    assert guarded.get(path).status_code == 200


def test_pages_can_require_keys_too(settings):
    app = _app(settings, api_key_hashes=[hash_key(KEY)], api_keys_for_pages=True)
    assert _get_as(app, "/", "10.1.1.1").status_code == 401
    assert _get_as(app, "/static/app.css", "10.1.1.1").status_code == 200


def test_metrics_can_require_a_key(guarded):
    assert guarded.get("/metrics").status_code == 401
    assert guarded.get("/metrics", headers={"X-API-Key": KEY}).status_code == 200


def test_key_setting_rejects_anything_but_sha256_digests():
    with pytest.raises(ValidationError, match="api_key_hashes"):
        Settings(api_key_hashes=["not-a-digest"])
    digest = hash_key(KEY)
    assert Settings(api_key_hashes=[digest.upper()]).api_key_hashes == [digest]


def test_apikey_new_prints_a_key_and_its_digest():
    import argparse

    parser = argparse.ArgumentParser()
    add_commands(parser.add_subparsers(dest="command"))
    args = parser.parse_args(["apikey", "new"])
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        assert args.func(args) == 0
    key = re.search(r"key:\s+(\S+)", out.getvalue()).group(1)
    digest = re.search(r"sha256:\s+([0-9a-f]{64})", out.getvalue()).group(1)
    assert hashlib.sha256(key.encode()).hexdigest() == digest
    assert len(key) >= 40 and "ADVISOR_API_KEY_HASHES" in err.getvalue()


def test_apikey_hash_digests_a_key_from_stdin(monkeypatch, capsys):
    import argparse

    parser = argparse.ArgumentParser()
    add_commands(parser.add_subparsers(dest="command"))
    args = parser.parse_args(["apikey", "hash"])
    monkeypatch.setattr("sys.stdin", io.StringIO(KEY + "\n"))
    assert args.func(args) == 0
    assert capsys.readouterr().out.strip() == hash_key(KEY)


def test_new_keys_differ():
    assert new_key()[0] != new_key()[0]


# -- rate limiting -----------------------------------------------------------------------------


def test_rate_limit_answers_429_with_retry_after_and_json(settings):
    app = _app(settings, rate_limit_per_second=0.5, rate_limit_burst=3)
    codes = [_get_as(app, "/api/v1/questionnaire", "10.0.0.9").status_code for _ in range(3)]
    assert codes == [200, 200, 200]
    r = _get_as(app, "/api/v1/questionnaire", "10.0.0.9")
    assert r.status_code == 429
    assert int(r.headers["retry-after"]) >= 1
    body = r.json()
    assert body["error"] == "rate_limited" and body["retry_after"] == int(r.headers["retry-after"])
    # Another client has its own bucket; probes and metrics are never limited.
    assert _get_as(app, "/api/v1/questionnaire", "10.0.0.10").status_code == 200
    assert _get_as(app, "/metrics", "10.0.0.9").status_code == 200
    assert _get_as(app, "/static/app.css", "10.0.0.9").status_code == 200


def test_forwarded_for_counts_only_from_a_trusted_proxy(settings):
    app = _app(settings, rate_limit_per_second=0.1, rate_limit_burst=1, trusted_proxies=["10.9.0.0/16"])
    # Behind the trusted proxy each real client has its own bucket.
    for client in ("203.0.113.1", "203.0.113.2"):
        r = _get_as(app, "/api/v1/questionnaire", "10.9.0.5", {"X-Forwarded-For": client})
        assert r.status_code == 200
    assert (
        _get_as(app, "/api/v1/questionnaire", "10.9.0.5", {"X-Forwarded-For": "203.0.113.1"}).status_code
        == 429
    )
    # A client talking directly cannot pick a fresh bucket by forging the header.
    assert (
        _get_as(app, "/api/v1/questionnaire", "198.51.100.7", {"X-Forwarded-For": "1.1.1.1"}).status_code
        == 200
    )
    assert (
        _get_as(app, "/api/v1/questionnaire", "198.51.100.7", {"X-Forwarded-For": "2.2.2.2"}).status_code
        == 429
    )


def test_a_valid_key_gets_its_own_bucket(settings):
    app = _app(settings, rate_limit_per_second=0.1, rate_limit_burst=1, api_key_hashes=[hash_key(KEY)])
    assert _get_as(app, "/api/v1/questionnaire", "10.0.0.1", {"X-API-Key": KEY}).status_code == 200
    # The same address without the key is a different client (and is refused either way).
    assert _get_as(app, "/api/v1/questionnaire", "10.0.0.1").status_code == 401
    assert _get_as(app, "/api/v1/questionnaire", "10.0.0.1", {"X-API-Key": KEY}).status_code == 429


@pytest.mark.parametrize(
    ("peer", "xff", "client"),
    [
        ("10.9.0.5", "203.0.113.1", "203.0.113.1"),
        ("10.9.0.5", "203.0.113.1, 10.9.0.7", "203.0.113.1"),  # two trusted hops
        ("10.9.0.5", "6.6.6.6, 203.0.113.1", "203.0.113.1"),  # the client's own forgery is skipped
        ("10.9.0.5", "10.9.1.1", "10.9.1.1"),  # everything trusted: the leftmost hop
        ("10.9.0.5", "garbage", "10.9.0.5"),
        ("10.9.0.5", None, "10.9.0.5"),
        ("198.51.100.7", "203.0.113.1", "198.51.100.7"),  # untrusted peer: header ignored
        ("10.9.0.5", "[2001:db8::1]:443", "2001:db8::1"),
    ],
)
def test_client_address_behind_proxies(peer, xff, client):
    assert ClientResolver(["10.9.0.0/16"]).client(peer, xff) == client


def test_trusted_proxies_setting_names_a_bad_entry():
    with pytest.raises(ValidationError, match="not-an-ip"):
        Settings(trusted_proxies=["10.0.0.0/8", "not-an-ip"])


def test_token_bucket_refills_at_the_rate():
    now = [0.0]
    buckets = TokenBuckets(rate=2, burst=2, clock=lambda: now[0])
    assert buckets.take("a") == 0 and buckets.take("a") == 0
    assert buckets.take("a") == pytest.approx(0.5)
    now[0] += 0.5
    assert buckets.take("a") == 0


def test_every_setting_has_help_text():
    undocumented = [name for name, f in Settings.model_fields.items() if not (f.description or "").strip()]
    assert not undocumented


def test_with_api_keys_the_chat_page_falls_back_to_form_posts(guarded, client):
    keyed = guarded.get("/chat").text
    assert 'id="chat-form"' in keyed and "data-api=" not in keyed
    assert 'data-api="/api/v1/chat"' in client.get("/chat").text
