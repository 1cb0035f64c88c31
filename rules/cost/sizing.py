"""The task baseline: answers + optional numbers → the GPU, the method, memory, GPU count,
useful GPU-hours and run days. ONE function, `size_task`, that the estimate and the decision
core both use; the formulas are in `rules.cost.costing`, every value used is listed with its
source in `Sizing.assumptions`."""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Any

from compute_advisor.rules.cost import costing as C
from compute_advisor.rules.cost.data_processing import size_data_processing
from compute_advisor.rules.cost.inputs import EstimateInputs
from compute_advisor.rules.cost.listing import Bilingual, Listing, T, text
from compute_advisor.rules.cost.prices import COSTED_TASKS, TRAINING_TASKS, Prices
from compute_advisor.rules.cost.records import GpuSpec, Reliability, Sizing
from compute_advisor.rules.cost.serving import check_gpu_count, size_inference
from compute_advisor.rules.errors import InvalidInput
from compute_advisor.rules.vocabulary import load_vocabulary

__all__ = ["GpuSpec", "Reliability", "Sizing", "size_task"]


def size_task(
    answers: dict[str, Any],
    inputs: EstimateInputs,
    prices: Prices,
    *,
    lang: str = "zh",
    listing: type[Listing] = Listing,
) -> Sizing:
    """The task baseline for vocabulary answers (validated here) and the user's optional numbers,
    in `lang` for the assumption listing and warnings. Raises InvalidInput naming the field when
    the answers are not enough or the inputs contradict each other. `listing`: `Tally` lists only
    each assumption's id and value (the same sizing, for estimates that show nothing)."""
    answers = _checked_answers(answers, inputs)
    L = listing(prices, lang)
    if answers["task_type"] == "data_processing":
        sizing = size_data_processing(answers, inputs, prices, L)
        sizing.assumptions = L.items
        return sizing
    L.add("model_params_b", answers["model_params_b"], "input")
    if inputs.active_params_b is not None or answers.get("active_params_b") is not None:
        L.add("active_params_b", _active_params_b(answers, inputs), "input")
    domestic = "domestic_hardware" in (answers.get("compliance") or [])
    gpu = _gpu(inputs, prices, L, domestic)
    usable = C.vendor_memory_bytes(gpu.memory_gb) * L.pick("usable_memory_fraction", None)
    arch = _architecture(answers, inputs, L)
    if answers["task_type"] in TRAINING_TASKS:
        sizing = _size_training(answers, inputs, prices, L, gpu, arch, usable)
    else:
        active = _active_params_b(answers, inputs) * 1e9
        sizing = size_inference(answers, inputs, L, gpu, arch, usable, active)
    sizing.assumptions = L.items
    return sizing


def _checked_answers(raw: dict[str, Any], inputs: EstimateInputs) -> dict[str, Any]:
    vocab = load_vocabulary()
    answers = vocab.validate_answers(raw)
    task = answers.get("task_type")
    if task not in COSTED_TASKS:
        raise InvalidInput(
            "the estimate needs a training, inference or data processing task_type",
            field="answers.task_type",
            allowed=list(COSTED_TASKS),
        )
    if task == "data_processing":
        if "data_scale" not in answers and inputs.data_tb is None:
            raise InvalidInput(
                "a data processing estimate needs the data volume",
                field="answers.data_scale",
                allowed=[*vocab.by_id["data_scale"].allowed(), "or inputs.data_tb"],
            )
        return answers
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


