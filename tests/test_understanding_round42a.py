"""Classes fixed in NLU round 42 (first part): misses and wrong extra values of the yb and yc batches
(bench/data/utterances.yaml) for usage_pattern, task_type, served_model, budget_model and compliance.
Each test uses other words than the batches', so the class is fixed rather than the sentence."""

from __future__ import annotations

import pytest

from tests.readings import of
from tests.readings import positive as _positive

# -- served_model: their own weights, tuned on a base named between or said in brackets ---


@pytest.mark.parametrize(
    "message",
    [
        "线上客服用的是团队基于Qwen2.5调优好的7B，日均调用两万次",
        "部署一个分类模型（1B，自研）做推理，每天请求五万次",
        "We already fine-tuned Qwen 2.5 7B on our contracts and now need to deploy it for the legal team.",
    ],
)
def test_their_own_weights_tuned_on_a_named_base(message: str) -> None:
    assert _positive("served_model", message) == {"own_weights"}


def test_a_training_on_a_base_still_to_come_is_no_weights_of_theirs() -> None:
    assert _positive("served_model", "我们打算在Llama上微调一个客服模型") == set()


# -- served_model: a published model, nothing changed ---


@pytest.mark.parametrize(
    "message",
    [
        "想部署一个问答助手，模型就用开源的，不动它。",
        "部署Qwen2.5-7B做内部检索问答，用开源的Qwen2.5-7B，不改。",
        "We plan to serve Mistral-7B, unchanged, behind our support desk.",
    ],
)
def test_a_published_model_with_nothing_changed(message: str) -> None:
    assert _positive("task_type", message) == {"inference"}
    assert _positive("served_model", message) == {"published"}


def test_an_open_model_to_be_tuned_is_not_published_as_is() -> None:
    assert _positive("served_model", "用开源的Qwen2.5-7B做LoRA微调，然后上线") == set()


# -- usage_pattern: a job done once, a project of a length said roughly or of a kind of grant ---


@pytest.mark.parametrize(
    "message",
    [
        "要把十年的工单做一遍清洗去重，一次性清洗完就行",
        "We need to OCR and dedupe about 3 TB of invoices, just once.",
        "这是个半年左右的项目",
        "经费来自一个两年的横向课题",
        "We plan three or four fine-tuning runs over the term.",
    ],
)
def test_a_job_done_once_or_a_project(message: str) -> None:
    assert _positive("usage_pattern", message) == {"project"}


@pytest.mark.parametrize(
    "message",
    [
        "拿我们积累了二十几年的合同和判例做SFT",
        "数据不能出境那条是另一个项目的要求",
    ],
)
def test_contracts_kept_as_data_and_another_project_are_no_project(message: str) -> None:
    assert _positive("usage_pattern", message) == set()


# -- usage_pattern: a job redone on a schedule, a course every term, a load counted by the month ---


@pytest.mark.parametrize(
    "message",
    [
        "We will redo the training monthly as new claims arrive.",
        "We'd repeat it every quarter when the catalogue changes.",
        "Reprocessing happens twice a year after each survey season.",
        "这个实训课以后每个学期都要开，学生都要跑LoRA",
        "We caption about 12,000 videos a month with an off-the-shelf model.",
    ],
)
def test_a_job_redone_on_a_schedule_goes_on(message: str) -> None:
    assert _positive("usage_pattern", message) == {"continuous"}


def test_twice_in_a_run_is_no_schedule() -> None:
    assert _positive("usage_pattern", "We will run the fine-tune twice to compare seeds.") == set()


# -- usage_pattern: the effect tried first, an evaluation of whether ---


@pytest.mark.parametrize(
    "message",
    [
        "先试试效果，好的话再扩大规模",
        "We want to evaluate whether an open 7B could draft replies for our agents.",
    ],
)
def test_the_effect_tried_first_is_a_trial(message: str) -> None:
    assert _positive("usage_pattern", message) == {"trial"}


# -- task_type: a model got running, a private deployment of a model, an online model called ---


@pytest.mark.parametrize(
    "message",
    [
        "想先把一个开源的小模型跑起来，给客服同事试用",
        "We are looking at a private deployment of an open 14B model for our analysts.",
    ],
)
def test_a_model_brought_up_is_served(message: str) -> None:
    assert _positive("task_type", message) == {"inference"}


