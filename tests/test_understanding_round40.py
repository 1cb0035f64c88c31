"""Classes fixed in NLU round 40: the qy batch's misses (bench/data/utterances.yaml) and the blind chat
conversations' (bench/data/conversations_blind4.yaml). Each test uses other words than the batch's, so the
class is fixed rather than the sentence."""

from __future__ import annotations

import pytest

from tests.readings import of
from tests.readings import positive as _positive

# -- requests_per_day: a day's calls said as 日调用 or as a rate per day -----------------------------------


@pytest.mark.parametrize(
    ("message", "calls"),
    [
        ("上线后日请求大概3万次，模型用Qwen2.5-7B。", 30000),
        ("做个问答服务，日访问量五千次左右。", 5000),
        ("服务的请求量：大约2000次/天", 2000),
        ("推理服务，峰值不高，8千次请求/天。", 8000),
    ],
)
def test_a_days_calls_said_with_a_day_or_as_a_rate(message: str, calls: int) -> None:
    assert _positive("requests_per_day", message) == {calls}
    assert _positive("usage_pattern", message) == {"continuous"}


def test_a_rate_of_something_else_is_no_calls() -> None:
    assert _positive("requests_per_day", "每周训练2次，每次跑一天。") == set()
    assert _positive("requests_per_day", "节假日调休两天。") == set()


# -- budget_model: a note of how they pay (key: value), and 按量付 --------------------------------------


@pytest.mark.parametrize(
    ("message", "way"),
    [
        ("计费方式：按需", "opex"),
        ("模型：Qwen2.5-14B；付款：按月", "opex"),
        ("billing: pay as you go / model: Llama-3-8B", "opex"),
        ("经费不多，只能按调用量付", "opex"),
        ("预算：一次性采购", "capex"),
        ("payment: upfront, we own what we buy", "capex"),
    ],
)
def test_a_note_of_how_they_pay(message: str, way: str) -> None:
    assert _positive("budget_model", message) == {way}


def test_paying_out_is_no_way_to_pay() -> None:
    assert _positive("budget_model", "按量付出努力就行") == set()


# -- a space between Chinese words is a comma; a model family then a space names the size -------------------


def test_a_space_between_chinese_words_parts_clauses() -> None:
    message = "想部署个14B的客服模型 服务器是没有的 只能按月租 大概要几张卡"
    assert _positive("existing_hardware", message) == {"none"}
    assert _positive("budget_model", message) == {"opex"}
    assert _positive("model_params_b", message) == {14}


@pytest.mark.parametrize(
    ("message", "size"),
    [
        ("打算用llama3 8b做个客服助手", 8),
        ("We might fine-tune Mistral 7B on about 2B tokens of support chats.", 7),
        ("拿glm4 9b做微调，语料大概十亿token", 9),
    ],
)
def test_a_model_family_then_a_space_names_the_size(message: str, size: int) -> None:
    assert _positive("model_params_b", message) == {size}
    assert size not in _positive("dataset_tokens_b", message)


def test_pangu_spaces_around_latin_words_part_nothing() -> None:
    message = "我们想用 Qwen2.5-7B 做 LoRA 微调，没有卡"
    assert _positive("model_params_b", message) == {7}
    assert of("existing_hardware", message) == {("none", False)}


# -- compliance: a demand said as the first position and let go later is withdrawn ---------------------------


@pytest.mark.parametrize(
    ("message", "option"),
    [
        ("起初IT要求全部本地部署，后来放宽了，可以上云。我们要微调一个7B。", "data_on_premises"),
        ("最初说必须用国产芯片，领导后来改口了，英伟达也行。", "domestic_hardware"),
        (
            "Initially legal said the data must stay in-country, but they've since dropped the requirement.",
            "data_in_country",
        ),
        ("At first security wanted it all on-prem; they later backed off.", "data_on_premises"),
    ],
)
def test_a_demand_let_go_later_is_withdrawn(message: str, option: str) -> None:
    assert of("compliance", message) == {(option, True)}


