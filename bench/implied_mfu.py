"""The MFU each published run implies, and how the estimator's default (40% MFU) compares.

python bench/implied_mfu.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from compute_advisor.rules.cost.estimate import EstimateRequest, estimate, parse
from compute_advisor.rules.cost.prices import load_prices
from compute_advisor.rules.cost.published import RUNS, implied_mfu


def main() -> None:
    prices = load_prices()
    head = f"{'run':<20}{'GPU':<12}{'published GPU-h':>16}{'estimate GPU-h':>16}{'est/pub':>9}"
    print(head + f"{'implied MFU':>13}{'6ND/published FLOPs':>22}{'with restarts/pub':>19}")
    for run in RUNS:
        inputs = {
            "gpu_type": run.gpu_type,
            **({"active_params_b": run.active_params_b} if run.active_params_b else {}),
            **({"gpu_count": run.gpus} if run.gpus else {}),  # the published cluster, for restarts
        }
        body = {
            "answers": {
                "task_type": "pretraining",
                "model_params_b": run.params_b,
                "dataset_tokens_b": run.tokens_b,
            },
            "inputs": inputs,
            "modes": ["self_built"],
            "lang": "en",
        }
        comp = estimate(parse(EstimateRequest, body), sensitivity=False)["baseline"]["compute"]
        peak = prices.gpus_by_id[run.gpu_type].bf16_tflops
        mfu = implied_mfu(run, peak)
        pub = f"{run.gpu_hours:,.0f}" if run.gpu_hours else "—"
        ratio = f"{comp['useful_gpu_hours'] / run.gpu_hours:.2f}" if run.gpu_hours else "—"
        flops = f"{comp['flops'] / run.flops:.3f}" if run.flops else "—"
        with_restarts = comp["useful_gpu_hours"] / comp["effective_training_time"]
        restarts = f"{with_restarts / run.gpu_hours:.2f}" if run.gpu_hours else "—"
        print(
            f"{run.model:<20}{run.gpu_type:<12}{pub:>16}{comp['useful_gpu_hours']:>16,.0f}{ratio:>9}"
            f"{(f'{mfu:.1%}' if mfu else '—'):>13}{flops:>22}{restarts:>19}"
        )


if __name__ == "__main__":
    main()
