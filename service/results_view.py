"""What the results page shows, built from one `Advice`: the decision card, the comparison of
the top feasible modes on named criteria, footnotes for the evidence, the checklist and the
audit trail.

The decision block (`Advice.decision`: top, runner-up, confidence, why, cost ranges), fit
labels, pros and cons (`ModeAdvice.fit/pros/cons`), each reason's criterion
(`Reason.criterion`) and the footnotes' order (`Citation.n`) come from the advice. Where the
data can be absent (an advice without a decision block, a citation without a number, a rule
without a criterion) the page derives the same thing here, and nowhere else."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from compute_advisor.rules.capabilities import load_modes
from compute_advisor.rules.engine import rule_base
from compute_advisor.rules.vocabulary import load_vocabulary
from compute_advisor.service.charts import format_amount
from compute_advisor.service.i18n import Translator

MAX_COMPARED = 3
MAX_WHY = 3
# The comparison's rows are the decision's named criteria (rules/data/modes.yaml). A reason
# whose rule names no criterion (a veto, or an older advice) is placed by the questions it reads:
# the first criterion any of its questions (own or through derived facts) hits.
GUESS_BY_QUESTIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("compliance", ("compliance",)),
    ("ops", ("ops_capacity",)),
    ("hardware", ("existing_hardware", "owned_gpus")),
    ("billing", ("budget_model",)),
    ("start", ("usage_pattern",)),
    ("scale", ("model_params_b", "dataset_tokens_b", "data_scale", "training_days")),
    ("workload", ("task_type",)),
)
# Score gap between the top two modes that makes a recommendation "clear" rather than "close".
_CLEAR_GAP = 2.0
# Checks whose measurements can overturn a close call (the source's pilot and cost-to-target).
_PILOT_CHECKS = ("pilot_test", "cost_to_target")


# -- footnotes ----------------------------------------------------------------------------------


@dataclass
class Note:
    n: int  # the number on this page
    quote: str
    where: str  # source titles, else the document and its heading path
    passage_id: str
    lang: str
    refs: list[str] = field(default_factory=list)  # the [S#] sources of the passage
    order: tuple[int, int] = (0, 0)  # (the advice's number, or after them all; first seen)


@dataclass
class Footnotes:
    """One number per distinct passage the page shows. They follow the advice's own numbers
    (`Citation.n`: order of first appearance in the whole answer), closed up to 1, 2, 3... since
    the page folds some of the answer away (modes past the top three, the comparison while
    there is no decision); a citation without a number comes after the numbered ones."""

    notes: dict[str, Note] = field(default_factory=dict)

    def mark(self, cites: Iterable[Any]) -> list[Note]:
        out = []
        for c in cites:
            note = self.notes.get(c.passage_id)
            if note is None:
                given = getattr(c, "n", 0) or 0
                note = Note(
                    0,
                    getattr(c, "quote", "") or c.text,
                    _where(c),
                    c.passage_id,
                    getattr(c, "lang", "zh"),
                    refs=list(dict.fromkeys(s.id for s in c.sources)),
                    order=(given or 1 << 30, len(self.notes)),
                )
                self.notes[c.passage_id] = note
                self._renumber()
            if note not in out:
                out.append(note)
        return out

    def _renumber(self) -> None:
        for i, note in enumerate(sorted(self.notes.values(), key=lambda x: x.order), 1):
            note.n = i

    def ordered(self) -> list[Note]:
        return sorted(self.notes.values(), key=lambda x: x.n)

    def sources(self, listed: Iterable[Any]) -> list[Any]:
        """The answer's numbered source list (`Advice.sources`), narrowed to the sources of
        the passages this page shows."""
        shown = {ref for note in self.notes.values() for ref in note.refs}
        return [s for s in listed if _get(s, "ref") in shown]


def _where(c: Any) -> str:
    titles = [s.title for s in c.sources if s.title]
    if titles:
        return "; ".join(dict.fromkeys(titles))
    return " › ".join([c.doc_title, *c.heading_path]) if c.doc_title else c.passage_id


# -- fit, pros and cons -------------------------------------------------------------------------


def fit_of(mode: Any) -> str:
    """strong | possible | poor | excluded; the advice's own label when it has one."""
    given = getattr(mode, "fit", None)
    if given:
        return str(given)
    if not mode.suitable:
        return "excluded"
    if mode.score >= 1:
        return "strong"
    return "poor" if mode.score < 0 else "possible"


def pros_cons(mode: Any) -> tuple[list[Any], list[Any]]:
    pros = getattr(mode, "pros", None)
    cons = getattr(mode, "cons", None)
    if pros is not None or cons is not None:
        return list(pros or []), list(cons or [])
    return [r for r in mode.reasons if (r.delta or 0) >= 0], [r for r in mode.reasons if (r.delta or 0) < 0]


# -- which criterion a rule speaks to -------------------------------------------------------------


