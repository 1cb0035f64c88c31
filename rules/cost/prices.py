"""The estimator's data: GPU catalogue, deployment-mode profiles and shared assumptions, loaded
from `prices.yaml` and validated once. Every price there is an example, never a vendor's quote."""

from __future__ import annotations

from functools import cached_property, lru_cache
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from compute_advisor.rules.datafile import read_yaml, validated
from compute_advisor.rules.errors import InvalidInput
from compute_advisor.rules.vocabulary import Text, load_vocabulary

PRICES_FILE = Path(__file__).resolve().parent.parent / "data" / "prices.yaml"
TRAINING_TASKS = ("pretraining", "fine_tuning", "continued_training")
COSTED_TASKS = (*TRAINING_TASKS, "inference", "data_processing")


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Range(_Strict):
    low: float = Field(ge=0)
    default: float = Field(ge=0)
    high: float = Field(ge=0)

    @model_validator(mode="after")
    def _ordered(self) -> Range:
        if not self.low <= self.default <= self.high:
            raise ValueError("a range needs low <= default <= high")
        return self


class Gpu(_Strict):
    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    label: str = Field(min_length=1)
    memory_gb: float = Field(gt=0)
    bf16_tflops: float = Field(gt=0)
    memory_bandwidth_gbps: float = Field(gt=0)
    domestic: bool = False  # made in China (信创): the default when domestic hardware is required
    price_per_gpu_hour: float = Field(gt=0)
    source: str = Field(min_length=1)


class ModeProfile(_Strict):
    id: str
    billing_note: Text
    price_multiplier: float = Field(gt=0)
    utilization: Range
    queue_hours: Range
    ops_fte: Range
    setup_fte_months: float = Field(ge=0)
    checkpoint_resume: bool
    bills_failures: bool
    per_token: bool = False  # inference billed per token from `token_prices` when traffic is known
    moves_data: bool = False  # the data leaves your environment: transfer is paid
    tasks: tuple[
        Literal["pretraining", "fine_tuning", "continued_training", "inference", "data_processing"], ...
    ]

    @model_validator(mode="after")
    def _fractions(self) -> ModeProfile:
        if not (self.utilization.low > 0 and self.utilization.high <= 1):
            raise ValueError("utilization must lie in (0, 1]")
        return self


class TokenBand(_Strict):
    params_b_max: float = Field(gt=0)
    input_per_million: float = Field(ge=0)
    output_per_million: float = Field(ge=0)
    example_model: str = Field(min_length=1)


