"""Coverage of the rule base over the whole answer space, backing `advisor rules check`.

Inputs: every combination of the choice and multi questions (each multi question as every
subset of its options), each paired with representative numbers drawn with a fixed seed;
plus partial answers: nothing, each single answer alone, and a fixed-seed random sample of
answer sets with questions left out. Over all of them:

- every input leaves at least one suitable mode;
- no mode is both vetoed and suitable, and the top mode is never a vetoed one;
- every complete answer set gets a recommendation (the decision's `top` is not None);
- every rule fires at least once, and every derived fact is read by some rule.

And the decision's figures over the complete answer sets: how often the top two tie, the
spread of top modes, and how often the top costs at least 2x the cheapest feasible mode (each
such case must say in `why` what justifies it, else it is a violation)."""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from compute_advisor.rules.base import RuleBase
from compute_advisor.rules.baseline import task_baseline
from compute_advisor.rules.decision import Decision, decide
from compute_advisor.rules.engine import Evaluation, evaluate, rule_base

# A few values per number question around the thresholds the rules use.
NUMBERS: dict[str, tuple[float, ...]] = {
    "model_params_b": (1.5, 13, 70, 400),
    "dataset_tokens_b": (5, 300),
    "training_days": (2, 30),
    "owned_gpus": (1, 8, 256),
}
SEED = 20240601
PARTIAL_SAMPLE = 3000
_EXAMPLES = 5  # examples shown per kind of violation


@dataclass
class CoverageReport:
    inputs_checked: int = 0
    complete_inputs: int = 0
    violations: list[str] = field(default_factory=list)
    rules_fired: Counter[str] = field(default_factory=Counter)
    top_modes: Counter[str] = field(default_factory=Counter)
    rules_total: int = 0
    version: str = ""
    never_vetoed: list[str] = field(default_factory=list)
    confidence: Counter[str] = field(default_factory=Counter)
    costly_top: int = 0  # complete inputs whose top costs >= 2x the cheapest feasible mode
    costly_justified: int = 0

    @property
    def tie_rate(self) -> float:
        return self.confidence["tied"] / self.complete_inputs if self.complete_inputs else 0.0

    @property
    def ok(self) -> bool:
        return not self.violations

    def text(self) -> str:
        """A printable report: figures first, then every violation."""
        lines = [
            f"rule base {self.version}: {self.rules_total} rules, "
            f"{len(self.rules_fired)} fired at least once",
            f"inputs checked: {self.inputs_checked} ({self.complete_inputs} complete answer sets)",
            "top mode over complete answer sets: "
            + ", ".join(f"{mode} {n}" for mode, n in self.top_modes.most_common()),
            "modes no rule vetoes (so some mode always stays suitable): "
            + (", ".join(self.never_vetoed) or "none"),
            f"tie rate at the top: {100 * self.tie_rate:.2f}% "
            f"(confidence: {', '.join(f'{k} {v}' for k, v in self.confidence.most_common())})",
            f"top costs >= 2x the cheapest feasible mode: {self.costly_top} "
            f"({100 * self.costly_top / max(1, self.complete_inputs):.2f}%), "
            f"justified in `why`: {self.costly_justified}",
        ]
        if self.ok:
            lines.append("OK: no violations")
        else:
            lines.append(f"FAILED: {len(self.violations)} violation(s)")
            lines += [f"  - {v}" for v in self.violations]
        return "\n".join(lines)

    __str__ = text


