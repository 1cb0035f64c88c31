"""The one straight path from answers to advice.

answers → validated intake → task baseline → rule engine (forward chaining) → decision →
evidence for every conclusion from the index → one `Advice`. The API, the CLI, the pages and the chat all call
`Advisor.advise`; JSON, Markdown and HTML are rendered from the `Advice` it returns."""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from typing import Any, Literal, Protocol

from pydantic import BaseModel, model_validator

from compute_advisor.index.citations import Citer
from compute_advisor.index.evidence import EvidenceIndex, evidence_owners
from compute_advisor.rules import decision as decision_core
from compute_advisor.rules import engine
from compute_advisor.rules import quotes as Q
from compute_advisor.rules.cost.estimate import estimate_from_answers
from compute_advisor.rules.cost.listing import sig
from compute_advisor.rules.vocabulary import Vocabulary, load_vocabulary
from compute_advisor.rules.whatif import WhatIf
from compute_advisor.service.citing import (
    Citation,
    CitationRef,
    CitedPassage,
    Cites,
    Source,
    SourceRef,
    built,
    link,
    merged,
    number_refs,
    walk,
)

__all__ = ["Advice", "Advisor", "Citation", "CitationRef", "CitedPassage", "Reason", "Source", "SourceRef"]

# A mode's or check's own list: its quote and its reasons' quotes, at most this many.
CITATIONS_PER_CONCLUSION = 3
# Claims are rule statements and decision lines (a fixed set); the bound guards free text.
MAX_CACHED_CLAIMS = 4096


class SearchHit(Protocol):
    passage_id: str
    score: float

    def to_dict(self) -> dict[str, Any]: ...


class Searcher(Protocol):
    """What the advisor needs from the index: `index.retriever.Retriever` satisfies it."""

    def search(self, query: str, k: int = 5) -> list[Any]: ...


class Reason(BaseModel):
    rule_id: str
    text: str
    delta: float | None = None
    criterion: str | None = None  # the fit criterion a score rule speaks to
    # The rule's own quote first, then at most one related passage (refs to `Advice.passages`);
    # empty with `judgement` when the rule rests on no source.
    citations: list[CitationRef] = []
    judgement: bool = False


class ModeAdvice(BaseModel):
    id: str
    title: str
    summary: str
    suitable: bool
    score: float
    reasons: list[Reason]
    excluded_by: list[Reason]
    citations: list[CitationRef]
    fit: Literal["strong", "possible", "poor", "excluded"] = "possible"
    pros: list[Reason] = []
    cons: list[Reason] = []
    cost_to_target: float | None = None  # estimated cost to reach the target, owned hardware as paid


class CostRange(BaseModel):
    low: float
    expected: float
    high: float
    currency: str


class Decision(BaseModel):
    """The decision block, first on every front end (rules/decision.py)."""

    top: str | None
    runner_up: str | None
    confidence: Literal["clear", "close", "tied", "open", "none"]
    why: list[str]
    why_not_runner_up: str
    deciding: list[str]
    cost_range: dict[str, CostRange]
    swap: list[dict[str, Any]]  # {question, from, to}: one answer that would swap the top two
    # What each line rests on (evidence helper): one list per `why` line, in the same order (a
    # pro's own citations; the cost line the cost-to-target quote), and the why-not line's.
    why_citations: list[list[CitationRef]] = []
    why_not_citations: list[CitationRef] = []


class CheckAdvice(BaseModel):
    id: str
    title: str
    summary: str
    dimension: str
    dimension_title: str
    why: str
    reasons: list[Reason]
    citations: list[CitationRef]


class MissingQuestion(BaseModel):
    id: str
    title: str
    could_change: list[str]


class Firing(BaseModel):
    rule_id: str
    level: int
    matched: dict[str, Any]
    conclusion: str


class Advice(BaseModel):
    lang: str
    answers: dict[str, Any]
    ignored: list[str]
    top_mode: str | None
    derived: list[str]
    modes: list[ModeAdvice]
    checks: list[CheckAdvice]
    trace: list[Firing]
    missing: list[MissingQuestion]
    estimate: dict[str, Any] | None = None
    rule_base_version: str
    corpus_hash: str
    baseline: dict[str, Any] | None = None
    decision: Decision | None = None
    # Every passage the answer cites, once, numbered as its footnotes; citations refer to them.
    passages: list[CitedPassage] = []
    sources: list[SourceRef] = []  # the [S#] sources cited anywhere in the answer, listed once

    @model_validator(mode="after")
    def _linked(self) -> Advice:
        # Read back from JSON: each citation ref finds its passage again.
        link(walk(self), self.passages)
        return self

    def mode(self, mode_id: str) -> ModeAdvice:
        return next(m for m in self.modes if m.id == mode_id)

    def top(self) -> ModeAdvice | None:
        """The recommended mode, or None while nothing answered speaks for any mode."""
        return self.mode(self.top_mode) if self.top_mode else None


