"""Settings, read once. Environment (`ADVISOR_*`) beats `.env`, which beats the defaults.
The defaults are embedded: a SQLite file, the bundled embedder and the local index."""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import Field, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

# The package's own folder (`compute_advisor/`): the shipped knowledge lives beside the code,
# in a checkout and in a wheel alike.
PACKAGE = Path(__file__).resolve().parent.parent


def _default_data_dir() -> Path:
    """Writable state (index, SQLite) outside the install: `$XDG_DATA_HOME/compute-advisor`,
    else `~/.local/share/compute-advisor`."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "compute-advisor"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="ADVISOR_", env_file=".env", extra="ignore")

    host: str = Field("127.0.0.1", description="Address `advisor serve` binds to.")
    port: int = Field(8000, ge=1, le=65535, description="Port `advisor serve` listens on.")
    workers: int = Field(1, ge=1, le=64, description="Worker processes for `advisor serve`.")
    compute_threads: int = Field(
        1,
        ge=1,
        le=64,
        description="Threads each worker lets the numeric libraries (BLAS, OpenMP) use. One "
        "query's vectors are small, and idle pool threads spinning for work cost more CPU than "
        "they save: one thread per worker, and more workers for more cores.",
    )
    data_dir: Path = Field(
        default_factory=_default_data_dir,
        description="Folder for writable state: the built index (`index/`) and the SQLite session "
        "database (`advisor.db`) unless `index_dir` or `database_url` say otherwise.",
    )
    knowledge_dir: Path = Field(
        PACKAGE / "knowledge",
        description="Folder of source documents (.md/.txt); the shipped corpus by default.",
    )
    index_dir: Path = Field(
        default_factory=lambda data: data["data_dir"] / "index",
        description="Where the built index is written and read; `<data_dir>/index` if unset.",
    )
    embedder: Literal["use", "sentence-transformers"] = Field(
        "use", description="Embedder backend: `use` (bundled multilingual USE) or `sentence-transformers`."
    )
    st_model_path: Path | None = Field(
        None, description="Local model folder for the sentence-transformers backend (no hub downloads)."
    )
    database_url: str = Field(
        default_factory=lambda data: f"sqlite+aiosqlite:///{data['data_dir'] / 'advisor.db'}",
        description="SQLAlchemy URL of the session database; `<data_dir>/advisor.db` (SQLite) if unset.",
    )
    allowed_origins: list[str] = Field(
        default_factory=list, description="Portal origins allowed to frame the pages and call the API."
    )
    default_lang: Literal["zh", "en"] = Field("zh", description="Language when a request names none.")
    log_level: str = Field("INFO", description="Python logging level.")
    log_format: Literal["json", "text"] = Field(
        "json", description="Log lines as one JSON object each (with the request id) or as plain text."
    )
    trusted_proxies: list[str] = Field(
        default_factory=lambda: ["127.0.0.1", "::1"],
        description="IPs or CIDRs of reverse proxies whose X-Forwarded-For is believed; the client is "
        "the first address before them. Other peers' forwarded headers are ignored.",
    )
    rate_limit_per_second: float = Field(
        0,
        ge=0,
        description="Requests per second each client (IP, or API key) may sustain; 0 turns "
        "the limit off. A token bucket per client in each worker process's memory, so with N workers "
        "a client may get up to N times this.",
    )
    rate_limit_burst: int = Field(
        60, ge=1, description="Requests a client may send at once before `rate_limit_per_second` applies."
    )
    api_key_hashes: list[str] = Field(
        default_factory=list,
        description="sha256 hex digests of accepted API keys (`advisor apikey new`). "
        "When set, /api/ requests need `Authorization: Bearer <key>` or `X-API-Key: <key>`.",
    )
    api_keys_for_pages: bool = Field(
        False,
        description="With API keys set, require a key for the HTML pages too (static files and "
        "/health stay open).",
    )
    metrics_require_key: bool = Field(
        False, description="With API keys set, serve /metrics only to requests carrying a key."
    )

    @field_validator("trusted_proxies")
    @classmethod
    def _networks(cls, value: list[str]) -> list[str]:
        from compute_advisor.service.ratelimit import parse_networks

        parse_networks(value)
        return value

    @field_validator("api_key_hashes")
    @classmethod
    def _digests(cls, value: list[str]) -> list[str]:
        from compute_advisor.service.apikeys import parse_hashes

        return sorted(parse_hashes(value))


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    return Settings()
