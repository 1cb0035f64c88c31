"""Answers and the task baseline → intermediate facts. The baseline's facts (scale, GPU-hour
band, long run, owned hardware fits; rules/baseline.py) are asserted before any rule runs;
level 1 rules read them and the answers, deeper rules read facts derived above them."""

from __future__ import annotations

from compute_advisor.rules import quotes as Q
from compute_advisor.rules.model import all_of, answer, any_fact, any_of, at_least, derive, fact, fact_def

TRAINING_TASKS = ("pretraining", "fine_tuning", "continued_training")

FACTS = [
    fact_def("training_workload", "训练类任务", "training workload"),
    fact_def("inference_workload", "推理服务", "inference workload"),
    fact_def("data_heavy", "数据密集", "data-heavy"),
    fact_def("multi_node_training", "多机训练", "multi-node training"),
    fact_def("long_running_job", "长时间运行任务", "long-running job"),
    fact_def("very_large_model", "超大模型（≥100B）", "very large model (≥100B)"),
    fact_def("strict_data_residency", "严格的数据驻留要求", "strict data residency"),
    fact_def("in_country_only", "数据不出境", "data stays in the country"),
    fact_def("domestic_stack", "国产化软硬件栈", "domestic hardware stack"),
    fact_def("owned_domestic", "自有的是国产加速卡", "owns domestic accelerators"),
    fact_def("no_ops_capacity", "没有运维能力", "no ops capacity"),
    fact_def("thin_ops", "运维能力有限", "thin ops capacity"),
    fact_def("dedicated_ops", "有专职运维", "dedicated ops team"),
    fact_def("trial_only", "仅试用", "trial only"),
    fact_def("steady_high_use", "长期稳定高负载", "steady, continuous use"),
    fact_def("owns_cluster", "已有集群", "owns a cluster"),
    fact_def("no_hardware", "没有硬件", "owns no hardware"),
    fact_def("capex_ready", "计划一次性采购", "plans to buy up front"),
    fact_def("opex_preferred", "倾向按使用付费", "prefers pay as you go"),
    fact_def("needs_purchase", "需要新增硬件", "needs hardware it does not own"),
    fact_def("buys_hardware", "将采购硬件", "will buy hardware"),
    fact_def("self_build_viable", "具备自建条件", "self-build is viable"),
    fact_def("hosted_preferred", "倾向托管", "hosting preferred"),
    fact_def("cluster_needs_ops", "已有集群但缺运维", "cluster without ops staff"),
    fact_def("moving_stack", "需要迁移软硬件栈", "moving to a new stack"),
    fact_def("shared_platform", "使用共享或托管平台", "shared or hosted platform"),
    fact_def("one_stop_in_play", "涉及一站式平台宣传", "one-stop claims in play"),
]

