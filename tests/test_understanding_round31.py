"""Classes fixed in NLU round 31: the 'second sitting' decisions of 2026-12-06
(bench/data/labelling_conventions.txt) and the gx batch's misses (bench/data/utterances.yaml,
gx01-gx100). Each test uses other words than the batch's, so the class is fixed rather than
the sentence."""

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


# -- compliance: 'the data is not sensitive' is [], with a sector ruled out kept --------------


@pytest.mark.parametrize(
    "message",
    [
        "我们做跨境物流的，也没有敏感信息",
        "Nothing sensitive in the logs, it's all synthetic.",
        "The dataset's not sensitive at all.",
    ],
)
def test_no_sensitive_data_clears_compliance(message: str) -> None:
    assert _of("compliance", message) == {((), False)}


@pytest.mark.parametrize(
    "message",
    ["我们既不是银行也不是医院，数据不敏感", "We're not a bank, and there are no compliance requirements."],
)
def test_a_sector_ruled_out_stays_beside_no_compliance(message: str) -> None:
    assert _of("compliance", message) == {((), False), ("regulated_industry", True)}


def test_a_permission_beside_no_compliance_still_adds_nothing() -> None:
    assert _of("compliance", "没有合规要求，放公有云也行") == {((), False)}


# -- usage_pattern: a daily serving load is continuous --------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "客服机器人每日调用量在五万次上下",
        "每天调用两三万次，模型是7B的",
        "We expect around 30k chats a day on the support bot.",
    ],
)
def test_a_daily_serving_load_is_continuous(message: str) -> None:
    assert ("continuous", False) in _of("usage_pattern", message)


def test_a_daily_load_still_names_serving() -> None:
    assert ("inference", False) in _of("task_type", "每日调用大约两万次")


# -- compliance: a wish is no requirement ---------------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "最好是能用国产芯片",
        "尽量符合信创吧",
        "Ideally we'd run on domestic accelerators.",
        "Preferably on Chinese chips.",
    ],
)
def test_a_wished_compliance_option_is_not_taken(message: str) -> None:
    assert ("domestic_hardware", False) not in _of("compliance", message)


def test_a_wish_waived_after_it_is_ruled_out() -> None:
    assert _of("compliance", "领导说最好用国产卡，不过不是硬性要求") == {("domestic_hardware", True)}


def test_a_requirement_beside_a_wished_brand_stands() -> None:
    assert ("domestic_hardware", False) in _of("compliance", "必须国产化，最好是海光")


# -- ops_capacity: staff who cannot run GPU machines is none --------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "我们的IT部门人不少，但是没接触过显卡",
        "Our ops team has never touched GPUs.",
        "运维是有的，就是不会弄GPU服务器",
    ],
)
def test_staff_who_cannot_run_gpus_is_no_ops(message: str) -> None:
    assert _of("ops_capacity", message) == {("none", False)}


def test_staff_who_do_not_know_the_models_is_still_limited() -> None:
    assert _of("ops_capacity", "有个兼职运维，不过不懂深度学习") == {("limited", False)}
