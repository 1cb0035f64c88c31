"""Adding a team PDF and re-indexing: how long `advisor knowledge add` takes for a generated
50-page PDF with the default (USE) embedder, the shipped knowledge already indexed.

    python bench/knowledge_speed.py [--pages 50] [--per-page 20]

Prints the extraction, the write and the re-index separately, and how many passages were
embedded afresh (only the new document's: the rest come from the vector cache)."""

from __future__ import annotations

import argparse
import logging
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from compute_advisor.index.embedders import UseEmbedder  # noqa: E402
from compute_advisor.index.formats import extract  # noqa: E402
from compute_advisor.index.store import open_index  # noqa: E402
from compute_advisor.index.team import add_and_index  # noqa: E402
from tests.pdfgen import make_pdf, report_pages  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--pages", type=int, default=50)
    ap.add_argument("--per-page", type=int, default=20, help="sentences per page (a dense page: ~20)")
    args = ap.parse_args()
    logging.basicConfig(level=logging.WARNING)

    work = Path(tempfile.mkdtemp(prefix="advisor-kbench-"))
    team, idx = work / "knowledge", work / "index"
    embedder = UseEmbedder(threads=2)
    t = time.perf_counter()
    open_index((ROOT / "knowledge", idx, team), embedder)  # the state before the add
    print(f"shipped knowledge indexed in {time.perf_counter() - t:.2f} s (not part of the figure)")

    pdf = make_pdf(
        work / "team-report.pdf", report_pages(args.pages, args.per_page), title="Team infrastructure report"
    )
    t = time.perf_counter()
    extracted = extract(pdf)
    t_extract = time.perf_counter() - t

    t = time.perf_counter()
    added, retriever = add_and_index(
        pdf,
        team,
        lambda: open_index((ROOT / "knowledge", idx, team), embedder, progress=True),
        as_of="2026-11",
    )
    total = time.perf_counter() - t
    m = retriever.manifest
    print(
        f"PDF: {args.pages} pages, {pdf.stat().st_size / 1024:.0f} KiB; text extracted in {t_extract:.2f} s"
    )
    print(
        f"knowledge add + re-index: {total:.2f} s ({added.info.passages} passages added, "
        f"{m.encoded_passages} newly embedded, index {m.passage_count} passages, "
        f"build {m.build_seconds:.2f} s)"
    )
    assert extracted.pages == args.pages


if __name__ == "__main__":
    main()