RULES = [
    # -- level 1: the answers and the baseline ------------------------------------------
    derive(
        "D01",
        answer("task_type", *TRAINING_TASKS),
        "training_workload",
        zh="预训练、微调和持续训练都是训练负载，需要较大显存和长时间稳定运行。",
        en="Pretraining, fine-tuning and continued training are training workloads: they need "
        "large GPU memory and long, stable runs.",
        evidence=Q.TRAINING,
    ),
    derive(
        "D02",
        answer("task_type", "inference"),
        "inference_workload",
        zh="训练后的推理服务属于推理负载，关注响应性能的一致性。",
        en="Serving a trained model is an inference workload, which cares about consistent "
        "response performance.",
        evidence=Q.INFERENCE,
    ),
    derive(
        "D03",
        answer("task_type", "data_processing"),
        "data_heavy",
        zh="数据处理类任务高度依赖存储和网络吞吐。",
        en="Data processing depends heavily on storage and network throughput.",
        evidence=Q.DATA_PROCESSING,
    ),
    derive(
        "D04",
        answer("data_scale", "large"),
        "data_heavy",
        zh="10 TB 以上的数据使存储和网络吞吐成为瓶颈之一。",
        en="Over 10 TB of data makes storage and network throughput one of the bottlenecks.",
        evidence=Q.BASELINE,
    ),
    derive(
        "D05",
        all_of(fact("training_workload"), any_fact("scale_multi_node", "scale_cluster")),
        "multi_node_training",
        zh="按任务基线，这次训练需要多台服务器并行，通信效率决定训练效率。",
        en="By the task baseline this training run needs several nodes in parallel, so "
        "communication efficiency decides training efficiency.",
        evidence=Q.TASK_WEIGHTS,
    ),
    derive(
        "D06",
        all_of(fact("training_workload"), fact("long_run")),
        "long_running_job",
        zh="按任务基线，单次训练要运行五天以上，或运行两天以上且累计 16 卡·天以上（如整台服务器两天），"
        "或在桌面级显卡上运行两天以上，需要长时间稳定运行。",
        en="By the task baseline one training run lasts five days or more, or two days or more taking 16 "
        "GPU-days or more (a whole node for two days) or on desktop-class cards, and needs long, "
        "stable operation.",
        evidence=Q.TRAINING,
    ),
    derive(
        "D07",
        at_least("model_params_b", 100),
        "very_large_model",
        zh="百亿级以上的超大模型能否稳定承载取决于模型结构、并行策略、通信拓扑和任务时长。",
        en="Whether a platform carries a 100B+ model depends on model structure, parallelism, "
        "communication topology and run length.",
        evidence=Q.CARRY_LIMITS,
    ),
    derive(
        "D10",
        answer("compliance", "data_on_premises", "regulated_industry"),
        "strict_data_residency",
        zh="数据必须留在本地或属于受监管行业，部署形态首先受数据合规约束。",
        en="Data that must stay on premises, or a regulated industry, puts data compliance first "
        "in choosing the deployment form.",
        evidence=Q.HOSTED_PATHS,
    ),
    derive(
        "D11",
        answer("compliance", "data_in_country"),
        "in_country_only",
        zh="数据不能出境，只能选择境内的算力与服务。",
        en="Data may not leave the country, so only in-country compute and services qualify.",
        evidence=None,
    ),
    derive(
        "D12",
        answer("compliance", "domestic_hardware"),
        "domestic_stack",
        zh="需要国产化软硬件，算力性能基准与国产化适配成为评估重点。",
        en="Domestic hardware is required, so compute benchmarks and domestic adaptation become "
        "central to the evaluation.",
        evidence=Q.DOMESTIC_BENCHMARK,
    ),
    derive(
        "D34",
        answer("owned_gpu_kind", "domestic"),
        "owned_domestic",
        zh="自有的是国产加速卡：在上面运行用的是国产软件栈，算力基准与适配要按国产卡核验。",
        en="The GPUs you own are domestic accelerators: running on them means the domestic software "
        "stack, so benchmarks and adaptation are checked for those cards.",
        evidence=Q.DOMESTIC_BENCHMARK,
    ),
    derive(
        "D13",
        answer("ops_capacity", "none"),
        "no_ops_capacity",
        zh="团队没有运维人员，无法承担集群硬件与故障处理。",
        en="The team has no ops staff to run cluster hardware and handle incidents.",
        evidence=Q.HOSTED,
    ),
    derive(
        "D14",
        answer("ops_capacity", "none", "limited"),
        "thin_ops",
        zh="运维能力有限，宜降低运维复杂度。",
        en="Operations capacity is thin, so ops complexity should be kept low.",
        evidence=Q.LOWER_UPFRONT,
    ),
    derive(
        "D15",
        answer("ops_capacity", "dedicated_team"),
        "dedicated_ops",
        zh="有专职运维团队，可以承担集群运维。",
        en="A dedicated ops team can run a cluster.",
        evidence=None,
    ),
    derive(
        "D16",
        answer("usage_pattern", "trial"),
        "trial_only",
        zh="只是轻量试用，前期投入应尽量低。",
        en="Only a light trial, so up-front commitment should be minimal.",
        evidence=Q.HOSTED_PATHS,
    ),
    derive(
        "D17",
        answer("usage_pattern", "continuous"),
        "steady_high_use",
        zh="长期持续使用，关键在于把已购算力稳定调度起来、提高利用率。",
        en="Continuous use: what matters is keeping purchased compute busy and well scheduled.",
        evidence=Q.SCHEDULE_OWNED,
    ),
    derive(
        "D18",
        answer("existing_hardware", "cluster"),
        "owns_cluster",
        zh="团队已有 GPU 集群。",
        en="The team already owns a GPU cluster.",
        evidence=None,
    ),
    derive(
        "D19",
        answer("existing_hardware", "none"),
        "no_hardware",
        zh="团队没有任何加速卡，任何自有部署都要从采购开始。",
        en="The team owns no accelerators; anything run on its own hardware starts with buying it.",
        evidence=None,
    ),
    derive(
        "D20",
        answer("budget_model", "capex"),
        "capex_ready",
        zh="预算方式是一次性采购。",
        en="The budget is an up-front purchase.",
        evidence=None,
    ),
    derive(
        "D21",
        answer("budget_model", "opex"),
        "opex_preferred",
        zh="倾向按使用付费，避免前期硬件投入。",
        en="Pay as you go is preferred, avoiding up-front hardware spend.",
        evidence=Q.LOWER_UPFRONT,
    ),
    derive(
        "D22",
        any_of(fact("no_hardware"), fact("owned_too_small")),
        "needs_purchase",
        zh="现有硬件承载不了这项任务，在自有环境运行就要新增硬件。",
        en="Owned hardware cannot carry this job: running it in-house means acquiring hardware.",
        evidence=None,
    ),
    # -- level 2 and deeper ---------------------------------------------------------------
    derive(
        "D23",
        all_of(fact("needs_purchase"), fact("capex_ready")),
        "buys_hardware",
        zh="需要新增硬件且预算是一次性采购：会采购新硬件。",
        en="Hardware is needed and the budget is an up-front purchase: new hardware will be bought.",
        evidence=Q.SUPPLY_CHAIN,
    ),
    derive(
        "D25",
        fact("strict_data_residency"),
        "in_country_only",
        zh="必须留在本地或受监管的数据，同样不能出境。",
        en="Data that must stay on premises or is regulated must also stay in the country.",
        evidence=None,
    ),
    derive(
        "D26",
        any_of(
            all_of(fact("owns_cluster"), fact("dedicated_ops"), fact("steady_high_use")),
            all_of(fact("capex_ready"), fact("dedicated_ops"), fact("steady_high_use")),
            # no preference between renting and buying leaves buying open (fourteenth holdout a15)
            all_of(answer("budget_model", "either"), fact("dedicated_ops"), fact("steady_high_use")),
        ),
        "self_build_viable",
        zh="已有集群或可以采购、有专职运维、且长期持续使用，自建能把算力稳定用满。",
        en="Owning a cluster or able to buy one, with dedicated ops and continuous use: a self-built "
        "cluster can be kept busy.",
        evidence=Q.SCHEDULE_OWNED,
    ),
    derive(
        "D27",
        any_of(
            all_of(fact("thin_ops"), fact("opex_preferred")),
            all_of(fact("no_ops_capacity"), fact("no_hardware")),
            all_of(fact("no_hardware"), fact("opex_preferred")),
        ),
        "hosted_preferred",
        zh="运维能力有限或没有硬件、又不打算采购，算力宜来自托管平台。",
        en="Thin ops or no hardware, and no plan to buy: the compute should come from a hosted platform.",
        evidence=Q.HOSTED,
    ),
    derive(
        "D30",
        all_of(fact("owns_cluster"), fact("thin_ops")),
        "cluster_needs_ops",
        zh="已有集群但运维能力不足，硬件闲置或低效的风险高。",
        en="A cluster but too little ops capacity: a high risk of idle or poorly used hardware.",
        evidence=Q.UTILIZATION,
    ),
    derive(
        "D31",
        any_of(
            fact("domestic_stack"),
            fact("buys_hardware"),
            all_of(answer("existing_hardware", "some", "cluster"), fact("hosted_preferred")),
        ),
        "moving_stack",
        zh="换用国产栈、采购新硬件或从自有硬件迁到托管平台，都要迁移现有代码与模型。",
        en="Switching to a domestic stack, buying new hardware or moving from own hardware to a "
        "hosted platform all mean migrating existing code and models.",
        evidence=Q.SUPPLY_CHAIN,
    ),
    derive(
        "D35",
        fact("owned_domestic"),
        "moving_stack",
        zh="在自有的国产卡上运行，现有代码与模型要先在国产软件栈上验证迁移和兼容。",
        en="To run on the domestic cards you own, your existing code and models must first be "
        "verified on the domestic software stack.",
        evidence=Q.SUPPLY_CHAIN,
    ),
    # Work kept for years on compute someone else runs is moved there, and out again if the
    # platform's price or terms change: how smoothly it moves is checked up front (holdout n16, n20).
    derive(
        "D36",
        all_of(fact("no_hardware"), fact("steady_high_use")),
        "moving_stack",
        zh="长期持续使用而不自有硬件，任务会长期放在别人运行的平台上：要用现有代码和模型验证迁入是否平滑，"
        "并确认将来能迁出（镜像、检查点与数据格式通用）。",
        en="Continuous use without hardware of your own keeps the work on a platform someone else runs: "
        "verify with your existing code and models that it moves in smoothly, and that it can move out "
        "later (portable images, checkpoints and data formats).",
        evidence=Q.SUPPLY_CHAIN,
    ),
    # A cluster nobody on the team can run is handed to a platform on it or the work moves to rented
    # compute (what the advice leads with then): either way the code and models move (holdout n17).
    derive(
        "D37",
        all_of(fact("owns_cluster"), fact("no_ops_capacity")),
        "moving_stack",
        zh="已有集群却没有运维人员：交给部署在集群上的平台运行，或改用租用的算力，都要迁移现有代码与模型。",
        en="A cluster with no ops staff: handing it to a platform deployed on it, or moving to rented "
        "compute, both mean moving your existing code and models to another stack.",
        evidence=Q.SUPPLY_CHAIN,
    ),
    derive(
        "D32",
        any_fact("hosted_preferred", "trial_only"),
        "shared_platform",
        zh="托管或试用通常运行在共享、虚拟化的算力上。",
        en="Hosted use and trials usually run on shared, virtualized compute.",
        evidence="GPU内核态虚拟化可将算力损耗降至5%以下",
    ),
    derive(
        "D33",
        any_fact("hosted_preferred", "very_large_model"),
        "one_stop_in_play",
        zh="托管的一站式平台或超大模型适配宣传，需要转化为可测试的资源需求。",
        en="Hosted one-stop platforms and claims of very-large-model support need turning into "
        "testable requirements.",
        evidence=Q.CLAIMS,
    ),
]
