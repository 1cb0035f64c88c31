"""Real-browser tests: Debian's Chromium driven by Playwright against the real server.

The service runs under uvicorn on 127.0.0.1:P2; portal pages are served from a second
origin, localhost:P1 (allowed to embed), and a third, localhost:P3 (not allowed).
Run these on their own: `pytest tests/browser` (pytest-asyncio tests break after
pytest-playwright in one run)."""

from __future__ import annotations

import json
import os
import subprocess
import tempfile
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import httpx
import pytest

from tests.profiles import QUESTIONNAIRE
from tests.servers import free_port, serve

ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = ROOT / "tests" / "artifacts" / "screenshots"
CHROMIUM = os.environ.get("ADVISOR_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def pytest_collection_modifyitems(config, items):
    if not Path(CHROMIUM).exists():
        skip = pytest.mark.skip(reason=f"no Chromium at {CHROMIUM} (apt-get install chromium)")
        for item in items:
            item.add_marker(skip)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    return {**browser_context_args, "viewport": {"width": 1280, "height": 900}, "locale": "zh-CN"}


class Portal:
    """A tiny static site on its own origin that serves whatever page a test puts in it."""

    def __init__(self) -> None:
        self.pages: dict[str, str] = {}
        self.port = free_port()
        pages = self.pages

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                body = pages.get(self.path.split("?")[0])
                self.send_response(200 if body is not None else 404)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.end_headers()
                self.wfile.write((body or "not found").encode())

            def log_message(self, *args) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", self.port), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    @property
    def origin(self) -> str:
        return f"http://localhost:{self.port}"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture(scope="session")
def portal():
    p = Portal()
    yield p
    p.close()


@pytest.fixture(scope="session")
def other_portal():
    p = Portal()
    yield p
    p.close()


@pytest.fixture(scope="session")
def service_url(portal):
    """The real service under uvicorn, allowing `portal` (and only it) to embed it."""
    tmp = Path(tempfile.mkdtemp(prefix="advisor-browser-"))
    port = free_port()
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "ADVISOR_INDEX_DIR": str(tmp / "index"),
        "ADVISOR_DATABASE_URL": f"sqlite+aiosqlite:///{tmp / 'advisor.db'}",
        "ADVISOR_ALLOWED_ORIGINS": json.dumps([portal.origin]),
        "ADVISOR_LOG_LEVEL": "WARNING",
    }
    env.pop("ADVISOR_EMBEDDER", None)
    proc = serve("tests.browser.server_app:make_app", env, port, timeout=120, healthy=True)
    url = f"http://127.0.0.1:{port}"
    yield url
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()


@pytest.fixture
def shot(request):
    """`shot(page, name)` keeps a full-page screenshot for people to look at."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)

    def take(page, name: str) -> Path:
        path = SCREENSHOTS / f"{name}.png"
        page.screenshot(path=str(path), full_page=True)
        return path

    return take


AXE_JS = Path(os.environ.get("ADVISOR_AXE_JS", Path(__file__).with_name("vendor") / "axe.min.js"))
SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}
# Answers as a person would give them (the questionnaire suite's ZH_ANSWERS, by id), and
# the same with the training data size, which makes the cost estimate appear.
FULL_ANSWERS = QUESTIONNAIRE


@pytest.fixture(scope="session")
def sessions(service_url):
    """Session ids: `full` (all answered but the data size), `costed` (all answered, so a cost
    estimate shows) and `few` (the task type alone, pretraining: nothing yet speaks for any mode,
    so the decision block says "none")."""
    out = {}
    for name, answers in (
        ("full", FULL_ANSWERS),
        ("costed", {**FULL_ANSWERS, "dataset_tokens_b": 2}),
        ("few", {"task_type": "pretraining"}),
    ):
        r = httpx.post(service_url + "/api/v1/sessions", json={"answers": answers, "lang": "zh"})
        r.raise_for_status()
        out[name] = r.json()["session_id"]
    return out


@pytest.fixture
def audit_page(browser):
    """A page whose context ignores the CSP, so axe-core can be injected into it."""
    context = browser.new_context(bypass_csp=True, locale="zh-CN")
    page = context.new_page()
    yield page
    context.close()


def run_axe(page) -> list[tuple[str, str, str]]:
    """axe-core's violations on the page: (rule id, impact, first offending node)."""
    page.add_script_tag(path=str(AXE_JS))
    return [
        tuple(v)
        for v in page.evaluate(
            "async () => (await axe.run()).violations.map(v => [v.id, v.impact, v.nodes[0].target.join(' ')])"
        )
    ]
