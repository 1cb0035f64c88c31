"""Document-side expansions (doc2query): for a passage of a shipped document, a short English
gloss and the questions and symptoms it answers, in Chinese and English, written from the
passage itself and kept as data beside the document:

    knowledge/<name>.md                  the source document (its text never changes for this)
    knowledge/<name>.expansions.yaml     its expansions, one entry per passage

A user rarely says what a passage says ("the run died after three days" vs 断点续训; "what
utilization do companies reach" vs 51%至70%). Each expansion is embedded as one more vector of
its passage (the passage scores its best vector) and joins its lexical field. A document without
such a file (a team document) simply has none. Every problem fails at load, naming the file,
the entry and the field: an anchor found in no passage or in several, an empty entry, a file
with no document beside it."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from compute_advisor.rules.datafile import read_yaml
from compute_advisor.rules.errors import DataFileError

if TYPE_CHECKING:  # passages.py calls this module while loading a corpus
    from compute_advisor.index.passages import Passage

SUFFIX = ".expansions.yaml"
_ENTRY_KEYS = {"passage", "gloss", "zh", "en"}


def expansions_file(document_path: Path) -> Path:
    """Where the expansions of the document at `document_path` live."""
    return document_path.with_name(document_path.name.rsplit(".", 1)[0] + SUFFIX)


def orphan_files(folder: Path, document_paths: set[Path]) -> list[Path]:
    """Expansion files in `folder` with no document beside them (a renamed or removed document)."""
    wanted = {expansions_file(p).resolve() for p in document_paths}
    return sorted(p for p in Path(folder).rglob("*" + SUFFIX) if p.resolve() not in wanted)


def apply_expansions(path: Path, passages: list[Passage]) -> list[Passage]:
    """`passages` (one document's) with the expansions of `path` attached; unchanged when the
    file does not exist."""
    if not path.exists():
        return passages
    p = str(path)
    data = read_yaml(path)
    if not isinstance(data, dict) or not isinstance(data.get("passages"), list) or set(data) - {"passages"}:
        raise DataFileError(p, None, "passages", "the file must be a mapping with one key, a 'passages' list")
    found: dict[int, tuple[str, ...]] = {}
    for n, raw in enumerate(data["passages"]):
        entry = f"#{n + 1}"
        if not isinstance(raw, dict):
            raise DataFileError(p, entry, None, "each entry must be a mapping")
        unknown = set(raw) - _ENTRY_KEYS
        if unknown:
            raise DataFileError(
                p, entry, sorted(unknown)[0], f"unknown field; allowed: {sorted(_ENTRY_KEYS)}"
            )
        anchor = raw.get("passage")
        if not isinstance(anchor, str) or not anchor.strip():
            raise DataFileError(p, entry, "passage", "must be a verbatim piece of one passage's text")
        entry = f"#{n + 1} {anchor[:24]}"
        owners = [i for i, ps in enumerate(passages) if anchor in ps.text]
        if len(owners) != 1:
            where = "no passage" if not owners else f"{len(owners)} passages"
            raise DataFileError(p, entry, "passage", f"the text is in {where}; it must name exactly one")
        if owners[0] in found:
            raise DataFileError(p, entry, "passage", "a second entry for the same passage")
        found[owners[0]] = _texts(p, entry, raw)
    return [replace(ps, expansions=found[i]) if i in found else ps for i, ps in enumerate(passages)]


def _texts(p: str, entry: str, raw: dict[str, object]) -> tuple[str, ...]:
    gloss = raw.get("gloss")
    if not isinstance(gloss, str) or not gloss.strip():
        raise DataFileError(
            p, entry, "gloss", "must be a non-empty English sentence saying what the passage says"
        )
    texts = [gloss.strip()]
    for lang in ("zh", "en"):
        value = raw.get(lang)
        if (
            not isinstance(value, list)
            or not value
            or not all(isinstance(v, str) and v.strip() for v in value)
        ):
            raise DataFileError(p, entry, lang, "must be a non-empty list of non-empty questions or symptoms")
        texts += [v.strip() for v in value]
    if len(set(texts)) != len(texts):
        raise DataFileError(p, entry, None, "the same text twice")
    return tuple(texts)
