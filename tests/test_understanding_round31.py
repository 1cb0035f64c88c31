"""Classes fixed in NLU round 31: the 'second sitting' decisions of 2026-12-06
(bench/data/labelling_conventions.txt) and the gx batch's misses (bench/data/utterances.yaml,
gx01-gx100). Each test uses other words than the batch's, so the class is fixed rather than
the sentence."""

from __future__ import annotations

import pytest

from compute_advisor.rules.intake.understanding import understand
from tests.readings import of as _of
from tests.readings import values as _values

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
    # (round 48b) beside what is served: a load said on its own names no task (ky40 and the held-out labels).
    assert ("inference", False) in _of("task_type", "每日调用大约两万次，模型是7B的")


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


# -- gx classes: data kept in a place of theirs ---------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "Patient records can't leave our computer room.",
        "资料在厂里不能拿出去",
        "数据不能出境，而且只能放本地",
    ],
)
def test_data_kept_in_their_place_is_on_premises(message: str) -> None:
    assert ("data_on_premises", False) in _of("compliance", message)


# -- gx classes: who runs the machines ------------------------------------------------------


@pytest.mark.parametrize("message", ["两台服务器，配了专职团队", "机器不少，也有专职的团队"])
def test_a_full_time_team_beside_the_machines_is_dedicated(message: str) -> None:
    assert _of("ops_capacity", message) == {("dedicated_team", False)}


def test_a_full_time_team_for_other_work_is_no_ops_team() -> None:
    assert ("dedicated_team", False) not in _of("ops_capacity", "有专职团队做标注")


@pytest.mark.parametrize(
    "message",
    [
        "服务器现在是外包给机房托管方的",
        "No staff who can maintain servers, we're all lawyers.",
        "机器都外包给IDC了",
    ],
)
def test_machines_run_by_others_or_nobody_is_no_ops(message: str) -> None:
    assert _of("ops_capacity", message) == {("none", False)}


# -- gx classes: usage, task and hardware ---------------------------------------------------


def test_a_small_attempt_is_a_trial() -> None:
    assert _of("usage_pattern", "先做个小尝试，用3B的模型") == {("trial", False)}


@pytest.mark.parametrize(
    "message",
    ["We train a couple of ranking models a week.", "Our team fine-tunes three variants per month."],
)
def test_runs_counted_per_week_or_month_are_continuous_and_no_run_length(message: str) -> None:
    got = _values(message)
    assert ("usage_pattern", "continuous", False) in got
    assert not any(q == "training_days" for q, _, _ in got)


@pytest.mark.parametrize(
    "message",
    ["We keep fine-tuning the classifier every quarter as new tickets arrive.", "模型每季度都要用新数据训练"],
)
def test_training_on_a_standing_schedule_is_continuous(message: str) -> None:
    assert ("continuous", False) in _of("usage_pattern", message)


def test_a_model_retrained_on_a_schedule_is_continued_training() -> None:
    assert _of("task_type", "We retrain the fraud model weekly on fresh transactions.") == {
        ("continued_training", False)
    }


def test_paying_monthly_beside_training_is_no_schedule() -> None:
    assert _of("usage_pattern", "We'd train a 7B model and pay monthly.") == set()


def test_a_cluster_named_as_a_list_item_is_a_cluster() -> None:
    assert ("cluster", False) in _of("existing_hardware", "Fintech startup. Cluster of 40 A100s, two SREs.")


def test_a_demand_named_and_waived_in_one_message_is_ruled_out() -> None:
    got = _of("compliance", "想看看在国产卡上的性能，但不是必须国产。")
    assert got == {("domestic_hardware", True)}


# -- gx classes, second part ----------------------------------------------------------------


def test_nobody_specifically_in_charge_of_it_rules_a_team_out() -> None:
    got = _of(
        "ops_capacity", "Two A100s in a box under a desk, and no one is specifically responsible for them."
    )
    assert got == {("dedicated_team", True)}


