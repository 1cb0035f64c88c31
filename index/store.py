"""Build the index to disk and open it again, rebuilding when it is missing, stale or corrupt.

Files in the index folder:
  vectors.faiss   faiss IndexFlatIP over unit vectors (inner product = cosine)
  expansions.npy  vectors of the passages' expansions (index/expansions.py), in passage order
  passages.json   the passages, in index order
  manifest.json   embedder, dimension, corpus hash, counts, file checksums, format version
  vectors-<embedder>.npz  cache of passage vectors, so rebuilds only encode what changed
  symptoms-<embedder>.npz the glossary's symptom sentences embedded (index/symptoms.py), so a
                  start does not embed them; sentences edited since the build are embedded
                  when the index opens and the file is updated

Each file is written under a temporary name and renamed; the manifest goes last and holds
checksums of the other two, so a crash mid-build reads as "index corrupt" and is rebuilt."""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import io
import json
import logging
import os
import re
import time
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import faiss
import numpy as np

from compute_advisor.index.embedders import Embedder, IndexSettings, VectorCache, make_embedder
from compute_advisor.index.glossary import GLOSSARY_FILE, Glossary, load_glossary
from compute_advisor.index.passages import Passage, corpus_hash, load_corpus
from compute_advisor.index.retriever import Retriever
from compute_advisor.index.symptoms import symptom_texts
from compute_advisor.index.team import team_dir
from compute_advisor.rules.errors import DataFileError

FORMAT_VERSION = 2  # 2: passages carry expansions, embedded into expansions.npy
INDEX_FILE = "vectors.faiss"
EXPANSIONS_FILE = "expansions.npy"
PASSAGES_FILE = "passages.json"
MANIFEST_FILE = "manifest.json"
_log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Manifest:
    format_version: int
    embedder: str
    dim: int
    corpus_hash: str
    passage_count: int
    document_count: int
    built_at: str
    build_seconds: float
    encoded_passages: int  # texts (passages and expansions) embedded afresh; the rest came from the cache
    expansion_count: int
    checksums: dict[str, str]

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


class CorruptIndex(Exception):
    """The files on disk cannot be used as they are (internal: triggers a rebuild)."""


def build_index(
    passages: list[Passage],
    embedder: Embedder,
    out_dir: Path,
    progress: bool = True,
    glossary: Glossary | None = None,
) -> Manifest:
    """Embed `passages` and write the index files into `out_dir` (created if needed), with the
    symptom sentences of `glossary` (the shipped one when not given)."""
    started = time.perf_counter()
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    if glossary is None and GLOSSARY_FILE.exists():
        glossary = load_glossary()
    if glossary is not None:
        _symptom_vectors(out_dir, embedder, glossary)
    texts = [p.search_text for p in passages]
    # The expansions are embedded with the passages (and cached alike), not at each start.
    texts += [t for p in passages for t in p.expansions]
    cache = VectorCache(out_dir / f"vectors-{_safe(embedder.name)}.npz", embedder.name)
    bar = None
    if progress:
        from tqdm import tqdm

        bar = tqdm(total=len(texts), desc=f"embedding ({embedder.name})", unit="text")
    try:
        vectors, encoded = cache.encode(embedder, texts, progress=bar)
        if bar is not None:
            bar.update(len(texts) - encoded)
    finally:
        if bar is not None:
            bar.close()
    if vectors.shape != (len(texts), embedder.dim):
        raise ValueError(
            f"embedder {embedder.name} returned shape {vectors.shape}, "
            f"expected ({len(texts)}, {embedder.dim})"
        )
    index = faiss.IndexFlatIP(embedder.dim)
    if len(passages):
        index.add(vectors[: len(passages)])
    expansions_bytes = _npy(vectors[len(passages) :])

    index_bytes = faiss.serialize_index(index).tobytes()
    passages_bytes = json.dumps([p.to_dict() for p in passages], ensure_ascii=False, indent=1).encode()
    manifest = Manifest(
        format_version=FORMAT_VERSION,
        embedder=embedder.name,
        dim=embedder.dim,
        corpus_hash=corpus_hash(passages),
        passage_count=len(passages),
        document_count=len({p.doc_id for p in passages}),
        built_at=datetime.now(UTC).isoformat(timespec="seconds"),
        build_seconds=round(time.perf_counter() - started, 3),
        encoded_passages=encoded,
        expansion_count=len(texts) - len(passages),
        checksums={
            INDEX_FILE: _sha(index_bytes),
            PASSAGES_FILE: _sha(passages_bytes),
            EXPANSIONS_FILE: _sha(expansions_bytes),
        },
    )
    _write_atomic(out_dir / INDEX_FILE, index_bytes)
    _write_atomic(out_dir / EXPANSIONS_FILE, expansions_bytes)
    _write_atomic(out_dir / PASSAGES_FILE, passages_bytes)
    _write_atomic(out_dir / MANIFEST_FILE, json.dumps(manifest.to_dict(), indent=1).encode())
    cache.save(texts)
    return manifest


