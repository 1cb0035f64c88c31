"""The cost of each deployment mode for one estimate, its sensitivity table, and the listing
of every assumption (value, unit, kind, source) in the user's language. `rules.estimate` builds
the baseline and calls `mode_cost` once per mode; the formulas are in `rules.costing`."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from compute_advisor.rules.cost import costing as C
from compute_advisor.rules.cost.inputs import EstimateInputs
from compute_advisor.rules.cost.listing import LABELS, S10, Listing, T, sig, text
from compute_advisor.rules.cost.prices import ModeProfile, load_prices
from compute_advisor.rules.cost.serving import SECONDS_PER_DAY
from compute_advisor.rules.vocabulary import load_vocabulary

_OWNED_MODES = ("self_built", "partner", "private_deployment", "appliance")


def mode_cost(
    p: ModeProfile,
    task: str,
    shared: dict[str, Any],
    base_price: float,
    inp: EstimateInputs,
    given: set[str],
    lang: str,
    sensitivity: bool,
    ranges: bool = True,
    deferred: dict[str, Callable[[], dict[str, float]]] | None = None,
) -> dict[str, Any]:
    """One mode's cost to target: total and components, calendar days, with and without
    checkpoint resume, the mode's own assumptions, and (optionally) the sensitivity table.
    `shared` holds the baseline numbers and the assumptions common to every mode; `given` names
    the ones the user supplied, which the sensitivity table leaves alone. `ranges=False` (and no
    sensitivity): no low/high range either, for estimates that only rank modes (what-if, swap);
    with `deferred`, the range is computable later instead: `deferred[mode id]()` gives the same
    range `ranges=True` would have put in the result (for the modes that are shown after all)."""
    out: dict[str, Any] = {
        "id": p.id,
        "label": load_vocabulary().modes_by_id[p.id].label.get(lang),
        "note": p.billing_note.get(lang),
    }
    if task not in p.tasks:
        reason = T(f"该形态不适用于{task}", f"this mode does not cover {task}")
        return {**out, "applicable": False, "reason": text(reason, lang)}
    L = Listing(load_prices(), lang)
    v, resume, user_price = _mode_values(p, shared, base_price, inp, L)
    result = _cost(p, v, resume)
    other = _cost(p, v, not resume)
    out.update(
        applicable=True,
        total=sig(result["total"]),
        components={k: sig(result[k]) for k in C.COMPONENTS},
        billed_gpu_hours=sig(result["billed_gpu_hours"]),
        calendar_days=sig(result["calendar_days"]),
        price_per_gpu_hour=sig(v["price"]),
        utilization=v["utilization"],
        checkpoint_resume=resume,
        restarts=_restarts(shared, result, other, resume),
        per_token=v.get("token_cost") is not None,
        # The mode's own staff (its ops team and set-up share), without the project team's work.
        standing_staff=sig(result["staff"] - result["staff_project"]),
        setup_staff=sig(result["staff_setup"]),
        assumptions=L.items,
        sensitivity=[],
    )
    if shared["traffic"] is not None:
        tokens = shared["traffic"].tokens_per_day * shared["serving_days"]
        out["cost_per_million_tokens"] = sig(result["total"] / tokens * 1e6)
    fixed = given | ({"price_factor"} if user_price or v["owned"] else set())
    fixed |= {k for k in ("utilization", "queue_hours") if getattr(inp, k) is not None}
    if sensitivity or ranges:  # both come from the same swings, half the estimate's work
        swings = _swings(p, v, resume, fixed)
        out["range"] = _range(result["total"], swings)
        if sensitivity:
            out["sensitivity"] = _rows(swings, lang)
    elif deferred is not None:
        deferred[p.id] = _later(p, v, resume, fixed, result["total"])
    return out


def _later(
    p: ModeProfile, v: dict[str, Any], resume: bool, fixed: set[str], total: float
) -> Callable[[], dict[str, float]]:
    """The mode's range, computed on first call and kept (the inputs are this mode's own)."""
    kept: list[dict[str, float]] = []

    def mode_range() -> dict[str, float]:
        if not kept:
            kept.append(_range(total, _swings(p, v, resume, fixed)))
        return kept[0]

    return mode_range


def _range(total: float, swings: list[tuple[str, Any, float, float]]) -> dict[str, float]:
    """Low / expected / high from every assumption's range at once. The assumptions are taken as
    independent, each range as a like-for-like spread (say, two standard deviations), so their
    swings below and above the expected total add in quadrature (root-sum-square): wider than any
    one assumption alone, narrower than every assumption at its worst together."""
    down = math.sqrt(sum(max(0.0, total - min(lo, hi)) ** 2 for _, _, lo, hi in swings))
    up = math.sqrt(sum(max(0.0, max(lo, hi) - total) ** 2 for _, _, lo, hi in swings))
    return {"low": sig(max(0.0, total - down)), "expected": sig(total), "high": sig(total + up)}


def _mode_values(
    p: ModeProfile, shared: dict[str, Any], base_price: float, inp: EstimateInputs, L: Listing
) -> tuple[dict[str, Any], bool, bool]:
    """The mode's price, utilization, queue, ops staff and resume (listed with their source), merged
    with the shared numbers; and whether the user gave this mode's price."""
    src = L.source("profile")
    user_price = p.id in inp.mode_prices
    owned = shared["owned"] and p.id == "self_built" and not user_price
    if user_price:
        price = L.add("price_per_gpu_hour", inp.mode_prices[p.id], "input")
    elif owned:  # already paid for: only power and operations per GPU-hour
        owned_rate = L.prices.assumptions_by_id["owned_power_ops_per_gpu_hour"]
        price = L.add(
            "price_per_gpu_hour",
            owned_rate.range.default,
            "example",
            owned_rate.source_text(L.lang),
            owned_rate.range,
        )
    else:
        price = L.add(
            "price_per_gpu_hour", base_price * p.price_multiplier, "example", f"{src} ×{p.price_multiplier:g}"
        )
    v = {
        **shared,
        "price": price,
        "utilization": inp.utilization if inp.utilization is not None else p.utilization.default,
        "queue_hours": inp.queue_hours if inp.queue_hours is not None else p.queue_hours.default,
        "ops_fte": p.ops_fte.default,
        "owned": owned,
        "setup_fte_months": 0.0 if owned else p.setup_fte_months,
    }
    for aid, rng, note in (
        ("utilization", p.utilization, text(S10, L.lang) if p.id in _OWNED_MODES else ""),
        ("queue_hours", p.queue_hours, ""),
    ):
        mine = getattr(inp, aid) is not None
        L.add(aid, v[aid], "input" if mine else "example", src + note, None if mine else rng)
    L.add("ops_fte", v["ops_fte"], "example", src, p.ops_fte)
    L.add("setup_fte_months", v["setup_fte_months"], "example", src)
    if p.per_token and shared["traffic"] is not None:
        v["token_cost"] = _token_cost(shared, L)
    resume = inp.checkpoint_resume if inp.checkpoint_resume is not None else p.checkpoint_resume
    L.add("checkpoint_resume", resume, "input" if inp.checkpoint_resume is not None else "example", src)
    return v, resume, user_price


