"""Citations as the answer shows them. Each claim (a reason, a check, a decision line) carries
`CitationRef`s: the passage's id, its footnote number and the span of it the claim rests on.
The passages themselves are listed once per answer (`Advice.passages`, one `CitedPassage` per
distinct passage, numbered in order of first appearance), and the [S#] sources those passages
cite once more (`Advice.sources`). A passage cited by ten reasons is sent once, not ten times.

In Python a ref reads its passage through properties (`ref.text`, `ref.sources`...), so the
pages, the Markdown and the checks render the same footnotes as before; JSON clients join a
ref to `passages` by `passage_id` (or `n`).

The citations themselves are chosen in the index layer (`index/citations.py`). A search hit is
a whole `Citation` (passage and score together): it belongs to no answer."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from functools import lru_cache
from typing import Any, Literal, TypeVar

from pydantic import BaseModel, Field, PrivateAttr, field_validator

from compute_advisor.index.citations import Cited
from compute_advisor.index.evidence import display_text

M = TypeVar("M", bound=BaseModel)

_YEAR_RE = re.compile(r"((?:19|20)\d\d)\s*年?")
_PUBLISHER_SEP = re.compile(r"[:：]")


class Source(BaseModel):
    id: str
    title: str
    year: str | None = None


class Citation(BaseModel):
    """A passage with its score: a search hit, a chat turn's cited passage."""

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


class CitedPassage(BaseModel):
    """One passage an answer cites, listed once (`Advice.passages`)."""

    n: int = Field(description="footnote number within the answer; refs to this passage carry it")
    passage_id: str
    text: str = Field(description="the passage as shown: [S#] markers removed, kept as `sources`")
    sources: list[Source]
    heading_path: list[str] = []
    doc_title: str = ""
    doc_id: str = ""
    page: int | None = None  # PDF page of a team document
    lang: Literal["zh", "en"] = "zh"  # language of the passage

    @field_validator("text")
    @classmethod
    def _no_markers(cls, v: str) -> str:
        return display_text(v)


class CitationRef(BaseModel):
    """What one claim cites: a passage of `Advice.passages` and the span of it the claim rests on."""

    passage_id: str
    n: int = Field(0, description="footnote number: the `n` of the passage in `Advice.passages`")
    quote: str = Field("", description="verbatim span the claim rests on; '' for a related passage")
    score: float = Field(description="1.0 for the claim's own quote, else the related passage's relevance")
    _passage: CitedPassage | None = PrivateAttr(default=None)

    def link(self, passage: CitedPassage) -> None:
        # Straight into the instance: pydantic's __setattr__ costs more than the rest of
        # numbering an answer (some fifty refs each).
        self.__pydantic_private__["_passage"] = passage  # type: ignore[index]
        self.__dict__["n"] = passage.n

    # The passage, read through the ref (renderers in Python; JSON has it in `passages`).
    @property
    def passage(self) -> CitedPassage:
        if self._passage is None:
            raise LookupError(f"citation of {self.passage_id} is not linked to the answer's passages")
        return self._passage

    @property
    def text(self) -> str:
        return self.passage.text

    @property
    def sources(self) -> list[Source]:
        return self.passage.sources

    @property
    def heading_path(self) -> list[str]:
        return self.passage.heading_path

    @property
    def doc_title(self) -> str:
        return self.passage.doc_title

    @property
    def doc_id(self) -> str:
        return self.passage.doc_id

    @property
    def page(self) -> int | None:
        return self.passage.page

    @property
    def lang(self) -> str:
        return self.passage.lang


# Private attributes a model built by `built` starts with.
_PRIVATE: dict[type[BaseModel], dict[str, Any]] = {CitationRef: {"_passage": None}}


class SourceRef(BaseModel):
    ref: str  # "S1"
    title: str
    publisher: str | None = None
    year: str | None = None  # None: the source gives no year (shown as 年份未标注)


def built(cls: type[M], values: dict[str, Any]) -> M:
    """A model from trusted `values` naming every field: what `model_construct` does, without its
    per-field alias and default handling, which cost more than the rest of building an answer
    (a few hundred objects per answer). tests/test_citing.py checks it matches validation."""
    m = _new(cls)
    _set_dict(m, values)
    _set_fields(m, set(values))
    _set_extra(m, None)
    private = _PRIVATE.get(cls)
    _set_private(m, dict(private) if private else None)
    return m


# BaseModel's own slots, set through their descriptors (what object.__setattr__ finds after a
# lookup by name): a third less per object, a few hundred objects per answer.
_new = object.__new__
_SLOTS = vars(BaseModel)
_set_dict = _SLOTS["__dict__"].__set__
_set_fields = _SLOTS["__pydantic_fields_set__"].__set__
_set_extra = _SLOTS["__pydantic_extra__"].__set__
_set_private = _SLOTS["__pydantic_private__"].__set__


