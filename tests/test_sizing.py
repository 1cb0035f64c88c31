"""The task baseline (`size_task`) and the defects of issue 14, each pinned by a test that a
user would notice: hours charged twice, serving hours billed beyond the month, LoRA dearer than
full fine-tuning, absurd restart figures, missed targets without a warning, a memory report
that contradicts itself, a user's GPU refused or mislabelled, GB for GiB, 8 KV heads for all."""

from __future__ import annotations

import math

import pytest

from compute_advisor.rules.cost import costing as C
from compute_advisor.rules.cost.estimate import EstimateRequest, estimate, parse
from compute_advisor.rules.cost.inputs import EstimateInputs
from compute_advisor.rules.cost.prices import load_prices
from compute_advisor.rules.cost.sizing import size_task
from compute_advisor.rules.errors import InvalidInput

LAYOUTS = {1, 2, 4, 8}


def run(answers, inputs=None, modes=None, lang="en"):
    body = {"answers": answers, "lang": lang, "inputs": inputs or {}}
    if modes is not None:
        body["modes"] = modes
    return estimate(parse(EstimateRequest, body))


def mode(result, mode_id):
    return next(m for m in result["modes"] if m["id"] == mode_id)


def assumption(result, aid):
    return next(a for a in result["assumptions"] if a["id"] == aid)


def test_size_task_is_the_baseline_the_estimate_reports():
    answers = {"task_type": "pretraining", "model_params_b": 13, "dataset_tokens_b": 500}
    s = size_task(answers, EstimateInputs(), load_prices())
    comp = run(answers)["baseline"]["compute"]
    assert (comp["gpus"], comp["useful_gpu_hours"]) == (s.gpus, pytest.approx(s.useful_gpu_hours, rel=1e-5))
    assert s.nodes == math.ceil(s.gpus / 8) and s.gpu.id == "a100_80gb"


# 1. MFU is defined on 6·N·D: recomputation does not add time on top of the assumed MFU.
def test_recompute_does_not_charge_the_run_on_8nd():
    answers = {"task_type": "pretraining", "model_params_b": 70, "dataset_tokens_b": 2000}
    r = run(answers, {"activation_recompute": True, "mfu": 0.4})
    hours = 6 * 70e9 * 2e12 / (312e12 * 0.4) / 3600
    assert r["baseline"]["compute"]["useful_gpu_hours"] == pytest.approx(hours, rel=1e-5)
    compute = mode(r, "self_built")["components"]["compute"]
    assert compute == pytest.approx(hours * mode(r, "self_built")["price_per_gpu_hour"], rel=1e-4)


# 2. One GPU reserved for 30 days is billed 720 hours, not 720 / utilization.
def test_reserved_serving_bills_the_hours_in_the_period():
    r = run({"task_type": "inference", "model_params_b": 7}, {"gpu_count": 1}, ["self_built"])
    m = mode(r, "self_built")
    assert m["billed_gpu_hours"] == pytest.approx(720)
    assert m["components"]["compute"] + m["components"]["idle"] == pytest.approx(
        720 * m["price_per_gpu_hour"]
    )


# 4. LoRA does less work than full fine-tuning and must never come out dearer.
@pytest.mark.parametrize("params", [1, 7, 13, 70])
def test_lora_is_never_dearer_than_full_fine_tuning(params):
    answers = {"task_type": "fine_tuning", "model_params_b": params, "dataset_tokens_b": 1}
    modes = ["self_built", "partner", "private_deployment", "appliance"]
    lora, full = run(answers, {"method": "lora"}, modes), run(answers, {"method": "full"}, modes)
    for mid in modes:
        assert mode(lora, mid)["total"] <= mode(full, mid)["total"], mid


# 5. The checkpoint interval is the Young/Daly optimum, and no figure runs away.
def test_checkpoint_interval_follows_young_daly():
    # λ = 0.0005 · 16384 / 24 per hour; δ = 2 min: τ = √(2·δ/λ)
    lam = 0.0005 * 16384 / 24
    assert C.optimal_checkpoint_interval(2 / 60, lam) == pytest.approx(math.sqrt(2 * (2 / 60) / lam))
    assert C.optimal_checkpoint_interval(2 / 60, 0.0) == C.CHECKPOINT_INTERVAL_MAX_HOURS


def test_very_large_runs_keep_finite_restart_figures_and_warn():
    answers = {"task_type": "pretraining", "model_params_b": 1000, "dataset_tokens_b": 15000}
    r = run(answers, {"gpu_count": 16384}, ["self_built"])
    m = mode(r, "self_built")
    assert m["components"]["restarts"] < m["components"]["compute"]  # not 13x
    assert m["restarts"]["days_without_resume"] <= C.NO_RESUME_CAP * m["restarts"]["days_with_resume"]
    assert m["restarts"]["impractical_without_resume"] is True
    interval = assumption(r, "checkpoint_interval_hours")
    assert 0 < interval["value"] < 1 and "Young" in interval["source"]


