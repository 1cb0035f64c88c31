"""The semantic fallback: a reply to the question just asked that neither the patterns nor
the bare-reply forms read is compared, by meaning, with each option's labels and examples
(zh and en, in the `replies.examples` section of understanding.yaml). Above a threshold
calibrated per embedder on the project's labelled utterances (bench/semantic_eval.py), and
clear of the runner-up by a margin, the option is taken; the chat then says what it took
and how to correct it. Below, the chat asks again with the options listed.

The embedder is passed in (anything with `encode(list[str]) -> unit vectors` and a `name`),
so this module does not depend on the index."""

from __future__ import annotations

from threading import Lock
from typing import Any, Protocol

import numpy as np

from compute_advisor.rules.vocabulary import Question, Vocabulary


class Encoder(Protocol):
    def encode(self, texts: list[str]) -> Any: ...


class SemanticMatcher:
    def __init__(
        self,
        embedder: Encoder,
        vocab: Vocabulary,
        examples: dict[str, dict[str, list[str]]],
        threshold: float,
        margin: float,
    ) -> None:
        self.embedder, self.vocab = embedder, vocab
        self.examples, self.threshold, self.margin = examples, threshold, margin
        self._options: dict[str, tuple[list[str], np.ndarray]] = {}
        self._lock = Lock()

    @classmethod
    def for_embedder(cls, embedder: Encoder, vocab: Vocabulary) -> SemanticMatcher | None:
        """The matcher with the threshold calibrated for this embedder; None when it has
        none (an uncalibrated embedder's scores mean nothing, so nothing is guessed)."""
        from compute_advisor.rules.intake.understanding import load_understanding

        spec = load_understanding().spec.replies
        name = getattr(embedder, "name", "")
        if name not in spec.semantic.thresholds:
            return None
        return cls(embedder, vocab, spec.examples, spec.semantic.thresholds[name], spec.semantic.margin)

    def scores(self, message: str, q: Question) -> list[tuple[str, float]]:
        """Each option of `q` with its best cosine against the message, best first."""
        ids, vectors = self._vectors(q)
        if not ids:
            return []
        v = np.asarray(self.embedder.encode([message]), dtype=np.float32)[0]
        sims = vectors @ v
        best: dict[str, float] = {}
        for oid, s in zip(ids, sims.tolist(), strict=True):
            best[oid] = max(best.get(oid, -1.0), s)
        return sorted(best.items(), key=lambda kv: -kv[1])

    def match(self, message: str, q: Question) -> str | None:
        """The option `message` means, when it is clear enough; else None."""
        ranked = self.scores(message, q)
        if not ranked:
            return None
        (oid, top), runner = ranked[0], (ranked[1][1] if len(ranked) > 1 else -1.0)
        return oid if top >= self.threshold and top - runner >= self.margin else None

    def _vectors(self, q: Question) -> tuple[list[str], np.ndarray]:
        with self._lock:
            if q.id in self._options:
                return self._options[q.id]
        ids, texts = [], []
        for o in q.options:
            said = [o.label.zh, o.label.en, *self.examples.get(q.id, {}).get(o.id, [])]
            ids += [o.id] * len(said)
            texts += said
        vectors = np.asarray(self.embedder.encode(texts), dtype=np.float32) if texts else np.zeros((0, 1))
        with self._lock:
            self._options[q.id] = (ids, vectors)
        return ids, vectors