@lru_cache(maxsize=4)
def _rule_questions(version: str) -> dict[str, frozenset[str]]:
    """Rule id → every question it depends on, through the facts derived rules produce."""
    rules = [r.to_dict("en") for r in rule_base().rules]
    by_fact: dict[str, set[str]] = {}
    changed = True
    while changed:  # derived facts built on derived facts: iterate to a fixed point
        changed = False
        for r in rules:
            if r["kind"] != "derive":
                continue
            qs = set(r["questions"]).union(*(by_fact.get(f, set()) for f in r["facts"]))
            have = by_fact.setdefault(r["target"], set())
            if not qs <= have:
                have |= qs
                changed = True
    return {
        r["id"]: frozenset(set(r["questions"]).union(*(by_fact.get(f, set()) for f in r["facts"])))
        for r in rules
    }


def criteria(lang: str) -> list[dict[str, str]]:
    """The comparison's rows: the decision's criteria in the data's order, labelled."""
    return [{"id": c.id, "label": c.label.get(lang)} for c in load_modes().criteria]


@lru_cache(maxsize=4)
def _declared(version: str) -> dict[str, str]:
    return {r.id: r.criterion for r in rule_base().rules if r.criterion is not None}


def criterion_of(rule_id: str, given: str | None = None) -> str | None:
    """The criterion a reason speaks to: the reason's own, else its rule's, else a guess from
    the questions the rule reads."""
    version = rule_base().version
    if given or rule_id in _declared(version):
        return given or _declared(version)[rule_id]
    qs = _rule_questions(version).get(rule_id, frozenset())
    return next((cid for cid, questions in GUESS_BY_QUESTIONS if qs & set(questions)), None)


# -- the decision -----------------------------------------------------------------------------------


def _get(obj: Any, name: str, default: Any = None) -> Any:
    if isinstance(obj, Mapping):
        return obj.get(name, default)
    return getattr(obj, name, default)


def cost_text(cost: Any, lang: str) -> str:
    """'1.2万–1.6万 CNY' from {low, expected, high, currency} (a mapping or a model), or one
    figure when there is no range."""
    if not cost:
        return ""
    cur = _get(cost, "currency", "")
    low, mid, high = _get(cost, "low"), _get(cost, "expected"), _get(cost, "high")
    if low is not None and high is not None and low != high:
        return f"{format_amount(low, lang)}–{format_amount(high, lang)} {cur}"
    return f"≈ {format_amount(mid if mid is not None else low or 0.0, lang)} {cur}"


def baseline_line(advice: Any, t: Translator) -> str:
    """One line of the task baseline (GPUs, days, GPU-hours) the costs rest on: the advice's
    own baseline (`Advice.baseline`) when the job is sized, else the estimate's."""
    base = getattr(advice, "baseline", None) or {}
    gpus, days, hours, gpu = (_get(base, k) for k in ("gpus", "run_days", "gpu_hours", "gpu"))
    if gpus is None or days is None or hours is None:
        est = _get(advice.estimate or {}, "baseline") or {}
        compute = _get(est, "compute") or {}
        gpus, days, hours = (_get(compute, k) for k in ("gpus", "run_days", "useful_gpu_hours"))
        gpu = _get(_get(est, "gpu"), "label")
    if gpus is None or days is None or hours is None:
        return ""
    return t(
        "baseline_line",
        gpus=gpus,
        gpu=gpu if isinstance(gpu, str) and gpu else "GPU",
        days=f"{float(days):.1f}",
        hours=format_amount(float(hours), t.lang),
    )


def estimate_costs(estimate: Mapping[str, Any] | None) -> dict[str, dict[str, Any]]:
    """Mode id → {expected, currency} from the cost estimate's applicable modes."""
    if not estimate:
        return {}
    return {
        m["id"]: {"expected": m["total"], "currency": estimate["currency"]}
        for m in estimate["modes"]
        if m.get("applicable") and m.get("total") is not None
    }


