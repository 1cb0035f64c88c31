"""The team's own documents, kept beside the shipped knowledge in `<data_dir>/knowledge/`.

`add_document` reads a Markdown, text, HTML or PDF file (index/formats.py), writes it as a
Markdown document with front matter (id, title, lang, as_of, source_id, the original file's
name and content hash), and checks it parses into passages before it appears under its
final name: a file that fails leaves nothing behind. Re-adding the same content is a no-op;
changed content replaces the document, and the index re-embeds only changed passages."""

from __future__ import annotations

import hashlib
import os
import re
from collections.abc import Callable, Collection
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import yaml

from compute_advisor.index.documents import Document, load_documents, parse_document
from compute_advisor.index.evidence import passage_lang
from compute_advisor.index.expansions import expansions_file
from compute_advisor.index.formats import DocumentRejected, extract
from compute_advisor.index.passages import split_document
from compute_advisor.rules.errors import DataFileError, InvalidInput, NotFound

TEAM_FOLDER = "knowledge"
_ID_RE = re.compile(r"^[a-z0-9][a-z0-9_.-]{0,79}$")
_SOURCE_ID_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$")


def team_dir(data_dir: Path) -> Path:
    return Path(data_dir) / TEAM_FOLDER


@dataclass(frozen=True)
class DocumentInfo:
    id: str
    title: str
    lang: str
    origin: str  # "shipped" (knowledge_dir) or "team" (<data_dir>/knowledge)
    passages: int
    as_of: str | None = None
    source_id: str | None = None
    file: str | None = None  # the original file's name, for team documents
    pages: int | None = None
    content_sha256: str | None = None
    added_at: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class Added:
    info: DocumentInfo
    status: str  # "added", "replaced" or "unchanged"


def add_document(
    path: Path,
    folder: Path,
    *,
    shipped_ids: Collection[str] = frozenset(),
    title: str | None = None,
    source_id: str | None = None,
    as_of: str | None = None,
    lang: str | None = None,
    doc_id: str | None = None,
) -> Added:
    """Add (or replace) one team document in `folder`. Raises DocumentRejected / InvalidInput
    naming the file or the option; on any error nothing is written."""
    path = Path(path)
    if not path.is_file():
        raise DocumentRejected(path, "no such file")
    ex = extract(path)
    data = path.read_bytes()
    sha = hashlib.sha256(data).hexdigest()
    doc_id = doc_id or _slug(path.stem)
    if not _ID_RE.match(doc_id):
        raise InvalidInput(f"document id {doc_id!r}: use a-z, 0-9, '-', '_', '.'", field="id")
    if doc_id in shipped_ids:
        raise InvalidInput(f"document id {doc_id!r} is a shipped document; pick another id", field="id")
    source_id = source_id or str(ex.meta.get("source_id") or doc_id)
    if not _SOURCE_ID_RE.match(source_id):
        raise InvalidInput(f"source id {source_id!r}: letters, digits, '-', '_', '.'", field="source_id")
    lang = lang or str(ex.meta.get("lang") or passage_lang(ex.body))
    if lang not in ("zh", "en"):
        raise InvalidInput(f"lang must be 'zh' or 'en', not {lang!r}", field="lang", allowed=["zh", "en"])
    title = (title or ex.title or path.stem).strip()
    as_of = as_of or (str(ex.meta["as_of"]) if ex.meta.get("as_of") else None)

    folder.mkdir(parents=True, exist_ok=True)
    final = folder / f"{doc_id}.md"
    old = _read_meta(final)
    if old.get("content_sha256") == sha and all(
        old.get(k) == v
        for k, v in (("title", title), ("lang", lang), ("source_id", source_id), ("as_of", as_of))
    ):
        return Added(_info(parse_document(final), "team"), "unchanged")
    meta = {
        "id": doc_id,
        "title": title,
        "lang": lang,
        "as_of": as_of,
        "source_id": source_id,
        "file": path.name,
        "pages": ex.pages,
        "content_sha256": sha,
        "added_at": datetime.now(UTC).isoformat(timespec="seconds"),
    }
    text = "---\n" + yaml.safe_dump(meta, allow_unicode=True, sort_keys=False) + "---\n\n"
    text += f"# {title}\n\n{ex.body.strip()}\n"
    # Written under a hidden name (load_documents skips it), checked, then renamed into place.
    tmp = folder / f".{doc_id}.{os.getpid()}.tmp.md"
    try:
        tmp.write_text(text, encoding="utf-8")
        try:
            doc = parse_document(tmp)
        except DataFileError as exc:
            raise DocumentRejected(path, exc.message.split(": ", 1)[-1]) from exc
        if not split_document(doc):
            raise DocumentRejected(path, "no sentences to index")
        os.replace(tmp, final)
    finally:
        tmp.unlink(missing_ok=True)
    return Added(_info(parse_document(final), "team"), "replaced" if old else "added")


def add_and_index(path: Path, folder: Path, reindex: Callable[[], Any], **options: Any) -> tuple[Added, Any]:
    """`add_document`, then rebuild the index; if the rebuild fails the document is taken
    out again (its previous version restored), so nothing is half-added."""
    doc_id = options.get("doc_id") or _slug(Path(path).stem)
    final = folder / f"{doc_id}.md"
    backup = final.read_bytes() if final.is_file() else None
    added = add_document(path, folder, **options)
    try:
        return added, reindex()
    except BaseException:
        if added.status != "unchanged":
            final.unlink(missing_ok=True)
            if backup is not None:
                final.write_bytes(backup)
        raise


def remove_document(folder: Path, doc_id: str, shipped_ids: Collection[str] = frozenset()) -> DocumentInfo:
    if doc_id in shipped_ids:
        raise InvalidInput(f"{doc_id!r} is a shipped document and cannot be removed", field="id")
    final = folder / f"{doc_id}.md"
    if not final.is_file():
        raise NotFound(f"no team document with id {doc_id!r}", field="id")
    info = _info(parse_document(final), "team")
    final.unlink()
    # expansions written beside it would otherwise be an orphan, which fails every later load
    expansions_file(final).unlink(missing_ok=True)
    return info


def list_documents(knowledge_dir: Path, folder: Path | None = None) -> list[DocumentInfo]:
    """Shipped documents, then team documents, each with its passage count."""
    out = [_info(d, "shipped") for d in load_documents(Path(knowledge_dir))]
    if folder is not None and Path(folder).is_dir():
        out += [_info(d, "team") for d in load_documents(Path(folder))]
    return out


def _info(doc: Document, origin: str) -> DocumentInfo:
    m = doc.meta
    return DocumentInfo(
        id=doc.id,
        title=doc.title,
        lang=doc.lang,
        origin=origin,
        passages=len(split_document(doc)),
        as_of=str(m["as_of"]) if m.get("as_of") else None,
        source_id=m.get("source_id"),
        file=m.get("file"),
        pages=m.get("pages"),
        content_sha256=m.get("content_sha256"),
        added_at=m.get("added_at"),
    )


def _read_meta(path: Path) -> dict[str, Any]:
    if not path.is_file():
        return {}
    try:
        return dict(parse_document(path).meta)
    except DataFileError:
        return {}


def _slug(stem: str) -> str:
    s = re.sub(r"[^a-z0-9_.-]+", "-", stem.lower()).strip("-.")
    return s[:80] or "document"
