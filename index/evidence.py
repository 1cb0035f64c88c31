"""Evidence as quotes: each rule, mode and check rests on a verbatim span of one passage
(or on nothing: None = "judgement, no source"). The quotes are resolved to passages here,
when the knowledge loads; a quote found in no passage is reported naming its owner.

Also here: which passages argue for which modes (`rules/data/evidence_stances.yaml`), so a
passage that makes the case for another mode is never shown as support."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from compute_advisor.index.passages import Passage
from compute_advisor.rules.datafile import read_yaml
from compute_advisor.rules.errors import DataFileError

STANCES_FILE = Path(__file__).resolve().parent.parent / "rules" / "data" / "evidence_stances.yaml"
_CITE_RE = re.compile(r"\[(S\d+)\]")


def display_text(text: str) -> str:
    """Passage text as shown to people: [S#] markers removed (they stay in `sources`)."""
    return re.sub(r"[ \t]{2,}", " ", _CITE_RE.sub("", text)).strip()


Lang = Literal["zh", "en"]


@lru_cache(maxsize=4096)
def passage_lang(text: str) -> Lang:
    """'zh' when the passage is mostly Chinese, else 'en' (team documents may be either)."""
    cjk = sum(1 for ch in text if "\u4e00" <= ch <= "\u9fff")
    latin = sum(1 for ch in text if ch.isascii() and ch.isalpha())
    return "zh" if cjk * 2 >= latin else "en"


@dataclass(frozen=True)
class Owner:
    """Who rests on a quote: a rule (`D08`, with its module) or a mode or check of the vocabulary."""

    kind: str  # "rule", "mode" or "check"
    id: str
    where: str
    quote: str | None
    supports: str | None = None  # mode id a score rule raises, or a mode's own id

    def label(self) -> str:
        return f"{self.kind} {self.id} ({self.where})"


@dataclass
class EvidenceReport:
    """What `advisor rules check` prints: quotes resolved, judgements, and every problem."""

    resolved: int = 0
    judgements: int = 0
    unresolved: list[Owner] = field(default_factory=list)
    against_own_mode: list[tuple[Owner, list[str]]] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.unresolved and not self.against_own_mode

    def text(self) -> str:
        lines = [
            f"evidence: {self.resolved} quotes found verbatim in a passage, "
            f"{self.judgements} judgements (no source), {len(self.unresolved)} quotes not found"
        ]
        for o in self.unresolved:
            lines.append(f"  NOT FOUND  {o.label()}: {o.quote!r} is in no passage")
        for o, modes in self.against_own_mode:
            lines.append(
                f"  WRONG SIDE {o.label()}: raises {o.supports} but its passage argues for {', '.join(modes)}"
            )
        return "\n".join(lines)


class EvidenceIndex:
    """Quotes → passages over the loaded knowledge (shipped and team documents)."""

    def __init__(self, passages: Sequence[Passage], stances: dict[str, frozenset[str]] | None = None):
        self.passages = list(passages)
        self.by_id = {p.id: p for p in self.passages}
        self._shown = [display_text(p.text) for p in self.passages]
        self._cache: dict[str, Passage | None] = {}
        self._for_modes: dict[str, frozenset[str]] = {}
        for quote, modes in (stances if stances is not None else load_stances()).items():
            p = self.resolve(quote)
            if p is None:
                raise DataFileError(str(STANCES_FILE), quote, "quote", "is in no passage")
            self._for_modes[p.id] = self._for_modes.get(p.id, frozenset()) | modes

    def resolve(self, quote: str | None) -> Passage | None:
        """The first passage (reading order) whose shown text contains `quote` verbatim."""
        if not quote:
            return None
        if quote not in self._cache:
            self._cache[quote] = next(
                (p for p, shown in zip(self.passages, self._shown, strict=True) if quote in shown), None
            )
        return self._cache[quote]

    def argues_for(self, passage_id: str) -> frozenset[str]:
        """Modes the passage makes the case for (empty: it takes no side)."""
        return self._for_modes.get(passage_id, frozenset())

    def stances(self) -> dict[str, frozenset[str]]:
        """passage id → the modes it argues for (rules/data/evidence_stances.yaml)."""
        return dict(self._for_modes)

    def against(self, passage_id: str, mode_id: str) -> bool:
        """True when the passage argues for other modes and not for `mode_id`."""
        modes = self.argues_for(passage_id)
        return bool(modes) and mode_id not in modes

    def check(self, owners: Iterable[Owner]) -> EvidenceReport:
        report = EvidenceReport()
        for o in owners:
            if o.quote is None:
                report.judgements += 1
                continue
            p = self.resolve(o.quote)
            if p is None:
                report.unresolved.append(o)
                continue
            report.resolved += 1
            if o.supports and self.against(p.id, o.supports):
                report.against_own_mode.append((o, sorted(self.argues_for(p.id))))
        return report


def evidence_owners(rules: Iterable[Any], vocab: Any) -> list[Owner]:
    """Every quote of the rule base and the vocabulary, with who rests on it."""
    out: list[Owner] = []
    for r in rules:
        raises = r.then if r.kind == "score" and (r.delta or 0) > 0 else None
        out.append(Owner("rule", r.id, _short(r.module), r.evidence, raises))
    for m in vocab.modes:
        out.append(Owner("mode", m.id, "rules/data/vocabulary.yaml", m.evidence, m.id))
    for c in vocab.checks:
        out.append(Owner("check", c.id, "rules/data/vocabulary.yaml", c.evidence))
    return out


def _short(module: str) -> str:
    parts = Path(module).parts
    return "/".join(parts[-2:]) if len(parts) >= 2 else module


def load_stances(path: Path = STANCES_FILE) -> dict[str, frozenset[str]]:
    """quote → modes it argues for; errors name the file, the entry and the field."""
    data = read_yaml(path)
    if not isinstance(data, dict) or not isinstance(data.get("stances"), list):
        raise DataFileError(str(path), None, "stances", "the file must be a mapping with a 'stances' list")
    out: dict[str, frozenset[str]] = {}
    for i, raw in enumerate(data["stances"]):
        entry = f"#{i + 1}"
        if not isinstance(raw, dict) or set(raw) != {"quote", "for"}:
            raise DataFileError(str(path), entry, None, "each entry has exactly 'quote' and 'for'")
        quote, modes = raw["quote"], raw["for"]
        if not isinstance(quote, str) or not quote.strip():
            raise DataFileError(str(path), entry, "quote", "must be a non-empty verbatim quote")
        if not isinstance(modes, list) or not modes or not all(isinstance(m, str) for m in modes):
            raise DataFileError(str(path), entry, "for", "must be a non-empty list of mode ids")
        out[quote.strip()] = frozenset(modes)
    return out
