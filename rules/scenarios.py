"""The expert panel (`rules/data/cases/panel.yaml`): team profiles written from the source's
method and professional judgement, each with the modes an expert accepts first, the modes that
must not be first and the checks the answer must (or must not) list. Loaded and validated
here; compared with a recommendation by `PanelCase.mismatches`."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from compute_advisor.rules.datafile import read_yaml, validated
from compute_advisor.rules.errors import DataFileError, InvalidInput
from compute_advisor.rules.vocabulary import Vocabulary, load_vocabulary

PANEL_FILE = Path(__file__).with_name("data") / "cases" / "panel.yaml"
NO_TOP = "none"  # in `acceptable_top`: "not enough answers to recommend yet" is acceptable


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class PanelCase(_Strict):
    """One expert-panel case: a team profile with the modes an expert accepts first, the modes
    that must not be first, and the checks the answer must and must not list."""

    name: str = Field(pattern=r"^[a-z0-9_]+$")
    rationale: str = Field(min_length=10)
    given: dict[str, Any] = Field(default_factory=dict)
    acceptable_top: tuple[str, ...] = Field(min_length=1)
    not_first: tuple[str, ...] = ()
    must_checks: tuple[str, ...] = ()
    checks_exclude: tuple[str, ...] = ()

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
        extra = [c for c in self.checks_exclude if c in checks]
        if extra:
            out.append(f"checks that should not apply: {extra}")
        return out


def load_panel(path: Path = PANEL_FILE, vocab: Vocabulary | None = None) -> list[PanelCase]:
    """Every case in `path`, validated: answers against the vocabulary (normalised as a client's
    would be), mode and check ids known, names unique. Raises `DataFileError` naming the file,
    the case and the field."""
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
            ("checks_exclude", case.checks_exclude, checks),
        ):
            unknown = [x for x in ids if x not in known]
            if unknown:
                raise DataFileError(str(path), entry, fld, f"unknown ids {unknown}; allowed: {sorted(known)}")
        both = set(case.acceptable_top) & set(case.not_first)
        if both:
            raise DataFileError(str(path), entry, "not_first", f"also acceptable first: {sorted(both)}")
        both = set(case.must_checks) & set(case.checks_exclude)
        if both:
            raise DataFileError(str(path), entry, "checks_exclude", f"also in must_checks: {sorted(both)}")
        out.append(case.model_copy(update={"given": given}))
    return tuple(out)


def cases_by_rule(path: Path = PANEL_FILE) -> dict[str, list[str]]:
    """Rule id → names of the cases in which it fires, for the rule listing page."""
    from compute_advisor.rules.decision import assess

    by_rule: dict[str, list[str]] = {}
    for case in load_panel(path):
        for firing in assess(case.given)[1].trace:
            by_rule.setdefault(firing.rule_id, []).append(case.name)
    return by_rule


__all__ = ["NO_TOP", "PANEL_FILE", "PanelCase", "cases_by_rule", "load_panel"]
