"""Test doubles any test module may reuse.

`FakeEmbedder` stands in for a real sentence embedder: deterministic hashed character
n-gram vectors, so texts that share wording are close and no model is loaded."""

from __future__ import annotations

import hashlib
import re

import numpy as np


class FakeEmbedder:
    """Bag of hashed character 1–3-grams (lower-cased, whitespace dropped), L2-normalised."""

    def __init__(self, dim: int = 256, name: str | None = None, ngrams: tuple[int, ...] = (1, 2, 3)) -> None:
        self.dim = dim
        self.name = name or f"fake-ngram-{dim}"
        self._ngrams = ngrams
        self.calls = 0  # number of encode() calls, so tests can see caching work
        self.encoded = 0  # number of texts encoded

    def warm_up(self) -> None:
        pass

    def encode(self, texts: list[str]) -> np.ndarray:
        self.calls += 1
        self.encoded += len(texts)
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            s = re.sub(r"\s+", "", text.lower())
            for n in self._ngrams:
                for i in range(len(s) - n + 1):
                    h = int.from_bytes(
                        hashlib.blake2b(s[i : i + n].encode(), digest_size=8).digest(), "little"
                    )
                    out[row, h % self.dim] += 1.0 if (h >> 63) else -1.0
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        return out / np.where(norms == 0, 1, norms)
