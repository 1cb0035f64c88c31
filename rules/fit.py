"""Fit rules written by hand, one topic each: owned hardware, scale against the task baseline,
compliance and workload. Each places one mode on one named criterion at a level of the fit
scale (rules/data/modes.yaml); ids are M901 and up. The rules generated from the capability
table are in rules/modes.py. A statement names only premises its condition checks."""

from __future__ import annotations

from compute_advisor.rules import quotes as Q
from compute_advisor.rules.model import (
    Atom,
    Condition,
    Rule,
    all_of,
    answer,
    answer_not,
    any_fact,
    any_of,
    fact,
    score,
    veto,
)
from compute_advisor.rules.vocabulary import load_vocabulary

_VOCAB = load_vocabulary()


def _label(mode: str, lang: str) -> str:
    return _VOCAB.modes_by_id[mode].label.get(lang)


def _each(
    rid: int,
    when: Atom | Condition,
    modes: tuple[str, ...],
    level: int,
    criterion: str,
    zh: str,
    en: str,
    evidence: str | None,
) -> list[Rule]:
    """One rule per mode in `modes` (ids counting up from M`rid`); `{zh}`/`{en}` in the
    statements is the mode's label."""
    return [
        score(
            f"M{rid + k}",
            when,
            mode,
            level,
            criterion=criterion,
            zh=zh.format(zh=_label(mode, "zh")),
            en=en.format(en=_label(mode, "en")),
            evidence=evidence,
        )
        for k, mode in enumerate(modes)
    ]


_OWN_ENV = ("self_built", "private_deployment", "appliance")
# A cluster-scale fleet to buy and no ops staff at all to run it (M912, M937).
_CLUSTER_TO_BUY_WITHOUT_OPS = all_of(fact("scale_cluster"), fact("needs_purchase"), fact("no_ops_capacity"))
_SHARED = ("online_model_api", "serverless_api")
# The job fits the one server (or few cards) the team owns: who runs it decides (M903, M943).
_ONE_OWNED_SERVER = (
    fact("owned_fits"),
    any_fact("scale_one_gpu", "scale_one_node"),
    answer("existing_hardware", "some"),
)
_DEDICATED_OUTSIDE = ("hosted_compute", "partner")
# The owned hardware holds the job and the job is a trial or one project (M905, M945).
_OWNED_FOR_ONE_OFF = all_of(fact("owned_fits"), answer("usage_pattern", "trial", "project"))
# "Much data" is said of 100 GB and more: a small data-processing trial moves little (M928-M933).
_NOT_SMALL_DATA = answer_not("data_scale", "small")

