"""Small server-rendered SVG charts for the results page.

Inline SVG, styled only through classes from the site stylesheet (the CSP forbids inline
styles), with a <title>/<desc> so screen readers get the same facts as the picture."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import count

from markupsafe import Markup, escape

_WIDTH = 900
_LABEL_W = 300
_VALUE_W = 110
_ROW_H = 30
_BAR_H = 18
_PAD = 8
_ids = count(1)


@dataclass(frozen=True)
class Bar:
    label: str
    value: float
    css: str = ""  # extra class on the bar, e.g. "is-excluded" or a dimension id
    note: str = ""  # shown instead of the number when set


def _fmt(value: float) -> str:
    return f"{value:g}" if value == int(value) else f"{value:.2f}".rstrip("0").rstrip(".")


def _clip(label: str, limit: int = 32) -> str:
    # `limit` in Latin-glyph widths; CJK glyphs are about twice as wide in the label column.
    width, out = 0, list[str]()
    for ch in label:
        width += 2 if ord(ch) > 0x2E80 else 1
        if width > limit:
            return "".join(out) + "…"
        out.append(ch)
    return label


def bar_chart(bars: list[Bar], *, title: str, desc: str = "", css: str = "") -> Markup:
    """A horizontal bar chart. Negative values grow left of a zero line, so a penalised
    option reads as such; labels longer than the label column are clipped (full text in
    the row's <title>)."""
    n = next(_ids)
    height = _PAD * 2 + _ROW_H * max(len(bars), 1)
    lo = min([0.0] + [b.value for b in bars])
    hi = max([0.0] + [b.value for b in bars])
    span = (hi - lo) or 1.0
    plot_w = _WIDTH - _LABEL_W - _VALUE_W
    zero_x = _LABEL_W + plot_w * (-lo / span)
    desc = desc or "; ".join(f"{b.label}: {b.note or _fmt(b.value)}" for b in bars)
    parts = [
        f'<svg class="chart {escape(css)}" viewBox="0 0 {_WIDTH} {height}" role="img" '
        f'aria-labelledby="chart{n}-t chart{n}-d" xmlns="http://www.w3.org/2000/svg">',
        f'<title id="chart{n}-t">{escape(title)}</title><desc id="chart{n}-d">{escape(desc)}</desc>',
    ]
    for i, b in enumerate(bars):
        y = _PAD + i * _ROW_H
        x0 = zero_x + min(0.0, b.value) / span * plot_w
        w = max(abs(b.value) / span * plot_w, 1.0 if b.value else 0.0)
        text_x = max(zero_x, x0 + w) + 6
        parts.append(
            f'<g class="bar-row {escape(b.css)}{" is-negative" if b.value < 0 else ""}">'
            f"<title>{escape(b.label)}: {escape(b.note or _fmt(b.value))}</title>"
            f'<text class="bar-label" x="{_LABEL_W - 8}" y="{y + _ROW_H / 2 + 5:.1f}" text-anchor="end">'
            f"{escape(_clip(b.label))}</text>"
            f'<rect class="bar" x="{x0:.1f}" y="{y + (_ROW_H - _BAR_H) / 2:.1f}" width="{w:.1f}" '
            f'height="{_BAR_H}" rx="3"></rect>'
            f'<text class="bar-value" x="{text_x:.1f}" y="{y + _ROW_H / 2 + 5:.1f}">'
            f"{escape(b.note or _fmt(b.value))}</text></g>"
        )
    parts.append(
        f'<line class="zero" x1="{zero_x:.1f}" y1="{_PAD / 2}" x2="{zero_x:.1f}" '
        f'y2="{height - _PAD / 2}"></line></svg>'
    )
    return Markup("".join(parts))