@pytest.mark.parametrize(
    ("message", "option"),
    [
        # said first and kept: no later clause lets it go
        ("一开始就说了数据不能出境，现在也一样。", "data_in_country"),
        # a demand said after the one let go stands
        ("起初要求本地部署，后来放宽了，不过数据还是不能出境。", "data_in_country"),
    ],
)
def test_a_demand_not_let_go_stands(message: str, option: str) -> None:
    assert option in _positive("compliance", message)


def test_a_correction_to_no_demand_clears_the_question() -> None:
    assert of("compliance", "数据必须本地化。哦不对，那条只针对病历，我们不碰，所以没有合规要求。") == {
        ((), False)
    }


def test_a_reply_corrected_to_none_holds_none() -> None:
    from compute_advisor.rules.intake.reading import read_reply
    from compute_advisor.rules.intake.understanding import understand
    from compute_advisor.rules.vocabulary import load_vocabulary

    q = load_vocabulary().by_id["compliance"]
    message = "We need domestic chips. Wait, no, that was the old tender, it's gone. So none."
    reading = read_reply(understand(message), message, q, {})
    assert [e.value for e in reading.u.values if e.question == "compliance"] == [[]]
    message = "Data must stay on-prem, and also in-country."
    reading = read_reply(understand(message), message, q, {})
    assert {e.value for e in reading.u.values if e.question == "compliance"} == {
        "data_on_premises",
        "data_in_country",
    }


# -- existing_hardware: a cluster a lab or department has; what another party has ---------------------------


@pytest.mark.parametrize(
    ("message", "count"),
    [
        ("The institute has a modest cluster of 40 A100s for our group.", 40),
        ("Our team runs a small cluster of 24 RTX 6000 Ada cards.", 24),
    ],
)
def test_a_cluster_a_lab_has_is_a_cluster(message: str, count: int) -> None:
    assert _positive("existing_hardware", message) == {"cluster"}
    assert _positive("owned_gpus", message) == {count}


@pytest.mark.parametrize(
    "message",
    [
        "A partner hospital has 256 H800s it may lend us; we have no GPUs of our own.",
        "Our client (a telco) already runs a 1,000-GPU cluster, but we don't own any GPUs.",
        "客户那边有一个千卡的集群，我们自己没有卡。",
    ],
)
def test_what_another_party_has_is_not_theirs(message: str) -> None:
    assert _positive("existing_hardware", message) == {"none"}
    assert _positive("owned_gpus", message) == set()


def test_a_partys_data_is_no_hardware_of_theirs() -> None:
    message = "Client data has to stay on our own servers; we have 8 L40S."
    assert _positive("existing_hardware", message) == {"some"}
    assert "data_on_premises" in _positive("compliance", message)


# -- existing_hardware: hardware given back, with none said after it, is gone --------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "之前租了三台H800服务器，上周已经归还了，现在手上没有卡。",
        "我们原来有两台A100，后来卖掉了，所以现在没有GPU。",
        "We had a few leased 4090 workstations, but we gave them back in May, so no GPUs now.",
    ],
)
def test_hardware_given_back_is_gone(message: str) -> None:
    assert _positive("existing_hardware", message) == {"none"}
    assert _positive("owned_gpus", message) == set()
    assert _positive("owned_gpu_kind", message) == set()
    assert _positive("budget_model", message) == set()


def test_other_hardware_given_back_leaves_theirs() -> None:
    message = "我们有8张A100，之前租的那批已经退了。"
    assert _positive("existing_hardware", message) == {"some"}
    assert _positive("owned_gpus", message) == {8}


# -- a bare reply answers the question asked: "2T" to the tokens, "6 months" to how it is used -------------


def _reply(message: str, qid: str) -> list[tuple[str, object]]:
    from compute_advisor.rules.intake.reading import read_reply
    from compute_advisor.rules.intake.understanding import understand
    from compute_advisor.rules.vocabulary import load_vocabulary

    q = load_vocabulary().by_id[qid]
    return [(e.question, e.value) for e in read_reply(understand(message), message, q, {}).u.values]


