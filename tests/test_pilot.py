"""The pilot comparison: ranking by measured cost to target, flags for what was not measured,
the three-dimension table and check list, and the Markdown/CSV exports."""

from __future__ import annotations

import csv
import io

import pytest

from compute_advisor.rules.cost.estimate import parse
from compute_advisor.rules.cost.pilot import CompareRequest, compare
from compute_advisor.rules.errors import InvalidInput
from compute_advisor.service.render_estimate import to_csv, to_markdown

# 36 billion tokens at 100,000 tokens/s = 100 hours on 10 GPUs.
FULL = {
    "throughput": 100000,
    "utilization": 0.5,
    "queue_hours": 0,
    "pilot_hours": 24,
    "failures": 0,
    "restart_minutes": 30,
    "checkpoint_resume": True,
    "price_per_gpu_hour": 10,
    "storage_tb": 0,
    "staff_fte": 0,
}


def body(*candidates, lang="en", **extra):
    return {
        "target": {"amount": 36, "unit": "billion_tokens"},
        "lang": lang,
        "candidates": list(candidates),
        **extra,
    }


def cand(name, gpu_count=10, **measured):
    return {"name": name, "gpu_count": gpu_count, "measured": {**FULL, **measured}}


def run(payload):
    return compare(parse(CompareRequest, payload))


def test_cost_to_target_by_hand_and_ranking():
    r = run(body(cand("pricey", price_per_gpu_hour=20), cand("cheap")))
    best, second = r["candidates"]
    assert (best["name"], best["rank"], second["rank"], r["best"]) == ("cheap", 1, 2, "cheap")
    # 1000 useful GPU-h at 10/h, doubled by 50% utilization. No failures were seen, so the
    # checkpoint interval is the 24 h cap: one 2-minute write per day of run, 100 h · 2/60/24 =
    # 0.139 h on 10 GPUs, also at 50% utilization.
    overhead = 100 * (2 / 60) / 24
    assert best["components"]["compute"] == pytest.approx(10000)
    assert best["components"]["idle"] == pytest.approx(10000)
    assert best["components"]["restarts"] == pytest.approx(overhead * 10 * 10 / 0.5, rel=1e-5)
    assert best["total"] == pytest.approx(20000 + overhead * 200, rel=1e-5)
    assert best["calendar_days"] == pytest.approx((100 + overhead) / 24, rel=1e-5)
    assert second["vs_best"] == pytest.approx(2.0)
    assert best["missing"] == []


def test_missing_measurements_are_flagged_and_never_flatter_a_candidate():
    measured = {**FULL, "utilization": 0.6, "queue_hours": 6}  # the self-built profile's defaults
    bare = {"throughput": 100000, "price_per_gpu_hour": 10}
    r = run(
        body(
            {"name": "measured", "mode": "self_built", "gpu_count": 10, "measured": measured},
            {"name": "bare", "mode": "self_built", "gpu_count": 10, "measured": bare},
        )
    )
    by = {c["name"]: c for c in r["candidates"]}
    assert {
        "utilization",
        "queue_hours",
        "failures",
        "pilot_hours",
        "checkpoint_resume",
        "staff_fte",
    } <= set(by["bare"]["missing"])
    assert by["bare"]["utilization"] == 0.51  # low end of the owned-compute range [S10]
    assert by["bare"]["total"] > by["measured"]["total"]
    assert by["bare"]["assumed"] and all(a["source"] for a in by["bare"]["assumed"])


def test_a_candidate_without_throughput_or_price_is_listed_but_not_ranked():
    r = run(body(cand("a"), {"name": "b", "gpu_count": 4, "measured": {"utilization": 0.7}}))
    b = r["candidates"][-1]
    assert b["name"] == "b" and b["ranked"] is False and b["rank"] is None
    assert b["missing"][0] == "throughput" and "price_per_gpu_hour" in b["missing"]
    assert "cannot rank" in b["reason"]


def test_measured_failures_become_a_rate_per_gpu_day():
    r = run(body(cand("a", failures=2, pilot_hours=48), cand("b")))
    a = next(c for c in r["candidates"] if c["name"] == "a")
    assert a["failure_rate_per_gpu_day"] == pytest.approx(2 / (10 * 2))


def test_sheet_fills_the_three_dimensions_and_the_checks_in_the_users_language():
    a = {
        **cand("平台甲"),
        "evaluation": {"managed_objects": "训练任务与模型"},
        "checks": {"checkpoint_resume": {"status": "pass", "note": "15 分钟恢复"}},
    }
    r = run(body(a, cand("平台乙"), lang="zh", checks=["checkpoint_resume", "queue_time"]))
    sections = {s["id"]: s for s in r["sheet"]["sections"]}
    dims = [row["label"] for row in sections["evaluation_table"]["rows"]]
    assert dims == ["管理对象", "生命周期覆盖", "生产责任"]
    assert sections["evaluation_table"]["rows"][0]["values"] == ["训练任务与模型", "未填写"]
    checks = sections["checks"]["rows"]
    assert [c["id"] for c in checks] == ["checkpoint_resume", "queue_time"]
    assert checks[0]["label"] == "断点续训" and checks[0]["values"] == [
        "通过 — 15 分钟恢复",
        "未测",
    ]


