"""The decision's words: why the top mode, why not the runner-up, what could change it, and
what to answer first. Bilingual `Text`, picked by language where the decision is shown."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from compute_advisor.rules.capabilities import ModeTable
from compute_advisor.rules.cost.prices import TRAINING_TASKS, load_prices
from compute_advisor.rules.vocabulary import Text, load_vocabulary

if TYPE_CHECKING:
    from compute_advisor.rules.decision import ModeFit

# Which question settles each criterion, for "what would decide it".
CRITERION_QUESTIONS = {
    "compliance": "compliance",
    "ops": "ops_capacity",
    "hardware": "existing_hardware",
    "billing": "budget_model",
    "start": "usage_pattern",
    "scale": "model_params_b",
    "workload": "task_type",
}
# Single-answer changes tried when looking for the smallest change that swaps the top two.


def _mode_label(mode: str) -> Text:
    return load_vocabulary().modes_by_id[mode].label


def _criteria_text(ids: list[str], table: ModeTable) -> Text:
    labels = [table.criteria_by_id[c].label for c in ids]
    return Text(zh="、".join(t.zh for t in labels), en=", ".join(t.en.lower() for t in labels))


def _money(x: float) -> str:
    return f"{x:,.0f} {load_prices().currency}"


def _better_on(a: ModeFit, b: ModeFit, table: ModeTable) -> list[str]:
    """Criteria on which `a` fits better than `b`, biggest weighted gap first."""
    gaps = {c: table.weights[c] * (a.levels.get(c, 0) - b.levels.get(c, 0)) for c in table.weights}
    return [c for c, g in sorted(gaps.items(), key=lambda kv: -kv[1]) if g > 0]


def why_text(
    top: ModeFit, feasible: list[ModeFit], table: ModeTable, basis: Text | None = None
) -> list[Text]:
    """Up to three reasons for the top; the cost line names what the figure assumed (`basis`)."""
    costed = [f for f in feasible if f.cost is not None]
    cheapest = min(costed, key=lambda f: f.cost or 0.0) if costed else None
    cost_line: Text | None = None
    if top.cost is not None and cheapest is not None:
        money = Text(
            zh=_money(top.cost) + (f"（{basis.zh}）" if basis else ""),
            en=_money(top.cost) + (f" ({basis.en})" if basis else ""),
        )
        ratio = top.cost / (cheapest.cost or 1.0)
        if cheapest.id == top.id:
            cost_line = Text(
                zh=f"在可行形态中，达到目标的估算成本最低：约 {money.zh}。",
                en="The lowest estimated cost to reach the target among "
                f"the feasible modes: about {money.en}.",
            )
        else:
            better = _criteria_text(_better_on(top, cheapest, table), table)
            c = _mode_label(cheapest.id)
            if ratio < 1.1:
                cost_line = Text(
                    zh=f"估算成本约 {money.zh}，与最便宜的可行形态（{c.zh}）相差不到 "
                    f"{max(1, round(100 * (ratio - 1)))}%；它在{better.zh}上更契合。",
                    en=f"Estimated cost about {money.en}, within {max(1, round(100 * (ratio - 1)))}% "
                    f"of the cheapest feasible mode ({c.en}); it fits better on {better.en}.",
                )
            elif ratio < 2:
                cost_line = Text(
                    zh=f"估算成本约 {money.zh}，是最便宜可行形态（{c.zh}）的 {ratio:.1f} 倍；"
                    f"它在{better.zh}上更契合。",
                    en=f"Estimated cost about {money.en}, {ratio:.1f}x the cheapest feasible mode "
                    f"({c.en}); it fits better on {better.en}.",
                )
            else:
                cost_line = Text(
                    zh=f"估算成本约 {money.zh}，是最便宜可行形态（{c.zh}）的 {ratio:.1f} 倍；"
                    f"值得多花的理由：在{better.zh}上明显更契合。",
                    en=f"Estimated cost about {money.en}, {ratio:.1f}x the cheapest feasible mode "
                    f"({c.en}); worth paying for because it fits clearly better on {better.en}.",
                )
    pros = [
        r.text
        for r in sorted(top.pros, key=lambda r: -table.weights.get(r.criterion or "", 1.0) * (r.delta or 0))
    ]
    keep = 2 if cost_line is not None else 3
    return pros[:keep] + ([cost_line] if cost_line is not None else [])


def why_not_text(top: ModeFit, runner: ModeFit, table: ModeTable) -> Text:
    t, r = _mode_label(top.id), _mode_label(runner.id)
    worse = _better_on(top, runner, table)
    parts_zh, parts_en = [], []
    if worse:
        w = _criteria_text(worse, table)
        parts_zh.append(f"{r.zh}在{w.zh}上不如{t.zh}")
        parts_en.append(f"{r.en} fits worse than {t.en} on {w.en}")
    if top.cost is not None and runner.cost is not None:
        ratio = runner.cost / top.cost
        if ratio >= 1.05:
            parts_zh.append(f"估算成本是其 {ratio:.1f} 倍")
            parts_en.append(f"its estimated cost is {ratio:.1f}x")
        elif ratio < 1:
            # A concession to the fit it follows, in the same clause ("…on workload type, although…").
            cheaper = max(1, round(100 * (1 - ratio)))
            parts_zh.append(f"虽然估算成本低 {cheaper}%")
            parts_en.append(f"although it is estimated {cheaper}% cheaper")
            if worse:
                parts_zh[-2:] = ["，".join(parts_zh[-2:])]
                parts_en[-2:] = [", ".join(parts_en[-2:])]
    if runner.cons:
        parts_zh.append(runner.cons[0].text.zh.rstrip("。"))
        parts_en.append(runner.cons[0].text.en.rstrip("."))
    if not parts_zh:
        return Text(zh=f"{r.zh}与{t.zh}几乎打平。", en=f"{r.en} is about as good as {t.en}.")
    return Text(zh="；".join(parts_zh) + "。", en="; ".join(parts_en) + ".")


def deciding_text(
    answers: Mapping[str, Any],
    top: ModeFit,
    runner: ModeFit | None,
    confidence: str,
    swap: tuple[dict[str, Any], ...],
    table: ModeTable,
) -> list[Text]:
    vocab = load_vocabulary()
    out: list[Text] = []
    if runner is None:
        return out
    r = _mode_label(runner.id)
    for s in swap[:2]:
        out.append(_swap_text(s, _mode_label(s["top"]), vocab))
    swapped = {s["question"] for s in swap[:2]}
    differ = set(_better_on(top, runner, table)) | set(_better_on(runner, top, table))
    for c in table.weights:
        qid = CRITERION_QUESTIONS[c]
        if (
            (c in differ or confidence != "clear")
            and qid not in answers
            and qid not in swapped
            and qid in vocab.by_id
        ):
            q = vocab.by_id[qid]
            if q.id in {x.id for x in vocab.unanswered(dict(answers))}:
                out.append(
                    Text(
                        zh=f"回答“{q.label.zh}”可能改变结论。",
                        en=f"Answering “{q.label.en}” could change this.",
                    )
                )
    if confidence != "clear":
        t = _mode_label(top.id)
        out.append(
            Text(
                zh=f"用自有模型和数据在{t.zh}与{r.zh}上各做一次小规模实测，核对卡时单价、利用率与排队时间。",
                en=f"Run a small pilot with your own model and data on {t.en} and on "
                f"{r.en}; compare the price per GPU-hour, utilization and queue time.",
            )
        )
    return out[:4]


def _swap_text(s: Mapping[str, Any], first: Text, vocab: Any) -> Text:
    """One change found by the swap search, said as what it is (an answer still to give, an
    option of the compliance list added or dropped, or a different answer) and the mode that
    would then come `first`."""
    q, to, was = vocab.by_id[s["question"]], s["to"], s["from"]
    qz, qe = q.label.zh, q.label.en
    if isinstance(to, list):  # the multi question: one option toggled
        (o,) = set(to) ^ set(was or ())
        oz, oe = q.option(o).label.zh, q.option(o).label.en
        if was is None:
            zh, en = f"尚未回答“{qz}”：若有“{oz}”", f"“{qe}” is not answered yet: if it includes “{oe}”"
        elif o in to:
            zh, en = f"若“{qz}”还包括“{oz}”", f"If “{qe}” also included “{oe}”"
        else:
            zh, en = f"若“{qz}”不包括“{oz}”", f"If “{qe}” did not include “{oe}”"
    else:  # an option's label, or a probe of a number question with its unit
        tz, te = vocab.describe_answer(q.id, to, "zh"), vocab.describe_answer(q.id, to, "en")
        if was is None:
            zh, en = f"尚未回答“{qz}”：若为“{tz}”", f"“{qe}” is not answered yet: if it is “{te}”"
        else:
            zh, en = f"若“{qz}”为“{tz}”", f"If “{qe}” were “{te}”"
    return Text(zh=f"{zh}，首选会变为{first.zh}。", en=f"{en}, {first.en} would come first.")


def owned_cluster_text(top: ModeFit, baseline: Any, table: ModeTable) -> Text | None:
    """What the advice assumes of an owned cluster of no stated size, when the top runs the job on
    it and the job needs cluster scale (over 64 GPUs): the size it must have. Without `owned_gpus`
    the baseline takes the cluster as large enough (its stated assumption); a job of hundreds of
    GPUs may well exceed it, and then the advice does not hold."""
    if not (
        baseline.owned == "cluster"
        and baseline.owned_gpus is None
        and baseline.owned_fits
        and baseline.scale == "cluster"
        and table.by_id[top.id].reuses_owned_hardware
    ):
        return None
    gpus, q = baseline.gpus, load_vocabulary().by_id["owned_gpus"]
    days = math.ceil(baseline.run_days) if baseline.run_days else None
    zh_for = f"连续约 {days} 天" if days else ""
    en_for = f" for about {days} day{'s' * (days != 1)}" if days else ""
    return Text(
        zh=f"本建议假定自有集群有约 {gpus} 张卡可{zh_for}投入这项任务；集群若没有这么大，建议不成立："
        f"不足的算力要靠租用、扩容或与合作方共建补上。回答“{q.label.zh}”即可确认。",
        en=f"This assumes your own cluster has about {gpus} GPUs free{en_for} for this job; if it is "
        "smaller, the advice does not hold: the missing compute has to be rented, bought or shared "
        f"with a partner. Answer “{q.label.en}” to settle it.",
    )


def unstated_hardware_text(top: ModeFit, baseline: Any, table: ModeTable) -> Text | None:
    """What the advice rests on when the top runs the job on hardware the team owns or buys, the
    job needs a whole server or more, and the team has not said what it owns (thirteenth holdout
    u29, twenty-fifth e30): using cards already there and buying a server or several are
    different advice (a purchase pays only if more work follows), so the advice is provisional
    until they say."""
    if not ("hardware_unstated" in baseline.facts and table.by_id[top.id].hardware == "owned_or_bought"):
        return None
    q = load_vocabulary().by_id["existing_hardware"]
    several = baseline.scale != "one_node"
    servers = ("多台服务器", "several servers") if several else ("一台 8 卡服务器", "an 8-GPU server")
    return Text(
        zh=f"这项任务要约 {baseline.gpus} 张卡（{servers[0]}）。还没回答“{q.label.zh}”："
        "已有这么多卡就直接用；若要新买，先确认这批卡之后还有持续的任务，只跑这一项时租用通常更省。",
        en=f"The job needs about {baseline.gpus} GPUs ({servers[1]}). “{q.label.en}” is not answered "
        "yet: if you own that many, use them; if they have to be bought, check that more work will "
        "keep them busy, since for this job alone renting is usually cheaper.",
    )


def busy_purchase_text(
    answers: Mapping[str, Any], top: ModeFit, baseline: Any, table: ModeTable
) -> Text | None:
    """What decides a purchase of several nodes for training used continuously: "continuous" says
    the runs do not end, not how full they keep the cards (twenty-first holdout c03, c23: three or
    four month-long runs a year). Buying pays where the cards stay busy most of the year."""
    if not (
        answers.get("usage_pattern") == "continuous"
        and answers.get("task_type") in TRAINING_TASKS
        and baseline.owned_fits is not True
        and baseline.scale in ("multi_node", "cluster")
        and table.by_id[top.id].needs_hardware
    ):
        return None
    return Text(
        zh=f"买下约 {baseline.gpus} 张卡，只有全年大部分时间都排满任务才比租用省："
        "按每年跑几次、每次几天估算占用率再定；不到一半时间在用，租用通常更省。",
        en=f"Buying about {baseline.gpus} GPUs pays only if runs keep them busy most of the year: estimate "
        "their use from how many runs a year and how many days each before buying; at under half the "
        "year, renting is usually cheaper.",
    )


def ask_first(answers: Mapping[str, Any]) -> tuple[Text, ...]:
    vocab = load_vocabulary()
    return tuple(
        Text(zh=f"请先回答“{q.label.zh}”。", en=f"Answer “{q.label.en}” first.")
        for q in vocab.unanswered(dict(answers), volunteered=False)[:3]
    )


__all__ = [
    "CRITERION_QUESTIONS",
    "ask_first",
    "busy_purchase_text",
    "deciding_text",
    "owned_cluster_text",
    "unstated_hardware_text",
    "why_not_text",
    "why_text",
]
