"""The task baseline and cost-to-target estimate: answers + optional numbers → memory, compute,
cost per deployment mode, sensitivity, and every assumption with its value, unit and source.
The formulas live in `rules.costing`; this module picks the inputs and labels the result."""

from __future__ import annotations

import math
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from compute_advisor.rules.cost import costing as C
from compute_advisor.rules.cost.mode_costs import COMPONENT_LABELS, SOURCES, Listing, mode_cost, sig
from compute_advisor.rules.cost.prices import COSTED_TASKS, TRAINING_TASKS, Prices, load_prices
from compute_advisor.rules.errors import InvalidInput
from compute_advisor.rules.vocabulary import load_vocabulary

Lang = Literal["zh", "en"]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class EstimateInputs(_Strict):
    """Optional numbers the user knows; anything left out falls back to a labelled assumption."""

    gpu_type: str | None = None
    gpu_tflops: float | None = Field(None, gt=0, le=100000, description="Peak dense BF16 TFLOPS per GPU")
    gpu_memory_gb: float | None = Field(None, gt=0, le=10000)
    gpu_count: int | None = Field(None, ge=1, le=1_000_000)
    mfu: float | None = Field(None, gt=0, le=1, description="A fraction: 0.4 means 40%")
    utilization: float | None = Field(None, gt=0, le=1, description="A fraction: 0.6 means 60%")
    price_per_gpu_hour: float | None = Field(None, ge=0, le=1e6, description="Base price; modes scale it")
    mode_prices: dict[str, float] = Field(
        default_factory=dict, description="Exact price per GPU-hour by mode"
    )
    queue_hours: float | None = Field(None, ge=0, le=10000)
    failure_rate_per_gpu_day: float | None = Field(None, ge=0, le=1)
    checkpoint_resume: bool | None = None
    storage_tb: float | None = Field(None, ge=0, le=1e6)
    storage_price_per_tb_month: float | None = Field(None, ge=0, le=1e7)
    staff_fte: float | None = Field(None, ge=0, le=1000, description="Project team, FTE")
    staff_cost_per_fte_month: float | None = Field(None, ge=0, le=1e7)
    method: Literal["full", "lora", "qlora"] | None = None
    activation_recompute: bool | None = None
    lora_trainable_fraction: float | None = Field(None, gt=0, le=1)
    layers: int | None = Field(None, ge=1, le=10000)
    hidden: int | None = Field(None, ge=1, le=1_000_000)
    kv_heads: int | None = Field(None, ge=1, le=10000)
    head_dim: int | None = Field(None, ge=1, le=10000)
    seq_len: int | None = Field(None, ge=1, le=10_000_000)
    micro_batch: int | None = Field(None, ge=1, le=100000)
    context_tokens: int | None = Field(None, ge=1, le=10_000_000)
    concurrency: int | None = Field(None, ge=1, le=1_000_000)
    serving_days: float | None = Field(None, gt=0, le=3650)
    weight_bits: Literal[4, 8, 16] | None = None


class EstimateRequest(_Strict):
    answers: dict[str, Any]
    inputs: EstimateInputs = EstimateInputs()
    modes: list[str] | None = Field(None, description="Modes to cost; all modes when absent")
    lang: Lang = "zh"


def parse(model: type[BaseModel], payload: Any) -> Any:
    """Validate `payload` into `model`; a failure becomes InvalidInput naming the field."""
    try:
        return model.model_validate(payload)
    except ValidationError as exc:
        err = exc.errors()[0]
        field = ""
        for part in err["loc"]:
            field += f"[{part}]" if isinstance(part, int) else (f".{part}" if field else str(part))
        ctx = err.get("ctx") or {}
        allowed = next((f"{op} {ctx[k]}" for k, op in _BOUNDS if k in ctx), ctx.get("expected"))
        raise InvalidInput(f"{field or 'body'}: {err['msg']}", field=field or None, allowed=allowed) from None


