"""The staged decision: vetoes → fit on named criteria → cost to target → one combined score.

    combined(mode) = Σ_criterion weight × level  −  cost_points_per_doubling × log2(cost / cheapest)

over the feasible (not vetoed) modes. A mode's level on a criterion is the sum of the levels of
the rules that fired for it on that criterion (rules/modes.py), clipped to the fit scale
[-2, 2]; weights, the scale and the margins are data (rules/data/modes.yaml). Cost to target is
the estimator's, with owned hardware that holds the job treated as paid. The top two are
"tied" when their combined scores differ by less than the tie margin, "close" below the close
margin, otherwise "clear"; "open" when the margin is not a tie but a question still to answer
would put the runner-up first (the swap search finds it), the top rests on an owned cluster
of no stated size, or it runs a job of a whole server or more on hardware the team has not said
it owns; "none" means nothing answered yet speaks for any mode.

Pure domain code: answers in, a `Decision` out; the engine runs the rules."""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from compute_advisor.rules.baseline import ALL_MODES, TaskBaseline, task_baseline
from compute_advisor.rules.capabilities import ModeTable, load_modes
from compute_advisor.rules.cost.listing import sig
from compute_advisor.rules.cost.prices import load_prices
from compute_advisor.rules.cost.serving import assumed_calls_per_day
from compute_advisor.rules.engine import Evaluation, Fired, Reason, evaluate, match_modes, reads_question
from compute_advisor.rules.explain import (
    ask_first,
    busy_purchase_text,
    deciding_text,
    owned_cluster_text,
    unstated_hardware_text,
    why_not_text,
    why_text,
)
from compute_advisor.rules.vocabulary import Text, Vocabulary, load_vocabulary

SWAP_SHOWN = 2  # changes listed; the search stops once it has found them
SIZING_QUESTIONS = frozenset(
    {
        "task_type",
        "model_params_b",
        "active_params_b",
        "finetune_method",
        "requests_per_day",
        "dataset_tokens_b",
        "training_days",
        "data_scale",
        "existing_hardware",
        "owned_gpus",
    }
)
# Changes that keep the job's sizing (owned hardware is judged against it): the swap search asks
# for the assessment's own estimate, cached, and sizes only the owned cards again.
_SAME_SIZING = frozenset({"existing_hardware", "owned_gpu_kind"})
# Calls a day within this factor of the traffic assumed are not tried as a change (`_alternatives`).
_SAME_TRAFFIC = 3.0
SWAP_QUESTIONS = ("ops_capacity", "budget_model", "usage_pattern", "existing_hardware", "data_scale")


@dataclass(frozen=True)
class ModeFit:
    id: str
    feasible: bool
    levels: dict[str, int]
    fit: float
    cost: float | None
    cost_range: dict[str, Any] | None
    cost_points: float
    combined: float
    label: str  # strong | possible | poor | excluded
    pros: tuple[Reason, ...]
    cons: tuple[Reason, ...]


@dataclass(frozen=True)
class Decision:
    top: str | None
    runner_up: str | None
    confidence: str  # clear | close | tied | open | none
    why: tuple[Text, ...]
    why_not_runner_up: Text | None
    deciding: tuple[Text, ...]
    ranking: tuple[ModeFit, ...]
    baseline: TaskBaseline
    evaluation: Evaluation
    swap: tuple[dict[str, Any], ...] = field(default=())

    def fit(self, mode_id: str) -> ModeFit:
        return next(f for f in self.ranking if f.id == mode_id)

    def to_dict(self, lang: str = "zh") -> dict[str, Any]:
        currency = load_prices().currency
        return {
            "top": self.top,
            "runner_up": self.runner_up,
            "confidence": self.confidence,
            "why": [t.get(lang) for t in self.why],
            "why_not_runner_up": self.why_not_runner_up.get(lang) if self.why_not_runner_up else "",
            "deciding": [t.get(lang) for t in self.deciding],
            "cost_range": {
                f.id: {**f.cost_range, "currency": currency} for f in self.ranking if f.cost_range is not None
            },
            "swap": list(self.swap),
        }


