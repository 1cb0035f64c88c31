"""Phrasing classes found by the eighth labelled batch (bench/data/utterances.yaml,
u001-u166): each test is one class of wording the extractor missed or misread, written
with other words than the batch's, so the class is fixed rather than the sentence."""

from __future__ import annotations

from typing import Any

import pytest

from compute_advisor.rules.intake.understanding import apply, understand
from tests.readings import values as _values


@pytest.mark.parametrize(
    ("message", "place"),
    [
        ("数据绝对不能出行里", "行里"),
        ("图纸不能离开厂里", "厂里"),
        ("病历不允许出院里的机房", "院里"),
        ("We need to keep patient data inside the hospital network.", "keep"),
        ("They keep all records within our own data center.", "keep"),
    ],
)
def test_data_kept_in_a_place_of_their_own(message: str, place: str) -> None:
    got = [e for e in understand(message).values if e.question == "compliance" and not e.negated]
    assert "data_on_premises" in {e.value for e in got}
    assert any(place in e.text.lower() for e in got)


def test_keeping_data_in_a_hospital_still_names_the_hospital() -> None:
    assert _values("We need to keep patient data inside the hospital network.") == {
        ("compliance", "data_on_premises", False),
        ("compliance", "regulated_industry", False),
    }


@pytest.mark.parametrize(
    "message",
    ["欧洲用户的数据不能出欧盟", "数据不得离开新加坡", "客户资料不允许出本国"],
)
def test_a_named_region_data_may_not_leave(message: str) -> None:
    assert ("compliance", "data_in_country", False) in _values(message)


@pytest.mark.parametrize(
    "message",
    [
        "客户数据不能出境，但放国内的公有云可以",
        "数据放到云上也行",
        "Data can go to the public cloud as long as it stays in the EU.",
        "The logs may live in a public cloud.",
    ],
)
def test_the_cloud_allowed_rules_on_premises_out(message: str) -> None:
    assert ("compliance", "data_on_premises", True) in _values(message)
    assert ("compliance", "data_on_premises", False) not in _values(message)


def test_asking_whether_the_cloud_is_allowed_rules_nothing_out() -> None:
    assert ("compliance", "data_on_premises", True) not in _values("放国内的公有云可以吗？")


@pytest.mark.parametrize(
    "message", ["Our on-prem cluster has 128 A100s.", "our on-prem servers are old V100 boxes"]
)
def test_where_their_hardware_stands_is_no_rule_on_data(message: str) -> None:
    assert not any(q == "compliance" for q, _, _ in _values(message))


@pytest.mark.parametrize(
    ("message", "task"),
    [
        ("想训一个三十亿参数的模型，从零开始", "pretraining"),
        ("做个文生图的小模型，大概2B，从0开始训", "pretraining"),
        ("从头开始，训一个1B的", "pretraining"),
        ("想把70B的模型量化后部署到线上", "inference"),
        ("模型部署到生产环境给客服用", "inference"),
        ("We want RAG over our wiki with an open 8B model; no training.", "inference"),
        ("做检索增强生成，接公司知识库", "inference"),
    ],
)
def test_task_said_around_the_usual_words(message: str, task: str) -> None:
    assert ("task_type", task, False) in _values(message)


def test_starting_a_platform_from_zero_is_no_pretraining() -> None:
    assert not any(q == "task_type" for q, _, _ in _values("平台要从零开始搭建"))


@pytest.mark.parametrize(
    ("message", "value"),
    [
        ("三甲医院信息科，就俩人", "limited"),
        ("公司IT就我一个，兼着网管", "limited"),
        ("公司有几个人懂点Linux，能凑合维护服务器", "limited"),
        ("Our hospital IT team is two people who also run the EHR.", "limited"),
        ("the ops team is just one guy", "limited"),
        ("没有机器，也没人会管机器", "none"),
        ("Our ops is handled by a managed service provider.", "none"),
        ("服务器运维交给集成商", "none"),
        ("We have maybe a dozen engineers but nobody who does infrastructure.", "none"),
    ],
)
def test_ops_capacity_said_indirectly(message: str, value: str) -> None:
    ops = {(v, n) for q, v, n in _values(message) if q == "ops_capacity"}
    assert ops == {(value, False)}


@pytest.mark.parametrize(
    ("message", "value"),
    [
        ("没啥预算买硬件，只能按需租", "opex"),
        ("咱这边儿一张卡都没有，都得现租", "opex"),
        ("按年租也可以接受", "opex"),
        ("预算走资本性支出", "capex"),
        ("这笔钱只能做资本开支", "capex"),
        ("Either pricing model works for us.", "either"),
        ("any billing option is fine", "either"),
    ],
)
def test_budget_wordings(message: str, value: str) -> None:
    assert ("budget_model", value, False) in _values(message)


def test_renting_is_not_a_tenant() -> None:
    assert not any(q == "budget_model" for q, _, _ in _values("我们只是租户"))


@pytest.mark.parametrize(
    "message",
    ["Opex preferred, our CFO hates big upfront purchases.", "按月付费，领导反感一次性投入"],
)
def test_dislike_rules_an_option_out(message: str) -> None:
    got = _values(message)
    assert ("budget_model", "opex", False) in got
    assert ("budget_model", "capex", True) in got
    assert ("budget_model", "capex", False) not in got


@pytest.mark.parametrize("message", ["就想按量付费，用多少付多少", "用多少算多少，按月结"])
def test_as_much_as_is_used_asks_nothing(message: str) -> None:
    assert not understand(message).is_question


@pytest.mark.parametrize(
    ("message", "value"),
    [
        ("就是短期用一下，跑完这个课题就不用了", "project"),
        ("这个活大概持续三个月", "project"),
        ("Inference for a 14B model, around the clock.", "continuous"),
        ("the service runs round-the-clock", "continuous"),
    ],
)
def test_usage_wordings(message: str, value: str) -> None:
    assert {(v, n) for q, v, n in _values(message) if q == "usage_pattern"} == {(value, False)}


def test_a_fixed_length_job_is_no_training_time_but_training_that_lasts_is() -> None:
    assert not any(q == "training_days" for q, _, _ in _values("这个活大概持续三个月"))
    assert ("training_days", 90, False) in _values("训练持续三个月")


def test_an_ops_rota_around_the_clock_is_a_team_not_a_usage() -> None:
    got = _values("Our infra team is on call around the clock.")
    assert ("ops_capacity", "dedicated_team", False) in got
    assert not any(q == "usage_pattern" for q, _, _ in got)


@pytest.mark.parametrize(
    ("message", "days"),
    [
        ("预训练大概要跑两个多月吧", 60),
        ("微调三个多星期", 21),
        ("We expect training to run for roughly a month and a half.", 45),
        ("training takes a week and a half", 10.5),
    ],
)
def test_durations_with_more_or_a_half(message: str, days: float) -> None:
    got = [v for q, v, n in _values(message) if q == "training_days"]
    assert got == [pytest.approx(days)]


@pytest.mark.parametrize("message", ["先做个PoC，两三周出结果", "一个月内看到效果就行"])
def test_how_soon_a_result_is_wanted_is_no_training_time(message: str) -> None:
    assert not any(q == "training_days" for q, _, _ in _values(message))


def test_running_the_cluster_themselves_is_having_one() -> None:
    assert ("existing_hardware", "cluster", False) in _values("We run the cluster ourselves.")


# -- classes found by the ninth batch (v01-v90) --------------------------------------------


@pytest.mark.parametrize(
    "message",
    ["日均调用量几十万次，模型是14B的", "峰值QPS大概两百", "around 30 requests per second at peak"],
)
def test_a_serving_load_names_inference(message: str) -> None:
    assert ("task_type", "inference", False) in _values(message)


def test_a_model_brought_up_for_people_to_use_is_inference() -> None:
    assert ("task_type", "inference", False) in _values("把开源的32B模型部署起来给业务部门用")
    assert not any(q == "task_type" for q, _, _ in _values("先把环境跑起来再说"))


@pytest.mark.parametrize(
    ("message", "question", "value", "negated"),
    [
        ("the patient records can't be moved off-site", "compliance", "data_on_premises", False),
        ("files must stay on-site", "compliance", "data_on_premises", False),
        ("happy to use the public cloud", "compliance", "data_on_premises", True),
        ("we are fine with AWS", "compliance", "data_on_premises", True),
        ("数据可以出境，没这方面限制", "compliance", "data_in_country", True),
    ],
)
def test_where_data_may_go(message: str, question: str, value: str, negated: bool) -> None:
    got = _values(message)
    assert (question, value, negated) in got
    assert (question, value, not negated) not in got


@pytest.mark.parametrize("message", ["注入金融领域知识", "用医疗行业语料做继续训练"])
def test_a_domains_knowledge_is_no_industry_of_theirs(message: str) -> None:
    assert not any(q == "compliance" for q, _, _ in _values(message))


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("采购流程太长了，希望先租", {("budget_model", "opex", False)}),
        ("公司倾向于买断，觉得租的话长期算下来更贵", {("budget_model", "capex", False)}),
        # the only way open rules the other out (the conventions in utterances.yaml)
        ("只能走云服务", {("budget_model", "opex", False), ("budget_model", "capex", True)}),
        ("We lease everything, hardware included.", {("budget_model", "opex", False)}),
        ("we'd rather pay as we go", {("budget_model", "opex", False)}),
        (
            "Grant money can only be spent on equipment, not cloud credits.",
            {("budget_model", "capex", False), ("budget_model", "opex", True)},
        ),
        (
            "Monthly billing is a must, we can't do large capital purchases.",
            {("budget_model", "opex", False), ("budget_model", "capex", True)},
        ),
        ("经费只能买设备，不能租云", {("budget_model", "capex", False), ("budget_model", "opex", True)}),
    ],
)
def test_budget_said_through_process_cloud_and_refusal(message: str, expected: set[Any]) -> None:
    assert {v for v in _values(message) if v[0] == "budget_model"} == expected


@pytest.mark.parametrize(
    ("message", "value"),
    [
        ("自己有IT团队二十来人", "dedicated_team"),
        ("技术部门有十几个人", "dedicated_team"),
        ("IT团队两个人", "limited"),
        ("平时研究生自己维护", "limited"),
        ("运维方面我们可以安排一个人兼着", "limited"),
        ("We don't have an ops team, our ML engineers do everything.", "limited"),
        ("Our two data scientists keep the GPU box running.", "limited"),
        ("We have no in-house IT at all.", "none"),
    ],
)
def test_ops_said_through_people_and_teams(message: str, value: str) -> None:
    assert {(v, n) for q, v, n in _values(message) if q == "ops_capacity"} == {(value, False)}


@pytest.mark.parametrize(
    ("message", "value"),
    [
        ("手头有十来台旧的2080Ti机器", "cluster"),
        ("We have a few hundred A800s.", "cluster"),
        ("We've got a single RTX 4090 workstation.", "some"),
        ("the GPU box under my desk", "some"),
    ],
)
def test_hardware_counts_in_words_and_chip_names(message: str, value: str) -> None:
    assert {v for q, v, n in _values(message) if q == "existing_hardware"} == {value}


def test_a_chip_number_is_no_count() -> None:
    got = {v for q, v, n in _values("We have an RTX 4090 workstation.") if q == "existing_hardware"}
    assert "cluster" not in got


@pytest.mark.parametrize(
    ("message", "value"),
    [
        ("全年不停地跑", "continuous"),
        ("这个需求是长期的，不是一次性的", "continuous"),
        ("Still evaluating whether LLMs make sense for us.", "trial"),
    ],
)
def test_more_usage_wordings(message: str, value: str) -> None:
    assert {(v, n) for q, v, n in _values(message) if q == "usage_pattern"} == {(value, False)}


def test_a_training_run_that_lasts_days_is_no_usage_pattern() -> None:
    got = _values("预计每次训练持续五天")
    assert ("training_days", 5, False) in got
    assert not any(q == "usage_pattern" for q, _, _ in got)


@pytest.mark.parametrize("message", ["训练时间最好别超过十天", "训练不超过十天"])
def test_an_upper_bound_on_a_duration_is_no_past(message: str) -> None:
    assert ("training_days", 10, False) in _values(message)


def test_a_duration_in_the_past_is_still_no_plan() -> None:
    assert not any(q == "training_days" for q, _, _ in _values("这个模型已经跑过十天了"))


@pytest.mark.parametrize("message", ["算力这块儿我们啥也没有", "哪个都行"])
def test_nothing_at_all_asks_nothing(message: str) -> None:
    assert not understand(message).is_question


# -- classes found by the tenth batch (w01-w84) --------------------------------------------


@pytest.mark.parametrize(
    ("message", "task"),
    [
        ("PT阶段预计跑四十天", "pretraining"),
        ("we want to do CPT on a 14B base", "continued_training"),
        ("先做CPT再做SFT", "continued_training"),
        ("推理为主，偶尔做点微调", "inference"),
        ("We mostly do inference, occasionally a fine-tune.", "inference"),
        ("Batch-transcribing call audio, then summarising.", "data_processing"),
    ],
)
def test_task_abbreviations_and_the_main_task(message: str, task: str) -> None:
    assert {v for q, v, n in _values(message) if q == "task_type"} == {task}


def test_the_stage_that_sizes_the_compute_still_wins_without_a_main_one() -> None:
    assert {v for q, v, n in _values("先预训练再SFT") if q == "task_type"} == {"pretraining"}


@pytest.mark.parametrize(
    ("message", "question", "value"),
    [
        ("行业语料三百来亿token", "dataset_tokens_b", 30),
        ("模型两百多亿参数", "model_params_b", 20),
        ("We're pretraining a seventy-billion-parameter model.", "model_params_b", 70),
    ],
)
def test_rough_counts_and_numbers_in_words(message: str, question: str, value: float) -> None:
    assert [v for q, v, n in _values(message) if q == question] == [pytest.approx(value)]


def test_hours_of_recordings_are_no_training_time() -> None:
    assert not any(q == "training_days" for q, _, _ in _values("transcribe 10,000 hours of call audio"))


@pytest.mark.parametrize(
    ("message", "value"),
    [
        ("现有H800三十二张", "some"),
        ("A100一共96张", "cluster"),
        ("我们的私有云里有一百二十八张昇腾910B", "cluster"),
    ],
)
def test_counts_after_the_chip_and_of_named_domestic_chips(message: str, value: str) -> None:
    assert {v for q, v, n in _values(message) if q == "existing_hardware"} == {value}


def test_a_count_planned_after_the_chip_is_not_owned() -> None:
    assert not any(q == "existing_hardware" for q, _, _ in _values("要用H800三十二张来训练"))


def test_where_their_cards_stand_is_no_rule_on_data_nor_on_chips() -> None:
    got = _values("我们的私有云里有一百二十八张昇腾910B")
    assert ("existing_hardware", "cluster", False) in got
    assert ("compliance", "domestic_hardware", False) not in got
    assert ("compliance", "data_on_premises", False) not in got


@pytest.mark.parametrize(
    ("message", "value", "negated"),
    [
        ("钱不是问题，关键是数据不能出我们大楼", "data_on_premises", False),
        ("nothing leaves our DC", "data_on_premises", False),
        ("合规：数据不出省", "data_in_country", False),
        ("我们在香港，数据不能回内地", "data_in_country", False),
        ("We must keep data in Australia.", "data_in_country", False),
        ("insists on domestically made accelerators", "domestic_hardware", False),
        ("数据都脱敏了，可以放公有云", "data_on_premises", True),
        ("不一定非要国产", "domestic_hardware", True),
    ],
)
def test_compliance_said_in_more_ways(message: str, value: str, negated: bool) -> None:
    got = {(v, n) for q, v, n in _values(message) if q == "compliance"}
    assert (value, negated) in got and (value, not negated) not in got


def test_a_cue_inside_a_word_that_only_looks_negative_negates_nothing() -> None:
    assert ("compliance", "domestic_hardware", False) in _values("领导非要国产化")


@pytest.mark.parametrize(
    ("message", "value"),
    [
        ("说实话我们连运维是啥都不太清楚", "none"),
        ("Zero infra folks. We're all data scientists.", "none"),
        ("Nobody here has ever racked a server.", "none"),
        ("We have an IT guy who helps out part of the week.", "limited"),
        ("我们有专门的基础设施部门负责GPU集群", "dedicated_team"),
        ("Our platform engineering group (15 people) runs all infra.", "dedicated_team"),
    ],
)
def test_ops_in_more_ways(message: str, value: str) -> None:
    assert {(v, n) for q, v, n in _values(message) if q == "ops_capacity"} == {(value, False)}


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("预算只能走租赁，财务不批固定资产", {("opex", False), ("capex", True)}),
        ("我们的GPU都在阿里云上租的", {("opex", False)}),
        ("一台服务器都没有，全部上云", {("opex", False)}),
        ("Don't want to own hardware, period.", {("capex", True)}),
        ("we'd prob buy if the TCO works out", {("capex", False)}),
        ("买卡还是租卡我们都ok", {("either", False)}),
        ("Buying vs. renting, we honestly don't care.", {("either", False)}),
    ],
)
def test_budget_in_more_ways(message: str, expected: set[tuple[str, bool]]) -> None:
    assert {(v, n) for q, v, n in _values(message) if q == "budget_model"} == expected


@pytest.mark.parametrize(
    ("message", "value"),
    [
        ("训完就不用了，大概就用两个月", "project"),
        ("三家医院联合做的科研项目，周期两年", "project"),
        ("We'll only need GPUs until the end of the semester.", "project"),
        ("Research grant covers 18 months of compute, then it ends.", "project"),
        ("不是一次性需求，以后每个季度都要训一次", "continuous"),
        ("It's for a hackathon next month.", "trial"),
    ],
)
def test_usage_in_more_ways(message: str, value: str) -> None:
    assert {(v, n) for q, v, n in _values(message) if q == "usage_pattern"} == {(value, False)}


# -- classes found by the eleventh batch (x01-x80) -----------------------------------------


@pytest.mark.parametrize(
    ("message", "value"),
    [
        ("我们这边是个小作坊，三五个人，机器坏了都是自己动手", "limited"),
        ("IT运维是兼岗的", "limited"),
        ("We're five people; whoever's free fixes the servers.", "limited"),
        ("服务器买回来谁来维护是个问题，我们没这方面的人", "none"),
        ("If we bought servers, nobody would maintain them.", "none"),
        ("机器的事有专门的同事管，不用我们操心", "dedicated_team"),
        ("集团有统一的运维中心，两百多号人", "dedicated_team"),
        ("There's a whole department that looks after our machines.", "dedicated_team"),
    ],
)
def test_who_keeps_the_machines_up_said_in_a_sentence(message: str, value: str) -> None:
    assert {(v, n) for q, v, n in _values(message) if q == "ops_capacity"} == {(value, False)}


def test_a_cue_combination_never_overrides_what_a_phrase_said() -> None:
    # "没有运维" answers the question; the combination (机器 + 自己动手) must not add another.
    got = _values("我们没有运维，机器坏了都是自己动手")
    assert {v for q, v, n in got if q == "ops_capacity"} == {"none"}


def test_a_cue_combination_needs_every_group_in_one_sentence() -> None:
    assert not any(q == "ops_capacity" for q, _, _ in _values("机器还没买。自己动手做个demo"))


def test_a_cue_combination_in_a_question_gives_nothing() -> None:
    assert not any(q == "ops_capacity" for q, _, _ in _values("机器坏了都是自己动手修吗?"))


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("采购的话要走招标，比较慢，能租就先租", {("opex", False)}),
        ("成本优先，租和买哪个便宜选哪个", {("either", False)}),
        ("Whatever's cheapest, renting or owning.", {("either", False)}),
        ("算力就靠云厂商了", {("opex", False)}),
        ("我们准备自建智算中心", {("capex", False)}),
        ("不想投太多钱在硬件上", {("capex", True)}),
        ("资金是专项资金，必须形成固定资产", {("capex", False)}),
        ("我们倾向于包年包月", {("opex", False)}),
        ("We prefer reserved instances billed monthly.", {("opex", False)}),
        (
            "The board wants assets on the balance sheet, not monthly bills.",
            {("capex", False), ("opex", True)},
        ),
        ("No GPUs yet, but a server is on order.", {("capex", False)}),
        ("之前采购了32台8卡的A800，组了个集群", set()),
    ],
)
def test_budget_in_still_more_ways(message: str, expected: set[tuple[str, bool]]) -> None:
    assert {(v, n) for q, v, n in _values(message) if q == "budget_model"} == expected


def test_what_trying_will_show_is_not_a_question() -> None:
    u = understand("只是想试试大模型能不能帮我们写报告")
    assert not u.is_question
    assert ("usage_pattern", "trial", False) in _values("只是想试试大模型能不能帮我们写报告")
    assert understand("大模型能不能帮我们写报告").is_question


@pytest.mark.parametrize(
    ("message", "question", "value"),
    [
        ("GPU资源为零", "existing_hardware", "none"),
        ("硬件方面一片空白", "existing_hardware", "none"),
        ("We currently have exactly zero GPUs.", "existing_hardware", "none"),
        ("这是今年的重点项目，预计干到年底", "usage_pattern", "project"),
        ("就用一段时间，做完一批数据就结束", "usage_pattern", "project"),
        ("先评估下可行性", "usage_pattern", "trial"),
        ("要长期对外提供API服务", "task_type", "inference"),
        ("部署一个Qwen3-32B，给全公司两千人用", "task_type", "inference"),
        ("把历史工单洗一遍，做成训练集", "task_type", "data_processing"),
        ("72b的，全参", "task_type", "fine_tuning"),
        ("Instruction-tune a 7B on 20k examples.", "task_type", "fine_tuning"),
        ("Keep training Llama 2 13B on our domain corpus.", "task_type", "continued_training"),
        ("医药企业，临床试验数据要求不出境", "compliance", "regulated_industry"),
        ("We're a stock exchange.", "compliance", "regulated_industry"),
        ("数据不能离开联社机房", "compliance", "data_on_premises"),
        ("data can't touch a public cloud", "compliance", "data_on_premises"),
        ("Public cloud is off-limits for us.", "compliance", "data_on_premises"),
        ("It must run on Chinese-made chips.", "compliance", "domestic_hardware"),
    ],
)
def test_eleventh_batch_wordings(message: str, question: str, value: str) -> None:
    assert (question, value, False) in _values(message)


def test_no_special_regulatory_burden_clears_compliance() -> None:
    assert ("compliance", (), False) in _values("We're a SaaS startup with no special regulatory burden.")


# -- classes found by the twelfth batch (y01-y50) ------------------------------------------


@pytest.mark.parametrize(
    ("message", "value"),
    [
        ("医院信息科人手很紧", "limited"),
        ("有一个两人的运维小组", "limited"),
        ("就我一个搞技术的", "limited"),
        ("Our data science team (6 people) handles everything.", "limited"),
        ("自己有一个256卡的H800集群和专职SRE", "dedicated_team"),
        ("我们集团信息中心有二十多个运维", "dedicated_team"),
        ("with our existing data center team running it", "dedicated_team"),
        ("ops is handled by our cloud provider", "none"),
    ],
)
def test_ops_by_head_count_and_who_runs_it(message: str, value: str) -> None:
    assert {(v, n) for q, v, n in _values(message) if q == "ops_capacity"} == {(value, False)}


def test_a_negation_before_a_combinations_word_says_nothing() -> None:
    assert not any(q == "ops_capacity" for q, _, _ in _values("我们不想自己管服务器"))


@pytest.mark.parametrize(
    ("message", "value"),
    [
        ("行内有GPU服务器三台", "some"),
        ("机房里有几十台服务器，但都没GPU", "none"),
    ],
)
def test_servers_counted_after_the_noun_and_servers_without_gpus(message: str, value: str) -> None:
    assert {v for q, v, n in _values(message) if q == "existing_hardware"} == {value}


def test_having_no_server_room_rules_nothing_out() -> None:
    assert not any(q == "compliance" for q, _, _ in _values("我们没有自己的机房"))


@pytest.mark.parametrize(
    ("message", "question", "value", "negated"),
    [
        ("数据不能外传", "compliance", "data_on_premises", False),
        ("必须私有化部署，不能连外网", "compliance", "data_on_premises", False),
        ("租几天就行", "budget_model", "opex", False),
        ("we have budget to buy", "budget_model", "capex", False),
        ("No hardware, no budget for hardware.", "budget_model", "capex", True),
        ("想用开源模型搭个客服机器人", "task_type", "inference", False),
        ("公司准备上一个企业知识库问答", "task_type", "inference", False),
        ("先用API跑通业务", "usage_pattern", "trial", False),
    ],
)
def test_twelfth_batch_wordings(message: str, question: str, value: str, negated: bool) -> None:
    assert (question, value, negated) in _values(message)


def test_a_plan_to_consider_later_is_undecided() -> None:
    got = _values("先用API跑通业务，后面再考虑本地化部署和微调。")
    assert not any(q in ("task_type", "compliance") for q, _, _ in got)


def test_what_they_lack_before_a_question_is_about_them() -> None:
    got = _values("公司没有GPU，也没运维，用云上的服务是不是最划算？")
    assert ("ops_capacity", "none", False) in got and ("existing_hardware", "none", False) in got


# -- classes found by the thirteenth batch (z01-z70) ---------------------------------------


@pytest.mark.parametrize(
    ("message", "question", "value", "negated"),
    [
        ("训练时间一个季度", "training_days", 90, False),
        ("Training will take a quarter.", "training_days", 90, False),
        ("数据要本地化存储", "compliance", "data_on_premises", False),
        ("数据不落地，不出网", "compliance", "data_on_premises", False),
        ("Data must be stored locally.", "compliance", "data_on_premises", False),
        ("我们是涉密单位", "compliance", "regulated_industry", False),
        ("We handle classified information.", "compliance", "regulated_industry", False),
        ("只能用华为的卡", "compliance", "domestic_hardware", False),
        ("Huawei hardware only.", "compliance", "domestic_hardware", False),
        ("数据要在境内，但不一定在我们机房", "compliance", "data_on_premises", True),
        ("跑一次就完事了", "usage_pattern", "project", False),
        ("It's a one-shot job, run once and done.", "usage_pattern", "project", False),
        ("按卡时计费最好", "budget_model", "opex", False),
        ("Spot instances are fine for us.", "budget_model", "opex", False),
        ("Capex won't get approved this year.", "budget_model", "capex", True),
        ("We have a few 3090s gathering dust.", "existing_hardware", "some", False),
        ("机器都是租的，没自己的", "existing_hardware", "none", False),
        ("Everything we use is rented; we own nothing.", "existing_hardware", "none", False),
        ("Tens of gigabytes of text.", "data_scale", "small", False),
        ("Peak load is about 50 concurrent sessions.", "task_type", "inference", False),
    ],
)
def test_thirteenth_batch_wordings(message: str, question: str, value: Any, negated: bool) -> None:
    got = _values(message)
    assert (question, value, negated) in got and (question, value, not negated) not in got


def test_every_quarter_is_no_training_time() -> None:
    assert not any(q == "training_days" for q, _, _ in _values("每个季度都要训一次"))


