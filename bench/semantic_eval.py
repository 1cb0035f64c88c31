"""Calibrate and measure the chat's semantic fallback (rules/intake/semantic.py) on its own,
on the labelled utterances of bench/data/utterances.yaml.

    python bench/semantic_eval.py [--embedder use] [--margin M]

Every utterance is put to the matcher as a reply to every question with options. The
right answer is the option the utterance's labels give that question (one option), or
nothing (no label for it: the matcher must then take nothing). A taken option is a true
positive when it is the labelled one, a false positive otherwise; so talking about
something else than the question asked counts against the matcher, as it does in a chat.

Prints, on the tune split, precision and recall at each threshold and the lowest one
whose precision is at least 0.97 (what `replies.semantic` in understanding.yaml holds);
then the figures at the threshold in the file on both splits, on all pairs and on the
pairs where the fallback actually runs (the extractor read nothing from the message)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from compute_advisor.rules.intake.semantic import SemanticMatcher
from compute_advisor.rules.intake.understanding import load_understanding, understand

DATA = Path(__file__).with_name("data") / "utterances.yaml"
TARGET = 0.97


def _truth(case: dict[str, Any], qid: str) -> str | None:
    value = (case.get("expect") or {}).get(qid)
    if isinstance(value, list):
        return value[0] if len(value) == 1 else None
    return value if isinstance(value, str) else None


def _rows(matcher: SemanticMatcher, cases: list[dict[str, Any]]) -> list[tuple]:
    """(truth, best option, best score, margin over the runner-up, extractor read nothing)."""
    vocab = load_understanding().vocabulary
    rows = []
    for case in cases:
        silent = not understand(case["text"]).values
        for q in vocab.questions:
            if not q.options:
                continue
            ranked = matcher.scores(case["text"], q)
            (oid, top), runner = ranked[0], (ranked[1][1] if len(ranked) > 1 else -1.0)
            rows.append((_truth(case, q.id), oid, top, top - runner, silent))
    return rows


def _figures(rows: list[tuple], threshold: float, margin: float) -> tuple[int, int, int]:
    tp = fp = fn = 0
    for truth, oid, top, gap, _ in rows:
        taken = top >= threshold and gap >= margin
        if taken and oid == truth:
            tp += 1
        elif taken:
            fp += 1
        if truth is not None and not (taken and oid == truth):
            fn += 1
    return tp, fp, fn


def _line(name: str, rows: list[tuple], threshold: float, margin: float) -> str:
    tp, fp, fn = _figures(rows, threshold, margin)
    precision = f"{tp / (tp + fp):.3f}" if tp + fp else "-"
    recall = f"{tp / (tp + fn):.3f}" if tp + fn else "-"
    counts = f"(tp {tp}, fp {fp}, fn {fn}, pairs {len(rows)})"
    return f"  {name:34} precision {precision:>5}  recall {recall:>5}  {counts}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--embedder", default="use", help="use (the default) or fake")
    parser.add_argument("--margin", type=float, default=None, help="override the margin in the file")
    args = parser.parse_args()
    if args.embedder == "use":
        from compute_advisor.index.embedders import UseEmbedder

        embedder: Any = UseEmbedder()
    else:
        sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
        from fakes import FakeEmbedder

        embedder = FakeEmbedder()
    spec = load_understanding().spec.replies
    name = getattr(embedder, "name", "")
    margin = args.margin if args.margin is not None else spec.semantic.margin
    matcher = SemanticMatcher(embedder, load_understanding().vocabulary, spec.examples, 1.0, margin)
    cases = yaml.safe_load(DATA.read_text(encoding="utf-8"))["utterances"]
    split = {s: _rows(matcher, [c for c in cases if c["split"] == s]) for s in ("tune", "heldout")}
    print(f"embedder {name}, margin {margin}")
    print("tune split, by threshold:")
    chosen = None
    for step in range(30, 96, 2):
        threshold = step / 100
        tp, fp, fn = _figures(split["tune"], threshold, margin)
        precision = tp / (tp + fp) if tp + fp else 1.0
        print(f"  {threshold:.2f}: precision {precision:.3f} recall {tp / (tp + fn):.3f} (tp {tp}, fp {fp})")
        if chosen is None and precision >= TARGET and tp:
            chosen = threshold
    print(f"lowest threshold with precision >= {TARGET} on tune: {chosen}")
    in_file = spec.semantic.thresholds.get(name)
    if in_file is None:
        print(f"no threshold for {name!r} in understanding.yaml replies.semantic")
        return
    print(f"at the threshold in the file ({in_file}):")
    for s, rows in split.items():
        print(_line(f"{s}, all pairs", rows, in_file, margin))
        print(_line(f"{s}, where the fallback runs", [r for r in rows if r[4]], in_file, margin))


if __name__ == "__main__":
    main()
