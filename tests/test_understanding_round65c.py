"""Classes fixed in NLU round 65c (hundreds said in words; a word of what an amount counts further back in its
clause; a model's size in Chinese numerals after 部署; how long a grant, a warranty or a queue lasts; a run
finished in so long; workstations to be used, and what a team has been running on; no plan to buy cards and
no GPU people are no lack of cards; a day's worth of data; from the held-out misses of batches zw and zu).
Worded apart from the data."""

from __future__ import annotations

from tests.readings import of, positive


def test_hundreds_said_in_words() -> None:
    message = "We plan to SFT a 13B model on roughly six hundred million tokens of support chats."
    assert positive("dataset_tokens_b", message) == {0.6}
    assert positive("dataset_tokens_b", "Continued pretraining on two hundred billion tokens.") == {200.0}


def test_a_word_of_tokens_further_back_in_its_clause() -> None:
    message = "基座是Qwen2.5-14B，训练语料的token清洗完以后估计有三十亿左右。"
    assert positive("dataset_tokens_b", message) == {3.0}
    assert positive("model_params_b", message) == {14.0}
    # a word of tokens after the amount, past the window, still names no count of the model
    message = "Continued training of our own 1B on 300B tokens of logs, about 20 days on rented GPUs."
    assert positive("model_params_b", message) == {1.0}
    assert positive("dataset_tokens_b", message) == {300.0}


def test_a_size_in_chinese_numerals_deployed() -> None:
    message = "想在行内部署一个三十二B上下的开源模型做合规问答。"
    assert positive("model_params_b", message) == {32.0}
    assert positive("model_params_b", "打算部署个七十B的大模型给客服用。") == {70.0}


def test_how_long_a_warranty_or_a_grant_lasts_is_no_run() -> None:
    assert positive("training_days", "一体机一次性买断，要求含五年维保，机房我们自己有。") == set()
    message = "We'd buy two servers outright with 3 years of support included."
    assert positive("training_days", message) == set()
    message = "我们申请的是省里的专项，执行期两年。想问一次预训练大概要跑多久？"
    assert positive("training_days", message) == set()


def test_the_wait_before_a_job_starts_is_no_run() -> None:
    message = (
        "On the university cluster it can be three days before a job starts."
        " A full fine-tune takes about ten days."
    )
    assert positive("training_days", message) == {10.0}


def test_a_job_finished_in_so_long() -> None:
    assert positive("training_days", "自己的卡不够的话，租云上的算力十天能完成吗？") == {10.0}


def test_workstations_to_be_used_are_theirs() -> None:
    message = "我们工作室想用三台A6000工作站做LoRA，够不够？"
    assert positive("existing_hardware", message) == {"some"}
    assert positive("owned_gpus", message) == {3.0}
    assert positive("owned_gpu_kind", message) == {"gpu_48gb"}
    # workstations to be bought or rented are not theirs, nor cards to be used
    assert positive("owned_gpus", "打算买两台4090工作站做微调。") == set()
    assert positive("owned_gpus", "想用16张H100训一个13B。") == set()


def test_what_they_have_been_running_on() -> None:
    message = "We've been running on one RTX 3090 desktop that I maintain."
    assert positive("existing_hardware", message) == {"some"}
    assert positive("owned_gpus", message) == {1.0}
    assert positive("owned_gpu_kind", message) == {"gpu_24gb"}


def test_no_plan_to_buy_cards_is_no_lack_of_them() -> None:
    assert positive("existing_hardware", "我们暂时没买卡的计划，想先用云上的。") == set()
    assert positive("existing_hardware", "公司从来没买过显卡。") == {"none"}


def test_no_gpu_people_is_no_lack_of_cards() -> None:
    assert positive("existing_hardware", "Small clinic, no GPU people here, data stays on site.") == set()
    assert of("existing_hardware", "We have no GPUs and no GPU expertise either.") == {("none", False)}


def test_a_days_worth_of_data_is_no_total() -> None:
    assert positive("data_scale", "日志每天都要去重，一天大概两三百GB。") == set()
    assert positive("data_scale", "一天新增200GB，历史累计已经有30TB了。") == {"large"}


def test_a_count_left_after_the_data_is_cleaned() -> None:
    message = "token数要改一下：不是80亿token，去重之后只剩30亿左右。"
    assert positive("dataset_tokens_b", message) == {3.0}
    assert positive("model_params_b", message) == set()


def test_ge_before_an_english_magnitude() -> None:
    assert positive("dataset_tokens_b", "语料大概有8个billion的token，想做继续预训练。") == {8.0}


def test_an_amount_said_again_after_no() -> None:
    message = "We'd continue pretraining on some 20 billion tokens, no, closer to 30 billion after a crawl."
    assert positive("dataset_tokens_b", message) == {30.0}
    assert positive("model_params_b", message) == set()


def test_hardware_on_their_premises() -> None:
    message = "Retail analytics shop, on-prem w/ 12 L4s, two admins part-time."
    assert positive("existing_hardware", message) == {"some"}
    assert positive("owned_gpus", message) == {12.0}
    assert positive("owned_gpu_kind", message) == {"gpu_24gb"}


def test_the_cloud_makers_a10() -> None:
    message = "Our platform team already runs six A10G cards for batch jobs."
    assert positive("owned_gpus", message) == {6.0}
    assert positive("owned_gpu_kind", message) == {"gpu_24gb"}
