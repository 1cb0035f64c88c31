"""The results page's view of an `Advice`: it reads the decision block (cost ranges included),
fit labels, pros and cons, each reason's criterion and the footnote order from the advice, and
derives them only where the data can be absent (no decision block, a rule without a criterion,
a citation without a number)."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import Field

from compute_advisor.service import results_cost
from compute_advisor.service import results_view as rv
from compute_advisor.service.advice import Advice, Citation, ModeAdvice, Reason
from compute_advisor.service.citing import walk
from compute_advisor.service.i18n import Translator
from tests.profiles import QUESTIONNAIRE

FULL = {**QUESTIONNAIRE, "dataset_tokens_b": 2}


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


def test_the_decision_card_reads_the_advice_decision_block(today) -> None:
    t = Translator("zh")
    costs = rv.estimate_costs(today.estimate)
    d = rv.decision_view(today, t, costs)
    block = today.decision
    assert d["top"].id == block.top == today.top_mode
    assert d["runner"].id == block.runner_up and d["confidence"] == block.confidence != "none"
    assert d["why"] == block.why[: rv.MAX_WHY] and d["why_not"] == block.why_not_runner_up
    # The card shows the decision's cost range for the top mode, not the estimate's point figure.
    rng = block.cost_range[block.top]
    assert rng.low < rng.high and d["cost"] == rv.cost_text(rng, "zh")
    assert "–" in d["cost"] and d["cost"].endswith("CNY")
    assert d["deciding"] == [{"text": x, "href": None, "anchor": None} for x in block.deciding]
    base = today.baseline
    assert d["baseline"].startswith(f"任务基线：{base['gpus']} 张 {base['gpu']}")
    assert f"{base['run_days']:.1f} 天" in d["baseline"] and "有效卡时" in d["baseline"]


def test_without_a_decision_block_the_top_two_modes_are_read_as_one(today) -> None:
    """The derived fallback, for an advice that carries no decision block (older records)."""
    t = Translator("zh")
    advice = today.model_copy(update={"decision": None})
    costs = rv.estimate_costs(advice.estimate)
    d = rv.decision_view(advice, t, costs)
    feasible = [m for m in advice.modes if m.suitable]
    assert d["top"].id == advice.top_mode == feasible[0].id
    assert d["runner"].id == feasible[1].id
    assert d["confidence"] in ("clear", "close", "tied")
    assert 1 <= len(d["why"]) <= rv.MAX_WHY and d["why_not"]
    assert d["cost"] == rv.cost_text(costs[advice.top_mode], "zh") and d["cost"].startswith("≈ ")


def test_few_answers_give_no_decision(advisor) -> None:
    advice = advisor.advise({"task_type": "pretraining"}, "zh")
    assert advice.decision.confidence == "none"
    d = rv.decision_view(advice, Translator("zh"), {})
    assert d["top"] is None and d["confidence"] == "none" and d["why"] == []


def test_a_decision_block_and_fit_labels_are_used_as_given(today) -> None:
    data = today.model_dump()
    runner = [m["id"] for m in data["modes"] if m["suitable"]][2]  # not the derived runner-up
    last = max(
        (c.n for m in today.modes for r in (*m.reasons, *m.excluded_by) for c in r.citations), default=0
    )
    last = max(
        [last, *(c.n for m in today.modes for c in m.citations), *(c.n for c in today.checks[0].citations)]
    )
    for m in data["modes"]:
        m["fit"] = "poor" if m["suitable"] else "excluded"
        m["pros"] = [
            {"rule_id": "M500", "text": "own pro", "citations": [_cite("p9", last + 1, "quoted span")]}
        ]
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
    assert d["deciding"] == [{"text": "measure throughput", "href": None, "anchor": None}]
    notes = rv.Footnotes()
    table = rv.comparison(advice, t, notes, {})
    assert {c["fit"] for c in table["columns"]} == {"poor"}
    pro = table["columns"][0]["cells"]["billing"][0]  # M500 weighs billing against the budget
    assert pro["text"] == "own pro" and pro["notes"][0].quote == "quoted span"
    # Numbered after the passages the advice numbered before it, whatever order the page marks them in.
    assert [n.passage_id for n in notes.ordered()][-1] == "p9" and pro["notes"][0].n == len(notes.notes)


def test_footnotes_number_each_passage_once_in_the_advice_order(today) -> None:
    notes = rv.Footnotes()
    rv.comparison(today, Translator("zh"), notes, {})
    rv.checklist(today, [], notes)
    ordered = notes.ordered()
    # Closed up to 1..k although the page folds away some of the answer's cited passages...
    assert [n.n for n in ordered] == list(range(1, len(ordered) + 1))
    assert len({n.passage_id for n in ordered}) == len(ordered)
    # ...and in the answer's own order (Citation.n).
    given = {c.passage_id: c.n for c in walk(today)}
    assert [given[n.passage_id] for n in ordered] == sorted(given[n.passage_id] for n in ordered)
    # The source list is the answer's, narrowed to the sources of the passages shown.
    shown = notes.sources(today.sources)
    assert shown and {s.ref for s in shown} == {r for n in ordered for r in n.refs}
    assert [s.ref for s in shown] == [s.ref for s in today.sources if s in shown]


def test_each_reason_lands_on_the_criterion_its_rule_names() -> None:
    assert rv.criterion_of("M431") == "ops"  # the rule's own criterion
    assert rv.criterion_of("M70") == "hardware"  # reads baseline facts only: no question to guess from
    assert rv.criterion_of("M431", "billing") == "billing"  # the reason's own criterion wins
    # A rule naming no criterion (a veto) is placed by the questions it reads.
    assert rv.criterion_of("M11") == "compliance" and rv.criterion_of("M21") == "workload"
    assert [c["id"] for c in rv.criteria("en")][:2] == ["compliance", "scale"]
    assert rv.criteria("zh")[0]["label"] == "合规"


def test_trace_is_in_the_page_language(today) -> None:
    rows = rv.trace_rows(today, "en")
    d01 = next(r for r in rows if r["rule_id"] == "D01")
    assert d01["then"] == "conclude: training workload" and "Task type" in d01["when"]
    assert all("fact " not in r["then"] for r in rows)


def test_assumption_inputs_take_percentages_and_name_a_bad_field() -> None:
    from compute_advisor.rules.errors import InvalidInput

    inputs, shown = results_cost.assumption_inputs({"utilization": "55%", "mfu": "", "gpu_type": "a100_80gb"})
    assert inputs == {"utilization": 0.55, "gpu_type": "a100_80gb"} and shown["utilization"] == "55"
    with pytest.raises(InvalidInput) as err:
        results_cost.assumption_inputs({"price_per_gpu_hour": "cheap"})
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
