"""Classes fixed in NLU round 59 (the lead's, on the ops misses of batch yy after its first run and of earlier
held-out batches): who keeps the machines up, read by rules/intake/upkeep.py, and a list of lacks ("no
servers and no GPUs") read as lacks. Worded apart from the data."""

from __future__ import annotations

from tests.readings import of, positive


def test_machines_kept_by_the_team_itself_with_no_separate_ops_are_limited() -> None:
    message = "Two 4090 boxes, looked after by the team itself; there's no separate ops."
    assert positive("ops_capacity", message) == {"limited"}
    # no separate ops alone rules a dedicated team out, no more
    assert positive("ops_capacity", "We have a server but no separate IT.") == set()
    assert of("ops_capacity", "We have a server but no separate IT.") == {("dedicated_team", True)}
    assert of("ops_capacity", "机房有台服务器，没有单独的运维。") == {("dedicated_team", True)}


def test_nobody_full_time_then_who_shares_it_is_limited() -> None:
    message = "No one on the team runs infra full time; three data engineers share it."
    assert positive("ops_capacity", message) == {"limited"}
    assert positive("ops_capacity", "没有人专职做运维，几个算法同学轮流管机器。") == {"limited"}


def test_no_ops_but_developers_do_it_on_the_side_is_limited() -> None:
    assert positive("ops_capacity", "服务器没有专门运维，都是研发顺手管") == {"limited"}
    # people hired for other work, said to do nothing of it, are still none
    assert positive("ops_capacity", "服务器没有专门运维，就三个做算法的同事") == {"none"}


def test_the_one_network_admin_who_never_touched_gpus_is_none() -> None:
    assert positive("ops_capacity", "运维就一个网管，服务器他也没管过。") == {"none"}


def test_it_staff_whose_work_is_other_it_are_none_unless_called_ops() -> None:
    assert positive("ops_capacity", "信息科三个人，全是做网站和OA的。") == {"none"}
    assert positive("ops_capacity", "运维有的，两个人，都是管网络的") == {"limited"}


def test_a_list_of_lacks_is_read_as_lacks() -> None:
    message = "We have no servers, no GPUs and no IT staff."
    assert positive("existing_hardware", message) == {"none"}
    assert positive("ops_capacity", message) == {"none"}
    assert positive("existing_hardware", "Honestly we own no laptops beyond our own and no GPUs.") == {"none"}
    # a lack said not to be so is still negated
    assert of("existing_hardware", "不是没有GPU，只是不够用。") == {("none", True)}


def test_an_operations_team_that_wants_something_is_a_business_unit() -> None:
    message = "Our operations team would like an assistant for maintenance manuals. We have no GPUs."
    assert positive("ops_capacity", message) == set()
    assert positive("ops_capacity", "Our operations team runs the servers.") == {"dedicated_team"}


def test_it_staff_who_do_not_know_the_models_are_none_unless_called_ops() -> None:
    assert positive("ops_capacity", "信息中心就三个网管，没人懂大模型。") == {"none"}
    # ops staff who do not know the models can still run the servers (round 32)
    assert positive("ops_capacity", "运维有一个兼职的，不过不懂大模型") == {"limited"}
