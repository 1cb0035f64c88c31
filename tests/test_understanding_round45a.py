"""Classes fixed in NLU round 45 (first part): misses of the yg batch (bench/data/utterances.yaml) for
task_type, served_model, usage_pattern, budget_model and compliance. Each test uses other words than the
batch's, so the class is fixed rather than the sentence."""

from __future__ import annotations

import pytest

from tests.readings import of, values
from tests.readings import positive as _positive

# -- budget_model: a line break ends a line of a list, and renting said as a line of its own ---


@pytest.mark.parametrize(
    "message",
    [
        "预算：按月付\n请问怎么配置比较好？",
        "硬件：无\n预算：租\n请问怎么做？",
        "无卡。租。",
        "没机器，没人。先租。",
    ],
)
def test_renting_said_on_its_own_line(message: str) -> None:
    assert _positive("budget_model", message) == {"opex"}


@pytest.mark.parametrize("message", ["出租。", "租还是买？"])
def test_no_renting_said_alone(message: str) -> None:
    assert "opex" not in _positive("budget_model", message)


# -- compliance: a conditional demand waived "for now" (目前没有强制要求) ---


def test_a_demand_waived_for_now_is_ruled_out() -> None:
    assert of("compliance", "要求国产化的话也能配合，不过现在没有强制要求。") == {("domestic_hardware", True)}


def test_a_demand_with_a_plan_for_now_stands() -> None:
    assert ("domestic_hardware", False) in of("compliance", "必须信创，目前已经在采购国产卡。")


# -- compliance: a demand said before, disregarded ---


@pytest.mark.parametrize(
    "message",
    [
        "Kindly disregard the on-premises condition from my last message; Azure is fine.",
        "Disregard my earlier point about domestic chips; NVIDIA is fine.",
    ],
)
def test_a_disregarded_demand_is_ruled_out(message: str) -> None:
    assert {n for _, n in of("compliance", message)} == {True}


# -- compliance: a customs broker is a private firm; a health-check clinic chain is healthcare ---


def test_a_customs_broker_is_no_regulated_sector() -> None:
    assert "regulated_industry" not in _positive("compliance", "We're a customs broker in Rotterdam.")


def test_the_customs_authority_is_government() -> None:
    assert "regulated_industry" in _positive("compliance", "We work for the customs authority.")


@pytest.mark.parametrize(
    "message", ["我们是一家体检中心", "We run health screening clinics across the region."]
)
def test_a_health_check_provider_is_healthcare(message: str) -> None:
    assert "regulated_industry" in _positive("compliance", message)


def test_health_check_reports_name_no_provider() -> None:
    assert _positive("compliance", "想做体检报告的数据分析") == set()


# -- compliance: the public cloud ruled out for their data, data that never leaves, systems they own ---


@pytest.mark.parametrize(
    "message",
    [
        "Our policy says we cannot store customer records in any public cloud.",
        "Client files never leave our office.",
        "Nothing goes out of our network.",
        "Records must remain on county-owned servers.",
    ],
)
def test_data_kept_on_their_premises(message: str) -> None:
    assert "data_on_premises" in _positive("compliance", message)


def test_the_cannot_rules_out_the_cloud_not_the_sector() -> None:
    read = of("compliance", "We're a clinic chain, so we can't put patient files on a public cloud.")
    assert read == {("regulated_industry", False), ("data_on_premises", False)}


@pytest.mark.parametrize(
    "message",
    [
        "We can put the data on a public cloud.",
        "Nothing leaves the country.",
        "Data has to stay in the government cloud.",
    ],
)
def test_no_premises_rule(message: str) -> None:
    assert "data_on_premises" not in _positive("compliance", message)


# -- task_type: a model named by its size deployed; a published model put to a use of theirs ---


@pytest.mark.parametrize(
    "message",
    ["想自己部署一个开源的7B", "We plan to run an open-weights 7B unchanged to answer tenants' questions."],
)
def test_a_model_deployed_or_put_to_use_is_served(message: str) -> None:
    assert _positive("task_type", message) == {"inference"}


def test_deploying_after_a_fine_tune_is_the_fine_tune() -> None:
    assert _positive("task_type", "部署前先微调一个7B") == {"fine_tuning"}


def test_a_published_model_tagging_a_corpus_is_not_served() -> None:
    message = "We want to use an open model as released to tag our image corpus."
    assert "inference" not in _positive("task_type", message)


# -- task_type: a concern asked about two tasks states no task ---


def test_a_concern_weighed_between_tasks_states_none() -> None:
    message = "Is NVLink something we should worry about for inference, or just for training?"
    assert _positive("task_type", message) == set()


def test_a_concern_after_their_own_serving_keeps_it() -> None:
    message = "We run inference for our call centre; is NVLink something we should worry about?"
    assert _positive("task_type", message) == {"inference"}


# -- served_model: the release kept unchanged (原版不动, "a published 14B, no fine-tuning") ---


@pytest.mark.parametrize(
    "message",
    [
        "上线推理用GLM-4-9B，原版不动",
        "We'd host it ourselves: a published 14B, no fine-tuning, serving about 500 requests a day.",
    ],
)
def test_the_release_served_unchanged(message: str) -> None:
    assert _positive("served_model", message) == {"published"}


@pytest.mark.parametrize(
    "message",
    ["我们要微调原版Qwen再上线", "We want to fine-tune an open-source 7B, no training from scratch."],
)
def test_a_release_tuned_first_is_not_served_as_is(message: str) -> None:
    assert not any(q == "served_model" for q, _, _ in values(message))


# -- usage_pattern: items handled by the day; a job done once ---


def test_items_by_the_day_go_on() -> None:
    message = "We serve a claims assistant, roughly 400 claims a day."
    assert _positive("usage_pattern", message) == {"continuous"}


def test_a_count_of_items_alone_is_no_load() -> None:
    assert _positive("usage_pattern", "We have a backlog of 400 claims.") == set()


@pytest.mark.parametrize(
    "message", ["We only need to fine-tune it once.", "Just want to get this done once."]
)
def test_a_job_done_once_is_a_project(message: str) -> None:
    assert _positive("usage_pattern", message) == {"project"}


def test_once_a_week_is_no_project() -> None:
    assert "project" not in _positive("usage_pattern", "We only need to train once a week.")
