"""Classes fixed in NLU round 39: the oy and py batches' misses (bench/data/utterances.yaml). Each test uses
other words than the batches', so the class is fixed rather than the sentence."""

from __future__ import annotations

import pytest

from tests.readings import of
from tests.readings import positive as _positive

# -- served_model published: a published model deployed or served as it is -----------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "准备直接部署开源的Qwen2.5-14B，不做微调，给客服用。",
        "打算直接部署GLM-4-9B，不打算训练，每天大概五千次调用。",
        "We'll host Llama-3.1-8B exactly as released for the help desk.",
        "Serving an open-weights 14B model to staff, as published.",
        "We'd deploy Qwen2.5-7B-Instruct unchanged behind our chatbot.",
    ],
)
def test_a_published_model_served_as_it_is(message: str) -> None:
    assert _positive("served_model", message) == {"published"}


@pytest.mark.parametrize(
    "message",
    [
        # no model named between the verb and the no-training (cx12)
        "模型直接部署上线就行，不训练。",
        # a question about doing without training is no statement
        "直接部署Qwen，不做微调的话够不够？",
    ],
)
def test_deploying_with_no_model_named_is_no_published_model(message: str) -> None:
    assert _positive("served_model", message) == set()


# -- served_model own_weights: their own tuned weights, said in other ways -----------------------------------


@pytest.mark.parametrize(
    ("message", "task"),
    [
        ("要上线的是拿我们的业务数据训练好的模型，每天两万次调用。", "inference"),
        ("之前已经做过LoRA了，现在要把自己的权重做成推理服务。", "inference"),
        ("We want to serve our own finetuned classifier, ~300k req/day.", "inference"),
        ("Planning to host our own fine tuned 7B for the support team.", "inference"),
    ],
)
def test_their_own_weights_served(message: str, task: str) -> None:
    assert _positive("served_model", message) == {"own_weights"}
    assert _positive("task_type", message) == {task}


def test_a_tuning_asked_about_is_still_a_tuning() -> None:
    assert _positive("task_type", "我们做过SFT了吗？") == {"fine_tuning"}
    assert _positive("task_type", "We want to fine-tune our own model.") == {"fine_tuning"}


# -- compliance precision: texts of a domain, a bureau that is a firm, trying domestic chips -----------------


@pytest.mark.parametrize(
    "message",
    [
        "想拿医疗文献语料做继续预训练，我们是做搜索的。",
        "We run a translation bureau and want to fine-tune a 7B.",
        "先测试一下国产卡跑7B推理的速度。",
    ],
)
def test_no_compliance_rule_read_from_a_subject_or_a_trial(message: str) -> None:
    assert _positive("compliance", message) == set()


def test_a_rule_for_domestic_chips_and_a_court_are_still_read() -> None:
    assert _positive("compliance", "必须用国产卡，先测试一下性能。") == {"domestic_hardware"}
    assert "regulated_industry" in _positive("compliance", "Court IT office here, no GPUs yet.")


# -- ops_capacity: nobody there at all, staff beside other jobs, staff whose job the machines are ------------


@pytest.mark.parametrize(
    "message",
    [
        "我们公司没有任何技术人员。",
        "办公室的IT只管电脑和打印机，谁都没碰过显卡。",
        "卡可以买，但没有懂这块的人。",
    ],
)
def test_nobody_there_to_run_them_is_no_ops(message: str) -> None:
    assert _positive("ops_capacity", message) == {"none"}


@pytest.mark.parametrize(
    "message",
    [
        "Our two data scientists half-maintain the boxes.",
        "It's the three founders, and we all have day jobs.",
        "兼职的，就一位。",
    ],
)
def test_someone_beside_other_work_is_limited(message: str) -> None:
    assert _positive("ops_capacity", message) == {"limited"}


