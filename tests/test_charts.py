"""The inline SVG bar chart: proportional, legible, escaped, and free of anything a strict CSP
would block."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from compute_advisor.service.charts import PALETTE, Row, Series, format_amount, ranked_bars, stacked_bars

NS = "{http://www.w3.org/2000/svg}"
SERIES = [Series("compute", "Compute"), Series("staff", "Staff", "#123456")]


def bars(svg: str) -> list[ET.Element]:
    return [r for r in ET.fromstring(svg).iter(f"{NS}rect") if r.find(f"{NS}title") is not None]


def test_segments_are_stacked_and_proportional_to_the_largest_total():
    svg = stacked_bars(
        [Row("A", {"compute": 300, "staff": 100}), Row("B", {"compute": 100, "staff": 100})],
        SERIES,
        title="Cost",
        unit="CNY",
        lang="en",
    )
    a1, a2, b1, b2 = bars(svg)
    widths = [float(r.get("width")) for r in (a1, a2, b1, b2)]
    assert widths[0] + widths[1] == 2 * (widths[2] + widths[3])  # 400 vs 200
    assert float(a2.get("x")) == float(a1.get("x")) + widths[0]  # stacked end to end
    assert a2.get("fill") == "#123456" and a1.get("fill") == PALETTE[0]
    assert "A · Staff: 100 (CNY)" in ET.tostring(a2, encoding="unicode")


def test_legend_totals_and_description_are_there_for_readers():
    svg = stacked_bars([Row("A", {"compute": 1_500_000})], SERIES, title="Cost", unit="CNY", lang="en")
    root = ET.fromstring(svg)
    texts = [t.text for t in root.iter(f"{NS}text")]
    assert "Compute" in texts and "Staff" in texts and "1.5M" in texts
    assert root.get("role") == "img"
    assert "A: 1.5M (CNY) = Compute 1.5M, Staff 0" in root.find(f"{NS}desc").text


def test_labels_are_escaped_and_nothing_needs_unsafe_inline():
    svg = stacked_bars(
        [Row("<script>alert(1)</script>", {"compute": 1})],
        [Series("compute", '"><img onerror=x>', 'red" onload="x')],
        title="T & <b>",
    )
    root = ET.fromstring(svg)  # still well-formed XML
    assert "<script" not in svg and "<img" not in svg and "&lt;script&gt;" in svg
    tags = {el.tag.removeprefix(NS) for el in root.iter()}
    assert tags <= {"svg", "title", "desc", "text", "rect"}
    attrs = {a for el in root.iter() for a in el.attrib}
    assert not any(a == "style" or a.startswith("on") for a in attrs)
    assert 'fill="red' not in svg  # an invalid colour falls back to the palette


def test_rows_with_a_note_show_it_instead_of_a_bar_and_empty_charts_render():
    svg = stacked_bars([Row("A", {"compute": 5}), Row("B", note="not applicable")], SERIES, title="Cost")
    assert len(bars(svg)) == 1 and "not applicable" in svg
    ET.fromstring(stacked_bars([], SERIES, title="Empty"))
    ET.fromstring(stacked_bars([Row("zero", {"compute": 0, "staff": -3})], SERIES, title="Zero"))


def test_amounts_are_compact_in_both_languages():
    assert format_amount(1_234_567, "en") == "1.23M"
    assert format_amount(1_234_567, "zh") == "123万"
    assert format_amount(250_000_000, "zh") == "2.5亿"
    assert format_amount(950, "en") == "950"


def test_ranked_bars_keep_the_order_label_directly_and_stay_readable_on_a_phone() -> None:
    rows = [Row("Top pick", {"a": 10.0, "b": 5.0}), Row("Runner-up", {"a": 30.0}), Row("Other", note="n/a")]
    svg = ranked_bars(
        rows, [Series("a", "Compute"), Series("b", "Staff")], title="Cost", unit="CNY", lang="en"
    )
    labels = re.findall(r"<text[^>]*>([^<]+)", svg)
    # The ranking's order, not sorted by cost; each bar carries its own name and total.
    assert labels[:6] == ["Top pick", "15", "Runner-up", "30", "Other", "n/a"]
    # The column a 390 px phone leaves the chart (page and card padding) is 330 px wide.
    width = float(re.search(r'viewBox="0 0 (\d+)', svg).group(1))
    sizes = [float(x) for x in re.findall(r'font-size="([\d.]+)"', svg)]
    assert min(sizes) * 330 / width >= 11
    assert ' width="' not in svg.split(">")[0]  # scales to its column; no fixed width
    fills = set(re.findall(r'fill="(#[0-9A-Fa-f]{6})"', svg)) - {"#17202e", "#344054"}
    assert fills <= set(PALETTE)  # Okabe–Ito: safe for the common colour-vision deficiencies


def test_ranked_bars_never_clip_a_legend_label() -> None:
    long = [Series("a", "Checkpoints and failure restarts"), Series("b", "Idle capacity (utilization loss)")]
    svg = ranked_bars([Row("A", {"a": 1.0, "b": 2.0})], long, title="Cost", lang="en")
    texts = re.findall(r"<text[^>]*>([^<]+)", svg)
    assert "Checkpoints and failure restarts" in texts and "Idle capacity (utilization loss)" in texts
    assert not any(t.endswith("…") for t in texts)
