"""Classes fixed in NLU round 37: the my batch's misses (bench/data/utterances.yaml). Each test uses other
words than the batch's, so the class is fixed rather than the sentence."""

from __future__ import annotations

import pytest

from tests.readings import positive as _positive

# -- served_model: weights tuned before with a named method -------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "想上线一个合同审核助手，模型是我们自己用QLoRA训练好的Llama-3-8B。",
        "部署一个客服问答服务，模型用的是我们自己用LoRA训练好的Mistral-7B。",
    ],
)
def test_weights_tuned_before_with_a_named_method_are_served_own(message: str) -> None:
    assert _positive("served_model", message) == {"own_weights"}


@pytest.mark.parametrize(
    "message",
    [
        "我们想自己用LoRA微调一个7B的模型，然后部署上线。",
        "部署一个客服问答服务，打算自己用LoRA微调的话需要多少卡？",
    ],
)
def test_a_tuning_still_to_come_with_a_method_is_no_served_model(message: str) -> None:
    assert _positive("served_model", message) == set()


# -- requests_per_day: "两千来次", "daily 1w requests" -----------------------------------------------------


@pytest.mark.parametrize(
    ("message", "n"),
    [
        ("部署一个内部问答助手，每天三千来次调用。", 3000),
        ("We run a FAQ bot on-prem, daily大概2w requests.", 20000),
        ("Serving a 7B model, daily about 5k requests.", 5000),
    ],
)
def test_a_daily_load_said_loosely_is_read(message: str, n: int) -> None:
    assert _positive("requests_per_day", message) == {n}


@pytest.mark.parametrize(
    "message",
    [
        "部署一个内部问答助手，每天几千次调用。",
        "We publish a daily report of 5k requests from last year.",
    ],
)
def test_a_vague_or_unrelated_daily_amount_is_not_read(message: str) -> None:
    assert _positive("requests_per_day", message) == set()


# -- ops_capacity none: staff who run office IT, or do not know the cards ----------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "我们学校IT就一个老师兼着，管机房网络的，显卡一点都不懂。",
        "Our IT team is two people who look after the laptops and printers.",
        "We have no GPUs at all and our ops team has never run one.",
    ],
)
def test_staff_who_do_not_know_the_cards_are_no_ops(message: str) -> None:
    assert _positive("ops_capacity", message) == {"none"}


@pytest.mark.parametrize(
    "message",
    [
        "Our IT team is two people who manage the GPU cluster part-time.",
        "我们有两个运维兼着管GPU服务器。",
    ],
)
def test_staff_who_do_run_the_cards_are_not_none(message: str) -> None:
    assert "none" not in _positive("ops_capacity", message)
