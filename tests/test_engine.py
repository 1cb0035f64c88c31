"""The rule engine and rule base as their users meet them: rankings with reasons, vetoes with
the rule that made them, a trace of the chaining, partial answers, load-time validation,
errors that are never swallowed, no state left behind, and thread safety."""

from __future__ import annotations

import json
import random
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace

import pytest

from compute_advisor.rules import checks, derive, engine, fit, modes
from compute_advisor.rules.base import RuleModule, build_rule_base
from compute_advisor.rules.decision import assess, decide
from compute_advisor.rules.engine import RuleEngineError, evaluate, evaluate_fast, rule_base
from compute_advisor.rules.errors import DataFileError
from compute_advisor.rules.model import (
    all_of,
    always,
    answer,
    at_least,
    check,
    fact,
    score,
    veto,
)
from compute_advisor.rules.model import (
    derive as derive_rule,
)
from compute_advisor.rules.vocabulary import load_vocabulary

BANK = {
    "task_type": "fine_tuning",
    "model_params_b": 13.0,
    "compliance": ["data_on_premises", "regulated_industry"],
    "ops_capacity": "none",
    "usage_pattern": "continuous",
    "budget_model": "capex",
    "existing_hardware": "none",
    "data_scale": "medium",
}
MODE_ORDER = [m.id for m in load_vocabulary().modes]


def _modules():
    return [RuleModule.of(derive), RuleModule.of(modes), RuleModule.of(fit), RuleModule.of(checks)]


# -- outcomes -----------------------------------------------------------------------------


def test_bank_gets_every_mode_ranked_with_vetoes_naming_their_rule():
    baseline, ev = assess(BANK)
    assert sorted(o.id for o in ev.modes) == sorted(MODE_ORDER)
    vetoed = {o.id: o for o in ev.modes if not o.suitable}
    assert set(vetoed) == {"online_model_api", "serverless_api", "partner", "hosted_compute"}
    assert [r.rule_id for r in vetoed["online_model_api"].vetoes] == ["M11"]
    assert "premises" in vetoed["online_model_api"].vetoes[0].text.get("en")
    assert vetoed["online_model_api"].vetoes[0].delta is None
    assert decide(BANK, ev, baseline).top == "appliance"
    top = ev.mode("appliance")
    assert top.score == sum(r.delta for r in top.reasons)
    assert all(r.criterion for r in top.reasons)


def test_modes_are_suitable_first_then_by_score_then_vocabulary_order():
    ev = evaluate({"compliance": ["data_on_premises"]})
    keys = [(not o.suitable, -o.score, MODE_ORDER.index(o.id)) for o in ev.modes]
    assert keys == sorted(keys)
    assert {o.id for o in ev.modes if not o.suitable} == {
        "online_model_api",
        "serverless_api",
        "partner",
        "hosted_compute",
    }


def test_checks_come_in_vocabulary_order_each_saying_why():
    _, ev = assess({"task_type": "pretraining", "model_params_b": 70, "compliance": ["domestic_hardware"]})
    order = [c.id for c in load_vocabulary().checks]
    ids = [c.id for c in ev.checks]
    assert ids == sorted(ids, key=order.index)
    assert {"checkpoint_resume", "collective_communication", "domestic_benchmark"} <= set(ids)
    assert all(c.reasons and c.reasons[0].text.zh for c in ev.checks)


def test_nothing_answered_gives_the_universal_checks_and_no_recommendation():
    ev = evaluate({})
    assert ev.top_mode is None
    assert all(o.suitable and o.score == 0 for o in ev.modes)
    assert [c.id for c in ev.checks] == ["cost_to_target", "evaluation_table", "pilot_test"]
    assert ev.derived == []


def test_partial_answers_fire_only_rules_on_what_is_answered():
    # With the baseline's facts, as every front end evaluates (nothing owned said: servers to run).
    _, ev = assess({"ops_capacity": "none"})
    assert all(o.suitable for o in ev.modes), "a mode ruled out on a guess"
    assert ev.mode("self_built").suitable and ev.mode("self_built").score < 0
    read = {q for f in ev.trace for q in rule_base().rule(f.rule_id).when.questions()}
    assert read <= {"ops_capacity"}


def test_answers_whose_question_is_not_asked_are_not_used():
    ev = evaluate({"task_type": "inference", "training_days": 30.0})
    assert "long_running_job" not in ev.derived
    assert "checkpoint_resume" not in {c.id for c in ev.checks}