def test_an_online_model_called_short_serves_no_model_of_theirs() -> None:
    assert _positive("task_type", "想做个客服助手，直接调在线大模型的接口就行") == set()


def test_data_readied_before_a_training_is_no_task_of_its_own() -> None:
    assert _positive("task_type", "训练之前还得先做去重和过滤，数据大概50TB") == set()


def test_data_work_alone_is_still_read() -> None:
    assert _positive("task_type", "我们要先做去重和过滤，数据大概50TB") == {"data_processing"}


# -- budget_model: chat spellings of paying as they go, a purchase refused by who decides, two weighed ---


@pytest.mark.parametrize(
    "message",
    ["no hw, payg pls", "we'd keep paying by the month, honestly", "pay as we go is what finance wants"],
)
def test_paying_as_they_go_said_in_chat(message: str) -> None:
    assert _positive("budget_model", message) == {"opex"}


def test_a_purchase_refused_by_who_decides() -> None:
    assert of("budget_model", "想按月租，采购服务器领导不批") == {("opex", False), ("capex", True)}


@pytest.mark.parametrize(
    "message",
    ["按token计费更便宜，还是自己买两张卡便宜？", "私有化部署和云服务比，价格上差距多大？"],
)
def test_two_ways_weighed_choose_none(message: str) -> None:
    assert _positive("budget_model", message) == set()
    assert _positive("compliance", message) == set()


# -- compliance: nothing sensitive, a forbidden network, premises named by their owner ---


def test_nothing_sensitive_said_with_you() -> None:
    assert of("compliance", "都是公开的手册，数据没有什么敏感的") == {((), False)}


@pytest.mark.parametrize(
    "message",
    [
        "病历严禁离开医院机房",
        "Data must stay on hospital premises at all times.",
    ],
)
def test_data_kept_on_premises_said_as_forbidden_or_by_owner(message: str) -> None:
    assert _positive("compliance", message) >= {"data_on_premises"}


# -- compliance: a demand taken off, quoted, or a closed way found fine after all ---


@pytest.mark.parametrize(
    "message, option",
    [
        ("国产化这个要求先撤掉吧，英伟达也可以", "domestic_hardware"),
        ("之前说的“不能上公有云”那条删掉吧", "data_on_premises"),
        ("Scratch the on-premises requirement, the board approved a hosted region.", "data_on_premises"),
        ("之前说数据不能出机房，问了领导，其实用国内的云也没问题", "data_on_premises"),
    ],
)
def test_a_demand_let_go(message: str, option: str) -> None:
    assert (option, True) in {(v, n) for v, n in of("compliance", message)}
    assert option not in _positive("compliance", message)


# -- compliance: words that only look like a sector or a rule ---


@pytest.mark.parametrize(
    "message",
    [
        "We are building search over our clause bank for the firm.",
        "我们做跨境直播的，想做个翻译模型",
        "We want to extract fields from 500k customs declarations, once.",
        "更正一下，不是910B，是海光的卡",
        "在910B上训练的话要改多少代码？",
        "我们是给医院做信息系统的厂商",
    ],
)
def test_words_that_only_look_like_a_sector_or_a_rule(message: str) -> None:
    assert {v for v, _ in of("compliance", message)} == set()


def test_a_private_fund_is_regulated() -> None:
    assert _positive("compliance", "我们是一家做量化的私募基金") == {"regulated_industry"}


# -- task_type: used as it is with no tuning, said with no comma between ---


@pytest.mark.parametrize(
    "message", ["部署一个开源的14B模型做摘要，原样用不调优", "开源的9B模型原样跑不训练，上线给内部用"]
)
def test_used_as_it_is_with_no_tuning_run_together(message: str) -> None:
    assert _positive("task_type", message) == {"inference"}
    assert _positive("served_model", message) == {"published"}


def test_a_question_whether_to_tune_is_still_no_refusal() -> None:
    assert _positive("task_type", "要不微调一下Qwen2.5-7B试试？") == {"fine_tuning"}


# -- task_type: a second kind added with 'and also' and its verb ---


@pytest.mark.parametrize(
    "message",
    [
        "We want to pretrain a small 1B model and also serve a 7B assistant for staff.",
        "plan is to serve llama 8b for support and also fine-tune a 3B classifier",
    ],
)
def test_a_second_kind_added_with_also(message: str) -> None:
    assert _positive("task_type", message) == set()


