"""Classes fixed in NLU round 59b (on the blind batch yy and the held-out misses of yv and yw: task_type,
served_model, usage_pattern, budget_model, compliance). Each test uses other words than the batches', so the
class is fixed rather than the sentence."""

from __future__ import annotations

import pytest

from tests.readings import of, positive

# -- a daily load said in a sentence of its own, in a message that asks something else ---


def test_a_daily_load_stated_before_a_question_is_continuous_use() -> None:
    message = "我們用自己 fine-tune 咗嘅 7B，每日大概 6,500 個 request。點揀好？"
    assert positive("usage_pattern", message) == {"continuous"}
    # a load inside the question only weighs a case
    assert positive("usage_pattern", "日均两万次请求，用serverless划算吗？") == set()


# -- a daily load alone is no task, in traditional characters too ---


def test_a_daily_load_alone_in_traditional_characters_names_no_task() -> None:
    message = "我們每日大概有三萬次調用。"
    assert positive("task_type", message) == set()
    assert positive("usage_pattern", message) == {"continuous"}


# -- a project with its span, its kind named between ---


@pytest.mark.parametrize(
    "message",
    [
        "这是为期三年的省级重点研发课题。",
        "It's a three-year funded research project.",
        "We have a research project of 2 years.",
        "Probably a 4-month effort, then done.",
    ],
)
def test_a_project_of_a_set_span_is_a_project(message: str) -> None:
    assert positive("usage_pattern", message) == {"project"}
    # the span said before the task keeps the task readable
    planned = "We plan a 6-month fine-tuning project on our support logs."
    assert positive("task_type", planned) == {"fine_tuning"}


# -- hardware named by its use names no task beside the task said ---


@pytest.mark.parametrize(
    "message",
    [
        "每天新增的日志都要清洗、去重。公司自己有一个推理集群，四十张L20。",
        "We need to dedupe and tag 20 TB of logs; our inference cluster has 64 L4s.",
    ],
)
def test_owned_hardware_named_by_its_use_is_no_task(message: str) -> None:
    assert positive("task_type", message) == {"data_processing"}


# -- a release deployed as it is ---


@pytest.mark.parametrize(
    "message",
    [
        "计划把GLM-4-9B原样放到内网上线，日均五千次请求。",
        "我们打算把Qwen3-32B原样私有化部署在机房里。",
        "想直接部署一个现成的开源模型做工单分类。",
    ],
)
def test_a_release_deployed_as_it_is_is_published(message: str) -> None:
    assert positive("served_model", message) == {"published"}
    # a ready-made model tuned further is none
    assert positive("served_model", "我们在现成的模型上微调。") == set()


# -- their own model, trained, with its size and use said between ---


@pytest.mark.parametrize(
    "message",
    [
        "We've trained our own 7B translation model and want it in production, about 30,000 requests a day.",
    ],
)
def test_our_own_trained_model_served_is_own_weights(message: str) -> None:
    assert positive("served_model", message) == {"own_weights"}
    assert positive("task_type", message) == {"inference"}


# -- continued training on a weekly schedule, the data named between ---


@pytest.mark.parametrize(
    "message",
    [
        "我們想每週用新抓取的財經新聞對自家 7B 模型做持續訓練。",
    ],
)
def test_continued_training_on_a_schedule_is_continuous(message: str) -> None:
    assert positive("usage_pattern", message) == {"continuous"}
    assert positive("task_type", message) == {"continued_training"}


# -- finance approves operating spend only ---


def test_operating_spend_only_is_opex() -> None:
    message = "集团规定这类开支只走运营性支出。"
    assert positive("budget_model", message) == {"opex"}


# -- 本地生活 is a line of business, no rule on data ---


def test_a_local_services_business_is_no_on_premises_rule() -> None:
    message = "我们是做本地生活服务的，想把一个模型上线给商户用。"
    assert positive("compliance", message) == set()
    # a local platform of theirs still is
    assert positive("compliance", "我们想搭一个本地的推理平台。") == {"data_on_premises"}


# -- a question of how things are done in general states no requirement of theirs ---


def test_a_general_question_states_no_requirement_or_use() -> None:
    message = "信创项目通常要先验证哪些适配问题？"
    assert positive("compliance", message) == set()
    assert positive("usage_pattern", message) == set()
    # the facts of a job asked about in general are still read
    assert positive("task_type", "How long does a LoRA run on a 13B model usually take?") == {"fine_tuning"}


# -- a post held at a government unit ---


@pytest.mark.parametrize(
    "message",
    [
        "I'm the data lead for a regional hospital.",
        "I am head of IT for a state bank.",
        "I'm the IT manager for a city government and we want a permit chatbot.",
    ],
)
def test_a_post_held_there_is_what_they_are(message: str) -> None:
    assert positive("compliance", message) == {"regulated_industry"}
    # building for one is still a vendor's work
    assert positive("compliance", "We build chatbots for a county government.") == set()


# -- both ways of paying taken, said of the budget ---


@pytest.mark.parametrize(
    "message",
    [
        "Money-wise we can go either way.",
        "Our finance team is fine with either.",
    ],
)
def test_both_ways_taken_of_the_budget_is_either(message: str) -> None:
    assert positive("budget_model", message) == {"either"}
    # either way said of anything else is no budget
    assert positive("budget_model", "Either way, we need it fast.") == set()


