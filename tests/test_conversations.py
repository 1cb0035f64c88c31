"""The scripted conversations of bench/data/conversations.yaml, played against the chat API
as their users would: each answers the question just asked in its own way (option words,
a bare number, 没有, none, 跳过, I don't know), some correct themselves or ask a domain
question midway. Each must reach a recommendation within 10 turns, keep what was said,
and never be asked the same question three times in a row."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from compute_advisor.rules.vocabulary import load_vocabulary

DATA = Path(__file__).resolve().parents[1] / "bench" / "data"
# The project's own scripts, and the blind ones written outside it (b01-b16, v01-v24, w01-w24,
# x01-x24, y01-y24).
CONVERSATIONS = [
    c
    for name in (
        "conversations.yaml",
        "conversations_blind.yaml",
        "conversations_blind2.yaml",
        "conversations_blind3.yaml",
        "conversations_blind4.yaml",
        "conversations_blind5.yaml",
    )
    for c in yaml.safe_load((DATA / name).read_text(encoding="utf-8"))["conversations"]
]
MAX_TURNS = 10
VOCAB = load_vocabulary()


def play(client: Any, script: dict[str, Any]) -> tuple[dict[str, Any] | None, list[dict[str, Any]]]:
    """The last response once a recommendation has been given and every `midway` turn
    said (None if that did not happen within MAX_TURNS), and every response in order."""
    said = script["first"]
    sid = None
    seen: list[dict[str, Any]] = []
    midway = script.get("midway") or {}
    recommended = False
    for turn in range(1, MAX_TURNS + 1):
        r = client.post("/api/v1/chat", json={"session_id": sid, "message": said})
        assert r.status_code == 200, r.text
        body = r.json()
        seen.append(body)
        sid = body["session_id"]
        recommended = recommended or bool(body["recommendation"])
        if recommended and turn > max(midway, default=0):
            return body, seen
        asked = (body["next_question"] or {}).get("id")
        if turn in midway:
            said = midway[turn]
        else:
            said = script["replies"].get(asked, script.get("otherwise", "skip"))
    return None, seen


@pytest.mark.parametrize("script", CONVERSATIONS, ids=[c["id"] for c in CONVERSATIONS])
def test_a_scripted_conversation_reaches_advice_within_ten_turns(client, script):
    final, seen = play(client, script)
    asked = [(b["next_question"] or {}).get("id") for b in seen]
    assert final is not None, f"no recommendation in {MAX_TURNS} turns; asked {asked}"
    for a, b, c in zip(asked, asked[1:], asked[2:], strict=False):
        assert not (a and a == b == c), f"{a} asked three times in a row: {asked}"
    # A value the script gives only as the reply to a question never asked (the advice came
    # first, or a midway message was said instead) is not expected.
    midway = script.get("midway") or {}
    replied = {a for i, a in enumerate(asked[:-1]) if i + 1 not in midway}
    for qid, value in (script.get("expect") or {}).items():
        if qid not in replied and qid in script["replies"]:
            continue
        # A detail said with the reply to the question it follows ("机房里有4台8卡的昇腾910B服务器"
        # gives the cards' class with the hardware) is not expected if that question was never asked.
        carriers = {c.question for c in VOCAB.by_id[qid].ask_if} & set(script["replies"])
        if qid not in script["replies"] and carriers and not carriers & replied:
            continue
        got = final["answers"].get(qid)
        # a multi question's answer is a set: the order its options were said in is not kept
        if isinstance(got, list) and isinstance(value, list):
            got, value = sorted(got), sorted(value)
        assert got == value, (qid, final["answers"])
    assert final["lang"] == script["lang"]
    skipped = {s["question"] for s in final["skipped"]}
    assert not skipped & set(final["answers"]), "a question is both answered and skipped"
    # a skip the user said to a question asked is kept as a skip
    assert {q for q in script.get("skipped") or () if q in replied} <= skipped, (asked, skipped)
    shown = {a["question"] for a in final["progress"]["answers"]}
    assert shown == set(final["answers"])
