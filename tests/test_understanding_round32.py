"""Classes fixed in NLU round 32: the iy batch's misses (bench/data/utterances.yaml, iy01-iy100)
and the extractor's misses in conversation set 3 (bench/data/conversations_blind3.yaml). Each test
uses other words than the batch's, so the class is fixed rather than the sentence."""

from __future__ import annotations

from typing import Any

import pytest

from compute_advisor.rules.intake.understanding import understand


def _values(message: str) -> set[tuple[str, Any, bool]]:
    """(question, value, negated) for everything the message was read to say."""
    return {
        (e.question, tuple(e.value) if isinstance(e.value, list) else e.value, e.negated)
        for e in understand(message).values
    }


def _of(question: str, message: str) -> set[tuple[Any, bool]]:
    return {(v, n) for q, v, n in _values(message) if q == question}


def _positive(question: str, message: str) -> set[Any]:
    return {v for v, n in _of(question, message) if not n}


# -- ops_capacity: staff who have never run the cards are none, however many or whose job ----


@pytest.mark.parametrize(
    "message",
    [
        "信息中心有四个人，可是没人懂GPU",
        "Our IT department is two people and none of them knows GPUs.",
        "运维是专职的团队，十来个人，但显卡从来没碰过",
        "We have ops staff, but none of them know GPUs.",
    ],
)
def test_staff_who_never_ran_gpus_is_no_ops(message: str) -> None:
    assert _positive("ops_capacity", message) == {"none"}


def test_staff_who_do_not_know_the_models_stay_limited() -> None:
    assert _positive("ops_capacity", "有兼职运维，不过不懂大模型") == {"limited"}


def test_a_full_time_ops_group_is_dedicated() -> None:
    assert _positive("ops_capacity", "公司有一个专职的运维小组") == {"dedicated_team"}


@pytest.mark.parametrize(
    "message", ["nobody dedicated to infrastructure", "We have no one dedicated to the servers."]
)
def test_nobody_dedicated_rules_a_team_out_only(message: str) -> None:
    assert _of("ops_capacity", message) == {("dedicated_team", True)}


# -- budget_model: a refused lump-sum purchase is no capex ------------------------------------


@pytest.mark.parametrize(
    "message",
    ["不想一次性花几百万买机器", "别让公司一次性拿出上千万采购服务器"],
)
def test_a_refused_lump_sum_purchase_rules_capex_out(message: str) -> None:
    assert _of("budget_model", message) == {("capex", True)}


def test_a_lump_sum_purchase_is_capex() -> None:
    assert _of("budget_model", "可以一次性投入几百万买卡") == {("capex", False)}


def test_pay_per_use_beside_a_refused_purchase_is_opex() -> None:
    assert _positive("budget_model", "按需付费就好，别让我们一次性花几百万买设备") == {"opex"}


# -- usage_pattern: a clinical trial is the data's subject ------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "We fine-tune on clinical trials reports.",
        "数据是临床试验的记录",
        "a 2-year project on drug trial data",
    ],
)
def test_a_medical_trial_is_no_trial_of_theirs(message: str) -> None:
    assert "trial" not in _positive("usage_pattern", message)


# -- hardware: what another party has, said as "they have" -------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "We're building this for a customer. They have a 512-GPU A100 cluster.",
        "项目是帮合作方做的，他们那边有两台8卡服务器",
    ],
)
def test_the_other_partys_hardware_is_not_theirs(message: str) -> None:
    got = _values(message)
    assert not any(q in ("existing_hardware", "owned_gpus", "owned_gpu_kind") for q, _, _ in got)


def test_their_own_beside_the_other_partys_is_kept() -> None:
    got = _values("We work for clients. They have 8 A100s and we have 16 H100s.")
    assert ("owned_gpus", 16.0, False) in got


# -- corrections: a bare amount after a correction restates the earlier one's unit -----------


@pytest.mark.parametrize(
    ("message", "question", "value"),
    [
        ("语料大约30亿token，不对，刚确认了，是300亿", "dataset_tokens_b", 30.0),
        ("模型70亿参数，不对，是130亿", "model_params_b", 13.0),
    ],
)
def test_a_corrected_bare_amount_keeps_the_unit(message: str, question: str, value: float) -> None:
    got = _values(message)
    assert (question, value, False) in got
    other = "model_params_b" if question == "dataset_tokens_b" else "dataset_tokens_b"
    assert not any(q == other for q, _, _ in got)
    assert len([1 for q, _, n in got if q == question and not n]) == 1
