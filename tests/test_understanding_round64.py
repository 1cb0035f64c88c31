"""Classes fixed in NLU round 64 (the lead's, on the ops misses of the first-message batches wv, uz and zv
after their first runs): who keeps the machines up, read by rules/intake/upkeep.py.
Worded apart from the data."""

from __future__ import annotations

from tests.readings import positive


def test_staff_that_never_ran_the_cards_said_more_ways_is_none() -> None:
    for message in (
        "技术部有个运维组专门负责机房,但没整过GPU。",
        "我们有一支二十人的运维团队,不过他们一直管的是网络和存储,GPU还是第一次接触。",
        "公司IT就一个同事,负责电脑网络这些,服务器这块他完全没经验。",
        "档案馆信息科五个人都不懂AI。",
        "研究所信息室四个人,没有人有AI经验。",
        "Our IT team is busy and nobody there has ever looked after a GPU.",
        "Our ops people are full-time, but they've only ever run VMware and databases, never GPUs.",
        "Our infra team is four people, they know Linux and networks, not AI servers.",
    ):
        assert positive("ops_capacity", message) == {"none"}, message


def test_nobody_for_the_machines_or_someone_outside_said_more_ways_is_none() -> None:
    for message in (
        "我们没有GPU,也没人顾机器。",
        "店里没人识整server。",
        "We have no GPUs and our contractor handles all IT operations.",
        "Maintenance will be done by an approved vendor.",
        "Our IT shop is tiny, there's no one free to babysit servers.",
        "No GPUs yet, and nobody here knows this stuff.",
        "Our IT bloke is a contractor who comes in on Fridays.",
    ):
        assert positive("ops_capacity", message) == {"none"}, message


def test_a_team_whose_work_the_machines_are_is_dedicated() -> None:
    for message in (
        "学院有一个A100集群,由网络中心的专职团队运营。",
        "We have 4 servers with A10s in our lab which our sysadmin team is handling full time.",
        "There is a shared cluster with 64 V100s that the central IT team runs.",
        "Our campus cluster has 200 A100s and our HPC staff (6 FTEs) run it.",
    ):
        assert positive("ops_capacity", message) == {"dedicated_team"}, message


def test_one_person_or_their_own_people_on_the_side_is_limited() -> None:
    for message in (
        "有4张4090,自己人顾。",
        "我们组就我一个人懂点技术,机器也是我在弄。",
        "我们 ops 就我一个人,手上两张A10。",
        "IT部有一个专职负责服务器的同事。",
        "财政局信息科有兼职的系统管理员一名。",
        "我们有4张A100,一位SRE兼着管。",
        "没有专人管机器,都是研究生自己来。",
        "Two servers with L40S cards, looked after by one sysadmin who splits his time with other systems.",
        "There's a workstation with two A6000s that my postdoc keeps alive.",
        "Three desktops with RTX 4080s, maintained by whoever uses them.",
        "32 A100s across four servers, no dedicated ops team, the research engineers cover it.",
        "团队都是算法,没有专门做infra的,之前上线都是后端同学顺手搞的。",
    ):
        assert positive("ops_capacity", message) == {"limited"}, message


def test_a_way_to_pay_asked_about_is_their_plan() -> None:
    # the labelling conventions (stop 46): a way to pay asked about as theirs is their plan, as any fact
    # inside a question; two ways compared state none
    for message in ("我们想先做个POC，按量付费行吗？", "用托管平台按卡时租合适吗", "按小时计费可以吗？"):
        assert positive("budget_model", message) == {"opex"}, message
    assert positive("budget_model", "按月租还是一次性买断，哪个合适？") == set()


def test_guards_of_the_new_readings() -> None:
    # what was said before and is taken back still reads nothing new
    assert positive("ops_capacity", "之前说有专职运维,那个不算。") != {"dedicated_team"}
    # a team that runs a job, not the machines
    assert positive("ops_capacity", "We want to run it on a rented cluster.") == set()
    # a central IT agency outside the team is someone outside, not a team of their own
    assert positive(
        "ops_capacity", "We own no GPUs. Our IT is handled by the city's central IT agency, not by us."
    ) == {"none"}
