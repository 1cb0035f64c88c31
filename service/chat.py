"""The conversational intake: one chat turn reads the user's words into answers, answers
domain questions from the index, asks the question that could change the advice most, and
gives the recommendation as soon as nothing left could change the top mode. No LLM: the
vocabulary, the understanding patterns, the rule engine and the index.

A conversation always gets somewhere: a bare reply ("2", "没有", "none") answers the
question just asked, "跳过" / "not sure" skips it for good (the advice then says what it
assumed), a reply nothing else reads is compared with the options by meaning, and no
question is asked three times in a row."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from compute_advisor.rules.errors import InvalidInput
from compute_advisor.rules.intake.reading import Reading, read_reply
from compute_advisor.rules.intake.semantic import SemanticMatcher
from compute_advisor.rules.intake.understanding import Understanding, apply, detect_language, understand
from compute_advisor.rules.vocabulary import Question
from compute_advisor.service.advice import Advice, Advisor
from compute_advisor.service.api import question_data
from compute_advisor.service.chat_text import Wording
from compute_advisor.service.sessions import SessionStore, TurnResult

CITED_PASSAGES = 2
MAX_REPEATS = 2  # turns that miss the question pending, before it is left open
MAX_ASKS = 2  # times in a row a question is asked, whatever the turns between say (issue 11)


class Chat:
    """One chat turn at a time, over the session store; every front end's chat calls `turn`."""

    def __init__(self, advisor: Advisor, store: SessionStore) -> None:
        self.advisor = advisor
        self.store = store
        self.vocab = advisor.vocab
        self.words = Wording(self.vocab)
        embedder = getattr(getattr(advisor, "searcher", None), "embedder", None)
        self.semantic = SemanticMatcher.for_embedder(embedder, self.vocab) if embedder else None

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
            session_id = (await self.store.create({}, lang=lang or detect_language(message))).id

        async def step(answers: dict[str, Any], last: dict | None, session_lang: str) -> TurnResult:
            # Inline, as recommend is: a turn is a few ms of pure Python under the GIL, and
            # worker threads running turns side by side only added GIL hand-offs (bench/load.py).
            return self._step(answers, last, lang or session_lang, message, lang is not None)

        result = await self.store.converse(session_id, step)
        return {"session_id": session_id, **result.response}

    # -- one turn -------------------------------------------------------------------------

    def _step(
        self, answers: dict[str, Any], last: dict | None, lang: str, message: str, lang_fixed: bool
    ) -> TurnResult:
        last = last or {}
        if not lang_fixed:
            lang = detect_language(message, lang)
        pending = self.vocab.by_id.get(last.get("next_question") or "")
        skipped = [q for q in last.get("skipped", []) if q in self.vocab.by_id]
        u = understand(message, answers, lang_hint=lang)
        r = read_reply(u, message, pending, answers, self.semantic)
        parts: list[str] = []
        try:
            new_answers = self._apply(answers, r.u, pending)
        except InvalidInput as exc:
            new_answers = answers
            parts.append(self.words.t("invalid", lang) + exc.message)
        if r.skipped:
            skipped.append(r.skipped)
        # A question only taken when volunteered is asked once, beside the advice it decides;
        # a reply that leaves it unanswered leaves it open (the advice then says what it assumed).
        offered = list(last.get("offered", []))
        if pending is not None and pending.id in offered:
            skipped.append(pending.id)
        skipped = [q for q in dict.fromkeys(skipped) if q not in new_answers]
        parts += self.words.acknowledge(answers, new_answers, lang)
        if r.guessed is not None:
            parts.append(self.words.guessed(r.guessed, lang))
        if r.skipped:
            parts.append(self.words.t("skipped", lang, label=pending.label.get(lang) if pending else ""))

        citations: list[dict[str, Any]] = []
        if r.u.is_question:
            citations = [h.to_dict() for h in self.advisor.searcher.search(message, k=CITED_PASSAGES)]
            parts.append(self.words.found(citations, lang))

        validated = self.vocab.validate_answers(new_answers)
        applicable = self.vocab.applicable(validated)
        next_qid, settled, open_count = self.advisor.whatif.next_question(applicable, skipped)
        # A turn that changes no answer and asks nothing is a miss of the question pending, one
        # that reads something too ("没有专门运维" rules out one option and settles nothing). A
        # domain question asked in between, or answers to other questions, use up no try; however
        # the turns go, a question is asked at most MAX_ASKS times in a row.
        progressed = new_answers != answers
        missed_turn = not (progressed or r.u.is_question)
        same = bool(next_qid) and next_qid == last.get("next_question")
        repeats = last.get("repeats", 0) + missed_turn if same else 1
        asks = last.get("asks", 1) + 1 if same else 1
        ruled_out = (
            [v.value for v in r.u.values if v.question == pending.id and v.negated]
            if pending is not None and not progressed
            else []
        )
        still_open: str | None = None
        # Asked twice in a row and answered around (other answers, domain questions): another
        # question now, this one later; with none left, or missed twice, it is left open.
        # Deferred once already, it is left open the second time.
        deferred = list(last.get("deferred", []))
        other = (
            self.advisor.whatif.next_question(applicable, [*skipped, next_qid])[0]
            if next_qid and asks > MAX_ASKS and repeats <= MAX_REPEATS and next_qid not in deferred
            else None
        )
        if other:
            deferred.append(next_qid)
            next_qid, repeats, asks = other, 1, 1
        elif next_qid and (repeats > MAX_REPEATS or asks > MAX_ASKS):
            # Asked twice and still not answered: leave it open rather than ask a third time.
            skipped.append(next_qid)
            parts.append(self.words.t("auto_skipped", lang, label=self.vocab.by_id[next_qid].label.get(lang)))
            next_qid, settled, open_count = self.advisor.whatif.next_question(applicable, skipped)
            repeats = asks = 1
        elif ruled_out and pending is not None and next_qid == pending.id and not r.u.is_question:
            # One option ruled out and the answer still open: the options left, to pick from.
            parts.append(self.words.narrowed(pending, ruled_out, lang))
        elif r.missed and pending is not None and next_qid == pending.id and not r.u.is_question:
            if r.u.values:  # said after the advice, where the question is only mentioned
                still_open = self.words.missed(self.vocab.by_id[next_qid], lang, read_other=True)
            else:
                parts.append(self.words.missed(self.vocab.by_id[next_qid], lang))
        elif not r.u.values and not r.skipped and not r.u.is_question and not parts:
            # A first message with nothing to take ("你好", "we're a start-up") is met, not refused.
            parts.append(self.words.t("welcome" if not answers and not last else "not_understood", lang))

        # The full, cited advice only when the turn recommends; a turn that asks on needs the top
        # mode alone (the what-if path: same rules and ranking, no citations).
        top = self.advisor.whatif.top(applicable)
        recommend = top is not None and (settled or next_qid is None)
        advice = self.advisor.advise(validated, lang) if recommend else None
        assumptions = (
            self.words.assumptions(advice, applicable, skipped, lang, self.advisor.whatif.top)
            if advice
            else []
        )
        if advice is not None:
            parts.append(self.words.summary(advice, lang))
            parts += [a["text"] for a in assumptions]
        # Beside the advice, an answer that would change its top comes before one that refines it.
        deciding = None
        if advice is not None and not still_open:
            deciding = self._deciding(advice, applicable, [*skipped, *offered])
            if deciding is not None:
                next_qid = deciding
                offered.append(deciding)
        next_q = self.vocab.by_id[next_qid] if next_qid else None
        if still_open and advice is not None:
            # Below the advice the question would only be mentioned: say how to answer it instead.
            parts.append(still_open)
        elif next_q is not None:
            parts.append(self.words.ask(next_q, lang, refine=recommend, deciding=deciding is not None))

        return self._result(
            answers=new_answers,
            validated=validated,
            top=top,
            advice=advice,
            message=message,
            lang=lang,
            reading=r,
            parts=parts,
            extra={
                "skipped": skipped,
                "assumptions": assumptions,
                "progress": self.words.progress(validated, skipped, open_count, lang),
                "next_question": next_q,
                "citations": citations,
                "recommend": recommend,
                "repeats": repeats,
                "asks": asks,
                "deferred": deferred,
                "offered": offered,
                # Options the reply ruled out of the question asked again: no buttons for them.
                "ruled_out": ruled_out if next_q is not None and next_q is pending else [],
            },
        )

    def _result(
        self,
        *,
        answers: dict[str, Any],
        validated: dict[str, Any],
        top: str | None,
        advice: Advice | None,
        message: str,
        lang: str,
        reading: Reading,
        parts: list[str],
        extra: dict[str, Any],
    ) -> TurnResult:
        """The turn as stored (both transcript turns, the decision record) and as answered."""
        r, next_q, citations = reading, extra["next_question"], extra["citations"]
        recommend, skipped = extra["recommend"], extra["skipped"]
        understood = [
            {"question": e.question, "value": e.value, "text": e.text, "negated": e.negated}
            for e in r.u.values
        ]
        recommendation = advice.model_dump(mode="json") if advice is not None else None
        reply = "\n".join(p for p in parts if p)
        response = {
            "lang": lang,
            "reply": reply,
            "understood": understood,
            "answers": validated,
            "skipped": [self.words.question_ref(q, lang) for q in skipped],
            "assumptions": extra["assumptions"],
            "progress": extra["progress"],
            "next_question": self._question(next_q, lang, extra["ruled_out"]) if next_q else None,
            "citations": citations,
            "recommendation": recommendation,
        }
        return TurnResult(
            answers=answers,
            user_text=message,
            user_data={"understood": understood, "lang": lang},
            reply_text=reply,
            reply_data={
                "next_question": next_q.id if next_q else None,
                "repeats": extra["repeats"],
                "asks": extra["asks"],
                "deferred": extra["deferred"],
                "offered": extra["offered"],
                "skipped": skipped,
                "top_mode": top,
                "citations": [c["passage_id"] for c in citations],
                "recommended": recommend,
                # Kept with the turn so the chat page can show them after a reload.
                "progress": response["progress"],
                "quick_replies": response["next_question"]["quick_replies"] if next_q else [],
                **({"guessed": r.guessed.question} if r.guessed else {}),
            },
            decision=recommendation,
            rule_base_version=self.advisor.rules.version,
            corpus_hash=self.advisor.corpus_hash,
            response=response,
        )

    def _apply(self, answers: dict[str, Any], u: Understanding, pending: Question | None) -> dict[str, Any]:
        new = apply(answers, u)
        # "不需要私有化" in reply to the compliance question answers it: nothing else named.
        named = pending is not None and any(e.question == pending.id for e in u.values)
        if named and pending is not None and pending.type == "multi" and pending.id not in new:
            new = {**new, pending.id: []}
        return new

    def _deciding(self, advice: Advice, applicable: dict[str, Any], left: list[str]) -> str | None:
        """A question the chat never asks for (`Question.volunteered`: the fine-tuning method, the
        calls a day), not answered yet, whose answer the swap search finds would put another mode
        first: worth one question beside the advice."""
        for s in advice.decision.swap if advice.decision is not None else ():
            q = self.vocab.by_id.get(s["question"])
            if (
                q is not None
                and q.volunteered
                and s["from"] is None
                and q.id not in applicable
                and q.id not in left
                and self.vocab.is_asked(q, applicable)
            ):
                return q.id
        return None

    def _question(self, q: Question, lang: str, ruled_out: Iterable[Any] = ()) -> dict[str, Any]:
        """The next question as the API gives it, with its quick replies: each option as
        {value, label} (the value, sent as the message, answers it) and a skip; an option the
        user has just ruled out is no button."""
        data = question_data(q, lang)
        if q.options:
            data["options"] = [{"id": o.id, "value": o.id, "label": o.label.get(lang)} for o in q.options]
        gone = set(ruled_out)
        data["quick_replies"] = [r for r in self.words.quick_replies(q, lang) if r["value"] not in gone]
        return data
