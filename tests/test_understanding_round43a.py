"""Classes fixed in NLU round 43 (first part): misses of the yd and ye batches (bench/data/utterances.yaml)
for ops_capacity, usage_pattern, task_type, served_model, budget_model and compliance. Each test uses other
words than the batches', so the class is fixed rather than the sentence."""

from __future__ import annotations

import pytest

from tests.readings import of
from tests.readings import positive as _positive

# -- compliance: the data kept in a country named, more countries, its soil, after their own place ---


@pytest.mark.parametrize(
    "message",
    [
        "Patient records must stay in Denmark.",
        "Regulation says subscriber data remains in the Kingdom.",
        "All of it has to live on German soil.",
        "Logs must remain on-premises and within Poland.",
    ],
)
def test_data_kept_in_a_named_country(message: str) -> None:
    assert "data_in_country" in _positive("compliance", message)


def test_a_country_where_they_sell_is_no_rule_on_the_data() -> None:
    assert _positive("compliance", "We sell mostly in Chile and Peru.") == set()


# -- compliance: the data kept inside their own organisation, the public cloud refused by who approves ---


@pytest.mark.parametrize(
    "message",
    [
        "Records can't leave the organisation.",
        "The files must not go outside the firm.",
        "病历数据不能出集团。",
        "节目素材不能出台。",
        "Legal will not sign off on a public cloud.",
        "Our CISO won't approve anything on public cloud.",
    ],
)
def test_data_kept_inside_their_own_organisation(message: str) -> None:
    assert "data_on_premises" in _positive("compliance", message)


def test_a_board_refusing_to_buy_is_no_rule_on_the_data() -> None:
    assert _positive("compliance", "The board won't approve buying servers.") == set()


# -- compliance: staying on the public cloud allowed ---


@pytest.mark.parametrize(
    "message",
    ["Happy to remain in the cloud.", "It's OK to stay on public cloud."],
)
def test_staying_on_the_cloud_allowed(message: str) -> None:
    assert ("data_on_premises", True) in of("compliance", message)


def test_a_wish_to_leave_the_cloud_allows_nothing() -> None:
    assert ("data_on_premises", True) not in of("compliance", "We want to move off the public cloud.")


# -- usage_pattern: a job done once ('once-off', 'once:' before its steps, 只打算跑一次), a span paid ---


@pytest.mark.parametrize(
    "message",
    [
        "A once-off clean-up of our archive.",
        "We need to convert 2 TB of scans once: OCR, dedupe, tag.",
        "清洗这批日志，只需要做一遍。",
        "微调只准备训一次。",
        "这是一个两个季度的项目",
        "The study is funded for eighteen months.",
        "课题执行期两年",
    ],
)
def test_a_job_done_once_or_for_a_span(message: str) -> None:
    assert _positive("usage_pattern", message) == {"project"}


@pytest.mark.parametrize("message", ["每周只跑一次", "每个月都只训一次"])
def test_a_schedule_of_single_runs_is_no_one_off(message: str) -> None:
    assert "project" not in _positive("usage_pattern", message)


# -- ops_capacity: people hired for other work, or the team itself, look after the machines ---


@pytest.mark.parametrize(
    "message",
    [
        "A PhD student will run them.",
        "Our researchers look after the servers.",
        "Two A40s that our bioinformaticians maintain.",
        "We have 8 L4s and administer them ourselves.",
        "Three developers keep them running as part of their day jobs.",
        "就有个兼职的，在管那几台机器",
    ],
)
def test_people_with_other_work_look_after_the_machines(message: str) -> None:
    assert _positive("ops_capacity", message) == {"limited"}


def test_running_the_cluster_ourselves_with_a_dedicated_crew_is_no_part_timer() -> None:
    message = "We run the cluster ourselves, with a dedicated ops crew."
    assert _positive("ops_capacity", message) == {"dedicated_team"}


# -- ops_capacity: nobody of theirs can or will run the cards ---


@pytest.mark.parametrize(
    "message",
    [
        "Our SRE team of five has never touched one.",
        "Three sysadmins, part-time, with zero GPU expertise.",
        "Our IT department can't deal with GPUs.",
        "公司里没有人能管这些机器。",
        "我们也没会弄的人。",
        "There's no one here who would maintain them.",
        "We'd want the provider to take care of all the infrastructure.",
    ],
)
def test_nobody_of_theirs_runs_the_cards(message: str) -> None:
    assert _positive("ops_capacity", message) == {"none"}


