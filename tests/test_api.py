"""The core JSON API as a client sees it: recommend, search, questionnaire, rules, health,
and the 4xx answers to bad input."""

from __future__ import annotations

import json

import pytest

BANK = {
    "task_type": "fine_tuning",
    "model_params_b": 13,
    "compliance": ["data_on_premises", "regulated_industry"],
    "ops_capacity": "none",
    "usage_pattern": "continuous",
    "budget_model": "capex",
    "existing_hardware": "none",
    "data_scale": "medium",
}


def _has_cjk(text: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in text)


def _recommend(client, answers, **kw):
    return client.post("/api/v1/recommend", json={"answers": answers}, **kw)


def test_recommend_ranks_all_modes_and_cites_every_conclusion(client):
    r = _recommend(client, BANK)
    assert r.status_code == 200, r.text
    body = r.json()
    ids = [m["id"] for m in body["modes"]]
    assert sorted(ids) == sorted(
        [
            "self_built",
            "online_model_api",
            "partner",
            "serverless_api",
            "private_deployment",
            "appliance",
            "hosted_compute",
        ]
    )
    suitable = [m for m in body["modes"] if m["suitable"]]
    assert suitable, "at least one mode must be suitable"
    # Suitable modes come first, in the decision's order: the top first, then the runner-up.
    flags = [m["suitable"] for m in body["modes"]]
    assert flags == sorted(flags, reverse=True)
    decision = body["decision"]
    assert [m["id"] for m in suitable[:2]] == [decision["top"], decision["runner_up"]]
    assert decision["confidence"] in ("clear", "close", "tied") and 1 <= len(decision["why"]) <= 3
    assert all(m["fit"] == "excluded" for m in body["modes"] if not m["suitable"])
    # A 13B LoRA run is sized on its own memory floor: one GPU holds it (issue 14, defect 4).
    assert body["baseline"]["scale"] == "one_gpu"
    passages = _passages(body)
    for m in suitable:
        assert m["citations"], f"suitable mode {m['id']} has no citation"
        c = passages[m["citations"][0]["passage_id"]]
        assert c["text"] and isinstance(c["sources"], list) and c["n"] == m["citations"][0]["n"]
    assert body["checks"]
    for c in body["checks"]:
        assert c["citations"], f"check {c['id']} has no citation"
        assert c["why"], f"check {c['id']} does not say why"
    assert body["trace"], "the rule trace is empty"
    assert body["rule_base_version"] and body["corpus_hash"]


def test_data_that_must_stay_on_premises_excludes_public_services_with_reason(client):
    body = _recommend(client, BANK).json()
    modes = {m["id"]: m for m in body["modes"]}
    for mid in ("online_model_api", "serverless_api"):
        assert not modes[mid]["suitable"], mid
        assert modes[mid]["excluded_by"], f"{mid} does not say which rule excluded it"
        assert modes[mid]["excluded_by"][0]["rule_id"]
    # No ops staff and no hardware: self-build stays possible on paper but fits poorly.
    assert modes["self_built"]["fit"] == "poor" and modes["self_built"]["cons"]
    assert body["modes"][0]["id"] in ("private_deployment", "appliance")


def test_language_follows_query_then_header(client):
    zh = _recommend(client, BANK).json()
    en = client.post("/api/v1/recommend?lang=en", json={"answers": BANK}).json()
    hdr = _recommend(client, BANK, headers={"Accept-Language": "en-US,en;q=0.9"}).json()
    assert zh["lang"] == "zh" and en["lang"] == "en" and hdr["lang"] == "en"
    assert _has_cjk(zh["modes"][0]["title"]) and _has_cjk(zh["checks"][0]["why"])
    assert not _has_cjk(en["modes"][0]["title"]) and not _has_cjk(en["checks"][0]["why"])
    assert [m["id"] for m in zh["modes"]] == [m["id"] for m in en["modes"]]


def test_missing_lists_questions_that_could_change_the_result(client):
    partial = client.post("/api/v1/recommend", json={"answers": {"task_type": "pretraining"}}).json()
    missing = {m["id"] for m in partial["missing"]}
    assert "compliance" in missing and "ops_capacity" in missing
    assert "task_type" not in missing
    full = _recommend(client, BANK).json()
    assert full["missing"] == [] or all(m["id"] not in BANK for m in full["missing"])


def test_empty_answers_still_give_advice(client):
    body = _recommend(client, {}).json()
    assert any(m["suitable"] for m in body["modes"])
    assert body["missing"]


def test_answers_whose_question_is_not_asked_are_ignored(client):
    body = _recommend(client, {"task_type": "inference", "training_days": 30}).json()
    assert body["ignored"] == ["training_days"]
    assert all(c["id"] != "checkpoint_resume" for c in body["checks"])


