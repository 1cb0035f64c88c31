"""The cost-to-target estimate: the task baseline from `size_task`, then the cost per
deployment mode, the sensitivity table, and every assumption with its value, unit and source.
The formulas live in `rules.cost.costing`; this module puts the parts together and labels them."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from compute_advisor.rules.cost import costing as C
from compute_advisor.rules.cost.inputs import EstimateInputs, EstimateRequest, Lang, parse
from compute_advisor.rules.cost.listing import (
    COMPONENT_LABELS,
    Bilingual,
    Listing,
    T,
    Tally,
    figure_labels,
    sig,
    text,
    words,
)
from compute_advisor.rules.cost.mode_costs import mode_cost
from compute_advisor.rules.cost.prices import COSTED_TASKS, TRAINING_TASKS, Prices, load_prices
from compute_advisor.rules.cost.sizing import Sizing, size_task
from compute_advisor.rules.errors import InvalidInput

# Per costed mode: its low/high range, computed when called (`ranges=False` estimates).
Deferred = dict[str, Callable[[], dict[str, float]]]

__all__ = [
    "Deferred",
    "EstimateInputs",
    "EstimateRequest",
    "Lang",
    "estimate",
    "estimate_from_answers",
    "parse",
]


def estimate(
    request: EstimateRequest,
    prices: Prices | None = None,
    *,
    sensitivity: bool = True,
    ranges: bool = True,
    deferred: Deferred | None = None,
    brief: bool = False,
) -> dict[str, Any]:
    """The full estimate (`_estimate`). Arithmetic that breaks on extreme answers (a training
    time of 1e-300 days divides to infinity) is reported as invalid input, not a server error.
    `deferred` (with `ranges=False`): filled with each costed mode's range, computed on demand.
    `brief` (with `ranges=False`, no sensitivity): only what ranks the modes (`_brief`)."""
    try:
        return _estimate(
            request,
            prices or load_prices(),
            sensitivity=sensitivity,
            ranges=ranges,
            deferred=deferred,
            brief=brief,
        )
    except ArithmeticError as exc:
        raise InvalidInput(
            f"the answers are too extreme to estimate ({exc})",
            field="answers",
            allowed="realistic model sizes, token counts and durations",
        ) from exc


def _estimate(
    request: EstimateRequest,
    prices: Prices,
    *,
    sensitivity: bool,
    ranges: bool,
    deferred: Deferred | None,
    brief: bool = False,
) -> dict[str, Any]:
    inp, lang = request.inputs, request.lang
    mode_ids = _mode_ids(request, prices)
    listing = Tally if brief else Listing
    sizing = size_task(request.answers, inp, prices, lang=lang, listing=listing)
    L = listing(prices, lang)
    L.items = sizing.assumptions
    storage_tb = (
        L.add("storage_tb", inp.storage_tb, "input")
        if inp.storage_tb is not None
        else L.add(
            "storage_tb",
            sizing.data_tb + sizing.checkpoints_tb + sizing.processed_tb,
            "derived",
            L.source("storage"),
        )
    )
    baseline = baseline_dict(sizing, storage_tb)
    shared = _shared(sizing, inp, L, storage_tb)
    shared["owned"] = (
        inp.owned if inp.owned is not None else request.answers.get("existing_hardware") == "cluster"
    )
    # The team's own weights: a per-token price is the platform's for its own models (and adapters on
    # them); a serverless platform bills custom weights by run time, as GPU-hours.
    shared["own_weights"] = request.answers.get("served_model") == "own_weights"
    base_price = _base_price(sizing, inp, prices, L)
    given = {k for k in ("failure_rate_per_gpu_day", "mfu") if getattr(inp, k) is not None}
    given |= {"project_fte"} if inp.staff_fte is not None else set()
    given |= {
        k for k in ("storage_price_per_tb_month", "staff_cost_per_fte_month") if getattr(inp, k) is not None
    }
    if inp.price_per_gpu_hour is not None:
        given.add("price_factor")
    modes = [
        mode_cost(
            prices.mode(mid),
            sizing.task,
            shared,
            base_price,
            inp,
            given,
            lang,
            sensitivity,
            ranges,
            deferred,
            brief,
        )
        for mid in mode_ids
    ]
    ranked = sorted((m for m in modes if m["applicable"]), key=lambda m: m["total"])
    for i, m in enumerate(ranked, 1):
        m["rank"] = i
    modes = ranked + [m for m in modes if not m["applicable"]]
    if brief:
        return _brief(sizing, baseline, modes, ranked, L)
    return {
        **prices.result_header(lang),
        "task_type": sizing.task,
        "method": sizing.method,
        "baseline": baseline,
        "modes": modes,
        "cheapest": ranked[0]["id"] if ranked else None,
        "drivers": ranked[0]["sensitivity"][:3] if ranked and sensitivity else [],
        "assumptions": L.items,
        "warnings": [text(w, lang) for w in sizing.warnings + _mode_warnings(sizing, ranked)],
        "component_labels": {k: text(v, lang) for k, v in COMPONENT_LABELS.items()},
        "labels": figure_labels(lang, prices.currency),
        "words": words(lang),
    }


def _brief(
    s: Sizing, baseline: dict[str, Any], modes: list[dict[str, Any]], ranked: list[dict[str, Any]], L: Listing
) -> dict[str, Any]:
    """A brief estimate: the baseline, each mode's cost (`mode_cost(brief=True)`) and every
    assumption's id and value, the same figures as the full estimate's; no header, text, warnings
    or drivers (nothing of it is shown)."""
    return {
        "lang": L.lang,
        "task_type": s.task,
        "method": s.method,
        "baseline": baseline,
        "modes": modes,
        "cheapest": ranked[0]["id"] if ranked else None,
        "assumptions": L.items,
    }


def _mode_warnings(s: Sizing, ranked: list[dict[str, Any]]) -> list[Bilingual]:
    """A mode that misses the user's target, or cannot finish without checkpoint resume."""
    out = []
    per_token = {m.id for m in load_prices().modes if m.per_token}
    if s.task == "inference" and s.traffic is None and any(m["id"] in per_token for m in ranked):
        out.append(
            T(
                "在线模型与 Serverless 按 token 计价，需要流量：请填 requests_per_s 或 tokens_per_day；"
                "此处暂按预留卡时估算",
                "online models and serverless APIs are priced per token and need the traffic: give "
                "requests_per_s or tokens_per_day; until then they are costed as reserved GPU-hours",
            )
        )
    for m in ranked:
        days = m["calendar_days"]
        if s.target_given and s.target_days is not None and days > s.target_days:
            out.append(
                T(
                    f"{m['label']}：{s.gpus} 卡约需 {days:,.1f} 天（含故障恢复与排队），"
                    f"超过预计的 {s.target_days:g} 天",
                    f"{m['label']}: {s.gpus} GPUs need about {days:,.1f} days (restarts and queueing "
                    f"included), more than the {s.target_days:g} days expected",
                )
            )
        if not m["checkpoint_resume"] and m["restarts"]["impractical_without_resume"]:
            out.append(
                T(
                    f"{m['label']}：没有断点续训，故障会让任务反复从头重跑，实际上无法完成",
                    f"{m['label']}: without checkpoint resume, failures restart the run from the beginning "
                    "and it practically never finishes",
                )
            )
    return out


