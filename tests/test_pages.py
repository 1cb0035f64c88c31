"""The HTML pages through the real app (real rule engine and index, fake embedder): the
questionnaire flow, results, exports, chat fallback, embedding, and the security headers."""

from __future__ import annotations

import re
from urllib.parse import quote

import pytest
from litestar.testing import TestClient

from compute_advisor.rules.vocabulary import load_vocabulary
from compute_advisor.service.security import content_security_policy, normalize_origin
from compute_advisor.service.svg import Bar, bar_chart

PORTAL = "http://portal.example.test:8080"


@pytest.fixture(scope="module")
def web(settings):
    """The app with one allowed portal origin."""
    from compute_advisor.service.app import create_app
    from tests.fakes import FakeEmbedder

    s = settings.model_copy(update={"allowed_origins": [PORTAL + "/"]})
    with TestClient(create_app(s, embedder=FakeEmbedder())) as c:
        yield c


def _start(web, answer: str = "fine_tuning", lang: str = "zh") -> str:
    """Answer the first question on `/`; returns the session id."""
    r = web.post(
        f"/s?lang={lang}",
        data={"question": "task_type", "value": answer, "action": "next"},
        follow_redirects=False,
    )
    assert r.status_code == 303, r.text
    return re.search(r"/s/([\w-]+)/", r.headers["location"]).group(1)


def _answer(web, sid: str, qid: str, *values: str, action: str = "next", lang: str = "zh"):
    data = {"value": list(values), "action": action}
    return web.post(f"/s/{sid}/q/{qid}?lang={lang}", data=data, follow_redirects=False)


def _no_inline_code(html: str) -> None:
    assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", html), "inline script"
    assert not re.search(r"\sstyle\s*=", html), "inline style attribute"
    assert "<style" not in html
    assert not re.search(r"\son[a-z]+\s*=", html), "inline event handler"


# -- the questionnaire ------------------------------------------------------------------------


def test_start_page_asks_the_first_question_in_chinese(web) -> None:
    r = web.get("/")
    assert r.status_code == 200
    assert '<html lang="zh-CN">' in r.text
    assert "任务类型" in r.text and "任务性质不同" in r.text  # label and help text
    assert re.search(r"第 1 步，共 \d+ 步", r.text)
    assert '<progress value="1"' in r.text
    # Every option is a labelled control; the group is described by the help text.
    assert r.text.count('type="radio" name="value"') == 5
    assert 'aria-describedby="help-task_type"' in r.text
    assert 'rel="alternate" type="application/json" href="/api/v1/questionnaire?lang=zh"' in r.text
    _no_inline_code(r.text)


def test_english_by_query_or_accept_language(web) -> None:
    assert "Task type" in web.get("/?lang=en").text
    r = web.get("/", headers={"Accept-Language": "en-GB,en;q=0.9"})
    assert '<html lang="en">' in r.text and "Step 1 of" in r.text
    # The switch link keeps the page and flips the language.
    assert 'href="/?lang=zh"' in r.text