@pytest.mark.parametrize(
    ("message", "qid", "value"),
    [
        ("1.5T", "dataset_tokens_b", 1500),
        ("300B", "dataset_tokens_b", 300),
        ("about 4 months", "usage_pattern", "project"),
        ("一年", "usage_pattern", "project"),
    ],
)
def test_a_bare_reply_answers_the_question_asked(message: str, qid: str, value: object) -> None:
    assert _reply(message, qid) == [(qid, value)]


def test_a_bare_number_to_how_it_is_used_is_no_project() -> None:
    assert _reply("4", "usage_pattern") == []


def test_a_reply_saying_more_keeps_what_it_says() -> None:
    got = _reply("Llama-3-70B, on about 1T tokens", "dataset_tokens_b")
    assert ("model_params_b", 70) in got
    assert ("dataset_tokens_b", 1000) in got


# -- a key: value list parted by slashes; the task of a note; a model served as it is ------------------------


def test_a_slashed_list_of_notes_is_read_note_by_note() -> None:
    message = (
        "model: Qwen2.5-32B / use: serve it as-is / servers: none / billing: monthly / load: ~5k req/day"
    )
    assert _positive("task_type", message) == {"inference"}
    assert _positive("served_model", message) == {"published"}
    assert of("existing_hardware", message) == {("none", False)}
    assert _positive("budget_model", message) == {"opex"}
    assert _positive("requests_per_day", message) == {5000}


def test_a_slash_between_sizes_parts_nothing() -> None:
    # a slash with no key after it is no note: the two sizes weighed stay one clause
    assert _positive("model_params_b", "7B / 13B, not decided yet") == set()


@pytest.mark.parametrize(
    "message",
    [
        "任务：部署上线，给内部员工用",
        "use case: deployment behind our help desk",
        "We'd host it as-is for the support team.",
    ],
)
def test_the_task_of_a_note_or_a_model_served_as_it_is(message: str) -> None:
    assert _positive("task_type", message) == {"inference"}


# -- an amount restated after a correction, with when or what it counts after it ---------------------------


@pytest.mark.parametrize(
    ("message", "tokens", "size"),
    [
        ("Pretraining a 3B model on 40B tokens, no wait, more like 80B once the code data is in.", 80, 3),
        ("Llama-3-8B continued pretraining on 10B tokens, actually 20B including the forum dump.", 20, 8),
    ],
)
def test_an_amount_restated_with_a_tail(message: str, tokens: int, size: int) -> None:
    assert _positive("dataset_tokens_b", message) == {tokens}
    assert _positive("model_params_b", message) == {size}


# -- served_model own_weights: their own weights named with no task said -------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "是我们自己精调好的那个模型",
        "It's our own distilled checkpoint.",
        "the weights are our own fine-tuned ones",
    ],
)
def test_their_own_weights_with_no_task_said(message: str) -> None:
    assert _positive("served_model", message) == {"own_weights"}
    assert _positive("task_type", message) == set()


@pytest.mark.parametrize(
    "message",
    [
        "我们打算训练的模型大概30亿参数",
        "我们自己训练的数据集有两百GB",
    ],
)
def test_a_model_still_to_train_with_no_task_is_no_served_model(message: str) -> None:
    assert _positive("served_model", message) == set()


# -- model_params_b: the other side of a choice said as what it may change to ------------------------------


@pytest.mark.parametrize(
    "message",
    ["打算LoRA微调，基座先用7B或者换成14B，看效果", "推理服务，模型可能用32B也可能改用72B"],
)
def test_a_size_it_may_change_to_is_no_choice(message: str) -> None:
    assert _positive("model_params_b", message) == set()


def test_a_size_changed_to_alone_stays() -> None:
    assert _positive("model_params_b", "原本打算用7B，后来改成14B做微调") == {14}


