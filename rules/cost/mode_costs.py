"""The cost of each deployment mode for one estimate, its sensitivity table, and the listing
of every assumption (value, unit, kind, source) in the user's language. `rules.estimate` builds
the baseline and calls `mode_cost` once per mode; the formulas are in `rules.costing`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from compute_advisor.rules.cost import costing as C
from compute_advisor.rules.cost.prices import ModeProfile, Prices, load_prices
from compute_advisor.rules.vocabulary import load_vocabulary

if TYPE_CHECKING:
    from compute_advisor.rules.cost.estimate import EstimateInputs

# id → (label zh, label en, unit zh, unit en); "{cur}" is replaced by the currency.
_LABELS = {
    "model_params_b": ("模型参数规模", "Model size", "十亿参数", "billion parameters"),
    "dataset_tokens_b": ("训练数据量", "Training data", "十亿 token", "billion tokens"),
    "gpu_type": ("GPU 型号", "GPU type", "", ""),
    "gpu_memory_gb": ("单卡显存", "Memory per GPU", "GB", "GB"),
    "gpu_tflops": ("单卡峰值稠密 BF16 算力", "Peak dense BF16 per GPU", "TFLOPS", "TFLOPS"),
    "gpu_count": ("GPU 数量", "GPU count", "卡", "GPUs"),
    "training_days": ("预计训练时长", "Training duration", "天", "days"),
    "method": ("训练方式", "Training method", "", ""),
    "activation_recompute": ("激活重计算", "Activation recomputation", "", ""),
    "layers": ("层数", "Layers", "层", "layers"),
    "hidden": ("隐藏维度", "Hidden size", "", ""),
    "kv_heads": ("KV 头数", "Key/value heads", "", ""),
    "head_dim": ("每头维度", "Head dimension", "", ""),
    "weight_bits": ("推理权重位宽", "Inference weight precision", "bit", "bits"),
    "storage_tb": ("存储容量（数据与检查点）", "Storage (data and checkpoints)", "TB", "TB"),
    "price_per_gpu_hour": ("卡时单价", "Price per GPU-hour", "{cur}/卡·时", "{cur} per GPU-hour"),
    "utilization": ("平台利用率", "Platform utilization", "比例", "fraction"),
    "queue_hours": ("每次提交排队时间", "Queue time per submission", "小时", "hours"),
    "ops_fte": ("平台运维人力", "Platform ops staff", "人（全职当量）", "FTE"),
    "setup_fte_months": ("一次性搭建投入", "One-off setup effort", "人·月", "FTE-months"),
    "checkpoint_resume": ("断点续训", "Checkpoint resume", "", ""),
}
COMPONENT_LABELS = {
    "compute": ("有效算力", "Useful compute"),
    "idle": ("利用率损失（闲置）", "Idle capacity (utilization)"),
    "restarts": ("检查点与故障重跑", "Checkpoints and failure reruns"),
    "queue": ("排队等待（人力）", "Queue wait (staff)"),
    "storage": ("存储", "Storage"),
    "staff": ("人力", "Staff"),
}
# Where a value came from, when it is not a paper or prices.yaml entry.
SOURCES: dict[str, dict[str, str]] = {
    "input": {"zh": "你的输入", "en": "your input"},
    "derived": {
        "zh": "由参数量推算（近似）",
        "en": "derived from the parameter count (approximation)",
    },
    "profile": {"zh": "prices.yaml 示例模式配置", "en": "example mode profile in prices.yaml"},
    "gpu": {"zh": "prices.yaml 示例默认 GPU", "en": "example default GPU in prices.yaml"},
    "recompute": {
        "zh": "一个微批的激活超过可用显存一半时开启",
        "en": "on when one micro-batch's activations exceed half the usable memory",
    },
    "sized": {
        "zh": "按目标时长与显存下限取整到 8 卡节点",
        "en": "sized for the target duration and memory floor, in whole 8-GPU nodes",
    },
    "memfloor": {
        "zh": "显存所需的最少卡数",
        "en": "the fewest GPUs whose memory holds the model",
    },
    "storage": {
        "zh": "数据（数据规模答案或约 4 字节/token）加保留的检查点",
        "en": "data (data-scale answer or ≈4 bytes per token) plus kept checkpoints",
    },
}
_S10 = {
    "zh": "；源文档引 IDC：企业常见 51%–70% [S10]",
    "en": "; the source document cites 51–70% as common [S10]",
}
_OWNED_MODES = ("self_built", "partner", "private_deployment", "appliance")


def sig(x: float) -> float:
    return float(f"{x:.6g}")


class Listing:
    """Collects assumptions as {id, label, value, unit, kind, source, range?} in `lang`."""

    def __init__(self, prices: Prices, lang: str) -> None:
        self.prices, self.lang, self.items = prices, lang, []

    def add(self, aid: str, value: Any, kind: str, source: str | None = None, rng: Any = None) -> Any:
        cur = self.prices.currency
        if aid in self.prices.assumptions_by_id:
            a = self.prices.assumptions_by_id[aid]
            label, unit = a.label.get(self.lang), a.unit.get(self.lang)
            source = source or a.source
            rng = rng if rng is not None or kind == "input" else a.range
        else:
            zh, en, uzh, uen = _LABELS[aid]
            label, unit = (en, uen) if self.lang == "en" else (zh, uzh)
        if kind == "input":
            source = SOURCES["input"][self.lang]
        item = {
            "id": aid,
            "label": label,
            "value": sig(value) if isinstance(value, float) else value,
            "unit": unit.replace("{cur}", cur),
            "kind": kind,
            "source": source or "",
        }
        if rng is not None:
            item["range"] = {"low": rng.low, "high": rng.high}
        self.items.append(item)
        return value

    def pick(self, aid: str, given: Any) -> Any:
        """The user's value if given, else the prices.yaml default (listed either way)."""
        if given is not None:
            return self.add(aid, given, "input")
        a = self.prices.assumptions_by_id[aid]
        return self.add(aid, a.range.default, a.kind)


