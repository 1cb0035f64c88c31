"""Classes fixed in NLU round 41: misses of the ry, sy and ty batches (bench/data/utterances.yaml) that
came back across batches. Each test uses other words than the batches', so the class is fixed rather than
the sentence."""

from __future__ import annotations

import pytest

from tests.readings import of
from tests.readings import positive as _positive

# -- served_model: a published model used as it comes ---


@pytest.mark.parametrize(
    "message",
    [
        "部署GLM-4-9B做客服，开源的拿来就用，不训练",
        "推理服务，模型拿开源的原封不动上线",
        "部署Qwen2.5-14B做问答，不做任何修改",
        "想跑个开源模型做推理，原样上就行",
        "We need to serve Llama-3.1-8B for support, the weights as they are, no tuning.",
        "Deploy Mistral-7B for our help desk using the official weights.",
    ],
)
def test_a_published_model_used_as_it_comes(message: str) -> None:
    assert _positive("task_type", message) == {"inference"}
    assert _positive("served_model", message) == {"published"}


def test_hardware_taken_as_it_is_names_no_model() -> None:
    # The machine is what is taken up as it is, not a model (zx91's class).
    assert _positive("served_model", "有台8卡机器，想直接拿来做推理，跑72B显存不够") == set()


def test_serving_an_off_the_shelf_model_of_no_size() -> None:
    message = "We plan to host an off-the-shelf OCR model for the claims team."
    assert _positive("task_type", message) == {"inference"}
    assert _positive("served_model", message) == {"published"}


# -- served_model: their own tuned weights, served now ---


def test_several_steps_of_tuning_done_before_are_their_weights() -> None:
    message = "上线服务用的是我们自己蒸馏+DPO出来的14B，日均请求5万"
    assert _positive("task_type", message) == {"inference"}
    assert _positive("served_model", message) == {"own_weights"}


def test_a_tuning_done_then_serving_now() -> None:
    message = "We distilled a 7B for routing last month and next we want to deploy it for all stores."
    assert _positive("task_type", message) == {"inference"}
    assert _positive("served_model", message) == {"own_weights"}


def test_their_own_weights_named_in_english() -> None:
    message = "We want to host a tuned 13B (our own checkpoints) for the legal team."
    assert _positive("served_model", message) == {"own_weights"}


def test_a_fine_tuned_model_alone_is_not_said_to_be_theirs() -> None:
    assert _positive("served_model", "We are deploying a fine-tuned 8B summarizer for agents.") == set()


# -- compliance: nothing to comply with, said in other ways ---


@pytest.mark.parametrize(
    "message",
    [
        "None of these apply to us.",
        "The transcripts aren't really sensitive.",
        "Nothing confidential in there, it's all marketing copy.",
        "都是公开的网页，没啥敏感的",
        "No legal constraints on these datasets.",
    ],
)
def test_nothing_to_comply_with(message: str) -> None:
    assert of("compliance", message) >= {((), False)}


def test_a_bar_parts_the_notes_of_a_list() -> None:
    message = "task: fine-tune | model: Llama-3-8B | compliance: none | budget: either"
    assert of("compliance", message) >= {((), False)}
    assert _positive("budget_model", message) == {"either"}
    assert _positive("task_type", message) == {"fine_tuning"}


@pytest.mark.parametrize("message", ["付费方式：都行", "payment: flexible"])
def test_a_note_of_payment_that_takes_both(message: str) -> None:
    assert _positive("budget_model", message) == {"either"}


@pytest.mark.parametrize(
    "message",
    [
        "Offshore hosting isn't a concern for this project.",
        "数据出境也不成问题",
    ],
)
def test_sending_the_data_abroad_denied_as_a_rule(message: str) -> None:
    assert of("compliance", message) == {("data_in_country", True)}


def test_a_rule_on_the_country_still_holds() -> None:
    assert _positive("compliance", "数据出境是不行的") == {"data_in_country"}


# -- compliance: a wish for domestic chips let go ---


@pytest.mark.parametrize(
    "message",
    [
        "Domestic chips would be great, though it's not a hard rule for us.",
        "Ideally Ascend, but that part is optional.",
        "能上国产卡当然好，没有也行。",
        "国产不国产无所谓，看性价比",
        "芯片的厂商不限，便宜就行",
    ],
)
def test_domestic_chips_wished_for_and_let_go(message: str) -> None:
    assert of("compliance", message) == {("domestic_hardware", True)}