def test_training_then_launching_names_no_task() -> None:
    got = _values("三个月内要把模型训出来上线")
    assert ("training_days", 90, False) in got
    assert not any(q == "task_type" for q, _, _ in got)


@pytest.mark.parametrize(
    ("message", "value"),
    [
        ("运维有，但是不懂GPU", "none"),
        ("We have ops staff, but none of them know GPUs.", "none"),  # decided 2026-12-06 (round 32)
        ("没有运维团队，有一个实习生帮忙看机器", "limited"),
        ("An intern keeps an eye on the servers.", "limited"),
        ("A vendor engineer is on site to run our machines.", "none"),
    ],
)
def test_ops_that_does_not_cover_these_machines(message: str, value: str) -> None:
    got = _values(message)
    assert {(v, n) for q, v, n in got if q == "ops_capacity"} == {(value, False)}
    assert not any(q in ("compliance", "existing_hardware") for q, _, _ in got)


# -- precision traps (q01-q44) --------------------------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "我们是做SaaS的，客户里有几家银行",
        "我们给医院做软件",
        "Our government client insists on it.",
        "We sell to hospitals and clinics.",
        "我们的产品是一个运维监控平台",
        "数据是从公开网站爬的，已经清洗好了",
        "Our dataset is public and already cleaned.",
        "去年试过一次微调，效果一般",
        "We tried a fine-tune last year and it wasn't great.",
        "我们是一家做云服务的公司",
        "Our office is in a rented building downtown.",
        "About 100k users visit our site every day.",
    ],
)
def test_words_that_look_like_values_state_nothing(message: str) -> None:
    assert _values(message) == set()


def test_not_being_a_bank_while_serving_banks_rules_the_industry_out() -> None:
    assert _values("We build software for banks, but we're not a bank ourselves.") == {
        ("compliance", "regulated_industry", True)
    }


def test_experience_from_before_does_not_hide_the_plan_now() -> None:
    got = _values("以前做过一些BERT微调，这次要从零训一个1B的小模型")
    assert {v for q, v, n in got if q == "task_type"} == {"pretraining"}


@pytest.mark.parametrize(
    ("message", "question", "value"),
    [
        ("We need 16 rented H100s.", "budget_model", "opex"),
        ("Inference only, 8B, continuous, rented.", "budget_model", "opex"),
        ("This has to run every day for the next several years.", "usage_pattern", "continuous"),
        ("我们想用云服务，不买机器", "budget_model", "opex"),
    ],
)
def test_what_is_still_read_next_to_the_traps(message: str, question: str, value: str) -> None:
    assert (question, value, False) in _values(message)


# -- classes found by the fifteenth batch (k01-k80) ----------------------------------------


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("打算买几台服务器放车间", {("budget_model", "capex", False)}),
        (
            "想用现有的集群继续训",
            {("existing_hardware", "cluster", False), ("task_type", "continued_training", False)},
        ),
        (
            "训练集群我们没有，推理用的几台机器倒是有",
            {("existing_hardware", "some", False), ("existing_hardware", "cluster", True)},
        ),
        (
            "We have no training cluster, but a few inference boxes.",
            {("existing_hardware", "some", False), ("existing_hardware", "cluster", True)},
        ),
        ("我们有一批老的P100", {("existing_hardware", "some", False), ("owned_gpu_kind", "gpu_24gb", False)}),
    ],
)
def test_hardware_they_have_and_hardware_they_plan(message: str, expected: set[Any]) -> None:
    assert _values(message) == expected


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        (
            "计划采购国产服务器",
            {("budget_model", "capex", False), ("compliance", "domestic_hardware", False)},
        ),
        ("我们没有硬件，也不想买", {("existing_hardware", "none", False), ("budget_model", "capex", True)}),
        (
            "No hardware, don't want to buy any.",
            {("existing_hardware", "none", False), ("budget_model", "capex", True)},
        ),
        ("We'd like to pay only for the hours we use.", {("budget_model", "opex", False)}),
    ],
)
def test_buying_named_with_what_is_bought_and_refused_with_the_bare_verb(
    message: str, expected: set[Any]
) -> None:
    assert _values(message) == expected


@pytest.mark.parametrize(
    "message",
    [
        "要服务全省的医院，推理并发很高",
        "我们是银行的外包开发商",
        "数据标注平台用的是自研的",
        "Right now I'm just trying to get a sense of pricing.",
    ],
)
def test_serving_an_industry_tools_and_finding_out_state_nothing_of_theirs(message: str) -> None:
    assert not any(q in ("compliance", "usage_pattern") for q, _, _ in _values(message))
    assert ("task_type", "data_processing", False) not in _values(message)


@pytest.mark.parametrize(
    ("message", "question", "value"),
    [
        ("这个项目预计持续半年，之后再评估是否继续", "usage_pattern", "project"),
        ("The project runs for six months and then gets re-evaluated.", "usage_pattern", "project"),
        ("想先在小模型上验证方案，再上大模型", "usage_pattern", "trial"),
        ("我们是一家连锁药店", "compliance", "regulated_industry"),
        (
            "Power utility here; grid data must stay on the internal network.",
            "compliance",
            "data_on_premises",
        ),
        ("data can't leave the company", "compliance", "data_on_premises"),
        ("我们有运维，但都是管网络和数据库的，没人搞过GPU", "ops_capacity", "none"),  # decided 2026-12-06
        ("Our ops folks manage networks and databases; nobody has touched GPUs.", "ops_capacity", "none"),
        ("Data is somewhere between tens and a hundred-plus terabytes.", "data_scale", "large"),
    ],
)
def test_fifteenth_batch_wordings(message: str, question: str, value: str) -> None:
    got = _values(message)
    assert (question, value, False) in got
    if question != "compliance":  # the one multi question: other options may be said too
        assert not any(q == question and v != value and not n for q, v, n in got)


def test_whether_to_go_on_after_a_project_asks_nothing() -> None:
    assert not understand("这个项目预计持续半年，之后再评估是否继续").is_question


def test_a_project_that_runs_for_months_is_no_training_time() -> None:
    assert not any(
        q == "training_days"
        for q, _, _ in _values("The project runs for six months and then gets re-evaluated.")
    )


# -- classes found by the sixteenth batch (j01-j80) ----------------------------------------


@pytest.mark.parametrize(
    ("message", "question", "value", "negated"),
    [
        ("模型已经训好了，现在只差部署", "task_type", "inference", False),
        ("We want to run Qwen2.5-7B on our own servers for the sales team.", "task_type", "inference", False),
        ("我们想把客服录音转成文字再做分析", "task_type", "data_processing", False),
        (
            "We want domain pretraining on an open base, then instruction tuning.",
            "task_type",
            "continued_training",
            False,
        ),
        ("数据只能在专网里流转", "compliance", "data_on_premises", False),
        ("Data can only move within our private network.", "compliance", "data_on_premises", False),
        ("医学影像数据，不能上传到任何外部服务器", "compliance", "data_on_premises", False),
        ("it can't be uploaded to any external server", "compliance", "data_on_premises", False),
        (
            "City police department; the case data is highly sensitive.",
            "compliance",
            "regulated_industry",
            False,
        ),
        ("我们单位有一台曙光的服务器，带四张DCU", "existing_hardware", "some", False),
        ("We must use domestic operating systems and databases.", "compliance", "domestic_hardware", False),
        ("IT这块是集团统一管的，我们分公司没人", "ops_capacity", "none", False),
        ("IT is handled centrally by the group; our branch has nobody.", "ops_capacity", "none", False),
        ("我们是券商的IT部门，有二三十号人", "ops_capacity", "dedicated_team", False),
        ("部门就我和另一个同事，运维开发都是我们俩", "ops_capacity", "limited", False),
        ("It's just me and one colleague doing both dev and ops.", "ops_capacity", "limited", False),
        ("我们公司不差钱，直接买最好的", "budget_model", "capex", False),
        ("老板想自己建机房", "budget_model", "capex", False),
        ("Boss wants to build our own server room.", "budget_model", "capex", False),
        ("这套系统上线后要稳定运行至少五年", "usage_pattern", "continuous", False),
        ("An internal experiment, not for the long haul.", "usage_pattern", "continuous", True),
        (
            "This is our first time touching LLMs; we want to get a feel for it.",
            "usage_pattern",
            "trial",
            False,
        ),
        ("我们一块GPU都还没买", "existing_hardware", "none", False),
        ("We haven't bought a single GPU yet.", "existing_hardware", "none", False),
        ("大约需要训练二十几天", "training_days", 20, False),
        ("Training should take twenty-something days.", "training_days", 20, False),
    ],
)
def test_sixteenth_batch_wordings(message: str, question: str, value: Any, negated: bool) -> None:
    assert (question, value, negated) in _values(message)


@pytest.mark.parametrize("message", ["数据放哪都行，没有限制", "Data can live anywhere, no restrictions."])
def test_data_that_may_live_anywhere_clears_compliance(message: str) -> None:
    assert ("compliance", (), False) in _values(message)


@pytest.mark.parametrize(
    "message", ["不确定要不要微调，可能直接用RAG", "Not sure whether we need fine-tuning; maybe just RAG."]
)
def test_maybe_just_is_undecided(message: str) -> None:
    assert _values(message) == set()


def test_a_product_number_is_no_count_and_at_least_years_is_no_training_time() -> None:
    assert ("existing_hardware", "cluster", False) not in _values("We use Huawei Atlas 800 training servers.")
    assert not any(
        q == "training_days" for q, _, _ in _values("Once live, the system must run for at least five years.")
    )


# -- classes found by the seventeenth batch (i01-i70) --------------------------------------


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("老板说能不买就不买", {("budget_model", "capex", True)}),
        ("Our boss says avoid buying if at all possible.", {("budget_model", "capex", True)}),
        ("数据可以给第三方处理，没问题", {("compliance", "data_on_premises", True)}),
        ("Third parties can process the data, that's fine.", {("compliance", "data_on_premises", True)}),
        ("我们公司的数据都在腾讯云上，没有本地机房", set()),
        ("All our data is on Google Cloud; we don't have an on-prem data center.", set()),
        ("If we buy, about 3 million; if we rent, under 200k a month.", set()),
        ("目前用的是别人的集群，自己没有", {("existing_hardware", "none", False)}),
        (
            "We currently borrow another team's cluster; we have none of our own.",
            {("existing_hardware", "none", False)},
        ),
        # (round 18, a label decision: nobody whose job the servers are rules a team out only)
        ("项目组一共五个人，没有专人负责服务器", {("ops_capacity", "dedicated_team", True)}),
        (
            "The project team is five people, nobody specifically responsible for servers.",
            {("ops_capacity", "dedicated_team", True)},
        ),
        ("短期内要出成果，三个月的窗口期", {("usage_pattern", "project", False)}),
        (
            "We have twenty-odd V100s, pretty old.",
            {("existing_hardware", "some", False), ("owned_gpu_kind", "gpu_24gb", False)},
        ),
    ],
)
def test_seventeenth_batch_messages(message: str, expected: set[Any]) -> None:
    assert _values(message) == expected


@pytest.mark.parametrize(
    ("message", "question", "value"),
    [
        ("我们是地级市的公积金中心", "compliance", "regulated_industry"),
        ("按需使用，用完就释放", "budget_model", "opex"),
        ("Spin up when needed, release when done.", "budget_model", "opex"),
        ("我们打算长期持有这批设备", "budget_model", "capex"),
        ("Let's test it first and then decide.", "usage_pattern", "trial"),
        ("Our ML engineers maintain the cluster themselves.", "ops_capacity", "limited"),
        ("Continue domain training on Llama-3-70B.", "task_type", "continued_training"),
    ],
)
def test_seventeenth_batch_wordings(message: str, question: str, value: str) -> None:
    assert (question, value, False) in _values(message)


def test_a_relative_clause_is_no_question() -> None:
    u = understand("Mainly training a text-to-video model, which needs large-scale pretraining.")
    assert not u.is_question
    assert understand("Which GPU is best for fine-tuning").is_question


# -- classes found by the eighteenth batch (f01-f80) ---------------------------------------


@pytest.mark.parametrize(
    ("message", "question", "value", "negated"),
    [
        ("想对chatglm3 6b做p-tuning", "task_type", "fine_tuning", False),
        ("P-tuning on ChatGLM3-6B.", "task_type", "fine_tuning", False),
        ("我们就是想部署个开源大模型", "task_type", "inference", False),
        ("行业大模型，要在通用基座上灌行业知识", "task_type", "continued_training", False),
        (
            "Industry model: inject domain knowledge into a general base.",
            "task_type",
            "continued_training",
            False,
        ),
        ("以后会持续加数据进来，模型要定期更新", "usage_pattern", "continuous", False),
        ("Data will keep coming in; the model needs regular updates.", "usage_pattern", "continuous", False),
        ("目前计划是租三个月的卡", "usage_pattern", "project", False),
        ("预算上希望先小投入，验证有效再追加", "usage_pattern", "trial", False),
        ("Start small on budget, then add more once it proves itself.", "usage_pattern", "trial", False),
        ("数据要放在香港的机房，不能进大陆", "compliance", "data_in_country", False),
        ("数据不能出我们省", "compliance", "data_in_country", False),
        ("Any chip model is fine as long as it's domestic.", "compliance", "domestic_hardware", False),
        ("We're a public institution.", "compliance", "regulated_industry", False),
        ("领导拍板了，今年就买，明年就上", "budget_model", "capex", False),
        ("Leadership signed off: we buy this year.", "budget_model", "capex", False),
        ("purchases go through government procurement", "budget_model", "capex", False),
        ("整体预算有限，能租尽量租", "budget_model", "opex", False),
        ("我们只有CPU服务器", "existing_hardware", "none", False),
        ("We only have CPU servers.", "existing_hardware", "none", False),
        ("GPU服务器我们有十几台", "existing_hardware", "cluster", False),
        ("We have a dozen-plus GPU servers.", "existing_hardware", "cluster", False),
        ("我们IT外包给了联想", "ops_capacity", "none", False),
        ("30+ developers, but only one knows ops.", "ops_capacity", "limited", False),
    ],
)
def test_eighteenth_batch_wordings(message: str, question: str, value: Any, negated: bool) -> None:
    assert (question, value, negated) in _values(message)


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        (
            "我们没买过服务器，一直用云",
            {("budget_model", "opex", False)},
        ),
        (
            "We've never bought servers; we've always used the cloud.",
            {("budget_model", "opex", False)},
        ),
        ("想要一个可以持续训练的平台", set()),
        ("Data grows about 2 TB a month; 30 TB so far.", {("data_scale", "large", False)}),
    ],
)
def test_eighteenth_batch_messages(message: str, expected: set[Any]) -> None:
    assert _values(message) == expected


def test_renting_for_weeks_before_training_is_no_project() -> None:
    got = _values("现在一张卡都没有，打算先租云GPU，训练预计两周")
    assert not any(q == "usage_pattern" for q, _, _ in got)
    assert ("training_days", 14, False) in got


# -- classes found by the nineteenth batch (e01-e60) ---------------------------------------


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("我们有运维，不过不多", {("ops_capacity", "limited", False)}),
        ("We have ops, but not many.", {("ops_capacity", "limited", False)}),
        ("用不着集群，一台机器就够", set()),
        ("We don't need a cluster, one machine is enough.", set()),
        ("模型：Qwen2.5-14B；卡：无", {("model_params_b", 14, False), ("existing_hardware", "none", False)}),
        (
            "Model: Qwen2.5-14B; GPUs: none.",
            {("model_params_b", 14, False), ("existing_hardware", "none", False)},
        ),
        ("Data's not big, a few dozen GB.", {("data_scale", "small", False)}),
        ("Let's leave domestic hardware out for now.", {("compliance", "domestic_hardware", True)}),
        ("We'd rather rent than buy.", {("budget_model", "opex", False)}),
    ],
)
def test_nineteenth_batch_messages(message: str, expected: set[Any]) -> None:
    assert _values(message) == expected


def test_refusing_to_buy_with_the_bare_verb_in_a_correction() -> None:
    u = understand("Actually we don't want to buy; we'd rent.", {"budget_model": "capex"})
    assert {(e.value, e.negated) for e in u.values} == {("capex", True), ("opex", False)}
    assert [c.question for c in u.corrections] == ["budget_model"]


@pytest.mark.parametrize(
    "message",
    [
        "训练要多久取决于你们的建议，模型是14B",
        "How long training takes is up to your advice; the model is 14B.",
        "We have plenty of GPUs; what we lack is people.",
    ],
)
def test_statements_that_look_like_questions(message: str) -> None:
    assert not understand(message).is_question


# -- classes found by the twentieth batch (d01-d70) ----------------------------------------


@pytest.mark.parametrize(
    ("message", "question", "value", "negated"),
    [
        ("哦对了，我们数据是不能出厂的，工厂内网", "compliance", "data_on_premises", False),
        ("Oh, and our data can't leave the plant.", "compliance", "data_on_premises", False),
        ("我们是港股上市的保险集团", "compliance", "regulated_industry", False),
        ("数据涉及国家秘密", "compliance", "regulated_industry", False),
        ("Our regulator requires data localisation.", "compliance", "regulated_industry", False),
        ("There is no regulator breathing down our neck.", "compliance", "regulated_industry", True),
        ("User data has to be stored on servers in China.", "compliance", "data_in_country", False),
        ("我们这业务一年四季都要用", "usage_pattern", "continuous", False),
        ("这个需求大概就持续到明年三月", "usage_pattern", "project", False),
        ("This need lasts roughly until next March.", "usage_pattern", "project", False),
        ("目前阶段是技术预研", "usage_pattern", "trial", False),
        ("Two-week sprint to prove value.", "usage_pattern", "trial", False),
        ("算力全部采购，不考虑租", "budget_model", "opex", True),
        ("We'll purchase all the compute; renting is not an option.", "budget_model", "opex", True),
        ("没GPU，但有预算，可以买", "budget_model", "capex", False),
        ("我们要在边缘设备上部署小模型", "task_type", "inference", False),
        ("Mainly parsing a large pile of PDFs into structured data.", "task_type", "data_processing", False),
        ("基础设施我们有团队负责", "ops_capacity", "dedicated_team", False),
        ("We have a team responsible for infrastructure.", "ops_capacity", "dedicated_team", False),
        # a head count beside "no dedicated" rules a team out only (decided in stop 45)
        ("Small company, about twenty people, no dedicated IT.", "ops_capacity", "dedicated_team", True),
        ("We only have one ops colleague and he runs other systems too.", "ops_capacity", "limited", False),
        ("Existing compute: 64 Ascend 910B cards.", "existing_hardware", "cluster", False),
        ("Data is in the terabytes; still counting.", "data_scale", "medium", False),
    ],
)
def test_twentieth_batch_wordings(message: str, question: str, value: Any, negated: bool) -> None:
    got = _values(message)
    assert (question, value, negated) in got and (question, value, not negated) not in got


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("领导要求年底前上线", set()),
        ("我们自有一百多台服务器，但GPU的只有两台", {("existing_hardware", "some", False)}),
        ("We own over a hundred servers, but only two have GPUs.", {("existing_hardware", "some", False)}),
        (
            "需要一个7天×24小时的在线服务",
            {("usage_pattern", "continuous", False), ("task_type", "inference", False)},
        ),
        (
            "We need an online service running 7 days a week, 24 hours a day.",
            {("usage_pattern", "continuous", False), ("task_type", "inference", False)},
        ),
        ("我们是非银金融机构，小贷公司", {("compliance", "regulated_industry", False)}),
    ],
)
def test_twentieth_batch_messages(message: str, expected: set[Any]) -> None:
    assert _values(message) == expected


def test_a_count_still_to_be_made_asks_nothing() -> None:
    assert not understand("数据规模在TB级别，具体多少还在统计").is_question


# -- classes found by the twenty-first batch (c01-c70) -------------------------------------


@pytest.mark.parametrize(
    ("message", "question", "value", "negated"),
    [
        ("数据都在自己的数据中心", "compliance", "data_on_premises", False),
        ("all data stays in our own data center", "compliance", "data_on_premises", False),
        (
            "Tax bureau; taxpayer data stays inside the government network.",
            "compliance",
            "data_on_premises",
            False,
        ),
        ("我们是市教育局，学生数据必须本地化", "compliance", "data_on_premises", False),
        ("我们是市教育局", "compliance", "regulated_industry", False),
        ("Customs data absolutely cannot go to the cloud.", "compliance", "regulated_industry", False),
        (
            "Court system, judgment documents, domestic equipment only.",
            "compliance",
            "domestic_hardware",
            False,
        ),
        ("全部上公有云，按小时计费", "compliance", "data_on_premises", True),
        ("我们是一家咨询公司，想快速做个demo给客户看", "usage_pattern", "trial", False),
        ("咱们就是小打小闹，先玩一下", "usage_pattern", "trial", False),
        ("想每周用新数据增量更新一次模型", "usage_pattern", "continuous", False),
        ("We'd update the model weekly with new data.", "usage_pattern", "continuous", False),
        ("我们是体育赛事公司，赛季期间用三个月", "usage_pattern", "project", False),
        ("This budget is one-off and must be spent this year.", "budget_model", "capex", False),
        ("Our servers are hosted on Alibaba Cloud.", "budget_model", "opex", False),
        (
            "We have a cloud computing division that runs our own data centers.",
            "ops_capacity",
            "dedicated_team",
            False,
        ),
        ("we already have ten Huawei servers", "existing_hardware", "cluster", False),
    ],
)
def test_twenty_first_batch_wordings(message: str, question: str, value: Any, negated: bool) -> None:
    got = _values(message)
    assert (question, value, negated) in got and (question, value, not negated) not in got


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("先在一台机器上试，试好了再扩", {("usage_pattern", "trial", False)}),
        ("We have a data team but no one who understands servers.", {("ops_capacity", "none", False)}),
        ("The training data is court judgments, about 300 GB.", {("data_scale", "medium", False)}),
        ("出版社，想把出版物数字化然后训练一个写作模型", set()),
        ("我们没买过服务器，一直用云", {("budget_model", "opex", False)}),
    ],
)
def test_twenty_first_batch_messages(message: str, expected: set[Any]) -> None:
    assert _values(message) == expected


# -- classes found by the twenty-second batch (b01-b50) ------------------------------------


@pytest.mark.parametrize(
    ("message", "question", "value", "negated"),
    [
        ("需求很简单：部署Qwen2.5-32B，内网使用", "compliance", "data_on_premises", False),
        ("deploy Qwen2.5-32B on the intranet", "compliance", "data_on_premises", False),
        ("每年的算力费用希望控制在一百万以内，按年付", "budget_model", "opex", False),
        ("We want annual compute spend under a million, paid yearly.", "budget_model", "opex", False),
        ("这个模型要给几千个销售每天用", "usage_pattern", "continuous", False),
        ("Thousands of sales reps will use this model every day.", "usage_pattern", "continuous", False),
        ("涉及患者隐私，数据不能出院区", "compliance", "regulated_industry", False),
        ("我们这个是国家重点研发计划的课题，周期三年", "usage_pattern", "project", False),
        ("It's a national key R&D program project running three years.", "usage_pattern", "project", False),
        ("现在用的是两张3090，跑不动大模型", "existing_hardware", "some", False),
        ("Right now we use two 3090s and can't run big models.", "existing_hardware", "some", False),
        ("不想被云厂商绑定，想自己掌握硬件", "budget_model", "capex", False),
        ("It's basically a one-time investment, nothing added later.", "budget_model", "capex", False),
        ("IT团队挺大的，但都不在我们这个城市", "ops_capacity", "dedicated_team", False),
        ("想先拿云上的卡跑通整个流程", "budget_model", "opex", False),
        ("我们能接受数据放在国内的公有云上", "compliance", "data_on_premises", True),
        ("We can accept data on a domestic public cloud.", "compliance", "data_in_country", False),
    ],
)
def test_twenty_second_batch_wordings(message: str, question: str, value: Any, negated: bool) -> None:
    got = _values(message)
    assert (question, value, negated) in got and (question, value, not negated) not in got


@pytest.mark.parametrize(
    "message",
    [
        "训练任务是间歇性的，一个月跑几次",
        "模型规模还没定，可能在7B到70B之间",
        "Model size isn't decided, somewhere between 7B and 70B.",
    ],
)
def test_how_often_and_a_range_not_chosen_state_nothing(message: str) -> None:
    assert _values(message) == set()


# -- classes found by the twenty-third batch (a01-a50) -------------------------------------


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("先用7B验证，效果好再上70B", {("usage_pattern", "trial", False), ("model_params_b", 7, False)}),
        (
            "Validate on 7B first, then move to 70B if it works.",
            {("usage_pattern", "trial", False), ("model_params_b", 7, False)},
        ),
        ("先租卡试试，以后再买", {("budget_model", "opex", False), ("usage_pattern", "trial", False)}),
        ("语料清洗完大概剩八千亿token", {("dataset_tokens_b", 800, False)}),
        (
            "We rent rack space in a third-party colo but the 12 servers are ours.",
            {("existing_hardware", "cluster", False)},
        ),
        (
            "准备上马一个法律大模型项目，基座用Qwen2.5-72B做全参微调，一期三个月",
            {
                ("model_params_b", 72, False),
                ("task_type", "fine_tuning", False),
                ("finetune_method", "full", False),
                ("usage_pattern", "project", False),
            },
        ),
        (
            "我们不属于强监管行业，数据也可以出境",
            {("compliance", "regulated_industry", True), ("compliance", "data_in_country", True)},
        ),
    ],
)
def test_twenty_third_batch_messages(message: str, expected: set[Any]) -> None:
    assert _values(message) == expected


@pytest.mark.parametrize(
    ("message", "question", "value"),
    [
        ("需要保证数据不出我们的VPC", "compliance", "data_on_premises"),
        ("Data must not leave our VPC.", "compliance", "data_on_premises"),
        ("我们单位是国家级科研院所，数据有保密要求", "compliance", "regulated_industry"),
        ("希望设备能长期归我们所有", "budget_model", "capex"),
        ("We want the equipment to be ours for the long run.", "budget_model", "capex"),
        ("现阶段还是探索，没有明确的业务指标", "usage_pattern", "trial"),
        ("The company has an ops center of a dozen-plus people.", "ops_capacity", "dedicated_team"),
    ],
)
def test_twenty_third_batch_wordings(message: str, question: str, value: str) -> None:
    assert (question, value, False) in _values(message)


# -- NLU round 8, side B: classes found by the dev batches da/db -----------------------------


def _tasks(message: str) -> set[Any]:
    return {e.value for e in understand(message).values if e.question == "task_type" and not e.negated}