@pytest.mark.parametrize(
    "message",
    [
        "The cluster is run by full-time infra engineers.",
        "We have three dedicated HPC admins.",
    ],
)
def test_staff_whose_job_the_machines_are_is_a_dedicated_team(message: str) -> None:
    assert _positive("ops_capacity", message) == {"dedicated_team"}


def test_dedicated_staff_not_needed_is_no_team() -> None:
    assert _positive("ops_capacity", "We don't need dedicated GPU staff.") == set()


# -- model_params_b precision: a range of sizes, sizes left undecided ---------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "We'd fine-tune something in the 1-3B range for tagging.",
        "想微调一个7到13B之间的模型。",
        "Maybe 8B, maybe 32B, we haven't decided yet.",
    ],
)
def test_a_range_or_an_undecided_size_is_no_size(message: str) -> None:
    assert _positive("model_params_b", message) == set()


@pytest.mark.parametrize(
    ("message", "size"),
    [
        ("We want to fine-tune Llama-3-8B on our tickets.", 8),
        ("Planning to fine-tune llama 3-8B this month.", 8),
        ("A 13B, we haven't decided on the GPUs.", 13),
    ],
)
def test_a_size_in_a_name_or_beside_another_open_choice_stays(message: str, size: int) -> None:
    assert _positive("model_params_b", message) == {size}


# -- budget_model: the budget said to be paid as used, or to be a capital sum; money into machines ----------


@pytest.mark.parametrize(
    "message",
    [
        "没有卡，预算只能按月结算。",
        "预算最好按使用量计费。",
    ],
)
def test_a_budget_paid_as_used_is_opex(message: str) -> None:
    assert _positive("budget_model", message) == {"opex"}


@pytest.mark.parametrize(
    "message",
    [
        "预算属于固定资产购置费。",
        "Our budget is a one-time capital allocation from the ministry.",
    ],
)
def test_a_budget_for_buying_is_capex(message: str) -> None:
    assert _positive("budget_model", message) == {"capex"}


def test_refusing_to_put_money_into_machines_rules_buying_out() -> None:
    assert ("capex", True) in of("budget_model", "先做个验证，不打算在服务器上花钱。")


@pytest.mark.parametrize(
    "message",
    [
        "预算按量付还是买断，哪个划算？",
        "Whatever we end up buying, our vendor will run it.",
    ],
)
def test_a_way_weighed_or_whatever_is_bought_is_no_budget_model(message: str) -> None:
    assert _positive("budget_model", message) == set()


# -- existing_hardware: cards bought before, "of our", nothing in hardware ---------------------------------


@pytest.mark.parametrize(
    ("message", "count"),
    [
        ("实验室采购过四张A100，一直闲着。", 4),
        ("我们之前买过两张4090放在办公室。", 2),
    ],
)
def test_cards_bought_before_are_theirs(message: str, count: int) -> None:
    assert _positive("existing_hardware", message) == {"some"}
    assert _positive("owned_gpus", message) == {count}


def test_a_machine_of_ours_named_in_a_question_is_theirs() -> None:
    message = "Can one of our three L40S servers handle a 13B?"
    assert _positive("existing_hardware", message) == {"some"}


@pytest.mark.parametrize(
    "message",
    ["Nothing in the way of hardware so far.", "GPU？零张。", "没采购过GPU。"],
)
def test_nothing_in_hardware_is_none(message: str) -> None:
    assert _positive("existing_hardware", message) == {"none"}


def test_a_purchase_made_before_is_no_budget_model() -> None:
    assert _positive("budget_model", "实验室采购过四张A100。") == set()


# -- task_type: no deployment at all; requests_per_day: a verb of serving before the amount ----------------


def test_no_deployment_said_leaves_the_data_work() -> None:
    message = "不训练，也不部署模型，只是要给两百TB的网页数据去重。"
    assert _positive("task_type", message) == {"data_processing"}


