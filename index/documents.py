"""Source documents in `knowledge/`: Markdown or plain text, with optional YAML front matter.

A document is parsed into blocks (headings, paragraphs, list items) and its own reference
list (`[S1] title` lines), so `passages.py` can split it and resolve citations within it.
Problems are reported as `DataFileError(path, entry, field, problem)` at load time."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import yaml

from compute_advisor.rules.errors import DataFileError

SUFFIXES = (".md", ".txt")
_ID_RE = re.compile(r"^[a-z0-9][a-z0-9_.-]*$")
_REF_LINE_RE = re.compile(r"^\s*[-*]?\s*\[(S\d+)\](?:\s+|\s*[:：]\s*)(\S.*?)\s*$")
_REF_HEADINGS = {"参考资料", "参考文献", "资料来源", "references", "sources"}
# Plain-text documents mark sections the way the seed does: "一、…", "二、…".
_TXT_SECTION_RE = re.compile(r"^[一二三四五六七八九十]+、\S")
_MD_HEADING_RE = re.compile(r"^(#{1,6})\s+(.+?)\s*#*\s*$")
_LIST_RE = re.compile(r"^\s*(?:[-*+•]|\d+[.)、])\s+(.*)$")
_CJK_END = re.compile(r"[\u3000-\u9fff\uff00-\uffef]$")
_CJK_START = re.compile(r"^[\u3000-\u9fff\uff00-\uffef]")
_PAGE_RE = re.compile(r"^<!-- page (\d+) -->$")

BlockKind = Literal["heading", "paragraph", "item"]


@dataclass(frozen=True)
class Block:
    kind: BlockKind
    text: str
    level: int = 0  # heading level; 0 for other blocks
    page: int | None = None  # PDF page of a team document (from `<!-- page N -->` markers)


@dataclass(frozen=True)
class Document:
    id: str
    title: str
    path: Path
    lang: str
    blocks: tuple[Block, ...]
    references: dict[str, str] = field(default_factory=dict)  # "S9" -> "《…》"
    meta: dict[str, Any] = field(default_factory=dict)


def load_documents(knowledge_dir: Path) -> list[Document]:
    """Every .md/.txt file under `knowledge_dir`, sorted by path; ids must be unique."""
    knowledge_dir = Path(knowledge_dir)
    if not knowledge_dir.is_dir():
        raise DataFileError(str(knowledge_dir), None, None, "knowledge folder does not exist")
    docs: list[Document] = []
    seen: dict[str, Path] = {}
    files = sorted(
        p
        for p in knowledge_dir.rglob("*")
        if p.is_file() and p.suffix.lower() in SUFFIXES and not p.name.startswith((".", "_"))
    )
    for path in files:
        doc = parse_document(path)
        if doc.id in seen:
            raise DataFileError(
                str(path), doc.id, "id", f"duplicate document id, also used by {seen[doc.id]}"
            )
        seen[doc.id] = path
        docs.append(doc)
    return docs


def parse_document(path: Path) -> Document:
    try:
        raw = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise DataFileError(str(path), None, None, f"cannot read as UTF-8 text: {exc}") from exc
    raw = raw.lstrip("\ufeff").replace("\r\n", "\n")
    meta, body = _split_front_matter(path, raw)
    is_md = path.suffix.lower() == ".md"
    blocks, references = (_parse_markdown if is_md else _parse_text)(body)

    doc_id = meta.get("id", _id_from_name(path))
    if not isinstance(doc_id, str) or not _ID_RE.match(doc_id):
        raise DataFileError(
            str(path), str(doc_id), "id", "must be lower-case letters, digits, '-', '_' or '.'"
        )
    title = meta.get("title")
    if title is None:
        title = _title_from_blocks(blocks)
    if not isinstance(title, str) or not title.strip():
        raise DataFileError(
            str(path), doc_id, "title", "missing: add a title to the front matter or a first line"
        )
    lang = meta.get("lang", "zh")
    if lang not in ("zh", "en"):
        raise DataFileError(str(path), doc_id, "lang", f"must be 'zh' or 'en', not {lang!r}")
    if not any(b.kind != "heading" for b in blocks):
        raise DataFileError(str(path), doc_id, "body", "document has no text")
    _check_citations(path, doc_id, blocks, references)
    return Document(
        id=doc_id,
        title=title.strip(),
        path=path,
        lang=lang,
        blocks=tuple(blocks),
        references=references,
        meta=meta,
    )


def _id_from_name(path: Path) -> str:
    return re.sub(r"[^a-z0-9_.-]+", "-", path.stem.lower()).strip("-") or "doc"


def _split_front_matter(path: Path, raw: str) -> tuple[dict[str, Any], str]:
    if not raw.startswith("---\n"):
        return {}, raw
    end = raw.find("\n---", 4)
    if end < 0:
        raise DataFileError(str(path), None, "front matter", "opening '---' has no closing '---' line")
    try:
        meta = yaml.safe_load(raw[4:end]) or {}
    except yaml.YAMLError as exc:
        raise DataFileError(str(path), None, "front matter", f"not valid YAML: {exc}") from exc
    if not isinstance(meta, dict):
        raise DataFileError(str(path), None, "front matter", "must be a mapping of key: value")
    for key in ("id", "title"):
        if key in meta and (not isinstance(meta[key], str) or not meta[key].strip()):
            raise DataFileError(
                str(path), str(meta.get("id") or path.name), key, "must be a non-empty string"
            )
    rest = raw[end + 4 :]
    return meta, rest.split("\n", 1)[1] if "\n" in rest else ""


def _join_lines(lines: list[str]) -> str:
    """Join wrapped lines: no space between CJK characters, one space otherwise."""
    out = ""
    for line in (s.strip() for s in lines):
        if out and not (_CJK_END.search(out) or _CJK_START.match(line)):
            out += " "
        out += line
    return out


def _parse_markdown(body: str) -> tuple[list[Block], dict[str, str]]:
    blocks: list[Block] = []
    refs: dict[str, str] = {}
    para: list[str] = []
    in_refs = False
    page: int | None = None

    def flush() -> None:
        if para:
            blocks.append(Block("paragraph", _join_lines(para), page=page))
            para.clear()

    for line in body.split("\n"):
        marker = _PAGE_RE.match(line.strip())
        if marker:
            flush()
            page = int(marker.group(1))
            continue
        heading = _MD_HEADING_RE.match(line)
        if heading:
            flush()
            text = heading.group(2).strip()
            in_refs = text.lower() in _REF_HEADINGS
            if not in_refs:
                blocks.append(Block("heading", text, len(heading.group(1))))
            continue
        ref = _REF_LINE_RE.match(line)
        if ref and (in_refs or not para):
            flush()
            refs[ref.group(1)] = ref.group(2)
            continue
        if in_refs:
            continue  # stray prose inside a reference section is not evidence
        item = _LIST_RE.match(line)
        if item:
            flush()
            blocks.append(Block("item", item.group(1).strip(), page=page))
        elif line.strip():
            para.append(line)
        else:
            flush()
    flush()
    return blocks, refs


def _parse_text(body: str) -> tuple[list[Block], dict[str, str]]:
    """Plain text: the first line is the title, each further line a paragraph."""
    blocks: list[Block] = []
    refs: dict[str, str] = {}
    lines = [ln.strip() for ln in body.split("\n")]
    first = True
    for line in lines:
        if not line:
            continue
        if first:
            blocks.append(Block("heading", line.lstrip("# ").strip(), 1))
            first = False
            continue
        ref = _REF_LINE_RE.match(line)
        item = _LIST_RE.match(line)
        if ref:
            refs[ref.group(1)] = ref.group(2)
        elif line.lower().rstrip("：:") in _REF_HEADINGS:
            continue
        elif _TXT_SECTION_RE.match(line):
            blocks.append(Block("heading", line, 2))
        elif item:
            blocks.append(Block("item", item.group(1).strip()))
        else:
            blocks.append(Block("paragraph", line))
    return blocks, refs


def _title_from_blocks(blocks: list[Block]) -> str | None:
    for b in blocks:
        if b.kind == "heading" and b.level == 1:
            return b.text
    return blocks[0].text[:80] if blocks else None


_CITE_RE = re.compile(r"\[(S\d+)\]")


def _check_citations(path: Path, doc_id: str, blocks: list[Block], refs: dict[str, str]) -> None:
    for b in blocks:
        for sid in _CITE_RE.findall(b.text):
            if sid not in refs:
                raise DataFileError(
                    str(path),
                    doc_id,
                    "references",
                    f"text cites [{sid}] but the document's reference list has no '[{sid}] title' line",
                )
