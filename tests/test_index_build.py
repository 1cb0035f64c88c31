"""Index build and open: roundtrip, rebuild when missing/stale/corrupt, atomic files, cache."""

from __future__ import annotations

import json
import logging
import shutil

import pytest

from compute_advisor.index.passages import corpus_hash, load_corpus
from compute_advisor.index.store import (
    FORMAT_VERSION,
    INDEX_FILE,
    MANIFEST_FILE,
    PASSAGES_FILE,
    build_index,
    load_index,
    open_index,
)
from compute_advisor.service.settings import Settings
from tests.fakes import FakeEmbedder
from tests.paths import ROOT

LOG = "test.index"


@pytest.fixture
def knowledge(tmp_path):
    src = tmp_path / "knowledge"
    src.mkdir()
    shutil.copy(ROOT / "knowledge" / "ai-training-platform-selection.md", src)
    return src


@pytest.fixture
def open_(knowledge, tmp_path, caplog):
    """open_index over the temp folders; returns (retriever, why it built or None)."""
    caplog.set_level(logging.INFO, logger=LOG)

    def _open(embedder=None):
        caplog.clear()
        r = open_index((knowledge, tmp_path / "built"), embedder or FakeEmbedder(), logging.getLogger(LOG))
        builds = [rec.getMessage() for rec in caplog.records if "building the index" in rec.getMessage()]
        return r, (builds[0] if builds else None)

    return _open


def test_build_then_load_roundtrip(knowledge, tmp_path):
    passages = load_corpus(knowledge)
    m = build_index(passages, FakeEmbedder(), tmp_path / "out", progress=False)
    assert (m.format_version, m.embedder, m.dim) == (FORMAT_VERSION, "fake-ngram-256", 256)
    assert (m.passage_count, m.document_count, m.corpus_hash) == (len(passages), 1, corpus_hash(passages))
    on_disk = json.loads((tmp_path / "out" / MANIFEST_FILE).read_text())
    assert on_disk["built_at"] and on_disk["corpus_hash"] == m.corpus_hash

    r = load_index(tmp_path / "out", FakeEmbedder())
    assert [p.to_dict() for p in r.passages] == [p.to_dict() for p in passages]
    assert r.manifest.corpus_hash == m.corpus_hash
    # no temporary files left behind
    assert not [p.name for p in (tmp_path / "out").iterdir() if ".tmp" in p.name]


def test_progress_bar_is_shown_when_asked(knowledge, tmp_path, capsys):
    build_index(load_corpus(knowledge), FakeEmbedder(), tmp_path / "out", progress=True)
    assert "embedding (fake-ngram-256)" in capsys.readouterr().err


def test_open_builds_when_missing_then_loads(open_):
    r, why = open_()
    assert why and "index missing" in why
    assert len(r.passages) > 40
    r2, why2 = open_()
    assert why2 is None
    assert r2.manifest.built_at == r.manifest.built_at


def test_user_added_txt_document_is_picked_up_by_a_rebuild(open_, knowledge):
    open_()
    (knowledge / "team-notes.txt").write_text(
        "团队经验\n我们的夜班训练任务经常被抢占，靠检查点恢复，平均每周丢失四小时。\n", encoding="utf-8"
    )
    r, why = open_()
    assert why and "corpus changed" in why
    assert r.manifest.document_count == 2
    top = r.search("夜班训练任务被抢占", k=1)[0]
    assert (top.doc_id, top.doc_title) == ("team-notes", "团队经验")


def test_changed_text_triggers_rebuild_and_only_new_passages_are_embedded(open_, knowledge):
    open_()
    doc = knowledge / "ai-training-platform-selection.md"
    doc.write_text(doc.read_text(encoding="utf-8").replace("51%至70%", "40%至60%"), encoding="utf-8")
    embedder = FakeEmbedder()
    r, why = open_(embedder)
    assert why and "corpus changed" in why
    assert r.manifest.encoded_passages == 1
    assert any("40%至60%" in p.text for p in r.passages)


