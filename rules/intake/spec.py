"""The shape of `understanding.yaml` (pydantic models) and the check that every question
and option it names exists in the vocabulary. rules/intake/understanding.py compiles it."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from compute_advisor.rules.errors import DataFileError
from compute_advisor.rules.intake.amounts import NumbersSpec
from compute_advisor.rules.intake.combos import ComboSpec
from compute_advisor.rules.intake.hardware import HardwareSpec
from compute_advisor.rules.intake.replies import RepliesSpec
from compute_advisor.rules.vocabulary import Vocabulary


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Words(_Strict):
    phrases: list[str] = []
    patterns: list[str] = []


class Absent(_Strict):
    question: str
    value: str | list[str]
    cues: Literal["any", "absence"] = "any"
    phrases: list[str] = Field(min_length=1)
    # Patterns that hold their own negation ("数据上没啥限制"): they give `value` as is.
    said: list[str] = []


class Permit(_Strict):
    question: str
    value: str
    phrases: list[str] = []
    patterns: list[str] = []
    # Words that only say what is lacking ("没有专职运维" rules a dedicated team out): an
    # option of the question stated anywhere in the message is the answer, and they add nothing.
    gives_way: bool = False
    # Words that say no such demand is made ("no data residency rules"): the option stays ruled out
    # beside a question cleared ("No compliance requirements, and no data residency rules either"; the
    # 2026-12-06 decision, round 31), as a demand refused does.
    refuses: bool = False


class Negation(_Strict):
    cues: list[str] = Field(min_length=1)
    absence: list[str]
    after: list[str]
    after_filler: list[str]
    not_negation: list[str]
    joiners: list[str]
    reach: int = Field(gt=0)
    # `after` words that only say no demand is made ("国产化没要求"): once the message clears
    # the question ("啥合规都不涉及") they add nothing, as a permission does not.
    waived: list[str] = []
    # A clause that is only one of these ("不是硬性要求", "Not a hard requirement for us") waives
    # the compliance options named in the clause before it (round 18), even in a question.
    waived_back: list[str] = []
    # ... with these allowed before it ("it's", "这个").
    waived_back_filler: list[str] = []
    # A demand said in a clause with one of `withdrawn_before` ("一开始说要信创", "Originally legal wanted
    # on-prem") and let go in a later clause with one of `withdrawn_after` ("后来又松口了", "they've since
    # signed off on cloud") is withdrawn: ruled out as no demand made (round 40).
    withdrawn_before: list[str] = []
    withdrawn_after: list[str] = []
    # `after` words that take back what was said ("合规那块我先收回"): after a word that names a whole
    # question they give it no answer, as a negation would ("没有合规要求"); the words said before are
    # withdrawn (round 53c).
    taken_back: list[str] = []


class OwnJob(_Strict):
    """What makes a clause that asks a question about the user's own job, and which of its
    values are then theirs. The job is named by an amount of one of `amounts` that is not
    one of the things compared, or the clause speaks of the user (`plan_words`, less the
    `not_plans` that only ask: "想了解一下"). Hardware named inside the question is a case
    supposed ("on 16 GPUs"), compliance a matter asked about, so only `questions` are kept;
    of `ruled_out_only`, only a way ruled out ("without buying hardware")."""

    questions: list[str]
    amounts: list[str]
    not_plans: list[str] = []
    # A question that points back at a plan said before it ("we want to fine-tune … Is that
    # realistic without buying hardware?") is about that plan, from the word on.
    refers_back: list[str] = []
    ruled_out_only: list[str] = []
    # The things compared ("7B还是13B？", "LoRA和全参哪个省显存", "rent or buy?") are no choice
    # made: values joined by one of `alternatives`, or by one of `joiners` in a clause with
    # one of `markers`, a value so joined to anything in such a clause too.
    alternatives: list[str]
    joiners: list[str]
    markers: list[str]


class Questions(_Strict):
    words: list[str]
    not_words: list[str]
    particles: list[str]
    topic_particles: list[str] = []
    indirect: list[str] = []
    views: list[str] = []
    view_checks: list[str] = []
    view_starts: list[str] = []
    deferring: list[str] = []
    starts: list[str]
    asks: list[str]
    statements: list[str]
    statement_reach: int = Field(ge=0)
    owners: list[str]
    conditionals: list[str] = []
    plan_words: list[str] = []
    self_words: list[str] = []
    # A question judging the clause before it ("…做微调，合规上过得去吗？") makes that clause its
    # topic even when it speaks of the user: a plan weighed, not one stated.
    judging: list[str] = []
    # ... unless the question points back at the user ("三甲医院影像科，像我们这种情况上公有云合规吗？"):
    # then the clause before it says who they are.
    referring: list[str] = []
    # A request for advice on their own aim ("What would you recommend for fine-tuning a 14B
    # model?"): what follows the words is the user's plan.
    own_ends: list[str] = []
    # Putting hardware they said they have to use ("手上有几台4090，能不能拿来做LoRA微调？"):
    # the question's values are the user's plan.
    own_means: list[str] = []
    # question id -> options that a question asking for them states ("能不能先试一下？" wants a
    # trial; "rent or buy?" states no budget model, so budget options are not listed).
    wanted: dict[str, list[str]] = {}
    # Words asking whether an option is on offer ("有没有按量计费的？", "Is there a pay-per-call
    # option?"): a value of the `asked_for` options right after them is one they want (round 19).
    asking_for: list[str] = []
    # (round 49b) The same asked after the option ("按次付钱的那种有没有"): a pattern right after it.
    asked_after: str | None = None
    asked_for: dict[str, list[str]] = {}
    # Question ids whose amounts inside a question are the user's ("is 2TB of data a lot?").
    measured: list[str] = []
    # A question about a job of theirs keeps its facts (NLU round 15): "Can a 13B model be
    # fine-tuned on a single A100?" is their 13B fine-tune, "两周能训完吗？" their 14-day window.
    own_job: OwnJob | None = None


class Numbers(NumbersSpec):
    hardware: HardwareSpec


class Exclusive(_Strict):
    """A way said to be the only one ("只能租", "can only rent") rules the others out; a
    preference ("最好按量付费", "rather rent") does not, so only these cues do."""

    cues: list[str]
    # Said right after the way, the same: "renting is the only option", "租是唯一的选择".
    after: list[str] = []
    # question id -> option id -> the options that saying it with a cue rules out
    rules_out: dict[str, dict[str, list[str]]]
    # A preference against one way ("最好别一次性投入", "we'd rather not buy") states the other.
    preferences: list[str] = []
    # A flat refusal of one way ("不买机器", "we won't buy") rules it out and states the other.
    refusals: list[str] = []


class Served(_Strict):
    """A sector named as whom the user serves or works with ("服务医院客户", "我们和医院合作",
    "We partner with a hospital"): the sector's other words in the message ("不能带出医院", "the
    hospital", "patient data") are that institution's, not theirs (round 18), unless said as what
    they are ("我们是医院"). `patterns` find the sector so named (group `sector`); `sectors` group
    the words of one sector; `value` of `question` is what gives way."""

    question: str
    value: str
    patterns: list[str]
    sectors: list[list[str]]
    identity: list[str] = []


class Stages(_Strict):
    """Several options of one single-choice question in one message (round 18). Said in a
    sequence ("fine-tune X and then serve it", "先部署推理，再微调"), the first is the current
    step and one said after a `then` word gives way to it, unless the first is `preparatory`
    (data cleaned before training: the training sizes the compute, as `precedence` says). Said
    side by side (a `together` pattern covers two of them: "既做预训练也做微调", "both
    pretraining and fine-tuning"), neither is the answer."""

    question: str
    # The first step is marked as one ("先", "first") within a few characters before it.
    first: list[str] = []
    then: list[str] = []
    preparatory: list[str] = []
    together: list[str] = []


class Online(_Strict):
    """An application built on someone else's model ("调用在线大模型做客服", "call a hosted model
    through its API for our chatbot"): they serve no model of their own, so the application's
    words give no `value` of `question` (round 19, a label decision). `patterns` find the online
    model called; `applications` are the words of an application that otherwise give the value
    (an explicit serving word, "部署", "serve", still does)."""

    question: str
    value: str
    patterns: list[str]
    applications: list[str]


class Calls(_Strict):
    magnitudes: dict[str, float]
    patterns: list[str]


class UnderstandingSpec(_Strict):
    version: int
    options: dict[str, dict[str, Words]]
    absent: list[Absent]
    permits: list[Permit] = []
    ignore: Words
    negation: Negation
    uncertain: list[str]
    uncertain_after: list[str] = []
    # Said right before an `uncertain` word, the choice is what an evaluation weighs ("在评估要不要自己部署
    # Qwen3-30B"): the plan evaluated stands, as "evaluating whether to serve X" does (round 35).
    evaluating: list[str] = []
    deferred: list[str] = []
    # A clause about work done before ("去年在自己的集群上跑了半年预训练"): its values give way to
    # the ones said for now, as deferred ones do; said alone they are still the answer.
    past: list[str] = []
    # ... and the values of these questions said in such a clause are the past run's: dropped.
    past_only: list[str] = []
    # ... and these too, when a later clause says this time they go another way (round 21).
    past_replaced: list[str] = []
    replaced: list[str] = []
    # ... unless the later words name the same model again ("对同一个模型做继续训练", round 23).
    same_model: list[str] = []
    # Said anywhere, the message asks for someone else ("Asking on behalf of a customer", "帮客户问的"):
    # what its questions name is that person's job, none of the sender's (round 23).
    proxy: list[str] = []
    # In a question, these weigh what a way to pay costs ("Would buying be cheaper?"): the way asked about
    # is weighed against the one they use, so neither is a choice (round 23).
    costlier: list[str] = []
    # ... and the way a question weighs, by its words: budget option -> words ("buying", "买").
    costlier_ways: dict[str, list[str]] = {}
    # "推理为主，偶尔做点微调": a task said to be the main one, and one said to be minor.
    main_after: list[str] = []
    # "over a hundred servers, but only two have GPUs": the value narrowed to is the one meant.
    main_before: list[str] = []
    minor_before: list[str] = []
    corrections: list[str]
    questions: Questions
    precedence: dict[str, list[str]]
    combos: list[ComboSpec] = []
    # Right before "的话" a value of these questions is a hypothesis ("采购的话要走招标").
    hypothetical: list[str] = []
    # A clause opening with one of these, before a question, supposes a value of those questions
    # ("如果用Serverless API按调用付费，大概怎么计价？"): a case asked about, not a choice (round 22).
    hypothetical_if: list[str] = []
    exclusive: Exclusive | None = None
    # question id -> options that say what the user is, not what they demand: a clause that
    # only waives a demand ("not a hard requirement") does not waive them.
    identities: dict[str, list[str]] = {}
    stages: Stages | None = None
    served: Served | None = None
    online: Online | None = None
    numbers: Numbers
    replies: RepliesSpec
    # The fine-tuning method's words (finetune_method option -> regexes), read beside a fine-tune only.
    methods: dict[str, list[str]] = {}
    # The calls a service gets a day: regexes with groups `n` and `mag`, and the magnitudes.
    calls: Calls | None = None
    # The model a service runs (served_model option -> regexes), read beside a service only.
    served_models: dict[str, list[str]] = {}
    # The class of owned cards by chip name (owned_gpu_kind option -> chip names), read beside owned hardware.
    gpu_kinds: dict[str, list[str]] = {}


def check_spec(spec: UnderstandingSpec, vocabulary: Vocabulary, path: str) -> None:
    """Every question and option named in the file must exist in the vocabulary."""

    def option(qid: str, value: Any, entry: str, field: str, kinds: tuple[str, ...]) -> None:
        q = vocabulary.by_id.get(qid)
        if q is None:
            raise DataFileError(
                path, entry, field, f"unknown question {qid!r}; known: {list(vocabulary.by_id)}"
            )
        if q.type not in kinds:
            raise DataFileError(path, entry, field, f"question {qid!r} is a {q.type} question")
        for v in value if isinstance(value, list) else [value]:
            if v not in q.option_ids:
                raise DataFileError(
                    path, entry, field, f"unknown option {v!r} of {qid!r}; known: {q.option_ids}"
                )
        if isinstance(value, list) and q.type != "multi":
            raise DataFileError(
                path, entry, field, f"a list value needs a multi question, {qid!r} is {q.type}"
            )

    for qid, options in spec.options.items():
        for oid in options:
            option(qid, oid, f"{qid}.{oid}", f"options.{qid}.{oid}", ("choice", "multi"))
    for i, absent in enumerate(spec.absent):
        option(
            absent.question,
            absent.value,
            absent.question,
            f"absent[{i}].value",
            ("choice", "multi"),
        )
    for i, permit in enumerate(spec.permits):
        option(permit.question, permit.value, permit.question, f"permits[{i}].value", ("multi", "choice"))
    for i, combo in enumerate(spec.combos):
        option(combo.question, combo.value, combo.question, f"combos[{i}].value", ("choice", "multi"))
    if spec.exclusive is not None:
        for qid, ruled in spec.exclusive.rules_out.items():
            for oid, others in ruled.items():
                field = f"exclusive.rules_out.{qid}.{oid}"
                for value in (oid, *others):
                    option(qid, value, qid, field, ("choice",))
    for qid, oids in spec.identities.items():
        for i, oid in enumerate(oids):
            option(qid, oid, qid, f"identities.{qid}[{i}]", ("multi", "choice"))
    for qid, oids in spec.questions.wanted.items():
        for i, oid in enumerate(oids):
            option(qid, oid, qid, f"questions.wanted.{qid}[{i}]", ("multi", "choice"))
    job = spec.questions.own_job
    if job is not None:
        for field in ("questions", "amounts", "ruled_out_only"):
            for i, qid in enumerate(getattr(job, field)):
                if qid not in vocabulary.by_id:
                    raise DataFileError(
                        path,
                        "questions.own_job",
                        f"questions.own_job.{field}[{i}]",
                        f"unknown question {qid!r}",
                    )
    if spec.served is not None:
        option(
            spec.served.question, spec.served.value, spec.served.question, "served.value", ("multi", "choice")
        )
    if spec.online is not None:
        option(spec.online.question, spec.online.value, spec.online.question, "online.value", ("choice",))
    if spec.stages is not None:
        for i, oid in enumerate(spec.stages.preparatory):
            option(spec.stages.question, oid, spec.stages.question, f"stages.preparatory[{i}]", ("choice",))
    for oid in spec.served_models:
        option("served_model", oid, "served_models", f"served_models.{oid}", ("choice",))
    for oid in spec.gpu_kinds:
        option("owned_gpu_kind", oid, "gpu_kinds", f"gpu_kinds.{oid}", ("choice",))
    for oid in spec.methods:
        option("finetune_method", oid, "methods", f"methods.{oid}", ("choice",))
    for oid in spec.costlier_ways:
        option("budget_model", oid, "costlier_ways", f"costlier_ways.{oid}", ("choice",))
    for qid, order in spec.precedence.items():
        for i, oid in enumerate(order):
            option(qid, oid, qid, f"precedence.{qid}[{i}]", ("choice",))
    for i, scale in enumerate(spec.numbers.data_scale):
        option("data_scale", scale.option, scale.option, f"numbers.data_scale[{i}].option", ("choice",))
    for i, word in enumerate(spec.numbers.default_params):
        if word not in spec.numbers.magnitudes:
            raise DataFileError(path, word, f"numbers.default_params[{i}]", "not one of numbers.magnitudes")
