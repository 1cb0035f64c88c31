"""`POST /api/v1/chat`: one turn of the conversational intake."""

from __future__ import annotations

from typing import Any, Literal

from litestar import Router, post
from litestar.datastructures import State
from litestar.params import JSONBody
from pydantic import BaseModel, ConfigDict, Field

from compute_advisor.service.advice import Advice, Citation


class ChatRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    session_id: str | None = Field(None, max_length=64, description="null starts a new session")
    message: str = Field(min_length=1, max_length=4000, description="What the user says, zh or en")
    lang: Literal["zh", "en"] | None = Field(None, description="Reply language; detected when null")


class Understood(BaseModel):
    question: str
    value: Any
    text: str
    negated: bool = False


class ChatResponse(BaseModel):
    session_id: str
    lang: str
    reply: str
    understood: list[Understood]
    answers: dict[str, Any]
    next_question: dict[str, Any] | None
    citations: list[Citation]
    recommendation: Advice | None


@post("/chat", status_code=200, summary="One chat turn: understand, answer, ask next, recommend")
async def chat(data: JSONBody[ChatRequest], state: State) -> ChatResponse:
    reply = await state.chat.turn(data.session_id, data.message, data.lang)
    return ChatResponse.model_validate(reply)


router = Router(path="/api/v1", route_handlers=[chat], tags=["chat"])
