"""Inference sizing. Without traffic figures: the fewest GPUs whose memory holds the weights and
the KV cache of the assumed concurrent sequences. With traffic (requests per second or tokens per
day, prompt and output lengths, a latency target): replicas of a tensor-parallel layout whose
decode is bounded by memory bandwidth, enough of them for the peak.

Decode step time for a batch of B sequences on t GPUs (each reads its shard of the weights and
of the batch's KV cache once per step; the compute term matters only at large batches):
    step = max((W + B·kv) / (t · bandwidth · efficiency), B · 2·N_active / (t · peak · MFU))
The batch is the largest that meets the latency target (step ≤ ms per output token) and fits in
memory. Prefill is compute-bound: 2·N_active·prompt FLOPs per request. For a mixture of experts
all weights are read per step (large batches touch every expert): conservative."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from compute_advisor.rules.cost import costing as C
from compute_advisor.rules.cost.inputs import EstimateInputs
from compute_advisor.rules.cost.listing import Bilingual, Listing, T, sig
from compute_advisor.rules.cost.prices import load_prices
from compute_advisor.rules.cost.records import GpuSpec, Sizing
from compute_advisor.rules.errors import InvalidInput

MAX_BATCH = 256  # serving engines cap the running batch around here
USAGE_PATTERNS = ("trial", "project", "continuous")
TP_DEGREES = (1, 2, 4, 8, 16, 32, 64, 128)
SECONDS_PER_DAY = 86400.0


@dataclass(frozen=True)
class Traffic:
    requests_per_s: float  # average
    prompt_tokens: float
    output_tokens: float
    ms_per_output_token: float
    peak_to_average: float

    @property
    def tokens_per_day(self) -> float:
        return self.requests_per_s * (self.prompt_tokens + self.output_tokens) * SECONDS_PER_DAY


@dataclass(frozen=True)
class Replica:
    """One serving replica: its tensor-parallel degree, batch and throughput."""

    tensor_parallel: int
    batch: int
    step_seconds: float
    bound: str  # "memory_bandwidth" or "compute"
    gpu_seconds_per_request: float

    @property
    def decode_tokens_per_s(self) -> float:
        return self.batch / self.step_seconds


@dataclass(frozen=True)
class Model:
    weights: float  # bytes held (all parameters)
    active: float  # parameters active per token
    kv_max: float  # KV bytes of one sequence at full length
    kv_avg: float  # KV bytes of one sequence half-way through its output


def replica(
    tp: int, m: Model, t: Traffic, usable: float, bandwidth: float, peak: float, mfu: float
) -> Replica | None:
    """The replica on `tp` GPUs, or None when it cannot hold the model or meet the latency.
    `bandwidth` in bytes/s already scaled by the achievable efficiency; `peak` in FLOP/s."""
    latency = t.ms_per_output_token / 1000
    room = tp * usable - m.weights
    if room <= 0:
        return None
    by_memory = math.floor(room / m.kv_max)
    by_bandwidth = math.floor((latency * tp * bandwidth - m.weights) / m.kv_avg)
    by_compute = math.floor(latency * tp * peak * mfu / (2 * m.active))
    batch = min(by_memory, by_bandwidth, by_compute, MAX_BATCH)
    if batch < 1:
        return None
    read = (m.weights + batch * m.kv_avg) / (tp * bandwidth)
    compute = batch * 2 * m.active / (tp * peak * mfu)
    step = max(read, compute)
    decode = tp * t.output_tokens * step / batch
    prefill = 2 * m.active * t.prompt_tokens / (peak * mfu)
    return Replica(tp, batch, step, "memory_bandwidth" if read >= compute else "compute", decode + prefill)


def gpus_for_traffic(r: Replica, t: Traffic) -> int:
    """GPUs for the peak traffic, in whole replicas, as a real layout (1, 2, 4, 8, then nodes)."""
    busy = t.requests_per_s * t.peak_to_average * r.gpu_seconds_per_request
    replicas = max(1, math.ceil(busy / r.tensor_parallel))
    return C.round_to_nodes(replicas * r.tensor_parallel)


def best_replica(
    m: Model, t: Traffic, usable: float, bandwidth: float, peak: float, mfu: float
) -> tuple[Replica, int] | None:
    """The layout needing the fewest GPUs for the traffic (the smaller degree on a tie)."""
    best: tuple[Replica, int] | None = None
    for tp in TP_DEGREES:  # ascending
        if best is not None and tp >= best[1]:
            break  # a layout of degree tp needs at least tp GPUs: no larger degree needs fewer
        r = replica(tp, m, t, usable, bandwidth, peak, mfu)
        if r is not None:
            gpus = gpus_for_traffic(r, t)
            if best is None or gpus < best[1]:
                best = (r, gpus)
    return best


def check_gpu_count(given: int | None, min_gpus: int) -> None:
    if given is not None and given < min_gpus:
        raise InvalidInput(
            f"{given} GPUs cannot hold this job; it needs at least {min_gpus}",
            field="inputs.gpu_count",
            allowed=f">= {min_gpus}",
        )


def size_inference(
    answers: dict[str, Any],
    inp: EstimateInputs,
    L: Listing,
    gpu: GpuSpec,
    arch: C.Architecture,
    usable: float,
    active: float,
) -> Sizing:
    params = answers["model_params_b"] * 1e9
    bits = L.add(
        "weight_bits",
        inp.weight_bits or 16,
        "input" if inp.weight_bits else "example",
        None if inp.weight_bits else L.source("profile"),
    )
    weights = C.model_state_bytes(params, "inference", 0.0, weight_bytes=bits / 8)["weights"]
    traffic = _traffic(inp, L, answers)
    if traffic is None:
        held = L.pick("context_tokens", inp.context_tokens) * L.pick("concurrency", inp.concurrency)
        extra: dict[str, Any] = {}
        kv, tp = C.kv_cache_bytes(arch, held), 1
        min_gpus = need = C.min_gpus_inference(weights + kv, usable)
        source = "memfloor"
    else:
        kv, min_gpus, need, tp, extra = _traffic_layout(inp, L, gpu, arch, usable, active, weights, traffic)
        source = "traffic"
    check_gpu_count(inp.gpu_count, min_gpus)
    gpus = inp.gpu_count or need
    L.add("gpu_count", gpus, *(("input",) if inp.gpu_count else ("derived", L.source(source))))
    serving_days = L.pick("serving_days", inp.serving_days)
    useful = gpus * serving_days * C.HOURS_PER_DAY
    warnings = _capacity_warning(need, gpus) if traffic and gpus < need else []
    total = weights + kv
    # The least memory the service needs: the weights and one full sequence's KV cache (a
    # replica sized for traffic holds a batch's, which a larger model may keep smaller).
    one_sequence = C.kv_cache_bytes(arch, traffic.prompt_tokens + traffic.output_tokens) if traffic else kv
    floor = weights + one_sequence
    swings = extra.pop(_SWINGS, {})
    return Sizing(
        task="inference",
        training=False,
        method="inference",
        gpu=gpu,
        params_b=params / 1e9,
        active_params_b=active / 1e9,
        tokens_b=0.0,
        min_gpus=min_gpus,
        gpus=gpus,
        tensor_parallel=tp,
        model_flops=0.0,
        hardware_flops=0.0,
        mfu=1.0,
        useful_gpu_hours=useful,
        run_days=serving_days,
        target_days=None,
        target_given=False,
        memory_gb={"weights": weights / C.GB, "kv_cache": kv / C.GB},
        total_memory_gb=total / C.GB,
        floor_memory_gb=floor / C.GB,
        per_gpu_gb=total / tp / C.GB if traffic else total / gpus / C.GB,
        usable_per_gpu_gb=usable / C.GB,
        data_tb=0.0,
        checkpoints_tb=weights / 1e12,
        traffic=traffic,
        gpu_swings=swings,
        compute_extra={"flops_per_token": sig(2 * active), "serving_gpu_hours": sig(useful), **extra},
        warnings=warnings,
    )


def _capacity_warning(need: int, gpus: int) -> list[Bilingual]:
    return [
        T(
            f"按所给流量与时延目标约需 {need} 卡，所给 {gpus} 卡在高峰时跟不上",
            f"the traffic and latency target need about {need} GPUs; {gpus} fall behind at the peak",
        )
    ]


def assumed_traffic(answers: dict[str, Any]) -> str:
    """The prices.yaml assumption an inference service without traffic figures is sized and
    billed for: the traffic its usage pattern suggests (a project's when not answered)."""
    usage = answers.get("usage_pattern")
    return f"{usage if usage in USAGE_PATTERNS else 'project'}_tokens_per_day"


def assumed_calls_per_day(answers: dict[str, Any]) -> float:
    """The calls a day of `assumed_traffic`, at the default prompt and output lengths."""
    prices = load_prices()
    per_call = prices.default("prompt_tokens") + prices.default("output_tokens")
    return float(prices.default(assumed_traffic(answers))) / per_call


def _traffic(inp: EstimateInputs, L: Listing, answers: dict[str, Any]) -> Traffic | None:
    """The traffic the user gave, else the one their usage pattern suggests (listed with the
    lengths and targets it needs), or None when they sized the capacity themselves (a
    concurrency or a GPU count and no traffic): then the memory floor sizes it."""
    if inp.requests_per_s is None and inp.tokens_per_day is None:
        if inp.concurrency is not None or inp.gpu_count is not None:
            return None
    elif inp.requests_per_s is not None and inp.tokens_per_day is not None:
        raise InvalidInput(
            "give requests_per_s or tokens_per_day, not both",
            field="inputs.tokens_per_day",
            allowed="one of requests_per_s, tokens_per_day",
        )
    prompt = L.pick("prompt_tokens", inp.prompt_tokens)
    output = L.pick("output_tokens", inp.output_tokens)
    if inp.requests_per_s is not None:
        rps = L.add("requests_per_s", inp.requests_per_s, "input")
    else:
        if inp.tokens_per_day is not None:
            per_day = L.add("tokens_per_day", inp.tokens_per_day, "input")
        elif answers.get("requests_per_day") is not None:  # the intake's answer, in calls a day
            calls = L.add("requests_per_day", answers["requests_per_day"], "input")
            per_day = calls * (prompt + output)
        else:  # an example assumption, listed under the traffic's own id
            per_day = L.pick(assumed_traffic(answers), None, listed_as="tokens_per_day")
        rps = per_day / (prompt + output) / SECONDS_PER_DAY
        L.add("requests_per_s", rps, "derived", L.source("rps"))
    return Traffic(
        requests_per_s=float(rps),
        prompt_tokens=float(prompt),
        output_tokens=float(output),
        ms_per_output_token=float(L.pick("ms_per_output_token", inp.ms_per_output_token)),
        peak_to_average=float(L.pick("peak_to_average", inp.peak_to_average)),
    )


def _traffic_layout(
    inp: EstimateInputs,
    L: Listing,
    gpu: GpuSpec,
    arch: C.Architecture,
    usable: float,
    active: float,
    weights: float,
    t: Traffic,
) -> tuple[float, int, int, int, dict[str, Any]]:
    """KV bytes held by one replica, the memory floor, GPUs for the traffic, the tensor-parallel
    degree and the figures to report."""
    if gpu.bandwidth_gbps is None:
        raise InvalidInput(
            "sizing by traffic needs your GPU's memory bandwidth",
            field="inputs.gpu_bandwidth_gbps",
            allowed="GB/s > 0",
        )
    m = Model(
        weights=weights,
        active=active,
        kv_max=C.kv_cache_bytes(arch, t.prompt_tokens + t.output_tokens),
        kv_avg=C.kv_cache_bytes(arch, t.prompt_tokens + t.output_tokens / 2),
    )
    bandwidth = gpu.bandwidth_gbps * 1e9 * L.pick("bandwidth_efficiency", None)
    mfu = L.pick("mfu", inp.mfu)
    best = best_replica(m, t, usable, bandwidth, gpu.tflops * 1e12, mfu)
    if best is None:
        raise InvalidInput(
            f"no layout up to {TP_DEGREES[-1]} GPUs meets {t.ms_per_output_token:g} ms per output token",
            field="inputs.ms_per_output_token",
            allowed="a looser latency target or a faster GPU",
        )
    r, gpus = best
    min_gpus = C.min_gpus_inference(m.weights + m.kv_max, usable)
    ranged = L.ranged and not inp.gpu_count
    swings = _gpu_swings(inp, L, gpu, m, t, usable, mfu, best) if ranged else {}
    extra = {
        "tensor_parallel": r.tensor_parallel,
        "batch_per_replica": r.batch,
        "decode_tokens_per_s_per_replica": sig(r.decode_tokens_per_s),
        "decode_bound": r.bound,
        "ms_per_output_token": sig(r.step_seconds * 1000),
        "gpu_seconds_per_request": sig(r.gpu_seconds_per_request),
        "requests_per_s": sig(t.requests_per_s),
        "tokens_per_day": sig(t.tokens_per_day),
    }
    return r.batch * m.kv_max, min_gpus, gpus, r.tensor_parallel, {**extra, _SWINGS: swings}


_SWINGS = "_gpu_swings"  # carried out of the layout with the reported figures, then taken off


def _gpu_swings(
    inp: EstimateInputs,
    L: Listing,
    gpu: GpuSpec,
    m: Model,
    t: Traffic,
    usable: float,
    mfu: float,
    base: tuple[Replica, int],
) -> dict[str, tuple[int, int]]:
    """GPUs the traffic needs at the low and high end of each sizing assumption the user did not
    give, so the cost range covers the sizing too. An end that meets no layout keeps the count
    of `base`, the layout at the defaults."""
    ranges = L.prices.assumptions_by_id
    bandwidth = (gpu.bandwidth_gbps or 0.0) * 1e9
    peak = gpu.tflops * 1e12
    eff = L.prices.default("bandwidth_efficiency")
    variants: dict[str, Callable[[float], tuple[Replica, int] | None]] = {
        "bandwidth_efficiency": lambda x: best_replica(m, t, usable, bandwidth * x, peak, mfu),
        "peak_to_average": lambda x: best_replica(
            m, replace(t, peak_to_average=x), usable, bandwidth * eff, peak, mfu
        ),
        "mfu": lambda x: best_replica(m, t, usable, bandwidth * eff, peak, x),
    }
    given = {"peak_to_average": inp.peak_to_average, "mfu": inp.mfu}
    out: dict[str, tuple[int, int]] = {}
    for aid, sized in variants.items():
        if given.get(aid) is not None:
            continue
        rng = ranges[aid].range
        ends = [sized(x) for x in (rng.low, rng.high)]
        out[aid] = (ends[0][1] if ends[0] else base[1], ends[1][1] if ends[1] else base[1])
    return out
