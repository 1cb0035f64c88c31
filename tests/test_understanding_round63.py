"""Classes fixed in NLU round 63 (the lead's, on the ops misses of the first-message batches wz and vw after
their first runs): who keeps the machines up, read by rules/intake/upkeep.py. Worded apart from the data."""

from __future__ import annotations

from tests.readings import positive


def test_a_team_of_their_own_for_hpc_or_sre_is_dedicated() -> None:
    for message in (
        "我们研究院有两套A800集群，有专职的HPC团队在管。",
        "Model is 13B. 512 GPUs of our own, full SRE and infra teams.",
        "We own 16 H100s; the servers are handled by the university's dedicated HPC ops.",
    ):
        assert positive("ops_capacity", message) == {"dedicated_team"}, message


def test_staff_that_never_ran_the_cards_said_more_ways_is_none() -> None:
    for message in (
        "诊所有一个IT同事兼职，但他不识GPU。",
        "机房那台旧服务器还在，技术同事都未掂过这东西。",
        "Our ops team is dedicated, but they're storage folks who've never run GPUs.",
        "We have no GPUs; it's two people who've never touched one.",
        "No accelerators yet, and our IT department wouldn't know where to start with them.",
        "Marketing agency in Lyon, we want to try a chatbot, no GPUs, no IT.",
    ):
        assert positive("ops_capacity", message) == {"none"}, message


def test_the_sender_alone_or_one_person_full_time_is_limited() -> None:
    for message in (
        "有台双卡4090的工作站，我自己兼admin。",
        "设计工作室，4张4090，运维一个人专职管。",
        "We've got two servers with L4s and one engineer who looks after them full-time.",
        "One desktop with an RTX 4070, and I handle everything myself.",
        "I have a single 3090 at home and I'm the only one running it.",
    ):
        assert positive("ops_capacity", message) == {"limited"}, message


def test_guards_of_the_new_readings() -> None:
    # "no IT" inside a longer clause, or a question, says nothing of who keeps machines up
    assert positive("ops_capacity", "Is there no IT requirement for a hosted GPU?") == set()
    # a person named as running a job, not the machines
    assert positive("ops_capacity", "I'm the only one who knows the data well.") == set()
    # staff who run "everything else" too are on the side, not the sender doing it all
    assert positive("ops_capacity", "We have two infra engineers who also handle everything else in IT.") == {
        "limited"
    }
