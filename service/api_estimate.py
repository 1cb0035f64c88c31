"""HTTP endpoints of the estimator and the pilot comparison.

`POST /api/v1/estimate` — task baseline and cost to target per deployment mode (JSON with an
`svg` chart; `?format=md|csv|svg` for the report, the per-mode table or the chart alone).
`POST /api/v1/compare` — pilot comparison of candidate platforms; `?format=json|md|csv|svg`.

Bodies are validated here rather than by litestar so that the HTTP API and the CLI reject the
same input with the same InvalidInput (422, naming the field and what is allowed)."""

from __future__ import annotations

from typing import Annotated, Any

from litestar import Response, Router, post
from litestar.params import JSONBody, QueryParameter

from compute_advisor.rules.cost.estimate import EstimateRequest, estimate, parse
from compute_advisor.rules.cost.listing import currency_label
from compute_advisor.rules.cost.pilot import CompareRequest, compare
from compute_advisor.rules.errors import InvalidInput
from compute_advisor.service.charts import Row, Series, stacked_bars
from compute_advisor.service.render_estimate import estimate_csv, estimate_text, to_csv, to_markdown
from compute_advisor.service.settings import get_settings

ESTIMATE_FORMATS = ["json", "md", "csv", "svg"]
COMPARE_FORMATS = ["json", "md", "csv", "svg"]
# Litestar adds `; charset=utf-8` to every text/* type itself: naming it here doubled it.
_TYPES = {
    "md": "text/markdown",
    "csv": "text/csv",
    "svg": "image/svg+xml",
}


def _with_lang(data: Any) -> Any:
    if isinstance(data, dict) and "lang" not in data:
        return {**data, "lang": get_settings().default_lang}
    return data


def _check_format(fmt: str, allowed: list[str]) -> None:
    if fmt not in allowed:
        raise InvalidInput(f"unknown format {fmt!r}", field="format", allowed=allowed)


def estimate_svg(result: dict[str, Any]) -> str:
    """Cost to target per deployment mode, stacked by component."""
    rows = [
        Row(m["label"], m["components"]) if m["applicable"] else Row(m["label"], note=m["reason"])
        for m in result["modes"]
    ]
    return _cost_chart(result, rows, "各部署形态达标总成本", "Cost to target by deployment mode")


def compare_svg(result: dict[str, Any]) -> str:
    """Cost to target per pilot candidate, stacked by component."""
    rows = [
        Row(c["name"], c["components"]) if c["ranked"] else Row(c["name"], note=c["reason"])
        for c in result["candidates"]
    ]
    return _cost_chart(result, rows, "候选平台达标总成本", "Cost to target by candidate")


def _cost_chart(result: dict[str, Any], rows: list[Row], zh: str, en: str) -> str:
    lang = result["lang"]
    series = [Series(k, label) for k, label in result["component_labels"].items()]
    unit = currency_label(result["currency"], lang)
    return stacked_bars(rows, series, title=en if lang == "en" else zh, unit=unit, lang=lang)


@post("/estimate", status_code=200, sync_to_thread=True, summary="Task baseline and cost to target")
def estimate_route(
    data: JSONBody[dict[str, Any]],
    fmt: Annotated[str, QueryParameter(name="format", description="json, md, csv or svg")] = "json",
) -> Response[Any]:
    """Body: {answers, inputs?, modes?, lang?}. Every assumption used is listed with its source."""
    _check_format(fmt, ESTIMATE_FORMATS)
    result = estimate(parse(EstimateRequest, _with_lang(data)))
    if fmt == "md":
        return Response(estimate_text(result) + "\n", media_type=_TYPES["md"])
    if fmt == "csv":
        return Response(
            estimate_csv(result),
            media_type=_TYPES["csv"],
            headers={"Content-Disposition": 'attachment; filename="estimate.csv"'},
        )
    svg = estimate_svg(result)
    if fmt == "svg":
        return Response(svg, media_type=_TYPES["svg"])
    return Response({**result, "svg": svg})


@post(
    "/compare",
    status_code=200,
    sync_to_thread=True,
    summary="Pilot comparison of candidate platforms",
)
def compare_route(
    data: JSONBody[dict[str, Any]],
    fmt: Annotated[str, QueryParameter(name="format", description="json, md, csv or svg")] = "json",
) -> Response[Any]:
    """Body: {target, candidates (>= 2), checks?, lang?}. Ranked by cost to reach the target."""
    _check_format(fmt, COMPARE_FORMATS)
    result = compare(parse(CompareRequest, _with_lang(data)))
    if fmt == "md":
        return Response(to_markdown(result), media_type=_TYPES["md"])
    if fmt == "csv":
        return Response(
            to_csv(result),
            media_type=_TYPES["csv"],
            headers={"Content-Disposition": 'attachment; filename="comparison.csv"'},
        )
    if fmt == "svg":
        return Response(compare_svg(result), media_type=_TYPES["svg"])
    return Response({**result, "svg": compare_svg(result)})


router = Router(path="/api/v1", route_handlers=[estimate_route, compare_route], tags=["estimate"])
