"""Classes fixed in NLU round 53 (second part, on batches ym and yo: compliance, budget_model, served_model,
task_type, usage_pattern, model size and training time). Each test uses other words than the data's, so the
class is fixed rather than the sentence."""

from __future__ import annotations

from compute_advisor.rules.intake.understanding import understand
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


# -- the task: an application on an online model, a table that is no platform, their own model run ---


def test_an_assistant_named_after_its_verb_on_an_online_model_is_no_task() -> None:
    message = "We're considering an assistant that answers HR questions, calling an online model via its API."
    assert positive("task_type", message) == set()


def test_a_platform_comparison_sheet_is_no_place_to_put_a_model() -> None:
    assert positive("task_type", "What should we put in a platform comparison sheet for the board?") == set()


def test_work_moved_to_run_on_their_side_with_their_own_model_is_inference() -> None:
    message = "想把合同摘要放到公司内部跑，用的是我们自己训的7B模型。"
    assert positive("task_type", message) == {"inference"}
    assert positive("served_model", message) == {"own_weights"}


def test_a_model_tuned_before_on_their_data_is_served_not_tuned() -> None:
    message = "上线的是我们用客服历史对话微调过的Qwen2.5-14B。"
    assert positive("task_type", message) == {"inference"}
    assert positive("served_model", message) == {"own_weights"}


def test_a_tuning_named_first_then_said_done_is_no_task_now() -> None:
    assert positive("task_type", "LoRA已经做完了，接下来要部署上线。") == {"inference"}
    assert positive("task_type", "DPO也做完了，现在要上线。") == {"inference"}


def test_a_model_they_continued_pretraining_on_is_their_own_weights() -> None:
    message = "准备部署我们自己增量预训练过的32B模型。"
    assert positive("task_type", message) == set()
    assert positive("served_model", message) == {"own_weights"}


def test_a_model_a_named_team_of_theirs_fine_tuned_is_their_own_weights() -> None:
    message = "We host a 13B model our applied research group fine-tuned, for 800 clinicians."
    assert positive("served_model", message) == {"own_weights"}


def test_data_work_first_and_a_training_only_perhaps_later_is_data_processing() -> None:
    message = "Dedup and filtering come first; we could fine-tune a 3B model next year."
    assert positive("task_type", message) == {"data_processing"}


def test_retraining_on_newly_gathered_photos_is_continued_training() -> None:
    assert positive("task_type", "每个月都拿新拍的巡检照片重训一遍检测模型。") == {"continued_training"}


def test_automatic_screening_and_labelling_is_data_processing() -> None:
    assert positive("task_type", "每周把新入库的商品图过一遍自动筛选。") == {"data_processing"}


# -- a published model: no training of their own, the release as its maker published it ---


def test_an_open_model_with_no_training_of_their_own_is_published() -> None:
    message = "模型用开源的，不准备自己训练，直接部署就行。"
    assert positive("served_model", message) == {"published"}


def test_the_release_as_published_with_no_training_carried_out_is_published_inference() -> None:
    message = "某区政务中心拟建设政策问答系统，直接使用官方发布的权重，不进行任何微调。"
    assert positive("served_model", message) == {"published"}
    assert positive("task_type", message) == {"inference"}
    assert ("fine_tuning", True) in of("task_type", message)


# -- usage: a grant named by its funder, money paid once, a one-term class, one time, a standing schedule ---


def test_a_grant_of_set_years_named_by_its_funder_is_a_project() -> None:
    assert positive("usage_pattern", "经费来自两年的国家社科基金课题。") == {"project"}


def test_once_said_of_the_money_is_no_one_off_job() -> None:
    assert positive("usage_pattern", "经费走财政拨款，一次性的。") == set()


def test_a_one_term_class_is_a_project() -> None:
    assert positive("usage_pattern", "It's for a one-term class of 40 students.") == {"project"}


def test_one_time_said_last_after_a_comma_is_a_project() -> None:
    assert positive("usage_pattern", "We need to dedupe the archive, one time.") == {"project"}


def test_one_version_made_then_put_to_use_is_a_project() -> None:
    assert positive("usage_pattern", "调完一版模型就投产。") == {"project"}


