"""Classes fixed in NLU round 46 (on the fresh blind batch yh, after its first run). Each test uses other
words than the batch's, so the class is fixed rather than the sentence."""

from __future__ import annotations

import pytest

from tests.readings import positive as _positive
from tests.readings import values

# -- data kept in their place, said with the verb of leaving denied ---


@pytest.mark.parametrize(
    "message",
    [
        "Our recordings don't leave the studio.",
        "Files are legally barred from leaving our offices.",
        "the scans dont leave our premises",
        "Patient records cannot go to any external cloud.",
    ],
)
def test_data_that_may_not_leave_their_place_is_kept_on_premises(message: str) -> None:
    assert _positive("compliance", message) == {"data_on_premises"}


@pytest.mark.parametrize(
    "message", ["We don't leave the office before six.", "Nobody leaves our building at lunch."]
)
def test_people_leaving_a_place_is_no_rule_on_data(message: str) -> None:
    assert _positive("compliance", message) == set()


# -- the chips named in a short sentence after the count; a quoted value that does not count ---


def test_all_of_the_chips_said_after_the_count() -> None:
    assert _positive("owned_gpu_kind", "We have 24 GPUs, not 8 - forgot the other box. All L40S.") == {
        "gpu_48gb"
    }


def test_a_quoted_value_said_not_to_count_is_withdrawn() -> None:
    assert ("budget_model", "opex", True) in values("我之前说的‘按月付费’不算数")


# -- cleaning listed with what else is done to the data; entities pulled out of a corpus ---


@pytest.mark.parametrize(
    "message",
    [
        "We have 2 TB of sensor logs to clean, tag and dedupe once.",
        "Our job: entity extraction over 5 million scanned letters, one time.",
    ],
)
def test_work_done_to_a_corpus_is_data_processing(message: str) -> None:
    assert _positive("task_type", message) == {"data_processing"}


def test_a_clean_comma_without_work_listed_is_no_task() -> None:
    assert _positive("task_type", "Keep it clean, simple and cheap.") == set()
