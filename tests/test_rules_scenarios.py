"""Every expert-panel case (rules/data/cases/panel.yaml) through the real baseline, rule engine
and decision, and the case loader's validation."""

from __future__ import annotations

from pathlib import Path

import pytest

from compute_advisor.rules.decision import assess, decide
from compute_advisor.rules.errors import DataFileError
from compute_advisor.rules.scenarios import cases_by_rule, load_panel

CASES = load_panel()


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_panel_case(case):
    baseline, ev = assess(case.given)
    top = decide(case.given, ev, baseline, with_swap=False).top
    assert case.mismatches(top, {c.id for c in ev.checks}) == [], case.rationale


def test_the_panel_covers_the_answer_space():
    assert len(CASES) >= 60
    given = [c.given for c in CASES]
    assert {g.get("task_type") for g in given} >= {
        "pretraining",
        "fine_tuning",
        "continued_training",
        "inference",
        "data_processing",
    }
    assert {o for g in given for o in g.get("compliance", [])} == {
        "data_on_premises",
        "data_in_country",
        "domestic_hardware",
        "regulated_industry",
    }
    assert {g.get("existing_hardware") for g in given} >= {"none", "some", "cluster"}
    assert {g.get("ops_capacity") for g in given} >= {"none", "limited", "dedicated_team"}
    assert {g.get("budget_model") for g in given} >= {"opex", "capex", "either"}
    assert {g.get("usage_pattern") for g in given} >= {"trial", "project", "continuous"}
    sizes = [g["model_params_b"] for g in given if "model_params_b" in g]
    assert min(sizes) <= 1 and max(sizes) >= 400
    assert len([g for g in given if len(g) < 5]) >= 5  # partial answers
    firsts = {m for c in CASES for m in c.acceptable_top}
    assert {
        "self_built",
        "partner",
        "serverless_api",
        "private_deployment",
        "appliance",
        "hosted_compute",
    } <= firsts


def test_cases_show_which_rules_they_exercise():
    by_rule = cases_by_rule()
    assert "bank_fine_tunes_13b_on_premises_without_ops" in by_rule["M11"]
    assert "partial_nothing_answered" in by_rule["C01"]


def _write(tmp_path: Path, text: str) -> Path:
    p = tmp_path / "cases.yaml"
    p.write_text(text, encoding="utf-8")
    return p


_OK = "rationale: a good reason\n  "


@pytest.mark.parametrize(
    ("text", "entry", "field", "says"),
    [
        (
            f"- name: a\n  {_OK}given: {{task_type: gaming}}\n  acceptable_top: [partner]\n",
            "a",
            "given.task_type",
            "must be one of",
        ),
        (f"- name: b\n  {_OK}acceptable_top: [cloud]\n", "b", "acceptable_top", "unknown ids ['cloud']"),
        (
            f"- name: c\n  {_OK}acceptable_top: [none]\n  must_checks: [vibes]\n",
            "c",
            "must_checks",
            "unknown ids",
        ),
        (
            f"- name: d\n  {_OK}acceptable_top: [none]\n- name: d\n  {_OK}acceptable_top: [none]\n",
            "d",
            "name",
            "duplicate",
        ),
        (f"- name: e\n  {_OK}acceptable_top: [none]\n  surprise: 1\n", "e", "surprise", "Extra"),
        (
            f"- name: f\n  {_OK}acceptable_top: [partner]\n  not_first: [partner]\n",
            "f",
            "not_first",
            "also acceptable first",
        ),
        ("- name: g\n  acceptable_top: [partner]\n", "g", "rationale", "Field required"),
    ],
)
def test_bad_cases_are_rejected_naming_file_case_and_field(tmp_path, text, entry, field, says):
    path = _write(tmp_path, text)
    with pytest.raises(DataFileError) as err:
        load_panel(path)
    e = err.value
    assert e.path == str(path) and e.entry == entry and e.field == field
    assert says in e.message
