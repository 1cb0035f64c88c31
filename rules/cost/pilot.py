"""The pilot comparison: a team measured its own model and data on two or more candidate
platforms; rank them by the cost of reaching the target, show the breakdown, flag what was not
measured, and fill the source's three-dimension evaluation table and check list side by side.

A measurement left out is filled at the unfavourable end of its example range, so a missing
number never makes a candidate look better than one that was measured."""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from compute_advisor.rules.cost import costing as C
from compute_advisor.rules.cost.listing import COMPONENT_LABELS, Bilingual, T, sig, text
from compute_advisor.rules.cost.pilot_sheet import label, sheet
from compute_advisor.rules.cost.prices import ModeProfile, Prices, load_prices
from compute_advisor.rules.errors import InvalidInput
from compute_advisor.rules.vocabulary import load_vocabulary

Lang = Literal["zh", "en"]
Status = Literal["pass", "partial", "fail", "untested"]
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
        "sheet": sheet(request, rows, check_ids, lang),
        "component_labels": {k: text(v, lang) for k, v in COMPONENT_LABELS.items()},
    }


def _candidate(c: Candidate, work: float, storage_fill: float, prices: Prices, lang: str) -> dict[str, Any]:
    profile = prices.modes_by_id.get(c.mode or "")
    f = _Filled(c, profile, prices, lang)
    rate, rate_range = _failure_rate(c, f, prices)
    f.fill_common(storage_fill)
    out: dict[str, Any] = {
        "name": c.name,
        "mode": c.mode,
        "mode_label": load_vocabulary().modes_by_id[c.mode].label.get(lang) if c.mode else None,
        "gpu_type": c.gpu_type,
        "gpu_count": c.gpu_count,
        "throughput_unit": c.measured.throughput_unit,
        "missing": f.missing,
        "assumed": f.assumed,
        "utilization": f.values["utilization"],
        "queue_hours": f.values["queue_hours"],
        "failure_rate_per_gpu_day": sig(rate),
        "failure_rate_range": {"low": sig(rate_range[0]), "high": sig(rate_range[1])},
        "checkpoint_resume": f.values["checkpoint_resume"],
        "price_per_gpu_hour": sig(f.price) if f.price is not None else None,
    }
    if c.measured.throughput is None or f.price is None:
        return {**out, "ranked": False, "rank": None, "reason": label("unranked", lang)}
    run_hours = work / c.measured.throughput / 3600
    cost = _cost(c, f, profile, prices, run_hours, rate)
    low, high = (_cost(c, f, profile, prices, run_hours, r)["total"] for r in rate_range)
    return {
        **out,
        "ranked": True,
        "rank": None,
        "total": sig(cost["total"]),
        "total_range": {"low": sig(min(low, cost["total"])), "high": sig(max(high, cost["total"]))},
        "components": {k: sig(cost[k]) for k in C.COMPONENTS},
        "billed_gpu_hours": sig(cost["billed_gpu_hours"]),
        "calendar_days": sig(cost["calendar_days"]),
        "run_days": sig(cost["run_hours"] / 24),
    }


_WHY: dict[str, Bilingual] = {
    "profile_low": T("prices.yaml：该形态配置的低端", "prices.yaml: low end of the mode profile"),
    "s10_low": T("[S10] 常见区间的低端 51%", "[S10] low end 51%"),
    "profile_high": T("prices.yaml：该形态配置的高端", "prices.yaml: high end of the mode profile"),
    "one_day": T("示例：一天", "example: one day"),
    "high_end": T("prices.yaml：区间高端", "prices.yaml: high end"),
    "unverified": T("未验证：按不具备处理", "unverified: assumed absent"),
    "example_high": T("prices.yaml：示例价 × 区间高端", "prices.yaml: example × high end"),
    "largest": T("其他候选报告的最大值", "largest figure other candidates reported"),
    "default": T("prices.yaml：示例默认值", "prices.yaml: example default"),
    "staff": T("prices.yaml：项目团队 + 运维人力高端", "prices.yaml: project team + high end of ops staff"),
}


