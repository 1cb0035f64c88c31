"""Classes fixed in NLU round 61c (hardware counts, daily load, training time, and values ruled out, from
the held-out misses of batches xw, xv and xx). Worded apart from the data."""

from __future__ import annotations

from tests.readings import of, positive


def test_a_desktop_named_with_its_chip_holds_one_card() -> None:
    # 桌機 (Taiwan), 桌面機 (Cantonese), a computer carrying the chip's card, a card fitted in one
    assert positive("owned_gpus", "工作室只有一台4080桌機，大家輪流用。") == {1.0}
    assert positive("owned_gpus", "我哋有三部砌咗3090嘅桌面機。") == {3.0}
    assert positive("owned_gpus", "办公室有一台带3060显卡的电脑，平时做设计。") == {1.0}
    assert positive("owned_gpus", "我屋企部電腦裝咗張4070。") == {1.0}


def test_one_machine_then_its_cards_are_counted_once() -> None:
    assert positive("owned_gpus", "研究所有台4张L40S的服务器，平时我们自己管。") == {4.0}
    assert positive("owned_gpus", "科室有一台前年采购的服务器，配了8张A30。") == {8.0}
    assert positive("owned_gpus", "We own one box with 6 pieces of L40S.") == {6.0}


def test_machines_each_with_one_card_in_english() -> None:
    message = "The design team has three workstations, each with one L40S, looked after by me."
    assert positive("owned_gpus", message) == {3.0}


def test_hardware_pointed_back_at_after_its_count_adds_none() -> None:
    message = (
        "Our lab has a cluster of 48 L40S GPUs and one admin. Can our cluster take on this job, "
        "or is networking the limit?"
    )
    assert positive("owned_gpus", message) == {48.0}
    message = "组里有两张A6000，跑过一些小实验。想问下这个规模我们那两台机器够不够？"
    assert positive("owned_gpus", message) == {2.0}


def test_a_cluster_of_a_count_is_a_cluster() -> None:
    message = "We can use a shared university cluster of 24 H100s."
    assert positive("existing_hardware", message) == {"cluster"}
    assert positive("existing_hardware", "We bought 3 nos. of L40S servers last year.") == {"some"}


def test_cards_of_their_own_place_pointed_at_are_theirs() -> None:
    message = "教授想用我哋實驗室嗰兩張A6000做LoRA。"
    assert positive("owned_gpus", message) == {2.0}
    assert positive("existing_hardware", message) == {"some"}


def test_a_lack_of_practice_with_gpus_is_no_lack_of_cards() -> None:
    assert of("existing_hardware", "我们信息科有四个人，但从来没弄过GPU服务器。") == set()
    assert of("existing_hardware", "IT部有專人，不過佢哋冇搞過 GPU。") == set()
    assert of("existing_hardware", "Two sysadmins on staff, neither GPU-savvy.") == set()
    assert positive("existing_hardware", "我们没有GPU服务器。") == {"none"}


def test_hardware_people_worked_with_before_is_not_theirs() -> None:
    assert positive("existing_hardware", "运维同事以前在别的单位管过几台A100服务器。") == set()
    message = "We own no GPUs yet. Our two SREs have run big GPU clusters at previous jobs."
    assert positive("existing_hardware", message) == {"none"}


def test_the_daily_load_with_the_word_of_calls_in_english() -> None:
    assert positive("requests_per_day", "上线后日均 request 估计 3 万左右。") == {30000.0}
    assert positive("requests_per_day", "每天 API calls 大约 8000。") == {8000.0}


def test_a_limit_on_a_run_said_with_not_is_its_length() -> None:
    assert of("training_days", "Each run should not take longer than 6 days.") == {(6.0, False)}
    assert of("training_days", "A fine-tuning job shouldn't take more than 9 days.") == {(9.0, False)}


def test_a_day_as_a_rate_is_no_run() -> None:
    assert positive("training_days", "摄像头每天24小时都在拍。") == set()
    assert positive("training_days", "客服一天大概几千条留言。") == set()
    assert positive("training_days", "LoRA大概一天就能训完吧？") == {1.0}


def test_how_long_a_trial_lasts_is_no_run() -> None:
    assert positive("training_days", "打算先試辦兩個月。") == set()
    message = "We'd like to try, for two weeks only, a tool that drafts replies."
    assert positive("training_days", message) == set()


def test_a_wish_to_keep_data_on_premises_waived_rules_it_out() -> None:
    message = "数据不能出境，最好也别出机房，不过这条不硬性。"
    assert ("data_on_premises", True) in of("compliance", message)
    assert positive("compliance", message) == {"data_in_country"}
    message = "Records stay in Canada, ideally on our own servers, though that last part isn't a hard rule."
    assert ("data_on_premises", True) in of("compliance", message)


def test_a_cloud_allowed_in_the_country_rules_on_premises_out() -> None:
    message = "病历不能出境，但可以用国内等保三级的公有云。"
    assert ("data_on_premises", True) in of("compliance", message)
    message = "Data has to stay in Italy, but an Italian cloud region is fine."
    assert ("data_on_premises", True) in of("compliance", message)
    assert positive("compliance", "资料不能放到境外的云上。") == {"data_in_country"}


def test_a_size_others_were_heard_to_use_is_not_theirs() -> None:
    assert positive("model_params_b", "聽講有人用Qwen2.5 14B做咗個客服，我哋乜都未有。") == set()
    assert positive("model_params_b", "听说同行拿13B的模型做了个问答系统，我们想先试试。") == set()
    message = "I've heard some firms run a 34B model for this; we have nothing yet."
    assert positive("model_params_b", message) == set()
    assert positive("model_params_b", "我们想用14B的模型做微调，听说效果不错。") == {14.0}