def decision_view(advice: Any, t: Translator, costs: Mapping[str, Mapping[str, Any]]) -> dict[str, Any]:
    """The decision card: the advice's own decision block when it has one, else the top two
    modes read as one (the only place that derivation lives)."""
    block = getattr(advice, "decision", None)
    feasible = [m for m in advice.modes if m.suitable]
    excluded = [m for m in advice.modes if not m.suitable]
    if block is not None:
        top_id, runner_id = _get(block, "top"), _get(block, "runner_up")
        confidence = _get(block, "confidence", "none")
        why = list(_get(block, "why", []) or [])[:MAX_WHY]
        why_not = _get(block, "why_not_runner_up", "") or ""
        deciding = [{"text": str(x), "href": None, "anchor": None} for x in _get(block, "deciding", []) or []]
        ranges = _get(block, "cost_range", {}) or {}
        swap = list(_get(block, "swap", []) or [])
    else:
        top_id = advice.top_mode
        runner_id = next((m.id for m in feasible if m.id != top_id), None) if top_id else None
        confidence = _derived_confidence(advice, top_id, runner_id)
        why, why_not = _derived_why(advice, top_id, runner_id, t)
        deciding = [
            {"text": m.title, "href": f"/q/{m.id}", "anchor": None}
            for m in advice.missing
            if "top_mode" in m.could_change
        ]
        if confidence in ("close", "tied"):
            deciding += [
                {"text": c.title, "href": None, "anchor": f"#check-{c.id}"}
                for c in advice.checks
                if c.id in _PILOT_CHECKS
            ]
        ranges, swap = {}, []
    top = advice.mode(top_id) if top_id and confidence != "none" else None
    runner = advice.mode(runner_id) if runner_id and top else None
    if top is not None and not why:
        why = [top.summary]  # a decision on cost and order alone gives no reason lines
    cost_of = {
        mid: cost_text(_get(ranges, mid) or costs.get(mid), t.lang) for mid in (top_id, runner_id) if mid
    }
    return {
        "confidence": confidence if top else "none",
        "top": top,
        "runner": runner,
        "why": why,
        "why_not": why_not,
        "excluded": [(m, "；".join(r.text for r in m.excluded_by[:1])) for m in excluded],
        "feasible": feasible,
        "cost": cost_of.get(top.id, "") if top else "",
        "baseline": baseline_line(advice, t) if top else "",
        "runner_cost": cost_of.get(runner.id, "") if runner else "",
        "deciding": deciding,
        "swap": swap,
    }


def _derived_confidence(advice: Any, top_id: str | None, runner_id: str | None) -> str:
    if not top_id:
        return "none"
    if not runner_id:
        return "clear"
    gap = advice.mode(top_id).score - advice.mode(runner_id).score
    return "clear" if gap >= _CLEAR_GAP else ("close" if gap > 0 else "tied")


def _derived_why(
    advice: Any, top_id: str | None, runner_id: str | None, t: Translator
) -> tuple[list[str], str]:
    if not top_id:
        return [], ""
    top = advice.mode(top_id)
    pros, _ = pros_cons(top)
    why = [r.text for r in pros][:MAX_WHY] or [top.summary]
    if not runner_id:
        return why, ""
    runner = advice.mode(runner_id)
    _, cons = pros_cons(runner)
    if cons:
        return why, t("why_not_con", mode=runner.title, reason=cons[0].text)
    if runner.score < top.score:
        return why, t("why_not_fewer", mode=runner.title)
    return why, t("why_not_tied", mode=runner.title)


# -- the comparison -----------------------------------------------------------------------------------


def comparison(advice: Any, t: Translator, notes: Footnotes, costs: Mapping[str, Any]) -> dict[str, Any]:
    """The top feasible modes (columns) on the named criteria (rows), pros and cons apart."""
    modes = [m for m in advice.modes if m.suitable][:MAX_COMPARED]
    rows = criteria(t.lang)
    ranges = _get(getattr(advice, "decision", None), "cost_range", None) or {}
    columns = []
    for m in modes:
        pros, cons = pros_cons(m)
        cells: dict[str, list[dict[str, Any]]] = {row["id"]: [] for row in rows}
        other: list[dict[str, Any]] = []
        for kind, reasons in (("pro", pros), ("con", cons)):
            for r in reasons:
                item = {"kind": kind, "text": r.text, "notes": notes.mark(getattr(r, "citations", []) or [])}
                where = criterion_of(r.rule_id, getattr(r, "criterion", None))
                cells.get(where or "", other).append(item)
        columns.append(
            {
                "mode": m,
                "fit": fit_of(m),
                "notes": notes.mark(m.citations),
                "cells": cells,
                "other": other,
                "cost": cost_text(_get(ranges, m.id) or costs.get(m.id), t.lang),
            }
        )
    rest = [m for m in advice.modes if m.suitable][MAX_COMPARED:]
    # A criterion nothing answered speaks to for any compared mode is a row of dashes: left out.
    shown = [row for row in rows if any(col["cells"][row["id"]] for col in columns)]
    return {"columns": columns, "criteria": shown, "rest": rest}


# -- the audit trail -------------------------------------------------------------------------------------


def trace_rows(advice: Any, lang: str) -> list[dict[str, str]]:
    """Each firing as 'rule id · when → then' in the page's language."""
    rules = {r.id: r.to_dict(lang) for r in rule_base().rules}
    out = []
    for f in advice.trace:
        r = rules.get(f.rule_id)
        out.append(
            {
                "rule_id": f.rule_id,
                "when": r["when"] if r else "",
                "then": r["then"] if r else f.conclusion,
            }
        )
    return out


def checklist(advice: Any, ticked: Iterable[str], notes: Footnotes) -> dict[str, Any]:
    done = set(ticked)
    items = [{"check": c, "done": c.id in done, "notes": notes.mark(c.citations)} for c in advice.checks]
    return {"items": items, "verified": sum(1 for x in items if x["done"]), "total": len(items)}


def known_checks() -> list[str]:
    return [c.id for c in load_vocabulary().checks]
