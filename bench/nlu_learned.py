"""Would a learned reader behind the patterns lift a fresh batch? An experiment, not part of the service.

    python bench/nlu_learned.py --heldout yb,yc      # trained on every other utterance, scored on these
    python bench/nlu_learned.py --folds 8            # grouped by batch, over the whole file

For each single-choice question and each compliance option, a logistic regression over character
(1-3) and word (1-2) n-grams of the message (scikit-learn; it comes with the `st` extra) is
trained on the labelled utterances in bench/data/utterances.yaml. It is used only as a fallback:
where the patterns (rules/intake) read nothing of a question, its most likely value is taken
when its probability is at least the threshold. Printed per threshold: utterances exactly right
with the patterns alone and with the fallback, and the values the fallback added that were right
(tp) or wrong (fp).

Measured 2026-12-07 at 262f730 (before NLU round 42), 2 cores:
  --heldout yb,yc (first runs of the patterns 66 and 47 of 100): at 0.7, yb 66 -> 69 and yc 47 -> 52,
  24 values added, none wrong; at 0.5, 72 and 50 with 7 wrong.
  --folds 8 over the 6,903 other utterances (the patterns tuned on all of them): at 0.7, 22 fixed and
  143 broken; at 0.9, 10 fixed and 45 broken.
Measured again on the next two fresh batches at 28fc2b1 (after round 42; --heldout yd,ye, first
runs of the patterns 67 and 63 of 100): at 0.7, yd 67 -> 67 (6 values added right, 5 wrong) and
ye 63 -> 68 (11 right, 2 wrong); at 0.9, 68 and 65 with one wrong.
So it adds a few points on some new batches and nothing on others, at a cost in precision, and on
the older, deliberately tricky batches it breaks more than it fixes (it reads hardware asked
about, plans and other parties' rules as the sender's, which the patterns leave out by
convention). Not wired into the service: a few points do not reach the 90% aim, and a wrong
value is worse for the advice than a question asked again.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from nlu_eval import DATA, _expected, _implied, _load, _predicted, _scored

from compute_advisor.rules.intake.understanding import understand

CHOICE = [
    "task_type",
    "data_scale",
    "ops_capacity",
    "usage_pattern",
    "budget_model",
    "existing_hardware",
    "owned_gpu_kind",
    "served_model",
    "finetune_method",
]
COMPLIANCE = ["data_on_premises", "data_in_country", "domestic_hardware", "regulated_industry"]
THRESHOLDS = (0.5, 0.7, 0.8, 0.9)


def _targets(cases: list[dict]) -> dict[str, list]:
    def choice(case: dict, qid: str) -> str:
        value = (case.get("expect") or {}).get(qid)
        return value if isinstance(value, str) else "-"

    out: dict[str, list] = {q: [choice(c, q) for c in cases] for q in CHOICE}
    for option in COMPLIANCE:
        out[f"compliance:{option}"] = [
            int(option in ((c.get("expect") or {}).get("compliance") or [])) for c in cases
        ]
    return out


def _fit_predict(train: list[dict], test: list[dict]) -> dict[str, list[dict]]:
    """Per target, each test utterance's class probabilities."""
    from scipy.sparse import hstack
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.linear_model import LogisticRegression

    chars = TfidfVectorizer(analyzer="char_wb", ngram_range=(1, 3), sublinear_tf=True, min_df=2)
    words = TfidfVectorizer(ngram_range=(1, 2), sublinear_tf=True, min_df=2, token_pattern=r"[a-z0-9.]+")
    text = [c["text"].lower() for c in train]
    x_train = hstack([chars.fit_transform(text), words.fit_transform(text)]).tocsr()
    text = [c["text"].lower() for c in test]
    x_test = hstack([chars.transform(text), words.transform(text)]).tocsr()
    out = {}
    for target, labels in _targets(train).items():
        model = LogisticRegression(C=10, max_iter=2000).fit(x_train, labels)
        out[target] = [dict(zip(model.classes_, row, strict=True)) for row in model.predict_proba(x_test)]
    return out


def _added(got: set, probs: dict[str, list[dict]], i: int, threshold: float) -> set:
    """The values the fallback adds to what the patterns read (`got`) of utterance `i`."""
    added = set()
    for target, rows in probs.items():
        p = rows[i]
        if target.startswith("compliance:"):
            option = target.split(":", 1)[1]
            if p.get(1, 0.0) >= threshold and not any(q == "compliance" and v == option for q, v, _ in got):
                added.add(("compliance", option, False))
        elif not any(q == target for q, _, _ in got):
            value, best = max(((v, pv) for v, pv in p.items() if v != "-"), key=lambda vp: vp[1])
            if best >= threshold:
                added.add((target, str(value), False))
    return added


def _score(cases: list[dict], probs: dict[str, list[dict]], name: str) -> None:
    read = []
    for case in cases:
        u = understand(case["text"], case.get("answers"))
        rest_ok = bool(case.get("question", False)) == u.is_question and sorted(
            case.get("corrects", [])
        ) == sorted(c.question for c in u.corrections)
        read.append((_predicted(u), rest_ok))
    for threshold in THRESHOLDS:
        tally = Counter()
        for i, case in enumerate(cases):
            got, rest_ok = read[i]
            added = _added(got, probs, i, threshold)
            implied = _implied(case)
            want = _scored(_expected(case), implied)
            before = rest_ok and want == _scored(got, implied)
            after = rest_ok and want == _scored(got | added, implied)
            tally["before"] += before
            tally["after"] += after
            tally["fixed"] += after and not before
            tally["broken"] += before and not after
            for value in added:
                tally["tp" if value in want else "fp"] += 1
        exact = f"exact {tally['before']} -> {tally['after']} of {len(cases)}"
        changed = f"fixed {tally['fixed']}, broken {tally['broken']}"
        added = f"values added right {tally['tp']}, wrong {tally['fp']}"
        print(f"{name:10} threshold {threshold:.1f}: {exact} ({changed}); {added}")


def _batch(case: dict) -> str:
    match = re.match(r"[a-z]+", case["id"])
    return match.group(0) if match else case["id"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--heldout", default="", help="comma-separated batch prefixes to score, trained on the rest"
    )
    parser.add_argument("--folds", type=int, default=0, help="grouped by batch, over every other utterance")
    args = parser.parse_args()
    try:
        import sklearn  # noqa: F401
    except ImportError:
        sys.exit("needs scikit-learn: pip install -e '.[st]' brings it")
    cases = _load(DATA)
    held = tuple(p for p in args.heldout.split(",") if p)
    if held:
        train = [c for c in cases if not c["id"].startswith(held)]
        for prefix in held:
            test = [c for c in cases if c["id"].startswith(prefix)]
            _score(test, _fit_predict(train, test), prefix)
    if args.folds:
        from sklearn.model_selection import GroupKFold

        rest = [c for c in cases if not c["id"].startswith(held)] if held else cases
        merged: dict[str, list[dict]] = {t: [{}] * len(rest) for t in _targets(rest)}
        groups = [_batch(c) for c in rest]
        for train_at, test_at in GroupKFold(n_splits=args.folds).split(rest, groups=groups):
            probs = _fit_predict([rest[i] for i in train_at], [rest[i] for i in test_at])
            for target, rows in probs.items():
                for j, i in enumerate(test_at):
                    merged[target][i] = rows[j]
        _score(rest, merged, f"{args.folds} folds")


if __name__ == "__main__":
    main()
