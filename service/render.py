"""Text renderings of an `Advice`: the Markdown report (CLI, export). The HTML pages render
the same object through templates."""

from __future__ import annotations

from collections.abc import Collection

from compute_advisor.rules.vocabulary import load_vocabulary
from compute_advisor.service.advice import Advice, Citation
from compute_advisor.service.i18n import Translator


def _t(key: str, lang: str) -> str:
    return Translator(lang)(f"md_{key}")


def _cite_line(c: Citation, n: int) -> str:
    srcs = "; ".join(f"[{s.id}] {s.title}" for s in c.sources)
    tail = f" — {srcs}" if srcs else ""
    return f"   [{n}] {c.text}{tail} (`{c.passage_id}`)"


def advice_markdown(advice: Advice, checked: Collection[str] = ()) -> str:
    """The recommendation as a Markdown report with its citations; the checks in `checked`
    (ticked as verified in the session) are marked done."""
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
