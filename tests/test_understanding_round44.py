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
