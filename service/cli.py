"""The `advisor` command line: serve, index build, recommend, search, rules list|check,
knowledge add|list|remove (service/cli_knowledge.py)."""

from __future__ import annotations

import argparse
import json
import logging
import sys
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from compute_advisor.rules.errors import AdvisorError, InvalidInput
from compute_advisor.service.settings import get_settings


def read_data_file(path: str) -> Any:
    """A YAML or JSON file (JSON is YAML), or `-` for standard input."""
    try:
        text = sys.stdin.read() if path == "-" else Path(path).read_text(encoding="utf-8")
        return yaml.safe_load(text)
    except (OSError, yaml.YAMLError) as exc:
        raise InvalidInput(f"cannot read {path}: {exc}", field="file") from exc


def _advisor():
    from compute_advisor.service.app import open_advisor

    return open_advisor(get_settings())


def cmd_serve(args: argparse.Namespace) -> int:
    import uvicorn

    from compute_advisor.service.observability import logging_config
    from compute_advisor.service.serving_loop import run

    s = get_settings()
    config = uvicorn.Config(
        "compute_advisor.service.app:create_app",
        factory=True,
        host=args.host or s.host,
        port=s.port if args.port is None else args.port,
        workers=args.workers or s.workers,
        # One logging set-up (ADVISOR_LOG_FORMAT, ADVISOR_LOG_LEVEL) for uvicorn and the app,
        # applied by uvicorn in every process; no `log_level`, which would turn uvicorn's
        # start-up chatter back on.
        log_config=logging_config(s.log_level, s.log_format),
        log_level=None,
        # Our middleware writes the access log (without session ids or query values) and
        # resolves forwarded headers from trusted proxies only.
        access_log=False,
        proxy_headers=False,
        # uvloop accepting every pending connection at once (see service/serving_loop.py):
        # its own one-per-pass accept made a burst of new connections wait ~0.9-8 s.
        loop="compute_advisor.service.serving_loop:new_event_loop",
    )
    return run(config)


def cmd_index_build(args: argparse.Namespace) -> int:
    from compute_advisor.index.embedders import make_embedder
    from compute_advisor.index.passages import load_corpus
    from compute_advisor.index.store import build_index
    from compute_advisor.index.team import team_dir

    s = get_settings()
    passages = load_corpus(s.knowledge_dir, team_dir(s.data_dir))
    manifest = build_index(passages, make_embedder(s), s.index_dir, progress=True)
    print(
        f"built {s.index_dir}: {manifest.passage_count} passages, embedder {manifest.embedder}, "
        f"corpus {manifest.corpus_hash}"
    )
    return 0


def cmd_recommend(args: argparse.Namespace) -> int:
    from compute_advisor.service.render import advice_markdown

    data = read_data_file(args.answers) or {}
    answers = data.get("answers", data) if isinstance(data, dict) else data
    advice = _advisor().advise(answers, args.lang)
    if args.json:
        print(advice.model_dump_json(indent=2))
    else:
        print(advice_markdown(advice))
    return 0


def cmd_search(args: argparse.Namespace) -> int:
    hits = _advisor().searcher.search(args.query, k=args.k)
    for n, h in enumerate(hits, 1):
        d = h.to_dict()
        srcs = "; ".join(f"[{s['id']}] {s['title']}" for s in d["sources"])
        print(f"{n}. ({d['score']:.3f}) {d['text']}" + (f"\n   — {srcs}" if srcs else ""))
    return 0


def cmd_rules_list(args: argparse.Namespace) -> int:
    from compute_advisor.rules.engine import rule_base

    base = rule_base()
    rows = [r.to_dict(args.lang) for r in base.rules]
    if args.json:
        print(json.dumps({"version": base.version, "rules": rows}, ensure_ascii=False, indent=2))
        return 0
    print(f"rule base {base.version}: {len(rows)} rules")
    for r in rows:
        print(f"{r['id']:5} L{r.get('level', '?')} {r.get('kind', ''):8} {r['statement']}")
        print(f"      when {r.get('when')} → {r.get('then')}")
    return 0


def cmd_rules_check(args: argparse.Namespace) -> int:
    from compute_advisor.rules.coverage import check_coverage
    from compute_advisor.service.faithfulness import check_all

    def progress(done: int, total: int) -> None:
        # On stderr, one line rewritten in place, so the report on stdout stays clean.
        end = "\n" if done >= total else ""
        print(
            f"\rchecking the answer space: {done:,}/{total:,} ({100 * done / max(1, total):.0f}%)",
            end=end,
            file=sys.stderr,
            flush=True,
        )

    report = check_coverage(progress=progress)
    print(report.text() if hasattr(report, "text") else report)
    # Every quote resolves to a passage, and every reason's citations carry its quote.
    evidence = check_all(get_settings())
    print(evidence.text())
    return 0 if report.ok and evidence.ok else 1


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="advisor", description="Compute Advisor (算力选型顾问)")
    sub = p.add_subparsers(dest="command", required=True)

    s = sub.add_parser("serve", help="serve the HTTP API and pages")
    s.add_argument("--host")
    s.add_argument("--port", type=int)
    s.add_argument("--workers", type=int, help="worker processes (default 1)")
    s.set_defaults(func=cmd_serve)

    ix = sub.add_parser("index", help="the passage index").add_subparsers(dest="index_cmd", required=True)
    b = ix.add_parser("build", help="embed all passages and write the index")
    b.set_defaults(func=cmd_index_build)

    r = sub.add_parser("recommend", help="a recommendation for a file of answers (YAML/JSON)")
    r.add_argument("--answers", required=True, help="file of answers, or - for stdin")
    r.add_argument("--json", action="store_true", help="JSON instead of a Markdown report")
    r.add_argument("--lang", choices=["zh", "en"], default="zh")
    r.set_defaults(func=cmd_recommend)

    q = sub.add_parser("search", help="passages answering a query")
    q.add_argument("query")
    q.add_argument("-k", type=int, default=5)
    q.set_defaults(func=cmd_search)

    rl = sub.add_parser("rules", help="the rule base").add_subparsers(dest="rules_cmd", required=True)
    ls = rl.add_parser("list", help="every rule as readable data")
    ls.add_argument("--lang", choices=["zh", "en"], default="zh")
    ls.add_argument("--json", action="store_true")
    ls.set_defaults(func=cmd_rules_list)
    ck = rl.add_parser("check", help="coverage over the option space")
    ck.set_defaults(func=cmd_rules_check)

    from compute_advisor.service.apikeys import add_commands as add_apikey_commands
    from compute_advisor.service.cli_estimate import add_commands as add_estimate_commands
    from compute_advisor.service.cli_knowledge import add_commands as add_knowledge_commands

    add_estimate_commands(sub)
    add_knowledge_commands(sub)
    add_apikey_commands(sub)
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.func is not cmd_serve:  # the server sets up its own logging (JSON lines by default)
        logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    try:
        return args.func(args)
    except AdvisorError as exc:
        field = f" [{exc.field}]" if exc.field else ""
        print(f"error{field}: {exc.message}", file=sys.stderr)
        return 2
    except ValidationError as exc:  # a setting from the environment or .env
        for err in exc.errors():
            if err["type"] != "default_factory_not_called":  # follows from another error
                name = f"ADVISOR_{str(err['loc'][0]).upper()}" if err["loc"] else "settings"
                print(f"error [{name}]: {err['msg']}, got {err.get('input')!r}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
