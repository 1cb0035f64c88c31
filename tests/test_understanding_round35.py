"""Classes fixed in NLU round 35: the ky and jy batches' misses (bench/data/utterances.yaml). Each test
uses other words than the batches', so the class is fixed rather than the sentence."""

from __future__ import annotations

import pytest

from compute_advisor.rules.intake.understanding import understand
from tests.readings import positive as _positive

# -- training_days: a length asked about in a question of their own run ----------------------------


def test_a_chinese_numeral_after_a_sentence_ending_in_a_digit_is_read() -> None:
    message = "我们有两张4090。三天能训完吗？"
    assert _positive("training_days", message) == {3.0}


def test_a_decimal_is_still_no_amount_of_its_tail() -> None:
    assert _positive("model_params_b", "想微调Qwen2.5-7B") == {7.0}


def test_a_length_asked_to_be_enough_is_the_runs() -> None:
    message = "We bought the servers as capex. We plan to fine-tune a 13B. Would 20 days be enough?"
    assert _positive("training_days", message) == {20.0}


def test_enough_far_from_a_length_says_nothing_of_it() -> None:
    message = "We'd like to test a few models for a month to find out whether one of them is accurate enough."
    assert _positive("training_days", message) == set()


# -- ops_capacity: said indirectly --------------------------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "机房里有一台8卡A800，公司IT搞不懂这些。",
        "We have 2 H100 boxes that the integrator installed and maintains.",
        "The supplier's engineers maintain our cluster.",
        "We run a small team; an infra team exists but no one there has ever operated GPU servers.",
    ],
)
def test_staff_who_cannot_or_do_not_run_them_are_no_ops(message: str) -> None:
    assert _positive("ops_capacity", message) == {"none"}


@pytest.mark.parametrize(
    "message",
    [
        "课题组有四张A6000，平时师姐在维护。",
        "We have a 4-GPU workstation that my grad student manages.",
        "Our data engineer looks after the two servers on top of his regular duties.",
    ],
)
def test_one_person_beside_other_work_is_limited(message: str) -> None:
    assert _positive("ops_capacity", message) == {"limited"}


def test_a_vendor_that_only_sold_them_is_no_ops_reading() -> None:
    assert _positive("ops_capacity", "We bought 4 L40S from a vendor last year.") == set()


# -- task_type: a service described by what it does --------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "想部署Qwen做内部公文辅助写作",
        "打算部署GLM给销售团队写周报",
        "看看14B模型做工单分类效果如何",
        "We'd like an assistant that drafts replies to supplier emails.",
        "We're considering a chatbot that answers benefits questions for employees.",
    ],
)
def test_a_model_put_to_a_service_is_served(message: str) -> None:
    assert _positive("task_type", message) == {"inference"}


@pytest.mark.parametrize(
    "message",
    [
        "部署Llama之前想先做一轮微调",
        "想看看13B模型做全参微调要多久",
        "We're looking at a small assistant for HR questions.",
    ],
)
def test_a_model_trained_first_or_only_looked_at_is_not_served(message: str) -> None:
    assert "inference" not in _positive("task_type", message)


def test_an_evaluation_of_whether_to_deploy_keeps_the_plan() -> None:
    message = "我们正在评估要不要自己部署Qwen3-14B做售后问答"
    assert _positive("task_type", message) == {"inference"}
    assert _positive("model_params_b", message) == {14.0}


def test_an_undecided_plan_is_still_undecided() -> None:
    assert _positive("task_type", "还没想好要不要部署Qwen3-14B") == set()


# -- existing_hardware: a bare reply naming the chip, then the count --------------------------------


@pytest.mark.parametrize(
    ("message", "cards", "kind"),
    [("显卡是H800，总共32张", 32.0, "gpu_80gb"), ("L40S，一共8张", 8.0, "gpu_48gb")],
)
def test_the_chip_then_a_count_of_cards_is_theirs(message: str, cards: float, kind: str) -> None:
    assert _positive("existing_hardware", message) == {"some"}
    assert _positive("owned_gpus", message) == {cards}
    assert _positive("owned_gpu_kind", message) == {kind}


@pytest.mark.parametrize(
    "message", ["想租A100，一共16张", "A100还是H100，一共16张", "模型跑在H100上，一共8张"]
)
def test_a_chip_planned_weighed_or_used_then_a_count_is_not_theirs(message: str) -> None:
    assert _positive("owned_gpus", message) == set()


# -- existing_hardware: said theirs inside a question ----------------------------------------------


def test_hardware_said_theirs_after_an_opening_ask_is_theirs() -> None:
    message = "请问：我们打算在现有的8张A800上做LoRA微调，多久能训完？"
    assert _positive("existing_hardware", message) == {"some"}
    assert _positive("owned_gpus", message) == {8.0}


def test_hardware_only_supposed_after_an_opening_ask_is_not() -> None:
    assert _positive("owned_gpus", "请问：我们打算在8张A800上做LoRA微调，多久能训完？") == set()


