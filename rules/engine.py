"""The forward-chaining engine: the rule base compiled to durable_rules and run once per
evaluation. This is the only module that imports durable_rules; its sharp edges end here.

How an evaluation runs: the applicable answers become ONE fact (so rules on answers match a
single fact and need no join); each derived fact is a fact of its own, asserted by the rule
that concludes it, and rules that read derived facts join them (`when_all(a, b)`). The actions
the engine starts are run by `_assert_and_run` (the loop of durable_rules' host, without its
per-action wrappers); every firing is recorded by `_Session.fire`, and no exception escapes into
durable_rules (which would swallow it): the first error is re-raised afterwards as
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

import contextlib
import functools
import itertools
import json
import threading
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

import durable_rules_engine as _rete  # durable_rules' C engine, which its Python host drives
from durable import engine as _durable
from durable.lang import c, m, when_all

from compute_advisor.rules.base import RuleBase, default_rule_base
from compute_advisor.rules.errors import RuleEngineError
from compute_advisor.rules.matching import compile_test, engine_number, holds
from compute_advisor.rules.model import Always, Answer, Fact, Number, Rule
from compute_advisor.rules.outcome import CheckOutcome, Evaluation, Firing, ModeOutcome, Reason
from compute_advisor.rules.rule_index import ChangeSplit, Fired, RuleIndex

_ANSWERS = "answers"  # value of the "t" field of the one answers fact
_SEEN = "_answers_seen"  # the internal rule that handles every answers fact


def _noop(closure: Any) -> None:
    pass


# -- public API ---------------------------------------------------------------------------


def rule_base() -> RuleBase:
    """The project's rule base (validated at first use)."""
    return default_rule_base()


def evaluate(
    answers: Mapping[str, Any], base: RuleBase | None = None, facts: Iterable[str] = ()
) -> Evaluation:
    """Run the rule base over `answers` (already validated by `validate_answers`) and the given
    `facts` (the task baseline's, declared in the rule base). Only the answers whose question
    is asked (`vocab.applicable`) are used. Thread-safe."""
    base = base or default_rule_base()
    given = [f for f in facts if f in base.facts]
    applicable = base.vocab.applicable(answers)
    session = _Session(base, applicable)
    if not _derive_rules(base):  # nothing to chain (durable_rules crashes on an empty ruleset)
        session.derived.extend(given)
        session.match_leaves()
        return session.result()
    with _LOCK:
        compiled = _compiled(base)
        sid = f"e{next(_SIDS)}"  # unique among live states: each is deleted before the lock is let go
        _SESSIONS[sid] = session
        try:
            # The baseline's facts travel on the answers fact (fields `b_<name>`): one assertion.
            session.derived.extend(given)
            fact = {"sid": sid, "t": _ANSWERS, **_answer_fields(applicable, base)}
            fact.update({_given_field(f): 1 for f in given})
            try:
                _assert_and_run(compiled, fact)
            except _durable.MessageNotHandledException:
                pass
            except Exception as exc:
                session.error = session.error or ("", exc)
        finally:
            del _SESSIONS[sid]
            # The answers fact is always handled (`_SEEN`), so the state exists: deleting one
            # that does not crashes the process (SIGSEGV) in durable_rules' C engine. Cleanup
            # after the answer is known: a failure here must not replace it.
            with contextlib.suppress(Exception):
                _host().delete_state(compiled, sid)
    if session.error is not None:
        rule_id, failure = session.error
        where = f"rule {rule_id}" if rule_id else "the rule engine"
        raise RuleEngineError(f"{where} failed: {type(failure).__name__}: {failure}") from failure
    session.match_leaves()
    return session.result()


