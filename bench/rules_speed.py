"""How fast the rule engine evaluates answers, in-process.

    python bench/rules_speed.py [--rounds 200] [--threads 8] [--coverage]

Prints p50/p99 per evaluation over the scenario cases (each evaluated `rounds` times, in
shuffled order), the same under `threads` concurrent callers (evaluations serialise on the
engine lock, so this shows the lock's cost, not a speed-up), and optionally how long the
full coverage check takes."""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from compute_advisor.rules.engine import evaluate, rule_base
from compute_advisor.rules.scenarios import load_panel


def _percentiles(samples: list[float]) -> str:
    ms = sorted(s * 1000 for s in samples)
    p = lambda q: ms[min(len(ms) - 1, int(q * len(ms)))]  # noqa: E731
    return f"p50 {p(0.50):.3f} ms  p99 {p(0.99):.3f} ms  mean {statistics.fmean(ms):.3f} ms  (n={len(ms)})"


def _timed(answers: dict) -> float:
    t = time.perf_counter()
    evaluate(answers)
    return time.perf_counter() - t


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=200)
    ap.add_argument("--threads", type=int, default=8)
    ap.add_argument("--coverage", action="store_true", help="also time the full coverage check")
    args = ap.parse_args(argv)

    base = rule_base()
    cases = [c.given for c in load_panel()]
    t = time.perf_counter()
    evaluate(cases[0])  # first call compiles and registers the ruleset
    print(
        f"rule base {base.version}: {len(base.rules)} rules; first evaluation (compiles) "
        f"{(time.perf_counter() - t) * 1000:.1f} ms"
    )

    work = cases * args.rounds
    random.Random(1).shuffle(work)
    firings = statistics.fmean(len(evaluate(a).trace) for a in cases)
    print(f"scenario inputs: {len(cases)}, mean firings per evaluation {firings:.1f}")
    print("sequential:          " + _percentiles([_timed(a) for a in work]))

    with ThreadPoolExecutor(max_workers=args.threads) as pool:
        t = time.perf_counter()
        samples = list(pool.map(_timed, work))
        wall = time.perf_counter() - t
    print(f"{args.threads} threads (latency): " + _percentiles(samples))
    print(f"{args.threads} threads throughput: {len(work) / wall:,.0f} evaluations/s")

    if args.coverage:
        from compute_advisor.rules.coverage import check_coverage

        t = time.perf_counter()
        report = check_coverage()
        took = time.perf_counter() - t
        print(
            f"coverage: {report.inputs_checked} inputs in {took:.1f} s "
            f"({took / report.inputs_checked * 1000:.3f} ms each), ok={report.ok}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
