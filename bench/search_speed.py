"""In-process speed of Retriever.search with the default (USE) embedder: p50/p99 latency.

    python bench/search_speed.py [--rounds 30] [--k 5] [--passages 1000]

Builds (or loads) the index in index/built/bench/, warms the embedder up, then times
every question of bench/data/retrieval_set.yaml `rounds` times. With --passages N, a
generated team document (zh and en sentences) tops the corpus up to N passages first."""

from __future__ import annotations

import argparse
import logging
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from compute_advisor.index.embedders import UseEmbedder  # noqa: E402
from compute_advisor.index.passages import load_corpus  # noqa: E402
from compute_advisor.index.store import open_index  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=30)
    ap.add_argument("--k", type=int, default=5)
    ap.add_argument("--passages", type=int, default=0, help="top the corpus up to this many passages")
    args = ap.parse_args()
    logging.basicConfig(level=logging.WARNING)

    source: tuple[Path, ...] = (ROOT / "knowledge", ROOT / "index" / "built" / "bench")
    if args.passages:
        team = Path(tempfile.mkdtemp(prefix="advisor-bench-")) / "team"
        team.mkdir()
        shipped = len(load_corpus(ROOT / "knowledge"))
        (team / "generated.md").write_text(generated_document(args.passages - shipped), encoding="utf-8")
        source = (ROOT / "knowledge", ROOT / "index" / "built" / f"bench-{args.passages}", team)

    t = time.perf_counter()
    embedder = UseEmbedder(threads=2)
    retriever = open_index(source, embedder, progress=bool(args.passages))
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


_ZH = [
    "第{n}号集群在第{w}周的平均利用率为{u}%，调度器调整后排队时间缩短到{h}小时。",
    "第{n}次训练任务在第{d}天因节点故障中断，从第{c}个检查点恢复用了{m}分钟。",
    "第{n}组多机实验在{g}张卡以上扩展受限于网络通信，集合通信占每步时间的{u}%。",
]
_EN = [
    "Run {n} on the shared cluster waited {h} hours in the queue before {g} GPUs were free.",
    "Pilot {n} measured {u} percent GPU utilization and a storage throughput of {c} GB per second.",
    "Job {n} resumed from checkpoint {c} after a node failure on day {d}, losing {m} minutes of work.",
]


def generated_document(n: int) -> str:
    """A Markdown team document of about `n` distinct sentences (one passage each)."""
    lines = [
        "---",
        "id: generated-bench",
        "title: Generated bench corpus",
        "lang: en",
        "---",
        "",
        "# Generated",
        "",
    ]
    for i in range(max(n, 0)):
        t = (_ZH + _EN)[i % 6]
        lines += [
            t.format(
                n=i,
                w=i % 52 + 1,
                u=40 + i % 55,
                h=1 + i % 12,
                d=1 + i % 30,
                c=i % 97,
                m=5 + i % 55,
                g=8 * (1 + i % 16),
            ),
            "",
        ]
    return "\n".join(lines)


if __name__ == "__main__":
    main()
