"""The rule record and the small condition language the rule modules are written in.

A condition is a disjunction of branches; a branch is a conjunction of atoms. An atom
names one vocabulary fact: an answer (`answer`, `at_least`, `below`), a derived fact
(`fact`, `any_fact`) or nothing at all (`always`). Conditions are positive only: rules fire
on what is present, so a later answer can add conclusions but never silently undo one.
"Anything but X" is written as the complementary options (`answer_not`)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Literal

from compute_advisor.rules.vocabulary import Text, Vocabulary

Kind = Literal["derive", "score", "veto", "check"]


@dataclass(frozen=True)
class Answer:
    """The answer to `question` is one of `options` (a multi answer: contains one of them)."""

    question: str
    options: tuple[str, ...]
    negated: bool = False  # written with answer_not; resolved to the complement at load


@dataclass(frozen=True)
class Number:
    """The number answered to `question` compares with `value` (`op` is ">=" or "<")."""

    question: str
    op: Literal[">=", "<"]
    value: float


@dataclass(frozen=True)
class Fact:
    """One of the derived facts in `names` holds."""

    names: tuple[str, ...]


@dataclass(frozen=True)
class Always:
    """Holds for every evaluation, even with no answers."""


Atom = Answer | Number | Fact | Always
Branch = tuple[Atom, ...]


@dataclass(frozen=True)
class Condition:
    branches: tuple[Branch, ...]

    def atoms(self) -> list[Atom]:
        return [a for b in self.branches for a in b]

    def questions(self) -> set[str]:
        return {a.question for a in self.atoms() if isinstance(a, (Answer, Number))}

    def facts(self) -> set[str]:
        return {n for a in self.atoms() if isinstance(a, Fact) for n in a.names}


@dataclass(frozen=True)
class Rule:
    """One rule: a stable id, one condition, one conclusion, one statement saying why, and the
    evidence it rests on: a verbatim span of one knowledge passage (no [S#] markers), resolved
    to its passage when the knowledge loads (index/evidence.py), or None for a judgement that
    no source states."""

    id: str
    kind: Kind
    when: Condition
    then: str  # derived fact name, mode id or check id
    statement: Text
    evidence: str | None  # a verbatim quote from the knowledge base, or None: judgement, no source
    delta: float | None = None  # score rules only: the level on the fit scale
    criterion: str | None = None  # score rules only: the named fit criterion (rules/data/modes.yaml)
    module: str = ""  # file the rule is declared in, for load errors
    level: int = 0  # set when the rule base is assembled

    def canonical(self) -> dict[str, Any]:
        """A stable, language-neutral form used for the rule base's version hash."""
        return {
            "id": self.id,
            "kind": self.kind,
            "when": [[_atom_key(a) for a in b] for b in self.when.branches],
            "then": self.then,
            "delta": self.delta,
            "criterion": self.criterion,
            "statement": [self.statement.zh, self.statement.en],
            "evidence": self.evidence,
        }

    def to_dict(self, lang: str = "zh") -> dict[str, Any]:
        """The rule as readable data, for the listing page, the API and `advisor rules list`."""
        from compute_advisor.rules.base import describe_conclusion, describe_condition

        return {
            "id": self.id,
            "kind": self.kind,
            "level": self.level,
            "when": describe_condition(self.when, lang),
            "then": describe_conclusion(self, lang),
            "target": self.then,
            "delta": self.delta,
            "criterion": self.criterion,
            "statement": self.statement.get(lang),
            "evidence": self.evidence,
            "questions": sorted(self.when.questions()),
            "facts": sorted(self.when.facts()),
        }


@dataclass(frozen=True)
class FactDef:
    """A derived fact the rule modules may conclude and use, with a label for people."""

    name: str
    label: Text


# -- helpers the rule modules are written with ---------------------------------------


def answer(question: str, *options: str) -> Answer:
    return Answer(question, tuple(options))


def answer_not(question: str, *options: str) -> Answer:
    """Answered, and with none of `options` (positive: an unanswered question never matches)."""
    return Answer(question, tuple(options), negated=True)


def at_least(question: str, value: float) -> Number:
    return Number(question, ">=", float(value))


def below(question: str, value: float) -> Number:
    return Number(question, "<", float(value))


def fact(name: str) -> Fact:
    return Fact((name,))


def any_fact(*names: str) -> Fact:
    return Fact(tuple(names))


def always() -> Always:
    return Always()


def all_of(*atoms: Atom) -> Condition:
    return Condition((tuple(atoms),))


def any_of(*parts: Atom | Condition) -> Condition:
    """Either of `parts`; each part is an atom or an `all_of`."""
    branches: list[Branch] = []
    for p in parts:
        branches.extend(p.branches if isinstance(p, Condition) else [(p,)])
    return Condition(tuple(branches))


def _when(cond: Atom | Condition) -> Condition:
    return cond if isinstance(cond, Condition) else Condition(((cond,),))


def _text(zh: str, en: str) -> Text:
    return Text(zh=zh, en=en)


def derive(rid: str, when: Atom | Condition, then: str, *, zh: str, en: str, evidence: str | None) -> Rule:
    return Rule(rid, "derive", _when(when), then, _text(zh, en), evidence)


def score(
    rid: str,
    when: Atom | Condition,
    mode: str,
    level: float,
    *,
    criterion: str,
    zh: str,
    en: str,
    evidence: str | None,
) -> Rule:
    """`mode` fits (level > 0) or does not fit (level < 0) on `criterion` when `when` holds."""
    return Rule(
        rid, "score", _when(when), mode, _text(zh, en), evidence, delta=float(level), criterion=criterion
    )


def veto(rid: str, when: Atom | Condition, mode: str, *, zh: str, en: str, evidence: str | None) -> Rule:
    return Rule(rid, "veto", _when(when), mode, _text(zh, en), evidence)


def check(rid: str, when: Atom | Condition, check_id: str, *, zh: str, en: str, evidence: str | None) -> Rule:
    return Rule(rid, "check", _when(when), check_id, _text(zh, en), evidence)


def fact_def(name: str, zh: str, en: str) -> FactDef:
    return FactDef(name, _text(zh, en))


def resolve_negations(rule: Rule, vocab: Vocabulary) -> Rule:
    """`answer_not` atoms turned into the complementary options of their question."""
    if not any(isinstance(a, Answer) and a.negated for a in rule.when.atoms()):
        return rule
    branches = []
    for b in rule.when.branches:
        atoms = []
        for a in b:
            if isinstance(a, Answer) and a.negated:
                q = vocab.by_id[a.question]
                a = Answer(a.question, tuple(o for o in q.option_ids if o not in a.options))
            atoms.append(a)
        branches.append(tuple(atoms))
    return replace(rule, when=Condition(tuple(branches)))


def _atom_key(a: Atom) -> list[Any]:
    if isinstance(a, Answer):
        return ["answer", a.question, list(a.options), a.negated]
    if isinstance(a, Number):
        return ["number", a.question, a.op, a.value]
    if isinstance(a, Fact):
        return ["fact", list(a.names)]
    return ["always"]


__all__ = [
    "Always",
    "Answer",
    "Atom",
    "Branch",
    "Condition",
    "Fact",
    "FactDef",
    "Kind",
    "Number",
    "Rule",
    "all_of",
    "always",
    "answer",
    "answer_not",
    "any_fact",
    "any_of",
    "at_least",
    "below",
    "check",
    "derive",
    "fact",
    "fact_def",
    "resolve_negations",
    "score",
    "veto",
]