def evaluate_fast(
    answers: Mapping[str, Any],
    base: RuleBase | None = None,
    facts: Iterable[str] = (),
    modes: Iterable[str] | None = None,
) -> Evaluation:
    """The same evaluation as `evaluate`, matched in Python without durable_rules: derive rules
    in level order (a rule's level is above every producer of the facts it reads, so one pass
    reaches the fixpoint), then the conclusions. For what-if questions asked dozens of times
    per answer (the swap search, unanswered questions); tests/test_engine.py checks it agrees
    with `evaluate` over the answer space. With `modes`, only the conclusions about those
    modes are matched (no checks): enough to compare them, in a fraction of the time."""
    base = base or default_rule_base()
    session = _Session(base, base.vocab.applicable(answers))
    session.derived.extend(f for f in facts if f in base.facts)
    present = set(session.derived)
    for rule in _derive_rules(base):
        if holds(rule, session.answers, present):
            if modes is None:  # a comparison of modes needs their reasons, not the chain's trace
                session.record(_plan(base, rule), present)
            if rule.then not in present:
                present.add(rule.then)
                session.derived.append(rule.then)
    session.match_leaves(None if modes is None else frozenset(modes))
    return session.result()


def match_modes(
    answers: Mapping[str, Any],
    facts: Iterable[str],
    modes: Iterable[str],
    base: RuleBase | None = None,
    since: tuple[frozenset[str] | Fired, str] | None = None,
) -> dict[str, tuple[bool, list[Rule]]]:
    """For applicable `answers` and the baseline `facts`: per mode in `modes`, whether a veto
    fired and the score rules that fired; the same rules and semantics as `evaluate_fast`,
    without a trace. The swap search asks this a dozen times per recommendation.

    `since=(fired, question)`: the answers differ from an evaluated set (whose fired rule ids
    are `fired`, with the same `facts`) in `question` only. A rule that reads neither that
    question nor, down the chain, a fact derived from it fires as before; only the others are
    matched again. `fired` as a `Fired` keeps what each question's changes leave as it was, for
    the next change of that question."""
    base = base or default_rule_base()
    present = {f for f in facts if f in base.facts}
    wanted = frozenset(modes)
    out: dict[str, tuple[bool, list[Rule]]] = {m: (False, []) for m in wanted}
    if since is None:
        for rule, test in _tested(base, "derive"):
            if test(answers, present):
                present.add(rule.then)
        # Only the rules a present answer or fact could satisfy are tested (`match_leaves`'s
        # index over the same rules), in rule order: some twenty of the 129 about every mode.
        tested = _tested(base, wanted)
        candidates = _leaf_index(base, wanted).candidates(answers, present)
        hits = [tested[i][0] for i in candidates if tested[i][1](answers, present)]
    else:
        # A rule untouched by the change fires as before: those that fired are looked up in one
        # set operation; only the rules the change touches are tested, in the same order.
        fired_before, question = since
        kept = fired_before if isinstance(fired_before, Fired) else Fired(fired_before)
        derive = _split_since(base, "derive", question)
        present.update(kept.facts_of(derive))
        for rule, test in derive.touched:
            if test(answers, present):
                present.add(rule.then)
        leaves = _split_since(base, wanted, question)
        hits = leaves.merged(kept.again(leaves), [r for r, test in leaves.touched if test(answers, present)])
    for rule in hits:
        fired = out[rule.then][1]
        if rule.kind == "veto":
            out[rule.then] = (True, fired)
        else:
            fired.append(rule)
    return out


