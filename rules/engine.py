"""The forward-chaining engine: the rule base compiled to durable_rules and run once per
evaluation. This is the only module that imports durable_rules; its sharp edges end here.

How an evaluation runs: the applicable answers become ONE fact (so rules on answers match a
single fact and need no join); each derived fact is a fact of its own, asserted by the rule
that concludes it, and rules that read derived facts join them (`when_all(a, b)`). Every
firing goes through `_action`, which records it and never lets an exception escape into
durable_rules (which would swallow it); the first error is re-raised afterwards as
`RuleEngineError` naming the rule.

Sharp edges handled here:
- durable_rules' default host runs background timer threads that dispatch pending actions
  on their own; we use a host without them, so every action runs in the calling thread.
- Its global state has no locks: one lock serialises registration and evaluation.
- A ruleset name registers once per process: names carry the rule base version.
- States live until deleted, and the engine holds at most 1,024 of them: each evaluation
  uses a fresh sid and deletes its state in `finally`, error or not.
- A fact no rule matches raises MessageNotHandledException; an identical fact raises
  MessageObservedException: a derived fact is asserted once per evaluation, and
  "nobody reads this fact" is not an error."""

from __future__ import annotations

import math
import threading
import uuid
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from durable import engine as _durable
from durable.lang import c, m, when_all

from compute_advisor.rules.base import RuleBase, default_rule_base, describe_conclusion
from compute_advisor.rules.errors import RuleEngineError
from compute_advisor.rules.model import Always, Answer, Fact, Number, Rule
from compute_advisor.rules.vocabulary import Text

_ANSWERS = "answers"  # value of the "t" field of the one answers fact


# -- results --------------------------------------------------------------------------


@dataclass(frozen=True)
class Reason:
    rule_id: str
    text: Text
    delta: float | None
    evidence: str | None  # a verbatim quote, or None: judgement

    def to_dict(self, lang: str = "zh") -> dict[str, Any]:
        return {
            "rule_id": self.rule_id,
            "text": self.text.get(lang),
            "delta": self.delta,
            "evidence": self.evidence,
        }


@dataclass(frozen=True)
class ModeOutcome:
    id: str
    suitable: bool
    score: float
    reasons: list[Reason]
    vetoes: list[Reason]

    def to_dict(self, lang: str = "zh") -> dict[str, Any]:
        return {
            "id": self.id,
            "suitable": self.suitable,
            "score": self.score,
            "reasons": [r.to_dict(lang) for r in self.reasons],
            "vetoes": [r.to_dict(lang) for r in self.vetoes],
        }


@dataclass(frozen=True)
class CheckOutcome:
    id: str
    reasons: list[Reason]

    def to_dict(self, lang: str = "zh") -> dict[str, Any]:
        return {"id": self.id, "reasons": [r.to_dict(lang) for r in self.reasons]}


@dataclass(frozen=True)
class Firing:
    """One rule firing: what it matched (answer values, derived facts) and what it concluded
    (`fact <name>`, `<mode> +2`, `veto <mode>`, `check <check>`)."""

    rule_id: str
    level: int
    matched: dict[str, Any]
    conclusion: str
    rule: Rule = field(repr=False, compare=False)

    def to_dict(self, lang: str = "zh") -> dict[str, Any]:
        return {
            "rule_id": self.rule_id,
            "level": self.level,
            "matched": dict(self.matched),
            "conclusion": self.conclusion,
            "then": describe_conclusion(self.rule, lang),
            "statement": self.rule.statement.get(lang),
        }


@dataclass(frozen=True)
class Evaluation:
    derived: list[str]
    modes: list[ModeOutcome]
    checks: list[CheckOutcome]
    trace: list[Firing]
    version: str = ""

    @property
    def top_mode(self) -> str | None:
        """The best suitable mode, or None while nothing answered speaks for any mode (its
        score is not positive), e.g. before the first answer."""
        best = self.modes[0] if self.modes else None
        return best.id if best is not None and best.suitable and best.score > 0 else None

    def mode(self, mode_id: str) -> ModeOutcome:
        return next(o for o in self.modes if o.id == mode_id)

    def to_dict(self, lang: str = "zh") -> dict[str, Any]:
        return {
            "version": self.version,
            "top_mode": self.top_mode,
            "derived": list(self.derived),
            "modes": [o.to_dict(lang) for o in self.modes],
            "checks": [o.to_dict(lang) for o in self.checks],
            "trace": [f.to_dict(lang) for f in self.trace],
        }


