"""Classes fixed in NLU round 65b (task, served model, usage, daily calls, from the first-message misses of
batches zw and zu): daily calls said in Cantonese or by what users ask, colloquial tails of Chinese numerals,
batches written by a model, material named other ways retrained on, documents turned into electronic
records, data named with its job, scribes tried out, grant terms and grants won, jobs done once over named
material, schedules before a note, every working day, released models deployed with no training of
theirs, tunings still to do, moves weighed, results seen before a later tuning, either/or with words
between, a range weighed beside an undecided clause, daily actives of a model put online. Worded apart
from the data."""

from __future__ import annotations

from tests.readings import of, positive


def test_calls_a_day_said_in_cantonese_with_two_hedges() -> None:
    message = "我哋間診所想整個預約bot，一日大概有八百個query。"
    assert positive("requests_per_day", message) == {800}
    assert positive("usage_pattern", message) == {"continuous"}


def test_calls_a_day_counted_by_what_users_ask() -> None:
    message = "市民热线想上个智能问答，预计每日咨询量大约八千，数据不出局里。"
    assert positive("requests_per_day", message) == {8000}
    assert positive("requests_per_day", "客服bot的日均对话量在两万左右。") == {20000}


def test_a_colloquial_tail_counts_in_the_next_unit_down() -> None:
    assert positive("requests_per_day", "政务问答，上线后每天咨询量在两千五左右。") == {2500}
    assert positive("requests_per_day", "日均请求大约三万二。") == {32000}
    # "一万零五" keeps its 零
    assert positive("requests_per_day", "日均请求大约一万零五。") == {10005}


def test_a_model_writing_in_batches_is_run() -> None:
    message = "我们是做跨境的，想用大模型批量写商品标题，每天大概五千条，没运维。"
    assert positive("task_type", message) == {"inference"}
    assert positive("requests_per_day", message) == {5000}
    # data made for training is no serving
    assert positive("task_type", "想用AI批量生成训练数据，大概十万条。") != {"inference"}


def test_retrained_on_new_material_named_other_ways() -> None:
    message = "出版社，每个月都想用新稿件重训我们的3B审校模型，没有GPU。"
    assert positive("task_type", message) == {"continued_training"}


def test_documents_turned_into_electronic_records() -> None:
    assert positive("task_type", "诊所想用AI把手写病历转成电子档案，不能上云。") == {"data_processing"}
    assert positive("task_type", "想揾AI將啲發票整理成excel，冇IT。") == {"data_processing"}


def test_data_named_with_its_job() -> None:
    message = "Archive in Leeds: 3 TB of old press photos to tag and caption, no GPUs."
    assert positive("task_type", message) == {"data_processing"}


def test_a_scribe_or_note_taker_tried_out_is_run() -> None:
    message = "Dental group, we'd like to pilot an AI note-taker for our clinics, no GPUs."
    assert positive("task_type", message) == {"inference"}
    assert positive("usage_pattern", message) == {"trial"}
    # a size in the words stays readable
    message = "We'd like to trial a 7B discharge-letter summariser for a month."
    assert positive("model_params_b", message) == {7}


def test_a_grant_term_said_as_a_clause_of_its_own() -> None:
    assert positive("usage_pattern", "我们承担了市里的一个课题，想微调7B，周期三年。") == {"project"}
    assert positive("usage_pattern", "经费来自省里的计画，执行期十八个月。") == {"project"}
    # a run's length said with 周期 is no project
    assert positive("usage_pattern", "计划从零训练一个3B，周期40天。") == set()


def test_a_grant_won_for_the_work() -> None:
    assert positive("usage_pattern", "我们组去年底争取到一个省里的专案，要微调一个7B。") == {"project"}
    # money approved for buying is no grant for a job
    assert positive("usage_pattern", "刚拿到采购计划，想买两台服务器。") == set()


def test_named_material_done_once() -> None:
    message = "Law firm in Leeds, we need to redact 2 TB of old contracts once, on-prem."
    assert positive("usage_pattern", message) == {"project"}


