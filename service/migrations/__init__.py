"""Alembic migrations of the session database (run by service.db.upgrade_to_head)."""
