"""Classes fixed in NLU round 38: the ny batch's misses (bench/data/utterances.yaml). Each test uses other
words than the batch's, so the class is fixed rather than the sentence."""

from __future__ import annotations

import pytest

from compute_advisor.rules.intake.understanding import understand
from tests.readings import of
from tests.readings import positive as _positive

# -- task_type inference: a model given by its size alone, served ------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "We need to host a 32B for our support agents.",
        "Planning to deploy a 7B on two L4 cards.",
        "We'd serve a quantized 70B for the analysts.",
    ],
)
def test_a_model_given_by_its_size_alone_served_is_inference(message: str) -> None:
    assert _positive("task_type", message) == {"inference"}


@pytest.mark.parametrize(
    "message",
    [
        "We want to fine-tune a 13B and later serve it.",
        "How much would it cost to fine-tune a 7B before we deploy it?",
    ],
)
def test_a_model_trained_before_it_is_served_stays_the_training(message: str) -> None:
    assert _positive("task_type", message) == {"fine_tuning"}


# -- usage_pattern continuous: a daily load in a question beside a serving plan ----------------------------


def test_a_daily_load_in_a_question_about_their_service_is_continuous() -> None:
    message = "We'd serve a 13B at about 20k requests/day - is one H100 enough?"
    assert _positive("usage_pattern", message) == {"continuous"}
    assert _positive("requests_per_day", message) == {20000}


def test_a_daily_load_in_a_question_alone_only_weighs_a_case() -> None:
    assert _positive("usage_pattern", "Is it cheaper to rent at ~2M requests/day?") == set()


# -- budget_model: a preference against buying beside what they lack; paying as I go -----------------------


@pytest.mark.parametrize(
    "message",
    [
        "No GPUs, nobody to run them, and we'd rather not buy hardware.",
        "我们没有卡，也没人运维，最好别买设备。",
    ],
)
def test_a_preference_against_buying_beside_a_lack_rules_buying_out(message: str) -> None:
    assert of("budget_model", message) == {("capex", True)}


def test_a_preference_against_buying_beside_renting_is_renting() -> None:
    assert _positive("budget_model", "We'd rather not buy hardware; finance likes monthly rentals.") == {
        "opex"
    }


@pytest.mark.parametrize(
    "message", ["I'd rather pay as I go.", "Solo founder here, I prefer paying as I go."]
)
def test_paying_as_i_go_is_opex(message: str) -> None:
    assert _positive("budget_model", message) == {"opex"}


# -- served_model: a published model with a dotted version served as is; off the shelf ---------------------


@pytest.mark.parametrize(
    "message",
    [
        "想做个合同审查助手，模型用开源的Qwen2.5-14B直接部署就行，不微调。",
        "模型就是开源的Llama-3.1-8B直接上线，不做训练。",
        "We plan to deploy an unmodified Mistral 7B for our call centre.",
        "We'd use an off-the-shelf Llama 3 8B for ticket triage.",
    ],
)
def test_a_published_model_used_as_is_is_served_published(message: str) -> None:
    assert _positive("task_type", message) == {"inference"}
    assert _positive("served_model", message) == {"published"}
    assert _positive("model_params_b", message)  # the size in the name stays readable


@pytest.mark.parametrize(
    "message",
    ["We want to fine-tune an off-the-shelf Qwen 7B.", "Off-the-shelf servers are fine for us."],
)
def test_off_the_shelf_beside_a_training_or_hardware_is_no_published_model(message: str) -> None:
    assert _positive("served_model", message) == set()


# -- served_model own_weights: their own tuning, done before, is no task now --------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "模型是我们自己训练的版本，要在内网部署推理。",
        "想在行内上线推理服务，用的是自己微调的权重。",
        "We want to host the 7B checkpoint we trained last month for our support desk.",
        "We need to serve a 13B model we fine-tuned ourselves.",
    ],
)
def test_weights_of_their_own_tuned_before_are_served_own(message: str) -> None:
    assert _positive("task_type", message) == {"inference"}
    assert _positive("served_model", message) == {"own_weights"}


def test_a_model_they_will_tune_is_still_the_training() -> None:
    message = "We want to fine-tune a model we can serve."
    assert _positive("task_type", message) == {"fine_tuning"}
    assert _positive("served_model", message) == set()


