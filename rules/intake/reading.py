"""One chat message read as a reply to the question just asked: the extractor's values
first, then the bare-reply forms ("2", "没有", "跳过"), then, when nothing else read
anything, the semantic fallback. The chat (service/chat.py) and bench/reply_eval.py both
read replies through `read_reply`."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from compute_advisor.rules.intake.semantic import SemanticMatcher
from compute_advisor.rules.intake.understanding import Extracted, Understanding, load_understanding
from compute_advisor.rules.vocabulary import Question


@dataclass
class Reading:
    """What one message did to the question just asked."""

    u: Understanding
    skipped: str | None = None  # the pending question, skipped by the user
    missed: bool = False  # the pending question was not answered
    guessed: Extracted | None = None  # taken by meaning, not by words
    how: str = "words"  # words | form | meaning | none: what read the pending answer


def read_reply(
    u: Understanding,
    message: str,
    pending: Question | None,
    answers: dict[str, Any],
    semantic: SemanticMatcher | None = None,
) -> Reading:
    """`u` (the extractor's reading of `message`) with the pending question's bare reply
    folded in."""
    if pending is None or u.is_question:
        return Reading(u)
    extractor = load_understanding()
    if any(e.question == pending.id for e in u.values):
        current = answers.get(pending.id)
        fixed = extractor.replies.restated(message, pending, current) if u.correction_cue else None
        if fixed is None or fixed.kind != "value" or pending.type != "multi" or fixed.value:
            return Reading(u)
        # "Data has to stay in the country. Wait, no, ... So no requirements." (round 40): a reply that
        # corrects itself to none of a multi question's options holds none, whatever it named first.
        kept = [e for e in u.values if e.question != pending.id]
        return Reading(replace(u, values=[*kept, Extracted(pending.id, [], message.strip())]), how="form")
    if pending.id == "owned_gpu_kind" and (kind := extractor.chip_kind(message)) is not None:
        # "昇腾910B" names the cards asked about; it states no domestic-hardware requirement.
        kept = [e for e in u.values if e.question != "compliance"]
        return Reading(replace(u, values=[*kept, Extracted(pending.id, kind, message.strip())]), how="form")
    got = extractor.replies.read(message, pending, answers.get(pending.id))
    if got is not None and got.kind == "skip":
        return Reading(u, skipped=pending.id, how="form")
    if got is not None and got.kind == "value":
        value = got.value
        # "2T" to the tokens, "6 months" to how it is used (round 40): a bare reply answers the question
        # asked; what the extractor read of the whole of it for another question goes.
        whole = set(extractor.replies.forms(message))
        u = replace(u, values=[e for e in u.values if not set(extractor.replies.forms(e.text)) & whole])
        if pending.type == "multi" and isinstance(value, list) and value:
            extra = [Extracted(pending.id, v, message.strip()) for v in value]
        else:
            extra = [Extracted(pending.id, value, message.strip())]
        return Reading(replace(u, values=[*u.values, *extra]), how="form")
    if got is None and not u.values and semantic is not None:
        guess = semantic.match(message, pending)
        if guess is not None:
            e = Extracted(pending.id, [guess] if pending.type == "multi" else guess, message.strip())
            return Reading(replace(u, values=[e]), guessed=e, how="meaning")
    return Reading(u, missed=True, how="none")
