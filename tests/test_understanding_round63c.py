"""Classes fixed in NLU round 63c (hardware counts and kinds, hardware none, a run's hours and week, two
models, a served model's past tune; from the held-out misses of batches wz and vw). Worded apart from the
data."""

from __future__ import annotations

from tests.readings import of, positive


def test_a_count_of_hardware_opening_a_sentence() -> None:
    message = "每周都要重训一次排序模型。三台A10工作站，我自己顺手维护。"
    assert positive("owned_gpus", message) == {3.0}
    assert positive("owned_gpu_kind", message) == {"gpu_24gb"}


def test_cards_that_form_a_cluster_for_serving() -> None:
    message = "物流公司，目前有一个64张L40S组成的推理集群，运维团队专职。"
    assert positive("existing_hardware", message) == {"cluster"}
    assert positive("owned_gpus", message) == {64.0}
    assert positive("owned_gpu_kind", message) == {"gpu_48gb"}


def test_the_chip_then_machines_of_so_many_cards() -> None:
    message = "从零预训练一个1B模型。A800三台8卡，算法同学兼着运维。"
    assert positive("owned_gpus", message) == {24.0}
    assert positive("existing_hardware", message) == {"some"}


def test_a_bare_count_right_after_the_cluster() -> None:
    message = "医院信息中心现有910B推理集群128张，有专门的运维组。"
    assert positive("owned_gpus", message) == {128.0}
    assert positive("existing_hardware", message) == {"cluster"}


def test_machines_in_brackets_after_the_cards() -> None:
    message = "We retrain weekly on 24 L40S we own (3 servers), run by a small platform team."
    assert positive("owned_gpus", message) == {24.0}


def test_where_the_service_runs_now() -> None:
    message = "Our support bot is currently on 3x RTX 3090 under a desk. How do we scale it?"
    assert positive("owned_gpus", message) == {3.0}
    assert positive("owned_gpu_kind", message) == {"gpu_24gb"}
    # cards rented are none of theirs
    message = "Right now on 8x H100 rented from a cloud; we own nothing ourselves."
    assert positive("owned_gpus", message) == set()
    assert positive("existing_hardware", message) == {"none"}
    assert positive("existing_hardware", "我们现在有6张A100，是租的。") == set()


def test_no_machine_said_short() -> None:
    assert positive("existing_hardware", "我哋係間小診所，冇機，冇IT，想用個現成模型。") == {"none"}
    assert positive("existing_hardware", "小团队，没有server，也没有运维。") == {"none"}
    # 没机会 is no lack of machines
    assert positive("existing_hardware", "之前一直没机会试大模型。") == set()


def test_cards_run_by_themselves_or_their_share_of_a_cluster() -> None:
    message = "想用实验室自己管的两张A6000跑13B的QLoRA，够吗？"
    assert positive("owned_gpus", message) == {2.0}
    assert positive("owned_gpu_kind", message) == {"gpu_48gb"}
    message = "研究院有个A800集群，我们课题组可以用到其中24张。"
    assert positive("owned_gpus", message) == {24.0}
    assert positive("existing_hardware", message) == {"cluster"}


def test_their_cluster_named_in_apposition() -> None:
    message = "We serve our ranking model on 32 A10s we own, our inference cluster, with an SRE team."
    assert positive("existing_hardware", message) == {"cluster"}
    assert positive("owned_gpus", message) == {32.0}


def test_a_share_of_the_cluster_named_before() -> None:
    message = "研究所的集群由信息中心统一管理，我们组能分到8张V100。"
    assert positive("existing_hardware", message) == {"cluster"}
    assert positive("owned_gpus", message) == {8.0}


def test_a_cluster_built_that_runs_the_service_now() -> None:
    message = "我们的推荐模型现在在自建集群上，想迁到托管平台。"
    assert positive("existing_hardware", message) == {"cluster"}
    # a plan to build one is none
    assert positive("existing_hardware", "打算在自建集群上跑。") == set()


