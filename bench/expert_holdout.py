"""Runs the held-out team profiles (bench/data/expert_holdout.yaml) through the one advice
path and prints, per case, the top mode against what the expert accepts, then the pass rate.

    python bench/expert_holdout.py [--lang en] [--verbose]

A case passes when the top is one of `acceptable_top` and none of `not_first`. Citations are
not the point here, so the advisor runs over an empty searcher."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

import yaml

from compute_advisor.service.advice import Advisor

DATA = Path(__file__).with_name("data") / "expert_holdout.yaml"


class _NoSearch:
    def search(self, query: str, k: int = 5) -> list[Any]:
        return []


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", default="zh", choices=["zh", "en"])
    parser.add_argument("--verbose", action="store_true", help="print the decision's reasons too")
    args = parser.parse_args()
    cases = yaml.safe_load(DATA.read_text(encoding="utf-8"))["cases"]
    advisor = Advisor(_NoSearch(), corpus_hash="bench")
    passed = 0
    for case in cases:
        advice = advisor.advise(case["given"], args.lang, with_missing=False)
        decision = getattr(advice, "decision", None)
        top = getattr(decision, "top", None) if decision is not None else advice.top_mode
        ok = top in case["acceptable_top"] and top not in case["not_first"]
        passed += ok
        ranking = " > ".join(f"{m.id}({m.score:g})" for m in advice.modes if m.suitable)
        print(
            f"{'PASS' if ok else 'FAIL'} {case['id']}: top={top} accept={case['acceptable_top']}  [{ranking}]"
        )
        if args.verbose and decision is not None:
            print(f"     confidence={decision.confidence} why={decision.why}")
    print(f"\n{passed}/{len(cases)} passed ({100 * passed / len(cases):.0f}%)")


if __name__ == "__main__":
    main()
