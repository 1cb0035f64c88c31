"""Rendering the pages: one jinja2 environment (autoescape on, undefined names fail), the
per-request context templates use to build URLs, and hashed static file URLs."""

from __future__ import annotations

import hashlib
import json
from functools import lru_cache
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape
from litestar import MediaType, Request, Response
from litestar.response import Redirect

from compute_advisor.service.i18n import Translator
from compute_advisor.service.security import allowed_origins

TEMPLATES = Path(__file__).with_name("templates")
STATIC = Path(__file__).with_name("static")
EMBED = "/embed"


@lru_cache(maxsize=1)
def environment() -> Environment:
    env = Environment(
        loader=FileSystemLoader(TEMPLATES),
        autoescape=select_autoescape(default=True),
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.globals["static"] = static_url
    return env


@lru_cache(maxsize=64)
def static_url(name: str) -> str:
    # A content hash in the URL lets browsers cache the files for as long as they like.
    digest = hashlib.sha256((STATIC / name).read_bytes()).hexdigest()[:10]
    return f"/static/{name}?v={digest}"


class PageContext:
    """Per-request helpers the templates use: language, URL building, embed mode."""

    def __init__(self, request: Request, lang: str) -> None:
        self.request = request
        self.lang = lang
        self.embed = request.url.path.startswith(EMBED + "/") or request.url.path == EMBED
        self.base = EMBED if self.embed else ""

    def url(self, path: str, **params: Any) -> str:
        """A page URL in the current mode (embedded or not) and language."""
        query = {"lang": self.lang, **{k: v for k, v in params.items() if v is not None}}
        return f"{self.base}{path}?{urlencode(query)}"

    def absolute(self, path: str) -> str:
        """A full, shareable URL of a page outside the iframe (for resume links)."""
        return str(self.request.base_url).rstrip("/") + f"{path}?{urlencode({'lang': self.lang})}"

    def switch_url(self) -> str:
        other = "en" if self.lang == "zh" else "zh"
        params = dict(self.request.query_params)
        params["lang"] = other
        return f"{self.request.url.path}?{urlencode(params)}"


def render_page(
    request: Request, template: str, lang: str, *, status: int = 200, private: bool = True, **context: Any
) -> Response:
    """`template` rendered for `request` in `lang`. Private pages (anything with a session
    in it) are never stored by caches."""
    ctx = PageContext(request, lang)
    origins = allowed_origins(request.app.state.settings) if ctx.embed else ()
    html = (
        environment()
        .get_template(template)
        .render(
            t=Translator(lang),
            lang=lang,
            ctx=ctx,
            embed=ctx.embed,
            url=ctx.url,
            parent_origins=json.dumps(list(origins)),
            # The page's script may call the API only when the API needs no key.
            chat_api=not request.app.state.settings.api_key_hashes,
            **context,
        )
    )
    headers = {"cache-control": "no-store"} if private else {}
    return Response(html, status_code=status, media_type=MediaType.HTML, headers=headers)


def see_other(path: str) -> Redirect:
    """303 after a form post, so a reload does not post again."""
    return Redirect(path, status_code=303)
