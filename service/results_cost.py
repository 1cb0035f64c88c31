"""The results page's cost section: the estimate's chart in the ranking's order, and the
assumptions form that recomputes it (the same `estimate` as `POST /api/v1/estimate`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from markupsafe import Markup

from compute_advisor.rules.baseline import task_baseline
from compute_advisor.rules.cost.estimate import EstimateRequest, estimate, parse
from compute_advisor.rules.cost.prices import load_prices
from compute_advisor.rules.decision import owned_as_paid
from compute_advisor.rules.errors import InvalidInput
from compute_advisor.service.charts import Row, Series, ranked_bars
from compute_advisor.service.i18n import Translator

# The assumptions the page lets a reader change: form field → (EstimateInputs field, scale).
# Percentages on the page, fractions in the model.
ASSUMPTION_FIELDS: tuple[tuple[str, str, float], ...] = (
    ("utilization", "utilization", 0.01),
    ("mfu", "mfu", 0.01),
    ("price_per_gpu_hour", "price_per_gpu_hour", 1.0),
)


def assumption_inputs(query: Mapping[str, str]) -> tuple[dict[str, Any], dict[str, str]]:
    """EstimateInputs fields from the page's assumptions form, and the raw values to show
    again. A value that is not a number raises InvalidInput naming the field."""
    inputs: dict[str, Any] = {}
    shown = {"gpu_type": (query.get("gpu_type") or "").strip()}
    if shown["gpu_type"]:
        inputs["gpu_type"] = shown["gpu_type"]
    for name, target, scale in ASSUMPTION_FIELDS:
        raw = (query.get(name) or "").strip().rstrip("%")
        shown[name] = raw
        if not raw:
            continue
        try:
            inputs[target] = float(raw.replace(",", "")) * scale
        except ValueError:
            raise InvalidInput(f"{name} must be a number, got {raw!r}", field=name) from None
    return inputs, shown


def cost_rows(advice: Any, estimate: Mapping[str, Any], t: Translator) -> list[Any]:
    """One chart row per feasible mode, in the advice's ranking order (not by cost)."""
    by_id = {m["id"]: m for m in estimate["modes"]}
    rows = []
    for mode in advice.modes:
        m = by_id.get(mode.id)
        if not mode.suitable or m is None:
            continue
        if m.get("applicable"):
            # Owned hardware that holds the job is counted as paid, as in the decision's cost.
            title = mode.title + (t("owned_as_paid") if m.get("owned_as_paid") else "")
            rows.append(Row(title, m["components"]))
        else:
            rows.append(Row(mode.title, note=m.get("reason") or t("not_costed")))
    return rows


def cost_view(advice: Any, query: Any, t: Translator) -> tuple[dict[str, Any] | None, int]:
    """The cost chart in the ranking's order, recomputed with the assumptions the reader set
    in the page's form (the same `estimate` as `POST /api/v1/estimate`)."""
    est = advice.estimate
    if est is None:
        return None, 200
    error, status = "", 200
    try:
        inputs, shown = assumption_inputs(query)
        if inputs:
            used = {k: v for k, v in advice.answers.items() if k not in advice.ignored}
            request = {
                "answers": used,
                "inputs": inputs,
                "modes": [m.id for m in advice.modes if m.suitable],
                "lang": t.lang,
            }
            est = estimate(parse(EstimateRequest, request), sensitivity=False)
            # Costed as the decision costs them, as the chart without the form is.
            owned = task_baseline(used, t.lang)
            modes = [owned_as_paid(m["id"], m, owned) if m.get("applicable") else m for m in est["modes"]]
            est = {**est, "modes": modes}
    except InvalidInput as err:
        shown = {k: str(query.get(k) or "") for k in ("gpu_type", "utilization", "mfu", "price_per_gpu_hour")}
        error, status = t("assumptions_error", message=err.message), 422
    rows = cost_rows(advice, est, t)
    series = [Series(k, label) for k, label in est["component_labels"].items()]
    chart = ranked_bars(rows, series, title=t("cost_chart_title"), unit=est["currency"], lang=t.lang)
    currency = est["currency"]
    fields = [
        {"name": "utilization", "label": t("utilization_pct"), "placeholder": t("default_hint")},
        {"name": "mfu", "label": t("mfu_pct"), "placeholder": t("default_hint")},
        {
            "name": "price_per_gpu_hour",
            "label": t("price_gpu_hour", currency=currency),
            "placeholder": t("default_hint"),
        },
    ]
    form = {
        "gpus": load_prices().gpus,
        "fields": fields,
        "values": shown,
        "error": error,
        "open": bool(error or any(shown.values())),
    }
    return {"estimate": est, "chart": Markup(chart), "disclaimer": est["disclaimer"], "form": form}, status
