"""Classes fixed in NLU round 51 (second part, on batch yk: task_type, served_model, budget_model,
compliance). Each test uses other words than the data's, so the class is fixed rather than the sentence."""

from __future__ import annotations

from tests.readings import positive

# -- a published model run as it is, said inside a sentence ---


def test_an_open_model_left_unmodified_as_an_assistant_is_inference_with_published_weights() -> None:
    message = "We plan to host an open 32B model, unmodified, as a contracts helper for our lawyers."
    assert positive("task_type", message) == {"inference"}
    assert positive("served_model", message) == {"published"}
    assert positive("model_params_b", message) == {32.0}


def test_an_open_model_they_would_serve_without_modification_is_inference() -> None:
    message = "The triage tool would sit on a public 9B model we'll serve without any modifications."
    assert positive("task_type", message) == {"inference"}
    assert positive("served_model", message) == {"published"}


def test_a_bare_reply_naming_the_release_gives_no_task() -> None:
    assert positive("task_type", "Open model, unchanged.") == set()


def test_an_open_model_taken_as_is_for_inference_is_published() -> None:
    message = "打算把开源的多模态模型直接拿来做推理，先看看效果"
    assert positive("served_model", message) == {"published"}


# -- the budget: both ways open, or one named in other words ---


def test_money_that_may_go_to_either_hardware_or_cloud_is_either() -> None:
    message = "Our award can be spent on either equipment or rented compute."
    assert positive("budget_model", message) == {"either"}


def test_open_to_renting_or_buying_is_either() -> None:
    message = "We're open to renting a few nodes or buying a rack, whatever fits."
    assert positive("budget_model", message) == {"either"}


def test_equipment_and_rental_fees_both_reimbursable_is_either() -> None:
    assert positive("budget_model", "课题经费里购置费和租赁费均可报销。") == {"either"}


def test_spend_that_must_be_operational_is_opex() -> None:
    assert positive("budget_model", "Whatever we spend must be operational, per the CFO.") == {"opex"}


def test_a_capital_investment_and_an_equipment_purchase_fund_are_capex() -> None:
    assert positive("budget_model", "The board treats new servers as a capital investment.") == {"capex"}
    assert positive("budget_model", "这笔钱属于设备购置经费，年底前要花完。") == {"capex"}


# -- data kept in a country, said other ways ---


def test_data_kept_on_prem_in_a_named_country_is_both_rules() -> None:
    message = "Patient records have to stay on-premises in Germany."
    assert positive("compliance", message) == {"data_on_premises", "data_in_country"}


def test_a_country_by_its_short_name_is_data_in_country() -> None:
    assert positive("compliance", "Our logs are to be kept in HK, nowhere else.") == {"data_in_country"}


def test_data_that_may_not_leave_taiwan_is_data_in_country() -> None:
    assert positive("compliance", "客户数据不得离开台湾。") == {"data_in_country"}
