"""Classes fixed in NLU round 37: the my batch's misses (bench/data/utterances.yaml). Each test uses other
words than the batch's, so the class is fixed rather than the sentence."""

from __future__ import annotations

import pytest

from tests.readings import positive as _positive
from tests.readings import values

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


# -- a daily load restated mid-chat changes the load only ----------------------------------------------


def test_a_load_restated_mid_chat_reads_no_usage() -> None:
    got = values("抱歉，每天是五千次，不是五万次。", {"requests_per_day": 50000})
    assert ("requests_per_day", 5000, False) in got
    assert not any(q == "usage_pattern" for q, _, _ in got)


def test_a_load_said_first_still_reads_a_standing_service() -> None:
    assert _positive("usage_pattern", "部署一个内部问答助手，日均调用大概五千次。") == {"continuous"}


# -- hardware bought already is no budget model ---------------------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "机器已经购置好了，两台8卡A800，想部署一个32B的模型。",
        "卡已采购完了，16张H20，打算做LoRA微调。",
    ],
)
def test_hardware_bought_already_is_no_budget_model(message: str) -> None:
    assert _positive("budget_model", message) == set()
    assert _positive("existing_hardware", message) == {"some"}


def test_hardware_still_to_buy_is_capex() -> None:
    assert _positive("budget_model", "我们准备采购两台8卡A800，部署一个32B的模型。") == {"capex"}


# -- a domestic card named beside another kind they have is no rule -------------------------------------


def test_mixed_cards_with_a_domestic_kind_are_no_domestic_rule() -> None:
    message = "是的，现有一个小集群，卡型号不统一，有H800也有昇腾910B。"
    assert _positive("compliance", message) == set()
    assert _positive("existing_hardware", message) == {"cluster"}


def test_a_rule_to_use_domestic_cards_beside_mixed_cards_is_kept() -> None:
    assert "domestic_hardware" in _positive("compliance", "上级要求必须用国产卡，现在机房有A800也有910B。")


# -- a client in a regulated sector is not the sender's sector ------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "我们是软件公司，有一家城商行客户想做智能客服。",
        "我们做办公软件，几家医院客户想私有化部署一个7B模型。",
    ],
)
def test_a_client_in_a_regulated_sector_is_not_theirs(message: str) -> None:
    assert "regulated_industry" not in _positive("compliance", message)


def test_a_bank_speaking_of_its_own_clients_is_still_regulated() -> None:
    assert "regulated_industry" in _positive("compliance", "我们是一家银行，客户数据不能出行。")


# -- data on premises said as a rule about moving the data out -------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "客户的交易流水不许拷到行外，我们想做个反洗钱模型。",
        "检验结果按制度不得传输到院外。",
    ],
)
def test_data_not_to_be_moved_outside_is_on_premises(message: str) -> None:
    assert "data_on_premises" in _positive("compliance", message)


def test_data_that_may_be_moved_outside_is_no_rule() -> None:
    assert "data_on_premises" not in _positive("compliance", "这些图纸可以传到厂外的供应商那里。")


# -- weights tuned already, served now (en) ----------------------------------------------------------------


def test_a_model_tuned_already_then_served_is_own_weights() -> None:
    message = "We already fine-tuned a Llama-3-8B in-house; now we want to deploy it behind our help desk."
    assert _positive("served_model", message) == {"own_weights"}
    assert _positive("task_type", message) == {"inference"}


@pytest.mark.parametrize(
    "message",
    [
        "We want to serve Llama-3-8B; we already trained a tokenizer?",
        "We already trained a 7B model last month and want to fine-tune it again on new data.",
    ],
)
def test_something_else_tuned_already_is_no_served_model(message: str) -> None:
    assert _positive("served_model", message) == set()


# -- nothing bought so far, said alone ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "Could a 13B fine-tune finish in a week on 16 H800s? We haven't purchased anything yet.",
        "想微调一个7B，硬件还什么都没买。",
    ],
)
def test_nothing_bought_yet_is_no_hardware(message: str) -> None:
    assert _positive("existing_hardware", message) == {"none"}


def test_something_else_not_bought_leaves_the_cards_they_have() -> None:
    assert _positive("existing_hardware", "We have 8 A100s but haven't bought anything else.") == {"some"}
