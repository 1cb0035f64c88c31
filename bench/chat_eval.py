"""The scripted conversations of bench/data/conversations.yaml played in-process through
`Chat.turn` with the real default embedder and a fresh SQLite file: how many reach a
recommendation within 10 turns, in how many turns, and how long a turn takes.

    python bench/chat_eval.py [--repeat N] [--failures] [--file bench/data/conversations.yaml]

Each user answers the question just asked from its script (see the file's header), as
tests/test_conversations.py does with the fake embedder in CI."""

from __future__ import annotations

import argparse
import asyncio
import itertools
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

DATA = Path(__file__).with_name("data") / "conversations.yaml"
MAX_TURNS = 10


async def _play(
    chat: Any, script: dict[str, Any], times: list[float]
) -> tuple[int | None, list[str], dict[str, Any]]:
    """Turns until a recommendation has been given and every `midway` turn said (None if not
    within MAX_TURNS, as tests/test_conversations.py counts them), the questions asked, and
    the last response."""
    said, sid, asked = script["first"], None, []
    midway = script.get("midway") or {}
    recommended, body = False, {}
    for turn in range(1, MAX_TURNS + 1):
        t = time.perf_counter()
        body = await chat.turn(sid, said, None)
        times.append(time.perf_counter() - t)
        sid = body["session_id"]
        recommended = recommended or bool(body["recommendation"])
        if recommended and turn > max(midway, default=0):
            return turn, asked, body
        qid = (body["next_question"] or {}).get("id")
        asked.append(qid)
        said = midway[turn] if turn in midway else script["replies"].get(qid, script.get("otherwise", "skip"))
    return None, asked, body


def _same(got: Any, expected: Any) -> bool:
    """A multi question's answer is a set: the order its options were said in is not kept."""
    if isinstance(got, list) and isinstance(expected, list):
        return sorted(got) == sorted(expected)
    return bool(got == expected)


def _misread(script: dict[str, Any], body: dict[str, Any], asked: list[str]) -> list[str]:
    """What the final answers do not hold of the script's `expect` (and a reply in another
    language). A value the script would only have given as the reply to a question that was
    never asked (the advice came first) is not expected; a question asked again right after
    its reply (not after a midway turn) means the reply was not understood."""
    replies, midway = script["replies"], script.get("midway") or {}
    # asked[i] is answered at user turn i + 2: by the midway message of key i + 1 when there is one
    replied = {a for i, a in enumerate(asked) if i + 1 not in midway}
    out = [
        f"{qid}={body['answers'].get(qid)!r}, expected {value!r}"
        for qid, value in (script.get("expect") or {}).items()
        if not _same(body["answers"].get(qid), value) and (qid in replied or qid not in replies)
    ]
    out += [
        f"reply to {a} not understood: {replies.get(a, script.get('otherwise'))!r}"
        for i, (a, b) in enumerate(itertools.pairwise(asked))
        if a and a == b and i + 1 not in midway
    ]
    if body.get("lang") != script["lang"]:
        out.append(f"lang {body.get('lang')!r}, expected {script['lang']!r}")
    return out


async def main_async(repeat: int, failures: bool, data: Path) -> None:
    from compute_advisor.service.app import open_advisor
    from compute_advisor.service.chat import Chat
    from compute_advisor.service.sessions import open_store
    from compute_advisor.service.settings import Settings

    scripts = yaml.safe_load(data.read_text(encoding="utf-8"))["conversations"]
    advisor = open_advisor(Settings())
    store = await open_store(Settings(database_url=f"sqlite+aiosqlite:///{tempfile.mkdtemp()}/c.db"))
    chat = Chat(advisor, store)
    times: list[float] = []
    reached: list[int] = []
    kept = 0
    try:
        for n in range(repeat):
            for script in scripts:
                turns, asked, body = await _play(chat, script, times)
                if n == 0:
                    misread = _misread(script, body, asked) if turns is not None else []
                    if turns is not None:
                        reached.append(turns)
                        kept += not misread
                    if failures and (turns is None or misread):
                        why = "; ".join(misread) if turns is not None else "no advice"
                        print(f"  {script['id']} ({script['style']}): {why}; asked {asked}")
    finally:
        await store.close()
    times.sort()
    print(
        f"conversations: {len(scripts)}, reached a recommendation within {MAX_TURNS} turns: "
        f"{len(reached)}/{len(scripts)} = {len(reached) / len(scripts):.1%}"
    )
    if reached:
        print(f"turns to the recommendation: median {statistics.median(reached):g}, max {max(reached)}")
    print(f"reached it holding all the script expects: {kept}/{len(scripts)} = {kept / len(scripts):.1%}")
    p95 = times[int(len(times) * 0.95)]
    print(
        f"chat turn in-process (SQLite): p50 {statistics.median(times) * 1000:.2f} ms,"
        f" p95 {p95 * 1000:.2f} ms (n={len(times)})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="passes over the scripts (timing)")
    parser.add_argument(
        "--failures", action="store_true", help="list conversations without advice or with answers misread"
    )
    parser.add_argument("--file", type=Path, default=DATA, help="the scripts (YAML with `conversations`)")
    args = parser.parse_args()
    asyncio.run(main_async(args.repeat, args.failures, args.file))


if __name__ == "__main__":
    main()