@pytest.mark.parametrize(
    ("message", "task"),
    [
        # serving said with a typo or a colloquial verb
        ("要部属个大模型做政务问答", "inference"),
        ("想在内网部署一个巡检报告生成模型", "inference"),
        ("想部署个质检模型", "inference"),
        ("厂里想部署一套缺陷识别模型", "inference"),
        # pretraining clipped
        ("想从头预训一个面向电力的基座", "pretraining"),
        ("打算自己预训一个3B的", "pretraining"),
        # the task inside "看看…效果咋样" is their own plan
        ("就想先玩玩，看看LoRA微调效果咋样", "fine_tuning"),
        ("先试试，看看SFT之后效果如何", "fine_tuning"),
        # past or other teams' work is not the task
        ("We want to serve our already fine-tuned Llama-3-70B for NPC dialogue.", "inference"),
        ("Host our already trained Mistral-7B for the support team.", "inference"),
        ("Serving team here. Our training team does the fine-tuning separately.", "inference"),
        ("微调是另一个团队做的，我们这边只做推理", "inference"),
        ("Now we want to continue-train that same 70B on fresh domain data.", "continued_training"),
        (
            "We plan to continue pretraining an open 7B; the continued-pretraining run takes 18 days.",
            "continued_training",
        ),
    ],
)
def test_round8_task_wordings(message: str, task: str) -> None:
    assert _tasks(message) == {task}


@pytest.mark.parametrize(
    "message",
    [
        "We're in France and our DPO's GDPR-style reading is that the data stays in France.",
        "The DPO says data must stay in the EU.",
        "想部署一个训练集群",
        "部署个模型前要先微调一个",
    ],
)
def test_round8_no_serving_or_tuning_read_wrongly(message: str) -> None:
    # the data protection officer is no fine-tuning method; a cluster deployed is no model served;
    # a model deployed after fine-tuning is fine-tuning first
    assert _tasks(message) <= {"fine_tuning"} and "inference" not in _tasks(message)
    if "DPO" in message:
        assert _tasks(message) == set()


def test_round8_past_service_years_are_no_training_time() -> None:
    values = _values(
        "We've run a 70B inference service for three years on our own 128-GPU cluster. "
        "Now we want to continue-train that same 70B on fresh domain data."
    )
    assert ("task_type", "continued_training", False) in values
    assert not any(q in ("training_days", "task_type") and v != "continued_training" for q, v, _ in values)


@pytest.mark.parametrize(
    ("message", "asks"),
    [
        ("对国产化没要求，N卡就好；啥合规都不涉及", False),
        ("什么限制也没有，就想微调个7B", False),
        ("先试试，看看7B模型在我们数据上效果咋样", False),
        ("服务器啥的他顺带管管", False),
        ("数据清洗什么的也要做", False),
        ("7B微调效果咋样？", True),
        ("你们觉得LoRA效果怎么样", True),
        ("啥要求都可以吗", True),
        ("国产卡训练效果怎么样", True),
    ],
)
def test_round8_question_flag(message: str, asks: bool) -> None:
    assert understand(message).is_question is asks


@pytest.mark.parametrize(
    ("message", "trial"),
    [
        ("想部署个质检模型用用", False),
        ("先用用开源模型", True),
        ("部署个开源大模型自己用用", True),
        ("想先用用看", True),
    ],
)
def test_round8_using_it_is_a_try_only_when_said_as_one(message: str, trial: bool) -> None:
    assert (("usage_pattern", "trial", False) in _values(message)) is trial


def _ops(message: str) -> set[Any]:
    return {(e.value, e.negated) for e in understand(message).values if e.question == "ops_capacity"}


@pytest.mark.parametrize(
    ("message", "ops"),
    [
        # nobody whose job it is: none (not limited, not a negated none)
        ("就俩人，全是搞算法的", "none"),
        ("机器坏了都不知道找谁", "none"),
        ("服务器出了问题不知道找谁", "none"),
        ("If a server breaks we'd have no idea who to call.", "none"),
        ("Startup, 5 people, all ML researchers, nobody does infra.", "none"),
        ("We're just researchers.", "none"),
        ("my team has zero hardware and zero ops people", "none"),
        ("算法同学三个，没有专门运维", "none"),
        ("研发人员五个，没有专职运维", "none"),
        ("没有一个懂运维的", "none"),
        # one person who also does other work: limited
        ("One IT guy who also does the helpdesk.", "limited"),
        ("ops = two guys who also run the email servers", "limited"),
        ("Our IT person also handles the printers and the network.", "limited"),
        ("俺们厂就一个搞IT的小伙子，服务器啥的他顺带管管", "limited"),
        ("只有俩管网络的", "limited"),
        ("团队全是做研发的，有个兼职运维", "limited"),
    ],
)
def test_round8_ops_wordings(message: str, ops: str) -> None:
    assert _ops(message) == {(ops, False)}


def test_round8_a_value_said_negated_is_not_negated_again() -> None:
    # "no GPUs and no dedicated ops": the second "no" belongs to its own value (since round 14
    # it rules a dedicated team out and states no more; it is not negated a second time)
    assert _ops("no GPUs and no dedicated ops") == {("dedicated_team", True)}
    assert _ops("没有GPU也没有运维") == {("none", False)}


@pytest.mark.parametrize(
    ("message", "project"),
    [
        ("Only needed for this quarter's project.", True),
        ("It's just for next semester's study.", True),
        ("We only need it for the quarter.", True),
        ("只在本季度的项目里用", True),
        ("算力就这个季度的项目需要", True),
        ("This quarter's revenue is good.", False),
    ],
)
def test_round8_usage_for_this_quarters_project(message: str, project: bool) -> None:
    assert (("usage_pattern", "project", False) in _values(message)) is project


@pytest.mark.parametrize(
    ("message", "expected", "absent"),
    [
        (
            "The current plan is to rent GPUs for three months.",
            {("usage_pattern", "project", False), ("budget_model", "opex", False)},
            set(),
        ),
        ("We'd lease for 6 months.", {("usage_pattern", "project", False)}, set()),
        (
            "We'll probably use it for about a year, then re-evaluate.",
            {("usage_pattern", "project", False)},
            set(),
        ),
        ("先用一年再看", {("usage_pattern", "project", False)}, set()),
        (
            "We fine-tune for three weeks on rented GPUs",
            {("training_days", 21, False)},
            {("usage_pattern", "project", False)},
        ),
        (
            "做个文档OCR，一天大概处理十万页",
            {("usage_pattern", "continuous", False), ("task_type", "data_processing", False)},
            set(),
        ),
        (
            "每天要处理几TB的新数据",
            {("task_type", "data_processing", False)},
            {("usage_pattern", "continuous", False)},
        ),
        ("一天处理完就行", set(), {("usage_pattern", "continuous", False)}),
        (
            "没有专职运维，服务器都是外包公司在管",
            {("ops_capacity", "none", False)},
            {("ops_capacity", "limited", False)},
        ),
        (
            "How many GPUs do I need to fine-tune our 70B model?",
            {("task_type", "fine_tuning", False), ("model_params_b", 70, False)},
            set(),
        ),
        # Since NLU round 15 a question about a job keeps its facts ("Can a 13B model be
        # fine-tuned on a single A100?" is labelled), whoever "you" is.
        (
            "How many GPUs do you need to fine-tune a 70B model?",
            {("task_type", "fine_tuning", False), ("model_params_b", 70, False)},
            set(),
        ),
    ],
)
def test_round8_remaining_tune_classes(message: str, expected: set[Any], absent: set[Any]) -> None:
    values = _values(message)
    assert expected <= values and not (absent & values)


@pytest.mark.parametrize(
    ("message", "expected", "absent"),
    [
        ("想继续预训一下Qwen，灌点行业语料", {("task_type", "continued_training", False)}, set()),
        (
            "We'd like to keep pre-training Llama on our corpus.",
            {("task_type", "continued_training", False)},
            set(),
        ),
        (
            "The model was fine-tuned by a vendor, we need to host it.",
            {("task_type", "inference", False)},
            {("task_type", "fine_tuning", False)},
        ),
        ("模型是供应商微调好的，我们只负责部署", {("task_type", "inference", False)}, set()),
        ("We'll fine-tune it first, then host it.", {("task_type", "fine_tuning", False)}, set()),
        (
            "We have no sysadmin, the devs do it when they have time.",
            {("ops_capacity", "limited", False)},
            {("ops_capacity", "none", False)},
        ),
        ("就我一个人，既做算法又管机器", {("ops_capacity", "limited", False)}, set()),
        ("Ops is basically me on weekends.", {("ops_capacity", "limited", False)}, set()),
        (
            "Our IT consists of one contractor who comes twice a month.",
            {("ops_capacity", "limited", False)},
            {("training_days", 30, False)},
        ),
        ("只用这一季度", {("usage_pattern", "project", False)}, set()),
        ("Training takes 5 days, we retrain once a month", {("training_days", 5, False)}, set()),
    ],
)
def test_round8_wider_variants(message: str, expected: set[Any], absent: set[Any]) -> None:
    values = _values(message)
    assert expected <= values and not (absent & values)


@pytest.mark.parametrize(
    ("message", "expected", "absent"),
    [
        ("我们啥也没有，从零开始", set(), {("task_type", "pretraining", False)}),
        ("想训一个三十亿参数的模型，从零开始", {("task_type", "pretraining", False)}, set()),
        (
            "硬件方面我们什么都没有，一切从零开始",
            {("existing_hardware", "none", False)},
            {("task_type", "pretraining", False)},
        ),
        (
            "我们要部署70B，数据不出机房",
            {("task_type", "inference", False), ("model_params_b", 70, False)},
            set(),
        ),
        ("部署32B的前先微调", {("task_type", "fine_tuning", False)}, {("task_type", "inference", False)}),
    ],
)
def test_round8_from_nothing_and_a_size_deployed(message: str, expected: set[Any], absent: set[Any]) -> None:
    values = _values(message)
    assert expected <= values and not (absent & values)


def test_round8_how_their_try_turns_out_is_no_question_but_a_general_how_is() -> None:
    assert not understand("看看LoRA效果怎么样再决定要不要全参").is_question
    # "how do domestic cards do for inference": asked, so no requirement for domestic cards is read
    # (since NLU round 15 the inference they want to see is theirs)
    u = understand("想看看国产卡跑推理怎么样")
    assert u.is_question and {(e.question, e.value) for e in u.values} <= {("task_type", "inference")}


@pytest.mark.parametrize(
    ("message", "expected", "absent"),
    [
        (
            "We have a couple of engineers who can keep the lights on.",
            {("ops_capacity", "limited", False)},
            set(),
        ),
        (
            # staff who cannot run GPUs are none (decided 2026-12-06; round 32)
            "Our IT department has 30 people but none know GPUs.",
            {("ops_capacity", "none", False)},
            {("existing_hardware", "none", False), ("ops_capacity", "dedicated_team", False)},
        ),
        ("没人维护，全靠自己摸索", {("ops_capacity", "none", False)}, set()),
        ("就一个网管，平时管路由器", {("ops_capacity", "limited", False)}, set()),
        ("我们公司的IT就一个小姑娘，主要管OA", {("ops_capacity", "limited", False)}, set()),
        (
            "We will use it for a 3-month campaign.",
            {("usage_pattern", "project", False)},
            {("training_days", 90, False)},
        ),
        ("It's for a semester-long course.", {("usage_pattern", "project", False)}, set()),
        ("就用一个月，之后就不要了", {("usage_pattern", "project", False)}, set()),
        ("只用一个月就训完了", set(), {("usage_pattern", "project", False)}),
        (
            "We ran a pilot last year; now we want to roll it out for good.",
            {("usage_pattern", "continuous", False)},
            {("usage_pattern", "trial", False)},
        ),
        (
            "We already did the SFT, now we need to deploy.",
            {("task_type", "inference", False)},
            {("task_type", "fine_tuning", False)},
        ),
        ("We need to deploy a cluster first", set(), {("task_type", "inference", False)}),
    ],
)
def test_round8_more_ops_usage_and_task_variants(message: str, expected: set[Any], absent: set[Any]) -> None:
    values = _values(message)
    assert expected <= values and not (absent & values)


@pytest.mark.parametrize(
    ("message", "task"),
    [
        ("想把Qwen2.5-14B跑在我们自己的服务器上给员工用", "inference"),
        ("We'd like to adapt Llama 3 8B to our legal documents.", "fine_tuning"),
        ("Training a reward model and doing PPO on a 13B.", "fine_tuning"),
        ("我们打算把模型放在边缘设备上跑", "inference"),
        ("微调一个模型给客服用", "fine_tuning"),
        ("We need to adapt our pipeline to the new model.", None),
    ],
)
def test_round8_model_for_people_adapted_or_on_the_edge(message: str, task: str | None) -> None:
    assert _tasks(message) == ({task} if task else set())


@pytest.mark.parametrize(
    ("message", "expected", "absent"),
    [
        (
            "We've been using GPUs for 2 years, now we want to fine-tune.",
            {("task_type", "fine_tuning", False)},
            {("training_days", 730, False)},
        ),
        (
            "We want the GPUs for 2 years at least.",
            {("usage_pattern", "continuous", False)},
            {("training_days", 730, False)},
        ),
        ("租期三年以上", {("usage_pattern", "continuous", False)}, set()),
        ("Need GPUs for 10 days of training.", {("training_days", 10, False)}, set()),
        ("We use 8 GPUs and training takes 3 days.", {("training_days", 3, False)}, set()),
    ],
)
def test_round8_how_long_they_use_gpus_is_no_training_time(
    message: str, expected: set[Any], absent: set[Any]
) -> None:
    values = _values(message)
    assert expected <= values and not (absent & values)


@pytest.mark.parametrize(
    ("message", "asks"),
    [
        ("不管用什么卡，数据不能出机房", False),
        ("多少钱都行，关键是稳定", False),
        ("怎么省钱怎么来", False),
        ("有啥用啥", False),
        ("我们也说不好要多少卡", False),
        ("How we deploy doesn't matter much, as long as data stays in-house.", False),
        ("Which is why we want to rent.", False),
        ("不管怎样，要多少卡？", True),
        ("我们用什么卡好", True),
        ("多少卡合适", True),
        ("怎么部署", True),
    ],
)
def test_round8_question_words_that_ask_nothing(message: str, asks: bool) -> None:
    assert understand(message).is_question is asks


def test_round8_a_statement_after_a_conceded_question_word_keeps_its_values() -> None:
    assert _values("不管用什么卡，数据不能出机房") == {("compliance", "data_on_premises", False)}
    assert _values("Which is why we want to rent.") == {("budget_model", "opex", False)}


@pytest.mark.parametrize(
    ("message", "expected", "absent"),
    [
        (
            "University lab. Planning a 3-month LoRA study.",
            {("usage_pattern", "project", False), ("task_type", "fine_tuning", False)},
            {("training_days", 90, False)},
        ),
        ("Two sysadmins, both already overloaded.", {("ops_capacity", "limited", False)}, set()),
        ("Our IT staff are overloaded.", {("ops_capacity", "limited", False)}, set()),
        (
            "We have two SREs and a platform team of 10.",
            {("ops_capacity", "dedicated_team", False)},
            {("ops_capacity", "limited", False)},
        ),
        ("想每天批量生成几万条文案", {("usage_pattern", "continuous", False)}, set()),
    ],
)
def test_round8_a_length_before_the_task_and_two_admins(
    message: str, expected: set[Any], absent: set[Any]
) -> None:
    values = _values(message)
    assert expected <= values and not (absent & values)


@pytest.mark.parametrize(
    ("message", "expected", "absent"),
    [
        ("服务器托管在IDC，他们帮忙看着", {("ops_capacity", "none", False)}, set()),
        ("运维方面完全空白", {("ops_capacity", "none", False)}, set()),
        ("硬件方面一片空白", {("existing_hardware", "none", False)}, {("ops_capacity", "none", False)}),
        ("运维有十几个人", {("ops_capacity", "dedicated_team", False)}, set()),
        ("运维有两个人", {("ops_capacity", "limited", False)}, set()),
        ("技术部五个人，都不懂GPU", {("ops_capacity", "none", False)}, set()),  # decided 2026-12-06
        ("我们就三个人，啥都自己干", {("ops_capacity", "limited", False)}, set()),
        ("就是搞个demo给客户看", {("usage_pattern", "trial", False)}, set()),
        ("明年这个时候项目就结束了", {("usage_pattern", "project", False)}, set()),
    ],
)
def test_round8_chinese_ops_and_usage_variants(message: str, expected: set[Any], absent: set[Any]) -> None:
    values = _values(message)
    assert expected <= values and not (absent & values)


@pytest.mark.parametrize(
    ("message", "task"),
    [
        ("We'd like to put an LLM in front of our customer support.", "inference"),
        ("We'll take Llama 3 70B and specialise it on medical notes.", "fine_tuning"),
        ("We have a fine-tuned 7B already and need serving capacity.", "inference"),
        ("We have fine-tuned models before; now we want to pretrain a 1B.", "pretraining"),
        ("Our plan: SFT first, then deploy behind our API.", "fine_tuning"),
    ],
)
def test_round8_english_serving_and_tuning_variants(message: str, task: str) -> None:
    assert _tasks(message) == {task}


@pytest.mark.parametrize(
    ("message", "task"),
    [
        ("想跑个千问72B", "inference"),
        ("部署通义千问14B给客服用", "inference"),
        ("跑千问7B的微调", "fine_tuning"),
    ],
)
def test_round8_a_model_named_in_chinese_with_its_size(message: str, task: str) -> None:
    assert _tasks(message) == {task}


@pytest.mark.parametrize(
    ("message", "usage"),
    [
        ("This is a one-time thing.", "project"),
        ("It's for a paper deadline in March.", "project"),
        ("We need it until the end of the year.", "project"),
        ("For our thesis.", "project"),
        ("做个毕业设计", "project"),
        ("就这一次", "project"),
        ("This will be a core part of our product.", "continuous"),
        ("It's a production workload that will grow.", "continuous"),
    ],
)
def test_round8_usage_variants(message: str, usage: str) -> None:
    assert {v for q, v, _ in _values(message) if q == "usage_pattern"} == {usage}


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("We don't have anyone who can run GPU servers.", {("ops_capacity", "none", False)}),
        ("Our team has zero experience running hardware.", {("ops_capacity", "none", False)}),
        ("Everything is managed by our cloud provider.", {("ops_capacity", "none", False)}),
        ("Our IT is a single part-timer.", {("ops_capacity", "limited", False)}),
        ("We don't have any GPU servers.", {("existing_hardware", "none", False)}),
    ],
)
def test_round8_nobody_for_the_machines_is_no_lack_of_machines(message: str, expected: set[Any]) -> None:
    assert _values(message) == expected


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("我们的客户全是做研发的企业", set()),
        ("Our partner's DPO signed off on the plan.", set()),
        ("部署个模型前要先把数据清洗好", {("task_type", "data_processing", False)}),
        ("团队全是做算法的同学", {("ops_capacity", "none", False)}),
    ],
)
def test_round8_near_misses_store_nothing_wrong(message: str, expected: set[Any]) -> None:
    assert _values(message) == expected


@pytest.mark.parametrize(
    ("message", "asks"),
    [
        ("Who we are: a regional bank, 40 branches.", False),
        ("Which model we use is open; probably Qwen 14B.", False),
        ("How we deploy doesn't matter much.", False),
        ("How do we fine-tune a 7B", True),
        ("Our question is how many GPUs we need.", True),
        ("I'd like to know which GPUs to buy.", True),
    ],
)
def test_round8_headings_state_and_indirect_questions_ask(message: str, asks: bool) -> None:
    assert understand(message).is_question is asks


def test_round8_what_an_indirect_question_weighs_is_not_stored() -> None:
    # "which GPUs to buy" asks which; it does not say they buy
    assert _values("I'd like to know which GPUs to buy.") == set()
    assert ("compliance", "regulated_industry", False) in _values("Who we are: a regional bank, 40 branches.")


@pytest.mark.parametrize(
    ("message", "expected", "absent"),
    [
        ("The team has 10 years of experience in HPC.", set(), {("training_days", 3650, False)}),
        ("It took us 3 weeks last time.", set(), {("training_days", 21, False)}),
        (
            "We retrain every 2 weeks.",
            {("usage_pattern", "continuous", False)},
            {("training_days", 14, False)},
        ),
        (
            "每两周训一次，每次一天",
            {("usage_pattern", "continuous", False), ("training_days", 1, False)},
            set(),
        ),
        ("Training takes 2 weeks every quarter.", {("training_days", 14, False)}, set()),
        (
            "We'll spend a month on data prep, then 2 weeks training.",
            {("training_days", 14, False)},
            {("training_days", 30, False)},
        ),
        ("数据清洗一个月，训练两周", {("training_days", 14, False)}, {("training_days", 30, False)}),
    ],
)
def test_round8_training_time_not_read_from_the_past_a_rhythm_or_data_work(
    message: str, expected: set[Any], absent: set[Any]
) -> None:
    values = _values(message)
    assert expected <= values and not (absent & values)


def test_round8_data_made_for_people_is_no_model_served() -> None:
    assert _tasks("数据是给客户用的产品日志，需要清洗") == {"data_processing"}
    assert _tasks("想把模型跑在本地给同事们用") == {"inference"}


def test_round8_a_daily_load_is_continuous_and_served() -> None:
    values = _values("我们的客服系统每天要处理上百万次请求，必须稳定")
    assert {("usage_pattern", "continuous", False), ("task_type", "inference", False)} <= values


# -- round 9: the classes behind the thirteenth blind batch's (hx) misses -----------------


@pytest.mark.parametrize(
    ("message", "rule"),
    [
        ("有一台3090，打算在本地微调一下7B模型", False),
        ("想在本地试试QLoRA", False),
        ("数据只能放在本地", True),
        ("模型和数据都在本地，不能上云", True),
    ],
)
def test_round9_a_job_run_locally_is_no_rule_on_data(message: str, rule: bool) -> None:
    assert (("compliance", "data_on_premises", False) in _values(message)) is rule


@pytest.mark.parametrize(
    ("message", "rule"),
    [
        ("我们有现成的昇腾服务器四台，想做推理", False),
        ("We already have our Ascend 910B cluster in the basement.", False),
        ("上面要求只能用昇腾的卡", True),
        ("必须用国产芯片，比如昇腾", True),
    ],
)
def test_round9_domestic_chips_they_own_are_no_rule(message: str, rule: bool) -> None:
    assert (("compliance", "domestic_hardware", False) in _values(message)) is rule


@pytest.mark.parametrize("message", ["这批日志每天都在跑清洗任务", "向量化服务一直在运行，不会停"])
def test_round9_a_job_that_keeps_running_is_continuous(message: str) -> None:
    assert ("usage_pattern", "continuous", False) in _values(message)


@pytest.mark.parametrize(
    "message",
    ["病人影像不能出放射科机房", "客户资料不出总部自己的IDC", "数据不能离开研究所数据中心"],
)
def test_round9_data_kept_in_a_named_room_or_idc(message: str) -> None:
    assert ("compliance", "data_on_premises", False) in _values(message)


def test_round9_data_allowed_abroad_permits_leaving_the_country_not_foreign_chips() -> None:
    values = _values("我们做海外业务，资料存在境外也没问题")
    assert ("compliance", "data_in_country", True) in values
    assert ("compliance", "domestic_hardware", True) not in values
    # foreign chips allowed is still the chip question
    assert ("compliance", "domestic_hardware", True) in _values("用海外的卡没关系")


@pytest.mark.parametrize("message", ["服务器打算按月包租", "算力年租就行"])
def test_round9_leasing_by_the_month_or_year_is_opex(message: str) -> None:
    assert ("budget_model", "opex", False) in _values(message)


def test_round9_a_purchase_order_not_preferred_rules_nothing_out() -> None:
    values = _values("We'd prefer to lease capacity rather than place a purchase order.")
    assert ("budget_model", "opex", False) in values
    assert not {v for v in values if v[0] == "budget_model" and v[1] == "capex"}


def test_round9_a_one_time_purchase_is_how_they_pay_not_how_long() -> None:
    values = _values("It must be a one-time equipment purchase.")
    assert ("budget_model", "capex", False) in values
    assert not {v for v in values if v[0] == "usage_pattern"}
    # a project of a set length said plainly is still a project
    assert ("usage_pattern", "project", False) in _values("We'll run the pilot for three months.")


@pytest.mark.parametrize(
    "message",
    ["Our single devops guy also writes the frontend.", "a devops guy handles it between other work"],
)
def test_round9_one_devops_person_is_limited_ops(message: str) -> None:
    assert ("ops_capacity", "limited", False) in _values(message)


def test_round9_serving_a_model_tuned_before_is_inference() -> None:
    values = _values("We are serving our fine-tuned 13B support model to customers.")
    tasks = {v[1] for v in values if v[0] == "task_type"}
    assert tasks == {"inference"}
    assert {v[1] for v in _values("We want to fine-tune a 13B model.") if v[0] == "task_type"} == {
        "fine_tuning"
    }


# -- round 10: the classes behind the fourteenth blind batch's (ix) misses ----------------


def test_round10_getting_a_job_working_locally_is_no_rule_on_data() -> None:
    assert ("compliance", "data_on_premises", False) not in _values("准备在本地跑通推理流程")
    assert ("compliance", "data_on_premises", False) in _values("模型只能在本地跑，不能上云")


def test_round10_owned_domestic_servers_counted_are_no_rule() -> None:
    values = _values("机房有两台昇腾服务器，想拿来跑微调")
    assert ("compliance", "domestic_hardware", False) not in values
    assert ("compliance", "domestic_hardware", False) in _values("只能用昇腾服务器")


def test_round10_a_maybe_for_later_gives_way_to_the_task_now() -> None:
    tasks = {v[1] for v in _values("现在先部署推理服务，之后可能做微调") if v[0] == "task_type"}
    assert tasks == {"inference"}


@pytest.mark.parametrize(
    ("message", "pretraining"), [("没有任何算力资源，从零开始", False), ("想训一个1B的模型，从零开始", True)]
)
def test_round10_starting_from_nothing_after_no_hardware_is_no_pretraining(
    message: str, pretraining: bool
) -> None:
    assert (("task_type", "pretraining", False) in _values(message)) is pretraining


def test_round10_data_named_with_what_is_to_be_done_to_it() -> None:
    assert ("task_type", "data_processing", False) in _values(
        "Roughly 40 TB of scanned records to OCR and clean."
    )
    assert ("task_type", "data_processing", False) in _values(
        "We have millions of call transcripts to anonymise."
    )


def test_round9_an_idiom_with_bu_chu_is_no_rule_on_data() -> None:
    assert ("compliance", "data_on_premises", False) not in _values("数据不出意外就搬进机房")
    assert ("compliance", "data_on_premises", False) not in _values("训练不能出问题的机房")


# -- round 11: the classes behind the fifteenth blind batch's (jx) misses -----------------


@pytest.mark.parametrize(
    ("message", "said", "refused"),
    [
        ("服务器我们是不会买的", "opex", "capex"),
        ("先租着，机器不会去买", "opex", "capex"),
        ("一次性买断，别跟我说租", "capex", "opex"),
    ],
)
def test_round11_a_refusal_said_as_a_decision(message: str, said: str, refused: str) -> None:
    values = _values(message)
    assert ("budget_model", said, False) in values and ("budget_model", refused, True) in values


def test_round11_affordable_both_ways_is_either() -> None:
    assert ("budget_model", "either", False) in _values("租得起也买得起，哪个合适选哪个")


