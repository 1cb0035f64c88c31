"""Data processing sized and costed: the volume (your figure or the data-scale answer) read a few
times at a per-node throughput gives node-hours on CPU nodes; storage holds the raw and the
processed data; a platform outside your environment also costs moving the data there once."""

from __future__ import annotations

import math
from typing import Any

from compute_advisor.rules.cost import costing as C
from compute_advisor.rules.cost.inputs import EstimateInputs
from compute_advisor.rules.cost.listing import Listing, T, sig, text
from compute_advisor.rules.cost.prices import Prices
from compute_advisor.rules.cost.records import GpuSpec, Sizing


def size_data_processing(answers: dict[str, Any], inp: EstimateInputs, prices: Prices, L: Listing) -> Sizing:
    if inp.data_tb is not None:
        data_tb = L.add("data_tb", inp.data_tb, "input")
    else:
        data_tb = L.add(
            "data_tb", prices.data_scale_tb[answers["data_scale"]], "derived", L.source("data_scale")
        )
    rate = L.pick("processing_tb_per_node_hour", inp.processing_tb_per_node_hour)
    passes = L.pick("processing_passes", None)
    node_price = L.pick("cpu_node_price_per_hour", None)
    node_hours = data_tb * passes / rate
    target = L.pick("target_days", None)
    nodes = inp.gpu_count or max(1, math.ceil(node_hours / (target * C.HOURS_PER_DAY)))
    L.add("gpu_count", nodes, *(("input",) if inp.gpu_count else ("derived", L.source("nodes"))))
    label = text(T("CPU 节点", "CPU node"), L.lang)
    node = GpuSpec("cpu_node", label, 0.0, 0.0, None, node_price)
    return Sizing(
        task="data_processing",
        training=False,
        method="data_processing",
        gpu=node,
        params_b=0.0,
        active_params_b=0.0,
        tokens_b=0.0,
        min_gpus=1,
        gpus=nodes,
        tensor_parallel=1,
        model_flops=0.0,
        hardware_flops=0.0,
        mfu=1.0,
        useful_gpu_hours=node_hours,
        run_days=node_hours / nodes / C.HOURS_PER_DAY,
        target_days=target,
        target_given=False,
        memory_gb={},
        total_memory_gb=0.0,
        floor_memory_gb=0.0,
        per_gpu_gb=0.0,
        usable_per_gpu_gb=0.0,
        data_tb=data_tb,
        checkpoints_tb=0.0,
        processed_tb=data_tb,  # the processed copy, about as large as the raw data
        network_tb=data_tb,
        compute_extra={
            "node_hours": sig(node_hours),
            "nodes": nodes,
            "processing_days": sig(node_hours / nodes / C.HOURS_PER_DAY),
            "network_tb": sig(data_tb),
        },
    )
