"""Which rules need testing: the rules an answer or fact present could satisfy (`RuleIndex`, a
necessary condition, then each candidate is tested in full), and the rules a change of one
question touches (`ChangeSplit`; the others fire exactly as before the change). Pure Python over
the rule model; the engine keeps one of each per rule base (rules/engine.py)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from compute_advisor.rules.model import Answer, Fact, Rule


class RuleIndex:
    """Which of a list of rules can hold, looked up from the answers and facts present: each
    branch of a rule is filed under one of its answer or fact atoms (without which the branch
    cannot hold); a rule with a branch that has neither (a number or `always`) is always tried.
    A necessary condition only: the candidates are then tested in full."""

    def __init__(self, rules: list[Rule]) -> None:
        self.by_answer: dict[tuple[str, Any], set[int]] = {}
        self.by_fact: dict[str, set[int]] = {}
        self.always: set[int] = set()
        for i, rule in enumerate(rules):
            keys = [next((a for a in b if isinstance(a, (Answer, Fact))), None) for b in rule.when.branches]
            if any(k is None for k in keys):
                self.always.add(i)
                continue
            for k in keys:
                if isinstance(k, Fact):
                    for name in k.names:
                        self.by_fact.setdefault(name, set()).add(i)
                elif isinstance(k, Answer):
                    for option in k.options:
                        self.by_answer.setdefault((k.question, option), set()).add(i)

    def candidates(self, answers: Mapping[str, Any], present: Iterable[str]) -> list[int]:
        """Positions of the rules that may hold, in order."""
        found = set(self.always)
        by_answer = self.by_answer
        for q, value in answers.items():
            for v in value if isinstance(value, list) else (value,):
                hits = by_answer.get((q, v)) if isinstance(v, str) else None
                if hits:
                    found |= hits
        for name in present:
            hits = self.by_fact.get(name)
            if hits:
                found |= hits
        return sorted(found)


class ChangeSplit:
    """`_tested(base, which)` split by a change of one question: the rules that read it, directly
    or through a fact derived from it (`touched`, with their tests, in order), and the others,
    which fire exactly as they did before the change."""

    def __init__(self, tested: list[tuple[Rule, Any]], affected: frozenset[str]) -> None:
        self.touched = [(r, t) for r, t in tested if r.id in affected]
        self.untouched = frozenset(r.id for r, _ in tested if r.id not in affected)
        self.position = {r.id: i for i, (r, _) in enumerate(tested)}
        self.rule = {r.id: r for r, _ in tested}

    def facts_of(self, fired_before: frozenset[str]) -> set[str]:
        """The facts the untouched derive rules among `fired_before` concluded."""
        return {self.rule[i].then for i in fired_before & self.untouched}

    def again(self, fired_before: frozenset[str]) -> list[Rule]:
        """The untouched rules among `fired_before`, in rule order."""
        return sorted(
            (self.rule[i] for i in fired_before & self.untouched), key=lambda r: self.position[r.id]
        )

    def merged(self, again: list[Rule], touched_hits: list[Rule]) -> list[Rule]:
        """`again` (`self.again`) and `touched_hits`, in rule order."""
        if not again or not touched_hits:
            return again or touched_hits
        return sorted(again + touched_hits, key=lambda r: self.position[r.id])


class Fired:
    """The ids of the rules an evaluation fired (`ids`), for matching changes of one question
    against it (`ChangeSplit`): what a change leaves as it fired (the facts its untouched derive
    rules concluded, its untouched conclusions in rule order) is the same for every answer tried
    to that question, so it is worked out once per question and rules matched, when first asked
    (the swap search tries several answers to each question against one evaluation). Read only
    once made; for one evaluation's search."""

    def __init__(self, ids: Iterable[str]) -> None:
        self.ids = frozenset(ids)
        self._facts: dict[ChangeSplit, set[str]] = {}
        self._again: dict[ChangeSplit, list[Rule]] = {}

    def facts_of(self, split: ChangeSplit) -> set[str]:
        """`split.facts_of(self.ids)` (read only)."""
        facts = self._facts.get(split)
        if facts is None:
            facts = self._facts[split] = split.facts_of(self.ids)
        return facts

    def again(self, split: ChangeSplit) -> list[Rule]:
        """`split.again(self.ids)` (read only)."""
        again = self._again.get(split)
        if again is None:
            again = self._again[split] = split.again(self.ids)
        return again
