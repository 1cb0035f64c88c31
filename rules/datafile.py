"""Reading the data files (vocabulary, prices, cases, glossary): YAML in, a validated model
out, and every problem a DataFileError naming the file, the entry and the field."""

from __future__ import annotations

from pathlib import Path
from typing import Any, TypeVar

import yaml
from pydantic import BaseModel, ValidationError

from compute_advisor.rules.errors import DataFileError

M = TypeVar("M", bound=BaseModel)

# libyaml's parser when PyYAML was built with it (the wheels are): the same documents, about ten
# times faster than the pure-Python one on understanding.yaml (~0.5 s at every start otherwise).
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def read_yaml(path: Path) -> Any:
    try:
        return yaml.load(Path(path).read_text(encoding="utf-8"), Loader=_LOADER)
    except OSError as exc:
        raise DataFileError(str(path), None, None, f"cannot read: {exc}") from exc
    except yaml.YAMLError as exc:
        raise DataFileError(str(path), None, None, f"not valid YAML: {exc}") from exc


def validated(path: Path, model: type[M], data: Any, *, entry: str | None = None) -> M:
    """`data` as `model`. Without `entry`, the entry named is the `id` of the list item the
    first error is in (for files that are mappings of lists of entries)."""
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        loc = err["loc"]
        if entry is None and len(loc) >= 2 and isinstance(loc[1], int) and isinstance(data, dict):
            try:
                entry = data[loc[0]][loc[1]].get("id")
            except (KeyError, IndexError, TypeError, AttributeError):
                entry = None
        field = ".".join(str(p) for p in loc) or None
        raise DataFileError(str(path), entry, field, err["msg"]) from exc
