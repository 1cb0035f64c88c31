"""Knowledge documents → passages: headings, sources, stable ids, user-added documents."""

from __future__ import annotations

import hashlib
import re
import shutil

import pytest

from compute_advisor.index.documents import load_documents
from compute_advisor.index.passages import corpus_hash, load_corpus, split_sentences
from compute_advisor.rules.errors import DataFileError
from tests.paths import ROOT

KNOWLEDGE = ROOT / "knowledge"
# The product's source document (seed 000_f78fb5143d710417.txt) as it was received: its
# sha256. The shipped Markdown keeps it verbatim and only adds Markdown: front matter, `#`
# marks on the seed's own headings, blank lines and a heading over the reference list.
SEED_SHA256 = "d8f1262403d321555ac534dc7bdb45ad2f5df9a4b21835c54c3127dab259099b"
ADDED_HEADINGS = {"## 参考资料"}


@pytest.fixture(scope="module")
def corpus():
    return load_corpus(KNOWLEDGE)


def _one(passages, fragment):
    found = [p for p in passages if fragment in p.text]
    assert len(found) == 1, f"{fragment!r} is in {len(found)} passages"
    return found[0]


def test_seed_document_keeps_every_line_of_the_source():
    md = (KNOWLEDGE / "ai-training-platform-selection.md").read_text(encoding="utf-8")
    body = md.split("\n---\n", 1)[1]  # after the front matter
    lines = [
        re.sub(r"^#+ ", "", line) for line in body.splitlines() if line.strip() and line not in ADDED_HEADINGS
    ]
    seed = "\n".join(lines) + "\n"
    assert hashlib.sha256(seed.encode("utf-8")).hexdigest() == SEED_SHA256, (
        "the knowledge document no longer keeps the seed text verbatim"
    )


def test_passage_keeps_its_heading_and_document_title(corpus):
    p = _one(corpus, "51%至70%")
    assert p.heading_path == ("二、评估平台时应重点核对的四个维度",)
    assert p.doc_id == "ai-training-platform-selection"
    assert p.doc_title.startswith("AI模型训练算力平台怎么选")


def test_sources_resolve_to_the_reference_list(corpus):
    p = _one(corpus, "51%至70%")
    assert [(s.id, s.title) for s in p.sources] == [("S10", "《大模型火了，但企业AI算力底座该怎么建？》")]
    multi = _one(corpus, "核验调度与稳定性指标")
    assert [s.id for s in multi.sources] == ["S9", "S12"]
    assert _one(corpus, "这提示选型时不能只看设备规模").sources == ()


def test_reference_list_is_not_a_passage(corpus):
    assert not any(p.text.startswith("[S") for p in corpus)
    assert not any("参考资料" in p.heading_path for p in corpus)


def test_question_mark_inside_a_book_title_does_not_split_the_sentence(corpus):
    p = _one(corpus, "近半数企业")
    assert "《大模型火了，但企业AI算力底座该怎么建？》转引IDC调研数据" in p.text


def test_short_lead_sentence_stays_with_what_follows(corpus):
    p = _one(corpus, "第一，资源利用率与排队表现。")
    assert "算力平台应重点看利用率" in p.text


def test_faq_answer_is_searched_with_its_question(corpus):
    p = _one(corpus, "显卡跑分多围绕图形渲染")
    assert p.context.startswith("Q：选择训练算力平台时")
    assert p.search_text.startswith("Q：") and "[S13]" not in p.search_text
    assert p.heading_path == ("五、常见问题",)


def test_list_items_are_separate_passages(corpus):
    a, b = _one(corpus, "记录任务基线"), _one(corpus, "建立三维评估表")
    assert a.id != b.id and a.heading_path == b.heading_path == ("三、训练算力平台选型的可操作步骤",)


