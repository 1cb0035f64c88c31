"""Facts → deployment modes: vetoes (the mode cannot carry this task for this team) and fit on
named criteria (a level on the fit scale, per rules/data/modes.yaml).

Most rules are generated from the capability table (rules/data/modes.yaml): what a mode needs
and offers (data location, tasks, practical scale, ops burden, billing form, time to start)
against the team's answers and the task baseline. Rule ids are stable as long as the table's
mode order is: M1x data location, M2x tasks, M3x scale, M4xy ops, M5xy billing, M6xy start,
M7x hardware, M8x/M80x idle owned hardware. The hand-written fit rules are in rules/fit.py.

Design choices a reviewer should know:
- Vetoes need the answer or the baseline fact that justifies them; with partial answers a
  mode is marked down rather than ruled out on a guess.
- Owned hardware that holds the job counts for the modes that reuse it and is treated as paid
  (rules/decision.py); a mode that would leave it idle is marked down.
- `budget_model: either` means no preference: no billing rule fires for it.
- A statement names only premises that its condition checks (tests/test_decision.py checks it
  over the answer space)."""

from __future__ import annotations

from compute_advisor.rules import quotes as Q
from compute_advisor.rules.capabilities import SCALES, ModeCapabilities, load_modes
from compute_advisor.rules.model import Fact, Rule, all_of, answer, any_fact, fact, score, veto
from compute_advisor.rules.vocabulary import load_vocabulary

_VOCAB = load_vocabulary()
_TABLE = load_modes(vocab=_VOCAB)
_SCALE_WORDS = {
    "one_gpu": ("一张 GPU", "one GPU"),
    "one_node": ("一台 8 卡服务器", "one 8-GPU node"),
    "multi_node": ("多台服务器", "several nodes"),
    "cluster": ("集群规模（64 卡以上）", "cluster scale (over 64 GPUs)"),
}
_BURDEN = {
    "none": ("几乎没有", "almost no"),
    "low": ("较轻", "a light"),
    "medium": ("中等", "a moderate"),
    "high": ("很重", "a heavy"),
}
_BILLING = {
    "capex": ("一次性采购硬件", "an up-front hardware purchase"),
    "per_gpu_hour": ("按卡时租用计费", "rent billed per GPU-hour"),
    "per_use": ("按调用或用量计费", "billing per call or use"),
}
_START = {
    "instant": ("几分钟内即可开始", "starts within minutes"),
    "days": ("几天内即可开始", "starts within days"),
    "weeks": ("要数周采购与部署才能开始", "takes weeks of procurement and set-up to start"),
    "months": ("要数月采购与搭建才能开始", "takes months of procurement and build-out to start"),
}
_WHERE = {
    "provider": ("服务方", "with the provider"),
    "partner": ("合作方的设施", "in the partner's facility"),
}


def _label(mode: str, lang: str) -> str:
    return _VOCAB.modes_by_id[mode].label.get(lang)


def _option(qid: str, opt: str, lang: str) -> str:
    return _VOCAB.by_id[qid].option(opt).label.get(lang)


def _purchase_gate(m: ModeCapabilities) -> tuple[Fact, ...]:
    """Modes that reuse owned hardware are judged on buying only when the owned hardware does
    not hold the job."""
    return (fact("needs_purchase"),) if m.reuses_owned_hardware else ()


def _vetoes(i: int, m: ModeCapabilities) -> list[Rule]:
    rules = []
    zh, en = _label(m.id, "zh"), _label(m.id, "en")
    if m.data_location != "own_premises":
        wz, we = _WHERE[m.data_location]
        rules.append(
            veto(
                f"M1{i}",
                answer("compliance", "data_on_premises"),
                m.id,
                zh=f"数据不能离开本地机房，{zh}要把数据交给{wz}，不满足合规。",
                en=f"Data may not leave the premises; {en} puts it {we}.",
                evidence=Q.HOSTED_PATHS,
            )
        )
    missing = [t for t in _VOCAB.by_id["task_type"].option_ids if t not in m.tasks]
    if missing:
        tz = "、".join(_option("task_type", t, "zh") for t in missing)
        te = ", ".join(_option("task_type", t, "en").lower() for t in missing)
        rules.append(
            veto(
                f"M2{i}",
                answer("task_type", *missing),
                m.id,
                zh=f"{zh}不承担{tz}：它不训练或处理你自己的模型与数据。",
                en=f"{en} does not cover {te}: it does not train or process your own model and data.",
                evidence=Q.TASK_KINDS,
            )
        )
    beyond = SCALES[SCALES.index(m.max_scale) + 1 :]
    if beyond:
        rules.append(
            veto(
                f"M3{i}",
                any_fact(*(f"scale_{s}" for s in beyond)),
                m.id,
                zh=f"按任务基线需要多台服务器，超出{zh}的承载规模（{_SCALE_WORDS[m.max_scale][0]}）。",
                en="The task baseline needs several nodes, beyond what "
                f"{en} carries ({_SCALE_WORDS[m.max_scale][1]}).",
                evidence=Q.CARRY_LIMITS,
            )
        )
    return rules


