"""The estimator's own strings, one {zh, en} table shape, and the listing of every assumption
(value, unit, kind, source) in the user's language. The language is picked in one place:
`text(...)`."""

from __future__ import annotations

from typing import Any

from compute_advisor.rules.cost.prices import Prices

Bilingual = dict[str, str]


def T(zh: str, en: str) -> Bilingual:
    return {"zh": zh, "en": en}


def text(entry: Bilingual, lang: str) -> str:
    """`entry` in `lang`; Chinese unless English is asked for."""
    return entry["en"] if lang == "en" else entry["zh"]


def sig(x: float) -> float:
    return float(f"{x:.6g}")


# id → (label, unit); "{cur}" in a unit is replaced by the currency.
LABELS: dict[str, tuple[Bilingual, Bilingual]] = {
    "model_params_b": (T("模型参数规模", "Model size"), T("十亿参数", "billion parameters")),
    "active_params_b": (
        T("每 token 激活参数（MoE）", "Parameters active per token (MoE)"),
        T("十亿参数", "billion parameters"),
    ),
    "dataset_tokens_b": (T("训练数据量", "Training data"), T("十亿 token", "billion tokens")),
    "gpu_type": (T("GPU 型号", "GPU type"), T("", "")),
    "gpu_memory_gb": (
        T("单卡显存（厂商标称，按 GiB 计）", "Memory per GPU (vendor figure, GiB)"),
        T("GiB", "GiB"),
    ),
    "gpu_tflops": (T("单卡峰值稠密 BF16 算力", "Peak dense BF16 per GPU"), T("TFLOPS", "TFLOPS")),
    "gpu_bandwidth_gbps": (T("单卡显存带宽", "Memory bandwidth per GPU"), T("GB/秒", "GB/s")),
    "gpu_count": (T("GPU 数量", "GPU count"), T("卡", "GPUs")),
    "training_days": (T("预计训练时长", "Training duration"), T("天", "days")),
    "method": (T("训练方式", "Training method"), T("", "")),
    "activation_recompute": (T("激活重计算", "Activation recomputation"), T("", "")),
    "layers": (T("层数", "Layers"), T("层", "layers")),
    "hidden": (T("隐藏维度", "Hidden size"), T("", "")),
    "kv_heads": (T("KV 头数", "Key/value heads"), T("个", "heads")),
    "head_dim": (T("每头维度", "Head dimension"), T("", "")),
    "weight_bits": (T("推理权重位宽", "Inference weight precision"), T("bit", "bits")),
    "storage_tb": (T("存储容量（数据与检查点）", "Storage (data and checkpoints)"), T("TB", "TB")),
    "price_per_gpu_hour": (T("卡时单价", "Price per GPU-hour"), T("{cur}/卡·时", "{cur} per GPU-hour")),
    "utilization": (T("平台利用率", "Platform utilization"), T("比例", "fraction")),
    "queue_hours": (T("每次提交排队时间", "Queue time per submission"), T("小时", "hours")),
    "ops_fte": (T("平台运维人力", "Platform ops staff"), T("人（全职当量）", "FTE")),
    "setup_fte_months": (T("一次性搭建投入", "One-off setup effort"), T("人·月", "FTE-months")),
    "checkpoint_resume": (T("断点续训", "Checkpoint resume"), T("", "")),
    "checkpoint_interval_hours": (T("检查点间隔", "Checkpoint interval"), T("小时", "hours")),
    "requests_per_s": (T("平均请求速率", "Average request rate"), T("次/秒", "requests/s")),
    "tokens_per_day": (
        T("每日 token 量（输入加输出）", "Tokens per day (prompt and output)"),
        T("token/天", "tokens/day"),
    ),
    "token_price_input": (
        T("输入 token 单价（示例）", "Input token price (example)"),
        T("{cur}/百万 token", "{cur} per million tokens"),
    ),
    "token_price_output": (
        T("输出 token 单价（示例）", "Output token price (example)"),
        T("{cur}/百万 token", "{cur} per million tokens"),
    ),
}
COMPONENT_LABELS: dict[str, Bilingual] = {
    "compute": T("有效算力", "Useful compute"),
    "idle": T("利用率损失（闲置）", "Idle capacity (utilization)"),
    "restarts": T("检查点与故障重跑", "Checkpoints and failure reruns"),
    "queue": T("排队等待（人力）", "Queue wait (staff)"),
    "storage": T("存储", "Storage"),
    "staff": T("人力", "Staff"),
}
# Where a value came from, when it is not a paper or prices.yaml entry.
SOURCES: dict[str, Bilingual] = {
    "input": T("你的输入", "your input"),
    "derived": T("由参数量推算（近似）", "derived from the parameter count (approximation)"),
    "mha": T(
        "未给出时按多头注意力（每个查询头一个 KV 头，KV 缓存偏大、偏保守）；"
        "分组查询注意力模型请填 kv_heads（如 Llama 3 为 8）",
        "when not given, multi-head attention (one KV head per query head: the larger, safer KV "
        "cache); give kv_heads for grouped-query models (Llama 3: 8)",
    ),
    "profile": T("prices.yaml 示例模式配置", "example mode profile in prices.yaml"),
    "gpu": T("prices.yaml 示例默认 GPU", "example default GPU in prices.yaml"),
    "recompute": T(
        "仅当不开启时所定卡数装不下该任务才开启",
        "on only when the sized GPUs cannot hold the job without it",
    ),
    "sized": T(
        "按目标时长（含故障重跑）与显存下限定卡数：单节点内取 1、2、4、8 卡，超过则取整到 8 卡节点",
        "sized for the target duration (restarts included) and the memory floor: 1, 2, 4 or 8 GPUs "
        "within a node, whole 8-GPU nodes beyond",
    ),
    "memfloor": T(
        "显存装下权重与 KV 缓存的最少卡数（1、2、4、8 卡，超过取整到 8 卡节点）",
        "the fewest GPUs whose memory holds the weights and KV cache (1, 2, 4, 8, then whole 8-GPU nodes)",
    ),
    "traffic": T(
        "按高峰流量、时延目标与显存带宽限制的解码吞吐，取整个张量并行副本（1、2、4、8 卡，超过取整到节点）",
        "sized for the peak traffic at the latency target, decode bounded by memory bandwidth, in whole "
        "tensor-parallel replicas (1, 2, 4, 8, then whole nodes)",
    ),
    "rps": T(
        "由每日 token 量与每次请求的输入输出长度换算", "from tokens per day and the prompt and output lengths"
    ),
    "storage": T(
        "数据（数据规模答案或约 4 字节/token）加保留的检查点",
        "data (data-scale answer or ≈4 bytes per token) plus kept checkpoints",
    ),
    "user_gpu": T("你提供的 GPU 参数", "your GPU's figures"),
    "young_daly": T(
        "按 Young 1974 / Daly 2006 的最优间隔 √(2·写入耗时·平均故障间隔) 推算，限制在 3 分钟到 24 小时之间",
        "Young 1974 / Daly 2006 optimum √(2 · write time · mean time between failures), kept between "
        "3 minutes and 24 hours",
    ),
}
S10 = T("；源文档引 IDC：企业常见 51%–70% [S10]", "; the source document cites 51–70% as common [S10]")


class Listing:
    """Collects assumptions as {id, label, value, unit, kind, source, range?} in `lang`."""

    def __init__(self, prices: Prices, lang: str) -> None:
        self.prices, self.lang = prices, lang
        self.items: list[dict[str, Any]] = []

    def add(self, aid: str, value: Any, kind: str, source: str | None = None, rng: Any = None) -> Any:
        cur = self.prices.currency
        if aid in self.prices.assumptions_by_id:
            a = self.prices.assumptions_by_id[aid]
            label, unit = a.label.get(self.lang), a.unit.get(self.lang)
            source = source or a.source
            rng = rng if rng is not None or kind == "input" else a.range
        else:
            label, unit = (text(x, self.lang) for x in LABELS[aid])
        if kind == "input":
            source = text(SOURCES["input"], self.lang)
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

    def source(self, key: str) -> str:
        return text(SOURCES[key], self.lang)
