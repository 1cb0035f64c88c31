"""Citations of one claim (a reason, a check, a decision line): the claim's own quote first,
then at most one more passage from retrieval, only when it is clearly relevant and does not
argue for another mode when the claim supports one.

The advice layer turns these into its `Citation` models; the faithfulness check runs the
same function, so what it counts is what users see."""

from __future__ import annotations

from dataclasses import dataclass
from threading import Lock
from typing import Any, Protocol

from compute_advisor.index.evidence import EvidenceIndex, Lang, display_text, passage_lang
from compute_advisor.index.passages import Passage

# Blend scores run 0..2 (dense and BM25 each min-max scaled to 0..1 over the corpus). A
# passage near the top on both is on the claim's topic; one strong on a single signal is
# often a passage that merely shares words, so the bar asks for both (at 1.6 most claims got
# a loosely related passage; 1.95 keeps the few on the same point: bench over all rules).
EXTRA_BAR = 1.95
MAX_EXTRA = 1
# Claims are rule statements (a fixed set), so the cache stays small; the bound only guards
# against a caller passing free text.
MAX_CACHED_QUERIES = 4096


class _Searcher(Protocol):
    def search(self, query: str, k: int = 5) -> list[Any]: ...


@dataclass(frozen=True)
class Cited:
    passage: Passage
    quote: str  # the verbatim span the claim rests on; "" for a retrieval-only passage
    score: float
    lang: Lang

    @property
    def text(self) -> str:
        return display_text(self.passage.text)


class Citer:
    """Builds the citations of claims; retrieval results are cached per query (thread-safe)."""

    def __init__(self, evidence: EvidenceIndex, searcher: _Searcher | None = None, bar: float = EXTRA_BAR):
        self.evidence = evidence
        # The bar is set on the blend of two signals (0..2). The retriever scores alias-only terms
        # as a third, weighted signal (SearchConfig.alias_weight) that would lift claims past it;
        # claims are searched with those terms inside the one lexical query, the scale of the bar.
        with_config = getattr(searcher, "with_config", None)
        self.searcher = with_config(alias_weight=None) if callable(with_config) else searcher
        self.bar = bar
        self._hits: dict[str, list[tuple[str, float]]] = {}
        self._lock = Lock()

    def cite(self, quote: str | None, query: str | None = None, supports: str | None = None) -> list[Cited]:
        """The claim's quote first (none for a judgement), then one related passage above the
        bar. `supports`: the mode the claim speaks for, so passages arguing for other modes
        are left out. A judgement gets no borrowed passage: it says it has no source."""
        own = self.evidence.resolve(quote)
        if own is None or quote is None:
            return []
        out = [Cited(own, quote, 1.0, passage_lang(own.text))]
        for pid, score in self._search(query) if query else []:
            if len(out) > MAX_EXTRA:
                break
            if score < self.bar or pid == own.id:
                continue
            if supports and self.evidence.against(pid, supports):
                continue
            p = self._passage(pid)
            if p is not None:
                out.append(Cited(p, "", score, passage_lang(p.text)))
        return out

    def warm(self, queries: list[str]) -> int:
        for q in queries:
            self._search(q)
        return len(self._hits)

    def _search(self, query: str) -> list[tuple[str, float]]:
        if self.searcher is None:
            return []
        cached = self._hits.get(query)
        if cached is None:
            cached = [(h.passage_id, float(h.score)) for h in self.searcher.search(query, k=3)]
            with self._lock:
                if len(self._hits) < MAX_CACHED_QUERIES:
                    self._hits[query] = cached
        return cached

    def _passage(self, pid: str) -> Passage | None:
        return self.evidence.by_id.get(pid)
