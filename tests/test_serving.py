"""Inference sized by traffic: decode bounded by memory bandwidth, GPU counts real layouts use,
cost per million tokens per mode, and online models and serverless APIs priced per token from a
dated example table that never passes for a quote."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from compute_advisor.rules.cost.estimate import EstimateRequest, estimate, estimate_from_answers, parse
from compute_advisor.rules.cost.serving import Model, Traffic, replica
from compute_advisor.rules.errors import InvalidInput


def run(params, inputs, modes=None, lang="en"):
    body = {"answers": {"task_type": "inference", "model_params_b": params}, "inputs": inputs, "lang": lang}
    if modes:
        body["modes"] = modes
    return estimate(parse(EstimateRequest, body))


def mode(result, mode_id):
    return next(m for m in result["modes"] if m["id"] == mode_id)


def test_decode_step_by_hand_is_bandwidth_bound():
    m = Model(weights=14e9, active=7e9, kv_max=1e9, kv_avg=0.5e9)
    t = Traffic(
        requests_per_s=1, prompt_tokens=1000, output_tokens=300, ms_per_output_token=50, peak_to_average=2
    )
    r = replica(1, m, t, usable=72e9, bandwidth=1e12, peak=312e12, mfu=0.4)
    # memory: (72 - 14) / 1 → 58 sequences; bandwidth: (0.05 · 1e12 - 14e9) / 0.5e9 → 72
    assert r.batch == 58 and r.bound == "memory_bandwidth"
    assert r.step_seconds == pytest.approx((14e9 + 58 * 0.5e9) / 1e12)
    assert r.decode_tokens_per_s == pytest.approx(58 / 0.043)
    # a model that does not fit one GPU has no single-GPU replica
    assert replica(1, Model(80e9, 40e9, 1e9, 0.5e9), t, 72e9, 1e12, 312e12, 0.4) is None


def test_faster_memory_serves_more_tokens_per_gpu():
    slow = run(70, {"requests_per_s": 5, "gpu_type": "a100_80gb"})["baseline"]["compute"]
    fast = run(70, {"requests_per_s": 5, "gpu_type": "h200_141gb"})["baseline"]["compute"]
    assert fast["decode_tokens_per_s_per_replica"] / fast["tensor_parallel"] > (
        slow["decode_tokens_per_s_per_replica"] / slow["tensor_parallel"]
    )
    assert fast["gpus"] <= slow["gpus"]


@settings(max_examples=40, deadline=None)
@given(params=st.sampled_from([1, 7, 13, 34, 70, 180, 405]), a=st.floats(0.01, 200), b=st.floats(0.01, 200))
def test_traffic_gpu_counts_are_layouts_and_never_fall_as_traffic_rises(params, a, b):
    low, high = sorted((a, b))
    g_low = run(params, {"requests_per_s": low}, ["self_built"])["baseline"]["compute"]["gpus"]
    g_high = run(params, {"requests_per_s": high}, ["self_built"])["baseline"]["compute"]["gpus"]
    assert g_high >= g_low
    for g in (g_low, g_high):
        assert g in (1, 2, 4, 8) or g % 8 == 0


def test_tokens_per_day_and_requests_per_s_are_the_same_traffic():
    # 1000 + 300 tokens per request at 5 requests/s = 561.6 M tokens a day
    by_rps = run(7, {"requests_per_s": 5})["baseline"]["compute"]
    by_tokens = run(7, {"tokens_per_day": 561.6e6})["baseline"]["compute"]
    assert by_tokens["requests_per_s"] == pytest.approx(5)
    assert by_tokens["gpus"] == by_rps["gpus"]


def test_online_models_are_priced_per_token_from_the_dated_example_table():
    r = run(7, {"requests_per_s": 1}, ["online_model_api", "self_built"])
    online = mode(r, "online_model_api")
    assert online["per_token"] is True and online["billed_gpu_hours"] == 0
    # 7B band: 0.5 per million prompt tokens, 1.0 per million output; 86,400 requests a day
    per_day = 86400 * (1000 * 0.5 + 300 * 1.0) / 1e6
    assert online["components"]["compute"] == pytest.approx(per_day * 30, rel=1e-5)
    price = next(a for a in online["assumptions"] if a["id"] == "token_price_output")
    assert "2025-02-09" in price["source"] and "not a quote" in price["source"] and price["kind"] == "example"
    zh = mode(run(7, {"requests_per_s": 1}, ["online_model_api"], lang="zh"), "online_model_api")
    assert "不是报价" in next(a for a in zh["assumptions"] if a["id"] == "token_price_input")["source"]


def test_every_mode_reports_its_cost_per_million_tokens():
    r = run(70, {"requests_per_s": 2})
    tokens = r["baseline"]["compute"]["tokens_per_day"] * 30
    for m in r["modes"]:
        if m["applicable"]:
            assert m["cost_per_million_tokens"] == pytest.approx(m["total"] / tokens * 1e6, rel=1e-4)


def test_reserved_capacity_gets_cheaper_per_token_as_traffic_grows():
    quiet = mode(run(7, {"requests_per_s": 0.05}, ["self_built"]), "self_built")
    busy = mode(run(7, {"requests_per_s": 5}, ["self_built"]), "self_built")
    assert busy["cost_per_million_tokens"] < quiet["cost_per_million_tokens"]


def test_too_few_gpus_for_the_traffic_is_a_warning():
    r = run(70, {"requests_per_s": 20, "gpu_count": 8}, ["self_built"])
    assert any("peak" in w for w in r["warnings"])


@pytest.mark.parametrize(
    ("inputs", "field"),
    [
        ({"requests_per_s": 1, "tokens_per_day": 1e6}, "inputs.tokens_per_day"),
        ({"requests_per_s": 1, "ms_per_output_token": 0.001}, "inputs.ms_per_output_token"),
        ({"requests_per_s": 0}, "inputs.requests_per_s"),
        (
            {
                "requests_per_s": 1,
                "gpu_type": "Acme X1",
                "gpu_tflops": 400,
                "gpu_memory_gb": 96,
                "price_per_gpu_hour": 9,
            },
            "inputs.gpu_bandwidth_gbps",
        ),
    ],
)
def test_bad_traffic_inputs_name_the_field(inputs, field):
    with pytest.raises(InvalidInput) as err:
        run(7, inputs)
    assert err.value.field == field


def test_the_cost_range_of_reserved_serving_covers_the_sizing_assumptions():
    r = run(70, {"requests_per_s": 5}, ["self_built", "online_model_api"])
    own = mode(r, "self_built")
    varied = {row["id"] for row in own["sensitivity"]}
    assert {"bandwidth_efficiency", "peak_to_average"} <= varied
    peak = next(row for row in own["sensitivity"] if row["id"] == "peak_to_average")
    assert peak["total_at_high"] > own["total"] > peak["total_at_low"]  # more peak, more GPUs
    assert own["range"]["high"] > peak["total_at_high"] * 0.999
    # a peak the user measured is a fact, not varied
    fixed = mode(run(70, {"requests_per_s": 5, "peak_to_average": 3}, ["self_built"]), "self_built")
    assert "peak_to_average" not in {row["id"] for row in fixed["sensitivity"]}


def test_without_traffic_the_usage_pattern_suggests_one_as_in_the_recommendation():
    def with_usage(usage):
        body = {
            "answers": {"task_type": "inference", "model_params_b": 7, "usage_pattern": usage},
            "lang": "en",
        }
        return estimate(parse(EstimateRequest, body))

    trial, continuous = with_usage("trial"), with_usage("continuous")
    online = mode(trial, "online_model_api")
    assert online["per_token"] is True  # billed for tokens, not a month of a reserved GPU
    assert online["total"] < mode(trial, "hosted_compute")["total"]
    assert mode(continuous, "online_model_api")["total"] > online["total"]
    traffic = next(a for a in trial["assumptions"] if a["id"] == "tokens_per_day")
    assert traffic["kind"] == "example" and traffic["value"] == 1e6 and "trial" in traffic["label"]
    assert not any("requests_per_s" in w for w in trial["warnings"])
    # the estimate API and the recommendation cost the same service alike
    same = estimate_from_answers(
        {"task_type": "inference", "model_params_b": 7, "usage_pattern": "trial"}, ["online_model_api"]
    )
    assert same is not None and mode(same, "online_model_api")["total"] == online["total"]


def test_per_token_modes_with_capacity_but_no_traffic_say_how_to_price_them():
    r = run(7, {"concurrency": 32}, ["online_model_api", "self_built"])
    assert mode(r, "online_model_api")["per_token"] is False
    assert any("requests_per_s" in w and "tokens_per_day" in w for w in r["warnings"])
    assert not any("requests_per_s" in w for w in run(7, {"requests_per_s": 1})["warnings"])
    assert not any("requests_per_s" in w for w in run(7, {"concurrency": 32}, ["self_built"])["warnings"])


def test_the_best_layout_is_the_one_an_exhaustive_search_finds():
    """best_replica stops at the first degree that cannot need fewer GPUs than the best so far;
    over random models, traffic and GPUs it picks what trying every degree picks."""
    import random

    from compute_advisor.rules.cost.serving import (
        TP_DEGREES,
        Model,
        Traffic,
        best_replica,
        gpus_for_traffic,
        replica,
    )

    rng = random.Random(17)
    found = 0
    for _ in range(3000):
        params = rng.choice([0.5, 1, 7, 13, 34, 70, 180, 405, 671]) * 1e9 * rng.uniform(0.9, 1.1)
        m = Model(
            weights=params * 2, active=params, kv_max=rng.uniform(1e6, 2e9), kv_avg=rng.uniform(5e5, 1e9)
        )
        t = Traffic(
            rng.uniform(0.01, 500), rng.uniform(100, 4000), rng.uniform(50, 1000), rng.uniform(5, 80), 3.0
        )
        args = (m, t, rng.choice([60e9, 75e9, 130e9]), rng.uniform(1e12, 4e12), rng.uniform(3e14, 1e15), 0.4)
        every = None
        for tp in TP_DEGREES:
            r = replica(tp, *args)
            if r is not None and (every is None or gpus_for_traffic(r, t) < every[1]):
                every = (r, gpus_for_traffic(r, t))
        assert best_replica(*args) == every
        found += every is not None
    assert found > 1500
