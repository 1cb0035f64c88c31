"""Classes fixed in NLU round 54 (third part, on batches yp and yq: counts of cards, calls a day,
withdrawals). Each test uses other words than the data's, so the class is fixed rather than the sentence."""

from __future__ import annotations

import pytest

from tests.readings import of, positive

# -- the cards of each machine, said with any verb, after what the machines make, glued with × ---


@pytest.mark.parametrize(
    ("message", "cards"),
    [
        # any verb between the word of each and the cards
        ("实验室服务器两台，每台搭载4块A800。", 8),
        ("机房里有5台机器，每台安装了2张4090。", 10),
        # a correction keeping the cards of each
        ("更正：机器是3台，每台仍是8张卡。", 24),
        # what the machines make named with 的 between, the cards in brackets
        ("院里有10台服务器的计算平台（每台8张A800）。", 80),
        # the × glued to the chip
        ("We operate six servers with 8×H100 each.", 48),
        # the cards of the machines in brackets right after them
        ("中心有海光DCU服务器一台（8卡），自己维护。", 8),
    ],
)
def test_cards_of_each_machine_said_other_ways(message: str, cards: int) -> None:
    assert positive("owned_gpus", message) == {float(cards)}


# -- the things a served model handles a day, whatever they are called ---


@pytest.mark.parametrize(
    ("message", "calls"),
    [
        # a day said first, what is handled between, any measure word after the amount
        ("想把开源的14B原样部署做合同初审，每天合同量大约两千份。", 2000),
        ("拟用我们自己微调好的7B做推理服务，每天大约六百件投诉。", 600),
        ("开源模型直接部署，不做训练。日均工单量约一万二千单。", 12000),
        # things of any name, said in English
        ("We'll serve an off-the-shelf 8B for triage, roughly 12k complaints a day.", 12000),
        ("We serve a published model as is; it reviews about 2 million listings daily.", 2000000),
    ],
)
def test_things_a_served_model_handles_a_day(message: str, calls: int) -> None:
    assert positive("requests_per_day", message) == {float(calls)}


def test_items_a_day_beside_their_own_model_with_no_task_said() -> None:
    message = "模型是我们自己SFT过的14B，线上一天要审两百万条左右。"
    assert positive("requests_per_day", message) == {2000000.0}
    # the day of the rate is no run's length
    assert positive("training_days", message) == set()


# -- a withdrawal naming the value: that value ruled out, however it is worded ---


@pytest.mark.parametrize(
    ("message", "question", "value"),
    [
        # a word taking back what was said, with the question's words between the value and it
        ("前面提的三周训练周期先不算，还要再评估。", "training_days", 21.0),
        ("LoRA这个说法撤回吧，方法还在讨论。", "finetune_method", "lora"),
        # a lead that forgets what was said, in English
        ("Oh, and forget that I mentioned LoRA; the method is still open.", "finetune_method", "lora"),
        ("Ignore the 2-week window I gave earlier, timing is flexible now.", "training_days", 14.0),
        ("Disregard what I said about the 64 GPUs, those belong to our partner.", "owned_gpus", 64.0),
    ],
)
def test_a_value_taken_back_is_ruled_out(message: str, question: str, value: object) -> None:
    assert (value, True) in of(question, message)
    assert positive(question, message) == set()


@pytest.mark.parametrize(
    "message",
    [
        "LoRA这个说法撤回吧，方法还在讨论。",
        "Forget that I mentioned QLoRA, the fine-tuning method is still open.",
        # only the question named: nothing
        "之前说的日调用量先不算，还得再测。",
    ],
)
def test_a_withdrawal_names_no_task(message: str) -> None:
    assert of("task_type", message) == set()


# -- personal computers named with the chip after them ---


@pytest.mark.parametrize(
    ("message", "cards"),
    [
        # each machine's chip said after it, with "each" or an article
        ("Our studio has 4 desktops, each with a GeForce 3080.", 4),
        ("The school owns 12 PCs with an RTX 3060 in them.", 12),
    ],
)
def test_computers_with_one_card_each(message: str, cards: int) -> None:
    assert positive("owned_gpus", message) == {float(cards)}
    assert positive("owned_gpu_kind", message) == {"gpu_24gb"}


def test_computers_with_cards_of_a_chip_are_hardware_of_that_kind() -> None:
    message = "Our editors have a few gaming PCs with 3090s for video work."
    assert positive("existing_hardware", message) == {"some"}
    assert positive("owned_gpu_kind", message) == {"gpu_24gb"}


# -- an amount called a mistake beside the right one ---


@pytest.mark.parametrize(
    ("message", "question", "value"),
    [
        ("Small fix: each run may take 21 days; I typed 12 days by mistake.", "training_days", 12.0),
        ("更正：模型是72B的，7B是我写错了。", "model_params_b", 7.0),
    ],
)
def test_an_amount_called_a_mistake_is_no_answer(message: str, question: str, value: float) -> None:
    assert (value, False) not in of(question, message)


@pytest.mark.parametrize(
    "message",
    [
        "Correction: records must remain on-premises, not just within the country.",
        "更正一下，数据得留在我们自己机房，不仅是不能出境。",
    ],
)
def test_the_lesser_demand_said_after_the_stricter_is_set_aside(message: str) -> None:
    assert positive("compliance", message) == {"data_on_premises"}


@pytest.mark.parametrize(
    "message",
    [
        "Would Qwen 7B inference fit on one RTX 3080? That's the only card we own.",
        "Is an A6000 enough for a 13B LoRA? It is our only GPU.",
    ],
)
def test_the_only_card_they_have_named_before(message: str) -> None:
    assert positive("existing_hardware", message) == {"some"}
    assert positive("owned_gpus", message) == {1.0}
    assert len(positive("owned_gpu_kind", message)) == 1
