"""The task baseline and cost-to-target estimate: answers + optional numbers → memory, compute,
cost per deployment mode, sensitivity, and every assumption with its value, unit and source.
The formulas live in `rules.costing`; this module picks the inputs and labels the result."""

from __future__ import annotations

import math
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from rules import costing as C
from rules.prices import COSTED_TASKS, TRAINING_TASKS, ModeProfile, Prices, load_prices
from rules.vocabulary import load_vocabulary
from service.errors import InvalidInput

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
    mode_prices: dict[str, float] = Field(default_factory=dict, description="Exact price per GPU-hour by mode")
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

# id → (label zh, label en, unit zh, unit en); "{cur}" is replaced by the currency.
_LABELS = {
    "model_params_b": ("模型参数规模", "Model size", "十亿参数", "billion parameters"),
    "dataset_tokens_b": ("训练数据量", "Training data", "十亿 token", "billion tokens"),
    "gpu_type": ("GPU 型号", "GPU type", "", ""),
    "gpu_memory_gb": ("单卡显存", "Memory per GPU", "GB", "GB"),
    "gpu_tflops": ("单卡峰值稠密 BF16 算力", "Peak dense BF16 per GPU", "TFLOPS", "TFLOPS"),
    "gpu_count": ("GPU 数量", "GPU count", "卡", "GPUs"),
    "training_days": ("预计训练时长", "Training duration", "天", "days"),
    "method": ("训练方式", "Training method", "", ""),
    "activation_recompute": ("激活重计算", "Activation recomputation", "", ""),
    "layers": ("层数", "Layers", "层", "layers"),
    "hidden": ("隐藏维度", "Hidden size", "", ""),
    "kv_heads": ("KV 头数", "Key/value heads", "", ""),
    "head_dim": ("每头维度", "Head dimension", "", ""),
    "weight_bits": ("推理权重位宽", "Inference weight precision", "bit", "bits"),
    "storage_tb": ("存储容量（数据与检查点）", "Storage (data and checkpoints)", "TB", "TB"),
    "price_per_gpu_hour": ("卡时单价", "Price per GPU-hour", "{cur}/卡·时", "{cur} per GPU-hour"),
    "utilization": ("平台利用率", "Platform utilization", "比例", "fraction"),
    "queue_hours": ("每次提交排队时间", "Queue time per submission", "小时", "hours"),
    "ops_fte": ("平台运维人力", "Platform ops staff", "人（全职当量）", "FTE"),
    "setup_fte_months": ("一次性搭建投入", "One-off setup effort", "人·月", "FTE-months"),
    "checkpoint_resume": ("断点续训", "Checkpoint resume", "", ""),
}
COMPONENT_LABELS = {
    "compute": ("有效算力", "Useful compute"),
    "idle": ("利用率损失（闲置）", "Idle capacity (utilization)"),
    "restarts": ("检查点与故障重跑", "Checkpoints and failure reruns"),
    "queue": ("排队等待（人力）", "Queue wait (staff)"),
    "storage": ("存储", "Storage"),
    "staff": ("人力", "Staff"),
}
_SOURCE_INPUT = {"zh": "你的输入", "en": "your input"}
_SOURCE_DERIVED = {"zh": "由参数量推算（近似）", "en": "derived from the parameter count (approximation)"}
_SOURCE_PROFILE = {"zh": "prices.yaml 示例模式配置", "en": "example mode profile in prices.yaml"}
_SOURCE_GPU = {"zh": "prices.yaml 示例默认 GPU", "en": "example default GPU in prices.yaml"}
_SOURCE_RECOMPUTE = {"zh": "一个微批的激活超过可用显存一半时开启", "en": "on when one micro-batch's activations exceed half the usable memory"}
_SOURCE_SIZED = {"zh": "按目标时长与显存下限取整到 8 卡节点", "en": "sized for the target duration and memory floor, in whole 8-GPU nodes"}
_SOURCE_MEMFLOOR = {"zh": "显存所需的最少卡数", "en": "the fewest GPUs whose memory holds the model"}
_SOURCE_STORAGE = {"zh": "数据（数据规模答案或约 4 字节/token）加保留的检查点", "en": "data (data-scale answer or ≈4 bytes per token) plus kept checkpoints"}
_S10 = {"zh": "；源文档引 IDC：企业常见 51%–70% [S10]", "en": "; the source document cites 51–70% as common [S10]"}
_OWNED_MODES = ("self_built", "partner", "private_deployment", "appliance")