def _gpu(inp: EstimateInputs, prices: Prices, L: Listing, domestic: bool) -> GpuSpec:
    """The catalogue GPU named (its figures overridable), or the user's own GPU with its
    figures; never a default GPU's label on someone else's figures. Without a name, the example
    default, or the domestic default when domestic hardware is required."""
    own_figures = inp.gpu_tflops is not None or inp.gpu_memory_gb is not None
    if inp.gpu_type in prices.gpus_by_id or (inp.gpu_type is None and not own_figures):
        default = prices.default_domestic_gpu if domestic else prices.default_gpu
        gpu = prices.gpu(inp.gpu_type or default)
        named = inp.gpu_type is not None
        why = L.source("domestic_gpu" if domestic else "gpu")
        L.add("gpu_type", gpu.label, "input" if named else "example", None if named else why)
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
        bw = L.add(
            "gpu_bandwidth_gbps",
            inp.gpu_bandwidth_gbps or gpu.memory_bandwidth_gbps,
            "input" if inp.gpu_bandwidth_gbps else "catalogue",
            gpu.source,
        )
        return GpuSpec(gpu.id, gpu.label, mem, tflops, bw, gpu.price_per_gpu_hour, domestic=gpu.domestic)
    for name in ("gpu_tflops", "gpu_memory_gb", "price_per_gpu_hour"):
        if getattr(inp, name) is None:
            raise InvalidInput(
                f"{inp.gpu_type or 'your GPU'} is not in the catalogue; give its {name} as well",
                field="inputs.gpu_type" if not own_figures else f"inputs.{name}",
                allowed=[
                    *prices.gpus_by_id,
                    "or any name with gpu_tflops, gpu_memory_gb and price_per_gpu_hour",
                ],
            )
    label = inp.gpu_type or text(T("你的 GPU", "your GPU"), L.lang)
    L.add("gpu_type", label, "input")
    mem, tflops = (
        L.add("gpu_memory_gb", inp.gpu_memory_gb, "input"),
        L.add("gpu_tflops", inp.gpu_tflops, "input"),
    )
    bw = L.add("gpu_bandwidth_gbps", inp.gpu_bandwidth_gbps, "input") if inp.gpu_bandwidth_gbps else None
    return GpuSpec("custom", label, float(mem), float(tflops), bw, inp.price_per_gpu_hour, custom=True)


def _architecture(answers: dict[str, Any], inp: EstimateInputs, L: Listing) -> C.Architecture:
    """The user's shape where given, else guessed from the parameters active per token."""
    head_dim = inp.head_dim or 128
    guess = C.default_architecture(_active_params_b(answers, inp), head_dim)
    layers, hidden = inp.layers or guess.layers, inp.hidden or guess.hidden
    arch = C.Architecture(
        layers, hidden, inp.kv_heads or C.default_kv_heads(hidden, head_dim), head_dim, derived=not inp.layers
    )
    for aid, val, given in (
        ("layers", layers, inp.layers),
        ("hidden", hidden, inp.hidden),
        ("kv_heads", arch.kv_heads, inp.kv_heads),
        ("head_dim", head_dim, inp.head_dim),
    ):
        note = L.source("mha") if aid == "kv_heads" else L.source("derived")
        L.add(aid, val, "input" if given else "derived", None if given else note)
    return arch


def _active_params_b(answers: dict[str, Any], inp: EstimateInputs) -> float:
    """Parameters active per token: all of them for a dense model, fewer for a mixture of experts
    (the estimator's own input, else the intake's answer)."""
    total = float(answers["model_params_b"])
    active, field = inp.active_params_b, "inputs.active_params_b"
    if active is None:
        active, field = answers.get("active_params_b"), "answers.active_params_b"
    if active is None:
        return total
    if active > total:
        raise InvalidInput(
            f"active parameters ({active:g}B) exceed the model size ({total:g}B)",
            field=field,
            allowed=f"<= {total:g}",
        )
    return float(active)


@dataclass(frozen=True)
class _Training:
    """The training job's fixed quantities, before the GPU count is chosen."""

    method: str
    params: float  # all parameters: memory
    active: float  # active per token: compute
    tokens: float
    trainable_fraction: float
    states: dict[str, float]
    act_stored: float
    act_recomputed: float
    mfu: float

    @property
    def state_total(self) -> float:
        return sum(self.states.values())

    @property
    def model_flops(self) -> float:
        return C.training_flops(self.active, self.tokens, self.method)


