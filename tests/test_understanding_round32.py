"""Classes fixed in NLU round 32: the iy batch's misses (bench/data/utterances.yaml, iy01-iy100)
and the extractor's misses in conversation set 3 (bench/data/conversations_blind3.yaml). Each test
uses other words than the batch's, so the class is fixed rather than the sentence."""

from __future__ import annotations

from typing import Any

import pytest

from compute_advisor.rules.intake.understanding import understand
from tests.readings import of as _of
from tests.readings import positive as _positive
from tests.readings import values as _values

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


# -- owned_gpus: a recount after a correction, a breakdown of the same cards ------------------


@pytest.mark.parametrize(
    ("message", "gpus"),
    [
        ("有两台8卡的A100，哦说错了，是两台4卡的A100", 8.0),
        ("We have 2 nodes with 8 H100 each, no wait, 3 nodes with 8 H100 each.", 24.0),
        ("一共16张卡，两台8卡的A800", 16.0),
        ("It's 24 GPUs in total: three servers of 8 x A100.", 24.0),
    ],
)
def test_a_recount_or_a_breakdown_is_not_added(message: str, gpus: float) -> None:
    assert _positive("owned_gpus", message) == {gpus}


@pytest.mark.parametrize(
    ("message", "gpus"), [("We have 8 A100s and 8 H100s.", 16.0), ("4张A100，另外还有4张4090", 8.0)]
)
def test_two_lots_of_cards_still_add_up(message: str, gpus: float) -> None:
    assert _positive("owned_gpus", message) == {gpus}


# -- active_params_b: "总参数236B激活21B" with no comma ------------------------------------------


@pytest.mark.parametrize("message", ["总参数100B激活10B的MoE", "一个MoE，总共100B激活10B"])
def test_an_active_word_opening_the_next_size_is_not_the_first_ones(message: str) -> None:
    got = _values(message)
    assert ("model_params_b", 100.0, False) in got
    assert ("active_params_b", 10.0, False) in got
    assert ("active_params_b", 100.0, False) not in got


# -- corrections restate what follows them, not every later value -----------------------------


def test_a_correction_of_the_size_leaves_the_task() -> None:
    got = _values("We want to fine-tune a 70B model, sorry, I meant 34B, using LoRA for an internal chatbot.")
    assert ("task_type", "fine_tuning", False) in got
    assert ("model_params_b", 34.0, False) in got
    assert ("finetune_method", "lora", False) in got


@pytest.mark.parametrize(
    ("message", "method"),
    [
        ("打算做LoRA…不对，LoRA效果不够，还是全参微调吧", "full"),
        ("We'll run a full fine-tune, actually no, QLoRA is enough.", "qlora"),
    ],
)
def test_the_method_said_after_a_correction_is_kept(message: str, method: str) -> None:
    assert _positive("finetune_method", message) == {method}


def test_two_methods_weighed_still_give_none() -> None:
    assert _positive("finetune_method", "我们可能用LoRA也可能全参微调") == set()


# -- usage_pattern: a daily load however written; testing whether it is worth it -------------


@pytest.mark.parametrize("message", ["already in prod, ~5k requests/day", "每天问答量大约三万次"])
def test_a_daily_load_is_continuous(message: str) -> None:
    assert _positive("usage_pattern", message) == {"continuous"}


def test_a_daily_load_in_a_question_weighs_a_case() -> None:
    assert _positive("usage_pattern", "Is an API cheaper than renting at ~500k requests/day?") == set()


def test_a_daily_load_said_with_a_new_word_is_read() -> None:
    assert _positive("requests_per_day", "每天对话量大概五千次") == {5000.0}


@pytest.mark.parametrize("message", ["领导想先看看值不值得搞", "这个项目值不值得投入还不好说，先看看值不值"])
def test_seeing_whether_it_is_worth_it_is_a_trial(message: str) -> None:
    assert _positive("usage_pattern", message) == {"trial"}


# -- task_type: serving weighed against an online API; two kinds picked between ---------------


@pytest.mark.parametrize(
    "message",
    [
        "想知道是本地部署一个Qwen2.5-72B，还是直接调API",
        "We could host a 70B model ourselves or just use an API.",
    ],
)
def test_serving_weighed_against_an_api_names_no_task(message: str) -> None:
    assert _positive("task_type", message) == set()


