"""The deployment modes' capabilities and the decision's scale and weights, from
`rules/data/modes.yaml`, validated once: every vocabulary mode has exactly one entry, every
level is on the fit scale, every answer option named exists. Errors name the file, the entry
and the field."""

from __future__ import annotations

from functools import cached_property, lru_cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from compute_advisor.rules.datafile import read_yaml, validated
from compute_advisor.rules.errors import DataFileError
from compute_advisor.rules.vocabulary import Text, Vocabulary, load_vocabulary

MODES_FILE = Path(__file__).with_name("data") / "modes.yaml"
Scale = Literal["one_gpu", "one_node", "multi_node", "cluster"]
SCALES: tuple[str, ...] = ("one_gpu", "one_node", "multi_node", "cluster")
TASKS = ("pretraining", "fine_tuning", "continued_training", "inference", "data_processing")


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class ModeCapabilities(_Strict):
    id: str
    hardware: Literal["none", "owned_or_bought", "bought", "partner"]
    billing: Literal["capex", "per_gpu_hour", "per_use", "shared"]
    ops_burden: Literal["none", "low", "medium", "high"]
    data_location: Literal["own_premises", "provider", "partner"]
    max_scale: Scale
    time_to_start: Literal["instant", "days", "weeks", "months"]
    reuses_owned_hardware: bool
    # On hardware the team owns, the mode installs something new (a vendor platform): its set-up
    # is new work, not sunk with the hardware.
    installs_on_owned: bool = False
    # Serves published models per call at the provider's scale: for a service of a published model
    # the nodes the task baseline needs are the provider's to run (a scale match, rules/modes.py).
    serves_published: bool = False
    tasks: tuple[Literal[TASKS], ...] = Field(min_length=1)  # type: ignore[valid-type]

    @property
    def needs_hardware(self) -> bool:
        """The mode runs on hardware the team owns or buys."""
        return self.hardware in ("owned_or_bought", "bought")


class Level(_Strict):
    level: int
    label: Text


class Criterion(_Strict):
    id: str = Field(pattern=r"^[a-z][a-z_]*$")
    weight: float = Field(gt=0, le=5)
    label: Text


class Combine(_Strict):
    cost_points_per_doubling: float = Field(ge=0, le=5)
    owned_marginal_share: float = Field(ge=0, le=1)
    tie_margin: float = Field(ge=0)
    close_margin: float = Field(gt=0)
    strong_fit: float = Field(gt=0)


class ModeTable(_Strict):
    version: int
    scales: tuple[str, ...]
    modes: tuple[ModeCapabilities, ...]
    fit_scale: tuple[Level, ...]
    criteria: tuple[Criterion, ...]
    ops_fit: dict[str, dict[str, int]]
    billing_fit: dict[str, dict[str, int]]
    start_fit: dict[str, dict[str, int]]
    combine: Combine

    @model_validator(mode="after")
    def _consistent(self) -> ModeTable:
        if tuple(self.scales) != SCALES:
            raise ValueError(f"scales must be {list(SCALES)}")
        levels = {lv.level for lv in self.fit_scale}
        if 0 in levels or any(abs(lv) > 2 for lv in levels):
            raise ValueError("fit_scale levels are non-zero and within [-2, 2]")
        for name in ("ops_fit", "billing_fit", "start_fit"):
            for key, row in getattr(self, name).items():
                bad = [v for v in row.values() if v not in levels]
                if bad:
                    raise ValueError(f"{name}.{key}: levels {bad} are not on fit_scale {sorted(levels)}")
        if self.combine.tie_margin >= self.combine.close_margin:
            raise ValueError("combine.tie_margin must be below close_margin")
        return self

    @cached_property
    def by_id(self) -> dict[str, ModeCapabilities]:
        return {m.id: m for m in self.modes}

    @cached_property
    def weights(self) -> dict[str, float]:
        return {c.id: c.weight for c in self.criteria}

    @cached_property
    def criteria_by_id(self) -> dict[str, Criterion]:
        return {c.id: c for c in self.criteria}

    def level_label(self, level: int) -> Text:
        return next(lv.label for lv in self.fit_scale if lv.level == level)


def load_modes(path: Path = MODES_FILE, vocab: Vocabulary | None = None) -> ModeTable:
    """The validated table (the default one is read once: hashing the vocabulary for a cache
    key on every call would cost more than the decision itself)."""
    # The default path itself first: a Path built and compared per call (twice per answer) costs
    # more than the table lookup; any other path equal to it still gets the default table.
    if vocab is None and (path is MODES_FILE or Path(path) == MODES_FILE):
        return _default_table()
    return _load(Path(path), vocab or load_vocabulary())


@lru_cache(maxsize=1)
def _default_table() -> ModeTable:
    return _load(MODES_FILE, load_vocabulary())


@lru_cache(maxsize=4)
def _load(path: Path, vocab: Vocabulary) -> ModeTable:
    table = validated(path, ModeTable, read_yaml(path))
    known, listed = set(vocab.modes_by_id), [m.id for m in table.modes]
    for mid in listed:
        if mid not in known:
            raise DataFileError(str(path), mid, "id", f"unknown mode; the vocabulary has {sorted(known)}")
    missing = sorted(known - set(listed))
    if missing or len(listed) != len(set(listed)):
        raise DataFileError(str(path), None, "modes", f"list every vocabulary mode once; missing {missing}")
    answers = {
        "ops_fit": ("ops_capacity", {"none", "low", "medium", "high"}),
        "billing_fit": ("budget_model", {"capex", "per_gpu_hour", "per_use", "shared"}),
        "start_fit": ("usage_pattern", {"instant", "days", "weeks", "months"}),
    }
    for name, (qid, keys) in answers.items():
        options = set(vocab.by_id[qid].option_ids)
        for key, row in getattr(table, name).items():
            if key not in keys:
                raise DataFileError(str(path), key, name, f"unknown capability; allowed: {sorted(keys)}")
            bad = sorted(set(row) - options)
            if bad:
                raise DataFileError(
                    str(path), key, name, f"unknown {qid} options {bad}; allowed {sorted(options)}"
                )
    return table


__all__ = ["MODES_FILE", "SCALES", "ModeCapabilities", "ModeTable", "load_modes"]
