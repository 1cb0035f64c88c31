"""The conversational intake: one chat turn reads the user's words into answers, answers
domain questions from the index, asks the question that could change the advice most, and
gives the recommendation as soon as nothing left could change the top mode. No LLM: the
vocabulary, the understanding patterns, the rule engine and the index."""

from __future__ import annotations

import re
from typing import Any

import anyio

from compute_advisor.rules.errors import InvalidInput
from compute_advisor.rules.intake.understanding import Extracted, Understanding, apply, understand
from compute_advisor.rules.vocabulary import Question
from compute_advisor.service.advice import Advice, Advisor
from compute_advisor.service.api import question_data
from compute_advisor.service.i18n import Translator
from compute_advisor.service.sessions import SessionStore, TurnResult

CITED_PASSAGES = 2

_SEP = {"zh": "；", "en": "; "}
_LIST = {"zh": "、", "en": ", "}


def _t(key: str, lang: str, **kw: Any) -> str:
    return Translator(lang)(f"reply_{key}", **kw)


class Chat:
    """One chat turn at a time, over the session store; every front end's chat calls `turn`."""

    def __init__(self, advisor: Advisor, store: SessionStore) -> None:
        self.advisor = advisor
        self.store = store
        self.vocab = advisor.vocab

    async def turn(self, session_id: str | None, message: str, lang: str | None) -> dict[str, Any]:
        # PostgreSQL text cannot hold NUL; it carries no meaning in a message anyway.
        message = (message or "").replace("\x00", "").strip()
        if not message:
            raise InvalidInput(
                "message must contain text",
                field="message",
                allowed="a non-empty string of at most 4000 characters",
            )
        if session_id is None:
            session_id = (await self.store.create({}, lang=lang or _guess_lang(message))).id

        async def step(answers: dict[str, Any], last: dict | None, session_lang: str) -> TurnResult:
            return await anyio.to_thread.run_sync(
                self._step, answers, last, lang or session_lang, message, lang is not None
            )

        result = await self.store.converse(session_id, step)
        return {"session_id": session_id, **result.response}

    def _step(
        self, answers: dict[str, Any], last: dict | None, lang: str, message: str, lang_fixed: bool
    ) -> TurnResult:
        u = understand(message, answers, lang_hint=lang)
        if not lang_fixed:
            lang = u.lang
        pending = (last or {}).get("next_question")
        u = _answer_pending(u, message, self.vocab.by_id.get(pending) if pending else None)
        parts: list[str] = []
        try:
            new_answers = apply(answers, u)
        except InvalidInput as exc:
            new_answers = answers
            parts.append(_t("invalid", lang) + exc.message)
        parts += self._acknowledge(u, answers, new_answers, lang)

        citations: list[dict[str, Any]] = []
        if u.is_question:
            hits = self.advisor.searcher.search(message, k=CITED_PASSAGES)
            citations = [h.to_dict() for h in hits]
            if citations:
                quoted = " ".join(f"「{c['text']}」" for c in citations)
                parts.append(_t("found", lang) + quoted)
            else:
                parts.append(_t("no_passage", lang))
        elif not u.values and not parts:
            parts.append(_t("not_understood", lang))

        advice = self.advisor.advise(new_answers, lang)
        next_qid, settled = self.advisor.next_question(self.vocab.applicable(advice.answers))
        recommend = advice.top_mode is not None and (settled or next_qid is None)
        if recommend:
            parts.append(self._summary(advice, lang))
        next_q = self.vocab.by_id[next_qid] if next_qid else None
        if next_q is not None:
            parts.append(self._ask(next_q, lang, refine=recommend))

        reply = "\n".join(parts)
        understood = [
            {"question": e.question, "value": e.value, "text": e.text, "negated": e.negated} for e in u.values
        ]
        recommendation = advice.model_dump(mode="json") if recommend else None
        response = {
            "lang": lang,
            "reply": reply,
            "understood": understood,
            "answers": advice.answers,
            "next_question": question_data(next_q, lang) if next_q else None,
            "citations": citations,
            "recommendation": recommendation,
        }
        return TurnResult(
            answers=new_answers,
            user_text=message,
            user_data={"understood": understood, "lang": lang},
            reply_text=reply,
            reply_data={
                "next_question": next_qid,
                "top_mode": advice.top_mode,
                "citations": [c["passage_id"] for c in citations],
                "recommended": recommend,
            },
            decision=recommendation,
            rule_base_version=advice.rule_base_version,
            corpus_hash=advice.corpus_hash,
            response=response,
        )

    # -- wording --------------------------------------------------------------------------

    def _acknowledge(self, u: Understanding, old: dict, new: dict, lang: str) -> list[str]:
        added, removed, corrected = [], [], []
        for qid in self.vocab.by_id:
            if qid not in new and qid not in old:
                continue
            label = self.vocab.by_id[qid].label.get(lang)
            if qid not in new:
                removed.append(label)
            elif qid not in old:
                added.append(
                    f"{label}：{self.vocab.describe_answer(qid, new[qid], lang)}"
                    if lang == "zh"
                    else f"{label}: {self.vocab.describe_answer(qid, new[qid], lang)}"
                )
            elif old[qid] != new[qid]:
                before = self.vocab.describe_answer(qid, old[qid], lang)
                after = self.vocab.describe_answer(qid, new[qid], lang)
                corrected.append(f"{label} {before} → {after}")
        out = []
        if added:
            out.append(_t("noted", lang) + _SEP[lang].join(added))
        if corrected:
            out.append(_t("corrected", lang) + _SEP[lang].join(corrected))
        if removed:
            out.append(_t("removed", lang) + _LIST[lang].join(removed))
        return out

    def _summary(self, advice: Advice, lang: str) -> str:
        top = advice.top()
        assert top is not None
        text = _t("recommend", lang, mode=top.title)
        if top.reasons:
            text += " " + top.reasons[0].text
        others = [m.title for m in advice.modes if m.suitable and m.id != top.id]
        if others:
            text += " " + _t("also", lang, modes=_LIST[lang].join(others))
        if advice.checks:
            text += " " + _t("checks", lang, checks=_LIST[lang].join(c.title for c in advice.checks[:5]))
        return text

    def _ask(self, q: Question, lang: str, *, refine: bool) -> str:
        label = q.label.get(lang)
        text = _t("refine" if refine else "ask", lang, label=label)
        if not refine:
            text += " " + q.help.get(lang)
            if q.options:
                text += " " + _t(
                    "options", lang, options=_LIST[lang].join(o.label.get(lang) for o in q.options)
                )
        return text


_NUMBER = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*$")


def _answer_pending(u: Understanding, message: str, pending: Question | None) -> Understanding:
    """A bare reply to the question just asked ("13", "2", an option's label) answers it."""
    if pending is None or u.values or u.is_question:
        return u
    text = message.strip()
    value: Any = None
    m = _NUMBER.match(text)
    if pending.type == "number" and m:
        value = float(m.group(1))
    elif pending.options:
        for i, o in enumerate(pending.options, 1):
            if text.lower() in (o.id, o.label.zh.lower(), o.label.en.lower(), str(i)):
                value = [o.id] if pending.type == "multi" else o.id
                break
    if value is None:
        return u
    return Understanding(
        values=[Extracted(pending.id, value, text)],
        lang=u.lang,
        is_question=False,
        corrections=[],
        correction_cue=False,
    )


def _guess_lang(message: str) -> str:
    return "zh" if any("\u4e00" <= ch <= "\u9fff" for ch in message) else "en"
