"""Classes fixed in NLU round 54 (second part, on batches yp and yq: usage_pattern, task_type,
served_model, budget_model, compliance, model size, tokens and training time). Each test uses other words
than the data's, so the class is fixed rather than the sentence."""

from __future__ import annotations

from tests.readings import of, positive

# -- usage: work items counted by the day, whatever they are; a bounded period or one piece of work ---


def test_any_items_counted_by_the_day_are_continuous() -> None:
    assert positive("usage_pattern", "每天进件量大约三千笔左右。") == {"continuous"}
    assert positive("usage_pattern", "日均化验单大概九千张。") == {"continuous"}
    assert positive("usage_pattern", "Around 6k shipping labels daily.") == {"continuous"}
    assert positive("usage_pattern", "We get roughly 300 insurance forms per day.") == {"continuous"}


def test_hours_a_day_are_no_daily_load() -> None:
    # (a daily ingest of bytes was read as no load here too, until the conventions settled it as continuous
    # use after round 62d: tests/test_understanding_round65.py)
    assert positive("usage_pattern", "The lab is open 10 hours a day.") == set()


def test_one_bounded_period_then_done_is_a_project() -> None:
    assert positive("usage_pattern", "这个暑假跑完就行。") == {"project"}
    assert positive("usage_pattern", "Students share the box over the spring semester.") == {"project"}


def test_a_one_time_piece_of_work_is_a_project_not_money_paid_once() -> None:
    message = "We need a one-off translation of 2M legal pages with a 13B model."
    assert positive("usage_pattern", message) == {"project"}
    assert positive("usage_pattern", "The conversion job runs once.") == {"project"}
    assert positive("usage_pattern", "It is a one-time capital allocation.") == set()


# -- compliance: registered with a regulator, a regulator named, a city's office, data wanted in a country ---


def test_a_firm_registered_with_a_regulator_is_regulated() -> None:
    assert positive("compliance", "We're an SEC-registered adviser in Ohio.") == {"regulated_industry"}
    assert positive("compliance", "We are a VAT-registered online shop.") == set()


def test_a_financial_regulator_named_for_the_rules_is_regulated() -> None:
    message = "Hedge-style quant fund in Zurich; FINMA is strict with us."
    assert "regulated_industry" in positive("compliance", message)


def test_an_office_of_a_city_or_county_named_with_of_is_government() -> None:
    message = "City of Lyon records team here, looking at a document assistant."
    assert "regulated_industry" in positive("compliance", message)


def test_someone_wanting_the_data_in_a_country_is_in_country() -> None:
    message = "Our auditor requires all records in Germany."
    assert positive("compliance", message) == {"data_in_country"}


# -- task and served model: their own model beside a use that goes on; 了的 after a tuning ---


def test_their_own_tuned_model_beside_items_counted_by_the_day_is_served() -> None:
    message = "工单分类用的是我们自己微调过的GLM-4-9B，每天大概两万张工单。"
    assert positive("task_type", message) == {"inference"}
    assert positive("served_model", message) == {"own_weights"}
    message = "Our support desk triages tickets with a 9B model we trained ourselves, ~8k tickets per day."
    assert positive("task_type", message) == {"inference"}


def test_le_de_after_a_tuning_marks_it_done() -> None:
    message = "打算用我们自己精调了的模型做智能客服。"
    assert positive("task_type", message) == {"inference"}
    assert positive("served_model", message) == {"own_weights"}


# -- amounts: a range whose two ends carry their units is its upper end; a time budget for a run ---


def test_a_range_with_a_unit_at_each_end_is_its_upper_end() -> None:
    assert positive("training_days", "每轮训练估计五天到两周。") == {14}
    assert positive("training_days", "A run should take 4 days to 2 weeks.") == {14}
    assert positive("dataset_tokens_b", "语料大约200亿到800亿token。") == {80}


def test_a_training_budget_of_time_is_the_run_length() -> None:
    assert positive("training_days", "Our training budget is 3 weeks per run at most.") == {21}


# -- compliance said other ways: nothing secret, none of it sensitive, strictly not out, the cloud either way


def test_no_demand_of_secrecy_is_no_compliance() -> None:
    assert of("compliance", "材料都是公开年报，没有什么保密要求。") == {((), False)}


def test_none_of_the_data_sensitive_is_no_compliance() -> None:
    assert of("compliance", "None of these records are confidential.") == {((), False)}


def test_strictly_not_leaving_their_place_after_the_data_is_said_is_on_premises() -> None:
    assert "data_on_premises" in positive("compliance", "里面有病人资料，一律不出厂区。")


def test_the_cloud_asked_both_ways_then_fine_is_allowed() -> None:
    assert of("compliance", "走不走公有云都可以。") == {("data_on_premises", True)}


# -- budget: paid by the period whatever the verb; opex said in full; an outside firm paid monthly ---


def test_paid_by_the_period_or_use_whatever_the_verb_is_opex() -> None:
    assert positive("budget_model", "希望按用量给钱就好。") == {"opex"}


def test_operating_expenditure_in_full_is_opex() -> None:
    assert positive("budget_model", "Our board would favour operational expenditure.") == {"opex"}


def test_an_outside_firm_paid_monthly_is_no_way_to_pay_for_compute() -> None:
    assert positive("budget_model", "Our network is run by a contractor we pay monthly.") == set()


def test_put_up_as_it_is_with_no_tuning_after_is_a_published_model_served() -> None:
    message = "我们打算拿GLM-4-9B直接上，不做微调。"
    assert positive("task_type", message) == {"inference"}
    assert positive("served_model", message) == {"published"}