def assess(answers: Mapping[str, Any], lang: str = "zh") -> tuple[TaskBaseline, Evaluation]:
    """Baseline first, then the rule engine over the answers and the baseline's facts."""
    baseline = task_baseline(answers, lang)
    return baseline, evaluate(answers, facts=baseline.facts)


def decide(
    answers: Mapping[str, Any],
    ev: Evaluation | None = None,
    baseline: TaskBaseline | None = None,
    *,
    with_swap: bool = True,
) -> Decision:
    """The decision for validated, applicable `answers` (the evaluation and baseline are
    computed here when not given; an evaluation must have been run with the baseline's facts)."""
    if baseline is None:
        baseline = task_baseline(answers)
    if ev is None:
        ev = evaluate(answers, facts=baseline.facts)
    table = load_modes()
    ranking = _rank(ev, baseline, table)
    feasible = [f for f in ranking if f.feasible]
    # A verdict needs something that speaks FOR a feasible mode (a positive fit) or a cost to
    # compare; marks against one mode alone leave the order to list position, which is no advice.
    informed = any(level > 0 for f in feasible for level in f.levels.values()) or any(
        f.cost is not None for f in feasible
    )
    if not feasible or not informed:
        return Decision(None, None, "none", (), None, ask_first(answers), tuple(ranking), baseline, ev)
    top = feasible[0]
    runner = feasible[1] if len(feasible) > 1 else None
    confidence = _confidence(top, runner, table)
    swap: tuple[dict[str, Any], ...] = ()
    if with_swap and runner is not None:
        swap = tuple(_swap(answers, top.id, runner.id, baseline, ev))
    # The hardware the top runs on is not settled: an owned cluster of no stated size, or a server
    # or several the team may own or must buy.
    unsettled = owned_cluster_text(top, baseline, table) or unstated_hardware_text(top, baseline, table)
    # A purchase of several nodes for runs that never end: how busy they would keep it decides.
    busy = busy_purchase_text(answers, top, baseline, table)
    deciding = tuple(
        [t for t in (unsettled, busy) if t] + deciding_text(answers, top, runner, confidence, swap, table)
    )[:4]
    # The margin measures the answers given; an answer still to give that would change the top
    # makes the advice provisional, however wide the margin (the deciding list says which).
    if confidence != "tied" and (unsettled or any(s["from"] is None for s in swap)):
        confidence = "open"
    return Decision(
        top=top.id,
        runner_up=runner.id if runner else None,
        confidence=confidence,
        why=tuple(why_text(top, feasible, table, _cost_basis(baseline))),
        why_not_runner_up=why_not_text(top, runner, table) if runner else None,
        deciding=deciding,
        ranking=tuple(ranking),
        baseline=baseline,
        evaluation=ev,
        swap=swap,
    )


# -- stages ----------------------------------------------------------------------------------


def _rank(ev: Evaluation, baseline: TaskBaseline, table: ModeTable) -> list[ModeFit]:
    order = {m.id: i for i, m in enumerate(table.modes)}
    costs = {o.id: _cost(o.id, baseline, table) for o in ev.modes if o.suitable}
    cost_points = _cost_points(costs, table)
    fits = []
    for o in ev.modes:
        levels = _levels(o.reasons)
        fit = sum(table.weights[c] * v for c, v in levels.items())
        cost = costs.get(o.id)
        points = cost_points.get(o.id, 0.0)
        fits.append(
            ModeFit(
                id=o.id,
                feasible=o.suitable,
                levels=levels,
                fit=fit,
                cost=cost[0] if cost else None,
                cost_range=cost[1] if cost else None,
                cost_points=points,
                combined=fit + points if o.suitable else -math.inf,
                label=_label(o.suitable, fit, levels, table),
                pros=tuple(
                    sorted((r for r in o.reasons if (r.delta or 0) > 0), key=lambda r: -(r.delta or 0))
                ),
                cons=tuple(o.vetoes)
                + tuple(sorted((r for r in o.reasons if (r.delta or 0) < 0), key=lambda r: r.delta or 0)),
            )
        )
    fits.sort(key=lambda f: (not f.feasible, -f.combined, order[f.id]))
    return fits


