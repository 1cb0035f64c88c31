"""Classes fixed in NLU round 47 (on the blind batch yi after its first run, and on earlier held-out
failures). Each test uses other words than the batches', so the class is fixed rather than the sentence."""

from __future__ import annotations

import pytest

from tests.readings import positive, values

# -- a workstation, desktop or gaming laptop named with its chip holds one card of it ---


@pytest.mark.parametrize(
    ("message", "cards"),
    [
        ("Our only hardware is a single L40S workstation.", 1.0),
        ("I've got one desktop with an RTX 4080 that I keep under my desk.", 1.0),
        ("We have one old tower with a V100, nobody else maintains it.", 1.0),
        ("办公室有三台4090工作站，平时大家轮着用。", 3.0),
        ("我自己有一台带4070的游戏本。", 1.0),
        ("组里有6台A6000单卡工作站。", 6.0),
        ("实验室两台台式机，各装了一张3090。", 2.0),
    ],
)
def test_a_machine_of_one_card_counts_its_card(message: str, cards: float) -> None:
    assert positive("owned_gpus", message) == {cards}


@pytest.mark.parametrize(
    "message",
    [
        "We have two A100 servers.",  # a server's cards are not said
        "公司有两台电脑，都是办公用的。",  # office computers: no chip, no hardware for the job
    ],
)
def test_machines_whose_cards_are_not_said_give_no_count(message: str) -> None:
    assert positive("owned_gpus", message) == set()


# -- traditional characters (Taiwan, Hong Kong) read as the simplified ones ---


def test_a_message_in_traditional_characters_is_read() -> None:
    message = (
        "我們是香港一家保險公司，想對一個7B模型做微調，公司有兩台伺服器，每台8張A100，資料不能離開機房。"
    )
    got = {q: v for q, v, n in values(message) if not n}
    assert got["task_type"] == "fine_tuning"
    assert got["model_params_b"] == 7
    assert got["owned_gpus"] == 16
    # an insurer is a regulated industry; its data may not leave the machine room
    assert positive("compliance", message) == {"regulated_industry", "data_on_premises"}


def test_the_taiwanese_word_for_a_cluster_is_a_cluster() -> None:
    assert positive("existing_hardware", "我們自己有一個64張H100的叢集。") == {"cluster"}


def test_ascend_keeps_its_name() -> None:
    # 昇 is the simplified text's own character in 昇腾: not read as 升.
    assert positive("owned_gpu_kind", "我们有一套昇腾集群，64卡。") == {"domestic"}


# -- ops staff said in other words ---


@pytest.mark.parametrize(
    ("message", "option"),
    [
        ("研发组里没有ops的人，GPU也一张没有。", "none"),
        ("We have no ops guy and no hardware.", "none"),
        ("The university's central IT runs our infra for us.", "none"),
        ("None of us has ever touched a GPU server.", "none"),
        ("Our two boxes sit in a colo and remote hands do the rest.", "none"),
        ("学校给了两台服务器，机房的人只管网络，显卡从来没碰过。", "none"),
        ("科室就一个网管，机器啥的完全不懂。", "none"),
        ("It's a single A100 box which I maintain myself.", "limited"),
        ("Grad students handle the servers.", "limited"),
        ("Our data engineers keep the cluster up as a side job.", "limited"),
        ("我们有专职的平台运维组，管着全部GPU。", "dedicated_team"),
    ],
)
def test_ops_capacity_said_in_other_words(message: str, option: str) -> None:
    assert positive("ops_capacity", message) == {option}


def test_nobody_on_staff_in_charge_rules_out_a_team_only() -> None:
    got = values("Nobody on staff is specifically in charge of the machines.")
    assert ("ops_capacity", "dedicated_team", True) in got
    assert positive("ops_capacity", "Nobody on staff is specifically in charge of the machines.") == set()


# -- hardware counts said in other words ---


@pytest.mark.parametrize(
    ("message", "cards"),
    [
        ("We own a 4-GPU L40S server.", 4.0),
        ("公司有1台服务器，4张L20。", 4.0),
        ("有一台DGX A100，8卡。", 8.0),
        ("两台服务器，每台装了四张A10。", 8.0),
        ("不是16张，是32张H20，四台机器。", 32.0),
    ],
)
def test_cards_counted_with_their_machines(message: str, cards: float) -> None:
    assert positive("owned_gpus", message) == {cards}


def test_a_list_of_lacks_says_each_lack() -> None:
    assert positive("existing_hardware", "没卡没人，只有数据。") == {"none"}
    assert positive("ops_capacity", "没卡没人，只有数据。") == {"none"}


def test_a_label_in_square_brackets_reads_as_a_label() -> None:
    assert positive("existing_hardware", "【背景】律所\n【硬件】无") == {"none"}


# -- calls a day said with the verb of calling ---


