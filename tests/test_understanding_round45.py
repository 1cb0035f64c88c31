"""Classes fixed in NLU round 45 (on the fresh blind batch yg, after its first run): ops staff, hardware,
amounts and calls a day. Each test uses other words than the batch's, so the class is fixed rather than the
sentence."""

from __future__ import annotations

import pytest

from tests.readings import positive as _positive
from tests.readings import values

# -- nobody who could run the machines ---


@pytest.mark.parametrize(
    "message",
    [
        "公司没卡，也没人会搞这个",
        "没机器没技术员",
        "也没有懂行的人",
        "信息中心就俩人，搞不定这个",
        "Our IT department doesn't handle anything like that.",
        "There are no engineers to run the servers.",
        "Our technicians look after lab instruments, not GPUs.",
        "No one in house who has ever operated GPU servers.",
        "We're five marketers, nobody technical.",
    ],
)
def test_nobody_who_could_run_them_is_no_ops(message: str) -> None:
    assert _positive("ops_capacity", message) == {"none"}


def test_nobody_technical_beyond_someone_is_no_denial() -> None:
    assert _positive("ops_capacity", "Nobody technical except our one IT admin, who runs the servers.") != {
        "none"
    }


def test_no_dedicated_technical_staff_rules_out_the_team_only() -> None:
    found = values("我们科室也没有专门的技术人员")
    assert ("ops_capacity", "dedicated_team", True) in found
    assert ("ops_capacity", "none", False) not in found


# -- someone else's job keeps them up; a team counted full time ---


@pytest.mark.parametrize(
    "message",
    ["We run it on a box that one of our researchers maintains.", "- ops: PhD students", "运维：研究生"],
)
def test_someone_whose_job_is_another_keeps_them(message: str) -> None:
    assert _positive("ops_capacity", message) == {"limited"}


def test_a_team_counted_full_time_is_dedicated() -> None:
    assert _positive("ops_capacity", "The platform group (4 engineers, full time) runs our cluster.") == {
        "dedicated_team"
    }


# -- sizes and counts: one model sized; millions of things counted ---


@pytest.mark.parametrize(
    ("message", "size"),
    [
        ("用积累的客服语料对一个开源的7B做SFT", 7.0),
        ("拿行业语料微调一款32B", 32.0),
        ("fine-tune an open-source 13B", 13.0),
    ],
)
def test_one_model_sized_is_its_size_whatever_cue_is_near(message: str, size: float) -> None:
    assert _positive("model_params_b", message) == {size}
    assert _positive("dataset_tokens_b", message) == set()


@pytest.mark.parametrize(
    "message",
    ["We want to tag about 3 million support tickets with a model.", "run an LLM over 2 million invoices"],
)
def test_millions_of_things_counted_are_no_size(message: str) -> None:
    assert _positive("model_params_b", message) == set()
    assert _positive("dataset_tokens_b", message) == set()


def test_a_model_named_with_its_size_before_what_it_handles_keeps_the_size() -> None:
    assert _positive("model_params_b", "We deploy a fine-tuned 8B claims model.") == {8.0}


# -- hardware: pieces counted, a PC they own, a cluster listed as theirs ---


def test_pieces_counted_in_english_are_cards() -> None:
    found = values("We have one server with 2 pcs A100.")
    assert ("owned_gpus", 2.0, False) in found and ("existing_hardware", "some", False) in found


def test_the_card_of_a_pc_they_own_is_one_card() -> None:
    found = values("I own an old desktop with an RTX 3060.")
    assert ("owned_gpus", 1.0, False) in found and ("owned_gpu_kind", "gpu_24gb", False) in found
    assert _positive("owned_gpus", "We'd buy a workstation with an RTX 4090.") == set()


@pytest.mark.parametrize("message", ["集群：自建，64张H800", "- cluster: in-house, 128 A100s"])
def test_a_cluster_listed_as_theirs_is_a_cluster(message: str) -> None:
    assert _positive("existing_hardware", message) == {"cluster"}


# -- calls a day in other words ---


@pytest.mark.parametrize(
    ("message", "calls"),
    [
        ("开源模型直接部署，每天使用量大概8000次", 8000.0),
        ("We serve a published 7B unchanged, roughly 3,000 lookups a day.", 3000.0),
        ("We would serve our own fine-tuned model, about 500 checks a day.", 500.0),
    ],
)
def test_calls_a_day_said_in_other_words(message: str, calls: float) -> None:
    assert _positive("requests_per_day", message) == {calls}


# -- a count ruled out beside the one stated corrects it; the next sentence names the chips ---


@pytest.mark.parametrize(
    ("message", "count"),
    [("I meant 4 servers with 8 GPUs each, not 4 GPUs.", 32.0), ("我是说两台8卡的服务器，不是两张卡", 16.0)],
)
def test_a_count_ruled_out_beside_one_stated_corrects_it(message: str, count: float) -> None:
    found = values(message)
    assert ("existing_hardware", "some", True) not in found
    assert _positive("owned_gpus", message) == {count}


def test_a_count_ruled_out_alone_still_denies() -> None:
    assert ("existing_hardware", "some", True) in values("We don't have 2 GPUs, we have none.")


def test_the_chips_named_in_the_next_sentence_are_the_cards() -> None:
    assert _positive("owned_gpu_kind", "We have 8 GPUs. They're L40S cards.") == {"gpu_48gb"}