class _Filled:
    """A candidate's measurements, each missing one filled at the unfavourable end of its range
    (and recorded as missing and assumed, with the value used and its source)."""

    def __init__(self, c: Candidate, profile: ModeProfile | None, prices: Prices, lang: str) -> None:
        self.m, self.profile, self.a, self.lang = c.measured, profile, prices.assumptions_by_id, lang
        self.missing: list[str] = []
        self.assumed: list[dict[str, Any]] = []
        self.values: dict[str, Any] = {}
        p = profile
        self.take(
            "utilization",
            p.utilization.low if p else 0.51,
            self.why("profile_low" if p else "s10_low"),
        )
        self.take(
            "queue_hours",
            p.queue_hours.high if p else 24.0,
            self.why("profile_high" if p else "one_day"),
        )
        self.take("restart_minutes", self.a["restart_hours"].range.high * 60, self.why("high_end"))
        self.take("checkpoint_resume", False, self.why("unverified"))
        self.price = self.m.price_per_gpu_hour
        if self.price is None:
            self.missing.append("price_per_gpu_hour")
            if c.gpu_type:
                self.price = (
                    prices.gpus_by_id[c.gpu_type].price_per_gpu_hour
                    * (p.price_multiplier if p else 1.0)
                    * self.a["price_factor"].range.high
                )
                self.assumed.append(
                    {
                        "field": "price_per_gpu_hour",
                        "value": sig(self.price),
                        "source": self.why("example_high"),
                    }
                )
        if self.m.throughput is None:
            self.missing.insert(0, "throughput")

    def why(self, key: str) -> str:
        return text(_WHY[key], self.lang)

    def take(self, field: str, fallback: Any, why: str, flag: bool = True) -> Any:
        value = getattr(self.m, field)
        if value is None:
            if flag:  # team-wide figures (staff cost, storage price) are not pilot measurements
                self.missing.append(field)
            self.assumed.append({"field": field, "value": fallback, "source": why})
            value = fallback
        self.values[field] = value
        return value

    def fill_common(self, storage_fill: float) -> None:
        a, p = self.a, self.profile
        self.take("storage_tb", storage_fill, self.why("largest"))
        price = a["storage_price_per_tb_month"].range.default
        self.take("storage_price_per_tb_month", price, self.why("default"), flag=False)
        fte = a["project_fte"].range.default + (p.ops_fte.high if p else 1.0)
        self.take("staff_fte", fte, self.why("staff"))
        staff = a["staff_cost_per_fte_month"].range.default
        self.take("staff_cost_per_fte_month", staff, self.why("default"), flag=False)


def _failure_rate(c: Candidate, f: _Filled, prices: Prices) -> tuple[float, tuple[float, float]]:
    """Failures per GPU-day measured in the pilot, with its exact 95% Poisson interval (a short
    pilot says little: one failure in 12 GPU-days spans 0.002 to 0.46 per GPU-day); the high end
    of the example range when the pilot did not count failures or its length is unknown."""
    m = c.measured
    if m.failures is not None and m.pilot_hours:
        exposure = c.gpu_count * m.pilot_hours / 24
        low, high = poisson_interval(m.failures)
        return m.failures / exposure, (low / exposure, high / exposure)
    f.missing += [k for k in ("failures", "pilot_hours") if getattr(m, k) is None]
    rng = prices.assumptions_by_id["failure_rate_per_gpu_day"].range
    f.assumed.append({"field": "failure_rate_per_gpu_day", "value": rng.high, "source": f.why("high_end")})
    return rng.high, (rng.low, rng.high)


def _cost(
    c: Candidate, f: _Filled, profile: ModeProfile | None, prices: Prices, run_hours: float, rate: float
) -> dict[str, float]:
    a, v = prices.assumptions_by_id, f.values
    overhead = C.restart_overhead_hours(
        run_hours,
        c.gpu_count,
        rate,
        resume=v["checkpoint_resume"],
        checkpoint_write_hours=a["checkpoint_write_minutes"].range.default / 60,
        restart_hours=v["restart_minutes"] / 60,
    )
    assert f.price is not None
    cost = C.cost_to_target(
        C.CostInputs(
            useful_gpu_hours=run_hours * c.gpu_count,
            gpus=c.gpu_count,
            price_per_gpu_hour=f.price,
            utilization=v["utilization"],
            queue_hours=v["queue_hours"],
            restart_overhead_hours=overhead,
            bills_failures=profile.bills_failures if profile else True,
            storage_tb=v["storage_tb"],
            storage_price_per_tb_month=v["storage_price_per_tb_month"],
            staff_fte=v["staff_fte"],
            staff_cost_per_fte_month=v["staff_cost_per_fte_month"],
            setup_fte_months=profile.setup_fte_months if profile else 0.0,
            setup_amortization_months=a["setup_amortization_months"].range.default,
        )
    )
    return {**cost, "run_hours": run_hours + overhead}


# -- the failure count's confidence interval ------------------------------------------------


def _poisson_cdf(k: int, mu: float) -> float:
    """P(X <= k) for X ~ Poisson(mu), summed in log space."""
    if mu <= 0:
        return 1.0
    term = -mu
    total = math.exp(term)
    for i in range(1, k + 1):
        term += math.log(mu) - math.log(i)
        total += math.exp(term)
    return min(1.0, total)


@lru_cache(maxsize=1024)  # pilots repeat the same small counts
def poisson_interval(k: int, level: float = 0.95) -> tuple[float, float]:
    """Exact (Garwood) two-sided interval for the mean of a Poisson count of `k` events, by
    bisection on the CDF; a normal approximation past 1,000 events."""
    tail = (1 - level) / 2
    if k > 1000:
        z = 1.959963984540054 if level == 0.95 else math.sqrt(2) * _erfinv(level)
        half = z * math.sqrt(k)
        return max(0.0, k - half), k + half

    def solve(target: float, kk: int) -> float:
        lo, hi = 0.0, max(10.0, 10.0 * (kk + 1))
        for _ in range(80):  # halving from at most 1e4: far below float resolution
            mid = (lo + hi) / 2
            if _poisson_cdf(kk, mid) > target:
                lo = mid
            else:
                hi = mid
        return (lo + hi) / 2

    low = 0.0 if k == 0 else solve(1 - tail, k - 1)
    return low, solve(tail, k)


def _erfinv(y: float) -> float:
    lo, hi = 0.0, 10.0
    for _ in range(200):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if math.erf(mid) < y else (lo, mid)
    return (lo + hi) / 2
