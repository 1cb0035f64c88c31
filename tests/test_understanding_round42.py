"""Classes fixed in NLU round 42: misses of the fresh blind batches yb and yc (bench/data/utterances.yaml)
in the calls a day, ops capacity and hardware. Each test uses other words than the batches', so the class
is fixed rather than the sentence."""

from __future__ import annotations

import pytest

from tests.readings import positive as _positive

# -- requests_per_day: what the users send, counted a day ---


@pytest.mark.parametrize(
    ("message", "calls"),
    [
        ("The assistant should field roughly 1,200 questions a day.", 1200),
        ("We get about 3k support messages per day.", 3000),
        ("Expect ~40k prompts/day at launch.", 40000),
        ("maybe 900 prompts a day", 900),
    ],
)
def test_calls_counted_by_what_users_send(message: str, calls: int) -> None:
    assert _positive("requests_per_day", message) == {calls}
    assert _positive("usage_pattern", message) == {"continuous"}


def test_a_bare_amount_a_day_as_the_whole_reply() -> None:
    assert _positive("requests_per_day", "about 2,500 a day") == {2500}
    # Inside a sentence, an amount a day with no word of calls is not read as calls.
    assert _positive("requests_per_day", "We ingest about 2,500 a day from the sensors.") == set()


def test_documents_processed_a_day_are_no_calls() -> None:
    assert _positive("requests_per_day", "We process 40k documents a day for OCR.") == set()


@pytest.mark.parametrize(
    ("message", "calls"),
    [
        ("客户每天大概调用三千次", 3000),
        ("日调用量预计八千上下", 8000),
        ("日均请求量大约在五万左右", 50000),
    ],
)
def test_calls_a_day_hedged_before_the_word_of_calls(message: str, calls: int) -> None:
    assert _positive("requests_per_day", message) == {calls}


@pytest.mark.parametrize(
    ("message", "calls"),
    [("更正：每天不是五千次，是五万次", 50000), ("日调用量不是两万，而是二十万左右", 200000)],
)
def test_calls_corrected_as_they_are_said(message: str, calls: int) -> None:
    assert _positive("requests_per_day", message) == {calls}
    # "一天" before the amount is the day of the load, no run of one day.
    assert _positive("training_days", message) == set()


@pytest.mark.parametrize("message", ["一天五六千次的样子", "日均调用七八十万次"])
def test_a_range_of_calls_is_no_one_amount_but_a_daily_load(message: str) -> None:
    assert _positive("requests_per_day", message) == set()
    assert _positive("usage_pattern", message) == {"continuous"}


def test_zero_inside_a_numeral_is_no_range() -> None:
    assert _positive("requests_per_day", "每天一千零五十次调用") == {1050}


# -- ops_capacity: nobody who can run the cards, and who keeps them up ---


@pytest.mark.parametrize(
    "message",
    [
        "信息部就两个人，从没接触过GPU服务器",
        "运维有专人，不过只管网络和OA，显卡没人会弄",
        "我们的IT对GPU完全不会",
        "No in-house ops people at all.",
        "Our managed service provider handles everything IT.",
        "IT is going to be fully outsourced.",
        "公司不打算养运维，全部交给云厂商",
    ],
)
def test_nobody_of_theirs_runs_the_machines(message: str) -> None:
    assert _positive("ops_capacity", message) == {"none"}


def test_cards_that_will_not_sit_idle_say_nothing_of_the_staff() -> None:
    assert _positive("ops_capacity", "我们有专职运维团队，显卡不会闲置") == {"dedicated_team"}


def test_a_plan_not_to_hire_is_no_statement_of_the_staff() -> None:
    assert _positive("ops_capacity", "能先试试吗？不想买硬件，也不想招运维。") == set()


@pytest.mark.parametrize(
    "message",
    [
        "目前只有一个兼职的在管机器",
        "机器由课题组的研究生轮流维护",
        "Two PhD students maintain the box.",
        "our data engineers babysit the servers",
    ],
)
def test_someone_looks_after_the_machines_beside_other_work(message: str) -> None:
    assert _positive("ops_capacity", message) == {"limited"}


