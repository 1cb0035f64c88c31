"""The rule base: the rule modules assembled, validated against the vocabulary, levelled,
versioned, and listed as readable data.

Validation happens once, at load, and every problem is a `DataFileError` naming the rule
module, the rule id and the field, so a domain expert editing a table sees where it broke."""

from __future__ import annotations

import hashlib
import json
import math
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cached_property, lru_cache
from pathlib import Path
from types import ModuleType

from compute_advisor.rules.capabilities import load_modes
from compute_advisor.rules.errors import DataFileError
from compute_advisor.rules.model import (
    Always,
    Answer,
    Condition,
    Fact,
    FactDef,
    Number,
    Rule,
    resolve_negations,
)
from compute_advisor.rules.vocabulary import VOCABULARY_FILE, Text, Vocabulary, load_vocabulary

_ID_PATTERN = {"derive": r"^D\d{2,}$", "score": r"^M\d{2,}$", "veto": r"^M\d{2,}$", "check": r"^C\d{2,}$"}
_ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class RuleModule:
    """One topic's rules as declared in `path` (derived facts are declared with them)."""

    path: str
    rules: tuple[Rule, ...]
    facts: tuple[FactDef, ...] = ()

    @classmethod
    def of(cls, module: ModuleType) -> RuleModule:
        file = Path(module.__file__ or module.__name__)
        try:
            path = str(file.resolve().relative_to(_ROOT))
        except ValueError:
            path = str(file)
        return cls(path, tuple(getattr(module, "RULES", ())), tuple(getattr(module, "FACTS", ())))


class RuleBase:
    """Every rule, validated and levelled. `version` is a short hash of the rules and the
    vocabulary: it changes whenever a conclusion could."""

    def __init__(
        self,
        rules: Sequence[Rule],
        facts: Sequence[FactDef],
        vocab: Vocabulary,
        vocabulary_text: str,
        given: frozenset[str] = frozenset(),
    ) -> None:
        self.rules: tuple[Rule, ...] = tuple(rules)
        self.facts: dict[str, FactDef] = {f.name: f for f in facts}
        self.given = given  # facts asserted before any rule runs (the task baseline's)
        self.vocab = vocab
        digest = hashlib.sha256()
        digest.update(
            json.dumps([r.canonical() for r in self.rules], ensure_ascii=False, sort_keys=True).encode()
        )
        digest.update(
            json.dumps([[f.name, f.label.zh, f.label.en] for f in facts], ensure_ascii=False).encode()
        )
        digest.update(vocabulary_text.encode())
        self.version = digest.hexdigest()[:12]

    @cached_property
    def by_id(self) -> dict[str, Rule]:
        return {r.id: r for r in self.rules}

    def rule(self, rule_id: str) -> Rule:
        return self.by_id[rule_id]

    def questions_used(self) -> set[str]:
        """Questions some rule reads directly (every derived fact rests on these)."""
        return {q for r in self.rules for q in r.when.questions()}

    def rules_for_question(self, qid: str, *, transitive: bool = False) -> list[Rule]:
        """Rules whose condition reads `qid`; with `transitive`, also the rules that read a fact
        derived from it (directly or further down the chain)."""
        direct = [r for r in self.rules if qid in r.when.questions()]
        if not transitive:
            return direct
        found = {r.id for r in direct}
        facts = {r.then for r in direct if r.kind == "derive"}
        changed = True
        while changed:
            changed = False
            for r in self.rules:
                if r.id not in found and r.when.facts() & facts:
                    found.add(r.id)
                    if r.kind == "derive":
                        facts.add(r.then)
                    changed = True
        return [r for r in self.rules if r.id in found]

    def fact_label(self, name: str, lang: str) -> str:
        f = self.facts.get(name)
        return f.label.get(lang) if f else name


