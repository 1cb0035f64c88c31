"""Every formula of the task baseline and the cost to target, with its source. Pure functions on
floats in SI-ish units: bytes, FLOPs, hours, currency. GB here means 10^9 bytes; a GPU's memory
as the vendor prints it ("80GB") is binary, 80 GiB = 81,920 MiB, so `vendor_memory_bytes` turns
it into bytes. These are approximations for choosing a platform, not a capacity plan."""

from __future__ import annotations

import math
from dataclasses import dataclass

GB = 1e9
GIB = 2**30
HOURS_PER_DAY = 24.0
HOURS_PER_MONTH = 730.0  # 365 · 24 / 12
GPUS_PER_NODE = 8  # clusters are bought and rented in 8-GPU nodes
# Tensor parallelism splits a layer across GPUs that share a node's NVLink; its degrees are
# powers of two, so a job within a node takes 1, 2, 4 or 8 GPUs, and whole nodes beyond.
NODE_LAYOUTS = (1, 2, 4, 8)

# Mixed-precision Adam keeps 16 bytes per parameter: bf16 weights (2) + bf16 gradients (2) +
# fp32 master weights, momentum and variance (4 + 4 + 4). Rajbhandari et al. 2020 (ZeRO), §3.1.
BYTES_WEIGHTS_BF16 = 2.0
BYTES_GRADIENTS_BF16 = 2.0
BYTES_OPTIMIZER_ADAM = 12.0
# A resumable checkpoint saves weights and optimizer states but not gradients: 14 bytes/param.
BYTES_CHECKPOINT_FULL = BYTES_WEIGHTS_BF16 + BYTES_OPTIMIZER_ADAM
# QLoRA stores the frozen base weights in 4-bit NormalFloat: 0.5 bytes/param, ignoring the
# small quantisation constants. Dettmers et al. 2023 (QLoRA).
BYTES_WEIGHTS_NF4 = 0.5
# Activations per transformer layer in 16-bit, no tensor parallelism: s·b·h·(34 + 5·a·s/h) bytes.
# Korthikanti et al. 2022 (Reducing Activation Recomputation in Large Transformer Models), §4.
# Fused (flash) attention does not store the a·s² score tensors, leaving 34·s·b·h; full
# recomputation keeps only each layer's input, 2·s·b·h.
ACT_BYTES_STORED = 34.0
ACT_BYTES_RECOMPUTE = 2.0

# Training FLOPs ≈ 6·N·D: forward 2·N·D, backward 4·N·D. Kaplan et al. 2020, §2.1; Hoffmann et
# al. 2022 (Chinchilla) use the same. Full recomputation repeats the forward pass: 8·N·D of
# hardware FLOPs. Model FLOPs utilization (MFU) is defined on the 6·N·D model FLOPs, recompute
# excluded (Chowdhery et al. 2022, appendix B; Korthikanti et al. 2022 call the other HFU), so
# run time is model FLOPs / (peak · MFU): the recompute cost is already inside a measured MFU.
FLOPS_PER_PARAM_TOKEN_FULL = 6.0
# LoRA/QLoRA skip the weight-gradient half of the backward pass for frozen weights, so ≈ 4·N·D
# (forward 2ND + activation gradients 2ND). An approximation: adapters add a little on top.
FLOPS_PER_PARAM_TOKEN_ADAPTER = 4.0
FLOPS_RECOMPUTE_EXTRA = 2.0


@dataclass(frozen=True)
class Architecture:
    layers: int
    hidden: int
    kv_heads: int
    head_dim: int
    derived: bool  # True when guessed from the parameter count


def vendor_memory_bytes(memory_gb: float) -> float:
    """A vendor's "80GB" in bytes: GPU memory is sold in binary units (A100 80GB = 81,920 MiB)."""
    return memory_gb * GIB


def default_architecture(params_b: float, head_dim: int = 128) -> Architecture:
    """A plausible dense-transformer shape for `params_b` billion parameters (for a mixture of
    experts, the parameters active per token). Uses N ≈ 12·L·h² (Kaplan et al. 2020, eq. 2.1
    without embeddings) and h ≈ 128·L, the aspect ratio of the 7B–13B Llama models."""
    layers = max(1, round((params_b * 1e9 / (12 * 128**2)) ** (1 / 3)))
    hidden = 128 * layers
    return Architecture(layers, hidden, default_kv_heads(hidden, head_dim), head_dim, derived=True)


