"""The one table from domain errors to HTTP statuses. The domain raises
`compute_advisor.rules.errors` classes, which know nothing of HTTP."""

from __future__ import annotations

from compute_advisor.rules.errors import (
    AdvisorError,
    DataFileError,
    InvalidInput,
    NotFound,
    NotReady,
    RuleEngineError,
)

STATUS: dict[type[AdvisorError], int] = {
    InvalidInput: 422,
    NotFound: 404,
    NotReady: 503,
    DataFileError: 500,
    RuleEngineError: 500,
    AdvisorError: 500,
}


def http_status(exc: AdvisorError) -> int:
    """The status for `exc`: the entry of its nearest class in `STATUS`."""
    for cls in type(exc).__mro__:
        if cls in STATUS:
            return STATUS[cls]
    return 500
