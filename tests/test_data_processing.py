"""Data processing is costed (issue 14, defect 12): data volume and processing throughput give
node-hours; storage holds raw and processed data; moving the data to a platform outside your
environment costs network transfer."""

from __future__ import annotations

import pytest

from compute_advisor.rules.cost.estimate import EstimateRequest, estimate, estimate_from_answers, parse
from compute_advisor.rules.errors import InvalidInput


def run(answers, inputs=None, modes=None, lang="en"):
    body = {"answers": {"task_type": "data_processing", **answers}, "inputs": inputs or {}, "lang": lang}
    if modes:
        body["modes"] = modes
    return estimate(parse(EstimateRequest, body))


def mode(result, mode_id):
    return next(m for m in result["modes"] if m["id"] == mode_id)


def test_volume_and_throughput_give_node_hours_storage_and_network():
    r = run({"data_scale": "large"}, modes=["self_built", "partner"])
    comp, storage = r["baseline"]["compute"], r["baseline"]["storage"]
    # 30 TB read 3 times at 0.5 TB per node-hour
    assert comp["node_hours"] == pytest.approx(30 * 3 / 0.5)
    assert storage["data_tb"] == 30 and storage["total_tb"] == pytest.approx(60)  # raw + processed
    own, partner = mode(r, "self_built"), mode(r, "partner")
    assert own["components"]["network"] == 0  # the data stays where it is
    assert partner["components"]["network"] == pytest.approx(30 * 300)
    assert own["components"]["compute"] > 0 and own["components"]["storage"] > 0


def test_the_users_data_volume_and_throughput_win():
    r = run({}, {"data_tb": 4, "processing_tb_per_node_hour": 2}, ["self_built"])
    assert r["baseline"]["compute"]["node_hours"] == pytest.approx(4 * 3 / 2)


def test_more_data_never_costs_less():
    small = mode(run({"data_scale": "medium"}, modes=["partner"]), "partner")["total"]
    large = mode(run({"data_scale": "large"}, modes=["partner"]), "partner")["total"]
    assert large > small


def test_data_processing_without_a_volume_names_the_question():
    with pytest.raises(InvalidInput) as err:
        run({})
    assert err.value.field == "answers.data_scale"


def test_the_recommendation_gets_a_data_processing_estimate():
    r = estimate_from_answers({"task_type": "data_processing", "data_scale": "medium"}, ["self_built"], "zh")
    assert r is not None and r["task_type"] == "data_processing" and r["cheapest"] == "self_built"
    assert estimate_from_answers({"task_type": "data_processing"}, ["self_built"], "zh") is None
