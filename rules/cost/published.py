"""Published training and inference runs the estimator is checked against, each with its source.
`tests/test_published_runs.py` asserts the estimate lands in each row's band at the default
assumptions; `bench/implied_mfu.py` prints the MFU each published run implies.

Implied MFU = 6 · N_active · D / (GPU-hours · 3600 · peak dense BF16 FLOP/s). It is a lower
bound on the run's true MFU when the published hours include more than the main run (ablations,
restarts, long-context stages)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PublishedRun:
    id: str
    model: str
    params_b: float  # all parameters
    tokens_b: float
    gpu_type: str  # a catalogue id in prices.yaml
    source: str
    gpu_hours: float | None = None  # published GPU-hours of pretraining
    flops: float | None = None  # published training FLOPs
    active_params_b: float | None = None  # mixture of experts
    gpus: int | None = None  # the published cluster, where known
    note: str = ""

    @property
    def active_b(self) -> float:
        return self.active_params_b or self.params_b


LLAMA2 = "Touvron et al. 2023, Llama 2, Table 2 (A100-80GB GPU-hours, 2.0T tokens)"
LLAMA3_CARD = "Meta Llama 3 model card, April 2024 (H100-80GB GPU-hours, 15T+ tokens)"
HERD = (
    "Dubey et al. 2024, The Llama 3 Herd of Models (3.8e25 FLOPs, 15.6T tokens, 16,384 H100) and the "
    "Llama 3.1 model card (30.84M GPU-hours)"
)

RUNS: tuple[PublishedRun, ...] = (
    PublishedRun("llama2_7b", "Llama 2 7B", 7, 2000, "a100_80gb", LLAMA2, gpu_hours=184_320),
    PublishedRun("llama2_13b", "Llama 2 13B", 13, 2000, "a100_80gb", LLAMA2, gpu_hours=368_640),
    PublishedRun("llama2_34b", "Llama 2 34B", 34, 2000, "a100_80gb", LLAMA2, gpu_hours=1_038_336),
    PublishedRun("llama2_70b", "Llama 2 70B", 70, 2000, "a100_80gb", LLAMA2, gpu_hours=1_720_320),
    PublishedRun(
        "llama3_8b",
        "Llama 3 8B",
        8,
        15000,
        "h100_80gb",
        LLAMA3_CARD,
        gpu_hours=1_300_000,
        note="implied MFU far below the 38–43% Meta reports for its large runs: the card's hours "
        "cover more than one clean run, and small models use big clusters less well",
    ),
    PublishedRun("llama3_70b", "Llama 3 70B", 70, 15000, "h100_80gb", LLAMA3_CARD, gpu_hours=6_400_000),
    PublishedRun(
        "llama31_405b",
        "Llama 3.1 405B",
        405,
        15600,
        "h100_80gb",
        HERD,
        gpu_hours=30_840_000,
        flops=3.8e25,
        gpus=16384,
        note="16,384 H100; 38–43% BF16 MFU and more than 90% effective training time reported",
    ),
    PublishedRun(
        "gpt3_175b",
        "GPT-3 175B",
        175,
        300,
        "a100_80gb",
        "Brown et al. 2020, Table D.1 (3.14e23 FLOPs)",
        flops=3.14e23,
    ),
    PublishedRun(
        "chinchilla_70b",
        "Chinchilla 70B",
        70,
        1400,
        "a100_80gb",
        "Hoffmann et al. 2022, Table 3 (5.76e23 FLOPs, 1.4T tokens)",
        flops=5.76e23,
    ),
    PublishedRun(
        "deepseek_v3",
        "DeepSeek-V3 (MoE)",
        671,
        14800,
        "h800_80gb",
        "DeepSeek-AI 2024, DeepSeek-V3 Technical Report, Table 1 (2.664M H800 GPU-hours of pre-training of "
        "2.788M in all; 671B total, 37B active, 14.8T tokens; 2,048 H800)",
        gpu_hours=2_664_000,
        active_params_b=37,
        gpus=2048,
        note="trained in FP8; MFU here is against the BF16 peak",
    ),
)


def implied_mfu(run: PublishedRun, peak_tflops: float) -> float | None:
    """The MFU the published GPU-hours imply on 6·N_active·D model FLOPs."""
    if run.gpu_hours is None:
        return None
    return 6 * run.active_b * 1e9 * run.tokens_b * 1e9 / (run.gpu_hours * 3600 * peak_tflops * 1e12)