def test_changed_embedder_triggers_rebuild(open_):
    open_()
    r, why = open_(FakeEmbedder(dim=128))
    assert why and "embedder changed" in why
    assert r.manifest.dim == 128


@pytest.mark.parametrize("damage", ["truncate index", "garbage manifest", "delete passages", "edit passages"])
def test_corrupt_index_is_rebuilt_not_crashed_on(open_, tmp_path, damage):
    open_()
    built = tmp_path / "built"
    if damage == "truncate index":
        data = (built / INDEX_FILE).read_bytes()
        (built / INDEX_FILE).write_bytes(data[: len(data) // 2])
    elif damage == "garbage manifest":
        (built / MANIFEST_FILE).write_text("{not json", encoding="utf-8")
    elif damage == "delete passages":
        (built / PASSAGES_FILE).unlink()
    else:
        (built / PASSAGES_FILE).write_text("[]", encoding="utf-8")
    r, why = open_()
    assert why and "index corrupt" in why
    assert r.search("利用率", k=1)
    assert open_()[1] is None  # and the rebuilt index is good


def test_open_index_accepts_settings(knowledge, tmp_path):
    s = Settings(knowledge_dir=knowledge, index_dir=tmp_path / "from-settings")
    r = open_index(s, FakeEmbedder())
    assert (tmp_path / "from-settings" / MANIFEST_FILE).exists()
    assert r.manifest.passage_count == len(r.passages)


def test_a_current_index_is_only_read(tmp_path):
    """A read-only index folder (an image run with a read-only root) must load: opening a
    current index writes nothing, not even the build lock."""
    from compute_advisor.index.store import open_index
    from tests.fakes import FakeEmbedder
    from tests.paths import ROOT

    index_dir = tmp_path / "ro-index"
    open_index((ROOT / "knowledge", index_dir), embedder=FakeEmbedder())
    (index_dir / ".build.lock").unlink(missing_ok=True)
    before = {p.name: p.stat().st_mtime_ns for p in index_dir.iterdir()}
    retriever = open_index((ROOT / "knowledge", index_dir), embedder=FakeEmbedder())
    assert retriever.search("断点续训", k=1)
    assert {p.name: p.stat().st_mtime_ns for p in index_dir.iterdir()} == before


class _Counting(FakeEmbedder):
    """The fake embedder, remembering every text it was asked to embed."""

    def __init__(self):
        super().__init__()
        self.seen: list[str] = []

    def encode(self, texts):
        self.seen += list(texts)
        return super().encode(texts)


def test_glossary_symptoms_are_embedded_with_the_build_not_at_each_start(knowledge, tmp_path):
    """Opening a built index does not embed the glossary's symptom sentences again (they are
    stored with it); a sentence added to the glossary since is embedded once, and matched."""
    from dataclasses import replace

    import numpy as np

    from compute_advisor.index.glossary import Glossary, load_glossary
    from compute_advisor.index.symptoms import symptom_texts

    glossary = load_glossary()
    build_index(load_corpus(knowledge), FakeEmbedder(), tmp_path / "out", progress=False, glossary=glossary)
    counting = _Counting()
    r = load_index(tmp_path / "out", counting, glossary)
    assert counting.seen == []
    fresh = FakeEmbedder().encode(symptom_texts(glossary))
    assert np.allclose(r._symptoms._vectors, fresh / np.linalg.norm(fresh, axis=1, keepdims=True), atol=1e-5)

    new = "显卡风扇声音很大但训练一直没有进度"
    entries = [
        replace(e, symptoms=(*e.symptoms, new)) if e.term == "断点续训" else e for e in glossary.entries
    ]
    edited = Glossary(entries)
    counting = _Counting()
    r = load_index(tmp_path / "out", counting, edited)
    assert counting.seen == [new]
    best = r._symptoms.best(FakeEmbedder().encode([new])[0])
    assert edited.entries[best[0][1]].term == "断点续训" and best[0][0] > 0.99
    counting = _Counting()
    load_index(tmp_path / "out", counting, edited)
    assert counting.seen == []  # written back: the next start embeds nothing
