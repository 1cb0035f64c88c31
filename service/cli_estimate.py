"""`advisor estimate FILE` and `advisor compare FILE`: the estimator and the pilot comparison
from a YAML or JSON file shaped like the HTTP request body (see examples/)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

import yaml

from service.errors import InvalidInput


def _read(path: str, lang: str | None) -> Any:
    try:
        text = sys.stdin.read() if path == "-" else Path(path).read_text(encoding="utf-8")
        data = yaml.safe_load(text)
    except (OSError, yaml.YAMLError) as exc:
        raise InvalidInput(f"cannot read {path}: {exc}", field="file") from exc
    if not isinstance(data, dict):
        raise InvalidInput(f"{path} must hold a mapping (the request body)", field="file")
    if lang:
        data["lang"] = lang
    return data


def cmd_estimate(args: argparse.Namespace) -> int:
    from rules.estimate import EstimateRequest, estimate, parse

    result = estimate(parse(EstimateRequest, _read(args.file, args.lang)))
    print(json.dumps(result, ensure_ascii=False, indent=2) if args.json else estimate_text(result))
    return 0


def cmd_compare(args: argparse.Namespace) -> int:
    from rules.estimate import parse
    from rules.pilot import CompareRequest, compare, to_csv, to_markdown

    result = compare(parse(CompareRequest, _read(args.file, args.lang)))
    if args.format == "json":
        print(json.dumps(result, ensure_ascii=False, indent=2))
    else:
        sys.stdout.write(to_csv(result) if args.format == "csv" else to_markdown(result))
    return 0


_T = {
    "title": ("任务基线与达标成本估算", "Task baseline and cost to target"),
    "memory": ("显存", "GPU memory"), "compute": ("算力", "Compute"), "modes": ("各部署形态", "By deployment mode"),
    "drivers": ("影响最大的假设", "Assumptions that move the total most"), "assumptions": ("全部假设", "All assumptions"),
    "na": ("不适用", "not applicable"), "warnings": ("注意", "Warnings"),
}


def estimate_text(r: dict[str, Any]) -> str:
    """A plain-text report of an estimate for the terminal."""
    lang, cur = r["lang"], r["currency"]

    def t(key: str) -> str:
        return _T[key][1 if lang == "en" else 0]

    b, mem = r["baseline"], r["baseline"]["memory"]
    comp = b["compute"]
    lines = [f"# {t('title')}", f"> {r['disclaimer']}", "", f"## {t('memory')} ({b['gpu']['label']})"]
    lines += [f"- {k}: {v:,.1f} GB" for k, v in mem["components_gb"].items()]
    lines += [f"- total: {mem['total_gb']:,.1f} GB ({mem['total_gib']:,.1f} GiB); min GPUs: {mem['min_gpus']}; "
              f"per GPU at {comp['gpus']} GPUs: {mem['per_gpu_gb']:,.1f} / {mem['usable_per_gpu_gb']:,.1f} GB"]
    lines += ["", f"## {t('compute')}"]
    lines += [f"- {k}: {v:,.6g}" if isinstance(v, float) else f"- {k}: {v}" for k, v in comp.items()]
    lines += ["", f"## {t('modes')} ({cur})"]
    for m in r["modes"]:
        if not m["applicable"]:
            lines.append(f"- {m['label']}: {t('na')} ({m['reason']})")
            continue
        parts = ", ".join(f"{r['component_labels'][k]} {v:,.0f}" for k, v in m["components"].items())
        lines.append(f"{m['rank']}. {m['label']}: {m['total']:,.0f} {cur}, {m['calendar_days']:,.1f} d — {parts}")
    if r["drivers"]:
        lines += ["", f"## {t('drivers')}"]
        lines += [f"- {d['label']}: {d['low']:g} → {d['total_at_low']:,.0f}; {d['high']:g} → {d['total_at_high']:,.0f}"
                  for d in r["drivers"]]
    if r["warnings"]:
        lines += ["", f"## {t('warnings')}", *(f"- {w}" for w in r["warnings"])]
    lines += ["", f"## {t('assumptions')}"]
    lines += [f"- {a['label']}: {str(a['value']) + (' ' + a['unit'] if a['unit'] else '')} [{a['kind']}] {a['source']}"
              .rstrip() for a in r["assumptions"]]
    return "\n".join(lines)


def add_commands(subparsers: argparse._SubParsersAction) -> None:
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
