"""The bilingual domain glossary (`rules/glossary.yaml`): colloquial Chinese and English
phrasings mapped to the words the source documents use, for query expansion.

"卡经常闲着" never appears in the source, "利用率" does; when a query contains an alias,
the entry's source terms are added to the query before it is searched."""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from compute_advisor.rules.datafile import read_yaml
from compute_advisor.rules.errors import DataFileError

GLOSSARY_FILE = Path(__file__).resolve().parent.parent / "rules" / "data" / "glossary.yaml"
_KEYS = {"term", "also", "zh", "en", "symptoms", "note"}


@dataclass(frozen=True)
class Entry:
    term: str
    also: tuple[str, ...]
    zh: tuple[str, ...]
    en: tuple[str, ...]
    symptoms: tuple[str, ...] = ()  # what users see when this bites, matched by meaning

    @property
    def source_terms(self) -> tuple[str, ...]:
        return (self.term, *self.also)


class Glossary:
    def __init__(
        self,
        entries: list[Entry],
        figure_cues: dict[str, tuple[str, ...]] | None = None,
        filler: dict[str, tuple[str, ...]] | None = None,
    ) -> None:
        self.entries = entries
        words = filler or {}
        # Chinese filler is removed where it occurs; English filler only as whole words
        self._filler_zh = tuple(sorted(words.get("zh", ()), key=len, reverse=True))
        en = "|".join(re.escape(w) for w in sorted(words.get("en", ()), key=len, reverse=True))
        self._filler_en = re.compile(rf"(?<![\w'-])(?:{en})(?![\w'-])", re.IGNORECASE) if en else None
        cues = figure_cues or {}
        # "how many", "多少": the question wants a figure, which the sources state in digits
        self._figure_zh = tuple(c.lower() for c in cues.get("zh", ()))
        self._figure_en = [
            re.compile(r"(?<![a-z0-9])" + re.escape(c.lower()) + r"(?![a-z0-9])") for c in cues.get("en", ())
        ]
        self._zh = [(alias.lower(), e) for e in entries for alias in e.zh]
        # English aliases match whole words (a plural s allowed): "idle" must not fire inside "bridle"
        self._en = [
            (re.compile(r"(?<![a-z0-9])" + re.escape(alias.lower()) + r"(?:s|es)?(?![a-z0-9])"), e)
            for e in entries
            for alias in e.en
        ]

    def matches(self, query: str) -> list[Entry]:
        """Entries one of whose aliases occurs in `query`, in glossary order, no repeats."""
        q = query.lower()
        hit: dict[str, Entry] = {}
        for alias, e in self._zh:
            if alias in q:
                hit.setdefault(e.term, e)
        for pattern, e in self._en:
            if pattern.search(q):
                hit.setdefault(e.term, e)
        order = {e.term: i for i, e in enumerate(self.entries)}
        return sorted(hit.values(), key=lambda e: order[e.term])

    def asks_for_figure(self, query: str) -> bool:
        """True when the question asks for a number (a share, a count, a date, a price)."""
        q = query.lower()
        return any(c in q for c in self._figure_zh) or any(p.search(q) for p in self._figure_en)

    def without_filler(self, query: str) -> str:
        """`query` without its filler words; unchanged when nothing else would be left."""
        out = query
        for w in self._filler_zh:
            out = out.replace(w, "")
        if self._filler_en is not None:
            out = self._filler_en.sub(" ", out)
        out = re.sub(r"\s+", " ", out).strip()
        return out if re.search(r"\w", out) else query

    def expansion(self, query: str, drop: Collection[str] = ()) -> list[str]:
        """Source terms to add to `query` (those it does not already contain), leaving out the
        entries whose `term` is in `drop`."""
        q = query.lower()
        terms: list[str] = []
        for e in self.matches(query):
            if e.term in drop:
                continue
            for t in e.source_terms:
                if t.lower() not in q and t not in terms:
                    terms.append(t)
        return terms

    def expand(self, query: str) -> str:
        extra = self.expansion(query)
        return f"{query} {' '.join(extra)}" if extra else query


def load_glossary(path: Path = GLOSSARY_FILE) -> Glossary:
    """Read and validate the glossary; errors name the file, the entry and the field."""
    return _load(Path(path).resolve())


@lru_cache(maxsize=8)
def _load(path: Path) -> Glossary:
    p = str(path)
    data = read_yaml(path)
    if not isinstance(data, dict) or not isinstance(data.get("terms"), list):
        raise DataFileError(p, None, "terms", "the file must be a mapping with a 'terms' list")
    entries: list[Entry] = []
    seen: set[str] = set()
    for i, raw in enumerate(data["terms"]):
        name = raw.get("term") if isinstance(raw, dict) else None
        entry = str(name) if name else f"#{i + 1}"
        if not isinstance(raw, dict):
            raise DataFileError(p, entry, None, "each entry must be a mapping")
        unknown = set(raw) - _KEYS
        if unknown:
            raise DataFileError(p, entry, sorted(unknown)[0], f"unknown field; allowed: {sorted(_KEYS)}")
        if not isinstance(name, str) or not name.strip():
            raise DataFileError(p, entry, "term", "must be a non-empty string (a word the source uses)")
        if name in seen:
            raise DataFileError(p, entry, "term", "duplicate term")
        seen.add(name)
        lists = {}
        for key in ("also", "zh", "en", "symptoms"):
            value = raw.get(key, [])
            if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
                raise DataFileError(p, entry, key, "must be a list of non-empty strings")
            lists[key] = tuple(v.strip() for v in value)
        if not lists["zh"] and not lists["en"]:
            raise DataFileError(p, entry, "zh", "an entry needs at least one alias in 'zh' or 'en'")
        entries.append(Entry(term=name.strip(), **lists))
    return Glossary(
        entries,
        _word_lists(p, "figure_cues", data.get("figure_cues")),
        _word_lists(p, "filler", data.get("filler")),
    )


def _word_lists(p: str, name: str, raw: object) -> dict[str, tuple[str, ...]]:
    if raw is None:
        return {}
    if not isinstance(raw, dict) or set(raw) - {"zh", "en"}:
        raise DataFileError(p, name, None, "must be a mapping with 'zh' and/or 'en' lists")
    out: dict[str, tuple[str, ...]] = {}
    for lang, cues in raw.items():
        if not isinstance(cues, list) or not all(isinstance(c, str) and c.strip() for c in cues):
            raise DataFileError(p, name, lang, "must be a list of non-empty strings")
        out[lang] = tuple(c.strip() for c in cues)
    return out
