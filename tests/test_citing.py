"""An answer's citations: each claim carries refs (passage id, footnote number, quote), and the
passages are listed once per answer; read back from JSON, every ref shows the same passage."""

from __future__ import annotations

import json

import pytest

from compute_advisor.service import results_view as rv
from compute_advisor.service.advice import Advice, Firing, Reason
from compute_advisor.service.citing import CitationRef, CitedPassage, Source, built, walk
from compute_advisor.service.i18n import Translator
from tests.profiles import BANK

STARTUP = {
    "task_type": "inference",
    "model_params_b": 7,
    "compliance": [],
    "ops_capacity": "limited",
    "usage_pattern": "trial",
    "budget_model": "opex",
    "existing_hardware": "none",
}


@pytest.mark.parametrize(
    ("cls", "values"),
    [
        (CitationRef, {"passage_id": "p1", "n": 2, "quote": "断点续训", "score": 1.0}),
        (
            CitedPassage,
            {
                "n": 1,
                "passage_id": "p1",
                "text": "支持断点续训。",
                "sources": [Source(id="S1", title="t", year=None)],
                "heading_path": ["a"],
                "doc_title": "d",
                "doc_id": "doc",
                "page": None,
                "lang": "zh",
            },
        ),
        (
            Reason,
            {
                "rule_id": "M1",
                "text": "理由",
                "delta": 1.0,
                "criterion": "ops",
                "citations": [],
                "judgement": True,
            },
        ),
        (Firing, {"rule_id": "D01", "level": 1, "matched": {"task_type": "x"}, "conclusion": "fact y"}),
    ],
)
def test_a_model_built_from_trusted_values_is_the_validated_one(cls, values) -> None:
    fast, checked = built(cls, dict(values)), cls.model_validate(values)
    assert fast.model_dump_json() == checked.model_dump_json()
    assert fast == checked and fast.model_fields_set == checked.model_fields_set


@pytest.mark.parametrize(("answers", "lang"), [(BANK, "zh"), (STARTUP, "en")])
def test_each_cited_passage_is_sent_once_and_every_quote_is_in_it(advisor, answers, lang) -> None:
    advice = advisor.advise(answers, lang)
    body = json.loads(advice.model_dump_json())
    listed = body["passages"]
    assert listed and [p["n"] for p in listed] == list(range(1, len(listed) + 1))
    raw = advice.model_dump_json()
    for p in listed:
        # The passage's text appears once in the whole answer, not once per claim citing it.
        assert raw.count(json.dumps(p["text"], ensure_ascii=False)) == 1, p["passage_id"]
    refs = list(walk(advice))
    assert refs and all(isinstance(r, CitationRef) for r in refs)
    by_id = {p["passage_id"]: p for p in listed}
    for r in refs:
        assert by_id[r.passage_id]["n"] == r.n and r.quote in by_id[r.passage_id]["text"]
    # Every [S#] a listed passage cites is in the answer's source list, and only those.
    assert {s["ref"] for s in body["sources"]} == {s["id"] for p in listed for s in p["sources"]}


def test_an_answer_read_back_from_json_shows_the_same_footnotes(advisor) -> None:
    advice = advisor.advise(BANK, "zh")
    again = Advice.model_validate_json(advice.model_dump_json())
    t = Translator("zh")

    def footnotes(a: Advice) -> list[tuple[int, str, str, str]]:
        # The results page's own footnotes: the comparison's, then the checklist's.
        notes = rv.Footnotes()
        rv.comparison(a, t, notes, rv.estimate_costs(a.estimate))
        rv.checklist(a, (), notes)
        return [(n.n, n.quote, n.where, n.passage_id, n.lang) for n in notes.ordered()]

    assert footnotes(again) == footnotes(advice) and footnotes(advice)
    # What the reader sees of each citation: the passage text, its sources and its quote.
    for old, new in zip(walk(advice), walk(again), strict=True):
        assert (new.text, new.sources, new.quote, new.n) == (old.text, old.sources, old.quote, old.n)
    assert rv.decision_view(again, t, {})["why"] == rv.decision_view(advice, t, {})["why"]
