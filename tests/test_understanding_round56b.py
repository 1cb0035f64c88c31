"""Classes fixed in NLU round 56, part b (on batches yu and yt after their first runs): task, served model,
usage, budget, compliance, training time and questions. Worded apart from the data."""

from __future__ import annotations

from tests.readings import of, positive


def test_a_tuning_said_done_then_served_is_inference_of_own_weights() -> None:
    message = "我们团队 LoRA 过一个 9B 的导购模型，下个月要上线给门店用。"
    assert positive("task_type", message) == {"inference"}
    assert positive("served_model", message) == {"own_weights"}
    message = "We serve a 3B classifier we fine-tuned in-house, ~40k requests a day. Enough on two L4s?"
    assert positive("task_type", message) == {"inference"}
    assert positive("served_model", message) == {"own_weights"}


def test_a_tuning_still_to_do_before_serving_stays_the_task() -> None:
    # (a guard, read so before) 完 before 再上线: the tuning is finished first, then served; the job now is
    # the tuning.
    assert positive("task_type", "要先把质检模型微调完再部署到产线。") == {"fine_tuning"}


def test_not_a_stock_model_leaves_their_own() -> None:
    message = "These are our own fine-tuned weights, not an off-the-shelf model."
    assert positive("served_model", message) == {"own_weights"}


def test_a_ready_made_model_settled_on_is_published() -> None:
    message = "物业公司想做个报修问答，找个现成的模型就行，不打算训练。"
    assert positive("served_model", message) == {"published"}
    assert positive("task_type", message) == {"inference"}
    message = "We'd be running a community 8B model unchanged for our helpdesk."
    assert positive("task_type", message) == {"inference"}


def test_kept_inside_a_place_or_off_the_public_cloud_is_on_premises() -> None:
    assert positive("compliance", "病历资料按规定要留在院内，绝对不可以放上公有云。") == {"data_on_premises"}
    assert positive("compliance", "Client files can't go outside our facilities.") == {"data_on_premises"}
    message = "The board requires that no member data leave the bank."
    assert positive("compliance", message) >= {"data_on_premises"}


def test_deployed_privately_is_on_premises() -> None:
    assert positive("compliance", "We'd host it privately, in our own server room.") == {"data_on_premises"}


def test_money_only_for_services_or_use_is_opex() -> None:
    assert positive("budget_model", "财务只批按季度的算力服务费用。") == {"opex"}
    assert positive("budget_model", "The foundation only reimburses cloud services.") == {"opex"}


def test_capital_money_or_owned_assets_preferred_is_capex() -> None:
    message = "Capital money is a lot easier for the trust to obtain this year."
    assert positive("budget_model", message) == {"capex"}
    assert positive("budget_model", "Our finance team prefers physical assets on the books.") == {"capex"}


def test_money_put_to_buying_or_renting_is_either() -> None:
    assert positive("budget_model", "这笔经费可以用来买服务器，也可以租，都行。") == {"either"}


def test_hardware_bought_before_is_no_budget() -> None:
    assert positive("budget_model", "机房里是我们自己买的3台L40S服务器，算法组兼着管。") == set()


def test_renting_or_buying_weighed_is_no_budget() -> None:
    message = "Please advise whether buying is smarter or we should keep renting."
    assert positive("budget_model", message) == set()


def test_no_compliance_said_outright_beats_the_sector() -> None:
    assert positive("compliance", "我们是保险经纪，这批数据没什么合规要求。") == {()}


def test_a_startups_field_is_no_sector_it_is() -> None:
    assert "regulated_industry" not in positive("compliance", "做医学影像的初创公司，想微调一个3B。")


def test_a_simulated_patient_is_no_patient_data() -> None:
    assert "regulated_industry" not in positive("compliance", "给医学生做个问诊陪练，AI 病人由模型扮演。")


def test_data_kept_from_going_offshore_stays_in_country() -> None:
    assert positive("compliance", "Policy says this member data never goes offshore.") == {"data_in_country"}


def test_retrained_when_new_data_arrives_is_continued_training() -> None:
    assert positive("task_type", "新日志进来就重训。") == {"continued_training"}


def test_a_job_redone_each_month_or_term_is_continuous() -> None:
    assert positive("usage_pattern", "We'd redo this each month as new invoices come in.") == {"continuous"}
    assert positive("usage_pattern", "It has to answer questions day in, day out.") == {"continuous"}


def test_a_case_with_its_length_or_a_one_go_job_is_a_project() -> None:
    assert of("usage_pattern", "这个专案为期两个月，想用 LoRA 微调。") == {("project", False)}
    assert positive("training_days", "这个专案为期两个月，想用 LoRA 微调。") == set()
    assert positive("usage_pattern", "这批扫描件一次性处理完就行。") == {"project"}


def test_a_round_said_after_a_length_is_a_run() -> None:
    assert positive("training_days", "打算租卡。大概十天一轮。") == {10.0}
    assert positive("training_days", "估计一个epoch三天能跑完。") == {3.0}
    assert positive("training_days", "每次微调要个十天半个月。") == {15.0}


def test_whether_it_takes_on_is_no_question() -> None:
    from compute_advisor.rules.intake.understanding import understand

    assert not understand("先上线试用，看看客服们用不用得惯。").is_question


def test_a_use_with_its_length_is_a_project_whatever_its_daily_load() -> None:
    message = "We're running a three-month study where a 7B model drafts replies, about 5,000 requests a day."
    assert positive("usage_pattern", message) == {"project"}


def test_an_application_said_by_what_it_does_for_people_is_inference() -> None:
    assert positive("task_type", "物流公司，想给调度员自动生成排班建议。") == {"inference"}
    # (a guard) data work done automatically stays data work
    assert positive("task_type", "想帮我们自动清洗一下日志。") == {"data_processing"}


def test_zhao_before_tokens_is_a_trillion() -> None:
    # Taiwan writes a trillion as 兆; before tokens it is no megabytes.
    message = "語料總共約 2 兆 tokens，打算從頭預訓練。"
    assert positive("dataset_tokens_b", message) == {2000.0}
    assert positive("data_scale", message) == set()
    # (a guard) 兆 of data alone is still megabytes
    assert positive("data_scale", "数据大概五百兆，不多。") == {"small"}