# -- ops_capacity: ops handed to someone outside; the sender alone looking after the machines ---------------


@pytest.mark.parametrize(
    "message",
    [
        "We plan to outsource operations to an integrator; no one on staff can maintain the servers.",
        "Nobody here would look after the cluster, so we'd give ops to a third-party firm.",
    ],
)
def test_ops_handed_outside_is_none(message: str) -> None:
    assert _positive("ops_capacity", message) == {"none"}


@pytest.mark.parametrize(
    "message",
    [
        "Small startup, 4 A100s, and I am the person who manages those.",
        "实验室两张3090，服务器都是我一个人在管。",
    ],
)
def test_the_sender_alone_looking_after_them_is_limited(message: str) -> None:
    assert _positive("ops_capacity", message) == {"limited"}


# -- owned_gpus: the cards of each machine times the machines, said cards first ("8卡×4台") -----------------


@pytest.mark.parametrize(
    ("message", "count"),
    [("机房里有H800 8卡×2台，运维有专人", 16), ("现有昇腾910B，8卡x6台", 48)],
)
def test_cards_of_each_times_the_machines(message: str, count: int) -> None:
    assert _positive("owned_gpus", message) == {count}
    assert _positive("existing_hardware", message) & {"some", "cluster"}


# -- a reply describing the cards: their kind and how many of them, no rule for domestic chips --------------


@pytest.mark.parametrize(
    ("message", "count", "kind"),
    [("Ascend 910B cards, 32 of them", 32, "domestic"), ("L40S cards - 6 of them.", 6, "gpu_48gb")],
)
def test_the_chips_then_how_many_of_them(message: str, count: int, kind: str) -> None:
    assert _positive("owned_gpus", message) == {count}
    assert _positive("owned_gpu_kind", message) == {kind}
    assert _positive("compliance", message) == set()


@pytest.mark.parametrize(
    ("message", "kind"),
    [("全是昇腾910B，华为的", "domestic"), ("都是3090，游戏卡", "gpu_24gb"), ("all A800s", "gpu_80gb")],
)
def test_a_reply_describing_the_cards_names_their_kind(message: str, kind: str) -> None:
    assert _positive("owned_gpu_kind", message) == {kind}
    assert _positive("compliance", message) == set()


def test_a_rule_or_a_question_about_domestic_chips_is_no_kind() -> None:
    assert _positive("owned_gpu_kind", "都是信创要求，必须国产化") == set()
    assert _positive("owned_gpu_kind", "Should we buy H100s, 8 of them?") == set()


# -- budget_model: a way refused by whoever decides, said between the way and the refusal -------------------


@pytest.mark.parametrize(
    "message",
    ["买服务器集团肯定不会批，我们按月租", "采购硬件财务批不下来，只能按量付费"],
)
def test_a_way_the_decider_refuses_is_ruled_out(message: str) -> None:
    assert of("budget_model", message) == {("capex", True), ("opex", False)}


# -- a correction said twice asks nothing; a model retrained on new data named with 把 ----------------------


def test_a_correction_said_twice_is_no_question() -> None:
    from compute_advisor.rules.intake.understanding import understand

    assert not understand("模型是13B，不对不对，是14B的").is_question
    assert understand("我理解的对不对？").is_question


@pytest.mark.parametrize(
    ("message", "size"),
    [("每个季度拿新日志把分类模型重新训练一次，模型30亿参数", 3), ("每周用新语料把我们的推荐模型重训", None)],
)
def test_a_model_retrained_on_new_data_with_ba(message: str, size: int | None) -> None:
    assert _positive("task_type", message) == {"continued_training"}
    assert _positive("model_params_b", message) == ({size} if size else set())


# -- the teacher named with its size in brackets, said to be the teacher -----------------------------------


