"""The estimator's own strings, one {zh, en} table shape, and the listing of every assumption
(value, unit, kind, source) in the user's language. The language is picked in one place:
`text(...)`."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from compute_advisor.rules.cost.prices import Prices, load_prices

Bilingual = dict[str, str]


def T(zh: str, en: str) -> Bilingual:
    return {"zh": zh, "en": en}


def text(entry: Bilingual, lang: str) -> str:
    """`entry` in `lang`; Chinese unless English is asked for."""
    return entry["en"] if lang == "en" else entry["zh"]


_CURRENCY: dict[str, Bilingual] = {"CNY": T("元", "CNY")}


def currency_label(currency: str, lang: str) -> str:
    """The currency as the user's language writes it in units (元 in Chinese)."""
    return text(_CURRENCY[currency], lang) if currency in _CURRENCY else currency


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
    "data_tb": (T("待处理数据量", "Data to process"), T("TB", "TB")),
    "requests_per_s": (T("平均请求速率", "Average request rate"), T("次/秒", "requests/s")),
    "requests_per_day": (T("日均请求量", "Requests per day"), T("次/天", "requests/day")),
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
# The baseline's figures (baseline.compute / memory / storage and each mode's), label and unit.
FIGURE_LABELS: dict[str, tuple[Bilingual, Bilingual]] = {
    "method": (T("方式", "Method"), T("", "")),
    "flops": (
        T("训练计算量（模型 FLOPs，6·N·D）", "Training compute (model FLOPs, 6·N·D)"),
        T("FLOPs", "FLOPs"),
    ),
    "hardware_flops": (
        T("实际计算量（含重计算）", "Hardware FLOPs (recompute included)"),
        T("FLOPs", "FLOPs"),
    ),
    "flops_per_param_token": (
        T("每参数每 token 计算量", "FLOPs per parameter per token"),
        T("FLOPs", "FLOPs"),
    ),
    "useful_gpu_hours": (T("有效卡时", "Useful GPU-hours"), T("卡·时", "GPU-hours")),
    "gpus": (T("GPU 数量", "GPUs"), T("卡", "GPUs")),
    "tensor_parallel": (T("张量并行度", "Tensor-parallel degree"), T("卡", "GPUs")),
    "run_days": (T("运行时长（不含故障与排队）", "Run time (before restarts and queueing)"), T("天", "days")),
    "tokens_per_s_at_assumed_mfu": (
        T("按假定 MFU 的训练吞吐", "Training throughput at the assumed MFU"),
        T("token/秒", "tokens/s"),
    ),
    "checkpoint_interval_hours": (
        T("检查点间隔（Young/Daly 最优）", "Checkpoint interval (Young/Daly optimum)"),
        T("小时", "hours"),
    ),
    "effective_training_time": (T("有效训练时间占比", "Effective training time"), T("比例", "fraction")),
    "flops_per_token": (T("每 token 推理计算量", "Inference FLOPs per token"), T("FLOPs", "FLOPs")),
    "serving_gpu_hours": (T("服务期预留卡时", "GPU-hours reserved for the period"), T("卡·时", "GPU-hours")),
    "batch_per_replica": (T("每副本并发序列", "Sequences per replica"), T("条", "sequences")),
    "decode_tokens_per_s_per_replica": (
        T("每副本解码吞吐", "Decode throughput per replica"),
        T("token/秒", "tokens/s"),
    ),
    "decode_bound": (T("解码瓶颈", "Decode bound by"), T("", "")),
    "ms_per_output_token": (T("每个输出 token 的时延", "Time per output token"), T("毫秒", "ms")),
    "gpu_seconds_per_request": (T("每次请求占用", "GPU time per request"), T("卡·秒", "GPU-seconds")),
    "requests_per_s": (T("平均请求速率", "Average request rate"), T("次/秒", "requests/s")),
    "tokens_per_day": (T("每日 token 量", "Tokens per day"), T("token/天", "tokens/day")),
    "total_gb": (T("合计（所用配置）", "Total (the setup in use)"), T("GB", "GB")),
    "total_gib": (T("合计（所用配置）", "Total (the setup in use)"), T("GiB", "GiB")),
    "floor_gb": (T("最少所需（允许重计算）", "Least the job needs (recompute allowed)"), T("GB", "GB")),
    "per_gpu_gb": (T("每卡占用", "Used per GPU"), T("GB", "GB")),
    "usable_per_gpu_gb": (T("每卡可用", "Usable per GPU"), T("GB", "GB")),
    "min_gpus": (T("显存所需最少卡数", "Fewest GPUs memory allows"), T("卡", "GPUs")),
    "activation_recompute": (T("激活重计算", "Activation recomputation"), T("", "")),
    "activations_per_gpu_gb": (T("每卡激活值", "Activations per GPU"), T("GB", "GB")),
    "weights": (T("权重", "Weights"), T("GB", "GB")),
    "gradients": (T("梯度", "Gradients"), T("GB", "GB")),
    "optimizer": (T("优化器状态", "Optimizer states"), T("GB", "GB")),
    "activations": (T("激活值", "Activations"), T("GB", "GB")),
    "kv_cache": (T("KV 缓存", "KV cache"), T("GB", "GB")),
    "node_hours": (T("数据处理节点时", "Processing node-hours"), T("节点·时", "node-hours")),
    "nodes": (T("数据处理节点", "Processing nodes"), T("个", "nodes")),
    "network_tb": (T("需传输的数据", "Data to move"), T("TB", "TB")),
    "processing_days": (T("处理时长", "Processing time"), T("天", "days")),
    "total_tb": (T("存储合计", "Storage in all"), T("TB", "TB")),
    "data_tb": (T("数据", "Data"), T("TB", "TB")),
    "checkpoints_tb": (T("检查点与权重", "Checkpoints and weights"), T("TB", "TB")),
    "processed_tb": (T("处理后数据", "Processed data"), T("TB", "TB")),
    "calendar_days": (
        T("日历天数（含排队与故障）", "Calendar days (queue and restarts included)"),
        T("天", "days"),
    ),
    "billed_gpu_hours": (T("计费卡时", "Billed GPU-hours"), T("卡·时", "GPU-hours")),
    "cost_per_million_tokens": (
        T("每百万 token 成本", "Cost per million tokens"),
        T("{cur}/百万 token", "{cur} per million tokens"),
    ),
}


