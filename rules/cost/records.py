"""The records the sizing produces: the GPU it sized on, the failure model, and the task
baseline (`Sizing`). Their own module so the training and the serving sizing share them."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from compute_advisor.rules.cost import costing as C
from compute_advisor.rules.cost.listing import Bilingual


@dataclass(frozen=True)
class Reliability:
    """Failures and checkpoints, for sizing to the target and for every mode's restarts."""

    failure_rate_per_gpu_day: float
    write_hours: float
    restart_hours: float
    queue_hours: float  # wait per submission reserved when sizing

    def interval(self, gpus: int) -> float:
        return C.optimal_checkpoint_interval(
            self.write_hours, C.failures_per_hour(self.failure_rate_per_gpu_day, gpus)
        )

    def overhead(self, gpus: int) -> float:
        """Share of extra wall-clock time to restarts and checkpoint writes on `gpus`, with resume."""
        lam = C.failures_per_hour(self.failure_rate_per_gpu_day, gpus)
        return C.restart_overhead_fraction(lam, self.interval(gpus), self.write_hours, self.restart_hours)

    def calendar_hours(self, useful_gpu_hours: float, gpus: int) -> float:
        return useful_gpu_hours / gpus * (1 + self.overhead(gpus)) + self.queue_hours


@dataclass(frozen=True)
class GpuSpec:
    id: str
    label: str
    memory_gb: float  # as the vendor prints it
    tflops: float
    bandwidth_gbps: float | None
    price_per_gpu_hour: float | None  # None: a user GPU without a price
    custom: bool = False
    domestic: bool = False


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
    target_given: bool
    memory_gb: dict[str, float]
    total_memory_gb: float  # the setup in use: the components add up to it
    floor_memory_gb: float  # the least the job needs (activation recomputation allowed)
    per_gpu_gb: float
    usable_per_gpu_gb: float
    data_tb: float
    checkpoints_tb: float
    recompute: bool | None = None
    activations_per_gpu_gb: float | None = None
    reliability: Reliability | None = None  # training only
    traffic: Any = None  # serving.Traffic when inference traffic was given
    network_tb: float = 0.0  # data moved into a platform outside your environment
    gpu_swings: dict[str, tuple[int, int]] = field(default_factory=dict)  # inference by traffic
    processed_tb: float = 0.0  # data processing: the processed copy kept next to the raw data
    checkpoint_interval_hours: float | None = None
    compute_extra: dict[str, Any] = field(default_factory=dict)
    warnings: list[Bilingual] = field(default_factory=list)
    assumptions: list[dict[str, Any]] = field(default_factory=list)

    @property
    def gpu_id(self) -> str:
        return self.gpu.id

    @property
    def gpu_label(self) -> str:
        return self.gpu.label

    @property
    def gpu_memory_gb(self) -> float:
        return self.gpu.memory_gb

    @property
    def gpu_tflops(self) -> float:
        return self.gpu.tflops

    @property
    def nodes(self) -> int:
        return math.ceil(self.gpus / C.GPUS_PER_NODE)

    @property
    def effective_training_time(self) -> float | None:
        """Share of wall-clock time doing useful work with checkpoint resume (training only)."""
        return 1 / (1 + self.reliability.overhead(self.gpus)) if self.reliability else None

    @property
    def total_memory_gib(self) -> float:
        return self.total_memory_gb * C.GB / C.GIB
