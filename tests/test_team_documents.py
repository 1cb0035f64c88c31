"""The team's own documents: added from Markdown, text, HTML and PDF (page numbers kept),
listed, removed; the index re-embeds only what changed; bad files are refused naming the
file, leaving nothing behind; answers and rule quotes can cite a team document."""

from __future__ import annotations

import logging

import pytest

from compute_advisor.index import formats
from compute_advisor.index.evidence import EvidenceIndex
from compute_advisor.index.formats import DocumentRejected
from compute_advisor.index.store import open_index
from compute_advisor.index.team import add_and_index, add_document, list_documents, remove_document
from compute_advisor.rules.errors import InvalidInput, NotFound
from compute_advisor.service.citing import citations, number
from tests.fakes import FakeEmbedder
from tests.paths import KNOWLEDGE, ROOT
from tests.pdfgen import encrypted_copy, make_pdf, report_pages

SHIPPED = {"ai-training-platform-selection"}


@pytest.fixture
def team(tmp_path):
    return tmp_path / "team"


def _files(folder):
    return sorted(p.name for p in folder.iterdir()) if folder.exists() else []


def test_pdf_keeps_page_numbers_and_cites_the_team_document(tmp_path, team):
    pdf = make_pdf(tmp_path / "ops-report.pdf", report_pages(3), title="Ops report 2026")
    added = add_document(pdf, team, shipped_ids=SHIPPED, source_id="T1", as_of="2026-10")
    assert added.status == "added" and added.info.pages == 3 and added.info.title == "Ops report 2026"
    r = open_index((KNOWLEDGE, tmp_path / "idx", team), FakeEmbedder(), logging.getLogger("t"))
    mine = [p for p in r.passages if p.doc_id == "ops-report"]
    assert {p.page for p in mine} == {1, 2, 3}
    hit = next(p for p in mine if "section 2." in p.text)
    assert hit.page == 2 and hit.sources[0].id == "T1" and hit.sources[0].year == "2026-10"
    # a rule quote can rest on a team document, and the answer's source list names it
    ev = EvidenceIndex(r.passages)
    quote = "kept the data loaders ahead of the GPUs"
    assert ev.resolve(quote).doc_id == "ops-report"
    from compute_advisor.index.citations import Citer

    cites = citations(Citer(ev).cite(quote))
    refs = number(cites)
    assert cites[0].page is not None and cites[0].lang == "en"
    assert [(s.ref, s.title, s.year) for s in refs] == [("T1", "Ops report 2026", "2026-10")]


@pytest.mark.parametrize(
    ("name", "content", "title", "text"),
    [
        (
            "notes.md",
            "---\nas_of: 2026\n---\n# 集群周报\n\n本周断点续训平均恢复耗时为十二分钟。\n",
            "集群周报",
            "恢复耗时",
        ),
        (
            "notes.txt",
            "Cluster notes\n\nThe scheduler kept queue time under two hours all month.\n",
            "Cluster notes",
            "queue",
        ),
        (
            "page.html",
            "<html><head><title>Runbook</title><script>var x=1;</script></head><body><h1>Runbook</h1>"
            "<p>Restart a failed job from the latest checkpoint on the shared volume.</p>"
            "<ul><li>Check the interconnect health before a multi-node run starts.</li></ul></body></html>",
            "Runbook",
            "checkpoint",
        ),
    ],
)
def test_markdown_text_and_html_become_documents(tmp_path, team, name, content, title, text):
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    added = add_document(path, team, shipped_ids=SHIPPED)
    assert added.info.title == title and added.info.passages >= 1
    r = open_index((KNOWLEDGE, tmp_path / "idx", team), FakeEmbedder())
    texts = [p.text for p in r.passages if p.doc_id == added.info.id]
    assert any(text in t for t in texts)
    assert not any("var x" in t for t in texts)  # scripts are not text


def test_re_adding_is_a_no_op_and_changes_re_embed_only_what_changed(tmp_path, team):
    emb = FakeEmbedder()
    idx = tmp_path / "idx"
    open_index((KNOWLEDGE, idx, team), emb)
    before = emb.encoded
    pdf = make_pdf(tmp_path / "r.pdf", report_pages(2))
    added = add_document(pdf, team, shipped_ids=SHIPPED)
    r = open_index((KNOWLEDGE, idx, team), emb)
    assert r.manifest.encoded_passages == added.info.passages  # the shipped ones come from the cache
    # only the new passages: the glossary's symptom sentences are stored with the index
    assert emb.encoded - before == added.info.passages
    assert add_document(pdf, team, shipped_ids=SHIPPED).status == "unchanged"
    make_pdf(pdf, [*report_pages(2), ["One new closing page about the pilot on the hosted platform."]])
    assert add_document(pdf, team, shipped_ids=SHIPPED).status == "replaced"
    r = open_index((KNOWLEDGE, idx, team), emb)
    assert r.manifest.encoded_passages == 1


