"""The checklist items a team has ticked as verified, per session.

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-01
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0002"
down_revision: str | Sequence[str] | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_JSON = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")


def upgrade() -> None:
    # Nullable: existing sessions have ticked nothing, and the column needs no backfill.
    op.add_column("advisor_sessions", sa.Column("checks", _JSON, nullable=True))


def downgrade() -> None:
    op.drop_column("advisor_sessions", "checks")
