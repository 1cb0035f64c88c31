"""The intake vocabulary: questions, options, deployment modes and checks, loaded from
`vocabulary.yaml` and validated once. It also validates users' answers against itself, so
every front end shares one definition of what an answer may be."""

from __future__ import annotations

import math
from collections.abc import Mapping
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from compute_advisor.rules.datafile import read_yaml, validated
from compute_advisor.rules.errors import InvalidInput

VOCABULARY_FILE = Path(__file__).with_name("data") / "vocabulary.yaml"
LANGS = ("zh", "en")
Lang = Literal["zh", "en"]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Text(_Strict):
    """A string in both product languages."""

    zh: str = Field(min_length=1)
    en: str = Field(min_length=1)

    def get(self, lang: str) -> str:
        return self.en if lang == "en" else self.zh


_NONE = Text(zh="无", en="none")
_LIST_SEP = Text(zh="、", en=", ")


class Option(_Strict):
    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    label: Text


class Condition(_Strict):
    """`question`'s answer is one of `in_` (for a multi question: contains one of them)."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)
    question: str
    in_: tuple[str, ...] = Field(alias="in", min_length=1)


class Question(_Strict):
    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    type: Literal["choice", "multi", "number"]
    label: Text
    help: Text
    options: tuple[Option, ...] = ()
    unit: Text | None = None
    gt: float | None = None
    ge: float | None = None
    le: float | None = None
    probes: tuple[float, ...] = ()
    ask_if: tuple[Condition, ...] = ()
    # A number question bounded by another's answer (the parameters active per token of a mixture
    # of experts are at most the model's): the id of that number question.
    at_most: str | None = None
    # Taken when given (the questionnaire shows it, the chat reads it from a message) but never
    # asked for by the chat nor listed as missing: a detail few teams have (an MoE's active size).
    volunteered: bool = False
    # While unanswered, a default is taken in its place (its help says which: one 8-GPU server, a
    # cluster large enough, a training window, a data size): advice that none of its probes bears
    # out rests on that default, and asking it may move the top (rules/whatif.py).
    default_taken: bool = False

    @model_validator(mode="after")
    def _shape(self) -> Question:
        if self.type == "number":
            if self.options:
                raise ValueError("a number question has no options")
            if self.gt is None and self.ge is None:
                raise ValueError("a number question needs a lower bound (gt or ge)")
            if not self.probes:
                raise ValueError("a number question needs probes (representative values)")
        elif not self.options:
            raise ValueError(f"a {self.type} question needs options")
        ids = [o.id for o in self.options]
        if len(ids) != len(set(ids)):
            raise ValueError("option ids repeat")
        return self

    @property
    def option_ids(self) -> list[str]:
        return [o.id for o in self.options]

    def option(self, option_id: str) -> Option:
        for o in self.options:
            if o.id == option_id:
                return o
        raise KeyError(option_id)

    def candidate_values(self) -> list[Any]:
        """Representative answers: every option, or for a multi question none and each
        option alone, or the probes of a number question."""
        if self.type == "number":
            return list(self.probes)
        if self.type == "multi":
            return [[]] + [[o] for o in self.option_ids]
        return self.option_ids

    def bounds_text(self) -> str:
        parts = []
        if self.gt is not None:
            parts.append(f"> {self.gt:g}")
        if self.ge is not None:
            parts.append(f">= {self.ge:g}")
        if self.le is not None:
            parts.append(f"<= {self.le:g}")
        return "a number " + " and ".join(parts)

    def allowed(self) -> Any:
        """What a client may send for this question, as shown in error messages."""
        if self.type == "number":
            return self.bounds_text()
        if self.type == "multi":
            return {"list_of": self.option_ids}
        return self.option_ids


class Dimension(_Strict):
    id: str
    label: Text


class Mode(_Strict):
    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    label: Text
    summary: Text
    evidence: str | None = Field(min_length=1)  # a verbatim quote, or null: judgement


class Check(_Strict):
    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    dimension: str
    label: Text
    summary: Text
    evidence: str | None = Field(min_length=1)  # a verbatim quote, or null: judgement


Answers = dict[str, Any]


class Vocabulary(_Strict):
    version: int
    dimensions: tuple[Dimension, ...]
    questions: tuple[Question, ...]
    modes: tuple[Mode, ...]
    checks: tuple[Check, ...]

    @model_validator(mode="after")
    def _references(self) -> Vocabulary:
        for kind in ("dimensions", "questions", "modes", "checks"):
            ids = [item.id for item in getattr(self, kind)]
            dup = {i for i in ids if ids.count(i) > 1}
            if dup:
                raise ValueError(f"{kind}: ids repeat: {sorted(dup)}")
        questions = {q.id: q for q in self.questions}
        for q in self.questions:
            for cond in q.ask_if:
                target = questions.get(cond.question)
                if target is None:
                    raise ValueError(f"question {q.id!r}: ask_if names unknown question {cond.question!r}")
                unknown = set(cond.in_) - set(target.option_ids)
                if unknown:
                    raise ValueError(f"question {q.id!r}: ask_if names unknown options {sorted(unknown)}")
            if q.at_most is not None and getattr(questions.get(q.at_most), "type", None) != "number":
                raise ValueError(f"question {q.id!r}: at_most names no number question {q.at_most!r}")
        dims = {d.id for d in self.dimensions}
        for c in self.checks:
            if c.dimension not in dims:
                raise ValueError(f"check {c.id!r}: unknown dimension {c.dimension!r}")
        return self

    @cached_property
    def by_id(self) -> dict[str, Question]:
        return {q.id: q for q in self.questions}

    @cached_property
    def modes_by_id(self) -> dict[str, Mode]:
        return {m.id: m for m in self.modes}

    @cached_property
    def checks_by_id(self) -> dict[str, Check]:
        return {c.id: c for c in self.checks}

    @cached_property
    def dimensions_by_id(self) -> dict[str, Dimension]:
        return {d.id: d for d in self.dimensions}

    @cached_property
    def ask_if_questions(self) -> frozenset[str]:
        """The questions some question's `ask_if` reads: a change of any other question leaves
        applicable answers applicable."""
        return frozenset(c.question for q in self.questions for c in q.ask_if)

    def question(self, qid: str) -> Question:
        try:
            return self.by_id[qid]
        except KeyError:
            raise InvalidInput(
                f"unknown question {qid!r}", field=f"answers.{qid}", allowed=list(self.by_id)
            ) from None

    # -- answers -----------------------------------------------------------------------

    def is_asked(self, question: Question, answers: Mapping[str, Any]) -> bool:
        """True when every `ask_if` condition of `question` holds for `answers`."""
        # Looked up in `in_` (a few options) rather than intersected as two sets: some fifty
        # calls per recommendation (the swap search asks it of every change it tries).
        for cond in question.ask_if:
            value = answers.get(cond.question)
            if value is None:
                return False
            if isinstance(value, (list, tuple, set, frozenset)):
                for v in value:
                    if v in cond.in_:
                        break
                else:
                    return False
            elif value not in cond.in_:
                return False
        return True

    def validate_answers(self, raw: Mapping[str, Any] | None, *, prefix: str = "answers") -> Answers:
        """Check every answer against its question and return them normalised: choice →
        option id, multi → sorted list of option ids, number → float. `None` means
        unanswered and is dropped. Raises `InvalidInput` naming the field and what is allowed."""
        if raw is None:
            return {}
        if not isinstance(raw, Mapping):
            raise InvalidInput("answers must be an object of question id → answer", field=prefix)
        out: Answers = {}
        for qid, value in raw.items():
            field = f"{prefix}.{qid}"
            if not isinstance(qid, str) or qid not in self.by_id:
                raise InvalidInput(f"unknown question {qid!r}", field=field, allowed=list(self.by_id))
            if value is None:
                continue
            out[qid] = self._validate_one(self.by_id[qid], value, field)
        self.check_bounds(out, out, prefix=prefix)
        return out

    def check_bounds(
        self, given: Mapping[str, Any], answers: Mapping[str, Any], *, prefix: str = "answers"
    ) -> None:
        """Raise InvalidInput naming the field when an answer in `given` exceeds the answer in
        `answers` that bounds it (`at_most`)."""
        for qid, value in given.items():
            bound = self.by_id[qid].at_most
            if bound is not None and answers.get(bound) is not None and value > answers[bound]:
                raise InvalidInput(
                    f"{qid} ({value:g}) must be at most {bound} ({answers[bound]:g})",
                    field=f"{prefix}.{qid}",
                    allowed=f"a number <= {bound} ({answers[bound]:g})",
                )

    def _validate_one(self, q: Question, value: Any, field: str) -> Any:
        if q.type == "choice":
            if not isinstance(value, str) or value not in q.option_ids:
                raise InvalidInput(
                    f"{q.id} must be one of {q.option_ids}, got {_show(value)}",
                    field=field,
                    allowed=q.option_ids,
                )
            return value
        if q.type == "multi":
            if not isinstance(value, (list, tuple)):
                raise InvalidInput(
                    f"{q.id} must be a list of options (empty for none), got {_show(value)}",
                    field=field,
                    allowed=q.allowed(),
                )
            bad = [v for v in value if not isinstance(v, str) or v not in q.option_ids]
            if bad:
                raise InvalidInput(
                    f"{q.id} has unknown options {_show(bad)}; allowed: {q.option_ids}",
                    field=field,
                    allowed=q.option_ids,
                )
            return sorted(set(value))
        # number
        number = _as_number(value)
        if number is None:
            raise InvalidInput(
                f"{q.id} must be {q.bounds_text()}, got {_show(value)}", field=field, allowed=q.allowed()
            )
        if (
            (q.gt is not None and not number > q.gt)
            or (q.ge is not None and not number >= q.ge)
            or (q.le is not None and not number <= q.le)
        ):
            raise InvalidInput(
                f"{q.id} must be {q.bounds_text()}, got {number:g}", field=field, allowed=q.allowed()
            )
        return number

    def consistent(self, answers: Mapping[str, Any]) -> Answers:
        """`answers` without an answer above the answer that bounds it (`at_most`): what a merge
        of answers keeps when a later answer lowers the bound (a smaller model size than the
        active size given for the one before). The detail goes, the answer it depends on stays."""
        return {
            qid: v
            for qid, v in answers.items()
            if (bound := self.by_id[qid].at_most) is None or bound not in answers or v <= answers[bound]
        }

    def applicable(self, answers: Mapping[str, Any]) -> Answers:
        """The answers whose question is asked given the other answers (ask_if holds)."""
        return {qid: v for qid, v in answers.items() if self.is_asked(self.by_id[qid], answers)}

    def unanswered(self, answers: Mapping[str, Any], *, volunteered: bool = True) -> list[Question]:
        """Questions not yet answered whose ask_if holds, in vocabulary order; without the ones
        only taken when given (`Question.volunteered`) for what asks for answers."""
        return [
            q
            for q in self.questions
            if q.id not in answers and (volunteered or not q.volunteered) and self.is_asked(q, answers)
        ]

    def describe_answer(self, qid: str, value: Any, lang: str) -> str:
        """A human-readable rendering of one answer in `lang`."""
        q = self.by_id[qid]
        if q.type == "choice":
            return q.option(value).label.get(lang)
        if q.type == "multi":
            if not value:
                return _NONE.get(lang)
            return _LIST_SEP.get(lang).join(q.option(v).label.get(lang) for v in value)
        unit = q.unit.get(lang) if q.unit else ""
        return f"{figure(value)} {unit}".strip()


def figure(value: float, *, grouped: bool = True) -> str:
    """A number as people write it: whole numbers in full ("5,000,000", not "5e+06"; without the
    separators when not `grouped`, for a value read back as typed), others as short as exact."""
    if float(value).is_integer():
        return f"{int(value):,}" if grouped else str(int(value))
    return f"{value:g}"


def _as_number(value: Any) -> float | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        number = float(value)
    elif isinstance(value, str):
        try:
            number = float(value.strip())
        except ValueError:
            return None
    else:
        return None
    return number if math.isfinite(number) else None


def _show(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _load(path: Path) -> Vocabulary:
    return validated(path, Vocabulary, read_yaml(path))


@lru_cache(maxsize=4)
def load_vocabulary(path: Path = VOCABULARY_FILE) -> Vocabulary:
    """The vocabulary in `path`, validated; loaded once per process."""
    return _load(Path(path))
