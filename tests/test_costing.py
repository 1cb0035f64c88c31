"""The estimator's formulas against cases worked by hand, its input checks, and properties a
user relies on: costs never fall when utilization drops or prices rise; memory grows with size."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from compute_advisor.rules.cost import costing as C
from compute_advisor.rules.cost.estimate import EstimateRequest, estimate, estimate_from_answers, parse
from compute_advisor.rules.errors import InvalidInput

PRETRAIN_7B = {"task_type": "pretraining", "model_params_b": 7, "dataset_tokens_b": 1000}


def run(answers, inputs=None, modes=None, lang="en"):
    body = {
        "answers": answers,
        "lang": lang,
        **({"inputs": inputs} if inputs else {}),
        **({"modes": modes} if modes is not None else {}),
    }
    return estimate(parse(EstimateRequest, body))


def mode(result, mode_id):
    return next(m for m in result["modes"] if m["id"] == mode_id)


# -- formulas, by hand -----------------------------------------------------------------------


def test_full_training_keeps_16_bytes_per_param_and_reports_gb_not_gib():
    states = C.model_state_bytes(7e9, "full", 0.0)
    assert states == {"weights": 14e9, "gradients": 14e9, "optimizer": 84e9}
    total = sum(states.values())
    assert total / C.GB == pytest.approx(112.0)
    assert total / C.GIB == pytest.approx(104.31, abs=0.01)


def test_lora_and_qlora_freeze_base_weights_and_train_a_small_adapter():
    lora = C.model_state_bytes(7e9, "lora", 0.01)
    assert lora["weights"] == pytest.approx(14e9 + 0.14e9)
    assert lora["gradients"] == pytest.approx(0.14e9)
    assert lora["optimizer"] == pytest.approx(0.84e9)
    qlora = C.model_state_bytes(7e9, "qlora", 0.01)
    assert qlora["weights"] == pytest.approx(3.5e9 + 0.14e9)


def test_activations_follow_korthikanti_with_and_without_recomputation():
    arch = C.Architecture(layers=32, hidden=4096, kv_heads=32, head_dim=128, derived=False)
    assert C.activation_bytes(arch, 4096, 1, recompute=False) == 34 * 4096 * 4096 * 32
    assert C.activation_bytes(arch, 4096, 1, recompute=True) == 2 * 4096 * 4096 * 32 == 2**30


def test_kv_cache_of_a_7b_mha_model_at_4k_tokens_is_exactly_2_gib():
    arch = C.Architecture(layers=32, hidden=4096, kv_heads=32, head_dim=128, derived=False)
    assert C.kv_cache_bytes(arch, 4096) == 2 * C.GIB


def test_default_shape_reproduces_the_parameter_count():
    arch = C.default_architecture(7)
    # multi-head attention unless told otherwise: 4224 / 128 = 33 KV heads
    assert (arch.layers, arch.hidden, arch.kv_heads) == (33, 4224, 33)
    assert 12 * arch.layers * arch.hidden**2 == pytest.approx(7e9, rel=0.02)


def test_training_flops_6nd_4nd_and_recompute():
    assert C.training_flops(7e9, 1e12, "full", False) == pytest.approx(4.2e22)
    assert C.training_flops(7e9, 1e12, "lora", False) == pytest.approx(2.8e22)
    assert C.training_flops(7e9, 1e12, "full", True) == pytest.approx(5.6e22)


def test_gpu_hours_at_peak_and_mfu():
    # 4.2e22 FLOPs / (312 TFLOPS · 0.4) = 3.3654e8 s = 93,482.9 GPU-hours
    assert C.gpu_hours(4.2e22, 312, 0.4) == pytest.approx(93482.9, rel=1e-5)


def test_min_gpus_shards_states_and_picks_the_best_tensor_parallel_degree():
    # t=1: 112 / (72 - 18.25) → 3 GPUs; t=2: 112 / (72 - 9.125) → 2 GPUs
    assert C.min_gpus_training(112e9, 18.25e9, 72e9) == (2, 2)
    assert C.min_gpus_training(112e9, 1e9, 72e9) == (2, 1)
    # 90 GB of activations never fit at t=1; t=4 gives 1120 / 49.5 → 23 → 24 GPUs
    assert C.min_gpus_training(1120e9, 90e9, 72e9) == (24, 4)
    assert C.tensor_parallel_for(112e9, 18.25e9, 72e9, gpus=2) == 2
    assert C.tensor_parallel_for(112e9, 18.25e9, 72e9, gpus=16) == 1
    assert [C.round_to_nodes(n) for n in (1, 3, 6, 8, 9, 17)] == [1, 4, 8, 8, 16, 24]


def test_restart_overhead_with_and_without_resume():
    # λ = 0.01/GPU-day · 24 GPUs / 24 h = 0.01 per hour; T = 100 h
    kw = dict(checkpoint_interval_hours=1.0, checkpoint_write_hours=0.05, restart_hours=0.5)
    assert C.restart_overhead_hours(100, 24, 0.01, resume=True, **kw) == pytest.approx(
        100 * (0.05 + 0.01 * 1.0)
    )
    expected = (1 / 0.01 + 0.5) * (math.e - 1) - 100
    assert C.restart_overhead_hours(100, 24, 0.01, resume=False, **kw) == pytest.approx(expected)
    assert C.restart_overhead_hours(100, 24, 0.0, resume=False, **kw) == 0.0


def test_cost_to_target_by_component_by_hand():
    c = C.CostInputs(
        useful_gpu_hours=1000,
        gpus=10,
        price_per_gpu_hour=10,
        utilization=0.5,
        queue_hours=73,
        restart_overhead_hours=0,
        bills_failures=True,
        storage_tb=2,
        storage_price_per_tb_month=100,
        staff_fte=2,
        staff_cost_per_fte_month=7300,
        setup_fte_months=0,
    )
    r = C.cost_to_target(c)
    # 100 h run + 73 h queue = 173 h; staff 2 FTE · 7300 / 730 h = 20 per hour
    assert r["compute"] == pytest.approx(10000) and r["idle"] == pytest.approx(10000)
    assert r["queue"] == pytest.approx(1460) and r["staff"] == pytest.approx(2000)
    assert r["storage"] == pytest.approx(2 * 100 * 173 / 730)
    assert r["total"] == pytest.approx(23460 + 2 * 100 * 173 / 730)
    assert r["billed_gpu_hours"] == pytest.approx(2000)
    assert r["calendar_days"] == pytest.approx(173 / 24)


def test_setup_effort_is_charged_by_calendar_share():
    base = dict(
        useful_gpu_hours=7300,
        gpus=10,
        price_per_gpu_hour=0,
        utilization=1,
        queue_hours=0,
        restart_overhead_hours=0,
        bills_failures=True,
        storage_tb=0,
        storage_price_per_tb_month=0,
        staff_fte=0,
        staff_cost_per_fte_month=1000,
        setup_fte_months=6,
    )
    # 730 h = one month of a 12-month amortization → 1/12 of 6 FTE-months
    assert C.cost_to_target(C.CostInputs(**base, setup_amortization_months=12))["staff"] == pytest.approx(500)
    assert C.cost_to_target(C.CostInputs(**base))["staff"] == pytest.approx(6000)


# -- the estimate -----------------------------------------------------------------------------


def test_estimate_of_7b_pretraining_matches_the_hand_figures():
    r = run(PRETRAIN_7B, {"gpu_type": "a100_80gb", "gpu_count": 128, "mfu": 0.4})
    comp = r["baseline"]["compute"]
    assert comp["flops"] == pytest.approx(4.2e22)  # 1000 (billion) tokens = 1e12 tokens
    assert comp["useful_gpu_hours"] == pytest.approx(93482.9, rel=1e-5)
    assert comp["run_days"] == pytest.approx(93482.9 / 128 / 24, rel=1e-5)
    mem = r["baseline"]["memory"]
    assert mem["components_gb"]["optimizer"] == pytest.approx(84.0)
    # with recomputation allowed: 112 GB / (72 - 1.14) → 2 GPUs
    assert mem["min_gpus"] == 2
    assert r["baseline"]["compute"]["flops_per_param_token"] == 6  # 128 GPUs need no recompute
    assert r["cheapest"] == r["modes"][0]["id"] and r["modes"][0]["rank"] == 1


def test_every_assumption_says_value_unit_and_source_and_prices_are_not_quotes():
    for lang, words in (("en", "not any vendor's quote"), ("zh", "不是任何厂商的报价")):
        r = run(PRETRAIN_7B, {"mfu": 0.35}, lang=lang)
        assert words in r["disclaimer"] and r["as_of"] in r["disclaimer"]
        items = r["assumptions"] + [a for m in r["modes"] if m["applicable"] for a in m["assumptions"]]
        assert all({"label", "value", "unit", "source", "kind"} <= set(a) and a["source"] for a in items)
        mfu = next(a for a in items if a["id"] == "mfu")
        assert mfu["kind"] == "input" and mfu["source"] in ("your input", "你的输入")
        util = next(a for a in mode(r, "self_built")["assumptions"] if a["id"] == "utilization")
        assert "[S10]" in util["source"] and util["range"] == {"low": 0.51, "high": 0.7}


def test_pretraining_cannot_go_to_an_online_model_api():
    r = run(PRETRAIN_7B)
    m = mode(r, "online_model_api")
    assert m["applicable"] is False and m["reason"]
    assert all(x["applicable"] for x in r["modes"][: len(r["modes"]) - 3])


def test_checkpoint_resume_is_cheaper_than_restarting_long_runs():
    m = mode(run(PRETRAIN_7B), "self_built")
    assert m["restarts"]["total_without_resume"] > m["restarts"]["total_with_resume"]
    assert m["restarts"]["impractical_without_resume"] is True


def test_sensitivity_lists_low_and_high_totals_biggest_swing_first():
    r = run(PRETRAIN_7B)
    rows = r["modes"][0]["sensitivity"]
    assert [x["swing"] for x in rows] == sorted((x["swing"] for x in rows), reverse=True)
    mfu = next(x for x in rows if x["id"] == "mfu")
    assert mfu["total_at_low"] > r["modes"][0]["total"] > mfu["total_at_high"]
    assert r["drivers"] == rows[:3]
    # the user's own number is a fact, not varied
    assert "mfu" not in {x["id"] for x in run(PRETRAIN_7B, {"mfu": 0.4})["modes"][0]["sensitivity"]}


def test_inference_sizes_weights_plus_kv_cache():
    r = run(
        {"task_type": "inference", "model_params_b": 7},
        {"layers": 32, "hidden": 4096, "kv_heads": 32, "context_tokens": 4096, "concurrency": 1},
    )
    mem = r["baseline"]["memory"]["components_gb"]
    assert mem["weights"] == pytest.approx(14.0) and mem["kv_cache"] == pytest.approx(
        2 * C.GIB / C.GB, rel=1e-5
    )


def test_too_few_days_for_the_gpus_given_is_a_warning():
    r = run({**PRETRAIN_7B, "training_days": 10}, {"gpu_count": 64})
    assert r["warnings"] and "10" in r["warnings"][0]


@pytest.mark.parametrize(
    ("inputs", "modes", "field"),
    [
        ({"gpu_count": 0}, None, "inputs.gpu_count"),
        ({"gpu_count": 1}, None, "inputs.gpu_count"),  # below the 2 GPUs memory needs
        ({"utilization": 1.2}, None, "inputs.utilization"),
        ({"mfu": 0}, None, "inputs.mfu"),
        ({"price_per_gpu_hour": -1}, None, "inputs.price_per_gpu_hour"),
        ({"mode_prices": {"self_built": -1}}, None, "inputs.mode_prices.self_built"),
        ({"gpu_type": "gtx_480"}, None, "inputs.gpu_type"),
        ({"method": "lora"}, None, "inputs.method"),
        ({"gpu_tflops": "fast"}, None, "inputs.gpu_tflops"),
        ({"colour": "red"}, None, "inputs.colour"),
        (None, ["self_built", "moon_base"], "modes[1]"),
    ],
)
def test_invalid_or_inconsistent_inputs_name_the_field(inputs, modes, field):
    with pytest.raises(InvalidInput) as err:
        run(PRETRAIN_7B, inputs, modes)
    assert err.value.field == field


def test_missing_answers_name_the_question():
    for answers, field in (
        ({"task_type": "pretraining", "dataset_tokens_b": 5}, "answers.model_params_b"),
        ({"task_type": "pretraining", "model_params_b": 7}, "answers.dataset_tokens_b"),
        ({"task_type": "data_processing", "model_params_b": 7}, "answers.data_scale"),
        ({"task_type": "pretraining", "model_params_b": -7}, "answers.model_params_b"),
    ):
        with pytest.raises(InvalidInput) as err:
            run(answers)
        assert err.value.field == field


def test_estimate_from_answers_only_when_the_answers_allow_it():
    modes = ["self_built", "serverless_api"]
    assert estimate_from_answers({"task_type": "fine_tuning"}, modes, "zh") is None
    assert estimate_from_answers({"task_type": "fine_tuning", "model_params_b": 7}, modes, "zh") is None
    assert estimate_from_answers({"task_type": "data_processing", "model_params_b": 7}, modes, "zh") is None
    r = estimate_from_answers(
        {"task_type": "fine_tuning", "model_params_b": 7, "dataset_tokens_b": 1}, modes, "en"
    )
    assert r["method"] == "lora" and [m["id"] for m in r["modes"]] == sorted(
        modes, key=lambda i: mode(r, i)["total"]
    )
    assert estimate_from_answers({"task_type": "inference", "model_params_b": 7}, modes, "zh")["lang"] == "zh"


# -- properties --------------------------------------------------------------------------------

_fraction = st.floats(0.05, 1.0)


@settings(max_examples=60, deadline=None)
@given(
    params=st.floats(0.1, 500),
    tokens=st.floats(0.01, 5000),
    u1=_fraction,
    u2=_fraction,
    p1=st.floats(0, 100),
    p2=st.floats(0, 100),
)
def test_cost_never_falls_when_utilization_drops_or_price_rises(params, tokens, u1, u2, p1, p2):
    answers = {
        "task_type": "continued_training",
        "model_params_b": params,
        "dataset_tokens_b": tokens,
    }
    lo_u, hi_u = sorted((u1, u2))
    lo_p, hi_p = sorted((p1, p2))
    base = {"gpu_type": "h100_80gb", "price_per_gpu_hour": lo_p}
    worse_util = run(answers, {**base, "utilization": lo_u}, ["self_built", "partner"])
    better_util = run(answers, {**base, "utilization": hi_u}, ["self_built", "partner"])
    pricier = run(
        answers,
        {**base, "utilization": hi_u, "price_per_gpu_hour": hi_p},
        ["self_built", "partner"],
    )
    for mid in ("self_built", "partner"):
        assert mode(worse_util, mid)["total"] >= mode(better_util, mid)["total"]
        assert mode(pricier, mid)["total"] >= mode(better_util, mid)["total"]


@settings(max_examples=60, deadline=None)
@given(
    a=st.floats(0.01, 2000),
    b=st.floats(0.01, 2000),
    task=st.sampled_from(["pretraining", "fine_tuning", "inference"]),
)
def test_memory_grows_with_parameters(a, b, task):
    small, large = sorted((a, b))
    if large < small * 1.001:  # figures are reported to 6 significant digits
        large = small * 1.01
    answers = lambda n: {"task_type": task, "model_params_b": n, "dataset_tokens_b": 10}  # noqa: E731
    m_small = run(answers(small))["baseline"]["memory"]
    m_large = run(answers(large))["baseline"]["memory"]
    # the least memory the job needs; the setup in use may trade activations for recomputation
    assert m_large["floor_gb"] > m_small["floor_gb"]
    assert m_large["min_gpus"] >= m_small["min_gpus"]


def test_cli_estimate_reads_the_example_file(capsys):
    from compute_advisor.service.cli import main

    assert main(["estimate", "examples/estimate.yaml", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "Task baseline and cost to target" in out and "not any vendor's quote" in out
    assert main(["estimate", "examples/estimate.yaml", "--json"]) == 0
    assert '"cheapest"' in capsys.readouterr().out


def test_cli_estimate_names_the_bad_field(tmp_path, capsys):
    from compute_advisor.service.cli import main

    bad = tmp_path / "bad.yaml"
    bad.write_text(
        "answers: {task_type: pretraining, model_params_b: 7, dataset_tokens_b: 10}\n"
        "inputs: {utilization: 1.5}\n",
        encoding="utf-8",
    )
    assert main(["estimate", str(bad)]) == 2
    assert "[inputs.utilization]" in capsys.readouterr().err


# -- issue 14, defect 10: labels with units ---------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("zh", ["有效卡时", "卡·时", "按假定 MFU 的训练吞吐", "token/秒"]),
        ("en", ["Useful GPU-hours", "tokens/s"]),
    ],
)
def test_text_report_labels_every_figure_with_units_and_no_raw_keys(lang, words):
    from compute_advisor.service.render_estimate import estimate_text

    out = estimate_text(run(PRETRAIN_7B, lang=lang))
    for key in ("useful_gpu_hours", "run_days", "tokens_per_s_at_assumed_mfu", "flops_per_param_token"):
        assert key not in out
    for word in words:
        assert word in out
    assert "peak throughput" not in out.lower()


def test_the_estimate_carries_labels_with_units_for_its_figures():
    r = run(PRETRAIN_7B, lang="zh")
    for key in r["baseline"]["compute"]:
        assert r["labels"][key]["label"], key
    assert r["labels"]["useful_gpu_hours"]["unit"] == "卡·时"
    assert r["labels"]["run_days"]["unit"] == "天"


def test_a_four_gpu_sizing_does_not_claim_whole_8_gpu_nodes():
    r = run({"task_type": "inference", "model_params_b": 70})
    assert r["baseline"]["compute"]["gpus"] == 4
    source = next(a for a in r["assumptions"] if a["id"] == "gpu_count")["source"]
    assert "1, 2, 4" in source


@pytest.mark.parametrize("name", ["inference.yaml", "data_processing.yaml", "pretraining_moe_owned.yaml"])
def test_cli_runs_every_example(name, capsys):
    from compute_advisor.service.cli import main

    assert main(["estimate", f"examples/{name}", "--json"]) == 0
    import json

    result = json.loads(capsys.readouterr().out)
    assert result["cheapest"] and all("range" in m for m in result["modes"] if m["applicable"])


def test_a_short_job_without_a_duration_pays_a_week_of_staff_not_the_sizing_month():
    """Sized for the 30-day default, a 7B LoRA on 50M tokens runs in hours: its staff are charged
    for the stated engagement (about a week), and the listing says so."""
    quick = estimate(
        parse(
            EstimateRequest,
            {"answers": {"task_type": "fine_tuning", "model_params_b": 7, "dataset_tokens_b": 0.05}},
        )
    )
    month = estimate(
        parse(
            EstimateRequest,
            {
                "answers": {
                    "task_type": "fine_tuning",
                    "model_params_b": 7,
                    "dataset_tokens_b": 0.05,
                    "training_days": 30,
                }
            },
        )
    )
    ids = {a["id"]: a for a in quick["assumptions"]}
    week = ids["staff_engagement_days"]["value"]
    rate = ids["staff_cost_per_fte_month"]["value"] * ids["project_fte"]["value"]
    hosted = next(m for m in quick["modes"] if m["id"] == "hosted_compute")
    assert hosted["components"]["staff"] < rate * (week + 3) / 30
    assert hosted["total"] < next(m for m in month["modes"] if m["id"] == "hosted_compute")["total"] / 2
    assert "staff_engagement_days" not in {a["id"] for a in month["assumptions"]}


def test_an_inference_service_pays_its_ops_staff_for_the_month_and_its_project_team_for_the_launch():
    served = estimate(parse(EstimateRequest, {"answers": {"task_type": "inference", "model_params_b": 7}}))
    ids = {a["id"]: a["value"] for a in served["assumptions"]}
    self_built = next(m for m in served["modes"] if m["id"] == "self_built")
    hosted = next(m for m in served["modes"] if m["id"] == "hosted_compute")
    # both pay the same launch; self-built carries two ops FTE for the month, hosted a quarter
    gap = self_built["components"]["staff"] - hosted["components"]["staff"]
    assert gap > ids["staff_cost_per_fte_month"] * 1.5
    assert hosted["components"]["staff"] < ids["staff_cost_per_fte_month"] * (
        0.25 + ids["staff_engagement_days"] / 30 + 0.1
    )


@pytest.mark.parametrize(
    ("answers", "inputs"),
    [
        (PRETRAIN_7B, None),
        ({"task_type": "fine_tuning", "model_params_b": 70, "dataset_tokens_b": 2, "training_days": 5}, None),
        (PRETRAIN_7B, {"owned": True, "checkpoint_resume": False, "failure_rate_per_gpu_day": 0.01}),
        (PRETRAIN_7B, {"mode_prices": {"hosted_compute": 9.5}, "staff_fte": 2, "queue_hours": 4}),
        ({"task_type": "inference", "model_params_b": 13}, {"requests_per_s": 3.0}),
        ({"task_type": "inference", "model_params_b": 70}, {"tokens_per_day": 5e7, "serving_days": 90}),
        ({"task_type": "data_processing", "data_scale": "large"}, {"utilization": 0.6}),
    ],
)
def test_the_sensitivity_table_and_ranges_match_the_full_cost_formula(monkeypatch, answers, inputs):
    """The sensitivity table (and each mode's range from it) sums the cost without building the
    formula's dicts (`bill.total`), and varies the assumptions that feed the cost inputs
    directly on one shared set of inputs (`sensitivity._PLAIN_FIELDS`); the figures are the ones
    the full cost_to_target path on freshly built inputs gives, to the last digit, in every mode
    and row."""

    fast = run(answers, inputs)
    assert any(m.get("sensitivity") for m in fast["modes"])

    _use_the_full_cost_formula(monkeypatch)
    assert run(answers, inputs) == fast


def _use_the_full_cost_formula(monkeypatch):
    """Every total through the path the mode's own total takes (bill.priced, cost_to_target),
    with the sensitivity table's fast paths switched off."""
    from compute_advisor.rules.cost import bill, sensitivity

    def slow(c, token_cost):
        result = C.cost_to_target(c)
        if token_cost is not None:
            result["total"] += token_cost - result["compute"] - result["idle"]
        return result["total"]

    monkeypatch.setattr(bill, "total", slow)
    monkeypatch.setattr(sensitivity, "_PLAIN_FIELDS", {})
    monkeypatch.setattr(sensitivity, "_FAST", False)


def test_mode_ranges_match_the_full_cost_formula_over_varied_answer_sets(monkeypatch):
    """The ranges shown with the advice (each feasible mode's, on the answer set's own sizing, on a
    domestic accelerator when required) come from the split bill (`costing.gpu_bill`,
    `time_basis`, `time_money`): over 150 drawn answer sets, every figure of every mode is the one
    the full cost_to_target path on freshly built inputs gives, to the last digit."""
    import random

    from compute_advisor.rules.baseline import ALL_MODES as MODES
    from compute_advisor.rules.vocabulary import load_vocabulary
    from tests.profiles import draw_answers

    rng, vocab = random.Random(23), load_vocabulary()
    cases = []
    for _ in range(150):
        a = vocab.applicable(vocab.validate_answers(draw_answers(rng)))
        gpu = "ascend_910b_64gb" if "domestic_hardware" in (a.get("compliance") or ()) else None
        cases.append((a, gpu))

    def ranges():
        out = []
        for a, gpu in cases:
            est = estimate_from_answers(a, list(MODES), "en", gpu_type=gpu)
            out.append(None if est is None else [m.get("range") for m in est["modes"]])
        return out

    fast = ranges()
    assert sum(1 for r in fast if r and any(r)) > 100  # most answer sets are costed

    _use_the_full_cost_formula(monkeypatch)
    assert ranges() == fast


@pytest.mark.parametrize(
    "answers",
    [
        PRETRAIN_7B,
        {"task_type": "fine_tuning", "model_params_b": 70, "dataset_tokens_b": 2, "training_days": 5},
        {"task_type": "inference", "model_params_b": 13},
        {"task_type": "data_processing", "data_scale": "large"},
    ],
)
def test_an_estimate_that_only_ranks_modes_has_the_same_figures_without_ranges(answers):
    """What-if questions and the swap search rank modes on estimates without the low/high range
    (`ranges=False`, half the estimator's work): every other figure is the shown estimate's."""
    modes = ["self_built", "hosted_compute", "serverless_api", "appliance"]
    shown = estimate_from_answers(answers, modes, "en")
    deferred: dict = {}
    ranked = estimate_from_answers(answers, modes, "en", ranges=False, deferred=deferred)
    assert shown is not None and all("range" in m for m in shown["modes"] if m["applicable"])
    assert ranked == {
        **shown,
        "modes": [{k: v for k, v in m.items() if k != "range"} for m in shown["modes"]],
    }
    # The range asked for later (a mode shown after all) is the one computed with the estimate.
    assert {m["id"]: m["range"] for m in shown["modes"] if m["applicable"]} == {
        mid: later() for mid, later in deferred.items()
    }


def test_a_modes_lines_kept_from_an_earlier_estimate_are_the_ones_listed_afresh(monkeypatch):
    """Each mode's price, utilization, queue and staff lines are listed once per price and
    language and copied into later estimates: over drawn answer sets (owned hardware or not, both
    languages), the estimates are the ones listed afresh, and changing one does not change the next."""
    from compute_advisor.rules.cost import mode_costs
    from compute_advisor.rules.cost.prices import load_prices
    from compute_advisor.rules.vocabulary import load_vocabulary
    from tests.test_advice_golden import _cases

    vocab, modes = load_vocabulary(), [m.id for m in load_prices().modes]
    teams = [(vocab.applicable(vocab.validate_answers(a)), lang) for a, lang in _cases()[:80]]

    def estimates():
        return [estimate_from_answers(t, modes, lang) for t, lang in teams]

    kept = estimates()
    assert sum(1 for e in kept if e) > 60 and any(t.get("existing_hardware") == "cluster" for t, _ in teams)
    again = estimates()
    assert again == kept
    first = next(e for e in again if e)
    first["modes"][0]["assumptions"][0]["value"] = -1.0
    first["modes"][0]["assumptions"][1].get("range", {})["low"] = -1.0
    assert estimates() == kept

    class Afresh(dict):
        def get(self, key, default=None):
            return None

    monkeypatch.setattr(mode_costs, "_LISTED", Afresh())
    assert estimates() == kept


def test_the_range_of_swings_is_the_root_sum_square_of_each_side_to_the_last_digit():
    """`sensitivity.cost_range` adds the squares below and above the total in one loop: the
    same floats as summing each side's `max(0, ·)²` (ends either way round, equal, or both on
    one side of the total), over random swings."""
    import math
    import random

    from compute_advisor.rules.cost.listing import sig
    from compute_advisor.rules.cost.sensitivity import cost_range

    rng = random.Random(3)
    for _ in range(2000):
        total = rng.uniform(1e3, 1e7)
        swings = []
        for _ in range(rng.randint(0, 14)):
            lo, hi = total * rng.uniform(0.5, 1.5), total * rng.uniform(0.5, 1.5)
            swings.append(("x", None, *rng.choice([(lo, hi), (hi, lo), (lo, lo), (total, hi)])))
        down = math.sqrt(sum(max(0.0, total - min(lo, hi)) ** 2 for _, _, lo, hi in swings))
        up = math.sqrt(sum(max(0.0, max(lo, hi) - total) ** 2 for _, _, lo, hi in swings))
        want = {"low": sig(max(0.0, total - down)), "expected": sig(total), "high": sig(total + up)}
        assert cost_range(total, swings) == want, swings


def _run_uncached(v, resume):
    """`bill.run` as written before its training runs were kept: every figure computed afresh."""
    useful = C.gpu_hours(v["flops"], v["tflops"], v["mfu"]) if v["training"] else v["useful_gpu_hours"]
    run_hours = useful / v["gpus"]
    overhead = (
        C.restart_overhead_hours(
            run_hours,
            v["gpus"],
            v["failure_rate_per_gpu_day"],
            resume=resume,
            checkpoint_write_hours=v["checkpoint_write_minutes"] / 60,
            restart_hours=v["restart_hours"],
        )
        if v["training"]
        else 0.0
    )
    return useful, run_hours, overhead


@settings(max_examples=300, deadline=None)
@given(
    flops=st.floats(1e15, 1e26),
    tflops=st.floats(50, 2000),
    mfu=st.floats(0.05, 0.7),
    gpus=st.sampled_from([1, 2, 4, 8, 16, 64, 1024]),
    rate=st.floats(0, 0.05),
    write=st.floats(0.5, 30),
    restart=st.floats(0, 4),
    resume=st.booleans(),
    training=st.booleans(),
)
def test_kept_runs_are_the_runs_computed_afresh(
    flops, tflops, mfu, gpus, rate, write, restart, resume, training
):
    """`bill.run` keeps training runs by value (every mode of an estimate asks for the same few):
    asked twice, and with a float GPU count, it gives exactly the freshly computed figures."""
    from compute_advisor.rules.cost import bill

    v = {
        "flops": flops,
        "tflops": tflops,
        "mfu": mfu,
        "training": training,
        "useful_gpu_hours": flops / 1e18,
        "gpus": gpus,
        "failure_rate_per_gpu_day": rate,
        "checkpoint_write_minutes": write,
        "restart_hours": restart,
    }
    want = _run_uncached(v, resume)
    assert bill.run(v, resume) == want and bill.run(v, resume) == want
    as_float = {**v, "gpus": float(gpus)}
    assert bill.run(as_float, resume) == _run_uncached(as_float, resume)


def test_estimates_with_kept_runs_are_the_estimates_computed_afresh(monkeypatch):
    """Whole estimates (the sensitivity table, each mode's bill with and without resume) with the
    runs kept and with every run computed afresh: the same to the last digit."""
    from compute_advisor.rules.cost import bill

    cases = [
        (PRETRAIN_7B, None),
        ({"task_type": "fine_tuning", "model_params_b": 70, "dataset_tokens_b": 2, "training_days": 5}, None),
        (PRETRAIN_7B, {"checkpoint_resume": False, "failure_rate_per_gpu_day": 0.01, "mfu": 0.3}),
        ({"task_type": "continued_training", "model_params_b": 405, "dataset_tokens_b": 300}, None),
    ]
    kept = [run(a, i) for a, i in cases]
    monkeypatch.setattr(bill, "run", _run_uncached)
    assert [run(a, i) for a, i in cases] == kept


def test_a_serverless_platform_bills_the_teams_own_weights_by_run_time_not_per_token():
    """A published model on a serverless API is paid per token; the team's own weights are billed
    by run time (the GPU-hours of the sized service at the platform's rate), so 150k calls a day of
    an own 8B cost about what renting the GPUs costs, not a per-token fraction of it."""
    service = {"task_type": "inference", "model_params_b": 8, "requests_per_day": 150_000}
    modes = ["serverless_api", "hosted_compute"]

    def costs(served: str) -> dict:
        est = estimate_from_answers({**service, "served_model": served}, modes)
        return {m["id"]: m for m in est["modes"]}

    published, own = costs("published"), costs("own_weights")
    assert published["serverless_api"]["per_token"] and published["serverless_api"]["billed_gpu_hours"] == 0
    assert not own["serverless_api"]["per_token"] and own["serverless_api"]["billed_gpu_hours"] > 0
    assert own["serverless_api"]["total"] > 1.5 * published["serverless_api"]["total"]
    assert own["hosted_compute"]["total"] == published["hosted_compute"]["total"]