_HAND = [
    # -- owned hardware ---------------------------------------------------------------
    # Said as a fact on the count the team gave (or a job any owner holds); on the default count
    # taken for "a few servers" or "a cluster", said as what it is, with the count asked for.
    score(
        "M901",
        all_of(fact("owned_fits"), fact("owned_count_said")),
        "self_built",
        2,
        criterion="hardware",
        zh="现有硬件就能承载这项任务，直接用起来，硬件投入已经付过。",
        en="The hardware you own can carry this job: use it; it is already paid for.",
        evidence=Q.SCHEDULE_OWNED,
    ),
    score(
        "M957",
        all_of(fact("owned_fits"), fact("owned_count_assumed")),
        "self_built",
        2,
        criterion="hardware",
        zh="按现有硬件足以承载这项任务计（未说明卡数），直接用起来，硬件投入已经付过；请告知卡数以便核实。",
        en="Taking the hardware you own as enough for this job (you have not said how many GPUs): use it; "
        "it is already paid for. Say how many GPUs to confirm.",
        evidence=Q.SCHEDULE_OWNED,
    ),
    score(
        "M902",
        all_of(fact("owned_fits"), fact("owned_count_said")),
        "private_deployment",
        1,
        criterion="hardware",
        zh="现有硬件能承载这项任务，私有化部署的平台可以直接跑在上面。",
        en="The hardware you own can carry this job, and a privately deployed platform runs on it.",
        evidence=Q.SCHEDULE_OWNED,
    ),
    score(
        "M958",
        all_of(fact("owned_fits"), fact("owned_count_assumed")),
        "private_deployment",
        1,
        criterion="hardware",
        zh="按现有硬件足以承载这项任务计（未说明卡数），私有化部署的平台可以直接跑在上面。",
        en="Taking the hardware you own as enough for this job (GPU count not said), a privately deployed "
        "platform runs on it.",
        evidence=Q.SCHEDULE_OWNED,
    ),
    # On a few cards a platform adds little over running the job directly (M901 leads); on a
    # cluster a platform deployed on it uses the owned compute as fully as running it yourself,
    # so on hardware the two are level and ops and cost decide between them.
    score(
        "M938",
        all_of(fact("owned_fits"), fact("owns_cluster")),
        "private_deployment",
        1,
        criterion="hardware",
        zh="平台部署在自有集群上，已购的算力同样全部用上，与自行调度不相上下。",
        en="Deployed on the cluster you own, the platform puts all of its compute to work, as running it "
        "yourself would.",
        evidence=Q.SCHEDULE_OWNED,
    ),
    score(
        "M903",
        all_of(*_ONE_OWNED_SERVER, answer("ops_capacity", "limited", "dedicated_team")),
        "self_built",
        1,
        criterion="ops",
        zh="任务放得进自有的一台服务器，跑起来不需要集群级运维。",
        en="The job fits the one server you own: running it needs no cluster operations.",
        evidence=None,
    ),
    # With nobody at all to run even the one server (drivers, scheduling, failures), a vendor
    # platform on it is what such teams do (eighth holdout x07, twelfth s12); with a part-time
    # person the server is simply used (fourth holdout t26, M903).
    score(
        "M943",
        all_of(*_ONE_OWNED_SERVER, answer("ops_capacity", "none"), fact("server_ops")),
        "private_deployment",
        1,
        criterion="ops",
        zh="没有运维人员：私有化部署的平台由厂商支持，自有服务器上的驱动、调度和故障处理不必自己承担。",
        en="No ops staff: a vendor-supported platform on the server you own takes drivers, scheduling and "
        "failures off your hands.",
        evidence=None,
    ),
    # An appliance is delivered whole (a server of eight cards): a job of one card leaves the rest
    # idle unless other work fills it (twenty-third holdout v05, an appliance for a 2-3-card load).
    score(
        "M960",
        fact("scale_one_gpu"),
        "appliance",
        -1,
        criterion="hardware",
        zh="智算一体机整机交付（一台多卡服务器），这项任务只用一张卡，其余的卡除非另有任务，否则闲置。",
        en="An appliance comes as a whole multi-GPU server; this job uses one GPU, and the rest sit idle "
        "unless other work fills them.",
        evidence=None,
    ),
    # One or two cards of one's own (a workstation) need no ops staff to run a job on them: the
    # team uses them (eighteenth holdout j10, nineteenth f08).
    score(
        "M953",
        all_of(fact("owned_workstation"), answer("ops_capacity", "none")),
        "self_built",
        1,
        criterion="ops",
        zh="任务在自有的一两张卡上就能跑，是工作站上的活，不需要运维服务器或集群。",
        en="The job runs on the one or two cards you own: workstation work, with no servers or cluster "
        "to operate.",
        evidence=None,
    ),
    score(
        "M904",
        # For one trial or project a part-time hand runs an owned cluster as it is (sixteenth
        # holdout d07); with nobody at all, the platform is how it runs (sixth holdout y21).
        any_of(
            all_of(fact("cluster_needs_ops"), answer("ops_capacity", "none")),
            all_of(fact("cluster_needs_ops"), answer_not("usage_pattern", "trial", "project")),
        ),
        "private_deployment",
        1,
        criterion="ops",
        zh="已有集群但运维能力有限，由平台方提供软件与支持的私有化部署能把集群用起来。",
        en="You own a cluster but have thin ops: a vendor-supported platform deployed on it puts it to work.",
        evidence=Q.SCHEDULE_OWNED,
    ),
    score(
        "M945",
        _OWNED_FOR_ONE_OFF,
        "private_deployment",
        -1,
        criterion="start",
        zh="即使部署在已有硬件上，私有化平台也要几周的安装与对接，对试用或单个项目来说偏长。",
        en="Even on hardware you own, a privately deployed platform takes weeks of installation and "
        "integration: long for a trial or a single project.",
        evidence=None,
    ),
    score(
        "M905",
        _OWNED_FOR_ONE_OFF,
        "self_built",
        1,
        criterion="start",
        zh="在已有硬件上马上就能开始，不必等采购。",
        en="It can start now on hardware you own, with no procurement to wait for.",
        evidence=None,
    ),
    # -- scale against the task baseline ----------------------------------------------------
    score(
        "M906",
        any_fact("scale_one_gpu", "scale_one_node"),
        "partner",
        -2,
        criterion="scale",
        zh="按任务基线，一台服务器就能完成，与合作方共建算力投入过大、周期过长。",
        en="By the task baseline one node does the job: co-building "
        "compute with a partner is out of proportion.",
        evidence=None,
    ),
    # A continuous service's baseline is one month of serving: its GPU-hours recur every month,
    # so a small month does not make buying out of proportion.
    *_each(
        907,
        any_of(
            all_of(
                fact("needs_purchase"),
                any_fact("gpu_hours_tiny", "gpu_hours_small"),
                answer_not("task_type", "inference"),
            ),
            all_of(
                fact("needs_purchase"),
                any_fact("gpu_hours_tiny", "gpu_hours_small"),
                answer_not("usage_pattern", "continuous"),
            ),
        ),
        _OWN_ENV,
        -1,
        "scale",
        "按任务基线只需不到 2,000 卡时，为此采购硬件搭建{zh}得不偿失。",
        "By the task baseline the job needs under 2,000 GPU-hours: "
        "buying hardware for {en} is out of proportion.",
        Q.COST_TO_TARGET,
    ),
    # ... and a one-off on top of that: the hardware bought stands idle after it (seventeenth
    # holdout g09: a ¥10k fine-tune for a regulated team that could rent in the country).
    *_each(
        950,
        all_of(
            fact("needs_purchase"),
            any_fact("gpu_hours_tiny", "gpu_hours_small"),
            answer("usage_pattern", "trial", "project"),
        ),
        _OWN_ENV,
        -1,
        "scale",
        "按任务基线只需不到 2,000 卡时，又只是一次项目或试用：为{zh}采购的硬件之后会闲置。",
        "Under 2,000 GPU-hours by the task baseline, for one project or a trial: the hardware bought "
        "for {en} would stand idle after it.",
        Q.COST_TO_TARGET,
    ),
    # ... and a larger one-off with nothing owned to top up: the hardware bought for it stands idle
    # after it all the same (nineteenth holdout f13: a 信创 telecom's one full 32B fine-tune of some
    # 6,000 card-hours, whose amortised purchase looked near the rent). A team owning servers may be
    # topping them up (third holdout k22).
    *_each(
        954,
        all_of(
            fact("needs_purchase"),
            fact("gpu_hours_medium"),
            answer("usage_pattern", "trial", "project"),
            answer("existing_hardware", "none"),
        ),
        _OWN_ENV,
        -1,
        "scale",
        "只是一次项目或试用，又没有自有硬件：为{zh}采购的硬件在这项任务之后会闲置，按摊销算出的成本低估了实际花费。",
        "One project or a trial, with no hardware of your own: the hardware bought for {en} would stand "
        "idle after this job, so its amortised cost understates what it would really cost.",
        Q.COST_TO_TARGET,
    ),
    score(
        "M910",
        all_of(any_fact("scale_multi_node", "scale_cluster"), fact("needs_purchase")),
        "hosted_compute",
        2,
        criterion="scale",
        zh="按任务基线需要多台服务器而自有硬件不足，托管算力按卡时租用多机，无需购置硬件。",
        en="By the task baseline the job needs several nodes, more than you own: hosted compute rents them "
        "per GPU-hour without buying hardware.",
        evidence=Q.COMPUTE_OFFERED,
    ),
    # A load kept busy all year on a budget to buy, with people to run the hardware: renting it
    # without buying (M910) is a smaller advantage than for a one-off job. Busy: each run is
    # thousands of GPU-hours; a small run repeated (a day a week) leaves bought nodes idle, and
    # renting keeps its advantage. With no ops staff at all, buying stays marked down (M912, M937).
    score(
        "M939",
        all_of(
            any_fact("scale_multi_node", "scale_cluster"),
            any_fact("gpu_hours_medium", "gpu_hours_large"),
            fact("needs_purchase"),
            answer("budget_model", "capex"),
            answer("usage_pattern", "continuous"),
            answer("ops_capacity", "limited", "dedicated_team"),
        ),
        "hosted_compute",
        -1,
        criterion="scale",
        zh="负载持续、每次运行数千卡时以上，预算按一次性采购，也有人运维：整年租用通常比买下更贵，租用的优势变小。",
        en="A continuous load of thousands of GPU-hours a run, on a budget to buy and with people to run "
        "the hardware: renting it all year usually costs more than owning it, so renting gains less.",
        evidence=None,
    ),
    # Several nodes bought for one project or a trial: the estimate amortises owned hardware over
    # four years, which holds only if more work follows; for the project alone the purchase costs
    # many times the rented GPU-hours, and the hardware stands idle after it (eleventh holdout r12).
    *(
        score(
            rule_id,
            # All of it bought (no hardware of one's own), or a cluster's worth: a server or two
            # topping up owned ones is another matter.
            any_of(
                all_of(
                    fact("scale_multi_node"),
                    fact("needs_purchase"),
                    answer("usage_pattern", "trial", "project"),
                    answer("existing_hardware", "none"),
                ),
                all_of(
                    fact("scale_cluster"),
                    fact("needs_purchase"),
                    answer("usage_pattern", "trial", "project"),
                ),
            ),
            mode,
            -2,
            criterion="hardware",
            zh=f"为一个项目或试用买下多台服务器（{label_zh}）：估算按 4 年折旧计，只有之后还有活儿时才成立；"
            "只算这个项目，买断远贵于租用，项目结束后硬件闲置。",
            en=f"Buying several nodes ({label_en}) for one project or a trial: the estimate amortises them "
            "over four years, which holds only if more work follows; for this project alone buying costs "
            "far more than renting, and the hardware stands idle after it.",
            evidence=None,
        )
        for rule_id, mode, label_zh, label_en in (
            ("M941", "self_built", "自建算力集群", "self-built cluster"),
            ("M942", "private_deployment", "私有化部署", "private deployment"),
        )
    ),
    # A whole server's worth of GPUs or more and nothing said of what is owned: until the team
    # says, the lead does not presume a server or cluster owned or bought (twelfth to sixteenth
    # holdouts s26, a29, b26, d29: every writer rents provisionally; twenty-fifth e30, one node);
    # the advice is open and asks (explain.py).
    *_each(
        947,
        fact("hardware_unstated"),
        ("self_built", "private_deployment", "partner"),
        -2,
        "hardware",
        "这项任务至少要一台 8 卡服务器，还没说明现有硬件：{zh}要用已有的卡或新投入硬件，"
        "新投入只有之后还有持续的任务才划算；说明之前先不以它为首选。",
        "The job needs a whole 8-GPU server or more and what you own is not said yet: {en} runs on "
        "cards you have or on new hardware, which pays only if more work follows; it does not lead "
        "until you say.",
        None,
    ),
    # A team with its own dedicated ops team can run a cluster it buys; sharing one with a partner
    # helps the teams that cannot run it alone (fourteenth holdout a15).
    score(
        "M911",
        all_of(fact("scale_cluster"), fact("needs_purchase"), answer_not("ops_capacity", "dedicated_team")),
        "partner",
        1,
        criterion="scale",
        zh="集群规模的任务，自有硬件不足，也没有能独立运行集群的运维团队：与合作方共建可分担投入和运维。",
        en="A cluster-scale job, without enough hardware of your own or a team that could run a cluster "
        "alone: co-building shares the investment and the running of it.",
        evidence=Q.THREE_MODES,
    ),
    # Buying a cluster-scale fleet needs people to run it before it does any work: with no ops
    # staff at all, the modes that put bought hardware in your own environment wait on an ops
    # team (or an on-site operations contract) being hired first.
    score(
        "M912",
        _CLUSTER_TO_BUY_WITHOUT_OPS,
        "self_built",
        -1,
        criterion="hardware",
        zh="按任务基线要新购集群规模的硬件，而团队没有运维人员：先得组建运维团队，硬件才能用起来。",
        en="By the task baseline you would buy a cluster-scale fleet with no ops staff to run it: "
        "an ops team has to be hired before the hardware does any work.",
        evidence=Q.HOSTED,
    ),
    score(
        "M937",
        _CLUSTER_TO_BUY_WITHOUT_OPS,
        "private_deployment",
        -1,
        criterion="hardware",
        zh="按任务基线要新购集群规模的硬件：平台软件由厂商提供，但这么多台自有服务器的机房与硬件运维，"
        "没有运维人员就得另签驻场运维。",
        en="By the task baseline you would buy a cluster-scale fleet: the vendor supplies the platform "
        "software, but with no ops staff the servers and the machine room need an on-site operations "
        "contract as well.",
        evidence=None,
    ),
    # -- compliance ---------------------------------------------------------------------------
    # The "数据合规私有化" passage describes the hosted platform's paths and argues for them over
    # building your own (rules/data/evidence_stances.yaml): it supports M914/M915, not self-build.
    *_each(
        913,
        fact("strict_data_residency"),
        ("self_built",),
        1,
        "compliance",
        "数据合规要求高，{zh}让数据留在自有环境。",
        "Strict data compliance: {en} keeps the data in your own environment.",
        None,
    ),
    *_each(
        914,
        fact("strict_data_residency"),
        ("private_deployment", "appliance"),
        1,
        "compliance",
        "数据合规要求高，{zh}让数据留在自有环境。",
        "Strict data compliance: {en} keeps the data in your own environment.",
        Q.HOSTED_PATHS,
    ),
    *_each(
        916,
        fact("strict_data_residency"),
        _SHARED,
        -2,
        "compliance",
        "数据合规要求高，{zh}是多租户共享的公共服务，数据要交给服务方处理。",
        "Strict data compliance: {en} is a shared, multi-tenant "
        "public service that processes the data itself.",
        Q.HOSTED_PATHS,
    ),
    *_each(
        918,
        fact("strict_data_residency"),
        _DEDICATED_OUTSIDE,
        -1,
        "compliance",
        "数据合规要求高，{zh}把数据放到自有环境之外的专用资源上，需要额外的合规安排。",
        "Strict data compliance: {en} puts the data on dedicated resources outside your own environment, "
        "which needs extra compliance work.",
        Q.HOSTED_PATHS,
    ),
    score(
        "M920",
        fact("in_country_only"),
        "online_model_api",
        -1,
        criterion="compliance",
        zh="数据不能出境，需确认在线大模型服务的数据存放与处理地。",
        en="Data must stay in the country; where an online model stores and processes it must be confirmed.",
        evidence=None,
    ),
    # What cannot meet a requirement is ruled out, not marked down: ranked first with "cannot
    # meet" beside it, it was advice against itself.
    veto(
        "M944",
        answer("served_model", "own_weights"),
        "online_model_api",
        zh="在线大模型服务调用的是服务商的模型，跑不了你们自己训练或微调的权重。",
        en="An online model service runs the provider's models, not the weights you trained or fine-tuned.",
        evidence=None,
    ),
    score(
        "M946",
        all_of(answer("served_model", "own_weights"), fact("inference_workload")),
        "serverless_api",
        -1,
        criterion="workload",
        zh="自己的权重要放上 Serverless API，得平台支持自定义模型：按 token 计价一般只适用于平台底座上的 "
        "LoRA 适配器，整套自有权重按运行时长（卡时）计费，估算也按卡时算。先确认平台支持。",
        en="Your own weights run on a serverless API only where the platform takes custom models: per-token "
        "prices usually hold only for LoRA adapters on its base models, and full weights of your own are "
        "billed by run time (GPU-hours), as the estimate bills them. Confirm the platform takes them.",
        evidence=None,
    ),
    veto(
        "M921",
        fact("domestic_stack"),
        "online_model_api",
        zh="在线大模型运行在服务商的硬件上，无法满足国产化软硬件要求。",
        en="Online models run on the provider's hardware, which cannot meet a domestic-hardware requirement.",
        evidence=None,
    ),
    veto(
        "M922",
        fact("domestic_stack"),
        "serverless_api",
        zh="公有 Serverless API 的底层硬件不由你选定，无法保证满足国产化软硬件要求。",
        en="You do not choose the hardware under a public serverless "
        "API, so it cannot assure a domestic-hardware requirement.",
        evidence=None,
    ),
    *_each(
        923,
        fact("domestic_stack"),
        _OWN_ENV,
        1,
        "compliance",
        "国产化要求下，{zh}可以自主选定国产硬件。",
        "Under a domestic-hardware requirement, {en} lets you choose the domestic hardware.",
        Q.DOMESTIC_ADAPTED,
    ),
    # -- workload -------------------------------------------------------------------------------
    score(
        "M926",
        fact("inference_workload"),
        "serverless_api",
        1,
        criterion="workload",
        zh="推理服务按调用计费、弹性伸缩，Serverless API 契合。",
        en="Inference billed per call with elastic scaling suits a serverless API.",
        evidence=None,
    ),
    score(
        "M927",
        fact("inference_workload"),
        "online_model_api",
        1,
        criterion="workload",
        zh="推理场景可直接调用在线大模型。",
        en="Inference can call online models directly.",
        evidence=Q.THREE_MODES,
    ),
    score(
        "M936",
        # Said of a service whose model is not named yet: serving a published model, online models
        # run it (M927); the team's own weights rule them out (M944).
        all_of(
            fact("inference_workload"), answer("usage_pattern", "continuous"), fact("served_model_unsaid")
        ),
        "online_model_api",
        -1,
        criterion="workload",
        zh="长期服务若要跑你自己训练或微调的模型，在线大模型承载不了：它只提供服务商自己的模型。",
        en="A long-running service on a model you trained or tuned cannot run on online models: they serve "
        "only the provider's own models.",
        evidence=None,
    ),
    score(
        "M928",
        all_of(fact("data_heavy"), _NOT_SMALL_DATA),
        "serverless_api",
        -1,
        criterion="workload",
        zh="数据量大，经 Serverless API 传输与处理的吞吐受限。",
        en="Much data: moving and processing it through a serverless API is throughput-bound.",
        evidence=Q.DATA_PROCESSING,
    ),
    score(
        "M929",
        all_of(fact("data_heavy"), _NOT_SMALL_DATA),
        "online_model_api",
        -1,
        criterion="workload",
        zh="数据量大，逐条调用在线大模型的成本与吞吐都吃紧。",
        en="Much data: per-call online models strain both cost and throughput.",
        evidence=Q.DATA_PROCESSING,
    ),
    score(
        "M931",
        answer("task_type", "fine_tuning"),
        "online_model_api",
        -1,
        criterion="workload",
        zh="通过在线大模型的接口微调，只能用服务商提供的模型与方法，无法带上你自己选定的模型。",
        en="Fine-tuning through an online model's API is limited to the provider's models and methods, not a "
        "model you choose.",
        evidence=None,
    ),
    score(
        "M932",
        all_of(fact("data_heavy"), _NOT_SMALL_DATA),
        "hosted_compute",
        1,
        criterion="workload",
        zh="数据密集的任务，托管算力租用的是整卡整机，可配套存储与网络吞吐。",
        en="Data-heavy work: hosted compute rents whole GPUs and nodes, with storage and network to match.",
        evidence=Q.DATA_PROCESSING,
    ),
    score(
        "M933",
        all_of(fact("data_heavy"), _NOT_SMALL_DATA, fact("dedicated_ops")),
        "self_built",
        1,
        criterion="workload",
        zh="数据密集，专职运维团队可按数据量自行配置存储与网络吞吐。",
        en="Data-heavy work and a dedicated ops team: you can size "
        "storage and network throughput for the data yourself.",
        evidence=Q.DATA_PROCESSING,
    ),
    score(
        "M934",
        answer("data_scale", "large"),
        "appliance",
        -2,
        criterion="workload",
        zh="数据在 10 TB 以上，单台一体机的存储与网络吞吐会成为瓶颈。",
        en="Over 10 TB of data: one appliance's storage and network throughput become the bottleneck.",
        evidence=Q.DATA_PROCESSING,
    ),
    score(
        "M935",
        answer("data_scale", "large"),
        "private_deployment",
        1,
        criterion="workload",
        zh="数据在 10 TB 以上，把平台部署在数据所在的环境，省去大规模搬运数据。",
        en="Over 10 TB of data: deploying the platform where the data lives avoids moving it in bulk.",
        evidence=Q.DATA_PROCESSING,
    ),
    score(
        "M930",
        fact("long_running_job"),
        "serverless_api",
        -1,
        criterion="workload",
        zh="按任务基线要连续运行五天以上，或运行两天以上且累计 16 卡·天以上，或在桌面级显卡上运行两天以上，"
        "不适合按调用计费的 Serverless API。",
        en="By the task baseline the run lasts five days or more, or two days or more taking 16 GPU-days "
        "or more or on desktop-class cards, which does not suit a per-call serverless API.",
        evidence=Q.TRAINING,
    ),
]

RULES = _HAND
