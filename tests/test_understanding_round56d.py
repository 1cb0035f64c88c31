"""Classes fixed in NLU round 56, part d (existing_hardware, owned_gpus, owned_gpu_kind, requests_per_day, on
the held-out misses of every batch). Worded apart from the data."""

from __future__ import annotations

from tests.readings import of, positive


def test_a_count_referred_back_to_restates_the_cards() -> None:
    # "现有的16张A800": the cards already counted, asked about again, are no more of them.
    message = "研究院机房已有两台8卡L40S服务器。想问下现有的16张L40S跑70B推理够吗？"
    assert positive("owned_gpus", message) == {16.0}
    message = "我们有个小集群，48张A800，运维是专职的。请问手上的48张卡够不够做全参微调？"
    assert positive("owned_gpus", message) == {48.0}


def test_a_new_count_is_still_added() -> None:
    assert positive("owned_gpus", "我们有8张A100，另外还有8张4090。") == {16.0}


def test_the_chip_named_in_a_clause_after_the_count() -> None:
    assert positive("owned_gpu_kind", "实验室有两台4卡机器，一共8张，卡是A6000。") == {"gpu_48gb"}
    assert positive("owned_gpu_kind", "公司有个集群，具体几张卡不清楚，显卡应该都是H800。") == {"gpu_80gb"}


def test_the_chip_named_with_the_cluster_in_the_clause_before() -> None:
    message = "我们有一个信息中心负责维护的寒武纪集群，总共128张卡。"
    assert positive("owned_gpu_kind", message) == {"domestic"}


def test_a_chip_to_rent_after_the_count_is_no_kind() -> None:
    assert positive("owned_gpu_kind", "我们有两台服务器，一共16张，想租H100。") == set()


def test_machines_then_the_cards_of_each_apart() -> None:
    # the machines' chip, a clause or a sentence between them and the cards of each
    assert positive("owned_gpus", "We run 6 nodes of L40S, 4 GPUs in each.") == {24.0}
    assert positive("owned_gpus", "Sorry, it's 5 boxes, not 4. Still 8 GPUs each.") == {40.0}
    assert positive("owned_gpus", "We have 2 servers of A800 (8 cards each).") == {16.0}


def test_hardware_not_owned_is_none() -> None:
    assert positive("existing_hardware", "We don't own hardware; we'd rent H100s by the hour.") == {"none"}


def test_calls_a_day_in_taiwan_words_and_estimated_at() -> None:
    message = "客服機器人用我們自己微調好的模型，日均呼叫量約八萬次。"
    assert positive("requests_per_day", message) == {80000.0}
    message = "部署我们自己SFT过的13B，日均请求按3万次估。"
    assert positive("requests_per_day", message) == {30000.0}


def test_a_call_centre_is_no_load() -> None:
    assert of("requests_per_day", "呼叫中心每天有两万通电话。") == set()


def test_machines_said_as_a_clause_after_the_cards_hold_them() -> None:
    message = "我们自有昇腾910B一共48张，六台机器，打算跑推理。"
    assert positive("owned_gpus", message) == {48.0}
    assert positive("owned_gpus", "We own 12 L40S, three boxes, and one part-time admin.") == {12.0}


def test_a_size_then_called_undecided_after_but_is_not_taken() -> None:
    # the convention of lq11: a value said, then called undecided in the clause after it
    assert of("model_params_b", "模型打算用34B，不过还没定。") == set()
    message = "We plan to serve a chatbot, likely a 34B model but frankly not decided yet."
    assert of("model_params_b", message) == set()
    assert positive("task_type", message) == {"inference"}


def test_something_else_undecided_after_but_keeps_the_size() -> None:
    message = "We'll fine-tune a 13B, but the data volume is not decided yet."
    assert positive("model_params_b", message) == {13.0}