@pytest.mark.parametrize(
    ("message", "calls"),
    [
        ("每天要响应两万次请求。", 20000),
        ("客服系统每天需要处理大约八千次咨询。", 8000),
    ],
)
def test_calls_said_with_a_verb_of_serving(message: str, calls: int) -> None:
    assert _positive("requests_per_day", message) == {calls}


def test_a_vague_amount_of_calls_is_none() -> None:
    assert _positive("requests_per_day", "每天处理几万次请求。") == set()


# -- compliance precision: a deployment inside their network as a plan; cards from a domestic-IT project ---


@pytest.mark.parametrize(
    "message",
    [
        "打算在公司内网部署一个7B做知识库问答。",
        "服务器是前年信创项目采购的，现在闲着。",
    ],
)
def test_a_plan_or_a_past_purchase_is_no_rule(message: str) -> None:
    assert _positive("compliance", message) == set()


@pytest.mark.parametrize(
    ("message", "rule"),
    [
        ("模型只能在内网部署。", "data_on_premises"),
        ("这个项目必须信创。", "domestic_hardware"),
    ],
)
def test_a_rule_said_is_still_read(message: str, rule: str) -> None:
    assert rule in _positive("compliance", message)


# -- compliance data_on_premises: data kept inside their walls or network, said in English -----------------


@pytest.mark.parametrize(
    "message",
    [
        "Claims data stays within the company network, no exceptions.",
        "We are obliged to keep client records in our own data center.",
        "The assistant has to live inside the ministry's intranet.",
    ],
)
def test_data_kept_inside_their_walls_is_on_premises(message: str) -> None:
    assert "data_on_premises" in _positive("compliance", message)


def test_data_inside_for_now_is_no_rule() -> None:
    assert "data_on_premises" not in _positive(
        "compliance", "Our data stays inside the bank for now, but cloud is fine."
    )


# -- usage_pattern project: a job done once ---------------------------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "给客户做的一次性项目，微调一个7B。",
        "Continued pretraining of a 3B, a single run, maybe two weeks.",
    ],
)
def test_a_job_done_once_is_a_project(message: str) -> None:
    assert _positive("usage_pattern", message) == {"project"}


@pytest.mark.parametrize("message", ["How long would one run take?", "不是一次性项目，要长期用。"])
def test_a_run_asked_about_or_a_project_denied_is_no_project(message: str) -> None:
    assert "project" not in _positive("usage_pattern", message)


# -- requests_per_day: the day said in Chinese, the calls in English -------------------------------------


@pytest.mark.parametrize(
    ("message", "calls"),
    [
        ("上线后每天大概5k requests。", 5000),
        ("一天差不多三千个query。", 3000),
    ],
)
def test_mixed_daily_calls_are_read_and_no_training_days(message: str, calls: int) -> None:
    assert _positive("requests_per_day", message) == {calls}
    assert _positive("training_days", message) == set()


# -- task_type inference: images made for a use ------------------------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "电商团队想用开源模型给商家批量出图。",
        "We'd use a text-to-image model for product mockups.",
    ],
)
def test_images_made_for_a_use_is_inference(message: str) -> None:
    assert _positive("task_type", message) == {"inference"}


def test_an_image_model_tuned_or_for_training_data_is_no_inference() -> None:
    assert _positive("task_type", "想微调一个文生图模型给客户出图。") == {"fine_tuning"}
    assert _positive("task_type", "We need an image model for training data augmentation.") == set()


# -- ops_capacity: nobody in charge of the machines; a dedicated team asked back and denied ---------------


@pytest.mark.parametrize(
    "message",
    [
        "A few old servers in a closet, and no one is in charge of the servers.",
        "全职运维？没有。",
    ],
)
def test_nobody_in_charge_rules_a_team_out(message: str) -> None:
    assert of("ops_capacity", message) == {("dedicated_team", True)}


def test_a_dedicated_team_asked_back_and_confirmed_is_one() -> None:
    assert _positive("ops_capacity", "专职运维？有的，三个人。") == {"dedicated_team"}