def test_also_with_no_second_kind_keeps_the_task() -> None:
    assert _positive("task_type", "We want to serve a 7B chatbot and also keep costs down.") == {"inference"}


# -- usage_pattern: what users send counted by the day ---


@pytest.mark.parametrize(
    "message",
    [
        "Our FAQ bot would get about 300 prompts a day.",
        "Staff send roughly 2,000 messages daily to the helper.",
        "一天大概有上千次查询",
    ],
)
def test_what_users_send_counted_by_the_day_goes_on(message: str) -> None:
    assert _positive("usage_pattern", message) == {"continuous"}


def test_a_count_of_questions_in_a_test_set_is_no_daily_load() -> None:
    assert _positive("usage_pattern", "We have 5,000 questions in our eval set.") == set()


# -- task_type: their own tuned model put to use, no load said ---


@pytest.mark.parametrize(
    "message",
    [
        "模型是团队之前微调好的7B，打算下个月投入使用",
        "The model is our own fine-tuned 8B and it goes into production next week.",
    ],
)
def test_their_own_model_put_to_use_is_served(message: str) -> None:
    assert _positive("task_type", message) == {"inference"}
    assert _positive("served_model", message) == {"own_weights"}


def test_their_own_model_named_in_a_question_is_no_task() -> None:
    assert _positive("task_type", "模型是我们自己微调过的7B，投入使用前要压测吗？") == set()


# -- served_model: the release itself named as what they run, with no task said ---


@pytest.mark.parametrize(
    "message",
    [
        "Mistral-7B-Instruct, as released.",
        "The weights, untouched, straight from the vendor.",
        "跑的是Qwen2.5-7B原版",
    ],
)
def test_the_release_named_as_what_they_run(message: str) -> None:
    assert _positive("served_model", message) == {"published"}


def test_off_the_shelf_data_is_no_model_they_run() -> None:
    assert _positive("served_model", "We'd use off-the-shelf datasets for the first pass.") == set()


# -- task_type: a product of theirs that runs a model; the way of a fine-tune undecided ---


@pytest.mark.parametrize(
    "message",
    [
        "I'm making a slack bot that serves a small 1B model for our team.",
        "We ship a browser plugin that runs a local 3B model.",
    ],
)
def test_a_product_that_runs_a_model_serves_it(message: str) -> None:
    assert _positive("task_type", message) == {"inference"}


def test_a_bot_that_runs_reports_names_no_model() -> None:
    assert _positive("task_type", "We have a bot that runs nightly reports.") == set()


@pytest.mark.parametrize(
    "message",
    [
        "We haven't chosen a fine-tuning method for the 7B yet.",
        "We have not picked a fine-tuning recipe.",
    ],
)
def test_the_way_of_a_fine_tune_undecided_keeps_the_task(message: str) -> None:
    assert of("task_type", message) == {("fine_tuning", False)}


def test_a_fine_tune_not_needed_is_still_ruled_out() -> None:
    assert of("task_type", "We haven't picked a GPU yet and don't need fine-tuning.") == {
        ("fine_tuning", True)
    }


# -- task_type: a model run on a card they name, asked; a tuned model that is to run is no tuning now ---


@pytest.mark.parametrize(
    "message",
    [
        "Can a 7B model run on a single L4 for our helpdesk bot?",
        "Would a 3B model fine-tuned on our manuals be able to run on one A10?",
    ],
)
def test_a_model_run_on_a_card_they_name(message: str) -> None:
    assert _positive("task_type", message) == {"inference"}


def test_a_model_to_be_fine_tuned_and_then_run_is_fine_tuning() -> None:
    message = "We want a 7B model fine-tuned on our tickets, then run on our own A100."
    assert _positive("task_type", message) == {"fine_tuning"}


# -- compliance: a national lab is no sector named ---


@pytest.mark.parametrize(
    "message",
    [
        "Materials group at a national laboratory, continuing pretraining of an 8B.",
        "We're a national lab doing climate models.",
    ],
)
def test_a_national_lab_is_no_sector(message: str) -> None:
    assert _positive("compliance", message) == set()


def test_a_government_ministry_is_still_regulated() -> None:
    assert _positive("compliance", "We're a government ministry building a policy assistant.") == {
        "regulated_industry"
    }