def load_index(out_dir: Path, embedder: Embedder, glossary: Glossary | None = None) -> Retriever:
    """Open a built index as it is; raises CorruptIndex when files are missing or damaged."""
    out_dir = Path(out_dir)
    try:
        manifest_raw = json.loads((out_dir / MANIFEST_FILE).read_text(encoding="utf-8"))
        manifest = Manifest(**manifest_raw)
        index_bytes = (out_dir / INDEX_FILE).read_bytes()
        passages_bytes = (out_dir / PASSAGES_FILE).read_bytes()
        expansions_bytes = (out_dir / EXPANSIONS_FILE).read_bytes()
    except (OSError, ValueError, TypeError) as exc:
        raise CorruptIndex(f"cannot read {exc.__class__.__name__}: {exc}") from exc
    files = ((INDEX_FILE, index_bytes), (PASSAGES_FILE, passages_bytes), (EXPANSIONS_FILE, expansions_bytes))
    for name, data in files:
        if manifest.checksums.get(name) != _sha(data):
            raise CorruptIndex(f"{name} does not match the manifest checksum")
    try:
        index = faiss.deserialize_index(np.frombuffer(index_bytes, dtype=np.uint8))
        passages = [Passage.from_dict(d) for d in json.loads(passages_bytes)]
        expansion_vectors = np.load(io.BytesIO(expansions_bytes), allow_pickle=False)
    except (RuntimeError, ValueError, KeyError, TypeError, OSError) as exc:
        raise CorruptIndex(f"cannot decode: {exc}") from exc
    if index.ntotal != len(passages) or index.d != manifest.dim:
        raise CorruptIndex(f"{index.ntotal} vectors of dimension {index.d} for {len(passages)} passages")
    wanted = (sum(len(p.expansions) for p in passages), manifest.dim)
    if expansion_vectors.shape != wanted:
        raise CorruptIndex(f"{expansion_vectors.shape} expansion vectors, expected {wanted}")
    return Retriever(
        passages,
        index,
        embedder,
        manifest,
        glossary=glossary,
        expansion_vectors=expansion_vectors,
        symptom_vectors=_symptom_vectors(out_dir, embedder, glossary) if glossary else None,
    )


def _symptom_vectors(out_dir: Path, embedder: Embedder, glossary: Glossary) -> np.ndarray:
    """The glossary's symptom sentences embedded, from the index folder's file where it has
    them; sentences it lacks (a glossary edited since) are embedded and the file rewritten, when
    the folder is writable (a read-only index folder only costs the embedding at each start)."""
    cache = VectorCache(out_dir / f"symptoms-{_safe(embedder.name)}.npz", embedder.name)
    texts = symptom_texts(glossary)
    vectors, encoded = cache.encode(embedder, texts)
    if encoded:
        with contextlib.suppress(OSError):
            cache.save(texts)
    return vectors