def test_the_trace_shows_chaining_with_matched_values():
    ev = evaluate(BANK)
    by_id = {f.rule_id: f for f in ev.trace}
    assert by_id["D13"].matched == {"ops_capacity": "none"} and by_id["D13"].level == 1
    # hosted_preferred is derived from two derived facts, and read further down the chain.
    assert by_id["D27"].matched == {"no_ops_capacity": True, "no_hardware": True}
    assert by_id["D27"].level == 2 and by_id["D27"].conclusion == "fact hosted_preferred"
    assert by_id["D32"].level == 3 and by_id["C09"].level == 4
    assert by_id["M11"].conclusion == "veto online_model_api"
    assert by_id["M915"].conclusion == "appliance +1"
    assert by_id["M915"].matched == {"strict_data_residency": True}
    assert "hosted_preferred" in ev.derived and "shared_platform" in ev.derived


def test_to_dict_is_json_ready_in_both_languages():
    ev = evaluate(BANK)
    zh, en = ev.to_dict("zh"), ev.to_dict("en")
    json.dumps(zh, ensure_ascii=False), json.dumps(en)
    assert en["version"] == rule_base().version
    assert en["modes"][0]["reasons"][0]["text"].isascii()
    assert any("\u4e00" <= ch <= "\u9fff" for ch in zh["modes"][0]["reasons"][0]["text"])
    firing = en["trace"][0]
    assert {"rule_id", "level", "matched", "conclusion"} <= set(firing)


# -- the rule base --------------------------------------------------------------------------


def test_rule_listing_is_readable_in_each_language():
    base = rule_base()
    d13 = base.rule("D13").to_dict("en")
    assert d13["when"] == 'Operations capacity is "No ops staff"'
    assert d13["then"] == "conclude: no ops capacity"
    assert d13["kind"] == "derive" and d13["level"] == 1 and d13["evidence"]
    m915 = base.rule("M915").to_dict("zh")
    assert m915["then"] == "托管平台：智算一体机：+1" and "严格的数据驻留要求" in m915["when"]
    assert m915["criterion"] == "compliance"
    ids = [r.id for r in base.rules]
    assert len(ids) == len(set(ids)) >= 60
    assert max(r.level for r in base.rules) >= 3


def test_every_question_is_used_and_rules_can_be_found_by_question():
    base = rule_base()
    # The sizing answers reach the rules through the task baseline's facts.
    from compute_advisor.rules.decision import SIZING_QUESTIONS

    assert base.questions_used() | SIZING_QUESTIONS == {q.id for q in load_vocabulary().questions}
    direct = {r.id for r in base.rules_for_question("compliance")}
    assert {"D10", "D11", "D12", "M11", "M13"} <= direct and "M915" not in direct
    assert "M915" in {r.id for r in base.rules_for_question("compliance", transitive=True)}


def test_version_changes_when_a_rule_changes():
    mods = _modules()
    same = build_rule_base(mods)
    assert same.version == rule_base().version
    first = mods[1].rules[0]
    changed = replace(
        mods[1], rules=(replace(first, evidence=(first.evidence or "") + " x"), *mods[1].rules[1:])
    )
    assert build_rule_base([mods[0], changed, mods[2], mods[3]]).version != same.version


def _with_rule(index: int, rule) -> list[RuleModule]:
    mods = _modules()
    mods[index] = replace(mods[index], rules=(*mods[index].rules, rule))
    return mods


@pytest.mark.parametrize(
    ("index", "rule", "field", "says"),
    [
        (
            1,
            score(
                "M90", answer("team_size", "big"), "partner", 1, criterion="ops", zh="z", en="e", evidence="q"
            ),
            "when",
            "unknown question 'team_size'",
        ),
        (
            1,
            score(
                "M90",
                answer("ops_capacity", "outsourced"),
                "partner",
                1,
                criterion="ops",
                zh="z",
                en="e",
                evidence="q",
            ),
            "when",
            "unknown options ['outsourced']",
        ),
        (
            1,
            score(
                "M90",
                at_least("ops_capacity", 3),
                "partner",
                1,
                criterion="ops",
                zh="z",
                en="e",
                evidence="q",
            ),
            "when",
            "not a number",
        ),
        (
            1,
            veto("M90", fact("rich"), "partner", zh="z", en="e", evidence="q"),
            "when",
            "unknown derived facts ['rich']",
        ),
        (1, veto("M90", always(), "cloud", zh="z", en="e", evidence="q"), "then", "unknown mode 'cloud'"),
        (3, check("C90", always(), "vibes", zh="z", en="e", evidence="q"), "then", "unknown check 'vibes'"),
        (
            0,
            derive_rule("D90", always(), "lucky", zh="z", en="e", evidence="q"),
            "then",
            "unknown derived fact 'lucky'",
        ),
        (
            1,
            score("M90", always(), "partner", 0, criterion="ops", zh="z", en="e", evidence="q"),
            "delta",
            "fit scale",
        ),
        (
            1,
            score("M90", always(), "partner", 1, criterion="mood", zh="z", en="e", evidence="q"),
            "criterion",
            "unknown criterion 'mood'",
        ),
        (
            1,
            score("M400", always(), "partner", 1, criterion="ops", zh="z", en="e", evidence="q"),
            "id",
            "duplicate",
        ),
        (
            1,
            score("X90", always(), "partner", 1, criterion="ops", zh="z", en="e", evidence="q"),
            "id",
            "looks like",
        ),
        (3, check("C90", always(), "pilot_test", zh="z", en="e", evidence=" "), "evidence", "empty"),
    ],
)
def test_bad_rules_are_rejected_at_load_naming_module_rule_and_field(index, rule, field, says):
    with pytest.raises(DataFileError) as err:
        build_rule_base(_with_rule(index, rule))
    e = err.value
    assert e.entry == rule.id and e.field == field
    assert e.path.startswith("rules/") and e.path.endswith(".py")
    assert says in e.message