# -- ops_capacity: the upkeep said indirectly ---


@pytest.mark.parametrize(
    "message",
    [
        "没专人，平时是做数据的小李兼着",
        "运维：后端同学自己兼",
        "没专人运维，开发自己摸索",
        "There are a few servers and two data scientists tinker with them when they can.",
    ],
)
def test_the_upkeep_done_on_the_side_is_limited(message: str) -> None:
    assert _positive("ops_capacity", message) == {"limited"}


@pytest.mark.parametrize(
    "message",
    [
        "Our ops team can't run GPU machines.",
        "The IT guys handle printers and phones, and nobody there has ever touched a GPU box.",
    ],
)
def test_staff_who_cannot_run_the_cards_are_none(message: str) -> None:
    assert _positive("ops_capacity", message) == {"none"}


def test_no_dedicated_person_rules_out_a_team_only() -> None:
    assert of("ops_capacity", "没专人运维") == {("dedicated_team", True)}


# -- corrections: the amount said again after an apology or a check ---


@pytest.mark.parametrize(
    ("message", "calls"),
    [
        ("日均五千次调用，哦不，核对了一下是八千次", 8000),
        ("每天2万次请求，不对，是2.5万", 25000),
        ("Around 4,000 calls a day. Actually 6,000.", 6000),
    ],
)
def test_a_days_calls_restated_after_a_correction(message: str, calls: int) -> None:
    assert _positive("requests_per_day", message) == {calls}


def test_a_correction_of_something_else_keeps_the_calls() -> None:
    assert _positive("requests_per_day", "日均3万次调用，不对，模型是32B") == {30000}


def test_a_restated_count_of_servers_after_an_apology() -> None:
    assert _positive("owned_gpus", "机房有2台8卡H800，不好意思说错了，是4台") == {32}


def test_a_training_window_restated_after_checking() -> None:
    assert _positive("training_days", "预计训练20天，刚核实了下，是一个月") == {30}


# -- owned hardware named inside a question ---


@pytest.mark.parametrize(
    ("message", "count"),
    [
        ("做13B的LoRA，我们手头这2张A6000撑得住吗？", 2),
        ("Could I run a 3B fine-tune on my two RTX 3090s?", 2),
    ],
)
def test_hardware_of_theirs_named_in_a_question(message: str, count: int) -> None:
    assert _positive("existing_hardware", message) == {"some"}
    assert _positive("owned_gpus", message) == {count}


def test_cards_supposed_in_a_question_stay_none_of_theirs() -> None:
    assert _positive("existing_hardware", "Would 16 GPUs be enough for a 70B LoRA?") == set()


# -- where data may go, said in other ways ---


def test_data_kept_inside_their_own_network() -> None:
    message = "The records can't leave the insurer's private network."
    assert _positive("compliance", message) == {"data_on_premises"}


@pytest.mark.parametrize(
    "message",
    [
        "All of it has to stay in-kingdom.",
        "The logs can't be exported overseas.",
    ],
)
def test_data_kept_in_the_country_said_in_other_ways(message: str) -> None:
    assert _positive("compliance", message) == {"data_in_country"}


def test_a_place_of_theirs_or_the_country() -> None:
    message = "Records must not leave the clinic or the country."
    assert _positive("compliance", message) >= {"data_on_premises", "data_in_country"}


# -- how often a job runs, said in other ways ---


@pytest.mark.parametrize(
    ("message", "usage"),
    [
        ("先在云上跑通一个问答demo给老板看", "trial"),
        ("帮导师做毕业课题，微调个3B", "project"),
        ("这是一个为期半年的项目", "project"),
        ("Log cleanup, 2TB. One-time.", "project"),
        ("We label the archive once for an audit and that's it.", "project"),
        ("每个月都要拿新的工单数据对客服模型做一次增量训练", "continuous"),
        ("We re-index and dedupe the product feed every night.", "continuous"),
    ],
)
def test_how_often_a_job_runs(message: str, usage: str) -> None:
    assert _positive("usage_pattern", message) == {usage}