_BOUNDS = (("gt", ">"), ("ge", ">="), ("lt", "<"), ("le", "<="))


def estimate(
    request: EstimateRequest, prices: Prices | None = None, *, sensitivity: bool = True
) -> dict[str, Any]:
    """The full estimate (`_estimate`). Arithmetic that breaks on extreme answers (a training
    time of 1e-300 days divides to infinity) is reported as invalid input, not a server error."""
    try:
        return _estimate(request, prices, sensitivity=sensitivity)
    except ArithmeticError as exc:
        raise InvalidInput(
            f"the answers are too extreme to estimate ({exc})",
            field="answers",
            allowed="realistic model sizes, token counts and durations",
        ) from exc


def _estimate(
    request: EstimateRequest, prices: Prices | None = None, *, sensitivity: bool = True
) -> dict[str, Any]:
    """The full estimate for a validated request. Raises InvalidInput naming the field when the
    answers are not enough or the inputs contradict each other."""
    prices = prices or load_prices()
    vocab = load_vocabulary()
    answers = vocab.validate_answers(request.answers)
    inp, lang = request.inputs, request.lang
    task = answers.get("task_type")
    if task not in COSTED_TASKS:
        raise InvalidInput(
            "the estimate needs a training or inference task_type",
            field="answers.task_type",
            allowed=list(COSTED_TASKS),
        )
    if "model_params_b" not in answers:
        raise InvalidInput(
            "the estimate needs the model size",
            field="answers.model_params_b",
            allowed=vocab.by_id["model_params_b"].allowed(),
        )
    training = task in TRAINING_TASKS
    if training and not answers.get("dataset_tokens_b"):
        raise InvalidInput(
            "a training estimate needs the training data size in tokens",
            field="answers.dataset_tokens_b",
            allowed="a number > 0",
        )
    mode_ids = request.modes if request.modes is not None else [m.id for m in prices.modes]
    for i, mid in enumerate(mode_ids):
        prices.mode(mid, field=f"modes[{i}]")
    for mid in inp.mode_prices:
        prices.mode(mid, field=f"inputs.mode_prices.{mid}")
        if not 0 <= inp.mode_prices[mid] <= 1e6:
            raise InvalidInput("a price must be >= 0", field=f"inputs.mode_prices.{mid}", allowed=">= 0")

    L = Listing(prices, lang)
    warnings: list[str] = []
    params_b = L.add("model_params_b", answers["model_params_b"], "input")
    params = params_b * 1e9
    gpu = prices.gpu(inp.gpu_type or prices.default_gpu)
    L.add(
        "gpu_type",
        gpu.label,
        "input" if inp.gpu_type else "example",
        None if inp.gpu_type else SOURCES["gpu"][lang],
    )
    mem_gb = L.add(
        "gpu_memory_gb",
        inp.gpu_memory_gb or gpu.memory_gb,
        "input" if inp.gpu_memory_gb else "catalogue",
        gpu.source,
    )
    tflops = L.add(
        "gpu_tflops",
        inp.gpu_tflops or gpu.bf16_tflops,
        "input" if inp.gpu_tflops else "catalogue",
        gpu.source,
    )
    usable = mem_gb * C.GB * L.pick("usable_memory_fraction", None)

    # Architecture: the user's shape where given, else guessed from the parameter count.
    guess = C.default_architecture(params_b, inp.head_dim or 128)
    layers, hidden = inp.layers or guess.layers, inp.hidden or guess.hidden
    head_dim = inp.head_dim or 128
    arch = C.Architecture(
        layers,
        hidden,
        inp.kv_heads or C.default_kv_heads(hidden, head_dim),
        head_dim,
        derived=not inp.layers,
    )
    for aid, val, given in (
        ("layers", layers, inp.layers),
        ("hidden", hidden, inp.hidden),
        ("kv_heads", arch.kv_heads, inp.kv_heads),
        ("head_dim", head_dim, inp.head_dim),
    ):
        L.add(
            aid,
            val,
            "input" if given else "derived",
            None
            if given
            else SOURCES["derived"][lang]
            + (" (GQA, 8 KV heads as in Llama 3)" if aid == "kv_heads" and lang == "en" else "")
            + ("（按 Llama 3 的分组查询注意力，8 个 KV 头）" if aid == "kv_heads" and lang == "zh" else ""),
        )

    baseline: dict[str, Any] = {
        "gpu": {"id": gpu.id, "label": gpu.label, "memory_gb": mem_gb, "bf16_tflops": tflops}
    }
    if training:
        method = _method(task, inp.method, lang, L)
        tokens = L.add("dataset_tokens_b", answers["dataset_tokens_b"], "input") * 1e9
        if not params * tokens > 0:  # tiny answers underflow to 0 and every rate divides by it
            raise InvalidInput(
                "model size × dataset tokens is too small to estimate",
                field="answers.dataset_tokens_b",
                allowed="a larger dataset or model",
            )
        frac = L.pick("lora_trainable_fraction", inp.lora_trainable_fraction) if method != "full" else 0.0
        seq, mb = L.pick("seq_len", inp.seq_len), L.pick("micro_batch", inp.micro_batch)
        states = C.model_state_bytes(params, method, frac)
        state_total = sum(states.values())
        act_stored = C.activation_bytes(arch, seq, mb, recompute=False)
        act_recomputed = C.activation_bytes(arch, seq, mb, recompute=True)
        # The memory floor allows recomputation unless the user turned it off.
        floor = act_stored if inp.activation_recompute is False else act_recomputed
        min_gpus, _ = C.min_gpus_training(state_total, floor, usable)
        _check_gpu_count(inp.gpu_count, min_gpus)
        mfu = L.pick("mfu", inp.mfu)
        days = answers.get("training_days")
        target = L.add("training_days", days, "input") if days else L.pick("target_days", None)

        def size(recompute: bool) -> tuple[float, float, int]:
            flops = C.training_flops(params, tokens, method, recompute)
            useful = C.gpu_hours(flops, tflops, mfu)
            need = C.round_to_nodes(max(min_gpus, math.ceil(useful / (target * 24))))
            return flops, useful, inp.gpu_count or need

        recompute = inp.activation_recompute
        if recompute is None:  # recompute only when the job does not fit without it
            recompute = C.min_gpus_training(state_total, act_stored, usable)[0] > size(False)[2]
        flops, useful, gpus = size(recompute)
        L.add(
            "activation_recompute",
            recompute,
            "input" if inp.activation_recompute is not None else "derived",
            None if inp.activation_recompute is not None else SOURCES["recompute"][lang],
        )
        L.add(
            "gpu_count",
            gpus,
            *(("input",) if inp.gpu_count else ("derived", SOURCES["sized"][lang])),
        )
        if inp.gpu_count and days and useful / gpus / 24 > days:
            warnings.append(
                f"{gpus} 卡需约 {useful / gpus / 24:.1f} 天，超过预计的 {days:g} 天"
                if lang == "zh"
                else f"{gpus} GPUs need about {useful / gpus / 24:.1f} days, more than the {days:g} expected"
            )
        act = act_recomputed if recompute else act_stored
        tp = C.tensor_parallel_for(state_total, act, usable, gpus)
        run_days = useful / gpus / C.HOURS_PER_DAY
        # The total is the least the job needs (the memory floor); per GPU is the chosen setup.
        memory = {**{k: v / C.GB for k, v in states.items()}, "activations": floor / C.GB}
        total_bytes = state_total + floor
        per_gpu = state_total / gpus + act / tp
        in_use = {"activation_recompute": recompute, "activations_per_gpu_gb": sig(act / tp / C.GB)}
        ckpt = (
            C.BYTES_CHECKPOINT_FULL * params if method == "full" else C.BYTES_CHECKPOINT_FULL * frac * params
        )
        kept = L.pick("checkpoints_kept", None)
        ckpt_tb = (kept * ckpt + (0 if method == "full" else C.BYTES_WEIGHTS_BF16 * params)) / 1e12
        data_tb = _data_tb(answers, tokens, prices)
        baseline["compute"] = {
            "method": method,
            "flops": sig(flops),
            "flops_per_param_token": sig(flops / params / tokens),
            "useful_gpu_hours": sig(useful),
            "gpus": gpus,
            "tensor_parallel": tp,
            "run_days": sig(run_days),
            "peak_throughput_tokens_per_s": sig(gpus * tflops * 1e12 * mfu / (flops / tokens)),
        }
    else:
        method = "inference"
        bits = L.add(
            "weight_bits",
            inp.weight_bits or 16,
            "input" if inp.weight_bits else "example",
            None if inp.weight_bits else SOURCES["profile"][lang],
        )
        tokens_held = L.pick("context_tokens", inp.context_tokens) * L.pick("concurrency", inp.concurrency)
        states = C.model_state_bytes(params, "inference", 0.0, weight_bytes=bits / 8)
        kv = C.kv_cache_bytes(arch, tokens_held)
        memory = {**{k: v / C.GB for k, v in states.items()}, "kv_cache": kv / C.GB}
        total_bytes = sum(states.values()) + kv
        min_gpus, tp = C.min_gpus_inference(total_bytes, usable), 1
        _check_gpu_count(inp.gpu_count, min_gpus)
        gpus = inp.gpu_count or min_gpus
        L.add(
            "gpu_count",
            gpus,
            *(("input",) if inp.gpu_count else ("derived", SOURCES["memfloor"][lang])),
        )
        per_gpu = total_bytes / gpus
        in_use = {}
        serving_days = L.pick("serving_days", inp.serving_days)
        useful = gpus * serving_days * C.HOURS_PER_DAY
        ckpt_tb, data_tb, flops, mfu = states["weights"] / 1e12, 0.0, 0.0, 1.0
        baseline["compute"] = {
            "method": method,
            "flops_per_token": sig(2 * params),
            "gpus": gpus,
            "serving_gpu_hours": sig(useful),
        }
    baseline["memory"] = {
        "components_gb": {k: sig(v) for k, v in memory.items()},
        "total_gb": sig(total_bytes / C.GB),
        "total_gib": sig(total_bytes / C.GIB),
        "per_gpu_gb": sig(per_gpu / C.GB),
        "usable_per_gpu_gb": sig(usable / C.GB),
        "min_gpus": min_gpus,
        **in_use,
    }
    storage_tb = (
        L.add("storage_tb", inp.storage_tb, "input")
        if inp.storage_tb is not None
        else L.add("storage_tb", data_tb + ckpt_tb, "derived", SOURCES["storage"][lang])
    )
    baseline["storage"] = {
        "total_tb": sig(storage_tb),
        "data_tb": sig(data_tb),
        "checkpoints_tb": sig(ckpt_tb),
    }

    shared = {
        "useful_gpu_hours": useful,
        "flops": flops,
        "tflops": tflops,
        "gpus": gpus,
        "training": training,
        "storage_tb": storage_tb,
        "failure_rate_per_gpu_day": L.pick("failure_rate_per_gpu_day", inp.failure_rate_per_gpu_day)
        if training
        else 0.0,
        "checkpoint_interval_hours": L.pick("checkpoint_interval_hours", None) if training else 1.0,
        "checkpoint_write_minutes": L.pick("checkpoint_write_minutes", None) if training else 0.0,
        "restart_hours": L.pick("restart_hours", None) if training else 0.0,
        "storage_price_per_tb_month": L.pick("storage_price_per_tb_month", inp.storage_price_per_tb_month),
        "staff_cost_per_fte_month": L.pick("staff_cost_per_fte_month", inp.staff_cost_per_fte_month),
        "project_fte": L.pick("project_fte", inp.staff_fte),
        "setup_amortization_months": L.pick("setup_amortization_months", None),
        "mfu": mfu,
        "price_factor": 1.0 if inp.price_per_gpu_hour is not None else L.pick("price_factor", None),
    }
    base_price = (
        L.add("price_per_gpu_hour", inp.price_per_gpu_hour, "input")
        if inp.price_per_gpu_hour is not None
        else L.add(
            "price_per_gpu_hour",
            gpu.price_per_gpu_hour,
            "example",
            f"{gpu.label}, prices.yaml as_of {prices.as_of}",
        )
    )
    given = {k for k in ("failure_rate_per_gpu_day", "mfu") if getattr(inp, k) is not None}
    given |= {"project_fte"} if inp.staff_fte is not None else set()
    given |= {
        k for k in ("storage_price_per_tb_month", "staff_cost_per_fte_month") if getattr(inp, k) is not None
    }
    if inp.price_per_gpu_hour is not None:
        given.add("price_factor")
    modes = [
        mode_cost(prices.mode(mid), task, shared, base_price, inp, given, lang, sensitivity)
        for mid in mode_ids
    ]
    ranked = sorted((m for m in modes if m["applicable"]), key=lambda m: m["total"])
    for i, m in enumerate(ranked, 1):
        m["rank"] = i
    modes = ranked + [m for m in modes if not m["applicable"]]
    return {
        **prices.result_header(lang),
        "task_type": task,
        "method": method,
        "baseline": baseline,
        "modes": modes,
        "cheapest": ranked[0]["id"] if ranked else None,
        "drivers": ranked[0]["sensitivity"][:3] if ranked and sensitivity else [],
        "assumptions": L.items,
        "warnings": warnings,
        "component_labels": {k: (en if lang == "en" else zh) for k, (zh, en) in COMPONENT_LABELS.items()},
    }


