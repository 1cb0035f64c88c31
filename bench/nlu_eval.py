"""Accuracy and speed of the free-text extractor (rules/understanding.py) on the
labelled utterances in bench/data/utterances.yaml.

    python bench/nlu_eval.py [--failures] [--heldout-failures] [--repeat N] [--batch PREFIX]

Prints, per split, precision and recall of the extracted values per question id, how
often `is_question` is right, the share of utterances understood exactly (every value,
negation, question flag and correction right), and the time per message. `--batch u`
reports only the utterances whose id starts with "u" (one batch's first run).

Scoring (since NLU round 15): a negation implied by a stated value of the same
single-choice or numeric question is redundant ("没有专职运维，一个博士生兼着管" is
ops_capacity limited; that it is no dedicated team follows). So for every question that
is not multi-choice (every one but `compliance`) and has a value in an utterance's
`expect`, negations of that question are dropped from both the labels and the
extractor's output before they are compared; they neither count nor fail. A negation
with no value of its question stated ("没有专职运维" alone) is scored as before.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from compute_advisor.rules.intake.understanding import understand
from compute_advisor.rules.vocabulary import load_vocabulary

DATA = Path(__file__).with_name("data") / "utterances.yaml"


_FIELDS = {"id", "text", "split", "expect", "negated", "question", "answers", "corrects"}


def _load(path: Path) -> list[dict]:
    """The labelled utterances, each checked: a stray key (a bare comma in a YAML flow
    mapping splits the text and makes one) or a missing id, text or split stops the run."""
    cases = yaml.safe_load(path.read_text(encoding="utf-8"))["utterances"]
    seen = set()
    for i, case in enumerate(cases):
        name = case.get("id", f"entry {i}")
        unknown = set(case) - _FIELDS
        missing = {"id", "text", "split"} - set(case)
        if unknown or missing or not isinstance(case.get("text"), str):
            sys.exit(f"{path}: {name}: unknown keys {sorted(map(str, unknown))}, missing {sorted(missing)}")
        if case["split"] not in ("tune", "heldout") or name in seen:
            sys.exit(f"{path}: {name}: split must be tune or heldout and ids unique")
        seen.add(name)
    return cases


def _key(value):
    if isinstance(value, list):
        return "[]"
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return round(float(value), 3)
    return value


def _expected(case: dict) -> set[tuple]:
    out = set()
    for field, negated in (("expect", False), ("negated", True)):
        for qid, value in (case.get(field) or {}).items():
            if isinstance(value, list) and value:
                out.update((qid, v, negated) for v in value)
            else:
                out.add((qid, _key(value), negated))
    return out


def _predicted(u) -> set[tuple]:
    return {(e.question, _key(e.value), e.negated) for e in u.values}


def _implied(case: dict) -> set[str]:
    """The single-choice and numeric questions the labels give a value for: a negation of
    one of them is implied by that value and is not scored (see the module docstring)."""
    by_id = load_vocabulary().by_id
    return {qid for qid in case.get("expect") or {} if by_id[qid].type != "multi"}


def _scored(items: set[tuple], implied: set[str]) -> set[tuple]:
    return {item for item in items if not (item[2] and item[0] in implied)}


def _evaluate(cases: list[dict]) -> tuple[dict, int, list]:
    counts: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])  # tp, fp, fn
    exact, failures = 0, []
    for case in cases:
        u = understand(case["text"], case.get("answers"))
        implied = _implied(case)
        want, got = _scored(_expected(case), implied), _scored(_predicted(u), implied)
        for item in want | got:
            row = counts[item[0]]
            row[0 if item in want and item in got else 1 if item in got else 2] += 1
        asked = bool(case.get("question", False))
        q = counts["(is_question)"]
        if asked and u.is_question:
            q[0] += 1
        elif u.is_question:
            q[1] += 1
        elif asked:
            q[2] += 1
        corrected_ok = sorted(case.get("corrects", [])) == sorted(c.question for c in u.corrections)
        if want == got and asked == u.is_question and corrected_ok:
            exact += 1
        else:
            failures.append((case, sorted(want - got, key=str), sorted(got - want, key=str), u))
    return counts, exact, failures


def _ratio(a: int, b: int) -> str:
    return f"{a / b:6.1%}" if b else "     -"


def _report(name: str, cases: list[dict], show: bool) -> None:
    counts, exact, failures = _evaluate(cases)
    print(f"\n== {name}: {len(cases)} utterances")
    print(f"{'question':22} {'precision':>9} {'recall':>7} {'tp':>4} {'fp':>4} {'fn':>4}")
    total = [0, 0, 0]
    for qid in sorted(counts):
        tp, fp, fn = counts[qid]
        total = [total[0] + tp, total[1] + fp, total[2] + fn]
        print(f"{qid:22} {_ratio(tp, tp + fp):>9} {_ratio(tp, tp + fn):>7} {tp:4} {fp:4} {fn:4}")
    tp, fp, fn = total
    print(f"{'(all)':22} {_ratio(tp, tp + fp):>9} {_ratio(tp, tp + fn):>7} {tp:4} {fp:4} {fn:4}")
    print(f"exact match per utterance: {exact}/{len(cases)} = {_ratio(exact, len(cases)).strip()}")
    if show:
        for case, missing, extra, u in failures:
            print(
                f"  {case['id']} {case['text']!r}\n     missing {missing} extra {extra}"
                f" question={u.is_question} corrections={[c.question for c in u.corrections]}"
            )


def _speed(cases: list[dict], repeat: int) -> None:
    texts = [c["text"] for c in cases]
    for text in texts:  # warm up: the first call loads and compiles the data file
        understand(text)
    per_message = []
    for _ in range(repeat):
        for text in texts:
            start = time.perf_counter()
            understand(text)
            per_message.append(time.perf_counter() - start)
    per_message.sort()
    mean = statistics.fmean(per_message) * 1e6
    p50 = per_message[len(per_message) // 2] * 1e6
    p95 = per_message[int(len(per_message) * 0.95)] * 1e6
    print(
        f"\n== speed: {len(per_message)} calls, per message: mean {mean:.0f} µs,"
        f" median {p50:.0f} µs, p95 {p95:.0f} µs"
    )


# Messages at the API's 4000-character limit built to make the patterns work hard: a
# pattern that rescans a run of numerals from every position shows here, not in the set.
_LONG = {
    "digits": "1" * 4000,
    "numerals": "三" * 4000,
    "card counts": "千卡" * 2000,
    "negations": "不需要私有化和" * 571,
    "sentences": "我们想微调一个7B的模型，数据不能出本地机房，" * 160,
}


def _long_messages() -> None:
    print("\n== 4000-character messages (worst cases), ms per message:")
    for name, text in _LONG.items():
        start = time.perf_counter()
        understand(text[:4000])
        print(f"  {name:12} {(time.perf_counter() - start) * 1000:7.1f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--failures", action="store_true", help="list tune-split failures")
    parser.add_argument("--heldout-failures", action="store_true", help="list held-out failures too")
    parser.add_argument("--repeat", type=int, default=20, help="timing passes over the set")
    parser.add_argument("--batch", default="", help="only utterances whose id starts with this")
    args = parser.parse_args()
    cases = [c for c in _load(DATA) if c["id"].startswith(args.batch)]
    for split in ("tune", "heldout"):
        chosen = [c for c in cases if c["split"] == split]
        _report(split, chosen, args.failures if split == "tune" else args.heldout_failures)
    _report("all", cases, False)
    _speed(cases, args.repeat)
    _long_messages()


if __name__ == "__main__":
    main()
