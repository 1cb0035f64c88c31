"""Classes fixed in NLU round 66d (budget model and compliance, from the held-out misses of batches uv and uw,
first messages of teams), and the lead's decisions on round 65d's disputes. Worded apart from the data."""

from __future__ import annotations

from tests.readings import of, positive


def test_whether_they_may_pay_a_way_asked_at_once() -> None:
    assert positive("budget_model", "我们是一家物流公司，可以按小时付费吗？") == {"opex"}
    assert positive("budget_model", "預算唔多，可以用按量計費的嗎？") == {"opex"}
    assert positive("budget_model", "能租显卡吗？") == {"opex"}
    assert positive("budget_model", "按量付费贵吗？") == set()
    assert positive("budget_model", "可以先租后买吗？") == set()
    # whether renting is needed, or two ways weighed, is no way wanted
    assert positive("budget_model", "实验室有16张卡，还要额外租显卡吗？") == set()
    assert positive("budget_model", "一体机只能买吗，还是可以按月租？") == set()


def test_renting_by_the_hour_said_in_cantonese() -> None:
    assert positive("budget_model", "我哋想按鐘租幾張卡。") == {"opex"}
    assert positive("budget_model", "可唔可以按鐘計費？") == {"opex"}


def test_what_they_use_named_as_rented() -> None:
    assert positive("budget_model", "公司没有服务器，打算用租的。") == {"opex"}
    assert positive("budget_model", "机器就用租来的。") == {"opex"}


def test_buying_preferred_with_no_subject_or_over_renting() -> None:
    assert positive("budget_model", "Lagos fintech, 13B LoRA, would rather buy than rent.") == {"capex"}
    assert positive("budget_model", "I'd rather buy than lease.") == {"capex"}
    assert positive("budget_model", "The board prefers owning the servers to renting them.") == {"capex"}


def test_the_way_passed_over_after_prefer_is_not_chosen() -> None:
    message = "Our finance team prefers a flat monthly subscription to a large one-off purchase."
    assert positive("budget_model", message) == {"opex"}
    assert positive("budget_model", "We prefer pay-as-you-go to an upfront purchase.") == {"opex"}


def test_paying_as_used_said_to_matter() -> None:
    message = "Cash is limited, so paying only for what we use is essential."
    assert positive("budget_model", message) == {"opex"}
    assert positive("budget_model", "Being billed by the hour matters to us.") == {"opex"}


def test_data_not_sensitive_said_of_the_data_as_a_field() -> None:
    assert of("compliance", "语料这块没啥敏感的。") == {((), False)}
    assert of("compliance", "數據方面冇咩敏感嘅，用公有雲都得。") == {((), False)}


def test_nothing_may_be_hosted_outside_the_country() -> None:
    assert positive("compliance", "By law nothing may be stored outside the Kingdom.") == {"data_in_country"}
    assert positive("compliance", "Nothing gets processed outside Kenya.") == {"data_in_country"}
    assert positive("compliance", "We have nothing outside the EU yet.") == set()


def test_no_obligations_apply() -> None:
    assert of("compliance", "No particular legal obligations apply to our team.") == {((), False)}


def test_a_data_unit_of_a_local_government() -> None:
    message = "Municipal analytics team, Utrecht: want a permit assistant."
    assert positive("compliance", message) == {"regulated_industry"}
    assert positive("compliance", "We sell dashboards to municipal data teams.") == set()
    assert positive("compliance", "A startup helping the city data team of Lyon.") == set()


def test_a_product_for_a_kind_of_clinic_or_bank_is_no_sector() -> None:
    assert positive("compliance", "We build a scheduling bot for busy dental clinics.") == set()
    assert positive("compliance", "Two of us make reconciliation software for community banks.") == set()
    assert positive("compliance", "We are a chain of dental clinics.") == {"regulated_industry"}


def test_investment_funds_are_regulated() -> None:
    assert positive("compliance", "We are an investment fund in Geneva.") == {"regulated_industry"}
    assert positive("compliance", "深圳一家量化基金，想做因子挖掘。") == {"regulated_industry"}
    assert positive("compliance", "我们是一家资产管理公司。") == {"regulated_industry"}
    assert positive("compliance", "我们给私募做交易系统。") == set()


def test_a_domestic_cloud_allowed_is_a_permission_only() -> None:
    assert of("compliance", "On-prem isn't needed; a national cloud is fine.") == {("data_on_premises", True)}
    assert of("compliance", "Legal says we may use an onshore cloud region.") == {("data_on_premises", True)}
    message = "Data can't leave Brazil, but a local cloud is fine."
    assert of("compliance", message) == {("data_in_country", False), ("data_on_premises", True)}


def test_a_way_that_will_do_before_a_question_is_theirs() -> None:
    assert positive("budget_model", "没有服务器 按量付费就行 一个月大概多少钱") == {"opex"}
    assert positive("budget_model", "卡我们没有，租就好，训练要多久？") == {"opex"}


def test_a_cloud_allowed_with_which_one_in_brackets() -> None:
    assert of("compliance", "资料放公有云（比如华为云）完全可以。") == {("data_on_premises", True)}


def test_the_cheapest_of_a_way_asked_for() -> None:
    assert positive("budget_model", "No hardware here. Cheapest pay-as-you-go option?") == {"opex"}
    assert positive("budget_model", "最便宜的按小时计费平台是哪家？") == {"opex"}
    assert positive("budget_model", "Which is cheapest, renting or buying?") == set()


def test_their_own_dc_wished_then_waived() -> None:
    message = "Logs should ideally sit in our own DC, though that's not a hard rule."
    assert of("compliance", message) == {("data_on_premises", True)}
    assert positive("compliance", "Claims data must stay in our own DC.") == {"data_on_premises"}
