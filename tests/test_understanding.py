"""What the chat takes from a user's own words: option words, numbers in Chinese and
English, negations, corrections, questions, and checks on the data file behind it."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from compute_advisor.rules.datafile import read_yaml
from compute_advisor.rules.errors import DataFileError, InvalidInput
from compute_advisor.rules.intake.understanding import (
    UNDERSTANDING_FILE,
    apply,
    load_understanding,
    understand,
)

# What the hardware a message says they have comes to, checked by their own tests.
_COUNTED = ("owned_gpus", "owned_gpu_kind")


def said(message, answers=None):
    """{question: value} for the positive values, and a set of negated (question, value)."""
    u = understand(message, answers)
    positive: dict = {}
    for e in u.values:
        if e.negated:
            continue
        if e.question == "compliance" and not isinstance(e.value, list):
            positive.setdefault("compliance", set()).add(e.value)
        else:
            positive[e.question] = e.value
    negated = {(e.question, e.value) for e in u.values if e.negated}
    return positive, negated


def test_one_message_fills_several_questions():
    u = understand("我们是银行，要在本地机房微调一个130亿参数的模型")
    got = apply({}, u)
    assert got == {
        "compliance": ["data_on_premises", "regulated_industry"],
        "task_type": "fine_tuning",
        "model_params_b": 13.0,
    }
    assert u.lang == "zh" and not u.is_question
    assert {e.text for e in u.values} == {"银行", "本地机房", "微调", "130亿参数"}


def test_english_message_fills_the_same_answers():
    u = understand("We're a bank and want to fine-tune a 13 billion parameter model on-prem")
    assert u.lang == "en"
    assert apply(None, u) == {
        "compliance": ["data_on_premises", "regulated_industry"],
        "task_type": "fine_tuning",
        "model_params_b": 13.0,
    }


@pytest.mark.parametrize(
    ("message", "question", "value"),
    [
        ("70B", "model_params_b", 70),
        ("7b", "model_params_b", 7),
        ("700亿", "model_params_b", 70),
        ("130亿参数", "model_params_b", 13),
        ("1.5T", "model_params_b", 1500),
        ("0.5B", "model_params_b", 0.5),
        ("七十亿", "model_params_b", 7),
        ("一千亿参数的大模型", "model_params_b", 100),
        ("a 13 billion parameter model", "model_params_b", 13),
        ("用qwen2.5-72b", "model_params_b", 72),
        ("500B tokens", "dataset_tokens_b", 500),
        ("2万亿 token", "dataset_tokens_b", 2000),
        ("3000亿个token", "dataset_tokens_b", 300),
        ("1T tokens", "dataset_tokens_b", 1000),
        ("三周", "training_days", 21),
        ("两个月", "training_days", 60),
        ("10 days", "training_days", 10),
        ("半年", "training_days", 182.5),
        ("3 weeks", "training_days", 21),
        ("一个半月", "training_days", 45),
        ("50TB", "data_scale", "large"),
        ("200 GB", "data_scale", "medium"),
        ("几个T", "data_scale", "medium"),
        ("只有50G的数据", "data_scale", "small"),
    ],
)
def test_numbers_in_chinese_and_english(message, question, value):
    positive, _ = said(message)
    assert positive == {question: pytest.approx(value) if isinstance(value, (int, float)) else value}


def test_nearby_words_tell_model_size_from_token_count():
    positive, _ = said("训练数据3000亿，模型700亿")
    assert positive == {"dataset_tokens_b": 300, "model_params_b": 70}
    positive, _ = said("We want to pretrain a 7B model from scratch on 1T tokens")
    assert positive == {"task_type": "pretraining", "model_params_b": 7, "dataset_tokens_b": 1000}


@pytest.mark.parametrize(
    "message",
    [
        "预算1亿元",
        "显存80G",
        "用A100 80G训练",
        "32k tokens的上下文",
        "2023年开始做的",
        "我们有8张卡",
    ],
)
def test_things_that_only_look_like_answers_are_left_alone(message):
    positive, negated = said(message)
    assert not {"model_params_b", "dataset_tokens_b", "data_scale", "training_days"} & positive.keys()
    assert not negated


def test_a_chip_name_is_not_a_model_size():
    positive, _ = said("要在昇腾910B上训练")
    assert positive == {"compliance": {"domestic_hardware"}}


@pytest.mark.parametrize(
    ("message", "question", "value"),
    [
        ("预训练", "task_type", "pretraining"),
        ("从头训练", "task_type", "pretraining"),
        ("we pretrain", "task_type", "pretraining"),
        ("用SFT", "task_type", "fine_tuning"),
        ("peft", "task_type", "fine_tuning"),
        ("fine-tune", "task_type", "fine_tuning"),
        ("继续训练", "task_type", "continued_training"),
        ("增量预训练", "task_type", "continued_training"),
        ("continued pretraining", "task_type", "continued_training"),
        ("推理", "task_type", "inference"),
        ("部署上线", "task_type", "inference"),
        ("serving", "task_type", "inference"),
        ("数据清洗", "task_type", "data_processing"),
        ("ETL", "task_type", "data_processing"),
        ("私有化", "compliance", {"data_on_premises"}),
        ("数据不能出本地机房", "compliance", {"data_on_premises"}),
        ("on-prem", "compliance", {"data_on_premises"}),
        ("信创", "compliance", {"domestic_hardware"}),
        ("国产芯片", "compliance", {"domestic_hardware"}),
        ("不能出境", "compliance", {"data_in_country"}),
        ("数据要留在国内", "compliance", {"data_in_country"}),
        ("政府", "compliance", {"regulated_industry"}),
        ("a hospital", "compliance", {"regulated_industry"}),
        ("没有运维", "ops_capacity", "none"),
        ("nobody does ops", "ops_capacity", "none"),
        ("有一两个人兼职运维", "ops_capacity", "limited"),
        ("专职运维团队", "ops_capacity", "dedicated_team"),
        ("先试试", "usage_pattern", "trial"),
        ("just trying", "usage_pattern", "trial"),
        ("三个月的项目", "usage_pattern", "project"),
        ("长期", "usage_pattern", "continuous"),
        ("按量付费", "budget_model", "opex"),
        ("pay as you go", "budget_model", "opex"),
        ("买机器", "budget_model", "capex"),
        ("付费方式都可以", "budget_model", "either"),
        ("没有显卡", "existing_hardware", "none"),
        ("几台服务器", "existing_hardware", "some"),
        ("a few GPUs", "existing_hardware", "some"),
        ("已有集群", "existing_hardware", "cluster"),
        ("our own cluster", "existing_hardware", "cluster"),
    ],
)
def test_words_for_each_option(message, question, value):
    positive, negated = said(message)
    assert positive == {question: value} and not negated


@pytest.mark.parametrize(
    "message",
    [
        "我们是城商行",
        "我们是一家农商行",
        "券商",
        "我们是一家保险公司",
        "三甲医院",
        "政府部门的项目",
        "我们是村镇银行",
        "We're a credit union",
        "a public hospital",
        "an insurance company",
    ],
)
def test_institutions_name_a_regulated_industry(message):
    assert said(message)[0] == {"compliance": {"regulated_industry"}}


@pytest.mark.parametrize(
    ("message", "scale"),
    [
        ("我们要清洗大概100TB的日志数据", "large"),
        ("需要处理大概20TB的日志", "large"),
        ("做数据去重和过滤，几百G", "medium"),
        ("We need to process around 5 TB of images", "medium"),
        ("We dedupe and tokenize about 2TB of text", "medium"),
    ],
)
def test_data_processing_verbs_keep_the_data_size(message, scale):
    assert said(message)[0] == {"task_type": "data_processing", "data_scale": scale}


def test_processing_something_that_is_not_data_is_no_data_task():
    assert said("推理服务要处理高并发请求")[0] == {"task_type": "inference"}
    assert said("the process of fine-tuning on our data")[0] == {"task_type": "fine_tuning"}


@pytest.mark.parametrize(
    "message",
    [
        "运维是开发兼职做的",
        "运维就一个人",
        "开发顺便管机器",
        "运维人手紧张",
        "Our ML engineers handle ops themselves",
        "We have one SRE",
        "only one sysadmin",
    ],
)
def test_ways_of_saying_ops_is_thin(message):
    assert said(message)[0] == {"ops_capacity": "limited"}


@pytest.mark.parametrize(
    ("message", "value"),
    [
        ("我们实验室有两台8卡服务器", "some"),
        ("8张A100", "some"),
        ("我们买了4张4090", "some"),
        ("we have a couple of nodes", "some"),
        ("We have two 8-GPU servers", "some"),
        ("我们有16张H100", "some"),
        ("几百张卡", "cluster"),
        ("有32台服务器", "cluster"),
        ("我们有一个千卡集群", "cluster"),
        ("We run a 512-GPU cluster", "cluster"),
        ("We already own 256 H800s", "cluster"),
    ],
)
def test_hardware_counts_tell_a_few_cards_from_a_cluster(message, value):
    # owned_gpus (round 21) and owned_gpu_kind are checked by their own tests.
    assert {q: v for q, v in said(message)[0].items() if q not in _COUNTED} == {"existing_hardware": value}


@pytest.mark.parametrize(
    ("message", "kind"),
    [
        ("我们有两张4090，想全参微调13B", "gpu_24gb"),
        ("机房有两台8卡A800服务器", "gpu_80gb"),
        ("we have 2 RTX 4090s", "gpu_24gb"),
        ("We own 16 H100s in two nodes", "gpu_80gb"),
        ("有8xA100", "gpu_80gb"),
        ("我们有一个64卡的昇腾910B集群", "domestic"),
        ("We own a rack of 4 servers with 8 L40S each.", "gpu_48gb"),
        # Cards of two classes, cards they plan to rent, or no chip named: no class.
        ("实验室有4张4090和2张A6000", None),
        ("想租H100，手上有两张3090", "gpu_24gb"),
        ("我们打算租16张H100", None),
        ("我们有两台8卡服务器", None),
        # Corrected within the message, the cards said last are theirs; cards taken back are not.
        ("有4台8卡的4090服务器，哦说错了，是4台8卡的L40S", "gpu_48gb"),
        ("我们实验室有一台8卡A100，另外还有4张3090——哦不对，3090是隔壁组的，不算。", "gpu_80gb"),
        ("我们有32张国产卡", "domestic"),  # the class said in words
    ],
)
def test_the_class_of_owned_cards_is_read_from_the_chips_they_have(message, kind):
    assert said(message)[0].get("owned_gpu_kind") == kind


def test_hardware_they_plan_to_use_is_not_hardware_they_have():
    assert said("用8张卡微调两周")[0] == {"task_type": "fine_tuning", "training_days": 14}
    assert said("we'd need 64 GPUs to train this")[0] == {}
    assert said("手上有8张A100，想租64张卡")[0] == {
        "existing_hardware": "some",
        "budget_model": "opex",
        "owned_gpus": 8.0,  # the cards they have, not the ones to rent (round 21)
        "owned_gpu_kind": "gpu_80gb",
    }


@pytest.mark.parametrize(
    "message",
    ["项目周期半年", "先用三个月看看", "这套系统已经跑了三年", "集群用了两年了", "租一年"],
)
def test_project_and_past_durations_are_no_training_time(message):
    assert "training_days" not in said(message)[0]


@pytest.mark.parametrize(
    ("message", "days"),
    [("训练大概要跑一个月", 30), ("大概半年的训练周期", 182.5), ("预计用两周训练完", 14)],
)
def test_durations_of_a_run_are_still_training_time(message, days):
    assert said(message)[0]["training_days"] == pytest.approx(days)


@pytest.mark.parametrize(
    "message",
    [
        "Budget-wise, either buying or renting works",
        "买也行租也行",
        "买还是租都行",
        "We're open to either capex or opex",
        "no preference between buying and renting",
    ],
)
def test_either_way_of_paying(message):
    assert said(message)[0] == {"budget_model": "either"}


@pytest.mark.parametrize(
    ("message", "task"),
    [
        ("先预训练再SFT", "pretraining"),
        ("清洗完数据再微调", "fine_tuning"),
        ("微调完部署上线做推理", "fine_tuning"),
        ("continued pretraining, then serving", "continued_training"),
    ],
)
def test_a_sequence_of_stages_gives_the_one_that_sizes_compute(message, task):
    assert said(message)[0] == {"task_type": task}


def test_a_fact_about_the_user_inside_a_question_is_kept():
    for message in [
        "我们是城商行，能用公有云吗？",
        "我们是银行能用公有云吗？",
        "As a bank, can we use public cloud?",
        "We're a hospital - can we use public cloud?",
    ]:
        u = understand(message)
        assert u.is_question
        assert apply({}, u) == {"compliance": ["regulated_industry"]}, message
    # A question about banks in general, or whether they need something, states nothing.
    for message in ["银行能用公有云吗？", "我们需要私有化部署吗？", "我们做预训练还是微调好？"]:
        u = understand(message)
        assert u.is_question and u.values == [], message


def test_data_that_cannot_leave_a_hospital_also_says_it_is_one():
    assert said("数据都是病历，肯定不能出医院")[0] == {
        "compliance": {"data_on_premises", "regulated_industry"}
    }
    assert said("patient data can't leave the hospital")[0] == {
        "compliance": {"data_on_premises", "regulated_industry"}
    }
    assert said("想搭一个本地的大模型推理平台")[0] == {
        "compliance": {"data_on_premises"},
        "task_type": "inference",
    }


def test_data_kept_in_a_region_is_data_residency():
    assert said("we need the data to stay in the EU")[0] == {"compliance": {"data_in_country"}}


@pytest.mark.parametrize(
    "message",
    [
        "IT就两个人，还要管办公网络",
        # (not "我们没有专门做运维的" alone: no one named, a team ruled out only; decided in stop 45)
        "我们没有专门做运维的，开发兼着",
        "我们DBA兼着做服务器运维",
        "We have a small team of two who handle ops alongside other duties",
    ],
)
def test_more_ways_of_saying_ops_is_thin(message):
    assert said(message)[0] == {"ops_capacity": "limited"}


@pytest.mark.parametrize(
    ("message", "value"),
    [
        ("卡的话我们一张都没有", "none"),
        ("有几十台V100的老服务器", "cluster"),
        ("我们有30台A100", "cluster"),
        ("其实我们已经有一个小集群了，32张H800", "cluster"),
        ("We have a small GPU cluster", "cluster"),
    ],
)
def test_more_ways_of_saying_what_hardware_they_have(message, value):
    # owned_gpus (round 21; "小集群了，32张H800" counted from round 22) is checked by its own tests.
    assert {q: v for q, v in said(message)[0].items() if q not in _COUNTED} == {"existing_hardware": value}


def test_a_cluster_they_plan_to_build_is_none_they_have():
    assert said("打算自建一个千卡集群")[0] == {}
    assert said("we want to build a cluster")[0] == {}
    assert said("我们已经有万卡集群")[0] == {"existing_hardware": "cluster", "owned_gpus": 10000.0}


def test_not_having_a_cluster_rules_out_a_cluster_only():
    assert said("我们没有集群") == ({}, {("existing_hardware", "cluster")})
    assert said("维护着公司的K8s集群") == ({}, set())  # a Kubernetes cluster holds no GPUs


def test_renting_and_not_buying():
    assert said("算力的话，我们打算全部租云上的GPU")[0] == {"budget_model": "opex"}
    assert said("老板说先别买卡，租着用") == (
        {"budget_model": "opex"},
        {("budget_model", "capex")},
    )
    assert said("特别是银行客户")[1] == set()  # 特别 is no negation


def test_a_project_length_in_another_clause_is_still_no_training_time():
    assert said("就是个短期项目，大概做三个月")[0] == {"usage_pattern": "project"}
    assert said("项目三个月，其中训练一个月")[0] == {
        "usage_pattern": "project",
        "training_days": 30,
    }
    assert said("继续训练一个七十亿参数的模型，大概三周")[0]["training_days"] == 21


@pytest.mark.parametrize("message", ["能不能先租一段时间，后面确定了再买？", "够不够用", "可不可以私有化"])
def test_a_not_a_questions_ask_and_fill_nothing(message):
    u = understand(message)
    assert u.is_question and u.values == []


def test_no_special_requirement_said_casually_is_no_question():
    u = understand("这块没啥合规要求，公有云也可以")
    assert not u.is_question and apply({}, u) == {"compliance": []}


def test_our_institution_inside_a_question_is_kept():
    for message in ["我们银行能用公有云的大模型服务吗？", "Can our hospital use the public cloud?"]:
        u = understand(message)
        assert u.is_question and apply({}, u) == {"compliance": ["regulated_industry"]}


@pytest.mark.parametrize(
    "message", ["tbh we're pretty early, just kicking the tires", "还在调研阶段", "先试水"]
)
def test_early_days_is_a_trial(message):
    assert said(message)[0] == {"usage_pattern": "trial"}


def test_longer_phrases_win_over_the_words_inside_them():
    assert said("持续训练")[0] == {"task_type": "continued_training"}  # not "持续" → continuous
    assert said("私有化部署")[0] == {"compliance": {"data_on_premises"}}  # not a deployment task
    assert said("基于预训练模型做微调")[0] == {"task_type": "fine_tuning"}  # a pretrained model


def test_a_project_length_is_not_a_training_time():
    assert said("就是一个三个月的项目")[0] == {"usage_pattern": "project"}


def test_negated_compliance_leaves_an_empty_list():
    assert apply({}, understand("不需要私有化")) == {"compliance": []}
    assert apply({}, understand("没有合规要求")) == {"compliance": []}
    assert apply({}, understand("No compliance requirements")) == {"compliance": []}
    before = {"compliance": ["data_on_premises", "domestic_hardware"]}
    assert apply(before, understand("不需要私有化和国产化")) == {"compliance": []}
    assert apply(before, understand("国产化不需要")) == {"compliance": ["data_on_premises"]}


def test_negation_withdraws_only_the_value_it_names():
    assert apply({"task_type": "pretraining"}, understand("不是预训练")) == {}
    assert apply({"task_type": "inference"}, understand("不是预训练")) == {"task_type": "inference"}
    u = understand("不是预训练，是微调")
    assert apply({"task_type": "pretraining"}, u) == {"task_type": "fine_tuning"}
    assert [(e.value, e.negated) for e in u.values] == [
        ("pretraining", True),
        ("fine_tuning", False),
    ]


def test_saying_you_lack_something_answers_the_question():
    assert said("我们手上卡都没有")[0] == {"existing_hardware": "none"}
    assert said("we don't have an ops team")[0] == {"ops_capacity": "none"}
    # "does not need many cards" is not "has no hardware"
    assert "existing_hardware" not in said("我们不需要很多卡")[0]


def test_an_undecided_clause_gives_nothing():
    assert said("还没想好要不要私有化") == ({}, set())
    assert said("not sure if we need on-prem") == ({}, set())


@pytest.mark.parametrize(
    ("message", "before", "after"),
    [
        ("其实是13B", {"model_params_b": 70}, {"model_params_b": 13.0}),
        ("actually 13B", {"model_params_b": 70}, {"model_params_b": 13.0}),
        ("不对，是微调", {"task_type": "pretraining"}, {"task_type": "fine_tuning"}),
    ],
)
def test_corrections_replace_the_earlier_answer_and_are_reported(message, before, after):
    u = understand(message, before)
    assert u.correction_cue
    assert apply(before, u) == after
    (qid,) = after
    assert [(c.question, c.old, c.new) for c in u.corrections] == [(qid, before[qid], after[qid])]


def test_adding_a_compliance_item_is_not_a_correction():
    u = understand("我们也是银行", {"compliance": ["data_on_premises"]})
    assert u.corrections == []
    assert apply({"compliance": ["data_on_premises"]}, u) == {
        "compliance": ["data_on_premises", "regulated_industry"]
    }


@pytest.mark.parametrize(
    "message",
    [
        "GPU虚拟化损耗多少？",
        "断点续训是什么意思",
        "what does checkpoint resume mean?",
        "解释一下三维评估表",
    ],
)
def test_domain_questions_are_flagged_and_fill_nothing(message):
    u = understand(message)
    assert u.is_question and u.values == []


def test_a_statement_with_a_question_keeps_its_answers():
    u = understand("我们要微调7B模型，预训练和微调有什么区别？")
    assert u.is_question
    assert apply({}, u) == {"task_type": "fine_tuning", "model_params_b": 7.0}


def test_language_is_detected_with_a_hint_for_bare_numbers():
    assert understand("我们要fine-tune一个7B model").lang == "zh"
    assert understand("We use Ascend chips").lang == "en"
    assert understand("70B", lang_hint="en").lang == "en"
    assert understand("70B").lang == "zh"


def test_full_width_text_is_understood():
    assert said("用ＳＦＴ微调７０Ｂ模型")[0] == {"task_type": "fine_tuning", "model_params_b": 70}


def test_apply_validates_the_answers_it_is_given():
    with pytest.raises(InvalidInput) as err:
        apply({"task_type": "cooking"}, understand("微调"))
    assert err.value.field == "answers.task_type"


# -- the data file ---------------------------------------------------------------------


def _write(tmp_path: Path, edit) -> Path:
    data = read_yaml(UNDERSTANDING_FILE)
    edit(data)
    path = tmp_path / "understanding.yaml"
    path.write_text(yaml.dump(data, Dumper=yaml.CSafeDumper, allow_unicode=True), encoding="utf-8")
    return path


def test_the_shipped_file_loads():
    assert load_understanding(UNDERSTANDING_FILE).spec.version == 1


def test_an_unknown_option_is_named_with_file_entry_and_field(tmp_path):
    path = _write(tmp_path, lambda d: d["options"]["task_type"].update(cooking={"phrases": ["做饭"]}))
    with pytest.raises(DataFileError) as err:
        load_understanding(path)
    assert err.value.path == str(path)
    assert err.value.entry == "task_type.cooking"
    assert err.value.field == "options.task_type.cooking"
    assert "cooking" in err.value.message


def test_an_unknown_question_is_rejected(tmp_path):
    path = _write(tmp_path, lambda d: d["absent"][0].update(question="budget"))
    with pytest.raises(DataFileError) as err:
        load_understanding(path)
    assert err.value.field == "absent[0].value" and "budget" in err.value.message


def test_a_broken_pattern_is_named(tmp_path):
    path = _write(
        tmp_path,
        lambda d: d["options"]["compliance"]["data_on_premises"]["patterns"].append("(未闭合"),
    )
    with pytest.raises(DataFileError) as err:
        load_understanding(path)
    assert err.value.entry == "compliance.data_on_premises"
    assert err.value.field.startswith("options.compliance.data_on_premises.patterns[")


def test_an_unquoted_yaml_no_is_caught(tmp_path):
    # YAML reads a bare `no` as false; the loader must say where instead of ignoring it.
    path = tmp_path / "understanding.yaml"
    text = UNDERSTANDING_FILE.read_text(encoding="utf-8").replace("not, 'no', don't", "not, no, don't")
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataFileError) as err:
        load_understanding(path)
    assert err.value.field.startswith("negation.cues")


# -- classes of miss found by the m-batch first run -------------------------------------


@pytest.mark.parametrize(
    ("message", "ops"),
    [
        ("服务器这块基本没人管", "none"),
        ("运维就他一个人", "limited"),
        ("我们有个四人的平台组，轮流值班", "dedicated_team"),
        ("有两个人专门负责集群", "dedicated_team"),
        ("two engineers are dedicated to the GPU servers", "dedicated_team"),
    ],
)
def test_ops_staff_described_without_the_usual_words(message, ops):
    assert said(message)[0] == {"ops_capacity": ops}


@pytest.mark.parametrize(
    ("message", "usage"),
    [
        ("先用用看效果", "trial"),
        ("a three-month pilot", "trial"),
        ("项目做一年，做完就退租", "project"),
        ("we will run it indefinitely", "continuous"),
    ],
)
def test_usage_wordings(message, usage):
    assert said(message)[0] == {"usage_pattern": usage}


def test_an_on_call_rota_is_a_team_not_a_usage_pattern():
    assert said("24小时轮流值班") == ({"ops_capacity": "dedicated_team"}, set())


@pytest.mark.parametrize(
    "message",
    ["部署在公司机房", "it can't leave our own data center", "nothing leaves our building"],
)
def test_on_premises_wordings(message):
    assert said(message)[0] == {"compliance": {"data_on_premises"}}


@pytest.mark.parametrize("message", ["模型放公有云没问题", "数据可以上公有云", "public cloud is fine for us"])
def test_permission_for_the_cloud_rules_on_premises_out(message):
    assert said(message) == ({}, {("compliance", "data_on_premises")})


def test_forbidding_the_cloud_or_asking_about_it_is_no_permission():
    assert said("我们数据不可以上云")[0] == {"compliance": {"data_on_premises"}}
    assert said("我们能上云吗？") == ({}, set())
    # Cleared compliance already says on-premises is not needed.
    assert said("没有合规要求，公有云也可以") == ({"compliance": []}, set())


def test_country_named_line_of_business_and_question_topics():
    assert said("data must not leave France")[0] == {"compliance": {"data_in_country"}}
    assert said("我们做跨境支付") == ({}, set())
    assert said("cross-border e-commerce seller") == ({}, set())
    # The clause before a question is its topic unless it speaks of the user.
    assert said("昇腾跑推理，性能怎么样？") == ({}, set())
    assert said("我们用昇腾，性能怎么样？")[0] == {"compliance": {"domestic_hardware"}}


def test_state_ownership_is_no_regulated_industry():
    assert said("我们是国企") == ({}, set())
    assert said("我们不是央企") == ({}, set())


@pytest.mark.parametrize(("message", "size"), [("基于Qwen2.5-32B做微调", 32), ("llama3-70b推理", 70)])
def test_model_names_with_a_version_keep_their_size(message, size):
    assert said(message)[0]["model_params_b"] == size
    assert "model_params_b" not in said("A100-80G的卡")[0]


@pytest.mark.parametrize(
    ("message", "question", "new", "old"),
    [
        ("数据3000亿token，而不是5000亿", "dataset_tokens_b", 300, 500),
        ("about 10 days, not 30", "training_days", 10, 30),
        ("模型70B，不是13", "model_params_b", 70, 13),
    ],
)
def test_a_bare_contrasted_amount_takes_the_unit_before_it(message, question, new, old):
    assert said(message) == ({question: new}, {(question, old)})


def test_budget_left_to_the_numbers_and_planned_purchases():
    assert said("买还是租看哪种便宜") == ({"budget_model": "either"}, set())
    assert not understand("买还是租都行，看哪个划算").is_question
    assert said("fine either way on renting vs buying") == ({"budget_model": "either"}, set())
    # Servers they would buy are a budget model, not hardware they have.
    assert said("no hardware yet; we would buy two servers outright") == (
        {"budget_model": "capex", "existing_hardware": "none"},
        set(),
    )


def test_labelled_data_they_have_is_no_labelling_task():
    assert said("手上有一万条标注数据") == ({}, set())
    assert said("需要做数据标注")[0] == {"task_type": "data_processing"}


# -- the p-batch classes -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("message", "ops"),
    [
        ("服务器坏了一般是研究员自己处理", "limited"),
        ("nobody does ops, the devs reboot the boxes when needed", "limited"),
        ("机房运维是外包的", "none"),
        ("our ops are outsourced to a vendor", "none"),
        ("We have a crew of three dedicated engineers for the cluster", "dedicated_team"),
    ],
)
def test_ops_said_without_the_usual_words(message, ops):
    assert said(message)[0] == {"ops_capacity": ops}


@pytest.mark.parametrize(
    ("message", "hardware"),
    [
        ("卡我们没有", "none"),
        ("We have zero compute of our own.", "none"),
        ("家里有两台老的V100服务器", "some"),
        ("we own a few old A100 servers", "some"),
        ("打算用所里的8张3090", "some"),
        ("we own half a dozen nodes", "some"),
        ("a 10,000-GPU cluster", "cluster"),
    ],
)
def test_hardware_described_indirectly(message, hardware):
    # owned_gpus (round 21) and owned_gpu_kind are checked by their own tests.
    assert {q: v for q, v in said(message)[0].items() if q not in _COUNTED} == {"existing_hardware": hardware}


def test_budget_wordings_and_purchases_in_the_past():
    assert said("打算先采购两台服务器")[0] == {"budget_model": "capex"}
    assert said("老板想直接把服务器买下来")[0] == {"budget_model": "capex"}
    assert said("预算走费用化")[0] == {"budget_model": "opex"}
    assert said("keep it on the operating budget")[0] == {"budget_model": "opex"}
    assert said("buying servers won't get approved") == ({}, {("budget_model", "capex")})
    assert said("我们从来没买过服务器") == ({}, set())
    assert said("We've never purchased hardware") == ({}, set())


@pytest.mark.parametrize(
    ("message", "ruled_out"),
    [
        ("对私有化没要求", {"data_on_premises"}),
        ("也不要求国产", {"domestic_hardware"}),
        (
            "no need for local chips, and air-gapped is not mandatory either",
            {"domestic_hardware", "data_on_premises"},
        ),
    ],
)
def test_a_demand_not_made_rules_the_option_out(message, ruled_out):
    assert said(message) == ({}, {("compliance", v) for v in ruled_out})


@pytest.mark.parametrize(
    ("message", "compliance"),
    [
        ("数据方面没有什么限制", []),
        ("must run strictly on our own servers", {"data_on_premises"}),
        ("records must stay on our premises", {"data_on_premises"}),
        ("data can't be stored outside the EU", {"data_in_country"}),
        ("数据不允许存到境外", {"data_in_country"}),
    ],
)
def test_compliance_wordings(message, compliance):
    assert said(message)[0] == {"compliance": compliance}


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("为期半年的课题", {"usage_pattern": "project"}),
        ("a three-month research program", {"usage_pattern": "project"}),
        ("计划在今年下半年", {}),
        ("capex or opex, whichever has the lower TCO over 5 years", {"budget_model": "either"}),
        ("训练二十来天", {"training_days": 20}),
    ],
)
def test_what_a_duration_measures(message, expected):
    assert said(message)[0] == expected


def test_research_and_tinkering_are_usage_patterns():
    assert said("这是个科研课题")[0] == {"usage_pattern": "project"}
    assert said("we're just messing around")[0] == {"usage_pattern": "trial"}


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("train a 1B from the ground up", {"task_type": "pretraining", "model_params_b": 1}),
        ("the logs need to be deduplicated", {"task_type": "data_processing"}),
        ("原始网页要先过滤一遍", {"task_type": "data_processing"}),
        ("a 13B model fine-tuned on our tickets", {"task_type": "fine_tuning", "model_params_b": 13}),
        ("host a 70B model for our agents", {"task_type": "inference", "model_params_b": 70}),
        ("下个月正式上线", {}),
    ],
)
def test_task_wordings(message, expected):
    assert said(message)[0] == expected


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("一共两百万张图片，大概2T", {"data_scale": "medium"}),
        ("模型大概1T", {"model_params_b": 1000}),
        ("about 20 gigs of text", {"data_scale": "small"}),
        # A token count measures the data: "数据不多" gives no size on disk.
        ("数据不多，大概10B token", {"dataset_tokens_b": 10}),
    ],
)
def test_terabytes_gigs_and_token_counts(message, expected):
    assert said(message)[0] == expected


def test_a_topic_particle_before_a_comma_asks_nothing():
    assert not understand("预算嘛，大概一百万").is_question
    assert understand("价格呢？").is_question
    assert understand("这个方案行吗").is_question


# -- the phrasing classes of issue 11, each a class with examples of its own ---------------


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("打算从零开始预训练一个1B模型", {"task_type": "pretraining", "model_params_b": 1}),
        ("从头预训练，规模30亿参数", {"task_type": "pretraining", "model_params_b": 3}),
    ],
)
def test_from_zero_is_no_negation(message, expected):
    positive, negated = said(message)
    assert positive == expected and not negated


@pytest.mark.parametrize(
    ("message", "size", "task"),
    [
        ("想用InternLM2-20B做微调", 20, "fine_tuning"),
        ("We'll serve Gemma-2-9B to our staff", 9, "inference"),
        ("部署一个Qwen1.5-32B的问答机器人", 32, "inference"),
    ],
)
def test_a_model_name_carries_its_size_and_the_task_around_it(message, size, task):
    positive, _ = said(message)
    assert positive.get("model_params_b") == size and positive.get("task_type") == task
    assert "dataset_tokens_b" not in positive


@pytest.mark.parametrize(
    "message",
    [
        "影像资料都得放在院内的服务器上",
        "这些病例不能离开分院的局域网",
        "Our contracts say the records have to stay behind our firewall",
        "the scans must never leave the hospital",
    ],
)
def test_where_data_may_go_said_indirectly(message):
    assert "data_on_premises" in said(message)[0].get("compliance", set())


@pytest.mark.parametrize(
    "message",
    [
        "倾向包月，不想自己掏钱买设备",
        "每个月交租金就行",
        "we'd prefer monthly payments",
        "month-to-month is best",
    ],
)
def test_renting_wordings_are_pay_as_you_go(message):
    assert said(message)[0].get("budget_model") == "opex"


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # Since NLU round 15 the window asked about is theirs too ("两周能训完吗？" → 14 days).
        ("三天能跑完吗？模型7B", {"training_days": 3, "model_params_b": 7}),
        # Wanting to evaluate is a trial (the tn batch's convention, tn36).
        ("想评估一下4B的模型够不够用", {"model_params_b": 4, "usage_pattern": "trial"}),
        ("LoRA微调的话需要几张卡？", {"task_type": "fine_tuning"}),
    ],
)
def test_facts_inside_questions_and_whether_clauses(message, expected):
    assert said(message)[0] == expected


@pytest.mark.parametrize(
    ("message", "task"),
    [
        ("目前只做数据清洗，以后再做预训练", "data_processing"),
        ("For now it's inference only; we might fine-tune later on.", "inference"),
    ],
)
def test_a_deferred_plan_does_not_beat_the_current_one(message, task):
    assert said(message)[0].get("task_type") == task
    assert said("明年打算微调一个模型")[0].get("task_type") == "fine_tuning"


@pytest.mark.parametrize(
    ("message", "question", "value"),
    [
        ("团队里没人懂GPU服务器", "ops_capacity", "none"),
        ("there's nobody to look after the machines", "ops_capacity", "none"),
        ("研发同事兼顾着维护机器", "ops_capacity", "limited"),
        ("our researchers also patch the servers", "ops_capacity", "limited"),
        ("we do not own any accelerator cards", "existing_hardware", "none"),
        ("we have two workstations with RTX 3090s", "existing_hardware", "some"),
    ],
)
def test_ops_and_hardware_said_indirectly(message, question, value):
    positive, _ = said(message)
    assert positive.get(question) == value, positive
    other = "existing_hardware" if question == "ops_capacity" else "ops_capacity"
    assert other not in positive


@pytest.mark.parametrize(
    ("message", "scale"),
    [
        ("less than 100GB of documents", "small"),
        ("数据少于100G", "small"),
        ("数据在10T以内", "medium"),
        ("a bit over 100 GB", "medium"),
    ],
)
def test_an_upper_bound_keeps_a_size_under_it(message, scale):
    assert said(message)[0].get("data_scale") == scale


def test_a_data_size_said_plainly_with_actually():
    u = understand("actually our dataset is pretty small", {"data_scale": "large"})
    assert [(c.question, c.new) for c in u.corrections] == [("data_scale", "small")]


@pytest.mark.parametrize(
    ("message", "lang"),
    [
        ("我们想 fine-tune 一个 7B 的 model", "zh"),
        ("we want LoRA on a 7B model", "en"),
        ("70B", "zh"),
        ("hi", "en"),
    ],
)
def test_one_language_detector(message, lang):
    from compute_advisor.rules.intake.understanding import detect_language

    assert detect_language(message) == lang
    assert understand(message).lang == lang


@pytest.mark.parametrize(
    ("message", "question", "value"),
    [
        ("合同文本禁止存到第三方云上", "compliance", {"data_on_premises"}),
        ("The model must be deployed in our own server room", "compliance", {"data_on_premises"}),
        ("we haven't got even one server", "existing_hardware", "none"),
        ("信息中心两个人，什么都管", "ops_capacity", "limited"),
        ("三个月做完这个课题就结束", "usage_pattern", "project"),
        ("每周新增50G，总量已经几百T了", "data_scale", "large"),
    ],
)
def test_seventh_batch_classes(message, question, value):
    positive, negated = said(message)
    assert positive.get(question) == value, positive
    assert not negated


@pytest.mark.parametrize(
    ("message", "scale"),
    [
        ("It's about 6 TB after filtering, not 60.", "medium"),
        ("数据大概60TB，不是6", "large"),
        ("原始数据800GB，不是8", "medium"),
    ],
)
def test_a_bare_number_contrasted_with_a_data_size_keeps_the_band(message, scale):
    # a data size is read as a band, not a number: the contrast has no unit to borrow (it crashed)
    values = {(e.question, e.value, e.negated) for e in understand(message).values}
    assert ("data_scale", scale, False) in values
    assert not {v for v in values if v[0] in ("model_params_b", "dataset_tokens_b")}


_AMOUNTS = [
    "6 TB",
    "800GB",
    "13B",
    "70亿参数",
    "2万亿token",
    "3 weeks",
    "十天",
    "500G数据",
    "1.5T tokens",
    "8卡",
]
_CONTRASTS = ["，不是{n}", ", not {n}", "，而不是{n}", " rather than {n}", "，不是{n}了", ", not {n}."]
_NUMBERS = ["6", "60", "0.5", "七十", "两", "1000", "3"]


def test_an_amount_contrasted_with_any_earlier_amount_never_breaks_the_reading():
    """Every earlier amount (a number, a band, a duration, a card count) with every way of
    contrasting a bare number after it: read without an error (a data size once crashed it)."""
    for amount in _AMOUNTS:
        for contrast in _CONTRASTS:
            for n in _NUMBERS:
                message = f"我们的数据大概{amount}{contrast.format(n=n)}"
                understand(message)
                understand(f"It is {amount}{contrast.format(n=n)}", {"task_type": "fine_tuning"})


@pytest.mark.parametrize(
    ("message", "method"),
    [
        ("我们想全参微调一个70B的模型", "full"),
        ("We'd do full-parameter SFT of a 13B", "full"),
        ("Could we fully fine-tune a 20B model on one H100?", "full"),
        ("用QLoRA微调Qwen-14B", "qlora"),
        ("lora微调13b", "lora"),
        ("不想全参，用LoRA就行", "lora"),  # the method ruled out is not the fine-tune
        # Two methods weighed, or one supposed, state none.
        ("LoRA还是全参？模型70B", None),
        ("full fine-tuning or LoRA, which is cheaper for a 7B?", None),
        ("模型是32B的，全参微调的话要准备几台机器？", None),
        # Only a fine-tune has a method: a pretraining run's "full-parameter" is no answer.
        ("We pretrain a 7B full-parameter from scratch", None),
    ],
)
def test_the_fine_tuning_method_is_read_when_one_is_said_for_a_fine_tune(message, method):
    positive, _ = said(message)
    assert positive.get("finetune_method") == method
    if method:
        assert positive["task_type"] == "fine_tuning"


def test_a_bare_method_reply_answers_a_fine_tune_already_under_way():
    positive, _ = said("用全参吧", {"task_type": "fine_tuning"})
    assert positive.get("finetune_method") == "full"


@pytest.mark.parametrize(
    ("message", "calls"),
    [
        ("日均调用大概十万次", 100000),
        ("想部署7B做客服，每天大概5000次请求", 5000),
        ("日均调用约10万次", 100000),
        ("Roughly 2,000 requests a day", 2000),
        ("its live already, ~10k requests/day", 10000),
        ("We serve about 1.5 million requests per day", 1500000),
        # A vague amount, or users rather than calls, is no count of calls.
        ("每天调用量几万次", None),
        ("每天几百个研究员在用", None),
        ("thousands of requests a day", None),
    ],
)
def test_the_calls_a_service_gets_a_day_are_read_when_one_amount_is_said(message, calls):
    assert said(message)[0].get("requests_per_day") == calls


@pytest.mark.parametrize(
    ("message", "served"),
    [
        ("要部署的是我们自己微调好的一个14B模型", "own_weights"),
        ("模型是自研的，要做推理部署", "own_weights"),
        ("We want to serve our fine-tuned Mistral 7B as a support chatbot.", "own_weights"),
        ("only serving an off-the-shelf 34B model", "published"),
        ("不训练，直接部署个32B的模型", "published"),
        # Not a service, or nothing said about whose model it is: no answer.
        ("我们自己微调了一个7B", None),
        ("想部署Qwen2.5-32B做客服", None),
    ],
)
def test_the_model_a_service_runs_is_read_when_its_origin_is_said(message, served):
    assert said(message)[0].get("served_model") == served
