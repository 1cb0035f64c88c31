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
from pydantic import ValidationError

from compute_advisor.rules.errors import AdvisorError, InvalidInput, NotFound
from compute_advisor.rules.vocabulary import LANGS, Question, load_vocabulary
from compute_advisor.service import results_cost, results_view, steps
from compute_advisor.service.advice import Citation
from compute_advisor.service.api import advisor_of, pick_lang, questionnaire_data, sessions_of
from compute_advisor.service.errors import http_status
from compute_advisor.service.i18n import Translator, ui_strings
from compute_advisor.service.middleware import compression_config, static_cache_headers
from compute_advisor.service.render import advice_markdown
from compute_advisor.service.security import security_headers
from compute_advisor.service.templating import EMBED, STATIC, PageContext, render_page, see_other

_SESSION_IN_TEXT = re.compile(r"(?:/s/|session=)?([A-Za-z0-9_-]{16,64})(?:[/?#]|$)")


# -- state ------------------------------------------------------------------------------------


def _sessions(request: Request) -> Any:
    return sessions_of(request.app.state)


def _advisor(request: Request) -> Any:
    return advisor_of(request.app.state)


def _lang(request: Request, session: Any = None) -> str:
    if request.query_params.get("lang") is None and session is not None:
        return session.lang
    return _page_lang(request)


def _page_lang(request: Request) -> str:
    """`?lang=`, else: inside a portal's iframe the server's default language (the portal
    chose where to embed, and its readers' browsers may say anything); on a page of our
    own the browser's Accept-Language."""
    if request.query_params.get("lang") is None and request.url.path.startswith(EMBED):
        return str(request.app.state.settings.default_lang)
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
    vocab = load_vocabulary()
    progress = [
        {
            "q": a,
            "done": a.id in answers,
            "current": q is not None and a.id == q.id,
            # Counted because an earlier answer may still open it; not reachable yet.
            "open": vocab.is_asked(a, answers),
        }
        for a in askable
    ]
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
        text = steps.human_number(current).replace(",", "")
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
        bounds=steps.bounds_text(q, lang, answers) if q is not None and q.type == "number" else "",
        selected=selected,
        text_value=text,
    )


@get(["/", EMBED, EMBED + "/"], sync_to_thread=False, name="start")
def start(request: Request) -> Response:
    lang = _page_lang(request)
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
    lang = _page_lang(request)
    form = await request.form()
    t = Translator(lang)
    prefill_raw = form.get("prefill") or ""
    answers = steps.prefill(prefill_raw)
    qid = form.get("question")
    if qid and form.get("action") != "skip":
        q = steps.question(qid)
        try:
            answers[q.id] = steps.form_answer(q, form, t, answers)
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
            patch = {q.id: steps.form_answer(q, form, Translator(lang), session.answers)}
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
    t = Translator(lang)
    cost, status = results_cost.cost_view(advice, request.query_params, t)
    notes = results_view.Footnotes()
    costs = results_view.estimate_costs(cost["estimate"] if cost else None)
    decision = results_view.decision_view(advice, t, costs)
    # Without a decision there is no comparison on the page, so none of its footnotes either.
    compare = results_view.comparison(advice, t, notes, costs) if decision["top"] else None
    checks = results_view.checklist(advice, session.checks, notes)
    return render_page(
        request,
        "results.html",
        lang,
        status=status,
        session=session,
        advice=advice,
        decision=decision,
        compare=compare,
        checks=checks,
        cost=cost,
        footnotes=notes.ordered(),
        sources=notes.sources(advice.sources),
        trace=results_view.trace_rows(advice, lang),
        answers=_answer_rows(advice, lang),
        missing=_missing(advice, t),
        fit_of=results_view.fit_of,
    )


@post(["/s/{sid:str}/checks", EMBED + "/s/{sid:str}/checks"], name="save_checks")
async def save_checks(request: Request, sid: FromPath[str]) -> Response:
    """The checklist form: the ticked items replace the session's set. The page's script posts
    here too and asks for JSON; without it the browser comes back to the list."""
    form = await request.form()
    record = await _sessions(request).set_checks(sid, [str(v) for v in form.getall("check", [])])
    if "application/json" in request.headers.get("accept", ""):
        return Response({"checks": record.checks}, headers={"cache-control": "no-store"})
    lang = _lang(request, record)
    return see_other(PageContext(request, lang).url(f"/s/{sid}/results") + "#checklist")


@get(["/s/{sid:str}/print"], name="print")
async def print_view(request: Request, sid: FromPath[str]) -> Response:
    session = await _sessions(request).get(sid)
    lang = _lang(request, session)
    advice = await _advice_for(request, session, lang)
    t = Translator(lang)
    cost, _ = results_cost.cost_view(advice, {}, t)
    if cost:
        cost["form"] = None  # paper has no form
    costs = results_view.estimate_costs(cost["estimate"] if cost else None)
    return render_page(
        request,
        "print.html",
        lang,
        session=session,
        advice=advice,
        decision=results_view.decision_view(advice, t, costs),
        answers=_answer_rows(advice, lang),
        cost=cost,
        ticked=set(session.checks),
        fit_of=results_view.fit_of,
    )


@get(["/s/{sid:str}/advice.md", EMBED + "/s/{sid:str}/advice.md"], name="markdown")
async def markdown(request: Request, sid: FromPath[str]) -> Response:
    session = await _sessions(request).get(sid)
    advice = await _advice_for(request, session, _lang(request, session))
    return Response(
        advice_markdown(advice, session.checks),
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
    asked = form.get("lang")
    lang: str = asked if isinstance(asked, str) and asked in LANGS else _lang(request, session)
    message = str(form.get("message") or "").strip()
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
    if searcher is None:
        return None
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

    lang = _page_lang(request)
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
            save_checks,
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
    """Register the pages, the security headers, compression and the long cache of versioned
    static files: `Litestar(on_app_init=[on_app_init])`."""
    app_config.route_handlers.append(router())
    app_config.before_send.append(security_headers)
    app_config.before_send.append(static_cache_headers)
    app_config.compression_config = compression_config()
    return app_config