def _reliability(inp: EstimateInputs, prices: Prices, L: Listing) -> Reliability:
    # Sizing keeps room for the longest default queue of any mode, so every mode can meet it.
    queue = (
        inp.queue_hours if inp.queue_hours is not None else max(m.queue_hours.default for m in prices.modes)
    )
    return Reliability(
        failure_rate_per_gpu_day=L.pick("failure_rate_per_gpu_day", inp.failure_rate_per_gpu_day),
        write_hours=L.pick("checkpoint_write_minutes", None) / 60,
        restart_hours=L.pick("restart_hours", None),
        queue_hours=queue,
    )


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
    rel = _reliability(inp, prices, L)
    floor = job.act_stored if inp.activation_recompute is False else job.act_recomputed
    min_gpus, _ = C.min_gpus_training(job.state_total, floor, usable)
    check_gpu_count(inp.gpu_count, min_gpus)
    days = answers.get("training_days")
    target = L.add("training_days", days, "input") if days else L.pick("target_days", None)
    rel = _queue_within(rel, target, inp)
    useful = C.gpu_hours(job.model_flops, gpu.tflops, job.mfu)
    # Every method, adapters included, is sized on its own memory floor and the target: a LoRA
    # run on a 13B model is one GPU's job, and the decision reads that scale (issue 14, defect 4).
    gpus = inp.gpu_count or _gpus_for_target(useful, min_gpus, target, rel)
    recompute = _recompute(inp, L, job, usable, gpus)
    L.add("gpu_count", gpus, *(("input",) if inp.gpu_count else ("derived", L.source("sized"))))
    act = job.act_recomputed if recompute else job.act_stored
    tp = C.tensor_parallel_for(job.state_total, act, usable, gpus)
    interval = L.add("checkpoint_interval_hours", rel.interval(gpus), "derived", L.source("young_daly"))
    return Sizing(
        task=answers["task_type"],
        training=True,
        method=job.method,
        gpu=gpu,
        params_b=job.params / 1e9,
        active_params_b=job.active / 1e9,
        tokens_b=job.tokens / 1e9,
        min_gpus=min_gpus,
        gpus=gpus,
        tensor_parallel=tp,
        model_flops=job.model_flops,
        hardware_flops=C.training_flops(job.active, job.tokens, job.method, recompute),
        mfu=job.mfu,
        useful_gpu_hours=useful,
        run_days=useful / gpus / C.HOURS_PER_DAY,
        target_days=target,
        target_given=bool(days),
        memory_gb={**{k: v / C.GB for k, v in job.states.items()}, "activations": act / C.GB},
        total_memory_gb=(job.state_total + act) / C.GB,
        floor_memory_gb=(job.state_total + floor) / C.GB,
        per_gpu_gb=(job.state_total / gpus + act / tp) / C.GB,
        usable_per_gpu_gb=usable / C.GB,
        data_tb=_data_tb(answers, job.tokens, prices),
        checkpoints_tb=_checkpoints_tb(job, L),
        recompute=recompute,
        activations_per_gpu_gb=act / tp / C.GB,
        reliability=rel,
        checkpoint_interval_hours=interval,
        warnings=_training_warnings(rel, gpus),
    )


def _recompute(inp: EstimateInputs, L: Listing, job: _Training, usable: float, gpus: int) -> bool:
    """The user's choice, else recompute only when `gpus` cannot hold the job without it."""
    recompute = inp.activation_recompute
    if recompute is None:  # recompute only when the job does not fit without it
        recompute = C.min_gpus_training(job.state_total, job.act_stored, usable)[0] > gpus
    given = inp.activation_recompute is not None
    L.add(
        "activation_recompute",
        recompute,
        "input" if given else "derived",
        None if given else L.source("recompute"),
    )
    return recompute


_MAX_SIZING_STEPS = 200

# The share of a short target window the sizing keeps for queueing when the queue is not given:
# nobody with half a day to finish submits to a 12-hour queue.
_QUEUE_SHARE_OF_WINDOW = 0.5


def _queue_within(rel: Reliability, target_days: float, inp: EstimateInputs) -> Reliability:
    """`rel` with the queue kept for sizing at most half the target window, unless the queue was
    given: the longest default queue of any mode (12 hours) would otherwise leave a half-day window
    no time to train, and the count sized to fit in no time is unbounded (nineteenth holdout f08:
    800 million GPUs for a 0.3B fine-tune)."""
    cap = target_days * C.HOURS_PER_DAY * _QUEUE_SHARE_OF_WINDOW
    if inp.queue_hours is not None or rel.queue_hours <= cap:
        return rel
    return replace(rel, queue_hours=cap)