@pytest.mark.parametrize(
    ("payload", "field", "status"),
    [
        ({"answers": {"colour": "blue"}}, "answers.colour", 422),
        ({"answers": {"task_type": "gaming"}}, "answers.task_type", 422),
        ({"answers": {"model_params_b": "huge"}}, "answers.model_params_b", 422),
        ({"answers": {"model_params_b": -3}}, "answers.model_params_b", 422),
        ({"answers": {"model_params_b": True}}, "answers.model_params_b", 422),
        ({"answers": {"compliance": "data_on_premises"}}, "answers.compliance", 422),
        ({"answers": {"compliance": ["moon_base"]}}, "answers.compliance", 422),
        ({"answers": {"training_days": 0}}, "answers.training_days", 422),
        # An MoE's active parameters cannot exceed the model's.
        ({"answers": {"model_params_b": 7, "active_params_b": 13}}, "answers.active_params_b", 422),
        (
            {"answers": {"task_type": "fine_tuning", "finetune_method": "adapter"}},
            "answers.finetune_method",
            422,
        ),
        ({"answers": {}, "extra": 1}, "extra", 422),
        ({"answers": [1, 2]}, "answers", 422),
        ({"answers": {}, "lang": "fr"}, "lang", 422),
    ],
)
def test_bad_recommend_input_names_the_field(client, payload, field, status):
    r = client.post("/api/v1/recommend", json=payload)
    assert r.status_code == status, r.text
    body = r.json()
    assert body["field"] == field, body
    assert body["message"]


def test_bad_option_error_lists_allowed_values(client):
    body = _recommend(client, {"ops_capacity": "some"}).json()
    assert body["allowed"] == ["none", "limited", "dedicated_team"]


@pytest.mark.parametrize(
    ("content", "ctype", "status", "field"),
    [
        (b"{not json", "application/json", 400, "body"),
        (json.dumps({"answers": {"task_type": "x" * 400_000}}).encode(), "application/json", 413, "body"),
    ],
)
def test_malformed_and_oversize_bodies(client, content, ctype, status, field):
    r = client.post("/api/v1/recommend", content=content, headers={"content-type": ctype})
    assert r.status_code == status
    assert r.json()["field"] == field


def test_unknown_lang_query_parameter_is_rejected(client):
    r = client.get("/api/v1/questionnaire?lang=de")
    assert r.status_code == 422 and r.json()["field"] == "lang"


def test_search_returns_cited_passages(client):
    r = client.post("/api/v1/search", json={"query": "断点续训", "k": 3})
    assert r.status_code == 200, r.text
    results = r.json()["results"]
    assert 1 <= len(results) <= 3
    assert "断点续训" in results[0]["text"]
    assert {"passage_id", "text", "sources", "score"} <= set(results[0])


@pytest.mark.parametrize(
    ("payload", "field"),
    [
        ({"query": "", "k": 3}, "query"),
        ({"query": "   ", "k": 3}, "query"),
        ({"query": "x", "k": 0}, "k"),
        ({"query": "x", "k": 51}, "k"),
        ({"k": 3}, "query"),
        ({"query": "x", "k": "many"}, "k"),
    ],
)
def test_bad_search_input_names_the_field(client, payload, field):
    r = client.post("/api/v1/search", json=payload)
    assert r.status_code == 422, r.text
    assert r.json()["field"] == field


def test_questionnaire_is_the_vocabulary_in_the_chosen_language(client):
    zh = client.get("/api/v1/questionnaire").json()
    en = client.get("/api/v1/questionnaire?lang=en").json()
    ids = [q["id"] for q in zh["questions"]]
    assert ids[:3] == ["task_type", "model_params_b", "dataset_tokens_b"]
    assert {
        "compliance",
        "ops_capacity",
        "usage_pattern",
        "budget_model",
        "existing_hardware",
        "training_days",
        "data_scale",
    } <= set(ids)
    task = en["questions"][0]
    assert task["label"] == "Task type" and task["options"][0]["id"] == "pretraining"
    days = next(q for q in en["questions"] if q["id"] == "training_days")
    assert days["ask_if"] == [
        {"question": "task_type", "in": ["pretraining", "fine_tuning", "continued_training"]}
    ]
    assert len(zh["modes"]) == 7 and len(zh["checks"]) == 14
    # An MoE's active size: bounded by the model size, taken when given, never asked for.
    active = next(q for q in en["questions"] if q["id"] == "active_params_b")
    assert active["at_most"] == "model_params_b" and active["volunteered"] is True
    assert "volunteered" not in days and "at_most" not in days


def test_rules_listing_is_readable_data(client):
    body = client.get("/api/v1/rules?lang=en").json()
    assert body["version"]
    rules = body["rules"]
    assert len(rules) >= 20
    ids = [r["id"] for r in rules]
    assert len(ids) == len(set(ids))
    # Evidence is a quote from the source, or None: judgement, no source.
    assert all(r["statement"] and (r["evidence"] is None or r["evidence"].strip()) for r in rules)
    assert any(r["evidence"] is None for r in rules) and any(r["evidence"] for r in rules)


def test_health_reports_versions(client):
    r = client.get("/health")
    assert r.status_code == 200
    assert r.json()["status"] == "ok" and r.json()["passages"] > 10


