"""Symptoms matched by meaning: a user describes what went wrong ("the run died on day
four", "more servers barely helped") instead of naming the source's term (断点续训, 集合通信).
Alias lists catch only the wordings someone thought of; here each glossary entry's
`symptoms` (short descriptions in zh and en) are embedded once, and a question whose vector
is close enough to one of them gets that entry's source terms added to its lexical query."""

from __future__ import annotations

from typing import Any

import numpy as np

from compute_advisor.index.glossary import Glossary


def symptom_texts(glossary: Glossary) -> list[str]:
    """Every entry's symptom sentences, in glossary order (the order of the vectors)."""
    return [s for e in glossary.entries for s in e.symptoms]


class SymptomMatcher:
    def __init__(self, glossary: Glossary, embedder: Any, vectors: np.ndarray | None = None) -> None:
        """`vectors`: the sentences of `symptom_texts(glossary)` already embedded (stored with
        the index); without them they are embedded here."""
        pairs = [(i, s) for i, e in enumerate(glossary.entries) for s in e.symptoms]
        self._entries = glossary.entries
        self._owner = np.array([i for i, _ in pairs], dtype=np.int64)
        if not pairs:
            vectors = np.zeros((0, 0), dtype=np.float32)
        elif vectors is None:
            vectors = embedder.encode([s for _, s in pairs])
        elif len(vectors) != len(pairs):
            raise ValueError(f"{len(vectors)} symptom vectors for {len(pairs)} symptom sentences")
        self._vectors = np.ascontiguousarray(vectors, dtype=np.float32)

    def __len__(self) -> int:
        return len(self._owner)

    def best(self, query_vector: np.ndarray) -> list[tuple[float, int]]:
        """(similarity, entry index) per entry, best first (its closest symptom counts)."""
        if not len(self._owner):
            return []
        sims = self._vectors @ np.asarray(query_vector, dtype=np.float32).reshape(-1)
        best: dict[int, float] = {}
        for owner, sim in zip(self._owner.tolist(), sims.tolist(), strict=True):
            if sim > best.get(owner, -2.0):
                best[owner] = sim
        return sorted(((s, i) for i, s in best.items()), reverse=True)

    def terms(self, query_vector: np.ndarray, query: str, threshold: float, margin: float) -> list[str]:
        """Source terms of the one entry whose symptoms the question is closest to, when that
        is at least `threshold` and ahead of the next entry by `margin` (a question close to
        two symptoms alike is ambiguous: adding either term would mislead more than help)."""
        ranked = self.best(query_vector)
        if not ranked or ranked[0][0] < threshold:
            return []
        if len(ranked) > 1 and ranked[0][0] - ranked[1][0] < margin:
            return []
        q = query.lower()
        return [t for t in self._entries[ranked[0][1]].source_terms if t.lower() not in q]
