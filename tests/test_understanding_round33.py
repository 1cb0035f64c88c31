"""Classes fixed in NLU round 33: the jy batch's misses (bench/data/utterances.yaml, jy01-jy100). Each
test uses other words than the batch's, so the class is fixed rather than the sentence."""

from __future__ import annotations

import pytest

from tests.readings import of as _of
from tests.readings import positive as _positive

# -- compliance: a waiver said of the last item of a list of demands leaves the others standing ----


@pytest.mark.parametrize(
    "message",
    ["数据不能出境、硬件最好用国产的但不强制", "客户数据不出境、最好能上信创，不过不强制"],
)
def test_a_waiver_after_a_list_keeps_the_earlier_demand(message: str) -> None:
    assert ("data_in_country", False) in _of("compliance", message)
    assert ("data_in_country", True) not in _of("compliance", message)


def test_a_waiver_alone_still_rules_its_demand_out() -> None:
    assert _of("compliance", "最好能上国产卡，但不强制") == {("domestic_hardware", True)}


# -- compliance: a requirement guessed at is not stated --------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "We haven't checked with legal yet, but the data will probably have to stay in the country.",
        "Not confirmed, but most likely everything must stay on-prem.",
        "法务还没定，数据大概率不能出境",
    ],
)
def test_a_hedged_requirement_is_not_taken(message: str) -> None:
    assert _positive("compliance", message) == set()


def test_a_plain_requirement_is_still_taken() -> None:
    assert _positive("compliance", "The data has to stay in the country.") == {"data_in_country"}


# -- model_params_b: '啊不是' corrects the size said before it ---------------------------------------


@pytest.mark.parametrize(
    "message", ["打算微调一个13B的，哦不是，老板说用70B", "想部署7B的模型，啊不是，要14B的"]
)
def test_a_spoken_correction_replaces_the_size(message: str) -> None:
    assert len(_positive("model_params_b", message)) == 1
    assert _positive("model_params_b", message) != {13.0} and _positive("model_params_b", message) != {7.0}


# -- training_days: a count of calls a day is no run's length ----------------------------------------


@pytest.mark.parametrize("message", ["做个客服机器人，一天大约三千次", "每天差不多两万次，全天在线"])
def test_calls_a_day_give_no_training_days(message: str) -> None:
    assert _of("training_days", message) == set()


# -- compliance: where their own machines stand is a fact, not a rule on data -----------------------


@pytest.mark.parametrize(
    "message",
    [
        "我们有两台8卡A800，在自己机房，想做个知识库问答",
        "自己想在本地运行Qwen2.5-14B，有一张4090",
        "打算在本地跑一个7B的模型玩玩",
    ],
)
def test_where_the_hardware_stands_is_no_data_rule(message: str) -> None:
    assert ("data_on_premises", False) not in _of("compliance", message)


def test_data_kept_in_their_own_room_is_still_a_rule() -> None:
    assert "data_on_premises" in _positive("compliance", "数据必须放在自己机房，不能出去")


# -- ops_capacity: said indirectly --------------------------------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "服务器买了一直没用，没人能管。",
        "信息科五个人，没人碰过显卡。",
        "Our engineers have no experience with GPU servers.",
        "The integrator will take care of the maintenance.",
    ],
)
def test_nobody_of_theirs_runs_the_cards_is_no_ops(message: str) -> None:
    assert _positive("ops_capacity", message) == {"none"}


def test_a_team_running_the_machines_full_time_is_dedicated() -> None:
    assert _positive("ops_capacity", "The platform team manages the cluster full-time.") == {"dedicated_team"}


def test_students_doing_the_setup_are_limited() -> None:
    assert _positive("ops_capacity", "PhD students would handle the setup.") == {"limited"}


@pytest.mark.parametrize("message", ["IT这块没专职的。", "没卡，运维也没有专职的"])
def test_ops_said_to_have_no_full_timer_rules_a_team_out(message: str) -> None:
    assert _of("ops_capacity", message) == {("dedicated_team", True)}


# -- owned_gpus: one machine said after the cards holds them -----------------------------------------


@pytest.mark.parametrize("message", ["4x A100, one server", "We have 8 L40S, one machine."])
def test_one_machine_after_the_cards_adds_none(message: str) -> None:
    assert _positive("owned_gpus", message) in ({4.0}, {8.0})


# -- compliance: said indirectly ----------------------------------------------------------------------


def test_nothing_leaving_the_country_keeps_data_in_country() -> None:
    assert "data_in_country" in _positive("compliance", "Policy: nothing leaves the country, period.")


@pytest.mark.parametrize("message", ["客户档案不能出行", "影像资料很多，不能出厂区", "患者信息不得出院"])
def test_records_kept_inside_the_institution_stay_on_premises(message: str) -> None:
    assert "data_on_premises" in _positive("compliance", message)


def test_hosting_inside_their_own_building_is_on_premises() -> None:
    message = "Whatever we run must be on servers physically inside our own offices."
    assert "data_on_premises" in _positive("compliance", message)


# -- task_type: an application that runs a model ------------------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "We want a compact model in the clinic to triage incoming patient emails.",
        "公司有台服务器，想拿来跑个产品手册的问答",
    ],
)
def test_a_model_wanted_for_a_job_is_inference(message: str) -> None:
    assert _positive("task_type", message) == {"inference"}


def test_a_model_wanted_to_be_trained_is_not_inference() -> None:
    assert "inference" not in _positive(
        "task_type", "We want a model trained from scratch to classify sensor faults."
    )


# -- owned_gpus: hardware bought in the past is theirs now -------------------------------------------


@pytest.mark.parametrize(
    ("message", "cards"),
    [
        ("前年采购了两台8卡A800服务器，现在空着", 16.0),
        ("We purchased 4 servers with 8 H100 each last year.", 32.0),
    ],
)
def test_cards_bought_in_the_past_are_counted(message: str, cards: float) -> None:
    assert _positive("owned_gpus", message) == {cards}


def test_cards_to_be_bought_are_not_counted() -> None:
    assert _positive("owned_gpus", "明年打算买两台8卡A800") == set()


# -- existing_hardware: the hardware field filled in as nothing --------------------------------------


@pytest.mark.parametrize("message", ["已有硬件：暂无。", "Hardware: none."])
def test_hardware_filled_in_as_nothing_is_none(message: str) -> None:
    assert _positive("existing_hardware", message) == {"none"}


# -- compliance: medical images as a research topic name no hospital ---------------------------------


def test_medical_images_with_text_as_a_topic_is_not_regulated() -> None:
    assert "regulated_industry" not in _positive("compliance", "实验室想做医学影像和报告的多模态模型")


# -- finetune_method: a method tried and found wanting is ruled out -----------------------------------


@pytest.mark.parametrize(
    "message", ["做全量微调，QLoRA之前用过，效果不理想", "这次全参微调，LoRA试了效果很差"]
)
def test_a_method_that_failed_before_gives_way(message: str) -> None:
    assert _positive("finetune_method", message) == {"full"}


def test_a_method_tried_with_success_stays() -> None:
    assert _positive("finetune_method", "LoRA我们试过，效果还可以") == {"lora"}


# -- compliance: 'not sensitive' said as a clause of its own after the data --------------------------


@pytest.mark.parametrize("message", ["训练数据是几百G的公开论文，不敏感", "语料来自公开网页，也不敏感。"])
def test_data_not_sensitive_after_it_is_described_clears_compliance(message: str) -> None:
    assert _of("compliance", message) == {((), False)}
