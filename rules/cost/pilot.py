"""The pilot comparison: a team measured its own model and data on two or more candidate
platforms; rank them by the cost of reaching the target, show the breakdown, flag what was not
measured, and fill the source's three-dimension evaluation table and check list side by side.

A measurement left out is filled at the unfavourable end of its example range, so a missing
number never makes a candidate look better than one that was measured."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from compute_advisor.rules.cost import costing as C
from compute_advisor.rules.cost.listing import COMPONENT_LABELS, sig, text
from compute_advisor.rules.cost.prices import Prices, load_prices
from compute_advisor.rules.errors import InvalidInput
from compute_advisor.rules.vocabulary import load_vocabulary

Lang = Literal["zh", "en"]
Status = Literal["pass", "partial", "fail", "untested"]
STATUS_LABELS = {
    "pass": ("通过", "pass"),
    "partial": ("部分满足", "partial"),
    "fail": ("未通过", "fail"),
    "untested": ("未测", "not tested"),
}
UNIT_FOR_TARGET = {
    "billion_tokens": ("tokens_per_s", 1e9),
    "million_samples": ("samples_per_s", 1e6),
}


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Measured(_Strict):
    """What the pilot measured on one candidate; every field may be missing."""

    throughput: float | None = Field(None, gt=0, description="Whole job, in throughput_unit")
    throughput_unit: Literal["tokens_per_s", "samples_per_s"] = "tokens_per_s"
    utilization: float | None = Field(None, gt=0, le=1, description="A fraction: 0.6 means 60%")
    queue_hours: float | None = Field(None, ge=0, le=10000, description="Wait per job submission")
    pilot_hours: float | None = Field(None, gt=0, le=100000, description="How long the pilot ran")
    failures: int | None = Field(None, ge=0, le=1_000_000)
    restart_minutes: float | None = Field(None, ge=0, le=100000, description="Recovery time per failure")
    checkpoint_resume: bool | None = None
    price_per_gpu_hour: float | None = Field(None, ge=0, le=1e6)
    storage_tb: float | None = Field(None, ge=0, le=1e6)
    storage_price_per_tb_month: float | None = Field(None, ge=0, le=1e7)
    staff_fte: float | None = Field(None, ge=0, le=1000, description="Team and platform ops effort, FTE")
    staff_cost_per_fte_month: float | None = Field(None, ge=0, le=1e7)


class Evaluation(_Strict):
    """The source's three-dimension table [S9], in the team's own words."""

    managed_objects: str | None = Field(None, max_length=500)
    lifecycle_coverage: str | None = Field(None, max_length=500)
    production_responsibility: str | None = Field(None, max_length=500)


class CheckResult(_Strict):
    status: Status = "untested"
    note: str | None = Field(None, max_length=500)


class Candidate(_Strict):
    name: str = Field(min_length=1, max_length=80)
    mode: str | None = None
    gpu_type: str | None = None
    gpu_count: int = Field(ge=1, le=1_000_000)
    measured: Measured = Measured()
    evaluation: Evaluation = Evaluation()
    checks: dict[str, CheckResult] = Field(default_factory=dict)


class Target(_Strict):
    """The work it takes to reach the target accuracy, e.g. 200 billion tokens of training."""

    amount: float = Field(gt=0, le=1e9)
    unit: Literal["billion_tokens", "million_samples"] = "billion_tokens"


class CompareRequest(_Strict):
    target: Target
    candidates: list[Candidate] = Field(min_length=2, max_length=12)
    checks: list[str] | None = Field(None, description="Check ids for the sheet; all when absent")
    lang: Lang = "zh"


_T = {
    "managed_objects": ("管理对象", "Managed objects"),
    "lifecycle_coverage": ("生命周期覆盖", "Lifecycle coverage"),
    "production_responsibility": ("生产责任", "Production responsibility"),
    "not_given": ("未填写", "not given"),
    "unranked": ("无法排名：缺少吞吐量或价格", "cannot rank: throughput or price missing"),
    "total": ("达标总成本", "Cost to target"),
    "days": ("日历天数", "Calendar days"),
    "vs_best": ("相对最优", "vs best"),
    "missing": ("缺少的测量", "Missing measurements"),
    "sec_cost": ("成本与测量", "Cost and measurements"),
    "sec_eval": ("三维评估表 [S9]", "Three-dimension table [S9]"),
    "sec_checks": ("核验清单", "Checks"),
    "title": ("候选平台实测对比", "Pilot comparison of candidate platforms"),
    "rank": ("排名", "Rank"),
    "candidate": ("候选", "Candidate"),
    "mode": ("部署形态", "Mode"),
    "throughput": ("吞吐", "Throughput"),
    "utilization": ("利用率", "Utilization"),
    "queue_hours": ("排队（小时/次）", "Queue (h per job)"),
    "failure_rate": ("故障率（次/卡·天）", "Failures per GPU-day"),
    "price": ("卡时单价", "Price per GPU-hour"),
    "gpus": ("GPU 数", "GPUs"),
}


def label(key: str, lang: str) -> str:
    """A fixed label of the comparison (sheet rows, headings) in `lang`."""
    zh, en = _T[key]
    return en if lang == "en" else zh


def compare(request: CompareRequest, prices: Prices | None = None) -> dict[str, Any]:
    """Rank the candidates by cost to target and build the comparison sheet."""
    prices, vocab, lang = prices or load_prices(), load_vocabulary(), request.lang
    check_ids = request.checks if request.checks is not None else [c.id for c in vocab.checks]
    for i, cid in enumerate(check_ids):
        if cid not in vocab.checks_by_id:
            raise InvalidInput(
                f"unknown check {cid!r}", field=f"checks[{i}]", allowed=list(vocab.checks_by_id)
            )
    want_unit, scale = UNIT_FOR_TARGET[request.target.unit]
    names: set[str] = set()
    for i, cand in enumerate(request.candidates):
        where = f"candidates[{i}]"
        if cand.name in names:
            raise InvalidInput(f"candidate name {cand.name!r} repeats", field=f"{where}.name")
        names.add(cand.name)
        if cand.mode is not None:
            prices.mode(cand.mode, field=f"{where}.mode")
        if cand.gpu_type is not None:
            prices.gpu(cand.gpu_type, field=f"{where}.gpu_type")
        if cand.measured.throughput is not None and cand.measured.throughput_unit != want_unit:
            raise InvalidInput(
                f"target in {request.target.unit} needs throughput in {want_unit}",
                field=f"{where}.measured.throughput_unit",
                allowed=[want_unit],
            )
        for cid in cand.checks:
            if cid not in vocab.checks_by_id:
                raise InvalidInput(
                    f"unknown check {cid!r}",
                    field=f"{where}.checks.{cid}",
                    allowed=list(vocab.checks_by_id),
                )
    # Storage is the same data wherever it runs: a candidate that did not report it borrows the
    # largest figure another candidate reported.
    known_storage = [c.measured.storage_tb for c in request.candidates if c.measured.storage_tb is not None]
    storage_fill = max(known_storage, default=0.0)
    work = request.target.amount * scale
    rows = [_candidate(c, work, storage_fill, prices, lang) for c in request.candidates]
    ranked = sorted((r for r in rows if r["ranked"]), key=lambda r: (r["total"], r["calendar_days"]))
    for i, r in enumerate(ranked, 1):
        r["rank"] = i
        r["vs_best"] = sig(r["total"] / ranked[0]["total"]) if ranked[0]["total"] else 1.0
    rows = ranked + [r for r in rows if not r["ranked"]]
    return {
        **prices.result_header(lang),
        "target": request.target.model_dump(),
        "best": ranked[0]["name"] if ranked else None,
        "candidates": rows,
        "sheet": _sheet(request, rows, check_ids, lang),
        "component_labels": {k: text(v, lang) for k, v in COMPONENT_LABELS.items()},
    }


def _candidate(c: Candidate, work: float, storage_fill: float, prices: Prices, lang: str) -> dict[str, Any]:
    m, profile = c.measured, prices.modes_by_id.get(c.mode or "")
    a = prices.assumptions_by_id
    missing: list[str] = []
    assumed: list[dict[str, Any]] = []

    def take(field: str, value: Any, fallback: Any, why: str, flag: bool = True) -> Any:
        if value is not None:
            return value
        if flag:  # team-wide figures (staff cost, storage price) are not pilot measurements
            missing.append(field)
        assumed.append({"field": field, "value": fallback, "source": why})
        return fallback

    src = "prices.yaml"
    util = take(
        "utilization",
        m.utilization,
        profile.utilization.low if profile else 0.51,
        f"{src}: {'low end of the mode profile' if profile else '[S10] low end 51%'}",
    )
    queue = take(
        "queue_hours",
        m.queue_hours,
        profile.queue_hours.high if profile else 24.0,
        f"{src}: high end of the mode profile" if profile else "example: one day",
    )
    fail_rate = (
        m.failures / (c.gpu_count * m.pilot_hours / 24) if m.failures is not None and m.pilot_hours else None
    )
    if fail_rate is None:
        missing += [f for f in ("failures", "pilot_hours") if not getattr(m, f)]
        fail_rate = a["failure_rate_per_gpu_day"].range.high
        assumed.append(
            {"field": "failure_rate_per_gpu_day", "value": fail_rate, "source": f"{src}: high end"}
        )
    restart_h = (
        take(
            "restart_minutes",
            m.restart_minutes,
            a["restart_hours"].range.high * 60,
            f"{src}: high end",
        )
        / 60
    )
    resume = take("checkpoint_resume", m.checkpoint_resume, False, "unverified: assumed absent")
    price = m.price_per_gpu_hour
    if price is None:
        missing.append("price_per_gpu_hour")
        if c.gpu_type:
            price = (
                prices.gpus_by_id[c.gpu_type].price_per_gpu_hour
                * (profile.price_multiplier if profile else 1.0)
                * a["price_factor"].range.high
            )
            assumed.append(
                {
                    "field": "price_per_gpu_hour",
                    "value": sig(price),
                    "source": f"{src}: example × high end",
                }
            )
    storage = take("storage_tb", m.storage_tb, storage_fill, "largest figure other candidates reported")
    storage_price = take(
        "storage_price_per_tb_month",
        m.storage_price_per_tb_month,
        a["storage_price_per_tb_month"].range.default,
        f"{src}: example default",
        flag=False,
    )
    fte = take(
        "staff_fte",
        m.staff_fte,
        a["project_fte"].range.default + (profile.ops_fte.high if profile else 1.0),
        f"{src}: project team + high end of ops staff",
    )
    staff_cost = take(
        "staff_cost_per_fte_month",
        m.staff_cost_per_fte_month,
        a["staff_cost_per_fte_month"].range.default,
        f"{src}: example default",
        flag=False,
    )
    if m.throughput is None:
        missing.insert(0, "throughput")
    mode_label = load_vocabulary().modes_by_id[c.mode].label.get(lang) if c.mode else None
    out: dict[str, Any] = {
        "name": c.name,
        "mode": c.mode,
        "mode_label": mode_label,
        "gpu_type": c.gpu_type,
        "gpu_count": c.gpu_count,
        "missing": missing,
        "assumed": assumed,
        "utilization": util,
        "queue_hours": queue,
        "failure_rate_per_gpu_day": sig(fail_rate),
        "checkpoint_resume": resume,
        "price_per_gpu_hour": sig(price) if price is not None else None,
    }
    if m.throughput is None or price is None:
        return {**out, "ranked": False, "rank": None, "reason": label("unranked", lang)}
    run_hours = work / m.throughput / 3600
    overhead = C.restart_overhead_hours(
        run_hours,
        c.gpu_count,
        fail_rate,
        resume=resume,
        checkpoint_write_hours=a["checkpoint_write_minutes"].range.default / 60,
        restart_hours=restart_h,
    )
    cost = C.cost_to_target(
        C.CostInputs(
            useful_gpu_hours=run_hours * c.gpu_count,
            gpus=c.gpu_count,
            price_per_gpu_hour=price,
            utilization=util,
            queue_hours=queue,
            restart_overhead_hours=overhead,
            bills_failures=profile.bills_failures if profile else True,
            storage_tb=storage,
            storage_price_per_tb_month=storage_price,
            staff_fte=fte,
            staff_cost_per_fte_month=staff_cost,
            setup_fte_months=profile.setup_fte_months if profile else 0.0,
            setup_amortization_months=a["setup_amortization_months"].range.default,
        )
    )
    return {
        **out,
        "ranked": True,
        "rank": None,
        "total": sig(cost["total"]),
        "components": {k: sig(cost[k]) for k in C.COMPONENTS},
        "billed_gpu_hours": sig(cost["billed_gpu_hours"]),
        "calendar_days": sig(cost["calendar_days"]),
        "run_days": sig((run_hours + overhead) / 24),
    }


def _sheet(req: CompareRequest, rows: list[dict], check_ids: list[str], lang: str) -> dict[str, Any]:
    """The side-by-side sheet: one column per candidate, in ranking order."""
    vocab = load_vocabulary()
    by_name = {c.name: c for c in req.candidates}
    cands = [by_name[r["name"]] for r in rows]
    none = label("not_given", lang)

    def num(x: Any, fmt: str = "{:,.0f}") -> str:
        return none if x is None else fmt.format(x)

    cost_rows = [
        ("rank", [str(r["rank"]) if r["rank"] else "—" for r in rows]),
        ("total", [num(r.get("total")) if r["ranked"] else r["reason"] for r in rows]),
        ("days", [num(r.get("calendar_days"), "{:,.1f}") for r in rows]),
        ("mode", [r["mode_label"] or none for r in rows]),
        ("gpus", [str(r["gpu_count"]) for r in rows]),
        ("throughput", [num(c.measured.throughput, "{:,.6g}") for c in cands]),
        ("utilization", [num(c.measured.utilization, "{:.0%}") for c in cands]),
        ("queue_hours", [num(c.measured.queue_hours, "{:g}") for c in cands]),
        (
            "failure_rate",
            [
                num(r["failure_rate_per_gpu_day"], "{:.2g}")
                if "failures" not in r["missing"] and "pilot_hours" not in r["missing"]
                else none
                for r in rows
            ],
        ),
        ("price", [num(c.measured.price_per_gpu_hour, "{:,.2f}") for c in cands]),
        ("missing", [", ".join(r["missing"]) or "—" for r in rows]),
    ]
    dims = ("managed_objects", "lifecycle_coverage", "production_responsibility")
    check_rows = []
    for cid in check_ids:
        chk = vocab.checks_by_id[cid]
        values = []
        for c in cands:
            res = c.checks.get(cid, CheckResult())
            zh, en = STATUS_LABELS[res.status]
            values.append((en if lang == "en" else zh) + (f" — {res.note}" if res.note else ""))
        check_rows.append(
            {
                "id": cid,
                "label": chk.label.get(lang),
                "dimension": vocab.dimensions_by_id[chk.dimension].label.get(lang),
                "values": values,
            }
        )
    return {
        "columns": [r["name"] for r in rows],
        "sections": [
            {
                "id": "cost",
                "title": label("sec_cost", lang),
                "rows": [{"id": k, "label": label(k, lang), "values": v} for k, v in cost_rows],
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
            {"id": "checks", "title": label("sec_checks", lang), "rows": check_rows},
        ],
    }
