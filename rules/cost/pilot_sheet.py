"""The pilot comparison's side-by-side sheet: cost and measurements (the value used for a missing
measurement, marked assumed), the source's three-dimension table [S9] and the check list, in
the user's language with units."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from compute_advisor.rules.cost.listing import Bilingual, T, currency_label, text
from compute_advisor.rules.vocabulary import load_vocabulary

if TYPE_CHECKING:
    from compute_advisor.rules.cost.pilot import CompareRequest

STATUS_LABELS: dict[str, Bilingual] = {
    "pass": T("通过", "pass"),
    "partial": T("部分满足", "partial"),
    "fail": T("未通过", "fail"),
    "untested": T("未测", "not tested"),
}
_T: dict[str, Bilingual] = {
    "managed_objects": T("管理对象", "Managed objects"),
    "lifecycle_coverage": T("生命周期覆盖", "Lifecycle coverage"),
    "production_responsibility": T("生产责任", "Production responsibility"),
    "not_given": T("未填写", "not given"),
    "assumed": T("假定", "assumed"),
    "unranked": T("无法排名：缺少吞吐量或价格", "cannot rank: throughput or price missing"),
    "total": T("达标总成本（{cur}）", "Cost to target ({cur})"),
    "total_range": T("总成本区间（故障率 95% 区间，{cur}）", "Cost range (95% failure-rate interval, {cur})"),
    "days": T("日历天数（天）", "Calendar days"),
    "vs_best": T("相对最优", "vs best"),
    "missing": T("缺少的测量", "Missing measurements"),
    "sec_cost": T("成本与测量", "Cost and measurements"),
    "sec_eval": T("三维评估表 [S9]", "Three-dimension table [S9]"),
    "sec_checks": T("核验清单", "Checks"),
    "title": T("候选平台实测对比", "Pilot comparison of candidate platforms"),
    "rank": T("排名", "Rank"),
    "candidate": T("候选", "Candidate"),
    "mode": T("部署形态", "Mode"),
    "throughput": T("吞吐（{tput}）", "Throughput ({tput})"),
    "utilization": T("利用率", "Utilization"),
    "queue_hours": T("排队（小时/次）", "Queue (h per job)"),
    "failure_rate": T("故障率（次/卡·天，95% 区间）", "Failures per GPU-day (95% interval)"),
    "price": T("卡时单价（{cur}/卡·时）", "Price per GPU-hour ({cur})"),
    "gpus": T("GPU 数（卡）", "GPUs"),
}
# What a pilot measures, as the "missing measurements" row names it.
MEASUREMENTS: dict[str, Bilingual] = {
    "throughput": T("吞吐", "throughput"),
    "utilization": T("利用率", "utilization"),
    "queue_hours": T("排队时间", "queue time"),
    "failures": T("故障次数", "failures"),
    "pilot_hours": T("试点时长", "pilot duration"),
    "restart_minutes": T("故障恢复时间", "recovery time"),
    "checkpoint_resume": T("断点续训", "checkpoint resume"),
    "price_per_gpu_hour": T("卡时单价", "price per GPU-hour"),
    "storage_tb": T("存储容量", "storage"),
    "staff_fte": T("人力投入", "staff effort"),
}
_THROUGHPUT_UNITS: dict[str, Bilingual] = {
    "tokens_per_s": T("token/秒", "tokens/s"),
    "samples_per_s": T("样本/秒", "samples/s"),
}


def label(key: str, lang: str, **units: str) -> str:
    """A fixed label of the comparison (sheet rows, headings) in `lang`, units filled in."""
    out = text(_T[key], lang)
    for name, value in units.items():
        out = out.replace("{" + name + "}", value)
    return out


def sheet(req: CompareRequest, rows: list[dict[str, Any]], check_ids: list[str], lang: str) -> dict[str, Any]:
    """The side-by-side sheet: one column per candidate, in ranking order."""
    from compute_advisor.rules.cost.prices import load_prices

    by_name = {c.name: c for c in req.candidates}
    cands = [by_name[r["name"]] for r in rows]
    none = label("not_given", lang)
    dims = ("managed_objects", "lifecycle_coverage", "production_responsibility")
    cur = currency_label(load_prices().currency, lang)
    units = {"cur": cur, "tput": text(_THROUGHPUT_UNITS[rows[0]["throughput_unit"]], lang)}
    return {
        "columns": [r["name"] for r in rows],
        "sections": [
            {
                "id": "cost",
                "title": label("sec_cost", lang),
                "rows": [
                    {"id": k, "label": label(k, lang, **units), "values": v}
                    for k, v in _cost_rows(rows, cands, lang).items()
                ],
            },
            {
                "id": "evaluation_table",
                "title": label("sec_eval", lang),
                "rows": [
                    {
                        "id": d,
                        "label": label(d, lang),
                        "values": [getattr(c.evaluation, d) or none for c in cands],
                    }
                    for d in dims
                ],
            },
            {"id": "checks", "title": label("sec_checks", lang), "rows": _check_rows(cands, check_ids, lang)},
        ],
    }


def _cost_rows(rows: list[dict[str, Any]], cands: list[Any], lang: str) -> dict[str, list[str]]:
    none, assumed = label("not_given", lang), label("assumed", lang)

    def num(x: Any, fmt: str = "{:,.0f}") -> str:
        return none if x is None else fmt.format(x)

    def used(r: dict[str, Any], field: str, fmt: str, missing: tuple[str, ...] = ()) -> str:
        """The value used; marked assumed when the pilot did not measure it."""
        value = r[field]
        if value is None:
            return none
        shown = fmt.format(value)
        return f"{shown} ({assumed})" if set(missing or (field,)) & set(r["missing"]) else shown

    def rate(r: dict[str, Any]) -> str:
        lo, hi = r["failure_rate_range"]["low"], r["failure_rate_range"]["high"]
        return (
            used(r, "failure_rate_per_gpu_day", "{:.2g}", ("failures", "pilot_hours"))
            + f" [{lo:.2g}–{hi:.2g}]"
        )

    def span(r: dict[str, Any]) -> str:
        return f"{r['total_range']['low']:,.0f} – {r['total_range']['high']:,.0f}" if r["ranked"] else "—"

    return {
        "rank": [str(r["rank"]) if r["rank"] else "—" for r in rows],
        "total": [num(r.get("total")) if r["ranked"] else r["reason"] for r in rows],
        "total_range": [span(r) for r in rows],
        "days": [num(r.get("calendar_days"), "{:,.1f}") for r in rows],
        "mode": [r["mode_label"] or none for r in rows],
        "gpus": [str(r["gpu_count"]) for r in rows],
        "throughput": [num(c.measured.throughput, "{:,.6g}") for c in cands],
        "utilization": [used(r, "utilization", "{:.0%}") for r in rows],
        "queue_hours": [used(r, "queue_hours", "{:g}") for r in rows],
        "failure_rate": [rate(r) for r in rows],
        "price": [used(r, "price_per_gpu_hour", "{:,.2f}", ("price_per_gpu_hour",)) for r in rows],
        "missing": [_sep(lang).join(text(MEASUREMENTS[k], lang) for k in r["missing"]) or "—" for r in rows],
    }


def _sep(lang: str) -> str:
    return text(T("、", ", "), lang)


def _check_rows(cands: list[Any], check_ids: list[str], lang: str) -> list[dict[str, Any]]:
    vocab = load_vocabulary()
    out = []
    for cid in check_ids:
        chk = vocab.checks_by_id[cid]
        values = []
        for c in cands:
            res = c.checks.get(cid)
            status, note = (res.status, res.note) if res is not None else ("untested", None)
            values.append(text(STATUS_LABELS[status], lang) + (f" — {note}" if note else ""))
        out.append(
            {
                "id": cid,
                "label": chk.label.get(lang),
                "dimension": vocab.dimensions_by_id[chk.dimension].label.get(lang),
                "values": values,
            }
        )
    return out
