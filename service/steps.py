"""The questionnaire's steps: which questions are asked and in what order (only those whose
`ask_if` holds), and answers read from a posted form with messages for the person filling
it in."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from compute_advisor.rules.errors import InvalidInput, NotFound
from compute_advisor.rules.vocabulary import Question, load_vocabulary
from compute_advisor.service.i18n import Translator


def question(qid: str) -> Question:
    q = load_vocabulary().by_id.get(qid)
    if q is None:
        raise NotFound(f"no question {qid!r}", field="question")
    return q


def askable(answers: dict[str, Any]) -> list[Question]:
    """The questions counted as steps: those asked now, and those that still may be (an
    `ask_if` on a question not answered yet). Counting the latter keeps "step i of n" from
    jumping up when an answer opens a follow-up question; n only falls when one rules it out."""
    vocab = load_vocabulary()
    return [
        q
        for q in vocab.questions
        if vocab.is_asked(q, answers) or any(answers.get(c.question) is None for c in q.ask_if)
    ]


def human_number(value: float, lang: str = "zh") -> str:
    """1000000 → '1,000,000', 0.5 → '0.5': never scientific notation on a page."""
    if value == int(value):
        return f"{int(value):,}"
    return f"{value:,.6f}".rstrip("0").rstrip(".")


def neighbour(qid: str, answers: dict[str, Any], step: int) -> Question | None:
    """The askable question after (`step`=1) or before (-1) `qid` in vocabulary order."""
    vocab = load_vocabulary()
    order = [q.id for q in vocab.questions]
    i = order.index(qid) + step
    while 0 <= i < len(order):
        q = vocab.by_id[order[i]]
        if vocab.is_asked(q, answers):
            return q
        i += step
    return None


def first_unanswered(answers: dict[str, Any]) -> Question | None:
    rest = load_vocabulary().unanswered(answers)
    return rest[0] if rest else None


# -- answers from a form ----------------------------------------------------------------------


def bounds_text(q: Question, lang: str, answers: Mapping[str, Any] | None = None) -> str:
    """The allowed range as a person reads it; a bound set by another answer (`at_most`) is named
    with that answer when it is given ("不超过模型参数规模 235")."""
    zh = lang == "zh"
    parts = []
    if q.gt is not None:
        parts.append(f"大于 {human_number(q.gt)}" if zh else f"> {human_number(q.gt)}")
    if q.ge is not None:
        parts.append(f"不小于 {human_number(q.ge)}" if zh else f"≥ {human_number(q.ge)}")
    bound = (answers or {}).get(q.at_most) if q.at_most else None
    if bound is not None:
        label = load_vocabulary().by_id[str(q.at_most)].label.get(lang)
        parts.append(
            f"不超过{label} {human_number(bound)}" if zh else f"≤ {label.lower()}, {human_number(bound)}"
        )
    elif q.le is not None:
        parts.append(f"不超过 {human_number(q.le)}" if zh else f"≤ {human_number(q.le)}")
    return ("，" if zh else " and ").join(parts)


def form_answer(q: Question, form: Any, t: Translator, answers: Mapping[str, Any] | None = None) -> Any:
    """The validated answer to `q` in a posted form, against the session's other `answers` where
    one bounds it; InvalidInput with a message for the person filling it in (which the step
    shows next to the field)."""
    values = [v.strip() for v in form.getall("value", []) if isinstance(v, str)]
    if q.type == "multi":
        raw: Any = [v for v in values if v]
    else:
        raw = values[0] if values and values[0] else None
        if raw is None:
            message = (
                t("err_choose_one")
                if q.type == "choice"
                else t("err_number", bounds=bounds_text(q, t.lang, answers))
            )
            raise InvalidInput(message, field=q.id)
    vocab = load_vocabulary()
    try:
        value = vocab.validate_answers({q.id: raw})[q.id]
        vocab.check_bounds({q.id: value}, answers or {})
    except InvalidInput as err:
        if q.type == "number":
            raise InvalidInput(t("err_number", bounds=bounds_text(q, t.lang, answers)), field=q.id) from err
        if q.type == "choice":
            raise InvalidInput(t("err_choose_one"), field=q.id) from err
        raise InvalidInput(t("invalid", message=err.message), field=q.id) from err
    return value


def prefill(raw: str | None) -> dict[str, Any]:
    """Answers handed over by a portal (`?answers=` JSON), validated."""
    if not raw:
        return {}
    try:
        data = json.loads(raw)
    except ValueError as err:
        raise InvalidInput(f"answers is not valid JSON: {err}", field="answers") from err
    return load_vocabulary().validate_answers(data)
