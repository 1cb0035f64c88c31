"""Text renderings of an estimate and a pilot comparison: the terminal report, and the
comparison's Markdown and CSV exports. JSON is the result dict itself."""

from __future__ import annotations

import csv
import io
from typing import Any

from compute_advisor.rules.cost.listing import currency_label
from compute_advisor.rules.cost.pilot_sheet import label

_T = {
    "title": ("任务基线与达标成本估算", "Task baseline and cost to target"),
    "memory": ("显存", "GPU memory"),
    "compute": ("算力", "Compute"),
    "modes": ("各部署形态", "By deployment mode"),
    "drivers": ("影响最大的假设", "Assumptions that move the total most"),
    "assumptions": ("全部假设", "All assumptions"),
    "na": ("不适用", "not applicable"),
    "warnings": ("注意", "Warnings"),
    "total": ("合计（所需最少）", "total (the least the job needs)"),
    "min_gpus": ("最少卡数", "min GPUs"),
    "per_gpu": ("每卡占用 / 可用（卡数）", "per GPU used / usable (GPUs)"),
    "days": ("天", "days"),
    "storage": ("存储", "Storage"),
    "mode": ("部署形态", "Deployment mode"),
    "rank": ("排名", "Rank"),
    "cost": ("达标总成本", "Cost to target"),
    "low": ("低", "Low"),
    "high": ("高", "High"),
    "calendar": ("日历天数", "Calendar days"),
    "per_million": ("每百万 token 成本", "Cost per million tokens"),
}


def estimate_text(r: dict[str, Any]) -> str:
    """A plain-text report of an estimate for the terminal: every figure with its label and unit."""
    lang, names = r["lang"], r["labels"]
    cur = currency_label(r["currency"], lang)

    def t(key: str) -> str:
        return _T[key][1 if lang == "en" else 0]

    def shown(value: Any) -> str:
        if isinstance(value, bool):
            value = str(value).lower()
        if isinstance(value, float):
            return f"{value:,.6g}"
        return r["words"]["values"].get(value, str(value)) if isinstance(value, str) else str(value)

    def figure(key: str, value: Any) -> str:
        name = names.get(key, {"label": key, "unit": ""})
        return f"- {name['label']}: {shown(value)} {name['unit']}".rstrip()

    b, mem = r["baseline"], r["baseline"]["memory"]
    lines = [f"# {t('title')}", f"> {r['disclaimer']}", ""]
    if mem["components_gb"]:  # data processing holds no model
        lines += [f"## {t('memory')} ({b['gpu']['label']})"]
        lines += [figure(k, v) for k, v in mem["components_gb"].items()]
        lines += [figure(k, v) for k, v in mem.items() if k != "components_gb"]
        lines += [""]
    # Data processing reports nodes and node-hours; its GPU-shaped twins are for the decision core.
    twins = {"gpus", "useful_gpu_hours", "run_days"} if "node_hours" in b["compute"] else set()
    compute = [figure(k, v) for k, v in b["compute"].items() if k not in twins]
    lines += [f"## {t('compute')}", *compute]
    lines += ["", f"## {t('storage')}", *(figure(k, v) for k, v in b["storage"].items())]
    lines += ["", f"## {t('modes')} ({cur})"]
    for m in r["modes"]:
        if not m["applicable"]:
            lines.append(f"- {m['label']}: {t('na')} ({m['reason']})")
            continue
        parts = ", ".join(f"{r['component_labels'][k]} {v:,.0f}" for k, v in m["components"].items())
        days = f"{m['calendar_days']:,.1f} {t('days')}"
        per_m = names["cost_per_million_tokens"]
        tokens = (
            f", {m['cost_per_million_tokens']:,.2f} {per_m['unit']}" if "cost_per_million_tokens" in m else ""
        )
        lines.append(f"{m['rank']}. {m['label']}: {m['total']:,.0f} {cur}, {days}{tokens} — {parts}")
    if r["drivers"]:
        lines += ["", f"## {t('drivers')}"]
        for d in r["drivers"]:
            low = f"{d['low']:g} → {d['total_at_low']:,.0f}"
            lines.append(f"- {d['label']}: {low}; {d['high']:g} → {d['total_at_high']:,.0f}")
    if r["warnings"]:
        lines += ["", f"## {t('warnings')}", *(f"- {w}" for w in r["warnings"])]
    lines += ["", f"## {t('assumptions')}"]
    for a in r["assumptions"]:
        value = f"{shown(a['value'])} {a['unit']}".strip()
        kind = r["words"]["kinds"].get(a["kind"], a["kind"])
        lines.append(f"- {a['label']}: {value} [{kind}] {a['source']}".rstrip())
    return "\n".join(lines)