@pytest.mark.parametrize(
    "message", ["上线的是我们自己微调好的GLM-4-9B，要做推理扩容", "模型是之前训练好的模型，现在只做推理"]
)
def test_a_model_of_theirs_trained_before_and_now_served_is_inference(message: str) -> None:
    assert _of("task_type", message) == {("inference", False)}


def test_what_their_own_try_shows_is_not_asked() -> None:
    assert not understand("先用一下，看看这个工具划不划算").is_question


def test_a_question_about_it_is_still_asked() -> None:
    assert understand("你们这个平台好不好用？").is_question


def test_a_case_of_theirs_after_qing_wen_is_theirs() -> None:
    got = _values("请问我们手头有两张A800，能训13B吗？")
    assert ("existing_hardware", "some", False) in got
    assert ("owned_gpus", 2.0, False) in got


def test_a_topic_after_qing_wen_is_still_asked_about() -> None:
    assert ("domestic_hardware", False) not in _of("compliance", "请问在昇腾上跑训练，稳定性怎么样？")


def test_cards_named_first_then_had_are_some() -> None:
    assert _of("existing_hardware", "24G的卡我们手上有几张，想跑个小模型") == {("some", False)}


# -- gx classes, third part -----------------------------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "我们是券商，调用在线大模型的接口是不行的，想做个投研问答",
        "Hosted APIs are not an option for us; we want an internal Q&A bot.",
    ],
)
def test_an_application_with_the_online_api_ruled_out_is_served_by_them(message: str) -> None:
    assert _of("task_type", message) == {("inference", False)}


def test_an_application_on_an_online_api_is_still_no_task() -> None:
    assert _of("task_type", "我们调用在线大模型的API做个客服机器人") == set()


@pytest.mark.parametrize("message", ["We have 16 or so GPUs.", "We own 16-ish GPUs."])
def test_about_that_many_cards_is_a_count(message: str) -> None:
    got = _values(message)
    assert ("owned_gpus", 16.0, False) in got
    assert ("existing_hardware", "some", False) in got


@pytest.mark.parametrize("message", ["为后续的微调做数据清洗，大概5TB", "给大模型训练准备数据，做去重和清洗"])
def test_data_prepared_for_a_training_is_data_processing(message: str) -> None:
    assert _of("task_type", message) == {("data_processing", False)}


# -- gx classes, fourth part ----------------------------------------------------------------


def test_a_size_someone_else_trained_told_second_hand_is_not_theirs() -> None:
    got = _values("同行告诉我们他们训了一个65B，我们只想微调个13B")
    assert ("model_params_b", 13.0, False) in got
    assert ("model_params_b", 65.0, False) not in got


def test_their_own_run_on_another_platform_keeps_its_size() -> None:
    assert ("model_params_b", 34.0, False) in _values(
        "之前在别家平台上训过一个34B的模型。这次对同一个模型做继续训练。"
    )


def test_no_residency_rules_stays_ruled_out_beside_no_compliance() -> None:
    got = _of("compliance", "There are no compliance requirements and no residency requirements.")
    assert got == {((), False), ("data_in_country", True)}


@pytest.mark.parametrize(
    "message",
    ["我们信息中心就两个人，没人懂这块", "IT is two people, and no one knows how to run GPU servers."],
)
def test_a_few_staff_none_of_whom_can_run_the_machines_is_no_ops(message: str) -> None:
    assert _of("ops_capacity", message) == {("none", False)}


def test_a_few_staff_who_look_after_the_machines_is_limited() -> None:
    assert _of("ops_capacity", "信息中心就两个人，平时兼着管服务器") == {("limited", False)}


@pytest.mark.parametrize("message", ["16张A100，都装在一台服务器里", "4张L40S，插在一台机器上"])
def test_cards_in_one_machine_said_after_them_count_the_cards(message: str) -> None:
    got = _values(message)
    assert ("existing_hardware", "some", False) in got
    assert any(q == "owned_gpus" and v in (16.0, 4.0) for q, v, _ in got)