def check_coverage(
    *,
    partial_sample: int = PARTIAL_SAMPLE,
    seed: int = SEED,
    complete_sample: int | None = None,
    base: RuleBase | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> CoverageReport:
    """Evaluate the whole answer space (see the module docstring) and report violations.
    `complete_sample` replaces the full product of choices by that many combinations drawn
    with `seed` (for quick checks of experimental rule bases). The default run is computed
    once per rule base version and process: it takes seconds and its answer cannot change."""
    base = base or rule_base()
    key = (base.version, partial_sample, seed, complete_sample)
    if key not in _CACHE:
        _CACHE[key] = _run(base, partial_sample, seed, complete_sample, progress)
    return _CACHE[key]


_CACHE: dict[tuple[Any, ...], CoverageReport] = {}


def _run(
    base: RuleBase,
    partial_sample: int,
    seed: int,
    complete_sample: int | None,
    progress: Callable[[int, int], None] | None = None,
) -> CoverageReport:
    vetoed = {r.then for r in base.rules if r.kind == "veto"}
    report = CoverageReport(
        rules_total=len(base.rules),
        version=base.version,
        never_vetoed=[m.id for m in base.vocab.modes if m.id not in vetoed],
    )
    problems: dict[str, list[str]] = {}

    def note(kind: str, example: str) -> None:
        problems.setdefault(kind, []).append(example)

    total = _count_inputs(base, partial_sample, complete_sample)
    for answers, complete in _inputs(base, partial_sample, seed, complete_sample):
        baseline = task_baseline(answers)
        ev = evaluate(answers, base=base, facts=baseline.facts)
        decision = decide(answers, ev, baseline, with_swap=False)
        report.inputs_checked += 1
        if progress is not None and report.inputs_checked % 500 == 0:
            progress(report.inputs_checked, total)
        report.rules_fired.update(f.rule_id for f in ev.trace)
        _check_one(answers, ev, decision.top, complete, note)
        if complete:
            report.complete_inputs += 1
            report.top_modes[decision.top or "none"] += 1
            report.confidence[decision.confidence] += 1
            _check_cost(answers, decision, report, note)
    if progress is not None:
        progress(report.inputs_checked, total)

    for kind, examples in problems.items():
        shown = "; ".join(examples[:_EXAMPLES])
        more = f" (and {len(examples) - _EXAMPLES} more)" if len(examples) > _EXAMPLES else ""
        report.violations.append(f"{kind} for {len(examples)} input(s), e.g. {shown}{more}")
    never = [r.id for r in base.rules if r.id not in report.rules_fired]
    if never:
        report.violations.append(f"rules that never fire: {', '.join(never)}")
    read = {f for r in base.rules for f in r.when.facts()}
    unread = sorted({r.then for r in base.rules if r.kind == "derive"} - read)
    if unread:
        report.violations.append(f"derived facts no rule reads: {', '.join(unread)}")
    return report


def _count_inputs(base: RuleBase, partial_sample: int, complete_sample: int | None) -> int:
    choice_qs = _product_questions(base.vocab)
    complete = (
        complete_sample if complete_sample is not None else math.prod(len(_values(q)) for q in choice_qs)
    )
    singles = sum(
        len(_values(q)) if q.type != "number" else len(NUMBERS.get(q.id, _default_numbers(q)))
        for q in base.vocab.questions
    )
    return complete + 1 + singles + partial_sample


def _check_cost(answers: dict[str, Any], decision: Decision, report: CoverageReport, note: Any) -> None:
    """A top costing >= 2x the cheapest feasible mode must say in `why` what justifies it."""
    top = decision.fit(decision.top) if decision.top else None
    costed = [f.cost for f in decision.ranking if f.feasible and f.cost is not None]
    if top is None or top.cost is None or not costed or top.cost < 2 * min(costed):
        return
    report.costly_top += 1
    if any("worth paying for because it fits clearly better on" in t.en for t in decision.why):
        report.costly_justified += 1
    else:
        note("top costs >= 2x the cheapest feasible mode without a justification", _show(answers))


def _check_one(answers: dict[str, Any], ev: Evaluation, top: str | None, complete: bool, note: Any) -> None:
    shown = _show(answers)
    if not any(o.suitable for o in ev.modes):
        note("no suitable mode", shown)
    for o in ev.modes:
        if o.vetoes and o.suitable:
            note(f"{o.id} vetoed but suitable", shown)
        if not o.vetoes and not o.suitable:
            note(f"{o.id} unsuitable without a veto", shown)
    if top is not None and ev.mode(top).vetoes:
        note(f"vetoed mode {top} recommended", shown)
    if complete and top is None:
        note("complete answers but no recommendation", shown)


def _inputs(
    base: RuleBase, partial_sample: int, seed: int, complete_sample: int | None
) -> Iterator[tuple[dict[str, Any], bool]]:
    vocab = base.vocab
    rng = random.Random(seed)
    choice_qs = _product_questions(vocab)
    number_qs = [q for q in vocab.questions if q.type == "number" and not q.volunteered]
    # A question taken only when given is left out as often as each of its values is drawn (a
    # number: its probes), so the complete space is not multiplied by it nor always holds it.
    drawn_qs = [q for q in vocab.questions if q.volunteered]
    spaces = [_values(q) for q in choice_qs]

    def numbers() -> dict[str, Any]:
        out: dict[str, Any] = {q.id: rng.choice(NUMBERS.get(q.id, _default_numbers(q))) for q in number_qs}
        for q in drawn_qs:
            value = rng.choice([None, *(q.probes if q.type == "number" else _values(q))])
            if value is not None:
                out[q.id] = value
        return out

    combos: Iterable[tuple[Any, ...]] = itertools.product(*spaces)
    if complete_sample is not None:
        combos = [tuple(rng.choice(space) for space in spaces) for _ in range(complete_sample)]
    for combo in combos:
        answers = {q.id: v for q, v in zip(choice_qs, combo, strict=True)}
        answers.update(numbers())
        yield vocab.applicable(answers), True

    yield {}, False
    for q in vocab.questions:
        for v in _values(q) if q.type != "number" else NUMBERS.get(q.id, _default_numbers(q)):
            yield vocab.applicable({q.id: v}), False
    for _ in range(partial_sample):
        full = {q.id: rng.choice(_values(q)) for q in choice_qs}
        full.update(numbers())
        kept = {k: v for k, v in full.items() if rng.random() < 0.5}
        yield vocab.applicable(kept), False


def _product_questions(vocab: Any) -> list[Any]:
    """The choice questions whose every combination is a complete answer set."""
    return [q for q in vocab.questions if q.type != "number" and not q.volunteered]


def _values(q: Any) -> list[Any]:
    if q.type == "multi":
        opts = q.option_ids
        return [sorted(s) for n in range(len(opts) + 1) for s in itertools.combinations(opts, n)]
    return list(q.option_ids)


def _default_numbers(q: Any) -> tuple[float, ...]:
    low = q.gt if q.gt is not None else q.ge
    return (float(low) + 1,)


def _show(answers: dict[str, Any]) -> str:
    return "{" + ", ".join(f"{k}={v}" for k, v in answers.items()) + "}"