def _mode_ids(request: EstimateRequest, prices: Prices) -> list[str]:
    """The modes to cost, each checked, and the user's per-mode prices checked."""
    mode_ids = request.modes if request.modes is not None else [m.id for m in prices.modes]
    known = prices.modes_by_id
    for i, mid in enumerate(mode_ids):
        if mid not in known:  # the field named only for the error (an estimate costs seven modes)
            prices.mode(mid, field=f"modes[{i}]")
    mode_prices = request.inputs.mode_prices
    for mid in mode_prices:
        prices.mode(mid, field=f"inputs.mode_prices.{mid}")
        if not 0 <= mode_prices[mid] <= 1e6:
            raise InvalidInput("a price must be >= 0", field=f"inputs.mode_prices.{mid}", allowed=">= 0")
    return mode_ids


def baseline_dict(s: Sizing, storage_tb: float) -> dict[str, Any]:
    """The baseline as the API returns it (keys read by the decision core and the pages)."""
    if s.training:
        compute: dict[str, Any] = {
            "method": s.method,
            "flops": sig(s.model_flops),
            "hardware_flops": sig(s.hardware_flops),
            "flops_per_param_token": sig(s.model_flops / (s.active_params_b * 1e9) / (s.tokens_b * 1e9)),
            "useful_gpu_hours": sig(s.useful_gpu_hours),
            "gpus": s.gpus,
            "tensor_parallel": s.tensor_parallel,
            "run_days": sig(s.run_days),
            "tokens_per_s_at_assumed_mfu": sig(
                s.gpus * s.gpu.tflops * 1e12 * s.mfu / (s.model_flops / (s.tokens_b * 1e9))
            ),
            "checkpoint_interval_hours": sig(s.checkpoint_interval_hours or 0.0),
            "effective_training_time": sig(s.effective_training_time or 1.0),
        }
        in_use: dict[str, Any] = {
            "activation_recompute": s.recompute,
            "activations_per_gpu_gb": sig(s.activations_per_gpu_gb or 0.0),
        }
    else:
        # The same keys as training: GPU-hours reserved (or node-hours) and the period they span.
        compute = {
            "method": s.method,
            "gpus": s.gpus,
            "useful_gpu_hours": sig(s.useful_gpu_hours),
            "run_days": sig(s.run_days),
            **s.compute_extra,
        }
        in_use = {}
    return {
        "gpu": {
            "id": s.gpu.id,
            "label": s.gpu.label,
            "memory_gb": s.gpu.memory_gb,
            "bf16_tflops": s.gpu.tflops,
            "memory_bandwidth_gbps": s.gpu.bandwidth_gbps,
            "domestic": s.gpu.domestic,
        },
        "compute": compute,
        "memory": {
            "components_gb": {k: sig(v) for k, v in s.memory_gb.items()},
            "total_gb": sig(s.total_memory_gb),
            "total_gib": sig(s.total_memory_gib),
            "floor_gb": sig(s.floor_memory_gb),
            "per_gpu_gb": sig(s.per_gpu_gb),
            "usable_per_gpu_gb": sig(s.usable_per_gpu_gb),
            "min_gpus": s.min_gpus,
            **in_use,
        },
        "storage": {
            "total_tb": sig(storage_tb),
            "data_tb": sig(s.data_tb),
            "checkpoints_tb": sig(s.checkpoints_tb),
            **({"processed_tb": sig(s.processed_tb)} if s.processed_tb else {}),
        },
    }