def _token_cost(shared: dict[str, Any], L: Listing) -> float:
    """Tokens of the serving period at the example per-token prices of the model's size band."""
    table = L.prices.token_prices
    band = table.band(shared["params_b"])
    src = f"{band.example_model}; {table.source}; {table.note_text(L.lang)}"
    p_in = L.add("token_price_input", band.input_per_million, "example", src)
    p_out = L.add("token_price_output", band.output_per_million, "example", src)
    t, days = shared["traffic"], shared["serving_days"]
    per_day = t.requests_per_s * SECONDS_PER_DAY * (t.prompt_tokens * p_in + t.output_tokens * p_out) / 1e6
    return float(per_day * days)


def _restarts(
    shared: dict[str, Any], result: dict[str, float], other: dict[str, float], resume: bool
) -> dict[str, Any]:
    with_r, without_r = (result, other) if resume else (other, result)
    return {
        "expected_failures": sig(
            shared["failure_rate_per_gpu_day"] * shared["gpus"] * result["run_hours"] / 24
        ),
        "total_with_resume": sig(with_r["total"]),
        "total_without_resume": sig(without_r["total"]),
        "days_with_resume": sig(with_r["calendar_days"]),
        "days_without_resume": sig(without_r["calendar_days"]),
        # Without resume the run is impractical once reruns more than double it.
        "impractical_without_resume": without_r["overhead_hours"]
        > without_r["run_hours"] - without_r["overhead_hours"],
    }