class TokenPrices(_Strict):
    """An example per-token price table, dated and sourced; never presented as a quote."""

    as_of: str = Field(pattern=r"^\d{4}-\d{2}-\d{2}$")
    source: str = Field(min_length=1)
    note: Text
    bands: tuple[TokenBand, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _ascending(self) -> TokenPrices:
        sizes = [b.params_b_max for b in self.bands]
        if sizes != sorted(sizes) or len(set(sizes)) != len(sizes):
            raise ValueError("token_prices.bands must ascend by params_b_max")
        return self

    def band(self, params_b: float) -> TokenBand:
        """The price band of a model of `params_b` billion parameters (the largest band beyond)."""
        return next((b for b in self.bands if params_b <= b.params_b_max), self.bands[-1])

    def note_text(self, lang: str) -> str:
        return self.note.get(lang).replace("{as_of}", self.as_of)


class Assumption(_Strict):
    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    label: Text
    unit: Text
    range: Range
    kind: Literal["paper", "source_document", "example"]
    source: Annotated[str, Field(min_length=1)] | Text  # a citation as written, or both languages

    def source_text(self, lang: str) -> str:
        return self.source if isinstance(self.source, str) else self.source.get(lang)


_REQUIRED_ASSUMPTIONS = (
    "mfu", "failure_rate_per_gpu_day", "checkpoint_write_minutes",
    "restart_hours", "storage_price_per_tb_month", "staff_cost_per_fte_month", "project_fte",
    "setup_amortization_months",
    "price_factor", "usable_memory_fraction", "lora_trainable_fraction", "seq_len", "micro_batch",
    "context_tokens", "concurrency", "serving_days", "target_days", "checkpoints_kept",
    "prompt_tokens", "output_tokens", "ms_per_output_token", "peak_to_average", "bandwidth_efficiency",
    "processing_tb_per_node_hour", "processing_passes", "cpu_node_price_per_hour", "network_price_per_tb",
    "owned_power_ops_per_gpu_hour", "staff_engagement_days", "owned_server_ops_fte",
    "trial_tokens_per_day", "project_tokens_per_day", "continuous_tokens_per_day",
)  # fmt: skip


class Prices(_Strict):
    version: int
    as_of: str = Field(pattern=r"^\d{4}-\d{2}-\d{2}$")
    currency: str = Field(min_length=1)
    disclaimer: Text
    default_gpu: str
    default_domestic_gpu: str
    gpus: tuple[Gpu, ...] = Field(min_length=1)
    modes: tuple[ModeProfile, ...]
    assumptions: tuple[Assumption, ...]
    data_scale_tb: dict[Literal["small", "medium", "large"], float]
    token_prices: TokenPrices

    @model_validator(mode="after")
    def _references(self) -> Prices:
        for kind in ("gpus", "modes", "assumptions"):
            ids = [item.id for item in getattr(self, kind)]
            dup = sorted({i for i in ids if ids.count(i) > 1})
            if dup:
                raise ValueError(f"{kind}: ids repeat: {dup}")
        if self.default_gpu not in {g.id for g in self.gpus}:
            raise ValueError(f"default_gpu {self.default_gpu!r} is not in gpus")
        if not any(g.id == self.default_domestic_gpu and g.domestic for g in self.gpus):
            raise ValueError(
                f"default_domestic_gpu {self.default_domestic_gpu!r} is not a domestic GPU in gpus"
            )
        known_modes = {m.id for m in load_vocabulary().modes}
        profiled = {m.id for m in self.modes}
        if profiled != known_modes:
            raise ValueError(
                "modes must profile exactly the vocabulary's modes; "
                f"missing {sorted(known_modes - profiled)}, unknown {sorted(profiled - known_modes)}"
            )
        missing = set(_REQUIRED_ASSUMPTIONS) - {a.id for a in self.assumptions}
        if missing:
            raise ValueError(f"assumptions missing: {sorted(missing)}")
        for a in self.assumptions:
            if a.id in (
                "mfu",
                "usable_memory_fraction",
                "lora_trainable_fraction",
                "bandwidth_efficiency",
            ) and not (a.range.low > 0 and a.range.high <= 1):
                raise ValueError(f"assumption {a.id!r} is a fraction and must lie in (0, 1]")
        return self

    @cached_property
    def gpus_by_id(self) -> dict[str, Gpu]:
        return {g.id: g for g in self.gpus}

    @cached_property
    def modes_by_id(self) -> dict[str, ModeProfile]:
        return {m.id: m for m in self.modes}

    @cached_property
    def assumptions_by_id(self) -> dict[str, Assumption]:
        return {a.id: a for a in self.assumptions}

    def gpu(self, gpu_id: str, field: str = "inputs.gpu_type") -> Gpu:
        try:
            return self.gpus_by_id[gpu_id]
        except KeyError:
            raise InvalidInput(
                f"unknown GPU type {gpu_id!r}", field=field, allowed=list(self.gpus_by_id)
            ) from None

    def mode(self, mode_id: str, field: str = "modes") -> ModeProfile:
        try:
            return self.modes_by_id[mode_id]
        except KeyError:
            raise InvalidInput(
                f"unknown deployment mode {mode_id!r}", field=field, allowed=list(self.modes_by_id)
            ) from None

    def default(self, assumption_id: str) -> float:
        return self.assumptions_by_id[assumption_id].range.default

    def disclaimer_text(self, lang: str) -> str:
        return self.disclaimer.get(lang).replace("{as_of}", self.as_of)

    def result_header(self, lang: str) -> dict[str, str]:
        """What every estimate or comparison starts with: its language, the prices' date and
        currency, and the notice that they are examples, not quotes."""
        return {
            "lang": lang,
            "as_of": self.as_of,
            "currency": self.currency,
            "disclaimer": self.disclaimer_text(lang),
        }


def _load(path: Path) -> Prices:
    return validated(path, Prices, read_yaml(path))


@lru_cache(maxsize=4)
def load_prices(path: Path = PRICES_FILE) -> Prices:
    """The price and assumption data in `path`, validated; loaded once per process."""
    return _load(Path(path))