def test_a_vendor_that_sold_the_cards_runs_nothing_for_them() -> None:
    assert _positive("ops_capacity", "We'd like the vendor to ship the servers next month.") == set()


# -- ops_capacity: staff kept only for the job, 专门的SRE ---


@pytest.mark.parametrize("message", ["有专门的DevOps，四个人", "公司有专门的SRE"])
def test_staff_kept_for_the_machines(message: str) -> None:
    assert _positive("ops_capacity", message) == {"dedicated_team"}


def test_no_special_staff_is_no_team() -> None:
    assert "dedicated_team" not in _positive("ops_capacity", "没有专门的SRE")


# -- usage_pattern: what the model writes or answers counted by the day goes on ---


@pytest.mark.parametrize(
    "message",
    [
        "It should handle about 900 reports a day.",
        "Roughly 3,000 translations daily.",
        "日均大约两千份摘要",
        "每天也就几十次。",
    ],
)
def test_a_daily_count_of_output_goes_on(message: str) -> None:
    assert _positive("usage_pattern", message) == {"continuous"}


def test_a_job_done_in_a_day_is_no_daily_load() -> None:
    assert "continuous" not in _positive("usage_pattern", "一天跑两次训练看看")


# -- usage_pattern and task_type: a retrain on a day of each week, on the week's or the latest data ---


@pytest.mark.parametrize(
    "message",
    [
        "The ranker is retrained every Friday night on the week's clicks.",
        "每个月用当月的数据重训一次推荐模型",
        "每天拿最新日志重新训练一次",
    ],
)
def test_a_retrain_on_a_schedule_with_the_latest_data(message: str) -> None:
    assert _positive("usage_pattern", message) == {"continuous"}
    assert _positive("task_type", message) == {"continued_training"}


def test_a_retrain_once_on_old_data_is_no_schedule() -> None:
    assert "continuous" not in _positive("usage_pattern", "We retrained it once on last year's data.")


# -- served_model: a published model with no tuning said right after it, or used as-is after a comma ---


@pytest.mark.parametrize(
    "message",
    [
        "想做个内部知识库问答，选开源的，不打算微调。",
        "做个合同审查助手，用开源的qwen2.5-14b，不训练。",
        "想部署一个开源的OCR后处理模型，不微调直接跑。",
    ],
)
def test_a_published_model_with_no_tuning(message: str) -> None:
    assert _positive("task_type", message) == {"inference"}
    assert _positive("served_model", message) == {"published"}


def test_a_published_reply_with_a_comma() -> None:
    assert _positive("served_model", "Stock checkpoint, run as-is.") == {"published"}


def test_an_application_built_on_an_open_model_names_no_release() -> None:
    assert _positive("served_model", "想用开源模型搭个问答机器人，不训练。") == set()


# -- served_model: their own weights, trained in-house or by themselves ---


@pytest.mark.parametrize(
    "message",
    [
        "We need to serve an in-house trained 7B for the support desk.",
        "Deploy the classifier we trained ourselves, about 5,000 requests a day.",
    ],
)
def test_their_own_weights_trained_by_themselves(message: str) -> None:
    assert _positive("served_model", message) == {"own_weights"}


def test_a_model_to_train_ourselves_later_is_no_weights_of_theirs() -> None:
    assert _positive("served_model", "We want to train a 7B ourselves next year.") == set()


# -- budget_model: the hours of the cards paid as used ---


@pytest.mark.parametrize("message", ["We'd pay per GPU-hour.", "Happy paying per GPU-hour, nothing upfront."])
def test_paying_by_the_gpu_hour(message: str) -> None:
    assert _positive("budget_model", message) == {"opex"}


def test_a_price_asked_per_gpu_hour_is_no_way_of_paying() -> None:
    assert _positive("budget_model", "What does an H100 cost per GPU-hour?") == set()


# -- task_type: a model run unchanged, or what it would write or answer for them, is its use ---


@pytest.mark.parametrize(
    "message",
    [
        "Where should we start? We'd host Mistral 7B unchanged for the help desk.",
        "Could a 3B model summarise our call notes well enough?",
        "We're checking whether an open LLM can answer HR questions.",
    ],
)
def test_a_model_put_to_its_use(message: str) -> None:
    assert _positive("task_type", message) == {"inference"}


def test_a_model_tuned_so_it_can_answer_is_tuning() -> None:
    assert _positive("task_type", "We want to fine-tune a model that can answer HR questions.") == {
        "fine_tuning"
    }
