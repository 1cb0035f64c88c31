"""Bare replies to the question just asked: "2", "没有", "none", "跳过", "小", "1和3",
"13", "三周", an option's label or id. Free text is read by the extractor; this reads what
only makes sense as an answer to one particular question. The words live in the
`replies` section of understanding.yaml."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from compute_advisor.rules.intake.amounts import RESTATING, AmountReader, alternation, fold
from compute_advisor.rules.vocabulary import Question


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class SemanticSpec(_Strict):
    """Calibrated by bench/semantic_eval.py: the lowest cosine per embedder (by name) at
    which the fallback's precision on the tune split is at least 0.97, and the lead the
    best option needs over the runner-up."""

    thresholds: dict[str, float] = {}
    margin: float = 0.0


class RepliesSpec(_Strict):
    """The `replies` section of understanding.yaml."""

    filler: list[str]
    skip: list[str]
    none: list[str]
    done: list[str]
    yes: list[str]
    separators: list[str]
    no_means: dict[str, str] = {}
    # What a bare duration ("6 months", "半年") means for a single-choice question (round 40).
    duration_means: dict[str, str] = {}
    options: dict[str, dict[str, list[str]]] = {}
    # Texts the semantic fallback compares a reply with, besides labels and help.
    examples: dict[str, dict[str, list[str]]] = {}
    semantic: SemanticSpec = SemanticSpec()


ReplyKind = Literal["value", "skip", "yes"]


@dataclass(frozen=True, slots=True)
class Reply:
    """What a bare reply says about the pending question: a value (an option id, a list of
    them for a multi question, a number), "skip", or "yes" (which option is not said)."""

    kind: ReplyKind
    value: Any = None


_PUNCT = re.compile(r"^[\s,.;:!?~。，；：！？、…\"'()（）]+|[\s,.;:!?~。，；：！？、…\"'()（）]+$")
_BARE_NUMBER = re.compile(r"[\d.,\s]+")
_OPTION_NUMBER = re.compile(r"^(?:选|第|option|no\.?|#)?\s*(\d{1,2})\s*(?:个|项|号)?$")
_INNER = re.compile(r"\s*[,，;；。.!！]\s*")
_PAREN = re.compile(r"[（(]([^)）]*)[)）]")


class ReplyReader:
    def __init__(
        self,
        spec: RepliesSpec,
        amounts: AmountReader,
        negation: re.Pattern[str],
        corrections: re.Pattern[str] | None = None,
    ) -> None:
        self.spec, self.amounts, self._negation, self._fixes = spec, amounts, negation, corrections
        filler = alternation(spec.filler)
        self._lead = re.compile(rf"^(?:(?:{filler})[\s,，]*)+")
        self._trail = re.compile(rf"(?:[\s,，]*(?:{filler}))+$")
        self._sep = re.compile(rf"\s*(?:{alternation(spec.separators)})\s*")
        self._skip = {fold(w)[0] for w in spec.skip}
        self._none = {fold(w)[0] for w in spec.none}
        self._done = {fold(w)[0] for w in spec.done}
        self._yes = {fold(w)[0] for w in spec.yes}
        self._names: dict[str, dict[str, str]] = {}
        self._inside: dict[str, list[tuple[re.Pattern[str], str]]] = {}

    def forms(self, message: str) -> list[str]:
        """The message folded and without punctuation at either end, then also without
        filler words ("我也不太清楚" → "不太清楚"); "就这些" is matched before its "就" goes."""
        text = _PUNCT.sub("", fold(message)[0])
        out = [text]
        for _ in range(3):
            text = _PUNCT.sub("", self._trail.sub("", self._lead.sub("", text)))
            if text == out[-1]:
                break
            out.append(text)
        return [t for t in out if t]

    def _all_in(self, forms: list[str], words: set[str]) -> bool:
        """Whether the reply is one of `words`, or several joined by commas ("Nope,
        nothing like that.", "不知道，还没统计过")."""
        if any(f in words for f in forms):
            return True
        parts = [self.forms(p)[-1] if self.forms(p) else "" for p in _INNER.split(forms[0])]
        return len(parts) > 1 and all(p in words for p in parts if p) and any(parts)

    def is_skip(self, message: str) -> bool:
        forms = self.forms(message)
        return bool(forms) and self._all_in(forms, self._skip)

    def read(self, message: str, q: Question, current: Any = None) -> Reply | None:
        """What `message` answers to `q` when said as a bare reply, or None."""
        forms = self.forms(message)
        if not forms:
            return None
        if self._all_in(forms, self._skip):
            return Reply("skip")
        fixed = self._restated(forms[0], q, current)
        if fixed is not None:
            return fixed
        for text in forms:
            got = self._read(text, q, current)
            if got is not None:
                return got
        if self._skipped_after(forms[0], q, current):
            return Reply("skip")
        # "nah none" (round 32): several words of none, said with no comma, say none as one does.
        if (
            self._all_in(forms, self._none)
            or self._is_none(forms[0])
            or self._none_then_why(forms[0], q, current)
        ):
            # "没有" / "none" to a figure (a token count, a deadline, a GPU count), or to a choice
            # with no option meaning none (a budget model, a data scale): there is nothing to give,
            # so the question is skipped and its default said, not asked again.
            if q.type == "number":
                return Reply("skip")
            got = self._read(next(iter(self._none)), q, current)
            return got if got is not None else Reply("skip")
        return self._inside_reply(forms[0], q)

    def restated(self, message: str, q: Question, current: Any = None) -> Reply | None:
        """What a reply that corrects itself answers last (see `_restated`), or None."""
        forms = self.forms(message)
        return self._restated(forms[0], q, current) if forms else None

    def _restated(self, text: str, q: Question, current: Any) -> Reply | None:
        """A reply that corrects itself (round 28: "10 days, no wait, more like 14", "16张，哦不对…只有
        8张"): an answer, a correction word, and another answer; the last one holds."""
        if self._fixes is None or (fix := self._fixes.search(text)) is None:
            return None
        parts = [p for p in _INNER.split(text) if p.strip()]
        said = [
            next(
                (r for f in self.forms(RESTATING.sub("", p, count=1)) if (r := self._read(f, q, current))),
                None,
            )
            for p in parts
        ]
        fixes = [i for i, p in enumerate(parts) if self._fixes.search(p)]
        got = [i for i, r in enumerate(said) if r is not None and r.kind == "value"]
        if fixes and len(got) >= 2 and got[0] < fixes[0] <= got[-1]:
            return said[got[-1]]
        # "Data has to stay in the country. Wait, no, legal says that only applies to client files. So no
        # requirements." (round 40): a sentence, a correction said across a comma, and a multi question's
        # none said last: the none holds.
        if q.type != "multi" or not text[: fix.start()].strip(" ,.;!?，。；！？"):
            return None
        last = [p for p in _INNER.split(text[fix.end() :]) if p.strip()]
        if not last or not any(self._is_none(f) for f in self.forms(RESTATING.sub("", last[-1], count=1))):
            return None
        return self._read(next(iter(self._none)), q, current)

    def _skipped_after(self, text: str, q: Question, current: Any) -> bool:
        """A reply that skips and says why, in either order ("这个还没算过，先跳过", "no idea yet,
        let's skip that"; "I don't know, the IT department handles that.", "不清楚，这块是IT部门管的"):
        its last or first part is a skip and no other part answers the question."""
        parts = [f[-1] for f in (self.forms(p) for p in _INNER.split(text)) if f]
        if len(parts) < 2:
            return False
        rest = parts[:-1] if parts[-1] in self._skip else parts[1:] if parts[0] in self._skip else None
        return rest is not None and not any(self._read(p, q, current) is not None for p in rest)

    def _is_none(self, part: str) -> bool:
        """A part of a reply that says none: one of the words, or several ("nah none")."""
        forms = self.forms(part)
        return bool(forms) and (forms[-1] in self._none or all(w in self._none for w in forms[-1].split()))

    def _none_then_why(self, text: str, q: Question, current: Any) -> bool:
        """A reply that says none and then why (round 28: "None, it's all public data.", "nah none,
        its my own data"): its first part is none, and nothing after it answers the question or
        denies anything."""
        parts = [p for p in _INNER.split(text) if p.strip()]
        return (
            len(parts) > 1
            and self._is_none(parts[0])
            and not any(self._negation.search(p) for p in parts[1:])
            and not any(self._read(f, q, current) is not None for p in parts[1:] for f in self.forms(p))
        )

    def _inside_reply(self, text: str, q: Question) -> Reply | None:
        """A longer reply naming exactly one option of `q` with one of its listed words
        ("半年左右的项目", "we'd rather own the machines"), and no negation in it."""
        if not q.options or self._negation.search(text):
            return None
        found = {
            oid for pattern, oid in self._inside.get(q.id) or self._inside_index(q) if pattern.search(text)
        }
        if len(found) != 1:
            return None
        oid = found.pop()
        return Reply("value", [oid] if q.type == "multi" else oid)

    def _inside_index(self, q: Question) -> list[tuple[re.Pattern[str], str]]:
        out = []
        for oid, words in self.spec.options.get(q.id, {}).items():
            # One Chinese character ("租", "大") is too easily part of another word.
            long_enough = [w for w in words if len(w) > 1 or w.isascii()]
            if long_enough:
                out.append((re.compile(alternation(long_enough)), oid))
        self._inside[q.id] = out
        return out

    def _read(self, text: str, q: Question, current: Any) -> Reply | None:
        if q.type == "number":
            value = self.amounts.bare(text, q.id)
            return Reply("value", value) if value is not None else None
        picked = self._options(text, q)
        if picked:
            return Reply("value", picked if q.type == "multi" else picked[0])
        if (
            q.id in self.spec.duration_means
            and not _BARE_NUMBER.fullmatch(text)
            and self.amounts.bare(text, "training_days") is not None
        ):
            return Reply("value", self.spec.duration_means[q.id])  # "6 months" to how it is used: a project
        if text in self._none:
            if q.type == "multi":
                return Reply("value", [])
            return Reply("value", self.spec.no_means[q.id]) if q.id in self.spec.no_means else None
        if text in self._done and q.type == "multi":
            return Reply("value", list(current or []))
        if text in self._yes:
            return Reply("yes")
        return None

    def _options(self, text: str, q: Question) -> list[str]:
        """The options `text` names: by number, id, label or a listed short word; for a
        multi question several, joined by separators ("1和3", "on-prem, regulated")."""
        names = self._names.get(q.id) or self._index(q)
        whole = self._option(text, q, names)
        if whole:
            return [whole]
        if q.type != "multi":
            return []
        parts = [p for p in self._sep.split(text) if p]
        got = [self._option(p, q, names) for p in parts]
        if len(parts) < 2 or not all(got):
            return []
        return sorted({g for g in got if g})

    @staticmethod
    def _option(text: str, q: Question, names: dict[str, str]) -> str | None:
        m = _OPTION_NUMBER.match(text)
        if m:
            i = int(m.group(1))
            return q.options[i - 1].id if 1 <= i <= len(q.options) else None
        return names.get(text)

    def _index(self, q: Question) -> dict[str, str]:
        """Every name of every option of `q`: id, both labels, a label's parts before and
        inside brackets, and the short words listed for it."""
        names: dict[str, str] = {}
        for o in q.options:
            said = [o.id, o.id.replace("_", " "), *self.spec.options.get(q.id, {}).get(o.id, [])]
            for label in (o.label.zh, o.label.en):
                said += [label, _PAREN.sub("", label), *_PAREN.findall(label)]
            for word in said:
                key = fold(word.strip())[0]
                if key:
                    names.setdefault(key, o.id)
        self._names[q.id] = names
        return names
