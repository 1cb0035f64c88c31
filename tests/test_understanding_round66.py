"""Classes fixed in NLU round 66 (the lead's, on the ops misses of the first-message batches uv and uw after
their first runs): who keeps the machines up, read by rules/intake/upkeep.py and the phrase data. Worded apart
from the data."""

from __future__ import annotations

from tests.readings import positive


def test_staff_with_no_experience_of_the_cards_said_more_ways_is_none() -> None:
    for message in (
        "Our sysadmins are four full-time people but none of them has AI experience.",
        "We have a three-person IT shop that's never touched a GPU.",
        "Our IT team is two people who run the ERP, none with any GPU experience.",
        "科里IT两个人,只会搞网络和打印机。",
    ):
        assert positive("ops_capacity", message) == {"none"}, message


def test_nobody_of_theirs_for_the_machines_said_more_ways_is_none() -> None:
    for message in (
        "We have no servers or technical staff.",
        "No GPUs, and no one in IT who would know how to run one.",
        "有两台A100服务器,运维外包。",
        "我们没有卡,也没有运维人力。",
    ):
        assert positive("ops_capacity", message) == {"none"}, message


def test_their_own_people_on_the_side_said_more_ways_are_limited() -> None:
    for message in (
        "Two A10 servers in the back office, maintained by our IT chap when he's got time.",
        "實驗室有四張A6000,平常是助理自己在顧。",
    ):
        assert positive("ops_capacity", message) == {"limited"}, message
    # the sender said after "no tech staff" is who does it
    assert positive("ops_capacity", "We have no GPUs or tech staff - just me on weekends.") == {"limited"}


def test_a_big_tech_team_said_to_have_no_full_time_ops_is_no_dedicated_team() -> None:
    message = "技术团队二十个人,但没有专职运维。"
    assert positive("ops_capacity", message) == set()
    assert positive("ops_capacity", "技术团队二十个人。") == {"dedicated_team"}