class Advisor:
    """Holds the vocabulary, the rule engine and the index; answers are turned into advice here
    and nowhere else. Each claim cites its own quote (resolved to a passage when the knowledge
    loads); the one optional related passage per claim is looked up once per claim and
    cached, so a recommendation never embeds anything at request time once warmed."""

    def __init__(
        self,
        searcher: Searcher,
        corpus_hash: str,
        vocabulary: Vocabulary | None = None,
        what_if_cache: int = 2048,
    ) -> None:
        self.vocab = vocabulary or load_vocabulary()
        self.searcher = searcher
        self.corpus_hash = corpus_hash
        self.rules = engine.rule_base()
        passages = getattr(searcher, "passages", [])
        self.citer = Citer(EvidenceIndex(passages), searcher if passages else None)
        if passages:
            # Quotes resolve when the knowledge loads; `advisor rules check` fails on these.
            report = self.citer.evidence.check(evidence_owners(self.rules.rules, self.vocab))
            for owner in report.unresolved:
                logging.getLogger("advisor").warning("evidence not found: %s", owner.label())
        self._cites = Cites()
        # (rule id, its Chinese statement, language) → a reason's fields but its citations.
        self._reason_fields: dict[tuple[str, str, str], dict[str, Any]] = {}
        # (quote, claim, supports) → the refs' fields of what the citer chose: the same few
        # hundred claims come back on every request, so the choice is made once (bounded against
        # free-text claims).
        self._cited: dict[tuple[str | None, str | None, str | None], tuple[dict[str, Any], ...]] = {}
        # The questions the rules read (the sizing ones through the task baseline's facts): a
        # walk over every rule, the same for the advisor's life, not one per request.
        used = self.rules.questions_used() | decision_core.SIZING_QUESTIONS
        self.whatif = WhatIf(self.vocab, used, what_if_cache)

    @property
    def rule_base_version(self) -> str:
        return self.rules.version

    def warm_up(self) -> int:
        """Look up the related passage of every rule's claim now, not on the first request.
        Returns how many claim queries were cached."""
        cached = self.citer.warm([r.statement.zh for r in self.rules.rules if r.evidence])
        engine.evaluate({})
        return cached

    def cite(
        self, quote: str | None, claim: str | None = None, supports: str | None = None
    ) -> list[CitationRef]:
        """Citations of any claim (a decision line too): `quote` first, then one related
        passage for `claim` above the bar; `supports`: the mode the claim speaks for. Refs,
        linked to the answer's passage list when the answer is numbered."""
        key = (quote, claim, supports)
        cited = self._cited.get(key)
        if cited is None:
            cited = self._cites.prepared(self.citer.cite(quote, claim, supports))
            if len(self._cited) < MAX_CACHED_CLAIMS:
                self._cited[key] = cited
        return self._cites.built(cited)

    def _reason(self, r: Any, lang: str, supports: str | None = None) -> Reason:
        """A reason with its own citations; `supports`: the mode it speaks for, if any."""
        # Built from the engine's typed record: nothing to validate (hundreds per answer). The
        # fields other than the citations are the rule's, the same on every request.
        key = (r.rule_id, r.text.zh, lang)
        fields = self._reason_fields.get(key)
        if fields is None:
            fields = {
                "rule_id": r.rule_id,
                "text": r.text.get(lang),
                "delta": r.delta,
                "criterion": r.criterion,
                "citations": [],
                "judgement": r.evidence is None,
            }
            if len(self._reason_fields) < MAX_CACHED_CLAIMS:
                self._reason_fields[key] = fields
        return built(Reason, {**fields, "citations": self.cite(r.evidence, r.text.zh, supports)})

    # -- the path ----------------------------------------------------------------------

    def advise(
        self, raw_answers: Mapping[str, Any] | None, lang: str = "zh", *, with_missing: bool = True
    ) -> Advice:
        answers = self.vocab.validate_answers(raw_answers)
        applicable = self.vocab.applicable(answers)
        ignored = sorted(set(answers) - set(applicable))
        baseline, ev = decision_core.assess(applicable, lang)
        decided = decision_core.decide(applicable, ev, baseline)
        modes = [self._mode(ev.mode(f.id), lang, f) for f in decided.ranking]
        checks = [self._check(c, lang) for c in ev.checks]
        missing = self.missing(applicable, lang) if with_missing else []
        suitable = [m.id for m in ev.modes if m.suitable]
        estimate = _estimate_of(baseline, applicable, suitable, lang) if suitable else None
        shown_baseline = baseline.to_dict(lang)  # shown in every answer; scale None = not sized yet
        block = self._cited_decision(decided, modes, lang)
        # Every field named, in the model's order (JSON follows it), the passages and sources
        # once the answer is numbered: `built`.
        advice = built(
            Advice,
            {
                "lang": lang,
                "answers": answers,
                "ignored": ignored,
                "top_mode": decided.top,
                "derived": list(ev.derived),
                "modes": modes,
                "checks": checks,
                "trace": [_firing(f) for f in ev.trace],
                "missing": missing,
                "estimate": estimate,
                "rule_base_version": self.rules.version,
                "corpus_hash": self.corpus_hash,
                "baseline": shown_baseline,
                "decision": block,
                "passages": [],
                "sources": [],
            },
        )
        advice.passages, advice.sources = number_refs(walk(advice), self._cites.passage)
        return advice

    def _cited_decision(self, decided: Any, modes: list[ModeAdvice], lang: str) -> Decision:
        """The decision block with a citation list per line. A why line that is one of the top
        mode's pros cites what that pro cites; the cost line cites the cost-to-target quote. The
        why-not line rests on the cost comparison (when both modes are costed) and on the
        runner-up's first con (its own quote only)."""
        # Built from the decision's own record, not validated again: its fields as validation
        # would leave them (each cost range's figures as floats).
        fields = decided.to_dict(lang)
        fields["cost_range"] = {
            mode: built(
                CostRange,
                {
                    "low": float(r["low"]),
                    "expected": float(r["expected"]),
                    "high": float(r["high"]),
                    "currency": r["currency"],
                },
            )
            for mode, r in fields["cost_range"].items()
        }
        block = built(Decision, {**fields, "why_citations": [], "why_not_citations": []})
        if decided.top is None:
            return block
        shown = {m.id: m for m in modes}
        top = decided.fit(decided.top)
        pros = {r.rule_id: r for r in shown[decided.top].pros}
        by_text = {r.text: pros.get(r.rule_id) for r in top.pros}
        block.why_citations = [
            list(pro.citations)
            if (pro := by_text.get(line)) is not None
            # The one why line that is not a pro compares the cost to reach the target.
            # Its text carries this team's figures: cited by its quote alone, no retrieval.
            else self.cite(Q.DECISION_COST, None, decided.top)
            for line in decided.why
        ]
        if decided.runner_up is not None and decided.why_not_runner_up is not None:
            runner = decided.fit(decided.runner_up)
            cost = (
                self.cite(Q.DECISION_COST, None, decided.top)
                if top.cost is not None and runner.cost is not None
                else []
            )
            cons = {r.rule_id: r for r in shown[decided.runner_up].cons}
            con = cons.get(runner.cons[0].rule_id) if runner.cons else None
            block.why_not_citations = merged(cost, con.citations[:1] if con else [])
        return block

    def _mode(self, outcome: Any, lang: str, fit: Any) -> ModeAdvice:
        """The mode as the engine found it and as the decision sees it (`fit`: its ModeFit)."""
        mode = self.vocab.modes_by_id[outcome.id]
        # A reason that raises the mode must not cite a passage arguing for another mode.
        reasons = [self._reason(r, lang, mode.id if (r.delta or 0) > 0 else None) for r in outcome.reasons]
        vetoes = [self._reason(r, lang) for r in outcome.vetoes]
        # An excluded mode is cited for what excluded it; a suitable one for what supports it.
        own = self.cite(mode.evidence, None, mode.id) if outcome.suitable else []
        leading = vetoes if not outcome.suitable else [r for r in reasons if (r.delta or 0) > 0]
        # Every field named: `built`.
        return built(
            ModeAdvice,
            {
                "id": mode.id,
                "title": mode.label.get(lang),
                "summary": mode.summary.get(lang),
                "suitable": outcome.suitable,
                "score": outcome.score,
                "reasons": reasons,
                "excluded_by": vetoes,
                "citations": merged(own, *(r.citations[:1] for r in leading), limit=CITATIONS_PER_CONCLUSION),
                **_fit_view(reasons, vetoes, fit, lambda r: self._reason(r, lang)),
            },
        )

    def _check(self, outcome: Any, lang: str) -> CheckAdvice:
        check = self.vocab.checks_by_id[outcome.id]
        reasons = [self._reason(r, lang) for r in outcome.reasons]
        sep = "；" if lang == "zh" else " "
        return built(
            CheckAdvice,
            {
                "id": check.id,
                "title": check.label.get(lang),
                "summary": check.summary.get(lang),
                "dimension": check.dimension,
                "dimension_title": self.vocab.dimensions_by_id[check.dimension].label.get(lang),
                "why": sep.join(r.text for r in reasons),
                "reasons": reasons,
                "citations": merged(
                    self.cite(check.evidence),
                    *(r.citations[:1] for r in reasons),
                    limit=CITATIONS_PER_CONCLUSION,
                ),
            },
        )

    # -- what could change the result ---------------------------------------------------

    def missing(self, answers: dict[str, Any], lang: str) -> list[MissingQuestion]:
        """Unanswered questions (whose ask_if holds) for which some answer would change the
        top mode, which modes are suitable, their ranking, or which checks apply."""
        out = []
        for qid, impact in self.whatif.impacts(answers).items():
            if impact.changes:
                q = self.vocab.by_id[qid]
                out.append(MissingQuestion(id=qid, title=q.label.get(lang), could_change=impact.changes))
        return out