@pytest.mark.parametrize(
    "message",
    [
        "The institute has its own research computing staff.",
        "The GPUs are run by the university's central IT department.",
    ],
)
def test_a_unit_whose_job_the_machines_are(message: str) -> None:
    assert _positive("ops_capacity", message) == {"dedicated_team"}


# -- hardware: totals, counts after the chip's clause, what the cards all are ---


@pytest.mark.parametrize(
    ("message", "gpus"),
    [
        ("我们有三台服务器，一共12张L40S。", 12),
        ("机房几台机器，A800和3090混着用，总共20张卡。", 20),
    ],
)
def test_a_total_after_machines_not_counted_is_all_the_cards(message: str, gpus: int) -> None:
    assert _positive("owned_gpus", message) == {gpus}


def test_a_bare_count_after_the_chip_of_a_cluster() -> None:
    message = "所里有个H800的集群，128张，平台组在管。"
    assert _positive("existing_hardware", message) == {"cluster"}
    assert _positive("owned_gpus", message) == {128}
    assert _positive("owned_gpu_kind", message) == {"gpu_80gb"}


@pytest.mark.parametrize(
    ("message", "kind"),
    [
        ("我们手上四张卡，全是3090", "gpu_24gb"),
        ("We own 16 GPUs, all H100s.", "gpu_80gb"),
    ],
)
def test_the_chip_they_all_are_said_next(message: str, kind: str) -> None:
    assert _positive("owned_gpu_kind", message) == {kind}


def test_a_mix_said_before_the_chips_is_no_one_kind() -> None:
    message = "We run two servers with a mix of H100 and L4 cards."
    assert _positive("existing_hardware", message) == {"some"}
    assert _positive("owned_gpu_kind", message) == set()


@pytest.mark.parametrize(
    "message",
    [
        "None of us owns any GPUs.",
        "There is a compute cluster downstairs, but it's all CPU.",
        "机房里只有CPU服务器",
    ],
)
def test_no_cards_among_them(message: str) -> None:
    assert _positive("existing_hardware", message) == {"none"}


def test_the_cards_memory_after_its_name() -> None:
    message = "We'd use the 4x A100 40GB server we already have."
    assert _positive("owned_gpus", message) == {4}
    assert _positive("owned_gpu_kind", message) == {"gpu_80gb"}


@pytest.mark.parametrize(
    ("message", "gpus"),
    [("We have a 4-GPU workstation.", 4), ("our 8-card server sits idle at night", 8)],
)
def test_one_machine_of_that_many_cards(message: str, gpus: int) -> None:
    assert _positive("existing_hardware", message) == {"some"}
    assert _positive("owned_gpus", message) == {gpus}


def test_a_machine_asked_about_is_not_theirs() -> None:
    assert _positive("owned_gpus", "Would a 8-GPU server be enough?") == set()


# -- amounts: a slip taken back, counts of documents, sizes in millions, veto words ---


def test_a_size_called_a_slip_gives_way_to_the_one_after() -> None:
    assert _positive("model_params_b", "之前说的32B是口误，其实用的是Qwen2.5-3B") == {3}


@pytest.mark.parametrize(
    "message",
    [
        "病历大概两亿份，要在Qwen2.5-7B上做继续预训练",
        "We hold 300 million pages of filings and a 7B model to tune.",
    ],
)
def test_a_count_of_documents_is_no_size(message: str) -> None:
    assert _positive("model_params_b", message) == {7}
    assert _positive("dataset_tokens_b", message) == set()


def test_sentence_pairs_are_no_tokens_beside_the_tokens_said() -> None:
    message = "双语句对大约三千万句对，换算成token大概十亿token"
    assert _positive("dataset_tokens_b", message) == {1}


def test_a_size_in_millions_before_what_the_model_does() -> None:
    message = "We pretrain a 350M chemistry language model from scratch."
    assert _positive("model_params_b", message) == {0.35}
    assert _positive("model_params_b", "about 500M rows feed the model") == set()


def test_sequence_data_in_tokens_is_data_but_a_sequence_length_is_not() -> None:
    assert _positive("dataset_tokens_b", "蛋白序列数据约3000亿token") == {300}
    assert _positive("dataset_tokens_b", "sequence length of 8k tokens") == set()