def _sig(x: float) -> float:
    return float(f"{x:.6g}")


class _Listing:
    """Collects assumptions as {id, label, value, unit, kind, source, range?} in `lang`."""

    def __init__(self, prices: Prices, lang: str) -> None:
        self.prices, self.lang, self.items = prices, lang, []

    def add(self, aid: str, value: Any, kind: str, source: str | None = None, rng: Any = None) -> Any:
        cur = self.prices.currency
        if aid in self.prices.assumptions_by_id:
            a = self.prices.assumptions_by_id[aid]
            label, unit = a.label.get(self.lang), a.unit.get(self.lang)
            source = source or a.source
            rng = rng if rng is not None or kind == "input" else a.range
        else:
            zh, en, uzh, uen = _LABELS[aid]
            label, unit = (en, uen) if self.lang == "en" else (zh, uzh)
        if kind == "input":
            source = _SOURCE_INPUT[self.lang]
        item = {"id": aid, "label": label, "value": _sig(value) if isinstance(value, float) else value,
                "unit": unit.replace("{cur}", cur), "kind": kind, "source": source or ""}
        if rng is not None:
            item["range"] = {"low": rng.low, "high": rng.high}
        self.items.append(item)
        return value

    def pick(self, aid: str, given: Any) -> Any:
        """The user's value if given, else the prices.yaml default (listed either way)."""
        if given is not None:
            return self.add(aid, given, "input")
        a = self.prices.assumptions_by_id[aid]
        return self.add(aid, a.range.default, a.kind)


