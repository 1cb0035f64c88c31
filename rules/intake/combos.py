"""Cue combinations: the fallback for answers said without any of the listed phrases.

"机器坏了都是自己动手" names no ops staff, yet says who keeps the machines up: the
machines ("机器") and who does the work ("自己动手") are each said. A combination lists
groups of words; when a word of every group is said in one sentence, the combination
gives its value. It is read only for questions the rest of the message leaves open, so a
phrase or pattern said anywhere in the message always wins. The words live in the
`combos` section of `understanding.yaml`.
"""

from __future__ import annotations

import re

from pydantic import BaseModel, ConfigDict, Field

from compute_advisor.rules.intake.amounts import word_regex

# Sentences end at a full stop, an exclamation or question mark, a semicolon or a line
# break (the text is folded, so "。" is "."); a comma does not end one. A dot between
# digits ("2.5") is no full stop.
_SENTENCE = re.compile(r"(?<!\d)\.|\.(?!\d)|[!?;\n]")


class ComboSpec(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    question: str
    value: str
    groups: list[list[str]] = Field(min_length=2)


class ComboReader:
    """Finds the combinations said in a message, one sentence at a time."""

    def __init__(self, specs: list[ComboSpec], negation: re.Pattern[str]) -> None:
        self.specs = specs
        self._groups = [[word_regex(group) for group in spec.groups] for spec in specs]
        # A word right after a negation is not said: "不想自己管服务器" keeps nothing up.
        self._negated = re.compile(rf"(?:{negation.pattern})\s*\S?\s*$")

    def find(self, text: str) -> list[tuple[int, int, str, str]]:
        """(start, end, question, value) for each combination whose groups are all said
        in one statement (a sentence that ends with "?" asks, and gives nothing); the
        span is the last group's word, the one that completes it."""
        found: list[tuple[int, int, str, str]] = []
        start = 0
        for stop in [*_SENTENCE.finditer(text), None]:
            end = stop.start() if stop else len(text)
            if end > start and not (stop and stop.group() == "?"):
                found.extend(self._in_sentence(text, start, end))
            start = stop.end() if stop else end
        return found

    def _in_sentence(self, text: str, start: int, end: int) -> list[tuple[int, int, str, str]]:
        found = []
        for spec, groups in zip(self.specs, self._groups, strict=True):
            said = [self._said(group, text, start, end) for group in groups]
            if all(said):
                last = max((m for m in said if m), key=lambda m: m.start())
                found.append((last.start(), last.end(), spec.question, spec.value))
        return found

    def _said(self, group: re.Pattern[str], text: str, start: int, end: int) -> re.Match[str] | None:
        """The first word of `group` in text[start:end] that no negation comes right before."""
        for m in group.finditer(text, start, end):
            if not self._negated.search(text, max(start, m.start() - 8), m.start()):
                return m
        return None
