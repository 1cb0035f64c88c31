"""Classes fixed in NLU round 47 (on the blind batch yi after its first run, and on earlier held-out
failures). Each test uses other words than the batches', so the class is fixed rather than the sentence."""

from __future__ import annotations

import pytest

from tests.readings import positive, values

# -- a workstation, desktop or gaming laptop named with its chip holds one card of it ---


@pytest.mark.parametrize(
    ("message", "cards"),
    [
        ("Our only hardware is a single L40S workstation.", 1.0),
        ("I've got one desktop with an RTX 4080 that I keep under my desk.", 1.0),
        ("We have one old tower with a V100, nobody else maintains it.", 1.0),
        ("办公室有三台4090工作站，平时大家轮着用。", 3.0),
        ("我自己有一台带4070的游戏本。", 1.0),
        ("组里有6台A6000单卡工作站。", 6.0),
        ("实验室两台台式机，各装了一张3090。", 2.0),
    ],
)
def test_a_machine_of_one_card_counts_its_card(message: str, cards: float) -> None:
    assert positive("owned_gpus", message) == {cards}


@pytest.mark.parametrize(
    "message",
    [
        "We have two A100 servers.",  # a server's cards are not said
        "公司有两台电脑，都是办公用的。",  # office computers: no chip, no hardware for the job
    ],
)
def test_machines_whose_cards_are_not_said_give_no_count(message: str) -> None:
    assert positive("owned_gpus", message) == set()


# -- traditional characters (Taiwan, Hong Kong) read as the simplified ones ---


def test_a_message_in_traditional_characters_is_read() -> None:
    message = (
        "我們是香港一家保險公司，想對一個7B模型做微調，公司有兩台伺服器，每台8張A100，資料不能離開機房。"
    )
    got = {q: v for q, v, n in values(message) if not n}
    assert got["task_type"] == "fine_tuning"
    assert got["model_params_b"] == 7
    assert got["owned_gpus"] == 16
    # an insurer is a regulated industry; its data may not leave the machine room
    assert positive("compliance", message) == {"regulated_industry", "data_on_premises"}


def test_the_taiwanese_word_for_a_cluster_is_a_cluster() -> None:
    assert positive("existing_hardware", "我們自己有一個64張H100的叢集。") == {"cluster"}


def test_ascend_keeps_its_name() -> None:
    # 昇 is the simplified text's own character in 昇腾: not read as 升.
    assert positive("owned_gpu_kind", "我们有一套昇腾集群，64卡。") == {"domestic"}
