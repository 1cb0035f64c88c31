"""Classes fixed in NLU round 62b (task, served model, usage and questions, from the first-message misses of
batch vz and what was left of xw, xv and xx: applications and jobs described by what they do). Worded apart
from the data."""

from __future__ import annotations

from tests.readings import of, positive


def test_the_ai_said_to_do_a_job_for_them_runs_a_model() -> None:
    assert positive("task_type", "领导让我看看AI能不能帮我们做焊缝缺陷检测。") == {"inference"}
    # data work it does is no serving
    assert "inference" not in positive("task_type", "AI能不能帮我们做数据标注？")
    assert positive("task_type", "看看AI能不能帮我们做模型训练。") == set()


def test_a_model_put_to_a_use_with_a_try_or_a_place_between() -> None:
    message = "所里想试用一下大模型做案件摘要，先试两个月。"
    assert positive("task_type", message) == {"inference"}
    assert positive("usage_pattern", message) == {"trial"}
    assert positive("task_type", "我们想用多模态模型在仓库里做包裹破损检测。") == {"inference"}


def test_a_detection_kept_running_or_on_a_live_feed_is_served() -> None:
    assert positive("task_type", "准备做高速路口的违停行为识别，7x24运行。") == {"inference"}
    message = "We want to spot shoplifting in the CCTV streams of our stores."
    assert positive("task_type", message) == {"inference"}
    # a recognition said alone may be a training or an archive
    assert positive("task_type", "想做违停行为识别，录像存了二十TB。") == set()
    # watching machines is no model
    assert positive("task_type", "Our ops team monitors the cluster round the clock.") == set()
    assert positive("task_type", "Our scheduler should detect node failures 24/7.") == set()
    assert positive("task_type", "需要检测GPU节点故障，24小时值守。") == set()


def test_a_machine_named_by_the_application_it_does_runs_it() -> None:
    assert positive("task_type", "想买一台能做病历质检的一体机。") == {"inference"}
    assert positive("task_type", "想买一台能跑训练的服务器。") == set()


def test_an_automatic_application_with_its_daily_load_is_served() -> None:
    assert positive("task_type", "打算做保单的智能审核，每日大概五百件。") == {"inference"}
    assert positive("task_type", "省里要做医保智能审核，硬件必须国产。") == set()


def test_an_assistant_or_service_named_by_its_text_job() -> None:
    message = "We need a Spanish-English translation assistant for our nurses."
    assert positive("task_type", message) == {"inference"}
    message = "Hardware for a contract summarisation service across five offices."
    assert positive("task_type", message) == {"inference"}
    assert positive("task_type", "We currently pay for a translation service.") == set()
    message = "We'd like an internal assistant over the HR handbook for our shift managers."
    assert positive("task_type", message) == {"inference"}
    assert positive("task_type", "We'd like an assistant professor to join.") == set()
    message = "We want an AI to read incoming complaints and create reply drafts."
    assert positive("task_type", message) == {"inference"}


def test_fields_read_out_of_documents_are_data_work() -> None:
    message = "We need to extract dosage data from 30k scanned prescriptions."
    assert positive("task_type", message) == {"data_processing"}
    assert positive("task_type", "We want to pull the numbers from our GPU dashboards.") == set()
    message = "Looking for a script that pulls the totals out of our receipts."
    assert positive("task_type", message) == {"data_processing"}
    assert positive("task_type", "想做报关单的自动识别录入。") == {"data_processing"}
    assert positive("task_type", "想用AI睇收据然后自动入账。") == {"data_processing"}
    assert positive("task_type", "We must auto-label 500 TB of lidar sweeps.") == {"data_processing"}
    # a recognition model to train is no data job
    assert positive("task_type", "发票识别模型要自己训练。") == set()


def test_a_model_said_public_and_not_trained_is_published() -> None:
    assert positive("served_model", "模型用公开的GLM-4-9B，不做微调，部署在内网。") == {"published"}


def test_work_counted_by_the_week_or_in_cantonese_by_the_day_goes_on() -> None:
    assert positive("usage_pattern", "每个礼拜大概八百份问卷要录入。") == {"continuous"}
    assert positive("usage_pattern", "一日大概五千张单据。") == {"continuous"}
    # data gathered each week is no work done
    assert positive("usage_pattern", "每周大概新增2000张图片，准备训练一个检测模型。") == set()


def test_recordings_coming_in_each_day_go_on() -> None:
    assert positive("usage_pattern", "每天大约新增两个小时的庭审录像。") == {"continuous"}
    message = "We transcribe roughly five hours of call recordings a day."
    assert positive("usage_pattern", message) == {"continuous"}


def test_a_daily_count_with_its_noun_before_goes_on() -> None:
    assert positive("usage_pattern", "Drafting replies to customers, around 450 a day.") == {"continuous"}
    assert positive("usage_pattern", "We pay about 300 a day for the cluster.") == set()


def test_a_job_at_a_point_of_every_period_goes_on() -> None:
    message = "At the close of every quarter we reconcile the ledgers with a model."
    assert positive("usage_pattern", message) == {"continuous"}
    assert positive("usage_pattern", "每个月月末都要对账。") == {"continuous"}
    assert positive("usage_pattern", "We'd be billed at the end of each month.") == set()


def test_a_job_to_be_finished_within_a_span_is_a_project() -> None:
    assert of("usage_pattern", "这活儿预计三个月内完成。") == {("project", False)}
    # a training's time is no project
    message = "这个训练任务预计两个月完成，用64张H800。"
    assert positive("usage_pattern", message) == set()
    assert positive("training_days", message) == {60}


def test_evaluating_putting_a_model_to_a_use_is_a_trial() -> None:
    assert positive("usage_pattern", "想评估引入大模型帮客服写回复。") == {"trial"}
    assert positive("usage_pattern", "想评估用哪个模型比较好。") == set()