# -- a permission to use any cloud in the country ---


def test_any_cloud_in_the_country_rules_on_premises_out() -> None:
    message = "资料可以存到境内任意一家云。"
    assert of("compliance", message) == {("data_on_premises", True)}


# -- held-out misses of yv and yw ---


@pytest.mark.parametrize(
    ("message", "option"),
    [
        ("这一期属于试行性质。", "trial"),
        ("基本就做这一次。", "project"),
        ("视频抽帧，天天跑。", "continuous"),
    ],
)
def test_trial_project_and_continuous_said_other_ways(message: str, option: str) -> None:
    assert positive("usage_pattern", message) == {option}


def test_a_trial_span_is_no_training_time() -> None:
    assert positive("training_days", "先跑两周看看。") == set()


def test_data_processing_said_half_in_english() -> None:
    assert positive("task_type", "日志数据processing，每周一次") == {"data_processing"}


@pytest.mark.parametrize(
    "message",
    ["We're a generic drug manufacturer in Pune.", "We are the state e-governance agency."],
)
def test_drug_makers_and_e_governance_bodies_are_regulated(message: str) -> None:
    assert positive("compliance", message) == {"regulated_industry"}


# -- what the money may go to ---


@pytest.mark.parametrize(
    ("message", "option"),
    [
        ("Our grant can only be spent on cloud services.", "opex"),
        ("经费只能用于云服务。", "opex"),
        ("The funding only covers hardware.", "capex"),
    ],
)
def test_money_that_may_go_to_one_thing_only_states_the_way_to_pay(message: str, option: str) -> None:
    assert positive("budget_model", message) == {option}


# -- their own model, tuned, said after or with the method before the verb ---


@pytest.mark.parametrize(
    "message",
    [
        "We serve a distilled Qwen 3B of our own, about 9,000 requests a day.",
        "要上线的是我们自己用QLoRA调过的13B，日均两千次请求。",
    ],
)
def test_their_own_tuned_model_said_other_ways_is_own_weights(message: str) -> None:
    assert positive("served_model", message) == {"own_weights"}
    assert positive("task_type", message) == {"inference"}


# -- kept on the servers of the body they are, or in a country not listed before ---


@pytest.mark.parametrize(
    ("message", "option"),
    [
        ("Pupil records must remain on county servers.", "data_on_premises"),
        ("Customer data must not leave Ghana.", "data_in_country"),
    ],
)
def test_where_the_data_must_stay(message: str, option: str) -> None:
    assert option in positive("compliance", message)


def test_data_wanted_cleaned_and_labelled_is_data_processing() -> None:
    message = "We have 3 TB of scanned forms and need them cleaned and labelled."
    assert positive("task_type", message) == {"data_processing"}


# -- amounts written as a learner or in words ---


@pytest.mark.parametrize(
    ("message", "question", "value"),
    [
        ("Each run should take at most thirty-five days.", "training_days", 35),
        ("The corpus is about twenty-two billion tokens.", "dataset_tokens_b", 22),
        ("We have a corpus of 80 billions tokens.", "dataset_tokens_b", 80),
    ],
)
def test_amounts_in_hyphenated_words_and_plural_magnitudes(message: str, question: str, value: float) -> None:
    assert positive(question, message) == {value}


def test_an_existing_open_model_without_changes_is_published() -> None:
    message = "We'd run an existing open 8B model without any modifications for our helpdesk."
    assert positive("served_model", message) == {"published"}


def test_continued_training_each_month_on_new_data_is_continuous() -> None:
    message = "Our team continues training its 1B model every month on new support tickets."
    assert positive("task_type", message) == {"continued_training"}
    assert positive("usage_pattern", message) == {"continuous"}


# -- a project's span said after it, one project, done at once ---


@pytest.mark.parametrize(
    "message",
    ["这是个横向项目，一年期。", "Scope: a single project, finished by spring."],
)
def test_one_project_said_other_ways_is_a_project(message: str) -> None:
    assert positive("usage_pattern", message) == {"project"}


# -- training redone on a schedule; data from trials is no trial of theirs ---


def test_training_rerun_on_a_schedule_beside_trial_data_is_continuous() -> None:
    message = "Trial data must stay on our premises. We will re-run fine-tuning each quarter."
    assert positive("usage_pattern", message) == {"continuous"}
    assert positive("task_type", message) == {"fine_tuning"}
    # a trial of theirs is still one
    assert positive("usage_pattern", "It is only a trial.") == {"trial"}


# -- a model whose tuning is said done, then deployed ---


def test_a_model_said_tuned_already_and_deployed_is_own_weights() -> None:
    message = "中心拟将已完成精调的客服模型部署上线，日均请求约八千次。"
    assert positive("served_model", message) == {"own_weights"}
    assert positive("task_type", message) == {"inference"}


def test_a_citys_archives_are_a_government_unit() -> None:
    assert positive("compliance", "我们是省档案馆的信息处。") == {"regulated_industry"}


@pytest.mark.parametrize(
    "message",
    ["最好走信创，只是本次不强制。", "Ideally domestic chips, but this time it is not mandatory."],
)
def test_a_wish_waived_for_this_time_rules_the_requirement_out(message: str) -> None:
    assert of("compliance", message) == {("domestic_hardware", True)}
