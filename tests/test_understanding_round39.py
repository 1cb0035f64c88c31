"""Classes fixed in NLU round 39: the oy and py batches' misses (bench/data/utterances.yaml). Each test uses
other words than the batches', so the class is fixed rather than the sentence."""

from __future__ import annotations

import pytest

from tests.readings import positive as _positive

# -- served_model published: a published model deployed or served as it is -----------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "准备直接部署开源的Qwen2.5-14B，不做微调，给客服用。",
        "打算直接部署GLM-4-9B，不打算训练，每天大概五千次调用。",
        "We'll host Llama-3.1-8B exactly as released for the help desk.",
        "Serving an open-weights 14B model to staff, as published.",
        "We'd deploy Qwen2.5-7B-Instruct unchanged behind our chatbot.",
    ],
)
def test_a_published_model_served_as_it_is(message: str) -> None:
    assert _positive("served_model", message) == {"published"}


@pytest.mark.parametrize(
    "message",
    [
        # no model named between the verb and the no-training (cx12)
        "模型直接部署上线就行，不训练。",
        # a question about doing without training is no statement
        "直接部署Qwen，不做微调的话够不够？",
    ],
)
def test_deploying_with_no_model_named_is_no_published_model(message: str) -> None:
    assert _positive("served_model", message) == set()


# -- served_model own_weights: their own tuned weights, said in other ways -----------------------------------


@pytest.mark.parametrize(
    ("message", "task"),
    [
        ("要上线的是拿我们的业务数据训练好的模型，每天两万次调用。", "inference"),
        ("之前已经做过LoRA了，现在要把自己的权重做成推理服务。", "inference"),
        ("We want to serve our own finetuned classifier, ~300k req/day.", "inference"),
        ("Planning to host our own fine tuned 7B for the support team.", "inference"),
    ],
)
def test_their_own_weights_served(message: str, task: str) -> None:
    assert _positive("served_model", message) == {"own_weights"}
    assert _positive("task_type", message) == {task}


def test_a_tuning_asked_about_is_still_a_tuning() -> None:
    assert _positive("task_type", "我们做过SFT了吗？") == {"fine_tuning"}
    assert _positive("task_type", "We want to fine-tune our own model.") == {"fine_tuning"}