def test_full_flow_ends_in_cited_results(web) -> None:
    sid = _start(web)
    r = _answer(web, sid, "model_params_b", "7")
    assert r.headers["location"].startswith(f"/s/{sid}/q/dataset_tokens_b")
    for qid, value in [("data_scale", "medium"), ("ops_capacity", "none"), ("usage_pattern", "project")]:
        assert _answer(web, sid, qid, value).status_code == 303
    r = _answer(web, sid, "compliance", "data_in_country", "regulated_industry")
    assert r.status_code == 303
    r = web.get(f"/s/{sid}/results")
    assert r.status_code == 200
    html = r.text
    # The decision comes first: what to do, how sure, then the comparison of the top three.
    decision = html.index('class="card decision"')
    assert decision < html.index('class="compare"') < html.index('id="checklist"')
    card = html[decision : html.index('class="compare"')]
    assert "建议采用" in card
    # Budget and hardware are not answered: paying per use would put hosted compute first, a few
    # servers of its own running them itself. The advice says it is open and names those questions
    # first, not "clear" on the answers given, nor a change of an answer the team gave.
    assert '<span class="badge conf conf-open">待定：取决于尚未回答的问题</span>' in card
    assert card.index("尚未回答“预算方式”") < card.index("尚未回答“现有硬件”")
    assert "若“数据规模”为" not in card
    # The cost on the card is the decision's range (low–high), with the baseline it rests on.
    assert re.search(r'class="decision-cost">.*?<strong>[^<]+–[^<]+ CNY</strong>', card)
    assert "任务基线：" in card
    assert html.count('<th scope="col" id="mode-') == 3
    # The rows are the decision's named criteria (rules/data/modes.yaml) in its order, those
    # that speak to a compared mode, between the fit and the cost to target.
    named = ["合规", "规模与任务基线", "硬件的自有或购置", "运维负担与能力"]
    named += ["计费方式与预算", "启动时间与使用方式", "负载类型"]
    table = html[html.index('class="compare"') : html.index("</table>")]
    rows = re.findall(r'<th scope="row">([^<]+)</th>', table)
    assert rows[0] == "适合程度" and rows[-1] == "达标成本"
    assert len(rows[1:-1]) >= 3 and rows[1:-1] == [r for r in named if r in rows]
    assert "合规" in rows and "运维负担与能力" in rows  # the compliance and no-ops answers
    assert "得分" not in html  # fit labels, not raw scores
    # Evidence as footnotes that open in place, and one numbered source list.
    assert '<details class="fn">' in html and 'class="fn-quote"' in html
    assert '<li id="fn-1" value="1">' in html and '<li id="src-S' in html
    assert "中文原文" not in html  # a Chinese quote on a Chinese page needs no label
    assert 'type="checkbox" name="check" value="' in html and "已核验 0/" in html
    # Rule ids and the trace only in the collapsed audit section, in the page's language.
    audit = html.index('<details class="card audit">')
    assert '<table class="trace-table">' in html[audit:]
    assert not re.search(r"<code>[DMC]\d{2,3}</code>", html[:audit])
    assert "fact training_workload" not in html and "推断：训练类任务" in html[audit:]
    assert "规则库版本" in html[audit:] and "语料哈希" in html[audit:]
    assert r.headers["cache-control"] == "no-store"
    _no_inline_code(html)


def test_english_results_mark_a_chinese_quote_and_show_the_claim_beside_it(web) -> None:
    sid = _start(web, lang="en")
    for qid, value in [("model_params_b", "7"), ("dataset_tokens_b", "2"), ("ops_capacity", "none")]:
        _answer(web, sid, qid, value, lang="en")
    html = web.get(f"/s/{sid}/results?lang=en").text
    marks = re.findall(r'<details class="fn">.*?</details>', html)
    assert marks
    for mark in marks:
        # The quote stays verbatim (Chinese, marked so) and the English claim it backs sits beside it.
        assert '<span class="fn-lang">Quoted in Chinese</span>' in mark
        quote = re.search(r'<span class="fn-quote" lang="zh-CN">([^<]+)</span>', mark).group(1)
        assert re.search(r"[\u4e00-\u9fff]", quote)
        claim = re.search(r'<span class="fn-claim-label">It supports:</span> ([^<]+)</span>', mark).group(1)
        assert re.fullmatch(r"[\x00-\x7f–—×≈‘’“”]+", claim), claim
    assert "（" not in html[html.index('class="card decision"') : html.index('class="compare"')]


def test_few_answers_ask_for_more_instead_of_a_verdict(web, advisor) -> None:
    # Pretraining alone says nothing for any mode: the decision block says "none" (fine-tuning
    # alone already speaks against the online-model API, so the decision leans: not this case).
    sid = _start(web, "pretraining")
    html = web.get(f"/s/{sid}/results").text
    advice = advisor.advise({"task_type": "pretraining"}, "zh")
    assert advice.top_mode is None and advice.decision.confidence == "none" and advice.missing
    assert "还不能给出建议" in html and "回答下面这些问题，就能得到建议" in html
    assert "建议采用" not in html and "首选" not in html and 'class="compare"' not in html
    # Every numbered source is one the page shows a marker for.
    listed = set(re.findall(r'<li id="fn-(\d+)"', html))
    marked = set(re.findall(r'aria-label="出处 (\d+)"', html))
    assert listed == marked and "1" in listed
    for m in advice.missing:
        assert f"/s/{sid}/q/{m.id}?lang=zh" in html