def reads_question(question: str, modes: Iterable[str], base: RuleBase | None = None) -> bool:
    """Whether a veto or score rule about any of `modes` reads `question`, directly or through a
    fact derived from it: when none does, a change of that answer alone (the baseline's facts
    kept) leaves those modes' matches as they were."""
    base = base or default_rule_base()
    return bool(_split_since(base, frozenset(modes), question).touched)


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

    def record(self, plan: _Plan, present: set[str]) -> None:
        """A firing found by matching in Python (`match_leaves`, `evaluate_fast`)."""
        rule = plan.rule
        self.fired.add(rule.id)
        answers = self.answers
        matched: dict[str, Any] = {q: answers[q] for q in plan.questions if q in answers}
        if plan.facts:
            matched.update({n: True for n in plan.facts if n in present})
        self.trace.append(_firing(rule, matched, plan.conclusion))

    def match_leaves(self, modes: frozenset[str] | None = None) -> None:
        """Scores, vetoes and checks conclude nothing another rule reads, so they are matched
        once against the final facts (the answers, the baseline, every derived fact) rather
        than dispatched one engine callback at a time: same firings, a fraction of the cost."""
        present = set(self.derived)
        which = "leaves" if modes is None else modes
        tested, plans = _tested(self.base, which), _plans(self.base, which)
        answers = self.answers
        # Only the rules a present answer or fact could satisfy are tested, in rule order.
        for i in _leaf_index(self.base, which).candidates(answers, present):
            if tested[i][1](answers, present):
                self.record(plans[i], present)

    def fire(self, plan: _Plan, messages: dict[str, Any], chain: Callable[[str], None]) -> None:
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
            elif isinstance(msg, dict):  # the answers fact: the baseline facts it carried
                matched.update({n: True for n in plan.facts if msg.get(_given_field(n)) == 1})
        self.trace.append(_firing(rule, matched, plan.conclusion))
        if rule.kind == "derive" and rule.then not in self.derived:
            self.derived.append(rule.then)
            # Derived but read by no rule in durable_rules (only scores, vetoes and checks read
            # it, matched afterwards in `match_leaves`): still reported in `derived`, not asserted,
            # for durable_rules would only refuse it (MessageNotHandledException, two JSON dumps).
            if rule.then in _chained(self.base):
                with contextlib.suppress(_durable.MessageNotHandledException):
                    chain(rule.then)

    def result(self) -> Evaluation:
        vocab = self.base.vocab
        reasons: dict[str, list[Reason]] = {m.id: [] for m in vocab.modes}
        vetoes: dict[str, list[Reason]] = {m.id: [] for m in vocab.modes}
        checks: dict[str, list[Reason]] = {ch.id: [] for ch in vocab.checks}
        for f in self.trace:
            r = f.rule
            reason = _reason(self.base, r)
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


def _firing(rule: Rule, matched: dict[str, Any], conclusion: str) -> Firing:
    """`Firing(rule.id, rule.level, matched, conclusion, rule)` without the frozen dataclass's
    per-field `object.__setattr__` (some fifty firings per evaluation); tests/test_engine.py
    checks it equals the constructed one."""
    f = _new(Firing)
    f.__dict__.update(rule_id=rule.id, level=rule.level, matched=matched, conclusion=conclusion, rule=rule)
    return f


_new = object.__new__


# -- compilation to durable_rules ---------------------------------------------------------


class _QuietHost(_durable.Host):  # type: ignore[misc]  # durable_rules ships no types
    """A host without the background dispatch threads: actions run only in the thread that
    asserts, under our lock, so no action runs late or concurrently."""

    def _run(self) -> None:
        pass


_LOCK = threading.Lock()
_SIDS = itertools.count()
_SESSIONS: dict[str, _Session] = {}
_COMPILED: dict[str, str] = {}  # rule base version → registered ruleset name
# Ruleset name → the firing plan of each of its durable_rules rules (None: `_SEEN`).
_ACTIONS: dict[str, dict[str, _Plan | None]] = {}
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
        # Every evaluation's answers fact is handled, so its state always exists to be deleted.
        definition: dict[str, Any] = {_SEEN: when_all(m.t == _ANSWERS)(_noop).define()}
        plans: dict[str, _Plan | None] = {_SEEN: None}
        for r in _derive_rules(base):
            plan = _Plan.of(r)
            for i, branch in enumerate(r.when.branches):
                # The action durable_rules' own host would run is never called (`_assert_and_run`
                # runs the plan); registered all the same, as every rule needs one.
                definition[f"{r.id}_{i}"] = when_all(*_patterns(branch, base))(_noop).define()
                plans[f"{r.id}_{i}"] = plan
        _host().register_rulesets({name: definition})
        _ACTIONS[name] = plans
        _COMPILED[base.version] = name
    return name


@dataclass(frozen=True)
class _Plan:
    """What a firing of `rule` needs, computed once at compile time."""

    rule: Rule
    questions: tuple[str, ...]
    conclusion: str
    facts: tuple[str, ...] = ()

    @classmethod
    def of(cls, rule: Rule) -> _Plan:
        if rule.kind == "derive":
            conclusion = f"fact {rule.then}"
        elif rule.kind == "score":
            conclusion = f"{rule.then} {rule.delta:+g}"
        else:
            conclusion = f"{rule.kind} {rule.then}"
        return cls(rule, tuple(sorted(rule.when.questions())), conclusion, tuple(sorted(rule.when.facts())))


