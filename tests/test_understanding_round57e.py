"""Classes fixed in NLU round 57, part e (a sweep of the held-out misses on the task and use fields). Worded
apart from the data."""

from __future__ import annotations

from tests.readings import positive


def test_the_model_they_mean_to_serve_names_serving() -> None:
    assert positive("task_type", "The LLM I'm going to serve is Mistral 7B.") == {"inference"}
    assert positive("task_type", "The checkpoint we plan to deploy is a 13B distilled one.") == {"inference"}


def test_the_model_they_serve_now_said_in_a_correction_names_no_task() -> None:
    # guards yo81's label: "the model we serve" alone may only correct which model it is
    assert positive("task_type", "One fix: the model we serve is Qwen2.5-7B, not Llama.") == set()


def test_their_done_tuning_said_again_of_the_model_is_no_task() -> None:
    message = "我们自己精调过一个模型，是在Qwen2.5-14B上精调的，现在要部署上线，日调用两万次。"
    assert positive("task_type", message) == {"inference"}
    assert positive("served_model", message) == {"own_weights"}


def test_a_method_in_brackets_after_their_done_tuning_is_no_task() -> None:
    message = "We run a summariser on a model our ML team fine-tuned (Llama 3 8B, QLoRA), now to serve it."
    assert positive("task_type", message) == {"inference"}
    assert positive("finetune_method", message) == set()


def test_a_tuning_still_to_do_keeps_its_task() -> None:
    message = "我们自己微调过一个小模型，现在想再微调一个基于Qwen的14B，然后部署。"
    assert "fine_tuning" in positive("task_type", message)


def test_a_model_put_to_write_or_answer_is_run() -> None:
    assert positive("task_type", "想让大模型自动回复客户邮件，每天两百封左右。") == {"inference"}
    assert positive("task_type", "We want an LLM to write our weekly newsletter.") == {"inference"}


def test_a_model_put_to_make_training_data_is_no_serving() -> None:
    assert "inference" not in positive("task_type", "想用大模型生成训练数据，给小模型用。")
    message = "We want a 70B model to generate synthetic training data."
    assert "inference" not in positive("task_type", message)


def test_a_model_put_to_work_through_an_online_api_serves_none_of_theirs() -> None:
    assert positive("task_type", "直接调在线大模型的API，用大模型写商品描述就行。") == set()


def test_an_ai_customer_service_is_an_application() -> None:
    assert positive("task_type", "公司想搞个AI客服，看看值不值得上。") == {"inference"}


def test_once_then_done_after_a_comma_is_one_job() -> None:
    assert positive("usage_pattern", "We convert the old PDFs, once, and then we're done.") == {"project"}


def test_the_job_done_then_nothing_more_is_one_job() -> None:
    assert positive("usage_pattern", "这批数据洗完就完事了。") == {"project"}


def test_a_schedule_beside_done_then_nothing_more_stays_continuous() -> None:
    assert positive("usage_pattern", "每周跑一次，跑完就收工。") == {"continuous"}


def test_a_team_working_round_the_clock_is_no_use_round_the_clock() -> None:
    assert positive("usage_pattern", "我们有专职的运维小组，7*24小时的那种。") == set()


def test_a_service_up_round_the_clock_stays_continuous() -> None:
    assert positive("usage_pattern", "推理服务是7x24的。") == {"continuous"}
