"""One mode's bill for one set of values: the run's hours (`run`), the cost inputs (`inputs`),
the full bill as dicts (`priced`, `cost`) and its total alone (`total`). The formulas are in
`rules.cost.costing`; `mode_costs` and `sensitivity` put the values together."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from compute_advisor.rules.cost import costing as C
from compute_advisor.rules.cost.prices import ModeProfile


def cost(p: ModeProfile, v: dict[str, Any], resume: bool) -> dict[str, float]:
    return priced(p, v, *run(v, resume))


# The inputs of `run`: varying anything else leaves the useful hours and the restart overhead
# as they were, so the sensitivity table reuses them instead of computing them again.
RUN_INPUTS = frozenset(
    {
        "flops",
        "tflops",
        "mfu",
        "training",
        "useful_gpu_hours",
        "gpus",
        "failure_rate_per_gpu_day",
        "checkpoint_write_minutes",
        "restart_hours",
    }
)


def run(v: dict[str, Any], resume: bool) -> tuple[float, float, float]:
    """Useful GPU-hours, the run's hours on its GPUs, and the wall-clock hours lost to failures
    (and checkpoint writes); reads only `RUN_INPUTS`."""
    if v["training"]:
        return _training_run(
            v["flops"],
            v["tflops"],
            v["mfu"],
            v["gpus"],
            v["failure_rate_per_gpu_day"],
            v["checkpoint_write_minutes"],
            v["restart_hours"],
            resume,
        )
    useful = v["useful_gpu_hours"]
    return useful, useful / v["gpus"], 0.0


# A training run's hours depend on the run inputs alone, which every mode of an estimate shares
# (the modes set price, utilization, queue and staff, never a run input): the seven modes' bills
# with and without resume and the shown modes' ranges (each end of MFU, failure rate, restart
# and checkpoint-write time) ask for the same few runs again and again. Kept by value (`typed`:
# an int GPU count is not a float's entry), a pure function of its arguments: the same floats
# as computing each; a few dozen entries cover the estimates of one answer.
@lru_cache(maxsize=64, typed=True)
def _training_run(
    flops: float,
    tflops: float,
    mfu: float,
    gpus: int,
    failure_rate_per_gpu_day: float,
    checkpoint_write_minutes: float,
    restart_hours: float,
    resume: bool,
) -> tuple[float, float, float]:
    useful = C.gpu_hours(flops, tflops, mfu)
    run_hours = useful / gpus
    overhead = C.restart_overhead_hours(
        run_hours,
        gpus,
        failure_rate_per_gpu_day,
        resume=resume,
        checkpoint_write_hours=checkpoint_write_minutes / 60,
        restart_hours=restart_hours,
    )
    return useful, run_hours, overhead


def priced(
    p: ModeProfile, v: dict[str, Any], useful: float, run_hours: float, overhead: float
) -> dict[str, float]:
    result = C.cost_to_target(inputs(p, v, useful, overhead))
    if v.get("token_cost") is not None:  # billed per token: no GPU-hours, no idle capacity
        extra = v["token_cost"] - result["compute"] - result["idle"]
        result = {**result, "compute": v["token_cost"], "idle": 0.0, "billed_gpu_hours": 0.0}
        result["total"] += extra
    return {**result, "run_hours": run_hours + overhead, "overhead_hours": overhead}


def inputs(p: ModeProfile, v: dict[str, Any], useful: float, overhead: float) -> C.CostInputs:
    return C.CostInputs(
        useful_gpu_hours=useful,
        gpus=v["gpus"],
        price_per_gpu_hour=v["price"] * v["price_factor"],
        utilization=v["utilization"],
        queue_hours=v["queue_hours"],
        restart_overhead_hours=overhead,
        bills_failures=p.bills_failures,
        storage_tb=v["storage_tb"],
        reserved=v["reserved"],
        network_tb=v["network_tb"] if p.moves_data else 0.0,
        network_price_per_tb=v["network_price_per_tb"],
        storage_price_per_tb_month=v["storage_price_per_tb_month"],
        staff_fte=v["project_fte"] + v["ops_fte"],
        staff_cost_per_fte_month=v["staff_cost_per_fte_month"],
        setup_fte_months=v["setup_fte_months"],
        setup_amortization_months=v["setup_amortization_months"],
        window_hours=v["window_hours"],
        project_fte=v["project_fte"],
        project_hours=v["project_hours"],
        staff_hours=v["staff_hours"],
    )


def total(c: C.CostInputs, token_cost: float | None) -> float:
    """`priced(...)["total"]` without building its dicts (the sensitivity table asks for some
    150 totals per estimate): `costing.total_cost`, the same arithmetic as `cost_to_target`."""
    return C.total_cost(c, token_cost)
