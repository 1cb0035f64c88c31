"""Runs the held-out team profiles (bench/data/expert_holdout.yaml) through the domain's part of
the advice path (answers → baseline → rules → decision) and prints, per case, the top mode
against what the expert accepts, then the pass rate.

    python bench/expert_holdout.py [--file bench/data/expert_holdout2.yaml] [--lang en] [--verbose]

A case passes when the top is one of `acceptable_top` and none of `not_first`, every check in its
optional `must_checks` is among the advice's checks, and, where the case says `open: true` (a
partial profile whose missing answer decides the advice), the decision's confidence is "open" or
"tied" rather than clear or close."""

from __future__ import annotations

import argparse
from pathlib import Path

import yaml

from compute_advisor.rules.decision import assess, decide
from compute_advisor.rules.vocabulary import load_vocabulary

DATA = Path(__file__).with_name("data") / "expert_holdout.yaml"


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--lang", default="zh", choices=["zh", "en"])
    parser.add_argument("--file", type=Path, default=DATA, help="the profiles to run (YAML with `cases`)")
    parser.add_argument("--verbose", action="store_true", help="print the decision's reasons too")
    args = parser.parse_args()
    cases = yaml.safe_load(args.file.read_text(encoding="utf-8"))["cases"]
    vocab = load_vocabulary()
    passed = 0
    for case in cases:
        answers = vocab.applicable(vocab.validate_answers(case["given"]))
        baseline, ev = assess(answers, args.lang)
        # The swap search is what finds an open question that decides the top.
        decision = decide(answers, ev, baseline, with_swap="open" in case).to_dict(args.lang)
        top = decision["top"]
        missing_checks = sorted(set(case.get("must_checks", ())) - {c.id for c in ev.checks})
        open_wrong = case.get("open") and decision["confidence"] not in ("open", "tied")
        ok = top in case["acceptable_top"] and top not in case["not_first"] and not missing_checks
        ok = ok and not open_wrong
        passed += ok
        print(
            f"{'PASS' if ok else 'FAIL'} {case['id']}: top={top} runner-up={decision['runner_up']} "
            f"({decision['confidence']}, scale {baseline.scale}) accept={case['acceptable_top']}"
            + (f" missing checks {missing_checks}" if missing_checks else "")
            + (" (should be open)" if open_wrong else "")
        )
        if args.verbose:
            print(f"     why: {decision['why']}")
    print(f"\n{passed}/{len(cases)} passed ({100 * passed / len(cases):.0f}%)")


if __name__ == "__main__":
    main()
