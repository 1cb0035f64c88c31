"""Faithfulness of the citations, checked over all rules and all scenario cases (CI and
`advisor rules check`):

- every rule, mode and check quote is found verbatim in a passage (else named as NOT FOUND);
- every reason with a quote cites that quote first, and every citation carrying a quote
  contains it verbatim;
- a reason judged without a source shows no citation at all;
- a passage that argues for another mode is never shown as support for a mode."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from compute_advisor.index.evidence import EvidenceReport, evidence_owners
from compute_advisor.rules.scenarios import load_panel


@dataclass
class Faithfulness:
    evidence: EvidenceReport
    cases: int = 0
    reasons: int = 0
    quoted_reasons: int = 0  # reasons whose first citation is their own quote, found verbatim
    judgements: int = 0  # reasons resting on no source, shown with no citation
    quoted_citations: int = 0  # citations that carry a quote, which their passage contains
    related: int = 0  # retrieval-only passages added above the relevance bar
    decision_lines: int = 0  # why / why-not lines of the decision blocks
    decision_cited: int = 0  # ... of which cite a passage (the rest are judgements)
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.evidence.ok and not self.problems

    def text(self) -> str:
        pct = 100.0 * self.quoted_reasons / max(self.reasons - self.judgements, 1)
        lines = [
            self.evidence.text(),
            f"citations over {self.cases} scenario cases: {self.reasons} reasons, "
            f"{self.quoted_reasons} cite their own quote first ({pct:.1f}% of the "
            f"{self.reasons - self.judgements} with a quote), {self.judgements} judgements with no source, "
            f"{self.quoted_citations} quoted citations all containing their quote, "
            f"{self.related} related passages added by retrieval, {len(self.problems)} problems",
            f"decision lines: {self.decision_lines}, {self.decision_cited} citing what they rest on, "
            f"{self.decision_lines - self.decision_cited} judgements",
        ]
        lines += [f"  {p}" for p in self.problems[:500]]
        return "\n".join(lines)


def check_advisor(advisor: Any, lang: str = "zh") -> Faithfulness:
    """Run every scenario case through `advisor` and check every citation it shows."""
    evidence = advisor.citer.evidence
    report = Faithfulness(evidence.check(evidence_owners(advisor.rules.rules, advisor.vocab)))
    quotes = {r.id: r.evidence for r in advisor.rules.rules}
    modes = {m.id for m in advisor.vocab.modes}
    for pid, argued in evidence.stances().items():
        for unknown in sorted(argued - modes):
            report.problems.append(f"evidence_stances.yaml: {unknown!r} is not a mode (passage {pid})")
    for case in load_panel(vocab=advisor.vocab):
        report.cases += 1
        advice = advisor.advise(case.given, lang, with_missing=False)
        for m in advice.modes:
            for r in m.reasons:
                _check_reason(
                    report,
                    evidence,
                    case.name,
                    quotes.get(r.rule_id),
                    r,
                    m.id if (r.delta or 0) > 0 else None,
                )
            for r in m.excluded_by:
                _check_reason(report, evidence, case.name, quotes.get(r.rule_id), r, None)
            for c in m.citations if m.suitable else []:
                _check_side(report, evidence, case.name, f"mode {m.id}", c, m.id)
        for ck in advice.checks:
            for r in ck.reasons:
                _check_reason(report, evidence, case.name, quotes.get(r.rule_id), r, None)
        _check_decision(report, evidence, case.name, advice.decision)
    return report


def _check_decision(report: Faithfulness, evidence: Any, case: str, d: Any) -> None:
    """Decision lines: one citation list per why line, quotes contained in their passages, and
    no why line (support for the top mode) citing a passage that argues for another mode. The
    why-not line speaks against the runner-up (its con), which any passage may do."""
    if d is None or d.top is None:
        return
    if len(d.why_citations) != len(d.why):
        report.problems.append(f"{case}: decision: {len(d.why)} why lines, {len(d.why_citations)} cited")
    lines = [(c, True) for c in d.why_citations]
    lines += [(d.why_not_citations, False)] if d.why_not_runner_up else []
    for i, (cites, supports_top) in enumerate(lines):
        report.decision_lines += 1
        report.decision_cited += bool(cites)
        for c in cites:
            if c.quote and c.quote not in c.text:
                report.problems.append(f"{case}: decision line {i + 1}: {c.passage_id} lacks its quote")
            if supports_top:
                _check_side(report, evidence, case, f"decision line {i + 1}", c, d.top)


def _check_reason(
    report: Faithfulness, evidence: Any, case: str, quote: str | None, reason: Any, supports: str | None
) -> None:
    report.reasons += 1
    where = f"{case}: {reason.rule_id}"
    if quote is None:
        report.judgements += 1
        if reason.citations or not reason.judgement:
            report.problems.append(f"{where}: a judgement must show no citation and say so")
        return
    if not reason.citations or reason.citations[0].quote != quote or quote not in reason.citations[0].text:
        report.problems.append(f"{where}: does not cite its own quote first")
    else:
        report.quoted_reasons += 1
    for c in reason.citations:
        if c.quote:
            if c.quote in c.text:
                report.quoted_citations += 1
            else:
                report.problems.append(f"{where}: citation {c.passage_id} does not contain its quote")
        else:
            report.related += 1
        if supports:
            _check_side(report, evidence, case, reason.rule_id, c, supports)


def _check_side(report: Faithfulness, evidence: Any, case: str, who: str, c: Any, mode: str) -> None:
    ev = evidence
    if ev.against(c.passage_id, mode):
        report.problems.append(
            f"{case}: {who} cites a passage arguing for {sorted(ev.argues_for(c.passage_id))}"
        )


def check_all(settings: Any) -> Faithfulness:
    """The check `advisor rules check` runs: the real index and advisor, all scenario cases."""
    from compute_advisor.service.app import open_advisor

    return check_advisor(open_advisor(settings))