def test_round11_no_data_leaves_the_country() -> None:
    assert ("compliance", "data_in_country", False) in _values("Policy: no customer data leaves the country.")


def test_round11_an_owned_ascend_cluster_with_its_size_is_no_rule() -> None:
    values = _values("We own a 256-card Ascend 910B cluster already.")
    assert ("compliance", "domestic_hardware", False) not in values
    assert ("existing_hardware", "cluster", False) in values


def test_round11_data_a_hospital_gives_them_does_not_make_them_one() -> None:
    assert ("compliance", "regulated_industry", False) not in _values("用客户医院提供的数据训练一个分诊模型")
    assert ("compliance", "regulated_industry", False) in _values("我们是一家医院，想训练一个分诊模型")


def test_round11_a_few_named_cards_and_a_cluster_built_are_had() -> None:
    assert ("existing_hardware", "some", False) in _values("实验室手头有少量A100")
    assert ("existing_hardware", "cluster", False) in _values("公司有个自建集群，想继续训练")
    assert ("existing_hardware", "cluster", False) not in _values("我们打算自建集群")


def test_round11_media_to_process_is_data_processing() -> None:
    assert ("task_type", "data_processing", False) in _values("几百小时的视频素材要做转码和抽帧处理")


def test_round11_care_for_the_machines_on_the_side_is_limited_ops() -> None:
    assert ("ops_capacity", "limited", False) in _values("A postdoc looks after the servers on the side.")


def test_round11_on_prem_boxes_are_hardware_not_a_rule() -> None:
    values = _values("We have a couple of on-prem GPU servers.")
    assert ("existing_hardware", "some", False) in values
    assert ("compliance", "data_on_premises", False) not in values


# -- round 12: the classes behind the sixteenth blind batch's (kx) misses -----------------


def test_round12_the_size_in_a_model_name_is_the_model_even_beside_data_words() -> None:
    values = _values("打算用GLM-4-9B在客服语料上做SFT")
    assert ("model_params_b", 9.0, False) in values
    assert not {v for v in values if v[0] == "dataset_tokens_b"}


def test_round12_nobody_dedicated_to_the_servers_rules_a_team_out_only() -> None:
    # (round 18, a label decision: it was none until then)
    assert _of("公司里没人专门维护服务器", "ops_capacity") == {("dedicated_team", True)}


@pytest.mark.parametrize(
    ("message", "said", "refused"),
    [
        ("Finance refuses capex for this, so it's opex.", "opex", "capex"),
        ("We cannot buy hardware until next year.", "opex", "capex"),
    ],
)
def test_round12_refusing_a_way_of_paying_states_the_other(message: str, said: str, refused: str) -> None:
    values = _values(message)
    assert ("budget_model", refused, True) in values and ("budget_model", said, False) in values


def test_round12_paying_up_front_is_capex() -> None:
    assert ("budget_model", "capex", False) in _values("We would pay up front for the machines.")


def test_round12_data_from_a_partner_hospital_does_not_make_them_one() -> None:
    values = _values("The images come from a partner hospital; we are a software startup.")
    assert ("compliance", "regulated_industry", False) not in values


def test_round12_a_domestic_maker_between_count_and_server_is_counted() -> None:
    assert ("existing_hardware", "some", False) in _values("机房里有三台海光的服务器")


@pytest.mark.parametrize(
    ("message", "said", "ruled_out"),
    [
        ("Money is tight, so leasing is our only option.", "opex", "capex"),
        ("租是唯一的选择，没钱买", "opex", "capex"),
        ("买是唯一的办法，运营费用批不下来", "capex", "opex"),
    ],
)
def test_round12_a_way_said_to_be_the_only_one_afterwards_rules_the_other_out(
    message: str, said: str, ruled_out: str
) -> None:
    values = _values(message)
    assert ("budget_model", said, False) in values and ("budget_model", ruled_out, True) in values
    # a plain statement of the way rules nothing out
    assert ("budget_model", "capex", True) not in _values("renting is fine for us")


# -- round 13: the classes behind the seventeenth and eighteenth blind batches' (lx, mx) misses


@pytest.mark.parametrize(
    "message",
    [
        "学校有一个校级 GPU 集群，平时是研究生在维护",
        "已经有一个 GPU 集群",
        "我们已有 GPU 集群，但利用率只有四成左右",
        "已经有一个国产卡集群",
        "机房里已经有三百多张国产卡组成的集群",
    ],
)
def test_round13_a_cluster_named_with_a_few_words_before_it_is_one(message: str) -> None:
    hardware = {v for q, v, n in _values(message) if q == "existing_hardware" and not n}
    assert hardware == {"cluster"}


def test_round13_a_cluster_kept_as_a_word_leaves_the_task_readable() -> None:
    values = _values("我们想把现有的推理集群切分给几个业务共享。")
    assert ("existing_hardware", "cluster", False) in values
    assert ("task_type", "inference", False) in values
    # someone else's cluster, or an ops group running one, is no cluster of theirs
    assert ("existing_hardware", "cluster", False) not in _values("隔壁研究院倒是有个A100集群，但不归我们用")
    assert ("ops_capacity", "dedicated_team", False) in _values("公司有个运维组专门管集群")


@pytest.mark.parametrize(
    ("message", "value"),
    [
        ("院里现在有两台带 A100 的服务器", "some"),
        ("我们已经买了四台国产加速卡服务器", "some"),
        ("University lab, students maintain our few servers.", "some"),
    ],
)
def test_round13_servers_said_with_what_they_carry_or_as_our_few(message: str, value: str) -> None:
    assert {v for q, v, n in _values(message) if q == "existing_hardware"} == {value}


def test_round13_a_headcount_said_to_be_full_time_is_a_dedicated_team() -> None:
    assert ("ops_capacity", "dedicated_team", False) in _values("运维团队三个人全职")
    # one full-time person beside part-timers stays limited
    assert ("ops_capacity", "limited", False) in _values("运维有一个专职的，另外两个兼职")
    assert ("ops_capacity", "limited", False) in _values("平时是研究生在维护")


def test_round13_a_rule_waived_inside_its_own_wording_is_ruled_out() -> None:
    values = _values("我们不需要国产化，数据也不需要留在本地机房，就是想便宜点。")
    assert ("compliance", "data_on_premises", True) in values
    assert ("compliance", "data_on_premises", False) not in values
    assert ("compliance", "data_on_premises", False) in _values("数据必须留在本地机房")


def test_round13_where_data_sits_then_that_it_cannot_leave() -> None:
    values = _values("客户是银行，数据在银行机房里不能出去。")
    assert ("compliance", "data_on_premises", False) in values
    # the client being a bank does not make the vendor one
    assert ("compliance", "regulated_industry", False) not in values
    assert ("compliance", "regulated_industry", False) in _values("我们是银行，数据不能出机房")


@pytest.mark.parametrize(
    "message",
    ["我们公司是做保险的，任务是文本结构化", "We're a fund management firm building a research assistant."],
)
def test_round13_a_line_of_business_said_as_what_they_do(message: str) -> None:
    assert ("compliance", "regulated_industry", False) in _values(message)


def test_round13_a_medical_ai_firm_is_no_hospital() -> None:
    assert ("compliance", "regulated_industry", False) not in _values(
        "我们做医疗影像 AI，合作医院的数据不能出境。"
    )


@pytest.mark.parametrize(
    ("message", "question", "value"),
    [
        (
            "Fine-tuning Llama-3-70B. Actually scratch that, we decided on the 8B version.",
            "model_params_b",
            8.0,
        ),
        ("我们原计划做预训练，后来改成在现有 14B 模型上做持续训练", "task_type", "continued_training"),
    ],
)
def test_round13_a_value_corrected_in_the_same_message_gives_way(
    message: str, question: str, value: Any
) -> None:
    assert {v for q, v, n in _values(message) if q == question and not n} == {value}


@pytest.mark.parametrize(
    ("message", "days"),
    [
        (
            "Continued pretraining of Mistral-7B on 50B tokens, expected to take about 5 days. We'll rent.",
            5.0,
        ),
        ("Continued training of a 34B model, expected runtime about a fortnight.", 14.0),
    ],
)
def test_round13_how_long_a_run_takes_said_after_the_run(message: str, days: float) -> None:
    assert ("training_days", days, False) in _values(message)


def test_round13_a_length_said_after_a_project_is_the_project_s() -> None:
    values = _values("打算按项目来用算力，大概半年，微调一个 34B 的代码模型。")
    assert not {v for q, v, n in values if q == "training_days"}
    assert ("training_days", 14.0, False) in _values("微调一个 34B 的代码模型，大概两周")


def test_round13_calling_a_model_serverless_is_no_fine_tune() -> None:
    tasks = {v for q, v, n in _values("用 Serverless 调一下模型做个推理 demo") if q == "task_type"}
    assert tasks == {"inference"}
    assert ("task_type", "fine_tuning", False) in _values("用客服对话数据调一下Qwen")


@pytest.mark.parametrize(
    ("message", "question", "value"),
    [
        ("想长期租，不考虑采购，一直跑 embedding 推理。", "budget_model", "opex"),
        ("We want to run a 14B model long-term, paid monthly.", "budget_model", "opex"),
        (
            "Our agency needs a domestic-hardware-only setup for an internal chatbot.",
            "compliance",
            "domestic_hardware",
        ),
    ],
)
def test_round13_renting_long_paid_monthly_and_domestic_only(message: str, question: str, value: str) -> None:
    assert (question, value, False) in _values(message)


# NLU round 14 (after the nx batch): facts stated inside a question, lengths of a production
# cycle, a fine-tune already done, "no dedicated ops" on its own, and smaller classes.


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        (
            "What would you recommend for continued pretraining of an 8B model?",
            {("task_type", "continued_training", False), ("model_params_b", 8.0, False)},
        ),
        (
            "没有卡，预算按月付。你们推荐用什么做32B模型的推理？",
            {
                ("existing_hardware", "none", False),
                ("budget_model", "opex", False),
                ("task_type", "inference", False),
                ("model_params_b", 32.0, False),
            },
        ),
    ],
)
def test_round14_advice_asked_for_their_own_aim_states_the_aim(message: str, expected: set) -> None:
    assert _values(message) == expected


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        (
            "实验室有三台8卡A800服务器，能不能拿来做Qwen2-32B的全参微调？",
            {
                ("existing_hardware", "some", False),
                ("task_type", "fine_tuning", False),
                ("finetune_method", "full", False),
                ("model_params_b", 32.0, False),
                ("owned_gpu_kind", "gpu_80gb", False),
            },
        ),
        (
            "We have two DGX boxes. Could we use them for a LoRA fine-tune of a 34B model?",
            {
                ("existing_hardware", "some", False),
                ("task_type", "fine_tuning", False),
                ("finetune_method", "lora", False),
                ("model_params_b", 34.0, False),
                ("owned_gpu_kind", "gpu_80gb", False),
            },
        ),
    ],
)
def test_round14_putting_hardware_they_have_to_use_states_the_plan(message: str, expected: set) -> None:
    # owned_gpus (round 21) is checked by its own tests.
    assert {v for v in _values(message) if v[0] != "owned_gpus"} == expected


@pytest.mark.parametrize(
    ("message", "owned"),
    [
        (
            "We have about 2TB of documents and three 8-GPU servers. "
            "Can we use them for fine-tuning a 70B model on 64 GPUs?",
            {"some"},
        ),
        ("能不能在64张卡上预训练一个7B模型？", set()),
    ],
)
def test_round14_a_card_count_a_question_supposes_is_no_hardware_they_have(message: str, owned: set) -> None:
    assert {v for q, v, n in _values(message) if q == "existing_hardware"} == owned


@pytest.mark.parametrize("message", ["可以先免费试用一下吗？", "Could we start with a two-week pilot?"])
def test_round14_a_trial_asked_for_is_wanted(message: str) -> None:
    assert ("usage_pattern", "trial", False) in _values(message)


@pytest.mark.parametrize(
    ("message", "scale"),
    [("我们的数据有3TB，算多吗？", "medium"), ("Is 500GB of logs a lot to process?", "medium")],
)
def test_round14_a_data_size_asked_about_is_theirs(message: str, scale: str) -> None:
    assert ("data_scale", scale, False) in _values(message)


@pytest.mark.parametrize("message", ["We have a single 24 GB card.", "two 80GB A100s"])
def test_round14_memory_on_a_card_is_no_data(message: str) -> None:
    assert not {q for q, _, _ in _values(message) if q == "data_scale"}


@pytest.mark.parametrize("message", ["租还是买更划算？", "Is renting or buying cheaper for us?"])
def test_round14_a_question_comparing_ways_of_paying_still_states_none(message: str) -> None:
    assert not {q for q, _, _ in _values(message) if q == "budget_model"}


@pytest.mark.parametrize(
    "message",
    [
        "The whole shooting schedule is a 4-month production cycle.",
        "只在五个月的开发周期里用",
        "Our production cycle lasts about four months.",
    ],
)
def test_round14_a_production_cycle_s_length_is_a_project(message: str) -> None:
    values = _values(message)
    assert ("usage_pattern", "project", False) in values
    assert not {q for q, _, _ in values if q == "training_days"}


@pytest.mark.parametrize(
    "message",
    [
        "模型已经训好了，下一步是部署成对话服务",
        "We already fine-tuned the 7B model. Now we want to deploy a chatbot for our support team.",
    ],
)
def test_round14_a_fine_tune_already_done_gives_way_to_serving(message: str) -> None:
    assert _tasks(message) == {"inference"}


@pytest.mark.parametrize(
    "message",
    [
        "公司没有专门的运维。",
        "No dedicated IT here.",
        # a head count names no one who does it (decided in stop 45; it was limited)
        "公司就八个人，没有专职运维",
    ],
)
def test_round14_no_dedicated_ops_alone_only_rules_a_team_out(message: str) -> None:
    assert _ops(message) == {("dedicated_team", True)}


@pytest.mark.parametrize(
    "message",
    [
        "No dedicated ops, our developers look after the servers.",
        "服务器是算法同事顺带维护着。",
    ],
)
def test_round14_no_dedicated_ops_beside_who_does_it_is_limited(message: str) -> None:
    assert _ops(message) == {("limited", False)}


@pytest.mark.parametrize(
    "message", ["机房里有十六台服务器，全是昇腾910B", "We have a small cluster, they're all Ascend chips."]
)
def test_round14_what_their_hardware_is_made_of_is_no_rule(message: str) -> None:
    values = _values(message)
    assert not {v for q, v, _ in values if q == "compliance"}
    assert {v for q, v, _ in values if q == "existing_hardware"} == {"cluster"}


def test_round14_only_operating_spend_is_opex() -> None:
    assert ("budget_model", "opex", False) in _values("Our board only signs off operating spend.")


@pytest.mark.parametrize(
    "message",
    [
        "先把日志清洗干净，为以后的继续训练打基础",
        "We need to deduplicate the web crawl first, in preparation for pretraining.",
    ],
)
def test_round14_the_stage_prepared_for_comes_later(message: str) -> None:
    assert _tasks(message) == {"data_processing"}


@pytest.mark.parametrize(
    ("message", "task"),
    [
        ("We keep retraining the ranking model whenever new clicks come in.", "continued_training"),
        ("We have 300GB of scans to preprocess.", "data_processing"),
    ],
)
def test_round14_retraining_as_data_arrives_and_data_to_preprocess(message: str, task: str) -> None:
    assert _tasks(message) == {task}


@pytest.mark.parametrize(
    "message", ["只有一个项目经理在跟进", "There's one project manager coordinating it."]
)
def test_round14_a_project_manager_is_no_project(message: str) -> None:
    assert not {q for q, _, _ in _values(message) if q == "usage_pattern"}


def test_round14_two_rules_listed_with_a_pause_mark_are_both_read() -> None:
    assert _values("数据不能出境、不能出本院") >= {
        ("compliance", "data_in_country", False),
        ("compliance", "data_on_premises", False),
    }


def test_round14_a_cloud_in_the_country_allowed_rules_on_premises_out() -> None:
    assert ("compliance", "data_on_premises", True) in _values("可以放境内的公有云")


# NLU round 15 (convention decided 2026-12-03): a question about the team's own job keeps its
# facts ("Can a 13B model be fine-tuned on a single A100?" → 13, fine_tuning; "两周能训完吗？"
# → 14 days); hardware a question supposes and the alternatives it compares are not taken.


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        (
            "一个34B的模型做LoRA，十天够吗？",
            {
                ("model_params_b", 34.0, False),
                ("task_type", "fine_tuning", False),
                ("finetune_method", "lora", False),
                ("training_days", 10.0, False),
            },
        ),
        (
            "二十天内能把continued pretraining跑完吗？",
            {("training_days", 20.0, False), ("task_type", "continued_training", False)},
        ),
        (
            "Could a 3B model be pretrained from scratch on 200B tokens in under two weeks?",
            {
                ("model_params_b", 3.0, False),
                ("task_type", "pretraining", False),
                ("dataset_tokens_b", 200.0, False),
                ("training_days", 14.0, False),
            },
        ),
        (
            "How much memory does serving a 34B model take?",
            {("model_params_b", 34.0, False), ("task_type", "inference", False)},
        ),
    ],
)
def test_round15_a_question_about_their_job_keeps_its_facts(message: str, expected: set) -> None:
    assert _values(message) == expected


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        (
            "在32张H800上全参微调70B要多久？",
            {
                ("model_params_b", 70.0, False),
                ("task_type", "fine_tuning", False),
                ("finetune_method", "full", False),
            },
        ),
        (
            "单机8卡A100能跑34B的推理吗？",
            {("model_params_b", 34.0, False), ("task_type", "inference", False)},
        ),
        (
            "Would a 7B fine-tune fit on two 4090s?",
            {("model_params_b", 7.0, False), ("task_type", "fine_tuning", False)},
        ),
    ],
)
def test_round15_hardware_a_question_supposes_is_not_theirs(message: str, expected: set) -> None:
    assert _values(message) == expected


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("14B还是32B，哪个更适合做客服？", set()),
        ("7B的模型和13B的模型，推理成本差多少？", set()),
        ("Between a 7B and a 13B model, which would you pick for support chat?", set()),
        ("LoRA和全参微调哪个更省显存？", set()),
        ("租还是买，哪个更划算？", set()),
        ("微调还是继续预训练，对一个14B的模型来说哪个更合适？", {("model_params_b", 14.0, False)}),
        ("Should we go with a 7B or a 13B model?", set()),
        (
            "What's the difference between SFT and continued pretraining for a 7B model?",
            {("model_params_b", 7.0, False)},
        ),
        # what the question weighs is compared; the case it is weighed for is theirs
        ("按月租还是一次性买断，哪种更适合一个两年的项目？", {("usage_pattern", "project", False)}),
        ("Is it cheaper to rent or buy GPUs for a one-year project?", {("usage_pattern", "project", False)}),
    ],
)
def test_round15_the_alternatives_a_question_compares_are_no_choice(message: str, expected: set) -> None:
    assert _values(message) == expected


@pytest.mark.parametrize(
    "message",
    [
        "预训练和继续预训练有什么区别？",
        "推理服务的延迟应该怎么评估？",
        "How much more memory does full fine-tuning need than LoRA?",
    ],
)
def test_round15_a_question_on_a_matter_names_no_job(message: str) -> None:
    assert _values(message) == set()


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        (
            "能不能不买服务器就做13B的微调？",
            {
                ("budget_model", "capex", True),
                ("model_params_b", 13.0, False),
                ("task_type", "fine_tuning", False),
            },
        ),
        (
            "We want to pretrain a small model on our logs. Could we do that without buying hardware?",
            {("budget_model", "capex", True), ("task_type", "pretraining", False)},
        ),
    ],
)
def test_round15_a_way_a_question_rules_out_is_ruled_out_but_none_is_chosen(
    message: str, expected: set
) -> None:
    assert _values(message) == expected


def test_round15_a_count_of_samples_is_no_model_size() -> None:
    assert _values("We want to fine-tune a 7B model on 50k samples.") == {
        ("model_params_b", 7.0, False),
        ("task_type", "fine_tuning", False),
    }


def test_round15_a_training_cue_far_off_in_its_own_clause_beats_one_before_it() -> None:
    # "rent" in the sentence before does not make "within 60 days" a rental period
    assert ("training_days", 60.0, False) in _values(
        "We plan to rent compute. We want to pretrain a 30B model within 60 days."
    )


# -- NLU round 16 (classes behind the qx and rx misses) ---------------------------------------


def _of(message: str, question: str) -> set[tuple[Any, bool]]:
    """(value, negated) for what the message was read to say about one question."""
    return {(v, neg) for q, v, neg in _values(message) if q == question}


@pytest.mark.parametrize(
    "message",
    [
        "我们有一个16张A100的集群",
        "实验室现有一个二十张4090的小集群",
        "现有海光DCU的集群，想做推理",
        "We have a shared cluster of 24 H100s.",
        "We run a modest cluster of eight L40S cards.",
    ],
)
def test_round16_hardware_the_sender_calls_a_cluster_is_one(message: str) -> None:
    assert _of(message, "existing_hardware") == {("cluster", False)}


@pytest.mark.parametrize(
    "message",
    [
        "想给销售部门上个大模型，14B左右",
        "打算给法务同事上一个模型",
        "Our 14B support model is served around the clock.",
        "The assistant models are being served from two boxes.",
        "We finished the fine-tune in May; now we need to put it into production.",
        "想deploy个7B的模型到门店的工控机上",
    ],
)
def test_round16_a_model_put_into_service_is_inference(message: str) -> None:
    assert _of(message, "task_type") == {("inference", False)}


@pytest.mark.parametrize(
    "message",
    [
        "打算直接调用厂商的API，不想自己部署模型。",
        "We'll call a hosted API and would rather not self-host.",
    ],
)
def test_round16_deploying_nothing_themselves_names_no_task(message: str) -> None:
    assert _of(message, "task_type") == set()


def test_round16_previously_shown_model_is_no_deployment() -> None:
    assert _of("之前上一个模型效果不好", "task_type") == set()


@pytest.mark.parametrize(
    ("message", "value"),
    [
        ("We have a three-person SRE team.", "dedicated_team"),
        ("有一个两人的SRE小组", "dedicated_team"),
        ("A two-person ops team looks after everything.", "limited"),
        ("No ops staff; a single postdoc keeps it all running.", "limited"),
        ("One data engineer keeps them going.", "limited"),
    ],
)
def test_round16_ops_by_title_and_by_one_person(message: str, value: str) -> None:
    assert (value, False) in _of(message, "ops_capacity")
    assert {v for v, neg in _of(message, "ops_capacity") if not neg} == {value}


@pytest.mark.parametrize(
    ("message", "rule"),
    [
        ("我们是市中医院，病历大概3TB，不得出院。", "data_on_premises"),
        ("城商行，客户流水不多，也不能出行。", "data_on_premises"),
        ("None of our data can go to a public cloud.", "data_on_premises"),
        ("Records cannot be moved onto the cloud.", "data_on_premises"),
        ("市卫健委下属单位，数据不出境，能用国内的托管算力吗？", "data_in_country"),
    ],
)
def test_round16_data_rules_said_on_their_own(message: str, rule: str) -> None:
    assert (rule, False) in _of(message, "compliance")


@pytest.mark.parametrize(
    "message",
    [
        "We don't need Xinchuang or any domestic chips.",
        "No requirement for Xinchuang nor any domestic hardware here.",
    ],
)
def test_round16_a_negation_reaches_past_or_any(message: str) -> None:
    assert ("domestic_hardware", False) not in _of(message, "compliance")
    assert ("domestic_hardware", True) in _of(message, "compliance")


def test_round16_any_cloud_region_rules_both_data_rules_out() -> None:
    assert _of("Data may be stored in any cloud region.", "compliance") == {
        ("data_on_premises", True),
        ("data_in_country", True),
    }
    assert ("data_in_country", True) in _of("There are no residency requirements.", "compliance")


@pytest.mark.parametrize(
    "message",
    [
        "我们是做医疗信息化的公司，数据不能出客户的医院。",
        "We're a software vendor; the records can't leave the client's hospital.",
    ],
)
def test_round16_the_customers_institution_is_not_theirs(message: str) -> None:
    got = _of(message, "compliance")
    assert ("data_on_premises", False) in got
    assert ("regulated_industry", False) not in got


@pytest.mark.parametrize(
    "message",
    [
        "想对比一下国产卡跑推理的速度",
        "We'd like to benchmark domestic chips against our A100s.",
        "在Llama基座上继续训练金融领域数据",
    ],
)
def test_round16_chips_to_try_and_a_field_of_knowledge_state_no_rule(message: str) -> None:
    assert {v for v, neg in _of(message, "compliance") if not neg} == set()


@pytest.mark.parametrize(
    ("message", "value"),
    [
        ("研究生用这个学期的项目时间做微调", "project"),
        ("It's a one-semester student project.", "project"),
        ("只是想先try下效果", "trial"),
    ],
)
def test_round16_usage_said_by_a_term_or_in_mixed_words(message: str, value: str) -> None:
    assert (value, False) in _of(message, "usage_pattern")


@pytest.mark.parametrize(
    "message",
    [
        "团队想评估下是否要换一套调度系统",
        "We are weighing our options for next year.",
        "Still exploring the alternatives.",
    ],
)
def test_round16_weighing_a_decision_is_no_trial(message: str) -> None:
    assert _of(message, "usage_pattern") == set()


@pytest.mark.parametrize(
    "message",
    [
        "日志每天大概新增五百G，要做清洗",
        "Our sensors produce about 3 TB of data per day.",
    ],
)
def test_round16_a_daily_ingest_rate_is_no_data_size(message: str) -> None:
    assert _of(message, "data_scale") == set()


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        (
            "13B还是32B更适合做合同审查的LoRA微调？",
            {("task_type", "fine_tuning", False), ("finetune_method", "lora", False)},
        ),
        ("Is 8B or 70B the better choice for serving our helpdesk bot?", {("task_type", "inference", False)}),
    ],
)
def test_round16_the_task_two_sizes_are_weighed_for_is_theirs(message: str, expected: set) -> None:
    assert _values(message) == expected


@pytest.mark.parametrize(
    "message",
    [
        "我们想每次有新数据进来就重新训练一遍模型。",
        "We retrain the ranking model each time new clicks come in.",
    ],
)
def test_round16_retraining_whenever_data_arrives_is_continued_training(message: str) -> None:
    assert ("continued_training", False) in _of(message, "task_type")


def test_round16_paying_per_call_is_opex() -> None:
    got = _of("We'd prefer to pay per request rather than sign anything.", "budget_model")
    assert got == {("opex", False)}


@pytest.mark.parametrize(
    ("message", "value"),
    [
        ("Can we fine-tune a 7B on our four servers in a week?", "some"),
        ("我们自己的几张4090能跑13B的LoRA吗？", "some"),
        ("We're a lab with three DGX nodes.", "some"),
        ("We have two HGX boxes.", "some"),
    ],
)
def test_round16_hardware_marked_as_theirs_even_in_a_question(message: str, value: str) -> None:
    assert _of(message, "existing_hardware") == {(value, False)}


