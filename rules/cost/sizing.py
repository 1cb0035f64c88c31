"""The task baseline: answers + optional numbers → the GPU, the method, memory, GPU count,
useful GPU-hours and run days. ONE function, `size_task`, that the estimate and the decision
core both use; the formulas are in `rules.cost.costing`, every value used is listed with its
source in `Sizing.assumptions`."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from compute_advisor.rules.cost import costing as C
from compute_advisor.rules.cost.inputs import EstimateInputs
from compute_advisor.rules.cost.listing import Bilingual, Listing, T, sig, text
from compute_advisor.rules.cost.prices import COSTED_TASKS, TRAINING_TASKS, Prices
from compute_advisor.rules.errors import InvalidInput
from compute_advisor.rules.vocabulary import load_vocabulary


@dataclass(frozen=True)
class GpuSpec:
    id: str
    label: str
    memory_gb: float  # as the vendor prints it
    tflops: float
    price_per_gpu_hour: float | None  # None: a user GPU without a price
    custom: bool = False


@dataclass
class Sizing:
    """The task baseline. Memory in GB (10^9 bytes), time in hours and days."""

    task: str
    training: bool
    method: str
    gpu: GpuSpec
    params_b: float
    active_params_b: float
    tokens_b: float
    min_gpus: int
    gpus: int
    tensor_parallel: int
    model_flops: float  # 6·N·D (4·N·D for adapters); 0 for inference
    hardware_flops: float  # model FLOPs plus recomputation
    mfu: float
    useful_gpu_hours: float
    run_days: float
    target_days: float | None
    memory_gb: dict[str, float]
    total_memory_gb: float
    per_gpu_gb: float
    usable_per_gpu_gb: float
    data_tb: float
    checkpoints_tb: float
    recompute: bool | None = None
    activations_per_gpu_gb: float | None = None
    compute_extra: dict[str, Any] = field(default_factory=dict)
    warnings: list[Bilingual] = field(default_factory=list)
    assumptions: list[dict[str, Any]] = field(default_factory=list)

    @property
    def nodes(self) -> int:
        return math.ceil(self.gpus / C.GPUS_PER_NODE)

    @property
    def total_memory_gib(self) -> float:
        return self.total_memory_gb * C.GB / C.GIB


def size_task(answers: dict[str, Any], inputs: EstimateInputs, prices: Prices, *, lang: str = "zh") -> Sizing:
    """The task baseline for validated vocabulary answers. Raises InvalidInput naming the field
    when the answers are not enough or the inputs contradict each other."""
    answers = _checked_answers(answers)
    L = Listing(prices, lang)
    params_b = L.add("model_params_b", answers["model_params_b"], "input")
    gpu = _gpu(inputs, prices, L)
    usable = gpu.memory_gb * C.GB * L.pick("usable_memory_fraction", None)
    arch = _architecture(params_b, inputs, L)
    if answers["task_type"] in TRAINING_TASKS:
        sizing = _size_training(answers, inputs, prices, L, gpu, arch, usable)
    else:
        sizing = _size_inference(answers, inputs, L, gpu, arch, usable)
    sizing.assumptions = L.items
    return sizing


def _checked_answers(raw: dict[str, Any]) -> dict[str, Any]:
    vocab = load_vocabulary()
    answers = vocab.validate_answers(raw)
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
    if task in TRAINING_TASKS and not answers.get("dataset_tokens_b"):
        raise InvalidInput(
            "a training estimate needs the training data size in tokens",
            field="answers.dataset_tokens_b",
            allowed="a number > 0",
        )
    return answers


def _gpu(inp: EstimateInputs, prices: Prices, L: Listing) -> GpuSpec:
    gpu = prices.gpu(inp.gpu_type or prices.default_gpu)
    L.add(
        "gpu_type",
        gpu.label,
        "input" if inp.gpu_type else "example",
        None if inp.gpu_type else L.source("gpu"),
    )
    mem = L.add(
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
    return GpuSpec(gpu.id, gpu.label, mem, tflops, gpu.price_per_gpu_hour)


def _architecture(params_b: float, inp: EstimateInputs, L: Listing) -> C.Architecture:
    """The user's shape where given, else guessed from the parameter count."""
    head_dim = inp.head_dim or 128
    guess = C.default_architecture(params_b, head_dim)
    layers, hidden = inp.layers or guess.layers, inp.hidden or guess.hidden
    arch = C.Architecture(
        layers, hidden, inp.kv_heads or C.default_kv_heads(hidden, head_dim), head_dim, derived=not inp.layers
    )
    gqa = T("（按 Llama 3 的分组查询注意力，8 个 KV 头）", " (GQA, 8 KV heads as in Llama 3)")
    for aid, val, given in (
        ("layers", layers, inp.layers),
        ("hidden", hidden, inp.hidden),
        ("kv_heads", arch.kv_heads, inp.kv_heads),
        ("head_dim", head_dim, inp.head_dim),
    ):
        note = L.source("derived") + (text(gqa, L.lang) if aid == "kv_heads" else "")
        L.add(aid, val, "input" if given else "derived", None if given else note)
    return arch


