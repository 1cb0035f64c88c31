"""What the chat says: acknowledgements, the question asked, the quick replies after a
miss, what a skipped question left assumed, and the progress panel's data. Every string
comes from the one table in service/i18n.py."""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any

from compute_advisor.rules.intake.understanding import Extracted
from compute_advisor.rules.vocabulary import Question, Vocabulary, figure
from compute_advisor.service.advice import Advice
from compute_advisor.service.i18n import Translator

_SEP = {"zh": "；", "en": "; "}
_LIST = {"zh": "、", "en": ", "}
# Modes named beside the top in a reply: those that fit (not poor, not excluded), at most two.
_WORTH = frozenset({"strong", "possible"})
_ALSO_SHOWN = 2
_COLON = {"zh": "：", "en": ": "}


class Wording:
    def __init__(self, vocab: Vocabulary) -> None:
        self.vocab = vocab
        # One translator per language: building one checks the whole string table.
        self._translators = {lang: Translator(lang) for lang in ("zh", "en")}

    def t(self, key: str, lang: str, **kw: Any) -> str:
        return self._tr(lang)(f"reply_{key}", **kw)

    def _tr(self, lang: str) -> Translator:
        return self._translators["en" if lang == "en" else "zh"]

    def _label(self, qid: str, lang: str) -> str:
        return self.vocab.by_id[qid].label.get(lang)

    def question_ref(self, qid: str, lang: str) -> dict[str, str]:
        return {"question": qid, "label": self._label(qid, lang)}

    def acknowledge(self, old: dict, new: dict, lang: str) -> list[str]:
        added, removed, corrected = [], [], []
        for qid in self.vocab.by_id:
            if qid not in new and qid not in old:
                continue
            label = self._label(qid, lang)
            if qid not in new:
                removed.append(label)
            elif qid not in old:
                added.append(label + _COLON[lang] + self.vocab.describe_answer(qid, new[qid], lang))
            elif old[qid] != new[qid]:
                before = self.vocab.describe_answer(qid, old[qid], lang)
                after = self.vocab.describe_answer(qid, new[qid], lang)
                corrected.append(f"{label} {before} → {after}")
        out = []
        if added:
            out.append(self.t("noted", lang) + _SEP[lang].join(added))
        if corrected:
            out.append(self.t("corrected", lang) + _SEP[lang].join(corrected))
        if removed:
            out.append(self.t("removed", lang) + _LIST[lang].join(removed))
        return out

    def guessed(self, e: Extracted, lang: str) -> str:
        """What the semantic fallback took, and how to put it right."""
        return self.t(
            "guessed",
            lang,
            label=self._label(e.question, lang),
            value=self.vocab.describe_answer(e.question, e.value, lang),
        )

    def found(self, citations: list[dict[str, Any]], lang: str) -> str:
        if not citations:
            return self.t("no_passage", lang)
        return self.t("found", lang) + " ".join(f"「{c['text']}」" for c in citations)

    def numbered(self, q: Question, lang: str, without: Collection[Any] = ()) -> str:
        """The options with their numbers; those `without` left out, the others keeping theirs (a
        reply of "1" means option 1 whichever are listed)."""
        return _SEP[lang].join(
            f"{i}. {o.label.get(lang)}" for i, o in enumerate(q.options, 1) if o.id not in without
        )

    def missed(self, q: Question, lang: str, *, read_other: bool = False) -> str:
        """After a reply that did not answer `q`: how to answer it. A reply that answered other
        questions was read: `q` is said to be still open, not the reply unreadable."""
        label = q.label.get(lang)
        kind = "still_open" if read_other else "missed"
        if q.options:
            text = self.t(f"{kind}_options", lang, label=label, options=self.numbered(q, lang))
            if q.type == "multi":
                text += " " + self.t("several", lang)
            return text + " " + self.t("or_skip", lang)
        unit = q.unit.get(lang) if q.unit else ""
        return self.t(f"{kind}_number", lang, label=label, unit=unit)

    def narrowed(self, q: Question, ruled_out: list[Any], lang: str) -> str:
        """After a reply that only ruled options of `q` out: those noted, the ones left to pick."""
        gone = [o.label.get(lang) for o in q.options if o.id in ruled_out]
        options = self.numbered(q, lang, without=ruled_out)
        text = self.t(
            "narrowed", lang, ruled_out=_LIST[lang].join(gone), label=q.label.get(lang), options=options
        )
        return text + " " + self.t("or_skip", lang)

    def quick_replies(self, q: Question, lang: str) -> list[dict[str, str]]:
        """Buttons for the question: its options (or a few typical numbers), then skip."""
        if q.options:
            out = [{"value": o.id, "label": o.label.get(lang)} for o in q.options]
            if q.type == "multi":
                out.append({"value": "none", "label": self.t("none_of_them", lang)})
        else:
            out = [
                {"value": figure(p, grouped=False), "label": self.vocab.describe_answer(q.id, p, lang)}
                for p in q.probes
            ]
        return [*out, {"value": "skip", "label": self.t("skip_button", lang)}]

    def ask(self, q: Question, lang: str, *, refine: bool, deciding: bool = False) -> str:
        """The next question: asked with its help and options; beside the advice, offered to
        refine it, or (`deciding`: one more answer would change its top) asked with its options."""
        if deciding:
            # A number is asked with its unit ("Requests per day (requests/day)?").
            unit = q.unit.get(lang) if q.unit else ""
            label = q.label.get(lang) + ((f"（{unit}）" if lang == "zh" else f" ({unit})") if unit else "")
            text = self.t("deciding", lang, label=label)
        elif refine:
            return self.t("refine", lang, label=q.label.get(lang))
        else:
            text = self.t("ask", lang, label=q.label.get(lang)) + " " + q.help.get(lang)
        if q.options:
            text += " " + self.t(
                "options", lang, options=_LIST[lang].join(o.label.get(lang) for o in q.options)
            )
        return text + " " + self.t("can_skip", lang)

    def summary(self, advice: Advice, lang: str) -> str:
        top = advice.top()
        assert top is not None
        text = self.t("recommend", lang, mode=top.title)
        # The decision's own first reason (a pro, or what justifies its cost), and how sure it
        # is when not clear: the same words as the results page, not the top's first rule, which
        # may be a mark against it ("an appliance is a purchase, not pay-per-use").
        d = advice.decision
        if d is not None:  # the advisor's answers always carry it; a top mode has its why
            if d.why:
                text += " " + d.why[0]
            if d.confidence in ("close", "tied", "open"):
                text += " " + self.t("confidence", lang, how=self._tr(lang)(f"confidence_{d.confidence}"))
        # Worth naming beside the top: feasible modes that fit (the ranking's order), not every
        # mode no rule rules out (co-building or buying a cluster for a small trial fits poorly).
        others = [m.title for m in advice.modes if m.fit in _WORTH and m.id != top.id][:_ALSO_SHOWN]
        if others:
            text += " " + self.t("also", lang, modes=_LIST[lang].join(others))
        if advice.checks:
            text += " " + self.t("checks", lang, checks=_LIST[lang].join(c.title for c in advice.checks[:5]))
        return text

    def assumptions(
        self,
        advice: Advice,
        applicable: dict[str, Any],
        skipped: list[str],
        lang: str,
        top_for: Callable[[dict[str, Any]], str | None],
    ) -> list[dict[str, Any]]:
        """For each skipped question still open: it was left unknown, and either no answer
        would change the top mode or which modes some answer would put first instead."""
        out = []
        titles = {m.id: m.title for m in advice.modes}
        for qid in skipped:
            q = self.vocab.by_id[qid]
            if qid in applicable or not self.vocab.is_asked(q, applicable):
                continue
            tops = {top_for(self.vocab.applicable({**applicable, qid: v})) for v in q.candidate_values()}
            others = [titles[m] for m in sorted(t for t in tops if t and t != advice.top_mode) if m in titles]
            label = q.label.get(lang)
            if others:
                text = self.t("assumed_changes", lang, label=label, modes=_LIST[lang].join(others))
            else:
                text = self.t("assumed_same", lang, label=label)
            out.append({"question": qid, "label": label, "could_change_top": bool(others), "text": text})
        return out

    def progress(
        self, answers: dict[str, Any], skipped: list[str], open_count: int, lang: str
    ) -> dict[str, Any]:
        """The answers so far by their labels (not the user's words), the skipped
        questions, and how many open questions could still change the top mode."""
        return {
            "answers": [
                {
                    "question": qid,
                    "label": self._label(qid, lang),
                    "value": answers[qid],
                    "value_label": self.vocab.describe_answer(qid, answers[qid], lang),
                }
                for qid in self.vocab.by_id
                if qid in answers
            ],
            "skipped": [self.question_ref(q, lang) for q in skipped],
            "could_change_top": open_count,
        }
