"""Rule conditions tested in Python against answers and derived facts, with the engine's
semantics (an unanswered question matches nothing; numbers as durable_rules sees them). The
engine uses it for the conclusions nobody chains on and for what-if questions; tests check it
agrees with durable_rules over random answers."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from compute_advisor.rules.model import Always, Fact, Number, Rule


def holds(rule: Rule, answers: Mapping[str, Any], present: set[str]) -> bool:
    """Whether some branch of `rule`'s condition holds for `answers` and the facts `present`,
    with the engine's semantics: an unanswered question matches nothing."""
    test = _TESTS.get(id(rule))
    if test is None:
        test = _TESTS[id(rule)] = compile_test(rule)
    return bool(test(answers, present))


_TESTS: dict[int, Any] = {}  # id(rule) → its compiled condition (rules live as long as the base)


def compile_test(rule: Rule) -> Any:
    branches = [[_atom_test(a) for a in branch] for branch in rule.when.branches]
    if len(branches) == 1 and len(branches[0]) == 1:
        return branches[0][0]  # most rules: one atom, tested directly
    if len(branches) == 1 and len(branches[0]) == 2:
        first, second = branches[0]
        return lambda answers, present: first(answers, present) and second(answers, present)

    # any(all(...)) written out: the swap search tests these some forty times per answer set,
    # and the generators cost more than the atoms.
    def test(answers: Mapping[str, Any], present: set[str]) -> bool:
        for branch in branches:
            for t in branch:
                if not t(answers, present):
                    break
            else:
                return True
        return False

    return test


def _atom_test(a: Any) -> Any:
    if isinstance(a, Fact):
        names = frozenset(a.names)
        return lambda answers, present: not names.isdisjoint(present)
    if isinstance(a, Always):
        return lambda answers, present: True
    q = a.question
    if isinstance(a, Number):
        limit, at_least = a.value, a.op == ">="

        def number(answers: Mapping[str, Any], present: set[str]) -> bool:
            value = answers.get(q)
            if value is None:
                return False
            v = engine_number(float(value))
            return v >= limit if at_least else v < limit

        return number
    options = frozenset(a.options)

    def choice(answers: Mapping[str, Any], present: set[str]) -> bool:
        value = answers.get(q)
        if value is None:
            return False
        if isinstance(value, list):
            return not options.isdisjoint(value)
        return value in options

    return choice


def engine_number(value: float) -> float:
    """durable_rules' C engine crashes the whole process (SIGSEGV) on numbers that JSON
    writes with an exponent (`1e-05`, `1e+16`). Keep every number in plain notation: tiny
    magnitudes become ±0.0001, far below any threshold a rule tests."""
    if 0 < abs(value) < 1e-4:
        return math.copysign(1e-4, value)
    return max(-9.9e15, min(9.9e15, value))
