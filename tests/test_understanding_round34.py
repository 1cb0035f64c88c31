"""Classes fixed in NLU round 34: the ky batch's misses (bench/data/utterances.yaml, ky01-ky100). Each
test uses other words than the batch's, so the class is fixed rather than the sentence."""

from __future__ import annotations

import pytest

from tests.readings import of as _of
from tests.readings import positive as _positive

# -- task_type: a daily load of calls on an online model's API is no serving of theirs -------------


@pytest.mark.parametrize(
    "message",
    ["我们直接调用在线大模型的API，每天大概两万次调用", "准备接入厂商的大模型API，日均大概五千次请求"],
)
def test_a_load_on_an_online_api_gives_no_task(message: str) -> None:
    assert _positive("task_type", message) == set()


def test_a_load_on_their_own_model_is_still_served() -> None:
    assert _positive("task_type", "我们自己部署一个14B模型，日均大概两万次调用") == {"inference"}


# -- compliance: data said not to be classified is nothing to protect ----------------------------


@pytest.mark.parametrize(
    "message", ["我们的资料都不涉密，上云没问题", "The documents aren't classified, cloud is fine."]
)
def test_not_classified_clears_compliance(message: str) -> None:
    assert _of("compliance", message) == {((), False)}


def test_a_classified_unit_is_still_regulated() -> None:
    assert "regulated_industry" in _positive("compliance", "我们是涉密单位，数据不能出内网")


# -- ops_capacity: no technical staff at all -----------------------------------------------------


def test_no_technical_staff_is_no_ops() -> None:
    assert _positive("ops_capacity", "我们是个小门店，没有技术人员，想用个AI客服") == {"none"}


# -- task_type: data prepared first, then trained on, gives the training ---------------------------


@pytest.mark.parametrize(
    "message",
    [
        "语料要先去重和清洗，之后再用来微调一个7B模型",
        "We first need to clean and dedupe the corpus, then later fine-tune a 7B on it.",
    ],
)
def test_a_training_after_preparation_is_the_task(message: str) -> None:
    assert _positive("task_type", message) == {"fine_tuning"}


def test_a_training_only_perhaps_later_stays_a_plan() -> None:
    assert _positive("task_type", "先做数据清洗和去重，后面可能做预训练") == {"data_processing"}


# -- ops_capacity: staff who have never run GPUs are none -----------------------------------------


def test_staff_who_never_ran_gpus_are_no_ops() -> None:
    assert _positive("ops_capacity", "Our ops people have never deployed GPU clusters before.") == {"none"}