def _shared(s: Sizing, inp: EstimateInputs, L: Listing, storage_tb: float) -> dict[str, Any]:
    """The baseline numbers and the assumptions every mode shares."""
    training, rel = s.training, s.reliability
    return {
        "useful_gpu_hours": s.useful_gpu_hours,
        "flops": s.model_flops,
        "tflops": s.gpu.tflops,
        "gpus": s.gpus,
        "training": training,
        "storage_tb": storage_tb,
        "failure_rate_per_gpu_day": rel.failure_rate_per_gpu_day if rel else 0.0,
        "checkpoint_write_minutes": rel.write_hours * 60 if rel else 0.0,
        "restart_hours": rel.restart_hours if rel else 0.0,
        "storage_price_per_tb_month": L.pick("storage_price_per_tb_month", inp.storage_price_per_tb_month),
        "staff_cost_per_fte_month": L.pick("staff_cost_per_fte_month", inp.staff_cost_per_fte_month),
        "project_fte": L.pick("project_fte", inp.staff_fte),
        "setup_amortization_months": L.pick("setup_amortization_months", None),
        "mfu": s.mfu,
        "traffic": s.traffic,
        "gpu_swings": s.gpu_swings,
        "reserved": s.task == "inference",
        "network_tb": s.network_tb,
        "network_price_per_tb": L.pick("network_price_per_tb", inp.network_price_per_tb)
        if s.network_tb
        else 0.0,
        "params_b": s.params_b,
        "serving_days": s.run_days if not training else 0.0,
        **_staff_window(s, L),
        "price_factor": 1.0 if inp.price_per_gpu_hour is not None else L.pick("price_factor", None),
    }


