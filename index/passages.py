"""Split documents into passages: one idea each, small enough to cite as evidence.

A passage is one sentence of a paragraph or list item (a very short sentence such as
"第一，资源利用率与排队表现。" is merged into the next one, so it keeps its subject). An FAQ
answer is split the same way, and its question is kept as `context`: it is searched with
the passage but not shown as its text. The id is a content hash, stable across runs."""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from compute_advisor.index.documents import Block, Document, load_documents
from compute_advisor.index.expansions import apply_expansions, expansions_file, orphan_files
from compute_advisor.rules.errors import DataFileError

# Bump when splitting changes, so built indexes are recognised as stale.
SPLITTER_VERSION = 1
MIN_SENTENCE_CHARS = 20

_OPENERS = {"《": "》", "“": "”", "（": "）", "(": ")", "「": "」", "『": "』"}
_CLOSERS = set(_OPENERS.values())
_ENDS = set("。！？!?")
_CITE_RE = re.compile(r"\[(S\d+)\]")
_QUESTION_RE = re.compile(r"^(?:Q|问)\s*[:：]")
_ANSWER_RE = re.compile(r"^(?:A|答)\s*[:：]")


@dataclass(frozen=True)
class Source:
    id: str
    title: str
    year: str | None = None  # a team document's `as_of`; the [S#] list gives none


@dataclass(frozen=True)
class Passage:
    id: str
    doc_id: str
    doc_title: str
    heading_path: tuple[str, ...]
    text: str
    sources: tuple[Source, ...] = ()
    context: str = ""  # searched with the text, not shown (e.g. the FAQ question)
    position: int = 0  # order within its document
    page: int | None = None  # PDF page of a team document
    # Questions and symptoms this passage answers, written beside its document
    # (index/expansions.py): searched as more vectors of the passage, never shown.
    expansions: tuple[str, ...] = ()

    @property
    def search_text(self) -> str:
        """What the embedder and the lexical index see: context + text, citation markers removed."""
        body = f"{self.context} {self.text}" if self.context else self.text
        return _CITE_RE.sub("", body).strip()

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["heading_path"] = list(self.heading_path)
        d["sources"] = [asdict(s) for s in self.sources]
        d["expansions"] = list(self.expansions)
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Passage:
        return cls(
            id=d["id"],
            doc_id=d["doc_id"],
            doc_title=d["doc_title"],
            heading_path=tuple(d["heading_path"]),
            text=d["text"],
            sources=tuple(Source(**s) for s in d["sources"]),
            context=d.get("context", ""),
            position=int(d.get("position", 0)),
            page=d.get("page"),
            expansions=tuple(d.get("expansions", ())),
        )


def passage_id(doc_id: str, text: str) -> str:
    return hashlib.sha1(f"{doc_id}\n{text}".encode()).hexdigest()[:12]


def split_sentences(text: str) -> list[str]:
    """Sentences of `text`, with sentences shorter than MIN_SENTENCE_CHARS merged forward."""
    raw = _raw_sentences(text)
    raw = [s for s in raw if s]
    out: list[str] = []
    carry = ""
    for s in raw:
        s = _join(carry, s) if carry else s
        if len(s) < MIN_SENTENCE_CHARS:
            carry = s
            continue
        out.append(s)
        carry = ""
    if carry:
        if out:
            out[-1] = _join(out[-1], carry)
        else:
            out.append(carry)
    return out


def _raw_sentences(text: str) -> list[str]:
    # A "？" inside a quoted title (《…怎么建？》) does not end the sentence, so track nesting.
    out: list[str] = []
    start = 0
    depth = 0
    i = 0
    n = len(text)
    while i < n:
        ch = text[i]
        if ch in _OPENERS:
            depth += 1
        elif ch in _CLOSERS and depth:
            depth -= 1
        elif depth == 0 and (ch in _ENDS or (ch == "." and _english_stop(text, i))):
            while i + 1 < n and (text[i + 1] in _ENDS or text[i + 1] in _CLOSERS):
                i += 1
            out.append(text[start : i + 1].strip())
            start = i + 1
        i += 1
    out.append(text[start:].strip())
    return out


