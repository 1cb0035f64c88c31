"""Classes fixed in NLU round 44 (first part, before the fresh blind batches yf and yg were read):
misreads kept on record from earlier batches. Each test uses other words than those batches', so the
class is fixed rather than the sentence."""

from __future__ import annotations

import pytest

from compute_advisor.rules.intake.understanding import load_understanding
from tests.readings import positive as _positive
from tests.readings import values

# -- the people who run hardware, named by it, are no hardware ---


@pytest.mark.parametrize(
    "message",
    [
        "我们有集群运维团队，三个人",
        "公司有专门的集群管理员",
        "We have a cluster admin who handles everything.",
    ],
)
def test_a_team_named_by_the_hardware_it_runs_is_no_hardware(message: str) -> None:
    assert _positive("existing_hardware", message) == set()


def test_the_team_named_after_a_count_of_cards_leaves_the_count() -> None:
    found = values("公司自建了一个集群，256张A100，另外有专门的集群运维团队。")
    assert ("existing_hardware", "cluster", False) in found
    assert ("owned_gpus", 256.0, False) in found
    assert ("ops_capacity", "dedicated_team", False) in found


def test_a_cluster_followed_by_its_team_in_another_clause_is_still_theirs() -> None:
    assert _positive("existing_hardware", "我们有集群，运维组三个人") == {"cluster"}


def test_a_count_on_the_next_line_after_a_list_label_is_still_read() -> None:
    # "hw: 1x A10\nops: ..." : the next line's label is no team named by the hardware.
    found = values("hw: 2x A10\nops: one part-timer")
    assert ("existing_hardware", "some", False) in found and ("owned_gpus", 2.0, False) in found


# -- a chip ruled out is none of theirs; cards described in other words ---


@pytest.mark.parametrize(
    ("message", "kind"),
    [
        ("卡不是H800，是L40S", "gpu_48gb"),
        ("刚才写错了，卡是A10不是A100", "gpu_24gb"),
        ("手头的卡是910B", "domestic"),
        ("显卡型号是A6000", "gpu_48gb"),
        ("Correction: the GPUs are A10s, not A100s.", "gpu_24gb"),
    ],
)
def test_cards_described_take_the_chip_not_ruled_out(message: str, kind: str) -> None:
    assert _positive("owned_gpu_kind", message) == {kind}


def test_a_reply_naming_a_chip_ruled_out_and_the_one_meant_gives_the_one_meant() -> None:
    assert load_understanding().chip_kind("不是4090，是A6000") == "gpu_48gb"
    assert load_understanding().chip_kind("4090还是A6000") is None  # two chips, neither ruled out


def test_the_chip_said_after_a_count_of_cards_is_what_they_are() -> None:
    found = values("我们有24张卡，是L20")
    assert ("owned_gpus", 24.0, False) in found and ("owned_gpu_kind", "gpu_48gb", False) in found
    assert _positive("owned_gpu_kind", "我们有24张卡，是前年买的") == set()


def test_cards_named_beside_one_ruled_out_keep_their_class() -> None:
    found = values("我们有4张A6000，不是A100")
    assert ("owned_gpus", 4.0, False) in found and ("owned_gpu_kind", "gpu_48gb", False) in found


# -- what the service runs on today is theirs ---


@pytest.mark.parametrize(
    ("message", "count"),
    [
        ("Today it runs on 12 servers with 4 A10s each.", 48.0),
        ("It's running on two boxes with 8 L4s each.", 16.0),
        ("目前跑在三台8卡A800服务器上", 24.0),
    ],
)
def test_what_the_service_runs_on_today_is_counted(message: str, count: float) -> None:
    assert _positive("owned_gpus", message) == {count}


@pytest.mark.parametrize(
    "message",
    ["Would it run on 8 H100s?", "We want it to run on 4 A100s.", "A 70B model runs on 2 H100s, right?"],
)
def test_what_a_model_would_run_on_is_not_owned(message: str) -> None:
    assert _positive("owned_gpus", message) == set()
    assert _positive("existing_hardware", message) == set()


