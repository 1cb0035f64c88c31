"""Classes fixed in NLU round 56 (the lead's part, on batches yu and yt after their first runs): more ways of
saying who looks after the machines, read by rules/intake/upkeep.py and the Cantonese fold. Worded apart from
the data."""

from __future__ import annotations

from tests.readings import positive


def test_a_team_of_their_own_named_without_a_verb_is_dedicated() -> None:
    assert positive("ops_capacity", "机房有6台8卡A800，另外有专门的 infra 小组。") == {"dedicated_team"}
    # Cantonese: 嘅 for 的
    assert positive("ops_capacity", "我哋有三部L40S伺服器，IT有個專門嘅MLOps團隊。") == {"dedicated_team"}


def test_more_verbs_of_looking_after_machines() -> None:
    # 兼职管, 自己顾着, 修机器: people of their own, beside other work
    assert positive("ops_capacity", "实验室两台4卡服务器，有两个博士生兼职管。") == {"limited"}
    assert positive("ops_capacity", "一台双卡工作站放在办公室，CTO自己顾着。") == {"limited"}
    # Cantonese 兼職睇住 (looks after, part-time)
    assert positive("ops_capacity", "公司有一部4卡伺服器，得一個同事兼職睇住。") == {"limited"}


def test_who_said_in_a_short_clause_before_the_work() -> None:
    assert positive("ops_capacity", "运维嘛……就我一个，白天开发晚上修机器。") == {"limited"}


def test_staff_counted_before_other_work_to_balance() -> None:
    assert positive("ops_capacity", "没有GPU，技术科两个人，其他工作也得兼顾。") == {"limited"}


def test_the_sender_and_one_other_as_the_department() -> None:
    assert positive("ops_capacity", "我们是一所中学，技术组就我和另一位老师。") == {"limited"}


def test_a_person_who_looks_after_it_between_other_duties() -> None:
    message = "We run a single 8-GPU box and one engineer who looks after it between other duties."
    assert positive("ops_capacity", message) == {"limited"}


def test_someone_outside_runs_them() -> None:
    assert positive(
        "ops_capacity", "Our infrastructure is managed by an outside MSP; we have two L40S servers."
    ) == {"none"}
    # a contractor, part-time or not, is outside the team (the conventions; lm46)
    assert positive(
        "ops_capacity", "We have four A100s and a part-time contractor who helps with the servers."
    ) == {"none"}
    # Cantonese 外判 (outsourced)
    assert positive("ops_capacity", "我哋有兩部伺服器，運維係外判嘅。") == {"none"}


def test_nobody_for_it() -> None:
    assert positive("ops_capacity", "No hardware yet, and we don't have the people for it either.") == {
        "none"
    }
    # Cantonese 唔識搞呢啲嘢: the IT department cannot do this stuff
    assert positive("ops_capacity", "我哋冇GPU，IT部門唔識搞呢啲嘢。") == {"none"}