def test_the_chip_read_whole_past_the_window() -> None:
    # (the window of "我们的集群" ended inside "A100", read as an A10)
    message = "我们的集群是6台CPU节点加2台8卡A100，运维外包。"
    assert positive("owned_gpu_kind", message) == {"gpu_80gb"}


def test_finishing_within_a_time() -> None:
    message = "Want to LoRA a 1B on farm advice. Budget is small, rent only. Can we finish within ten days?"
    assert positive("training_days", message) == {10.0}


def test_hours_written_short() -> None:
    assert positive("training_days", "Weekly continued training of our 2B model, ~12h per run.") == {0.5}
    assert positive("training_days", "每次训练大概6h。") == {0.25}
    # round the clock is no run's hours
    assert positive("training_days", "客服是7x24h在线的，想微调一个7B。") == set()


def test_two_models_give_no_size() -> None:
    message = "想把Llama-3-70B和Qwen2-7B两个模型都部署上，给内部用。"
    assert positive("model_params_b", message) == set()
    assert positive("model_params_b", "We host two models, a 13B and a 34B, for our users.") == set()
    # one model with its active size is still read
    assert positive("model_params_b", "MoE，总参数141B、激活39B。") == {141.0}


def test_the_past_tune_of_a_served_model() -> None:
    message = "We host our QLoRA-tuned Phi-3 14B for about 5k chats a day."
    assert of("finetune_method", message) == set()
    message = "准备上线我们用全参微调好的13B，日均一万次。"
    assert of("finetune_method", message) == set()
    # a tune still to do is read
    assert positive("finetune_method", "We want to QLoRA-tune a 14B and then deploy it.") == {"qlora"}


def test_a_machine_said_with_our_and_its_cards() -> None:
    message = "We lose about a fifth of throughput on our 8-GPU server when two jobs share it."
    assert positive("owned_gpus", message) == {8.0}
    assert positive("existing_hardware", message) == {"some"}


def test_the_chip_then_x_and_its_count() -> None:
    message = "客服团队 模型自己训好的 每天20万次调用 机房里A800x8一台 运维专职"
    assert positive("owned_gpus", message) == {8.0}
    assert positive("owned_gpu_kind", message) == {"gpu_80gb"}
    assert positive("owned_gpus", "We have L40S x 4 in a rack at the office.") == {4.0}
    # a count of nodes after x counts no cards
    assert positive("owned_gpus", "We have H100 x 8 nodes.") == set()


def test_so_many_cards_of_each_chip() -> None:
    message = "研究院现有A800和H800各40张，专职运维三人。"
    assert positive("owned_gpus", message) == {80.0}
    assert positive("existing_hardware", message) == {"cluster"}
    assert positive("owned_gpu_kind", message) == {"gpu_80gb"}
    assert positive("owned_gpus", "实验室有4090、3090各三张。") == {6.0}
    # to buy is none of theirs
    assert positive("owned_gpus", "打算采购A100和H100各16张。") == set()


def test_a_corrected_count_then_the_machines_holding_it() -> None:
    message = "机房有24张L40S，哦不对，是40张，分在5台机器上。"
    assert positive("owned_gpus", message) == {40.0}


def test_cards_that_just_arrived() -> None:
    message = "中心有16张A800，上个月刚到货，想做继续预训练。"
    assert positive("owned_gpus", message) == {16.0}
    # cards still to come are none
    assert positive("owned_gpus", "我们有8张H100，下个月到货。") == set()


def test_a_count_fixed_after_sorry() -> None:
    message = "We have 16 T4s, sorry, 12 A10s, in two racks for OCR serving."
    assert positive("owned_gpus", message) == {12.0}
    assert positive("owned_gpu_kind", message) == {"gpu_24gb"}


def test_cards_gathered_over_time() -> None:
    message = "工作室陆续攒了一批3090，大概12张，平时拿来跑LoRA。"
    assert positive("owned_gpus", message) == {12.0}


def test_cards_said_bought_in_the_sentence_after() -> None:
    message = "打算用 96 张 A800 训一个 7B，两周够吗？卡是前年采购的，有专人运维。"
    assert positive("owned_gpus", message) == {96.0}
    assert positive("existing_hardware", message) == {"cluster"}
