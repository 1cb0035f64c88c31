"""What the results page costs a reader: height at desktop and phone sizes, whether the
decision is on the first screen, horizontal overflow, bytes on the wire (gzip), and any
request that leaves the host. Drives Debian's Chromium through Playwright against the real
app (fake embedder), for the browser suite's answers and for a two-answer session.

    .venv/bin/python bench/results_page.py [--url http://127.0.0.1:8000]

Prints one line per case and size; nothing is asserted (tests do that)."""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlparse

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.profiles import QUESTIONNAIRE  # noqa: E402

CHROMIUM = os.environ.get("ADVISOR_CHROMIUM", "/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"]
CASES = {
    "full": QUESTIONNAIRE,
    "two_answers": {"task_type": "fine_tuning", "model_params_b": 7},
}
# The full answers plus the training data size, so the cost estimate and its chart show.
CASES["costed"] = {**CASES["full"], "dataset_tokens_b": 2}
SIZES = {"desktop": (1280, 800), "phone": (390, 844)}


@contextlib.contextmanager
def _server() -> Iterator[str]:
    tmp = Path(tempfile.mkdtemp(prefix="advisor-bench-page-"))
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "ADVISOR_INDEX_DIR": str(tmp / "index"),
        "ADVISOR_DATABASE_URL": f"sqlite+aiosqlite:///{tmp / 'advisor.db'}",
        "ADVISOR_LOG_LEVEL": "WARNING",
    }
    cmd = [sys.executable, "-m", "uvicorn", "--factory", "tests.browser.server_app:make_app"]
    proc = subprocess.Popen(
        [*cmd, "--port", str(port), "--log-level", "warning"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(480):
            with contextlib.suppress(httpx.HTTPError):
                if httpx.get(url + "/health", timeout=1).status_code == 200:
                    break
            time.sleep(0.25)
        yield url
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def _wire_bytes(client: httpx.Client, url: str) -> tuple[int, int]:
    """Bytes as sent (compressed when the server compresses) and as decoded."""
    with client.stream("GET", url, headers={"accept-encoding": "gzip"}) as r:
        raw = sum(len(chunk) for chunk in r.iter_raw())
    decoded = len(client.get(url).content)
    return raw, decoded


def measure(base: str) -> None:
    from playwright.sync_api import sync_playwright

    client = httpx.Client(base_url=base)
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        for case, answers in CASES.items():
            sid = client.post("/api/v1/sessions", json={"answers": answers, "lang": "zh"}).json()[
                "session_id"
            ]
            path = f"/s/{sid}/results?lang=zh"
            for size, (w, h) in SIZES.items():
                page = browser.new_page(viewport={"width": w, "height": h})
                urls: list[str] = []
                page.on("request", lambda r, urls=urls: urls.append(r.url))
                page.goto(base + path)
                page.wait_for_load_state("networkidle")
                height = page.evaluate("document.scrollingElement.scrollHeight")
                width = page.evaluate("document.scrollingElement.scrollWidth")
                card = page.locator(".decision").first
                bottom = card.evaluate("e => e.getBoundingClientRect().bottom") if card.count() else None
                outside = [u for u in urls if urlparse(u).hostname not in ("127.0.0.1", None)]
                page.close()
                print(
                    f"{case:12s} {size:8s} height={height}px scrollWidth={width}px "
                    f"decision_bottom={bottom if bottom is None else round(bottom)}px "
                    f"first_screen={bottom is not None and bottom <= h} requests={len(urls)} "
                    f"off_host={len(outside)}"
                )
            resources = [path, *sorted({u for u in urls if "/static/" in u})]
            sent = decoded = 0
            for u in resources:
                a, b = _wire_bytes(client, u.replace(base, ""))
                sent, decoded = sent + a, decoded + b
            print(
                f"{case:12s} weight   sent={sent / 1024:.1f}KB decoded={decoded / 1024:.1f}KB "
                f"files={len(resources)}"
            )
        browser.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", help="a running service; default: start one")
    args = parser.parse_args()
    if args.url:
        measure(args.url)
    else:
        with _server() as url:
            measure(url)
    print(json.dumps({"cases": list(CASES), "sizes": SIZES}))


if __name__ == "__main__":
    main()
