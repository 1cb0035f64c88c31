"""Classes fixed in NLU round 59c (hardware, card counts and kinds, withdrawals and corrections, from the
held-out misses of batches yy, yv, yw and the older ones). Worded apart from the data."""

from __future__ import annotations

from tests.readings import of, positive


def test_a_value_set_aside_for_now_is_taken_back() -> None:
    # "先别管" / "先别记" / "先放一边" after the value, "park" / "set aside" / "hold off on" before it
    assert of("finetune_method", "LoRA那个先别管了，还在比较。") == {("lora", True)}
    assert positive("task_type", "LoRA那个先别管了，还在比较。") == set()
    assert of("model_params_b", "34B那个先放一边吧，规模还没想好。") == {(34.0, True)}
    assert of("finetune_method", "Park the QLoRA idea, the method is open.") == {("qlora", True)}
    assert of("model_params_b", "Please set aside the 70B, we are rethinking it.") == {(70.0, True)}


def test_a_correction_with_more_than_one_lead_still_describes_the_cards() -> None:
    assert positive("owned_gpu_kind", "纠正一下，刚才写错了，卡是海光DCU，不是H800。") == {"domestic"}
    assert positive("owned_gpu_kind", "Sorry, correction: our cards are L20s, not A100s.") == {"gpu_48gb"}


def test_one_cluster_named_with_its_chip_is_counted_by_the_next_clause() -> None:
    message = "我们自己有一套L40S的训练集群，差不多160张卡。"
    assert positive("owned_gpus", message) == {160.0}
    assert positive("existing_hardware", message) == {"cluster"}
    assert positive("owned_gpus", "机房有一个H800的推理集群，大概有512张卡。") == {512.0}


def test_two_lacks_listed_are_not_a_negation_of_the_lack() -> None:
    message = "We have no machines, no GPUs and no ops staff."
    assert of("existing_hardware", message) == {("none", False)}
    assert of("ops_capacity", message) == {("none", False)}
    assert of("existing_hardware", "No servers and no GPUs at the moment.") == {("none", False)}


def test_nothing_gpu_wise_is_no_hardware() -> None:
    assert positive("existing_hardware", "At the moment we have nothing GPU-wise.") == {"none"}


def test_machines_with_a_chip_each_hold_one_card_each() -> None:
    message = "Our office has 5 desktops with RTX 4080 each."
    assert positive("owned_gpus", message) == {5.0}


def test_a_sized_cluster_said_without_an_article_is_a_cluster() -> None:
    assert positive("existing_hardware", "The institute has small cluster of 24 A100.") == {"cluster"}
    # Cantonese 細 (small)
    assert positive("existing_hardware", "我哋實驗室有個細cluster，24張L40S。") == {"cluster"}


def test_a_count_of_the_cards_a_correction_describes_is_theirs() -> None:
    message = "Correction: the GPUs are Ascend 910C, 72 of them, not A800s."
    assert positive("owned_gpus", message) == {72.0}
    assert positive("existing_hardware", message) == {"cluster"}


def test_machines_of_a_cluster_named_with_its_chip_are_counted_with_each_ones_cards() -> None:
    message = "我们有个10台服务器的A800集群，每台8卡。"
    assert positive("owned_gpus", message) == {80.0}
    assert positive("existing_hardware", "实验室有一个4台服务器的L20集群。") == {"cluster"}


def test_cards_scattered_over_machines_are_no_zero() -> None:
    message = "手头有6张A10和2张4090，零零散散插在几台机器上。"
    assert of("existing_hardware", message) == {("some", False)}
    assert positive("owned_gpus", message) == {8.0}


def test_an_emoji_ends_its_clause() -> None:
    message = "想跑个小模型玩玩，显卡一张都没有🤣 有什么建议吗？"
    assert positive("existing_hardware", message) == {"none"}


def test_a_size_said_not_final_is_not_taken() -> None:
    assert positive("model_params_b", "32B上下吧，不过还没拍板。") == set()
    assert positive("model_params_b", "Something like a 14B, but that's not decided yet.") == set()


def test_each_machines_cards_named_with_the_chip_after_them() -> None:
    message = "We have 3 server with 4 card L40S each."
    assert positive("owned_gpus", message) == {12.0}


def test_what_was_said_before_set_aside_a_few_clauses_later_is_ruled_out() -> None:
    message = "刚才说的数据不能出公司机房那条，我跟领导确认了，可以上云，撤回。"
    assert of("compliance", message) >= {("data_on_premises", True)}
    assert ("data_on_premises", False) not in of("compliance", message)
    assert of("model_params_b", "之前说的13B，我们内部再讨论讨论，还是收回吧。") == {(13.0, True)}


def test_a_task_named_and_taken_back_is_ruled_out() -> None:
    message = "我之前说的『增量预训练』先别记，是不是要从头训还没定。"
    assert of("task_type", message) == {("continued_training", True)}


def test_the_chip_of_a_cluster_said_with_a_hedge_in_a_later_clause() -> None:
    message = "实验室有一个小集群，多少张卡得问问管理员，好像都是L40S。"
    assert positive("owned_gpu_kind", message) == {"gpu_48gb"}


def test_a_sized_cluster_of_domestic_compute_is_counted_and_domestic() -> None:
    message = "所里已有一个2048卡的国产算力集群。"
    assert positive("owned_gpus", message) == {2048.0}
    assert positive("owned_gpu_kind", message) == {"domestic"}


def test_cards_of_a_planned_build_are_not_counted_as_theirs() -> None:
    message = "公司计划新建一个智算中心，规模大概1024张H20。现在有一个小集群，32张L40S。"
    assert positive("owned_gpus", message) == {32.0}
    assert positive("owned_gpu_kind", message) == {"gpu_48gb"}
    message = "We plan to buy a big system, about 256 H200s. Today we have a small cluster of 16 A100s."
    assert positive("owned_gpus", message) == {16.0}
    assert positive("existing_hardware", message) == {"cluster"}


def test_nobody_who_knows_the_machines_is_no_lack_of_them() -> None:
    message = "Our one IT person does printers and email; nobody here understands GPU servers."
    assert positive("existing_hardware", message) == set()
    assert positive("existing_hardware", "Nobody in the lab owns a GPU.") == {"none"}


def test_cards_of_each_node_then_the_nodes_counted_in_english() -> None:
    message = "Setup: 4 GPUs per server, 6 servers."
    assert positive("owned_gpus", message) == {24.0}


def test_facts_after_a_question_lead_and_a_colon_are_stated() -> None:
    message = "What do you recommend: we own 6 A10 cards and want to serve a 14B."
    assert positive("owned_gpus", message) == {6.0}
    assert positive("existing_hardware", message) == {"some"}