# -- public API ---------------------------------------------------------------------------


def rule_base() -> RuleBase:
    """The project's rule base (validated at first use)."""
    return default_rule_base()


def evaluate(answers: Mapping[str, Any], base: RuleBase | None = None) -> Evaluation:
    """Run the rule base over `answers` (already validated by `validate_answers`). Only the
    answers whose question is asked (`vocab.applicable`) are used. Thread-safe."""
    base = base or default_rule_base()
    applicable = base.vocab.applicable(answers)
    session = _Session(base, applicable)
    with _LOCK:
        compiled = _compiled(base)
        sid = uuid.uuid4().hex
        _SESSIONS[sid] = session
        try:
            fact = {"sid": sid, "t": _ANSWERS, **_answer_fields(applicable, base)}
            try:
                _host().assert_facts(compiled, [fact])
            except _durable.MessageNotHandledException:
                pass  # no rule reads any of these answers: nothing fires
            except Exception as exc:
                session.error = session.error or ("", exc)
        finally:
            del _SESSIONS[sid]
            try:
                _host().delete_state(compiled, sid)
            except Exception:
                pass
    if session.error is not None:
        rule_id, exc = session.error
        where = f"rule {rule_id}" if rule_id else "the rule engine"
        raise RuleEngineError(f"{where} failed: {type(exc).__name__}: {exc}") from exc
    return session.result()


def open_sessions() -> int:
    """Evaluations currently holding engine state (0 when idle); for tests and health."""
    return len(_SESSIONS)


# -- evaluation state ---------------------------------------------------------------------


class _Session:
    def __init__(self, base: RuleBase, answers: dict[str, Any]) -> None:
        self.base = base
        self.answers = answers
        self.derived: list[str] = []
        self.trace: list[Firing] = []
        self.fired: set[str] = set()
        self.error: tuple[str, BaseException] | None = None

    def fire(self, plan: _Plan, messages: dict[str, Any], closure: Any) -> None:
        rule = plan.rule
        if rule.id in self.fired:  # another branch of the same rule matched too
            return
        self.fired.add(rule.id)
        answers = self.answers
        matched = {q: answers[q] for q in plan.questions if q in answers}
        for msg in messages.values():
            name = msg.get("d") if isinstance(msg, dict) else None
            if name is not None:
                matched[name] = True
        self.trace.append(Firing(rule.id, rule.level, matched, plan.conclusion, rule))
        if rule.kind == "derive" and rule.then not in self.derived:
            self.derived.append(rule.then)
            try:
                closure.assert_fact({"d": rule.then})
            except _durable.MessageNotHandledException:
                pass  # derived but read by no rule: still reported in `derived`

    def result(self) -> Evaluation:
        vocab = self.base.vocab
        reasons: dict[str, list[Reason]] = {m.id: [] for m in vocab.modes}
        vetoes: dict[str, list[Reason]] = {m.id: [] for m in vocab.modes}
        checks: dict[str, list[Reason]] = {ch.id: [] for ch in vocab.checks}
        for f in self.trace:
            r = f.rule
            reason = Reason(r.id, r.statement, r.delta, r.evidence)
            if r.kind == "score":
                reasons[r.then].append(reason)
            elif r.kind == "veto":
                vetoes[r.then].append(reason)
            elif r.kind == "check":
                checks[r.then].append(reason)
        outcomes = []
        for i, mode in enumerate(vocab.modes):
            total = float(sum(x.delta or 0 for x in reasons[mode.id]))
            outcomes.append(
                (i, ModeOutcome(mode.id, not vetoes[mode.id], total, reasons[mode.id], vetoes[mode.id]))
            )
        outcomes.sort(key=lambda p: (not p[1].suitable, -p[1].score, p[0]))
        return Evaluation(
            derived=list(self.derived),
            modes=[o for _, o in outcomes],
            checks=[CheckOutcome(ch.id, checks[ch.id]) for ch in vocab.checks if checks[ch.id]],
            trace=list(self.trace),
            version=self.base.version,
        )


# -- compilation to durable_rules ---------------------------------------------------------


class _QuietHost(_durable.Host):
    """A host without the background dispatch threads: actions run only in the thread that
    asserts, under our lock, so no action runs late or concurrently."""

    def _run(self) -> None:
        pass


