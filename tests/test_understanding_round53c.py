"""Classes fixed in NLU round 53 (third part, on batches ym and yo: hardware, ops, calls, corrections).
Each test uses other words than the data's, so the class is fixed rather than the sentence."""

from __future__ import annotations

import pytest

from tests.readings import of, positive

# -- no hardware, said other ways ---


@pytest.mark.parametrize(
    "message",
    [
        # a zero filled in before a full stop
        "算力：0。团队：两个算法。",
        "GPU资源：0。",
        # Cantonese 冇
        "我哋公司冇显卡，想租。",
        # owning none, with or without a word for now
        "Our startup doesn't own GPUs, so we'd rent by the hour.",
        "The institute does not presently own accelerators.",
        # nothing bought, as a clause alone
        "Nothing purchased so far, and the ops side is still open.",
    ],
)
def test_no_hardware_said_other_ways(message: str) -> None:
    assert positive("existing_hardware", message) == {"none"}


@pytest.mark.parametrize(
    "message",
    [
        "本所暂无服务器设备及相关技术人员。",
        "我们没有显卡和运维人员。",
        "We have no GPUs and ops staff at all.",
    ],
)
def test_a_lack_said_over_hardware_and_staff_joined(message: str) -> None:
    assert positive("existing_hardware", message) == {"none"}
    assert positive("ops_capacity", message) == {"none"}


def test_what_nobody_can_run_is_no_lack_of_hardware() -> None:
    assert positive("existing_hardware", "所里没人会运维GPU服务器。") == set()


# -- who keeps the machines up: nobody able, a dedicated team, someone on the side ---


@pytest.mark.parametrize(
    ("message", "option"),
    [
        # staff who have never run the cards, 未 for 没
        ("本所技术人员三名，都未碰过GPU集群。", "none"),
        # one person doing office IT only, the verb doubled
        ("网管就一个大姐，只会修修打印机和电脑。", "none"),
        # the cards pointed at, nobody has touched them
        ("运维组三个人管机房，显卡这玩意儿谁也没摸过。", "none"),
        # cannot manage less, let alone the cards
        ("信息部一个人，维护OA都费劲，更何况显卡。", "none"),
        ("Our lone admin can barely keep the email running, let alone GPU servers.", "none"),
        # the colocation provider runs them
        ("The two boxes sit in a rented rack, maintained by the colocation staff.", "none"),
        # dedicated before the count, a group, a team given wholly to it, a named group 专门
        ("There's a full-time two-person platform crew for this.", "dedicated_team"),
        ("Ops sit with a full-time SRE group of five.", "dedicated_team"),
        ("The platform staff (6 engineers) are entirely dedicated to infrastructure.", "dedicated_team"),
        ("集群是信息中心的工程师专门运维的。", "dedicated_team"),
        # engineers doing all of the infra besides their work, someone doing it alongside everything else
        ("Three data scientists handle all of the infrastructure.", "limited"),
        ("The office manager looks after the box alongside everything else.", "limited"),
    ],
)
def test_ops_capacity_round53c(message: str, option: str) -> None:
    assert positive("ops_capacity", message) == {option}


# -- a day's calls said other ways ---


@pytest.mark.parametrize(
    ("message", "calls"),
    [
        # summed up over several users
        ("各门店日均请求合计约两万次。", 20000.0),
        # the count said with 数 or 次数, or what it generates
        ("每天会话数估计在6000条左右。", 6000.0),
        ("每天提问次数大概九千个。", 9000.0),
        ("每日生成量约一万五千条。", 15000.0),
        # who calls between the day and the word of calls
        ("平时每天客服同事调用大约4000次。", 4000.0),
        ("每天各科室医生咨询差不多两千次。", 2000.0),
    ],
)
def test_calls_a_day_round53c(message: str, calls: float) -> None:
    assert positive("requests_per_day", message) == {calls}


# -- counts of cards: the cards of each machine right after the machines, machines counted with x ---


@pytest.mark.parametrize(
    ("message", "cards"),
    [
        # 每台 with no comma after the machines
        ("机房里有三台服务器每台8张L20。", 24.0),
        # each, then w/ and the one card of each
        ("We keep 3 workstations each w/ one A6000 in the lab.", 3.0),
    ],
)
def test_cards_of_each_machine_said_right_after(message: str, cards: float) -> None:
    assert positive("owned_gpus", message) == {cards}


def test_machines_counted_with_x_give_no_count_of_cards() -> None:
    message = "We own 2x DGX H100 in our rack."
    assert positive("existing_hardware", message) == {"some"}
    assert positive("owned_gpus", message) == set()


def test_many_desktops_of_one_card_each_are_no_cluster() -> None:
    message = "教研室有十二台台式机，每台一张3060。"
    assert positive("existing_hardware", message) == {"some"}
    assert positive("owned_gpus", message) == {12.0}


# -- corrections and withdrawals ---


@pytest.mark.parametrize(
    ("question", "message"),
    [
        # a whole question's words taken back answer nothing
        ("compliance", "监管那块我先撤回，等合规部门确认。"),
        ("compliance", "合规要求那条先拿掉吧，回头再说。"),
        # someone else's choice still open
        ("budget_model", "Never mind my earlier note: procurement hasn't decided whether we rent or buy."),
        # what was understood before, set aside for the stricter thing said next
        ("compliance", "更正：不是数据不能出境这么简单。"),
    ],
)
def test_taken_back_or_undecided_answers_nothing(question: str, message: str) -> None:
    assert of(question, message) == set()


@pytest.mark.parametrize(
    ("message", "kind"),
    [
        # a correction said as a fix, the cards described
        ("Quick fix: our GPUs are L40S cards, not A40s; the count stands.", "gpu_48gb"),
        # the cards said before pointed at with 那批 / 那个
        ("修正一下，那批卡不是A800，是3090，数量没变。", "gpu_24gb"),
    ],
)
def test_a_correction_of_the_chips_gives_their_kind(message: str, kind: str) -> None:
    assert positive("owned_gpu_kind", message) == {kind}


def test_a_count_corrected_with_the_old_one_after_it() -> None:
    message = "抱歉说错了，是24张不是12张，都是A800。"
    assert positive("owned_gpus", message) == {24.0}
    assert positive("owned_gpu_kind", message) == {"gpu_80gb"}
    assert of("existing_hardware", message) == {("some", False)}


def test_chips_then_how_many_of_them_in_brackets() -> None:
    message = "Besides a CPU-only build farm, the editors have desktops with RTX 3090s (four of them)."
    assert positive("existing_hardware", message) == {"some"}
    assert positive("owned_gpus", message) == {4.0}


def test_chips_counted_in_brackets_for_a_plan_are_none_owned() -> None:
    assert positive("owned_gpus", "We'd rent some A100s (eight of them).") == set()