_PLANS: dict[str, dict[str, _Plan]] = {}


def _plan(base: RuleBase, rule: Rule) -> _Plan:
    plans = _PLANS.setdefault(base.version, {})
    plan = plans.get(rule.id)
    if plan is None:
        plan = plans[rule.id] = _Plan.of(rule)
    return plan


_BY_KIND: dict[tuple[str, object], list[Rule]] = {}


def _derive_rules(base: RuleBase) -> list[Rule]:
    key = (base.version, "derive")
    if key not in _BY_KIND:
        _BY_KIND[key] = sorted((r for r in base.rules if r.kind == "derive"), key=lambda r: r.level)
    return _BY_KIND[key]


def _chained(base: RuleBase) -> frozenset[str]:
    """The derived facts some derive rule reads (a pattern of its own in durable_rules, see
    `_patterns`); the others no rule in durable_rules matches."""
    key = (base.version, "chained")
    if key not in _BY_KIND:
        names = {
            name
            for r in _derive_rules(base)
            for branch in r.when.branches
            for a in branch
            if isinstance(a, Fact) and not set(a.names) <= base.given
            for name in a.names
        }
        _BY_KIND[key] = frozenset(names)  # type: ignore[assignment]
    return _BY_KIND[key]  # type: ignore[return-value]


def _leaf_rules(base: RuleBase) -> list[Rule]:
    key = (base.version, "leaves")
    if key not in _BY_KIND:
        _BY_KIND[key] = [r for r in base.rules if r.kind != "derive"]
    return _BY_KIND[key]


def _mode_rules(base: RuleBase, modes: frozenset[str]) -> list[Rule]:
    key = (base.version, modes)
    if key not in _BY_KIND:
        _BY_KIND[key] = [r for r in _leaf_rules(base) if r.kind != "check" and r.then in modes]
    return _BY_KIND[key]


def _affected(base: RuleBase, question: str) -> frozenset[str]:
    """Ids of the rules that read `question`, directly or through facts derived from it."""
    key = (base.version, ("affected", question))
    if key not in _BY_KIND:
        _BY_KIND[key] = frozenset(r.id for r in base.rules_for_question(question, transitive=True))  # type: ignore[assignment]
    return _BY_KIND[key]  # type: ignore[return-value]


def _tested(base: RuleBase, which: str | frozenset[str]) -> list[tuple[Rule, Any]]:
    """The derive rules in level order ("derive"), every conclusion ("leaves") or the rules
    concluding about the modes in `which`, each with its compiled condition, cached per base."""
    key = (base.version, ("tested", which))
    if key not in _BY_KIND:
        if which == "derive":
            rules = _derive_rules(base)
        elif which == "leaves":
            rules = _leaf_rules(base)
        else:
            rules = _mode_rules(base, frozenset(which))
        _BY_KIND[key] = [(r, compile_test(r)) for r in rules]  # type: ignore[misc]
    return _BY_KIND[key]  # type: ignore[return-value]


def _plans(base: RuleBase, which: str | frozenset[str]) -> list[_Plan]:
    """Each rule's firing plan, in `_tested(base, which)` order."""
    key = (base.version, ("plans", which))
    if key not in _BY_KIND:
        _BY_KIND[key] = [_plan(base, r) for r, _ in _tested(base, which)]  # type: ignore[misc]
    return _BY_KIND[key]  # type: ignore[return-value]


def _leaf_index(base: RuleBase, which: str | frozenset[str]) -> RuleIndex:
    key = (base.version, ("index", which))
    if key not in _BY_KIND:
        _BY_KIND[key] = RuleIndex([r for r, _ in _tested(base, which)])  # type: ignore[assignment]
    return _BY_KIND[key]  # type: ignore[return-value]


_REASONS: dict[tuple[str, str], Reason] = {}