def test_a_site_visited_every_day_is_no_schedule_of_theirs() -> None:
    assert _positive("usage_pattern", "About 50k people visit our store every day.") == set()


# -- budgets, calls, methods and counts said in other ways ---


@pytest.mark.parametrize(
    "message",
    ["The servers would be booked as a fixed asset.", "Our finance team only approves one-off purchases."],
)
def test_bought_as_an_asset_is_capex(message: str) -> None:
    assert _positive("budget_model", message) == {"capex"}


@pytest.mark.parametrize(
    ("message", "calls"),
    [("日请求量：大约3000次", 3000), ("Around 12,000 queries daily.", 12000)],
)
def test_a_days_calls_as_a_note_or_daily(message: str, calls: int) -> None:
    assert _positive("requests_per_day", message) == {calls}


def test_the_full_kind_of_fine_tune_said_after_it() -> None:
    assert _positive("finetune_method", "打算微调一个13B，全量的那种") == {"full"}
    assert _positive("finetune_method", "微调一个13B，用的是全量的数据") == set()


def test_a_numeral_with_zero_inside_counts_a_cluster() -> None:
    message = "我们在自己的两千零四十八卡集群上训"
    assert of("existing_hardware", message) == {("cluster", False)}
    assert _positive("owned_gpus", message) == {2048}


def test_a_total_after_the_machines_restates_them() -> None:
    assert _positive("owned_gpus", "机房有4台8卡H800（合计32张卡）") == {32}


def test_an_all_in_one_box_weighed_is_no_hardware_of_theirs() -> None:
    assert _positive("existing_hardware", "We're considering an all-in-one box for the legal team.") == set()


def test_a_terse_note_of_no_hardware_and_weeks() -> None:
    message = "LoRA on a 7B, 3 wks max, no hw"
    assert _positive("existing_hardware", message) == {"none"}
    assert _positive("training_days", message) == {21}


# -- after the uy batch's second run: counts of machines with the cards of each said after ---


@pytest.mark.parametrize(
    ("message", "count"),
    [
        ("机房里现有A800三台，每台八卡", 24),
        ("已有昇腾910C服务器2台，每台8卡", 16),
        ("We run 3 Ascend 910B servers (8 NPUs each).", 24),
    ],
)
def test_machines_named_first_with_the_cards_of_each_after(message: str, count: int) -> None:
    assert _positive("owned_gpus", message) == {count}


def test_cpu_machines_are_no_hardware_for_the_job() -> None:
    message = "有几十台CPU服务器，GPU一张没有"
    assert of("existing_hardware", message) == {("none", False)}
    assert _positive("existing_hardware", "We only have CPU servers, 20 of them.") != {"cluster"}


# -- and other classes of that batch ---


def test_a_typo_corrected() -> None:
    assert _positive("model_params_b", "Sorry, 70B was a typo. It's a 7B.") == {7}


def test_a_negation_does_not_reach_a_new_statement() -> None:
    message = "We own nothing yet and would lease."
    assert _positive("budget_model", message) == {"opex"}
    assert _positive("existing_hardware", message) == {"none"}


@pytest.mark.parametrize(
    "message",
    [
        "做个合同问答系统，用开源的模型，不打算微调",
        "私有化部署GLM-4，原版直接用",
    ],
)
def test_a_published_model_used_without_training(message: str) -> None:
    assert _positive("served_model", message) == {"published"}


def test_a_model_they_finished_training_themselves_is_served() -> None:
    message = "质检模型我们已经自己训好了，现在要上线"
    assert _positive("served_model", message) == {"own_weights"}
    assert _positive("task_type", message) == {"inference"}


@pytest.mark.parametrize("message", ["运维打算外包，自己不养运维", "没服务器，也没人会管这个"])
def test_nobody_kept_to_run_it(message: str) -> None:
    assert _positive("ops_capacity", message) == {"none"}


# -- after the vy batch's first run ---


@pytest.mark.parametrize(
    ("message", "option"),
    [
        ("数据不出机房那条去掉吧", "data_on_premises"),
        ("信创那个要求取消", "domestic_hardware"),
        ("Ignore what I said about needing an on-prem setup.", "data_on_premises"),
    ],
)
def test_a_demand_pointed_at_and_let_go(message: str, option: str) -> None:
    assert of("compliance", message) == {(option, True)}


