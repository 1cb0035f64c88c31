"""Classes fixed in NLU round 36: the ly batch's misses (bench/data/utterances.yaml). Each test uses other
words than the batch's, so the class is fixed rather than the sentence."""

from __future__ import annotations

import pytest

from tests.readings import positive as _positive

# -- served_model: a published model run as it is, the team's own tuned weights ----------------------


@pytest.mark.parametrize(
    "message",
    [
        "我们想把开源的Qwen2.5-14B原样部署起来，给法务部的同事用。",
        "模型不打算改，直接用开源的Llama做合同摘要。",
        "打算拿一个开源的OCR模型直接做票据识别。",
        "We'd like to serve a 32B open model as-is for our support staff.",
        "The plan is a published checkpoint used as-is behind our search page.",
    ],
)
def test_a_published_model_run_as_it_is_is_served_published(message: str) -> None:
    assert _positive("served_model", message) == {"published"}
    assert _positive("task_type", message) == {"inference"}


@pytest.mark.parametrize(
    "message",
    [
        "我们把开源的Qwen2.5-7B拿来微调后再部署。",
        "We will fine-tune an open model first; the data as-is is too noisy.",
    ],
)
def test_a_published_model_trained_first_is_not_served_as_is(message: str) -> None:
    assert _positive("served_model", message) == set()


@pytest.mark.parametrize(
    "message",
    [
        "我们自己训练好了一个13B的法律模型，现在要部署上线。",
        "线上跑的是我们在Qwen2.5-32B基础上精调出来的模型，每天几万次调用。",
        "现在要上线的是我们和高校联合训练过的模型。",
    ],
)
def test_weights_of_their_own_tuned_before_are_served(message: str) -> None:
    assert _positive("served_model", message) == {"own_weights"}
    assert _positive("task_type", message) == {"inference"}


def test_a_tuned_models_size_is_kept() -> None:
    message = "线上跑的是我们在Llama-3-70B上微调出来的模型，每天调用两万次左右。"
    assert _positive("model_params_b", message) == {70.0}


@pytest.mark.parametrize(
    "message",
    [
        "我们想自己在Qwen2.5-7B上微调一个客服模型。",
        "我们自己微调过一个7B的话需要多少卡？",
    ],
)
def test_a_tuning_still_to_come_is_no_served_model(message: str) -> None:
    assert _positive("served_model", message) == set()
    assert _positive("task_type", message) == {"fine_tuning"}


def test_a_daily_load_in_short_requests_is_read() -> None:
    assert _positive("requests_per_day", "we expect about 30k reqs/day") == {30000.0}


# -- false positives: renting told as how things are, a deployment at clients', resources measured -------


@pytest.mark.parametrize(
    "message",
    [
        "我们的推荐模型目前都是租的云上A100在跑，日均调用十万次。",
        "训练全在租的GPU上跑，一次大概两天。",
        "Each fine-tune currently runs on rented GPUs for about a day.",
    ],
)
def test_renting_told_as_how_things_are_is_no_budget_model(message: str) -> None:
    assert _positive("budget_model", message) == set()


@pytest.mark.parametrize("message", ["没有自己的卡，打算按需租。", "We plan to rent 8 GPUs by the hour."])
def test_a_plan_to_rent_is_still_opex(message: str) -> None:
    assert _positive("budget_model", message) == {"opex"}


@pytest.mark.parametrize(
    "message",
    [
        "我们是做软件外包的，要帮甲方私有化部署一个知识库问答。",
        "本地部署和云端API，哪个更适合我们这种小团队？",
        "Could we train a 7B on the 4 A100s we have? That's the only hardware we own.",
    ],
)
def test_a_deployment_for_clients_or_weighed_is_no_rule_on_data(message: str) -> None:
    assert "data_on_premises" not in _positive("compliance", message)


def test_a_deployment_required_on_premises_is_still_a_rule() -> None:
    assert "data_on_premises" in _positive("compliance", "数据敏感，必须私有化部署。")


