"""GET /api/v1/documents: the documents answers can cite, shipped and the team's own."""

from __future__ import annotations

from collections import Counter

from litestar import Router, get
from litestar.datastructures import State
from pydantic import BaseModel

from compute_advisor.service.api import advisor_of
from compute_advisor.service.settings import get_settings


class DocumentOut(BaseModel):
    id: str
    title: str
    lang: str
    origin: str  # "shipped" or "team"
    passages: int
    indexed: bool  # False: added after this server loaded its index (restart to serve it)
    as_of: str | None = None
    source_id: str | None = None
    file: str | None = None
    pages: int | None = None
    added_at: str | None = None


class DocumentsResponse(BaseModel):
    documents: list[DocumentOut]
    corpus_hash: str


@get(
    "/documents",
    sync_to_thread=True,
    summary="Documents the answers can cite: the shipped knowledge and the team's own",
)
def list_documents_route(state: State) -> DocumentsResponse:
    from compute_advisor.index.team import list_documents, team_dir

    advisor = advisor_of(state)
    settings = getattr(state, "settings", None) or get_settings()
    indexed = Counter(p.doc_id for p in getattr(advisor.searcher, "passages", []))
    docs = list_documents(settings.knowledge_dir, team_dir(settings.data_dir))
    return DocumentsResponse(
        documents=[
            DocumentOut(
                **{k: v for k, v in d.to_dict().items() if k in DocumentOut.model_fields and k != "indexed"},
                indexed=indexed.get(d.id, 0) > 0,
            )
            for d in docs
        ],
        corpus_hash=advisor.corpus_hash,
    )


router = Router(path="/api/v1", route_handlers=[list_documents_route], tags=["knowledge"])