@dataclass(frozen=True)
class _Training:
    """The training job's fixed quantities, before the GPU count is chosen."""

    method: str
    params: float
    tokens: float
    trainable_fraction: float
    states: dict[str, float]
    act_stored: float
    act_recomputed: float
    mfu: float

    @property
    def state_total(self) -> float:
        return sum(self.states.values())


def _size_training(
    answers: dict[str, Any],
    inp: EstimateInputs,
    prices: Prices,
    L: Listing,
    gpu: GpuSpec,
    arch: C.Architecture,
    usable: float,
) -> Sizing:
    job = _training_job(answers, inp, L, arch)
    floor = job.act_stored if inp.activation_recompute is False else job.act_recomputed
    min_gpus, _ = C.min_gpus_training(job.state_total, floor, usable)
    _check_gpu_count(inp.gpu_count, min_gpus)
    days = answers.get("training_days")
    target = L.add("training_days", days, "input") if days else L.pick("target_days", None)

    def size(recompute: bool) -> tuple[float, float, int]:
        flops = C.training_flops(job.params, job.tokens, job.method, recompute)
        useful = C.gpu_hours(flops, gpu.tflops, job.mfu)
        need = C.round_to_nodes(max(min_gpus, math.ceil(useful / (target * 24))))
        return flops, useful, inp.gpu_count or need

    recompute = inp.activation_recompute
    if recompute is None:  # recompute only when the job does not fit without it
        recompute = C.min_gpus_training(job.state_total, job.act_stored, usable)[0] > size(False)[2]
    flops, useful, gpus = size(recompute)
    given = inp.activation_recompute is not None
    L.add(
        "activation_recompute",
        recompute,
        "input" if given else "derived",
        None if given else L.source("recompute"),
    )
    L.add("gpu_count", gpus, *(("input",) if inp.gpu_count else ("derived", L.source("sized"))))
    warnings = []
    if inp.gpu_count and days and useful / gpus / 24 > days:
        d = f"{useful / gpus / 24:.1f}"
        warnings.append(
            T(
                f"{gpus} 卡需约 {d} 天，超过预计的 {days:g} 天",
                f"{gpus} GPUs need about {d} days, more than the {days:g} expected",
            )
        )
    act = job.act_recomputed if recompute else job.act_stored
    tp = C.tensor_parallel_for(job.state_total, act, usable, gpus)
    memory = {**{k: v / C.GB for k, v in job.states.items()}, "activations": floor / C.GB}
    per_gpu = job.state_total / gpus + act / tp
    return Sizing(
        task=answers["task_type"],
        training=True,
        method=job.method,
        gpu=gpu,
        params_b=job.params / 1e9,
        active_params_b=job.params / 1e9,
        tokens_b=job.tokens / 1e9,
        min_gpus=min_gpus,
        gpus=gpus,
        tensor_parallel=tp,
        model_flops=flops,
        hardware_flops=flops,
        mfu=job.mfu,
        useful_gpu_hours=useful,
        run_days=useful / gpus / C.HOURS_PER_DAY,
        target_days=target,
        memory_gb=memory,
        total_memory_gb=(job.state_total + floor) / C.GB,
        per_gpu_gb=per_gpu / C.GB,
        usable_per_gpu_gb=usable / C.GB,
        data_tb=_data_tb(answers, job.tokens, prices),
        checkpoints_tb=_checkpoints_tb(job, L),
        recompute=recompute,
        activations_per_gpu_gb=act / tp / C.GB,
        warnings=warnings,
    )


