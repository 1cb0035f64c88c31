"""Make /schema/openapi.json say what the API really does, so clients (and Schemathesis in
CI) can rely on it:

- the error statuses the service answers (422 for invalid input rather than Litestar's
  400, 404 for unknown sessions, 401/413/429 from `service.middleware`, 503 while starting),
  each with the one error body shape;
- `additionalProperties: false` on request bodies whose model forbids extra fields;
- the real body schema of the routes that validate a plain dict by hand (estimate, compare).

Litestar builds the schema once and caches it as a dict, which it hands to the render
plugins; the JSON plugin here amends that dict in place on its first render. The docs page
(Scalar) loads its script from the service's own static files, so it works offline."""

from __future__ import annotations

from typing import Any, get_args

from litestar import Litestar, Request
from litestar.openapi import OpenAPIConfig
from litestar.openapi.plugins import JsonRenderPlugin, ScalarRenderPlugin
from pydantic import BaseModel

from compute_advisor.service.templating import static_url

# The vendored Scalar bundle (service/static/vendor/scalar/README.md says how to update it).
SCALAR_VERSION = "1.76.0"
SCALAR_JS = f"/static/vendor/scalar/standalone.js?v={SCALAR_VERSION}"
# Nothing from outside: no web fonts, no telemetry, no hosted AI agent, and no developer
# toolbar (its Share and Deploy buttons send the document to Scalar's servers).
SCALAR_OPTIONS: dict[str, Any] = {
    "withDefaultFonts": False,
    "telemetry": False,
    "agent": {"disabled": True},
    "showDeveloperTools": "never",
}

ERROR_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["error", "message"],
    "properties": {
        "error": {"type": "string", "description": "A stable code, e.g. invalid_input, not_found."},
        "message": {"type": "string", "description": "What went wrong, for people."},
        "field": {"type": "string", "description": "The field at fault, when there is one."},
        "allowed": {"description": "What the field accepts."},
        "errors": {"type": "array", "items": {"type": "object"}},
        "retry_after": {"type": "integer", "description": "Seconds to wait (429 only)."},
    },
}
_REF = {"$ref": "#/components/schemas/Error"}
_WHY = {
    "400": "The body is not valid JSON.",
    "401": "An API key is configured and the request carries none, or an unknown one.",
    "404": "No such session.",
    "413": "The body is larger than the service accepts.",
    "415": "The body is not of a media type this operation reads.",
    "422": "Invalid input; `field` names the field and `allowed` what it accepts.",
    "429": "Rate limited; retry after `Retry-After` seconds.",
    "503": "The service is still starting (index, database); retry shortly.",
}
_BODY_METHODS = {"post", "put", "patch"}
# Text the service strips before use must contain something `str.strip` keeps (Python's
# white space is the regex class plus the separators 0x1c-0x1f and NEL).
_NOT_BLANK = {("ChatRequest", "message"), ("SearchRequest", "query")}
# Routes that take `dict[str, Any]` and validate it with these models themselves.
_HAND_VALIDATED = {
    ("/api/v1/estimate", "post"): ("compute_advisor.rules.cost.estimate", "EstimateRequest"),
    ("/api/v1/compare", "post"): ("compute_advisor.rules.cost.pilot", "CompareRequest"),
}


def _statuses(path: str, method: str, op: dict[str, Any]) -> list[str]:
    out = ["503"]
    if path.startswith("/api/"):
        out += ["401", "422", "429"]
    if method in _BODY_METHODS and "requestBody" in op:
        out += ["400", "413", "415", "422"]
    if "{" in path or path.endswith("/chat"):
        out.append("404")
    return out


def _error_response(status: str) -> dict[str, Any]:
    resp: dict[str, Any] = {"description": _WHY[status], "content": {"application/json": {"schema": _REF}}}
    if status == "429":
        resp["headers"] = {
            "Retry-After": {
                "schema": {"type": "integer"},
                "description": "Seconds until a request is allowed.",
            }
        }
    return resp


def _body_models(app: Litestar) -> dict[tuple[str, str], type[BaseModel]]:
    """(path, method) → the pydantic model of its `data` parameter."""
    out = {}
    for route in app.routes:
        for handler in getattr(route, "route_handlers", ()):
            param = handler.parsed_fn_signature.parameters.get("data")
            if param is None:
                continue
            model = param.annotation
            for _ in range(3):  # JSONBody[...], Optional[...]
                inner = [a for a in get_args(model) if isinstance(a, type) and issubclass(a, BaseModel)]
                if isinstance(model, type) and issubclass(model, BaseModel):
                    break
                model = inner[0] if inner else (get_args(model)[0] if get_args(model) else model)
            if isinstance(model, type) and issubclass(model, BaseModel):
                for method in handler.http_methods:
                    out[(route.path_format, method.lower())] = model
    return out