def _reason(base: RuleBase, r: Rule) -> Reason:
    """The rule's reason (immutable), made once per rule base."""
    key = (base.version, r.id)
    reason = _REASONS.get(key)
    if reason is None:
        reason = _REASONS[key] = Reason(r.id, r.statement, r.delta, r.evidence, r.criterion)
    return reason


def _split_since(base: RuleBase, which: str | frozenset[str], question: str) -> ChangeSplit:
    """`ChangeSplit` of `_tested(base, which)` for a change of `question`; cached per base."""
    key = (base.version, ("since", which, question))
    if key not in _BY_KIND:
        _BY_KIND[key] = ChangeSplit(_tested(base, which), _affected(base, question))  # type: ignore[assignment]
    return _BY_KIND[key]  # type: ignore[return-value]


def _assert_and_run(name: str, fact: dict[str, Any]) -> None:
    """Assert the answers fact and run every action it starts, in this thread, until none is
    left: the calls durable_rules' own host makes (`Host.assert_fact`, then
    `Ruleset.do_actions`: start the state's actions, run one, store the state, complete it and
    start the next), without the generic parts our rules never use (a closure and content
    wrappers per action, action leases read off the wall clock, promises, timers). Call under
    _LOCK. An action never raises (`_Session.fire`'s failure is kept in the session); a failure
    of the engine itself abandons the action and propagates."""
    ruleset = _host().get_ruleset(name)
    handle, plans, sid = ruleset._handle, _ACTIONS[name], fact["sid"]
    session = _SESSIONS[sid]
    state_handle = ruleset.assert_fact(fact)
    started = _rete.start_action_for_state(handle, state_handle)
    if not started:
        return
    # No action of ours changes the state: stored back as it came after each one.
    state, messages = started[0], json.loads(started[1])

    # A derived fact for the rules that read it, as `Ruleset.assert_fact` sends it (its JSON
    # written once per fact name, not dumped per firing).
    tail = json.dumps(sid) + "}"

    def chain(derived: str) -> None:
        text = _derived_json(derived) + tail
        ruleset._handle_result(_rete.assert_fact(handle, text), text)

    while messages:
        rule_name, message = next(iter(messages.items()))
        plan = plans[rule_name]
        if plan is not None and session.error is None:
            try:
                session.fire(plan, message, chain)
            except BaseException as exc:
                session.error = (plan.rule.id, exc)
        try:
            _rete.update_state(handle, state)
            following = _rete.complete_and_start_action(handle, state_handle)
        except BaseException:
            _rete.abandon_action(handle, state_handle)
            raise
        messages = json.loads(following) if following else None


@functools.cache
def _derived_json(name: str) -> str:
    """The start of a derived fact's JSON, up to its sid."""
    return '{"d": ' + json.dumps(name, ensure_ascii=False) + ', "sid": '


def _patterns(branch: tuple[Any, ...], base: RuleBase) -> list[Any]:
    """One durable_rules pattern for the answers atoms of `branch` (all on the answers fact)
    and one per derived-fact atom (joined)."""

    def given(a: Any) -> bool:
        return isinstance(a, Fact) and set(a.names) <= base.given

    on_answers = [a for a in branch if isinstance(a, (Answer, Number, Always)) or given(a)]
    patterns = []
    if on_answers:
        expr = m.t == _ANSWERS
        for a in on_answers:
            if isinstance(a, Fact):
                e = None
                for name in a.names:
                    one = getattr(m, _given_field(name)) == 1
                    e = one if e is None else e | one
                expr = expr & e
            elif not isinstance(a, Always):
                expr = expr & _answer_expr(a, base)
        patterns.append(expr)
    for a in branch:
        if isinstance(a, Fact) and not given(a):
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


def _given_field(name: str) -> str:
    return f"b_{name}"


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
            fields[_field(qid)] = engine_number(value) if isinstance(value, float) else value
    return fields


__all__ = [
    "CheckOutcome",
    "Evaluation",
    "Fired",
    "Firing",
    "ModeOutcome",
    "Reason",
    "evaluate",
    "evaluate_fast",
    "match_modes",
    "open_sessions",
    "rule_base",
]
