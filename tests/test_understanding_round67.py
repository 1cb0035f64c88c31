"""Classes fixed in NLU round 67 (the lead's, on the ops misses of the first-message batches vu, wu and xu
after their first runs): who keeps the machines up, read by rules/intake/upkeep.py and the phrase data.
Worded apart from the data."""

from __future__ import annotations

from tests.readings import of, positive


def test_staff_with_no_experience_of_the_cards_said_more_ways_is_none() -> None:
    for message in (
        "信息组三个人，没有人有GPU服务器的经验。",
        "公司没有显卡，技术部没有人有相关经验。",
        "We have two servers and an IT group that does phones and storage, nobody with AI experience.",
        "Our IT office doesn't run GPUs.",
        "We have a couple of sysadmins who've never dealt with ML workloads.",
    ):
        assert positive("ops_capacity", message) == {"none"}, message


def test_nobody_of_theirs_or_someone_outside_said_more_ways_is_none() -> None:
    for message in (
        "我们没卡,也没人懂运维。",
        "有两台工作站,IT外判咗。",
        "We rely on an outside IT partner for infrastructure.",
    ):
        assert positive("ops_capacity", message) == {"none"}, message


def test_no_dedicated_ops_said_in_english_rules_a_team_out() -> None:
    assert of("ops_capacity", "Design agency, 9 people, no dedicated infra, renting is fine.") == {
        ("dedicated_team", True)
    }


def test_themselves_doing_it_and_a_data_centre_team_said_more_ways() -> None:
    assert positive("ops_capacity", "一台3090自己折腾,够不够?") == {"limited"}
    assert positive("ops_capacity", "Our bank has a dedicated data-centre team.") == {"dedicated_team"}


def test_no_full_time_ops_before_a_hosted_platform_is_no_outside_operator() -> None:
    # 托管平台 is where they would run the job, not who looks after their machines
    assert positive("ops_capacity", "我们没有专职运维,想先在托管平台上试一下。") == set()