def _cost(mode: str, baseline: TaskBaseline, table: ModeTable) -> tuple[float, dict[str, float]] | None:
    """Cost to target and its range over the mode's utilization range. Owned hardware that
    holds the job counts as paid: its purchase, set-up and standing ops staff are sunk, and
    only `owned_marginal_share` of them is charged to this job (power, hosting, upkeep). A few
    owned servers keep no cluster ops team: their upkeep is `owned_server_ops_fte` over the same
    time instead."""
    m = baseline.costs.get(mode)
    if m is None:
        return None
    parts = m["components"]
    billed = parts.get("compute", 0.0) + parts.get("idle", 0.0)
    sunk = 0.0
    terms = _owned_terms(mode, m, baseline, table)
    if terms is not None:
        share, _, sunk = terms
        billed *= share
    util = load_prices().modes_by_id[mode].utilization
    expected = m["total"] - sunk
    rest = expected - billed
    low = rest + billed * util.default / util.high
    high = rest + billed * util.default / util.low
    return expected, {"low": round(low), "expected": round(expected), "high": round(high)}


def _owned_terms(
    mode: str, m: dict[str, Any], baseline: TaskBaseline, table: ModeTable
) -> tuple[float, float, float] | None:
    """When owned hardware that holds the job counts as paid for `mode` (its estimate `m`): the
    share of its billed compute still charged, the staff cost not charged (the standing ops staff
    beyond what is kept: a share of a cluster team, or a few servers' upkeep), and all that is
    not charged (`m`'s total less the cost to target). None when the mode reuses no owned
    hardware or what is owned does not hold the job."""
    if not (baseline.owned_fits and table.by_id[mode].reuses_owned_hardware):
        return None
    share = table.combine.owned_marginal_share
    standing = _standing_staff(mode, m)
    # A platform installed on owned hardware is set up anew: its set-up is charged, not sunk.
    setup = float(m["setup_staff"]) if table.by_id[mode].installs_on_owned else 0.0
    if baseline.owned == "some":
        kept = _server_upkeep(mode, m) + setup
    else:
        kept = standing * share + setup * (1 - share)
    parts = m["components"]
    billed = parts.get("compute", 0.0) + parts.get("idle", 0.0)
    return share, standing - kept, billed * (1 - share) + (standing - kept)


def owned_as_paid(mode: str, m: dict[str, Any], baseline: TaskBaseline) -> dict[str, Any]:
    """The mode's estimate `m` as the decision costs it: with owned hardware that holds the job
    counted as paid, its compute and idle lines cut to the share still charged and its staff line
    to what is kept, `owned_as_paid` set (the decision's cost to target and the estimate shown
    beside it are the same figure); `m` itself otherwise."""
    table = load_modes()
    terms = _owned_terms(mode, m, baseline, table)
    if terms is None:
        return m
    share, staff_off, sunk = terms
    parts = dict(m["components"])
    for line in ("compute", "idle"):
        if line in parts:
            parts[line] = sig(parts[line] * share)
    parts["staff"] = sig(parts.get("staff", 0.0) - staff_off)
    return {**m, "total": sig(m["total"] - sunk), "components": parts, "owned_as_paid": True}


def _server_upkeep(mode: str, m: dict[str, Any]) -> float:
    """The ops staff of a few owned servers over the hours the mode's ops staff were charged
    for (its set-up is done): `owned_server_ops_fte` in place of the mode's cluster ops FTE."""
    prices = load_prices()
    fte = prices.modes_by_id[mode].ops_fte.default
    ops = float(m["standing_staff"]) - float(m["setup_staff"])
    return ops * prices.default("owned_server_ops_fte") / fte if fte else 0.0


