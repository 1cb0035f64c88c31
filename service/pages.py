"""The HTML pages: the guided questionnaire, the results, the chat, and their `/embed/`
variants for portals' iframes.

Pages are plain form posts that work without JavaScript; the session id travels in the
URL (`/s/{id}/...`), never in a cookie, so the pages also work inside a third-party iframe.
Every page is built from the same objects as its JSON twin: the vocabulary
(`questionnaire_data`) and `Advisor.advise`."""

from __future__ import annotations

import json
import re
from typing import Any

import anyio
from litestar import Request, Response, Router, get, post
from litestar.config.app import AppConfig
from litestar.datastructures import CacheControlHeader
from litestar.exceptions import HTTPException
from litestar.params import FromPath
from litestar.static_files import create_static_files_router
from markupsafe import Markup
from pydantic import ValidationError

from compute_advisor.rules.errors import AdvisorError, InvalidInput, NotFound
from compute_advisor.rules.vocabulary import LANGS, Question, load_vocabulary
from compute_advisor.service import steps
from compute_advisor.service.advice import Citation
from compute_advisor.service.api import advisor_of, pick_lang, questionnaire_data, sessions_of
from compute_advisor.service.api_estimate import estimate_svg
from compute_advisor.service.charts import Row, Series, stacked_bars
from compute_advisor.service.errors import http_status
from compute_advisor.service.i18n import Translator, ui_strings
from compute_advisor.service.render import advice_markdown
from compute_advisor.service.security import security_headers
from compute_advisor.service.svg import Bar, bar_chart
from compute_advisor.service.templating import EMBED, STATIC, PageContext, render_page, see_other

_DIM_COLORS = {
    "utilization_queueing": "#2563EB",
    "supply_migration": "#0E9384",
    "heterogeneous_efficiency": "#7A5AF8",
    "deployment_cost": "#DC6803",
}
_SESSION_IN_TEXT = re.compile(r"(?:/s/|session=)?([A-Za-z0-9_-]{16,64})(?:[/?#]|$)")


# -- state ------------------------------------------------------------------------------------


def _sessions(request: Request) -> Any:
    return sessions_of(request.app.state)


def _advisor(request: Request) -> Any:
    return advisor_of(request.app.state)


def _lang(request: Request, session: Any = None) -> str:
    if request.query_params.get("lang") is None and session is not None:
        return session.lang
    return pick_lang(request)


# -- the questionnaire --------------------------------------------------------------------------


def _step_page(
    request: Request,
    lang: str,
    q: Question | None,
    answers: dict[str, Any],
    *,
    session: Any = None,
    prefill: str = "",
    error: str | None = None,
    status: int = 200,
    current: Any = None,
) -> Response:
    askable = steps.askable(answers)
    ids = [a.id for a in askable]
    progress = [{"q": a, "done": a.id in answers, "current": q is not None and a.id == q.id} for a in askable]
    data = {x["id"]: x for x in questionnaire_data(lang)["questions"]}
    prev = steps.neighbour(q.id, answers, -1) if q is not None and session is not None else None
    if current is None and q is not None:
        current = answers.get(q.id)
    selected = (
        {str(v) for v in current}
        if isinstance(current, list)
        else (set() if current is None else {str(current)})
    )
    if isinstance(current, float):
        text = f"{current:g}"
    else:
        text = (current[0] if current else "") if isinstance(current, list) else (current or "")
    return render_page(
        request,
        "step.html",
        lang,
        status=status,
        q=q,
        item=data.get(q.id) if q else None,
        index=(ids.index(q.id) + 1) if q is not None and q.id in ids else len(ids),
        total=len(ids),
        steps=progress,
        session=session,
        prefill=prefill,
        error=error,
        prev=prev,
        bounds=steps.bounds_text(q, lang) if q is not None and q.type == "number" else "",
        selected=selected,
        text_value=text,
    )


@get(["/", EMBED, EMBED + "/"], sync_to_thread=False, name="start")
def start(request: Request) -> Response:
    lang = pick_lang(request)
    resume = (request.query_params.get("session") or "").strip()
    if resume:
        match = _SESSION_IN_TEXT.search(resume)
        sid = match.group(1) if match else resume
        return see_other(PageContext(request, lang).url(f"/s/{sid}"))
    raw = request.query_params.get("answers")
    try:
        answers = steps.prefill(raw)
    except InvalidInput as err:
        t = Translator(lang)
        return _step_page(
            request,
            lang,
            steps.first_unanswered({}),
            {},
            status=422,
            error=t("err_prefill", message=err.message),
        )
    return _step_page(
        request,
        lang,
        steps.first_unanswered(answers),
        answers,
        prefill=json.dumps(answers, ensure_ascii=False) if answers else "",
    )


