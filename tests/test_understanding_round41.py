"""Classes fixed in NLU round 41: misses of the ry, sy and ty batches (bench/data/utterances.yaml) that
came back across batches. Each test uses other words than the batches', so the class is fixed rather than
the sentence."""

from __future__ import annotations

import pytest

from tests.readings import of
from tests.readings import positive as _positive

# -- served_model: a published model used as it comes ---


@pytest.mark.parametrize(
    "message",
    [
        "部署GLM-4-9B做客服，开源的拿来就用，不训练",
        "推理服务，模型拿开源的原封不动上线",
        "部署Qwen2.5-14B做问答，不做任何修改",
        "想跑个开源模型做推理，原样上就行",
        "We need to serve Llama-3.1-8B for support, the weights as they are, no tuning.",
        "Deploy Mistral-7B for our help desk using the official weights.",
    ],
)
def test_a_published_model_used_as_it_comes(message: str) -> None:
    assert _positive("task_type", message) == {"inference"}
    assert _positive("served_model", message) == {"published"}


def test_hardware_taken_as_it_is_names_no_model() -> None:
    # The machine is what is taken up as it is, not a model (zx91's class).
    assert _positive("served_model", "有台8卡机器，想直接拿来做推理，跑72B显存不够") == set()


def test_serving_an_off_the_shelf_model_of_no_size() -> None:
    message = "We plan to host an off-the-shelf OCR model for the claims team."
    assert _positive("task_type", message) == {"inference"}
    assert _positive("served_model", message) == {"published"}


# -- served_model: their own tuned weights, served now ---


def test_several_steps_of_tuning_done_before_are_their_weights() -> None:
    message = "上线服务用的是我们自己蒸馏+DPO出来的14B，日均请求5万"
    assert _positive("task_type", message) == {"inference"}
    assert _positive("served_model", message) == {"own_weights"}


def test_a_tuning_done_then_serving_now() -> None:
    message = "We distilled a 7B for routing last month and next we want to deploy it for all stores."
    assert _positive("task_type", message) == {"inference"}
    assert _positive("served_model", message) == {"own_weights"}


def test_their_own_weights_named_in_english() -> None:
    message = "We want to host a tuned 13B (our own checkpoints) for the legal team."
    assert _positive("served_model", message) == {"own_weights"}


def test_a_fine_tuned_model_alone_is_not_said_to_be_theirs() -> None:
    assert _positive("served_model", "We are deploying a fine-tuned 8B summarizer for agents.") == set()


# -- compliance: nothing to comply with, said in other ways ---


@pytest.mark.parametrize(
    "message",
    [
        "None of these apply to us.",
        "The transcripts aren't really sensitive.",
        "Nothing confidential in there, it's all marketing copy.",
        "都是公开的网页，没啥敏感的",
        "No legal constraints on these datasets.",
    ],
)
def test_nothing_to_comply_with(message: str) -> None:
    assert of("compliance", message) >= {((), False)}


def test_a_bar_parts_the_notes_of_a_list() -> None:
    message = "task: fine-tune | model: Llama-3-8B | compliance: none | budget: either"
    assert of("compliance", message) >= {((), False)}
    assert _positive("budget_model", message) == {"either"}
    assert _positive("task_type", message) == {"fine_tuning"}


@pytest.mark.parametrize("message", ["付费方式：都行", "payment: flexible"])
def test_a_note_of_payment_that_takes_both(message: str) -> None:
    assert _positive("budget_model", message) == {"either"}


@pytest.mark.parametrize(
    "message",
    [
        "Offshore hosting isn't a concern for this project.",
        "数据出境也不成问题",
    ],
)
def test_sending_the_data_abroad_denied_as_a_rule(message: str) -> None:
    assert of("compliance", message) == {("data_in_country", True)}


def test_a_rule_on_the_country_still_holds() -> None:
    assert _positive("compliance", "数据出境是不行的") == {"data_in_country"}


# -- compliance: a wish for domestic chips let go ---


@pytest.mark.parametrize(
    "message",
    [
        "Domestic chips would be great, though it's not a hard rule for us.",
        "Ideally Ascend, but that part is optional.",
        "能上国产卡当然好，没有也行。",
        "国产不国产无所谓，看性价比",
        "芯片的厂商不限，便宜就行",
    ],
)
def test_domestic_chips_wished_for_and_let_go(message: str) -> None:
    assert of("compliance", message) == {("domestic_hardware", True)}


# -- ops_capacity: the upkeep said indirectly ---


@pytest.mark.parametrize(
    "message",
    [
        "没专人，平时是做数据的小李兼着",
        "运维：后端同学自己兼",
        "没专人运维，开发自己摸索",
        "There are a few servers and two data scientists tinker with them when they can.",
    ],
)
def test_the_upkeep_done_on_the_side_is_limited(message: str) -> None:
    assert _positive("ops_capacity", message) == {"limited"}


@pytest.mark.parametrize(
    "message",
    [
        "Our ops team can't run GPU machines.",
        "The IT guys handle printers and phones, and nobody there has ever touched a GPU box.",
    ],
)
def test_staff_who_cannot_run_the_cards_are_none(message: str) -> None:
    assert _positive("ops_capacity", message) == {"none"}


def test_no_dedicated_person_rules_out_a_team_only() -> None:
    assert of("ops_capacity", "没专人运维") == {("dedicated_team", True)}


# -- corrections: the amount said again after an apology or a check ---


@pytest.mark.parametrize(
    ("message", "calls"),
    [
        ("日均五千次调用，哦不，核对了一下是八千次", 8000),
        ("每天2万次请求，不对，是2.5万", 25000),
        ("Around 4,000 calls a day. Actually 6,000.", 6000),
    ],
)
def test_a_days_calls_restated_after_a_correction(message: str, calls: int) -> None:
    assert _positive("requests_per_day", message) == {calls}


def test_a_correction_of_something_else_keeps_the_calls() -> None:
    assert _positive("requests_per_day", "日均3万次调用，不对，模型是32B") == {30000}


def test_a_restated_count_of_servers_after_an_apology() -> None:
    assert _positive("owned_gpus", "机房有2台8卡H800，不好意思说错了，是4台") == {32}


def test_a_training_window_restated_after_checking() -> None:
    assert _positive("training_days", "预计训练20天，刚核实了下，是一个月") == {30}
