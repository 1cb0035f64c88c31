"""The sensitivity of a mode's cost to target: its total at the low and high end of each
assumption it rests on (`swings`), the low/high range they give together (`cost_range`) and the
sensitivity table (`rows`). Only the part of the bill an assumption feeds is computed again."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from compute_advisor.rules.cost import bill as B
from compute_advisor.rules.cost import costing as C
from compute_advisor.rules.cost.listing import LABELS, sig, text
from compute_advisor.rules.cost.prices import ModeProfile, load_prices


def cost_range(total: float, swings: list[tuple[str, Any, float, float]]) -> dict[str, float]:
    """Low / expected / high from every assumption's range at once. The assumptions are taken as
    independent, each range as a like-for-like spread (say, two standard deviations), so their
    swings below and above the expected total add in quadrature (root-sum-square): wider than any
    one assumption alone, narrower than every assumption at its worst together."""
    # One pass for both sides; each side summed by `sum` as before (Python 3.12's `sum` adds
    # floats with compensation: a loop of `+=` would not give its floats there).
    below_sq, above_sq = [], []
    for _, _, lo, hi in swings:
        below, above = total - (hi if hi < lo else lo), (hi if hi > lo else lo) - total  # min, max
        below_sq.append(below**2 if below > 0.0 else 0.0)
        above_sq.append(above**2 if above > 0.0 else 0.0)
    down, up = math.sqrt(sum(below_sq)), math.sqrt(sum(above_sq))
    return {"low": sig(max(0.0, total - down)), "expected": sig(total), "high": sig(total + up)}


_TRAINING_ONLY = {"mfu", "failure_rate_per_gpu_day", "restart_hours", "checkpoint_write_minutes"}


_VARIED = (
    "mfu",
    "price_factor",
    "utilization",
    "queue_hours",
    "ops_fte",
    "failure_rate_per_gpu_day",
    "restart_hours",
    "checkpoint_write_minutes",
    "storage_price_per_tb_month",
    "staff_cost_per_fte_month",
    "project_fte",
    "setup_amortization_months",
)


def swings(
    p: ModeProfile, v: dict[str, Any], resume: bool, given: set[str]
) -> list[tuple[str, Any, float, float]]:
    """(assumption, its range, total at its low end, total at its high end), the others at their
    defaults. The user's own numbers are facts and are not varied."""
    ranges = _ranges(p)
    run = B.run(v, resume)
    token_cost = v.get("token_cost")
    varied = [
        (aid, ranges[aid])
        for aid in _VARIED
        if aid not in given and (v["training"] or aid not in _TRAINING_ONLY) and aid in ranges
    ]
    if _FAST:
        out = _bill_swings(p, v, resume, run, token_cost, varied)
    else:  # every total on inputs built afresh (tests compare the two)
        out, w = [], dict(v)
        for aid, r in varied:
            ends = []
            for value in (r.low, r.high):
                w[aid] = value
                useful, _, overhead = B.run(w, resume) if aid in B.RUN_INPUTS else run
                ends.append(B.total(B.inputs(p, w, useful, overhead), token_cost))
            w[aid] = v[aid]
            out.append((aid, r, ends[0], ends[1]))
    hours = v["serving_days"] * C.HOURS_PER_DAY
    for aid, gpus in v["gpu_swings"].items():  # the sizing assumptions of inference by traffic
        ends = []
        for g in gpus:
            if _FAST and not v["training"]:  # `bill.cost(p, w, resume)["total"]` without its dicts
                ends.append(B.total(_with_gpus(p, v, g, g * hours), token_cost))
                continue
            w = {**v, "gpus": g, "useful_gpu_hours": g * hours}
            if _FAST:
                useful, _, overhead = B.run(w, resume)
                ends.append(B.total(B.inputs(p, w, useful, overhead), token_cost))
            else:
                ends.append(B.cost(p, w, resume)["total"])
        out.append((aid, ranges[aid], ends[0], ends[1]))
    return out


def _with_gpus(p: ModeProfile, v: dict[str, Any], gpus: int, hours: float) -> C.CostInputs:
    """`bill.inputs` of a service (no training: no restarts, `bill.run`) on `gpus` reserved for
    `hours` GPU-hours, its other values `v`'s: no copy of `v` per end of the range."""
    c = B.inputs(p, v, hours, 0.0)
    c.gpus = gpus
    return c


# The sensitivity table's totals through `_bill_swings`; tests turn it off to compare it with
# totals on freshly built inputs and the full cost formula.
_FAST = True


