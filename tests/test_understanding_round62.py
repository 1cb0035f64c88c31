"""Classes fixed in NLU round 62 (the lead's, on the ops misses of the first-message batch vz after its first
run): who keeps the machines up, read by rules/intake/upkeep.py. Worded apart from the data."""

from __future__ import annotations

from tests.readings import of, positive


def test_no_dedicated_ops_then_engineers_doing_it_themselves_is_limited() -> None:
    message = "工作室没有GPU，也没有专门的运维，都是开发同学自己搞。"
    assert positive("ops_capacity", message) == {"limited"}


def test_busy_ops_colleagues_say_nothing_of_how() -> None:
    # 运维 names the colleagues here, not the work: no reading from "同学" alone
    assert positive("ops_capacity", "运维同学最近都很忙，别给他们添麻烦。") == set()


def test_nobody_who_knows_the_cards_or_ever_did_ops_is_none() -> None:
    for message in (
        "IT部淨係識搞網絡，冇人識GPU。",
        "研发团队四个人，没人做过运维。",
        "Our tech staff are network admins without AI experience.",
        "We have a three-person IT team who only handle laptops and can't run GPU servers.",
        "None of us are techy.",
        "We only have laptops and no technician.",
    ):
        assert positive("ops_capacity", message) == {"none"}, message


def test_someone_outside_said_two_more_ways_is_none() -> None:
    assert positive("ops_capacity", "我们唯一的运维是外包来的顾问。") == {"none"}
    assert positive("ops_capacity", "厂里有一家软件公司负责运维，我们自己不管机器。") == {"none"}


def test_staff_with_a_desk_for_it_that_never_ran_ai_servers_is_none() -> None:
    assert positive("ops_capacity", "科技部有专人管机房，从来没接触过AI服务器。") == {"none"}


def test_half_time_it_is_limited() -> None:
    assert positive("ops_capacity", "公司得一个IT同事半职看着啲server。") == {"limited"}


def test_full_time_infra_engineers_and_a_server_team_are_dedicated() -> None:
    assert positive("ops_capacity", "实验室有三个full-time的infra engineer。") == {"dedicated_team"}
    message = "The county's IT department has a dedicated server team."
    assert positive("ops_capacity", message) == {"dedicated_team"}


def test_terse_and_cantonese_ops_said_more_ways() -> None:
    assert positive("ops_capacity", "推理服务 自己有L40S两台 infra团队专职 够不够") == {"dedicated_team"}
    assert positive("ops_capacity", "IT得三個人，全部未掂過GPU server。") == {"none"}
    assert positive("ops_capacity", "小学 想做作业批改 没卡 没人懂 预算走采购") == {"none"}


def test_a_contractor_or_network_admins_only_are_none() -> None:
    assert positive("ops_capacity", "A part-time consultant handles our IT.") == {"none"}
    assert positive("ops_capacity", "我们没有GPU，信息科只有一个网管。") == {"none"}


def test_one_full_time_ops_person_is_limited() -> None:
    # decided in stop 45 (the labelling conventions): one person, whatever the title, is limited; a team stays
    # dedicated
    for message in (
        "实验室还有一位专职的运维工程师。",
        "公司有个IT小哥专职管这几台服务器。",
        "运维就一个人专门负责。",
        "We have one full-time sysadmin for the cluster.",
    ):
        assert positive("ops_capacity", message) == {"limited"}, message
    assert positive("ops_capacity", "运维有一个专职的小组。") == {"dedicated_team"}


def test_a_head_count_beside_no_dedicated_ops_rules_a_team_out_only() -> None:
    # decided in stop 45 (the labelling conventions): a head count names no one who does it
    for message in (
        "研究组七八个人，没有专职运维。",
        "团队里没有专门做运维的。",
        "初创公司12个人，没有专职infra。",
        "Our analytics group (5 people, no dedicated ops) wants to try this.",
    ):
        assert of("ops_capacity", message) == {("dedicated_team", True)}, message
    assert positive("ops_capacity", "没有专门做运维的，都是开发兼着管。") == {"limited"}


def test_a_cloud_of_the_country_allowed_with_no_verb_rules_on_premises_out() -> None:
    # da43 relabelled by line 79 of the conventions, as yd27
    message = "日志不能出境，境内公有云可以。"
    assert of("compliance", message) == {("data_in_country", False), ("data_on_premises", True)}
    assert of("compliance", "国内公有云可以吗？") == set()
