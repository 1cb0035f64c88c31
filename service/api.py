"""The JSON API of the core engine: recommend, search, questionnaire, rules, health."""

from __future__ import annotations

import gc
import os
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, Literal

from litestar import MediaType, Request, Response, get, post
from litestar.datastructures import State
from litestar.params import JSONBody
from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from compute_advisor.rules.errors import InvalidInput, NotReady
from compute_advisor.rules.vocabulary import LANGS, Question, load_vocabulary
from compute_advisor.service.advice import Advice, Citation
from compute_advisor.service.settings import get_settings


class RecommendRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    answers: dict[str, Any] = Field(
        default_factory=dict, description="question id → answer; see GET /api/v1/questionnaire"
    )
    lang: Literal["zh", "en"] | None = Field(None, description="Language of titles and reasons.")


class SearchRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    query: str = Field(min_length=1, max_length=2000, description="A question or keywords, zh or en.")
    k: int = Field(5, ge=1, le=50, description="How many passages to return.")
    lang: Literal["zh", "en"] | None = None


class SearchResponse(BaseModel):
    query: str
    results: list[Citation]


def pick_lang(request: Request, explicit: str | None = None) -> str:
    """The language for this request: the body's `lang`, then `?lang=`, then
    Accept-Language, then the configured default."""
    if explicit:
        return explicit
    q = request.query_params.get("lang")
    if q is not None:
        if q not in LANGS:
            raise InvalidInput(
                f"lang must be one of {list(LANGS)}, got {q!r}", field="lang", allowed=list(LANGS)
            )
        return q
    header = request.headers.get("accept-language", "")
    for part in header.split(","):
        tag = part.split(";")[0].strip().lower()
        if tag.startswith("zh"):
            return "zh"
        if tag.startswith("en"):
            return "en"
    settings = getattr(request.app.state, "settings", None) or get_settings()
    return settings.default_lang


def advisor_of(state: State) -> Any:
    """The advisor on the app state; NotReady (503) while the app is still starting."""
    advisor = getattr(state, "advisor", None)
    if advisor is None:
        raise NotReady("the advisor is still starting; retry shortly")
    return advisor


# Inline, not in a worker thread: advice takes ~1-2 ms of pure Python behind the rule
# engine's process-wide lock, so threads cannot run it in parallel; under load they only
# added GIL hand-offs (bench/load.py: ~300 → ~550 req/s, with gc.freeze in the lifespan).
def sessions_of(state: State) -> Any:
    """The session store on the app state; NotReady (503) while it is not open."""
    store = getattr(state, "sessions", None)
    if store is None:
        raise NotReady("the session store is not available yet; retry shortly")
    return store


@post(
    "/api/v1/recommend",
    sync_to_thread=False,
    status_code=200,
    summary="Ranked deployment modes and evaluation checks for a set of answers, each cited",
)
def recommend(data: JSONBody[RecommendRequest], request: Request, state: State) -> Response[Advice]:
    advisor, lang = advisor_of(state), pick_lang(request, data.lang)
    with _collected_after():
        advice = advisor.advise(data.answers, lang)
        # Straight to JSON bytes in pydantic's serializer: the same document as returning the model
        # (tests/test_api.py compares them), without a dict of it built first for msgspec.
        # Typed Response[Advice] for the schema; bytes content is sent as it is.
        body: Any = _ADVICE_JSON.dump_json(advice)
        del advice
    return Response(body, media_type=MediaType.JSON)


@contextmanager
def _collected_after() -> Iterator[None]:
    """No automatic garbage collection while one answer is built (a few ms, no await inside):
    a pass in the middle walks the hundreds of objects of the answer under construction, all
    freed by reference counting a moment later; the pass that is due runs after, on what is left.
    The switch is process-wide: work in worker threads meanwhile (a search) waits those few ms for
    its collection too. Only this inline handler (the event loop's thread) turns it off."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


_ADVICE_JSON = TypeAdapter(Advice)


@post(
    "/api/v1/search",
    sync_to_thread=True,
    status_code=200,
    summary="Passages of the knowledge base that answer a query",
)
def search(data: JSONBody[SearchRequest], state: State) -> SearchResponse:
    # The retriever rejects a blank query, naming the field.
    hits = advisor_of(state).searcher.search(data.query, k=data.k)
    return SearchResponse(
        query=data.query.strip(), results=[Citation.model_validate(h.to_dict()) for h in hits]
    )


@get("/api/v1/questionnaire", sync_to_thread=False, summary="The intake questions, modes and checks")
def questionnaire(request: Request) -> dict[str, Any]:
    return questionnaire_data(pick_lang(request))


def question_data(q: Question, lang: str) -> dict[str, Any]:
    """One question as clients see it (the questionnaire, the chat's next question)."""
    item: dict[str, Any] = {
        "id": q.id,
        "type": q.type,
        "label": q.label.get(lang),
        "help": q.help.get(lang),
        "required": False,
        "ask_if": [{"question": c.question, "in": list(c.in_)} for c in q.ask_if],
    }
    if q.options:
        item["options"] = [{"id": o.id, "label": o.label.get(lang)} for o in q.options]
    if q.type == "number":
        item.update(unit=q.unit.get(lang) if q.unit else None, gt=q.gt, ge=q.ge, le=q.le)
        if q.at_most:  # bounded by another answer too (an MoE's active size by the model size)
            item["at_most"] = q.at_most
    if q.volunteered:  # taken when given, never asked for by the chat
        item["volunteered"] = True
    return item


def questionnaire_data(lang: str) -> dict[str, Any]:
    vocab = load_vocabulary()
    return {
        "version": vocab.version,
        "lang": lang,
        "questions": [question_data(q, lang) for q in vocab.questions],
        "modes": [
            {"id": m.id, "label": m.label.get(lang), "summary": m.summary.get(lang)} for m in vocab.modes
        ],
        "checks": [
            {"id": c.id, "label": c.label.get(lang), "summary": c.summary.get(lang), "dimension": c.dimension}
            for c in vocab.checks
        ],
        "dimensions": [{"id": d.id, "label": d.label.get(lang)} for d in vocab.dimensions],
    }


@get("/api/v1/rules", sync_to_thread=False, summary="The whole rule base as readable data")
def rules_listing(request: Request, state: State) -> dict[str, Any]:
    from compute_advisor.rules.engine import rule_base

    lang = pick_lang(request)
    base = rule_base()
    from compute_advisor.rules.decision import ranking_method

    return {
        "version": base.version,
        "lang": lang,
        "ranking": ranking_method(lang),
        "rules": [r.to_dict(lang) for r in base.rules],
    }


@get(
    "/health", summary="200 once the index, rule base and session database are ready; 503 naming what is not"
)
async def health(state: State) -> dict[str, Any]:
    advisor = advisor_of(state)
    sessions = getattr(state, "sessions", None)
    if sessions is not None:
        # Chat and sessions cannot work without the database: a balancer should see that.
        await sessions.ping()
    # `pid` tells which worker process answered (several run under `advisor serve --workers N`).
    return {
        "status": "ok",
        "rule_base_version": advisor.rule_base_version,
        "corpus_hash": advisor.corpus_hash,
        "passages": len(advisor.searcher.passages),
        "pid": os.getpid(),
    }


ROUTES = [recommend, search, questionnaire, rules_listing, health]
