"""What an estimate request may carry: the vocabulary answers plus optional numbers the user
knows. Its own module so the sizing, the mode costs and the estimate all read it without
importing each other."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from compute_advisor.rules.errors import InvalidInput

Lang = Literal["zh", "en"]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class EstimateInputs(_Strict):
    """Optional numbers the user knows; anything left out falls back to a labelled assumption."""

    gpu_type: str | None = Field(None, description="A catalogue id, or your own GPU's name with its specs")
    gpu_tflops: float | None = Field(None, gt=0, le=100000, description="Peak dense BF16 TFLOPS per GPU")
    gpu_memory_gb: float | None = Field(None, gt=0, le=10000, description="As the vendor prints it (GiB)")
    gpu_bandwidth_gbps: float | None = Field(None, gt=0, le=1e6, description="Memory bandwidth, GB/s")
    gpu_count: int | None = Field(None, ge=1, le=1_000_000)
    mfu: float | None = Field(None, gt=0, le=1, description="A fraction: 0.4 means 40%")
    utilization: float | None = Field(None, gt=0, le=1, description="A fraction: 0.6 means 60%")
    price_per_gpu_hour: float | None = Field(None, ge=0, le=1e6, description="Base price; modes scale it")
    mode_prices: dict[str, float] = Field(
        default_factory=dict, description="Exact price per GPU-hour by mode"
    )
    queue_hours: float | None = Field(None, ge=0, le=10000)
    failure_rate_per_gpu_day: float | None = Field(None, ge=0, le=1)
    checkpoint_resume: bool | None = None
    owned: bool | None = Field(
        None, description="Self-built on hardware you already own: only power and operations are paid"
    )
    storage_tb: float | None = Field(None, ge=0, le=1e6)
    storage_price_per_tb_month: float | None = Field(None, ge=0, le=1e7)
    staff_fte: float | None = Field(None, ge=0, le=1000, description="Project team, FTE")
    staff_cost_per_fte_month: float | None = Field(None, ge=0, le=1e7)
    method: Literal["full", "lora", "qlora"] | None = None
    activation_recompute: bool | None = None
    lora_trainable_fraction: float | None = Field(None, gt=0, le=1)
    active_params_b: float | None = Field(
        None, gt=0, le=100000, description="Mixture-of-experts: parameters active per token, billions"
    )
    layers: int | None = Field(None, ge=1, le=10000)
    hidden: int | None = Field(None, ge=1, le=1_000_000)
    kv_heads: int | None = Field(None, ge=1, le=10000)
    head_dim: int | None = Field(None, ge=1, le=10000)
    seq_len: int | None = Field(None, ge=1, le=10_000_000)
    micro_batch: int | None = Field(None, ge=1, le=100000)
    context_tokens: int | None = Field(None, ge=1, le=10_000_000)
    concurrency: int | None = Field(None, ge=1, le=1_000_000)
    serving_days: float | None = Field(None, gt=0, le=3650)
    weight_bits: Literal[4, 8, 16] | None = None
    # Inference traffic: give requests_per_s or tokens_per_day (prompt + output tokens).
    requests_per_s: float | None = Field(None, gt=0, le=1e6, description="Average requests per second")
    tokens_per_day: float | None = Field(None, gt=0, le=1e15, description="Prompt + output tokens per day")
    prompt_tokens: int | None = Field(None, ge=1, le=10_000_000)
    output_tokens: int | None = Field(None, ge=1, le=10_000_000)
    ms_per_output_token: float | None = Field(
        None, gt=0, le=60000, description="Latency target: milliseconds per output token per request"
    )
    peak_to_average: float | None = Field(None, ge=1, le=100)
    # Data processing: the volume (else the data-scale answer) and the throughput.
    data_tb: float | None = Field(None, gt=0, le=1e7, description="Raw data to process, TB")
    processing_tb_per_node_hour: float | None = Field(None, gt=0, le=1e4)
    network_price_per_tb: float | None = Field(None, ge=0, le=1e7)


class EstimateRequest(_Strict):
    answers: dict[str, Any]
    inputs: EstimateInputs = EstimateInputs()
    modes: list[str] | None = Field(None, description="Modes to cost; all modes when absent")
    lang: Lang = "zh"


_BOUNDS = (("gt", ">"), ("ge", ">="), ("lt", "<"), ("le", "<="))


def parse(model: type[BaseModel], payload: Any) -> Any:
    """Validate `payload` into `model`; a failure becomes InvalidInput naming the field."""
    try:
        return model.model_validate(payload)
    except ValidationError as exc:
        err = exc.errors()[0]
        field = ""
        for part in err["loc"]:
            field += f"[{part}]" if isinstance(part, int) else (f".{part}" if field else str(part))
        ctx = err.get("ctx") or {}
        allowed = next((f"{op} {ctx[k]}" for k, op in _BOUNDS if k in ctx), ctx.get("expected"))
        raise InvalidInput(f"{field or 'body'}: {err['msg']}", field=field or None, allowed=allowed) from None