# Words that appear as values (methods, bounds, yes/no) and as the kind of an assumption.
VALUE_LABELS: dict[str, Bilingual] = {
    "full": T("全参训练", "full"),
    "lora": T("LoRA", "LoRA"),
    "qlora": T("QLoRA", "QLoRA"),
    "inference": T("推理", "inference"),
    "data_processing": T("数据处理", "data processing"),
    "memory_bandwidth": T("显存带宽", "memory bandwidth"),
    "compute": T("算力", "compute"),
    "true": T("是", "yes"),
    "false": T("否", "no"),
}
KIND_LABELS: dict[str, Bilingual] = {
    "input": T("你的输入", "your input"),
    "example": T("示例假设", "example"),
    "catalogue": T("产品规格", "datasheet"),
    "derived": T("推算", "derived"),
    "paper": T("论文", "paper"),
    "source_document": T("源文档", "source document"),
}


def words(lang: str) -> dict[str, dict[str, str]]:
    """The value and kind words of an estimate in `lang`, for the front ends."""
    return {
        "values": {k: text(v, lang) for k, v in VALUE_LABELS.items()},
        "kinds": {k: text(v, lang) for k, v in KIND_LABELS.items()},
    }


@lru_cache(maxsize=16)  # every estimate carries them: built once per language (read only)
def figure_labels(lang: str, currency: str) -> dict[str, dict[str, str]]:
    """{key: {label, unit}} for every figure the estimate reports, in `lang`."""
    return {
        k: {
            "label": text(name, lang),
            "unit": text(unit, lang).replace("{cur}", currency_label(currency, lang)),
        }
        for k, (name, unit) in FIGURE_LABELS.items()
    }


COMPONENT_LABELS: dict[str, Bilingual] = {
    "compute": T("有效算力", "Useful compute"),
    "idle": T("利用率损失（闲置）", "Idle capacity (utilization)"),
    "restarts": T("检查点与故障重跑", "Checkpoints and failure reruns"),
    "queue": T("排队等待（人力）", "Queue wait (staff)"),
    "storage": T("存储", "Storage"),
    "network": T("数据传输", "Data transfer"),
    "staff": T("人力", "Staff"),
}
# Where a value came from, when it is not a paper or prices.yaml entry.
SOURCES: dict[str, Bilingual] = {
    "input": T("你的输入", "your input"),
    "derived": T("由参数量推算（近似）", "derived from the parameter count (approximation)"),
    "cpu_node": T("CPU 节点（示例配置）", "CPU node (example configuration)"),
    "data_scale": T("数据规模答案（该档中间值）", "data-scale answer (middle of its band)"),
    "nodes": T("按目标时长定节点数", "nodes for the target duration"),
    "mha": T(
        "未给出时按多头注意力（每个查询头一个 KV 头，KV 缓存偏大、偏保守）；"
        "分组查询注意力模型请填 kv_heads（如 Llama 3 为 8）",
        "when not given, multi-head attention (one KV head per query head: the larger, safer KV "
        "cache); give kv_heads for grouped-query models (Llama 3: 8)",
    ),
    "profile": T("prices.yaml 示例模式配置", "example mode profile in prices.yaml"),
    "gpu": T("prices.yaml 示例默认 GPU", "example default GPU in prices.yaml"),
    "domestic_gpu": T(
        "需要国产化硬件：prices.yaml 的国产默认加速卡",
        "domestic hardware required: the domestic default in prices.yaml",
    ),
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
        "数据（数据规模答案或约 4 字节/token）加保留的检查点（数据处理：加处理后数据）",
        "data (data-scale answer or ≈4 bytes per token) plus kept checkpoints (data processing: plus the "
        "processed data)",
    ),
    "user_gpu": T("你提供的 GPU 参数", "your GPU's figures"),
    "young_daly": T(
        "按 Young 1974 / Daly 2006 的最优间隔 √(2·写入耗时·平均故障间隔) 推算，限制在 3 分钟到 24 小时之间",
        "Young 1974 / Daly 2006 optimum √(2 · write time · mean time between failures), kept between "
        "3 minutes and 24 hours",
    ),
}
S10 = T("；源文档引 IDC：企业常见 51%–70% [S10]", "; the source document cites 51–70% as common [S10]")


