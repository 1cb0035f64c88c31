"""Settings, read once. Environment (`ADVISOR_*`) beats `.env`, which beats the defaults.
The defaults are embedded: a SQLite file, the bundled embedder and the local index."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

ROOT = Path(__file__).resolve().parent.parent


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="ADVISOR_", env_file=".env", extra="ignore")

    host: str = Field("127.0.0.1", description="Address `advisor serve` binds to.")
    port: int = Field(8000, ge=1, le=65535, description="Port `advisor serve` listens on.")
    workers: int = Field(1, ge=1, le=64, description="Worker processes for `advisor serve`.")
    knowledge_dir: Path = Field(ROOT / "knowledge", description="Folder of source documents (.md/.txt).")
    index_dir: Path = Field(ROOT / "index" / "built", description="Where the built index is written and read.")
    embedder: Literal["use", "sentence-transformers"] = Field(
        "use", description="Embedder backend: `use` (bundled multilingual USE) or `sentence-transformers`."
    )
    st_model_path: Path | None = Field(
        None, description="Local model folder for the sentence-transformers backend (no hub downloads)."
    )
    database_url: str = Field(
        f"sqlite+aiosqlite:///{ROOT / 'var' / 'advisor.db'}",
        description="SQLAlchemy URL of the session database; SQLite file by default.",
    )
    allowed_origins: list[str] = Field(
        default_factory=list, description="Portal origins allowed to frame the pages and call the API."
    )
    default_lang: Literal["zh", "en"] = Field("zh", description="Language when a request names none.")
    log_level: str = Field("INFO", description="Python logging level.")


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    return Settings()