def _cost_basis(baseline: TaskBaseline) -> Text | None:
    """What a cost to target shown in the decision assumed, in a few words: the serving period
    and traffic of an inference service; the staff time of a training job (the rest is listed
    in the baseline's assumptions and the estimate)."""
    est = baseline.estimate
    if est is None:
        return None
    got = {a["id"]: a["value"] for a in est["assumptions"]}
    if "tokens_per_day" in got and "serving_days" in got:
        days, mtok = got["serving_days"], got["tokens_per_day"] / 1e6
        return Text(
            zh=f"{days:g} 天服务期，按每天约 {mtok:g} 百万 token 的假定流量",
            en=f"{days:g} days of serving at an assumed {mtok:g} million tokens a day",
        )
    if "staff_engagement_days" in got:
        days = got["staff_engagement_days"]
        return Text(
            zh=f"含算力、存储与人力，人员至少按 {days:g} 天投入计",
            en=f"compute, storage and staff, the staff engaged for at least {days:g} days",
        )
    if "training_days" in got:
        days = got["training_days"]
        return Text(
            zh=f"含算力、存储与人力，人员按所填的 {days:g} 天计",
            en=f"compute, storage and staff, the staff engaged for the {days:g} day{'s' * (days != 1)} given",
        )
    return None


def _unit_price(mode: str) -> float:
    p = load_prices().modes_by_id[mode]
    return p.price_multiplier / p.utilization.default


def _standing_staff(mode: str, m: dict[str, Any]) -> float:
    """The mode's ops staff and its share of the one-off set-up, as the estimator charged them
    (rules/cost/costing.py::cost_to_target): the staff line without the project team's work."""
    return float(m["standing_staff"])


def _label(feasible: bool, fit: float, levels: dict[str, int], table: ModeTable) -> str:
    if not feasible:
        return "excluded"
    if fit < 0 or any(v <= -2 for v in levels.values()):
        return "poor"
    return "strong" if fit >= table.combine.strong_fit else "possible"


def _confidence(top: ModeFit, runner: ModeFit | None, table: ModeTable) -> str:
    if runner is None:
        return "clear"
    margin = top.combined - runner.combined
    if margin < table.combine.tie_margin:
        return "tied"
    return "close" if margin < table.combine.close_margin else "clear"