@pytest.mark.parametrize(
    "message",
    [
        "model: own fine-tuned 13B, serving ~20k calls/day",
        "We serve a 3B summarizer, trained in-house, to our agents.",
        "质检模型是我们跟高校联合训练的，想上线，日均调用2万次",
    ],
)
def test_their_own_tuned_model_served(message: str) -> None:
    assert _positive("task_type", message) == {"inference"}
    assert _positive("served_model", message) == {"own_weights"}


def test_a_model_service_they_put_up() -> None:
    assert _positive("task_type", "想搭一个合同要素抽取的模型服务") == {"inference"}
    assert _positive("task_type", "我们能用公有云的大模型服务吗？") == set()


# -- after the wy batch's first run ---


@pytest.mark.parametrize(
    "message",
    [
        "运维部门有专职人员5名，但都没有GPU运维经验",
        "信息中心就两个人，GPU集群根本顾不上",
        "A colo runs the racks and we do nothing ops-wise.",
    ],
)
def test_staff_without_any_gpu_experience_are_none(message: str) -> None:
    assert _positive("ops_capacity", message) == {"none"}


def test_a_size_before_the_model_named_is_its_size() -> None:
    message = "想用公司数据训个7B左右的模型"
    assert _positive("model_params_b", message) == {7}
    assert _positive("dataset_tokens_b", message) == set()


def test_opex_only_and_purchases_frozen() -> None:
    message = "只批运营费用，设备采购今年冻结了"
    assert of("budget_model", message) >= {("opex", False), ("capex", True)}


def test_not_buying_at_the_outset() -> None:
    assert of("budget_model", "先小规模试试，不想一上来就花钱买服务器") == {("capex", True)}


@pytest.mark.parametrize(
    ("message", "served"),
    [
        ("We will serve Mistral-7B straight from Hugging Face for our help desk.", "published"),
        ("We want to serve our self-trained 30B to partners.", "own_weights"),
        ("想serve我们自己fine-tune的Qwen-7B给客服用", "own_weights"),
    ],
)
def test_the_model_served_said_in_other_ways(message: str, served: str) -> None:
    assert _positive("served_model", message) == {served}


def test_self_built_is_no_model_of_theirs() -> None:
    assert _positive("served_model", "We're deciding between self-built and hosted for serving.") == set()


def test_one_person_employed_by_a_regulated_body() -> None:
    assert _positive("compliance", "I work for a hospital in Lyon.") == {"regulated_industry"}
    assert _positive("compliance", "We work for hospitals as a vendor.") == set()


def test_a_rule_joined_by_qie_and_a_policy_against_cloud() -> None:
    assert _positive("compliance", "病历须境内存储且不得出院") >= {"data_in_country", "data_on_premises"}
    assert _positive("compliance", "Company policy prohibits public cloud.") == {"data_on_premises"}


# -- more classes of the vy batch ---


@pytest.mark.parametrize(
    ("message", "size"),
    [
        ("打算把70B的大模型蒸馏到8B，再做SFT", 8),
        ("教师模型用Qwen2.5-72B，学生模型是3B", 3),
        ("We will distill a 32B into a 1.5B for the phone app.", 1.5),
    ],
)
def test_the_teachers_size_is_not_the_models(message: str, size: float) -> None:
    assert _positive("model_params_b", message) == {size}


def test_a_range_of_sizes_before_the_model_names_none() -> None:
    assert _positive("model_params_b", "给大家提供7B到13B模型的微调") == set()


def test_two_cards_in_each_workstation() -> None:
    assert _positive("owned_gpus", "实验室有三台双卡3090的工作站") == {6}


@pytest.mark.parametrize(
    ("message", "way"),
    [("We'd prefer pay-per-token.", "opex"), ("Everything bought must go on the asset register.", "capex")],
)
def test_ways_to_pay_said_other_ways(message: str, way: str) -> None:
    assert _positive("budget_model", message) == {way}


# -- classes of the xy batch ---