def _fit(i: int, m: ModeCapabilities) -> list[Rule]:
    """The rules the capability table generates for mode number `i`, one criterion at a time."""
    zh, en = _label(m.id, "zh"), _label(m.id, "en")
    return [rule for make in _FIT_MAKERS for rule in make(i, m, zh, en)]


def _ops_fit(i: int, m: ModeCapabilities, zh: str, en: str) -> list[Rule]:
    """Fit on ops capacity against the mode's ops burden."""
    rules: list[Rule] = []
    ops = list(_VOCAB.by_id["ops_capacity"].option_ids)
    for cap, level in _TABLE.ops_fit.get(m.ops_burden, {}).items():
        cz, ce = _option("ops_capacity", cap, "zh"), _option("ops_capacity", cap, "en").lower()
        bz, be = _BURDEN[m.ops_burden]
        text = (
            (
                f"{zh}的运维负担{bz}，与“{cz}”相称。",
                f"{en} carries {be} ops burden, which your team ({ce}) can take on.",
            )
            if level > 0
            else (
                f"{zh}的运维负担{bz}，超出“{cz}”所能承担。",
                f"{en} carries {be} ops burden, more than a team with {ce} can take on.",
            )
        )
        # Running servers or a cluster yourself is the high burden: a job on the one or two cards
        # the team owns (a workstation) carries none of it (nineteenth holdout f08).
        when = (
            all_of(answer("ops_capacity", cap), fact("server_ops"))
            if m.ops_burden == "high" and level < 0
            else answer("ops_capacity", cap)
        )
        rules.append(
            score(
                f"M4{i}{ops.index(cap)}",
                when,
                m.id,
                level,
                criterion="ops",
                zh=text[0],
                en=text[1],
                evidence=Q.HOSTED if m.ops_burden == "high" and level < 0 else None,
            )
        )
    return rules


def _billing_fit(i: int, m: ModeCapabilities, zh: str, en: str) -> list[Rule]:
    """Fit on the budget model against the mode's billing form."""
    rules: list[Rule] = []
    budgets = list(_VOCAB.by_id["budget_model"].option_ids)
    for budget, level in _TABLE.billing_fit.get(m.billing, {}).items():
        gz, ge = _option("budget_model", budget, "zh"), _option("budget_model", budget, "en").lower()
        wz, we = _BILLING[m.billing]
        verb = ("一致", "matching") if level > 0 else ("不符", "at odds with")
        rules.append(
            score(
                f"M5{i}{budgets.index(budget)}",
                all_of(answer("budget_model", budget), *_purchase_gate(m)),
                m.id,
                level,
                criterion="billing",
                zh=f"{zh}意味着{wz}，与“{gz}”的预算方式{verb[0]}。",
                en=f"{en} means {we}, {verb[1]} a budget of {ge}.",
                evidence=Q.LOWER_UPFRONT if m.billing == "capex" and level < 0 else None,
            )
        )
    return rules


def _start_fit(i: int, m: ModeCapabilities, zh: str, en: str) -> list[Rule]:
    """Fit on the usage pattern against the mode's time to start."""
    rules: list[Rule] = []
    usages = list(_VOCAB.by_id["usage_pattern"].option_ids)
    for usage, level in _TABLE.start_fit.get(m.time_to_start, {}).items():
        uz, ue = _option("usage_pattern", usage, "zh"), _option("usage_pattern", usage, "en").lower()
        sz, se = _START[m.time_to_start]
        if usage == "continuous":
            text = (
                f"长期持续使用，为{zh}投入的硬件能被持续用满。",
                f"Continuous use keeps the hardware bought for {en} busy.",
            )
            ev: str | None = Q.SCHEDULE_OWNED
        else:
            verb = ("适合", "which suits") if level > 0 else ("不适合", "which does not suit")
            text = (f"{zh}{sz}，{verb[0]}“{uz}”。", f"{en} {se}, {verb[1]} {ue} use.")
            # "轻量试用" is said of the hosted platform's Serverless API: it speaks for the modes
            # it describes (their own quote), never for online models (evidence_stances.yaml).
            light_trial = usage == "trial" and _VOCAB.modes_by_id[m.id].evidence == Q.HOSTED_PATHS
            ev = Q.HOSTED_PATHS if m.time_to_start == "instant" and light_trial else None
        # Continuous use keeps bought hardware busy only when each run is 2,000 GPU-hours or more
        # (the medium band and up): a weekly 8-hour job leaves it idle most of the week (twelfth
        # holdout s07).
        busy = (any_fact("gpu_hours_medium", "gpu_hours_large"),) if usage == "continuous" else ()
        rules.append(
            score(
                f"M6{i}{usages.index(usage)}",
                all_of(answer("usage_pattern", usage), *_purchase_gate(m), *busy),
                m.id,
                level,
                criterion="start",
                zh=text[0],
                en=text[1],
                evidence=ev,
            )
        )
    return rules


