"""Classes fixed in NLU round 67b (task, served model, usage, from the first-message misses of batches vu, wu
and xu): a daily load said in a question, in use every day said with 会, data jobs done once when the verb is
the task, 一次性 before the job, Cantonese 整個 and 機械人, a model put to work for someone, applications
wanted or tried, open models used with no training, their own weights said other ways, projects with their
length, new items coming in, a short-term business. Worded apart from the data."""

from __future__ import annotations

from tests.readings import of, positive


def test_a_daily_load_said_in_a_question_is_continuous() -> None:
    message = "想做个门店导购问答，调云端API，大概每天两千次，费用高不高？"
    assert positive("usage_pattern", message) == {"continuous"}
    assert positive("usage_pattern", "接在线模型做翻译，每天也就一两百次，值得自己部署吗？") == {"continuous"}
    # runs counted by the day are no load
    assert positive("usage_pattern", "一天跑两次训练，会不会太多？") == set()


def test_in_use_every_day_said_with_hui_or_by_whom() -> None:
    assert positive("usage_pattern", "想把制度文件做成问答助手，上线后每天都会使用。") == {"continuous"}
    assert positive("usage_pattern", "律所想弄个合同审查助手，每日都會有律師用。") == {"continuous"}
    # how much is used a day is asked, no use said
    assert positive("usage_pattern", "每天会用多少算力？") == set()


def test_a_data_job_done_once_when_the_verb_is_the_task() -> None:
    message = "Rotterdam port authority: 3 TB of scanned manifests we need to OCR and redact once. Rent?"
    assert positive("usage_pattern", message) == {"project"}
    assert positive("task_type", message) == {"data_processing"}
    message = "Small museum, want to clean ~30GB of catalogue text once. Cheapest way?"
    assert positive("usage_pattern", message) == {"project"}
    assert positive("task_type", message) == {"data_processing"}
    # a job done once a week goes on
    assert positive("usage_pattern", "We tag new images once a week.") != {"project"}


def test_yicixing_before_a_data_job() -> None:
    message = "一家券商，大约3TB研报一次性清洗完就归档，有运维团队。"
    assert positive("usage_pattern", message) == {"project"}
    assert positive("task_type", message) == {"data_processing"}
    assert positive("usage_pattern", "要做一次性的历史工单数据清洗，大概2TB。") == {"project"}
    # money paid once is no job done once
    assert positive("usage_pattern", "一次性付款买清洗设备") == set()


def test_cantonese_zeng_go_and_robot() -> None:
    assert positive("task_type", "我哋係一間診所，想用AI整個WhatsApp客服，有咩建議？") == {"inference"}
    assert positive("task_type", "公司想整個多語言嘅導購聊天機械人，用開源模型。") == {"inference"}
    # the whole customer-service team is no service
    assert positive("task_type", "整个客服团队都在用") == set()


def test_a_model_put_to_write_for_someone_or_of_a_size() -> None:
    assert positive("task_type", "想試下用AI幫學生批改週記，有咩方案？") == {"inference"}
    assert positive("task_type", "想用AI模型生成商品标题。") == {"inference"}
    assert positive("task_type", "就想用14B模型自动回客户留言。") == {"inference"}
    # data made for training is no serving
    assert positive("task_type", "想用7B模型生成训练数据") == set()


def test_a_model_run_for_people_to_use() -> None:
    assert positive("task_type", "想买台服务器，跑个开源模型给财务部用。") == {"inference"}
    assert positive("task_type", "想先在云平台上试用一下大模型客服。") == {"inference"}


def test_an_application_wanted_or_tried() -> None:
    message = "Oslo ferry operator, want to try a Norwegian ticket-triage bot. Ideas?"
    assert positive("task_type", message) == {"inference"}
    message = "Law firm, want a quick POC of a Dutch contract summariser."
    assert positive("task_type", message) == {"inference"}
    message = "We'd like to trial an open model as a farm-advice bot."
    assert positive("task_type", message) == {"inference"}
    message = "Want to try a ticket-summary model on hosted GPUs for two weeks."
    assert positive("task_type", message) == {"inference"}
    # a dataset for a bot is no serving
    assert positive("task_type", "We want to build a bot training dataset.") == set()
    # a model of a size wanted tuned is no application served, and its size stays readable
    message = "Need a 3B chat model fine-tuned on our FAQ pages."
    assert positive("task_type", message) == {"fine_tuning"}
    assert positive("model_params_b", message) == {3}


def test_an_open_model_used_with_no_training() -> None:
    message = "We'd pilot a tool that drafts referral letters, using an open model with no retraining."
    assert positive("served_model", message) == {"published"}
    message = "Our support chatbot would run an open model ourselves, nothing trained in-house."
    assert positive("served_model", message) == {"published"}
    # a model trained in-house is theirs
    assert positive("served_model", "Our chatbot runs a model trained in-house.") == {"own_weights"}


def test_their_own_weights_said_other_ways() -> None:
    message = "要上一个14B模型的推理服务，自研权重，每天几千次调用。"
    assert positive("served_model", message) == {"own_weights"}
    message = "想 deploy 一個我哋自己 train 好嘅 13B model 做客服。"
    assert positive("served_model", message) == {"own_weights"}
    message = "My client wants an assistant serving their own model that a contractor fine-tuned for them."
    assert positive("served_model", message) == {"own_weights"}
    # training asked about is no model of theirs
    assert positive("served_model", "想部署个客服模型，我们train的话要多久？") == set()


def test_a_project_with_its_length() -> None:
    message = "實驗室有個兩年期嘅project，想微調一個7B嘅model。"
    assert positive("usage_pattern", message) == {"project"}
    assert positive("usage_pattern", "这是和省农科院合作的半年期计划。") == {"project"}
    message = "Our funding is a research grant; the grant covers two years of work."
    assert positive("usage_pattern", message) == {"project"}
    assert positive("usage_pattern", "課題經費為期三年，想預訓練一個小模型。") == {"project"}
    assert positive("usage_pattern", "这个案子预计六个月结束，之后模型放在公司内部。") == {"project"}
    # 计划 as a verb plans a training, no project of a length
    assert positive("usage_pattern", "计划三个月内完成微调") == set()


def test_new_items_coming_in_and_a_short_term_business() -> None:
    message = "We're a short-term lender; we read loan forms, a backlog plus new forms coming in every day."
    assert positive("usage_pattern", message) == {"continuous"}
    assert of("usage_pattern", "We work at a short-term insurer.") == set()
    assert positive("compliance", "We work at a short-term insurer.") == {"regulated_industry"}
    # rented only for a while is a project
    assert positive("usage_pattern", "We need GPUs short-term for a study.") == {"project"}