@pytest.mark.parametrize(
    ("message", "size"),
    [
        ("拿Qwen2.5-72B（72B）当教师模型，蒸馏出一个3B的小模型", 3),
        ("Distillation job, using Llama-3.1 (405B) as the teacher and an 8B student.", 8),
    ],
)
def test_a_teachers_size_in_brackets_is_not_the_model(message: str, size: int) -> None:
    assert _positive("model_params_b", message) == {size}


# -- a way said to be the only one is firm past another thing they are unsure of ---------------------------


def test_the_only_way_is_firm_past_something_else_unsure() -> None:
    message = "先跑推理看看后面再考虑要不要微调经费有限只能按月租"
    assert _positive("budget_model", message) == {"opex"}


@pytest.mark.parametrize("message", ["不确定是不是只能租", "还不确定，是不是必须买断"])
def test_the_only_way_they_are_unsure_of_is_no_way(message: str) -> None:
    assert _positive("budget_model", message) == set()


# -- their own model beside a daily load is served ---------------------------------------------------------


def test_their_own_model_beside_a_daily_load_is_served() -> None:
    message = "About 30k requests a day; the model is our own fine-tuned 13B."
    assert _positive("task_type", message) == {"inference"}
    assert _positive("served_model", message) == {"own_weights"}


def test_a_daily_load_alone_names_no_task() -> None:
    assert _positive("task_type", "Roughly 40k requests a day.") == set()


# -- machines named, then how many of them ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("message", "option"),
    [
        ("We run Dell GPU servers, three of them.", "some"),
        ("Our team has L40S nodes - 12 of them.", "cluster"),
    ],
)
def test_machines_then_how_many_of_them(message: str, option: str) -> None:
    assert _positive("existing_hardware", message) == {option}
    assert _positive("owned_gpus", message) == set()


def test_machines_to_buy_then_how_many_is_nothing_had() -> None:
    assert _positive("existing_hardware", "We might buy H100 servers, two of them.") == set()


# -- machines times the cards of each, said with x before the chip ----------------------------------


@pytest.mark.parametrize(
    ("message", "hardware", "gpus", "kind"),
    [
        ("We have 2x8 H100.", "some", 16, "gpu_80gb"),
        ("Hardware: 3x8 A800 in our own room", "some", 24, "gpu_80gb"),
        ("我们有 12x8 昇腾910B", "cluster", 96, "domestic"),
        ("Our lab runs 6×8 L40S", "some", 48, "gpu_48gb"),  # a cluster from 64 cards or 8 servers
    ],
)
def test_machines_times_their_cards_said_with_x_count_both(
    message: str, hardware: str, gpus: int, kind: str
) -> None:
    """Said after a conversation's hardware question too (fourth and fifth blind conversation sets:
    "12x8 Ascend", "3x8 A100"). A chip named as the kind of cards states no 信创 requirement."""
    assert _positive("existing_hardware", message) == {hardware}
    assert _positive("owned_gpus", message) == {gpus}
    assert _positive("owned_gpu_kind", message) == {kind}
    assert _positive("compliance", message) == set()


def test_one_count_with_x_is_still_the_cards():
    assert _positive("owned_gpus", "we have 8x A100") == {8}
    assert _positive("owned_gpus", "two 8xA100 servers") == {16}


# -- after the fifth blind conversation set (y09, y15, y19) -------------------------------------------


@pytest.mark.parametrize("reply", ["这个跳过", "这个不清楚", "这项先跳过"])
def test_a_skip_that_points_at_the_question_skips_it(reply: str) -> None:
    from compute_advisor.rules.intake.reading import read_reply
    from compute_advisor.rules.intake.understanding import understand
    from compute_advisor.rules.vocabulary import load_vocabulary

    q = load_vocabulary().by_id["budget_model"]
    got = read_reply(understand(reply), reply, q, {"task_type": "fine_tuning"})
    assert got.skipped == "budget_model" and not got.u.values


