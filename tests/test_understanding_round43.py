"""Classes fixed in NLU round 43: wrong values read in the fresh blind batches yd and ye
(bench/data/utterances.yaml), and misses of the ops staff. Each test uses other words than the batches',
so the class is fixed rather than the sentence."""

from __future__ import annotations

import pytest

from tests.readings import of
from tests.readings import positive as _positive

# -- a count a day of things is no run of one day; a wait in a queue is no run ---


@pytest.mark.parametrize(
    "message",
    ["Maybe a couple hundred invoices a day go through it.", "We answer several thousand emails a day."],
)
def test_things_counted_a_day_are_no_run_of_a_day(message: str) -> None:
    assert _positive("training_days", message) == set()


def test_a_run_of_a_day_is_still_read() -> None:
    assert _positive("training_days", "Each training run takes a day.") == {1}


@pytest.mark.parametrize(
    "message", ["集群要排队，一般得等四五天才轮到", "Jobs often queue for 3 days on the campus cluster."]
)
def test_a_wait_in_the_queue_is_no_run(message: str) -> None:
    assert _positive("training_days", message) == set()


# -- what was said, taken back ---


@pytest.mark.parametrize(
    ("message", "question", "value"),
    [
        ("数据不能出境那条先撤回", "compliance", "data_in_country"),
        ("运维外包那句收回吧", "ops_capacity", "none"),
    ],
)
def test_a_statement_taken_back(message: str, question: str, value: str) -> None:
    assert (value, True) in of(question, message)
    assert value not in _positive(question, message)


# -- their cards described: a kind, no rule on chips ---


@pytest.mark.parametrize(
    ("message", "kind"), [("我们的卡都是昇腾的", "domestic"), ("卡的型号是L40S", "gpu_48gb")]
)
def test_their_cards_described_name_the_kind(message: str, kind: str) -> None:
    assert _positive("owned_gpu_kind", message) == {kind}
    assert _positive("compliance", message) == set()


# -- ops: staff named, then that they cannot run the cards ---


@pytest.mark.parametrize(
    "message",
    [
        "IT部门有三个人，可是完全不懂GPU",
        "Our ops team of two has never touched a GPU.",
        "One sysadmin, part-time, with no GPU experience at all.",
    ],
)
def test_staff_who_cannot_run_the_cards(message: str) -> None:
    assert _positive("ops_capacity", message) == {"none"}


def test_part_time_staff_alone_are_limited() -> None:
    assert _positive("ops_capacity", "We have one sysadmin, part-time.") == {"limited"}


# -- the memory of a card is no data size ---


@pytest.mark.parametrize(
    "message", ["我们有8张L20（48G）", "Two A10 24G cards in one box, that's all we have."]
)
def test_the_memory_of_a_card_is_no_data(message: str) -> None:
    assert _positive("data_scale", message) == set()


# -- a heading of what they own is no wish to buy ---


def test_a_heading_of_owned_hardware_is_no_purchase() -> None:
    message = "Own servers: two boxes with 8 L40S each, run by our platform team."
    assert _positive("budget_model", message) == set()
    assert _positive("owned_gpus", message) == {16}
    assert _positive("budget_model", "Long term we would rather own servers.") == {"capex"}


# -- items a served model handles a day are its calls ---


@pytest.mark.parametrize(
    ("message", "calls"),
    [
        ("We serve an off-the-shelf 7B to draft replies, about 900 emails a day.", 900),
        ("部署一个开源7B模型做合同审查，每天大概两千份合同", 2000),
    ],
)
def test_items_a_served_model_handles_a_day(message: str, calls: int) -> None:
    assert _positive("requests_per_day", message) == {calls}


def test_items_processed_a_day_are_no_calls() -> None:
    assert _positive("requests_per_day", "每天要清洗三千份病历，做脱敏") == set()


# -- one machine, then its cards after a comma ---


def test_one_machine_then_its_cards() -> None:
    message = "实验室有一台服务器，里面装了8张A800"
    assert _positive("owned_gpus", message) == {8}
    assert _positive("owned_gpu_kind", message) == {"gpu_80gb"}
