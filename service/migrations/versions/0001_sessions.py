"""Sessions, their transcript turns and the decision records of recommendations given.

Revision ID: 0001
Revises:
Create Date: 2026-11-29
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0001"
down_revision: str | Sequence[str] | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# Written out here rather than imported from service.models: a migration must keep
# creating what it created on the day it was written, whatever the models say later.
_JSON = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")


def upgrade() -> None:
    op.create_table(
        "advisor_sessions",
        sa.Column("id", sa.String(64), primary_key=True),
        sa.Column("lang", sa.String(8), nullable=False),
        sa.Column("answers", _JSON, nullable=False),
        sa.Column("revision", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "advisor_session_turns",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column(
            "session_id",
            sa.String(64),
            sa.ForeignKey("advisor_sessions.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("role", sa.String(16), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("data", _JSON, nullable=True),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("session_id", "seq", name="uq_turn_session_seq"),
    )
    op.create_index("ix_advisor_session_turns_session_id", "advisor_session_turns", ["session_id"])
    op.create_table(
        "advisor_decisions",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column(
            "session_id",
            sa.String(64),
            sa.ForeignKey("advisor_sessions.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("answers", _JSON, nullable=False),
        sa.Column("recommendation", _JSON, nullable=False),
        sa.Column("rule_base_version", sa.String(64), nullable=False),
        sa.Column("corpus_hash", sa.String(128), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_advisor_decisions_session_id", "advisor_decisions", ["session_id"])


def downgrade() -> None:
    op.drop_index("ix_advisor_decisions_session_id", table_name="advisor_decisions")
    op.drop_table("advisor_decisions")
    op.drop_index("ix_advisor_session_turns_session_id", table_name="advisor_session_turns")
    op.drop_table("advisor_session_turns")
    op.drop_table("advisor_sessions")