def build_rule_base(
    modules: Iterable[RuleModule],
    vocab: Vocabulary | None = None,
    vocabulary_text: str | None = None,
    given: RuleModule | None = None,
) -> RuleBase:
    """Validate the rules in `modules` against `vocab` and assemble them. `given` declares the
    facts asserted before any rule runs (the task baseline's), which no rule concludes. Raises
    `DataFileError(module path, rule id, field, problem)` on the first problem found."""
    vocab = vocab or load_vocabulary()
    if vocabulary_text is None:
        vocabulary_text = VOCABULARY_FILE.read_text(encoding="utf-8")
    modules = list(modules)
    given = given if given is not None else baseline_facts()
    facts: dict[str, FactDef] = {f.name: f for f in given.facts}
    for mod in modules:
        for f in mod.facts:
            if f.name in facts:
                raise DataFileError(mod.path, f.name, "FACTS", "derived fact declared twice")
            facts[f.name] = f
    seen: dict[str, str] = {}
    rules: list[Rule] = []
    for mod in modules:
        for r in mod.rules:
            if not isinstance(r, Rule):
                raise DataFileError(mod.path, None, "RULES", f"not a rule: {r!r}")
            if r.id in seen:
                raise DataFileError(mod.path, r.id, "id", f"duplicate rule id (also in {seen[r.id]})")
            seen[r.id] = mod.path
            _validate(r, mod.path, vocab, facts)
            rules.append(resolve_negations(replace(r, module=mod.path), vocab))
    concluded = {r.then for r in rules if r.kind == "derive"}
    for mod in modules:
        for f in mod.facts:
            if f.name not in concluded:
                raise DataFileError(mod.path, f.name, "FACTS", "no rule concludes this fact")
    given_names = frozenset(f.name for f in given.facts)
    for r in rules:
        for atom in r.when.atoms():
            if isinstance(atom, Fact) and given_names & set(atom.names) and set(atom.names) - given_names:
                raise DataFileError(
                    r.module, r.id, "when", "one atom mixes baseline and derived facts; split it with any_of"
                )
    return RuleBase(_levelled(rules), list(facts.values()), vocab, vocabulary_text, given_names)


def _validate(r: Rule, path: str, vocab: Vocabulary, facts: dict[str, FactDef]) -> None:
    def fail(field: str, problem: str) -> DataFileError:
        return DataFileError(path, r.id, field, problem)

    if not re.match(_ID_PATTERN.get(r.kind, "^$"), r.id):
        raise fail("id", f"a {r.kind} rule id looks like {_ID_PATTERN.get(r.kind)}")
    if not r.when.branches or any(not b for b in r.when.branches):
        raise fail("when", "empty condition")
    for atom in r.when.atoms():
        if isinstance(atom, (Answer, Number)):
            q = vocab.by_id.get(atom.question)
            if q is None:
                raise fail("when", f"unknown question {atom.question!r}")
            if isinstance(atom, Number) and q.type != "number":
                raise fail("when", f"{atom.question!r} is a {q.type} question, not a number")
            if isinstance(atom, Answer):
                if q.type == "number":
                    raise fail("when", f"{atom.question!r} is a number question; compare it instead")
                if not atom.options:
                    raise fail("when", f"no options given for {atom.question!r}")
                unknown = [o for o in atom.options if o not in q.option_ids]
                if unknown:
                    raise fail(
                        "when", f"unknown options {unknown} for {atom.question!r}; allowed: {q.option_ids}"
                    )
                if atom.negated and set(atom.options) >= set(q.option_ids):
                    raise fail("when", f"answer_not excludes every option of {atom.question!r}")
            if isinstance(atom, Number) and not math.isfinite(atom.value):
                raise fail("when", "threshold is not a finite number")
        elif isinstance(atom, Fact):
            unknown = [n for n in atom.names if n not in facts]
            if unknown or not atom.names:
                raise fail("when", f"unknown derived facts {unknown}; declared: {sorted(facts)}")
        elif not isinstance(atom, Always):
            raise fail("when", f"not a condition: {atom!r}")
    by_kind: dict[str, Mapping[str, object]] = {
        "derive": facts,
        "score": vocab.modes_by_id,
        "veto": vocab.modes_by_id,
        "check": vocab.checks_by_id,
    }
    targets = by_kind.get(r.kind)
    if targets is None:
        raise fail("kind", f"unknown kind {r.kind!r}")
    if r.then not in targets:
        what = {"derive": "derived fact", "check": "check"}.get(r.kind, "mode")
        raise fail("then", f"unknown {what} {r.then!r}; allowed: {sorted(targets)}")
    if r.kind == "derive" and r.then in r.when.facts():
        raise fail("then", "a rule cannot conclude a fact it reads")
    if r.kind == "score":
        table = load_modes(vocab=vocab)
        levels = sorted(lv.level for lv in table.fit_scale)
        if r.delta not in levels:
            raise fail("delta", f"a score rule's level is one of the fit scale's {levels}")
        if r.criterion not in table.criteria_by_id:
            raise fail(
                "criterion", f"unknown criterion {r.criterion!r}; allowed: {sorted(table.criteria_by_id)}"
            )
    elif r.delta is not None or r.criterion is not None:
        raise fail("delta", f"a {r.kind} rule has no level or criterion")
    if r.evidence is not None and not r.evidence.strip():
        raise fail("evidence", "empty evidence: quote the source, or None for judgement")
    if not r.statement.zh.strip() or not r.statement.en.strip():
        raise fail("statement", "the statement needs both zh and en")