def estimate_from_answers(
    answers: dict, suitable_modes: list[str], lang: str = "zh"
) -> dict[str, Any] | None:
    """An estimate with default assumptions for the recommendation, or None when the answers do
    not allow one (no model size, no task type, data processing, or training without tokens).
    Skips the sensitivity table to stay well under a millisecond."""
    task = answers.get("task_type")
    if task not in COSTED_TASKS or not answers.get("model_params_b"):
        return None
    if task in TRAINING_TASKS and not answers.get("dataset_tokens_b"):
        return None
    request = EstimateRequest.model_construct(
        answers=answers,
        inputs=EstimateInputs(),
        modes=list(suitable_modes),
        lang="en" if lang == "en" else "zh",
    )
    try:
        return estimate(request, sensitivity=False)
    except InvalidInput:
        return None  # the answers are valid, only too small to cost


def _method(task: str, given: str | None, lang: str, L: Listing) -> str:
    allowed = ["full"] if task == "pretraining" else ["full", "lora", "qlora"]
    if given is not None:
        if given not in allowed:
            raise InvalidInput(f"{task} cannot use method {given!r}", field="inputs.method", allowed=allowed)
        return L.add("method", given, "input")
    if task != "fine_tuning":
        return L.add("method", "full", "example", "full training" if lang == "en" else "全参训练")
    note = {
        "zh": "示例假设：微调默认 LoRA（Hu et al. 2021），全参微调请设 method=full",
        "en": "example assumption: fine-tuning defaults to LoRA (Hu et al. 2021); set method=full otherwise",
    }
    return L.add("method", "lora", "example", note[lang])


def _check_gpu_count(given: int | None, min_gpus: int) -> None:
    if given is not None and given < min_gpus:
        raise InvalidInput(
            f"{given} GPUs cannot hold this job; it needs at least {min_gpus}",
            field="inputs.gpu_count",
            allowed=f">= {min_gpus}",
        )


def _data_tb(answers, tokens: float, prices: Prices) -> float:
    scale = answers.get("data_scale")
    if scale:
        return prices.data_scale_tb[scale]
    # Plain text runs at about 4 bytes per token for BPE tokenizers on English and Chinese.
    return tokens * 4 / 1e12
