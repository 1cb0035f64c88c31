"""Classes fixed in NLU round 65 (the lead's, on the ops misses of the first-message batches zw and zu after
their first runs): who keeps the machines up, read by rules/intake/upkeep.py, and a request for advice that
leaves the clause before it the sender's. Worded apart from the data."""

from __future__ import annotations

from tests.readings import positive


def test_staff_with_no_experience_of_the_cards_said_more_ways_is_none() -> None:
    for message in (
        "Our IT group is three people, none of whom have supported GPUs.",
        "We own no accelerators and our IT unit has no experience with them.",
        "There is a four-person IT team with no AI background.",
        "IT does our email and printers; nobody there has ever set up a GPU box.",
    ):
        assert positive("ops_capacity", message) == {"none"}, message


def test_nobody_of_theirs_for_the_machines_said_more_ways_is_none() -> None:
    for message in (
        "We're a design studio, no hardware people on staff.",
        "We run a storage team but no one with GPU experience.",
        "Buying servers is fine, but there is no one in-house to maintain them.",
        "An outside contractor does our IT.",
        "诊所没有电脑人员。",
        "仓库里也没人管电脑。",
        "我们五个人都写业务代码,没人做运维。",
        "大家都是做算法的,服务器这块没人能扛。",
    ):
        assert positive("ops_capacity", message) == {"none"}, message


def test_one_person_said_full_time_is_limited() -> None:
    for message in (
        "部门里有一个全职的运维同学负责服务器。",
        "机房有个同事专门管这几台服务器。",
        "We have one full-time SRE for the cluster.",
    ):
        assert positive("ops_capacity", message) == {"limited"}, message


def test_full_time_sres_with_a_verb_of_looking_after_are_dedicated() -> None:
    assert positive("ops_capacity", "我哋有三部GPU server,有三個full-time SRE睇住。") == {"dedicated_team"}


def test_a_request_for_advice_leaves_the_clause_before_it_the_senders() -> None:
    for message in (
        "我们没有显卡,信息科又不会弄这些,有什么建议?",
        "我哋冇GPU,IT又唔識搞呢啲,有冇建議?",
    ):
        assert positive("ops_capacity", message) == {"none"}, message
    # a question about a topic still asks of it: nothing said of the sender
    assert positive("ops_capacity", "运维外包靠谱吗?") == set()


def test_data_that_keeps_coming_in_said_in_bytes_is_continuous_use() -> None:
    for message in (
        "每天新增大概800GB监控视频,需要先做抽帧和标注。",
        "以后每周还会新增一两百G的质检图片,要清洗。",
        "We ingest about 2 TB of sensor logs a day and need them cleaned.",
    ):
        assert positive("usage_pattern", message) == {"continuous"}, message
    # a total with no rate is no use pattern
    assert positive("usage_pattern", "一共3TB日志要清洗。") == set()
