"""Bare replies read against the question just asked (rules/intake/replies.py): what each
short answer a user types means for that question, and what it must not be taken for."""

from __future__ import annotations

from typing import Any

import pytest

from compute_advisor.rules.intake.understanding import load_understanding


def _read(qid: str, message: str, current: Any = None):
    x = load_understanding()
    return x.replies.read(message, x.vocabulary.by_id[qid], current)


@pytest.mark.parametrize(
    ("qid", "message", "value"),
    [
        ("compliance", "没有", []),
        ("compliance", "都不需要", []),
        ("compliance", "None.", []),
        ("compliance", "none of those apply", []),
        ("compliance", "1和3", ["data_on_premises", "domestic_hardware"]),
        ("compliance", "on-prem, regulated", ["data_on_premises", "regulated_industry"]),
        ("compliance", "data_in_country", ["data_in_country"]),
        ("ops_capacity", "没有", "none"),
        ("ops_capacity", "2", "limited"),
        ("ops_capacity", "嗯，有限吧", "limited"),
        ("existing_hardware", "no", "none"),
        ("existing_hardware", "选3", "cluster"),
        ("data_scale", "小", "small"),
        ("data_scale", "Large", "large"),
        ("budget_model", "都可以", "either"),
        ("budget_model", "Pay as you go", "opex"),
        ("usage_pattern", "Project-based", "project"),
        ("model_params_b", "13", 13.0),
        ("model_params_b", "大概七十亿", 7.0),
        ("dataset_tokens_b", "20亿", 2.0),
        ("training_days", "两周", 14.0),
        ("training_days", "about 3 days", 3.0),
    ],
)
def test_a_bare_reply_answers_the_question_asked(qid, message, value):
    got = _read(qid, message)
    assert got is not None and got.kind == "value" and got.value == value


@pytest.mark.parametrize(
    "message", ["跳过", "不清楚", "我也不太清楚", "skip", "I don't know", "not sure yet", "no idea"]
)
def test_skip_words_skip(message):
    got = _read("usage_pattern", message)
    assert got is not None and got.kind == "skip"


def test_that_is_all_keeps_a_pick_any_answer():
    got = _read("compliance", "就这些", ["regulated_industry"])
    assert got is not None and got.value == ["regulated_industry"]


@pytest.mark.parametrize(
    ("qid", "message"),
    [
        ("data_scale", "没有"),  # "no" is no size
        ("usage_pattern", "5"),  # only three options
        ("training_days", "5TB"),  # a size is no duration
        ("model_params_b", "0"),  # out of bounds
        ("compliance", "1和9"),
        ("budget_model", "我们下周开会再说这个事情"),
    ],
)
def test_what_a_bare_reply_is_not(qid, message):
    got = _read(qid, message)
    assert got is None or got.kind == "skip"


def test_yes_to_a_pick_any_question_asks_which():
    got = _read("compliance", "yes")
    assert got is not None and got.kind == "yes"


@pytest.mark.parametrize(
    ("qid", "message", "value"),
    [
        ("usage_pattern", "差不多一年的项目", "project"),
        ("budget_model", "we would rather own them outright", "capex"),
        ("ops_capacity", "组里同事顺便维护一下", "limited"),
        ("compliance", "Nah, nothing like that.", []),
        ("existing_hardware", "not that I know of", "none"),
    ],
)
def test_a_longer_reply_naming_one_option_answers_it(qid, message, value):
    got = _read(qid, message)
    assert got is not None and got.kind == "value" and got.value == value


@pytest.mark.parametrize(
    ("qid", "message"),
    [
        ("usage_pattern", "不是长期的"),  # a negation: not read by containment
        ("budget_model", "租还是买，我们在纠结"),  # two options named
    ],
)
def test_a_longer_reply_with_a_negation_or_two_options_is_not_guessed(qid, message):
    got = _read(qid, message)
    assert got is None or got.kind != "value"


@pytest.mark.parametrize("message", ["不知道，还没统计过", "hmm, hard to say", "还没选好模型"])
def test_skip_said_in_more_words(message):
    got = _read("model_params_b", message)
    assert got is not None and got.kind == "skip"


@pytest.mark.parametrize(
    "message",
    ["数据量还没统计完，这个先跳过", "we haven't measured it yet, let's skip that", "还没定，跳过吧"],
)
def test_a_skip_after_saying_why_skips(message):
    got = _read("dataset_tokens_b", message)
    assert got is not None and got.kind == "skip"


def test_a_value_before_a_skip_is_not_skipped():
    got = _read("model_params_b", "13B，跳过")
    assert got is None or got.kind != "skip"


def test_laptops_only_is_no_hardware():
    from compute_advisor.rules.intake.understanding import understand

    for message in ("none, just laptops", "Only our laptops, honestly.", "就几台笔记本"):
        got = {(e.question, e.value) for e in understand(message).values}
        assert ("existing_hardware", "none") in got, message


@pytest.mark.parametrize(
    ("qid", "message"),
    [
        ("dataset_tokens_b", "没有"),
        ("training_days", "没有"),
        ("owned_gpus", "none"),
        ("model_params_b", "无"),
        ("budget_model", "没有"),
        ("data_scale", "没有"),
        ("usage_pattern", "none"),
    ],
)
def test_none_to_a_figure_skips_it(qid, message):
    """ "没有" to "how many tokens?", or to a choice with no option meaning none ("budget model?"),
    means there is nothing to give: the question is skipped (its default said in the advice), not
    asked again with "I could not read that"."""
    got = _read(qid, message)
    assert got is not None and got.kind == "skip"


@pytest.mark.parametrize(("qid", "value"), [("existing_hardware", "none"), ("ops_capacity", "none")])
def test_none_to_a_choice_with_a_none_option_is_that_option(qid, value):
    got = _read(qid, "没有")
    assert got is not None and got.kind == "value" and got.value == value
