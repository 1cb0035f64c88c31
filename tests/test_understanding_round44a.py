"""Classes fixed in NLU round 44 (second part): misses of the yf batch (bench/data/utterances.yaml) for
task_type, served_model, usage_pattern, budget_model and compliance. Each test uses other words than the
batch's, so the class is fixed rather than the sentence."""

from __future__ import annotations

import pytest

from tests.readings import of, values
from tests.readings import positive as _positive

# -- compliance: data kept inside their site, named by its noun (不出馆, "can't leave the library") ---


@pytest.mark.parametrize(
    "message",
    [
        "档案资料不出馆",
        "标本图像不出实验室",
        "我们是图书馆，数据一律不出本馆",
        "扫描件很多，不能出基地。",
        "The scans must not leave the library.",
        "Recordings can't leave the observatory.",
    ],
)
def test_data_kept_inside_their_site(message: str) -> None:
    assert "data_on_premises" in _positive("compliance", message)


@pytest.mark.parametrize("message", ["数据不出国", "病历不能出境"])
def test_the_country_named_is_no_site_of_theirs(message: str) -> None:
    assert "data_on_premises" not in _positive("compliance", message)


def test_a_trip_to_the_museum_is_no_rule() -> None:
    assert _positive("compliance", "Our team can't leave the museum project unfinished.") == set()


# -- compliance: a cloud named by its country or vendor allowed rules on-premises out ---


@pytest.mark.parametrize("message", ["客户那边说用国产云没问题", "部署在天翼云无所谓"])
def test_a_named_cloud_allowed(message: str) -> None:
    assert ("data_on_premises", True) in of("compliance", message)


def test_asking_whether_a_named_cloud_is_allowed_allows_nothing() -> None:
    assert ("data_on_premises", True) not in of("compliance", "用国内云可以吗？")


# -- compliance: deployment forms compared ('X和Y，差别大吗') state no rule ---


@pytest.mark.parametrize(
    "message",
    ["本地化部署与租用云主机，长期成本有多大差距？", "私有化部署和一体机的运维差别不大"],
)
def test_deployment_forms_compared_state_no_rule(message: str) -> None:
    assert "data_on_premises" not in _positive("compliance", message)


def test_a_required_deployment_before_a_comparison_stays() -> None:
    message = "我们必须私有化部署，和公有云比价格差多少？"
    assert "data_on_premises" in _positive("compliance", message)


# -- compliance: a contract research organisation is healthcare ---


@pytest.mark.parametrize(
    "message",
    [
        "We are a mid-sized CRO in Leiden.",
        "A contract research organisation, about 80 people.",
        "我们是一家CRO公司，做二期临床。",
    ],
)
def test_a_cro_is_regulated(message: str) -> None:
    assert "regulated_industry" in _positive("compliance", message)


def test_a_chief_revenue_officer_is_no_sector() -> None:
    assert _positive("compliance", "Our CRO wants a pricing model by Friday.") == set()


# -- usage_pattern: the documents of a trial are data, no trial of theirs ---


@pytest.mark.parametrize(
    "message",
    ["We'll fine-tune on 3B tokens of trial protocols.", "Trial results have to stay in Germany."],
)
def test_trial_documents_are_no_trial(message: str) -> None:
    assert "trial" not in _positive("usage_pattern", message)


def test_a_trial_period_is_still_a_trial() -> None:
    assert _positive("usage_pattern", "We want a two-week trial period first.") == {"trial"}


# -- usage_pattern: a project gone by that bought the hardware is no pattern of this job ---


@pytest.mark.parametrize(
    "message",
    ["那四张A100是以前一个课题采购的", "They were funded by a prior grant-funded program."],
)
def test_a_past_project_that_bought_the_cards(message: str) -> None:
    assert "project" not in _positive("usage_pattern", message)


def test_a_project_of_this_job_is_still_one() -> None:
    assert _positive("usage_pattern", "这是一个为期半年的科研项目") == {"project"}


# -- usage_pattern: how often a job recurs said alone (每两周一次, fortnightly) goes on ---


@pytest.mark.parametrize(
    "message",
    [
        "增量训练，每隔三周一次",
        "模型更新每个季度一轮",
        "We refresh the model fortnightly.",
        "Retraining every other month.",
    ],
)
def test_a_recurrence_said_alone(message: str) -> None:
    assert _positive("usage_pattern", message) == {"continuous"}


def test_an_interval_is_no_training_time() -> None:
    assert not any(q == "training_days" for q, _, _ in values("增量训练，每三周一次"))


def test_once_is_enough_is_no_schedule() -> None:
    assert "continuous" not in _positive("usage_pattern", "微调每个月一次就够了")


# -- usage_pattern: a term said as a note of its own, or done once said in brackets, has an end ---