# -- ops_capacity: said with the subject qualified, the machines said before, support said missing ----------


@pytest.mark.parametrize(
    "message",
    [
        "We have one workstation with two 3090s and no real IT support for GPUs.",
        "Zero in-house IT support, so whatever we pick has to be hands-off.",
    ],
)
def test_no_it_support_is_no_ops(message: str) -> None:
    assert _positive("ops_capacity", message) == {"none"}


def test_no_dedicated_it_support_only_rules_a_team_out() -> None:
    assert of("ops_capacity", "We have no dedicated IT support.") == {("dedicated_team", True)}


@pytest.mark.parametrize(
    "message",
    [
        "Nobody on our side is specifically in charge of the servers.",
        "Nobody in-house is specifically responsible for the cluster.",
        "Nobody on our end does ops full-time.",
    ],
)
def test_nobody_on_our_side_in_charge_rules_a_team_out(message: str) -> None:
    assert of("ops_capacity", message) == {("dedicated_team", True)}


def test_a_team_that_maintains_the_machines_full_time_said_after_them_is_dedicated() -> None:
    message = "We run two A100 servers that our IT team maintains full-time."
    assert _positive("ops_capacity", message) == {"dedicated_team"}


@pytest.mark.parametrize(
    "message", ["有一台8卡A100服务器，IT部门自己管。", "机器放在机房，信息中心自行维护。"]
)
def test_a_department_running_the_machines_in_house_states_no_level(message: str) -> None:
    assert _positive("ops_capacity", message) == set()


def test_we_run_them_ourselves_is_still_limited() -> None:
    assert _positive("ops_capacity", "服务器我们自己管。") == {"limited"}


# -- finetune_method: a method weighed against the other said bare ----------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "We're fine-tuning a 7B, unsure whether LoRA or full.",
        "微调7B，LoRA还是全量？",
        "Full or LoRA for a 13B fine-tune?",
    ],
)
def test_a_method_weighed_against_full_said_bare_is_no_method(message: str) -> None:
    assert _positive("finetune_method", message) == set()
    assert _positive("task_type", message) == {"fine_tuning"}


def test_a_method_said_alone_is_still_read() -> None:
    assert _positive("finetune_method", "We use LoRA for our 7B fine-tune, fully on our own cards.") == {
        "lora"
    }


# -- task_type inference: a text service built as one; a model named by what it does, run --------------------


@pytest.mark.parametrize(
    "message",
    [
        "想给研发部门做个代码补全服务。",
        "搭一套公文生成系统，数据不出内网。",
        "We want to run a clinical note summarizer on-prem.",
        "Our legal team needs a contract translator hosted in-house.",
    ],
)
def test_a_text_service_or_a_model_named_by_its_work_is_inference(message: str) -> None:
    assert _positive("task_type", message) == {"inference"}


@pytest.mark.parametrize(
    "message",
    ["做个训练数据生成工具。", "We want to fine-tune a summarizer on our notes."],
)
def test_data_made_for_training_or_a_tuned_summarizer_is_not_inference(message: str) -> None:
    assert "inference" not in _positive("task_type", message)


# -- existing_hardware none: old or plain servers without GPUs ---------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "公司只有几台老服务器，没有GPU。",
        "有三台普通服务器，都不带显卡。",
        "We have a few old servers but no GPUs.",
    ],
)
def test_old_or_plain_servers_without_gpus_are_no_hardware(message: str) -> None:
    assert _positive("existing_hardware", message) == {"none"}


def test_old_machines_with_cards_are_still_hardware() -> None:
    assert _positive("existing_hardware", "有两台旧机器，带4090。") == {"some"}


# -- training_days: a length to see how it works is a trial's ----------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "现在是POC阶段，先跑个两三周看看效果。",
        "模型直接部署，先跑一个月看下效果。",
        "We'll run it for two weeks and see how it goes.",
    ],
)
def test_a_length_to_see_how_it_works_is_no_training_days(message: str) -> None:
    assert _positive("training_days", message) == set()


@pytest.mark.parametrize(
    ("message", "days"), [("训练大概跑两周。", 14), ("Fine-tuning takes two weeks.", 14)]
)
def test_a_run_length_is_still_training_days(message: str, days: int) -> None:
    assert _positive("training_days", message) == {days}