@pytest.mark.parametrize(
    "message",
    [
        "Can we fine-tune a 7B on 8 GPUs in a week?",
        "Should we buy our own cluster?",
        "We plan to buy our first 8 GPUs.",
    ],
)
def test_round16_hardware_supposed_or_to_be_bought_is_none_they_have(message: str) -> None:
    assert _of(message, "existing_hardware") == set()


@pytest.mark.parametrize(
    "message",
    [
        "打算在公司机房里对7B做LoRA微调",
        "想在我们的数据中心里跑一个推理服务",
    ],
)
def test_round16_where_they_plan_to_run_is_no_rule_on_data(message: str) -> None:
    assert ("data_on_premises", False) not in _of(message, "compliance")


def test_round16_a_rule_to_keep_data_in_their_room_still_is_one() -> None:
    assert ("data_on_premises", False) in _of("数据只能在自己的机房里处理", "compliance")


# -- NLU round 17 (tuned on sx) --------------------------------------------------------------


@pytest.mark.parametrize(
    ("message", "total"),
    [
        ("我们的MoE总参数量1T，激活参数32B，想做推理部署", 1000),
        ("总参数141B、每个token激活39B的模型，做LoRA", 141),
        ("三千亿参数的MoE，激活只有三百亿", 300),
        ("A 47B mixture-of-experts with 13B active parameters, for inference.", 47),
        ("We'd continue pretraining a 400B-total MoE, 17B activated per token.", 400),
        ("Mixtral-8x22B is 141B total with 39B active; we want to fine-tune it.", 141),
    ],
)
def test_round17_moe_active_size_is_no_model_size(message: str, total: float) -> None:
    assert _of(message, "model_params_b") == {(total, False)}


def test_round17_a_size_without_active_words_is_still_read() -> None:
    assert _of("7B模型，先激活一下账号再说", "model_params_b") == {(7, False)}


@pytest.mark.parametrize(
    ("message", "question", "value"),
    [
        ("原计划租卡，算了吧，直接买断。", "budget_model", "capex"),
        ("想按月租，呃算了，还是一次性买下来吧", "budget_model", "capex"),
        ("模型用14B，噢不，32B，做推理", "model_params_b", 32),
        ("We'd pretrain a 7B, no wait, a 13B, from scratch.", "model_params_b", 13),
        ("Budget is capex, or rather monthly rentals.", "budget_model", "opex"),
        ("We'll buy outright. On second thought, rent monthly.", "budget_model", "opex"),
    ],
)
def test_round17_a_second_thought_in_the_message_wins(message: str, question: str, value: Any) -> None:
    assert _of(message, question) == {(value, False)}


def test_round17_worked_out_is_no_second_thought() -> None:
    assert not understand("我们算了一下成本，按量付费比较好").correction_cue


@pytest.mark.parametrize(
    "message",
    [
        "我们部门里没有专职运维的人，想租卡做推理",
        "公司没有专门管服务器的人",
        "No one does ops full-time here.",
        "Nobody on the team handles infrastructure full-time.",
        # a head count is not who does it (decided in stop 45; it was limited)
        "我们公司二十来个人，没有专职IT",
    ],
)
def test_round17_nobody_full_time_rules_out_a_team_only(message: str) -> None:
    assert _of(message, "ops_capacity") == {("dedicated_team", True)}


@pytest.mark.parametrize(
    "message",
    [
        "没有专职运维的人，平时开发兼着管",
    ],
)
def test_round17_nobody_full_time_but_someone_on_the_side_is_limited(message: str) -> None:
    assert ("limited", False) in _of(message, "ops_capacity")


@pytest.mark.parametrize(
    ("message", "value"),
    [
        ("Two engineers run the cluster full-time.", {("dedicated_team", False)}),
        ("A few of us handle infra full-time.", {("dedicated_team", False)}),
        ("我们有三个专职运维", {("dedicated_team", False)}),
        ("两个人全职做运维", {("dedicated_team", False)}),
        ("One person does ops full-time.", set()),
    ],
)
def test_round17_people_doing_ops_full_time(message: str, value: set[tuple[str, bool]]) -> None:
    assert _of(message, "ops_capacity") == value


@pytest.mark.parametrize(
    ("message", "student"),
    [
        ("教师模型是Llama-3-70B，学生模型8B，蒸馏后再做SFT", 8),
        ("拿72B当老师，蒸出一个1.5B的小模型", 1.5),
        ("Distillation with Qwen2-72B as the teacher and a 7B student.", 7),
        ("The teacher model is Llama-3.1-405B; the student is 8B.", 8),
    ],
)
def test_round17_a_distillation_teacher_is_no_model_size(message: str, student: float) -> None:
    assert _of(message, "model_params_b") == {(student, False)}


@pytest.mark.parametrize(
    "message",
    [
        "每个月有新语料进来都要继续训一下",
        "新标注的数据每周到一批，都要接着训",
        "Every week new tickets come in and we keep training the model on them.",
        "We retrain the model each time new data comes in, every week.",
    ],
)
def test_round17_training_on_as_new_data_arrives_on_a_schedule(message: str) -> None:
    assert ("continued_training", False) in _of(message, "task_type")


@pytest.mark.parametrize(
    "message",
    [
        "打算把Qwen2-72B部署到公司机房做推理",
        "想把客服模型搬到自己的机房里跑",
        "We're planning to host the 13B model in our own data center for serving.",
    ],
)
def test_round17_where_they_plan_to_put_a_model_is_no_rule_on_data(message: str) -> None:
    assert ("data_on_premises", False) not in _of(message, "compliance")


@pytest.mark.parametrize(
    "message",
    [
        "数据必须放在本地机房做训练",
        "数据只能放到公司机房里跑",
        "Our data has to stay in our own data center.",
    ],
)
def test_round17_data_kept_in_their_room_is_still_a_rule(message: str) -> None:
    assert ("data_on_premises", False) in _of(message, "compliance")


# -- NLU round 18 (tuned on tx) --------------------------------------------------------------


@pytest.mark.parametrize(
    ("message", "student"),
    [
        ("用一个700亿参数的教师模型蒸馏出3B的学生模型", 3),
        ("打算从Qwen2.5-72B蒸馏到一个7B的小模型上，再做SFT", 7),
        ("学生模型1.5B，蒸馏自32B的模型", 1.5),
        ("We want to distill from a 70B model into a 3B one, then run SFT.", 3),
        ("Distilling Llama-3.1-405B down to an 8B student.", 8),
        ("The plan: distill a 32B into a 7B and fine-tune that.", 7),
    ],
)
def test_round18_the_model_distilled_from_is_the_teacher(message: str, student: float) -> None:
    assert _of(message, "model_params_b") == {(student, False)}


@pytest.mark.parametrize(
    "message", ["从7B开始微调，后面看效果", "We start from a 13B base and fine-tune it."]
)
def test_round18_a_model_started_from_is_still_the_size(message: str) -> None:
    assert len(_of(message, "model_params_b")) == 1


@pytest.mark.parametrize(
    ("message", "total"),
    [
        ("A 100B-total/12B-activated MoE, and we'd run SFT on it.", 100),
        ("Serving a 400B-total, 17B-active model around the clock.", 400),
        ("我们的MoE是235B总参、22B-active的，做推理", 235),
        ("Qwen3-30B-A3B做LoRA微调", 30),
    ],
)
def test_round18_a_hyphenated_active_size_is_no_model_size(message: str, total: float) -> None:
    assert _of(message, "model_params_b") == {(total, False)}


@pytest.mark.parametrize(
    "message",
    [
        "我们实验室没有专人维护这些机器",
        "卡就放在机房，没人专职照看",
        "No one here is dedicated to looking after the GPUs.",
        "Nobody specifically maintains our servers.",
    ],
)
def test_round18_nobody_whose_job_the_machines_are_rules_a_team_out_only(message: str) -> None:
    assert _of(message, "ops_capacity") == {("dedicated_team", True)}


@pytest.mark.parametrize(
    ("message", "value"),
    [
        ("没有专人管，平时是博士生兼着维护", "limited"),
        ("Nobody is specifically in charge of the cluster; a developer looks after it part-time.", "limited"),
        ("没人管服务器", "none"),
    ],
)
def test_round18_who_does_keep_the_machines_up_is_still_the_answer(message: str, value: str) -> None:
    assert (value, False) in _of(message, "ops_capacity")
    assert ("dedicated_team", False) not in _of(message, "ops_capacity")


@pytest.mark.parametrize(
    "message",
    [
        "云厂商给了我们一批代金券，手上还没有卡",
        "我们有腾讯云送的免费额度，想微调个7B",
        "Our seed round came with cloud credits from two providers.",
        "Zero GPUs, a few AWS credits, and nobody for ops.",
        "There are GCP credits left from a startup program; no GPUs of our own.",
    ],
)
def test_round18_cloud_credits_state_no_way_to_pay(message: str) -> None:
    assert _of(message, "budget_model") == set()


def test_round18_no_hardware_beside_credits_is_still_none() -> None:
    assert _of("Zero GPUs, a few AWS credits, and nobody for ops.", "existing_hardware") == {("none", False)}


@pytest.mark.parametrize(
    "message", ["We have AWS credits and want to rent A100s by the hour.", "有代金券，打算按量付费租卡"]
)
def test_round18_a_way_to_pay_said_beside_credits_is_read(message: str) -> None:
    assert _of(message, "budget_model") == {("opex", False)}


@pytest.mark.parametrize(
    "message", ["经费买不了设备，只能用云厂商的代金券", "No capex at all, so it's AWS credits only."]
)
def test_round18_credits_as_the_only_way_are_the_cloud(message: str) -> None:
    assert ("opex", False) in _of(message, "budget_model")


@pytest.mark.parametrize(
    "message",
    [
        "按请求次数付费最合适",
        "用多少付多少对我们最合适",
        "Being billed per request works best for us.",
        "We'd prefer paying by the hour.",
        "Paying monthly suits our finance team.",
    ],
)
def test_round18_a_way_to_pay_preferred_is_that_budget_model(message: str) -> None:
    assert _of(message, "budget_model") == {("opex", False)}


def test_round18_a_way_to_pay_weighed_without_liking_it_states_none() -> None:
    assert _of("Paying per call gets expensive at our volume.", "budget_model") == set()


@pytest.mark.parametrize(
    "message",
    [
        "我们是只能买断，还是可以租？",
        "只能签一次性的采购合同，还是也能按月付？",
        "训一个13B，我们按卡时租和自己买两台服务器，哪个更省钱？",
        "We can only buy outright, or could we lease instead?",
        "We're weighing renting by the hour and buying our own servers, which is cheaper for a 13B?",
    ],
)
def test_round18_ways_to_pay_weighed_by_the_question_after_state_none(message: str) -> None:
    assert _of(message, "budget_model") == set()
    assert _of(message, "existing_hardware") == set()


@pytest.mark.parametrize(
    "message", ["采购部门想了解一下一体机的价格", "Our procurement team wants to know the options."]
)
def test_round18_the_purchasing_department_is_no_way_to_pay(message: str) -> None:
    assert _of(message, "budget_model") == set()


def test_round18_a_way_chosen_before_a_question_is_still_theirs() -> None:
    assert _of("我们只能按月租，有什么推荐的平台吗？", "budget_model") == {("opex", False), ("capex", True)}


@pytest.mark.parametrize(
    "message",
    [
        "医院是我们的主要客户，想做个影像分割模型",
        "客户以城商行为主，我们做风控SaaS",
        "我们的下游客户是保险公司",
        "我们是一家AI医疗公司，想微调一个7B",
        "Hospitals are our main customers.",
        "Our customer base is mostly regional banks.",
        "We sell into insurers and banks.",
        "We build software that hospitals use.",
    ],
)
def test_round18_a_sector_they_serve_is_not_theirs(message: str) -> None:
    assert ("regulated_industry", False) not in _of(message, "compliance")


@pytest.mark.parametrize(
    "message",
    [
        "我们是医院，客户是患者",
        "我们是一家城商行，客户主要是小微企业",
        "We are a hospital.",
        "We're a bank serving farmers.",
    ],
)
def test_round18_being_one_of_the_sector_still_is(message: str) -> None:
    assert ("regulated_industry", False) in _of(message, "compliance")


@pytest.mark.parametrize(
    ("message", "task"),
    [
        ("打算先用LoRA调一下Qwen2.5-14B，调好了再部署成客服服务", "fine_tuning"),
        ("先把开源的7B部署起来做推理，然后再拿线上数据微调", "inference"),
        ("We'll instruction-tune a 13B first and then put it into production.", "fine_tuning"),
        ("First we serve Llama-3-8B as is, then fine-tune it on our logs.", "inference"),
        ("先清洗2TB语料，再做继续预训练", "continued_training"),
    ],
)
def test_round18_a_sequence_of_stages_gives_the_current_step(message: str, task: str) -> None:
    assert _of(message, "task_type") == {(task, False)}


@pytest.mark.parametrize(
    "message",
    [
        "我们组里预训练和微调都要做",
        "既要做推理服务，也要做微调",
        "We do both pretraining and fine-tuning on the same cluster.",
        "The team runs inference as well as fine-tuning jobs.",
    ],
)
def test_round18_two_kinds_side_by_side_give_no_task(message: str) -> None:
    assert _of(message, "task_type") == set()


@pytest.mark.parametrize(
    "message",
    [
        "算力集群我们早就有了，主要是调度不行",
        "GPU集群倒是有的，就是老了点",
        "训练集群已经搭好了，想做增量预训练",
        "The cluster we already run is mostly idle at night.",
        "We already have the cluster; what we lack is people.",
    ],
)
def test_round18_a_cluster_named_first_then_had_is_theirs(message: str) -> None:
    assert _of(message, "existing_hardware") == {("cluster", False)}


@pytest.mark.parametrize(
    "message",
    ["等集群建好了再训练", "自建集群还没有", "集群有多少卡合适？", "We'd build the cluster we need."],
)
def test_round18_a_cluster_to_come_or_asked_about_is_none_they_have(message: str) -> None:
    assert ("cluster", False) not in _of(message, "existing_hardware")


@pytest.mark.parametrize(
    ("message", "option"),
    [
        ("你们支持昇腾吗？不是硬性要求，了解一下", "domestic_hardware"),
        ("私有化部署也能做吧？这个不强制", "data_on_premises"),
        ("信创这块，没有硬性要求", "domestic_hardware"),
        ("国产化不是硬性要求，能用就行", "domestic_hardware"),
        ("Can you run on Chinese-made accelerators? It's not a hard requirement.", "domestic_hardware"),
        ("On-prem would be nice, but it's optional.", "data_on_premises"),
    ],
)
def test_round18_not_a_hard_requirement_after_a_compliance_topic_waives_it(message: str, option: str) -> None:
    assert _of(message, "compliance") == {(option, True)}


@pytest.mark.parametrize(
    "message",
    [
        "数据不能出境，不是硬性要求吗？",
        "我们是银行，不强制",
        "We must use domestic chips. Is on-prem required?",
    ],
)
def test_round18_a_waiver_needs_a_clause_of_its_own_after_a_demand(message: str) -> None:
    assert not any(neg for _, neg in _of(message, "compliance"))


@pytest.mark.parametrize(
    "message",
    [
        "这是研究生课的课程项目，想微调个小模型",
        "这个学期的课堂作业要用到GPU",
        "学生们的期末大作业，做完就不用了",
        "It's a class project for a graduate course.",
        "We need GPUs for a semester project on speech models.",
    ],
)
def test_round18_a_course_project_is_a_project(message: str) -> None:
    assert _of(message, "usage_pattern") == {("project", False)}


def test_round18_a_course_business_is_no_project() -> None:
    assert _of("我们是做在线课程的公司，想部署一个7B做答疑", "usage_pattern") == set()


@pytest.mark.parametrize(
    "message",
    [
        "传感器每天产生的原始数据大概有两三个T",
        "每周新进来的标注数据有几百G",
        "About 2 TB of fresh sensor data arrives every day.",
        "Each day we log roughly 800 GB of clickstream.",
    ],
)
def test_round18_a_daily_ingest_states_no_total(message: str) -> None:
    assert _of(message, "data_scale") == set()


@pytest.mark.parametrize(
    ("message", "scale"),
    [
        ("日志每天都在涨，累计20TB", "large"),
        ("数据3TB，每天都要用", "medium"),
        ("We have 3 TB of data and retrain every day.", "medium"),
    ],
)
def test_round18_a_total_said_beside_a_rate_is_read(message: str, scale: str) -> None:
    assert _of(message, "data_scale") == {(scale, False)}


@pytest.mark.parametrize(
    "message",
    [
        "打算在自己机房里部署GLM-4-9B做推理",
        "We plan to deploy Qwen2-72B in our own machine room for inference.",
    ],
)
def test_round18_a_plan_to_deploy_in_their_own_room_is_no_rule_on_data(message: str) -> None:
    assert _of(message, "compliance") == set()


@pytest.mark.parametrize(
    ("message", "size"),
    [
        ("我们用的是Qwen2.5-32B，做SFT大概要多少显存？", 32),
        ("Our base is Llama-3.1-8B, how long would a LoRA run take?", 8),
    ],
)
def test_round18_a_model_stated_before_a_question_names_the_job_asked_about(
    message: str, size: float
) -> None:
    assert _of(message, "model_params_b") == {(size, False)}
    assert _of(message, "task_type") == {("fine_tuning", False)}


@pytest.mark.parametrize(
    "message", ["Qwen2-72B和Llama-3-70B，哪个做微调更好？", "推理服务的延迟抖动应该怎么评估？"]
)
def test_round18_a_question_with_no_job_of_theirs_before_it_states_none(message: str) -> None:
    assert _of(message, "task_type") == set()


@pytest.mark.parametrize(
    "message",
    [
        "我们跟几家三甲医院合作，影像数据不能出医院",
        "客户主要是城商行，银行的数据不能出行",
        "We work with a regional hospital; scans must not leave the hospital network.",
        "We sell to hospitals, and patient data must stay with them.",
    ],
)
def test_round18_the_sector_of_whom_they_serve_said_again_is_still_not_theirs(message: str) -> None:
    assert ("regulated_industry", False) not in _of(message, "compliance")


@pytest.mark.parametrize(
    "message",
    ["我们是医院，和另一家医院合作做科研", "We're a hospital and partner with a university hospital."],
)
def test_round18_being_the_sector_while_working_with_it_still_is(message: str) -> None:
    assert ("regulated_industry", False) in _of(message, "compliance")


# Round 19: classes found by the ux batch (ux01-ux100), written with other words.


@pytest.mark.parametrize(
    "message",
    [
        "想调用在线大模型的接口做智能客服",
        "打算用在线大模型做企业知识库问答，不需要自己部署",
        "We just call a hosted model's API for our support chatbot.",
        "We'd use an online model through its API to power a RAG assistant.",
    ],
)
def test_round19_an_application_on_an_online_model_states_no_task(message: str) -> None:
    assert _of(message, "task_type") == set()


@pytest.mark.parametrize(
    "message", ["我们想做一个智能客服，部署在自己机房", "We want to build a RAG chatbot for our staff."]
)
def test_round19_an_application_of_their_own_is_still_inference(message: str) -> None:
    assert _of(message, "task_type") == {("inference", False)}


@pytest.mark.parametrize(
    "message",
    [
        "客户数据不能出境，境内的公有云是可以用的",
        "公有云是能用的，只要在国内",
        "Our records are fine on a public cloud.",
        "It's okay for the logs to go to the cloud.",
        "It is fine for our data to live in the cloud.",
    ],
)
def test_round19_a_cloud_allowed_rules_on_premises_out(message: str) -> None:
    assert ("data_on_premises", True) in _of(message, "compliance")
    assert ("data_on_premises", False) not in _of(message, "compliance")


@pytest.mark.parametrize(
    ("message", "task", "size"),
    [
        ("上一次训13B的微调用了12天，这次想从零预训练一个7B", "pretraining", 7),
        (
            "Our last 13B fine-tune took 12 days on 64 A100s. Now we want to pretrain a 7B from scratch.",
            "pretraining",
            7,
        ),
        (
            "Our previous pretraining run of a 3B model took 30 days. This time it's a LoRA on a 14B.",
            "fine_tuning",
            14,
        ),
    ],
)
def test_round19_a_past_run_is_not_this_job(message: str, task: str, size: float) -> None:
    assert _of(message, "task_type") == {(task, False)}
    assert _of(message, "model_params_b") == {(size, False)}
    assert _of(message, "training_days") == set()


@pytest.mark.parametrize(
    "message",
    [
        "学校有个两千卡的集群，但那是别的学院的，我们课题组一张卡也没有",
        "隔壁部门有个大集群，不过不归我们管，我们自己没有GPU",
        "There's a big cluster on campus, but it belongs to another department; our team has no GPUs.",
        "The institute runs a 512-GPU cluster, which isn't ours. We have no GPUs of our own.",
    ],
)
def test_round19_someone_elses_cluster_is_not_theirs(message: str) -> None:
    assert _of(message, "existing_hardware") == {("none", False)}


@pytest.mark.parametrize(
    "message",
    [
        "We don't have anybody whose job is running the servers.",
        "There is no one whose job is looking after the machines.",
        "团队里没有一个是专门管服务器的人",
    ],
)
def test_round19_nobody_whose_job_the_servers_are(message: str) -> None:
    assert _of(message, "ops_capacity") == {("dedicated_team", True)}


@pytest.mark.parametrize(
    "message",
    [
        "没有专职运维，就一个同事兼着管服务器",
        "运维靠一个人兼着管机器",
        "Our IT guy looks after the machines on the side.",
    ],
)
def test_round19_one_person_minding_the_machines_besides_is_limited(message: str) -> None:
    assert ("limited", False) in _of(message, "ops_capacity")


@pytest.mark.parametrize(
    "message",
    [
        "给预训练数据做去重和清洗，大概五十TB",
        "对微调语料进行人工标注和过滤",
        "We need to deduplicate and filter our pretraining corpus, about 40TB.",
        "Labeling the fine-tuning data is the job right now.",
    ],
)
def test_round19_data_for_a_later_training_processed_is_data_processing(message: str) -> None:
    assert _of(message, "task_type") == {("data_processing", False)}


@pytest.mark.parametrize(
    "message",
    [
        "Customer data isn't allowed to cross the border.",
        "The records must not cross national borders.",
        "客户信息不许出国门",
    ],
)
def test_round19_data_not_crossing_the_border_stays_in_country(message: str) -> None:
    assert _of(message, "compliance") >= {("data_in_country", False)}


@pytest.mark.parametrize(
    "message",
    [
        "We're assessing whether to migrate our serving from our own servers to a hosted platform.",
        "We are considering whether to move the fine-tuning onto rented GPUs.",
        "在评估要不要把推理服务迁到云上",
    ],
)
def test_round19_whether_to_move_is_no_trial(message: str) -> None:
    assert ("trial", False) not in _of(message, "usage_pattern")


def test_round19_evaluating_whether_it_helps_is_still_a_trial() -> None:
    assert ("trial", False) in _of("Still evaluating whether LLMs make sense for us.", "usage_pattern")


@pytest.mark.parametrize(
    "message",
    [
        "数据出不出境都无所谓",
        "数据出境也不要紧",
        "We don't mind if the data leaves the country.",
        "It's fine if the data goes abroad.",
    ],
)
def test_round19_data_abroad_allowed_rules_the_country_out(message: str) -> None:
    assert _of(message, "compliance") == {("data_in_country", True)}


@pytest.mark.parametrize(
    "message",
    [
        "如果用64张昇腾910B，微调一个13B要多久？",
        "If we used 256 Ascend 910B cards, how long would pretraining take?",
    ],
)
def test_round19_domestic_chips_in_a_hypothetical_question_are_no_rule(message: str) -> None:
    assert ("domestic_hardware", False) not in _of(message, "compliance")


@pytest.mark.parametrize(
    "message",
    [
        "Could we serve Qwen2-7B on the two A10s we already have?",
        "Is it possible to serve a 13B model on the GPUs we own?",
        "能在我们现有的4张4090上部署Qwen2.5-14B吗？",
    ],
)
def test_round19_serving_asked_about_on_their_hardware_is_inference(message: str) -> None:
    assert _of(message, "task_type") == {("inference", False)}


@pytest.mark.parametrize(
    "message",
    ["We have our own 32-H100 cluster.", "Our 128-GPU cluster is in-house.", "我们自己有个64卡的A800集群"],
)
def test_round19_a_cluster_with_a_hyphenated_count_is_a_cluster(message: str) -> None:
    assert _of(message, "existing_hardware") == {("cluster", False)}


@pytest.mark.parametrize(
    "message",
    [
        "We have no servers, and we won't buy any either.",
        "No hardware, and we don't plan to purchase any either.",
        "我们没有服务器，也不打算买",
    ],
)
def test_round19_either_after_a_refusal_is_too(message: str) -> None:
    got = _of(message, "budget_model")
    assert ("capex", True) in got
    assert not {v for v, _ in got} & {"either"}


@pytest.mark.parametrize(
    "message",
    [
        "Patient files can't leave our intranet.",
        "The scans must not leave our internal network.",
        "病历不能离开医院内网",
    ],
)
def test_round19_whatever_cannot_leave_their_intranet_stays_on_premises(message: str) -> None:
    assert ("data_on_premises", False) in _of(message, "compliance")


@pytest.mark.parametrize(
    "message",
    [
        "有没有按量计费的方案？",
        "有没有按token收费的？",
        "Is there a pay-per-call option?",
        "Do you have anything billed per token?",
    ],
)
def test_round19_a_way_to_pay_asked_for_is_wanted(message: str) -> None:
    assert _of(message, "budget_model") == {("opex", False)}


@pytest.mark.parametrize(
    "message",
    [
        "How do I check memory usage on a rented GPU before committing?",
        "怎么在正式采购之前评估显卡的利用率？",
    ],
)
def test_round19_a_how_to_question_states_no_trial(message: str) -> None:
    assert _of(message, "usage_pattern") == set()


@pytest.mark.parametrize(
    "message",
    [
        "我们不是银行、保险这类受监管的机构",
        "We are not in finance or any of those regulated sectors.",
    ],
)
def test_round19_regulated_sectors_denied_as_a_list(message: str) -> None:
    assert _of(message, "compliance") == {("regulated_industry", True)}


@pytest.mark.parametrize(
    "message",
    [
        "每个月用新数据重新训练一次推荐模型",
        "We retrain the model weekly as fresh data comes in.",
        "We'd like to retrain our classifier every day on new logs.",
    ],
)
def test_round19_retraining_on_new_data_is_continued_training(message: str) -> None:
    assert _of(message, "task_type") == {("continued_training", False)}


# Round 20: classes found by the vx batch (vx01-vx100), written with other words.


