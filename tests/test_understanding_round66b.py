"""Classes fixed in NLU round 66b (task, served model, usage, daily calls, from the first-message misses of
batches uv and uw): amounts in words before thousand, material retrained on named other ways, models put to
write said plainly, deployments of a model of any description, 原封不动, a deployment of a model given by its
size, assistants said as a note or by the model's size, evaluated applications, text jobs for people,
automatic writing taken up, extraction as a noun or a job, data wanted done, a model put to tag an amount of
data, bare deployments beside a data job, a tuning redone on a schedule, base-form jobs done once. Worded
apart from the data."""

from __future__ import annotations

from tests.readings import of, positive


def test_calls_a_day_in_words_before_thousand() -> None:
    message = "We expect forty-five thousand requests per day from the app."
    assert positive("requests_per_day", message) == {45000}
    assert positive("requests_per_day", "Load should be about twelve thousand queries a day.") == {12000}
    # a vague amount stays none
    assert positive("requests_per_day", "We get several thousand queries a day.") == set()


def test_new_material_named_other_ways_retrained_on_with_ba() -> None:
    message = "电商平台打算每个月拿新的用户评论把情感分类模型重训一遍。"
    assert positive("task_type", message) == {"continued_training"}
    assert positive("task_type", "想用新的工单重训一下分派模型。") == {"continued_training"}


def test_a_model_said_plainly_put_to_write() -> None:
    message = "律所想用开源的大模型起草合同初稿，每天大概三百份。"
    assert positive("task_type", message) == {"inference"}
    assert positive("requests_per_day", message) == {300}
    assert positive("task_type", "家具厂想用模型批量写产品介绍。") == {"inference"}
    # data made for training is no serving
    assert positive("task_type", "想用模型生成训练数据。") == set()


def test_a_model_of_any_description_deployed_to_do_something() -> None:
    message = "想在本地部署一个总参数100B、激活12B的MoE模型做多语种客服，数据不能出境。"
    assert positive("task_type", message) == {"inference"}
    assert positive("model_params_b", message) == {100}
    assert positive("task_type", "想部署一个7B模型做微调。") == {"fine_tuning"}


def test_a_published_model_run_unchanged_said_with_yuanfengbudong() -> None:
    message = "律所想把开源的Qwen原封不动地部署在内网，给律师查法条。"
    assert positive("task_type", message) == {"inference"}
    assert positive("served_model", message) == {"published"}


def test_a_deployment_of_a_model_given_by_its_size() -> None:
    message = "Law firm, looking at an on-prem deployment of a 32B for contract review."
    assert positive("task_type", message) == {"inference"}


def test_an_assistant_said_as_a_note_or_by_the_model_size() -> None:
    message = "Lisbon insurer, claims assistant, 3,000 requests/day, on-prem only."
    assert positive("task_type", message) == {"inference"}
    assert positive("task_type", "Pension fund, evaluating a 7B policy assistant.") == {"inference"}
    # a person's title is no application
    assert positive("task_type", "Hi, research assistant here. We want a 7B.") == set()


def test_an_application_evaluated_is_a_trial() -> None:
    assert positive("usage_pattern", "Pension fund, evaluating a 7B policy assistant.") == {"trial"}


def test_a_text_job_for_the_people_who_use_it() -> None:
    message = "Hospital in Porto, translation for about 300 nurses, on-prem."
    assert positive("task_type", message) == {"inference"}


def test_automatic_writing_or_summaries_taken_up() -> None:
    assert positive("task_type", "检验科想做化验单解读自动生成，数据不出院。") == {"inference"}
    assert positive("task_type", "市政府想導入會議紀錄的自動摘要，不能上雲。") == {"inference"}
    # on an online model it gives way
    message = "想做周报自动生成，直接调用在线大模型的API就行。"
    assert positive("task_type", message) == set()
    # not data made for training
    assert positive("task_type", "想做训练数据的自动生成。") == set()


def test_extraction_named_as_a_noun_or_as_a_job() -> None:
    message = "Bank in Lima: automate extraction of data from scanned loan forms, about 300 GB."
    assert positive("task_type", message) == {"data_processing"}
    message = "Freight firm, trialling an invoice-extraction pipeline."
    assert positive("task_type", message) == {"data_processing"}
    # the use of a model still to train is no data job
    message = "Port operator, training a model for bill-of-lading data extraction, no idea how."
    assert positive("task_type", message) == set()


def test_data_wanted_done() -> None:
    message = "Museum here: glass-plate photos, about 4 TB, and we want them tagged and cleaned up."
    assert positive("task_type", message) == {"data_processing"}
    assert positive("task_type", "Archive team: we need all our old scans transcribed, around 4 TB.") == {
        "data_processing"
    }
    assert positive("task_type", "We have a 7B model and want it fine-tuned.") == {"fine_tuning"}


def test_a_model_put_to_tag_an_amount_of_data() -> None:
    message = "Co-op in Lima: can a small model classify member emails by type? We have ~30GB of emails."
    assert positive("task_type", message) != {"data_processing"}  # the amount said after a question mark
    message = "Co-op in Lima, want to see if a small model can classify emails by topic, ~30GB of emails."
    assert positive("task_type", message) == {"data_processing"}
    # without an amount, sorting what comes in is a service
    assert positive("task_type", "We want a model to classify incoming tickets.") == {"inference"}


def test_a_bare_deployment_beside_a_data_job() -> None:
    message = "贸易公司想把历年的采购合同抽成结构化数据，打算本地部署个大模型。"
    assert positive("task_type", message) == {"data_processing"}
    # an application deployed is its own task
    assert positive("task_type", "想自己部署模型，要多少钱？") == {"inference"}


def test_a_tuning_redone_on_a_schedule_is_the_tuning() -> None:
    message = "保险公司想用LoRA微调一个7B做核保问答，之後每週都會用新的數據重訓一次。"
    assert positive("task_type", message) == {"fine_tuning"}
    assert positive("finetune_method", message) == {"lora"}
    # retrained on a schedule alone is continued training
    message = "电商平台打算每个月拿新的用户评论把情感分类模型重训一遍。"
    assert positive("task_type", message) == {"continued_training"}


def test_a_base_form_job_done_once() -> None:
    message = "Library: about 80 GB of old newsletters to digitise once, no GPUs."
    assert positive("usage_pattern", message) == {"project"}
    assert of("usage_pattern", "We process new files once a week.") != {("project", False)}


def test_an_amount_of_data_each_day_goes_on() -> None:
    assert positive("usage_pattern", "港口每天新增200G的监控视频要做结构化。") == {"continuous"}
    assert positive("usage_pattern", "We ingest about 3 TB of fresh sensor logs each day.") == {"continuous"}