class Cites:
    """The citations of claims as refs, with each passage's shown form built once per passage
    (not once per citation per answer): the advisor asks the same claims on every request."""

    def __init__(self) -> None:
        self._passages: dict[str, dict[str, Any]] = {}

    def refs(self, cited: Iterable[Cited]) -> list[CitationRef]:
        return self.built(self.prepared(cited))

    def prepared(self, cited: Iterable[Cited]) -> tuple[dict[str, Any], ...]:
        """The fields of each citation's ref, for `built` (a claim's are the same every time)."""
        out = []
        for c in cited:
            if c.passage.id not in self._passages:
                self._passages[c.passage.id] = _passage_fields(c)
            out.append({"passage_id": c.passage.id, "n": 0, "quote": c.quote, "score": round(c.score, 6)})
        return tuple(out)

    @staticmethod
    def built(prepared: Iterable[dict[str, Any]]) -> list[CitationRef]:
        """Fresh refs (an answer numbers and links its own) from `prepared` fields."""
        return [built(CitationRef, dict(fields)) for fields in prepared]

    def passage(self, passage_id: str, n: int) -> CitedPassage:
        return built(CitedPassage, {"n": n, **self._passages[passage_id]})


def _passage_fields(c: Cited) -> dict[str, Any]:
    p = c.passage
    return {
        "passage_id": p.id,
        "text": c.text,
        "sources": [Source(id=s.id, title=s.title, year=s.year) for s in p.sources],
        "heading_path": list(p.heading_path),
        "doc_title": p.doc_title,
        "doc_id": p.doc_id,
        "page": p.page,
        "lang": c.lang,
    }


def citations(cited: Iterable[Cited]) -> list[Citation]:
    """Whole citations (passage and score together), for uses outside one answer."""
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


def merged(*groups: Iterable[Any], limit: int | None = None) -> list[Any]:
    """Distinct passages across groups, in order; the first occurrence (its quote) wins."""
    out: dict[str, Any] = {}
    for group in groups:
        for c in group:
            out.setdefault(c.passage_id, c)
    items = list(out.values())
    return items[:limit] if limit else items


def number(all_citations: Iterable[Any]) -> list[SourceRef]:
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


def number_refs(all_refs: Iterable[CitationRef], passage: Any) -> tuple[list[CitedPassage], list[SourceRef]]:
    """Number an answer's refs (one number per distinct passage, in order of first appearance),
    link each to its passage, and return the answer's passage list and source list.
    `passage(passage_id, n)` gives the shown passage."""
    passages: dict[str, CitedPassage] = {}
    for ref in all_refs:
        p = passages.get(ref.passage_id)
        if p is None:
            p = passages[ref.passage_id] = passage(ref.passage_id, len(passages) + 1)
        # A ref shared by two lists (a reason is also a pro) once. The private dict read
        # directly: `ref._passage` goes through pydantic's __getattr__, some seventy refs an answer.
        if ref.__pydantic_private__["_passage"] is not p:  # type: ignore[index]
            ref.link(p)
    return list(passages.values()), sources_of(passages.values())


def link(all_refs: Iterable[Any], passages: Iterable[CitedPassage]) -> None:
    """Link refs read back from JSON to the answer's passages (by id)."""
    by_id = {p.passage_id: p for p in passages}
    for ref in all_refs:
        if isinstance(ref, CitationRef) and ref.passage_id in by_id:
            ref.link(by_id[ref.passage_id])


def sources_of(passages: Iterable[CitedPassage]) -> list[SourceRef]:
    refs: dict[str, SourceRef] = {}
    for p in passages:
        for s in p.sources:
            if s.id not in refs:
                refs[s.id] = source_ref(s.id, s.title, s.year)
    return list(refs.values())


@lru_cache(maxsize=1024)  # a handful of sources, listed again in every answer: parsed once
def source_ref(ref: str, raw: str, year: str | None = None) -> SourceRef:
    """'Gitee官方帮助中心：《AI大模型托管》' → publisher 'Gitee官方帮助中心', title '《AI大模型托管》'."""
    year_match = _YEAR_RE.search(raw)
    year = year or (year_match.group(1) if year_match else None)
    parts = _PUBLISHER_SEP.split(raw, maxsplit=1)
    if len(parts) == 2 and parts[0].strip() and parts[1].strip() and "《" not in parts[0]:
        return SourceRef(ref=ref, title=parts[1].strip(), publisher=parts[0].strip(), year=year)
    return SourceRef(ref=ref, title=raw.strip(), year=year)


def walk(advice: Any) -> Iterator[Any]:
    """Every citation of an answer in reading order: the decision block's lines first (every
    front end shows it first), then each mode's reasons, exclusions and own list, then each
    check's."""
    decision = getattr(advice, "decision", None)
    for line in getattr(decision, "why_citations", None) or []:
        yield from line
    yield from getattr(decision, "why_not_citations", None) or []
    for m in advice.modes:
        for r in [*m.reasons, *m.excluded_by, *getattr(m, "pros", []), *getattr(m, "cons", [])]:
            yield from r.citations
        yield from m.citations
    for c in advice.checks:
        for r in c.reasons:
            yield from r.citations
        yield from c.citations
