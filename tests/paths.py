"""Where the checkout is, for tests that start processes from it or read its files."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
KNOWLEDGE = ROOT / "knowledge"
