"""Classes fixed in NLU round 64c (hardware none, said, rented, shared, counted in passing; a model's size
after its name or 个; a run's length beside its method, hours of data, a trial run, a plan, hardware bought
for a job; from the held-out misses of batches wv, uz and zv). Worded apart from the data."""

from __future__ import annotations

from tests.readings import of, positive


def test_not_a_single_card_said_as_a_clause() -> None:
    assert positive("existing_hardware", "律所十几个人，手上没有一张显卡，想先试试。") == {"none"}
    assert positive("existing_hardware", "我哋間診所冇一部GPU server，點算？") == {"none"}
    # a card that cannot do something is no lack of cards
    assert positive("existing_hardware", "听说没有一张卡能单独放下70B？") == set()


def test_no_practice_with_gpus_is_no_lack_of_them() -> None:
    message = "我哋IT有專人負責機房，不過從來冇整過GPU。"
    assert of("existing_hardware", message) == set()
    message = "Our two sysadmins are great, but nobody there has ever looked after a GPU server."
    assert of("existing_hardware", message) == set()


def test_hardware_rented_from_someone() -> None:
    message = "目前手上有两台4卡L40S，是从本地IDC按月租的。"
    assert positive("existing_hardware", message) == set()
    assert positive("owned_gpus", message) == set()
    assert positive("owned_gpu_kind", message) == set()


def test_a_share_of_a_shared_computing_platform() -> None:
    message = "研究所有个超算平台，我们课题组分到了32张A800。"
    assert positive("existing_hardware", message) == {"cluster"}
    assert positive("owned_gpus", message) == {32.0}


def test_an_hpc_cluster_or_a_partition() -> None:
    message = "Our faculty has a modest HPC cluster with 40 A40s, run by research computing."
    assert positive("existing_hardware", message) == {"cluster"}
    assert positive("owned_gpus", message) == {40.0}
    message = "Our institute owns a 128-GPU H100 partition on the national machine."
    assert positive("existing_hardware", message) == {"cluster"}
    assert positive("owned_gpus", message) == {128.0}
    assert positive("owned_gpu_kind", message) == {"gpu_80gb"}


def test_a_card_in_a_computer_of_theirs() -> None:
    message = "solo dev, there's a 3090 in my home desktop, want to train a small classifier."
    assert positive("existing_hardware", message) == {"some"}
    assert positive("owned_gpus", message) == {1.0}
    assert positive("owned_gpu_kind", message) == {"gpu_24gb"}


def test_cards_then_just_the_machines_they_sit_in() -> None:
    message = "We own 24 L40S, not a real cluster, just three servers."
    assert positive("owned_gpus", message) == {24.0}
    assert positive("existing_hardware", message) == {"some"}


def test_the_chip_before_the_cards_of_each_machine_with_de() -> None:
    message = "所里前年购置了三台A800的8卡服务器，平时兼职维护。"
    assert positive("owned_gpus", message) == {24.0}
    assert positive("owned_gpu_kind", message) == {"gpu_80gb"}


def test_a_total_said_after_a_mix_of_cards() -> None:
    message = "Our studio has a mix of cards, a few 3090s and a couple of A6000s, 14 in total."
    assert positive("owned_gpus", message) == {14.0}
    # a total of people is no count of cards
    assert positive("owned_gpus", "We have 3 PhD students and 2 postdocs, 5 in total.") == set()


def test_a_model_named_with_its_version_after_a_space() -> None:
    message = "打算微调 Qwen 2.5 14B 做合同文件审核，数据不多。"
    assert positive("model_params_b", message) == {14.0}
    assert positive("dataset_tokens_b", message) == set()


def test_one_model_said_with_ge_alone() -> None:
    message = "想 SFT 個 3B 喺客服對話語料上面，語料大概 2B tokens。"
    assert positive("model_params_b", message) == {3.0}
    assert positive("dataset_tokens_b", message) == {2.0}


def test_a_runs_length_after_its_method() -> None:
    message = "模型是13B，用 LoRA，估计四五天搞定。"
    assert positive("training_days", message) == {5.0}