# The parts of a listed assumption that do not depend on its value, per (language, id, kind,
# source, range): an estimate lists some 65 assumptions, nearly all the same label, unit and
# source every time. Only for the catalogue's own prices (a caller's other Prices has its own).
_Static = tuple[str, str, str, "tuple[float, float] | None"]
_STATIC: dict[tuple[Any, ...], _Static] = {}
_MAX_STATIC = 8192


class Listing:
    """Collects assumptions as {id, label, value, unit, kind, source, range?} in `lang`."""

    # Whether the estimate listed gets each mode's low/high range: the sizing then works out its
    # own ranges too (inference's GPUs at each end of the sizing assumptions, `gpu_swings`).
    ranged = True

    def __init__(self, prices: Prices, lang: str) -> None:
        self.prices, self.lang = prices, lang
        self.items: list[dict[str, Any]] = []
        self._memo: dict[tuple[Any, ...], _Static] = _STATIC if prices is load_prices() else {}

    def add(self, aid: str, value: Any, kind: str, source: str | None = None, rng: Any = None) -> Any:
        key = (self.lang, aid, kind, source, None if rng is None else (rng.low, rng.high))
        static = self._memo.get(key)
        if static is None:
            static = self._static(aid, kind, source, rng)
            if len(self._memo) < _MAX_STATIC:
                self._memo[key] = static
        label, unit, src, ends = static
        item = {
            "id": aid,
            "label": label,
            "value": sig(value) if isinstance(value, float) else value,
            "unit": unit,
            "kind": kind,
            "source": src,
        }
        if ends is not None:
            item["range"] = {"low": ends[0], "high": ends[1]}
        self.items.append(item)
        return value

    def _static(self, aid: str, kind: str, source: str | None, rng: Any) -> _Static:
        """Label, unit, source and range ends of an assumption as `add` lists it."""
        cur = currency_label(self.prices.currency, self.lang)
        if aid in self.prices.assumptions_by_id:
            a = self.prices.assumptions_by_id[aid]
            label, unit = a.label.get(self.lang), a.unit.get(self.lang)
            source = source or a.source_text(self.lang)
            rng = rng if rng is not None or kind == "input" else a.range
        else:
            label, unit = (text(x, self.lang) for x in LABELS[aid])
        if kind == "input":
            source = text(SOURCES["input"], self.lang)
        ends = None if rng is None else (rng.low, rng.high)
        return label, unit.replace("{cur}", cur), source or "", ends

    def pick(self, aid: str, given: Any, listed_as: str | None = None) -> Any:
        """The user's value if given, else the prices.yaml default (listed either way; under
        the id `listed_as` when given: an example assumption standing in for an input, such as
        the traffic assumed for a usage pattern)."""
        if given is not None:
            value = self.add(aid, given, "input")
        else:
            a = self.prices.assumptions_by_id[aid]
            value = self.add(aid, a.range.default, a.kind)
        if listed_as:
            self.items[-1]["id"] = listed_as
        return value

    def source(self, key: str) -> str:
        return text(SOURCES[key], self.lang)


class Tally(Listing):
    """A listing that keeps only each assumption's id and value, as `Listing.add` lists them
    (no label, unit, source or range): for estimates that only rank modes (the swap search's
    re-sizing), which read a value or two back and show nothing. An estimate lists some 65
    assumptions; their text is most of what such an estimate would otherwise build. Such an
    estimate has no ranges, so its sizing skips theirs (`gpu_swings`: six layout searches)."""

    ranged = False

    def add(self, aid: str, value: Any, kind: str, source: str | None = None, rng: Any = None) -> Any:
        self.items.append({"id": aid, "value": sig(value) if isinstance(value, float) else value})
        return value


class Unlisted(Tally):
    """A listing that keeps nothing: for a mode's cost in a brief estimate, which lists none of
    the mode's own lines (`mode_costs._brief`); its values are used, not written down."""

    def add(self, aid: str, value: Any, kind: str, source: str | None = None, rng: Any = None) -> Any:
        return value
