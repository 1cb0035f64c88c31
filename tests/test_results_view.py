"""The results page's view of an `Advice`: it reads the decision block, fit labels, pros and
cons and footnote numbers when the advice carries them, and derives the same things from
today's advice (top two modes, scores, reasons) when it does not."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import Field

from compute_advisor.service import results_view as rv
from compute_advisor.service.advice import Advice, Citation, ModeAdvice, Reason
from compute_advisor.service.i18n import Translator

FULL = {
    "task_type": "fine_tuning",
    "model_params_b": 7,
    "data_scale": "medium",
    "compliance": ["data_in_country"],
    "ops_capacity": "limited",
    "usage_pattern": "project",
    "budget_model": "either",
    "existing_hardware": "none",
    "training_days": 14,
    "dataset_tokens_b": 2,
}


class NumberedCitation(Citation):
    quote: str = ""
    lang: str = "zh"
    n: int = 0


class CitedReason(Reason):
    citations: list[NumberedCitation] = Field(default_factory=list)


class RichMode(ModeAdvice):
    fit: str | None = None
    pros: list[CitedReason] | None = None
    cons: list[CitedReason] | None = None


class RichAdvice(Advice):
    """The shape the decision and evidence helpers are adding (interfaces.md)."""

    decision: dict[str, Any] | None = None
    modes: list[RichMode]  # type: ignore[assignment]


def _cite(pid: str, n: int, quote: str) -> dict[str, Any]:
    return {
        "passage_id": pid,
        "text": "the whole passage " + quote,
        "sources": [],
        "score": 1.0,
        "n": n,
        "quote": quote,
    }


@pytest.fixture(scope="module")
def today(advisor) -> Advice:
    return advisor.advise(FULL, "zh")


def test_derived_decision_reads_the_top_two_modes(today) -> None:
    t = Translator("zh")
    costs = rv.estimate_costs(today.estimate)
    d = rv.decision_view(today, t, costs)
    feasible = [m for m in today.modes if m.suitable]
    assert d["top"].id == today.top_mode == feasible[0].id
    assert d["runner"].id == feasible[1].id
    assert d["confidence"] in ("clear", "close", "tied")
    assert 1 <= len(d["why"]) <= rv.MAX_WHY and d["why_not"]
    assert d["cost"].endswith("CNY") and d["cost"] == rv.cost_text(costs[today.top_mode], "zh")
    gpus = today.estimate["baseline"]["compute"]["gpus"]
    assert d["baseline"].startswith(f"任务基线：{gpus} 张 ") and "有效卡时" in d["baseline"]


def test_few_answers_give_no_decision(advisor) -> None:
    advice = advisor.advise({"task_type": "fine_tuning"}, "zh")
    d = rv.decision_view(advice, Translator("zh"), {})
    assert d["top"] is None and d["confidence"] == "none" and d["why"] == []


def test_a_decision_block_and_fit_labels_are_used_as_given(today) -> None:
    data = today.model_dump()
    runner = [m["id"] for m in data["modes"] if m["suitable"]][2]  # not the derived runner-up
    for m in data["modes"]:
        m["fit"] = "poor" if m["suitable"] else "excluded"
        m["pros"] = [{"rule_id": "M31", "text": "own pro", "citations": [_cite("p9", 4, "quoted span")]}]
        m["cons"] = []
    data["decision"] = {
        "top": runner,
        "runner_up": today.top_mode,
        "confidence": "tied",
        "why": ["one", "two", "three", "four"],
        "why_not_runner_up": "because",
        "deciding": ["measure throughput"],
        "cost_range": {runner: {"low": 10000, "expected": 12000, "high": 16000, "currency": "CNY"}},
        "swap": [],
    }
    advice = RichAdvice.model_validate(data)
    t = Translator("en")
    d = rv.decision_view(advice, t, rv.estimate_costs(advice.estimate))
    assert d["top"].id == runner and d["runner"].id == today.top_mode
    assert d["confidence"] == "tied" and d["why"] == ["one", "two", "three"] and d["why_not"] == "because"
    assert d["cost"] == "10K–16K CNY"
    assert d["deciding"] == [{"text": "measure throughput", "href": None}]
    notes = rv.Footnotes()
    table = rv.comparison(advice, t, notes, {})
    assert {c["fit"] for c in table["columns"]} == {"poor"}
    pro = table["columns"][0]["cells"]["billing"][0]  # M31 reads the budget question
    assert pro["text"] == "own pro" and pro["notes"][0].n == 4 and pro["notes"][0].quote == "quoted span"


def test_footnotes_number_each_passage_once_in_order_of_appearance(today) -> None:
    notes = rv.Footnotes()
    rv.comparison(today, Translator("zh"), notes, {})
    rv.checklist(today, [], notes)
    ordered = notes.ordered()
    assert [n.n for n in ordered] == list(range(1, len(ordered) + 1))
    assert len({n.passage_id for n in ordered}) == len(ordered)


def test_each_reason_lands_on_the_criterion_its_question_belongs_to() -> None:
    assert rv.criterion_of("M26") == "ops"  # thin ops ← ops_capacity
    assert rv.criterion_of("M45") == "compliance"  # in-country data ← compliance
    assert rv.criterion_of("M70") == "scale"  # long-running job ← training_days
    assert rv.criterion_of("M31") == "billing"  # capex ready ← budget_model


def test_trace_is_in_the_page_language(today) -> None:
    rows = rv.trace_rows(today, "en")
    d01 = next(r for r in rows if r["rule_id"] == "D01")
    assert d01["then"] == "conclude: training workload" and "Task type" in d01["when"]
    assert all("fact " not in r["then"] for r in rows)


def test_assumption_inputs_take_percentages_and_name_a_bad_field() -> None:
    from compute_advisor.rules.errors import InvalidInput

    inputs, shown = rv.assumption_inputs({"utilization": "55%", "mfu": "", "gpu_type": "a100_80gb"})
    assert inputs == {"utilization": 0.55, "gpu_type": "a100_80gb"} and shown["utilization"] == "55"
    with pytest.raises(InvalidInput) as err:
        rv.assumption_inputs({"price_per_gpu_hour": "cheap"})
    assert err.value.field == "price_per_gpu_hour"


def test_a_decision_given_as_a_model_reads_the_same(today) -> None:
    from pydantic import BaseModel

    class Cost(BaseModel):
        low: float
        expected: float
        high: float
        currency: str

    class Decision(BaseModel):
        top: str | None
        runner_up: str | None
        confidence: str
        why: list[str]
        why_not_runner_up: str
        deciding: list[str]
        cost_range: dict[str, Cost]
        swap: list[dict[str, Any]]

    class ModelAdvice(Advice):
        decision: Decision | None = None

    top = today.top_mode
    block = Decision(
        top=top,
        runner_up=None,
        confidence="clear",
        why=["w"],
        why_not_runner_up="",
        deciding=[],
        cost_range={top: Cost(low=1e4, expected=1.2e4, high=1.6e4, currency="CNY")},
        swap=[],
    )
    advice = ModelAdvice.model_validate({**today.model_dump(), "decision": block.model_dump()})
    t = Translator("zh")
    d = rv.decision_view(advice, t, {})
    assert d["top"].id == top and d["confidence"] == "clear" and d["cost"] == "1万–1.6万 CNY"
    assert rv.comparison(advice, t, rv.Footnotes(), {})["columns"][0]["cost"] == "1万–1.6万 CNY"