@pytest.mark.parametrize(
    ("message", "option"),
    [
        ("领导说不强制，国产化这条可以不考虑了", "domestic_hardware"),
        ("之前说数据不能出机房，法务看过了，其实上国内的云也行", "data_on_premises"),
    ],
)
def test_a_demand_let_go_later_in_other_words(message: str, option: str) -> None:
    assert (option, True) in of("compliance", message)


@pytest.mark.parametrize(
    "message", ["Ops: 1 part-timer.", "Nobody really; the devs keep it running when they find time."]
)
def test_upkeep_said_in_notes_and_in_passing(message: str) -> None:
    assert _positive("ops_capacity", message) == {"limited"}


def test_calls_a_day_with_w() -> None:
    assert _positive("requests_per_day", "一天大概2w次请求") == {20000}


def test_a_big_data_bureau_is_government() -> None:
    assert _positive("compliance", "我们是市政数局") == {"regulated_industry"}


def test_a_weeks_increment_is_no_training_window() -> None:
    assert _positive("training_days", "每周新增图片差不多50G") == set()


# -- classes of the zy batch ---


def test_a_size_before_what_the_model_does_is_its_size() -> None:
    assert _positive("model_params_b", "想部署我们自己训好的14B客服问答模型") == {14}
    assert _positive("model_params_b", "用3B的数据训一个模型") != {3}


def test_done_once_and_handed_over_is_a_project() -> None:
    assert _positive("usage_pattern", "一次性的，做完就交付给客户") == {"project"}


def test_hardware_bought_is_no_way_to_pay() -> None:
    assert _positive("budget_model", "我们已经买了8台4090服务器，想做个微调") == set()


def test_both_ways_to_pay_can_go_through() -> None:
    assert _positive("budget_model", "租和买都可以走流程") == {"either"}


@pytest.mark.parametrize(
    ("message", "ops"),
    [("运维打算全部交给IDC，我们自己不管", "none"), ("Our 'ops team' is just me on weekends.", "limited")],
)
def test_upkeep_handed_out_or_done_alone(message: str, ops: str) -> None:
    assert _positive("ops_capacity", message) == {ops}


@pytest.mark.parametrize("message", ["自己训练的", "70B inference, own weights, ~1M req/day"])
def test_their_own_weights_said_bare(message: str) -> None:
    assert _positive("served_model", message) == {"own_weights"}


def test_an_assistant_planned_for_some_staff_is_served() -> None:
    message = "We're planning an internal assistant for claims staff, a 14B model."
    assert _positive("task_type", message) == {"inference"}


# -- a message of many counts of hardware ---


def test_the_chips_of_many_counts_are_read_as_of_few() -> None:
    # More phrases of hardware than `_MANY_PHRASES`: the chips come from one pass over the message.
    message = "我们各个分院的机器：" + "，".join(["2台8卡A800"] * 20)
    assert _positive("owned_gpu_kind", message) == {"gpu_80gb"}
    assert _positive("owned_gpus", message) == {320}
    mixed = message + "，还有1台4卡4090"
    assert _positive("owned_gpu_kind", mixed) == set()  # two classes of cards: no one kind


# -- classes of the ya batch ---


@pytest.mark.parametrize(
    ("message", "ops"),
    [
        ("集群有专门的SRE团队", "dedicated_team"),
        ("We own 32 A100s, dedicated MLOps.", "dedicated_team"),
        ("只有一个兼职的SRE", "limited"),
        ("Nobody full-time. Only me, when I find the time.", "limited"),
    ],
)
def test_ops_said_in_notes(message: str, ops: str) -> None:
    assert _positive("ops_capacity", message) == {ops}


def test_a_term_schedule_goes_on() -> None:
    assert _positive("usage_pattern", "每个学期开课前重训一次模型") == {"continuous"}


def test_their_own_fine_tune_named_with_its_size() -> None:
    message = "Serving our own 7B fine-tune, ~50k requests/day."
    assert _positive("served_model", message) == {"own_weights"}
    assert _positive("task_type", message) == {"inference"}


def test_data_kept_inside_a_network_named_by_its_place() -> None:
    assert _positive("compliance", "厂区数据不能出园区内网") == {"data_on_premises"}


def test_nothing_asked_of_compliance_said_with_a_word_between() -> None:
    assert of("compliance", "监管这块其实没什么要求") >= {((), False)}