def test_a_cycle_between_derived_facts_is_rejected():
    mods = _with_rule(
        0, derive_rule("D90", fact("hosted_preferred"), "thin_ops", zh="z", en="e", evidence="q")
    )
    with pytest.raises(DataFileError, match="cycle"):
        build_rule_base(mods)


# -- robustness -----------------------------------------------------------------------------


def test_an_error_in_a_rule_is_raised_naming_the_rule_and_leaves_nothing_behind(monkeypatch):
    before = evaluate(BANK).to_dict("en")
    real_fire = engine._Session.fire

    def failing(self, plan, messages, closure):
        if plan.rule.id == "D13":
            raise ValueError("broken rule")
        return real_fire(self, plan, messages, closure)

    monkeypatch.setattr(engine._Session, "fire", failing)
    with pytest.raises(RuleEngineError, match=r"D13.*broken rule"):
        evaluate(BANK)
    # Without that rule in play, evaluation goes on as usual.
    assert "inference_workload" in evaluate({"task_type": "inference"}).derived
    monkeypatch.setattr(engine._Session, "fire", real_fire)
    assert engine.open_sessions() == 0
    assert evaluate(BANK).to_dict("en") == before


def test_more_evaluations_than_the_engine_keeps_states_all_succeed(monkeypatch):
    # durable_rules holds at most 1,024 states; each evaluation must delete its own, also on error.
    for _ in range(1100):
        assert evaluate({"usage_pattern": "trial"}).derived == ["trial_only", "shared_platform"]
    real_fire = engine._Session.fire

    def failing(self, plan, messages, closure):
        raise RuntimeError("always")

    monkeypatch.setattr(engine._Session, "fire", failing)
    for _ in range(1100):
        with pytest.raises(RuleEngineError):
            evaluate({"usage_pattern": "trial"})
    monkeypatch.setattr(engine._Session, "fire", real_fire)
    assert not evaluate(BANK).mode("online_model_api").suitable
    assert engine.open_sessions() == 0


def test_a_failure_inside_durable_rules_is_a_rule_engine_error(monkeypatch):
    class Broken:
        _handle = None

        def get_ruleset(self, name):
            return self

        def assert_fact(self, fact):
            raise OSError("engine state table corrupt")

        def delete_state(self, name, sid):
            pass

    engine._compiled(rule_base())  # registered with the real host before it is swapped
    monkeypatch.setattr(engine, "_host", lambda: Broken())
    with pytest.raises(RuleEngineError, match="the rule engine failed: OSError"):
        evaluate(BANK)
    assert engine.open_sessions() == 0


def _random_answers(rng: random.Random) -> dict:
    vocab = load_vocabulary()
    out = {}
    for q in vocab.questions:
        if rng.random() < 0.3:
            continue
        if q.type == "choice":
            out[q.id] = rng.choice(q.option_ids)
        elif q.type == "multi":
            out[q.id] = sorted(o for o in q.option_ids if rng.random() < 0.4)
        else:
            out[q.id] = rng.choice([1.0, 13.0, 70.0, 200.0])
    return out


def test_concurrent_evaluations_equal_the_sequential_results():
    rng = random.Random(7)
    inputs = [_random_answers(rng) for _ in range(80)]
    expected = [evaluate(a).to_dict("en") for a in inputs]
    with ThreadPoolExecutor(max_workers=16) as pool:
        got = list(pool.map(lambda a: evaluate(a).to_dict("en"), inputs * 2))
    assert got == expected * 2