def _staff_window(s: Sizing, L: Listing) -> dict[str, Any]:
    """How long the staff are engaged. Training: the days the user gave (the finish-by window),
    else the run itself but at least `staff_engagement_days` (a job sized for the 30-day default
    that finishes in hours is not charged a month of people). Inference: the ops staff over the
    serving period, the project team for `staff_engagement_days` of integration and launch."""
    out: dict[str, Any] = {"window_hours": 0.0, "project_hours": None, "staff_hours": None}
    if s.training and s.target_given:
        out["window_hours"] = (s.target_days or 0.0) * C.HOURS_PER_DAY
    elif s.training:
        # The effort of the job, not of its layout: the time its GPU-hours take on one 8-GPU node
        # (or on the cluster it is sized for), at least the engagement days. An adapter sized on
        # one GPU would run for weeks; nobody staffs it that way, and charging it so would make it
        # dearer than full fine-tuning of the same model.
        node_hours = s.useful_gpu_hours / max(s.gpus, C.GPUS_PER_NODE)
        out["staff_hours"] = max(L.pick("staff_engagement_days", None) * C.HOURS_PER_DAY, node_hours)
    elif s.task == "inference":
        out["project_hours"] = L.pick("staff_engagement_days", None) * C.HOURS_PER_DAY
    return out


def _base_price(s: Sizing, inp: EstimateInputs, prices: Prices, L: Listing) -> float:
    if inp.price_per_gpu_hour is not None:
        return float(L.add("price_per_gpu_hour", inp.price_per_gpu_hour, "input"))
    assert s.gpu.price_per_gpu_hour is not None  # a user GPU without a price is refused in sizing
    return float(
        L.add(
            "price_per_gpu_hour",
            s.gpu.price_per_gpu_hour,
            "example",
            text(
                T(
                    f"{s.gpu.label}，prices.yaml 示例价（截至 {prices.as_of}）",
                    f"{s.gpu.label}, example price in prices.yaml as of {prices.as_of}",
                ),
                L.lang,
            ),
        )
    )


def estimate_from_answers(
    answers: dict[str, Any],
    suitable_modes: list[str],
    lang: str = "zh",
    *,
    gpu_type: str | None = None,
    weight_bits: int | None = None,
    ranges: bool = True,
    deferred: Deferred | None = None,
    brief: bool = False,
) -> dict[str, Any] | None:
    """An estimate with default assumptions for the recommendation, or None when the answers do
    not allow one (no task type; no model size; training without tokens; data processing
    without a data scale).
    `gpu_type` sizes on that accelerator instead of the catalogue's default, `weight_bits` a
    service's weights at that precision instead of 16 bits; an inference task
    is sized and billed for the traffic its usage pattern suggests, as every estimate without
    traffic figures is (`serving.assumed_traffic`). Skips the sensitivity table to stay well
    under a millisecond; `ranges=False` skips each mode's low/high range as well (estimates that
    only rank modes); `deferred` then receives each mode's range as a call made only if the mode
    is shown. `brief`: only what ranks the modes (`_brief`)."""
    task = answers.get("task_type")
    if task == "data_processing":
        if not answers.get("data_scale"):
            return None
    elif task not in COSTED_TASKS or not answers.get("model_params_b"):
        return None
    if task in TRAINING_TASKS and not answers.get("dataset_tokens_b"):
        return None
    request = EstimateRequest.model_construct(
        answers=answers,
        inputs=_default_inputs(gpu_type, weight_bits),
        modes=list(suitable_modes),
        lang="en" if lang == "en" else "zh",
    )
    try:
        return estimate(request, sensitivity=False, ranges=ranges, deferred=deferred, brief=brief)
    except InvalidInput:
        return None  # the answers are valid, only too small to cost


@lru_cache(maxsize=16)
def _default_inputs(gpu_type: str | None, weight_bits: int | None = None) -> EstimateInputs:
    """The inputs of an estimate for the recommendation: an accelerator and a weight precision
    at most; validated once per pair and shared (read only, as every estimate treats its inputs)."""
    return EstimateInputs(gpu_type=gpu_type, weight_bits=weight_bits)