def _bill_swings(
    p: ModeProfile,
    v: dict[str, Any],
    resume: bool,
    run: tuple[float, float, float],
    token_cost: float | None,
    varied: list[tuple[str, Any]],
) -> list[tuple[str, Any, float, float]]:
    """The swings of `varied` on one local set of cost inputs at the defaults: each assumption
    sets the inputs it feeds (as `bill.inputs` computes them) and puts them back, and only the part of
    the bill that reads them is computed again; every total is `total_cost`'s, float for float."""
    w = dict(v)  # one run input at a time set to an end of its range, then put back
    base = B.inputs(p, v, run[0], run[2])
    gpu, basis = C.gpu_bill(base), C.time_basis(base)
    money, network = C.time_money(base, basis), base.network_tb * base.network_price_per_tb
    out = []
    for aid, r in varied:
        fields = _PLAIN_FIELDS.get(aid)
        ends = []
        if fields is None:  # a run input, read by nothing but `bill.run`: its hours change, no more
            for value in (r.low, r.high):
                w[aid] = value
                base.useful_gpu_hours, _, base.restart_overhead_hours = B.run(w, resume)
                ends.append(C.total_cost(base, token_cost))
            w[aid] = v[aid]
            base.useful_gpu_hours, base.restart_overhead_hours = run[0], run[2]
        elif aid == "storage_price_per_tb_month":
            # Only the storage line reads it: `time_money`'s storage, the other lines as they are.
            for value in (r.low, r.high):
                storage = base.storage_tb * value * basis[2]
                ends.append(C.bill_total(gpu, (money[0], storage, *money[2:]), network, token_cost))
        else:  # its input fields set to each end, then put back
            fields, put, part = _PLAIN[aid]
            saved_fields = [getattr(base, f) for f in fields]
            for value in (r.low, r.high):
                put(base, value, v)
                if part is _GPU:
                    ends.append(C.bill_total(C.gpu_bill(base), money, network, token_cost))
                else:
                    hours = C.time_basis(base) if part is _HOURS else basis
                    ends.append(C.bill_total(gpu, C.time_money(base, hours), network, token_cost))
            for f, x in zip(fields, saved_fields, strict=True):
                setattr(base, f, x)
        out.append((aid, r, ends[0], ends[1]))
    return out


# The part of the bill each plain assumption (one that feeds the cost inputs directly, not
# through the run's hours) feeds: only the GPU part (`costing.gpu_bill`), the hours the time part
# is charged for (`costing.time_basis`, and so its money), or only the time part's rates
# (`costing.time_money`).
_GPU, _HOURS, _RATES = "gpu", "hours", "rates"


def _set_price(c: C.CostInputs, value: float, v: dict[str, Any]) -> None:
    c.price_per_gpu_hour = v["price"] * value


def _set_utilization(c: C.CostInputs, value: float, v: dict[str, Any]) -> None:
    c.utilization = value


def _set_queue(c: C.CostInputs, value: float, v: dict[str, Any]) -> None:
    c.queue_hours = value


def _set_ops(c: C.CostInputs, value: float, v: dict[str, Any]) -> None:
    c.staff_fte = v["project_fte"] + value


def _set_project(c: C.CostInputs, value: float, v: dict[str, Any]) -> None:
    c.staff_fte, c.project_fte = value + v["ops_fte"], value


def _set_staff_cost(c: C.CostInputs, value: float, v: dict[str, Any]) -> None:
    c.staff_cost_per_fte_month = value


def _set_amortization(c: C.CostInputs, value: float, v: dict[str, Any]) -> None:
    c.setup_amortization_months = value


# Per plain assumption: the `CostInputs` fields it sets, how (exactly as `bill.inputs` computes
# them from the values) and the part of the bill that reads them. The storage price is
# computed on the storage line alone (`_bill_swings`).
_PLAIN: dict[str, tuple[tuple[str, ...], Callable[[C.CostInputs, float, dict[str, Any]], None], str]] = {
    "price_factor": (("price_per_gpu_hour",), _set_price, _GPU),
    "utilization": (("utilization",), _set_utilization, _GPU),
    "queue_hours": (("queue_hours",), _set_queue, _HOURS),
    "ops_fte": (("staff_fte",), _set_ops, _RATES),
    "project_fte": (("staff_fte", "project_fte"), _set_project, _RATES),
    "staff_cost_per_fte_month": (("staff_cost_per_fte_month",), _set_staff_cost, _RATES),
    "setup_amortization_months": (("setup_amortization_months",), _set_amortization, _HOURS),
}
# The varied assumptions that feed the cost inputs directly (tests empty it to compare with
# inputs built afresh).
_PLAIN_FIELDS: dict[str, tuple[str, ...]] = {
    **{aid: fields for aid, (fields, _, _) in _PLAIN.items()},
    "storage_price_per_tb_month": ("storage_price_per_tb_month",),
}


# Every varied assumption feeds the cost inputs directly or only through the run's hours.
assert set(_VARIED) <= set(_PLAIN_FIELDS) | B.RUN_INPUTS


def _ranges(p: ModeProfile) -> dict[str, Any]:
    """Each assumption's range, the mode's own for utilization, queue and ops staff (read only;
    kept per mode profile while the prices are the same object)."""
    prices = load_prices()
    key = (id(prices), id(p))
    kept = _RANGES.get(key)
    if kept is None or kept[0] is not prices or kept[1] is not p:
        ranges = {a.id: a.range for a in prices.assumptions}
        ranges.update(utilization=p.utilization, queue_hours=p.queue_hours, ops_fte=p.ops_fte)
        if len(_RANGES) > 64:
            _RANGES.clear()
        kept = _RANGES[key] = (prices, p, ranges)
    return kept[2]


_RANGES: dict[tuple[int, int], tuple[Any, ModeProfile, dict[str, Any]]] = {}


def rows(swings: list[tuple[str, Any, float, float]], lang: str) -> list[dict[str, Any]]:
    """The sensitivity table, biggest swing first."""
    by_id = load_prices().assumptions_by_id
    rows = [
        {
            "id": aid,
            "label": by_id[aid].label.get(lang) if aid in by_id else text(LABELS[aid][0], lang),
            "low": r.low,
            "high": r.high,
            "total_at_low": sig(lo),
            "total_at_high": sig(hi),
            "swing": sig(abs(hi - lo)),
        }
        for aid, r, lo, hi in swings
    ]
    return sorted(rows, key=lambda row: -row["swing"])
