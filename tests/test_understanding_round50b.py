"""Classes fixed in NLU round 50 (second part, on batch yj: task_type, usage_pattern, served_model,
compliance, model_params_b). Each test uses other words than the data's, so the class is fixed rather
than the sentence."""

from __future__ import annotations

import pytest

from tests.readings import positive

# -- a model they tuned before, now served ---


def test_a_model_tuned_by_the_unit_itself_and_served_is_inference_with_own_weights() -> None:
    message = "平台准备上线经本单位精调的Qwen2.5-14B，日均请求约三千次。"
    assert positive("task_type", message) == {"inference"}
    assert positive("served_model", message) == {"own_weights"}


def test_a_tuning_done_earlier_with_weights_in_hand_is_own_weights() -> None:
    message = "我们此前拿客服对话在Llama3-8B上跑过一轮SFT，权重在手上，要上线的就是它。"
    assert positive("task_type", message) == {"inference"}
    assert positive("served_model", message) == {"own_weights"}


def test_a_tuning_asked_about_is_still_a_task() -> None:
    assert positive("task_type", "我们想用LoRA微调一个7B模型") == {"fine_tuning"}


# -- a government unit that says what it is ---


@pytest.mark.parametrize(
    "message",
    [
        "I'm with a city government in Ohio and we want a chatbot.",
        "本局计划搭建一个政策问答助手。",
        "County Department of Transportation here; we want to sort work orders.",
    ],
)
def test_a_government_unit_naming_itself_is_regulated(message: str) -> None:
    assert "regulated_industry" in positive("compliance", message)


@pytest.mark.parametrize(
    "message",
    [
        "We sell software to the state department of transportation.",
        "We build tools for a municipal government.",
    ],
)
def test_a_government_customer_is_not_the_sender(message: str) -> None:
    assert "regulated_industry" not in positive("compliance", message)


# -- model sizes said as a bound, or with the model's kind after them ---


def test_a_size_said_within_a_bound_describes_the_model() -> None:
    assert positive("model_params_b", "这个模型很小，3亿参数以内。") == {0.3}


def test_a_bound_said_as_enough_still_gives_no_size() -> None:
    assert positive("model_params_b", "模型不用大，2B以内就够了") == set()


def test_an_approximate_size_before_the_models_kind_is_read() -> None:
    assert positive("model_params_b", "We train a ~600M segmentation model for each site.") == {0.6}


# -- standing retraining is continuous ---


@pytest.mark.parametrize(
    "message",
    [
        "模型按季度迭代一次。",
        "We'll retag the imagery each quarter from now on.",
        "We plan to redo this every planting season.",
    ],
)
def test_a_standing_refresh_is_continuous(message: str) -> None:
    assert positive("usage_pattern", message) == {"continuous"}


def test_a_busy_season_is_no_schedule() -> None:
    assert positive("usage_pattern", "Things get hectic every harvest season.") == set()