@pytest.mark.parametrize(
    "message",
    [
        "打算对Qwen2.5-14B做LoRA微调，手上有4张A100，想估算一下算力要多少。",
        "We plan to pretrain a 3B model; how can we test those numbers the vendor gave us before committing?",
    ],
)
def test_resources_measured_or_a_claim_checked_is_no_trial(message: str) -> None:
    assert _positive("usage_pattern", message) == set()


def test_redacting_before_an_api_is_no_data_processing_task() -> None:
    message = "We'll call a hosted model's API for summaries; we anonymise it all first."
    assert "data_processing" not in _positive("task_type", message)


# -- ops_capacity none said indirectly; no hardware read from it ---------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "我们有两台A100服务器，但是公司里没有懂服务器的同事。",
        "We have one DGX box. Our IT folks have never worked with GPUs.",
        "We own 4 L40S cards but have zero GPU expertise in-house.",
    ],
)
def test_nobody_who_knows_the_machines_is_no_ops(message: str) -> None:
    assert _positive("ops_capacity", message) == {"none"}
    assert "none" not in _positive("existing_hardware", message)


# -- usage_pattern project: one run then done, a term, a campaign, a job named a project ---------------


@pytest.mark.parametrize(
    "message",
    [
        "想用Qwen2.5-14B把历史工单打个标，处理一遍就完事。",
        "这个学期要做一个法律问答的微调。",
        "We need a 7B fine-tuned for our holiday campaign copy.",
        "公司要搞个合同审查的微调项目，基座14B。",
    ],
)
def test_one_run_or_a_set_span_is_project(message: str) -> None:
    assert _positive("usage_pattern", message) == {"project"}


@pytest.mark.parametrize(
    "message",
    ["每周跑一次就行，用新数据增量训练。", "跑一次完整训练要多久？"],
)
def test_a_schedule_or_a_full_run_is_no_project(message: str) -> None:
    assert "project" not in _positive("usage_pattern", message)


# -- model sizes weighed; a company in the health business; a sized model run for an application ----------


@pytest.mark.parametrize(
    "message",
    [
        "想做法律文书的SFT，13B和32B还没定。",
        "是直接调云服务，还是自己部署一个72B？",
    ],
)
def test_sizes_weighed_give_no_size(message: str) -> None:
    assert _positive("model_params_b", message) == set()


def test_a_health_tech_startup_is_not_regulated() -> None:
    assert _positive("compliance", "我们是一家医疗科技公司，想做病历摘要的微调。") == set()


@pytest.mark.parametrize(
    "message",
    ["想在两张A10上跑一个14B的合同问答。", "给我们的App接一个3B的小模型做分类。"],
)
def test_a_sized_model_run_or_plugged_in_is_served(message: str) -> None:
    assert _positive("task_type", message) == {"inference"}


# -- an MoE's total said as 总参; one machine of so many cards -------------------------------------------


def test_a_total_said_as_zongcan_is_the_model_size_not_data() -> None:
    message = "想部署一个开源MoE（2T总参，40B激活），数据不能出公司。"
    assert _positive("model_params_b", message) == {2000.0}
    assert _positive("data_scale", message) == set()


@pytest.mark.parametrize(
    ("message", "cards"),
    [("We have one server of 4x H100.", 4.0), ("We have three boxes of 8x L40S.", 24.0)],
)
def test_machines_of_so_many_cards_are_counted(message: str, cards: float) -> None:
    assert _positive("owned_gpus", message) == {cards}


# -- data work on a schedule; a bank calling itself 行; a daily load said without 次 ----------------------


@pytest.mark.parametrize(
    "message",
    [
        "每周都要把新采集的网页清洗、去重一遍，存量大概20TB。",
        "Every night we filter and tag the new images we collect; about 3TB so far.",
    ],
)
def test_data_work_on_a_schedule_is_continuous(message: str) -> None:
    assert _positive("usage_pattern", message) == {"continuous"}