# -- compliance: deployment modes weighed in a statement are no rule on data ---------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "想比较一下私有化部署和Serverless API的成本。",
        "私有化部署和公有云对比一下。",
        "We'd like to compare serverless and private deployment for our chatbot.",
    ],
)
def test_deployment_modes_compared_are_no_on_premises_rule(message: str) -> None:
    assert _positive("compliance", message) == set()


@pytest.mark.parametrize(
    "message", ["想对比一下Serverless API和私有化部署，不过数据不能出内网。", "必须私有化部署。"]
)
def test_a_rule_said_apart_from_the_comparison_still_holds(message: str) -> None:
    assert _positive("compliance", message) == {"data_on_premises"}


# -- served_model: more ways of saying it (written for round 38, beyond the batch) ---------------------------


@pytest.mark.parametrize(
    ("message", "served"),
    [
        ("模型是我们用LoRA微调过的Llama-3-8B，要上线给员工用。", "own_weights"),
        ("用开源的Qwen2.5-7B就行，不做微调，直接部署。", "published"),
        ("We'll deploy a stock Qwen2.5-32B, no customization.", "published"),
        ("We plan to serve an open-source 14B without any fine-tuning.", "published"),
    ],
)
def test_more_ways_of_saying_the_served_model(message: str, served: str) -> None:
    assert _positive("task_type", message) == {"inference"}
    assert _positive("served_model", message) == {served}


@pytest.mark.parametrize(
    "message",
    [
        "Inference only, no fine-tuning. Model is ~1B.",
        "We want to fine-tune a 7B and serve it without any retraining later.",
    ],
)
def test_no_tuning_without_a_serving_verb_or_beside_a_training_is_no_published_model(message: str) -> None:
    assert _positive("served_model", message) == set()


# -- task_type inference and ops: more ways of saying them (written for round 38, beyond the batch) ----------


@pytest.mark.parametrize(
    "message",
    [
        "想把Qwen2.5-14B部署到内网给业务部门用。",
        "We want an on-prem LLM to answer HR questions for employees.",
        "We want to put a 7B model behind our support chat.",
    ],
)
def test_a_model_put_to_use_for_people_is_inference(message: str) -> None:
    assert _positive("task_type", message) == {"inference"}


def test_a_model_to_answer_questions_tuned_first_is_the_training() -> None:
    assert _positive("task_type", "We want an LLM to answer questions, but first we must fine-tune it.") == {
        "fine_tuning"
    }


@pytest.mark.parametrize(
    ("message", "ops"),
    [
        ("No one on the team knows how to run GPU servers.", "none"),
        ("Our ops team is two people, both full-time on infra.", "dedicated_team"),
        ("Our IT team is three people, all full-time.", "dedicated_team"),
        ("Our ops team is two people, both part-time.", "limited"),
    ],
)
def test_more_ways_of_saying_the_ops(message: str, ops: str) -> None:
    assert _positive("ops_capacity", message) == {ops}


# -- more ways of saying the served model and the inference task (written for round 38, beyond the batch) ----


@pytest.mark.parametrize(
    ("message", "served"),
    [
        ("想用Qwen2.5-32B做内部的合同审查，不做训练，原模型直接上。", "published"),
        ("直接用社区的Llama-3-70B-Instruct权重部署。", "published"),
        ("We're going to serve the base Llama 3 70B Instruct weights, untouched.", "published"),
        ("我们要上线的是自己SFT过的7B。", "own_weights"),
        ("Our model is a LoRA adapter we trained on top of Qwen2.5-7B; we need to serve it.", "own_weights"),
    ],
)
def test_served_model_said_in_other_words(message: str, served: str) -> None:
    assert _positive("task_type", message) == {"inference"}
    assert _positive("served_model", message) == {served}
    assert _positive("model_params_b", message)


@pytest.mark.parametrize(
    ("message", "task"),
    [
        ("拿Llama做个实验。", set()),
        ("想用Qwen2.5-7B微调做研报摘要。", {"fine_tuning"}),
        ("想用Qwen2.5-14B做理赔单据的信息抽取。", {"data_processing"}),
    ],
)
def test_a_named_model_put_to_an_experiment_a_tuning_or_data_work_is_no_inference(
    message: str, task: set[str]
) -> None:
    assert _positive("task_type", message) == task