def test_hours_of_data_are_no_run() -> None:
    message = "我们做医疗语音转写，录音数据约 1200 小时，想全量微调。"
    assert positive("training_days", message) == set()
    message = "We'd fine-tune on an audio corpus of about 800 hours; each run should take under 10 hours."
    assert positive("training_days", message) == {0.416667}


def test_a_trial_run_or_a_plans_length_is_no_run() -> None:
    assert positive("training_days", "先拿开源的14B原样部署，试跑三个月看看。") == set()
    assert positive("training_days", "申请到一个三年的省重点研发计划，要做病理图像。") == set()


def test_hardware_bought_for_a_long_job() -> None:
    message = "It's a one-off, so we'd rather not buy servers for a four-month job."
    assert positive("training_days", message) == set()
    assert positive("training_days", "We fine-tune on 8 GPUs for 3 days.") == {3.0}


def test_from_zero_is_no_negation() -> None:
    message = "We plan to train a segmentation model from zero on roughly 2 TB of scans."
    assert of("data_scale", message) == {("medium", False)}


def test_a_count_after_the_cluster_is_named_again() -> None:
    message = "我们想在自有集群上做继续预训练，模型7B。集群是公司自己的，128张A800，运维专职。"
    assert positive("owned_gpus", message) == {128.0}
    assert positive("existing_hardware", message) == {"cluster"}


def test_cards_added_up() -> None:
    message = "现有集群是H100和昇腾910B混用，加起来差不多160张卡。"
    assert positive("owned_gpus", message) == {160.0}
    assert positive("owned_gpus", "三台工作站加起来12张卡。") == {12.0}


def test_the_size_before_the_training_named() -> None:
    message = "打算拿内部工单数据做一次32B的全参微调，数据不出园区。"
    assert positive("model_params_b", message) == {32.0}
    assert positive("dataset_tokens_b", message) == set()
    assert positive("dataset_tokens_b", "想用100B的语料做增量预训练") == {100.0}


def test_the_topic_said_in_the_clause_before() -> None:
    assert positive("dataset_tokens_b", "语料这块，大概3000亿") == {300.0}
    assert positive("model_params_b", "语料这块，大概3000亿") == set()
    assert positive("model_params_b", "模型方面，估计在70B左右") == {70.0}


def test_a_cluster_of_another_kind_is_no_gpu_hardware() -> None:
    message = "公司没有任何显卡，Hadoop集群倒是有，但全是CPU节点。"
    assert positive("existing_hardware", message) == {"none"}


def test_nothing_of_their_own_all_rented() -> None:
    assert positive("existing_hardware", "想微调个14B，我们啥都没有，只能租。") == {"none"}
    # nothing said of a topic is no lack of cards
    assert positive("existing_hardware", "合规方面我们啥也没有") == set()


def test_not_any_of_the_cards_named() -> None:
    message = "Our budget covers cloud GPUs, since we don't own any."
    assert positive("existing_hardware", message) == {"none"}


def test_a_data_size_named_as_data_beside_a_card() -> None:
    message = "想做质检模型的LoRA 影像数据约300GB 手上没显卡"
    assert positive("data_scale", message) == {"medium"}


def test_a_data_size_said_above_the_bound() -> None:
    assert positive("data_scale", "日志归档，总量>10TB，想做清洗。") == {"large"}
    assert positive("data_scale", "We have well over 10 TB of scans.") == {"large"}


def test_a_cards_memory_asked_as_enough_is_no_data() -> None:
    message = "I run a single RTX 4090 at home. Would 24GB be enough for a 13B at 4-bit?"
    assert positive("data_scale", message) == set()
    assert positive("data_scale", "Is 60GB of data enough to fine-tune a 7B?") == {"small"}


def test_a_new_images_rate_is_no_total() -> None:
    assert positive("data_scale", "产线每周重训，照片一周新增大约50G。") == set()


def test_feasible_in_so_long() -> None:
    message = "want to qlora a 13b on our tickets, rent only. feasible in 4 days?"
    assert positive("training_days", message) == {4.0}
