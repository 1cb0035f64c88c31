"""Document-side expansions (knowledge/<doc>.expansions.yaml): loaded and checked with the
corpus, embedded with the index build, searched as more vectors of their passage."""

from __future__ import annotations

import logging
import shutil

import numpy as np
import pytest

from compute_advisor.index.expansions import SUFFIX
from compute_advisor.index.passages import load_corpus
from compute_advisor.index.store import EXPANSIONS_FILE, open_index
from compute_advisor.rules.errors import DataFileError
from tests.fakes import FakeEmbedder
from tests.paths import ROOT

DOC = "ai-training-platform-selection"
SHIPPED = ROOT / "knowledge" / f"{DOC}{SUFFIX}"
# A passage and a question worded far from it: "gathering dust" is nowhere in the source.
ANCHOR = "还要看平台能否把已购算力稳定调度起来"
ENTRY = f"""passages:
  - passage: "{ANCHOR}"
    gloss: "Check whether the platform keeps purchased hardware busy."
    zh: ["买来的服务器一直在吃灰"]
    en: ["our expensive servers are gathering dust in the basement"]
"""


@pytest.fixture
def knowledge(tmp_path):
    folder = tmp_path / "knowledge"
    folder.mkdir()
    shutil.copy(ROOT / "knowledge" / f"{DOC}.md", folder)
    return folder


def _write(knowledge, text, name=DOC):
    (knowledge / f"{name}{SUFFIX}").write_text(text, encoding="utf-8")


def test_every_shipped_entry_names_one_passage_and_most_passages_have_some():
    passages = load_corpus(ROOT / "knowledge")
    expanded = [p for p in passages if p.expansions]
    assert SHIPPED.exists()
    assert len(expanded) >= 0.9 * len(passages)
    for p in expanded:
        # an English gloss first, then questions in both languages
        assert p.expansions[0].isascii()
        assert any(not t.isascii() for t in p.expansions) and any(t.isascii() for t in p.expansions[1:])


def test_a_document_without_expansions_has_none(knowledge):
    assert all(not p.expansions for p in load_corpus(knowledge))


@pytest.mark.parametrize(
    ("text", "field", "problem"),
    [
        (ENTRY.replace(ANCHOR, "这句话不在文档里"), "passage", "no passage"),
        (ENTRY.replace(ANCHOR, "模力方舟"), "passage", "passages"),
        (ENTRY.replace('["买来的服务器一直在吃灰"]', "[]"), "zh", "non-empty list"),
        (ENTRY.replace('"买来的服务器一直在吃灰"', '"  "'), "zh", "non-empty"),
        (
            ENTRY.replace('    gloss: "Check whether the platform keeps purchased hardware busy."\n', ""),
            "gloss",
            "",
        ),
        (ENTRY + '    note: "x"\n', "note", "unknown field"),
        (ENTRY + ENTRY.replace("passages:\n", ""), "passage", "second entry"),
        ("- just a list\n", "passages", "mapping"),
    ],
)
def test_bad_expansions_fail_at_load_naming_file_and_field(knowledge, text, field, problem):
    _write(knowledge, text)
    with pytest.raises(DataFileError) as exc:
        load_corpus(knowledge)
    assert SUFFIX in str(exc.value) and f"field {field!r}" in str(exc.value) and problem in str(exc.value)


def test_expansions_with_no_document_beside_them_fail(knowledge):
    _write(knowledge, ENTRY, name="renamed-document")
    with pytest.raises(DataFileError, match="no document"):
        load_corpus(knowledge)


def test_an_expansion_finds_a_passage_worded_far_from_the_question(knowledge, tmp_path):
    question = "the servers we bought are gathering dust"
    plain = open_index((knowledge, tmp_path / "plain"), FakeEmbedder())
    assert not any(ANCHOR in h.text for h in plain.search(question, k=3))
    _write(knowledge, ENTRY)
    expanded = open_index((knowledge, tmp_path / "expanded"), FakeEmbedder())
    assert ANCHOR in expanded.search(question, k=1)[0].text
    # the expansions are searched, never shown
    assert "gathering dust" not in expanded.search(question, k=1)[0].to_dict()["text"]


def test_expansions_are_embedded_with_the_build_and_a_change_rebuilds(knowledge, tmp_path, caplog):
    caplog.set_level(logging.INFO, logger="t")
    _write(knowledge, ENTRY)
    idx = tmp_path / "idx"
    first = open_index((knowledge, idx), FakeEmbedder(), logging.getLogger("t"))
    assert first.manifest.expansion_count == 3
    assert np.load(idx / EXPANSIONS_FILE).shape == (3, FakeEmbedder().dim)
    caplog.clear()
    open_index((knowledge, idx), FakeEmbedder(), logging.getLogger("t"))
    assert not any("building the index" in r.getMessage() for r in caplog.records)
    _write(knowledge, ENTRY.replace("gathering dust in the basement", "collecting dust"))
    caplog.clear()
    again = open_index((knowledge, idx), FakeEmbedder(), logging.getLogger("t"))
    assert any("corpus changed" in r.getMessage() for r in caplog.records)
    assert ANCHOR in again.search("collecting dust", k=1)[0].text


def test_damaged_expansion_vectors_are_rebuilt(knowledge, tmp_path, caplog):
    caplog.set_level(logging.INFO, logger="t")
    _write(knowledge, ENTRY)
    idx = tmp_path / "idx"
    open_index((knowledge, idx), FakeEmbedder(), logging.getLogger("t"))
    (idx / EXPANSIONS_FILE).write_bytes(b"not an array")
    caplog.clear()
    r = open_index((knowledge, idx), FakeEmbedder(), logging.getLogger("t"))
    assert any("index corrupt" in rec.getMessage() for rec in caplog.records)
    assert ANCHOR in r.search("gathering dust", k=1)[0].text


def test_a_team_document_can_have_expansions_and_removing_it_removes_them(tmp_path):
    from compute_advisor.index.team import add_document, remove_document

    src = tmp_path / "notes.md"
    src.write_text("# 机房笔记\n\n我们的集群在夜间几乎没有任务运行，利用率很低。\n", encoding="utf-8")
    team = tmp_path / "team"
    added = add_document(src, team, shipped_ids={DOC})
    beside = team / f"{added.info.id}{SUFFIX}"
    beside.write_text(ENTRY.replace(ANCHOR, "我们的集群在夜间几乎没有任务运行"), encoding="utf-8")
    team_passages = [p for p in load_corpus(ROOT / "knowledge", team) if p.doc_id == added.info.id]
    assert team_passages[0].expansions[0].startswith("Check whether")
    remove_document(team, added.info.id, shipped_ids={DOC})
    assert not beside.exists()
    assert all(p.doc_id != added.info.id for p in load_corpus(ROOT / "knowledge", team))
