"""Classes fixed in NLU round 52 (second part, on batch yl: served_model, budget_model, task_type).
Each test uses other words than the data's, so the class is fixed rather than the sentence."""

from __future__ import annotations

from tests.readings import positive

# -- a published model used as it is, said other ways ---


def test_an_open_llm_used_as_it_comes_is_published() -> None:
    message = "We'd host a compact open 7B LLM, taken as it comes, to tag support tickets."
    assert positive("served_model", message) == {"published"}


def test_a_model_used_without_modifying_it_is_published() -> None:
    message = "We want a Telegram bot for tenants, running a free open model without modifying it."
    assert positive("served_model", message) == {"published"}


def test_no_training_plan_and_a_ready_made_model_is_published() -> None:
    message = "想做个内部制度问答助手，没有微调计划，用现成的开源大模型。"
    assert positive("served_model", message) == {"published"}


# -- their own tuned weights, said other ways ---


def test_an_internally_fine_tuned_model_deployed_is_inference_with_own_weights() -> None:
    message = "The plan is to deploy an internally fine-tuned 13B model for claims triage."
    assert positive("task_type", message) == {"inference"}
    assert positive("served_model", message) == {"own_weights"}


# -- the budget: capital money named, or both ways allowed ---


def test_capital_funding_and_a_capital_based_procurement_are_capex() -> None:
    assert positive("budget_model", "Capital funding was signed off last week.") == {"capex"}
    assert positive("budget_model", "Our purchasing is capital-based.") == {"capex"}


def test_capital_funding_weighed_with_an_if_is_no_budget() -> None:
    assert positive("budget_model", "We might use capital funding if the numbers add up.") == set()


def test_a_one_time_allocation_of_money_is_capex() -> None:
    assert positive("budget_model", "这笔钱是财政一次性拨付的。") == {"capex"}


def test_opex_and_capex_both_approvable_is_either() -> None:
    assert positive("budget_model", "预算方面，capex和opex都可以批。") == {"either"}


def test_we_can_rent_or_buy_said_as_a_statement_is_either() -> None:
    assert positive("budget_model", "Money isn't the issue; we could rent or purchase.") == {"either"}


def test_equipment_money_and_money_for_renting_compute_is_either() -> None:
    message = "我们有设备费，另外还有一笔运行费可以用来租用算力。"
    assert positive("budget_model", message) == {"either"}
