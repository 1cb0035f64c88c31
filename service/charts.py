"""Server-rendered inline SVG charts: stacked horizontal bars with a legend.

Generic (rows of named segments), so any breakdown can use it. Colours and fonts are SVG
presentation attributes, not `style`, and there is no script, so a strict CSP needs no
'unsafe-inline'. Every label is escaped; each segment carries a <title> tooltip, and the
<desc> repeats the figures as text for screen readers."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from html import escape
from itertools import count

# Okabe–Ito palette: distinguishable with the common colour-vision deficiencies.
PALETTE = ("#0072B2", "#E69F00", "#D55E00", "#CC79A7", "#009E73", "#56B4E9", "#F0E442", "#000000")
_COLOR = re.compile(r"^#[0-9A-Fa-f]{6}$")
_ids = count(1)

_LABEL_W, _VALUE_W, _ROW_H, _BAR_H, _PAD, _TITLE_H, _LEGEND_ROW = 190, 90, 30, 18, 10, 28, 22


@dataclass(frozen=True)
class Series:
    key: str
    label: str
    color: str = ""  # "#rrggbb"; empty picks from the palette


@dataclass(frozen=True)
class Row:
    label: str
    values: dict[str, float] = field(default_factory=dict)
    note: str = ""  # shown instead of the total, e.g. "not applicable"


def format_amount(value: float, lang: str = "zh") -> str:
    """Compact amounts: 1.2M / 35.6K in English, 120万 / 1.2亿 in Chinese."""
    steps = ((1e8, "亿"), (1e4, "万")) if lang == "zh" else ((1e9, "B"), (1e6, "M"), (1e3, "K"))
    for size, suffix in steps:
        if abs(value) >= size:
            return f"{value / size:.3g}{suffix}"
    return f"{value:.3g}" if abs(value) < 100 else f"{value:,.0f}"


def stacked_bars(
    rows: Sequence[Row],
    series: Sequence[Series],
    *,
    title: str,
    unit: str = "",
    lang: str = "zh",
    width: int = 720,
) -> str:
    """One horizontal bar per row, split into the `series` segments, with totals and a legend.
    Negative or missing values count as zero."""
    colors = [
        s.color if _COLOR.match(s.color or "") else PALETTE[i % len(PALETTE)] for i, s in enumerate(series)
    ]
    totals = [sum(max(0.0, r.values.get(s.key, 0.0)) for s in series) for r in rows]
    top = max(totals, default=0.0) or 1.0
    bar_w = max(50, width - _LABEL_W - _VALUE_W - 2 * _PAD)
    legend_cols = max(1, (width - 2 * _PAD) // 170)
    legend_rows = -(-len(series) // legend_cols)
    body_h = _TITLE_H + len(rows) * _ROW_H
    height = body_h + _PAD + legend_rows * _LEGEND_ROW + _PAD
    uid = next(_ids)
    suffix = f" ({unit})" if unit else ""
    desc = "; ".join(
        f"{r.label}: "
        + (
            r.note
            or f"{format_amount(t, lang)}{suffix} = "
            + ", ".join(
                f"{s.label} {format_amount(max(0.0, r.values.get(s.key, 0.0)), lang)}" for s in series
            )
        )
        for r, t in zip(rows, totals, strict=True)
    )
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="chart" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" role="img" aria-labelledby="chart{uid}-t chart{uid}-d" '
        f'font-family="system-ui, sans-serif" font-size="12">',
        f'<title id="chart{uid}-t">{escape(title + suffix)}</title>',
        f'<desc id="chart{uid}-d">{escape(desc)}</desc>',
        f'<text x="{_PAD}" y="18" font-size="14" font-weight="bold" fill="#222">'
        f"{escape(title + suffix)}</text>",
    ]
    for i, (row, total) in enumerate(zip(rows, totals, strict=True)):
        y = _TITLE_H + i * _ROW_H
        mid = y + _BAR_H / 2 + 4
        out.append(
            f'<text x="{_LABEL_W - 6}" y="{mid:.1f}" text-anchor="end" fill="#222">{escape(_clip(row.label))}'
            f"<title>{escape(row.label)}</title></text>"
        )
        x = float(_LABEL_W)
        if not row.note:
            x = _segments(out, row, series, colors, x, y, _BAR_H, (top, bar_w), suffix, lang)
        text = row.note or format_amount(total, lang)
        out.append(f'<text x="{x + 6:.1f}" y="{mid:.1f}" fill="#444">{escape(text)}</text>')
    for i, (s, color) in enumerate(zip(series, colors, strict=True)):
        lx = _PAD + (i % legend_cols) * 170
        ly = body_h + _PAD + (i // legend_cols) * _LEGEND_ROW
        out.append(f'<rect x="{lx}" y="{ly}" width="12" height="12" fill="{color}"/>')
        out.append(f'<text x="{lx + 18}" y="{ly + 10}" fill="#222">{escape(_clip(s.label, 22))}</text>')
    out.append("</svg>")
    return "\n".join(out)


def _clip(text: str, limit: int = 26) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


# A narrow layout for pages read on phones: each row's label sits above its bar and the total
# is written at the bar's end, so the chart is 360 units wide and its 13-unit text renders at
# 11 px or more in the 330 px column a 390 px phone leaves it; no label column is needed.
_N_WIDTH, _N_FONT, _N_LABEL_H, _N_BAR_H, _N_GAP, _N_TOTAL_W = 360, 13, 17, 16, 10, 70
_N_LEGEND_CHARS = 20  # Latin characters that fit half the chart's width at 13 units


def ranked_bars(
    rows: Sequence[Row],
    series: Sequence[Series],
    *,
    title: str,
    unit: str = "",
    lang: str = "zh",
) -> str:
    """Stacked horizontal bars in the order given (the ranking's), each labelled directly
    with its name above and its total at its end; a legend of the segments below."""
    colors = [
        s.color if _COLOR.match(s.color or "") else PALETTE[i % len(PALETTE)] for i, s in enumerate(series)
    ]
    totals = [sum(max(0.0, r.values.get(s.key, 0.0)) for s in series) for r in rows]
    top = max(totals, default=0.0) or 1.0
    bar_w = _N_WIDTH - 2 * _PAD - _N_TOTAL_W
    row_h = _N_LABEL_H + _N_BAR_H + _N_GAP
    # Two legend columns when every label fits half the width, else one: never clip a label.
    legend_cols = 2 if all(len(s.label) <= _N_LEGEND_CHARS for s in series) else 1
    legend_rows = -(-len(series) // legend_cols)
    body_h = len(rows) * row_h
    height = body_h + _PAD + legend_rows * _LEGEND_ROW
    uid = next(_ids)
    suffix = f" ({unit})" if unit else ""
    desc = "; ".join(
        f"{r.label}: {r.note or format_amount(t, lang) + suffix}" for r, t in zip(rows, totals, strict=True)
    )
    out = [
        '<svg xmlns="http://www.w3.org/2000/svg" class="chart chart-narrow" '
        f'viewBox="0 0 {_N_WIDTH} {height}" role="img" aria-labelledby="chart{uid}-t chart{uid}-d" '
        f'font-family="system-ui, sans-serif" font-size="{_N_FONT}">',
        f'<title id="chart{uid}-t">{escape(title + suffix)}</title>',
        f'<desc id="chart{uid}-d">{escape(desc)}</desc>',
    ]
    for i, (row, total) in enumerate(zip(rows, totals, strict=True)):
        y = i * row_h
        out.append(
            f'<text x="{_PAD}" y="{y + _N_LABEL_H - 4}" fill="#17202e">{escape(_clip(row.label, 40))}</text>'
        )
        x = float(_PAD)
        bar_y = y + _N_LABEL_H
        if not row.note:
            x = _segments(out, row, series, colors, x, bar_y, _N_BAR_H, (top, bar_w), suffix, lang)
        text = row.note or format_amount(total, lang)
        out.append(f'<text x="{x + 5:.1f}" y="{bar_y + _N_BAR_H - 3}" fill="#344054">{escape(text)}</text>')
    for i, (s, color) in enumerate(zip(series, colors, strict=True)):
        lx = _PAD + (i % legend_cols) * (_N_WIDTH // legend_cols)
        ly = body_h + _PAD + (i // legend_cols) * _LEGEND_ROW
        out.append(f'<rect x="{lx}" y="{ly}" width="12" height="12" fill="{color}"/>')
        out.append(f'<text x="{lx + 18}" y="{ly + 11}" fill="#17202e">{escape(s.label)}</text>')
    out.append("</svg>")
    return "\n".join(out)


def _segments(
    out: list[str],
    row: Row,
    series: Sequence[Series],
    colors: Sequence[str],
    x: float,
    y: float,
    height: int,
    scale: tuple[float, float],
    suffix: str,
    lang: str,
) -> float:
    """One stacked bar, a segment per series from `x`, each with its tooltip; returns where the
    bar ends (the total's label goes after it). `scale`: (the largest total, the bar width)."""
    top, bar_w = scale
    for s, color in zip(series, colors, strict=True):
        v = max(0.0, row.values.get(s.key, 0.0))
        w = v / top * bar_w
        if w <= 0:
            continue
        tip = f"{row.label} · {s.label}: {format_amount(v, lang)}{suffix}"
        out.append(
            f'<rect x="{x:.1f}" y="{y}" width="{w:.1f}" height="{height}" fill="{color}">'
            f"<title>{escape(tip)}</title></rect>"
        )
        x += w
    return x
