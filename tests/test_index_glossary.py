"""The glossary's filler words: dropped from a question before it is embedded, so its vector
is about the problem; the way of asking (请问, 我们, 吗; please, we, our) no longer counts."""

from __future__ import annotations

import logging

import pytest

from compute_advisor.index.glossary import load_glossary
from compute_advisor.index.store import open_index
from compute_advisor.rules.errors import DataFileError
from tests.fakes import FakeEmbedder
from tests.paths import ROOT


@pytest.mark.parametrize(
    ("question", "kept"),
    [
        ("请问我们的卡经常闲着怎么办吗", "卡经常闲着"),
        ("Do we need our own cluster?", "need own cluster?"),
        ("Is the discount a fixed price?", "discount fixed price?"),
        ("Why is training slow", "Why training slow"),  # question words that carry meaning stay
        ("为什么没有断点续训", "为什么没有断点续训"),  # negations stay
        ("isolated devices", "isolated devices"),  # whole words only: "is" inside a word stays
        ("是不是", "是不是"),  # nothing but filler: the question is kept as asked
    ],
)
def test_filler_words_are_dropped_and_meaning_kept(question, kept):
    assert load_glossary().without_filler(question) == kept


def test_the_dense_query_is_the_question_without_filler(tmp_path):
    seen: list[str] = []

    class Recording(FakeEmbedder):
        def encode(self, texts):  # type: ignore[no-untyped-def]
            seen.extend(texts)
            return super().encode(texts)

    r = open_index(
        (ROOT / "knowledge", tmp_path / "idx"), Recording(), logging.getLogger("t"), load_glossary()
    )
    seen.clear()
    hits = r.search("请问我们的卡经常闲着怎么办", k=3)
    assert seen == ["卡经常闲着"]
    assert any("利用率" in h.text for h in hits)
    seen.clear()
    r.with_config(strip_filler=False).search("请问我们的卡经常闲着怎么办", k=3)
    assert seen == ["请问我们的卡经常闲着怎么办"]


def test_bad_filler_names_the_file_and_field(tmp_path):
    path = tmp_path / "glossary.yaml"
    path.write_text("filler: {zh: [请问, '']}\nterms:\n  - {term: 利用率, zh: [闲着]}\n", encoding="utf-8")
    with pytest.raises(DataFileError) as exc:
        load_glossary(path)
    assert "filler" in str(exc.value) and "zh" in str(exc.value) and str(path) in str(exc.value)
