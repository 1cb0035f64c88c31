"""Classes fixed in NLU round 61 (the lead's, on the ops misses of the first-message batches xw and xv after
their first runs): who keeps the machines up, read by rules/intake/upkeep.py. Worded apart from the data."""

from __future__ import annotations

from tests.readings import of, positive


def test_dedicated_staff_who_never_ran_the_cards_are_none() -> None:
    # the staff named first, then "never", "no experience of" or "only ordinary servers", however said
    assert positive("ops_capacity", "中心有三名专职运维，但只懂传统服务器。") == {"none"}
    assert positive("ops_capacity", "机房有专责的维运同仁，不过没有GPU的经验。") == {"none"}
    assert positive("ops_capacity", "运维科有专职人员，对昇腾的训练框架基本没经验。") == {"none"}
    message = "信息处有两个专门的人，但他们只管内网，从来没弄过AI服务器。"
    assert positive("ops_capacity", message) == {"none"}


def test_english_staff_who_never_ran_the_cards_are_none() -> None:
    for message in (
        "Our ops team is dedicated, but they have not worked on GPU machines yet.",
        "We have a dedicated IT group of 4; they run the ERP servers but never GPUs.",
        "Two IT staff here, none GPU-savvy.",
        "The IT team is four people, none of whom has touched a GPU.",
        "One technician keeps the studio kit going and knows nothing about servers.",
    ):
        assert positive("ops_capacity", message) == {"none"}, message


def test_a_past_project_without_ai_says_nothing_of_ops() -> None:
    # no staff named: the team's past work is not who runs the machines
    assert positive("ops_capacity", "我们之前没做过AI项目，想先试试。") == set()


def test_nobody_technical_or_no_engineers_is_none() -> None:
    for message in (
        "我们工作室没人懂技术，想找个现成的方案。",
        "公司完全没有工程师，数据都在网盘里。",
        "店里冇IT，想搞個客服機械人。",
        "Nobody here is technical, so it has to be simple.",
        "We have no GPU hardware and nobody here who'd know what to do with one.",
        "We don't have any servers or anyone to run them.",
        "We've no in-house tech team at all.",
    ):
        assert positive("ops_capacity", message) == {"none"}, message


def test_someone_outside_keeping_the_machines_up_is_none() -> None:
    for message in (
        "公司IT全部外判。",
        "电脑平时都是外包公司在顾。",
        "有问题都是叫个外面的师傅来修。",
        "运维是外面一家公司派驻的工程师。",
        "那台服务器是设备厂商送的，由他们派人维护。",
        "Our PCs are looked after by an outside company.",
        "The scanner vendor maintains the box.",
        "No spare hands internally, so an outside firm would need to run it.",
    ):
        assert positive("ops_capacity", message) == {"none"}, message


def test_one_person_on_the_side_is_limited() -> None:
    for message in (
        "诊所只有一位兼任的信息人员。",
        "两台4090的台式机，平时都是我自己兼职搞下。",
        "公司没IT，机器都是我自己兼着弄。",
        "We have one server with two L4s that our only admin manages along with everything else.",
        "Our office-manager-cum-IT guy keeps the workstation running.",
        "Nobody really does IT here except me on Saturdays.",
    ):
        assert positive("ops_capacity", message) == {"limited"}, message


def test_a_staff_count_then_nobody_who_can_run_servers_is_none() -> None:
    # "全职" counts the staff, not ops staff: nobody of them can run the machines
    assert positive("ops_capacity", "协会就四个全职，没人会弄服务器。") == {"none"}


def test_a_dedicated_team_said_many_ways() -> None:
    for message in (
        "所里计算中心有专职人员。",
        "我们有专门的集群团队负责日常。",
        "集团有专职的云平台SRE。",
        "组里有3个MLOps专职。",
        "The bank has a dedicated data centre operations unit.",
    ):
        assert positive("ops_capacity", message) == {"dedicated_team"}, message


def test_no_specialist_teacher_rules_a_dedicated_team_out() -> None:
    assert of("ops_capacity", "学校也没有专门的电教老师。") == {("dedicated_team", True)}
    message = "Nobody is an admin really, we just use the machine."
    assert of("ops_capacity", message) == {("dedicated_team", True)}


def test_machines_with_their_chip_before_the_cards_of_each_are_counted() -> None:
    # the chip named before "八卡" (tx04 relabelled by line 95 of the conventions)
    assert positive("owned_gpus", "机房里有三台H20八卡服务器。") == {24}
    assert positive("owned_gpus", "我们有2台A800 8卡的机器。") == {16}
