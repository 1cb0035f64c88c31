"""The package installs like a library: a wheel built from the checkout, installed into a fresh
venv, serves a cited recommendation from an empty folder, and claims one import name."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from tests.paths import ROOT
from tests.servers import free_port

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh venv with the wheel (and its pinned dependencies) installed."""
    work = tmp_path_factory.mktemp("wheel")
    wheels = work / "dist"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(wheels), str(ROOT)],
        check=True,
        timeout=300,
    )
    (wheel,) = wheels.glob("compute_advisor-*.whl")
    venv = work / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=120)
    subprocess.run(
        [str(venv / "bin" / "pip"), "install", "--quiet", str(wheel)],
        check=True,
        timeout=600,
    )
    return venv


def test_the_wheel_claims_one_import_name(installed: Path) -> None:
    site = next(installed.glob("lib/python3.*/site-packages"))
    ours = {p.name for p in site.iterdir() if p.name.startswith(("compute_advisor", "service", "rules"))}
    assert {n for n in ours if not n.endswith(".dist-info")} == {"compute_advisor"}
    assert not (site / "service").exists() and not (site / "rules").exists() and not (site / "index").exists()
    shipped = site / "compute_advisor"
    assert (shipped / "knowledge" / "ai-training-platform-selection.md").is_file()
    assert (shipped / "rules" / "data" / "vocabulary.yaml").is_file()
    assert (shipped / "service" / "templates" / "results.html").is_file()


def test_the_wheel_serves_a_recommendation_from_an_empty_folder(installed: Path, tmp_path: Path) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    data = tmp_path / "data"
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("ADVISOR_", "PYTHONPATH", "VIRTUAL_ENV"))}
    env.update({"ADVISOR_DATA_DIR": str(data), "ADVISOR_LOG_LEVEL": "WARNING", "HOME": str(tmp_path)})
    proc = subprocess.Popen(
        [str(installed / "bin" / "advisor"), "serve", "--host", "127.0.0.1", "--port", str(port)],
        cwd=empty,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )
    try:
        base = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 180
        while time.monotonic() < deadline:
            assert proc.poll() is None, proc.stdout.read().decode()[-3000:] if proc.stdout else ""
            try:
                if httpx.get(f"{base}/health", timeout=2).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            time.sleep(0.3)
        else:
            pytest.fail("the installed service did not become healthy in 180 s")
        res = httpx.post(
            f"{base}/api/v1/recommend",
            json={"answers": {"task_type": "fine_tuning", "model_params_b": 13, "compliance": []}},
            timeout=30,
        )
        assert res.status_code == 200, res.text
        body = res.json()
        assert body["modes"] and body["modes"][0]["id"]
        assert any(m["citations"] for m in body["modes"]), "a recommendation cites its sources"
        # Writable state went to the data directory, nothing into the empty working folder.
        assert (data / "index").is_dir() and (data / "advisor.db").is_file()
        assert list(empty.iterdir()) == []
    finally:
        proc.terminate()
        proc.wait(timeout=30)
