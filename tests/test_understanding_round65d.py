"""Classes fixed in NLU round 65d (budget model and compliance, from the held-out misses of batches zw and zu,
first messages of teams). Worded apart from the data."""

from __future__ import annotations

from tests.readings import of, positive


def test_kept_off_the_internet() -> None:
    assert positive("compliance", "档案系统严禁连互联网。") == {"data_on_premises"}
    assert positive("compliance", "The scoring model must never be connected to the internet.") == {
        "data_on_premises"
    }


def test_everything_required_inside_their_network() -> None:
    assert positive("compliance", "所有台账都要在政务外网内。") == {"data_on_premises"}
    assert positive("compliance", "要在法院机房里训。") == set()


def test_not_out_of_a_station_or_hall_named_with_li() -> None:
    assert positive("compliance", "节目素材不允许离开台里。") == {"data_on_premises"}
    assert positive("compliance", "馆藏扫描件不能出馆里。") == {"data_on_premises"}


def test_staying_within_a_network_named_by_its_owner() -> None:
    message = "We'd summarise claims, with member records remaining inside our union network."
    assert "data_on_premises" in positive("compliance", message)
    assert positive("compliance", "Logs stay in our home network.") == set()


def test_their_place_after_the_country_said_with_an_owner() -> None:
    message = "Scans must remain in Kenya and on their premises."
    assert positive("compliance", message) == {"data_in_country", "data_on_premises"}
    message = "Tax records must remain in Oman and inside our agency's server room."
    assert "data_on_premises" in positive("compliance", message)
    assert positive("compliance", "We run jobs in Canada and in the vendor's data centre.") == set()


def test_a_country_after_their_place_joined_by_or() -> None:
    message = "Export-controlled drawings can't leave our campus or Germany."
    assert positive("compliance", message) == {"data_on_premises", "data_in_country"}
    assert positive("compliance", "Should we host in the EU or the US?") == set()


def test_a_country_said_short() -> None:
    assert positive("compliance", "Cape Town retailer, customer data stays in RSA.") == {"data_in_country"}


def test_a_government_technology_agency() -> None:
    assert positive("compliance", "I lead a squad at GovTech, building a drafting assistant.") == {
        "regulated_industry"
    }
    assert positive("compliance", "We're a govtech startup selling permit software.") == set()


def test_a_government_funder_or_a_data_exchange_is_no_sector() -> None:
    assert positive("compliance", "研究所拿了市科技局的项目，想继续训练一个13B。") == set()
    assert positive("compliance", "我们是市科技局信息中心。") == {"regulated_industry"}
    assert positive("compliance", "一家数据交易所的技术部，想清洗挂牌数据。") == set()


def test_no_plan_to_buy_said_before_the_plan() -> None:
    assert of("budget_model", "公司没有购置服务器的打算，先试一个月。") == {("capex", True)}
    assert of("budget_model", "冇添置設備嘅計劃。") == {("capex", True)}


def test_buying_more_refused_states_no_renting() -> None:
    message = "Two old workstations are all we have. Funding is tight, so we cannot buy new servers."
    assert of("budget_model", message) == {("capex", True)}
    assert of("budget_model", "We can't buy servers this fiscal year.") == {("capex", True), ("opex", False)}


def test_a_way_asked_for_a_word_or_two_apart() -> None:
    assert positive("budget_model", "没卡，按月付费你们有吗？") == {"opex"}
    assert positive("budget_model", "按量付费还是有没有别的办法？") == set()


def test_a_way_asked_for_in_a_clause_on_the_option() -> None:
    assert positive("budget_model", "No GPUs here. Is there a plan that lets us pay monthly?") == {"opex"}
    assert positive("budget_model", "Is there an option where we rent or buy?") == set()


def test_rented_machines_run_on_now_with_a_move_weighed() -> None:
    message = "客服模型现在是租的云上GPU在跑，想迁移到托管平台，能省多少？"
    assert positive("budget_model", message) == set()
    assert positive("budget_model", "目前是租卡在跑，想继续租。") == {"opex"}


def test_a_health_body_named_with_its_project_is_still_read() -> None:
    assert "regulated_industry" in positive("compliance", "县卫健委的课题，数据不出政务网。")


def test_a_country_after_their_sites() -> None:
    message = "The schematics can't leave our buildings or Sweden."
    assert positive("compliance", message) == {"data_on_premises", "data_in_country"}


def test_kept_in_their_own_colocation_space() -> None:
    assert positive("compliance", "Order books have to remain in our own colocation space.") == {
        "data_on_premises"
    }


def test_only_in_the_owners_own_data_centre() -> None:
    assert "data_on_premises" in positive("compliance", "审计底稿只能放在客户自己的数据中心里。")


def test_the_unit_they_run_at_an_institution() -> None:
    message = "I manage data engineering for a regional bank in Lyon."
    assert positive("compliance", message) == {"regulated_industry"}
    assert positive("compliance", "We run IT for several hospitals.") == set()


def test_a_line_of_work_about_a_sector() -> None:
    assert positive("compliance", "做银行营销的，想搭个问答。") == set()
    assert positive("compliance", "我们是做证券的。") == {"regulated_industry"}


def test_cloud_credits_given_state_no_way_to_pay() -> None:
    assert positive("budget_model", "A sponsor gave us cloud credits, and we own nothing.") == set()


def test_a_way_used_so_far_with_a_move_weighed() -> None:
    message = (
        "We've been renting H100s by the hour and are now thinking of moving the service onto our own boxes."
    )
    assert positive("budget_model", message) == set()
    assert positive("budget_model", "We've been renting GPUs and want to keep renting.") == {"opex"}


def test_the_way_they_like_less_after_than() -> None:
    message = "Funding is capital money, so one purchase is actually simpler for us than a subscription."
    assert positive("budget_model", message) == {"capex"}


def test_paying_once_is_one_purchase() -> None:
    assert positive("budget_model", "Honestly we'd prefer paying for it once.") == {"capex"}
    assert positive("budget_model", "We pay once a month.") == set()


def test_a_lease_as_a_document_is_no_way_to_pay() -> None:
    assert positive("budget_model", "The assistant explains a tenant's lease in plain words.") == set()
    assert positive("budget_model", "We'd rather lease GPUs.") == {"opex"}


def test_a_monthly_cloud_bill_kept_under_a_sum() -> None:
    assert positive("budget_model", "每月云费用最多三万，别让我们买服务器。") == {"opex"}
    assert positive("budget_model", "每个月云账单有点高。") == set()


def test_a_research_institute_is_no_sector() -> None:
    assert positive("compliance", "我们是一家林业科研院所，想微调个识别树种的模型。") == set()