def mode_cost(
    p: ModeProfile,
    task: str,
    shared: dict,
    base_price: float,
    inp: EstimateInputs,
    given: set[str],
    lang: str,
    sensitivity: bool,
) -> dict[str, Any]:
    """One mode's cost to target: total and components, calendar days, with and without
    checkpoint resume, the mode's own assumptions, and (optionally) the sensitivity table.
    `shared` holds the baseline numbers and the assumptions common to every mode; `given` names
    the ones the user supplied, which the sensitivity table leaves alone."""
    vocab_mode = load_vocabulary().modes_by_id[p.id]
    out: dict[str, Any] = {
        "id": p.id,
        "label": vocab_mode.label.get(lang),
        "note": p.billing_note.get(lang),
    }
    if task not in p.tasks:
        out.update(
            applicable=False,
            reason=(f"该形态不适用于{task}" if lang == "zh" else f"this mode does not cover {task}"),
        )
        return out
    L = Listing(load_prices(), lang)
    src = SOURCES["profile"][lang]
    if p.id in inp.mode_prices:
        price = L.add("price_per_gpu_hour", inp.mode_prices[p.id], "input")
        given = given | {"price_factor"}
    else:
        price = L.add(
            "price_per_gpu_hour",
            base_price * p.price_multiplier,
            "example",
            f"{src} ×{p.price_multiplier:g}",
        )
    v = {
        **shared,
        "price": price,
        "utilization": inp.utilization if inp.utilization is not None else p.utilization.default,
        "queue_hours": inp.queue_hours if inp.queue_hours is not None else p.queue_hours.default,
        "ops_fte": p.ops_fte.default,
    }
    L.add(
        "utilization",
        v["utilization"],
        "input" if inp.utilization is not None else "example",
        src + (_S10[lang] if p.id in _OWNED_MODES else ""),
        None if inp.utilization is not None else p.utilization,
    )
    L.add(
        "queue_hours",
        v["queue_hours"],
        "input" if inp.queue_hours is not None else "example",
        src,
        None if inp.queue_hours is not None else p.queue_hours,
    )
    L.add("ops_fte", v["ops_fte"], "example", src, p.ops_fte)
    L.add("setup_fte_months", p.setup_fte_months, "example", src)
    resume = inp.checkpoint_resume if inp.checkpoint_resume is not None else p.checkpoint_resume
    L.add(
        "checkpoint_resume",
        resume,
        "input" if inp.checkpoint_resume is not None else "example",
        src,
    )
    result = _cost(p, v, resume)
    other = _cost(p, v, not resume)
    with_r, without_r = (result, other) if resume else (other, result)
    out.update(
        applicable=True,
        total=sig(result["total"]),
        components={k: sig(result[k]) for k in C.COMPONENTS},
        billed_gpu_hours=sig(result["billed_gpu_hours"]),
        calendar_days=sig(result["calendar_days"]),
        price_per_gpu_hour=sig(price),
        utilization=v["utilization"],
        checkpoint_resume=resume,
        restarts={
            "expected_failures": sig(
                shared["failure_rate_per_gpu_day"] * shared["gpus"] * result["run_hours"] / 24
            ),
            "total_with_resume": sig(with_r["total"]),
            "total_without_resume": sig(without_r["total"]),
            "days_with_resume": sig(with_r["calendar_days"]),
            "days_without_resume": sig(without_r["calendar_days"]),
            # Without resume the run is impractical once reruns more than double it.
            "impractical_without_resume": without_r["overhead_hours"]
            > without_r["run_hours"] - without_r["overhead_hours"],
        },
        assumptions=L.items,
        sensitivity=_sensitivity(
            p,
            v,
            resume,
            given
            | ({"utilization"} if inp.utilization is not None else set())
            | ({"queue_hours"} if inp.queue_hours is not None else set()),
            lang,
        )
        if sensitivity
        else [],
    )
    return out


