"""Scenario cases (`rules/cases/scenarios.yaml`): realistic teams and partial answers with
the outcome a domain expert expects. Loaded and validated here; compared with an
`Evaluation` by `Scenario.mismatches`."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from compute_advisor.rules.datafile import read_yaml, validated
from compute_advisor.rules.errors import DataFileError, InvalidInput
from compute_advisor.rules.vocabulary import Vocabulary, load_vocabulary

SCENARIOS_FILE = Path(__file__).with_name("data") / "cases" / "scenarios.yaml"
PANEL_FILE = Path(__file__).with_name("data") / "cases" / "panel.yaml"
NO_TOP = "none"  # in `acceptable_top`: "not enough answers to recommend yet" is acceptable


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Expect(_Strict):
    top: str | None
    unsuitable: tuple[str, ...] = ()
    checks_include: tuple[str, ...] = ()
    checks_exclude: tuple[str, ...] = ()


class Scenario(_Strict):
    name: str = Field(pattern=r"^[a-z0-9_]+$")
    note: str = ""
    given: dict[str, Any] = Field(default_factory=dict)
    expect: Expect

    def mismatches(self, ev: Any) -> list[str]:
        """How an `Evaluation` differs from what this case expects (empty when it matches)."""
        out = []
        if ev.top_mode != self.expect.top:
            out.append(
                f"top: expected {self.expect.top}, got {ev.top_mode} "
                f"(scores {[(o.id, o.score) for o in ev.modes]})"
            )
        vetoed = sorted(o.id for o in ev.modes if not o.suitable)
        if vetoed != sorted(self.expect.unsuitable):
            out.append(f"unsuitable: expected {sorted(self.expect.unsuitable)}, got {vetoed}")
        checks = {c.id for c in ev.checks}
        missing = [c for c in self.expect.checks_include if c not in checks]
        if missing:
            out.append(f"checks missing: {missing}")
        extra = [c for c in self.expect.checks_exclude if c in checks]
        if extra:
            out.append(f"checks that should not apply: {extra}")
        return out


def load_scenarios(path: Path = SCENARIOS_FILE, vocab: Vocabulary | None = None) -> list[Scenario]:
    """Every case in `path`, validated: answers against the vocabulary (normalised as a client's
    would be), mode and check ids known, names unique. Raises `DataFileError` naming the file,
    the case and the field."""
    return list(_load(Path(path), vocab or load_vocabulary()))


@lru_cache(maxsize=4)
def _load(path: Path, vocab: Vocabulary) -> tuple[Scenario, ...]:
    data = read_yaml(path)
    if not isinstance(data, list):
        raise DataFileError(str(path), None, None, "expected a list of cases")
    out: list[Scenario] = []
    names: set[str] = set()
    for i, raw in enumerate(data):
        entry = raw.get("name") if isinstance(raw, dict) else None
        entry = str(entry) if entry else f"#{i + 1}"
        case = validated(path, Scenario, raw, entry=entry)
        if case.name in names:
            raise DataFileError(str(path), entry, "name", "duplicate case name")
        names.add(case.name)
        try:
            given = vocab.validate_answers(case.given, prefix="given")
        except InvalidInput as exc:
            raise DataFileError(str(path), entry, exc.field, exc.message) from exc
        e = case.expect
        known_modes, known_checks = set(vocab.modes_by_id), set(vocab.checks_by_id)
        for fld, ids, known in (
            ("expect.top", [e.top] if e.top else [], known_modes),
            ("expect.unsuitable", e.unsuitable, known_modes),
            ("expect.checks_include", e.checks_include, known_checks),
            ("expect.checks_exclude", e.checks_exclude, known_checks),
        ):
            unknown = [x for x in ids if x not in known]
            if unknown:
                raise DataFileError(str(path), entry, fld, f"unknown ids {unknown}; allowed: {sorted(known)}")
        both = set(e.checks_include) & set(e.checks_exclude)
        if both:
            raise DataFileError(
                str(path), entry, "expect", f"checks both included and excluded: {sorted(both)}"
            )
        if e.top in e.unsuitable:
            raise DataFileError(str(path), entry, "expect.top", "the top mode is also listed as unsuitable")
        out.append(case.model_copy(update={"given": given}))
    return tuple(out)


class PanelCase(_Strict):
    """One expert-panel case: a team profile with the modes an expert accepts first, the modes
    that must not be first, and the checks the answer must list."""

    name: str = Field(pattern=r"^[a-z0-9_]+$")
    rationale: str = Field(min_length=10)
    given: dict[str, Any] = Field(default_factory=dict)
    acceptable_top: tuple[str, ...] = Field(min_length=1)
    not_first: tuple[str, ...] = ()
    must_checks: tuple[str, ...] = ()

    def mismatches(self, top: str | None, checks: set[str]) -> list[str]:
        """How a recommendation (`top`, None for "not enough answers") and the listed `checks`
        differ from what the panel expects (empty when they match)."""
        out = []
        shown = top if top is not None else NO_TOP
        if shown not in self.acceptable_top:
            out.append(f"top: {shown} is not among {list(self.acceptable_top)}")
        if shown in self.not_first:
            out.append(f"top: {shown} must not be first")
        missing = [c for c in self.must_checks if c not in checks]
        if missing:
            out.append(f"checks missing: {missing}")
        return out


def load_panel(path: Path = PANEL_FILE, vocab: Vocabulary | None = None) -> list[PanelCase]:
    """Every expert-panel case in `path`, validated like the scenario cases. Raises
    `DataFileError` naming the file, the case and the field."""
    return list(_load_panel(Path(path), vocab or load_vocabulary()))


@lru_cache(maxsize=4)
def _load_panel(path: Path, vocab: Vocabulary) -> tuple[PanelCase, ...]:
    data = read_yaml(path)
    if not isinstance(data, list):
        raise DataFileError(str(path), None, None, "expected a list of cases")
    out: list[PanelCase] = []
    names: set[str] = set()
    modes, checks = set(vocab.modes_by_id), set(vocab.checks_by_id)
    for i, raw in enumerate(data):
        entry = raw.get("name") if isinstance(raw, dict) else None
        entry = str(entry) if entry else f"#{i + 1}"
        case = validated(path, PanelCase, raw, entry=entry)
        if case.name in names:
            raise DataFileError(str(path), entry, "name", "duplicate case name")
        names.add(case.name)
        try:
            given = vocab.validate_answers(case.given, prefix="given")
        except InvalidInput as exc:
            raise DataFileError(str(path), entry, exc.field, exc.message) from exc
        for fld, ids, known in (
            ("acceptable_top", case.acceptable_top, modes | {NO_TOP}),
            ("not_first", case.not_first, modes),
            ("must_checks", case.must_checks, checks),
        ):
            unknown = [x for x in ids if x not in known]
            if unknown:
                raise DataFileError(str(path), entry, fld, f"unknown ids {unknown}; allowed: {sorted(known)}")
        both = set(case.acceptable_top) & set(case.not_first)
        if both:
            raise DataFileError(str(path), entry, "not_first", f"also acceptable first: {sorted(both)}")
        out.append(case.model_copy(update={"given": given}))
    return tuple(out)


def cases_by_rule(path: Path = SCENARIOS_FILE) -> dict[str, list[str]]:
    """Rule id → names of the cases in which it fires, for the rule listing page."""
    from compute_advisor.rules.engine import evaluate

    by_rule: dict[str, list[str]] = {}
    for case in load_scenarios(path):
        for firing in evaluate(case.given).trace:
            by_rule.setdefault(firing.rule_id, []).append(case.name)
    return by_rule