def _levelled(rules: list[Rule]) -> list[Rule]:
    """Set each rule's level: 1 + the deepest level of the facts it reads (a fact's level is
    the deepest rule concluding it). A rule is levelled only once every producer of the facts
    it reads is, so levels are final when read. A cycle between derived facts is a load error."""
    fact_level: dict[str, int] = {}
    levels: dict[str, int] = {}
    pending = list(rules)
    while pending:
        progressed = False
        for r in list(pending):
            needed = r.when.facts()
            producers = [p for p in rules if p.kind == "derive" and p.then in needed]
            if any(p.id not in levels for p in producers):
                continue
            levels[r.id] = 1 + max((fact_level.get(f, 0) for f in needed), default=0)
            if r.kind == "derive":
                fact_level[r.then] = max(fact_level.get(r.then, 0), levels[r.id])
            pending.remove(r)
            progressed = True
        if not progressed:
            r = pending[0]
            raise DataFileError(r.module, r.id, "when", "derived facts depend on each other in a cycle")
    return [replace(r, level=levels[r.id]) for r in rules]


def baseline_facts() -> RuleModule:
    """The facts the task baseline asserts before any rule runs (rules/baseline.py)."""
    from compute_advisor.rules import baseline

    return RuleModule(RuleModule.of(baseline).path, (), tuple(baseline.FACTS))


@lru_cache(maxsize=1)
def default_rule_base() -> RuleBase:
    """The project's rule base: derive, modes, checks; loaded and validated once."""
    from compute_advisor.rules import checks, derive, fit, modes

    return build_rule_base(
        [RuleModule.of(derive), RuleModule.of(modes), RuleModule.of(fit), RuleModule.of(checks)]
    )


# -- readable rendering -------------------------------------------------------------------

# One table, one shape: each phrase in both languages, picked by `Text.get`.
_WORDS: dict[str, Text] = {
    "and": Text(zh=" 且 ", en=" and "),
    "or": Text(zh=" 或 ", en=" or "),
    "always": Text(zh="始终", en="always"),
    "fact": Text(zh="已推断：{}", en="derived: {}"),
    "is": Text(zh="{}为{}", en="{} is {}"),
    "has": Text(zh="{}包含{}", en="{} includes {}"),
    "sep": Text(zh="或", en=" or "),
    "quote": Text(zh="「{}」", en='"{}"'),
    "derive": Text(zh="推断：{}", en="conclude: {}"),
    "veto": Text(zh="排除：{}", en="rule out: {}"),
    "check": Text(zh="检查：{}", en="check: {}"),
    "score": Text(zh="{}：{:+g}", en="{}: {:+g}"),
}


def describe_condition(cond: Condition, lang: str, base: RuleBase | None = None) -> str:
    """The condition as one readable sentence in `lang`."""
    base = base or default_rule_base()
    parts = []
    for branch in cond.branches:
        text = _WORDS["and"].get(lang).join(_describe_atom(a, lang, base) for a in branch)
        parts.append(f"({text})" if len(cond.branches) > 1 and len(branch) > 1 else text)
    return _WORDS["or"].get(lang).join(parts)


def _describe_atom(atom: object, lang: str, base: RuleBase) -> str:
    vocab = base.vocab
    if isinstance(atom, Answer):
        q = vocab.by_id[atom.question]
        opts = (
            _WORDS["sep"]
            .get(lang)
            .join(_WORDS["quote"].get(lang).format(q.option(o).label.get(lang)) for o in atom.options)
        )
        return _WORDS["has" if q.type == "multi" else "is"].get(lang).format(q.label.get(lang), opts)
    if isinstance(atom, Number):
        q = vocab.by_id[atom.question]
        unit = f" {q.unit.get(lang)}" if q.unit else ""
        op = "≥" if atom.op == ">=" else "<"
        return f"{q.label.get(lang)} {op} {atom.value:g}{unit}"
    if isinstance(atom, Fact):
        names = _WORDS["sep"].get(lang).join(base.fact_label(n, lang) for n in atom.names)
        return _WORDS["fact"].get(lang).format(names)
    return _WORDS["always"].get(lang)


def describe_conclusion(rule: Rule, lang: str, base: RuleBase | None = None) -> str:
    """What the rule concludes, readable in `lang`."""
    base = base or default_rule_base()
    vocab = base.vocab
    if rule.kind == "derive":
        return _WORDS["derive"].get(lang).format(base.fact_label(rule.then, lang))
    if rule.kind == "check":
        return _WORDS["check"].get(lang).format(vocab.checks_by_id[rule.then].label.get(lang))
    label = vocab.modes_by_id[rule.then].label.get(lang)
    if rule.kind == "veto":
        return _WORDS["veto"].get(lang).format(label)
    return _WORDS["score"].get(lang).format(label, rule.delta or 0)