def test_checklist_ticks_are_kept_in_the_session(web) -> None:
    sid = _start(web)
    html = web.get(f"/s/{sid}/results").text
    ids = re.findall(r'name="check" value="([a-z_]+)"', html)
    assert len(ids) >= 2
    r = web.post(f"/s/{sid}/checks?lang=zh", data={"check": ids[:2]}, follow_redirects=False)
    assert r.status_code == 303 and r.headers["location"].endswith("#checklist")
    html = web.get(f"/s/{sid}/results").text
    assert f"已核验 2/{len(ids)}" in html
    assert f'value="{ids[0]}" id="cb-{ids[0]}" checked' in html
    assert "- [x] **" in web.get(f"/s/{sid}/advice.md").text
    # The API sets the same list; the page's script asks the page route for JSON.
    r = web.put(f"/api/v1/sessions/{sid}/checks", json={"checks": [ids[-1]]})
    assert r.status_code == 200 and r.json()["checks"] == [ids[-1]]
    r = web.post(f"/s/{sid}/checks", data={"check": ids[:1]}, headers={"accept": "application/json"})
    assert r.json() == {"checks": ids[:1]}
    r = web.put(f"/api/v1/sessions/{sid}/checks", json={"checks": ["no_such_check"]})
    assert r.status_code == 422 and r.json()["field"] == "checks" and ids[0] in r.json()["allowed"]


def test_assumptions_form_recomputes_the_cost(web) -> None:
    sid = _start(web)
    for qid, value in [("model_params_b", "7"), ("dataset_tokens_b", "2")]:
        _answer(web, sid, qid, value)

    def totals(html: str) -> str:
        return re.search(r'<desc id="chart\d+-d">([^<]+)</desc>', html).group(1)

    base = web.get(f"/s/{sid}/results")
    assert 'class="chart chart-narrow"' in base.text and "调整假设并重新计算" in base.text
    slower = web.get(f"/s/{sid}/results?utilization=30&mfu=20")
    assert slower.status_code == 200 and totals(slower.text) != totals(base.text)
    assert 'value="30"' in slower.text  # the form shows what was set
    bad = web.get(f"/s/{sid}/results?utilization=lots")
    assert bad.status_code == 422 and "utilization" in bad.text and "假设无效" in bad.text


def test_the_cost_chart_counts_owned_servers_as_paid_before_and_after_the_form(web) -> None:
    """A team whose own 8 GPUs hold the job: the chart shows its servers costed as the decision
    costs them (marked), with the form's assumptions as without them."""
    sid = _start(web)
    for qid, value in [
        ("model_params_b", "13"),
        ("dataset_tokens_b", "2"),
        ("training_days", "5"),
        ("existing_hardware", "some"),
        ("owned_gpus", "8"),
    ]:
        _answer(web, sid, qid, value)
    for query in ("", "?utilization=60"):
        html = web.get(f"/s/{sid}/results{query}").text
        chart = html[html.index('class="chart chart-narrow"') :]
        assert "自建算力集群（自有硬件按已付计）" in chart, query


def test_step_count_is_stable_and_numbers_read_as_people_write_them(web) -> None:
    total = int(re.search(r"第 1 步，共 (\d+) 步", web.get("/").text).group(1))
    sid = _start(web, "fine_tuning")  # opens the follow-up questions on data and days
    html = web.get(f"/s/{sid}/q/dataset_tokens_b").text
    # It rules out only the questions a service alone has (its calls a day, the model it serves).
    service_only = [
        q
        for q in load_vocabulary().questions
        if any(c.question == "task_type" and c.in_ == ("inference",) for c in q.ask_if)
    ]
    assert service_only and f"共 {total - len(service_only)} 步" in html
    assert "1,000,000" in html and "e+" not in html  # the upper bound, written out
    sid = _start(web, "inference")  # rules them out: the count may only fall
    assert int(re.search(r"共 (\d+) 步", web.get(f"/s/{sid}/q/model_params_b").text).group(1)) < total


