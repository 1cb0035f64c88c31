"""Chinese-aware lexical ranking: BM25 over jieba words, CJK character bigrams and
lower-cased English words. Bigrams catch words jieba splits differently in query and
passage (利用率 vs 用率); words keep whole-term matches ahead of partial ones."""

from __future__ import annotations

import logging
import re
import threading
from collections.abc import Iterable
from typing import Any

import numpy as np
from rank_bm25 import BM25Okapi

_CJK_RUN = re.compile(r"[\u3400-\u9fff]+")
_WORD = re.compile(r"[a-z0-9][a-z0-9.+%-]*")
# Function words that match everywhere and carry no topic.
_ZH_STOP = frozenset((
    "的", "了", "是", "在", "和", "与", "及", "或", "也", "都", "而", "就", "对", "把", "被", "让", "给",
    "从", "向", "于", "以", "为", "之", "其", "这", "那", "该", "此", "并", "等", "我", "我们", "你",
    "你们", "他", "它", "她", "吗", "呢", "吧", "啊", "呀", "么", "什么", "怎么", "怎样", "如何", "哪",
    "哪些", "还是", "是否", "能", "能否", "可以", "会", "要", "需要", "应", "应该", "一个", "一些", "有",
    "没有", "不", "很", "更", "最", "又", "再", "如果", "就是", "因为", "所以", "但", "但是",
))  # fmt: skip
_EN_STOP = frozenset((
    "a", "an", "the", "of", "to", "in", "on", "at", "for", "and", "or", "but", "is", "are", "was", "were",
    "be", "been", "being", "do", "does", "did", "can", "could", "should", "would", "will", "shall", "may",
    "might", "must", "i", "we", "you", "he", "she", "it", "they", "me", "my", "our", "your", "their",
    "this", "that", "these", "those", "what", "which", "who", "how", "when", "where", "why", "with",
    "without", "about", "from", "by", "as", "if", "so", "than", "then", "there", "here", "have", "has",
    "had", "not", "no", "yes", "into", "out", "up", "down", "over", "any", "some", "all", "much", "many",
    "more", "most", "just", "only", "also", "very", "too", "get", "got",
))  # fmt: skip

_tokenizer_lock = threading.Lock()
_tokenizer: Any = None  # a jieba.Tokenizer: jieba ships no type information
# Words already added: jieba's add_word raises the dictionary's total frequency on every call, so
# adding the same words again (every query, every index opened) would shift its segmentation as
# the process ages, and search results with it.
_added: set[str] = set()


def _jieba(extra_words: Iterable[str] = ()) -> Any:
    """One private jieba tokenizer (jieba's global one is shared with other code)."""
    global _tokenizer
    with _tokenizer_lock:
        if _tokenizer is None:
            import jieba

            jieba.setLogLevel(logging.WARNING)
            tk = jieba.Tokenizer()
            tk.initialize()
            _tokenizer = tk
        for w in extra_words:
            if w not in _added and _CJK_RUN.fullmatch(w):
                _tokenizer.add_word(w, freq=2000)
                _added.add(w)
        return _tokenizer


def tokenize(text: str, extra_words: Iterable[str] = ()) -> list[str]:
    """Lexical tokens of `text`: words (jieba for Chinese) plus CJK character bigrams."""
    tk = _jieba(extra_words)
    text = text.lower()
    tokens: list[str] = []
    for run in _CJK_RUN.findall(text):
        for w in tk.cut_for_search(run, HMM=False):
            if len(w) >= 2 and w not in _ZH_STOP:
                tokens.append(w)
        tokens.extend("§" + run[i : i + 2] for i in range(len(run) - 1) if run[i : i + 2] not in _ZH_STOP)
        if len(run) == 1 and run not in _ZH_STOP:
            tokens.append(run)
    for w in _WORD.findall(text):
        w = w.rstrip(".")
        if w and w not in _EN_STOP:
            tokens.append(_stem(w))
    return tokens


def _stem(word: str) -> str:
    # A light English plural/-ing fold is enough for a small bilingual glossary-backed corpus.
    for suffix, keep in (("ies", "y"), ("ing", ""), ("es", ""), ("s", "")):
        if len(word) > len(suffix) + 3 and word.endswith(suffix) and not word.endswith("ss"):
            return word[: -len(suffix)] + keep
    return word


class LexicalIndex:
    """BM25 over the passages' search texts."""

    def __init__(self, texts: list[str], extra_words: Iterable[str] = ()) -> None:
        self._extra = tuple(extra_words)
        docs = [tokenize(t, self._extra) for t in texts]
        # BM25Okapi divides by the corpus size; an empty corpus gets a placeholder document
        self._bm25 = BM25Okapi(docs if docs else [["§"]])
        self._n = len(texts)
        self._postings = self._posting_lists()

    def _posting_lists(self) -> dict[str, tuple[np.ndarray, np.ndarray]]:
        """Per token: the documents that contain it and its BM25 term weight in each (idf
        aside). rank_bm25 scores a query token with a Python loop over every document; with
        1,000 passages that loop was half the search time. The formula is BM25Okapi's own."""
        bm = self._bm25
        rows: dict[str, tuple[list[int], list[float]]] = {}
        for i, (freqs, length) in enumerate(zip(bm.doc_freqs, bm.doc_len, strict=True)):
            norm = bm.k1 * (1 - bm.b + bm.b * length / bm.avgdl)
            for token, tf in freqs.items():
                ids, weights = rows.setdefault(token, ([], []))
                ids.append(i)
                weights.append(tf * (bm.k1 + 1) / (tf + norm))
        return {t: (np.array(i, dtype=np.int64), np.array(w, dtype=np.float64)) for t, (i, w) in rows.items()}

    def scores(self, query: str) -> np.ndarray:
        tokens = tokenize(query, self._extra)
        if not tokens or not self._n:
            return np.zeros(self._n, dtype=np.float32)
        out = np.zeros(len(self._bm25.doc_len), dtype=np.float64)
        for token in tokens:  # a repeated token counts again, as in BM25Okapi.get_scores
            posting = self._postings.get(token)
            idf = self._bm25.idf.get(token) or 0.0
            if posting is not None and idf:
                out[posting[0]] += idf * posting[1]
        return out.astype(np.float32)[: self._n]