@pytest.mark.parametrize(
    "message",
    ["We're choosing between continued pretraining and plain SFT.", "在增量预训练和指令微调之间纠结"],
)
def test_two_kinds_picked_between_name_no_task(message: str) -> None:
    assert _positive("task_type", message) == set()


# -- budget_model: "either way" of anything else is no budget ---------------------------------


def test_either_way_of_the_model_is_no_budget() -> None:
    assert _of("budget_model", "Either way the model would be about 7B.") == set()


def test_either_way_of_the_budget_is_either() -> None:
    assert _positive("budget_model", "Budget is fine either way.") == {"either"}


# -- replies: several words of none with no comma --------------------------------------------


def _reply(qid: str, message: str) -> dict[str, Any]:
    from compute_advisor.rules.intake.reading import read_reply
    from compute_advisor.rules.intake.understanding import load_understanding

    x = load_understanding()
    r = read_reply(understand(message), message, x.vocabulary.by_id[qid], {})
    return {e.question: e.value for e in r.u.values if not e.negated}


@pytest.mark.parametrize("message", ["nope nothing", "nah, none", "no none"])
def test_none_said_twice_clears_compliance(message: str) -> None:
    assert _reply("compliance", message).get("compliance") == []


def test_none_said_twice_to_hardware_is_none() -> None:
    assert _reply("existing_hardware", "nah nothing").get("existing_hardware") == "none"


# -- iy recall and precision, third pass -------------------------------------------------------


def test_a_teacher_named_with_its_size_before_做teacher_is_not_the_model() -> None:
    got = _values("打算拿Qwen2.5 72B做teacher，蒸馏到一个3B的模型")
    assert ("model_params_b", 3.0, False) in got
    assert ("model_params_b", 72.0, False) not in got


def test_results_deciding_between_two_methods_is_no_trial() -> None:
    assert _positive("usage_pattern", "可能用QLoRA也可能LoRA，看效果再定") == set()


@pytest.mark.parametrize("message", ["Two workstations with gaming GPUs.", "我们有两台装消费级显卡的工作站"])
def test_cards_of_a_class_said_in_words_after_with(message: str) -> None:
    assert _positive("owned_gpu_kind", message) == {"gpu_24gb"}


@pytest.mark.parametrize(
    ("message", "value"),
    [
        ("The servers are managed by our hosting vendor.", "none"),
        ("There is one GPU box which I mostly maintain myself.", "limited"),
    ],
)
def test_who_keeps_the_machines_up(message: str, value: str) -> None:
    assert _positive("ops_capacity", message) == {value}


@pytest.mark.parametrize(
    "message", ["Trying something quick with a 1B model.", "We want to test whether RAG is enough."]
)
def test_a_quick_test_is_a_trial(message: str) -> None:
    assert _positive("usage_pattern", message) == {"trial"}


@pytest.mark.parametrize(
    ("message", "value", "negated"),
    [
        ("OK to host it in the public cloud.", "data_on_premises", True),
        ("Records must remain in the country and on our internal servers.", "data_on_premises", False),
        ("The logs stay on bank servers.", "data_on_premises", False),
    ],
)
def test_where_the_data_may_live(message: str, value: str, negated: bool) -> None:
    assert (value, negated) in _of("compliance", message)


def test_capital_only_is_capex() -> None:
    assert _positive("budget_model", "Our funding is capex only.") == {"capex"}


@pytest.mark.parametrize(
    "message",
    [
        "模型要部署到车间的边缘盒子上",
        "售后客服系统用一个7B模型",
        "We run a chat service for our players.",
        "a small model for equipment manual Q&A",
    ],
)
def test_applications_said_other_ways_are_inference(message: str) -> None:
    assert _positive("task_type", message) == {"inference"}


def test_a_service_on_an_online_api_names_no_task() -> None:
    assert _positive("task_type", "我们的客服系统准备直接调用在线大模型API") == set()


# -- existing_hardware: ten or more servers said roughly are a cluster ------------------------


@pytest.mark.parametrize("message", ["机房有二十来台推理服务器", "我们有十多台GPU服务器，每台4张卡"])
def test_ten_or_more_servers_said_roughly_are_a_cluster(message: str) -> None:
    assert _positive("existing_hardware", message) == {"cluster"}


def test_a_few_servers_said_roughly_stay_some() -> None:
    assert _positive("existing_hardware", "有几台GPU服务器") == {"some"}
