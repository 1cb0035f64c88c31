"""One exception family for the domain and the index. No HTTP here: the shell maps each class
to a status in one table (`compute_advisor.service.errors`)."""

from __future__ import annotations

from typing import Any


class AdvisorError(Exception):
    """Base error. `code` is the stable machine-readable name clients see."""

    code = "internal_error"

    def __init__(self, message: str, *, field: str | None = None, allowed: Any = None) -> None:
        super().__init__(message)
        self.message = message
        self.field = field
        self.allowed = allowed

    def to_dict(self) -> dict[str, Any]:
        body: dict[str, Any] = {"error": self.code, "message": self.message}
        if self.field is not None:
            body["field"] = self.field
        if self.allowed is not None:
            body["allowed"] = self.allowed
        return body


class InvalidInput(AdvisorError):
    """The caller gave something we cannot use; the message names the field and what is allowed."""

    code = "invalid_input"


class NotFound(AdvisorError):
    code = "not_found"


class NotReady(AdvisorError):
    """A dependency (index, database) is not available yet or any more."""

    code = "not_ready"


class DataFileError(AdvisorError):
    """A data file (vocabulary, rules, cases, prices, knowledge) is invalid. Raised at load time."""

    code = "data_file_error"

    def __init__(self, path: str, entry: str | None, field: str | None, problem: str) -> None:
        where = path + (f": entry {entry!r}" if entry else "") + (f", field {field!r}" if field else "")
        super().__init__(f"{where}: {problem}", field=field)
        self.path = path
        self.entry = entry


class RuleEngineError(AdvisorError):
    """An action in the rule base failed; never swallowed."""

    code = "rule_engine_error"
