"""What-if: for each unanswered question the rules use, what its candidate answers would change
(the top mode, which modes are feasible, their order, the checks), and which question to ask
next. The chat asks this on every turn and the advice lists it as `missing`; it runs the same
rules and ranking as the advice, matched in Python and without citations."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from threading import Lock
from typing import Any

from compute_advisor.rules import decision as decision_core
from compute_advisor.rules import engine
from compute_advisor.rules.baseline import FACT_ONLY_QUESTIONS, TaskBaseline, task_baseline
from compute_advisor.rules.vocabulary import Vocabulary

CHANGE_KINDS = ("top_mode", "suitable_modes", "ranking", "checks")
# How much a question that splits each kind of outcome is worth asking.
_SPLIT_WEIGHTS = (8.0, 4.0, 2.0, 1.0)


@dataclass(frozen=True)
class Impact:
    changes: list[str]  # the kinds (CHANGE_KINDS) some candidate answer changes against now
    split: float  # how far the candidate answers split from one another, top mode weighted most
    splits_top_mode: bool


def assessed(answers: dict[str, Any], baseline: TaskBaseline | None = None) -> tuple[Any, tuple[str, ...]]:
    """The engine's evaluation of applicable `answers` (baseline facts included) and the
    decision's ranking of the feasible modes (matched in Python: the same rules)."""
    # The baseline's estimate for the current sizing is the assessment's, cached.
    if baseline is None:
        baseline = task_baseline(answers)
    ev = engine.evaluate_fast(answers, facts=baseline.facts)
    decided = decision_core.decide(answers, ev, baseline, with_swap=False)
    return ev, tuple(f.id for f in decided.ranking if f.feasible) if decided.top else ()


class WhatIf:
    """Impacts and the top mode per answer set, cached (bounded): the chat asks both on every
    turn, and the top is the base the impacts are measured against, so it is worked out once."""

    def __init__(self, vocab: Vocabulary, used: set[str], size: int = 2048) -> None:
        self.vocab = vocab
        self._used = used  # the questions the rules read; the others change nothing
        self._cache: OrderedDict[tuple[Any, ...], _Entry] = OrderedDict()
        # Outcomes by the answers the advice reads beyond the facts and the baseline's facts
        # (see `FACT_ONLY_QUESTIONS`): a GPU count's candidates that leave the facts as they
        # are share one assessment.
        self._outcomes: OrderedDict[tuple[Any, ...], tuple[Any, ...]] = OrderedDict()
        self._size = size
        self._lock = Lock()

    def impacts(self, answers: dict[str, Any]) -> dict[str, Impact]:
        """For each unanswered, askable question the rules use: what its candidate answers would
        change against the outcome now, and how far they split from one another."""
        entry = self._entry(answers)
        if entry.impacts is None:
            result: dict[str, Impact] = {}
            # Never one only taken when given (`Question.volunteered`): not asked for, not missing.
            open_questions = [
                q for q in self.vocab.unanswered(answers, volunteered=False) if q.id in self._used
            ]
            # Everything answered: nothing to weigh, and no reason to evaluate the answers again.
            base = self._base(entry, answers) if open_questions else ()
            for q in open_questions:
                # Each candidate's outcome is kept as its base: the top when the user gives
                # that answer next turn, or when the chat weighs it as an assumption.
                sigs = []
                for v in q.candidate_values():
                    candidate = self.vocab.applicable({**answers, q.id: v})
                    sigs.append(self._base(self._entry(candidate), candidate))
                changes = sorted(
                    {
                        kind
                        for sig in sigs
                        for kind, a, b in zip(CHANGE_KINDS, base, sig, strict=True)
                        if a != b
                    },
                    key=CHANGE_KINDS.index,
                )
                split = sum(w * (len({sig[i] for sig in sigs}) - 1) for i, w in enumerate(_SPLIT_WEIGHTS))
                tops = {sig[0] for sig in sigs}
                # No candidate answer keeps the top of now: it rests on the default taken while the
                # question is open (a cluster "large enough"), which no representative answer bears
                # out. Asking it may move the top as much as a split.
                unsupported = q.default_taken and bool(base) and base[0] is not None and base[0] not in tops
                if unsupported:
                    split += _SPLIT_WEIGHTS[0]
                result[q.id] = Impact(
                    changes=changes, split=split, splits_top_mode=len(tops) > 1 or unsupported
                )
            entry.impacts = result
        return entry.impacts

    def top(self, answers: dict[str, Any]) -> str | None:
        """The decision's top mode for applicable `answers` (what-if speed: no citations), shared
        with the impacts: worked out once per answer set, and often already as a candidate."""
        top: str | None = self._base(self._entry(answers), answers)[0]
        return top

    def _base(self, entry: _Entry, answers: dict[str, Any]) -> tuple[Any, ...]:
        if entry.base is None:
            baseline = task_baseline(answers)
            key = (_freeze(answers, leave_out=FACT_ONLY_QUESTIONS), baseline.facts)
            with self._lock:
                base = self._outcomes.get(key)
            if base is None:
                base = _signature(*assessed(answers, baseline))
                with self._lock:
                    self._put(self._outcomes, key, base)
            entry.base = base
        return entry.base

    def _entry(self, answers: dict[str, Any]) -> _Entry:
        key = _freeze(answers)
        with self._lock:
            entry = self._cache.get(key)
            if entry is None:
                entry = _Entry()
                self._put(self._cache, key, entry)
            else:
                self._cache.move_to_end(key)
            return entry

    def _put(self, cache: OrderedDict[tuple[Any, ...], Any], key: tuple[Any, ...], value: Any) -> None:
        """Store in a cache bounded to `size`, the oldest dropped (under the lock)."""
        cache[key] = value
        if len(cache) > self._size:
            cache.popitem(last=False)

    def next_question(
        self, answers: dict[str, Any], skipped: Iterable[str] = ()
    ) -> tuple[str | None, bool, int]:
        """The unanswered, unskipped question whose answer could change the advice most (the task
        type first while open; ties go to vocabulary order), whether the top mode is settled, and
        how many questions could still change it."""
        left_out = set(skipped)
        impacts = {q: i for q, i in self.impacts(answers).items() if q not in left_out}
        could_change = sum(1 for i in impacts.values() if i.splits_top_mode)
        ranked = [(i.split, qid) for qid, i in impacts.items() if i.split > 0 or i.changes]
        if not ranked:
            return None, could_change == 0, could_change
        # The task comes first while it is open (the source's first step records the task's
        # baseline; every other answer is read against it), whatever the splits say.
        if any(qid == "task_type" for _, qid in ranked):
            return "task_type", could_change == 0, could_change
        best = max(split for split, _ in ranked)
        return next(qid for split, qid in ranked if split == best), could_change == 0, could_change


@dataclass
class _Entry:
    """What is known so far of one answer set (filled on demand; the same values from any thread)."""

    impacts: dict[str, Impact] | None = None
    base: tuple[Any, ...] | None = None  # the outcome now, as `_signature` gives it


def _signature(ev: Any, ranking: tuple[str, ...]) -> tuple[Any, ...]:
    """What a user would see change, in the order of `CHANGE_KINDS`."""
    top = ranking[0] if ranking else None
    return (top, frozenset(ranking), ranking, frozenset(c.id for c in ev.checks))


def _freeze(answers: Mapping[str, Any], leave_out: frozenset[str] = frozenset()) -> tuple[Any, ...]:
    return tuple(
        sorted((k, tuple(v) if isinstance(v, list) else v) for k, v in answers.items() if k not in leave_out)
    )


__all__ = ["CHANGE_KINDS", "Impact", "WhatIf", "assessed"]