def test_a_second_rule_base_runs_beside_the_default_one():
    extra = build_rule_base(
        [
            RuleModule(
                "rules/extra.py",
                (
                    check(
                        "C01", always(), "pilot_test", zh="总要试", en="always pilot", evidence="小规模实测"
                    ),
                    score(
                        "M01",
                        answer("usage_pattern", "trial"),
                        "serverless_api",
                        2,
                        criterion="start",
                        zh="试用",
                        en="trial",
                        evidence="轻量试用",
                    ),
                ),
            )
        ]
    )
    ev = evaluate({"usage_pattern": "trial"}, base=extra)
    assert ev.top_mode == "serverless_api" and [c.id for c in ev.checks] == ["pilot_test"]
    assert ev.version == extra.version != rule_base().version
    assert not evaluate(BANK).mode("online_model_api").suitable


def test_a_rule_with_two_branches_fires_once():
    ev = evaluate(
        {
            "ops_capacity": "dedicated_team",
            "usage_pattern": "continuous",
            "budget_model": "capex",
            "existing_hardware": "cluster",
        }
    )
    assert [f.rule_id for f in ev.trace].count("D26") == 1
    ids = [r.rule_id for r in ev.mode("self_built").reasons]
    assert len(ids) == len(set(ids))


def test_all_of_needs_every_part():
    ev = evaluate({"ops_capacity": "none"})  # no_ops alone: D28 also needs no_hardware
    assert "hosted_preferred" not in ev.derived
    assert all_of(fact("a"), fact("b")).facts() == {"a", "b"}


def test_matching_in_python_agrees_with_durable_rules_over_random_answers():
    rng = random.Random(11)
    for _ in range(300):
        answers = load_vocabulary().applicable(_random_answers(rng))
        baseline, ev = assess(answers)
        fast = evaluate_fast(answers, facts=baseline.facts)
        assert sorted(fast.derived) == sorted(ev.derived), answers
        assert sorted(f.rule_id for f in fast.trace) == sorted(f.rule_id for f in ev.trace), answers
        assert [(o.id, o.suitable, o.score) for o in fast.modes] == [
            (o.id, o.suitable, o.score) for o in ev.modes
        ]


def test_asserting_only_the_facts_a_derive_rule_reads_changes_no_evaluation(monkeypatch):
    """A derived fact that no derive rule reads is not asserted into durable_rules (it would
    only be refused): the trace, the derived facts and the outcomes are those of asserting
    every derived fact, over random answers."""
    rng = random.Random(19)
    answer_sets = [load_vocabulary().applicable(_random_answers(rng)) for _ in range(200)]
    lean = [assess(a)[1] for a in answer_sets]
    chained = engine._chained(rule_base())
    assert chained and chained < {r.then for r in rule_base().rules if r.kind == "derive"}
    monkeypatch.setattr(engine, "_chained", lambda base: frozenset(base.facts) | chained)
    for answers, ev in zip(answer_sets, lean, strict=True):
        every = assess(answers)[1]
        assert every.derived == ev.derived, answers
        assert [(f.rule_id, f.matched, f.conclusion) for f in every.trace] == [
            (f.rule_id, f.matched, f.conclusion) for f in ev.trace
        ], answers
        assert every.modes == ev.modes and every.checks == ev.checks, answers


def test_matching_again_only_what_a_change_touches_agrees_with_matching_everything():
    from compute_advisor.rules.engine import match_modes

    rng = random.Random(23)
    vocab = load_vocabulary()
    modes = ("self_built", "hosted_compute", "private_deployment", "appliance")
    for _ in range(150):
        answers = vocab.applicable(_random_answers(rng))
        baseline, ev = assess(answers)
        fired = frozenset(f.rule_id for f in ev.trace)
        for qid in ("ops_capacity", "budget_model", "usage_pattern", "compliance"):
            q = vocab.by_id[qid]
            value = rng.choice(q.option_ids) if q.type == "choice" else [rng.choice(q.option_ids)]
            if qid == "compliance" and "domestic_hardware" in value + answers.get("compliance", []):
                continue  # a change of accelerator re-sizes the job: never matched incrementally
            changed = vocab.applicable({**answers, qid: value})
            full = match_modes(changed, baseline.facts, modes)
            again = match_modes(changed, baseline.facts, modes, since=(fired, qid))
            # The same rules, in the same (rule base) order.
            assert {m: (v, [r.id for r in rs]) for m, (v, rs) in full.items()} == {
                m: (v, [r.id for r in rs]) for m, (v, rs) in again.items()
            }, (answers, qid, value)