def _cost(p: ModeProfile, v: dict, resume: bool) -> dict[str, float]:
    useful = C.gpu_hours(v["flops"], v["tflops"], v["mfu"]) if v["training"] else v["useful_gpu_hours"]
    run_hours = useful / v["gpus"]
    overhead = (
        C.restart_overhead_hours(
            run_hours,
            v["gpus"],
            v["failure_rate_per_gpu_day"],
            resume=resume,
            checkpoint_interval_hours=v["checkpoint_interval_hours"],
            checkpoint_write_hours=v["checkpoint_write_minutes"] / 60,
            restart_hours=v["restart_hours"],
        )
        if v["training"]
        else 0.0
    )
    result = C.cost_to_target(
        C.CostInputs(
            useful_gpu_hours=useful,
            gpus=v["gpus"],
            price_per_gpu_hour=v["price"] * v["price_factor"],
            utilization=v["utilization"],
            queue_hours=v["queue_hours"],
            restart_overhead_hours=overhead,
            bills_failures=p.bills_failures,
            storage_tb=v["storage_tb"],
            storage_price_per_tb_month=v["storage_price_per_tb_month"],
            staff_fte=v["project_fte"] + v["ops_fte"],
            staff_cost_per_fte_month=v["staff_cost_per_fte_month"],
            setup_fte_months=p.setup_fte_months,
            setup_amortization_months=v["setup_amortization_months"],
        )
    )
    return {**result, "run_hours": run_hours + overhead, "overhead_hours": overhead}


_TRAINING_ONLY = {"mfu", "failure_rate_per_gpu_day", "restart_hours", "checkpoint_interval_hours"}


def _sensitivity(p: ModeProfile, v: dict, resume: bool, given: set[str], lang: str) -> list[dict[str, Any]]:
    """Total at the low and high end of each assumption's range, the others at their defaults,
    biggest swing first. The user's own numbers are facts and are not varied."""
    prices = load_prices()
    ranges = {a.id: a.range for a in prices.assumptions}
    ranges.update(utilization=p.utilization, queue_hours=p.queue_hours, ops_fte=p.ops_fte)
    rows = []
    for aid in (
        "mfu",
        "price_factor",
        "utilization",
        "queue_hours",
        "ops_fte",
        "failure_rate_per_gpu_day",
        "restart_hours",
        "checkpoint_interval_hours",
        "storage_price_per_tb_month",
        "staff_cost_per_fte_month",
        "project_fte",
        "setup_amortization_months",
    ):
        if aid in given or (aid in _TRAINING_ONLY and not v["training"]):
            continue
        if aid == "price_factor" and "price_factor" not in prices.assumptions_by_id:
            continue
        r = ranges[aid]
        lo = _cost(p, {**v, aid: r.low}, resume)["total"]
        hi = _cost(p, {**v, aid: r.high}, resume)["total"]
        zh, en = (
            (prices.assumptions_by_id[aid].label.zh, prices.assumptions_by_id[aid].label.en)
            if aid in prices.assumptions_by_id
            else _LABELS[aid][:2]
        )
        rows.append(
            {
                "id": aid,
                "label": en if lang == "en" else zh,
                "low": r.low,
                "high": r.high,
                "total_at_low": sig(lo),
                "total_at_high": sig(hi),
                "swing": sig(abs(hi - lo)),
            }
        )
    return sorted(rows, key=lambda r: -r["swing"])
