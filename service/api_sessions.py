"""The sessions API: a multi-turn conversation's answers, transcript and the
recommendations given, stored through `service.sessions.SessionStore` on `app.state.sessions`."""

from __future__ import annotations

from typing import Any, Literal

from litestar import Request, Response, Router, delete, get, patch, post, put
from litestar.datastructures import State
from litestar.params import FromPath, JSONBody
from litestar.status_codes import HTTP_201_CREATED, HTTP_204_NO_CONTENT
from pydantic import BaseModel, ConfigDict, Field
from pydantic.json_schema import JsonValue

from compute_advisor.rules.vocabulary import load_vocabulary
from compute_advisor.service.api import pick_lang, sessions_of

PREFIX = "/api/v1/sessions"


class CreateSessionRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    answers: dict[str, Any] | None = Field(
        None, description="Initial answers, question id → answer; see GET /api/v1/questionnaire."
    )
    lang: Literal["zh", "en"] | None = Field(
        None, description="Conversation language; else ?lang=, Accept-Language, the default."
    )


class PatchAnswersRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    answers: dict[str, Any] = Field(
        description="Answers to merge, question id → answer; null removes that answer."
    )


@post("/", summary="Start a session, optionally with answers already given")
async def create_session(
    request: Request, state: State, data: JSONBody[CreateSessionRequest | None] = None
) -> Response[dict[str, Any]]:
    data = data or CreateSessionRequest()
    record = await sessions_of(state).create(data.answers, pick_lang(request, data.lang))
    return Response(
        record.to_dict(), status_code=HTTP_201_CREATED, headers={"Location": f"{PREFIX}/{record.id}"}
    )


@get("/{session_id:str}", summary="A session: answers, transcript and latest recommendation")
async def read_session(session_id: FromPath[str], state: State) -> dict[str, Any]:
    return (await sessions_of(state).get(session_id)).to_dict()


@patch("/{session_id:str}/answers", summary="Merge answers into a session (null removes one)")
async def patch_answers(
    session_id: FromPath[str], data: JSONBody[PatchAnswersRequest], state: State
) -> dict[str, Any]:
    return (await sessions_of(state).update_answers(session_id, data.answers)).to_dict()


# The allowed ids go into the schema, so clients (and the fuzzer) know them; the vocabulary
# is a small validated data file, read once.
_CHECK_IDS: list[JsonValue] = [c.id for c in load_vocabulary().checks]


class PutChecksRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    checks: list[str] = Field(
        description="Ids of the checklist items verified so far (replaces the previous set); "
        "see `checks[].id` in a recommendation.",
        json_schema_extra={"items": {"type": "string", "enum": _CHECK_IDS}},
    )


@put("/{session_id:str}/checks", summary="Set which checklist items the team has verified")
async def put_checks(
    session_id: FromPath[str], data: JSONBody[PutChecksRequest], state: State
) -> dict[str, Any]:
    return (await sessions_of(state).set_checks(session_id, data.checks)).to_dict()


@get(
    "/{session_id:str}/decisions",
    summary="Every recommendation given in a session, with rule-base version and corpus hash",
)
async def list_decisions(session_id: FromPath[str], state: State) -> dict[str, Any]:
    decisions = await sessions_of(state).decisions(session_id)
    return {"session_id": session_id, "decisions": [d.to_dict() for d in decisions]}


@delete("/{session_id:str}", status_code=HTTP_204_NO_CONTENT, summary="Delete a session and its history")
async def delete_session(session_id: FromPath[str], state: State) -> None:
    await sessions_of(state).delete(session_id)


router = Router(
    path=PREFIX,
    route_handlers=[create_session, read_session, patch_answers, put_checks, list_decisions, delete_session],
    tags=["sessions"],
)