def estimate(request: EstimateRequest, prices: Prices | None = None, *, sensitivity: bool = True) -> dict[str, Any]:
    """The full estimate for a validated request. Raises InvalidInput naming the field when the
    answers are not enough or the inputs contradict each other."""
    prices = prices or load_prices()
    vocab = load_vocabulary()
    answers = vocab.validate_answers(request.answers)
    inp, lang = request.inputs, request.lang
    task = answers.get("task_type")
    if task not in COSTED_TASKS:
        raise InvalidInput("the estimate needs a training or inference task_type", field="answers.task_type",
                           allowed=list(COSTED_TASKS))
    if "model_params_b" not in answers:
        raise InvalidInput("the estimate needs the model size", field="answers.model_params_b",
                           allowed=vocab.by_id["model_params_b"].allowed())
    training = task in TRAINING_TASKS
    if training and not answers.get("dataset_tokens_b"):
        raise InvalidInput("a training estimate needs the training data size in tokens",
                           field="answers.dataset_tokens_b", allowed="a number > 0")
    mode_ids = request.modes if request.modes is not None else [m.id for m in prices.modes]
    for i, mid in enumerate(mode_ids):
        prices.mode(mid, field=f"modes[{i}]")
    for mid in inp.mode_prices:
        prices.mode(mid, field=f"inputs.mode_prices.{mid}")
        if not 0 <= inp.mode_prices[mid] <= 1e6:
            raise InvalidInput("a price must be >= 0", field=f"inputs.mode_prices.{mid}", allowed=">= 0")

    L = _Listing(prices, lang)
    warnings: list[str] = []
    params_b = L.add("model_params_b", answers["model_params_b"], "input")
    params = params_b * 1e9
    gpu = prices.gpu(inp.gpu_type or prices.default_gpu)
    L.add("gpu_type", gpu.label, "input" if inp.gpu_type else "example",
          None if inp.gpu_type else _SOURCE_GPU[lang])
    mem_gb = L.add("gpu_memory_gb", inp.gpu_memory_gb or gpu.memory_gb, "input" if inp.gpu_memory_gb else "catalogue", gpu.source)
    tflops = L.add("gpu_tflops", inp.gpu_tflops or gpu.bf16_tflops, "input" if inp.gpu_tflops else "catalogue", gpu.source)
    usable = mem_gb * C.GB * L.pick("usable_memory_fraction", None)

    # Architecture: the user's shape where given, else guessed from the parameter count.
    guess = C.default_architecture(params_b, inp.head_dim or 128)
    layers, hidden = inp.layers or guess.layers, inp.hidden or guess.hidden
    head_dim = inp.head_dim or 128
    arch = C.Architecture(layers, hidden, inp.kv_heads or C.default_kv_heads(hidden, head_dim), head_dim, derived=not inp.layers)
    for aid, val, given in (("layers", layers, inp.layers), ("hidden", hidden, inp.hidden),
                            ("kv_heads", arch.kv_heads, inp.kv_heads), ("head_dim", head_dim, inp.head_dim)):
        L.add(aid, val, "input" if given else "derived", None if given else _SOURCE_DERIVED[lang]
              + (" (GQA, 8 KV heads as in Llama 3)" if aid == "kv_heads" and lang == "en" else "")
              + ("（按 Llama 3 的分组查询注意力，8 个 KV 头）" if aid == "kv_heads" and lang == "zh" else ""))

    baseline: dict[str, Any] = {"gpu": {"id": gpu.id, "label": gpu.label, "memory_gb": mem_gb, "bf16_tflops": tflops}}
    if training:
        method = _method(task, inp.method, lang, L)
        tokens = L.add("dataset_tokens_b", answers["dataset_tokens_b"], "input") * 1e9
        frac = L.pick("lora_trainable_fraction", inp.lora_trainable_fraction) if method != "full" else 0.0
        seq, mb = L.pick("seq_len", inp.seq_len), L.pick("micro_batch", inp.micro_batch)
        states = C.model_state_bytes(params, method, frac)
        act_stored = C.activation_bytes(arch, seq, mb, recompute=False)
        recompute = inp.activation_recompute if inp.activation_recompute is not None else act_stored > usable / 2
        L.add("activation_recompute", recompute, "input" if inp.activation_recompute is not None else "derived",
              None if inp.activation_recompute is not None else _SOURCE_RECOMPUTE[lang])
        act = C.activation_bytes(arch, seq, mb, recompute)
        min_gpus, tp = C.min_gpus_training(sum(states.values()), act, usable)
        flops = C.training_flops(params, tokens, method, recompute)
        mfu = L.pick("mfu", inp.mfu)
        useful = C.gpu_hours(flops, tflops, mfu)
        gpus = _gpu_count(inp.gpu_count, min_gpus, useful, answers.get("training_days"), L, warnings, lang)
        run_days = useful / gpus / C.HOURS_PER_DAY
        memory = {**{k: v / C.GB for k, v in states.items()}, "activations_per_gpu": act / C.GB / tp}
        total_bytes = sum(states.values()) + act
        per_gpu = sum(states.values()) / gpus + act / tp
        ckpt = (C.BYTES_CHECKPOINT_FULL * params if method == "full"
                else C.BYTES_CHECKPOINT_FULL * frac * params)
        kept = L.pick("checkpoints_kept", None)
        ckpt_tb = (kept * ckpt + (0 if method == "full" else C.BYTES_WEIGHTS_BF16 * params)) / 1e12
        data_tb = _data_tb(answers, tokens, prices)
        baseline["compute"] = {
            "method": method, "flops": _sig(flops), "flops_per_param_token": _sig(flops / params / tokens),
            "useful_gpu_hours": _sig(useful), "gpus": gpus, "tensor_parallel": tp,
            "run_days": _sig(run_days),
            "peak_throughput_tokens_per_s": _sig(gpus * tflops * 1e12 * mfu / (flops / tokens)),
        }
    else:
        method = "inference"
        bits = L.add("weight_bits", inp.weight_bits or 16, "input" if inp.weight_bits else "example",
                     None if inp.weight_bits else _SOURCE_PROFILE[lang])
        tokens_held = L.pick("context_tokens", inp.context_tokens) * L.pick("concurrency", inp.concurrency)
        states = C.model_state_bytes(params, "inference", 0.0, weight_bytes=bits / 8)
        kv = C.kv_cache_bytes(arch, tokens_held)
        memory = {**{k: v / C.GB for k, v in states.items()}, "kv_cache": kv / C.GB}
        total_bytes = sum(states.values()) + kv
        min_gpus, tp = C.min_gpus_inference(total_bytes, usable), 1
        gpus = _gpu_count(inp.gpu_count, min_gpus, None, None, L, warnings, lang)
        per_gpu = total_bytes / gpus
        serving_days = L.pick("serving_days", inp.serving_days)
        useful = gpus * serving_days * C.HOURS_PER_DAY
        ckpt_tb, data_tb, flops, mfu = states["weights"] / 1e12, 0.0, 0.0, 1.0
        baseline["compute"] = {"method": method, "flops_per_token": _sig(2 * params), "gpus": gpus,
                               "serving_gpu_hours": _sig(useful)}
    baseline["memory"] = {
        "components_gb": {k: _sig(v) for k, v in memory.items()},
        "total_gb": _sig(total_bytes / C.GB), "total_gib": _sig(total_bytes / C.GIB),
        "per_gpu_gb": _sig(per_gpu / C.GB), "usable_per_gpu_gb": _sig(usable / C.GB), "min_gpus": min_gpus,
    }
    storage_tb = L.add("storage_tb", inp.storage_tb, "input") if inp.storage_tb is not None else \
        L.add("storage_tb", data_tb + ckpt_tb, "derived", _SOURCE_STORAGE[lang])
    baseline["storage"] = {"total_tb": _sig(storage_tb), "data_tb": _sig(data_tb), "checkpoints_tb": _sig(ckpt_tb)}

    shared = {
        "useful_gpu_hours": useful, "flops": flops, "tflops": tflops, "gpus": gpus, "training": training,
        "storage_tb": storage_tb,
        "failure_rate_per_gpu_day": L.pick("failure_rate_per_gpu_day", inp.failure_rate_per_gpu_day) if training else 0.0,
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
    base_price = L.add("price_per_gpu_hour", inp.price_per_gpu_hour, "input") if inp.price_per_gpu_hour is not None \
        else L.add("price_per_gpu_hour", gpu.price_per_gpu_hour, "example", f"{gpu.label}, prices.yaml as_of {prices.as_of}")
    given = {k for k in ("failure_rate_per_gpu_day", "mfu") if getattr(inp, k) is not None}
    given |= {"project_fte"} if inp.staff_fte is not None else set()
    given |= {k for k in ("storage_price_per_tb_month", "staff_cost_per_fte_month") if getattr(inp, k) is not None}
    if inp.price_per_gpu_hour is not None:
        given.add("price_factor")
    modes = [_mode(prices.mode(mid), task, shared, base_price, inp, given, lang, sensitivity) for mid in mode_ids]
    ranked = sorted((m for m in modes if m["applicable"]), key=lambda m: m["total"])
    for i, m in enumerate(ranked, 1):
        m["rank"] = i
    modes = ranked + [m for m in modes if not m["applicable"]]
    return {
        "lang": lang, "as_of": prices.as_of, "currency": prices.currency,
        "disclaimer": prices.disclaimer_text(lang), "task_type": task, "method": method,
        "baseline": baseline, "modes": modes,
        "cheapest": ranked[0]["id"] if ranked else None,
        "drivers": ranked[0]["sensitivity"][:3] if ranked and sensitivity else [],
        "assumptions": L.items, "warnings": warnings,
        "component_labels": {k: (en if lang == "en" else zh) for k, (zh, en) in COMPONENT_LABELS.items()},
    }


def estimate_from_answers(answers: dict, suitable_modes: list[str], lang: str = "zh") -> dict[str, Any] | None:
    """An estimate with default assumptions for the recommendation, or None when the answers do
    not allow one (no model size, no task type, data processing, or training without tokens).
    Skips the sensitivity table to stay well under a millisecond."""
    task = answers.get("task_type")
    if task not in COSTED_TASKS or not answers.get("model_params_b"):
        return None
    if task in TRAINING_TASKS and not answers.get("dataset_tokens_b"):
        return None
    request = EstimateRequest.model_construct(answers=answers, inputs=EstimateInputs(),
                                              modes=list(suitable_modes), lang="en" if lang == "en" else "zh")
    return estimate(request, sensitivity=False)


def _method(task: str, given: str | None, lang: str, L: _Listing) -> str:
    allowed = ["full"] if task == "pretraining" else ["full", "lora", "qlora"]
    if given is not None:
        if given not in allowed:
            raise InvalidInput(f"{task} cannot use method {given!r}", field="inputs.method", allowed=allowed)
        return L.add("method", given, "input")
    if task != "fine_tuning":
        return L.add("method", "full", "example", "full training" if lang == "en" else "全参训练")
    note = {"zh": "示例假设：微调默认 LoRA（Hu et al. 2021），全参微调请设 method=full",
            "en": "example assumption: fine-tuning defaults to LoRA (Hu et al. 2021); set method=full otherwise"}
    return L.add("method", "lora", "example", note[lang])


def _gpu_count(given, min_gpus, useful, days, L: _Listing, warnings: list[str], lang: str) -> int:
    if given is not None:
        if given < min_gpus:
            raise InvalidInput(f"{given} GPUs cannot hold this job; it needs at least {min_gpus}",
                               field="inputs.gpu_count", allowed=f">= {min_gpus}")
        if useful is not None and days is not None and useful / given / 24 > days:
            warnings.append(
                f"{given} 卡需约 {useful / given / 24:.1f} 天，超过预计的 {days:g} 天" if lang == "zh"
                else f"{given} GPUs need about {useful / given / 24:.1f} days, more than the {days:g} days expected")
        return L.add("gpu_count", given, "input")
    if useful is None:
        return L.add("gpu_count", min_gpus, "derived", _SOURCE_MEMFLOOR[lang])
    target = L.add("training_days", days, "input") if days is not None else L.pick("target_days", None)
    gpus = C.round_to_nodes(max(min_gpus, math.ceil(useful / (target * 24))))
    return L.add("gpu_count", gpus, "derived", _SOURCE_SIZED[lang])


def _data_tb(answers, tokens: float, prices: Prices) -> float:
    scale = answers.get("data_scale")
    if scale:
        return prices.data_scale_tb[scale]
    # Plain text runs at about 4 bytes per token for BPE tokenizers on English and Chinese.
    return tokens * 4 / 1e12


def _mode(p: ModeProfile, task: str, shared: dict, base_price: float, inp: EstimateInputs,
          given: set[str], lang: str, sensitivity: bool) -> dict[str, Any]:
    vocab_mode = load_vocabulary().modes_by_id[p.id]
    out: dict[str, Any] = {"id": p.id, "label": vocab_mode.label.get(lang), "note": p.billing_note.get(lang)}
    if task not in p.tasks:
        out.update(applicable=False, reason=(f"该形态不适用于{task}" if lang == "zh" else f"this mode does not cover {task}"))
        return out
    L = _Listing(load_prices(), lang)
    src = _SOURCE_PROFILE[lang]
    if p.id in inp.mode_prices:
        price = L.add("price_per_gpu_hour", inp.mode_prices[p.id], "input")
        given = given | {"price_factor"}
    else:
        price = L.add("price_per_gpu_hour", base_price * p.price_multiplier, "example", f"{src} ×{p.price_multiplier:g}")
    v = {**shared, "price": price,
         "utilization": inp.utilization if inp.utilization is not None else p.utilization.default,
         "queue_hours": inp.queue_hours if inp.queue_hours is not None else p.queue_hours.default,
         "ops_fte": p.ops_fte.default}
    L.add("utilization", v["utilization"], "input" if inp.utilization is not None else "example",
          src + (_S10[lang] if p.id in _OWNED_MODES else ""), None if inp.utilization is not None else p.utilization)
    L.add("queue_hours", v["queue_hours"], "input" if inp.queue_hours is not None else "example", src,
          None if inp.queue_hours is not None else p.queue_hours)
    L.add("ops_fte", v["ops_fte"], "example", src, p.ops_fte)
    L.add("setup_fte_months", p.setup_fte_months, "example", src)
    resume = inp.checkpoint_resume if inp.checkpoint_resume is not None else p.checkpoint_resume
    L.add("checkpoint_resume", resume, "input" if inp.checkpoint_resume is not None else "example", src)
    result = _cost(p, v, resume)
    other = _cost(p, v, not resume)
    with_r, without_r = (result, other) if resume else (other, result)
    out.update(
        applicable=True, total=_sig(result["total"]),
        components={k: _sig(result[k]) for k in C.COMPONENTS},
        billed_gpu_hours=_sig(result["billed_gpu_hours"]), calendar_days=_sig(result["calendar_days"]),
        price_per_gpu_hour=_sig(price), utilization=v["utilization"], checkpoint_resume=resume,
        restarts={
            "expected_failures": _sig(shared["failure_rate_per_gpu_day"] * shared["gpus"] * result["run_hours"] / 24),
            "total_with_resume": _sig(with_r["total"]), "total_without_resume": _sig(without_r["total"]),
            "days_with_resume": _sig(with_r["calendar_days"]), "days_without_resume": _sig(without_r["calendar_days"]),
            # Without resume the run is impractical once reruns more than double it.
            "impractical_without_resume": without_r["overhead_hours"] > without_r["run_hours"] - without_r["overhead_hours"],
        },
        assumptions=L.items,
        sensitivity=_sensitivity(p, v, resume, given | ({"utilization"} if inp.utilization is not None else set())
                                 | ({"queue_hours"} if inp.queue_hours is not None else set()), lang) if sensitivity else [],
    )
    return out


def _cost(p: ModeProfile, v: dict, resume: bool) -> dict[str, float]:
    useful = C.gpu_hours(v["flops"], v["tflops"], v["mfu"]) if v["training"] else v["useful_gpu_hours"]
    run_hours = useful / v["gpus"]
    overhead = C.restart_overhead_hours(
        run_hours, v["gpus"], v["failure_rate_per_gpu_day"], resume=resume,
        checkpoint_interval_hours=v["checkpoint_interval_hours"],
        checkpoint_write_hours=v["checkpoint_write_minutes"] / 60, restart_hours=v["restart_hours"],
    ) if v["training"] else 0.0
    result = C.cost_to_target(C.CostInputs(
        useful_gpu_hours=useful, gpus=v["gpus"], price_per_gpu_hour=v["price"] * v["price_factor"],
        utilization=v["utilization"], queue_hours=v["queue_hours"], restart_overhead_hours=overhead,
        bills_failures=p.bills_failures, storage_tb=v["storage_tb"],
        storage_price_per_tb_month=v["storage_price_per_tb_month"],
        staff_fte=v["project_fte"] + v["ops_fte"], staff_cost_per_fte_month=v["staff_cost_per_fte_month"],
        setup_fte_months=p.setup_fte_months, setup_amortization_months=v["setup_amortization_months"],
    ))
    return {**result, "run_hours": run_hours + overhead, "overhead_hours": overhead}


_TRAINING_ONLY = {"mfu", "failure_rate_per_gpu_day", "restart_hours", "checkpoint_interval_hours"}


def _sensitivity(p: ModeProfile, v: dict, resume: bool, given: set[str], lang: str) -> list[dict[str, Any]]:
    """Total at the low and high end of each assumption's range, the others at their defaults,
    biggest swing first. The user's own numbers are facts and are not varied."""
    prices = load_prices()
    ranges = {a.id: a.range for a in prices.assumptions}
    ranges.update(utilization=p.utilization, queue_hours=p.queue_hours, ops_fte=p.ops_fte)
    rows = []
    for aid in ("mfu", "price_factor", "utilization", "queue_hours", "ops_fte", "failure_rate_per_gpu_day",
                "restart_hours", "checkpoint_interval_hours", "storage_price_per_tb_month",
                "staff_cost_per_fte_month", "project_fte", "setup_amortization_months"):
        if aid in given or (aid in _TRAINING_ONLY and not v["training"]):
            continue
        if aid == "price_factor" and "price_factor" not in prices.assumptions_by_id:
            continue
        r = ranges[aid]
        lo = _cost(p, {**v, aid: r.low}, resume)["total"]
        hi = _cost(p, {**v, aid: r.high}, resume)["total"]
        zh, en = (prices.assumptions_by_id[aid].label.zh, prices.assumptions_by_id[aid].label.en) \
            if aid in prices.assumptions_by_id else _LABELS[aid][:2]
        rows.append({"id": aid, "label": en if lang == "en" else zh, "low": r.low, "high": r.high,
                     "total_at_low": _sig(lo), "total_at_high": _sig(hi), "swing": _sig(abs(hi - lo))})
    return sorted(rows, key=lambda r: -r["swing"])