def _gpus_for_target(useful: float, min_gpus: int, target_days: float, rel: Reliability) -> int:
    """The smallest layout at or above the memory floor that finishes within the target,
    restarts, checkpoint writes and queueing included. Restarts grow with the GPU count, so past
    some size more GPUs stop helping: the search then keeps the fastest count it found."""
    hours = target_days * C.HOURS_PER_DAY
    if hours <= rel.queue_hours:
        # A queue given as long as the window: no count meets the target; the job is sized to
        # run within the window once it starts (its queue shows in the calendar days).
        return C.round_to_nodes(max(min_gpus, math.ceil(useful / hours)))
    gpus = C.round_to_nodes(max(min_gpus, math.ceil(useful / (hours - rel.queue_hours))))
    best = gpus
    for _ in range(_MAX_SIZING_STEPS):
        spent = rel.calendar_hours(useful, gpus)
        if spent <= hours:
            return gpus
        if spent < rel.calendar_hours(useful, best):
            best = gpus
        elif gpus > 2 * best:
            break
        gpus = max(C.next_layout(gpus), C.round_to_nodes(math.ceil(gpus * spent / hours)))
    return best


_HEAVY_RESTARTS = 0.25


def _training_warnings(rel: Reliability, gpus: int) -> list[Bilingual]:
    share = rel.overhead(gpus)
    if share <= _HEAVY_RESTARTS:
        return []
    pct = f"{share:.0%}"
    return [
        T(
            f"在 {gpus} 卡规模上，故障恢复与检查点写入约增加 {pct} 的运行时间；"
            "需要更快的检查点写入或更低的故障率",
            f"at {gpus} GPUs, failure recovery and checkpoint writes add about {pct} to the run time; "
            "faster checkpoint writes or fewer failures are needed",
        )
    ]


def _training_job(
    answers: dict[str, Any], inp: EstimateInputs, L: Listing, arch: C.Architecture
) -> _Training:
    task = answers["task_type"]
    # The intake's method answer is asked of a fine-tune only; the estimate's own input wins.
    method = _method(
        task, inp.method or (answers.get("finetune_method") if task == "fine_tuning" else None), L
    )
    params = answers["model_params_b"] * 1e9
    active = _active_params_b(answers, inp) * 1e9
    tokens = L.add("dataset_tokens_b", answers["dataset_tokens_b"], "input") * 1e9
    if not active * tokens > 0:  # tiny answers underflow to 0 and every rate divides by it
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
        active=active,
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
    kept = float(L.pick("checkpoints_kept", None))
    return (kept * one + (0 if full else C.BYTES_WEIGHTS_BF16 * job.params)) / 1e12


def _method(task: str, given: str | None, L: Listing) -> str:
    allowed = ["full"] if task == "pretraining" else ["full", "lora", "qlora"]
    if given is not None:
        if given not in allowed:
            raise InvalidInput(f"{task} cannot use method {given!r}", field="inputs.method", allowed=allowed)
        return str(L.add("method", given, "input"))
    if task != "fine_tuning":
        return str(L.add("method", "full", "example", text(T("全参训练", "full training"), L.lang)))
    note = T(
        "示例假设：微调默认 LoRA（Hu et al. 2021）；全参微调请在“微调方式”中选择（估算参数 method=full）",
        "example assumption: fine-tuning defaults to LoRA (Hu et al. 2021); for full fine-tuning answer "
        "'Fine-tuning method' (estimate input method=full)",
    )
    return str(L.add("method", "lora", "example", text(note, L.lang)))


def _data_tb(answers: dict[str, Any], tokens: float, prices: Prices) -> float:
    scale = answers.get("data_scale")
    if scale:
        return prices.data_scale_tb[scale]
    # Plain text runs at about 4 bytes per token for BPE tokenizers on English and Chinese.
    return tokens * 4 / 1e12
