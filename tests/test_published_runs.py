"""The estimator against published runs, each row naming its source (rules/cost/published.py).
Each asserts the estimate at the documented default assumptions (40% MFU, prices.yaml) lands in
a stated band, or that the MFU the published hours imply lies in a stated range. Where a band is
not around 1.0 the reason is written next to it: these tests pin what the estimator does
against reality, including where it is optimistic."""

from __future__ import annotations

import pytest

from compute_advisor.rules.cost.estimate import EstimateRequest, estimate, parse
from compute_advisor.rules.cost.prices import load_prices
from compute_advisor.rules.cost.published import RUNS, implied_mfu

BY_ID = {r.id: r for r in RUNS}
MFU_RANGE = load_prices().assumptions_by_id["mfu"].range  # 0.30–0.55, the documented range


def baseline(answers, inputs, lang="en"):
    body = {"answers": answers, "inputs": inputs, "modes": ["self_built"], "lang": lang}
    return estimate(parse(EstimateRequest, body), sensitivity=False)["baseline"]


def pretrain(run, **inputs):
    answers = {"task_type": "pretraining", "model_params_b": run.params_b, "dataset_tokens_b": run.tokens_b}
    extra = {"active_params_b": run.active_params_b} if run.active_params_b else {}
    return baseline(answers, {"gpu_type": run.gpu_type, **extra, **inputs})


# (run id, band for estimated / published GPU-hours at 40% MFU, range of the implied MFU)
HOURS = [
    ("llama2_7b", (0.9, 1.1), (MFU_RANGE.low, MFU_RANGE.high)),
    ("llama2_13b", (0.85, 1.05), (MFU_RANGE.low, MFU_RANGE.high)),
    ("llama2_34b", (0.8, 1.0), (MFU_RANGE.low, MFU_RANGE.high)),
    ("llama2_70b", (1.0, 1.2), (MFU_RANGE.low, MFU_RANGE.high)),
    # The Llama 3 card's hours imply 16% and 28% MFU: the estimator at 40% is optimistic for
    # them (2.6x for 8B); pinned so a change of default shows up here.
    ("llama3_8b", (0.3, 0.5), (0.12, 0.20)),
    ("llama3_70b", (0.6, 0.8), (0.25, 0.32)),
    ("llama31_405b", (0.8, 0.95), (MFU_RANGE.low, MFU_RANGE.high)),
    ("deepseek_v3", (0.8, 0.95), (MFU_RANGE.low, MFU_RANGE.high)),
]


@pytest.mark.parametrize(("run_id", "band", "mfu_range"), HOURS)
def test_gpu_hours_against_published_runs(run_id, band, mfu_range):
    run = BY_ID[run_id]
    est = pretrain(run)["compute"]["useful_gpu_hours"]
    assert band[0] <= est / run.gpu_hours <= band[1], (run.source, est / run.gpu_hours)
    mfu = implied_mfu(run, load_prices().gpus_by_id[run.gpu_type].bf16_tflops)
    assert mfu_range[0] <= mfu <= mfu_range[1], (run.source, mfu)


@pytest.mark.parametrize("run_id", ["gpt3_175b", "chinchilla_70b", "llama31_405b"])
def test_training_flops_are_6nd_within_3_percent(run_id):
    run = BY_ID[run_id]
    assert pretrain(run)["compute"]["flops"] / run.flops == pytest.approx(1.0, abs=0.03), run.source


def test_llama31_405b_effective_training_time_and_hours_with_restarts():
    """Dubey et al. 2024: 16,384 H100, more than 90% effective training time, 419 unexpected
    interruptions in 54 days. At the default 30-minute recovery per failure the estimator keeps
    a more conservative 70–90%; with restarts the GPU-hours land within 10% of the 30.84M."""
    run = BY_ID["llama31_405b"]
    comp = pretrain(run, gpu_count=16384)["compute"]
    assert 0.70 <= comp["effective_training_time"] <= 0.90
    with_restarts = comp["useful_gpu_hours"] / comp["effective_training_time"]
    assert with_restarts / run.gpu_hours == pytest.approx(1.0, abs=0.15)


def test_deepseek_v3_is_costed_on_active_and_held_on_total_parameters():
    """DeepSeek-V3 report: 671B total, 37B active per token. Weights in BF16 alone are 1.34 TB,
    far beyond one node; the compute is that of a 37B dense model."""
    b = pretrain(BY_ID["deepseek_v3"])
    assert b["memory"]["components_gb"]["weights"] == pytest.approx(1342)
    assert b["memory"]["min_gpus"] > 8
    assert b["compute"]["flops"] == pytest.approx(6 * 37e9 * 14.8e12)


def test_qlora_65b_fits_one_48gb_gpu():
    """Dettmers et al. 2023 (QLoRA): a 65B model fine-tuned on a single 48 GB GPU. 4-bit weights
    (32.5 GB) plus the adapter and its optimizer, short sequences, recomputation on."""
    answers = {"task_type": "fine_tuning", "model_params_b": 65, "dataset_tokens_b": 0.1}
    b = baseline(answers, {"gpu_type": "l40s_48gb", "method": "qlora", "seq_len": 512})
    assert b["memory"]["min_gpus"] == 1
    states = sum(v for k, v in b["memory"]["components_gb"].items() if k != "activations")
    assert 32.5 < states < b["memory"]["usable_per_gpu_gb"]
    # the same model in 16-bit LoRA does not fit one such GPU
    lora = baseline(answers, {"gpu_type": "l40s_48gb", "method": "lora", "seq_len": 512})
    assert lora["memory"]["min_gpus"] > 1


def test_llama2_7b_inference_memory():
    """Llama 2 7B (Touvron et al. 2023; shape as Llama 1 7B: 32 layers, hidden 4096, 32 heads):
    16-bit weights ≈ 13.5 GB for its 6.74B parameters, and 2 GiB of KV cache per 4,096-token
    sequence (2 · 32 layers · 4096 · 2 bytes per token). It serves on one 24 GB GPU."""
    answers = {"task_type": "inference", "model_params_b": 6.74}
    shape = {"layers": 32, "hidden": 4096, "kv_heads": 32, "context_tokens": 4096, "concurrency": 1}
    b = baseline(answers, {"gpu_type": "rtx_4090_24gb", **shape})
    assert b["memory"]["components_gb"]["weights"] == pytest.approx(13.48)
    assert b["memory"]["components_gb"]["kv_cache"] * 1e9 == pytest.approx(2 * 2**30, rel=1e-5)
    assert b["memory"]["min_gpus"] == 1
    # without the shape, the multi-head default lands within 15% of the real KV cache
    default = baseline(answers, {"context_tokens": 4096, "concurrency": 1})
    assert default["memory"]["components_gb"]["kv_cache"] * 1e9 == pytest.approx(2 * 2**30, rel=0.15)
