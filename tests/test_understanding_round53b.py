"""Classes fixed in NLU round 53 (second part, on batches ym and yo: compliance, budget_model, served_model,
task_type, usage_pattern, model size and training time). Each test uses other words than the data's, so the
class is fixed rather than the sentence."""

from __future__ import annotations

from tests.readings import of, positive

# -- compliance: a vendor to a sector, a sector ruled out "or anything", their own place and the country ---


def test_a_fintech_firm_is_no_bank() -> None:
    assert positive("compliance", "我们是一家金融科技公司，做信贷风控软件。") == set()


def test_not_a_sector_or_anything_regulated_rules_the_sector_out() -> None:
    message = "We're a logistics startup, not a hospital or anything regulated."
    assert of("compliance", message) == {("regulated_industry", True)}


def test_a_bare_no_before_leaving_their_own_unit_is_on_premises() -> None:
    assert positive("compliance", "影像资料一律不出本院。") == {"data_on_premises"}


def test_should_not_leave_a_country_is_in_country() -> None:
    assert positive("compliance", "Customer records shouldn't leave Germany.") == {"data_in_country"}


def test_their_own_place_and_the_country_joined_are_both_read() -> None:
    both = {"data_on_premises", "data_in_country"}
    assert positive("compliance", "Records have to stay in our own data center and in the EU.") == both
    assert positive("compliance", "Files must remain in Australia and inside our own premises.") == both


# -- the budget: equipment money, a cloud service bought, the month, the hour, either way, hardware bought ---


def test_equipment_purchase_only_and_no_cloud_service_is_capex() -> None:
    message = "课题经费只能走设备购置，不能买云算力。"
    assert positive("budget_model", message) == {"capex"}
    assert ("capex", True) not in of("budget_model", message)


def test_money_spent_only_on_equipment_with_the_money_named_is_capex() -> None:
    message = "We're only allowed to spend our research funds on equipment."
    assert positive("budget_model", message) == {"capex"}


def test_a_one_off_procurement_is_capex() -> None:
    assert positive("budget_model", "Funding arrives as a one-off procurement.") == {"capex"}


def test_a_monthly_budget_is_opex() -> None:
    assert positive("budget_model", "Our budget is monthly, and we never purchase servers.") == {"opex"}


def test_whatever_is_cheapest_per_hour_is_opex_not_either() -> None:
    assert positive("budget_model", "Just whatever is cheapest per GPU-hour.") == {"opex"}


def test_either_way_said_of_the_budget_is_either() -> None:
    assert positive("budget_model", "Either way works for our budget.") == {"either"}


def test_hardware_already_bought_states_no_way_to_pay() -> None:
    assert positive("budget_model", "厂里已采购一台智算一体机，想部署个问答系统。") == set()