def _estimate_of(
    baseline: Any, answers: dict[str, Any], suitable: list[str], lang: str
) -> dict[str, Any] | None:
    """The estimate shown with the advice: the baseline's own (one estimator run per answer
    set; sized on a domestic accelerator when that is required), narrowed to the feasible
    modes, each costed as the decision costs it (owned hardware that holds the job counted as
    paid), so the chart and the decision give one figure. When the baseline had to assume the
    training-data size, the estimator is asked as before (it declines without that answer rather
    than show an assumed input as the user's)."""
    est = baseline.estimate
    if est is None or not baseline.sized_as_answered:
        return estimate_from_answers(answers, suitable, lang)
    keep = set(suitable)
    shown = []
    for m in est["modes"]:
        if m["id"] not in keep or not m.get("applicable"):
            continue
        # The baseline's estimate only ranks modes; the shown ones get their low/high range here,
        # in the place the estimator puts it (before the rank). A mode on owned hardware counted
        # as paid keeps the estimator's spread around its own total.
        paid = decision_core.owned_as_paid(m["id"], m, baseline)
        spread = baseline.range_of[m["id"]]()
        if paid is not m:
            ratio = paid["total"] / m["total"] if m["total"] else 1.0
            spread = {k: sig(v * ratio) for k, v in spread.items()}
        shown.append({**{k: v for k, v in paid.items() if k != "rank"}, "range": spread})
    ranked = sorted(shown, key=lambda m: m["total"])
    rest = [m for m in est["modes"] if m["id"] in keep and not m.get("applicable")]
    modes = [{**m, "rank": i} for i, m in enumerate(ranked, 1)] + rest
    return {**est, "modes": modes, "cheapest": ranked[0]["id"] if ranked else None}


def _firing(f: Any) -> Firing:
    # Built from the engine's own typed record: no text to render, nothing to re-validate. The
    # matched values are the firing's own dict, made for this evaluation and read only.
    return built(
        Firing,
        {"rule_id": f.rule_id, "level": f.level, "matched": f.matched, "conclusion": f.conclusion},
    )


def _fit_view(
    reasons: list[Reason], vetoes: list[Reason], fit: Any, reason: Callable[[Any], Reason]
) -> dict[str, Any]:
    """The decision's view of one mode: fit label, reasons split into pros and cons, cost."""
    # The same Reason objects as `reasons` / `excluded_by`, regrouped (no second rendering).
    shown = {r.rule_id: r for r in (*reasons, *vetoes)}
    return {
        "fit": fit.label,
        "pros": [shown.get(r.rule_id) or reason(r) for r in fit.pros],
        "cons": [shown.get(r.rule_id) or reason(r) for r in fit.cons],
        "cost_to_target": round(fit.cost) if fit.cost is not None else None,
    }