def test_a_job_each_period_with_a_need_or_a_will_before_the_verb_is_continuous() -> None:
    assert positive("usage_pattern", "Every week we have to dedupe the new scrape.") == {"continuous"}
    assert positive("usage_pattern", "Every month we'll process the new invoices.") == {"continuous"}


def test_a_pipeline_that_will_run_each_week_is_continuous() -> None:
    assert positive("usage_pattern", "The pipeline will run each week.") == {"continuous"}


def test_a_daily_count_of_items_to_work_on_is_continuous() -> None:
    assert positive("usage_pattern", "日均有五百份合同需要审核。") == {"continuous"}


def test_questions_counted_by_the_day_are_continuous() -> None:
    assert positive("usage_pattern", "每天客户提问大约三千次。") == {"continuous"}


# -- sizes and times: a teacher named with a version's dot, a span of time data gathered over ---


def test_a_teacher_named_with_a_dotted_version_gives_no_size() -> None:
    assert positive("model_params_b", "教师模型用的是Llama3.1-70B，学生是8B。") == {8}


def test_the_span_data_was_gathered_over_is_no_training_time() -> None:
    assert positive("training_days", "半年下来训练日志攒了大概300G。") == set()


# -- a hedge in brackets, buying avoided, no more training, a tool for people, an online model given up ---


def test_a_hedge_asked_in_brackets_leaves_the_rule_stated() -> None:
    assert positive("budget_model", "经费只能用于购置设备（应该是吧？）") == {"capex"}
    assert positive("budget_model", "Grant money can only be spent on hardware (I think?).") == {"capex"}


def test_a_real_question_in_brackets_still_asks() -> None:
    assert understand("想用8张A100训练13B（能行吗？）").is_question


def test_buying_avoided_with_what_is_bought_between_rules_buying_out_only() -> None:
    assert of("budget_model", "能不买卡就不买。") == {("capex", True)}


def test_a_tuned_model_kept_with_no_more_training_keeps_its_size() -> None:
    message = "我们是做保险的，用的是我们自己微调过的Qwen2-14B，直接部署，不再训练了。"
    assert positive("model_params_b", message) == {14}


def test_a_text_tool_named_with_the_people_it_is_for_is_inference() -> None:
    assert positive("task_type", "Concept: a translation app for our nurses.") == {"inference"}


def test_an_online_model_given_up_for_their_own_deployment_is_inference() -> None:
    assert positive("task_type", "打算把目前接的商用大模型API切换到本地部署。") == {"inference"}
    message = "We'd like to swap the third-party model we pay for with an in-house one."
    assert positive("task_type", message) == {"inference"}


# -- a choice left open, a training weighed against a model as is, what old hardware was bought for ---


def test_an_open_size_choice_leaves_the_application_before_it_read() -> None:
    message = "Concept: a drafting tool for lawyers, maybe 8B or perhaps 32B, undecided."
    assert positive("task_type", message) == {"inference"}
    assert positive("model_params_b", message) == set()


def test_an_amount_before_an_open_choice_stays_unread() -> None:
    assert positive("training_days", "Maybe 10 days of tuning, 8B or 32B, undecided.") == set()


def test_a_training_weighed_against_a_model_used_as_is_names_no_task() -> None:
    message = "We keep going back and forth on fine-tuning vs simply using a model off the shelf."
    assert positive("task_type", message) == set()


def test_what_old_hardware_was_bought_for_is_no_task_now() -> None:
    assert positive("task_type", "机房里那几张A10是当初做语音转写时采购的。") == set()
    assert positive("task_type", "We have 8 L4s we bought for an old transcription pipeline.") == set()


# -- Cantonese: 唔 (not), 冇 (none), 哋, 嘅, and 租定買 (rent or buy) read as the Mandarin words ---


def test_cantonese_not_leaving_a_place_is_read() -> None:
    assert positive("compliance", "啲病歷一定唔可以出香港。") == {"data_in_country"}
    assert positive("compliance", "我哋嘅數據唔可以出醫院網絡。") == {"data_on_premises"}


def test_cantonese_rent_or_buy_either_fine_is_either() -> None:
    assert positive("budget_model", "我哋租定買都冇所謂。") == {"either"}