def _swap(
    answers: Mapping[str, Any], top: str, runner: str, same: TaskBaseline, ev: Evaluation
) -> list[dict[str, Any]]:
    """Single-answer changes after which the engine ranks `runner` above `top`, or, for a
    question not answered yet, after which any other mode comes first (the smallest change: one
    answer; the first `SWAP_SHOWN` found, unanswered questions first: see `_alternatives`), each
    with the mode that would then come first (`top`: the runner-up, or a third mode). An answer
    given is tried on the two modes only (the cheapest mode's cost cancels out of their
    difference); an answer still to give, and a change found, are ranked over every mode."""
    vocab, table = load_vocabulary(), load_modes()
    # What each question's changes leave as it fired, worked out once per question.
    fired = Fired(f.rule_id for f in ev.trace)
    found: list[dict[str, Any]] = []
    # The owned-hardware change keeps the sizing: asked in the language of the assessment's
    # estimate, it is that cached estimate (facts and costs are the same in either language).
    lang = (same.estimate or {}).get("lang", "zh")
    # Each mode's cost on the unchanged baseline, once (most changes keep it).
    same_costs = {m: _cost(m, same, table) for m in (top, runner)}
    # When the answers are applicable, a change of a question that no ask_if reads, and that is
    # asked, leaves them applicable: no pass over every question per change.
    controls = _ask_if_questions(vocab) if vocab.applicable(answers) == answers else None
    pair = frozenset((top, runner))
    for qid, value in _alternatives(answers, vocab, top):
        if qid == "owned_gpu_kind" and not same.owned_fits:
            continue  # smaller cards than taken cannot carry what those could not
        changed = {**answers, qid: value}
        if controls is None or qid in controls or not vocab.is_asked(vocab.by_id[qid], answers):
            changed = vocab.applicable(changed)
        # A change of accelerator (domestic), method, model served or traffic re-runs the
        # estimator; owned hardware (its presence or kind) is judged against the cached sizing,
        # and the data scale moves only the storage line of a model job's cost, which the
        # comparison of two modes leaves out (a data-processing job is sized by its data).
        resizes = (
            qid in _SAME_SIZING
            or qid in ("finetune_method", "served_model", "requests_per_day")
            or (qid == "data_scale" and (not same.scale or answers.get("task_type") == "data_processing"))
            # inference is sized and billed for the traffic its usage pattern suggests (unless stated)
            or (
                qid == "usage_pattern"
                and answers.get("task_type") == "inference"
                and "requests_per_day" not in answers
            )
            or (
                qid == "compliance"
                and ("domestic_hardware" in value) != ("domestic_hardware" in (answers.get(qid) or ()))
            )
        )
        # A new accelerator or data scale is a new estimate, costing only the two modes compared
        # (the facts do not depend on which) and brief (only the figures that rank them: no text);
        # owned hardware keeps the sizing, whose estimate the assessment has just cached.
        # An answer still to give is weighed over every mode (below): costed for all of them at once.
        baseline = (
            (
                task_baseline(changed, lang)
                if qid in _SAME_SIZING
                else task_baseline(
                    changed, modes=(top, runner) if qid in answers else ALL_MODES, ranking=True
                )
            )
            if resizes
            else same
        )
        # An answer given whose change neither resizes the job nor reaches a rule of the two
        # modes leaves their margin as it is: nothing to match.
        if not resizes and qid in answers and not reads_question(qid, pair):
            continue
        # Same baseline facts (a re-sizing that moved none of them too) and no other answer
        # changed (owning no hardware drops the answers about it): only the rules reading the
        # changed answer are matched again.
        same_facts = not resizes or (
            baseline.facts == same.facts and changed.keys() == answers.keys() | {qid}
        )
        since = (fired, qid) if same_facts else None
        # An answer still to give is weighed over every mode: a third one may come first without
        # the runner-up passing the top (no hardware of one's own: an appliance; a fitting server:
        # a platform on it), and the advice is open all the same. An answer given is a swap only
        # when the runner-up passes the top (what the search is for: the two modes compared).
        # The method not said, a full fine-tune that changes no fact (scale, owned hardware, long
        # run) only moves the costs: a swap of the two modes, as for an answer given.
        still_open = qid not in answers and not (qid == "finetune_method" and baseline.facts == same.facts)
        # Weighed over every mode anyway: the two modes' margin would decide nothing.
        passes = False
        if not still_open:
            matched = match_modes(changed, baseline.facts, (top, runner), since=since)
            costs = same_costs
            if baseline is not same:
                costs = {m: _cost(m, baseline, table) for m in (top, runner)}
            passes = _pair_margin(matched, baseline, table, runner, top, costs) > table.combine.tie_margin
        if passes or still_open:
            # What comes first then is worked out over every mode (a third may pass both), so
            # the line says what the change would really lead with. Its facts are the re-sized
            # baseline's whichever modes it costs: `since` holds for it as well.
            full = (
                baseline
                if baseline is same or qid in _SAME_SIZING or qid not in answers
                else task_baseline(changed, ranking=True)
            )
            everyone = match_modes(changed, full.facts, table.by_id, since=since)
            first = _first(everyone, full, table)
            if first != top:
                found.append({"question": qid, "from": answers.get(qid), "to": value, "top": first})
                if len(found) == SWAP_SHOWN:
                    break
    return found


