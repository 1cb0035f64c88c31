"""Classes fixed in NLU round 47 (second part, on the blind batch yi after its first run: task_type,
usage_pattern, served_model, budget_model, compliance, finetune_method, training_days). Each test uses other
words than the batch's, so the class is fixed rather than the sentence."""

from __future__ import annotations

import pytest

from tests.readings import positive as _positive
from tests.readings import values

# -- a message in traditional characters reads as the same message in simplified ones ---


def test_a_message_in_traditional_characters_is_read_in_full() -> None:
    said = values("我們打算對7B模型做全參微調，資料不能離開公司，預計訓練三週。")
    assert {
        ("task_type", "fine_tuning", False),
        ("finetune_method", "full", False),
        ("model_params_b", 7.0, False),
        ("compliance", "data_on_premises", False),
        ("training_days", 21.0, False),
    } <= said


def test_a_taiwanese_word_for_inference_reads_as_the_task() -> None:
    assert _positive("task_type", "我們想把開源模型拿來做推論服務。") == {"inference"}


# -- their own tuning, done before, then served ---


@pytest.mark.parametrize(
    "message",
    [
        "Our ML group fine-tuned a 7B earlier this year and next we want to take it to production.",
        "We'd host our own QLoRA-tuned 7B for our agents.",
        "We want to serve our fine-tuned 3B (we did the tuning with an agency two months ago).",
    ],
)
def test_a_model_they_tuned_before_is_served_as_their_own(message: str) -> None:
    assert _positive("task_type", message) == {"inference"}
    assert _positive("served_model", message) == {"own_weights"}
    assert _positive("finetune_method", message) == set()


def test_a_prototype_they_already_have_is_no_trial() -> None:
    message = "We already have a working prototype; now we need to pick hardware."
    assert _positive("usage_pattern", message) == set()


# -- a ready-made or published model used as it is ---


@pytest.mark.parametrize("message", ["我们不做训练，就用现成的开源模型。", "模型拿现成的大模型，不改。"])
def test_a_ready_made_model_used_as_is_is_published_and_served(message: str) -> None:
    assert _positive("task_type", message) == {"inference"}
    assert _positive("served_model", message) == {"published"}


def test_a_ready_made_model_tuned_further_is_no_published_model() -> None:
    message = "打算在现成的大模型上微调。"
    assert _positive("task_type", message) == {"fine_tuning"}
    assert _positive("served_model", message) == set()


def test_a_published_model_with_a_knowledge_base_and_no_training_is_published() -> None:
    message = "做个内部制度问答，用开源模型结合知识库，不打算自己微调。"
    assert _positive("served_model", message) == {"published"}


def test_an_off_the_shelf_model_named_by_its_size_is_served() -> None:
    message = "We'd trial an off-the-shelf 3B on our invoices for two weeks."
    assert _positive("task_type", message) == {"inference"}
    assert _positive("served_model", message) == {"published"}


def test_an_application_built_on_a_model_runs_it() -> None:
    assert _positive("task_type", "拿开源14B做一个合同审查小程序") == {"inference"}


def test_an_online_model_named_with_its_region_is_no_task_of_theirs() -> None:
    assert _positive("task_type", "直接调用国外在线大模型的API就行，不打算自己部署。") == set()


# -- budget ---


@pytest.mark.parametrize("message", ["不想为这个项目专门买服务器。", "We can't commit to buying hardware."])
def test_buying_refused_rules_out_capex(message: str) -> None:
    assert ("budget_model", "capex", True) in values(message)


def test_a_payer_that_pays_per_use_is_opex() -> None:
    assert _positive("budget_model", "The ministry pays per use.") == {"opex"}


# -- compliance ---


def test_data_kept_in_a_network_named_by_its_owner_stays_on_premises() -> None:
    assert _positive("compliance", "影像资料不出市公司内网。") == {"data_on_premises"}


@pytest.mark.parametrize(
    "message", ["Nothing really sensitive in these files.", "None of this applies to us."]
)
def test_nothing_to_protect_is_no_compliance(message: str) -> None:
    assert _positive("compliance", message) == {()}


def test_sectors_listed_after_a_negation_are_all_ruled_out() -> None:
    said = values("We are not in banking, insurance or healthcare.")
    assert ("compliance", "regulated_industry", True) in said
    assert ("compliance", "regulated_industry", False) not in said


def test_a_wish_that_data_stay_in_the_country_is_no_requirement() -> None:
    assert _positive("compliance", "没有合规要求，最好别出境。") == {()}


def test_a_cloud_allowed_for_processing_rules_out_on_premises() -> None:
    assert ("compliance", "data_on_premises", True) in values("OK to host it on a public cloud.")


