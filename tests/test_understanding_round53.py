"""Classes fixed in NLU round 53 (the lead's part): written Cantonese, read as the Mandarin it says.
Each test uses other words than the data's (yk21, ym46), so the class is fixed rather than the sentence."""

from __future__ import annotations

from compute_advisor.rules.intake.amounts import fold
from tests.readings import of, positive


def test_cantonese_no_gpus_and_no_ops_staff_are_negations() -> None:
    message = "我哋公司冇GPU，亦冇專職運維。"
    assert positive("existing_hardware", message) == {"none"}
    # 冇 is "have no": the dedicated team is ruled out, not claimed.
    assert of("ops_capacity", message) == {("dedicated_team", True)}


def test_cantonese_nobody_who_can_run_gpus_is_no_ops() -> None:
    assert positive("ops_capacity", "IT部得兩個人，冇人識管GPU。") == {"none"}


def test_cantonese_machines_counted_with_bu() -> None:
    message = "我哋有四部伺服器，每部8張A100。"
    assert positive("owned_gpus", message) == {32}
    assert positive("existing_hardware", message) == {"some"}


def test_cantonese_rent_or_buy_either_way_is_either() -> None:
    assert positive("budget_model", "預算方面，買定租都得。") == {"either"}


def test_cantonese_not_and_in_read_for_compliance_and_training() -> None:
    message = "病人資料唔可以出院，我哋想喺自己機房微調個13B嘅模型。"
    assert positive("task_type", message) == {"fine_tuning"}
    assert positive("model_params_b", message) == {13}
    assert "data_on_premises" in positive("compliance", message)


def test_mandarin_words_cantonese_reuses_stay_mandarin() -> None:
    # Without a Cantonese word in the message, 都得 is "must" and 系 stays 系 (关系, 系统).
    text, _ = fold("数据都得留在国内，系统和部门的关系很复杂")
    assert text == "数据都得留在国内,系统和部门的关系很复杂"
    # In a Cantonese message the folded text keeps one character per character of the message.
    message = "我哋而家有兩部工作站"
    text, where = fold(message)
    assert text == "我们现在有两台工作站" and len(where) == len(message)


# -- who keeps the machines up, said in a clause of its own (rules/intake/upkeep.py) ---


def test_own_engineers_looking_after_machines_beside_their_work_is_limited() -> None:
    message = "厂里有两台8卡L40服务器，平时由质量部的三位工程师在本职工作之外顺带照看。"
    assert positive("ops_capacity", message) == {"limited"}


def test_taking_turns_or_the_sender_alone_is_limited() -> None:
    assert positive("ops_capacity", "实验室有一台DGX，我和师弟两个人轮流顾着。") == {"limited"}
    assert positive("ops_capacity", "办公室角落有一张4090，就我一个人折腾。") == {"limited"}
    assert positive("ops_capacity", "We have one 4-GPU box and I look after it myself.") == {"limited"}


def test_staff_on_the_machines_full_time_are_a_dedicated_team() -> None:
    assert positive("ops_capacity", "three engineers on infra full time, 32 H100s in our own cage") == {
        "dedicated_team"
    }


def test_someone_outside_running_the_machines_is_none() -> None:
    assert positive("ops_capacity", "服务器放在电信机房，那边的工程师帮我们管。") == {"none"}
    assert positive("ops_capacity", "四台昇腾服务器，是项目中标的集成商在帮我们运维。") == {"none"}
    message = "Our two GPU nodes are hosted and maintained by the university's central computing service."
    assert positive("ops_capacity", message) == {"none"}


def test_staff_named_then_said_not_to_know_the_cards_is_none() -> None:
    assert positive("ops_capacity", "技术人员有三个，都是做小程序的，没碰过GPU。") == {"none"}


def test_taiwan_word_for_ops_is_read() -> None:
    assert of("ops_capacity", "目前沒有專職維運人員。") == {("dedicated_team", True)}


def test_clauses_that_state_no_upkeep_read_nothing_new() -> None:
    # A wish not to run them, a department with nothing said of how, an earlier answer taken back,
    # a machine room that hosts them: no ops value from the clause.
    assert positive("ops_capacity", "我们有6台服务器，但不想自己管这些机器。") == set()
    assert positive("ops_capacity", "有两台A800，信息部负责服务器。") == set()
    assert positive("ops_capacity", "服务器都放在托管机房，一共5台。") == set()
    assert of("ops_capacity", "刚才说有专职运维那个不算，那是总部的人。") != {("dedicated_team", False)}
