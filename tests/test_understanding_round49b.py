"""Classes fixed in NLU round 49 (second part, on batch yj: task_type, usage_pattern, served_model,
budget_model, compliance, finetune_method, training_days, data_scale, dataset_tokens_b, model_params_b).
Each test uses other words than the data's, so the class is fixed rather than the sentence."""

from __future__ import annotations

import pytest

from tests.readings import positive, values

# -- budget: paid back as used, a purchase of equipment, money sunk into machines ---


@pytest.mark.parametrize(
    "message",
    [
        "科研经费只能按使用量报销。",
        "这笔钱按实际用量核销。",
        "按小时计费的平台有吗？",
        "按量付费的那种有没有？",
    ],
)
def test_paid_back_or_asked_for_as_used_is_opex(message: str) -> None:
    assert positive("budget_model", message) == {"opex"}


def test_a_grant_for_one_time_hardware_purchases_is_capex() -> None:
    assert positive("budget_model", "The foundation only funds one-off hardware purchases.") == {"capex"}


@pytest.mark.parametrize(
    "message",
    [
        "We have no GPUs and don't want to pour money into hardware.",
        "Leadership says: no servers on our balance sheet.",
        "领导说别一开始就砸钱买设备。",
    ],
)
def test_money_into_machines_refused_rules_out_capex(message: str) -> None:
    assert ("budget_model", "capex", True) in values(message)
    assert "capex" not in positive("budget_model", message)


def test_running_on_whatever_is_cheapest_names_no_budget_way() -> None:
    assert positive("budget_model", "We'll host a small 1B model on whatever is cheapest.") == set()


def test_whatever_is_cheaper_still_names_either() -> None:
    assert positive("budget_model", "Renting or owning, whatever's cheaper for us.") == {"either"}


# -- compliance: kept on a network or in a room of their own ---


@pytest.mark.parametrize(
    "message",
    [
        "病历必须存放在医院自己的机房里。",
        "语料不能出政务内网。",
        "这些资料只能在单位专网上使用。",
        "平台必须部署在厅里机房。",
        "The records have to remain on county-owned servers.",
    ],
)
def test_data_kept_on_their_own_network_or_room_is_on_premises(message: str) -> None:
    assert "data_on_premises" in positive("compliance", message)


def test_planning_to_deploy_in_the_machine_room_is_no_rule() -> None:
    assert "data_on_premises" not in positive("compliance", "我们计划部署在机房里。")


@pytest.mark.parametrize(
    "message",
    [
        "No, there's nothing regulatory to worry about.",
        "The corpus is open web text, no restrictions.",
    ],
)
def test_nothing_regulatory_is_no_compliance(message: str) -> None:
    assert ("compliance", (), False) in values(message)


# -- training_days: years the data looks back on are no run length ---


@pytest.mark.parametrize(
    "message",
    [
        "打算用过去五年的理赔记录做微调。",
        "公司这三年一直在积累客服对话，想拿来做SFT。",
        "想用近8年的卫星图像做增量预训练。",
    ],
)
def test_years_looked_back_on_are_no_training_days(message: str) -> None:
    assert positive("training_days", message) == set()


def test_a_run_of_two_weeks_beside_years_of_data_is_still_read() -> None:
    assert positive("training_days", "用近十年的日志做预训练，希望十天内训完。") == {10}


# -- usage_pattern: one set span or pass; several runs a month; around the clock ---


@pytest.mark.parametrize(
    "message",
    [
        "It's a one-term project for my thesis.",
        "课程一学期18周，每个学生做一次实验。",
        "整个项目按24个月规划。",
        "We'll process the archive once, to create a training set.",
    ],
)
def test_one_set_span_or_pass_is_a_project(message: str) -> None:
    assert positive("usage_pattern", message) == {"project"}


def test_several_runs_a_month_demanded_is_continuous() -> None:
    assert positive("usage_pattern", "每个月都得跑好几次训练。") == {"continuous"}
    assert positive("training_days", "每个月都得跑好几次训练。") == set()


def test_runs_a_month_said_without_a_demand_stay_unread() -> None:
    assert positive("usage_pattern", "任务不固定，一个月跑几次。") == set()


def test_twenty_four_seven_is_continuous() -> None:
    assert positive("usage_pattern", "The service runs twenty-four seven.") == {"continuous"}
