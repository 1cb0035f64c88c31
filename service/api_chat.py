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


class QuestionRef(BaseModel):
    question: str
    label: str


class Assumption(QuestionRef):
    could_change_top: bool
    text: str


class ProgressAnswer(QuestionRef):
    value: Any
    value_label: str


class Progress(BaseModel):
    answers: list[ProgressAnswer] = Field(description="The answers so far, by their labels")
    skipped: list[QuestionRef] = Field(description="Questions the user skipped; not asked again")
    could_change_top: int = Field(description="Open questions whose answer could still change the top mode")


class ChatResponse(BaseModel):
    session_id: str
    lang: str
    reply: str
    understood: list[Understood]
    answers: dict[str, Any]
    skipped: list[QuestionRef] = []
    assumptions: list[Assumption] = Field(
        [], description="With a recommendation: what each skipped question was taken as"
    )
    progress: Progress | None = None
    next_question: dict[str, Any] | None = Field(
        description="The question asked; `options` and `quick_replies` are [{value, label}]: "
        "a value sent as the message answers it"
    )
    citations: list[Citation]
    recommendation: Advice | None


@post("/chat", status_code=200, summary="One chat turn: understand, answer, ask next, recommend")
async def chat(data: JSONBody[ChatRequest], state: State) -> ChatResponse:
    reply = await state.chat.turn(data.session_id, data.message, data.lang)
    return ChatResponse.model_validate(reply)


router = Router(path="/api/v1", route_handlers=[chat], tags=["chat"])
