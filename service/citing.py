"""Citations as the answer shows them: one `Citation` per passage a claim rests on, numbered
as footnotes (one number per distinct passage per answer, in order of first appearance), and
one numbered list of the [S#] sources those passages cite (`Advice.sources`).

The citations themselves are chosen in the index layer (`index/citations.py`)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import Any, Literal

from pydantic import BaseModel, field_validator

from compute_advisor.index.citations import Cited
from compute_advisor.index.evidence import display_text

_YEAR_RE = re.compile(r"((?:19|20)\d\d)\s*年?")
_PUBLISHER_SEP = re.compile(r"[:：]")


class Source(BaseModel):
    id: str
    title: str
    year: str | None = None


class Citation(BaseModel):
    passage_id: str
    text: str  # the passage as shown: [S#] markers removed, kept as `sources`
    sources: list[Source]
    score: float
    heading_path: list[str] = []
    doc_title: str = ""
    doc_id: str = ""
    page: int | None = None  # PDF page of a team document
    quote: str = ""  # verbatim span the claim rests on; "" for a retrieval-only passage
    lang: Literal["zh", "en"] = "zh"  # language of the passage
    n: int = 0  # footnote number within the answer

    @field_validator("text")
    @classmethod
    def _no_markers(cls, v: str) -> str:
        # Whatever built it (a search hit too), shown text never carries raw [S#] markers.
        return display_text(v)


class SourceRef(BaseModel):
    ref: str  # "S1"
    title: str
    publisher: str | None = None
    year: str | None = None  # None: the source gives no year (shown as 年份未标注)


def citations(cited: Iterable[Cited]) -> list[Citation]:
    return [
        Citation(
            passage_id=c.passage.id,
            text=c.text,
            sources=[Source(id=s.id, title=s.title, year=s.year) for s in c.passage.sources],
            score=round(c.score, 6),
            heading_path=list(c.passage.heading_path),
            doc_title=c.passage.doc_title,
            doc_id=c.passage.doc_id,
            page=c.passage.page,
            quote=c.quote,
            lang=c.lang,
        )
        for c in cited
    ]


def merged(*groups: Iterable[Citation], limit: int | None = None) -> list[Citation]:
    """Distinct passages across groups, in order; the first occurrence (its quote) wins."""
    out: dict[str, Citation] = {}
    for group in groups:
        for c in group:
            out.setdefault(c.passage_id, c)
    items = list(out.values())
    return items[:limit] if limit else items


def number(all_citations: Iterable[Citation]) -> list[SourceRef]:
    """Give every citation its footnote number (shared by citations of the same passage) and
    return the answer's source list: the [S#] references of the cited passages, numbered by
    their own ids, in order of first appearance."""
    numbers: dict[str, int] = {}
    refs: dict[str, SourceRef] = {}
    for c in all_citations:
        c.n = numbers.setdefault(c.passage_id, len(numbers) + 1)
        for s in c.sources:
            if s.id not in refs:
                refs[s.id] = source_ref(s.id, s.title, s.year)
    return list(refs.values())


def source_ref(ref: str, raw: str, year: str | None = None) -> SourceRef:
    """'Gitee官方帮助中心：《AI大模型托管》' → publisher 'Gitee官方帮助中心', title '《AI大模型托管》'."""
    year_match = _YEAR_RE.search(raw)
    year = year or (year_match.group(1) if year_match else None)
    parts = _PUBLISHER_SEP.split(raw, maxsplit=1)
    if len(parts) == 2 and parts[0].strip() and parts[1].strip() and "《" not in parts[0]:
        return SourceRef(ref=ref, title=parts[1].strip(), publisher=parts[0].strip(), year=year)
    return SourceRef(ref=ref, title=raw.strip(), year=year)


def walk(advice: Any) -> Iterator[Citation]:
    """Every citation of an answer in reading order: the decision block's lines first (every
    front end shows it first), then each mode's reasons, exclusions and own list, then each
    check's."""
    decision = getattr(advice, "decision", None)
    if decision is not None:
        for line in decision.why_citations:
            yield from line
        yield from decision.why_not_citations
    for m in advice.modes:
        for r in [*m.reasons, *m.excluded_by, *getattr(m, "pros", []), *getattr(m, "cons", [])]:
            yield from r.citations
        yield from m.citations
    for c in advice.checks:
        for r in c.reasons:
            yield from r.citations
        yield from c.citations