def test_asking_what_moving_to_domestic_chips_costs_is_no_rule() -> None:
    message = "用寒武纪跑推理，适配难度大吗？"
    assert _positive("compliance", message) == set()
    assert _positive("task_type", message) == {"inference"}
    assert _positive("compliance", "必须用国产卡做训练，迁移成本有多大？") == {"domestic_hardware"}


# -- usage, training time, method, task ---


@pytest.mark.parametrize(
    "message", ["这是个两年期的省级科研项目。", "Digitise the archive as a single exercise."]
)
def test_a_project_with_its_span_or_a_single_exercise_is_a_project(message: str) -> None:
    assert _positive("usage_pattern", message) == {"project"}


def test_the_time_a_run_is_given_is_its_training_time() -> None:
    assert _positive("training_days", "单轮训练预算十天。") == {10.0}
    assert _positive("training_days", "训练预算两百万。") == set()


def test_a_method_dropped_with_its_ing_verb_leaves_the_one_chosen() -> None:
    message = "We're no longer doing QLoRA; full fine-tuning instead."
    assert _positive("finetune_method", message) == {"full"}
    assert _positive("task_type", message) == {"fine_tuning"}


def test_cleaning_ahead_of_a_later_training_is_data_processing() -> None:
    message = "Tag and dedupe the call logs ahead of an eventual fine-tune."
    assert _positive("task_type", message) == {"data_processing"}
    assert _positive("task_type", "We need to clean the data before the fine-tune.") == {"fine_tuning"}


# -- round 47b, held-out classes beside the batch ---


@pytest.mark.parametrize(
    "message",
    ["我们跟医院一起微调了一个病历摘要模型，7B，打算部署给医生用。", "团队已经训好了个7B，准备上线。"],
)
def test_a_model_they_tuned_then_deploy_is_served_as_their_own(message: str) -> None:
    assert _positive("task_type", message) == {"inference"}
    assert _positive("served_model", message) == {"own_weights"}


def test_a_tuning_still_to_come_after_the_deployment_is_the_task() -> None:
    assert _positive("task_type", "我们想先微调一个7B再部署") == {"fine_tuning"}


def test_cleaning_before_any_training_is_data_processing() -> None:
    message = "Log files to clean and label before we train anything."
    assert _positive("task_type", message) == {"data_processing"}


def test_a_published_model_tested_is_a_trial() -> None:
    message = "We'd like to trial an off-the-shelf 7B on our support emails for two weeks."
    assert _positive("usage_pattern", message) == {"trial"}
    assert _positive("served_model", message) == {"published"}


def test_a_small_first_experiment_is_a_trial() -> None:
    assert _positive("usage_pattern", "想先搞个小范围试验，训练一个LoRA。") == {"trial"}


def test_a_bot_named_by_its_use_runs_a_model() -> None:
    assert _positive("task_type", "Our FAQ bot should answer staff questions.") == {"inference"}


def test_a_bot_on_an_online_model_is_no_task_of_theirs() -> None:
    assert _positive("task_type", "We'll call GPT via their APIs for our Slack bot.") == set()


def test_a_length_beside_the_kind_of_tuning_is_the_training_time() -> None:
    assert _positive("training_days", "plan: SFT on a 13B, 10 days max") == {10.0}


# -- where the data may go, said other ways ---


@pytest.mark.parametrize(
    "message",
    [
        "Happy with a German cloud, but not with overseas providers.",
        "Records may sit in a cloud, just not offshore.",
    ],
)
def test_only_foreign_places_ruled_out_keeps_the_data_in_the_country(message: str) -> None:
    assert "data_in_country" in _positive("compliance", message)


@pytest.mark.parametrize(
    "message", ["The logs are fine on a regional cloud.", "我们自己有机房，但也不反对上云。"]
)
def test_a_cloud_allowed_rules_out_on_premises(message: str) -> None:
    assert ("compliance", "data_on_premises", True) in values(message)


@pytest.mark.parametrize(
    "message", ["Under the agreement the scans can't be taken off campus.", "病历绝对不能出院。"]
)
def test_data_that_may_not_leave_their_site_stays_on_premises(message: str) -> None:
    assert "data_on_premises" in _positive("compliance", message)


# -- how long hardware is leased is no span of their use ---


@pytest.mark.parametrize(
    "message",
    [
        "Our GPUs are rented on a two-year contract.",
        "The nodes come from Lambda on a 6-month reserved contract.",
    ],
)
def test_a_lease_of_a_span_is_no_project(message: str) -> None:
    assert _positive("usage_pattern", message) == set()


def test_a_project_on_a_contract_is_still_a_project() -> None:
    assert _positive("usage_pattern", "The project runs on a six-month contract.") == {"project"}
