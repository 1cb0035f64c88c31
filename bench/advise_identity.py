"""Every field of `Advisor.advise` on many varied answer sets, one JSON line each, for proving that a
change (a speed-up) returns exactly what the code before it returned.

    python bench/advise_identity.py --n 2000 --out /tmp/after.jsonl
    cmp /tmp/before.jsonl /tmp/after.jsonl

Draws `n` complete answer sets (tests/profiles.py `draw_answers`, seeded) and, from each, a partial
one (a random share of its answers dropped); each is advised in Chinese and in English, so a run
writes 4n lines. Run it on the commit before and after the change, with the same arguments, and
compare the files byte for byte."""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.profiles import draw_answers


def answer_sets(n: int, seed: int) -> list[dict]:
    """`n` complete answer sets, each followed by a partial one drawn from it."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        full = draw_answers(rng)
        out.append(full)
        keep = rng.uniform(0.2, 0.9)
        out.append({k: v for k, v in full.items() if rng.random() < keep})
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--n", type=int, default=2000, help="complete answer sets drawn (each also partial)")
    ap.add_argument("--seed", type=int, default=63)
    ap.add_argument("--out", type=Path, required=True)
    args = ap.parse_args()

    from compute_advisor.service.app import open_advisor
    from compute_advisor.service.settings import Settings

    advisor = open_advisor(Settings())
    sets = answer_sets(args.n, args.seed)
    t = time.perf_counter()
    with args.out.open("w", encoding="utf-8") as f:
        for i, answers in enumerate(sets):
            for lang in ("zh", "en"):
                advice = advisor.advise(answers, lang)
                f.write(f"{i}\t{lang}\t{advice.model_dump_json()}\n")
    took = time.perf_counter() - t
    print(f"{2 * len(sets)} advices in {took:.1f} s -> {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