def _training_job(
    answers: dict[str, Any], inp: EstimateInputs, L: Listing, arch: C.Architecture
) -> _Training:
    method = _method(answers["task_type"], inp.method, L)
    params = answers["model_params_b"] * 1e9
    tokens = L.add("dataset_tokens_b", answers["dataset_tokens_b"], "input") * 1e9
    if not params * tokens > 0:  # tiny answers underflow to 0 and every rate divides by it
        raise InvalidInput(
            "model size × dataset tokens is too small to estimate",
            field="answers.dataset_tokens_b",
            allowed="a larger dataset or model",
        )
    frac = L.pick("lora_trainable_fraction", inp.lora_trainable_fraction) if method != "full" else 0.0
    seq, mb = L.pick("seq_len", inp.seq_len), L.pick("micro_batch", inp.micro_batch)
    return _Training(
        method=method,
        params=params,
        tokens=tokens,
        trainable_fraction=frac,
        states=C.model_state_bytes(params, method, frac),
        act_stored=C.activation_bytes(arch, seq, mb, recompute=False),
        act_recomputed=C.activation_bytes(arch, seq, mb, recompute=True),
        mfu=L.pick("mfu", inp.mfu),
    )


def _checkpoints_tb(job: _Training, L: Listing) -> float:
    full = job.method == "full"
    one = C.BYTES_CHECKPOINT_FULL * job.params * (1.0 if full else job.trainable_fraction)
    kept = L.pick("checkpoints_kept", None)
    return (kept * one + (0 if full else C.BYTES_WEIGHTS_BF16 * job.params)) / 1e12


def _size_inference(
    answers: dict[str, Any],
    inp: EstimateInputs,
    L: Listing,
    gpu: GpuSpec,
    arch: C.Architecture,
    usable: float,
) -> Sizing:
    params = answers["model_params_b"] * 1e9
    bits = L.add(
        "weight_bits",
        inp.weight_bits or 16,
        "input" if inp.weight_bits else "example",
        None if inp.weight_bits else L.source("profile"),
    )
    tokens_held = L.pick("context_tokens", inp.context_tokens) * L.pick("concurrency", inp.concurrency)
    states = C.model_state_bytes(params, "inference", 0.0, weight_bytes=bits / 8)
    kv = C.kv_cache_bytes(arch, tokens_held)
    total = sum(states.values()) + kv
    min_gpus = C.min_gpus_inference(total, usable)
    _check_gpu_count(inp.gpu_count, min_gpus)
    gpus = inp.gpu_count or min_gpus
    L.add("gpu_count", gpus, *(("input",) if inp.gpu_count else ("derived", L.source("memfloor"))))
    serving_days = L.pick("serving_days", inp.serving_days)
    useful = gpus * serving_days * C.HOURS_PER_DAY
    return Sizing(
        task="inference",
        training=False,
        method="inference",
        gpu=gpu,
        params_b=params / 1e9,
        active_params_b=params / 1e9,
        tokens_b=0.0,
        min_gpus=min_gpus,
        gpus=gpus,
        tensor_parallel=1,
        model_flops=0.0,
        hardware_flops=0.0,
        mfu=1.0,
        useful_gpu_hours=useful,
        run_days=serving_days,
        target_days=None,
        memory_gb={**{k: v / C.GB for k, v in states.items()}, "kv_cache": kv / C.GB},
        total_memory_gb=total / C.GB,
        per_gpu_gb=total / gpus / C.GB,
        usable_per_gpu_gb=usable / C.GB,
        data_tb=0.0,
        checkpoints_tb=states["weights"] / 1e12,
        compute_extra={"flops_per_token": sig(2 * params), "serving_gpu_hours": sig(useful)},
    )


def _method(task: str, given: str | None, L: Listing) -> str:
    allowed = ["full"] if task == "pretraining" else ["full", "lora", "qlora"]
    if given is not None:
        if given not in allowed:
            raise InvalidInput(f"{task} cannot use method {given!r}", field="inputs.method", allowed=allowed)
        return L.add("method", given, "input")
    if task != "fine_tuning":
        return L.add("method", "full", "example", text(T("全参训练", "full training"), L.lang))
    note = T(
        "示例假设：微调默认 LoRA（Hu et al. 2021），全参微调请设 method=full",
        "example assumption: fine-tuning defaults to LoRA (Hu et al. 2021); set method=full otherwise",
    )
    return L.add("method", "lora", "example", text(note, L.lang))


def _check_gpu_count(given: int | None, min_gpus: int) -> None:
    if given is not None and given < min_gpus:
        raise InvalidInput(
            f"{given} GPUs cannot hold this job; it needs at least {min_gpus}",
            field="inputs.gpu_count",
            allowed=f">= {min_gpus}",
        )


def _data_tb(answers: dict[str, Any], tokens: float, prices: Prices) -> float:
    scale = answers.get("data_scale")
    if scale:
        return prices.data_scale_tb[scale]
    # Plain text runs at about 4 bytes per token for BPE tokenizers on English and Chinese.
    return tokens * 4 / 1e12
