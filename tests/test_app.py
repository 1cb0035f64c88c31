"""The application shell: ready for litestar 3 (a deprecated litestar API fails this suite)."""

from __future__ import annotations

import re

import pytest
from litestar import Litestar, get
from litestar.exceptions import LitestarDeprecationWarning

from tests.paths import ROOT


def test_an_inferred_path_parameter_fails_the_suite():
    # pyproject's filterwarnings turns litestar's deprecations into errors: a handler
    # written the litestar-2 way cannot slip into the app.
    @get("/items/{item_id:str}", sync_to_thread=False)
    def item(item_id: str) -> str:
        return item_id

    with pytest.raises(LitestarDeprecationWarning, match="inferred style"):
        Litestar([item])


def test_the_old_query_parameter_spelling_fails_the_suite():
    from litestar.params import Parameter

    with pytest.raises(DeprecationWarning, match="QueryParameter"):
        Parameter(query="format")


def test_the_app_builds_without_a_litestar_deprecation(settings):
    from compute_advisor.service.app import create_app
    from tests.fakes import FakeEmbedder

    app = create_app(settings, embedder=FakeEmbedder())
    paths = {route.path for route in app.routes}
    assert {"/api/v1/sessions/{session_id:str}", "/api/v1/compare", "/schema/openapi.json"} <= paths


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("GET", "/"),
        ("GET", "/rules"),
        ("GET", "/metrics"),
        ("GET", "/schema"),
        ("GET", "/static/app.css"),
        ("POST", "/api/v1/compare?format=md"),
        ("POST", "/api/v1/compare?format=csv"),
    ],
)
def test_text_answers_name_their_charset_once(client, method, path):
    from tests.test_api_estimate import COMPARE

    r = client.request(method, path, json=COMPARE if method == "POST" else None)
    assert r.status_code == 200, r.text
    kind = r.headers["content-type"]
    assert kind.startswith("text/") and kind.lower().count("charset=") == 1, kind


def test_no_module_imports_litestar_internals():
    # litestar's `_private` modules change without notice between minor versions.
    sources = [p for folder in ("service", "rules", "index") for p in (ROOT / folder).rglob("*.py")]
    assert len(sources) > 20
    private = re.compile(r"^\s*(from|import)\s+litestar(\.\w+)*\._", re.M)
    assert [str(p) for p in sources if private.search(p.read_text(encoding="utf-8"))] == []
