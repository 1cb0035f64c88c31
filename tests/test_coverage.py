"""Coverage of the rule base over the whole answer space (backs `advisor rules check`)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from compute_advisor.rules import checks, derive, fit, modes
from compute_advisor.rules.base import RuleModule, build_rule_base
from compute_advisor.rules.coverage import check_coverage
from compute_advisor.rules.model import all_of, always, answer, fact, score, veto


@pytest.fixture(scope="module")
def full_report():
    """One walk over every complete answer set (~35 s here), shared by the tests that read it."""
    return check_coverage()


@pytest.mark.slow  # walks every complete answer set: `make test`, not `make check`
def test_the_rule_base_has_no_coverage_violations(full_report):
    report = full_report
    assert report.ok, report.text()
    assert report.complete_inputs == 5 * 3 * 16 * 3 * 3 * 3 * 3  # every choice and subset
    assert report.inputs_checked > report.complete_inputs  # plus partial answers
    assert len(report.rules_fired) == report.rules_total
    text = report.text()
    assert "OK: no violations" in text and report.version in text


def _base_with(*extra):
    mods = [RuleModule.of(derive), RuleModule.of(modes), RuleModule.of(fit), RuleModule.of(checks)]
    mods[1] = replace(mods[1], rules=mods[1].rules + tuple(extra))
    return build_rule_base(mods)


def test_coverage_reports_inputs_left_without_any_suitable_mode():
    # Vetoing the modes that keep data on premises when there are no ops staff leaves teams
    # whose data may not leave with no mode at all.
    base = _base_with(
        veto("M91", answer("ops_capacity", "none"), "self_built", zh="z", en="e", evidence="q"),
        veto("M92", answer("ops_capacity", "none"), "private_deployment", zh="z", en="e", evidence="q"),
        veto("M93", answer("ops_capacity", "none"), "appliance", zh="z", en="e", evidence="q"),
    )
    report = check_coverage(base=base, complete_sample=300, partial_sample=50)
    assert not report.ok
    assert any(v.startswith("no suitable mode for") for v in report.violations), report.text()
    assert "FAILED" in report.text()


def test_coverage_reports_rules_that_can_never_fire():
    never = score(
        "M94",
        all_of(answer("task_type", "inference"), fact("training_workload")),
        "partner",
        1,
        criterion="ops",
        zh="z",
        en="e",
        evidence="q",
    )
    report = check_coverage(base=_base_with(never), complete_sample=300, partial_sample=50)
    assert any("never fire" in v and "M94" in v for v in report.violations)


def test_coverage_reports_complete_answers_without_a_recommendation():
    # Ruling every mode out whatever the answers leaves nothing to recommend.
    downs = [
        veto(f"M9{i}", always(), m, zh="z", en="e", evidence="q")
        for i, m in enumerate(
            [
                "self_built",
                "online_model_api",
                "partner",
                "serverless_api",
                "private_deployment",
                "appliance",
                "hosted_compute",
            ]
        )
    ]
    report = check_coverage(base=_base_with(*downs), complete_sample=100, partial_sample=0)
    assert any(v.startswith("complete answers but no recommendation") for v in report.violations)


@pytest.mark.slow  # the same walk as above
def test_the_report_gives_the_decision_figures(full_report):
    report = full_report
    text = report.text()
    assert report.tie_rate <= 0.02, text
    assert report.costly_top == report.costly_justified, text
    assert "tie rate at the top" in text and "2x the cheapest" in text
    assert sum(report.confidence.values()) == report.complete_inputs
