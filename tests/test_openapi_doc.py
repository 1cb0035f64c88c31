"""The API docs as a reader sees them: the OpenAPI document says what the service answers,
and the reference page at /schema loads everything it needs from the service itself."""

from __future__ import annotations

import re

import pytest

from tests.paths import ROOT


@pytest.mark.parametrize("path", ["/schema", "/schema/scalar"])
def test_docs_page_loads_nothing_from_outside(client, path):
    r = client.get(path)
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/html")
    urls = re.findall(r"""(?:src|href)=["']([^"']+)["']""", r.text)
    assert urls, r.text
    assert not [u for u in urls if "//" in u], "the docs page must not load from another host"
    for url in urls:
        assert client.get(url).status_code == 200, url


def test_docs_page_script_is_the_vendored_scalar_bundle_with_its_licence(client):
    page = client.get("/schema").text
    script = re.search(r'<script src="([^"]+)"', page).group(1)
    r = client.get(script)
    assert r.status_code == 200
    assert "javascript" in r.headers["content-type"]
    assert "createApiReference" in r.text and len(r.content) > 1_000_000
    vendor = ROOT / "service" / "static" / "vendor" / "scalar"
    assert "MIT License" in (vendor / "LICENSE.txt").read_text()
    # Scalar's web fonts and telemetry would reach out to its servers: both are off.
    assert '"withDefaultFonts":false' in page and '"telemetry":false' in page
    assert '"showDeveloperTools":"never"' in page  # its Share/Deploy buttons upload the document


def test_openapi_document_names_the_error_answers(client):
    doc = client.get("/schema/openapi.json").json()
    assert "Error" in doc["components"]["schemas"]
    recommend = doc["paths"]["/api/v1/recommend"]["post"]["responses"]
    assert {"400", "413", "422", "503"} <= set(recommend)
    estimate = doc["paths"]["/api/v1/estimate"]["post"]
    body = estimate["requestBody"]["content"]["application/json"]["schema"]
    assert body == {"$ref": "#/components/schemas/EstimateRequest"}
    fmt = next(p for p in estimate["parameters"] if p["in"] == "query")
    assert fmt["name"] == "format"
    session = doc["paths"]["/api/v1/sessions/{session_id}"]["get"]["parameters"]
    assert [(p["name"], p["in"]) for p in session] == [("session_id", "path")]


def test_openapi_document_is_the_same_on_every_read(client):
    first = client.get("/schema/openapi.json").json()
    assert client.get("/schema/openapi.json").json() == first
