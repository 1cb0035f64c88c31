"""Run the expert panel (rules/data/cases/panel.yaml) through the recommendation and print the
pass rate and every failing case with what was wrong.

    .venv/bin/python bench/panel_eval.py [--engine-only]

`--engine-only` ranks by the rule engine's mode scores alone (the ranking before the staged
decision existed); without it the decision block's top is used."""

from __future__ import annotations

import sys

from compute_advisor.rules.engine import evaluate
from compute_advisor.rules.scenarios import load_panel


def _top_and_checks(answers: dict, engine_only: bool) -> tuple[str | None, set[str]]:
    if engine_only:
        ev = evaluate(answers)
        return ev.top_mode, {c.id for c in ev.checks}
    from compute_advisor.rules.decision import assess, decide

    baseline, ev = assess(answers)
    return decide(answers, ev, baseline, with_swap=False).top, {c.id for c in ev.checks}


def main(argv: list[str]) -> int:
    engine_only = "--engine-only" in argv
    cases = load_panel()
    failed = []
    for case in cases:
        top, checks = _top_and_checks(case.given, engine_only)
        problems = case.mismatches(top, checks)
        if problems:
            failed.append((case.name, problems))
    passed = len(cases) - len(failed)
    print(f"panel: {passed}/{len(cases)} pass ({100 * passed / len(cases):.1f}%)")
    for name, problems in failed:
        print(f"  FAIL {name}: {'; '.join(problems)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