def test_a_schedule_before_a_note_in_brackets() -> None:
    message = "Clinic network, we re-index ~200 GB of notes every night (OCR + redaction)."
    assert positive("usage_pattern", message) == {"continuous"}


def test_use_every_working_day() -> None:
    message = "Insurer, a claims assistant on an off-the-shelf model; staff would use it every business day."
    assert positive("usage_pattern", message) == {"continuous"}


def test_a_released_model_deployed_with_no_training_of_theirs() -> None:
    message = "区医院想本地部署一个开源的32B模型做导诊问答，不做微调。"
    assert positive("served_model", message) == {"published"}
    message = "我哋想host一個open source model做booking bot，唔會自己train。"
    assert positive("served_model", message) == {"published"}
    # deploying refused, and an online model called, is no model of theirs
    message = "想做个写稿助手，直接调用在线大模型的API，不自己部署模型，也不训练。"
    assert positive("served_model", message) == set()


def test_a_model_said_published_or_public() -> None:
    message = "Insurer in Porto: we'd host a published 14B for claim triage, about 900 calls a day."
    assert positive("served_model", message) == {"published"}
    assert positive("served_model", "想搭个知识库问答，模型用公开的Llama-3.1-70B，不改。") == {"published"}


def test_a_tuning_still_to_do_is_no_own_model() -> None:
    message = (
        "Later we may want a model we fine-tune ourselves, but right now we're serving Gemma 2 9B as is "
        "for a quick latency test."
    )
    assert positive("served_model", message) == {"published"}
    # done, it is theirs
    message = "We fine-tuned it ourselves and now want to serve it to staff."
    assert positive("served_model", message) == {"own_weights"}


def test_a_move_weighed_is_no_trial() -> None:
    message = "我们现在日均调用大约五万次，跑在租的A10上，想评估一下迁移到托管平台会不会更省。"
    assert positive("usage_pattern", message) == {"continuous"}


def test_results_seen_before_a_later_tuning_are_no_trial() -> None:
    message = "先用开源的14B直接部署做问答，后面看效果再决定要不要做微调。"
    assert positive("usage_pattern", message) == set()
    # a first try whose results decide is one
    assert positive("usage_pattern", "先小规模验证一下，看看效果再决定要不要投入。") == {"trial"}


def test_an_either_or_with_words_between_states_no_task() -> None:
    message = "想做个分类模型，到底是从零训练还是拿开源模型来微调还没想好。"
    assert positive("task_type", message) == set()


def test_a_range_weighed_before_undecided_leaves_the_service() -> None:
    message = "想搞个合同审查的服务，模型在7B到14B之间，还没定。"
    assert positive("task_type", message) == {"inference"}
    assert positive("model_params_b", message) == set()


def test_daily_actives_of_a_model_put_online() -> None:
    message = "手游工作室，打算把开源的Qwen2.5-7B原样部署上线做NPC对话，DAU估计三万左右。"
    assert positive("usage_pattern", message) == {"continuous"}
    # no calls a day are read from users
    assert positive("requests_per_day", message) == set()
    # daily users of a tool run for the staff are not read so
    message = "准备部署一个32B的模型给全公司内部用，日活大概五百人。"
    assert of("usage_pattern", message) == set()


def test_a_model_with_an_aside_can_answer() -> None:
    message = "Council here: we'd like to see whether an open model, run on our own box, could draft replies."
    assert positive("task_type", message) == {"inference"}


def test_a_model_refreshed_on_the_last_period_s_data() -> None:
    message = "Travel site: we refresh the 1B ranking model each night on the previous day's bookings."
    assert positive("task_type", message) == {"continued_training"}
    assert positive("task_type", "We refresh our servers every year.") == set()


def test_an_instruction_tuning_typed_with_a_slip() -> None:
    assert positive("task_type", "想在开源7B上做指令为调，数据两万条。") == {"fine_tuning"}
