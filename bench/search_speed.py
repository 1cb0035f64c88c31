"""In-process speed of Retriever.search with the default (USE) embedder: p50/p99 latency.

    python bench/search_speed.py [--rounds 30] [--k 5]

Builds (or loads) the index in index/built/bench/, warms the embedder up, then times
every question of bench/data/retrieval_set.yaml `rounds` times."""

from __future__ import annotations

import argparse
import logging
import os
import statistics
import sys
import time
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from compute_advisor.index.embedders import UseEmbedder  # noqa: E402
from compute_advisor.index.store import open_index  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=30)
    ap.add_argument("--k", type=int, default=5)
    args = ap.parse_args()
    logging.basicConfig(level=logging.WARNING)

    t = time.perf_counter()
    embedder = UseEmbedder(threads=2)
    retriever = open_index((ROOT / "knowledge", ROOT / "index" / "built" / "bench"), embedder)
    opened = time.perf_counter() - t
    t = time.perf_counter()
    embedder.warm_up()
    retriever.search("预热 warm up", k=args.k)
    warm = time.perf_counter() - t

    questions = [
        q["q"]
        for q in yaml.safe_load((ROOT / "bench" / "data" / "retrieval_set.yaml").read_text(encoding="utf-8"))[
            "questions"
        ]
    ]
    times = []
    for _ in range(args.rounds):
        for q in questions:
            t = time.perf_counter()
            retriever.search(q, k=args.k)
            times.append((time.perf_counter() - t) * 1000)
    times.sort()
    p = lambda q: times[min(len(times) - 1, int(q * len(times)))]  # noqa: E731
    print(f"cpus {os.cpu_count()}, passages {len(retriever.passages)}, embedder {embedder.name}")
    print(f"open_index {opened:.2f} s, warm-up {warm:.2f} s")
    print(
        f"search k={args.k}: n={len(times)} p50 {p(0.5):.2f} ms  p90 {p(0.9):.2f} ms  "
        f"p99 {p(0.99):.2f} ms  mean {statistics.fmean(times):.2f} ms"
    )


if __name__ == "__main__":
    main()