def _cost(p: ModeProfile, v: dict[str, Any], resume: bool) -> dict[str, float]:
    return _priced(p, v, *_run(v, resume))


# The inputs of `_run`: varying anything else leaves the useful hours and the restart overhead
# as they were, so the sensitivity table reuses them instead of computing them again.
_RUN_INPUTS = frozenset(
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


def _run(v: dict[str, Any], resume: bool) -> tuple[float, float, float]:
    """Useful GPU-hours, the run's hours on its GPUs, and the wall-clock hours lost to failures
    (and checkpoint writes); reads only `_RUN_INPUTS`."""
    useful = C.gpu_hours(v["flops"], v["tflops"], v["mfu"]) if v["training"] else v["useful_gpu_hours"]
    run_hours = useful / v["gpus"]
    overhead = (
        C.restart_overhead_hours(
            run_hours,
            v["gpus"],
            v["failure_rate_per_gpu_day"],
            resume=resume,
            checkpoint_write_hours=v["checkpoint_write_minutes"] / 60,
            restart_hours=v["restart_hours"],
        )
        if v["training"]
        else 0.0
    )
    return useful, run_hours, overhead


def _priced(
    p: ModeProfile, v: dict[str, Any], useful: float, run_hours: float, overhead: float
) -> dict[str, float]:
    result = C.cost_to_target(_inputs(p, v, useful, overhead))
    if v.get("token_cost") is not None:  # billed per token: no GPU-hours, no idle capacity
        extra = v["token_cost"] - result["compute"] - result["idle"]
        result = {**result, "compute": v["token_cost"], "idle": 0.0, "billed_gpu_hours": 0.0}
        result["total"] += extra
    return {**result, "run_hours": run_hours + overhead, "overhead_hours": overhead}


def _inputs(p: ModeProfile, v: dict[str, Any], useful: float, overhead: float) -> C.CostInputs:
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


def _total(c: C.CostInputs, token_cost: float | None) -> float:
    """`_priced(...)["total"]` without building its dicts (the sensitivity table asks for some
    150 totals per estimate): `costing.total_cost`, the same arithmetic as `cost_to_target`."""
    return C.total_cost(c, token_cost)


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


def _swings(
    p: ModeProfile, v: dict[str, Any], resume: bool, given: set[str]
) -> list[tuple[str, Any, float, float]]:
    """(assumption, its range, total at its low end, total at its high end), the others at their
    defaults. The user's own numbers are facts and are not varied."""
    ranges = _ranges(p)
    run = _run(v, resume)
    token_cost = v.get("token_cost")
    varied = [
        (aid, ranges[aid])
        for aid in _VARIED
        if aid not in given and (v["training"] or aid not in _TRAINING_ONLY) and aid in ranges
    ]
    out = _bill_swings(p, v, resume, run, token_cost, varied) if _FAST else []
    if not _FAST:  # every total on inputs built afresh (tests compare the two)
        w = dict(v)
        for aid, r in varied:
            ends = []
            for value in (r.low, r.high):
                w[aid] = value
                useful, _, overhead = _run(w, resume) if aid in _RUN_INPUTS else run
                ends.append(_total(_inputs(p, w, useful, overhead), token_cost))
            w[aid] = v[aid]
            out.append((aid, r, ends[0], ends[1]))
    hours = v["serving_days"] * C.HOURS_PER_DAY
    for aid, gpus in v["gpu_swings"].items():  # the sizing assumptions of inference by traffic
        ends = []
        for g in gpus:
            w = {**v, "gpus": g, "useful_gpu_hours": g * hours}
            if _FAST:  # `_cost(p, w, resume)["total"]` without its dicts
                useful, _, overhead = _run(w, resume)
                ends.append(_total(_inputs(p, w, useful, overhead), token_cost))
            else:
                ends.append(_cost(p, w, resume)["total"])
        out.append((aid, ranges[aid], ends[0], ends[1]))
    return out


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
    sets the inputs it feeds (as `_inputs` computes them) and puts them back, and only the part of
    the bill that reads them is computed again; every total is `total_cost`'s, float for float."""
    w = dict(v)  # one run input at a time set to an end of its range, then put back
    base = _inputs(p, v, run[0], run[2])
    gpu, basis = C.gpu_bill(base), C.time_basis(base)
    money, network = C.time_money(base, basis), base.network_tb * base.network_price_per_tb
    out = []
    for aid, r in varied:
        fields = _PLAIN_FIELDS.get(aid)
        ends = []
        if fields is None:  # a run input, read by nothing but `_run`: its hours change, no more
            for value in (r.low, r.high):
                w[aid] = value
                base.useful_gpu_hours, _, base.restart_overhead_hours = _run(w, resume)
                ends.append(C.total_cost(base, token_cost))
            w[aid] = v[aid]
            base.useful_gpu_hours, base.restart_overhead_hours = run[0], run[2]
        else:
            saved = [getattr(base, f) for f in fields]
            for value in (r.low, r.high):
                for f, x in zip(fields, _plain_values(aid, value, v), strict=True):
                    setattr(base, f, x)
                if aid in _GPU_BILL:
                    ends.append(C.bill_total(C.gpu_bill(base), money, network, token_cost))
                else:
                    hours = C.time_basis(base) if aid in _TIME_BASIS else basis
                    ends.append(C.bill_total(gpu, C.time_money(base, hours), network, token_cost))
            for f, x in zip(fields, saved, strict=True):
                setattr(base, f, x)
        out.append((aid, r, ends[0], ends[1]))
    return out


# The plain assumptions that feed only the GPU part of the bill (`costing.gpu_bill`); the others
# of `_PLAIN_FIELDS` feed only its time part, and of those only these the hours it is charged for
# (`costing.time_basis`), the rest only its rates (`costing.time_money`).
_GPU_BILL = frozenset({"price_factor", "utilization"})
_TIME_BASIS = frozenset({"queue_hours", "setup_amortization_months"})


# The varied assumptions that feed the cost inputs directly (not through the run's hours):
# the `CostInputs` fields each one sets. `_plain_values` computes them exactly as `_inputs` does.
_PLAIN_FIELDS: dict[str, tuple[str, ...]] = {
    "price_factor": ("price_per_gpu_hour",),
    "utilization": ("utilization",),
    "queue_hours": ("queue_hours",),
    "ops_fte": ("staff_fte",),
    "project_fte": ("staff_fte", "project_fte"),
    "storage_price_per_tb_month": ("storage_price_per_tb_month",),
    "staff_cost_per_fte_month": ("staff_cost_per_fte_month",),
    "setup_amortization_months": ("setup_amortization_months",),
}


# Every varied assumption feeds the cost inputs directly or only through the run's hours.
assert set(_VARIED) <= set(_PLAIN_FIELDS) | _RUN_INPUTS


def _plain_values(aid: str, value: Any, v: dict[str, Any]) -> tuple[Any, ...]:
    if aid == "price_factor":
        return (v["price"] * value,)
    if aid == "ops_fte":
        return (v["project_fte"] + value,)
    if aid == "project_fte":
        return (value + v["ops_fte"], value)
    return (value,)


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


def _rows(swings: list[tuple[str, Any, float, float]], lang: str) -> list[dict[str, Any]]:
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