@pytest.mark.parametrize("message", ["每个月都要跑一批新数据", "每周处理一批新的日志"])
def test_a_new_batch_of_data_on_a_schedule_goes_on(message: str) -> None:
    assert _positive("usage_pattern", message) == {"continuous"}


@pytest.mark.parametrize(
    ("message", "tokens"),
    [
        ("About 100 billion tokens... sorry, I checked, it's 120 billion.", 120),
        ("数据大概1000亿token，不对，我查了一下，是1200亿", 120),
    ],
)
def test_an_amount_restated_after_how_they_checked_keeps_the_earlier_unit(message: str, tokens: int) -> None:
    assert _positive("dataset_tokens_b", message) == {tokens}
    assert _positive("model_params_b", message) == set()


# -- a demand said earlier and let go: more ways of saying either side -------------------------------


@pytest.mark.parametrize(
    ("message", "dropped", "kept"),
    [
        (
            "之前说必须国产化，这周开会又说不强制了，英伟达也行。数据还是不能出境。",
            "domestic_hardware",
            "data_in_country",
        ),
        ("原来要求数据不能出机房，现在审计那边确认可以上国内的云了。", "data_on_premises", None),
        (
            "Earlier we said on-prem only; compliance has since cleared us for an in-country cloud. "
            "So data can't leave the country.",
            "data_on_premises",
            "data_in_country",
        ),
        ("Please scratch the on-prem requirement from my last message.", "data_on_premises", None),
    ],
)
def test_a_demand_let_go_later_is_ruled_out_and_a_demand_restated_after_stands(
    message: str, dropped: str, kept: str | None
) -> None:
    read = of("compliance", message)
    assert (dropped, True) in read and (dropped, False) not in read
    if kept:
        assert (kept, False) in read and (kept, True) not in read


def test_from_scratch_strikes_nothing_out():
    assert _positive("task_type", "We train a 7B from scratch on 1T tokens.") == {"pretraining"}


# -- how often a job runs, said as how often or as done once --------------------------------------


@pytest.mark.parametrize(
    ("message", "usage"),
    [
        ("这个活就是一锤子买卖，清洗完就结束", "project"),
        ("We only need to run it once, then we're done.", "project"),
        ("It's a single job for the audit.", "project"),
        ("数据每周五晚上要处理一次", "continuous"),
        ("每个季度训练一次", "continuous"),
        ("The pipeline runs every night on new uploads.", "continuous"),
        ("Every month we re-run the scoring over the new claims.", "continuous"),
        ("这套检测模型要24小时不间断地跑在产线上", "continuous"),
    ],
)
def test_how_often_a_job_runs_says_whether_it_goes_on(message: str, usage: str) -> None:
    assert _positive("usage_pattern", message) == {usage}


@pytest.mark.parametrize("message", ["每周跑一次就行，跑完看结果", "跑一次就行"])
def test_once_with_enough_said_after_it_is_not_a_schedule_unless_a_period_comes_first(message: str) -> None:
    expected = {"continuous"} if message.startswith("每周") else {"project"}
    assert _positive("usage_pattern", message) == expected


@pytest.mark.parametrize(
    ("message", "calls"),
    [("日均调用：约3万次", 30000), ("日均请求预估8万次左右", 80000), ("日均调用: 2500次", 2500)],
)
def test_a_days_calls_written_as_a_note_or_an_estimate(message: str, calls: int) -> None:
    assert _positive("requests_per_day", message) == {calls}


@pytest.mark.parametrize(
    "message",
    [
        "我们信息科就三个人，平时管网络和办公电脑，GPU没人会弄。",
        "所里管IT的两个人，服务器都没摸过",
        "Our cards sit in a colo and the IDC handles all of the ops.",
    ],
)
def test_nobody_to_run_the_cards_said_with_the_cards_first_or_a_colo_running_them(message: str) -> None:
    assert _positive("ops_capacity", message) == {"none"}


def test_servers_with_their_own_people_are_no_such_case():
    assert _positive("ops_capacity", "服务器都有专人管") == {"dedicated_team"}