def _hardware_fit(i: int, m: ModeCapabilities, zh: str, en: str) -> list[Rule]:
    """Fit on hardware to own or buy, and owned hardware left idle."""
    rules: list[Rule] = []
    if m.needs_hardware:
        # A mode that reuses owned hardware buys only what the owned cannot carry; one delivered
        # as new hardware (the appliance) is a purchase whatever the team owns, and whether or
        # not it has said what it owns.
        words = (
            (
                f"{zh}运行在自有或新购的硬件上，而现有硬件承载不了这项任务，团队又倾向按使用付费。",
                f"{en} runs on hardware you own or buy; what you own "
                "cannot carry this job and you prefer pay as you go.",
            )
            if m.reuses_owned_hardware
            else (
                f"{zh}要购入新的硬件，与团队倾向按使用付费相违。",
                f"{en} means buying new hardware, and you prefer pay as you go.",
            )
        )
        rules.append(
            score(
                f"M7{i}",
                all_of(*_purchase_gate(m), fact("opex_preferred")),
                m.id,
                -2,
                criterion="hardware",
                zh=words[0],
                en=words[1],
                evidence=None,
            )
        )
    if not m.reuses_owned_hardware and m.hardware != "partner":
        # As M901/M957: a fact on the count said, what it is on the default count taken.
        for few_id, cluster_id, counted, few, cluster in (
            (
                f"M8{i}",
                f"M80{i}",
                "owned_count_said",
                (
                    f"自有的服务器或显卡就能承载这项任务，选{zh}会让它闲置。",
                    "The servers or cards you own can carry this job;",
                ),
                (
                    f"已有集群就能承载这项任务，选{zh}会让已购算力闲置。",
                    "Your own cluster can carry this job;",
                ),
            ),
            (
                f"M82{i}",
                f"M83{i}",
                "owned_count_assumed",
                (
                    f"按自有的服务器或显卡足以承载这项任务计（未说明卡数），选{zh}会让它闲置。",
                    "Taking the servers or cards you own as enough for this job (count not said),",
                ),
                (
                    f"按已有集群足以承载这项任务计（未说明卡数），选{zh}会让已购算力闲置。",
                    "Taking your own cluster as enough for this job (GPU count not said),",
                ),
            ),
        ):
            rules.append(
                score(
                    few_id,
                    all_of(fact("owned_fits"), fact(counted), answer("existing_hardware", "some")),
                    m.id,
                    -1,
                    criterion="hardware",
                    zh=few[0],
                    en=f"{few[1]} {en} would leave them idle.",
                    evidence=Q.SCHEDULE_OWNED,
                )
            )
            rules.append(
                score(
                    cluster_id,
                    all_of(fact("owned_fits"), fact(counted), fact("owns_cluster")),
                    m.id,
                    -2,
                    criterion="hardware",
                    zh=cluster[0],
                    en=f"{cluster[1]} {en} would leave compute you paid for idle.",
                    evidence=Q.SCHEDULE_OWNED,
                )
            )
    return rules


def _published_fit(i: int, m: ModeCapabilities, zh: str, en: str) -> list[Rule]:
    """Fit on scale of a mode that serves published models: a service of one that needs several
    nodes by the task baseline is served per call, the nodes the provider's (as M910 rents them)."""
    if not m.serves_published:
        return []
    return [
        score(
            f"M84{i}",
            all_of(
                fact("inference_workload"),
                answer("served_model", "published"),
                any_fact("scale_multi_node", "scale_cluster"),
            ),
            m.id,
            2,
            criterion="scale",
            zh=f"服务的是公开模型：{zh}按调用提供服务，按任务基线需要的多台服务器由服务商运行，不必自己租用或购置。",
            en=f"The model served is a published one: {en} serves it per call, and the several nodes the "
            "task baseline needs are the provider's to run, not yours to rent or buy.",
            evidence=None,
        )
    ]


_FIT_MAKERS = (_ops_fit, _billing_fit, _start_fit, _hardware_fit, _published_fit)


def _generated() -> list[Rule]:
    out: list[Rule] = []
    for i, m in enumerate(_TABLE.modes):
        out += _vetoes(i, m) + _fit(i, m)
    return out


RULES = _generated()