@pytest.mark.parametrize(
    ("message", "ops"),
    [
        ("我们就两个做算法的同学", "none"),
        ("团队只有四个搞研发的人", "none"),
        ("We're just two ML engineers.", "none"),
        ("It's only three data scientists here.", "none"),
        ("The team is five people, none of whom has ever managed a cluster.", "none"),
        ("信息科有个同事可以兼顾一下服务器", "limited"),
        ("机器平时由研究生兼顾着", "limited"),
        ("We look after the servers ourselves in our spare time.", "limited"),
        ("I manage the machines myself when I have time.", "limited"),
    ],
)
def test_round20_ops_said_indirectly(message: str, ops: str) -> None:
    assert _of(message, "ops_capacity") == {(ops, False)}


@pytest.mark.parametrize(
    "message", ["我们想兼顾成本和性能", "We run the cluster ourselves, with a dedicated ops crew."]
)
def test_round20_balancing_or_running_it_with_a_team_is_no_part_timer(message: str) -> None:
    assert ("limited", False) not in _of(message, "ops_capacity")


@pytest.mark.parametrize(
    ("message", "option"),
    [
        ("运维？没有，就我们几个写代码的", "ops_capacity"),
        ("预算？按月租就行。", "budget_model"),
        ("Ops? None, we're just three ML engineers.", "ops_capacity"),
    ],
)
def test_round20_a_bare_topic_answered_by_the_sender_asks_nothing(message: str, option: str) -> None:
    u = understand(message)
    assert not u.is_question
    assert any(e.question == option for e in u.values)


def test_round20_a_topic_asked_about_still_asks() -> None:
    assert understand("运维？").is_question
    assert understand("预算？怎么算比较好").is_question


@pytest.mark.parametrize(
    "message",
    [
        "希望按月付费，有什么推荐吗？",
        "更愿意按量计费，哪种方案合适？",
        "We'd prefer to pay as you go, what fits?",
        "Would like monthly billing, which option is best?",
    ],
)
def test_round20_a_way_to_pay_wanted_before_a_question_is_theirs(message: str) -> None:
    assert _of(message, "budget_model") == {("opex", False)}


@pytest.mark.parametrize(
    "message",
    [
        "We'd prefer rented GPUs over buying servers.",
        "We prefer a subscription over purchasing hardware.",
    ],
)
def test_round20_the_way_passed_over_is_ruled_out(message: str) -> None:
    assert _of(message, "budget_model") == {("opex", False), ("capex", True)}


@pytest.mark.parametrize(
    "message",
    ["We don't want to buy cards.", "We're not buying any accelerators.", "我们不想买卡"],
)
def test_round20_not_buying_cards_rules_buying_out(message: str) -> None:
    assert ("capex", True) in _of(message, "budget_model")


@pytest.mark.parametrize(
    "message",
    [
        "想给员工搭个问答机器人",
        "我们现在运行着一个内部客服助手",
        "We want an internal Q&A tool for HR questions.",
        "We run a 24x7 coding assistant for our developers.",
        "We already host a research copilot for our analysts.",
    ],
)
def test_round20_an_application_they_build_or_run_is_inference(message: str) -> None:
    assert _of(message, "task_type") == {("inference", False)}


@pytest.mark.parametrize(
    "message",
    ["用在线大模型的接口搭个问答机器人", "We want a Q&A tool that calls a hosted model's API."],
)
def test_round20_an_application_on_an_online_model_still_states_no_task(message: str) -> None:
    assert _of(message, "task_type") == set()


@pytest.mark.parametrize(
    "message",
    [
        "准备放在公司自己的数据中心里，并发不高",
        "打算部署在自己机房，先小规模用",
        "We plan to host the model in our own data center.",
        "We intend to run everything in our own server room.",
    ],
)
def test_round20_a_plan_for_where_it_runs_is_no_rule_on_data(message: str) -> None:
    assert ("data_on_premises", False) not in _of(message, "compliance")


@pytest.mark.parametrize(
    "message",
    [
        "We're considering a private deployment of the platform.",
        "We are evaluating moving to a private cloud next year.",
        "在评估要不要迁到私有化部署",
    ],
)
def test_round20_a_deployment_mode_weighed_is_no_rule_on_data(message: str) -> None:
    assert ("data_on_premises", False) not in _of(message, "compliance")


@pytest.mark.parametrize(
    "message", ["Private deployment preferred.", "数据必须放在自己机房里", "倾向私有化部署"]
)
def test_round20_a_deployment_required_or_preferred_still_is(message: str) -> None:
    assert ("data_on_premises", False) in _of(message, "compliance")


@pytest.mark.parametrize(
    "message",
    [
        "这学期的课题是做一个检索模型",
        "本学期的项目需要训一个小模型",
        "It's this semester's project: a small retrieval model.",
    ],
)
def test_round20_a_term_project_is_a_project(message: str) -> None:
    assert _of(message, "usage_pattern") == {("project", False)}


@pytest.mark.parametrize(
    "message",
    [
        "我们已经用64张A800搭了一个集群",
        "去年组建了一个国产卡的训练集群",
        "We've already built a small cluster of 32 H100s.",
        "We have set up our own GPU cluster in the basement.",
    ],
)
def test_round20_a_cluster_they_built_is_theirs(message: str) -> None:
    assert _of(message, "existing_hardware") == {("cluster", False)}


@pytest.mark.parametrize(
    "message", ["打算搭一个集群", "等集群建好了再训练", "We plan to build a cluster next year."]
)
def test_round20_a_cluster_to_build_is_none_they_have(message: str) -> None:
    assert ("cluster", False) not in _of(message, "existing_hardware")


@pytest.mark.parametrize(
    ("message", "hardware"),
    [
        ("We serve it on our existing 8x H100 box.", "some"),
        ("Our lab has one 4x A6000 server.", "some"),
        ("实验室现有的8x A100服务器", "some"),
        ("We have 16x A100 nodes in the rack.", "cluster"),
    ],
)
def test_round20_a_multiplied_count_before_one_machine_is_its_cards(message: str, hardware: str) -> None:
    assert _of(message, "existing_hardware") == {(hardware, False)}


@pytest.mark.parametrize(
    "message",
    [
        "Last year we fine-tuned a 7B for 9 days; now we only need to serve it.",
        "Our previous run took 25 days. This time we just want inference.",
        "去年预训练花了40天，现在只想部署上线",
    ],
)
def test_round20_a_past_runs_duration_is_no_training_time(message: str) -> None:
    assert _of(message, "training_days") == set()


def test_round20_a_training_time_said_for_now_is_kept_beside_a_past_purchase() -> None:
    assert _of("Last year we bought 8 A100s; the fine-tune has to finish in 5 days.", "training_days") == {
        (5, False)
    }


@pytest.mark.parametrize(
    ("message", "option"),
    [
        ("Patient data can't leave the country - is that a problem?", "data_in_country"),
        ("Records must stay on our own servers — can you support that?", "data_on_premises"),
        ("数据不能出境——这样可行吗？", "data_in_country"),
    ],
)
def test_round20_a_rule_before_a_dash_and_a_question_is_stated(message: str, option: str) -> None:
    assert (option, False) in _of(message, "compliance")


@pytest.mark.parametrize(
    "message", ["我们有个集群，不过是别的型号的卡", "We have a cluster, but it's an older one."]
)
def test_round20_their_cluster_described_is_still_theirs(message: str) -> None:
    assert _of(message, "existing_hardware") == {("cluster", False)}


@pytest.mark.parametrize(
    "message", ["项目要求必须用昇腾910B", "It has to run on Ascend 910B chips, that's a hard rule."]
)
def test_round20_domestic_chips_required_are_still_a_rule(message: str) -> None:
    assert ("domestic_hardware", False) in _of(message, "compliance")


@pytest.mark.parametrize(
    ("message", "task"),
    [
        ("先对预训练语料做清洗，然后从零预训练一个7B", "pretraining"),
        ("Clean the training data first, then run SFT on a 7B.", "fine_tuning"),
    ],
)
def test_round20_data_processed_before_a_training_named_still_gives_the_training(
    message: str, task: str
) -> None:
    assert _of(message, "task_type") == {(task, False)}


# Round 21: classes found by the wx batch (wx01-wx100), written with other words.


@pytest.mark.parametrize(
    "message",
    [
        "接下来半年就按小时租，买硬件不在考虑范围内",
        "未来三个月先租卡用，买卡免谈",
        "We rent by the hour; buying is off the table.",
        "Monthly rental only, buying hardware is not on the table.",
    ],
)
def test_round21_buying_off_the_table_is_ruled_out(message: str) -> None:
    got = _of(message, "budget_model")
    assert ("opex", False) in got
    assert ("capex", False) not in got


@pytest.mark.parametrize(
    "message",
    [
        "接下来半年就按小时租",
        "For the next 6 months we'll just rent by the hour.",
        "For the next three months we rent.",
    ],
)
def test_round21_the_months_ahead_they_plan_for_are_a_project(message: str) -> None:
    assert _of(message, "usage_pattern") == {("project", False)}


@pytest.mark.parametrize(
    "message",
    ["算了下 8 张 H800 要跑 20 天", "估算 16 张 A100 大概两周", "I estimated 8 A100s would need two weeks."],
)
def test_round21_cards_inside_an_estimate_are_not_owned(message: str) -> None:
    assert _of(message, "existing_hardware") == set()


@pytest.mark.parametrize(
    "message",
    [
        "机房里都是国产卡",
        "我们的卡以国产卡为主",
        "Our cluster is mostly domestic chips.",
        "We run mostly Huawei cards.",
    ],
)
def test_round21_the_make_of_owned_cards_is_no_rule(message: str) -> None:
    assert ("domestic_hardware", False) not in _of(message, "compliance")


@pytest.mark.parametrize("message", ["必须都是国产卡", "要求硬件都是国产的", "Chips must be domestic."])
def test_round21_domestic_cards_required_are_still_a_rule(message: str) -> None:
    assert ("domestic_hardware", False) in _of(message, "compliance")


@pytest.mark.parametrize(
    "message",
    [
        "做个客服机器人，用的是在线大模型的接口",
        "我们想做一个内部的智能客服，接的是在线大模型的 API",
        "We're building an internal chatbot wired to a hosted model API.",
        "An internal assistant powered by a hosted LLM.",
    ],
)
def test_round21_an_application_on_an_online_model_serves_none_of_theirs(message: str) -> None:
    assert ("inference", False) not in _of(message, "task_type")


@pytest.mark.parametrize(
    "message",
    [
        "把 DeepSeek-R1（671B）蒸馏到 14B 的学生模型",
        "从 Qwen2.5（72B）蒸馏出一个 14B 的小模型",
        "Distill DeepSeek-R1 (671B) into a 14B student.",
        "We want to distill Qwen2.5 (72B) down to a 14B model.",
    ],
)
def test_round21_a_teacher_sized_in_brackets_is_the_teachers(message: str) -> None:
    assert _of(message, "model_params_b") == {(14.0, False)}


@pytest.mark.parametrize(
    "message",
    [
        "之前我们训过一个 65B 的模型，太贵了。这次想换个思路，直接用在线大模型。",
        "Previously we trained a 65B model for 40 days. This time we'll just use a hosted model.",
    ],
)
def test_round21_a_past_runs_size_given_up_is_dropped(message: str) -> None:
    assert _of(message, "model_params_b") == set()


@pytest.mark.parametrize(
    "message",
    [
        "我们之前微调过一个7B的模型，现在想部署上线",
        "We fine-tuned a 7B last quarter. Now we want to put it into production.",
    ],
)
def test_round21_a_model_trained_before_and_served_now_keeps_its_size(message: str) -> None:
    assert _of(message, "model_params_b") == {(7.0, False)}


@pytest.mark.parametrize(
    "message",
    [
        "训练时长没概念，可能一周也可能一个月",
        "训练可能三天或者两周",
        "No idea how long training takes, could be a week, could be a month.",
        "Training might be 3 days or maybe 2 weeks.",
    ],
)
def test_round21_two_possible_durations_give_no_training_time(message: str) -> None:
    assert _of(message, "training_days") == set()


@pytest.mark.parametrize(
    "message", ["We don't train on bank data ourselves.", "我们不碰银行的数据", "我们不用银行的数据训练"]
)
def test_round21_customers_data_kept_away_says_nothing_of_the_sender(message: str) -> None:
    assert _of(message, "compliance") == set()


@pytest.mark.parametrize(
    "message",
    [
        "我们组之前一直用云上的按量 GPU，想评估一下自建是不是更划算",
        "So far we've paid as we go on the cloud; we want to evaluate whether building our own is cheaper.",
    ],
)
def test_round21_a_past_way_of_paying_beside_a_change_weighed_is_no_plan(message: str) -> None:
    assert _of(message, "budget_model") == set()
    assert _of(message, "usage_pattern") == set()


@pytest.mark.parametrize(
    ("message", "gpus"),
    [
        ("我们有两台8卡A800", 16.0),
        ("我们有8张A100", 8.0),
        ("有256卡的H800集群", 256.0),
        ("我们已经有一个32卡的H800小集群了", 32.0),
        ("We run a small cluster of 32 H100s.", 32.0),
        ("We have 2 RTX 4090s.", 2.0),
    ],
)
def test_round21_owned_gpus_counted(message: str, gpus: float) -> None:
    assert _of(message, "owned_gpus") == {(gpus, False)}
    assert {v for v, neg in _of(message, "existing_hardware") if not neg} <= {"some", "cluster"}
    assert _of(message, "existing_hardware")


@pytest.mark.parametrize(
    "message",
    [
        "用8张卡微调",
        "if we rent 64 H100s",
        "有几台服务器",
        "We have 3 DGX boxes.",
        "我们有一个集群",
        "已经有一个国产卡集群",
        "We have a couple of servers with 8 GPUs each.",
        "We bought 4 H20s; they arrive next month.",
        "算了下 8 张 H800 要跑 20 天",
        "需要16张卡",
    ],
)
def test_round21_no_owned_gpus_when_not_countable_or_not_owned_now(message: str) -> None:
    assert _of(message, "owned_gpus") == set()


# Round 22 (yx01-yx100): owned GPU counts said in the other ways the blind batch used.


@pytest.mark.parametrize(
    ("message", "gpus"),
    [
        # one machine of N cards, a phrase over the count
        ("办公室有一台8卡A6000的工作站", 8.0),
        ("We also keep one 4x L40S node around.", 4.0),
        # a count opening the clause after a phrase that names the hardware
        ("公司现在有个集群，大概三百张卡", 300.0),
        ("我们已经有自己的小集群，总共96张H20", 96.0),
        # N machines of M cards each, said in two places
        ("一共三台，都是4卡的", 12.0),
        ("一共6台，每台8张L40S", 48.0),
        ("We run three boxes with 2 A6000s each.", 6.0),
        ("We have 5 nodes, 8 GPUs each.", 40.0),
        # thousands said with k
        ("集团有个自建集群，3k张卡左右", 3000.0),
        # a size between the count and the cluster word
        ("我们搭了一个48卡的小型集群", 48.0),
        # a breakdown in brackets is not counted again
        ("We own 24 H100s (three 8-GPU servers).", 24.0),
        # called a cluster after the count
        ("We have 2 nodes with 8 H800s each, which we call the training cluster.", 16.0),
    ],
)
def test_round22_owned_gpus_said_apart_or_inside_a_phrase(message: str, gpus: float) -> None:
    assert _of(message, "owned_gpus") == {(gpus, False)}


def test_round22_nodes_called_a_cluster_are_one() -> None:
    message = "We have 3 servers with 8 GPUs each; we call it our inference cluster."
    assert _of(message, "existing_hardware") == {("cluster", False)}
    assert _of(message, "owned_gpus") == {(24.0, False)}


@pytest.mark.parametrize(
    "message", ["单位倒是有个512卡的集群，但那是别的事业部的", "学校有个千卡集群，不过是隔壁业务线的"]
)
def test_round22_another_divisions_cluster_is_not_theirs(message: str) -> None:
    assert _of(message, "existing_hardware") == set()
    assert _of(message, "owned_gpus") == set()


@pytest.mark.parametrize(
    "message",
    [
        "机房里有一个上百卡的集群",
        "We have a couple of servers with 8 GPUs each.",
    ],
)
def test_round22_no_owned_gpus_for_someone_elses_or_about_a_count(message: str) -> None:
    assert _of(message, "owned_gpus") == set()


@pytest.mark.parametrize(
    ("message", "value"),
    [
        ("We have four A6000s and I'm the one who keeps them running.", "limited"),
        ("Our cluster of 16 GPUs is something two PhD students babysit.", "limited"),
        ("我们运维能力几乎为零", "none"),
        ("运维经验基本是0。", "none"),
        ("Our servers are run by a 4-person team that does only infra.", "dedicated_team"),
        (
            "It is looked after by a small group that does nothing but ops.",
            "dedicated_team",
        ),
    ],
)
def test_round22_ops_said_indirectly(message: str, value: str) -> None:
    assert _of(message, "ops_capacity") == {(value, False)}


@pytest.mark.parametrize(
    ("message", "days"),
    [("Each job can't exceed 12 days.", 12.0), ("One training run cannot exceed 3 weeks.", 21.0)],
)
def test_round22_a_runs_upper_bound_is_its_training_time(message: str, days: float) -> None:
    assert _of(message, "training_days") == {(days, False)}


@pytest.mark.parametrize(
    "message",
    [
        "如果走按量付费，价格大概是多少？",
        "If we go pay-as-you-go, how is it billed?",
        "我们想调用在线大模型做客服，不买硬件",
        "Two years ago we trained on rented H100s. Now we want to fine-tune Qwen2.5-7B.",
    ],
)
def test_round22_a_pricing_question_an_online_model_or_a_past_rental_is_no_way_to_pay(message: str) -> None:
    assert {v for v, neg in _of(message, "budget_model") if not neg} == set()


def test_round22_a_plan_to_buy_a_count_is_capex() -> None:
    assert _of("准备下半年买8张H20，现在手上就一张4090", "budget_model") == {("capex", False)}


@pytest.mark.parametrize(
    "message",
    [
        "Data may go to a domestic public cloud; it just can't leave China.",
        "数据可以上国内公有云，但不能出境",
    ],
)
def test_round22_a_domestic_public_cloud_allowed_rules_on_premises_out(message: str) -> None:
    assert ("data_on_premises", True) in _of(message, "compliance")
    assert ("data_in_country", False) in _of(message, "compliance")


def test_round22_a_listed_rule_after_a_place_keeps_both() -> None:
    assert _of("要求数据不能出院、不能出境", "compliance") == {
        ("data_on_premises", False),
        ("data_in_country", False),
    }


def test_round22_a_medical_imaging_topic_is_no_sector() -> None:
    assert _of("我们组研究医学影像的分割模型，想从头预训练", "compliance") == set()


@pytest.mark.parametrize(
    ("message", "task"),
    [
        ("Our work is deduping 20TB of forum text; a separate team does the training.", "data_processing"),
        ("We plan to serve a fine-tuned 13B support chat model.", "inference"),
        ("我们后面要做微调，现在先把数据清洗一下", "data_processing"),
    ],
)
def test_round22_the_current_step_is_the_task(message: str, task: str) -> None:
    assert _of(message, "task_type") == {(task, False)}


@pytest.mark.parametrize("message", ["Hardware: none so far.", "GPUs: nothing yet", "现有硬件：暂无"])
def test_round22_a_hardware_heading_answered_with_nothing_is_none(message: str) -> None:
    assert _of(message, "existing_hardware") == {("none", False)}


# -- round 23 (zx batch) ------------------------------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "要做7B的蒸馏，teacher是70B的",
        "We plan to distill a 70B teacher into a 7B student.",
        "做蒸馏，把72B的能力蒸到7B上",
        "teacher用Qwen2.5-72B，想蒸一个7B出来",
        "Distilling our 8B student from a 70B teacher model.",
    ],
)
def test_round23_distillation_with_a_teacher_is_fine_tuning(message: str) -> None:
    assert _of(message, "task_type") == {("fine_tuning", False)}
    assert {v for v, _ in _of(message, "model_params_b")} <= {7.0, 8.0}


def test_round23_bare_distillation_names_no_kind() -> None:
    assert _of("想蒸馏一个3B的小模型出来", "task_type") == set()


@pytest.mark.parametrize(
    "message",
    [
        "我们要做RAG的文档切分和向量化，几百万份合同",
        "先把知识库文档切分和向量化",
        "We need to chunk and embed 2M PDFs for our RAG system.",
        "Mostly RAG ingestion work: about 3TB of manuals.",
    ],
)
def test_round23_rag_document_splitting_and_vectorising_is_data_processing(message: str) -> None:
    assert _of(message, "task_type") == {("data_processing", False)}


@pytest.mark.parametrize(
    "message",
    [
        "问下，千卡集群的话利用率一般能做到多少？",
        "256卡集群的话，训70B要多久？",
        "请问512卡的集群的话，通信开销大概占多少？",
    ],
)
def test_round23_a_supposed_cluster_in_a_question_is_not_owned(message: str) -> None:
    assert _of(message, "existing_hardware") == set()
    assert _of(message, "owned_gpus") == set()


def test_round23_an_owned_cluster_in_a_conditional_question_stays_theirs() -> None:
    assert _of("我们现有的64卡集群的话能训70B吗？", "existing_hardware") == {("cluster", False)}


@pytest.mark.parametrize(
    "message",
    [
        "我们这边有个H800集群，具体多少卡得问下运维。",
        "公司有一个昇腾集群，具体多少卡不清楚",
        "We have an H800 cluster; the exact count I'd have to check with IT.",
    ],
)
def test_round23_a_cluster_named_by_its_chip_with_its_count_unknown(message: str) -> None:
    u = understand(message)
    assert {(e.question, e.value) for e in u.values if e.question == "existing_hardware"} == {
        ("existing_hardware", "cluster")
    }
    assert not u.is_question


@pytest.mark.parametrize(
    "message",
    [
        "我司算力情况：自有机房，3个机柜，H800共48张。",
        "硬件情况：自己的机房，两台8卡A800",
        "Setup: our own data center, 3 racks, 48 H800s.",
        "我们是一家游戏公司，自有机房，想部署内部知识库问答",
    ],
)
def test_round23_a_room_listed_with_what_they_have_is_no_data_rule(message: str) -> None:
    assert _of(message, "compliance") == set()


@pytest.mark.parametrize(
    "message",
    [
        "业务上要做RAG客服，另外也想微调一下模型",
        "主要是部署推理服务，此外还想做点SFT",
        "We serve a support chatbot, and we also want to fine-tune a 7B model.",
    ],
)
def test_round23_a_second_kind_added_beside_the_first_gives_no_task(message: str) -> None:
    assert _of(message, "task_type") == set()


@pytest.mark.parametrize(
    "message",
    [
        "Our clients keep asking for an on-prem option, so we need to serve our own model.",
        "Customers increasingly want an on-premises version of our product.",
        "客户都希望我们提供私有化部署的版本，所以想自己部署一个模型",
        "The model will run on-prem in the city's data center.",
        "It would run on-premises at the client's site.",
    ],
)
def test_round23_on_prem_for_clients_or_at_their_site_is_not_the_senders_rule(message: str) -> None:
    assert ("data_on_premises", False) not in _of(message, "compliance")


def test_round23_a_rule_the_clients_set_on_data_is_still_one() -> None:
    assert ("data_on_premises", False) in _of("客户要求数据不能出他们机房", "compliance")


@pytest.mark.parametrize(
    "message",
    [
        "We've got zero GPUs and we're not buying hardware.",
        "没有卡，也不买硬件，想先看看效果",
        "我们不买硬件，公司也没有运维人员",
        "No GPUs here and we won't buy any servers.",
    ],
)
def test_round23_not_buying_beside_having_nothing_is_a_negated_capex_only(message: str) -> None:
    assert _of(message, "budget_model") == {("capex", True)}


@pytest.mark.parametrize("message", ["不买卡，只租", "不买服务器，按月付费，所里没人懂运维"])
def test_round23_not_buying_with_a_way_said_keeps_it(message: str) -> None:
    assert ("opex", False) in _of(message, "budget_model")


@pytest.mark.parametrize(
    "message",
    [
        "Looking for a quote: 2x 8-GPU H100 nodes, reserved for 6 months.",
        "想要一个报价：16张H800，预留三个月",
        "Can you give us pricing for 4 H100 nodes reserved for a year?",
    ],
)
def test_round23_capacity_quoted_or_reserved_is_not_owned_nor_a_run(message: str) -> None:
    assert _of(message, "existing_hardware") == set()
    assert _of(message, "owned_gpus") == set()
    assert _of(message, "training_days") == set()


@pytest.mark.parametrize(
    "message",
    [
        "We need the GPUs for a fine-tuning project.",
        "We want to LoRA fine-tune a 14B model over about 3 months of iterative experiments.",
        "Timeline is one academic year.",
        "这是一个学年的课题",
    ],
)
def test_round23_a_project_named_by_its_work_or_span(message: str) -> None:
    assert _of(message, "usage_pattern") == {("project", False)}
    assert _of(message, "training_days") == set()


@pytest.mark.parametrize(
    "message",
    [
        "Data has to stay inside the hospital.",
        "Records must remain within the bank.",
        "Nothing leaves our own racks.",
    ],
)
def test_round23_data_kept_in_their_institution_or_racks(message: str) -> None:
    assert ("data_on_premises", False) in _of(message, "compliance")


@pytest.mark.parametrize(
    ("message", "gpus"),
    [("We have 4 nodes of 8x H100.", 32.0), ("We own two servers of 8 A100s.", 16.0)],
)
def test_round23_machines_of_n_cards(message: str, gpus: float) -> None:
    assert _of(message, "owned_gpus") == {(gpus, False)}


@pytest.mark.parametrize(
    "message",
    [
        "We're a contractor (not an agency ourselves) building a chatbot for residents.",
        "我们是集成商（不是医院本身），要做一个问答系统",
    ],
)
def test_round23_a_bracket_closes_a_negation(message: str) -> None:
    assert _of(message, "task_type") == {("inference", False)}


@pytest.mark.parametrize(
    "message",
    [
        "科里没有能维护GPU服务器的人",
        "组里没有会管显卡的人",
        "There's nobody who can maintain the GPU servers.",
        "No one on the team who knows how to run GPU boxes.",
    ],
)
def test_round23_nobody_who_can_keep_the_gpu_machines_is_no_ops(message: str) -> None:
    assert _of(message, "ops_capacity") == {("none", False)}
    assert _of(message, "existing_hardware") == set()


@pytest.mark.parametrize(
    "message",
    [
        "Fine-tune Whisper on about 2,000 hours of our call-center recordings.",
        "用一万小时的通话录音微调ASR模型",
        "We have 500 hours of transcribed speech to train on.",
    ],
)
def test_round23_hours_of_recordings_are_no_run(message: str) -> None:
    assert _of(message, "training_days") == set()


def test_round23_hours_of_a_run_still_are() -> None:
    assert _of("The fine-tuning run should take 72 hours.", "training_days") != set()


@pytest.mark.parametrize(
    "message", ["集群是自己的，一两百张A100吧", "我们有三五台8卡服务器", "手上有七八张4090"]
)
def test_round23_a_range_of_numerals_is_no_count(message: str) -> None:
    assert _of(message, "owned_gpus") == set()
    assert _of(message, "existing_hardware") != set()


