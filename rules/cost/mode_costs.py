"""The cost of each deployment mode for one estimate, its sensitivity table, and the listing
of every assumption (value, unit, kind, source) in the user's language. `rules.estimate` builds
the baseline and calls `mode_cost` once per mode; the formulas are in `rules.costing`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from compute_advisor.rules.cost import bill as B
from compute_advisor.rules.cost import costing as C
from compute_advisor.rules.cost import sensitivity as S
from compute_advisor.rules.cost.inputs import EstimateInputs
from compute_advisor.rules.cost.listing import S10, Listing, T, Unlisted, sig, text
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
    brief: bool = False,
) -> dict[str, Any]:
    """One mode's cost to target: total and components, calendar days, with and without
    checkpoint resume, the mode's own assumptions, and (optionally) the sensitivity table.
    `shared` holds the baseline numbers and the assumptions common to every mode; `given` names
    the ones the user supplied, which the sensitivity table leaves alone. `ranges=False` (and no
    sensitivity): no low/high range either, for estimates that only rank modes (what-if, swap);
    with `deferred`, the range is computable later instead: `deferred[mode id]()` gives the same
    range `ranges=True` would have put in the result (for the modes that are shown after all).
    `brief` (no sensitivity, no ranges): only the figures that rank the mode (`_brief`)."""
    out: dict[str, Any] = {
        "id": p.id,
        "label": load_vocabulary().modes_by_id[p.id].label.get(lang),
        "note": p.billing_note.get(lang),
    }
    if task not in p.tasks:
        reason = T(f"该形态不适用于{task}", f"this mode does not cover {task}")
        return {**out, "applicable": False, "reason": text(reason, lang)}
    # A brief result lists none of the mode's own lines: they are not listed either.
    L = (Unlisted if brief else Listing)(load_prices(), lang)
    v, resume, user_price = _mode_values(p, shared, base_price, inp, L)
    result = B.cost(p, v, resume)
    if brief:
        return _brief(out, result, v, resume)
    # Only training restarts from checkpoints: otherwise the run (bill.run) is the same either way.
    other = B.cost(p, v, not resume) if v["training"] else result
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
        swings = S.swings(p, v, resume, fixed)
        out["range"] = S.cost_range(result["total"], swings)
        if sensitivity:
            out["sensitivity"] = S.rows(swings, lang)
    elif deferred is not None:
        deferred[p.id] = _later(p, v, resume, fixed, result["total"])
    return out


def _brief(out: dict[str, Any], result: dict[str, float], v: dict[str, Any], resume: bool) -> dict[str, Any]:
    """The mode's cost as a ranking reads it: total, components and staff, the same figures as
    the full result's; without the bill without resume, the restarts, the assumptions or ranges."""
    out.update(
        applicable=True,
        total=sig(result["total"]),
        components={k: sig(result[k]) for k in C.COMPONENTS},
        price_per_gpu_hour=sig(v["price"]),
        utilization=v["utilization"],
        checkpoint_resume=resume,
        per_token=v.get("token_cost") is not None,
        standing_staff=sig(result["staff"] - result["staff_project"]),
        setup_staff=sig(result["staff_setup"]),
    )
    return out


def _later(
    p: ModeProfile, v: dict[str, Any], resume: bool, fixed: set[str], total: float
) -> Callable[[], dict[str, float]]:
    """The mode's range, computed on first call and kept (the inputs are this mode's own)."""
    kept: list[dict[str, float]] = []

    def mode_range() -> dict[str, float]:
        if not kept:
            kept.append(S.cost_range(total, S.swings(p, v, resume, fixed)))
        return kept[0]

    return mode_range


def _mode_values(
    p: ModeProfile, shared: dict[str, Any], base_price: float, inp: EstimateInputs, L: Listing
) -> tuple[dict[str, Any], bool, bool]:
    """The mode's price, utilization, queue, ops staff and resume (listed with their source), merged
    with the shared numbers; and whether the user gave this mode's price."""
    user_price = p.id in inp.mode_prices
    owned = shared["owned"] and p.id == "self_built" and not user_price
    if user_price:
        price = inp.mode_prices[p.id]
    elif owned:  # already paid for: only power and operations per GPU-hour
        price = L.prices.assumptions_by_id["owned_power_ops_per_gpu_hour"].range.default
    else:
        price = base_price * p.price_multiplier
    v = {
        **shared,
        "price": price,
        "utilization": inp.utilization if inp.utilization is not None else p.utilization.default,
        "queue_hours": inp.queue_hours if inp.queue_hours is not None else p.queue_hours.default,
        "ops_fte": p.ops_fte.default,
        "owned": owned,
        "setup_fte_months": 0.0 if owned else p.setup_fte_months,
    }
    # The mode's own lines, the same for every estimate of the same price and language unless the
    # user gave one of them: listed once and copied (an estimate lists them for all seven modes).
    cached = type(L) is Listing and L.prices is load_prices() and not user_price
    cached = cached and inp.utilization is None and inp.queue_hours is None
    key = (L.lang, p.id, owned, price)
    kept = _LISTED.get(key) if cached else None
    if kept is not None and kept[0] is p and kept[1] is L.prices:
        L.items.extend(_copies(kept[2]))
    elif not isinstance(L, Unlisted):
        start = len(L.items)
        _list_mode(p, v, inp, L, user_price)
        if cached:
            if len(_LISTED) > 1024:
                _LISTED.clear()
            _LISTED[key] = (p, L.prices, _copies(L.items[start:]))
    if p.per_token and shared["traffic"] is not None and not shared["own_weights"]:
        v["token_cost"] = _token_cost(shared, L)
    resume = inp.checkpoint_resume if inp.checkpoint_resume is not None else p.checkpoint_resume
    kind = "input" if inp.checkpoint_resume is not None else "example"
    L.add("checkpoint_resume", resume, kind, L.source("profile"))
    return v, resume, user_price


def _list_mode(p: ModeProfile, v: dict[str, Any], inp: EstimateInputs, L: Listing, user_price: bool) -> None:
    """List the mode's price, utilization, queue and staff with their source (`v`'s values)."""
    src = L.source("profile")
    if user_price:
        L.add("price_per_gpu_hour", v["price"], "input")
    elif v["owned"]:
        owned_rate = L.prices.assumptions_by_id["owned_power_ops_per_gpu_hour"]
        L.add("price_per_gpu_hour", v["price"], "example", owned_rate.source_text(L.lang), owned_rate.range)
    else:
        L.add("price_per_gpu_hour", v["price"], "example", f"{src} ×{p.price_multiplier:g}")
    for aid, rng, note in (
        ("utilization", p.utilization, text(S10, L.lang) if p.id in _OWNED_MODES else ""),
        ("queue_hours", p.queue_hours, ""),
    ):
        mine = getattr(inp, aid) is not None
        L.add(aid, v[aid], "input" if mine else "example", src + note, None if mine else rng)
    L.add("ops_fte", v["ops_fte"], "example", src, p.ops_fte)
    L.add("setup_fte_months", v["setup_fte_months"], "example", src)


def _copies(items: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Listed lines of their own (the caller's result may be changed; the kept ones never are)."""
    return [{**x, "range": dict(x["range"])} if "range" in x else dict(x) for x in items]


# (language, mode, owned, price) → the mode profile, the prices and the lines `_list_mode` listed.
_LISTED: dict[tuple[Any, ...], tuple[ModeProfile, Any, list[dict[str, Any]]]] = {}


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
