"""Classes fixed in NLU round 67d (budget model and compliance, from the held-out misses of batches vu, wu and
xu, first messages of teams). Worded apart from the data."""

from __future__ import annotations

from tests.readings import of, positive


def test_a_way_to_pay_okd_or_judged_fit_in_a_question() -> None:
    assert positive("budget_model", "我们做个客服机器人，按次计费ok吗？") == {"opex"}
    assert positive("budget_model", "想问下租用云上算力是否合适？") == {"opex"}
    # two ways judged side by side are weighed, none wanted
    assert positive("budget_model", "按量付费还是买断，哪个合适？") == set()
    assert positive("budget_model", "租卡行不行，还是得买？") == set()
    assert positive("budget_model", "按量付费贵吗？") == set()


def test_a_way_judged_in_an_english_question() -> None:
    assert positive("budget_model", "Small lab, no GPUs. Is leasing worth it?") == {"opex"}
    assert positive("budget_model", "Is renting a good idea?") == {"opex"}
    assert positive("budget_model", "Would renting be cheaper?") == set()
    assert positive("budget_model", "Is renting worth it, or should we buy?") == set()


def test_whether_we_may_pay_a_way() -> None:
    assert positive("budget_model", "Warsaw agency, 8B model. Could we lease by the month?") == {"opex"}
    assert positive("budget_model", "Can we rent per hour?") == {"opex"}
    assert positive("budget_model", "Can we buy instead of renting?") == set()


def test_paying_as_used_said_after_a_comma_ending_the_clause() -> None:
    message = "Lima fintech, want to pilot a 3B chatbot, paying per token. Thoughts?"
    assert positive("budget_model", message) == {"opex"}
    assert positive("budget_model", "Paying per token gets costly at scale, is that right?") == set()


def test_a_way_asked_for_on_a_clients_behalf() -> None:
    message = "替客户问一下：杭州一家物流公司，做个调度助手，按月付费可以吗？"
    assert positive("budget_model", message) == {"opex"}


def test_buying_once_preferred() -> None:
    assert positive("budget_model", "老闆傾向一次過買幾台機器。") == {"capex"}
    assert positive("budget_model", "单位经费倾向一次购置服务器。") == {"capex"}
    assert positive("budget_model", "Buying new servers is preferred over leasing.") == {"capex"}


def test_a_monthly_fee_as_the_scheme() -> None:
    assert positive("budget_model", "财务那边想用月费制，不想一次性投入。") == {"opex"}


def test_two_ways_weighed_then_both_fine() -> None:
    assert positive("budget_model", "买还是按月租，老板觉得都可以。") == {"either"}


def test_the_administrative_committee_of_an_area() -> None:
    assert positive("compliance", "我们是苏州某开发区管委会，想做个招商问答。") == {"regulated_industry"}
    assert positive("compliance", "我们是园区里的一家企业，园区管委会要求我们报数据。") == set()


def test_a_revenue_body_or_a_city_corporation() -> None:
    message = "I work for the Uganda Revenue Authority, data team."
    assert positive("compliance", message) == {"regulated_industry"}
    message = "Chennai Municipal Corporation here, want a permit bot."
    assert positive("compliance", message) == {"regulated_industry"}


def test_no_outside_connection() -> None:
    assert positive("compliance", "系统在厂里的专用网络，严禁外联。") == {"data_on_premises"}


def test_public_cloud_refused() -> None:
    assert positive("compliance", "Our CISO won't allow the data on a public cloud.") == {"data_on_premises"}
    assert positive("compliance", "合同資料唔可以放去公有雲。") == {"data_on_premises"}


def test_the_data_named_by_its_kind_never_leaves() -> None:
    assert positive("compliance", "PHI never leaves our data centres.") == {"data_on_premises"}


def test_kept_in_a_place_of_theirs_after_a_comma() -> None:
    message = "客户信息不能出境，也必须留在政务云机房内。"
    assert positive("compliance", message) == {"data_in_country", "data_on_premises"}
    assert positive("compliance", "院里的资料要求在政务外网内，不能出去。") == {"data_on_premises"}


def test_the_place_said_in_english_inside_chinese() -> None:
    assert positive("compliance", "公司规定data不可以离开campus。") == {"data_on_premises"}


def test_data_in_a_country_only() -> None:
    assert positive("compliance", "Tamil helpdesk bot, data in India only. Ideas?") == {"data_in_country"}


def test_the_hospital_said_short_after_a_rule() -> None:
    assert positive("compliance", "语料是病程记录，按规定不能出院。") == {"data_on_premises"}
    assert positive("compliance", "病人按规定不能出院。") == {"regulated_industry"}


def test_a_wish_of_anyone_for_where_the_data_stays() -> None:
    message = "The ministry would prefer it stay on our own servers."
    assert positive("compliance", message) == {"regulated_industry"}


def test_a_government_asking_something_of_the_sender_is_another_party() -> None:
    assert positive("compliance", "市政府希望我们建一个算力中心。") == set()
    assert positive("compliance", "我们是区政府信息中心。") == {"regulated_industry"}


def test_question_pairs_from_financial_reports_are_no_sector() -> None:
    assert of("compliance", "训练数据是两亿token的金融研报问答。") == set()
