"""Team answers shared by tests and benchmarks: the bank profile most of them use, and answer
sets drawn from the vocabulary for runs over many teams."""

from __future__ import annotations

import random
from typing import Any

from compute_advisor.rules.vocabulary import load_vocabulary

# A bank fine-tuning a 13B model, no ops staff, buying up front: every question answered.
BANK: dict[str, Any] = {
    "task_type": "fine_tuning",
    "model_params_b": 13,
    "compliance": ["regulated_industry"],
    "ops_capacity": "none",
    "usage_pattern": "continuous",
    "budget_model": "capex",
    "existing_hardware": "none",
    "data_scale": "medium",
    "dataset_tokens_b": 5,
    "training_days": 10,
}

# The questionnaire suites' answers (as a person gives them on the page): a 7B fine-tune in a
# project, data kept in the country, limited ops, no training-data size (so no cost estimate).
QUESTIONNAIRE: dict[str, Any] = {
    "task_type": "fine_tuning",
    "model_params_b": 7,
    "data_scale": "medium",
    "compliance": ["data_in_country"],
    "ops_capacity": "limited",
    "usage_pattern": "project",
    "budget_model": "either",
    "existing_hardware": "none",
    "training_days": 14,
}


def draw_answers(rng: random.Random) -> dict[str, Any]:
    """One complete answer set: every choice drawn from the vocabulary, each compliance need with
    probability 1/4, realistic sizing numbers (the model size jittered, so that caches keyed on
    the sizing cannot carry a run) and, for a team owning hardware, its GPU count."""
    a: dict[str, Any] = {}
    questions = load_vocabulary().questions
    for q in questions:
        if q.volunteered:
            continue
        if q.type == "choice":
            a[q.id] = rng.choice(q.option_ids)
        elif q.type == "multi":
            a[q.id] = sorted(o for o in q.option_ids if rng.random() < 0.25)
    a["model_params_b"] = round(rng.choice([0.5, 1, 7, 13, 34, 70, 180, 405]) * rng.uniform(0.9, 1.1), 2)
    a["dataset_tokens_b"] = rng.choice([0.1, 1, 5, 20, 100, 300, 2000])
    a["training_days"] = rng.choice([1, 3, 7, 14, 30, 60])
    # A team that owns hardware says how much: a few cards or servers, or a cluster's size.
    if a["existing_hardware"] == "some":
        a["owned_gpus"] = rng.choice([2, 4, 8, 16])
    elif a["existing_hardware"] == "cluster":
        a["owned_gpus"] = rng.choice([32, 64, 128, 256, 1024])
    # A detail only some teams give (the fine-tuning method), drawn from the answers so far: the
    # draws of every other answer stay those recorded before the question was added.
    own = random.Random(repr(sorted(a.items())))
    for q in questions:
        if q.volunteered and q.type == "choice" and own.random() < 0.5:
            a[q.id] = own.choice(q.option_ids)
    return a