def test_markdown_and_csv_exports_carry_the_ranking_and_keep_user_text_inert():
    evil = {**cand("A | B"), "evaluation": {"managed_objects": '=HYPERLINK("x")'}}
    r = run(body(evil, cand("plain", price_per_gpu_hour=30)))
    md = to_markdown(r)
    assert md.startswith("# Pilot comparison") and "not any vendor's quote" in md
    assert "| 1 | A \\| B |" in md
    rows = list(csv.reader(io.StringIO(to_csv(r))))
    assert rows[0] == ["section", "row", "label", "A | B", "plain"]
    managed = next(row for row in rows if row[1] == "managed_objects")
    assert managed[3].startswith("'=")


@pytest.mark.parametrize(
    ("payload", "field"),
    [
        (body(cand("only")), "candidates"),
        (body(cand("x"), cand("x")), "candidates[1].name"),
        (body(cand("x"), {**cand("y"), "mode": "moon_base"}), "candidates[1].mode"),
        (body(cand("x"), {**cand("y"), "gpu_type": "gtx_480"}), "candidates[1].gpu_type"),
        (
            body(cand("x"), cand("y", throughput_unit="samples_per_s")),
            "candidates[1].measured.throughput_unit",
        ),
        (body(cand("x"), cand("y", utilization=1.5)), "candidates[1].measured.utilization"),
        (
            body(cand("x"), cand("y", price_per_gpu_hour=-2)),
            "candidates[1].measured.price_per_gpu_hour",
        ),
        (body(cand("x"), cand("y", gpu_count=0)), "candidates[1].gpu_count"),
        (
            body(cand("x"), {**cand("y"), "checks": {"vibes": {"status": "pass"}}}),
            "candidates[1].checks.vibes",
        ),
        (body(cand("x"), cand("y"), checks=["queue_time", "vibes"]), "checks[1]"),
    ],
)
def test_invalid_comparisons_name_the_field(payload, field):
    with pytest.raises(InvalidInput) as err:
        run(payload)
    assert err.value.field == field


def test_cli_compare_exports_the_example_file(capsys):
    from compute_advisor.service.cli import main

    assert main(["compare", "examples/pilot.yaml", "--format", "md"]) == 0
    assert "# 候选平台实测对比" in capsys.readouterr().out
    assert main(["compare", "examples/pilot.yaml", "--format", "csv", "--lang", "en"]) == 0
    assert capsys.readouterr().out.startswith("section,row,label,")


# -- issue 14, defect 14 ------------------------------------------------------------------------


def _sheet_row(result, row_id):
    cost = next(s for s in result["sheet"]["sections"] if s["id"] == "cost")
    return next(r for r in cost["rows"] if r["id"] == row_id)


def test_the_sheet_shows_the_values_used_for_missing_measurements():
    bare = {
        "name": "bare",
        "mode": "self_built",
        "gpu_count": 10,
        "measured": {"throughput": 1e5, "price_per_gpu_hour": 10},
    }
    for lang, word in (("en", "assumed"), ("zh", "假定")):
        r = run(body(cand("full"), bare, lang=lang))
        col = r["sheet"]["columns"].index("bare")
        util = _sheet_row(r, "utilization")["values"][col]
        assert "51%" in util and word in util  # the low end used, not "not given"
        queue = _sheet_row(r, "queue_hours")["values"][col]
        assert "48" in queue and word in queue


def test_a_short_pilot_failure_rate_comes_with_its_uncertainty():
    # one failure in 36 hours on 8 GPUs: 12 GPU-days of exposure
    r = run(body(cand("a", gpu_count=8, failures=1, pilot_hours=36), cand("b")))
    a = next(c for c in r["candidates"] if c["name"] == "a")
    rng = a["failure_rate_range"]
    assert a["failure_rate_per_gpu_day"] == pytest.approx(1 / 12, rel=1e-4)
    # exact 95% Poisson interval for one event: 0.0253 to 5.572 events
    assert rng["low"] == pytest.approx(0.0253 / 12, rel=0.01) and rng["high"] == pytest.approx(
        5.572 / 12, rel=0.01
    )
    assert a["total_range"]["low"] <= a["total"] <= a["total_range"]["high"]
    assert a["total_range"]["high"] > a["total"]


def test_zero_measured_failures_are_a_measurement():
    r = run(body(cand("a", failures=0, pilot_hours=None), cand("b")))
    a = next(c for c in r["candidates"] if c["name"] == "a")
    assert "failures" not in a["missing"] and "pilot_hours" in a["missing"]


def test_throughput_and_price_rows_carry_units():
    for lang, throughput, price in (("en", "tokens/s", "CNY"), ("zh", "token/秒", "元")):
        r = run(body(cand("a"), cand("b"), lang=lang))
        assert throughput in _sheet_row(r, "throughput")["label"]
        assert price in _sheet_row(r, "price")["label"]


def test_missing_measurements_are_named_in_the_users_language():
    bare = {"name": "bare", "gpu_count": 10, "measured": {"throughput": 1e5, "price_per_gpu_hour": 10}}
    r = run(body(cand("full"), bare, lang="zh"))
    col = r["sheet"]["columns"].index("bare")
    missing = _sheet_row(r, "missing")["values"][col]
    assert "利用率" in missing and "排队" in missing
    assert "utilization" not in missing and "queue_hours" not in missing