def test_no_it_support_needed_is_no_ops_reading() -> None:
    assert _positive("ops_capacity", "We want a solution with no IT support needed.") == set()


# -- ops_capacity none: no ops at all, said after it --------------------------------------------------


@pytest.mark.parametrize(
    "message", ["运维这块完全没有。", "运维方面基本为零。", "运维这块没有，机器也没买。"]
)
def test_no_ops_said_after_it_is_none(message: str) -> None:
    assert _positive("ops_capacity", message) == {"none"}


def test_no_full_time_ops_said_after_it_only_rules_a_team_out() -> None:
    assert of("ops_capacity", "运维没有专职的。") == {("dedicated_team", True)}


# -- usage_pattern project: a service kept up only for a bounded window ------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "About 10k requests a day, but only for a 2-month campaign.",
        "We'll serve it only for a six-week promotion.",
    ],
)
def test_a_service_only_for_a_bounded_window_is_a_project(message: str) -> None:
    assert _positive("usage_pattern", message) == {"project"}


def test_a_daily_load_with_no_window_is_still_continuous() -> None:
    assert _positive("usage_pattern", "About 10k requests a day for our support bot.") == {"continuous"}


# -- compliance regulated_industry: a government unit named by its level and body ---------------------------


@pytest.mark.parametrize(
    "message",
    [
        "We're a provincial health commission.",
        "We're a municipal transport bureau and data must stay in-country.",
    ],
)
def test_a_government_unit_named_by_level_and_body_is_regulated(message: str) -> None:
    assert "regulated_industry" in _positive("compliance", message)


@pytest.mark.parametrize(
    "message",
    ["We're an integrator working for a provincial health commission.", "We're a regional power company."],
)
def test_a_vendor_for_one_or_a_utility_is_not_regulated(message: str) -> None:
    assert "regulated_industry" not in _positive("compliance", message)


# -- task_type inference: a text job handed to a model; an assistant aimed at -----------------------------


@pytest.mark.parametrize(
    "message",
    [
        "We want to generate product descriptions with an LLM.",
        "We summarize support tickets using a local model.",
        "Our goal is an on-prem coding assistant.",
    ],
)
def test_a_text_job_handed_to_a_model_or_an_assistant_aimed_at_is_inference(message: str) -> None:
    assert _positive("task_type", message) == {"inference"}


@pytest.mark.parametrize(
    "message", ["We want to generate training data with an LLM.", "My role is a research assistant."]
)
def test_data_made_with_a_model_or_a_person_who_assists_is_no_inference(message: str) -> None:
    assert "inference" not in _positive("task_type", message)


# -- existing_hardware none: "啥GPU都没有" is an emphatic no, not a question --------------------------------


@pytest.mark.parametrize("message", ["现在机房里啥GPU都没有", "我们什么显卡也没有", "啥服务器都没有"])
def test_what_gpu_at_all_we_have_none_is_none_and_no_question(message: str) -> None:
    assert _positive("existing_hardware", message) == {"none"}
    assert understand(message).is_question is False


def test_which_gpu_asked_is_still_a_question() -> None:
    assert understand("你们支持什么GPU？").is_question is True


# -- is_question: what they are looking into, said as a statement --------------------------------------------


@pytest.mark.parametrize("message", ["现在还在看值不值得上私有化。", "数据不能出境，想看看有哪些方案。"])
def test_looking_into_something_said_as_a_statement_is_no_question(message: str) -> None:
    assert understand(message).is_question is False


@pytest.mark.parametrize("message", ["想看看有哪些方案？", "值不值得自建？"])
def test_the_same_asked_with_a_question_mark_is_a_question(message: str) -> None:
    assert understand(message).is_question is True


# -- data_scale: a size said in words, listed after a fact about their job, before a question -------------


@pytest.mark.parametrize(
    ("message", "scale"),
    [
        ("想微调一个7B，SFT就够了，数据就几个G，在笔记本上能跑吗？", "small"),
        ("做LoRA微调，数据几百G，两周能训完吗？", "medium"),
    ],
)
def test_a_size_in_words_listed_before_a_question_is_theirs(message: str, scale: str) -> None:
    assert _positive("data_scale", message) == {scale}