# 6. Sizing leaves room for restarts and queueing; a missed target is always a warning.
def test_sized_cluster_meets_the_target_with_restarts_and_queue():
    answers = {
        "task_type": "pretraining",
        "model_params_b": 70,
        "dataset_tokens_b": 2000,
        "training_days": 60,
    }
    r = run(answers)
    for m in r["modes"]:
        if m["applicable"]:
            assert m["calendar_days"] <= 60, m["id"]


def test_a_missed_target_is_a_warning_in_both_languages():
    answers = {
        "task_type": "pretraining",
        "model_params_b": 70,
        "dataset_tokens_b": 2000,
        "training_days": 60,
    }
    for lang, word in (("en", "days"), ("zh", "天")):
        r = run(answers, {"gpu_count": 512}, ["self_built"], lang=lang)
        assert mode(r, "self_built")["calendar_days"] > 60
        assert any("60" in w and word in w for w in r["warnings"])


# 7. The memory report adds up, for the setup in use.
def test_memory_components_add_up_to_the_total_for_the_setup_in_use():
    r = run({"task_type": "pretraining", "model_params_b": 7, "dataset_tokens_b": 1000}, {"gpu_count": 128})
    mem = r["baseline"]["memory"]
    assert sum(mem["components_gb"].values()) == pytest.approx(mem["total_gb"], rel=1e-4)
    assert mem["activation_recompute"] is False
    # 33 layers · 34 bytes · 4096 tokens · 4224 hidden, stored (no recompute)
    assert mem["components_gb"]["activations"] == pytest.approx(33 * 34 * 4096 * 4224 / 1e9, rel=1e-5)
    recompute = assumption(r, "activation_recompute")
    assert "cannot hold" in recompute["source"]


# 8. A GPU the catalogue does not know is accepted with its figures, and labelled as given.
def test_a_user_gpu_with_its_figures_is_accepted():
    inputs = {"gpu_type": "Acme X1", "gpu_tflops": 400, "gpu_memory_gb": 96, "price_per_gpu_hour": 15}
    r = run({"task_type": "pretraining", "model_params_b": 7, "dataset_tokens_b": 100}, inputs)
    gpu = r["baseline"]["gpu"]
    assert (gpu["label"], gpu["bf16_tflops"], gpu["memory_gb"]) == ("Acme X1", 400, 96)


def test_specs_without_a_gpu_type_are_not_labelled_a100():
    inputs = {"gpu_tflops": 400, "gpu_memory_gb": 96, "price_per_gpu_hour": 15}
    r = run({"task_type": "pretraining", "model_params_b": 7, "dataset_tokens_b": 100}, inputs)
    assert "A100" not in r["baseline"]["gpu"]["label"]
    assert "A100" not in assumption(r, "gpu_type")["value"]


@pytest.mark.parametrize(
    ("inputs", "field"),
    [
        ({"gpu_type": "Acme X1"}, "inputs.gpu_type"),
        ({"gpu_type": "Acme X1", "gpu_tflops": 400}, "inputs.gpu_memory_gb"),
        ({"gpu_type": "Acme X1", "gpu_tflops": 400, "gpu_memory_gb": 96}, "inputs.price_per_gpu_hour"),
    ],
)
def test_a_user_gpu_missing_a_figure_names_it(inputs, field):
    with pytest.raises(InvalidInput) as err:
        run({"task_type": "pretraining", "model_params_b": 7, "dataset_tokens_b": 100}, inputs)
    assert err.value.field == field


# 9. Vendor "80GB" is 80 GiB.
def test_vendor_gigabytes_are_gib():
    r = run({"task_type": "inference", "model_params_b": 7})
    assert r["baseline"]["memory"]["usable_per_gpu_gb"] == pytest.approx(80 * 0.9 * 2**30 / 1e9, rel=1e-5)


# 11. Without attention details the model is multi-head: one KV head per query head.
def test_default_kv_heads_are_multi_head():
    r = run({"task_type": "inference", "model_params_b": 7})
    heads = assumption(r, "kv_heads")
    assert heads["value"] == assumption(r, "hidden")["value"] // 128
    assert "kv_heads" in heads["source"]


# 3 / 10. GPU counts are layouts tensor parallelism uses: 1, 2, 4, 8 per node, then nodes.
@pytest.mark.parametrize("params", [7, 34, 70, 180, 405, 1000])
def test_gpu_counts_are_real_layouts(params):
    for answers in (
        {"task_type": "inference", "model_params_b": params},
        {"task_type": "fine_tuning", "model_params_b": params, "dataset_tokens_b": 0.01},
    ):
        gpus = run(answers)["baseline"]["compute"]["gpus"]
        assert gpus in LAYOUTS or gpus % 8 == 0, (answers, gpus)


