"""Classes fixed in NLU round 48 (second part, on the held-out failures of the whole file: task_type,
usage_pattern, served_model, budget_model, compliance, finetune_method, training_days, data_scale,
dataset_tokens_b, model_params_b). Each test uses other words than the data's, so the class is fixed rather
than the sentence."""

from __future__ import annotations

import pytest

from tests.readings import positive, values

# -- a daily load said on its own names no task; said beside the job it still does ---


@pytest.mark.parametrize(
    "message",
    [
        "平均每天调用三万次左右。",
        "日均请求量大概四万次。",
        "每天大约两千次请求",
        "说错了，一天不是五千次调用，是八千次。",
    ],
)
def test_a_daily_load_alone_names_no_task(message: str) -> None:
    assert positive("task_type", message) == set()
    assert positive("usage_pattern", message) == {"continuous"}


@pytest.mark.parametrize(
    "message",
    [
        "每天大概三万次调用，模型用的是我们自己训的8B。",
        "想上一个合同审查服务，日均调用两万次左右。",
    ],
)
def test_a_daily_load_beside_the_job_still_names_serving(message: str) -> None:
    assert positive("task_type", message) == {"inference"}


# -- "我单位为X局": the sender's own unit said with 为 is what they are, no customer ---


@pytest.mark.parametrize(
    "message",
    [
        "我单位为市数据局，想建一个公文写作助手。",
        "本单位为区卫健委下属机构，想做病历质控。",
    ],
)
def test_the_senders_own_unit_said_with_wei_is_a_regulated_body(message: str) -> None:
    assert positive("compliance", message) == {"regulated_industry"}


def test_a_government_unit_named_as_the_customer_is_still_not_theirs() -> None:
    assert ("compliance", "regulated_industry", False) not in values("我们公司为市税务局开发了一套系统。")


# -- a rule, tender or grant of the government is not the sender being one ---


@pytest.mark.parametrize(
    "message",
    [
        "Federal regulations say the chips must be made at home, so we need Ascend.",
        "Our funding is a ministry grant, so we have to buy the servers outright.",
        "The domestic-hardware clause was part of a government tender we withdrew from.",
    ],
)
def test_a_rule_or_grant_of_the_government_is_no_sector(message: str) -> None:
    assert "regulated_industry" not in positive("compliance", message)


def test_a_government_body_citing_its_rules_is_still_one() -> None:
    said = "We are a county government office; state rules apply."
    assert "regulated_industry" in positive("compliance", said)


# -- animals' care and a school's legal clinic are no healthcare provider ---


@pytest.mark.parametrize(
    "message",
    [
        "We're a pet clinic group with 12 sites and want a triage assistant for our receptionists.",
        "我们是一家动物医院，想给医生做个病例检索工具。",
        "Legal aid clinic at a university; we want to LoRA a 7B on our case notes.",
    ],
)
def test_animal_care_and_legal_clinics_are_not_regulated(message: str) -> None:
    assert "regulated_industry" not in positive("compliance", message)


def test_a_human_clinic_is_still_healthcare() -> None:
    said = "We're a dental clinic and want a chatbot for bookings."
    assert positive("compliance", said) == {"regulated_industry"}
