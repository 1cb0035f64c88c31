"""Team documents in the formats people have them: Markdown, plain text, HTML and PDF, read
into Markdown body text that `documents.py` parses like the shipped knowledge.

PDF page numbers are kept as `<!-- page N -->` marker lines, so each passage knows its page.
Every problem is a `DocumentRejected` naming the file: encrypted, empty, binary, oversized,
or a format we do not read."""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path

from compute_advisor.rules.errors import InvalidInput

MAX_BYTES = 20 * 1024 * 1024  # a 50-page report is ~1 MB; anything far bigger is likely a mistake
SUFFIXES = {
    ".md": "markdown",
    ".markdown": "markdown",
    ".txt": "text",
    ".html": "html",
    ".htm": "html",
    ".pdf": "pdf",
}
PAGE_MARK = "<!-- page {n} -->"
PAGE_RE = re.compile(r"^<!-- page (\d+) -->$")
_SENTENCE_END = re.compile(r"[。！？!?.:：;；]$")


class DocumentRejected(InvalidInput):
    """A file that cannot become a team document; the message names the file and why."""

    code = "document_rejected"

    def __init__(self, path: Path | str, problem: str) -> None:
        super().__init__(f"{path}: {problem}", field="file", allowed=sorted(SUFFIXES))


@dataclass(frozen=True)
class Extracted:
    body: str  # Markdown body (headings, paragraphs, list items, page markers)
    title: str | None  # a title found in the file itself (front matter, <title>, first heading)
    meta: dict[str, object]  # front matter of a Markdown file, if any
    pages: int | None  # PDF page count


def extract(path: Path) -> Extracted:
    """Read `path` by its suffix; raises DocumentRejected with a reason a person can act on."""
    path = Path(path)
    kind = SUFFIXES.get(path.suffix.lower())
    if kind is None:
        raise DocumentRejected(path, f"unsupported file type {path.suffix or '(none)'!r}")
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise DocumentRejected(path, f"file is {size / 1e6:.1f} MB; the limit is {MAX_BYTES // 2**20} MB")
        if size == 0:
            raise DocumentRejected(path, "file is empty")
        data = path.read_bytes()
    except OSError as exc:
        raise DocumentRejected(path, f"cannot read: {exc.strerror or exc}") from exc
    out = _pdf(path, data) if kind == "pdf" else _textual(path, data, kind)
    if not re.search(r"\w", re.sub(r"<!-- page \d+ -->|^#+ .*$", "", out.body, flags=re.M)):
        raise DocumentRejected(path, "no text found (a scanned PDF needs OCR first)")
    return out


def _textual(path: Path, data: bytes, kind: str) -> Extracted:
    if b"\x00" in data[:8192]:
        raise DocumentRejected(path, "looks binary (NUL bytes), not text")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise DocumentRejected(path, f"not UTF-8 text (byte {exc.start}); save it as UTF-8") from exc
    text = text.replace("\r\n", "\n")
    if kind == "html":
        return _html(text)
    meta: dict[str, object] = {}
    if kind == "markdown":
        meta, text = _front_matter(path, text)
        title = _first_heading(text)
        return Extracted(text, str(meta.get("title") or title or "") or None, meta, None)
    # plain text: the first line is the title; blank-line separated paragraphs
    lines = text.strip().split("\n")
    title = lines[0].strip() if lines else None
    return Extracted("\n".join(lines[1:]) if len(lines) > 1 else text, title, {}, None)


def _front_matter(path: Path, text: str) -> tuple[dict[str, object], str]:
    import yaml

    if not text.startswith("---\n"):
        return {}, text
    end = text.find("\n---", 4)
    if end < 0:
        raise DocumentRejected(path, "front matter: opening '---' has no closing '---' line")
    try:
        meta = yaml.safe_load(text[4:end]) or {}
    except yaml.YAMLError as exc:
        raise DocumentRejected(path, f"front matter is not valid YAML: {exc}") from exc
    rest = text[end + 4 :]
    return (meta if isinstance(meta, dict) else {}), rest.split("\n", 1)[1] if "\n" in rest else ""