def _oversize(tmp_path, monkeypatch):
    monkeypatch.setattr(formats, "MAX_BYTES", 100)
    p = tmp_path / "big.txt"
    p.write_text("Title\n\n" + "A sentence that is long enough to be a passage. " * 10, encoding="utf-8")
    return p


def _file(name, data: bytes):
    def make(tmp_path, monkeypatch):
        (tmp_path / name).write_bytes(data)
        return tmp_path / name

    return make


def _locked(tmp_path, monkeypatch):
    return encrypted_copy(make_pdf(tmp_path / "a.pdf", report_pages(1)), tmp_path / "locked.pdf")


@pytest.mark.parametrize(
    ("make", "says"),
    [
        (_locked, "encrypted"),
        (_file("empty.md", b""), "empty"),
        (_file("blob.txt", b"\x00\x01\x02binary"), "binary"),
        (_file("latin.txt", "café\n".encode("latin-1")), "UTF-8"),
        (_file("x.docx", b"PK.."), "unsupported"),
        (_file("fake.pdf", b"hello"), "not a PDF"),
        (_file("blank.html", b"<p>  </p>"), "no text"),
        (_oversize, "limit"),
    ],
)
def test_bad_files_are_refused_naming_the_file_and_nothing_is_added(tmp_path, team, monkeypatch, make, says):
    path = make(tmp_path, monkeypatch)
    with pytest.raises(DocumentRejected) as exc:
        add_document(path, team, shipped_ids=SHIPPED)
    assert str(path) in exc.value.message and says in exc.value.message
    assert exc.value.field == "file"
    assert _files(team) == []


def test_a_failed_reindex_takes_the_document_out_again(tmp_path, team):
    pdf = make_pdf(tmp_path / "r.pdf", report_pages(1))

    def broken():
        raise RuntimeError("disk full")

    with pytest.raises(RuntimeError):
        add_and_index(pdf, team, broken, shipped_ids=SHIPPED)
    assert _files(team) == []


def test_shipped_ids_are_protected_and_remove_names_what_is_missing(tmp_path, team):
    txt = tmp_path / "ai-training-platform-selection.txt"
    txt.write_text("Title\n\nA sentence long enough to be a passage of its own.\n", encoding="utf-8")
    with pytest.raises(InvalidInput):
        add_document(txt, team, shipped_ids=SHIPPED)
    with pytest.raises(NotFound):
        remove_document(team, "nothing-here")
    with pytest.raises(InvalidInput):
        remove_document(team, "ai-training-platform-selection", SHIPPED)


def test_cli_add_list_remove(tmp_path, monkeypatch, capsys):
    from compute_advisor.service import cli, cli_knowledge
    from compute_advisor.service.settings import Settings

    s = Settings(data_dir=tmp_path / "data", index_dir=tmp_path / "idx", knowledge_dir=ROOT / "knowledge")
    monkeypatch.setattr(cli_knowledge, "get_settings", lambda: s)
    monkeypatch.setattr(cli_knowledge, "_reindex", lambda st: open_index(st, FakeEmbedder()))
    pdf = make_pdf(tmp_path / "capacity.pdf", report_pages(2), title="Capacity plan")
    assert cli.main(["knowledge", "add", str(pdf), "--source-id", "T7", "--as-of", "2026-11"]) == 0
    out = capsys.readouterr().out
    assert "added: capacity" in out and "2 pages" in out and "[T7]" in out and "newly embedded" in out
    assert cli.main(["knowledge", "list"]) == 0
    out = capsys.readouterr().out
    assert "shipped" in out and "team" in out and "Capacity plan" in out
    assert [d.id for d in list_documents(s.knowledge_dir, s.data_dir / "knowledge")][-1] == "capacity"
    assert cli.main(["knowledge", "remove", "capacity"]) == 0
    assert cli.main(["knowledge", "add", str(tmp_path / "missing.pdf")]) == 2
    assert "missing.pdf" in capsys.readouterr().err


def test_documents_api_lists_shipped_documents(client):
    body = client.get("/api/v1/documents").json()
    docs = {d["id"]: d for d in body["documents"]}
    shipped = docs["ai-training-platform-selection"]
    assert shipped["origin"] == "shipped" and shipped["indexed"] and shipped["passages"] > 20
    assert body["corpus_hash"]
