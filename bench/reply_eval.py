"""How the chat reads a reply to a known question (bench/data/replies.yaml): the whole
path the chat uses (rules/intake/reading.py: the extractor, the bare-reply forms, then the
semantic fallback with the real default embedder), and the fallback on its own.

    python bench/reply_eval.py [--failures] [--no-semantic]

A reply is right when the pending question gets exactly the labelled answer (or is skipped
when labelled `skip`, or gets nothing when labelled null). Precision counts the replies
that gave the pending question an answer or a skip; recall counts the labelled ones."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from compute_advisor.rules.intake.reading import read_reply
from compute_advisor.rules.intake.semantic import SemanticMatcher
from compute_advisor.rules.intake.understanding import apply, load_understanding, understand

DATA = Path(__file__).with_name("data") / "replies.yaml"


def _norm(value: Any) -> Any:
    if isinstance(value, list):
        return sorted(value)
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return round(float(value), 3)
    return value


def _got(case: dict[str, Any], semantic: SemanticMatcher | None) -> tuple[Any, str]:
    """What the pending question got from the reply ("skip", a value, or None) and by what."""
    vocab = load_understanding().vocabulary
    q = vocab.by_id[case["question"]]
    u = understand(case["text"])
    r = read_reply(u, case["text"], q, {}, semantic)
    if r.skipped:
        return "skip", r.how
    new = apply({}, r.u)
    if q.id not in new and q.type == "multi" and any(e.question == q.id for e in r.u.values):
        return [], r.how
    return (_norm(new[q.id]), r.how) if q.id in new else (None, r.how)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--failures", action="store_true")
    parser.add_argument("--no-semantic", action="store_true", help="without the fallback")
    args = parser.parse_args()
    cases = yaml.safe_load(DATA.read_text(encoding="utf-8"))["replies"]
    semantic = None
    if not args.no_semantic:
        from compute_advisor.index.embedders import UseEmbedder

        semantic = SemanticMatcher.for_embedder(UseEmbedder(), load_understanding().vocabulary)
    right = answered = labelled = correct_answers = 0
    by_how: dict[str, list[int]] = {}
    failures = []
    for case in cases:
        want = _norm(case["expect"])
        got, how = _got(case, semantic)
        ok = got == want
        right += ok
        if want is not None:
            labelled += 1
        if got is not None:
            answered += 1
            correct_answers += ok
            row = by_how.setdefault(how, [0, 0])
            row[0] += ok
            row[1] += 1
        if not ok:
            failures.append((case, got, how))
    n = len(cases)
    print(f"replies: {n}; read exactly right: {right}/{n} = {right / n:.1%}")
    print(
        f"precision {correct_answers}/{answered} = {correct_answers / max(answered, 1):.3f}, "
        f"recall {correct_answers}/{labelled} = {correct_answers / max(labelled, 1):.3f}"
    )
    for how, (ok, total) in sorted(by_how.items()):
        print(f"  read by {how:8}: {ok}/{total} right")
    if args.failures:
        for case, got, how in failures:
            print(f"  [{case['question']}] {case['text']!r}: want {case['expect']!r}, got {got!r} ({how})")


if __name__ == "__main__":
    main()
