"""The app the browser tests run under uvicorn: the real app with the fake embedder, so the
server is up in a few seconds. Settings come from the environment the fixture sets."""

from __future__ import annotations

from litestar import Litestar

from compute_advisor.service.app import create_app
from compute_advisor.service.settings import Settings
from tests.fakes import FakeEmbedder


def make_app() -> Litestar:
    return create_app(Settings(), embedder=FakeEmbedder())