_LOCK = threading.Lock()
_SESSIONS: dict[str, _Session] = {}
_COMPILED: dict[str, str] = {}  # rule base version → registered ruleset name
_HOST: _QuietHost | None = None


def _host() -> _QuietHost:
    global _HOST
    if _HOST is None:
        _HOST = _QuietHost()
    return _HOST


def _compiled(base: RuleBase) -> str:
    """The ruleset name for `base`, registering it on first use (call under _LOCK)."""
    name = _COMPILED.get(base.version)
    if name is None:
        name = f"advisor_rules_{base.version}"
        definition: dict[str, Any] = {}
        for r in base.rules:
            action = _action(r)
            for i, branch in enumerate(r.when.branches):
                definition[f"{r.id}_{i}"] = when_all(*_patterns(branch, base))(action).define()
        _host().register_rulesets({name: definition})
        _COMPILED[base.version] = name
    return name


@dataclass(frozen=True)
class _Plan:
    """What a firing of `rule` needs, computed once at compile time."""

    rule: Rule
    questions: tuple[str, ...]
    conclusion: str

    @classmethod
    def of(cls, rule: Rule) -> _Plan:
        if rule.kind == "derive":
            conclusion = f"fact {rule.then}"
        elif rule.kind == "score":
            conclusion = f"{rule.then} {rule.delta:+g}"
        else:
            conclusion = f"{rule.kind} {rule.then}"
        return cls(rule, tuple(sorted(rule.when.questions())), conclusion)


def _action(rule: Rule):
    plan = _Plan.of(rule)

    def action(closure: Any) -> None:
        session = _SESSIONS.get(closure.s.sid)
        if session is None or session.error is not None:
            return
        try:
            session.fire(plan, closure._m or {}, closure)
        except BaseException as exc:
            session.error = (rule.id, exc)

    return action


def _patterns(branch: tuple, base: RuleBase) -> list[Any]:
    """One durable_rules pattern for the answers atoms of `branch` (all on the answers fact)
    and one per derived-fact atom (joined)."""
    on_answers = [a for a in branch if isinstance(a, (Answer, Number, Always))]
    patterns = []
    if on_answers:
        expr = m.t == _ANSWERS
        for a in on_answers:
            if not isinstance(a, Always):
                expr = expr & _answer_expr(a, base)
        patterns.append(expr)
    for a in branch:
        if isinstance(a, Fact):
            expr = None
            for name in a.names:
                e = m.d == name
                expr = e if expr is None else expr | e
            patterns.append(expr)
    return [getattr(c, f"p{i}") << p for i, p in enumerate(patterns)]


def _answer_expr(a: Answer | Number, base: RuleBase) -> Any:
    q = base.vocab.by_id[a.question]
    if isinstance(a, Number):
        attr = getattr(m, _field(q.id))
        return attr >= a.value if a.op == ">=" else attr < a.value
    expr = None
    for opt in a.options:
        if q.type == "multi":
            e = getattr(m, _field(q.id, opt)) == 1
        else:
            e = getattr(m, _field(q.id)) == opt
        expr = e if expr is None else expr | e
    return expr


def _field(qid: str, option: str | None = None) -> str:
    # Prefixed so a question id can never collide with our own fields (t, d, sid).
    return f"q_{qid}" if option is None else f"q_{qid}__{option}"


def _answer_fields(answers: Mapping[str, Any], base: RuleBase) -> dict[str, Any]:
    fields: dict[str, Any] = {}
    for qid, value in answers.items():
        q = base.vocab.by_id.get(qid)
        if q is None:
            continue
        if q.type == "multi":
            for opt in value:
                fields[_field(qid, opt)] = 1
        else:
            fields[_field(qid)] = _engine_number(value) if isinstance(value, float) else value
    return fields


def _engine_number(value: float) -> float:
    """durable_rules' C engine crashes the whole process (SIGSEGV) on numbers that JSON
    writes with an exponent (`1e-05`, `1e+16`). Keep every number in plain notation: tiny
    magnitudes become ±0.0001, far below any threshold a rule tests."""
    if 0 < abs(value) < 1e-4:
        return math.copysign(1e-4, value)
    return max(-9.9e15, min(9.9e15, value))


__all__ = [
    "CheckOutcome",
    "Evaluation",
    "Firing",
    "ModeOutcome",
    "Reason",
    "evaluate",
    "open_sessions",
    "rule_base",
]