def default_kv_heads(hidden: int, head_dim: int) -> int:
    """Without attention details, multi-head attention: one KV head per query head. This is the
    larger KV cache, so the estimate errs on the safe side; grouped-query models (Llama 2 70B,
    Llama 3: 8 KV heads) hold 4–8x less and should give `kv_heads`."""
    return max(1, hidden // head_dim)


def model_state_bytes(
    params: float, method: str, trainable_fraction: float, weight_bytes: float = 2.0
) -> dict[str, float]:
    """Bytes for weights, gradients and optimizer states, summed over the whole job (before
    sharding). `method`: full | lora | qlora | inference."""
    if method == "full":
        return {
            "weights": BYTES_WEIGHTS_BF16 * params,
            "gradients": BYTES_GRADIENTS_BF16 * params,
            "optimizer": BYTES_OPTIMIZER_ADAM * params,
        }
    if method in ("lora", "qlora"):
        # Frozen base weights plus a small trainable adapter that carries the full 16 bytes.
        base = (BYTES_WEIGHTS_NF4 if method == "qlora" else BYTES_WEIGHTS_BF16) * params
        trainable = trainable_fraction * params
        return {
            "weights": base + BYTES_WEIGHTS_BF16 * trainable,
            "gradients": BYTES_GRADIENTS_BF16 * trainable,
            "optimizer": BYTES_OPTIMIZER_ADAM * trainable,
        }
    if method == "inference":
        return {"weights": weight_bytes * params}
    raise ValueError(f"unknown method {method!r}")


def activation_bytes(arch: Architecture, seq_len: float, micro_batch: float, recompute: bool) -> float:
    """Activation memory held by one GPU for one micro-batch (Korthikanti et al. 2022)."""
    per_token_hidden = ACT_BYTES_RECOMPUTE if recompute else ACT_BYTES_STORED
    return arch.layers * per_token_hidden * seq_len * micro_batch * arch.hidden


def kv_cache_bytes(arch: Architecture, tokens: float, bytes_per_value: float = 2.0) -> float:
    """KV cache: 2 (key and value) · layers · kv_heads · head_dim · bytes · tokens held."""
    return 2 * arch.layers * arch.kv_heads * arch.head_dim * bytes_per_value * tokens


def min_gpus_training(state_bytes: float, act_bytes: float, usable_bytes_per_gpu: float) -> tuple[int, int]:
    """Fewest GPUs that hold the job, and the tensor-parallel degree that achieves it. Model
    states are fully sharded across the GPUs (ZeRO-3 / FSDP, Rajbhandari et al. 2020); each GPU
    keeps its micro-batch activations, split t ways by tensor + sequence parallelism of degree t
    (Korthikanti et al. 2022, §4.2.2). Taking the best t keeps the count monotone in both sizes."""
    best: tuple[int, int] | None = None
    tp = 1
    while best is None or tp <= max(8, best[0]):
        room = usable_bytes_per_gpu - act_bytes / tp
        if room > 0:
            gpus = max(tp, math.ceil(state_bytes / room))
            gpus = tp * math.ceil(gpus / tp)
            if best is None or gpus < best[0]:
                best = (gpus, tp)
        tp *= 2
    return best


def tensor_parallel_for(state_bytes: float, act_bytes: float, usable_bytes_per_gpu: float, gpus: int) -> int:
    """Smallest tensor-parallel degree at which `gpus` GPUs hold the job (see above)."""
    tp = 1
    while state_bytes / gpus + act_bytes / tp > usable_bytes_per_gpu and tp < gpus:
        tp *= 2
    return tp


def min_gpus_inference(total_bytes: float, usable_bytes_per_gpu: float) -> int:
    """Fewest GPUs of a real tensor-parallel layout whose memory holds the weights and KV cache."""
    return round_to_nodes(max(1, math.ceil(total_bytes / usable_bytes_per_gpu)))


def round_to_nodes(gpus: int) -> int:
    """The smallest layout that has `gpus`: 1, 2, 4 or 8 within a node, whole 8-GPU nodes beyond."""
    if gpus <= GPUS_PER_NODE:
        return next(n for n in NODE_LAYOUTS if n >= gpus)
    return GPUS_PER_NODE * math.ceil(gpus / GPUS_PER_NODE)


def next_layout(gpus: int) -> int:
    """The next layout up from `gpus`."""
    return round_to_nodes(gpus + 1)


def training_flops(params: float, tokens: float, method: str, recompute: bool = False) -> float:
    """Hardware FLOPs of a training run; with `recompute=False`, the model FLOPs MFU is defined on.
    `params` are the parameters active per token (all of them for a dense model)."""
    per = FLOPS_PER_PARAM_TOKEN_FULL if method == "full" else FLOPS_PER_PARAM_TOKEN_ADAPTER
    if recompute:
        per += FLOPS_RECOMPUTE_EXTRA
    return per * params * tokens


def gpu_hours(flops: float, peak_tflops: float, mfu: float) -> float:
    """GPU-hours of useful work: FLOPs / (peak · MFU). MFU as defined by Chowdhery et al. 2022."""
    return flops / (peak_tflops * 1e12 * mfu) / 3600.0


# Bounds on the checkpoint interval: no job checkpoints more often than every 3 minutes, and a
# day's work is the most anyone risks; the optimum is clamped into them.
CHECKPOINT_INTERVAL_MIN_HOURS = 0.05
CHECKPOINT_INTERVAL_MAX_HOURS = 24.0
# Without resume the expected time grows as e^{λT}; past NO_RESUME_CAP times the run it is
# reported as that cap and flagged impractical instead of a number like 8e16 days.
NO_RESUME_CAP = 10.0


def failures_per_hour(failure_rate_per_gpu_day: float, gpus: int) -> float:
    return failure_rate_per_gpu_day * gpus / HOURS_PER_DAY


def optimal_checkpoint_interval(write_hours: float, failures_per_hour: float) -> float:
    """Young's optimum τ = √(2·δ·M) for write time δ and mean time between failures M = 1/λ
    (Young 1974; Daly 2006 keeps it as the first-order term), clamped to the bounds above."""
    if failures_per_hour <= 0:
        return CHECKPOINT_INTERVAL_MAX_HOURS
    tau = math.sqrt(2 * write_hours / failures_per_hour)
    return min(CHECKPOINT_INTERVAL_MAX_HOURS, max(CHECKPOINT_INTERVAL_MIN_HOURS, tau))


def restart_overhead_fraction(
    lam: float, interval_hours: float, write_hours: float, restart_hours: float
) -> float:
    """Share of extra wall-clock time with resume (Young 1974; Daly 2006, first order): each
    failure loses half an interval plus the restart, every interval pays one write."""
    return write_hours / interval_hours + lam * (interval_hours / 2 + restart_hours)


def restart_overhead_hours(
    run_hours: float,
    gpus: int,
    failure_rate_per_gpu_day: float,
    *,
    resume: bool,
    checkpoint_write_hours: float,
    restart_hours: float,
    checkpoint_interval_hours: float | None = None,
) -> float:
    """Extra wall-clock hours lost to failures (and, with resume, to writing checkpoints).
    Failures arrive as a Poisson process at λ = rate · gpus per day. With resume the interval is
    Young's optimum unless one is given. Without resume a failure restarts the run from the
    beginning; expected completion time is (1/λ + R)·(e^{λT} − 1) (Daly 2006, eq. 1 with no
    checkpoints), capped at NO_RESUME_CAP times the run."""
    lam = failures_per_hour(failure_rate_per_gpu_day, gpus)
    if resume:
        tau = checkpoint_interval_hours or optimal_checkpoint_interval(checkpoint_write_hours, lam)
        return run_hours * restart_overhead_fraction(lam, tau, checkpoint_write_hours, restart_hours)
    if lam == 0 or run_hours == 0:
        return 0.0
    cap = NO_RESUME_CAP * run_hours
    exponent = lam * run_hours
    if exponent > math.log1p(cap * lam):  # past the cap already: avoid computing e^{huge}
        return cap - run_hours
    expected = (1 / lam + restart_hours) * math.expm1(exponent)
    return min(cap, max(run_hours, expected)) - run_hours


@dataclass(slots=True)  # not frozen: built hundreds of times per estimate, frozen init is slow
class CostInputs:
    """Everything one deployment mode's cost depends on, as plain numbers."""

    useful_gpu_hours: float
    gpus: int
    price_per_gpu_hour: float
    utilization: float
    queue_hours: float
    restart_overhead_hours: float  # wall clock
    bills_failures: bool
    storage_tb: float
    storage_price_per_tb_month: float
    staff_fte: float  # project team + the mode's ops staff
    staff_cost_per_fte_month: float
    setup_fte_months: float
    setup_amortization_months: float = 0.0  # 0: the whole setup is charged to this job
    # Reserved capacity (a serving deployment): `useful_gpu_hours` are the hours reserved, all
    # billed; utilization only splits them into busy (compute) and idle.
    reserved: bool = False
    network_tb: float = 0.0  # data moved into the platform, paid once
    network_price_per_tb: float = 0.0
    # The finish-by window the staff are engaged for (0: the run itself). A run that finishes
    # within it pays the same staff as a faster one, so a smaller, slower, in-time run (an
    # adapter on its own few GPUs) is not made dearer by the hours it takes.
    window_hours: float = 0.0
    # The project team's share of `staff_fte` and the hours it is engaged, when that differs from
    # the run (an inference service: the team integrates and launches it in days, while the ops
    # staff keep it up for the whole serving period). None: the project team is engaged like the
    # ops staff.
    project_fte: float = 0.0
    project_hours: float | None = None
    # The hours all staff are charged, when the caller knows the effort better than the run does
    # (a job with no duration given: its effort, not how slowly its sized layout would run it).
    staff_hours: float | None = None


COMPONENTS = ("compute", "idle", "restarts", "queue", "storage", "network", "staff")


def cost_to_target(c: CostInputs) -> dict[str, float]:
    """Cost to reach the target by component, plus calendar and billed GPU-hours.
    compute: useful GPU-hours at the price. idle: what utilization below 100% adds, because the
    billed capacity is useful/utilization. restarts: GPU time lost to failures and checkpoints,
    also at that utilization (zero when the provider absorbs it). queue: staff paid while jobs
    wait. storage: TB · price · calendar months. staff: project and ops staff over the run (at
    least the finish-by window, queue aside) plus
    this job's share of the one-off setup effort (calendar months / amortization months, at most
    all of it). The source document: compare by the total cost of reaching the target
    accuracy — compute, storage and people [S13]."""
    (compute, idle, restarts, queue, storage, network, staff, project, setup, billed, calendar_hours) = (
        _cost_parts(c)
    )
    parts = {
        "compute": compute,
        "idle": idle,
        "restarts": restarts,
        "queue": queue,
        "storage": storage,
        "network": network,
        "staff": staff,
    }
    return {
        **parts,
        "total": sum(parts.values()),
        "staff_project": project,  # the project team's part of `staff`
        "staff_setup": setup,  # and the set-up's
        "billed_gpu_hours": billed,
        "calendar_days": calendar_hours / HOURS_PER_DAY,
    }


def total_cost(c: CostInputs, token_cost: float | None = None) -> float:
    """`cost_to_target(c)["total"]` without its dicts (the estimator's sensitivity table asks for
    some 150 totals per estimate); with `token_cost`, the bill of a mode paid per token instead of
    its compute and idle capacity. The same floats: the parts are summed in the same order."""
    return bill_total(gpu_bill(c), time_bill(c), c.network_tb * c.network_price_per_tb, token_cost)


def _cost_parts(c: CostInputs) -> tuple[float, ...]:
    """compute, idle, restarts, queue, storage, network, staff, the project's and the set-up's
    part of staff, billed GPU-hours and calendar hours (see `cost_to_target`)."""
    compute, idle, restart_cost, billed_gpu_hours = gpu_bill(c)
    queue, storage, staff, project, setup, calendar_hours = time_bill(c)
    return (
        compute,
        idle,
        restart_cost,
        queue,
        storage,
        c.network_tb * c.network_price_per_tb,
        staff,
        project,
        setup,
        billed_gpu_hours,
        calendar_hours,
    )


def gpu_bill(c: CostInputs) -> tuple[float, float, float, float]:
    """The GPU part of the bill: compute, idle, restarts and the billed GPU-hours. Reads only the
    GPU-hours, GPUs, restart overhead, whether failures are billed, utilization, price and
    `reserved` (the sensitivity table varies price and utilization through this alone)."""
    price = c.price_per_gpu_hour
    restart_gpu_hours = c.restart_overhead_hours * c.gpus if c.bills_failures else 0.0
    billed_gpu_hours = (c.useful_gpu_hours + restart_gpu_hours) / c.utilization
    busy, restart_cost = c.useful_gpu_hours, restart_gpu_hours * price / c.utilization
    if c.reserved:
        billed_gpu_hours = c.useful_gpu_hours + restart_gpu_hours
        busy, restart_cost = c.useful_gpu_hours * c.utilization, restart_gpu_hours * price
    compute = busy * price
    return compute, billed_gpu_hours * price - compute - restart_cost, restart_cost, billed_gpu_hours


def time_bill(c: CostInputs) -> tuple[float, float, float, float, float, float]:
    """The time part of the bill: queue, storage, staff, the project's and the set-up's part of
    staff, and the calendar hours. Reads neither the price nor the utilization."""
    basis = time_basis(c)
    return (*time_money(c, basis), basis[4])


def time_basis(c: CostInputs) -> tuple[float, float, float, float, float]:
    """The hours the time part of the bill is charged for: staffed hours, the project team's
    hours, calendar months, the set-up's share and calendar hours. Reads the run, the queue, the
    windows and the amortization, none of the rates (which `time_money` applies)."""
    run_hours = c.useful_gpu_hours / c.gpus + c.restart_overhead_hours
    calendar_hours = c.queue_hours + run_hours
    # max() and min() as conditionals (the same picks, NaN included): some 60 calls per answer.
    if c.staff_hours is None:
        window = c.window_hours - c.queue_hours
        staffed_hours = window if window > run_hours else run_hours
    else:
        staffed_hours = c.staff_hours
    project_hours = staffed_hours if c.project_hours is None else c.project_hours
    amort = c.setup_amortization_months
    staffed_months = (c.queue_hours + staffed_hours) / HOURS_PER_MONTH
    share = staffed_months / amort if amort > 0 else 1.0
    setup_share = share if share < 1.0 else 1.0
    return staffed_hours, project_hours, calendar_hours / HOURS_PER_MONTH, setup_share, calendar_hours


def time_money(
    c: CostInputs, basis: tuple[float, float, float, float, float]
) -> tuple[float, float, float, float, float]:
    """queue, storage, staff, the project's and the set-up's part of staff: the rates of `c`
    over the hours of `basis` (`time_basis(c)`)."""
    staffed_hours, project_hours, months, setup_share, _ = basis
    staff_rate = c.staff_fte * c.staff_cost_per_fte_month / HOURS_PER_MONTH  # per wall-clock hour
    project_rate = c.project_fte * c.staff_cost_per_fte_month / HOURS_PER_MONTH
    staff_hours_cost = (staff_rate - project_rate) * staffed_hours + project_rate * project_hours
    setup = setup_share * c.setup_fte_months * c.staff_cost_per_fte_month
    return (
        staff_rate * c.queue_hours,
        c.storage_tb * c.storage_price_per_tb_month * months,
        staff_hours_cost + setup,
        project_rate * project_hours,
        setup,
    )


def bill_total(
    gpu: tuple[float, ...], time: tuple[float, ...], network: float, token_cost: float | None = None
) -> float:
    """`total_cost` from the two parts of the bill (`gpu_bill`, `time_bill`) and the network
    line: the same floats, summed in the same order."""
    compute, idle = gpu[0], gpu[1]
    total = sum((compute, idle, gpu[2], time[0], time[1], network, time[2]))
    if token_cost is not None:
        total += token_cost - compute - idle
    return total