# -- second part (after batch yf's first run): ops staff said in other words ---


@pytest.mark.parametrize(
    "message", ["有三名专职的平台工程师", "机房配了两位全职的运维", "集群的事infra专职在管"]
)
def test_people_whose_job_it_is_counted_or_named_are_a_dedicated_team(message: str) -> None:
    assert _positive("ops_capacity", message) == {"dedicated_team"}


@pytest.mark.parametrize(
    "message",
    [
        "两台旧服务器，我们自己瞎折腾",
        "One of our data scientists keeps the box running.",
        "A lab technician looks after the machines alongside her other duties.",
    ],
)
def test_someone_whose_job_is_another_keeps_the_machines_up(message: str) -> None:
    assert _positive("ops_capacity", message) == {"limited"}


def test_tinkering_with_a_model_is_no_ops() -> None:
    assert _positive("ops_capacity", "想自己折腾一下开源模型") == set()


def test_nobody_but_people_who_never_ran_gpus_is_nobody_to_run_them() -> None:
    found = values("No one technical except two office IT staff who have never managed GPU servers.")
    assert ("ops_capacity", "none", False) in found and ("ops_capacity", "none", True) not in found


# -- counts and amounts said again, or in place of one ruled out ---


@pytest.mark.parametrize("message", ["卡是A10，数量还是32张", "型号是L40S，卡数是8张"])
def test_a_count_said_as_the_number_of_the_cards_described(message: str) -> None:
    assert _positive("owned_gpus", message) in ({32.0}, {8.0})
    assert _positive("existing_hardware", message) == {"some"}


@pytest.mark.parametrize(
    ("message", "question", "value"),
    [
        ("语料不是80亿token，是800亿", "dataset_tokens_b", 80.0),
        ("The data isn't 2B tokens, it's 20B.", "dataset_tokens_b", 20.0),
        ("每轮不是5天，是7", "training_days", 7.0),
    ],
)
def test_a_bare_amount_after_one_ruled_out_is_in_its_unit(message: str, question: str, value: float) -> None:
    assert _positive(question, message) == {value}
    assert _positive("model_params_b", message) == set()


def test_a_count_of_cards_corrects_a_count_of_machines() -> None:
    assert _positive("owned_gpus", "Earlier I said 4 servers. It's actually 4 GPUs in one server.") == {4.0}


# -- a card's memory is no data; a reply naming chips only ---


@pytest.mark.parametrize("message", ["L40S，48G的", "H100 80GB", "4090 (24G)"])
def test_the_memory_said_after_a_chip_is_no_data(message: str) -> None:
    assert _positive("data_scale", message) == set()


@pytest.mark.parametrize(
    ("message", "kind"), [("L40S，48G的", "gpu_48gb"), ("H100s", "gpu_80gb"), ("RTX 3090", "gpu_24gb")]
)
def test_a_reply_naming_only_chips_gives_their_class(message: str, kind: str) -> None:
    assert _positive("owned_gpu_kind", message) == {kind}


def test_data_said_in_gigabytes_beside_no_chip_is_still_data() -> None:
    assert _positive("data_scale", "L40S都有了，数据大概30G") == {"small"}
    assert _positive("owned_gpu_kind", "国产芯片") == set()  # a rule asked for, no cards described


# -- the chips said after a correction are the ones meant ---


@pytest.mark.parametrize(
    ("message", "kind"),
    [("4张H100，说错了，是4张A10", "gpu_24gb"), ("Two A100 servers, no wait, two L40S servers", "gpu_48gb")],
)
def test_the_chip_named_after_a_correction_is_the_class(message: str, kind: str) -> None:
    assert _positive("owned_gpu_kind", message) == {kind}


def test_a_correction_of_something_else_keeps_the_chip() -> None:
    assert _positive("owned_gpu_kind", "我们有8张A100，不对，数据是50G") == {"gpu_80gb"}
