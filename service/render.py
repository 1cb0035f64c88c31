"""Text renderings of an `Advice`: the Markdown report (CLI, export). The HTML pages render
the same object through templates."""

from __future__ import annotations

from collections.abc import Collection

from compute_advisor.rules.vocabulary import Text, load_vocabulary
from compute_advisor.service.advice import Advice, CitationRef
from compute_advisor.service.i18n import Translator

# The decision block's own labels (the rest of the report's strings live in i18n.py).
_DECISION = {
    "title": Text(zh="结论", en="Decision"),
    "top": Text(zh="首选", en="Recommended"),
    "runner_up": Text(zh="备选", en="Runner-up"),
    "confidence": Text(zh="把握", en="Confidence"),
    "clear": Text(zh="明确", en="clear"),
    "close": Text(zh="接近", en="close"),
    "tied": Text(zh="打平", en="tied"),
    "open": Text(zh="待定", en="open"),
    "none": Text(zh="信息不足", en="not enough answers"),
    "why_not": Text(zh="为何不是备选", en="Why not the runner-up"),
    "deciding": Text(zh="可能改变结论的", en="What could change it"),
    "cost": Text(zh="达标成本估算", en="Estimated cost to target"),
    "baseline": Text(zh="任务基线", en="Task baseline"),
}


def _t(key: str, lang: str) -> str:
    return Translator(lang)(f"md_{key}")


def _cite_line(c: CitationRef, n: int) -> str:
    srcs = "; ".join(f"[{s.id}] {s.title}" for s in c.sources)
    tail = f" — {srcs}" if srcs else ""
    return f"   [{n}] {c.text}{tail} (`{c.passage_id}`)"


def advice_markdown(advice: Advice, checked: Collection[str] = ()) -> str:
    """The recommendation as a Markdown report with its citations; the checks in `checked`
    (ticked as verified in the session) are marked done."""
    lang = advice.lang
    vocab = load_vocabulary()
    out = [f"# {_t('title', lang)}", "", *_decision_markdown(advice), f"## {_t('answers', lang)}", ""]
    if advice.answers:
        for qid, value in advice.answers.items():
            out.append(f"- {vocab.by_id[qid].label.get(lang)}: {vocab.describe_answer(qid, value, lang)}")
    else:
        out.append(_t("none", lang))
    out += ["", f"## {_t('modes', lang)}", ""]
    for i, m in enumerate(advice.modes, 1):
        # The decision's fit label (a feasible mode may still fit poorly), not just "suitable".
        status = Translator(lang)(f"fit_{m.fit}")
        out.append(f"{i}. **{m.title}** ({status}, {_t('score', lang)} {m.score:g}) — {m.summary}")
        for r in m.reasons:
            sign = f" ({r.delta:+g})" if r.delta else ""
            out.append(f"   - {r.text}{sign} `{r.rule_id}`")
        for r in m.excluded_by:
            out.append(f"   - {_t('excluded_by', lang)}: {r.text} `{r.rule_id}`")
        out += [_cite_line(c, n) for n, c in enumerate(m.citations, 1)]
    out += ["", f"## {_t('checks', lang)}", ""]
    for c in advice.checks:
        box = "x" if c.id in checked else " "
        out.append(f"- [{box}] **{c.title}** ({c.dimension_title}) — {c.summary}")
        if c.why:
            out.append(f"   - {c.why}")
        out += [_cite_line(x, n) for n, x in enumerate(c.citations, 1)]
    if advice.estimate:
        est = advice.estimate
        out += ["", f"## {_t('estimate', lang)}", "", f"> {est['disclaimer']}", ""]
        for m in est["modes"]:
            if m.get("applicable") and m.get("total") is not None:
                out.append(f"- {m['label']}: {m['total']:,.0f} {est['currency']}")
    if advice.missing:
        out += ["", f"## {_t('missing', lang)}", ""]
        out += [f"- {m.title} (`{m.id}`)" for m in advice.missing]
    out += [
        "",
        "---",
        f"{_t('version', lang)}: `{advice.rule_base_version}` · {_t('corpus', lang)}: `{advice.corpus_hash}`",
        "",
    ]
    return "\n".join(out)


def _decision_markdown(advice: Advice) -> list[str]:
    """The decision block first: top and runner-up, confidence, why, what could change it,
    cost to target per feasible mode, and the task baseline it rests on."""
    d, lang = advice.decision, advice.lang
    if d is None:
        return []
    L = {k: v.get(lang) for k, v in _DECISION.items()}
    titles = {m.id: m.title for m in advice.modes}
    out = [f"## {L['title']}", ""]
    if d.top:
        runner = f" · {L['runner_up']}: {titles[d.runner_up]}" if d.runner_up else ""
        out.append(f"**{L['top']}: {titles[d.top]}**{runner} · {L['confidence']}: {L[d.confidence]}")
        out += [""] + [f"- {w}" for w in d.why]
        if d.why_not_runner_up:
            out += ["", f"{L['why_not']}: {d.why_not_runner_up}"]
    if d.deciding:
        out += ["", f"{L['deciding']}:"] + [f"- {x}" for x in d.deciding]
    if d.cost_range:
        out += ["", f"{L['cost']}:"]
        for mid, r in d.cost_range.items():
            out.append(f"- {titles[mid]}: {r.expected:,.0f} {r.currency} ({r.low:,.0f}–{r.high:,.0f})")
    if advice.baseline and advice.baseline.get("scale"):
        b = advice.baseline
        out += [
            "",
            f"{L['baseline']}: {b['gpus']} × {b['gpu']}, {b['gpu_hours']:,.0f} GPU·h, {b['run_days']:g} d",
        ]
        out += [f"- {a}" for a in b["assumptions"]]
    return [*out, ""]
