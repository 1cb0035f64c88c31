"""`advisor estimate FILE` and `advisor compare FILE`: the estimator and the pilot comparison
from a YAML or JSON file shaped like the HTTP request body (see examples/)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from compute_advisor.rules.errors import InvalidInput


def _read(path: str, lang: str | None) -> Any:
    from compute_advisor.service.cli import read_data_file

    data = read_data_file(path)
    if not isinstance(data, dict):
        raise InvalidInput(f"{path} must hold a mapping (the request body)", field="file")
    if lang:
        data["lang"] = lang
    return data


def cmd_estimate(args: argparse.Namespace) -> int:
    from compute_advisor.rules.cost.estimate import EstimateRequest, estimate, parse
    from compute_advisor.service.render_estimate import estimate_text

    result = estimate(parse(EstimateRequest, _read(args.file, args.lang)))
    print(json.dumps(result, ensure_ascii=False, indent=2) if args.json else estimate_text(result))
    return 0


def cmd_compare(args: argparse.Namespace) -> int:
    from compute_advisor.rules.cost.estimate import parse
    from compute_advisor.rules.cost.pilot import CompareRequest, compare
    from compute_advisor.service.render_estimate import to_csv, to_markdown

    result = compare(parse(CompareRequest, _read(args.file, args.lang)))
    if args.format == "json":
        print(json.dumps(result, ensure_ascii=False, indent=2))
    else:
        sys.stdout.write(to_csv(result) if args.format == "csv" else to_markdown(result))
    return 0


def add_commands(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add `estimate` and `compare` to the `advisor` command line."""
    e = subparsers.add_parser("estimate", help="task baseline and cost to target from a YAML/JSON file")
    e.add_argument("file", help="request file (YAML or JSON), or - for stdin")
    e.add_argument("--json", action="store_true", help="JSON instead of a text report")
    e.add_argument("--lang", choices=["zh", "en"], help="overrides the file's lang")
    e.set_defaults(func=cmd_estimate)

    c = subparsers.add_parser("compare", help="rank pilot candidates by cost to target from a YAML/JSON file")
    c.add_argument("file", help="request file (YAML or JSON), or - for stdin")
    c.add_argument("--format", choices=["md", "csv", "json"], default="md")
    c.add_argument("--lang", choices=["zh", "en"], help="overrides the file's lang")
    c.set_defaults(func=cmd_compare)
