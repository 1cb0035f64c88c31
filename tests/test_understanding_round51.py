"""Classes fixed in NLU round 51 (on the blind batch yk after its first run; the lead's fields: ops staff,
hardware, calls a day). Each test uses other words than the batch's."""

from __future__ import annotations

import pytest

from tests.readings import positive


@pytest.mark.parametrize(
    ("message", "option"),
    [
        ("Our IT folks are great but nobody does GPUs.", "none"),
        ("Ops would be contracted out to a managed-services provider.", "none"),
        ("We have an infra team, but they have no GPU experience.", "none"),
        ("Honestly it would be me, in the evenings.", "limited"),
        ("研发团队二十来个人，服务器平时是测试同学顺手维护。", "limited"),
        # one person full-time is limited (decided in stop 45; it was dedicated_team)
        ("机器两台，运维有一个人专门负责。", "limited"),
        ("A 4-person full-time platform crew looks after it.", "dedicated_team"),
        ("The cluster has a small team that runs it full-time.", "dedicated_team"),
    ],
)
def test_ops_capacity_round51(message: str, option: str) -> None:
    assert positive("ops_capacity", message) == {option}


@pytest.mark.parametrize(
    ("message", "cards", "kind"),
    [
        ("We still have an old desktop with a GTX 1080 Ti.", 1.0, "gpu_24gb"),
        ("Sorry, it's four nodes, not three - so 32 H100s in total.", 32.0, "gpu_80gb"),
    ],
)
def test_hardware_round51(message: str, cards: float, kind: str) -> None:
    assert positive("owned_gpus", message) == {cards}
    assert positive("owned_gpu_kind", message) == {kind}


@pytest.mark.parametrize(
    ("message", "calls"),
    [("上线后日均问答量预计八千条左右。", 8000.0), ("Daily requests ~3k once it's live.", 3000.0)],
)
def test_calls_a_day_round51(message: str, calls: float) -> None:
    assert positive("requests_per_day", message) == {calls}


# -- round 52 (on batch yl after its first run) ---


@pytest.mark.parametrize(
    ("message", "option"),
    [
        ("运维组3个人，全职。", "dedicated_team"),
        ("运维准备委托第三方公司承担。", "none"),
        ("本单位无服务器和相关技术人员。", "none"),
        ("ops through our managed services provider.", "none"),
        ("Our IT is run by an outsourced provider.", "none"),
        ("We'd want someone else to handle operations.", "none"),
        ("Frankly nobody here wants to be on call for servers.", "none"),
        ("I do all the ops myself.", "limited"),
        ("We have a dedicated research-computing group.", "dedicated_team"),
    ],
)
def test_ops_capacity_round52(message: str, option: str) -> None:
    assert positive("ops_capacity", message) == {option}


@pytest.mark.parametrize(("message", "cards"), [("We run two servers with 4 NVIDIA A100 each.", 8.0)])
def test_the_maker_before_the_chip(message: str, cards: float) -> None:
    assert positive("owned_gpus", message) == {cards}


def test_no_gpus_said_with_zero() -> None:
    assert positive("existing_hardware", "现在GPU zero，全靠云。") == {"none"}


def test_a_load_said_not_to_be_one_and_then_the_one() -> None:
    assert positive("requests_per_day", "更正一下：不是每天两千次，是每天两万次。") == {20000.0}
    assert positive("usage_pattern", "更正一下：不是每天两千次，是每天两万次。") == {"continuous"}
