"""ORM tables for chat sessions. Only `service.sessions` (the repository) and the
migrations use them; everything else sees `SessionRecord` and friends."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import JSON, DateTime, ForeignKey, Integer, String, Text, UniqueConstraint
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

# JSONB on PostgreSQL (indexable, compact); plain JSON text on SQLite.
JSONType = JSON().with_variant(JSONB(), "postgresql")


def utcnow() -> datetime:
    return datetime.now(UTC)


class Base(DeclarativeBase):
    pass


class SessionRow(Base):
    __tablename__ = "advisor_sessions"

    # secrets.token_urlsafe(24) → 32 characters; 64 leaves room for a longer scheme.
    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    lang: Mapped[str] = mapped_column(String(8))
    answers: Mapped[dict[str, Any]] = mapped_column(JSONType)
    # Bumped on every change to answers; clients can tell two reads apart by it.
    revision: Mapped[int] = mapped_column(Integer, default=1)
    # Ids of the checklist items the team has ticked as verified (migration 0002).
    checks: Mapped[list[str] | None] = mapped_column(JSONType, nullable=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class TurnRow(Base):
    __tablename__ = "advisor_session_turns"
    __table_args__ = (UniqueConstraint("session_id", "seq", name="uq_turn_session_seq"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    session_id: Mapped[str] = mapped_column(
        String(64), ForeignKey("advisor_sessions.id", ondelete="CASCADE"), index=True
    )
    seq: Mapped[int] = mapped_column(Integer)
    role: Mapped[str] = mapped_column(String(16))
    text: Mapped[str] = mapped_column(Text)
    data: Mapped[dict[str, Any] | None] = mapped_column(JSONType, nullable=True)
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class DecisionRow(Base):
    """One recommendation as given: enough to show later what a team was told and why."""

    __tablename__ = "advisor_decisions"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    session_id: Mapped[str] = mapped_column(
        String(64), ForeignKey("advisor_sessions.id", ondelete="CASCADE"), index=True
    )
    answers: Mapped[dict[str, Any]] = mapped_column(JSONType)
    recommendation: Mapped[dict[str, Any]] = mapped_column(JSONType)
    rule_base_version: Mapped[str] = mapped_column(String(64))
    corpus_hash: Mapped[str] = mapped_column(String(128))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