def _first(matched: dict[str, tuple[bool, list[Any]]], baseline: TaskBaseline, table: ModeTable) -> str:
    """The mode `_rank` puts first (the first feasible one) for the vetoes and score rules of
    every mode in `matched` (`match_modes`): the same combined score and order, without the
    trace, the pros and cons and the fits of a full ranking."""
    feasible = [m.id for m in table.modes if not matched[m.id][0]]
    points = _cost_points({m: _cost(m, baseline, table) for m in feasible}, table)
    # max keeps the first of equals: table order, as `_rank`'s stable sort breaks ties.
    return max(feasible, key=lambda m: _weighted_fit(matched[m][1], table) + points[m])


def _cost_points(
    costs: Mapping[str, tuple[float, dict[str, float]] | None], table: ModeTable
) -> dict[str, float]:
    """The cost stage's points of each feasible mode in `costs` (its `_cost`): minus
    `cost_points_per_doubling` per doubling over the cheapest. A job that cannot be sized is
    compared on price per useful GPU-hour instead (the price profiles' multiplier over
    utilization): the same direction as the cost, without a size."""
    known = [c[0] for c in costs.values() if c is not None]
    cheapest = min(known) if known else None
    unit = {m: _unit_price(m) for m in costs} if cheapest is None else {}
    cheapest_unit = min(unit.values()) if unit else None
    k = table.combine.cost_points_per_doubling
    points = {}
    for m, cost in costs.items():
        points[m] = 0.0
        if cost is not None and cheapest:
            points[m] = -k * math.log2(cost[0] / cheapest)
        elif m in unit and cheapest_unit:
            points[m] = -k * math.log2(unit[m] / cheapest_unit)
    return points


def _pair_margin(
    matched: dict[str, tuple[bool, list[Any]]],
    baseline: TaskBaseline,
    table: ModeTable,
    a: str,
    b: str,
    costs: Mapping[str, tuple[float, dict[str, float]] | None],
) -> float:
    """combined(a) - combined(b); -inf when `a` is vetoed, +inf when only `b` is. `costs`: both
    modes' `_cost` on `baseline`."""
    (veto_a, rules_a), (veto_b, rules_b) = matched[a], matched[b]
    if veto_a:
        return -math.inf
    if veto_b:
        return math.inf
    margin = _weighted_fit(rules_a, table) - _weighted_fit(rules_b, table)
    ca, cb = costs[a], costs[b]
    if ca is not None and cb is not None:
        margin -= table.combine.cost_points_per_doubling * math.log2(ca[0] / cb[0])
    elif ca is None and cb is None and not baseline.costed:
        margin -= table.combine.cost_points_per_doubling * math.log2(_unit_price(a) / _unit_price(b))
    return margin


def _levels(reasons: Any) -> dict[str, int]:
    levels: dict[str, int] = {}
    for r in reasons:  # engine Reasons or the Rules themselves: both carry criterion and delta
        c = r.criterion or "workload"
        levels[c] = levels.get(c, 0) + int(r.delta or 0)
    # Clipped to the fit scale [-2, 2] (`max(-2, min(2, v))` without two calls per criterion).
    return {c: -2 if v < -2 else 2 if v > 2 else v for c, v in levels.items() if v}


def _weighted_fit(reasons: Any, table: ModeTable) -> float:
    """`Σ weight × level` over `_levels(reasons)`: the same terms in the same order, without the
    clipped dict in between (a dozen pairs of calls per answer in the swap search)."""
    levels: dict[str, int] = {}
    for r in reasons:
        c = r.criterion or "workload"
        levels[c] = levels.get(c, 0) + int(r.delta or 0)
    weights = table.weights
    return sum([weights[c] * (-2 if v < -2 else 2 if v > 2 else v) for c, v in levels.items() if v])


def _ask_if_questions(vocab: Vocabulary) -> frozenset[str]:
    return vocab.ask_if_questions  # one name for the tests to widen (every question)


