"""Speed work must not change a word of the advice: the recommend JSON for 360 varied answer sets
(complete and partial, Chinese and English) is hashed and compared to hashes recorded from the
code before the fast paths were written. A rule-base or wording change that is meant to change
the advice regenerates the record with

    ADVISOR_REGEN_GOLDEN=1 .venv/bin/pytest tests/test_advice_golden.py

and says so in its commit message."""

from __future__ import annotations

import hashlib
import json
import os
import random
from typing import Any

import pytest
from pydantic import TypeAdapter

from compute_advisor.service.advice import Advice
from tests.paths import ROOT
from tests.profiles import draw_answers

GOLDEN = ROOT / "tests" / "data" / "advice_golden.json"
N_COMPLETE, N_PARTIAL = 240, 120
_JSON = TypeAdapter(Advice)


def _cases(seed: int = 11) -> list[tuple[dict[str, Any], str]]:
    """Answer sets drawn from the vocabulary with realistic sizing numbers; a third with questions
    left out (the what-if and missing-question paths), every other one in English."""
    rng, out = random.Random(seed), []
    for i in range(N_COMPLETE + N_PARTIAL):
        a = draw_answers(rng)
        if i >= N_COMPLETE:
            a = {k: v for k, v in a.items() if rng.random() < 0.6}
        out.append((a, "en" if i % 2 else "zh"))
    return out


def _digest(advisor: Any, answers: dict[str, Any], lang: str) -> str:
    body = _JSON.dump_json(advisor.advise(answers, lang))
    return hashlib.sha256(body).hexdigest()[:20]


@pytest.mark.slow  # 412 full recommends (~7 s): `make test`, not the pre-commit `make check`
def test_recommend_json_is_byte_identical_to_the_recorded_advice(advisor):
    cases = _cases()
    got = [_digest(advisor, a, lang) for a, lang in cases]
    # A second pass through the advisor's caches must give the same bytes as the first.
    again = [_digest(advisor, a, lang) for a, lang in cases[::7]]
    assert again == got[::7]
    if os.environ.get("ADVISOR_REGEN_GOLDEN"):
        GOLDEN.write_text(json.dumps(got, indent=0) + "\n")
    want = json.loads(GOLDEN.read_text())
    differ = [(cases[i], i) for i, (g, w) in enumerate(zip(got, want, strict=True)) if g != w]
    assert not differ, (
        f"{len(differ)} of {len(cases)} answer sets now get different advice, e.g. {differ[:2]}"
    )
