"""What the extractor reads in a message, in the shapes the NLU tests compare."""

from __future__ import annotations

from typing import Any

from compute_advisor.rules.intake.understanding import understand


def values(message: str, answers: dict[str, Any] | None = None) -> set[tuple[str, Any, bool]]:
    """(question, value, negated) for everything the message was read to say."""
    return {
        (e.question, tuple(e.value) if isinstance(e.value, list) else e.value, e.negated)
        for e in understand(message, answers).values
    }


def of(question: str, message: str) -> set[tuple[Any, bool]]:
    """(value, negated) read for one question."""
    return {(v, n) for q, v, n in values(message) if q == question}


def positive(question: str, message: str) -> set[Any]:
    """The values read for one question, not the ones ruled out."""
    return {v for v, n in of(question, message) if not n}