def _alternatives(answers: Mapping[str, Any], vocab: Any, top: str | None = None) -> list[tuple[str, Any]]:
    """The single-answer changes the swap search tries: the questions not answered yet first (an
    answer the team has still to give is the change most likely to come; "if you have no
    hardware, X comes first" says more than "if your stated budget were different"), then the
    answered ones, each in SWAP_QUESTIONS order, compliance (an option added or dropped) last of
    its group. `top`: the mode first now, for the changes that can only unseat that one."""
    out: list[tuple[str, Any]] = []
    current = list(answers.get("compliance") or [])
    if answers.get("task_type") == "fine_tuning" and "finetune_method" not in answers:
        # Sized as LoRA when the method is not said: a full fine-tune, several times the memory,
        # may need hardware of another size (the question is taken when given, never asked).
        out.append(("finetune_method", "full"))
    if (
        top in ("online_model_api", "serverless_api")
        and answers.get("task_type") == "inference"
        and "served_model" not in answers
    ):
        # An online model serves the provider's models: a service of the team's own weights rules it
        # out; a serverless platform bills custom weights by run time, not per token. Nothing else
        # reads it, so it is tried only with one of those two on top.
        out.append(("served_model", "own_weights"))
    if answers.get("existing_hardware") in ("some", "cluster") and "owned_gpu_kind" not in answers:
        # Owned cards of no stated kind are taken as A100-class: if they are desktop-class (24 GB),
        # the job may need several times as many (the question is taken when given, never asked).
        out.append(("owned_gpu_kind", "gpu_24gb"))
    if answers.get("task_type") == "inference" and "requests_per_day" not in answers:
        # A service without its calls a day is sized for a traffic its usage pattern suggests: a
        # few thousand calls or millions may need another mode (the question is taken when given,
        # never asked), tried at the question's probes that differ from that traffic (within a
        # factor of 3 the sizing is much the same).
        assumed = assumed_calls_per_day(dict(answers))
        out += [
            ("requests_per_day", v)
            for v in vocab.by_id["requests_per_day"].probes
            if not assumed / _SAME_TRAFFIC <= v <= assumed * _SAME_TRAFFIC
        ]
    for unanswered in (True, False):
        for qid in SWAP_QUESTIONS:
            if (answers.get(qid) is None) == unanswered:
                q = vocab.by_id[qid]
                out += [(qid, o) for o in q.option_ids if o != answers.get(qid)]
        if (answers.get("compliance") is None) == unanswered:
            for o in vocab.by_id["compliance"].option_ids:
                out.append(("compliance", sorted(set(current) ^ {o})))
    return out


def ranking_method(lang: str = "zh") -> dict[str, Any]:
    """How the stages combine, as data for the rule listing (API and /rules page)."""
    table = load_modes()
    c = table.combine
    formula = Text(
        zh="综合分 = Σ 权重(标准) × 契合度(标准) − "
        f"{c.cost_points_per_doubling:g} × log2(达标成本 / 最低可行成本)；被排除的形态不参与排名。"
        f"两者相差不到 {c.tie_margin:g} 为打平，不到 {c.close_margin:g} 为接近，否则为明确；"
        "未打平而尚未回答的问题可能改变首选时为待定。",
        en="combined = Σ weight(criterion) × level(criterion) − "
        f"{c.cost_points_per_doubling:g} × log2(cost to target "
        "/ cheapest feasible cost); vetoed modes are not "
        f"ranked. A gap under {c.tie_margin:g} is a tie, under {c.close_margin:g} close, otherwise "
        "clear; open when, short of a tie, a question not answered yet could change the top.",
    )
    return {
        "stages": ["vetoes", "fit", "cost_to_target", "combine"],
        "formula": formula.get(lang),
        "criteria": [{"id": k.id, "label": k.label.get(lang), "weight": k.weight} for k in table.criteria],
        "fit_scale": [{"level": lv.level, "label": lv.label.get(lang)} for lv in table.fit_scale],
        "owned_marginal_share": c.owned_marginal_share,
    }


__all__ = ["Decision", "ModeFit", "assess", "decide", "owned_as_paid", "ranking_method"]