def test_openapi_schema_is_served(client):
    r = client.get("/schema/openapi.json")
    assert r.status_code == 200
    assert "/api/v1/recommend" in r.json()["paths"]
    schemas = r.json()["components"]["schemas"]
    decision = next(v for k, v in schemas.items() if k.endswith("Decision"))
    assert {"top", "runner_up", "confidence", "why", "deciding", "cost_range", "swap"} <= set(
        decision["properties"]
    )


def test_unknown_route_is_a_json_404(client):
    r = client.get("/api/v1/nothing-here")
    assert r.status_code == 404 and r.json()["error"] == "not_found"


def test_recommendation_carries_a_cost_estimate_when_the_answers_allow(client):
    body = _recommend(client, {**BANK, "dataset_tokens_b": 5}).json()
    est = body["estimate"]
    assert est and est["disclaimer"]
    costed = {m["id"] for m in est["modes"] if m.get("applicable")}
    suitable = {m["id"] for m in body["modes"] if m["suitable"]}
    assert costed and costed <= suitable
    assert all(m["total"] > 0 for m in est["modes"] if m.get("applicable"))
    assert _recommend(client, {"task_type": "fine_tuning"}).json()["estimate"] is None


def test_the_recommend_response_is_the_advice_document(client, advisor):
    """The route writes the advice's JSON itself: the same document the model dumps, with the
    JSON content type, in either language."""
    for lang in ("zh", "en"):
        r = client.post("/api/v1/recommend", json={"answers": BANK, "lang": lang})
        assert r.status_code == 200 and r.headers["content-type"].startswith("application/json")
        assert r.json() == advisor.advise(BANK, lang).model_dump(mode="json")


def test_recommend_leaves_the_garbage_collector_as_it_found_it(client):
    """The route pauses automatic collection while it builds one answer (service/api.py): on,
    it is on again after the answer, a bad request or a failure; off (someone else's choice), it
    stays off."""
    import gc

    assert gc.isenabled()
    assert client.post("/api/v1/recommend", json={"answers": BANK}).status_code == 200
    assert gc.isenabled()
    assert client.post("/api/v1/recommend", json={"answers": {"task_type": "x"}}).status_code == 422
    assert gc.isenabled()
    gc.disable()
    try:
        assert client.post("/api/v1/recommend", json={"answers": BANK}).status_code == 200
        assert not gc.isenabled()
    finally:
        gc.enable()


def _passages(body: dict) -> dict[str, dict]:
    """The answer's passage list by id, checked: each passage listed once, numbered 1..n, and
    every citation in the answer refers to one of them by id and number, its quote inside it."""
    listed = body["passages"]
    assert [p["n"] for p in listed] == list(range(1, len(listed) + 1))
    by_id = {p["passage_id"]: p for p in listed}
    assert len(by_id) == len(listed), "a passage is listed twice"
    refs = [c for m in body["modes"] for c in m["citations"]]
    refs += [c for m in body["modes"] for r in m["reasons"] + m["excluded_by"] for c in r["citations"]]
    refs += [c for ck in body["checks"] for c in ck["citations"]]
    refs += [c for ck in body["checks"] for r in ck["reasons"] for c in r["citations"]]
    refs += [c for line in body["decision"]["why_citations"] for c in line]
    refs += body["decision"]["why_not_citations"]
    assert refs, "the answer cites nothing"
    for ref in refs:
        assert set(ref) == {"passage_id", "n", "quote", "score"}, "a citation repeats its passage"
        p = by_id[ref["passage_id"]]
        assert p["n"] == ref["n"] and ref["quote"] in p["text"]
    assert {p["passage_id"] for p in listed} == {r["passage_id"] for r in refs}, "a passage nobody cites"
    return by_id


def test_the_estimate_shown_with_the_advice_costs_each_mode_as_the_decision_does(advisor):
    """The decision counts owned hardware that holds the job as paid; the estimate beside it used
    to show the full bill, so a team's own servers read ~8.8k CNY in the decision and ~26k in the
    chart on one page. Over random answer sets, every costed mode's shown total is its cost to
    target, marked when owned hardware is counted as paid, and the shown ranks follow the totals."""
    import random

    from tests.profiles import draw_answers

    rng, marked = random.Random(5), 0
    for _ in range(80):
        advice = advisor.advise(draw_answers(rng), "en")
        if advice.estimate is None or not advice.estimate["modes"]:
            continue
        shown = {m["id"]: m for m in advice.estimate["modes"] if m.get("applicable")}
        for mode in advice.modes:
            if mode.cost_to_target is None or mode.id not in shown:
                continue
            m = shown[mode.id]
            assert abs(m["total"] - mode.cost_to_target) <= max(1.0, 1e-5 * m["total"]), (mode.id, m["total"])
            assert m["range"]["low"] <= m["total"] <= m["range"]["high"] + 1
            marked += bool(m.get("owned_as_paid"))
        totals = [m["total"] for m in sorted(shown.values(), key=lambda m: m["rank"])]
        assert totals == sorted(totals)
    assert marked  # the draws include teams whose owned hardware holds the job