def test_multi_choice_help_is_not_repeated(web) -> None:
    sid = _start(web)
    html = web.get(f"/s/{sid}/q/compliance").text
    assert html.count("可多选") == 1


def test_invalid_number_is_shown_next_to_the_field(web) -> None:
    sid = _start(web)
    r = _answer(web, sid, "model_params_b", "lots")
    assert r.status_code == 422
    assert 'id="err-model_params_b"' in r.text and "请输入一个数字" in r.text and "大于 0" in r.text
    assert 'aria-describedby="help-model_params_b err-model_params_b"' in r.text
    assert 'aria-invalid="true"' in r.text
    assert 'value="lots"' in r.text  # what they typed is kept for correction
    assert "model_params_b" not in web.get(f"/api/v1/sessions/{sid}").json()["answers"]
    r = _answer(web, sid, "model_params_b", "-3", lang="en")
    assert r.status_code == 422 and "Enter a number (&gt; 0 and ≤ 100,000)" in r.text


def test_an_moe_active_size_above_the_model_size_is_shown_next_to_the_field(web) -> None:
    sid = _start(web)
    assert _answer(web, sid, "model_params_b", "7").status_code == 303
    r = _answer(web, sid, "active_params_b", "13")
    assert r.status_code == 422 and "请输入一个数字（大于 0，不超过模型参数规模 7）" in r.text
    # The step states the bound the model size sets before anything is typed.
    assert "不超过模型参数规模 7" in web.get(f"/s/{sid}/q/active_params_b").text
    assert "active_params_b" not in web.get(f"/api/v1/sessions/{sid}").json()["answers"]
    assert _answer(web, sid, "model_params_b", "235").status_code == 303
    assert _answer(web, sid, "active_params_b", "22").status_code == 303
    assert web.get(f"/s/{sid}/results").status_code == 200


def test_choice_needs_an_option_or_a_skip(web) -> None:
    sid = _start(web)
    r = _answer(web, sid, "data_scale")
    assert r.status_code == 422 and "请选择一项" in r.text
    r = _answer(web, sid, "data_scale", "enormous")
    assert r.status_code == 422
    r = _answer(web, sid, "data_scale", action="skip")
    assert r.status_code == 303 and "/q/compliance" in r.headers["location"]


def test_multi_question_accepts_none_and_several(web) -> None:
    sid = _start(web)
    assert _answer(web, sid, "compliance").status_code == 303  # none of them
    assert web.get(f"/api/v1/sessions/{sid}").json()["answers"]["compliance"] == []
    _answer(web, sid, "compliance", "data_on_premises", "data_in_country")
    html = web.get(f"/s/{sid}/q/compliance").text
    assert html.count("checked") == 2


def test_only_questions_whose_ask_if_holds_are_asked(web) -> None:
    sid = _start(web, "inference")
    r = _answer(web, sid, "model_params_b", "7")
    # dataset_tokens_b is only asked for training tasks: the flow goes past it.
    assert "/q/data_scale" in r.headers["location"]
    page = web.get(f"/s/{sid}/q/data_scale").text
    assert "训练数据量" not in page and "预计训练时长" not in page
    r = web.get(f"/s/{sid}/q/dataset_tokens_b", follow_redirects=False)
    assert r.status_code == 303 and r.headers["location"] == f"/s/{sid}?lang=zh"


def test_back_goes_to_the_previous_asked_question_and_edits_keep_answers(web) -> None:
    sid = _start(web, "inference")
    _answer(web, sid, "model_params_b", "13")
    html = web.get(f"/s/{sid}/q/data_scale").text
    assert f'href="/s/{sid}/q/model_params_b?lang=zh"' in html  # Back
    page = web.get(f"/s/{sid}/q/model_params_b").text
    assert 'value="13"' in page
    _answer(web, sid, "model_params_b", "70")
    assert web.get(f"/api/v1/sessions/{sid}").json()["answers"]["model_params_b"] == 70