def estimate_csv(r: dict[str, Any]) -> str:
    """One row per deployment mode: rank, total with its low/high range, calendar days, cost per
    million tokens (inference by traffic) and the components; headers in the user's language with
    units."""
    lang = r["lang"]
    cur = currency_label(r["currency"], lang)
    t = {k: v[1 if lang == "en" else 0] for k, v in _T.items()}
    days = t["days"]
    per_m = _with_unit(t["per_million"], f"{cur}/{'百万 token' if lang == 'zh' else 'million tokens'}", lang)
    head = [
        "mode",
        t["mode"],
        t["rank"],
        _with_unit(t["cost"], cur, lang),
        _with_unit(t["low"], cur, lang),
        _with_unit(t["high"], cur, lang),
        _with_unit(t["calendar"], days, lang),
        per_m,
        *(_with_unit(name, cur, lang) for name in r["component_labels"].values()),
    ]
    buf = io.StringIO()
    w = csv.writer(buf)
    w.writerow(head)
    for m in r["modes"]:
        if not m["applicable"]:
            w.writerow([m["id"], _csv_safe(m["label"]), "", _csv_safe(m["reason"])])
            continue
        w.writerow(
            [
                m["id"],
                _csv_safe(m["label"]),
                m["rank"],
                m["total"],
                m["range"]["low"],
                m["range"]["high"],
                m["calendar_days"],
                m.get("cost_per_million_tokens", ""),
                *(m["components"][k] for k in r["component_labels"]),
            ]
        )
    return buf.getvalue()


def to_markdown(result: dict[str, Any]) -> str:
    """The comparison as a Markdown report: ranking, breakdown, then the sheet."""
    lang, cur = result["lang"], result["currency"]
    labels = result["component_labels"]
    out = [f"# {label('title', lang)}", "", f"> {result['disclaimer']}", ""]
    unit = currency_label(cur, lang)
    head = [
        label("rank", lang),
        label("candidate", lang),
        label("total", lang, cur=unit),
        label("days", lang),
        *(_with_unit(name, unit, lang) for name in labels.values()),
    ]
    out += [_md_row(head), _md_row(["---"] * len(head))]
    for r in result["candidates"]:
        if r["ranked"]:
            out.append(
                _md_row(
                    [
                        str(r["rank"]),
                        r["name"],
                        f"{r['total']:,.0f}",
                        f"{r['calendar_days']:,.1f}",
                        *(f"{r['components'][k]:,.0f}" for k in labels),
                    ]
                )
            )
        else:
            out.append(_md_row(["—", r["name"], r["reason"], "", *([""] * len(labels))]))
    for section in result["sheet"]["sections"]:
        out += [
            "",
            f"## {section['title']}",
            "",
            _md_row(["", *result["sheet"]["columns"]]),
            _md_row(["---"] * (1 + len(result["sheet"]["columns"]))),
        ]
        out += [_md_row([row["label"], *row["values"]]) for row in section["rows"]]
    return "\n".join(out) + "\n"


def _with_unit(name: str, unit: str, lang: str) -> str:
    return f"{name}（{unit}）" if lang == "zh" else f"{name} ({unit})"


def _md_row(cells: list[str]) -> str:
    # A pipe or newline inside user text would break the table.
    return "| " + " | ".join(str(c).replace("|", "\\|").replace("\n", " ") for c in cells) + " |"


def to_csv(result: dict[str, Any]) -> str:
    """The sheet as CSV: section, row id, label, then one column per candidate."""
    buf = io.StringIO()
    w = csv.writer(buf)
    w.writerow(["section", "row", "label", *result["sheet"]["columns"]])
    for section in result["sheet"]["sections"]:
        for row in section["rows"]:
            w.writerow([section["id"], row["id"], row["label"], *(_csv_safe(v) for v in row["values"])])
    return buf.getvalue()


def _csv_safe(value: str) -> str:
    # Spreadsheets run cells starting with = + - @ as formulas; user notes must stay text.
    return "'" + value if value[:1] in ("=", "+", "-", "@") else value
