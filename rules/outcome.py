"""What one evaluation of the rule base yields: derived facts, each mode's reasons and vetoes,
the checks and the trace of firings. Plain data, independent of the engine that produced it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from compute_advisor.rules.base import describe_conclusion
from compute_advisor.rules.model import Rule
from compute_advisor.rules.vocabulary import Text


@dataclass(frozen=True)
class Reason:
    rule_id: str
    text: Text
    delta: float | None
    evidence: str | None
    criterion: str | None = None

    def to_dict(self, lang: str = "zh") -> dict[str, Any]:
        return {
            "rule_id": self.rule_id,
            "text": self.text.get(lang),
            "delta": self.delta,
            "criterion": self.criterion,
            "evidence": self.evidence,
        }


@dataclass(frozen=True)
class ModeOutcome:
    id: str
    suitable: bool
    score: float
    reasons: list[Reason]
    vetoes: list[Reason]

    def to_dict(self, lang: str = "zh") -> dict[str, Any]:
        return {
            "id": self.id,
            "suitable": self.suitable,
            "score": self.score,
            "reasons": [r.to_dict(lang) for r in self.reasons],
            "vetoes": [r.to_dict(lang) for r in self.vetoes],
        }


@dataclass(frozen=True)
class CheckOutcome:
    id: str
    reasons: list[Reason]

    def to_dict(self, lang: str = "zh") -> dict[str, Any]:
        return {"id": self.id, "reasons": [r.to_dict(lang) for r in self.reasons]}


@dataclass(frozen=True)
class Firing:
    """One rule firing: what it matched (answer values, derived facts) and what it concluded
    (`fact <name>`, `<mode> +2`, `veto <mode>`, `check <check>`)."""

    rule_id: str
    level: int
    matched: dict[str, Any]
    conclusion: str
    rule: Rule = field(repr=False, compare=False)

    def to_dict(self, lang: str = "zh") -> dict[str, Any]:
        return {
            "rule_id": self.rule_id,
            "level": self.level,
            "matched": dict(self.matched),
            "conclusion": self.conclusion,
            "then": describe_conclusion(self.rule, lang),
            "statement": self.rule.statement.get(lang),
        }


@dataclass(frozen=True)
class Evaluation:
    derived: list[str]
    modes: list[ModeOutcome]
    checks: list[CheckOutcome]
    trace: list[Firing]
    version: str = ""

    @property
    def top_mode(self) -> str | None:
        """The best suitable mode, or None while nothing answered speaks for any mode (its
        score is not positive), e.g. before the first answer."""
        best = self.modes[0] if self.modes else None
        return best.id if best is not None and best.suitable and best.score > 0 else None

    def mode(self, mode_id: str) -> ModeOutcome:
        return next(o for o in self.modes if o.id == mode_id)

    def to_dict(self, lang: str = "zh") -> dict[str, Any]:
        return {
            "version": self.version,
            "top_mode": self.top_mode,
            "derived": list(self.derived),
            "modes": [o.to_dict(lang) for o in self.modes],
            "checks": [o.to_dict(lang) for o in self.checks],
            "trace": [f.to_dict(lang) for f in self.trace],
        }