def _english_stop(text: str, i: int) -> bool:
    """A '.' ends an English sentence when followed by space and a capital (not 0.6, e.g.)."""
    return i + 2 < len(text) and text[i + 1] == " " and (text[i + 2].isupper() or text[i + 2] in '"“(')


def _join(a: str, b: str) -> str:
    return a + ("" if re.search(r"[\u3000-\u9fff\uff00-\uffef]$", a) else " ") + b


def split_document(doc: Document) -> list[Passage]:
    """Passages of one document, in reading order; the reference list is not a passage."""
    passages: list[Passage] = []
    seen: set[str] = set()
    stack: list[tuple[int, str]] = []
    blocks = list(doc.blocks)
    question = ""
    for i, block in enumerate(blocks):
        if block.kind == "heading":
            while stack and stack[-1][0] >= block.level:
                stack.pop()
            if block.text != doc.title:
                stack.append((block.level, block.text))
            question = ""
            continue
        path = tuple(text for _, text in stack)
        if _QUESTION_RE.match(block.text) and _next_is_answer(blocks, i):
            question = block.text
            continue
        context = question if _ANSWER_RE.match(block.text) else ""
        question = ""
        for sentence in split_sentences(block.text):
            pid = passage_id(doc.id, sentence)
            if pid in seen:
                continue  # the same sentence twice in one document is one passage
            seen.add(pid)
            passages.append(
                Passage(
                    id=pid,
                    doc_id=doc.id,
                    doc_title=doc.title,
                    heading_path=path,
                    text=sentence,
                    sources=_sources(sentence, doc),
                    context=context,
                    position=len(passages),
                    page=block.page,
                )
            )
    return passages


def _next_is_answer(blocks: list[Block], i: int) -> bool:
    return i + 1 < len(blocks) and bool(_ANSWER_RE.match(blocks[i + 1].text))


def _sources(text: str, doc: Document) -> tuple[Source, ...]:
    ids = list(dict.fromkeys(_CITE_RE.findall(text)))
    # documents.py has already checked every cited id is in the reference list
    cited = tuple(Source(id=s, title=doc.references[s]) for s in ids)
    # A team document is itself the source of each of its passages (`source_id` in its front matter).
    own = doc.meta.get("source_id")
    if isinstance(own, str) and own:
        as_of = doc.meta.get("as_of")
        return (Source(id=own, title=doc.title, year=str(as_of) if as_of else None), *cited)
    return cited


def load_corpus(knowledge_dir: Path, *more_dirs: Path) -> list[Passage]:
    """All passages of all documents under `knowledge_dir` (then each of `more_dirs` that
    exists, e.g. the team documents), documents in path order; ids unique across folders."""
    passages: list[Passage] = []
    seen: dict[str, Path] = {}
    dirs = [Path(knowledge_dir)] + [Path(d) for d in more_dirs if Path(d).is_dir()]
    for folder in dirs:
        docs = load_documents(folder)
        for doc in docs:
            if doc.id in seen:
                raise DataFileError(
                    str(doc.path), doc.id, "id", f"duplicate document id, also used by {seen[doc.id]}"
                )
            seen[doc.id] = doc.path
            passages.extend(apply_expansions(expansions_file(doc.path), split_document(doc)))
        orphans = orphan_files(folder, {doc.path for doc in docs})
        if orphans:
            raise DataFileError(
                str(orphans[0]), None, None, "expansions with no document of that name beside them"
            )
    return passages


def corpus_hash(passages: list[Passage]) -> str:
    """Changes whenever a passage, its metadata or the splitter changes."""
    h = hashlib.sha256(f"splitter:{SPLITTER_VERSION}\n".encode())
    for p in passages:
        h.update(json.dumps(p.to_dict(), ensure_ascii=False, sort_keys=True).encode())
        h.update(b"\n")
    return h.hexdigest()[:16]