@pytest.mark.parametrize(
    ("message", "calls"),
    [("上线后每天大概要调五千次。", 5000.0), ("日均三万请求左右。", 30000.0)],
)
def test_calls_a_day_said_with_the_verb(message: str, calls: float) -> None:
    assert positive("requests_per_day", message) == {calls}


def test_calling_once_a_day_is_no_daily_load() -> None:
    assert positive("requests_per_day", "每天调一次接口就行。") == set()


# -- what was said, set aside ---


@pytest.mark.parametrize(
    ("message", "question", "value"),
    [
        ("前面说的要国产卡那条不算。", "compliance", "domestic_hardware"),
        ("之前说的买断那个先别算了。", "budget_model", "capex"),
        ("刚才说有专职运维团队，其实不算。", "ops_capacity", "dedicated_team"),
        ("Please disregard the one-off project thing I said earlier.", "usage_pattern", "project"),
    ],
)
def test_a_value_set_aside_is_ruled_out(message: str, question: str, value: str) -> None:
    got = values(message)
    assert (question, value, True) in got
    assert (question, value, False) not in got


# -- more ways of saying who keeps the machines up (held-out failures of earlier batches) ---


@pytest.mark.parametrize(
    ("message", "option"),
    [
        ("运维：研发同事自己兼着", "limited"),
        ("- ops: postdocs", "limited"),
        ("We have 8 A100s and three grad students who look after them.", "limited"),
        ("Our one tech person is a volunteer who helps out.", "limited"),
        ("A colleague restarts the box whenever she has time.", "limited"),
        ("没有专人管，都是自己折腾。", "limited"),
        ("信息科就三个人，平时管电脑和网络。", "none"),
        ("Our IT staff only handle desktops and networking.", "none"),
        ("组里没人有GPU运维经验。", "none"),
        ("Our infra team is big but they never ran GPUs before.", "none"),
        ("运维这块准备找外包公司来做。", "none"),
        ("服务器在IDC，运维由机房托管方负责。", "none"),
    ],
)
def test_more_ops_capacity_phrasings(message: str, option: str) -> None:
    assert positive("ops_capacity", message) == {option}


def test_not_wanting_to_tinker_is_no_ops_answer() -> None:
    assert (
        values("直接用在线模型的API，不想自己折腾。")
        & {
            ("ops_capacity", "limited", False),
            ("ops_capacity", "limited", True),
        }
        == set()
    )


@pytest.mark.parametrize(
    "message",
    ["刚说有专职运维团队，收回哈，那是集团的。", "刚才说有专职运维不对，那个同事要走了。"],
)
def test_a_team_said_before_taken_back(message: str) -> None:
    got = values(message)
    assert ("ops_capacity", "dedicated_team", True) in got
    assert ("ops_capacity", "dedicated_team", False) not in got


# -- hardware counts: domestic models, platforms, chips said apart from the count ---


@pytest.mark.parametrize(
    ("message", "cards", "kind"),
    [
        ("单位去年已采购昇腾910B服务器2台，每台8卡。", 16.0, "domestic"),
        ("学院有一个自己的集群，华为910B，128卡。", 128.0, "domestic"),
        ("We own six HGX H100 servers (8 GPUs each).", 48.0, "gpu_80gb"),
        ("16张，都是A800。", 16.0, "gpu_80gb"),
        ("We run 2 DGX A100 nodes (16 GPUs).", 16.0, "gpu_80gb"),
    ],
)
def test_cards_and_their_kind_said_apart(message: str, cards: float, kind: str) -> None:
    assert positive("owned_gpus", message) == {cards}
    assert positive("owned_gpu_kind", message) == {kind}


def test_a_domestic_accelerator_by_its_model_name() -> None:
    assert positive("owned_gpu_kind", "我们有一批思元370，一共16张。") == {"domestic"}


# -- counts corrected, totals, clusters named with a colon ---


@pytest.mark.parametrize(
    ("message", "cards"),
    [
        ("Correction: it's 32 H800s, not 48. Four 8-GPU servers.", 32.0),
        ("我们有8张A100…不对，问了下运维，是12张，分在两台机器上。", 12.0),
        ("抱歉写错了，是2台服务器、每台4张L40S，不是2张卡。", 8.0),
        ("刚才说错了，不是4张H20，是两台机器一共16张。", 16.0),
    ],
)
def test_counts_corrected_or_totalled(message: str, cards: float) -> None:
    assert positive("owned_gpus", message) == {cards}


def test_a_cluster_named_with_a_colon_is_a_cluster() -> None:
    assert positive("existing_hardware", "Our small cluster: 40 A100s.") == {"cluster"}


def test_chats_a_day_are_requests() -> None:
    assert positive("requests_per_day", "We serve our own 8B chatbot, around 20,000 chats a day.") == {
        20000.0
    }
