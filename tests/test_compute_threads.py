"""ADVISOR_COMPUTE_THREADS: the numeric libraries' thread pools are capped once the advisor is
open, so idle BLAS/OpenMP threads do not spin on every query (bench/api_speed.py shows the CPU)."""

from __future__ import annotations

from threadpoolctl import threadpool_info, threadpool_limits

from compute_advisor.service.app import open_advisor
from tests.fakes import FakeEmbedder


def test_open_advisor_caps_blas_and_openmp_pools_at_the_setting(settings):
    # Start from more threads than the setting, and put the process back afterwards.
    with threadpool_limits(limits=3):
        open_advisor(settings.model_copy(update={"compute_threads": 1}), embedder=FakeEmbedder())
        pools = {p["internal_api"]: p["num_threads"] for p in threadpool_info()}
        assert "openblas" in pools, pools  # numpy and faiss ship OpenBLAS
        assert set(pools.values()) == {1}, pools
