"""Classes fixed in NLU round 63d (budget model and compliance, from the held-out misses of batches wz and vw,
first messages of teams, and what was left of the other batches). Worded apart from the data."""

from __future__ import annotations

from tests.readings import of, positive


def test_the_equipment_paid_for_at_once() -> None:
    assert positive("budget_model", "经费打算一次性付清服务器的钱，不走分期。") == {"capex"}
    assert positive("budget_model", "硬件款希望一次付清。") == {"capex"}
    assert positive("budget_model", "年费一次性付清就行。") == set()


def test_kept_in_their_data_centre_named_by_its_city() -> None:
    message = "Tax records are sensitive, so everything stays in our Leeds DC."
    assert positive("compliance", message) == {"data_on_premises"}
    assert positive("compliance", "Our data centre is in Leeds.") == set()
    assert positive("compliance", "We run 32 H100s in our own DC in Leeds.") == set()


def test_a_law_keeps_the_data_in_a_country() -> None:
    message = "We run a chain of pharmacies; PIPEDA keeps everything in Canada."
    assert "data_in_country" in positive("compliance", message)
    assert "data_in_country" in positive("compliance", "Company policy stores the files in Germany.")


def test_data_in_a_government_network_that_cannot_leave() -> None:
    assert "data_on_premises" in positive("compliance", "市里的档案数据在政务外网里出不去。")
    assert "data_on_premises" in positive("compliance", "案卷资料在专网内不能出去。")


def test_domestic_wished_then_waived_in_one_clause() -> None:
    assert of("compliance", "服务器最好国产但不强制，先看性能。") == {("domestic_hardware", True)}
    message = "Preferably on domestic chips, though that is not mandated."
    assert of("compliance", message) == {("domestic_hardware", True)}


def test_domestic_chips_asked_about_are_no_rule() -> None:
    message = "想问下用寒武纪MLU370跑13B推理，适配难度高吗？"
    assert positive("compliance", message) == set()
    assert positive("compliance", "想了解一下海光DCU做LoRA微调，坑多不多？") == set()
    assert positive("compliance", "想问下我们必须信创，用昇腾跑推理难吗？") == {"domestic_hardware"}


def test_a_financial_holding_company_is_regulated() -> None:
    assert positive("compliance", "我哋係一間金控嘅數據組，想做客服摘要。") == {"regulated_industry"}
    assert positive("compliance", "金控旗下的科技公司，想做内部知识库。") == {"regulated_industry"}


def test_data_that_cannot_leave_the_network_of_a_body_named_by_its_kind() -> None:
    message = "Pupil records cannot leave the school network."
    assert positive("compliance", message) == {"data_on_premises"}
    assert "data_on_premises" in positive("compliance", "Claims files must not leave the council network.")


def test_their_own_data_centre_in_british_spelling() -> None:
    message = "Records can't leave Norway or our own data centre."
    assert positive("compliance", message) == {"data_in_country", "data_on_premises"}


def test_nothing_at_all_then_the_way_to_pay() -> None:
    assert of("budget_model", "我们公司啥都没有全靠租，想问训练要多久？") == {("opex", False)}
    assert positive("budget_model", "卡什么也没有纯租。") == {"opex"}


def test_the_data_named_in_english_is_not_sensitive() -> None:
    assert of("compliance", "我哋啲data冇咩敏感，想做個翻譯模型。") == {((), False)}
    assert of("compliance", "training data都不太敏感，想先试试。") == {((), False)}


def test_a_place_for_the_data_preferred_or_hoped_for_is_no_rule() -> None:
    message = "Nothing regulatory for us, though we'd prefer the data to stay in Norway if we can."
    assert of("compliance", message) == {((), False)}
    assert positive("compliance", "We're hoping to keep everything on Canadian soil.") == set()
    assert positive("compliance", "Our data must stay in Norway.") == {"data_in_country"}
