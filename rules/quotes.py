"""Verbatim quotes from knowledge/ai-training-platform-selection.md that the rules rest on.

Each constant is copied exactly from one passage of the source (without its [S#] markers), so a
rule's `evidence=` can be found in the text it cites; tests/test_rule_evidence.py checks every
one. A rule with no support in the source says `evidence=None` (judgement, no source)."""

from __future__ import annotations

TASK_KINDS = "应先区分任务属于大规模预训练、微调、持续训练还是训练后的推理服务"
TASK_WEIGHTS = "任务性质不同，对显存、通信、断点续训和成本结构的权重也不同"
TRAINING = "训练负载通常需要较大的GPU显存和长时间稳定运行"
INFERENCE = "推理负载更关注响应性能的一致性"
DATA_PROCESSING = "数据处理则高度依赖存储和网络吞吐"
BASELINE = "估算所需显存、训练时长、数据规模与峰值吞吐"
COST_TO_TARGET = "更应计算从开始训练到达到目标精度的总成本"
# What the decision's cost lines (rules/explain.py: why the top mode, why not the runner-up) rest on.
DECISION_COST = COST_TO_TARGET
THREE_MODES = "AI算力可由自建算力、使用在线大模型或与客户合作三种模式按需选择"
CHOOSE_FORM = "在自建、使用在线大模型、与客户合作或托管服务之间选择"
HOSTED = "若团队不愿承担自建硬件与运维压力，托管型平台是可选路径"
HOSTED_PATHS = "可以分别对应轻量试用、数据合规私有化、软硬一体交付等不同需求"
LOWER_UPFRONT = "对于希望降低前期硬件投入和运维复杂度的团队，可评估托管服务"
LESS_SELF_OPS = "尤其适合需要模型托管与算力调度一体化、或希望减少自建运维的团队"
COMPUTE_OFFERED = "并对外提供算力资源"
UTILIZATION = "近半数企业的智算资源利用率维持在51%至70%的中等区间"
SCHEDULE_OWNED = "还要看平台能否把已购算力稳定调度起来"
SUPPLY_CHAIN = "供应链稳定性、迁移平滑度、软硬件兼容性、长期可靠性和能耗可控性共同决定投入成效"
DOMESTIC_BENCHMARK = "说明算力性能基准与国产化适配已进入规范化评估阶段"
DOMESTIC_ADAPTED = "实现对国产异构算力、万亿级参数模型的适配与调度"
CARRY_LIMITS = "实际训练任务能否稳定承载，仍取决于具体模型结构、并行策略、通信拓扑和任务时长"
CLAIMS = "把平台宣传转化为可测试的资源需求与成本项"
OWN_TEST = "仍需用自有模型和数据进行测试"