@post(["/s", EMBED + "/s"], name="create_session")
async def create_session(request: Request) -> Response:
    lang = pick_lang(request)
    form = await request.form()
    t = Translator(lang)
    prefill_raw = form.get("prefill") or ""
    answers = steps.prefill(prefill_raw)
    qid = form.get("question")
    if qid and form.get("action") != "skip":
        q = steps.question(qid)
        try:
            answers[q.id] = steps.form_answer(q, form, t)
        except InvalidInput as err:
            return _step_page(
                request,
                lang,
                q,
                answers,
                prefill=prefill_raw,
                error=err.message,
                status=422,
                current=form.getall("value", []),
            )
    record = await _sessions(request).create(answers, lang)
    nxt = steps.neighbour(qid, record.answers, 1) if qid else steps.first_unanswered(record.answers)
    ctx = PageContext(request, lang)
    return see_other(ctx.url(f"/s/{record.id}/q/{nxt.id}") if nxt else ctx.url(f"/s/{record.id}/results"))


@get(["/s/{sid:str}", EMBED + "/s/{sid:str}"], name="review")
async def review(request: Request, sid: FromPath[str]) -> Response:
    session = await _sessions(request).get(sid)
    lang = _lang(request, session)
    vocab = load_vocabulary()
    applicable = vocab.applicable(session.answers)
    rows = [
        {
            "q": q,
            "asked": q.id in applicable or q.id not in session.answers,
            "answer": vocab.describe_answer(q.id, session.answers[q.id], lang)
            if q.id in session.answers
            else None,
        }
        for q in vocab.questions
        if q.id in session.answers or vocab.is_asked(q, session.answers)
    ]
    return render_page(
        request,
        "review.html",
        lang,
        session=session,
        rows=rows,
        next_q=steps.first_unanswered(session.answers),
    )


@get(["/s/{sid:str}/q/{qid:str}", EMBED + "/s/{sid:str}/q/{qid:str}"], name="step")
async def step(request: Request, sid: FromPath[str], qid: FromPath[str]) -> Response:
    session = await _sessions(request).get(sid)
    lang = _lang(request, session)
    q = steps.question(qid)
    if not load_vocabulary().is_asked(q, session.answers):
        return see_other(PageContext(request, lang).url(f"/s/{sid}"))
    return _step_page(request, lang, q, session.answers, session=session)


@post(["/s/{sid:str}/q/{qid:str}", EMBED + "/s/{sid:str}/q/{qid:str}"], name="answer")
async def answer(request: Request, sid: FromPath[str], qid: FromPath[str]) -> Response:
    store = _sessions(request)
    session = await store.get(sid)
    lang = _lang(request, session)
    q = steps.question(qid)
    form = await request.form()
    if form.get("action") == "skip":
        patch = {q.id: None}
    else:
        try:
            patch = {q.id: steps.form_answer(q, form, Translator(lang))}
        except InvalidInput as err:
            return _step_page(
                request,
                lang,
                q,
                session.answers,
                session=session,
                error=err.message,
                status=422,
                current=form.getall("value", []),
            )
    record = await store.update_answers(sid, patch)
    nxt = steps.neighbour(q.id, record.answers, 1)
    ctx = PageContext(request, lang)
    return see_other(ctx.url(f"/s/{sid}/q/{nxt.id}") if nxt else ctx.url(f"/s/{sid}/results"))


# -- results and exports ----------------------------------------------------------------------


async def _advice_for(request: Request, session: Any, lang: str) -> Any:
    advisor = _advisor(request)
    advice = await anyio.to_thread.run_sync(advisor.advise, session.answers, lang)
    last = session.recommendation
    # One decision record per distinct answer set, not one per page view.
    if last is None or last.answers != advice.answers or last.rule_base_version != advice.rule_base_version:
        await _sessions(request).record_recommendation(
            session.id,
            advice.answers,
            advice.model_dump(mode="json"),
            advice.rule_base_version,
            advice.corpus_hash,
        )
    return advice