def open_index(
    source: IndexSettings | tuple[Path, ...],
    embedder: Embedder | None = None,
    log: logging.Logger | None = None,
    glossary: Glossary | None = None,
    progress: bool = False,
) -> Retriever:
    """A retriever over the knowledge folder, loading the built index when it is current and
    (re)building it when it is missing, stale or corrupt; the log says why it builds.

    `source` is the settings (the shipped knowledge plus the team documents in
    `<data_dir>/knowledge`) or a (knowledge_dir, index_dir[, team_dir]) tuple. Without an
    embedder, the settings' backend is used (the default USE embedder for a tuple)."""
    log = log or _log
    if isinstance(source, tuple):
        knowledge_dir, index_dir = Path(source[0]), Path(source[1])
        more = tuple(Path(p) for p in source[2:])
        if embedder is None:
            from compute_advisor.index.embedders import UseEmbedder

            embedder = UseEmbedder()
    else:
        knowledge_dir, index_dir = Path(source.knowledge_dir), Path(source.index_dir)
        more = (team_dir(source.data_dir),)
        embedder = embedder or make_embedder(source)
    if glossary is None and GLOSSARY_FILE.exists():
        glossary = load_glossary()

    passages = load_corpus(knowledge_dir, *more)
    wanted = corpus_hash(passages)
    try:
        return _open_or_build(index_dir, knowledge_dir, passages, wanted, embedder, glossary, log, progress)
    except OSError as exc:
        # A folder that cannot be created or written fails the same way on every start:
        # say which folder and why, instead of a bare traceback from deep in the build.
        raise DataFileError(
            str(index_dir), None, "index_dir", f"cannot create or write the index folder: {exc}"
        ) from exc


def _open_or_build(
    index_dir: Path,
    knowledge_dir: Path,
    passages: list[Passage],
    wanted: str,
    embedder: Embedder,
    glossary: Glossary | None,
    log: logging.Logger,
    progress: bool,
) -> Retriever:
    # A current index is only read: no lock file, so a read-only index folder (an image built
    # with its index, run with a read-only root) works.
    if _why_rebuild(index_dir, embedder, wanted) is None:
        try:
            retriever = load_index(index_dir, embedder, glossary)
            log.info("index loaded: %d passages, embedder %s", len(retriever.passages), embedder.name)
            return retriever
        except CorruptIndex:
            pass  # rebuilt below, under the lock
    index_dir.mkdir(parents=True, exist_ok=True)
    # Several workers may start at once; one builds, the others then load its result.
    with _build_lock(index_dir):
        reason = _why_rebuild(index_dir, embedder, wanted)
        if reason is None:
            try:
                retriever = load_index(index_dir, embedder, glossary)
                log.info("index loaded: %d passages, embedder %s", len(retriever.passages), embedder.name)
                return retriever
            except CorruptIndex as exc:
                reason = f"index corrupt: {exc}"
        log.warning("building the index (%s) from %s", reason, knowledge_dir)
        manifest = build_index(passages, embedder, index_dir, progress=progress, glossary=glossary)
        log.info(
            "index built: %d passages in %.2f s (%d newly embedded)",
            manifest.passage_count,
            manifest.build_seconds,
            manifest.encoded_passages,
        )
        return load_index(index_dir, embedder, glossary)


def _why_rebuild(index_dir: Path, embedder: Embedder, wanted_hash: str) -> str | None:
    path = index_dir / MANIFEST_FILE
    if not path.exists():
        return "index missing"
    try:
        m = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(m, dict):
            raise ValueError("manifest is not an object")
    except (OSError, ValueError) as exc:
        return f"index corrupt: manifest unreadable ({exc})"
    if m.get("format_version") != FORMAT_VERSION:
        return f"index format changed ({m.get('format_version')} -> {FORMAT_VERSION})"
    if m.get("embedder") != embedder.name or m.get("dim") != embedder.dim:
        return f"embedder changed ({m.get('embedder')} -> {embedder.name})"
    if m.get("corpus_hash") != wanted_hash:
        return "corpus changed"
    return None


@contextlib.contextmanager
def _build_lock(index_dir: Path) -> Iterator[None]:
    with open(index_dir / ".build.lock", "a+") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


def _write_atomic(path: Path, data: bytes) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    with open(tmp, "wb") as fh:
        fh.write(data)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)


def _npy(array: np.ndarray) -> bytes:
    buf = io.BytesIO()
    np.save(buf, np.ascontiguousarray(array, dtype=np.float32), allow_pickle=False)
    return buf.getvalue()


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _safe(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", name)