def amend(schema: dict[str, Any], models: dict[tuple[str, str], type[BaseModel]]) -> dict[str, Any]:
    """Amend a generated OpenAPI document in place (and return it)."""
    components = schema.setdefault("components", {}).setdefault("schemas", {})
    components["Error"] = ERROR_SCHEMA
    for name, prop in _NOT_BLANK:
        target = components.get(name, {}).get("properties", {}).get(prop)
        if target is not None:
            target["pattern"] = r"[^\s\x1c-\x1f\x85]"
    for path, item in schema.get("paths", {}).items():
        for method, op in item.items():
            if not isinstance(op, dict) or "responses" not in op:
                continue
            _amend_body(path, method, op, components, models.get((path, method)))
            for status in _statuses(path, method, op):
                op["responses"][status] = _error_response(status)
    return schema


def _amend_body(
    path: str, method: str, op: dict[str, Any], components: dict[str, Any], model: type[BaseModel] | None
) -> None:
    content = op.get("requestBody", {}).get("content", {}).get("application/json")
    if content is None:
        return
    if (path, method) in _HAND_VALIDATED:
        module, name = _HAND_VALIDATED[(path, method)]
        model = getattr(__import__(module, fromlist=[name]), name)
        body = model.model_json_schema(ref_template="#/components/schemas/{model}")
        for key, sub in body.pop("$defs", {}).items():
            components.setdefault(key, sub)
        if "answers" in body.get("properties", {}):
            # The estimate needs to know the task; the other answers refine it.
            components.setdefault("Answers", answers_schema())
            body["properties"]["answers"] = {
                "allOf": [
                    {"$ref": "#/components/schemas/Answers"},
                    {"required": ["task_type"], "properties": {"task_type": {"type": "string"}}},
                ]
            }
        components.setdefault(name, body)
        content["schema"] = {"$ref": f"#/components/schemas/{name}"}
        return
    if model is None or model.model_config.get("extra") != "forbid":
        return
    ref = content.get("schema", {})
    refs = [ref, *ref.get("oneOf", []), *ref.get("anyOf", [])]
    for r in refs:
        target = components.get(r.get("$ref", "").rpartition("/")[2])
        if target is not None:
            target["additionalProperties"] = False
            _answers_by_question(target.get("properties", {}), components)


def _answers_by_question(props: dict[str, Any], components: dict[str, Any]) -> None:
    """`answers: dict[str, Any]` becomes an object of the vocabulary's questions, each with
    its own type, options and bounds (null removes or skips an answer)."""
    prop = props.get("answers")
    if prop is None:
        return
    components.setdefault("Answers", answers_schema())
    ref = {"$ref": "#/components/schemas/Answers"}
    for alt in prop.get("oneOf", []):
        if alt.get("type") == "object":
            prop["oneOf"] = [ref if a is alt else a for a in prop["oneOf"]]
            return
    if prop.get("type") == "object":
        props["answers"] = {**ref, **({"description": prop["description"]} if "description" in prop else {})}


def answers_schema() -> dict[str, Any]:
    """JSON schema of an answers object, from the vocabulary."""
    from compute_advisor.rules.vocabulary import load_vocabulary

    props: dict[str, Any] = {}
    for q in load_vocabulary().questions:
        if q.type == "choice":
            item: dict[str, Any] = {"enum": [*q.option_ids, None]}
        elif q.type == "multi":
            item = {"type": ["array", "null"], "items": {"enum": list(q.option_ids)}}
        else:
            item = {"type": ["number", "null"]}
            for word, bound in (("exclusiveMinimum", q.gt), ("minimum", q.ge), ("maximum", q.le)):
                if bound is not None:
                    item[word] = bound
        item["description"] = q.label.get("en")
        props[q.id] = item
    return {
        "type": "object",
        "properties": props,
        "additionalProperties": False,
        "description": "question id → answer; see GET /api/v1/questionnaire",
    }


class AmendedJson(JsonRenderPlugin):
    """`/schema/openapi.json`, amended (see the module docstring) before it is first served."""

    def render(self, request: Request, openapi_schema: dict[str, Any]) -> bytes:
        # The dict is Litestar's cached schema: amend it once, every later render reuses it.
        if "Error" not in openapi_schema.get("components", {}).get("schemas", {}):
            amend(openapi_schema, _body_models(request.app))
        return super().render(request, openapi_schema)


def openapi_config(title: str, version: str) -> OpenAPIConfig:
    """The OpenAPI document at /schema/openapi.json and its reader at /schema (and
    /schema/scalar), served from the package."""
    docs = ScalarRenderPlugin(
        js_url=SCALAR_JS,
        css_url=static_url("api-docs.css"),
        options=SCALAR_OPTIONS,
        favicon=f"<link rel='icon' type='image/svg+xml' href='{static_url('favicon.svg')}'>",
    )
    return OpenAPIConfig(title=title, version=version, path="/schema", render_plugins=[docs, AmendedJson()])