def test_resume_by_link_or_id_and_review(web) -> None:
    sid = _start(web)
    for given in (sid, f"https://advisor.example/s/{sid}?lang=zh"):
        r = web.get("/", params={"session": given}, follow_redirects=False)
        assert r.status_code == 303 and r.headers["location"] == f"/s/{sid}?lang=zh"
    html = web.get(f"/s/{sid}").text
    assert "你的回答" in html and "微调" in html and "未回答" in html
    assert f'href="/s/{sid}/q/task_type?lang=zh"' in html
    assert f"/s/{sid}?lang=zh" in html  # the shareable resume link
    # The answer is shown once (the fine-tuning method question's label also starts with it).
    assert len(re.findall(r">\s*Fine-tuning<", web.get(f"/s/{sid}?lang=en").text)) == 1


def test_session_language_is_used_when_the_url_names_none(web) -> None:
    sid = _start(web, lang="en")
    assert '<html lang="en">' in web.get(f"/s/{sid}").text


def test_unknown_session_and_bad_input_are_pages_not_500(web) -> None:
    r = web.get("/s/doesnotexist_0123456789/results")
    assert r.status_code == 404 and "text/html" in r.headers["content-type"]
    assert "找不到这个会话" in r.text
    assert web.get("/s/doesnotexist_0123456789/q/task_type?lang=en").status_code == 404
    sid = _start(web)
    assert web.get(f"/s/{sid}/q/no_such_question").status_code == 404
    r = web.get("/?lang=fr")
    assert r.status_code == 422 and "text/html" in r.headers["content-type"]


def test_initial_answers_from_a_portal(web) -> None:
    answers = quote('{"task_type": "inference", "ops_capacity": "none"}')
    html = web.get(f"/embed/?lang=en&answers={answers}").text
    assert "Model size" in html and "Step 2 of" in html
    assert 'name="prefill"' in html and "inference" in html
    r = web.post(
        "/embed/s?lang=en",
        data={
            "question": "model_params_b",
            "value": "7",
            "action": "next",
            "prefill": '{"task_type": "inference", "ops_capacity": "none"}',
        },
        follow_redirects=False,
    )
    assert r.status_code == 303 and r.headers["location"].startswith("/embed/s/")
    sid = r.headers["location"].split("/")[3]
    assert web.get(f"/api/v1/sessions/{sid}").json()["answers"] == {
        "task_type": "inference",
        "ops_capacity": "none",
        "model_params_b": 7,
    }
    r = web.get("/embed/?answers=" + quote('{"task_type": "quantum"}'))
    assert r.status_code == 422 and "预填的答案无效" in r.text


# -- results exports --------------------------------------------------------------------------


def test_markdown_and_print_exports(web) -> None:
    sid = _start(web)
    _answer(web, sid, "model_params_b", "7")  # the task alone is too little for a verdict
    r = web.get(f"/s/{sid}/advice.md")
    assert r.status_code == 200 and r.headers["content-type"] == "text/markdown; charset=utf-8"
    assert "attachment" in r.headers["content-disposition"]
    assert r.text.startswith("# 算力选型建议") and "- [ ]" in r.text
    # Each mode carries the decision's fit label, as the results page does: a feasible mode that
    # fits poorly is not called suitable.
    advice_zh = web.post(
        "/api/v1/recommend", json={"answers": {"task_type": "fine_tuning", "model_params_b": 7}}
    ).json()
    fit_zh = {"strong": "很合适", "possible": "可以考虑", "poor": "不太合适", "excluded": "已排除"}
    for m in advice_zh["modes"]:
        assert f"**{m['title']}** ({fit_zh[m['fit']]}, " in r.text, m["id"]
    html = web.get(f"/s/{sid}/print?lang=en").text
    advice = web.post(
        "/api/v1/recommend?lang=en",
        json={"answers": {"task_type": "fine_tuning", "model_params_b": 7}, "lang": "en"},
    ).json()
    assert advice["rule_base_version"] in html and advice["corpus_hash"] in html
    assert "Fine-tuning" in html and "is-print" in html and "data-print" in html
    # Paper leads with the decision block too, in the page's language.
    top = next(m["title"] for m in advice["modes"] if m["id"] == advice["decision"]["top"])
    lead = html[: html.index("Your answers")]
    assert f"Recommended: {top}" in lead and "Could still change it" in lead


