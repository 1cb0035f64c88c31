"""Text renderings of an `Advice`: the Markdown report (CLI, export). The HTML pages render
the same object through templates."""

from __future__ import annotations

from service.advice import Advice, Citation
from rules.vocabulary import load_vocabulary

_T = {
    "title": {"zh": "算力选型建议", "en": "Compute platform recommendation"},
    "answers": {"zh": "已知情况", "en": "Your answers"},
    "none": {"zh": "（尚未回答）", "en": "(none yet)"},
    "modes": {"zh": "部署形态（按适合程度排序）", "en": "Deployment modes, best first"},
    "suitable": {"zh": "适合", "en": "suitable"},
    "excluded": {"zh": "排除", "en": "excluded"},
    "score": {"zh": "得分", "en": "score"},
    "excluded_by": {"zh": "排除原因", "en": "Excluded by"},
    "checks": {"zh": "必须核验的评估项", "en": "Checks to run"},
    "missing": {"zh": "还可能改变结论的问题", "en": "Questions that could still change the result"},
    "estimate": {"zh": "达标成本估算（示例假设）", "en": "Cost-to-target estimate (example assumptions)"},
    "sources": {"zh": "引用", "en": "Citations"},
    "version": {"zh": "规则库版本", "en": "Rule base version"},
    "corpus": {"zh": "语料哈希", "en": "Corpus hash"},
}


def _t(key: str, lang: str) -> str:
    return _T[key]["en" if lang == "en" else "zh"]


def _cite_line(c: Citation, n: int) -> str:
    srcs = "; ".join(f"[{s.id}] {s.title}" for s in c.sources)
    tail = f" — {srcs}" if srcs else ""
    return f"   [{n}] {c.text}{tail} (`{c.passage_id}`)"


def advice_markdown(advice: Advice) -> str:
    """The recommendation as a Markdown report with its citations."""
    lang = advice.lang
    vocab = load_vocabulary()
    out = [f"# {_t('title', lang)}", "", f"## {_t('answers', lang)}", ""]
    if advice.answers:
        for qid, value in advice.answers.items():
            out.append(f"- {vocab.by_id[qid].label.get(lang)}: {vocab.describe_answer(qid, value, lang)}")
    else:
        out.append(_t("none", lang))
    out += ["", f"## {_t('modes', lang)}", ""]
    for i, m in enumerate(advice.modes, 1):
        status = _t("suitable", lang) if m.suitable else _t("excluded", lang)
        out.append(f"{i}. **{m.title}** ({status}, {_t('score', lang)} {m.score:g}) — {m.summary}")
        for r in m.reasons:
            sign = f" ({r.delta:+g})" if r.delta else ""
            out.append(f"   - {r.text}{sign} `{r.rule_id}`")
        for r in m.excluded_by:
            out.append(f"   - {_t('excluded_by', lang)}: {r.text} `{r.rule_id}`")
        out += [_cite_line(c, n) for n, c in enumerate(m.citations, 1)]
    out += ["", f"## {_t('checks', lang)}", ""]
    for c in advice.checks:
        out.append(f"- [ ] **{c.title}** ({c.dimension_title}) — {c.summary}")
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
    out += ["", "---", f"{_t('version', lang)}: `{advice.rule_base_version}` · "
            f"{_t('corpus', lang)}: `{advice.corpus_hash}`", ""]
    return "\n".join(out)
