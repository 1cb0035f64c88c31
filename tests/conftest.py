"""Shared fixtures. The test environment is set before the app is imported, and every test
run uses its own temporary index and database."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest
from litestar.testing import TestClient

# Nothing imported above reads the environment: settings are read when first asked for.
from compute_advisor.service.settings import Settings
from tests.paths import ROOT

_TMP = Path(tempfile.mkdtemp(prefix="advisor-test-"))
os.environ["ADVISOR_INDEX_DIR"] = str(_TMP / "index")
# Team documents live in <data_dir>/knowledge: tests must never read a developer's own.
os.environ["ADVISOR_DATA_DIR"] = str(_TMP / "data")
os.environ["ADVISOR_DATABASE_URL"] = f"sqlite+aiosqlite:///{_TMP / 'advisor.db'}"
os.environ.pop("ADVISOR_EMBEDDER", None)

# The session database fixtures (`db`, `store`) for every test module that asks for them.
pytest_plugins = ["tests.db_fixtures"]


@pytest.fixture(scope="session")
def tmp_root() -> Path:
    return _TMP


@pytest.fixture(scope="session")
def settings(tmp_root: Path) -> Settings:
    return Settings(
        index_dir=tmp_root / "index-fake",
        knowledge_dir=ROOT / "knowledge",
        database_url=f"sqlite+aiosqlite:///{tmp_root / 'app.db'}",
    )


@pytest.fixture(scope="session")
def client(settings: Settings):
    """The whole app with the real rule engine and index, and the fake embedder."""
    from compute_advisor.service.app import create_app
    from tests.fakes import FakeEmbedder

    with TestClient(create_app(settings, embedder=FakeEmbedder())) as c:
        yield c


@pytest.fixture(scope="session")
def advisor(client):
    return client.app.state.advisor


@pytest.fixture(scope="session")
def real_client(tmp_root: Path):
    """The whole app with the real default embedder (slow to start: loads the model)."""
    from compute_advisor.service.app import create_app

    s = Settings(
        index_dir=tmp_root / "index-real",
        knowledge_dir=ROOT / "knowledge",
        database_url=f"sqlite+aiosqlite:///{tmp_root / 'real.db'}",
    )
    with TestClient(create_app(s)) as c:
        yield c
