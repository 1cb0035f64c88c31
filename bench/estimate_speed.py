"""How long the estimator takes: `estimate_from_answers` (called inside every recommendation,
budget < 1 ms), the full estimate with its sensitivity table, an estimate sized by traffic,
`size_task` alone, a pilot comparison, and the SVG.

    python bench/estimate_speed.py [--n 2000]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import yaml

from compute_advisor.rules.cost.estimate import (
    EstimateRequest,
    estimate,
    estimate_from_answers,
    parse,
)
from compute_advisor.rules.cost.inputs import EstimateInputs
from compute_advisor.rules.cost.pilot import CompareRequest, compare
from compute_advisor.rules.cost.prices import load_prices
from compute_advisor.rules.cost.sizing import size_task
from compute_advisor.service.api_estimate import compare_svg, estimate_svg

ROOT = Path(__file__).resolve().parent.parent
MODES = ["self_built", "online_model_api", "partner", "serverless_api", "private_deployment", "appliance"]
ANSWERS = {"task_type": "fine_tuning", "model_params_b": 13, "dataset_tokens_b": 2, "data_scale": "medium"}


def _time(label: str, fn, n: int) -> None:
    fn()  # warm caches (YAML loads once per process)
    samples = []
    for _ in range(n):
        t = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - t) * 1000)
    samples.sort()
    p99 = samples[int(0.99 * (len(samples) - 1))]
    print(f"{label:<42} median {statistics.median(samples):7.3f} ms   p99 {p99:7.3f} ms   (n={n})")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=2000)
    n = ap.parse_args().n
    est_body = yaml.safe_load((ROOT / "examples" / "estimate.yaml").read_text(encoding="utf-8"))
    cmp_body = yaml.safe_load((ROOT / "examples" / "pilot.yaml").read_text(encoding="utf-8"))
    full = estimate(parse(EstimateRequest, est_body))
    result = compare(parse(CompareRequest, cmp_body))
    _time("estimate_from_answers (6 modes)", lambda: estimate_from_answers(ANSWERS, MODES, "zh"), n)
    _time("estimate with sensitivity (example file)", lambda: estimate(parse(EstimateRequest, est_body)), n)
    serving = yaml.safe_load((ROOT / "examples" / "inference.yaml").read_text(encoding="utf-8"))
    _time("estimate by traffic (inference example)", lambda: estimate(parse(EstimateRequest, serving)), n)
    answers = {
        "task_type": "pretraining",
        "model_params_b": 70,
        "dataset_tokens_b": 2000,
        "training_days": 60,
    }
    _time(
        "size_task (70B pretraining, 60 days)", lambda: size_task(answers, EstimateInputs(), load_prices()), n
    )
    _time("compare (example file)", lambda: compare(parse(CompareRequest, cmp_body)), n)
    _time("estimate_svg", lambda: estimate_svg(full), n)
    _time("compare_svg", lambda: compare_svg(result), n)


if __name__ == "__main__":
    main()
