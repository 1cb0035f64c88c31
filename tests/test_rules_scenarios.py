"""Every scenario case in rules/cases/scenarios.yaml against the real rule engine, and the
case loader's validation."""

from __future__ import annotations

from pathlib import Path

import pytest

from compute_advisor.rules.engine import evaluate
from compute_advisor.rules.errors import DataFileError
from compute_advisor.rules.scenarios import cases_by_rule, load_scenarios

CASES = load_scenarios()


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_scenario(case):
    ev = evaluate(case.given)
    assert case.mismatches(ev) == [], case.note or case.name


def test_there_are_enough_realistic_and_partial_cases():
    assert len(CASES) >= 24
    partial = [c for c in CASES if len(c.given) < 5]
    assert len(partial) >= 5
    tops = {c.expect.top for c in CASES}
    assert {"self_built", "partner", "serverless_api", "private_deployment", "appliance"} <= tops


def test_cases_show_which_rules_they_exercise():
    by_rule = cases_by_rule()
    assert "bank_fine_tunes_13b_on_premises_without_ops" in by_rule["M03"]
    assert "partial_nothing_answered" in by_rule["C01"]


def _write(tmp_path: Path, text: str) -> Path:
    p = tmp_path / "cases.yaml"
    p.write_text(text, encoding="utf-8")
    return p


@pytest.mark.parametrize(
    ("text", "entry", "field", "says"),
    [
        (
            "- name: a\n  given: {task_type: gaming}\n  expect: {top: partner}\n",
            "a",
            "given.task_type",
            "must be one of",
        ),
        ("- name: b\n  given: {}\n  expect: {top: cloud}\n", "b", "expect.top", "unknown ids ['cloud']"),
        (
            "- name: c\n  given: {}\n  expect: {top: null, checks_include: [vibes]}\n",
            "c",
            "expect.checks_include",
            "unknown ids",
        ),
        (
            "- name: d\n  given: {}\n  expect: {top: null}\n- name: d\n  given: {}\n  expect: {top: null}\n",
            "d",
            "name",
            "duplicate",
        ),
        ("- name: e\n  given: {}\n  expect: {top: null, surprise: 1}\n", "e", "expect.surprise", "Extra"),
        (
            "- name: f\n  given: {}\n  expect: {top: partner, unsuitable: [partner]}\n",
            "f",
            "expect.top",
            "also listed as unsuitable",
        ),
    ],
)
def test_bad_cases_are_rejected_naming_file_case_and_field(tmp_path, text, entry, field, says):
    path = _write(tmp_path, text)
    with pytest.raises(DataFileError) as err:
        load_scenarios(path)
    e = err.value
    assert e.path == str(path) and e.entry == entry and e.field == field
    assert says in e.message