@pytest.mark.parametrize(
    "message",
    [
        "我们自己没有卡，合作方那边有一个256卡的集群，可以共建",
        "我们没有卡，客户那边有几台8卡服务器",
        "We own no GPUs; our partner has a 256-GPU cluster we could share.",
    ],
)
def test_round23_another_partys_hardware_is_not_theirs(message: str) -> None:
    assert _of(message, "existing_hardware") == {("none", False)}
    assert _of(message, "owned_gpus") == set()


@pytest.mark.parametrize(
    ("message", "gpus"),
    [
        ("我们手上有十六张A100，分在两台机器上", 16.0),
        ("卡是自有的32张H800，不算集群，就4台机器", 32.0),
        ("We have 16 A100s in two servers.", 16.0),
        ("We've got twelve L40S split across three boxes.", 12.0),
    ],
)
def test_round23_machines_that_hold_the_cards_add_none(message: str, gpus: float) -> None:
    assert _of(message, "owned_gpus") == {(gpus, False)}


def test_round23_more_machines_besides_the_cards_leave_no_count() -> None:
    assert _of("我们有16张A100，还有两台服务器", "owned_gpus") == set()


@pytest.mark.parametrize(
    "message",
    [
        "我是采购，领导让我问一下你们一体机的报价",
        "作为公司的采购，想了解下你们的方案",
        "I'm in procurement and was asked to get a price for your appliance.",
    ],
)
def test_round23_a_buyers_job_title_or_a_price_asked_is_no_way_to_pay(message: str) -> None:
    assert _of(message, "budget_model") == set()


@pytest.mark.parametrize("message", ["考虑买一台智算一体机放在机房里", "在考虑采购两台推理服务器"])
def test_round23_a_purchase_weighed_for_themselves_is_capex(message: str) -> None:
    assert _of(message, "budget_model") == {("capex", False)}


@pytest.mark.parametrize(
    "message",
    [
        "The use case is a policy Q&A assistant for citizens, about 10k queries a day.",
        "We'd serve a 7B model to staff, maybe 3,000 requests per day.",
    ],
)
def test_round23_an_estimated_daily_load_is_continuous_use(message: str) -> None:
    # Round 23 read these as no use stated; decided 2026-12-06 (second sitting, round 31): a service
    # with a daily load runs with no end.
    assert _of(message, "usage_pattern") == {("continuous", False)}


@pytest.mark.parametrize(
    "message",
    [
        "We're weighing whether to pretrain a 3B from scratch or continue-pretrain an existing base.",
        "Still deciding whether to fine-tune a 7B or just run RAG over it.",
        "在纠结从零预训练还是在开源基座上继续训练",
        "It's a mixture of pretraining and fine-tuning.",
    ],
)
def test_round23_two_kinds_weighed_give_no_task_nor_a_trial(message: str) -> None:
    assert _of(message, "task_type") == set()
    assert _of(message, "usage_pattern") == set()


@pytest.mark.parametrize(
    ("message", "gpus"),
    [
        ("Is a 3-day window enough to LoRA a 32B model with the 8 A100s we already have?", 8.0),
        ("能不能用我们现有的昇腾910B集群（大概512张卡）跑预训练？", 512.0),
        ("Can we plug our existing cluster (about 256 GPUs) into your scheduler?", 256.0),
    ],
)
def test_round23_their_hardware_inside_a_question_stays_theirs(message: str, gpus: float) -> None:
    assert _of(message, "owned_gpus") == {(gpus, False)}


def test_round23_cards_supposed_in_a_question_stay_out() -> None:
    assert _of("Can we do it on 16 H100s?", "existing_hardware") == set()


@pytest.mark.parametrize(
    "message",
    ["模型都很小，不到1B", "不需要很大的模型，3B以内就行", "Just a small model, under 1B parameters."],
)
def test_round23_a_model_size_said_only_as_below_an_amount_is_no_size(message: str) -> None:
    assert _of(message, "model_params_b") == set()


def test_round23_a_model_size_said_as_at_most_is_read() -> None:
    assert _of("模型不超过14B", "model_params_b") == {(14.0, False)}


@pytest.mark.parametrize(
    ("message", "days"),
    [
        ("70B, full FT, 10B tokens, need it done in 10 days.", 10.0),
        ("全参微调13B，需要五天内训完", 5.0),
        ("LoRA on 13B, we need the run finished in 5 days.", 5.0),
    ],
)
def test_round23_a_run_wanted_done_within_a_span(message: str, days: float) -> None:
    assert _of(message, "training_days") == {(days, False)}
    assert _of(message, "task_type") == {("fine_tuning", False)}


@pytest.mark.parametrize("message", ["We need the project done in 3 months.", "先做个PoC，两三周出结果"])
def test_round23_a_project_or_a_trial_done_by_a_date_is_no_run(message: str) -> None:
    assert _of(message, "training_days") == set()


@pytest.mark.parametrize(
    "message",
    [
        "Is full fine-tuning of a 405B model possible on your side? Asking on behalf of a customer.",
        "帮客户问的：70B全参微调两周能训完吗？",
    ],
)
def test_round23_a_question_asked_for_someone_else_names_none_of_their_job(message: str) -> None:
    assert _values(message) == set()


@pytest.mark.parametrize(
    "message",
    [
        "之前在别家平台上训过一个34B的模型。这次想换个平台，对同一个模型做继续训练。",
        "Last year we trained a 34B model elsewhere. This time we want to continue training that same model.",
    ],
)
def test_round23_a_past_runs_model_named_again_is_the_model_now(message: str) -> None:
    assert _of(message, "model_params_b") == {(34.0, False)}


def test_round23_a_past_runs_model_given_up_is_not() -> None:
    assert _of("之前训过一个 65B 的模型，太贵了。这次想换个思路，直接用在线大模型", "model_params_b") == set()


@pytest.mark.parametrize(
    "message",
    [
        "We need hosting for a 2.7B embedding model our partner fine-tuned for us.",
        "Looking for hosting for the 7B model a vendor already trained for us.",
    ],
)
def test_round23_hosting_a_model_someone_else_trained_is_inference(message: str) -> None:
    assert _of(message, "task_type") == {("inference", False)}


@pytest.mark.parametrize(
    "message",
    ["Nobody's really in charge of them full-time.", "No one is responsible for the servers full-time."],
)
def test_round23_nobody_in_charge_full_time_rules_a_team_out_only(message: str) -> None:
    assert _of(message, "ops_capacity") == {("dedicated_team", True)}


@pytest.mark.parametrize("message", ["我们是区县级政务单位", "我们是市里的政务单位，想做公文助手"])
def test_round23_a_government_unit_named_by_its_work_is_regulated(message: str) -> None:
    assert ("regulated_industry", False) in _of(message, "compliance")


@pytest.mark.parametrize(
    "message",
    [
        "We rent 16 A100s by the month and the bill hurts. Would buying our own be cheaper over two years?",
        "现在按月租卡，买会不会更划算？",
    ],
)
def test_round23_the_way_they_pay_weighed_against_another_in_a_question_is_no_choice(message: str) -> None:
    assert {v for v, neg in _of(message, "budget_model") if not neg} == set()


@pytest.mark.parametrize(
    "message", ["我们只能按月租，有没有更便宜的租法？", "We rent monthly. Is there a cheaper plan?"]
)
def test_round23_the_same_way_asked_about_again_stays(message: str) -> None:
    assert ("opex", False) in _of(message, "budget_model")


@pytest.mark.parametrize(
    "message",
    [
        "有几台国产服务器，装的昇腾卡",
        "机房有两台服务器，配的是昇腾910B",
    ],
)
def test_round23_the_chips_their_machines_carry_are_no_rule(message: str) -> None:
    assert _of(message, "compliance") == set()
    assert _of(message, "existing_hardware") == {("some", False)}


@pytest.mark.parametrize("message", ["想做政务文档的智能检索", "给律师用的智能搜索系统"])
def test_round23_a_search_system_people_use_is_inference(message: str) -> None:
    assert _of(message, "task_type") == {("inference", False)}


@pytest.mark.parametrize(
    ("message", "gpus"),
    [
        ("We have four 8-GPU boxes, sorry, three, one got moved to another team.", 24.0),
        ("我们有4台8卡服务器，不对，是3台", 24.0),
        ("We have 16 A100s, I mean 12.", 12.0),
    ],
)
def test_round23_a_count_corrected_right_after(message: str, gpus: float) -> None:
    assert _of(message, "owned_gpus") == {(gpus, False)}


@pytest.mark.parametrize("message", ["我们有8张A100，不是4090", "我们有8张A100，sorry, 4090"])
def test_round23_a_chip_after_a_count_corrects_nothing(message: str) -> None:
    assert _of(message, "owned_gpus") == {(8.0, False)}


@pytest.mark.parametrize("message", ["数据必须留在自有机房，3个机柜都在那", "数据只能放在自有机房"])
def test_round23_a_room_in_a_rule_is_still_a_rule(message: str) -> None:
    assert _of(message, "compliance") == {("data_on_premises", False)}


def test_round23_one_kind_done_two_ways_keeps_its_task() -> None:
    assert _of("We'll fine-tune a 7B with LoRA or QLoRA.", "task_type") == {("fine_tuning", False)}


def test_round23_a_project_named_in_passing_is_none() -> None:
    assert _of("We're looking for the right platform for the next project.", "usage_pattern") == set()


def test_round23_buying_weighed_against_renting_is_no_capex() -> None:
    assert ("capex", False) not in _of("我们在考虑买还是租", "budget_model")


@pytest.mark.parametrize(
    "message",
    [
        "想要有个H800集群",
        "如果有个GPU集群，训练会快很多",
        "We'd love to have an H100 cluster someday.",
        "We'd love to have a GPU cluster someday.",
    ],
)
def test_round23_a_cluster_wished_for_or_supposed_is_not_had(message: str) -> None:
    assert _of(message, "existing_hardware") == set()


@pytest.mark.parametrize("message", ["我们有个H800集群", "公司也有个GPU集群", "We have a GPU cluster."])
def test_round23_a_cluster_had_stays(message: str) -> None:
    assert _of(message, "existing_hardware") == {("cluster", False)}


# NLU round 24: classes found by the blind batch bx (bench/data/utterances.yaml bx01-bx100) and a live chat.


@pytest.mark.parametrize(
    "message",
    [
        "we have 2 ops engineers who run our servers",
        "3 SREs keep our machines up",
        "We have two SREs.",
        "我们有两个运维工程师管服务器",
        "公司有三名运维人员，负责机房",
        "我们有2个运维",
    ],
)
def test_round24_people_whose_job_is_ops_are_a_dedicated_team(message: str) -> None:
    assert _of(message, "ops_capacity") == {("dedicated_team", False)}


@pytest.mark.parametrize(
    "message",
    [
        "two part-time ops engineers",
        "Two ops guys who also run the rest of IT.",
        "only two SREs",
        "只有两个运维",
        "我们有两个运维，兼着管网络",
        "我们有两个运维，但都是管网络的",
        "我们有一个运维工程师",
    ],
)
def test_round24_ops_people_on_the_side_or_few_stay_limited(message: str) -> None:
    assert _of(message, "ops_capacity") == {("limited", False)}


@pytest.mark.parametrize(
    "message",
    ["上一个模型跑了小二十天", "那个模型训了将近一个月", "跑了差不多两周才收敛", "第一版跑了大概五天"],
)
def test_round24_a_run_gone_by_with_a_rough_length_is_no_training_time(message: str) -> None:
    assert _of(message, "training_days") == set()


@pytest.mark.parametrize(("message", "days"), [("希望小二十天能训完", 20.0), ("差不多两周训完就行", 14.0)])
def test_round24_a_rough_length_wanted_is_still_the_training_time(message: str, days: float) -> None:
    assert _of(message, "training_days") == {(days, False)}


@pytest.mark.parametrize(
    "message",
    [
        "朋友公司用128张H100训了一个70B，我们是不是也得准备这么多？",
        "隔壁组训过一个13B，效果不错",
        "A friend's company trained a 70B on 128 H100s in 3 weeks. Would we need that much?",
        "Another startup fine-tuned a 13B in 2 days.",
    ],
)
def test_round24_a_run_someone_else_did_is_none_of_theirs(message: str) -> None:
    got = _values(message)
    assert not {q for q, _, _ in got} & {"model_params_b", "training_days", "owned_gpus", "existing_hardware"}


def test_round24_their_own_run_on_another_platform_keeps_its_model() -> None:
    assert ("model_params_b", 34.0, False) in _values(
        "之前在别家平台上训过一个34B的模型。这次对同一个模型做继续训练。"
    )


@pytest.mark.parametrize(
    "message",
    [
        "We have an investor demo in two weeks and need a 7B fine-tuned.",
        "Our pitch is in 10 days. We want to fine-tune a small model.",
        "两周后要路演，需要微调一个7B",
        "十天后给领导演示，想先做个LoRA",
    ],
)
def test_round24_a_date_for_a_showing_is_no_training_time(message: str) -> None:
    assert _of(message, "training_days") == set()


@pytest.mark.parametrize(
    "message",
    [
        "We'll need GPUs for about 6 months while we build out the product.",
        "We need compute for 3 months, then we'll see.",
        "We'll need the hardware for a year or so.",
    ],
)
def test_round24_compute_needed_for_months_is_a_project_not_a_run(message: str) -> None:
    assert _of(message, "training_days") == set()
    assert _of(message, "usage_pattern") == {("project", False)}


def test_round24_a_run_said_beside_a_demo_keeps_its_length() -> None:
    assert _of("微调大概两周，然后给领导演示", "training_days") == {(14.0, False)}


@pytest.mark.parametrize(
    "message",
    [
        "要微调几个7B到13B的模型",
        "模型从7B到13B都有",
        "7到13B的模型都会试",
        "We'll fine-tune a few models from 7B to 13B.",
        "a 7B-13B model",
    ],
)
def test_round24_a_span_of_sizes_gives_no_size(message: str) -> None:
    assert _of(message, "model_params_b") == set()


@pytest.mark.parametrize(
    ("message", "size"), [("Llama-3-8B", 8.0), ("Yi-1.5-34B", 34.0), ("llama 3.1-8b", 8.0)]
)
def test_round24_a_model_name_with_a_version_keeps_its_size(message: str, size: float) -> None:
    assert _of(message, "model_params_b") == {(size, False)}


@pytest.mark.parametrize(
    "message",
    ["开展院内病历的指令微调及推理应用", "想做全参微调和推理", "We need GPUs for fine-tuning and inference."],
)
def test_round24_two_kinds_named_together_give_no_task(message: str) -> None:
    assert _of(message, "task_type") == set()


@pytest.mark.parametrize(
    ("message", "task"),
    [
        ("fine-tune Qwen2.5-7B with LoRA and then serve it", "fine_tuning"),
        ("先清洗数据及增量预训练", "continued_training"),
        ("部署到车端和云端做推理", "inference"),
    ],
)
def test_round24_a_sequence_or_one_kind_keeps_its_task(message: str, task: str) -> None:
    assert _of(message, "task_type") == {(task, False)}


@pytest.mark.parametrize(
    "message",
    ["之前预算都花在买卡上了", "预算都花在采购服务器上了", "Our budget went into buying servers."],
)
def test_round24_money_spent_before_is_no_way_to_pay_now(message: str) -> None:
    assert ("capex", False) not in _of(message, "budget_model")


def test_round24_a_purchase_planned_is_still_capex() -> None:
    assert _of("我们打算买卡，预算已经批了", "budget_model") == {("capex", False)}


@pytest.mark.parametrize(
    "message",
    [
        "Trying to decide between building our own cluster and co-building with a partner.",
        "We're building a cluster of 64 H100s next year.",
        "We are setting up a small GPU cluster for the lab.",
    ],
)
def test_round24_a_cluster_being_built_is_none_they_have(message: str) -> None:
    assert _of(message, "existing_hardware") == set()


def test_round24_a_cluster_built_before_is_theirs() -> None:
    assert ("cluster", False) in _of("We built our own cluster last year, 64 A100s.", "existing_hardware")


@pytest.mark.parametrize(
    "message",
    ["运维？我们就三个做算法的，没人会管服务器。", "预算？我们这边按月付就行", "GPU？目前一张都没有"],
)
def test_round24_a_bare_topic_answered_by_their_own_statement_asks_nothing(message: str) -> None:
    assert not understand(message).is_question


def test_round24_a_bare_topic_followed_by_a_question_still_asks() -> None:
    assert understand("运维？我们需要专门的运维吗？").is_question


@pytest.mark.parametrize(
    ("message", "gpus"),
    [
        ("We have two 8xA100 nodes.", 16.0),
        ("We own two 8x A100 servers.", 16.0),
        ("我们有4台8xH800服务器", 32.0),
    ],
)
def test_round24_machines_counted_with_their_cards_said_with_x(message: str, gpus: float) -> None:
    assert _of(message, "owned_gpus") == {(gpus, False)}
    assert _of(message, "existing_hardware") == {("some", False)}


@pytest.mark.parametrize(
    "message",
    [
        "We have two 8xA100 nodes, maintained by my grad students.",
        "The servers are run by our ML engineers.",
        "服务器是我们的博士生在维护",
    ],
)
def test_round24_machines_kept_up_by_people_there_for_other_work(message: str) -> None:
    assert _of(message, "ops_capacity") == {("limited", False)}


@pytest.mark.parametrize(
    "message", ["数据可以出公司，但不能出境", "病历可以出院里，只要不出省", "日志能出机房"]
)
def test_round24_data_allowed_to_leave_their_premises_rules_them_out(message: str) -> None:
    assert ("data_on_premises", True) in _of(message, "compliance")


@pytest.mark.parametrize("message", ["数据不可以出公司", "数据不能出公司"])
def test_round24_data_not_allowed_to_leave_stays_a_rule(message: str) -> None:
    assert _of(message, "compliance") == {("data_on_premises", False)}


@pytest.mark.parametrize(
    "message",
    [
        "我们现有集群是A100和910B混部",
        "910B和H800混合部署的集群",
        "Our cluster is a heterogeneous mix of A100s and 910Bs.",
    ],
)
def test_round24_domestic_chips_mixed_with_others_are_no_rule(message: str) -> None:
    assert ("domestic_hardware", False) not in _of(message, "compliance")


def test_round24_a_domestic_requirement_beside_mixed_chips_stays() -> None:
    assert ("domestic_hardware", False) in _of("我们有A100和910B，必须国产化", "compliance")


@pytest.mark.parametrize(
    "message", ["想评估一下异构调度的损耗有多大", "想测算一下整体开销有多少", "要评估一下迁移的差距"]
)
def test_round24_a_measure_to_be_weighed_is_no_trial(message: str) -> None:
    assert _of(message, "usage_pattern") == set()


def test_round24_an_evaluation_of_their_own_is_still_a_trial() -> None:
    assert _of("就是想评估一下，看看7B的模型够不够用", "usage_pattern") == {("trial", False)}


@pytest.mark.parametrize(
    "message",
    [
        "I've been asked to compare buying an AI appliance vs renting GPUs.",
        "We're weighing renting GPUs versus buying servers.",
        "对比一下买一体机和租卡",
        "买一体机还是租卡，想对比一下",
    ],
)
def test_round24_two_ways_to_pay_weighed_in_a_statement_are_neither(message: str) -> None:
    assert _of(message, "budget_model") == set()


@pytest.mark.parametrize(
    ("message", "way"),
    [
        ("We'd rather buy our own servers than rent.", "capex"),
        ("租还是买都行", "either"),
        ("rent or buy, either is fine", "either"),
    ],
)
def test_round24_a_way_chosen_over_another_stays(message: str, way: str) -> None:
    assert _of(message, "budget_model") == {(way, False)}


@pytest.mark.parametrize(
    "message", ["想全参微调一个Llama-3-8B做医学问答", "我们做医学文献检索", "想做个医学科普助手"]
)
def test_round24_a_medical_application_they_build_is_no_sector(message: str) -> None:
    assert ("regulated_industry", False) not in _of(message, "compliance")


def test_round24_a_hospital_building_a_medical_application_is_regulated() -> None:
    assert ("regulated_industry", False) in _of(
        "我们是三甲医院，想试运行一个医学问答的推理服务。", "compliance"
    )


@pytest.mark.parametrize(
    ("message", "gpus"),
    [
        ("有两张消费级显卡", 2.0),
        ("We have two gaming GPUs.", 2.0),
        ("有几张游戏卡", None),
        ("We have a few consumer GPUs.", None),
    ],
)
def test_round24_cards_of_a_kind_said_before_them_are_theirs(message: str, gpus: float | None) -> None:
    assert _of(message, "existing_hardware") == {("some", False)}
    assert _of(message, "owned_gpus") == ({(gpus, False)} if gpus else set())


def test_round24_no_servers_but_a_few_consumer_cards_is_some() -> None:
    assert _of("学校实验室，没有服务器，就几张消费级显卡偶尔跑跑实验。", "existing_hardware") == {
        ("some", False)
    }


@pytest.mark.parametrize(
    "message",
    [
        "We want to know if moving to a hosted platform would cut costs.",
        "Mostly Spark today, wondering if GPUs help.",
        "We're wondering whether a hosted platform fits.",
    ],
)
def test_round24_whether_wondered_without_a_question_mark_asks_nothing(message: str) -> None:
    assert not understand(message).is_question


@pytest.mark.parametrize(
    "message",
    ["I want to know how many GPUs we need.", "wondering which option fits us", "Wondering if GPUs help?"],
)
def test_round24_what_or_how_wondered_still_asks(message: str) -> None:
    assert understand(message).is_question


@pytest.mark.parametrize(
    ("message", "gpus"),
    [
        ("70B inference, 8xH100, already own them", 8.0),
        ("We have an 8xH100 box.", 8.0),
        ("我们有4xA100", 4.0),
    ],
)
def test_round24_cards_counted_with_an_x_glued_to_the_chip(message: str, gpus: float) -> None:
    assert _of(message, "owned_gpus") == {(gpus, False)}
    assert _of(message, "existing_hardware") == {("some", False)}


def test_round24_cards_rented_with_an_x_glued_are_not_theirs() -> None:
    assert _of("We rent 8xH100 monthly from a neocloud.", "owned_gpus") == set()


@pytest.mark.parametrize(
    "message",
    [
        "Our parent company has a huge GPU cluster but we can't touch it. We ourselves have nothing.",
        "As for hardware, we have nothing of our own.",
    ],
)
def test_round24_nothing_of_their_own_is_no_hardware(message: str) -> None:
    assert _of(message, "existing_hardware") == {("none", False)}


@pytest.mark.parametrize("message", ["We have nothing against the cloud.", "we have nothing to hide"])
def test_round24_nothing_said_of_something_else_is_no_hardware_answer(message: str) -> None:
    assert _of(message, "existing_hardware") == set()


@pytest.mark.parametrize(
    "message",
    [
        "要部署的是我们自己微调好的一个14B模型。",
        "需要部署的就是一个7B的开源模型",
        "What we need to deploy is our own fine-tuned 14B model.",
    ],
)
def test_round24_the_model_to_be_deployed_named_after_the_verb_is_inference(message: str) -> None:
    assert _of(message, "task_type") == {("inference", False)}


def test_round24_which_model_to_deploy_asked_is_no_task() -> None:
    assert _of("要部署的是哪个模型？", "task_type") == set()


@pytest.mark.parametrize(
    "message",
    [
        "我们实验室有一台8卡A100，另外还有4张3090——哦不对，3090是隔壁组的，不算。",
        "We have 8 A100s, plus two 3090s, but those aren't ours.",
        "有16张A800，还有8张4090，不过4090是别的部门的，不算",
    ],
)
def test_round24_cards_taken_back_after_a_count_store_no_total(message: str) -> None:
    assert _of(message, "owned_gpus") == set()
    assert _of(message, "existing_hardware") == {("some", False)}


@pytest.mark.parametrize(
    "message",
    [
        "语音转写服务，每天大概要处理10万小时录音，7x24小时在线。",
        "图片审核服务要全天候在线",
        "实时翻译服务，24小时在线",
    ],
)
def test_round24_a_service_kept_online_is_inference(message: str) -> None:
    assert _of(message, "task_type") == {("inference", False)}


@pytest.mark.parametrize("message", ["语音转写服务，先把历史录音转完", "语音转写加摘要的流水线"])
def test_round24_a_batch_of_transcription_stays_data_processing(message: str) -> None:
    assert _of(message, "task_type") == {("data_processing", False)}


# round25: classes found by the thirtieth blind batch (cx), written with other words.


@pytest.mark.parametrize(
    "message",
    [
        "每周有新标注数据就得重新训一次分类模型",
        "每个月有新日志进来都要重新训练召回模型",
        "We retrain the fraud model every week on that week's new transactions.",
        "Each morning we retrain the CTR model on yesterday's new impressions.",
    ],
)
def test_round25_retraining_on_a_schedule_as_new_data_comes_is_continued_training(message: str) -> None:
    assert _of(message, "task_type") == {("continued_training", False)}


@pytest.mark.parametrize(
    "message",
    [
        "我们直接调厂商的接口，自己不部署模型",
        "客户那边调用API，我们自己不部署模型",
        "We call a hosted API and don't deploy any model ourselves.",
    ],
)
def test_round25_deploying_nothing_themselves_said_self_first_is_no_task(message: str) -> None:
    assert _of(message, "task_type") == set()


@pytest.mark.parametrize(
    "message", ["想部署一个法律文书自动审查用的多模态大模型", "部署一个车间巡检和质检报告生成的视觉模型"]
)
def test_round25_a_model_deployed_with_a_long_description_is_inference(message: str) -> None:
    assert _of(message, "task_type") == {("inference", False)}


@pytest.mark.parametrize(
    "message",
    [
        "技术部五个人，都不是专门搞AI的",
        "IT就两个人, 都不是专职管服务器的",
        "有一台A800整机，研发组自己兼职管着。",
    ],
)
def test_round25_a_few_people_not_there_for_the_machines_are_limited(message: str) -> None:
    assert _of(message, "ops_capacity") == {("limited", False)}


def test_round25_no_dedicated_ops_with_no_one_named_stays_a_negation() -> None:
    assert _of("公司没有专职运维", "ops_capacity") == {("dedicated_team", True)}


@pytest.mark.parametrize(
    "message",
    [
        "用300亿token的金融语料做继续预训练",
        "We continue pretraining on a financial corpus of 20B tokens.",
        "想微调一个小模型做医学图片分类",
        "训练一个医学影像检测模型",
    ],
)
def test_round25_a_corpus_or_images_of_a_field_are_no_sector(message: str) -> None:
    assert ("regulated_industry", False) not in _of(message, "compliance")


@pytest.mark.parametrize("message", ["我们是银行，用金融语料做增量预训练", "我们是医院，想做医学图像分类"])
def test_round25_a_sector_they_are_stays_beside_its_corpus(message: str) -> None:
    assert ("regulated_industry", False) in _of(message, "compliance")


