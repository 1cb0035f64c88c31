"""The estimate and compare endpoints over HTTP, in a tiny app that maps the AdvisorError family
the way the service does."""

from __future__ import annotations

import csv
import io

import pytest
from litestar import Litestar, Request, Response
from litestar.testing import TestClient

from compute_advisor.rules.errors import AdvisorError
from compute_advisor.service.api_estimate import router
from compute_advisor.service.errors import http_status

ESTIMATE = {
    "answers": {"task_type": "fine_tuning", "model_params_b": 7, "dataset_tokens_b": 2},
    "inputs": {"gpu_type": "h100_80gb"},
    "modes": ["self_built", "serverless_api"],
    "lang": "en",
}
MEASURED = {
    "throughput": 50000,
    "utilization": 0.7,
    "queue_hours": 1,
    "pilot_hours": 24,
    "failures": 0,
    "checkpoint_resume": True,
    "restart_minutes": 10,
    "price_per_gpu_hour": 20,
    "staff_fte": 1,
}
COMPARE = {
    "target": {"amount": 10},
    "lang": "en",
    "candidates": [
        {"name": "Cloud", "mode": "serverless_api", "gpu_count": 8, "measured": MEASURED},
        {
            "name": "Own",
            "mode": "self_built",
            "gpu_count": 8,
            "measured": {**MEASURED, "price_per_gpu_hour": 9},
        },
    ],
}


def _error(request: Request, exc: AdvisorError) -> Response:
    return Response(exc.to_dict(), status_code=http_status(exc))


@pytest.fixture(scope="module")
def api():
    with TestClient(Litestar([router], exception_handlers={AdvisorError: _error})) as c:
        yield c


def test_estimate_returns_ranked_modes_assumptions_and_a_chart(api):
    res = api.post("/api/v1/estimate", json=ESTIMATE)
    assert res.status_code == 200
    body = res.json()
    assert [m["rank"] for m in body["modes"]] == [1, 2]
    assert body["baseline"]["compute"]["method"] == "lora"
    assert body["svg"].startswith("<svg") and "Cost to target by deployment mode" in body["svg"]
    assert "not any vendor's quote" in body["disclaimer"]


def test_estimate_defaults_to_chinese_and_serves_the_chart_alone(api):
    body = {k: v for k, v in ESTIMATE.items() if k != "lang"}
    assert "不是任何厂商的报价" in api.post("/api/v1/estimate", json=body).json()["disclaimer"]
    res = api.post("/api/v1/estimate?format=svg", json=ESTIMATE)
    assert res.status_code == 200 and res.headers["content-type"].startswith("image/svg+xml")
    assert res.text.startswith("<svg")


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"inputs": {"gpu_count": 0}}, "inputs.gpu_count"),
        ({"inputs": {"utilization": 1.5}}, "inputs.utilization"),
        ({"inputs": {"price_per_gpu_hour": -3}}, "inputs.price_per_gpu_hour"),
        ({"inputs": {"gpu_type": "voodoo2"}}, "inputs.gpu_type"),
        ({"modes": ["self_built", "cloud9"]}, "modes[1]"),
        ({"answers": {"task_type": "fine_tuning"}}, "answers.model_params_b"),
    ],
)
def test_estimate_errors_are_422_naming_the_field(api, change, field):
    res = api.post("/api/v1/estimate", json={**ESTIMATE, **change})
    assert res.status_code == 422
    body = res.json()
    assert body["error"] == "invalid_input" and body["field"] == field


def test_unknown_gpu_lists_the_catalogue(api):
    body = api.post("/api/v1/estimate", json={**ESTIMATE, "inputs": {"gpu_type": "voodoo2"}}).json()
    assert "h100_80gb" in body["allowed"] and "ascend_910b_64gb" in body["allowed"]


def test_compare_ranks_candidates_and_exports_every_format(api):
    body = api.post("/api/v1/compare", json=COMPARE).json()
    assert body["best"] == "Own" and [c["rank"] for c in body["candidates"]] == [1, 2]
    assert body["svg"].startswith("<svg")
    md = api.post("/api/v1/compare?format=md", json=COMPARE)
    assert md.headers["content-type"] == "text/markdown; charset=utf-8" and "| 1 | Own |" in md.text
    res = api.post("/api/v1/compare?format=csv", json=COMPARE)
    assert res.headers["content-type"] == "text/csv; charset=utf-8"
    assert "attachment" in res.headers["content-disposition"]
    assert next(csv.reader(io.StringIO(res.text))) == ["section", "row", "label", "Own", "Cloud"]
    svg = api.post("/api/v1/compare?format=svg", json=COMPARE)
    assert (
        svg.headers["content-type"].startswith("image/svg+xml") and "Cost to target by candidate" in svg.text
    )


def test_compare_errors_name_the_field(api):
    one = {**COMPARE, "candidates": COMPARE["candidates"][:1]}
    res = api.post("/api/v1/compare", json=one)
    assert res.status_code == 422 and res.json()["field"] == "candidates"
    res = api.post("/api/v1/compare?format=pdf", json=COMPARE)
    assert res.status_code == 422 and res.json()["field"] == "format"
    assert res.json()["allowed"] == ["json", "md", "csv", "svg"]


def test_estimate_exports_markdown_and_csv_with_labels_and_units(api):
    md = api.post("/api/v1/estimate?format=md", json={**ESTIMATE, "lang": "zh"})
    assert md.status_code == 200 and md.headers["content-type"].startswith("text/markdown")
    assert (
        md.text.startswith("# 任务基线与达标成本估算")
        and "卡·时" in md.text
        and "useful_gpu_hours" not in md.text
    )
    res = api.post("/api/v1/estimate?format=csv", json=ESTIMATE)
    assert (
        res.headers["content-type"].startswith("text/csv")
        and "attachment" in res.headers["content-disposition"]
    )
    rows = list(csv.reader(io.StringIO(res.text)))
    assert rows[0][:4] == ["mode", "Deployment mode", "Rank", "Cost to target (CNY)"]
    assert "Low (CNY)" in rows[0] and "Calendar days (days)" in rows[0]
    assert [r[0] for r in rows[1:]] == [
        m["id"] for m in api.post("/api/v1/estimate", json=ESTIMATE).json()["modes"]
    ]
    zh = next(
        csv.reader(io.StringIO(api.post("/api/v1/estimate?format=csv", json={**ESTIMATE, "lang": "zh"}).text))
    )
    assert zh[3] == "达标总成本（元）"


def test_estimate_chart_names_the_currency_in_the_users_language(api):
    svg = api.post("/api/v1/estimate?format=svg", json={**ESTIMATE, "lang": "zh"}).text
    assert "元" in svg


def test_estimate_by_traffic_over_http_reports_cost_per_million_tokens(api):
    body = {
        "answers": {"task_type": "inference", "model_params_b": 7},
        "inputs": {
            "requests_per_s": 2,
            "prompt_tokens": 800,
            "output_tokens": 200,
            "ms_per_output_token": 40,
        },
        "lang": "en",
    }
    r = api.post("/api/v1/estimate", json=body).json()
    assert r["baseline"]["compute"]["requests_per_s"] == 2
    assert all(m["cost_per_million_tokens"] > 0 for m in r["modes"] if m["applicable"])
    bad = api.post("/api/v1/estimate", json={**body, "inputs": {"requests_per_s": -1}})
    assert bad.status_code == 422 and bad.json()["field"] == "inputs.requests_per_s"