@pytest.mark.parametrize(
    "message",
    ["想在家里的电脑上跑个小模型，显卡是RTX 4070，能行吗？", "my gpu is a 4060 ti, is that enough for a 7B?"],
)
def test_the_card_of_their_own_computer_is_one_card(message: str) -> None:
    assert _positive("owned_gpus", message) == {1.0}
    assert _positive("owned_gpu_kind", message) == {"gpu_24gb"}


def test_a_servers_card_named_bare_is_no_count() -> None:
    assert _positive("owned_gpus", "机房服务器的显卡是A800，能跑72B吗？") == set()


def test_a_quantized_model_run_is_served() -> None:
    assert _positive("task_type", "想在笔记本上跑个14B的量化模型试试") == {"inference"}


# -- existing_hardware: a bare count they have, of the cards named before --------------------------


@pytest.mark.parametrize(
    ("message", "cards", "kind"),
    [
        ("Could a 32B be served on 8 A100s? We already have 4 of them.", 4.0, "gpu_80gb"),
        ("Is 16 L40S enough for a 70B LoRA? We have 8 right now and would rent the rest.", 8.0, "gpu_48gb"),
    ],
)
def test_a_bare_count_they_have_is_of_the_cards_named_before(message: str, cards: float, kind: str) -> None:
    assert _positive("existing_hardware", message) == {"some"}
    assert _positive("owned_gpus", message) == {cards}
    assert _positive("owned_gpu_kind", message) == {kind}


def test_a_bare_count_with_no_cards_named_is_none() -> None:
    assert _positive("owned_gpus", "We have 8 right now and plan to hire two more engineers.") == set()


def test_renting_the_cards_they_lack_is_no_way_to_pay() -> None:
    assert _positive("budget_model", "We own 4 H100s now and would rent the other 4.") == set()


def test_renting_all_of_it_is_still_opex() -> None:
    assert _positive("budget_model", "We'd rent all 8 H100s by the month.") == {"opex"}


def test_their_own_gpus_set_aside_for_an_api_is_no_purchase() -> None:
    message = "We'd rather call a hosted model through an API than run our own GPUs."
    assert _positive("budget_model", message) == set()


@pytest.mark.parametrize(
    ("message", "kind"),
    [
        ("用64张H20做继续预训练要多久？我们现在就有这64张卡。", "gpu_80gb"),
        ("想用4张L20跑14B推理，能行吗？我们就这4张卡。", "gpu_48gb"),
    ],
)
def test_cards_referred_back_to_are_of_the_chip_named_before(message: str, kind: str) -> None:
    assert _positive("owned_gpu_kind", message) == {kind}


def test_cards_with_no_chip_anywhere_have_no_class() -> None:
    assert _positive("owned_gpu_kind", "我们现在就有这16张卡") == set()


# -- others: calls said as phone calls, a rough byte size beside tokens, a model retrained as data comes in,
# data kept inside their institutions -------------------------------------------------------------


def test_daily_phone_calls_are_the_services_load() -> None:
    message = "想给客服热线上个大模型，每天来电大概5000次"
    assert _positive("requests_per_day", message) == {5000.0}
    assert _positive("usage_pattern", message) == {"continuous"}


def test_a_rough_byte_size_beside_tokens_gives_the_scale() -> None:
    message = "训练语料大概50亿token，折合几百个G"
    assert _positive("data_scale", message) == {"medium"}
    assert _positive("dataset_tokens_b", message) == {5.0}


def test_words_of_amount_beside_tokens_still_give_no_scale() -> None:
    assert _positive("data_scale", "数据量不大，大概一亿token") == set()


def test_a_model_retrained_as_data_comes_in_keeps_its_size() -> None:
    message = "We want to retrain our 3B fraud model each week as new cases come in."
    assert _positive("task_type", message) == {"continued_training"}
    assert _positive("model_params_b", message) == {3.0}


def test_data_kept_inside_their_institutions_stays_on_premises() -> None:
    message = "We run four clinics; records must remain within our clinics."
    assert "data_on_premises" in _positive("compliance", message)


# -- owned_gpus: one machine carrying the cards, machines of so many cards each ----------------------


def test_one_machine_with_its_cards_counts_the_cards() -> None:
    assert _positive("owned_gpus", "We have a single workstation with 4 RTX 4090s.") == {4.0}


@pytest.mark.parametrize(
    ("message", "cards"), [("实验室有8张3090，不过是两台机器各4张。", 8.0), ("我们有三台服务器，各8张", 24.0)]
)
def test_machines_of_a_bare_count_each(message: str, cards: float) -> None:
    assert _positive("owned_gpus", message) == {cards}


def test_several_machines_with_cards_said_once_add_no_guess() -> None:
    assert _positive("owned_gpus", "We have two servers with some A100s.") == set()


# -- owned_gpus: their share of shared hardware; a way to pay said whole --------------------------