def test_ids_are_stable_across_loads_and_change_with_the_text(tmp_path, corpus):
    again = load_corpus(KNOWLEDGE)
    assert [p.id for p in again] == [p.id for p in corpus]
    assert corpus_hash(again) == corpus_hash(corpus)

    shutil.copy(KNOWLEDGE / "ai-training-platform-selection.md", tmp_path / "doc.md")
    doc = tmp_path / "doc.md"
    doc.write_text(doc.read_text(encoding="utf-8").replace("51%至70%", "40%至60%"), encoding="utf-8")
    edited = load_corpus(tmp_path)
    old_ids, new_ids = {p.id for p in corpus}, {p.id for p in edited}
    assert len(old_ids - new_ids) == 1 and len(new_ids - old_ids) == 1
    assert corpus_hash(edited) != corpus_hash(corpus)


def test_plain_text_document_takes_id_from_file_name_and_title_from_first_line(tmp_path):
    (tmp_path / "Team Notes.txt").write_text(
        "我们的集群使用经验\n"
        "一、现状\n"
        "夜间训练任务经常被抢占，需要依赖断点续训恢复[S1]。白天GPU空闲率很高，大约一半时间没有任务。\n"
        "[S1] 内部运维周报\n",
        encoding="utf-8",
    )
    (doc,) = load_documents(tmp_path)
    assert (doc.id, doc.title) == ("team-notes", "我们的集群使用经验")
    passages = load_corpus(tmp_path)
    assert [p.text for p in passages] == [
        "夜间训练任务经常被抢占，需要依赖断点续训恢复[S1]。",
        "白天GPU空闲率很高，大约一半时间没有任务。",
    ]
    assert passages[0].heading_path == ("一、现状",)
    assert [(s.id, s.title) for s in passages[0].sources] == [("S1", "内部运维周报")]


def test_english_sentences_split_but_decimals_do_not():
    assert split_sentences(
        "Discounts range from 0.6 to 0.9 of list price. They apply to model calls only."
    ) == ["Discounts range from 0.6 to 0.9 of list price.", "They apply to model calls only."]


def test_duplicate_document_id_names_both_files(tmp_path):
    for name in ("a.md", "b.md"):
        (tmp_path / name).write_text("---\nid: same\ntitle: T\n---\n正文内容。\n", encoding="utf-8")
    with pytest.raises(DataFileError) as err:
        load_documents(tmp_path)
    assert err.value.field == "id" and "b.md" in err.value.message and "a.md" in err.value.message


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ("---\nid: x\ntitle: [unclosed\n---\n正文。\n", "front matter"),
        ("---\nid: x\ntitle: T\n正文。\n", "front matter"),
        ("---\nid: Bad Id!\ntitle: T\n---\n正文。\n", "id"),
        ("---\nid: x\ntitle: T\nlang: fr\n---\n正文。\n", "lang"),
        ("---\nid: x\ntitle: T\n---\n正文引用了[S3]。\n", "references"),
    ],
)
def test_invalid_documents_are_reported_with_file_and_field(tmp_path, text, field):
    (tmp_path / "bad.md").write_text(text, encoding="utf-8")
    with pytest.raises(DataFileError) as err:
        load_documents(tmp_path)
    assert err.value.field == field
    assert "bad.md" in err.value.message


def test_page_markers_give_each_passage_its_page(tmp_path):
    (tmp_path / "r.md").write_text(
        "---\nid: r\ntitle: Report\nlang: en\n---\n# Report\n\n<!-- page 1 -->\n"
        "The first page says the cluster was busy most of the week.\n\n<!-- page 2 -->\n"
        "The second page says the queue was short after the change.\n",
        encoding="utf-8",
    )
    pages = {p.text[:15]: p.page for p in load_corpus(tmp_path)}
    assert pages == {"The first page ": 1, "The second page": 2}


def test_a_document_id_used_in_two_folders_is_an_error_naming_both(tmp_path):
    for folder in ("a", "b"):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "x.md").write_text(
            "# X\n\nA sentence long enough to be a passage here.\n", "utf-8"
        )
    with pytest.raises(DataFileError) as exc:
        load_corpus(tmp_path / "a", tmp_path / "b")
    assert "duplicate document id" in str(exc.value) and str(tmp_path / "a") in str(exc.value)
    assert len(load_corpus(tmp_path / "a", tmp_path / "missing")) == 1  # a missing extra folder is none
