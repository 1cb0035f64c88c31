"""Classes fixed in NLU round 54 (second part, on batches yp and yq: usage_pattern, task_type,
served_model, budget_model, compliance, model size, tokens and training time). Each test uses other words
than the data's, so the class is fixed rather than the sentence."""

from __future__ import annotations

from tests.readings import positive

# -- usage: work items counted by the day, whatever they are; a bounded period or one piece of work ---


def test_any_items_counted_by_the_day_are_continuous() -> None:
    assert positive("usage_pattern", "每天进件量大约三千笔左右。") == {"continuous"}
    assert positive("usage_pattern", "日均化验单大概九千张。") == {"continuous"}
    assert positive("usage_pattern", "Around 6k shipping labels daily.") == {"continuous"}
    assert positive("usage_pattern", "We get roughly 300 insurance forms per day.") == {"continuous"}


def test_a_daily_ingest_of_bytes_or_hours_a_day_is_no_daily_load() -> None:
    assert positive("usage_pattern", "每天新增大概2TB的日志。") == set()
    assert positive("usage_pattern", "The lab is open 10 hours a day.") == set()


def test_one_bounded_period_then_done_is_a_project() -> None:
    assert positive("usage_pattern", "这个暑假跑完就行。") == {"project"}
    assert positive("usage_pattern", "Students share the box over the spring semester.") == {"project"}


def test_a_one_time_piece_of_work_is_a_project_not_money_paid_once() -> None:
    message = "We need a one-off translation of 2M legal pages with a 13B model."
    assert positive("usage_pattern", message) == {"project"}
    assert positive("usage_pattern", "The conversion job runs once.") == {"project"}
    assert positive("usage_pattern", "It is a one-time capital allocation.") == set()
