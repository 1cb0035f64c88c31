"""Classes fixed in NLU round 57, part c (hardware, model size, corrections and withdrawals, on batch ys after
its first run and the held-out misses of those fields). Worded apart from the data."""

from __future__ import annotations

from tests.readings import of, positive


def test_one_card_said_before_the_chip() -> None:
    # 单卡 before the chip: one card in each machine.
    message = "车间里就一台单卡3090的主机，平时质检组自己看着。"
    assert positive("owned_gpus", message) == {1.0}
    assert positive("owned_gpu_kind", message) == {"gpu_24gb"}
    assert positive("owned_gpus", "机房有两台单卡A10的服务器。") == {2.0}


def test_one_machine_with_the_one_left_out_counts_once() -> None:
    # "有台…工作站": the count under two phrases (台, 工作站) is one card, not two.
    assert positive("owned_gpus", "我们实验室有台L40S工作站，学生自己在用。") == {1.0}


def test_chips_named_as_theirs_then_how_many_and_where() -> None:
    message = "They're Ascend 910C cards, 16 of them across two servers."
    assert positive("owned_gpus", message) == {16.0}
    assert positive("owned_gpu_kind", message) == {"domestic"}
    assert positive("owned_gpus", "We have L20s, 4 of them in a single box.") == {4.0}
    assert positive("owned_gpus", "Hardware: I said T4s, but they're actually L4s, 6 of them.") == {6.0}


def test_a_size_after_a_private_deployment_is_read() -> None:
    message = "Looking at an on-prem deployment of a 32B model for our lawyers."
    assert positive("model_params_b", message) == {32.0}


def test_a_size_another_party_claims_to_support_is_none_of_theirs() -> None:
    assert positive("model_params_b", "某厂商说能支持千亿级参数的模型，这个说法靠谱吗？") == set()
    message = "That provider says its platform supports 2T-parameter models. How do we check?"
    assert positive("model_params_b", message) == set()


def test_a_value_called_wrong_then_the_right_one_bare() -> None:
    message = "刚才那个八百亿token是错的，实际是八十亿。"
    assert of("dataset_tokens_b", message) == {(8.0, False)}
    assert positive("model_params_b", message) == set()


def test_a_quoted_value_scratched_gives_way_to_the_one_said_after() -> None:
    message = "Scratch 'continuous': it's a one-off job for this semester, then it stops."
    assert of("usage_pattern", message) == {("project", False)}


def test_going_live_as_when_something_is_known_is_no_task() -> None:
    assert positive("task_type", "那个日调用五万次先别算，等上线以后再看。") == set()


def test_a_size_opening_its_clause_then_said_undecided() -> None:
    assert positive("model_params_b", "34B上下吧，但还没定。") == set()
    assert positive("model_params_b", "14B，具体还没定。") == set()


def test_guards() -> None:
    # a server named with its chip and no count of cards still gives none
    assert positive("owned_gpus", "机房有台旧的V100服务器。") == set()
    # a size said by the sender is theirs
    assert positive("model_params_b", "老板说要做一个70B参数的模型。") == {70.0}


def test_that_one_machine_named_with_its_chip() -> None:
    # 那台/这台 before a machine with its chip: one machine, one card.
    message = "显卡就仓库里那台带4070的主机。"
    assert positive("owned_gpus", message) == {1.0}
    assert positive("existing_hardware", message) == {"some"}


def test_the_card_of_a_computer_named() -> None:
    message = "老板那台笔记本是4060，别的没有了。"
    assert positive("owned_gpu_kind", message) == {"gpu_24gb"}
    assert positive("owned_gpus", message) == {1.0}


def test_cards_referred_back_are_of_the_chip_not_ruled_out() -> None:
    message = "更正一下，显卡是T4，不是A800，总共6张。"
    assert positive("owned_gpu_kind", message) == {"gpu_24gb"}
    assert positive("owned_gpus", message) == {6.0}