@pytest.mark.parametrize(
    "message",
    [
        "研究生课程，一学期，学生做SFT实验",
        "Course runs one semester.",
        "dedupe the archive (once)",
        "数据清洗（一次性的）",
    ],
)
def test_a_term_or_a_single_run(message: str) -> None:
    assert _positive("usage_pattern", message) == {"project"}


def test_every_term_goes_on() -> None:
    assert "project" not in _positive("usage_pattern", "这门课每个学期都开")


# -- usage_pattern: open-ended answers are no use without an end ---


def test_open_ended_answers_are_no_use_without_end() -> None:
    message = "We have 50k open-ended responses to label with a 7B fine-tune."
    assert "continuous" not in _positive("usage_pattern", message)


def test_an_open_ended_service_still_goes_on() -> None:
    assert _positive("usage_pattern", "The chatbot is open-ended, no end date.") == {"continuous"}


# -- usage_pattern: a part struck out ('ignore the bit about ...') ---


@pytest.mark.parametrize(
    "message", ["Please ignore the part about the pilot.", "Disregard the part about a pilot."]
)
def test_a_part_struck_out(message: str) -> None:
    assert ("trial", True) in of("usage_pattern", message)


# -- budget_model: paid by the term; a purchase on a condition still open ---


@pytest.mark.parametrize("message", ["费用最好按学年结算", "The school would pay per term."])
def test_paid_by_the_term(message: str) -> None:
    assert _positive("budget_model", message) == {"opex"}


@pytest.mark.parametrize(
    "message",
    [
        "We might purchase servers if the economics work out.",
        "We could buy GPUs if it pays off.",
        "算得过来的话会考虑采购",
    ],
)
def test_a_purchase_on_a_condition_is_no_budget(message: str) -> None:
    assert "capex" not in _positive("budget_model", message)


def test_a_purchase_stated_is_still_one() -> None:
    assert _positive("budget_model", "We'd buy servers outright.") == {"capex"}


# -- compliance: 'cant' typed without its apostrophe before a verb ---


def test_cant_without_apostrophe() -> None:
    assert "data_in_country" in _positive("compliance", "our records cant leave nigeria")


# -- task_type: a model that sorts what comes in (工单分派, ticket routing) is run ---


@pytest.mark.parametrize(
    "message",
    [
        "想做个报修单的自动派单",
        "把客户投诉做智能分流",
        "We're looking at auto-routing incoming work orders.",
        "Looking at AI ticket routing for our service desk.",
    ],
)
def test_a_model_that_sorts_what_comes_in(message: str) -> None:
    assert _positive("task_type", message) == {"inference"}


def test_routing_with_a_tuned_model_is_tuning() -> None:
    assert _positive("task_type", "想微调一个7B模型做工单自动分派") == {"fine_tuning"}


def test_routing_through_an_online_api_serves_nothing() -> None:
    assert _positive("task_type", "直接调用在线大模型的API做工单智能分派") == set()


# -- task_type: the data of the period just gone, the same model trained on ---


@pytest.mark.parametrize("message", ["每周一用上周的点击日志重训一次", "每晚拿昨天的交易数据再训一轮"])
def test_trained_on_the_data_just_gone(message: str) -> None:
    assert _positive("task_type", message) == {"continued_training"}


# -- task_type: a corpus captioned or classified by a model is data processing ---


@pytest.mark.parametrize(
    "message",
    [
        "We need to caption roughly 400k archive images with an open VLM.",
        "Classify all of our scanned invoices once.",
    ],
)
def test_a_corpus_described_by_a_model(message: str) -> None:
    assert _positive("task_type", message) == {"data_processing"}
    assert _positive("served_model", message) == set()


# -- task_type and served_model: an application deployed where the rule on data is said; 部属 for 部署 ---


def test_an_application_deployed_inside_their_network() -> None:
    message = "计划私有化部署一个合同问答，开源模型，不改"
    assert _positive("task_type", message) == {"inference"}
    assert _positive("served_model", message) == {"published"}


def test_deployed_typed_by_its_sound() -> None:
    message = "开源的GLM-4-9B直接部属，不做训练"
    assert _positive("task_type", message) == {"inference"}
    assert _positive("served_model", message) == {"published"}


# -- served_model: a tuning done before by their team is the model they serve ---


@pytest.mark.parametrize(
    "message",
    [
        "We want to host a Mistral 7B that our ML team fine-tuned on claims notes.",
        "Plan is to serve it now: we trained a Qwen2.5 3B two months ago on our manuals.",
    ],
)
def test_a_model_their_team_tuned_before(message: str) -> None:
    assert _positive("task_type", message) == {"inference"}
    assert _positive("served_model", message) == {"own_weights"}


def test_a_tuning_to_do_is_still_the_task() -> None:
    assert _positive("task_type", "We want to fine-tune a Mistral 7B on claims notes next month.") == {
        "fine_tuning"
    }