def test_their_share_of_a_shared_cluster_is_counted() -> None:
    message = "研究院有个H800集群，我们组能分到32张卡，想做继续预训练"
    assert _positive("owned_gpus", message) == {32.0}


def test_cards_they_only_plan_to_use_of_a_cluster_are_not_counted() -> None:
    assert _positive("owned_gpus", "研究院有个H800集群，我们打算用32张卡做继续预训练") == set()


def test_fine_tuning_after_rent_or_buy_is_no_either_is_fine() -> None:
    message = "Should we rent or buy for fine-tuning a 13B on our tickets?"
    assert _positive("task_type", message) == {"fine_tuning"}
    assert _positive("budget_model", message) == set()


# -- owned_gpus: a total said after a mix; more cards of no count beside the counted ones ------------


def test_a_total_after_a_mix_counts_the_cards() -> None:
    message = "We have some 3090s and a few A6000s, about 12 GPUs in total."
    assert _positive("owned_gpus", message) == {12.0}


@pytest.mark.parametrize(
    "message", ["我们有32张A800，另外还有一些旧的V100", "We have 16 H100s plus a few older A100s."]
)
def test_more_cards_of_no_count_leave_no_total(message: str) -> None:
    assert _positive("owned_gpus", message) == set()


def test_two_counted_kinds_still_add_up() -> None:
    assert _positive("owned_gpus", "我们有16张A100和8张V100") == {24.0}


# -- task_type: an application trialled, a model to be served in the passive ------------------------


def test_an_application_trialled_is_served_and_a_trial() -> None:
    message = "想搭一个保单条款问答的试点，模型用14B"
    assert _positive("task_type", message) == {"inference"}
    assert _positive("usage_pattern", message) == {"trial"}


def test_an_application_on_an_online_model_gives_no_task() -> None:
    assert _positive("task_type", "打算直接调用在线大模型做个公文校对工具") == set()


def test_a_model_to_be_served_in_the_passive_is_served() -> None:
    assert _positive("task_type", "Could a 32B model be hosted on two L40S?") == {"inference"}


# -- a yes-no question closed by 不; serving weighed against an online model ---------------------


@pytest.mark.parametrize("message", ["手上有一张4090，跑14B跑得动不", "这样配置行不"])
def test_a_question_closed_by_bu_asks(message: str) -> None:
    assert understand(message).is_question


def test_a_statement_ending_in_bu_does_not_ask() -> None:
    assert not understand("我们要国产化，最好也不").is_question


@pytest.mark.parametrize(
    "message",
    [
        "We're deciding whether to self-host Qwen2.5-32B or stick with hosted APIs.",
        "想看看是自己部署GLM-4-9B还是继续用在线大模型的API",
    ],
)
def test_serving_weighed_against_an_online_model_gives_no_task(message: str) -> None:
    assert _positive("task_type", message) == set()


def test_serving_said_apart_from_an_api_used_before_is_still_served() -> None:
    message = "We now host our own 13B model. Before that, we used a hosted API."
    assert _positive("task_type", message) == {"inference"}


@pytest.mark.parametrize(
    ("message", "cards"),
    [("显卡型号是H800，有16张", 16.0), ("我们用的是L20，共8张", 8.0), ("卡的话是A100，32张", 32.0)],
)
def test_the_chip_said_other_ways_then_the_count(message: str, cards: float) -> None:
    assert _positive("owned_gpus", message) == {cards}


def test_domestic_chips_named_before_their_count_are_no_rule() -> None:
    message = "型号是昇腾910B，一共32张"
    assert _positive("owned_gpu_kind", message) == {"domestic"}
    assert "domestic_hardware" not in _positive("compliance", message)


@pytest.mark.parametrize(
    "message", ["机器是集成商装的，平时也是集成商在维护", "The reseller set them up and maintains them."]
)
def test_a_vendor_keeping_them_up_is_no_ops(message: str) -> None:
    assert _positive("ops_capacity", message) == {"none"}


@pytest.mark.parametrize(
    ("message", "cards"),
    [("3张3090能不能跑32B推理？我们就这三张。", 3.0), ("请问两张L20能微调7B吗？我手上就有两张。", 2.0)],
)
def test_a_bare_count_said_theirs_after_a_question_counts_the_cards_asked_about(
    message: str, cards: float
) -> None:
    assert _positive("owned_gpus", message) == {cards}
    assert len(_positive("owned_gpu_kind", message)) == 1


def test_a_bare_count_planned_after_a_question_is_not_theirs() -> None:
    assert _positive("owned_gpus", "H100要几张？我们打算租两张。") == set()


def test_machines_of_so_many_cards_named_after_the_chip_are_counted() -> None:
    message = "机房里有H800八卡机三台"
    assert _positive("owned_gpus", message) == {24.0}
    assert _positive("owned_gpu_kind", message) == {"gpu_80gb"}


def test_machines_of_so_many_cards_to_buy_are_not_theirs() -> None:
    assert _positive("owned_gpus", "打算采购H800八卡机三台") == set()