def test_a_decision_is_recorded_once_per_answer_set(web) -> None:
    sid = _start(web)
    web.get(f"/s/{sid}/results")
    web.get(f"/s/{sid}/results?lang=en")
    assert len(web.get(f"/api/v1/sessions/{sid}/decisions").json()["decisions"]) == 1
    _answer(web, sid, "model_params_b", "70")
    web.get(f"/s/{sid}/results")
    decisions = web.get(f"/api/v1/sessions/{sid}/decisions").json()["decisions"]
    assert len(decisions) == 2 and decisions[-1]["answers"]["model_params_b"] == 70


# -- chat -------------------------------------------------------------------------------------


def test_chat_page_escapes_the_transcript(web) -> None:
    sid = _start(web)
    store = web.app.state.sessions
    web.blocking_portal.call(store.append_turn, sid, "user", "<script>alert(1)</script>", None)
    html = web.get(f"/s/{sid}/chat").text
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html and "<script>alert" not in html
    assert 'data-api="/api/v1/chat"' in html and f'data-session="{sid}"' in html
    assert 'method="post"' in html  # works without JavaScript


def test_chat_without_javascript_posts_a_turn(web) -> None:
    r = web.post("/chat", data={"message": "  ", "lang": "zh"})
    assert r.status_code == 422 and "请输入内容后再发送" in r.text
    r = web.post("/chat", data={"message": "我们要微调一个 7B 模型", "lang": "zh"}, follow_redirects=False)
    assert r.status_code == 303 and re.match(r"/s/[\w-]+/chat\?lang=zh#latest", r.headers["location"])
    page_url = r.headers["location"].split("#")[0]
    page = web.get(page_url).text
    assert "我们要微调一个 7B 模型" in page and "turn-assistant" in page
    # A domain question is answered from the sources, and the passages show under the reply.
    r = web.post(page_url, data={"message": "什么是断点续训？", "lang": "zh"})
    assert r.status_code == 200
    assert r.text.count('class="turn turn-') == 4
    assert '<details class="citation">' in r.text


# -- embedding and security -------------------------------------------------------------------


def test_embed_pages_have_no_chrome_and_stay_embedded(web) -> None:
    html = web.get("/embed/?lang=en").text
    assert "site-header" not in html and "site-footer" not in html
    assert 'action="/embed/s?lang=en"' in html
    assert f'data-parent-origins="[&#34;{PORTAL}&#34;]"' in html
    sid = _start(web)
    page = web.get(f"/embed/s/{sid}/results").text
    assert f'href="/embed/s/{sid}?lang=zh"' in page
    chat = web.get("/embed/chat?lang=en").text
    assert 'data-page-base="/embed"' in chat and 'action="/embed/chat?lang=en"' in chat


def test_security_headers_on_pages_api_and_errors(web) -> None:
    for path in ("/", "/api/v1/questionnaire", "/s/doesnotexist_0123456789", "/static/app.css", "/nowhere"):
        r = web.get(path)
        csp = r.headers["content-security-policy"]
        assert "unsafe-inline" not in csp and "unsafe-eval" not in csp, path
        assert f"frame-ancestors 'self' {PORTAL}" in csp, path
        assert "script-src 'self'" in csp and "style-src 'self'" in csp
        assert r.headers["x-content-type-options"] == "nosniff"
        assert r.headers["referrer-policy"] == "same-origin"


def test_cors_only_for_allowed_origins_on_the_api(web) -> None:
    pre = web.options(
        "/api/v1/recommend",
        headers={
            "Origin": PORTAL,
            "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "content-type",
        },
    )
    assert pre.status_code == 204
    assert pre.headers["access-control-allow-origin"] == PORTAL
    assert "POST" in pre.headers["access-control-allow-methods"]
    assert "content-type" in pre.headers["access-control-allow-headers"].lower()
    r = web.post("/api/v1/recommend", json={"answers": {}}, headers={"Origin": PORTAL})
    assert r.headers["access-control-allow-origin"] == PORTAL and "Origin" in r.headers["vary"]
    other = web.post("/api/v1/recommend", json={"answers": {}}, headers={"Origin": "http://evil.test"})
    assert "access-control-allow-origin" not in other.headers
    page = web.get("/", headers={"Origin": PORTAL})
    assert "access-control-allow-origin" not in page.headers