def _charts(advice: Any, t: Translator) -> dict[str, Any]:
    modes = bar_chart(
        [
            Bar(
                m.title,
                m.score,
                "is-suitable" if m.suitable else "is-excluded",
                note="" if m.suitable else f"{m.score:g} · {t('excluded')}",
            )
            for m in advice.modes
        ],
        title=t("chart_modes"),
        css="chart-modes",
    )
    # The checks as one bar split by the source's four dimensions (the estimator's chart).
    vocab = load_vocabulary()
    counts = {d.id: 0.0 for d in vocab.dimensions}
    for c in advice.checks:
        counts[c.dimension] = counts.get(c.dimension, 0.0) + 1
    series = [
        Series(d.id, f"{d.label.get(t.lang)} · {counts[d.id]:g}", _DIM_COLORS.get(d.id, ""))
        for d in vocab.dimensions
    ]
    dims = Markup(
        stacked_bars([Row(t("checks_title"), counts)], series, title=t("chart_checks"), lang=t.lang)
    )
    cost = Markup(estimate_svg(advice.estimate)) if advice.estimate else None
    return {"modes": modes, "dims": dims, "cost": cost}


def _missing(advice: Any, t: Translator) -> list[dict[str, str]]:
    strings = ui_strings()
    sep = "、" if t.lang == "zh" else ", "
    return [
        {
            "id": m.id,
            "title": m.title,
            "changes": sep.join(t(f"change_{w}") if f"change_{w}" in strings else w for w in m.could_change),
        }
        for m in advice.missing
    ]


def _answer_rows(advice: Any, lang: str) -> list[tuple[Question, str]]:
    vocab = load_vocabulary()
    return [(vocab.by_id[qid], vocab.describe_answer(qid, v, lang)) for qid, v in advice.answers.items()]


@get(["/s/{sid:str}/results", EMBED + "/s/{sid:str}/results"], name="results")
async def results(request: Request, sid: FromPath[str]) -> Response:
    session = await _sessions(request).get(sid)
    lang = _lang(request, session)
    advice = await _advice_for(request, session, lang)
    groups: dict[str, list[Any]] = {}
    for c in advice.checks:
        groups.setdefault(c.dimension_title, []).append(c)
    return render_page(
        request,
        "results.html",
        lang,
        session=session,
        advice=advice,
        groups=groups,
        charts=_charts(advice, Translator(lang)),
        answers=_answer_rows(advice, lang),
        missing=_missing(advice, Translator(lang)),
    )


@get(["/s/{sid:str}/print"], name="print")
async def print_view(request: Request, sid: FromPath[str]) -> Response:
    session = await _sessions(request).get(sid)
    lang = _lang(request, session)
    advice = await _advice_for(request, session, lang)
    return render_page(
        request,
        "print.html",
        lang,
        session=session,
        advice=advice,
        answers=_answer_rows(advice, lang),
        charts=_charts(advice, Translator(lang)),
    )


@get(["/s/{sid:str}/advice.md", EMBED + "/s/{sid:str}/advice.md"], name="markdown")
async def markdown(request: Request, sid: FromPath[str]) -> Response:
    session = await _sessions(request).get(sid)
    advice = await _advice_for(request, session, _lang(request, session))
    return Response(
        advice_markdown(advice),
        media_type="text/markdown",  # Litestar adds the charset to text/* types
        headers={
            "content-disposition": f'attachment; filename="advice-{sid[:8]}.md"',
            "cache-control": "no-store",
        },
    )


# -- chat ------------------------------------------------------------------------------------

_CHAT = ["/chat", EMBED + "/chat"]
_SESSION_CHAT = ["/s/{sid:str}/chat", EMBED + "/s/{sid:str}/chat"]


@get(_CHAT, name="chat")
async def chat_page(request: Request) -> Response:
    return await _chat(request, None)


@get(_SESSION_CHAT, name="session_chat")
async def session_chat_page(request: Request, sid: FromPath[str]) -> Response:
    return await _chat(request, sid)


@post(_CHAT, name="chat_post")
async def chat_post(request: Request) -> Response:
    return await _chat_turn_page(request, None)


@post(_SESSION_CHAT, name="session_chat_post")
async def session_chat_post(request: Request, sid: FromPath[str]) -> Response:
    return await _chat_turn_page(request, sid)


async def _chat(request: Request, sid: str | None) -> Response:
    session = await _sessions(request).get(sid) if sid else None
    lang = _lang(request, session)
    return render_page(
        request, "chat.html", lang, session=session, turns=_turns(request, session), chat_error=None, draft=""
    )


