"""`advisor knowledge add|list|remove`: the team's own documents beside the shipped knowledge.

Adding or removing a document rebuilds the index at once (only new or changed passages are
embedded, with a progress bar); if that fails the change is undone."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from compute_advisor.service.settings import get_settings


def _shipped_ids(knowledge_dir: Path) -> set[str]:
    from compute_advisor.index.documents import load_documents

    return {d.id for d in load_documents(knowledge_dir)}


def _reindex(settings: Any) -> Any:
    from compute_advisor.index.store import open_index

    return open_index(settings, progress=True)


def cmd_add(args: argparse.Namespace) -> int:
    from compute_advisor.index.team import add_and_index, team_dir

    s = get_settings()
    folder = team_dir(s.data_dir)
    added, retriever = add_and_index(
        Path(args.file),
        folder,
        lambda: _reindex(s),
        shipped_ids=_shipped_ids(s.knowledge_dir),
        title=args.title,
        source_id=args.source_id,
        as_of=args.as_of,
        lang=args.lang,
        doc_id=args.id,
    )
    d = added.info
    pages = f", {d.pages} pages" if d.pages else ""
    print(
        f"{added.status}: {d.id} — {d.title} ({d.lang}{pages}, {d.passages} passages, "
        f"cited as [{d.source_id}])"
    )
    m = retriever.manifest
    print(f"index: {m.passage_count} passages, {m.encoded_passages} newly embedded, {m.build_seconds:.2f} s")
    return 0


def cmd_list(args: argparse.Namespace) -> int:
    from compute_advisor.index.team import list_documents, team_dir

    s = get_settings()
    docs = list_documents(s.knowledge_dir, team_dir(s.data_dir))
    if args.json:
        print(json.dumps([d.to_dict() for d in docs], ensure_ascii=False, indent=2))
        return 0
    for d in docs:
        extra = ", ".join(
            x
            for x in (d.lang, f"{d.pages} pages" if d.pages else "", f"as of {d.as_of}" if d.as_of else "")
            if x
        )
        print(f"{d.origin:7} {d.id:40} {d.passages:4} passages  {d.title} ({extra})")
    return 0


def cmd_remove(args: argparse.Namespace) -> int:
    from compute_advisor.index.team import remove_document, team_dir

    s = get_settings()
    folder = team_dir(s.data_dir)
    final = folder / f"{args.id}.md"
    backup = final.read_bytes() if final.is_file() else None
    info = remove_document(folder, args.id, _shipped_ids(s.knowledge_dir))
    try:
        retriever = _reindex(s)
    except BaseException:
        if backup is not None:
            final.write_bytes(backup)  # undo: the index still holds it
        raise
    print(f"removed: {info.id} — {info.title}; index now {retriever.manifest.passage_count} passages")
    return 0


def add_commands(subparsers: argparse._SubParsersAction) -> None:
    """Add `knowledge add|list|remove` to the `advisor` command line."""
    k = subparsers.add_parser("knowledge", help="the team's own documents (Markdown, text, HTML, PDF)")
    ks = k.add_subparsers(dest="knowledge_cmd", required=True)
    a = ks.add_parser("add", help="add or update a document and re-index")
    a.add_argument("file", help="a .md, .txt, .html or .pdf file")
    a.add_argument("--title", help="title shown with its citations (default: from the file)")
    a.add_argument("--source-id", help="id it is cited by (default: the document id)")
    a.add_argument("--as-of", help="date or year the document describes, e.g. 2026-11")
    a.add_argument("--lang", choices=["zh", "en"], help="language (default: detected)")
    a.add_argument("--id", help="document id (default: from the file name)")
    a.set_defaults(func=cmd_add)
    ls = ks.add_parser("list", help="shipped and team documents")
    ls.add_argument("--json", action="store_true")
    ls.set_defaults(func=cmd_list)
    rm = ks.add_parser("remove", help="remove a team document and re-index")
    rm.add_argument("id")
    rm.set_defaults(func=cmd_remove)