def test_static_files_and_widget_script(web) -> None:
    r = web.get("/static/embed.js")
    assert r.status_code == 200 and "javascript" in r.headers["content-type"]
    assert "advisor:resize" in r.text and "event.origin !== origin" in r.text
    assert web.get("/static/app.css").status_code == 200


def test_origins_are_normalised() -> None:
    assert normalize_origin("https://Portal.Example.com/") == "https://portal.example.com"
    assert normalize_origin("https://portal.example.com:443/path") == "https://portal.example.com"
    assert normalize_origin("http://localhost:8080") == "http://localhost:8080"
    assert normalize_origin("javascript:alert(1)") is None
    assert normalize_origin("portal.example.com") is None
    assert content_security_policy(()).endswith("frame-ancestors 'self'")


def test_bar_chart_escapes_labels_and_shows_negative_scores() -> None:
    svg = str(bar_chart([Bar("<b>A</b>", 3), Bar("B", -2, "is-excluded", note="-2 · excluded")], title="t&t"))
    assert "&lt;b&gt;A&lt;/b&gt;" in svg and "<b>" not in svg and "t&amp;t" in svg
    assert "is-negative" in svg and "-2 · excluded" in svg


def test_results_page_shows_the_cost_estimate_chart_when_answers_allow(client):
    answers = {
        "task_type": "fine_tuning",
        "model_params_b": 13,
        "dataset_tokens_b": 5,
        "compliance": ["data_on_premises"],
        "ops_capacity": "none",
    }
    sid = client.post("/api/v1/sessions", json={"answers": answers}).json()["session_id"]
    html = client.get(f"/s/{sid}/results?lang=en").text
    assert 'id="estimate-h"' in html and "Cost to reach the target" in html
    assert "<svg" in html.split('id="estimate-h"')[1]
    assert "not any vendor" in html
    bare = client.post("/api/v1/sessions", json={"answers": {"task_type": "fine_tuning"}}).json()[
        "session_id"
    ]
    assert 'id="estimate-h"' not in client.get(f"/s/{bare}/results").text


def test_rules_page_lists_every_rule_with_its_cases(client):
    listing = client.get("/api/v1/rules?lang=en").json()
    html = client.get("/rules?lang=en").text
    for r in listing["rules"]:
        assert f'id="rule-{r["id"]}"' in html
    assert "bank_fine_tunes_13b_on_premises_without_ops" in html
    assert "Rule base" in html


def test_pages_json_and_static_files_are_gzipped_and_versioned_files_cached_long(web) -> None:
    from compute_advisor.service.templating import static_url

    sid = _start(web)
    for path in (f"/s/{sid}/results", "/api/v1/questionnaire", static_url("app.css"), static_url("app.js")):
        r = web.get(path, headers={"accept-encoding": "gzip"})
        assert r.status_code == 200 and r.headers["content-encoding"] == "gzip", path
        assert "accept-encoding" in r.headers["vary"].lower()
    assert "content-encoding" not in web.get("/", headers={"accept-encoding": "identity"}).headers
    versioned = web.get(static_url("app.css"))
    assert versioned.headers["cache-control"] == "public, max-age=31536000, immutable"
    # Portals load embed.js by its bare name: an update must reach them within the hour.
    assert web.get("/static/embed.js").headers["cache-control"] == "max-age=3600"


def test_embedded_pages_without_lang_use_the_server_default_not_the_browser(web) -> None:
    english_browser = {"accept-language": "en-US,en;q=0.9"}
    assert '<html lang="zh-CN">' in web.get("/embed/", headers=english_browser).text
    assert '<html lang="en">' in web.get("/embed/?lang=en").text
    # Our own pages still follow the browser.
    assert '<html lang="en">' in web.get("/", headers=english_browser).text