def test_the_leaf_index_never_leaves_out_a_rule_that_holds():
    """Scores, vetoes and checks are tested only where an answer or fact present could satisfy
    them (rules/rule_index.RuleIndex): over random answers (partial too) and random sets of facts, every rule
    whose condition holds is among the candidates, and a change of wording in the rules that
    fire would show here before it shows in an answer."""
    from compute_advisor.rules.engine import _leaf_index, _tested

    rng = random.Random(5)
    base = rule_base()
    facts = sorted(base.facts)
    tested = _tested(base, "leaves")
    index = _leaf_index(base, "leaves")
    held = 0
    for _ in range(400):
        answers = _random_answers(rng)
        answers = {k: v for k, v in answers.items() if rng.random() < 0.8}
        present = {f for f in facts if rng.random() < 0.3}
        candidates = set(index.candidates(answers, present))
        holding = {i for i, (_, test) in enumerate(tested) if test(answers, present)}
        assert holding <= candidates, (answers, present, holding - candidates)
        held += len(holding)
    assert held > 400 * 5  # the draws make many rules hold
    assert len(candidates) < len(tested)  # and the index does leave rules out


def test_a_firing_built_fast_is_the_firing_the_dataclass_builds():
    """The engine records firings without the frozen dataclass's __init__ (engine._firing): the
    same fields, equal, hashable alike, immutable alike."""
    import dataclasses

    from compute_advisor.rules.engine import _firing
    from compute_advisor.rules.outcome import Firing

    rule = rule_base().rules[0]
    fast = _firing(rule, {"task_type": "pretraining"}, "fact x")
    slow = Firing(rule.id, rule.level, {"task_type": "pretraining"}, "fact x", rule)
    assert fast == slow and repr(fast) == repr(slow)
    assert dataclasses.asdict(fast) == dataclasses.asdict(slow)
    assert vars(fast).keys() == vars(slow).keys()
    with pytest.raises(dataclasses.FrozenInstanceError):
        fast.level = 3  # type: ignore[misc]


def test_compiled_conditions_agree_with_their_branches_over_random_answers():
    """A rule holds when every atom of one of its branches holds (matching.compile_test writes the
    any/all out as loops): over random answers and facts, every rule of the base agrees with
    the branch-by-branch reading."""
    from compute_advisor.rules.matching import _atom_test, compile_test

    rng = random.Random(29)
    base = rule_base()
    facts = sorted(base.facts)
    rules = [(r, compile_test(r), [[_atom_test(a) for a in b] for b in r.when.branches]) for r in base.rules]
    assert any(len(r.when.branches) > 1 for r, _, _ in rules)
    held = 0
    for _ in range(300):
        answers = _random_answers(rng)
        present = {f for f in facts if rng.random() < 0.3}
        for rule, test, branches in rules:
            want = any(all(t(answers, present) for t in b) for b in branches)
            assert bool(test(answers, present)) == want, (rule.id, answers, present)
            held += want
    assert held > 300


def test_a_gpu_count_that_leaves_the_facts_as_they_are_leaves_the_advice_as_it_is():
    """The what-if weighs the owned GPU count's candidates by the facts they give (rules/whatif.py,
    `FACT_ONLY_QUESTIONS`): over random answer sets owning hardware, two counts that give the
    same baseline facts give the same ranking, costs and checks, and a count whose facts differ
    is worked out on its own (the rules read no such answer directly)."""
    from compute_advisor.rules.baseline import FACT_ONLY_QUESTIONS, task_baseline
    from compute_advisor.rules.whatif import WhatIf, assessed

    assert not FACT_ONLY_QUESTIONS & rule_base().questions_used()
    rng = random.Random(31)
    vocab = load_vocabulary()
    whatif = WhatIf(vocab, rule_base().questions_used() | FACT_ONLY_QUESTIONS)
    same = differ = 0
    for _ in range(120):
        answers = vocab.applicable(
            {**_random_answers(rng), "existing_hardware": rng.choice(["some", "cluster"])}
        )
        outcomes: dict[tuple[str, ...], tuple] = {}
        for count in (1, 8, 16, 64, 512, 4096):
            counted = vocab.applicable({**answers, "owned_gpus": count})
            facts = task_baseline(counted).facts
            ev, ranking = assessed(counted)
            outcome = (ranking, frozenset(c.id for c in ev.checks))
            if facts in outcomes:
                assert outcomes[facts] == outcome, (counted, facts)
                same += 1
            outcomes[facts] = outcome
            assert whatif.top(counted) == (ranking[0] if ranking else None), counted
        differ += len(outcomes) > 1 and len({o for o in outcomes.values()}) > 1
    assert same > 200 and differ > 10  # the draws exercise both sides