def test_a_bank_calling_itself_hang_is_regulated() -> None:
    assert "regulated_industry" in _positive("compliance", "咱们行里有两台A800，想做个信贷问答。")


def test_hang_as_will_do_is_no_bank() -> None:
    assert "regulated_industry" not in _positive("compliance", "我们行不行用4090微调一个7B？")


def test_a_daily_load_said_without_a_measure_word_is_read() -> None:
    message = "我们自己训的模型已经上线，日均调用三万左右。"
    assert _positive("requests_per_day", message) == {30000.0}
    assert _positive("task_type", message) == {"inference"}


# -- two tasks of two sizes named as their work; ops by the vendor or by office IT; a machine put to use ----


def test_two_tasks_each_of_its_size_name_neither() -> None:
    message = "We do both: fine-tuning 8B models for customers and pretraining small 0.5B ones. 16 L40S."
    assert _positive("task_type", message) == set()
    assert _positive("model_params_b", message) == set()


def test_one_task_of_one_size_is_still_read() -> None:
    message = "We do fine-tuning of 8B models for customers. 16 L40S in-house."
    assert _positive("model_params_b", message) == {8.0}


@pytest.mark.parametrize(
    "message",
    [
        "机房有两台A800，运维由供应商负责。",
        "服务器是去年买的，集成商的工程师驻场维护。",
        "We have one GPU box, and our IT person just handles laptops and email.",
    ],
)
def test_ops_by_the_vendor_or_office_it_is_none(message: str) -> None:
    assert _positive("ops_capacity", message) == {"none"}


def test_their_machine_put_to_an_application_is_served() -> None:
    assert _positive("task_type", "院里有一台8卡服务器，想用它来跑病历摘要生成。") == {"inference"}


def test_their_machine_put_to_training_is_not_served() -> None:
    assert _positive("task_type", "院里有一台8卡服务器，想拿它跑问答模型的微调。") == {"fine_tuning"}


# -- an open model of a size run for a use; an assistant wanted for people; no cards of any kind -------------


@pytest.mark.parametrize(
    "message",
    [
        "We're considering hosting an open-weight 14B for contract search.",
        "We need an HR policy assistant for our employees.",
    ],
)
def test_a_model_or_assistant_for_a_use_is_served(message: str) -> None:
    assert _positive("task_type", message) == {"inference"}


def test_an_assistant_person_is_no_service() -> None:
    assert _positive("task_type", "I'm an assistant to the CTO and was asked to collect quotes.") == set()


def test_no_cards_of_any_kind_is_no_hardware() -> None:
    assert _positive("existing_hardware", "我们现在什么显卡都没有。") == {"none"}


# -- hardware bought before is theirs; a purchase still to come is not ---------------------------------------


def test_hardware_bought_before_is_had() -> None:
    message = "所里之前采购的四台8卡L40S一直是厂家在维护。"
    assert _positive("owned_gpus", message) == {32.0}
    assert _positive("existing_hardware", message) == {"some"}


@pytest.mark.parametrize("message", ["明年准备采购的四台8卡L40S还没到。", "公司打算买的8张H100要等预算。"])
def test_hardware_still_to_be_bought_is_not_had(message: str) -> None:
    assert _positive("owned_gpus", message) == set()


def test_a_use_run_on_their_own_tuned_model_is_served() -> None:
    message = "Ticket routing with our fine-tuned 8B, roughly 5,000 requests a day."
    assert _positive("task_type", message) == {"inference"}
    assert _positive("served_model", message) == {"own_weights"}


def test_training_again_from_their_tuned_model_is_still_training() -> None:
    message = "We want another LoRA round with our fine-tuned 8B as the base."
    assert _positive("task_type", message) == {"fine_tuning"}


def test_a_model_put_to_writing_for_people_is_served() -> None:
    assert _positive("task_type", "办公室想用大模型起草通知和周报。") == {"inference"}


def test_a_model_trained_to_write_is_training() -> None:
    assert _positive("task_type", "想微调一个大模型写新闻稿。") == {"fine_tuning"}
