"""Classes fixed in NLU round 49 (on the blind batch yj after its first run; the lead's fields: ops staff,
hardware, calls a day). Each test uses other words than the batch's, so the class is fixed rather than the
sentence."""

from __future__ import annotations

import pytest

from tests.readings import positive


@pytest.mark.parametrize(
    ("message", "option"),
    [
        # nobody there who runs, or will run, the machines
        ("科室技术人员从未碰过GPU服务器。", "none"),
        ("全部信息化工作由外包服务商负责。", "none"),
        ("那台一体机平时是厂商远程维护的。", "none"),
        ("系里的技术员只会管办公室的电脑。", "none"),
        ("Our ops team runs the ERP; nobody there has ever touched AI hardware.", "none"),
        ("Our IT people said they won't babysit GPU boxes.", "none"),
        ("My team does desktops and networking and we've never run ML servers.", "none"),
        ("IT is handled by the county's shared services agency.", "none"),
        ("The boxes are maintained by the vendor's technicians.", "none"),
        # one or two people beside their own work
        ("平时是测试组的小李顺手管着。", "limited"),
        ("服务器是我们技术总监自己在维护。", "limited"),
        ("运维就两个devops，平时也做开发。", "limited"),
        ("The closest thing we have to an IT person is our office manager.", "limited"),
        ("There's nobody technical besides me.", "limited"),
        ("The workstation is maintained by me when I have a spare hour.", "limited"),
        ("Our founders handle the infra alongside sales.", "limited"),
        ("Our 3 data guys run them on top of their day jobs.", "limited"),
        ("We rely on two part-timers for the servers.", "limited"),
        # a team whose job it is
        ("We employ 3 full-time platform engineers.", "dedicated_team"),
    ],
)
def test_ops_capacity_in_yet_more_words(message: str, option: str) -> None:
    assert positive("ops_capacity", message) == {option}


def test_a_team_that_never_touched_ai_hardware_is_none_not_a_team() -> None:
    message = "Our infrastructure team is busy with the website; nobody there has ever touched AI hardware."
    assert positive("ops_capacity", message) == {"none"}


def test_a_server_with_its_cards_said_with_w_slash() -> None:
    assert positive("owned_gpus", "we've got 1 box w/ 4x L40S") == {4.0}


@pytest.mark.parametrize(
    ("message", "calls"),
    [
        ("我们部署自己微调的7B做票据识别服务，日均识别发票约五千张。", 5000.0),
        ("We serve our own fine-tuned 8B that drafts about 1,200 letters a day.", 1200.0),
    ],
)
def test_items_a_served_model_handles_a_day(message: str, calls: float) -> None:
    assert positive("requests_per_day", message) == {calls}


def test_no_gpu_set_up_is_no_hardware() -> None:
    assert positive("existing_hardware", "本单位尚未配备任何GPU设备。") == {"none"}


def test_a_figure_given_before_set_aside() -> None:
    from tests.readings import values

    got = values("Please disregard the 10-day training window I quoted.")
    assert ("training_days", 10.0, True) in got
    assert ("training_days", 10.0, False) not in got


def test_a_daily_load_set_aside() -> None:
    from tests.readings import values

    got = values("之前说的一天五万次的调用量先别算进去，那是瞎估的。")
    assert ("requests_per_day", 50000.0, True) in got
    assert not any(q in ("requests_per_day", "usage_pattern") and not n for q, _, n in got)


@pytest.mark.parametrize(
    "message",
    [
        "Correction: the server has four cards, not two - and they're L40S, not A10s.",
        "We own 6 GPUs, and they're L40S.",
    ],
)
def test_the_chips_said_after_a_count_with_and_theyre(message: str) -> None:
    assert positive("owned_gpu_kind", message) == {"gpu_48gb"}


@pytest.mark.parametrize(
    ("message", "cards"),
    [
        ("Could we run a 14B on 4 L40S? That's all we have.", 4.0),
        ("Is one A10 enough to serve a 3B model? We already have that card.", 1.0),
    ],
)
def test_hardware_in_a_question_said_theirs_in_the_next_sentence(message: str, cards: float) -> None:
    assert positive("owned_gpus", message) == {cards}


def test_hardware_in_a_question_rented_is_not_theirs() -> None:
    assert positive("existing_hardware", "Can we train on 64 H100s? We'd rent them.") == set()


def test_the_chip_said_after_the_cards() -> None:
    message = "一台，4卡的昇腾910B"
    assert positive("owned_gpu_kind", message) == {"domestic"}
    assert positive("compliance", message) == set()