async def _chat_turn_page(request: Request, sid: str | None) -> Response:
    """The no-JavaScript chat: the same `Chat.turn` as `POST /api/v1/chat`, then back to the
    transcript page (which shows the new turns from the session)."""
    form = await request.form()
    session = await _sessions(request).get(sid) if sid else None
    lang = form.get("lang") if form.get("lang") in LANGS else _lang(request, session)
    message = (form.get("message") or "").strip()
    t = Translator(lang)

    def again(status: int, error: str) -> Response:
        return render_page(
            request,
            "chat.html",
            lang,
            status=status,
            session=session,
            turns=_turns(request, session),
            chat_error=error,
            draft=message,
        )

    chat = getattr(request.app.state, "chat", None)
    if chat is None:
        return again(503, t("chat_unavailable"))
    if not message:
        return again(422, t("chat_empty"))
    try:
        reply = await chat.turn(session.id if session else None, message, lang)
    except InvalidInput as err:
        return again(http_status(err), t("chat_error", message=err.message))
    return see_other(PageContext(request, lang).url(f"/s/{reply['session_id']}/chat") + "#latest")


def _turns(request: Request, session: Any) -> list[dict[str, Any]]:
    """The transcript for display, each reply with its cited passages (stored by id)."""
    out = []
    for turn in session.transcript if session is not None else []:
        data = turn.data if isinstance(turn.data, dict) else {}
        cites = [c for c in (_citation(request, x) for x in data.get("citations") or []) if c]
        out.append({"role": turn.role, "text": turn.text, "cites": cites})
    return out


def _citation(request: Request, ref: Any) -> Citation | None:
    if isinstance(ref, dict):
        try:
            return Citation.model_validate(ref)
        except ValidationError:
            return None  # a turn stored in an older shape still shows its text
    searcher = getattr(getattr(request.app.state, "advisor", None), "searcher", None)
    try:
        p = searcher.get(ref)
    except (AttributeError, NotFound, KeyError):
        return None  # the passage left the corpus since; the reply text still quotes it
    return Citation(
        passage_id=p.id,
        text=p.text,
        score=0.0,
        doc_title=p.doc_title,
        heading_path=list(p.heading_path),
        sources=[{"id": x.id, "title": x.title} for x in p.sources],
    )


# -- errors ----------------------------------------------------------------------------------


def _error_page(request: Request, exc: Exception) -> Response:
    lang = request.query_params.get("lang")
    lang = lang if lang in LANGS else request.app.state.settings.default_lang
    t = Translator(lang)
    if isinstance(exc, AdvisorError):
        status = http_status(exc)
    elif isinstance(exc, HTTPException):
        status = exc.status_code
    else:
        status = 500
    if status == 404:
        text = t("not_found")
    elif status == 503:
        text = t("not_ready")
    elif status < 500:
        text = t("invalid", message=getattr(exc, "message", None) or getattr(exc, "detail", ""))
    else:
        text = t("not_ready") if status == 503 else t("error_heading")
    return render_page(request, "error.html", lang, status=status, message=text)


def _static_router() -> Router:
    # Pages link the files with a content hash; portals load embed.js by its bare name, so
    # an hour keeps widget updates timely.
    return create_static_files_router(
        path="/static",
        directories=[STATIC],
        name="static",
        include_in_schema=False,
        cache_control=CacheControlHeader(max_age=3600),
    )


@get(["/rules", EMBED + "/rules"], sync_to_thread=False, name="rules")
def rules_page(request: Request) -> Response:
    """Every rule of the base, readable, with the scenario cases it fires in."""
    from compute_advisor.rules.engine import rule_base
    from compute_advisor.rules.scenarios import cases_by_rule

    lang = pick_lang(request)
    base = rule_base()
    cases = cases_by_rule()
    rows = [{**r.to_dict(lang), "cases": cases.get(r.id, [])} for r in base.rules]
    return render_page(request, "rules.html", lang, private=False, version=base.version, rules=rows)


def router() -> Router:
    """All HTML routes and the static files, with errors rendered as pages."""
    return Router(
        path="/",
        route_handlers=[
            start,
            create_session,
            review,
            step,
            answer,
            results,
            print_view,
            markdown,
            chat_page,
            session_chat_page,
            chat_post,
            session_chat_post,
            rules_page,
            _static_router(),
        ],
        exception_handlers={AdvisorError: _error_page, HTTPException: _error_page},
        include_in_schema=False,
    )


def on_app_init(app_config: AppConfig) -> AppConfig:
    """Register the pages and the security headers: `Litestar(on_app_init=[on_app_init])`."""
    app_config.route_handlers.append(router())
    app_config.before_send.append(security_headers)
    return app_config
