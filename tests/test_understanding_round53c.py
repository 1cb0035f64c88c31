"""Classes fixed in NLU round 53 (third part, on batches ym and yo: hardware, ops, calls, corrections).
Each test uses other words than the data's, so the class is fixed rather than the sentence."""

from __future__ import annotations

import pytest

from tests.readings import positive

# -- no hardware, said other ways ---


@pytest.mark.parametrize(
    "message",
    [
        # a zero filled in before a full stop
        "算力：0。团队：两个算法。",
        "GPU资源：0。",
        # Cantonese 冇
        "我哋公司冇显卡，想租。",
        # owning none, with or without a word for now
        "Our startup doesn't own GPUs, so we'd rent by the hour.",
        "The institute does not presently own accelerators.",
        # nothing bought, as a clause alone
        "Nothing purchased so far, and the ops side is still open.",
    ],
)
def test_no_hardware_said_other_ways(message: str) -> None:
    assert positive("existing_hardware", message) == {"none"}


@pytest.mark.parametrize(
    "message",
    [
        "本所暂无服务器设备及相关技术人员。",
        "我们没有显卡和运维人员。",
        "We have no GPUs and ops staff at all.",
    ],
)
def test_a_lack_said_over_hardware_and_staff_joined(message: str) -> None:
    assert positive("existing_hardware", message) == {"none"}
    assert positive("ops_capacity", message) == {"none"}


def test_what_nobody_can_run_is_no_lack_of_hardware() -> None:
    assert positive("existing_hardware", "所里没人会运维GPU服务器。") == set()