def _first_heading(text: str) -> str | None:
    m = re.search(r"^#\s+(.+?)\s*#*\s*$", text, flags=re.M)
    return m.group(1) if m else None


def _pdf(path: Path, data: bytes) -> Extracted:
    import io

    from pypdf import PdfReader
    from pypdf.errors import PdfReadError

    if not data.startswith(b"%PDF"):
        raise DocumentRejected(path, "not a PDF file (no %PDF header)")
    try:
        reader = PdfReader(io.BytesIO(data))
        if reader.is_encrypted and not reader.decrypt(""):
            raise DocumentRejected(path, "PDF is encrypted (password protected); save an unprotected copy")
        pages = [page.extract_text() or "" for page in reader.pages]
        info_title = (reader.metadata.title if reader.metadata else None) or None
    except DocumentRejected:
        raise
    except (PdfReadError, ValueError, KeyError, TypeError, OSError) as exc:
        if "encrypt" in str(exc).lower() or "password" in str(exc).lower():
            raise DocumentRejected(
                path, "PDF is encrypted (password protected); save an unprotected copy"
            ) from exc
        raise DocumentRejected(path, f"cannot read the PDF: {exc}") from exc
    if not pages:
        raise DocumentRejected(path, "PDF has no pages")
    body = []
    for n, text in enumerate(pages, 1):
        body.append(PAGE_MARK.format(n=n))
        body.extend(_paragraphs(text))
        body.append("")
    return Extracted("\n".join(body), str(info_title) if info_title else None, {}, len(pages))


def _paragraphs(text: str) -> list[str]:
    """PDF text lines joined into paragraphs: a line ending a sentence ends its paragraph."""
    out: list[str] = []
    para: list[str] = []
    for line in (ln.strip() for ln in text.split("\n")):
        if not line:
            if para:
                out += [" ".join(para), ""]
                para = []
            continue
        para.append(line)
        if _SENTENCE_END.search(line):
            out += [" ".join(para), ""]
            para = []
    if para:
        out += [" ".join(para), ""]
    return out


_HTML_BLOCKS = frozenset(
    {"p", "div", "li", "tr", "br", "section", "article", "blockquote", "pre", "td", "th", "dd", "dt"}
)
_HTML_SKIP = frozenset({"script", "style", "noscript", "template", "svg", "head"})


class _HtmlText(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.lines: list[str] = []
        self.title: str | None = None
        self._buf: list[str] = []
        self._prefix = ""
        self._skip = 0
        self._in_title = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _HTML_SKIP:
            self._skip += 1
        if tag == "title":
            self._in_title = True
        if re.fullmatch(r"h[1-6]", tag):
            self._flush()
            self._prefix = "#" * int(tag[1]) + " "
        elif tag in _HTML_BLOCKS:
            self._flush()
            self._prefix = "- " if tag == "li" else ""

    def handle_endtag(self, tag: str) -> None:
        if tag in _HTML_SKIP and self._skip:
            self._skip -= 1
        if tag == "title":
            self._in_title = False
        if re.fullmatch(r"h[1-6]", tag) or tag in _HTML_BLOCKS:
            self._flush()

    def handle_data(self, data: str) -> None:
        if self._in_title:
            self.title = (self.title or "") + data.strip()
        elif not self._skip:
            self._buf.append(data)

    def _flush(self) -> None:
        text = re.sub(r"\s+", " ", "".join(self._buf)).strip()
        if text:
            self.lines += [self._prefix + text, ""]
        self._buf, self._prefix = [], ""


def _html(text: str) -> Extracted:
    parser = _HtmlText()
    parser.feed(text)
    parser.close()
    parser._flush()
    body = "\n".join(parser.lines)
    return Extracted(body, html.unescape(parser.title) if parser.title else _first_heading(body), {}, None)