# 13. Mixture of experts: compute on the active parameters, memory on all of them.
def test_moe_computes_on_active_and_holds_total_parameters():
    answers = {"task_type": "pretraining", "model_params_b": 671, "dataset_tokens_b": 14800}
    r = run(answers, {"active_params_b": 37, "mfu": 0.4, "gpu_type": "h100_80gb"})
    comp, mem = r["baseline"]["compute"], r["baseline"]["memory"]
    assert comp["useful_gpu_hours"] == pytest.approx(6 * 37e9 * 14.8e12 / (989e12 * 0.4) / 3600, rel=1e-5)
    assert mem["components_gb"]["weights"] == pytest.approx(2 * 671, rel=1e-5)
    with pytest.raises(InvalidInput) as err:
        run(answers, {"active_params_b": 700})
    assert err.value.field == "inputs.active_params_b"


# -- owned hardware and the cost range --------------------------------------------------------

FT = {"task_type": "fine_tuning", "model_params_b": 13, "dataset_tokens_b": 5}


def test_owned_hardware_costs_only_power_and_operations():
    rented = run(FT, {}, ["self_built", "partner"])
    owned = run(FT, {"owned": True}, ["self_built", "partner"])
    own = mode(owned, "self_built")
    assert own["price_per_gpu_hour"] == 1.5  # the example power-and-ops rate, not rent or capex
    assert own["components"]["compute"] < mode(rented, "self_built")["components"]["compute"] / 4
    price = next(a for a in own["assumptions"] if a["id"] == "price_per_gpu_hour")
    assert "power" in price["source"]
    assert mode(owned, "partner")["total"] == mode(rented, "partner")["total"]  # not yours


def test_an_existing_cluster_answer_means_owned_hardware():
    cluster = run({**FT, "existing_hardware": "cluster"}, {}, ["self_built"])
    none = run({**FT, "existing_hardware": "none"}, {}, ["self_built"])
    assert mode(cluster, "self_built")["price_per_gpu_hour"] == 1.5
    assert mode(none, "self_built")["price_per_gpu_hour"] > 1.5
    assert (
        mode(run({**FT, "existing_hardware": "cluster"}, {"owned": False}, ["self_built"]), "self_built")[
            "price_per_gpu_hour"
        ]
        > 1.5
    )


def test_every_mode_has_a_low_expected_high_range_from_the_assumption_ranges():
    r = run({"task_type": "pretraining", "model_params_b": 7, "dataset_tokens_b": 1000})
    for m in r["modes"]:
        if not m["applicable"]:
            continue
        rng = m["range"]
        assert rng["low"] < rng["expected"] == m["total"] < rng["high"]
        widest = max(row["swing"] for row in m["sensitivity"])
        # assumptions move together (root-sum-square): wider than any one alone
        assert rng["high"] - rng["low"] >= widest * 0.999


def test_the_recommendation_estimate_carries_the_range_too():
    from compute_advisor.rules.cost.estimate import estimate_from_answers

    r = estimate_from_answers(FT, ["self_built"], "en")
    rng = r["modes"][0]["range"]
    assert rng["low"] < rng["expected"] < rng["high"]


def test_domestic_hardware_requirement_sizes_on_a_domestic_accelerator():
    answers = {**FT, "compliance": ["domestic_hardware"]}
    r = run(answers, {}, ["self_built"], lang="zh")
    gpu = r["baseline"]["gpu"]
    assert gpu["id"] == "ascend_910b_64gb" and gpu["domestic"] is True
    source = next(a for a in r["assumptions"] if a["id"] == "gpu_type")["source"]
    assert "国产" in source
    # a GPU the user names still wins
    assert run(answers, {"gpu_type": "h20_96gb"}, ["self_built"])["baseline"]["gpu"]["id"] == "h20_96gb"


@pytest.mark.parametrize(
    "answers",
    [
        {"task_type": "pretraining", "model_params_b": 7, "dataset_tokens_b": 100},
        {"task_type": "fine_tuning", "model_params_b": 7, "dataset_tokens_b": 1},
        {"task_type": "inference", "model_params_b": 7},
        {"task_type": "data_processing", "data_scale": "medium"},
    ],
)
def test_every_task_reports_the_baseline_keys_the_decision_core_reads(answers):
    r = run(answers)
    comp, mem = r["baseline"]["compute"], r["baseline"]["memory"]
    assert comp["gpus"] >= 1 and comp["run_days"] > 0 and comp["useful_gpu_hours"] > 0
    assert mem["min_gpus"] >= 1
    assert r["cheapest"] and r["assumptions"] and isinstance(r["warnings"], list)
    assert all({"id", "total", "applicable"} <= set(m) for m in r["modes"] if m["applicable"])