@pytest.mark.parametrize(
    "message",
    ["想验证一下模型能不能在昇腾上跑起来", "看看能否用国产芯片部署", "看看昇腾上能不能跑推理"],
)
def test_round25_domestic_chips_tried_are_no_rule(message: str) -> None:
    assert ("domestic_hardware", False) not in _of(message, "compliance")


def test_round25_domestic_chips_required_stay_a_rule() -> None:
    assert _of("必须用国产芯片部署", "compliance") == {("domestic_hardware", False)}


@pytest.mark.parametrize("message", ["问答服务要24小时运行", "推理服务要求24小时可用", "接口得24小时都在线"])
def test_round25_online_around_the_clock_is_continuous(message: str) -> None:
    assert ("continuous", False) in _of(message, "usage_pattern")


def test_round25_a_day_to_train_in_is_no_usage() -> None:
    assert _of("希望24小时内训完", "usage_pattern") == set()


@pytest.mark.parametrize("message", ["专职运维团队一共两人", "全职运维，两个人"])
def test_round25_people_whose_job_is_ops_counted_after_them_are_a_team(message: str) -> None:
    assert _of(message, "ops_capacity") == {("dedicated_team", False)}


@pytest.mark.parametrize("message", ["专职运维就一个人", "有专职运维，1个人"])
def test_round25_one_person_whose_job_is_ops_stays_limited(message: str) -> None:
    assert _of(message, "ops_capacity") == {("limited", False)}


@pytest.mark.parametrize("message", ["卡是上一个项目买的，现在空着", "上个项目结束了，卡都闲着"])
def test_round25_a_project_gone_by_is_no_usage(message: str) -> None:
    assert _of(message, "usage_pattern") == set()


@pytest.mark.parametrize(
    ("message", "gpus"),
    [("We run a 16-node cluster of 8x H100s.", 128.0), ("Our 2-node cluster of 8xA800 80GB is idle.", 16.0)],
)
def test_round25_nodes_of_a_cluster_with_cards_said_with_x(message: str, gpus: float) -> None:
    assert _of(message, "owned_gpus") == {(gpus, False)}
    assert _of(message, "existing_hardware") == {("cluster", False)}
    assert _of(message, "data_scale") == set()


@pytest.mark.parametrize(
    "message", ["We have 24 A10s in one small cluster.", "We have 12 L4s in a small cluster."]
)
def test_round25_cards_put_in_a_cluster_are_a_cluster(message: str) -> None:
    assert _of(message, "existing_hardware") == {("cluster", False)}


def test_round25_cards_in_a_machine_are_no_cluster() -> None:
    assert _of("We have 4 A100s in a workstation.", "existing_hardware") == {("some", False)}


@pytest.mark.parametrize(
    "message",
    [
        "We need to check whether the 7B model serves fast enough.",
        "Let's see if the 13B model serves well on L40S.",
    ],
)
def test_round25_a_model_said_to_serve_is_inference(message: str) -> None:
    assert _of(message, "task_type") == {("inference", False)}


@pytest.mark.parametrize("message", ["有个昇腾集群，多少卡我记不清了", "当时买了几台服务器，具体多少台忘了"])
def test_round25_what_they_cannot_remember_asks_nothing(message: str) -> None:
    assert not understand(message).is_question


def test_round25_a_question_before_the_forgetting_still_asks() -> None:
    assert understand("需要多少卡？我记不清了").is_question


@pytest.mark.parametrize(("message", "gpus"), [("手上八张A800", 8.0), ("手上两台8卡服务器", 16.0)])
def test_round25_cards_in_hand_are_counted(message: str, gpus: float) -> None:
    assert _of(message, "owned_gpus") == {(gpus, False)}


# round26: an MoE's active parameters (active_params_b), and classes found by the thirty-first blind
# batch (dx), written with other words.


@pytest.mark.parametrize(
    ("message", "total", "active"),
    [
        ("总参数1000亿，激活100亿的MoE做SFT", 100.0, 10.0),
        ("激活参数12B，总共106B", 106.0, 12.0),
        ("每个token激活32B，总参数1T的MoE", 1000.0, 32.0),
        ("We fine-tune a 400B total MoE with 17B active.", 400.0, 17.0),
        ("a 106B MoE, 12B active", 106.0, 12.0),
        ("17B activated, 400B in total", 400.0, 17.0),
        ("部署Qwen3-Coder-480B-A35B", 480.0, 35.0),
        ("We want to deploy ERNIE-4.5-300B-A47B.", 300.0, 47.0),
    ],
)
def test_round26_an_moe_gives_its_total_and_its_active_size(
    message: str, total: float, active: float
) -> None:
    assert _of(message, "model_params_b") == {(total, False)}
    assert _of(message, "active_params_b") == {(active, False)}
    assert apply({}, understand(message))["active_params_b"] == active


def test_round26_an_active_size_alone_is_kept() -> None:
    assert _of("MoE，激活参数22B", "active_params_b") == {(22.0, False)}
    assert _of("MoE，激活参数22B", "model_params_b") == set()


@pytest.mark.parametrize("message", ["微调Llama-3-70B", "We serve a dense 32B model.", "Mixtral 8x7B"])
def test_round26_a_dense_model_has_no_active_size(message: str) -> None:
    assert _of(message, "active_params_b") == set()


def test_round26_an_active_size_above_the_total_is_dropped() -> None:
    assert _of("总参数16B，激活37B", "active_params_b") == set()
    assert _of("总参数16B，激活37B", "model_params_b") == {(16.0, False)}


@pytest.mark.parametrize(
    ("message", "total"), [("百亿级的MoE，总参数16B，激活3B", 16.0), ("千亿参数的大模型，总参数480B", 480.0)]
)
def test_round26_a_size_class_gives_way_to_the_exact_size(message: str, total: float) -> None:
    assert _of(message, "model_params_b") == {(total, False)}


def test_round26_a_size_class_alone_stays() -> None:
    assert _of("千亿参数的MoE，激活200亿", "model_params_b") == {(100.0, False)}
    assert _of("千亿参数的MoE，激活200亿", "active_params_b") == {(20.0, False)}


@pytest.mark.parametrize("message", ["客户数据出不了境", "病历出不了国门"])
def test_round26_data_that_cannot_get_out_of_the_country_stays_in_it(message: str) -> None:
    assert _of(message, "compliance") == {("data_in_country", False)}


@pytest.mark.parametrize(
    "message",
    [
        "这批图纸不能上任何云",
        "病历不可以放任何公有云",
        "The scans can't leave the lab.",
        "Our process data must not leave our fab.",
    ],
)
def test_round26_no_cloud_at_all_or_a_fab_kept_is_on_premises(message: str) -> None:
    assert _of(message, "compliance") == {("data_on_premises", False)}


@pytest.mark.parametrize(
    "message",
    [
        "我们是家小贸易公司，根本不懂技术",
        "团队技术方面一窍不通",
        "We're completely non-technical and own no hardware.",
        "We'd buy two servers but there's nobody in-house who could run them.",
    ],
)
def test_round26_nobody_technical_or_able_to_run_them_is_no_ops(message: str) -> None:
    assert _of(message, "ops_capacity") == {("none", False)}


@pytest.mark.parametrize(
    "message", ["There's a single box with 2 L40S which we manage ourselves.", "那台4090工作站我自己维护"]
)
def test_round26_machines_kept_up_by_the_sender_alone_are_limited(message: str) -> None:
    assert _of(message, "ops_capacity") == {("limited", False)}


@pytest.mark.parametrize(
    ("message", "gpus"),
    [
        ("We run 3 nodes x 8 A800 in our lab.", 24.0),
        ("实验室有3 node × 4 L40S的集群", 12.0),
        ("我们有4个节点×8张H20", 32.0),
        ("We own a 32-GPU cluster (4 nodes x 8 A100).", 32.0),
    ],
)
def test_round26_nodes_times_the_cards_of_each(message: str, gpus: float) -> None:
    assert _of(message, "owned_gpus") == {(gpus, False)}


@pytest.mark.parametrize(
    "message",
    ["想给员工做个规章制度的文档问答", "院里打算做病历资料的问答", "We want document Q&A over our manuals."],
)
def test_round26_questions_answered_from_their_documents_are_inference(message: str) -> None:
    assert _of(message, "task_type") == {("inference", False)}


# round27: the lead's decisions of 2026-12-06 (labelling_conventions.txt) and classes found by the
# thirty-first blind batch (dx) left after round 26, written with other words.


@pytest.mark.parametrize(
    "message",
    [
        "排序模型每晚都要用当天的数据重训",
        "每个月有新标注进来就接着微调",
        "我们打算每个月用新增的日志把这个8B的模型更新一次",
        "We retrain the ranking model every night.",
        "Quarterly refreshes of the model on new data.",
        "We fine-tune several times a week.",
        "We'd be refreshing the 3B model on fresh data every month.",
    ],
)
def test_round27_a_standing_schedule_of_runs_is_continuous(message: str) -> None:
    assert _of(message, "usage_pattern") == {("continuous", False)}


def test_round27_a_schedule_leaves_the_retraining_readable() -> None:
    assert _of("推荐模型每周要用新数据重新训一次", "task_type") == {("continued_training", False)}
    assert _of("推荐模型每周要用新数据重新训一次", "usage_pattern") == {("continuous", False)}


@pytest.mark.parametrize(
    "message", ["We fine-tune it once and then deploy.", "每个月的预算大概10万，用来训练", "训练三次就够了"]
)
def test_round27_a_single_run_a_count_of_runs_or_a_monthly_budget_is_no_schedule(message: str) -> None:
    assert _of(message, "usage_pattern") == set()


@pytest.mark.parametrize(
    "message",
    [
        "想给财务部做个报销助手",
        "我们想搞个招聘问答",
        "想用大模型做合同审查",
        "We're building a contract review assistant for our lawyers.",
        "We were asked to look at options for an internal HR assistant.",
    ],
)
def test_round27_an_application_that_runs_a_model_is_inference(message: str) -> None:
    assert _of(message, "task_type") == {("inference", False)}


@pytest.mark.parametrize(
    ("message", "task"),
    [
        ("想调用在线大模型做个报销助手", None),
        ("We'll call a hosted model through its API for an HR assistant.", None),
        ("我是老板的助手，替他来问问", None),
        ("想用大模型做数据标注", "data_processing"),
        ("微调一个7B做报销助手", "fine_tuning"),
    ],
)
def test_round27_an_application_on_an_online_model_a_person_or_a_training_is_not_served(
    message: str, task: str | None
) -> None:
    assert _of(message, "task_type") == ({(task, False)} if task else set())


@pytest.mark.parametrize("message", ["没有专职运维，都是开发同学自己摸索", "机器全靠研发的同事们自己折腾"])
def test_round27_the_teams_own_engineers_looking_after_the_machines_are_limited(message: str) -> None:
    assert _of(message, "ops_capacity") == {("limited", False)}


@pytest.mark.parametrize(
    "message", ["每轮追加大概2TB语料", "每次新增的样本大约80G", "We add ~30 GB of new data per refresh."]
)
def test_round27_what_each_run_adds_is_no_data_size(message: str) -> None:
    assert _of(message, "data_scale") == set()


def test_round27_a_data_size_stays_a_data_size() -> None:
    assert _of("数据有30G左右", "data_scale") == {("small", False)}


def test_round27_a_body_the_sender_works_for_is_theirs() -> None:
    assert _of("I work for a city government agency.", "compliance") == {("regulated_industry", False)}
    assert _of("We build tools for a city government agency.", "compliance") == set()


@pytest.mark.parametrize(
    "message", ["We are hiring a full-time ops team.", "We're recruiting an SRE team next quarter."]
)
def test_round27_an_ops_team_being_hired_is_none_yet(message: str) -> None:
    assert _of(message, "ops_capacity") == set()


def test_round27_saying_they_are_not_regulated_outweighs_a_sector_word() -> None:
    assert _of("We're a credit union, but not regulated like a bank.", "compliance") == {
        ("regulated_industry", True)
    }
    assert _of("我们不是银行，是保险公司", "compliance") == {
        ("regulated_industry", False),
        ("regulated_industry", True),
    }


# round28: classes from the blind batch ex (bench/data/utterances.yaml), tested with other wordings.


@pytest.mark.parametrize(
    "message", ["我们没有别的卡，就这两张", "没别的卡了，就这四张3090", "我们手上有两张A100，没有其他显卡了"]
)
def test_round28_no_other_cards_is_not_no_cards(message: str) -> None:
    got = understand(message)
    assert ("existing_hardware", "none") not in {(e.question, e.value) for e in got.values}


# round29: classes from the blind batch ex (and dx leftovers), tested with other wordings.


@pytest.mark.parametrize(
    "message",
    [
        "境内的公有云也能用。",
        "公有云可以放，只要不出境",
        "We're happy with a domestic cloud.",
        "ok with a local public cloud",
    ],
)
def test_round29_a_public_cloud_allowed_rules_out_on_premises(message: str) -> None:
    assert ("compliance", "data_on_premises", True) in _values(message)
    assert ("compliance", "data_on_premises", False) not in _values(message)


@pytest.mark.parametrize("message", ["私有云可以上", "公有云能用吗？"])
def test_round29_a_private_cloud_or_a_question_permits_nothing(message: str) -> None:
    assert ("compliance", "data_on_premises", True) not in _values(message)


@pytest.mark.parametrize(
    "message",
    [
        "目前我们没任何算力",
        "公司没有自己的算力",
        "有几台机器，不过都不是GPU服务器",
        "We have a few servers, but they aren't GPU servers.",
        "We own two machines that aren't GPU boxes.",
    ],
)
def test_round29_no_compute_or_servers_without_gpus_is_none(message: str) -> None:
    assert _of(message, "existing_hardware") == {("none", False)}


def test_round29_servers_with_gpus_stay_some() -> None:
    assert _of("两台服务器，都是GPU的", "existing_hardware") == {("some", False)}


@pytest.mark.parametrize("message", ["来体验一番LoRA微调", "就想体验下大模型推理", "体验体验训练流程"])
def test_round29_having_a_go_is_a_trial(message: str) -> None:
    assert _of(message, "usage_pattern") == {("trial", False)}


def test_round29_a_worse_user_experience_is_no_trial() -> None:
    assert _of("用户体验下降了很多", "usage_pattern") == set()


@pytest.mark.parametrize("message", ["费用走按需", "这块按用量走就行"])
def test_round29_a_budget_going_by_usage_is_opex(message: str) -> None:
    assert _of(message, "budget_model") == {("opex", False)}


@pytest.mark.parametrize(
    "message",
    [
        "以后要长期做训练跟推理",
        "机器主要用来做训练与推理",
        "We need GPUs for training and inference, long term.",
    ],
)
def test_round29_training_and_inference_named_together_name_no_task(message: str) -> None:
    assert _of(message, "task_type") == set()


def test_round29_inference_said_alone_beside_the_pair_stays() -> None:
    assert _of("训练与推理都聊过，我们主要是做推理。", "task_type") == {("inference", False)}


@pytest.mark.parametrize("message", ["我们想拿GLM-4-9B部署", "打算用千问14B部署上去"])
def test_round29_a_model_by_its_size_then_deployed_is_inference(message: str) -> None:
    assert _of(message, "task_type") == {("inference", False)}


def test_round29_deploying_weighed_by_size_in_a_question_is_no_task() -> None:
    assert _of("7B部署的话要几张卡？", "task_type") == set()


@pytest.mark.parametrize(
    "message",
    [
        "We'd like to run a discharge note drafting model (around 7B) for our nurses.",
        "Plan is to run a legal clause extraction model for the paralegals.",
    ],
)
def test_round29_running_a_model_for_people_is_inference(message: str) -> None:
    assert _of(message, "task_type") == {("inference", False)}


@pytest.mark.parametrize(
    "message",
    [
        "医疗影像这个方向，我们是做算法的小公司",
        "We write software for a fund manager.",
        "We're making a KYC tool for a securities firm.",
    ],
)
def test_round29_a_field_or_a_customer_in_the_sector_is_not_theirs(message: str) -> None:
    assert ("compliance", "regulated_industry", False) not in _values(message)


def test_round29_a_sector_said_of_themselves_stays() -> None:
    assert _of("We are a brokerage.", "compliance") == {("regulated_industry", False)}


@pytest.mark.parametrize(
    "message",
    [
        "Everything has to stay on the customer's premises.",
        "Their legal team wants the data to remain at their premises.",
    ],
)
def test_round29_data_kept_on_the_clients_premises(message: str) -> None:
    assert _of(message, "compliance") == {("data_on_premises", False)}


@pytest.mark.parametrize(
    "message",
    [
        "The IT staff aren't full-time on this.",
        "Our infra people are not dedicated.",
        "我们运维团队也不是专职的",
    ],
)
def test_round29_an_ops_team_that_is_not_dedicated_is_limited(message: str) -> None:
    assert _of(message, "ops_capacity") == {("limited", False)}


def test_round29_an_ops_team_said_dedicated_stays_dedicated() -> None:
    assert _of("Our ops team is dedicated.", "ops_capacity") == {("dedicated_team", False)}


@pytest.mark.parametrize(
    "message",
    ["We'd run batch scoring every night.", "Mostly daily offline inference jobs.", "每天晚上都要跑批"],
)
def test_round29_batch_runs_on_a_schedule_are_continuous(message: str) -> None:
    assert _of(message, "usage_pattern") == {("continuous", False)}


def test_round29_a_single_batch_job_is_no_schedule() -> None:
    assert ("continuous", False) not in _of("a one-off batch inference job", "usage_pattern")


@pytest.mark.parametrize(
    "message", ["a six-month pre-training project", "半年的预训练项目", "两个月的LoRA课题"]
)
def test_round29_the_length_of_a_project_of_some_task_is_no_training_time(message: str) -> None:
    assert _of(message, "training_days") == set()
    assert _of(message, "usage_pattern") == {("project", False)}


def test_round29_the_length_of_a_run_stays_training_time() -> None:
    assert _of("a 10-day fine-tuning job", "training_days") == {(10.0, False)}


@pytest.mark.parametrize(
    ("message", "cards"),
    [
        ("我们有两台四卡，A800的", 8.0),
        ("机房里一台服务器四张4090", 4.0),
        ("手上有两台带四张L40S的服务器", 8.0),
        ("One workstation with 2x RTX 4090 under my desk.", 2.0),
        ("To be exact: 24 GPUs, not 16. Three nodes.", 24.0),
        ("公司有3 node × 8 A800的小集群", 24.0),
    ],
)
def test_round29_machines_and_the_cards_they_carry_are_counted_once(message: str, cards: float) -> None:
    assert _of(message, "owned_gpus") == {(cards, False)}


def test_round29_machines_planned_are_no_count() -> None:
    assert _of("打算买两台八卡", "owned_gpus") == set()


@pytest.mark.parametrize(
    ("message", "days"),
    [
        ("我们有4张卡。三天能训完吗？", 3.0),
        ("数据都准备好了。10天能跑完吗？", 10.0),
        ("Is 10 days enough to QLoRA-tune a 32B using 4 A100s?", 10.0),
        ("Would 5 days be enough to tune it using our 8 H800s?", 5.0),
    ],
)
def test_round29_a_runs_days_asked_after_a_statement_are_kept(message: str, days: float) -> None:
    assert _of(message, "training_days") == {(days, False)}


def test_round29_a_decimal_version_is_still_no_amount() -> None:
    assert _of("用Qwen1.5做微调", "model_params_b") == set()


def test_round29_undecided_after_alternatives_leaves_the_rest_of_the_clause() -> None:
    assert _of("用7B还是14B做客服的LoRA，还没定。", "task_type") == {("fine_tuning", False)}
    assert _of("用7B还是14B做客服的LoRA，还没定。", "model_params_b") == set()
    assert _of("想做微调，还没定", "task_type") == set()


@pytest.mark.parametrize("message", ["运维方面有专门人员", "运维这块有专门小组"])
def test_round29_a_special_team_for_the_machines_is_dedicated(message: str) -> None:
    assert _of(message, "ops_capacity") == {("dedicated_team", False)}


@pytest.mark.parametrize(
    "message", ["We are testing several open-source models.", "Want to test a few models before we commit."]
)
def test_round29_testing_some_models_is_a_trial(message: str) -> None:
    assert _of(message, "usage_pattern") == {("trial", False)}


@pytest.mark.parametrize("message", ["我也不太清楚我们需要啥，老板让来问问。", "说实话不大确定要多少卡"])
def test_round29_unsure_said_softly_asks_nothing(message: str) -> None:
    assert not understand(message).is_question


@pytest.mark.parametrize("message", ["给14B做SFT/DPO对齐", "对7B做LoRA/QLoRA都行"])
def test_round29_two_words_for_one_task_weigh_no_choice(message: str) -> None:
    assert _of(message, "task_type") == {("fine_tuning", False)}


def test_round29_two_sizes_weighed_stay_no_choice() -> None:
    assert _of("用7B/13B做微调", "model_params_b") == set()


@pytest.mark.parametrize(
    ("message", "cards"),
    [("我们有三台服务器（每台4张A100）", 12.0), ("We have two boxes (each with 4 L40S).", 8.0)],
)
def test_round29_the_cards_of_each_machine_in_brackets_are_counted(message: str, cards: float) -> None:
    assert _of(message, "owned_gpus") == {(cards, False)}


@pytest.mark.parametrize(
    "message", ["Students maintaining the GPUs.", "A few grad students babysitting the cluster."]
)
def test_round29_students_keeping_the_machines_up_are_limited(message: str) -> None:
    assert _of(message, "ops_capacity") == {("limited", False)}


@pytest.mark.parametrize(
    "message",
    [
        "Considering fine-tuning a 14B or a 32B for contracts - is the cost very different?",
        "We plan to fine-tune an 8B or a 70B on tickets. Which is cheaper?",
    ],
)
def test_round29_sizes_weighed_with_an_article_leave_the_task(message: str) -> None:
    assert _of(message, "task_type") == {("fine_tuning", False)}
    assert _of(message, "model_params_b") == set()


@pytest.mark.parametrize("message", ["可能用14B也可能用32B做LoRA", "模型可能8B也有可能70B，做微调"])
def test_round29_sizes_said_as_maybe_this_maybe_that_are_no_choice(message: str) -> None:
    assert _of(message, "model_params_b") == set()
    assert _of(message, "task_type") == {("fine_tuning", False)}


@pytest.mark.parametrize(
    ("message", "cards"),
    [("我们有4张卡，不对，是8张A800", 8.0), ("刚才说的16张H800是我记错了，实际是32张H800", 32.0)],
)
def test_round29_a_count_corrected_into_the_next_clause_is_counted_once(message: str, cards: float) -> None:
    assert _of(message, "owned_gpus") == {(cards, False)}


@pytest.mark.parametrize("message", ["有没有靠谱的按量付费的云？", "有没有便宜一点的按月租的方案？"])
def test_round29_a_way_to_pay_asked_for_after_what_it_should_be_is_wanted(message: str) -> None:
    assert _of(message, "budget_model") == {("opex", False)}


def test_round29_asking_whether_someone_used_a_way_to_pay_wants_none() -> None:
    assert _of("有没有人用过按量付费？", "budget_model") == set()


# round30: classes from the blind batch fx, tested with other wordings.


@pytest.mark.parametrize(
    "message",
    [
        "We plan to host Mistral in-house for our support agents.",
        "Looking to deploy GLM on our own servers.",
        "We serve contract search with our own Llama behind a web app.",
        "我们医院想上一个智能问诊系统。",
        "卫生院想做个导诊系统，给病人用。",
        "Planning a pilot of a knowledge assistant on a 14B model.",
    ],
)
def test_round30_a_model_family_served_or_an_application_consulted_is_inference(message: str) -> None:
    assert _of(message, "task_type") == {("inference", False)}


@pytest.mark.parametrize(
    "message",
    [
        "We serve hospitals and clinics.",
        "We want to fine-tune Qwen first, then serve it.",
        "给三甲医院做辅助诊断的模型",
    ],
)
def test_round30_serving_customers_or_training_first_is_no_inference(message: str) -> None:
    assert ("inference", False) not in _of(message, "task_type")


@pytest.mark.parametrize(
    "message",
    [
        "我们有两台服务器，其中一台是昇腾的国产卡。",
        "机房有个256卡的集群，混着用的，一部分是国产卡。",
        "We have a 64-GPU cluster, part of it is domestic chips.",
    ],
)
def test_round30_hardware_partly_domestic_is_no_rule(message: str) -> None:
    assert ("domestic_hardware", False) not in _of(message, "compliance")
    assert _of(message, "existing_hardware")


def test_round30_a_rule_after_the_hardware_stays() -> None:
    assert ("domestic_hardware", False) in _of("我们有8张A100，但集团要求必须国产。", "compliance")


@pytest.mark.parametrize(
    ("message", "question", "value"),
    [
        ("Is renting cheaper, given that we have no ops staff?", "ops_capacity", "none"),
        (
            "Would an appliance suit us, considering that data can't leave the building?",
            "compliance",
            "data_on_premises",
        ),
        ("Which option is best given that we have no GPUs?", "existing_hardware", "none"),
    ],
)
def test_round30_a_premise_given_inside_a_question_is_theirs(message: str, question: str, value: str) -> None:
    assert (value, False) in _of(message, question)


@pytest.mark.parametrize(
    "message",
    [
        "运维准备交给IDC，我们自己不管。",
        "运维由托管方负责。",
        "We have zero tech staff.",
        "No technical people on our side.",
    ],
)
def test_round30_ops_left_to_the_colo_or_no_technical_staff_is_none(message: str) -> None:
    assert _of(message, "ops_capacity") == {("none", False)}


def test_round30_servers_hosted_at_a_colo_say_nothing_of_ops() -> None:
    assert _of("服务器托管在IDC机房。", "ops_capacity") == set()


@pytest.mark.parametrize(
    ("message", "cards"),
    [("We own 8 A100s, scratch that, 16.", 16.0), ("We have 32 H800s - actually scratch that, 48.", 48.0)],
)
def test_round30_a_count_scratched_is_replaced(message: str, cards: float) -> None:
    assert _of(message, "owned_gpus") == {(cards, False)}


@pytest.mark.parametrize(
    "message",
    [
        "每个月把新收集到的客服对话数据放到上一版的checkpoint上继续训。",
        "每周都用新标的工单数据在上周那版的权重上接着训。",
    ],
)
def test_round30_a_schedule_far_before_training_continued_goes_on(message: str) -> None:
    assert _of(message, "usage_pattern") == {("continuous", False)}
    assert _of(message, "task_type") == {("continued_training", False)}


@pytest.mark.parametrize(
    "message",
    [
        "We update the ranking model weekly, continuing from the previous version.",
        "Every night the classifier is trained again, starting from yesterday's checkpoint.",
    ],
)
def test_round30_training_picked_up_from_the_previous_checkpoint_is_continued(message: str) -> None:
    assert ("continued_training", False) in _of(message, "task_type")


def test_round30_resuming_a_crashed_run_is_no_continued_training() -> None:
    assert _of("We pretrain a 7B; if a node dies we continue from the last checkpoint.", "task_type") == {
        ("pretraining", False)
    }
