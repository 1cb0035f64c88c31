"""Answers → the task baseline: how big the job is before any mode is considered.

The source's first step is "记录任务基线" (memory, run time, data volume, peak throughput); the
decision starts here. `task_baseline` sizes the task with the cost estimator (one sizing
formula in the project: `rules/cost/estimate.py`), turns the sizing into facts the rule engine
reads (scale, GPU-hour band, long run, whether owned hardware holds the job) and keeps each
feasible mode's cost to target for the decision. Missing answers get stated defaults."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from compute_advisor.rules.capabilities import SCALES
from compute_advisor.rules.cost.estimate import Deferred, estimate_from_answers
from compute_advisor.rules.cost.prices import COSTED_TASKS, TRAINING_TASKS, load_prices
from compute_advisor.rules.cost.serving import assumed_traffic
from compute_advisor.rules.model import FactDef, fact_def
from compute_advisor.rules.vocabulary import Lang, Text

DOMESTIC_GPU = "ascend_910b_64gb"
# The catalogue GPU (rules/data/prices.yaml) the owned cards are judged on, by the class the team
# says they are in (`owned_gpu_kind`); 80 GB cards, or no class said, are the estimate's own
# (A100 80GB). Whether owned cards hold a job is a question of their memory and speed.
OWNED_KIND_GPU: dict[str, str] = {
    "gpu_48gb": "l40s_48gb",
    "gpu_24gb": "rtx_4090_24gb",
    "domestic": DOMESTIC_GPU,
}
GPUS_PER_NODE = 8
# Owned hardware, by answer, when the team has not said how many GPUs it owns (`owned_gpus`):
# "a few servers or cards" is taken as at most one 8-GPU node; a cluster as large enough for the
# job (a pilot on it settles that). A stated count replaces either.
OWNED_GPUS: dict[str, float] = {"none": 0, "some": GPUS_PER_NODE, "cluster": float("inf")}
# What an answer of owning hardware surely holds whatever the count: at least one card; a cluster
# at least two nodes. A job beyond it is said to fit on the default count taken above, not on the
# team's word ("owned_count_assumed"): the advice says so and asks for the count.
SURELY_OWNED: dict[str, int] = {"some": 1, "cluster": 2 * GPUS_PER_NODE}
# Answers the baseline reads only into its facts (whether owned hardware holds the job, and
# whether the run on it is long): the estimate, the costs and the rules do not read them, so two
# answer sets that differ only in these and give the same facts get the same advice (the what-if
# weighs such a question's candidate answers by their facts, not by one assessment each).
FACT_ONLY_QUESTIONS = frozenset({"owned_gpus"})
# Training tokens assumed when the answer is missing, per task (billions of tokens).
DEFAULT_TOKENS_B: dict[str, Any] = {
    "pretraining": lambda params_b: 20 * params_b,  # compute-optimal ratio, Hoffmann et al. 2022
    "continued_training": lambda params_b: 20.0,
    "fine_tuning": lambda params_b: 1.0,
}
GPU_HOUR_BANDS = ((100, "tiny"), (2_000, "small"), (50_000, "medium"), (float("inf"), "large"))
# A run is long when a failure without checkpoint resume would cost days of work: it lasts five
# days or more on any hardware (twenty-first holdout c04: 5.6 days on two GPUs), or two days or
# more on many GPUs (failures come from every GPU of the run) or on desktop-class cards. Many
# GPUs: 16 GPU-days or more, a whole node for two days or half a node for four (twelfth holdout
# s13: 64 GPUs for 2.4 days; nineteenth f21: 2.4 days on eight owned Ascend cards; twentieth m22:
# 5.6 days on four cards of an owned node).
LONG_RUN_DAYS = 5
LONG_NODE_RUN_DAYS = 2
LONG_RUN_GPU_DAYS = 16
# Owned cards that finish a training run within this many times its target carry it (a little later).
NEAR_TARGET = 1.25
# One or two cards owned: a workstation, not servers (eighteenth holdout j10, nineteenth f08).
WORKSTATION_GPUS = 2
# A fleet this large, not owned, is a supply question whether it is bought or rented.
FLEET_THOUSANDS = 1_000
ALL_MODES = (
    "self_built",
    "online_model_api",
    "partner",
    "serverless_api",
    "private_deployment",
    "appliance",
    "hosted_compute",
)

FACTS: list[FactDef] = [
    fact_def("scale_one_gpu", "一张 GPU 即可", "fits one GPU"),
    fact_def("scale_one_node", "一台 8 卡服务器即可", "fits one 8-GPU node"),
    fact_def("scale_multi_node", "需要多台服务器（≤64 卡）", "needs several nodes (≤64 GPUs)"),
    fact_def("scale_cluster", "需要集群规模（>64 卡）", "needs cluster scale (>64 GPUs)"),
    fact_def("gpu_hours_tiny", "不足 100 卡时", "under 100 GPU-hours"),
    fact_def("gpu_hours_small", "100–2,000 卡时", "100–2,000 GPU-hours"),
    fact_def("gpu_hours_medium", "2,000–50,000 卡时", "2,000–50,000 GPU-hours"),
    fact_def("gpu_hours_large", "50,000 卡时以上", "over 50,000 GPU-hours"),
    fact_def(
        "fleet_to_source", "需要上千张卡，且不是已有可用的", "needs a thousand GPUs or more, not ones owned"
    ),
    fact_def(
        "long_run",
        "单次运行五天以上，或运行两天以上且累计 16 卡·天以上（如整台服务器两天），"
        "或在桌面级显卡上运行两天以上",
        "a run of five days or more, or of two days or more that takes 16 GPU-days or more (a whole "
        "node for two days) or runs on desktop-class cards",
    ),
    fact_def("owned_fits", "现有硬件能承载该任务", "owned hardware holds the job"),
    fact_def(
        "owned_workstation",
        "任务在自有的一两张卡上就能跑（工作站级，不必运维服务器）",
        "the job runs on the one or two cards owned (a workstation: no servers to operate)",
    ),
    fact_def(
        "server_ops",
        "自己运行意味着运维服务器或集群",
        "running it yourself means operating servers or a cluster",
    ),
    fact_def(
        "served_model_unsaid",
        "推理服务未说明跑的是公开模型还是自己的权重",
        "a service that has not said whether it runs a published model or its own weights",
    ),
    fact_def(
        "owned_count_said",
        "现有硬件能承载该任务，按所说的卡数（或无论卡数多少都够）",
        "owned hardware holds the job on the count said (or on any count)",
    ),
    fact_def(
        "owned_count_assumed",
        "现有硬件按默认卡数计能承载该任务，卡数未说明",
        "owned hardware holds the job on the default count taken, the count not said",
    ),
    fact_def("owned_too_small", "现有硬件不足以承载该任务", "owned hardware is too small for the job"),
    fact_def(
        "hardware_unstated",
        "至少需要一台 8 卡服务器，且未说明现有硬件",
        "needs a whole 8-GPU server or more, and what is owned is not said",
    ),
]


@dataclass(frozen=True)
class TaskBaseline:
    """The sized task. `scale` is None when the answers do not allow sizing (no model size, or
    a data-processing task); the facts then say nothing about scale."""

    scale: str | None = None
    gpus: int | None = None
    min_gpus: int | None = None
    nodes: int | None = None
    gpu_hours: float | None = None
    gpu_hour_band: str | None = None
    run_days: float | None = None
    data_tb: float | None = None
    gpu: str | None = None
    owned_fits: bool | None = None
    owned: str | None = None  # the existing-hardware answer: none | some | cluster
    owned_gpus: float | None = None  # how many GPUs they own, when they said
    facts: tuple[str, ...] = ()
    assumptions: tuple[Text, ...] = ()
    costs: dict[str, dict[str, Any]] = field(default_factory=dict)
    estimate: dict[str, Any] | None = field(default=None, repr=False)  # the estimator's, shared: read only
    sized_as_answered: bool = False  # no assumed training-data size went into the estimate
    # Some mode has a cost to target for this task (`costs` may hold only the modes asked for).
    costed: bool = False
    # Per costed mode, its low/high range (`estimate` has none: most modes are only ranked),
    # computed when called, once.
    range_of: Mapping[str, Callable[[], dict[str, float]]] = field(
        default_factory=dict, repr=False, compare=False
    )

    def to_dict(self, lang: str = "zh") -> dict[str, Any]:
        return {
            "scale": self.scale,
            "gpus": self.gpus,
            "min_gpus": self.min_gpus,
            "nodes": self.nodes,
            "gpu_hours": self.gpu_hours,
            "gpu_hour_band": self.gpu_hour_band,
            "run_days": self.run_days,
            "data_tb": self.data_tb,
            "gpu": self.gpu,
            "owned_fits": self.owned_fits,
            "facts": list(self.facts),
            "assumptions": [a.get(lang) for a in self.assumptions],
        }


def task_baseline(
    answers: Mapping[str, Any],
    lang: str = "zh",
    *,
    modes: tuple[str, ...] = ALL_MODES,
    ranking: bool = False,
) -> TaskBaseline:
    """The baseline of validated, applicable `answers` (`_sized_or_not`), with whether running the
    job means operating servers or only the one or two cards the team owns (a workstation), and
    whether a service has not said which model it serves (sized or not): `_made`."""
    return _sized_or_not(answers, lang, modes=modes, ranking=ranking)


def _made(answers: Mapping[str, Any], facts: tuple[str, ...] = (), **fields: Any) -> TaskBaseline:
    """The baseline of `fields`, its `facts` followed by those of running the job (see
    `task_baseline`): made once, not made and copied with the facts added (a few baselines per
    answer, the swap search's among them)."""
    on_workstation = (
        fields.get("owned_fits") is True
        and answers.get("existing_hardware") == "some"
        and (answers.get("owned_gpus") or WORKSTATION_GPUS + 1) <= WORKSTATION_GPUS
    )
    running = [*facts, "owned_workstation" if on_workstation else "server_ops"]
    if answers.get("task_type") == "inference" and "served_model" not in answers:
        running.append("served_model_unsaid")
    return TaskBaseline(facts=tuple(running), **fields)


def _sized_or_not(
    answers: Mapping[str, Any],
    lang: str = "zh",
    *,
    modes: tuple[str, ...] = ALL_MODES,
    ranking: bool = False,
) -> TaskBaseline:
    """The baseline of validated, applicable `answers` (see the module docstring); `lang` is
    the language of the estimate it keeps (`estimate`), shown with the advice. The estimate has
    no low/high range per mode: only the modes shown need one (`range_of`), the others are
    only ranked (the swap search and what-if questions rank them again and again). `modes`: the
    modes costed (`costs`), for a baseline that only compares those (the swap search's two); the
    facts and `costed` are the same whichever modes are asked for. `ranking`: a baseline that only
    ranks modes (the swap search's re-sizing): the same facts and costs, its `estimate` brief
    (no text, no restarts; see `estimate(brief=True)`) and no `range_of`."""
    task = answers.get("task_type")
    params = answers.get("model_params_b")
    owned = answers.get("existing_hardware")
    if task not in COSTED_TASKS or not params:
        return _unsized(answers, owned)
    assumptions: list[Text] = []
    tokens, tokens_assumed = _tokens(answers, task, params, assumptions)
    domestic = "domestic_hardware" in (answers.get("compliance") or ())
    if domestic:
        assumptions.append(
            Text(
                zh="需要国产化：按国产加速卡（昇腾 910B 示例参数）估算",
                en="Domestic hardware required: sized on a domestic "
                "accelerator (Ascend 910B example figures)",
            )
        )
    calls = answers.get("requests_per_day")  # asked of a service only (the answers are applicable)
    usage = _assumed_traffic(answers, task, assumptions) if calls is None else None
    active = answers.get("active_params_b")
    job = (
        task,
        float(params),
        float(active) if active is not None and active < params else None,
        tokens,
        answers.get("training_days") if task in TRAINING_TASKS else None,
        answers.get("data_scale"),
    )
    gpu = DOMESTIC_GPU if domestic else None
    method = answers.get("finetune_method")  # ... and this of a fine-tune only
    served = answers.get("served_model")  # ... and this of a service only
    lang_ = "en" if lang == "en" else "zh"
    est, range_of = _estimate(
        *job, gpu, lang_, usage=usage, method=method, calls=calls, served=served, modes=modes, brief=ranking
    )
    if est is None:
        return _unsized(answers, owned)
    # The same job sized on the kind of card the team owns, for whether its cards hold it.
    kind_gpu = OWNED_KIND_GPU.get(answers.get("owned_gpu_kind", "")) if owned in ("some", "cluster") else None
    on_owned = None
    if kind_gpu is not None and kind_gpu != gpu:
        on_owned, _ = _estimate(
            *job, kind_gpu, lang_, usage=usage, method=method, calls=calls, modes=(), brief=True
        )

    def quantized() -> dict[str, Any] | None:
        """The service sized on the owned cards with 8-bit weights (asked only when 16 do not fit)."""
        return _estimate(
            *job, kind_gpu or gpu, lang_, usage=usage, calls=calls, modes=(), brief=True, bits=8
        )[0]

    return _sized(
        answers,
        task,
        est,
        assumptions,
        sized_as_answered=not tokens_assumed,
        range_of=range_of,
        on_owned=on_owned,
        quantized=quantized if task == "inference" else None,
    )


def _assumed_traffic(answers: Mapping[str, Any], task: str, assumptions: list[Text]) -> str | None:
    """Inference without traffic figures is sized and billed for the traffic its usage pattern
    suggests (`serving.assumed_traffic`, a project's when not answered): a month's trial of a
    per-token online model costs what its tokens cost, not a month of a reserved GPU. Says so
    in the assumptions and returns the usage pattern the estimate sizes for (None unless
    inference: the usage does not change a training job's sizing)."""
    if task != "inference":
        return None
    aid = assumed_traffic(dict(answers))
    usage = aid.removesuffix("_tokens_per_day")
    per_day = load_prices().default(aid)
    assumptions.append(
        Text(
            zh=f"未给出流量，按“{_USAGE_ZH[usage]}”假定每天约 {per_day / 1e6:g} 百万 token"
            "（按 token 计费的形态按此计价，预留卡时的形态按此配置）",
            en=f"No traffic given: assumed about {per_day / 1e6:g} million tokens a day for {usage} use "
            "(per-token modes are billed for it, reserved GPUs sized for it)",
        )
    )
    return usage


_USAGE_ZH = {"trial": "轻量试用", "project": "按项目阶段使用", "continuous": "长期持续使用"}


def _tokens(
    answers: Mapping[str, Any], task: str, params: Any, assumptions: list[Text]
) -> tuple[float | None, bool]:
    """The training tokens to size with, and whether they were assumed (and said so)."""
    if task not in TRAINING_TASKS:
        return None, False
    tokens = answers.get("dataset_tokens_b")
    if tokens:
        return float(tokens), False
    tokens = round(float(DEFAULT_TOKENS_B[task](params)), 3)
    assumptions.append(
        Text(
            zh=f"未填写训练数据量，按 {tokens:g}B token 估算",
            en=f"Training data not given: sized for {tokens:g}B tokens",
        )
    )
    return tokens, True


def _sized(
    answers: Mapping[str, Any],
    task: str,
    est: dict[str, Any],
    assumptions: list[Text],
    *,
    sized_as_answered: bool,
    range_of: Deferred,
    on_owned: dict[str, Any] | None = None,
    quantized: Callable[[], dict[str, Any] | None] | None = None,
) -> TaskBaseline:
    """The baseline read off the estimate: scale, GPU-hour band, long run, owned hardware
    (judged on `on_owned`, the job sized on the kind of card owned, when that is another; for a
    service the owned cards do not hold at 16 bits, on `quantized()`, its weights at 8)."""
    compute = est["baseline"]["compute"]
    gpus = int(compute["gpus"])
    hours = float(compute.get("useful_gpu_hours") or compute.get("serving_gpu_hours") or 0.0)
    days = compute.get("run_days")
    if days is None:
        days = next((a["value"] for a in est["assumptions"] if a["id"] == "serving_days"), None)
    # The days a training job was sized to finish in: the answer, else the estimate's default.
    target = answers.get("training_days") if task in TRAINING_TASKS else None
    if task in TRAINING_TASKS and not target:
        target = next((a["value"] for a in est["assumptions"] if a["id"] == "target_days"), None)
        if target is not None:
            assumptions.append(
                Text(
                    zh=f"未填写训练时长，按 {target:g} 天内完成估算",
                    en=f"Duration not given: sized to finish in {target:g} days",
                )
            )
    scale = _scale(gpus)
    band = next(name for limit, name in GPU_HOUR_BANDS if hours < limit)
    facts = [f"scale_{scale}", f"gpu_hours_{band}"]
    owned = answers.get("existing_hardware")
    fits: bool | None
    need, floor = gpus, None
    foreign = _foreign_cards(answers)
    if foreign:
        fits = False
        assumptions.append(FOREIGN_NOTE)
    elif owned == "some" and task == "data_processing" and answers.get("data_scale") == "large":
        # Over 10 TB is open-ended (a petabyte too): the sizing at the scale's default volume
        # cannot say a few servers carry it; the same assumption as a job without a model size.
        fits, note = _few_servers_for_data("large")
        assumptions.append(note)
    else:
        # A service sized for an assumed traffic (no calls a day given): judged on whether the
        # owned cards hold the model, the traffic left to the team to measure. A load stated is
        # the load to carry.
        owned_job = on_owned or est
        need = int(owned_job["baseline"]["compute"]["gpus"])
        assumed_load = task == "inference" and "requests_per_day" not in answers
        floor = int(owned_job["baseline"]["memory"]["min_gpus"]) if assumed_load else None
        if on_owned is not None:
            label = on_owned["baseline"]["gpu"]["label"]
            owned_days = on_owned["baseline"]["compute"].get("run_days") if task in TRAINING_TASKS else None
            zh_days = f"，训练约 {owned_days:.1f} 天" if owned_days else ""
            en_days = f", training for about {owned_days:.1f} days" if owned_days else ""
            assumptions.append(
                Text(
                    zh=f"自有的卡按 {label} 计：这项任务在这种卡上要约 {need} 张{zh_days}",
                    en=f"Your GPUs are taken as {label}: on those the job needs about {need}{en_days}",
                )
            )
        have = _owned_count(owned, answers.get("owned_gpus"), assumptions)
        fits = None if have is None else _holds(have, need, floor, assumptions)
        # 8-bit weights at most halve the cards a service needs: past twice the owned ones, no use.
        if (
            fits is False
            and have is not None
            and quantized is not None
            and min(need, floor or need) <= 2 * have
            and (q := quantized()) is not None
        ):
            notes: list[Text] = []
            q_floor = int(q["baseline"]["memory"]["min_gpus"]) if assumed_load else None
            if _holds(have, int(q["baseline"]["compute"]["gpus"]), q_floor, notes):
                fits = True
                assumptions += [QUANTIZED_NOTE, *notes]
    # A training run on owned cards a little short of the sized count runs a little longer there.
    gpus_run = gpus
    stretched = None
    if fits is False and target and not foreign:
        stretched = _stretched(on_owned or est, answers, need, target, assumptions)
    if stretched is not None:
        fits, days, gpus_run = True, max(float(days or 0.0), stretched[0]), stretched[1]
    # Desktop-class cards (no ECC memory, office power and cooling) fail more often: a run of several
    # days on owned ones wants resuming from a checkpoint, as a whole node's does; its days are
    # those on the owned cards (holdouts d11, g17, j16, b28).
    desktop = bool(fits) and answers.get("owned_gpu_kind") == "gpu_24gb"
    if desktop and task in TRAINING_TASKS and on_owned is not None and stretched is None:
        days = max(float(days or 0.0), float(on_owned["baseline"]["compute"].get("run_days") or 0.0))
    if task in TRAINING_TASKS and days is not None and _long_run(float(days), gpus_run, desktop):
        facts.append("long_run")
    if fits is not None:
        facts.append("owned_fits" if fits else "owned_too_small")
    if fits and not foreign:
        facts.append(_count_fact(answers, min(need, floor or need)))
    if owned is None and scale != "one_gpu":
        facts.append("hardware_unstated")
    if gpus >= FLEET_THOUSANDS and not fits:
        facts.append("fleet_to_source")
    return _made(
        answers,
        scale=scale,
        gpus=gpus,
        min_gpus=int(est["baseline"]["memory"]["min_gpus"]),
        nodes=max(1, -(-gpus // GPUS_PER_NODE)),
        gpu_hours=round(hours, 1),
        gpu_hour_band=band,
        run_days=round(float(days), 2) if days is not None else None,
        data_tb=est["baseline"].get("storage", {}).get("data_tb"),
        gpu=est["baseline"]["gpu"]["label"],
        owned_fits=fits,
        owned=owned,
        owned_gpus=answers.get("owned_gpus"),
        facts=tuple(facts),
        assumptions=tuple(assumptions),
        costs={m["id"]: m for m in est["modes"] if m.get("applicable")},
        estimate=est,
        sized_as_answered=sized_as_answered,
        # Whether a mode is costed depends only on the task it covers (mode_cost's first test).
        costed=any(est["task_type"] in load_prices().mode(m).tasks for m in ALL_MODES),
        range_of=range_of,
    )


FOREIGN_NOTE = Text(
    zh="需要国产化，而现有的卡不是国产卡：这项任务不能跑在现有的卡上，按另行获得国产算力计",
    en="Domestic hardware is required and the GPUs you own are not domestic: the job cannot run on "
    "them, and is taken to need domestic compute obtained apart",
)


def _foreign_cards(answers: Mapping[str, Any]) -> bool:
    """Owned cards of a stated non-domestic kind under a domestic-hardware requirement: they cannot
    carry the job, whatever their count (eighteenth holdout j28: an A100 cluster to move off)."""
    return (
        answers.get("existing_hardware") in ("some", "cluster")
        and "domestic_hardware" in (answers.get("compliance") or ())
        and answers.get("owned_gpu_kind") not in (None, "domestic")
    )


QUANTIZED_NOTE = Text(
    zh="以 16 bit 权重自有的卡放不下这个服务；按 8 bit 量化权重（FP8/INT8，推理常用，效果损失通常很小）"
    "计放得下：上线前用自己的评测集核验量化后的效果",
    en="At 16-bit weights the service does not fit the GPUs you own; with 8-bit weights (FP8/INT8, common "
    "for serving, usually a small loss of quality) it does: check the quantized model on your own "
    "evaluation set before going live",
)


def _stretched(
    est: dict[str, Any], answers: Mapping[str, Any], gpus: int, target: float, assumptions: list[Text]
) -> tuple[float, int] | None:
    """A training job sized at `gpus` to finish in `target` days, on owned cards that hold it in
    memory but are fewer: when the run there (the sized run's days of training, restarts and
    checkpoint writes included, scaled by the cards) ends within `NEAR_TARGET` of the target, the
    owned cards carry it, a little later (said in the assumptions): (days it runs there, the
    owned cards); None otherwise. Read off the sizing alone, so a brief estimate gives the same
    answer."""
    have = answers.get("owned_gpus")
    compute = est["baseline"]["compute"]
    if have is None or have < int(est["baseline"]["memory"]["min_gpus"]) or not compute.get("run_days"):
        return None
    effective = float(compute.get("effective_training_time") or 1.0)
    days = float(compute["run_days"]) / effective * gpus / float(have)
    if days > float(target) * NEAR_TARGET:
        return None
    assumptions.append(
        Text(
            zh=f"自有的 {have:g} 张卡放得下这项任务，训练约需 {days:.1f} 天（不含排队），"
            f"与目标的 {target:g} 天相当或稍长（留足余量按 {gpus} 张估算）：可以接受稍晚完成，"
            "或临时补几张卡赶上日期",
            en=f"Your {have:g} GPUs hold the job and would train for about {days:.1f} days (queueing aside), "
            f"about the {target:g} days given or a little over (sized at {gpus} for margin): accept "
            "finishing a little later, or add a few GPUs for the date",
        )
    )
    return days, int(have)


def _long_run(days: float, gpus: int, desktop: bool = False) -> bool:
    return days >= LONG_RUN_DAYS or (
        days >= LONG_NODE_RUN_DAYS and (gpus * days >= LONG_RUN_GPU_DAYS or desktop)
    )


def _scale(gpus: int) -> str:
    if gpus <= 1:
        return SCALES[0]
    if gpus <= GPUS_PER_NODE:
        return SCALES[1]
    return SCALES[2] if gpus <= 64 else SCALES[3]


def _count_fact(answers: Mapping[str, Any], need: float) -> str:
    """Whether owned hardware that holds a job of `need` GPUs does so on what the team said:
    a count it gave, or a job no answer of owning hardware could fall short of (one card for "a
    few servers or cards", two nodes for a cluster); else on the default count taken for it."""
    owned = answers.get("existing_hardware")
    said = answers.get("owned_gpus") is not None or need <= SURELY_OWNED.get(owned or "", 0)
    return "owned_count_said" if said else "owned_count_assumed"


def _owned_count(owned: str | None, count: float | None, assumptions: list[Text]) -> float | None:
    """How many GPUs the team owns, as taken (the `count` they stated, else the default of their
    answer), with the assumption that says so; None when they own none or have not said."""
    if owned is None or owned == "none":
        return None
    if count is not None:
        assumptions.append(
            Text(
                zh=f"按自有的 {count:g} 张卡都可投入这项任务计",
                en=f"Your {count:g} owned GPUs are taken as all free for this job",
            )
        )
        return count
    if owned == "some":
        assumptions.append(
            Text(
                zh="“少量服务器或显卡”按至多一台 8 卡服务器计",
                en="“A few servers or cards” is taken as at most one 8-GPU node",
            )
        )
    else:
        assumptions.append(
            Text(
                zh="假定已有集群足以承载该任务（请用小规模实测确认）",
                en="The owned cluster is assumed large enough for the job (confirm with a pilot)",
            )
        )
    return OWNED_GPUS[owned]


def _holds(have: float, gpus: int, floor: int | None, assumptions: list[Text]) -> bool:
    """Whether `have` owned GPUs carry a job of `gpus`. With a `floor` (serving: the GPUs that hold
    the model; `gpus` is sized for an assumed traffic), owned cards of at least the floor carry it,
    the traffic to be measured (said in the assumptions)."""
    if gpus <= have:
        return True
    if floor is not None and floor <= have:
        assumptions.append(
            Text(
                zh=f"自有的卡放得下这个模型（至少需 {floor} 张）；按假定流量要 {gpus} 张，"
                "请先测自己的实际流量再决定是否扩充",
                en=f"The GPUs you own hold the model (it needs at least {floor}); the assumed traffic "
                f"would take {gpus}: measure your own before adding more",
            )
        )
        return True
    return False


def _unsized(answers: Mapping[str, Any], owned: str | None) -> TaskBaseline:
    """No GPU sizing possible (no model size, or data processing): only what the answers say
    about owned hardware, under a stated assumption for data processing."""
    if _foreign_cards(answers):
        return _made(
            answers, owned_fits=False, owned=owned, facts=("owned_too_small",), assumptions=(FOREIGN_NOTE,)
        )
    if owned == "cluster":
        note = Text(
            zh="假定已有集群足以承载该任务（请用小规模实测确认）",
            en="The owned cluster is assumed large enough for the job (confirm with a pilot)",
        )
        # No size to hold: the cluster holds it on the count said, else on the one taken.
        counted = _count_fact(answers, float("inf"))
        return _made(
            answers, owned_fits=True, owned=owned, facts=("owned_fits", counted), assumptions=(note,)
        )
    if owned == "some" and answers.get("task_type") == "data_processing" and answers.get("data_scale"):
        fits, note = _few_servers_for_data(answers["data_scale"])
        return _made(
            answers,
            owned_fits=fits,
            owned=owned,
            facts=("owned_fits", "owned_count_said") if fits else ("owned_too_small",),
            assumptions=(note,),
        )
    return _made(answers)


def _few_servers_for_data(data_scale: str) -> tuple[bool, Text]:
    """Whether a few owned servers carry a data-processing job of `data_scale`, and the
    assumption that says so: under 10 TB yes; over 10 TB (open-ended) more hardware."""
    fits = data_scale != "large"
    return fits, Text(
        zh="数据处理：按少量服务器能处理 10 TB 以下的数据估计" + ("" if fits else "，10 TB 以上需要更多硬件"),
        en="Data processing: a few servers are taken to handle under 10 TB of data"
        + ("" if fits else "; over 10 TB needs more hardware"),
    )


# Estimates kept: one answer set asks for its own sizing again and again (the swap search's
# owned-hardware changes, what-if questions), and a person changing a non-sizing answer asks for
# it again soon; older ones are rarely asked again. Each kept estimate is a few hundred objects
# that every full pass of the garbage collector walks: 512 of them cost ~0.08 ms per request
# (7 full passes per 1,000 varied requests of ~13 ms each, against ~2 ms with 32).
ESTIMATES_KEPT = 32


@lru_cache(maxsize=ESTIMATES_KEPT)
def _estimate(
    task: str,
    params_b: float,
    active_b: float | None,
    tokens_b: float | None,
    days: float | None,
    data_scale: str | None,
    gpu_type: str | None,
    lang: Lang = "zh",
    usage: str | None = None,
    method: str | None = None,
    calls: float | None = None,
    served: str | None = None,
    modes: tuple[str, ...] = ALL_MODES,
    brief: bool = False,
    bits: int | None = None,
) -> tuple[dict[str, Any] | None, Deferred]:
    """The estimator's result for the sizing answers, without ranges, and each costed mode's
    range on demand (cached: the team's other answers do not change the sizing, so what-if
    questions about them cost nothing here). `bits`: a service's weight precision (16 if None)."""
    answers: dict[str, Any] = {"task_type": task, "model_params_b": params_b}
    if active_b is not None:
        answers["active_params_b"] = active_b
    if tokens_b is not None:
        answers["dataset_tokens_b"] = tokens_b
    if days:
        answers["training_days"] = days
    if data_scale:
        answers["data_scale"] = data_scale
    if usage:
        answers["usage_pattern"] = usage
    if method:
        answers["finetune_method"] = method
    if calls:
        answers["requests_per_day"] = calls
    if served:
        answers["served_model"] = served
    deferred: Deferred = {}
    est = estimate_from_answers(
        answers,
        list(modes),
        lang,
        gpu_type=gpu_type,
        weight_bits=bits,
        ranges=False,
        deferred=None if brief else deferred,
        brief=brief,
    )
    return est, deferred


__all__ = ["FACTS", "TaskBaseline", "task_baseline"]
