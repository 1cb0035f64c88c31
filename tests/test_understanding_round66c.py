"""Classes fixed in NLU round 66c (hardware an owner word marks as theirs in a clause undecided about what
to do with it; a gaming PC in Chinese; no GPUs of their own; the size a model is changed from; how long a
purchase takes to pay for itself; and the lead's two decisions: a PC, rig or desktop holds one card with
its chip said in the plural, a workstation gives no count; fewer than 64 cards in their own machine room
are some; from the held-out misses of batches uv and uw). Worded apart from the data."""

from __future__ import annotations

from tests.readings import of, positive


def test_their_hardware_in_a_clause_undecided_about_what_to_do_with_it() -> None:
    message = "我们在犹豫要不要把现有的16台8卡H800再扩一倍，主要跑预训练。"
    assert positive("existing_hardware", message) == {"cluster"}
    assert positive("owned_gpus", message) == {128.0}
    assert positive("owned_gpu_kind", message) == {"gpu_80gb"}
    message = "不确定要不要把我们手上的4张L40S换掉。"
    assert positive("owned_gpus", message) == {4.0}
    # hardware to be bought, in an undecided clause, is none of theirs
    assert positive("existing_hardware", "还在考虑要不要买4台A100服务器。") == set()


def test_a_gaming_pc_said_in_chinese() -> None:
    message = "工作室有兩台4080的電競電腦，想跑下LoRA。"
    assert positive("existing_hardware", message) == {"some"}
    assert positive("owned_gpus", message) == {2.0}
    assert positive("owned_gpus", "我们有五台3090的游戏主机，能训个7B吗？") == {5.0}


def test_no_gpus_of_their_own() -> None:
    message = "The agency does not have its own GPUs, so everything would be hosted."
    assert positive("existing_hardware", message) == {"none"}
    message = "We don't have our own hardware; we'd lease A100s monthly."
    assert positive("existing_hardware", message) == {"none"}


def test_the_size_a_model_is_changed_from_is_no_size_of_the_job() -> None:
    message = "客服模型打算从13B换成Qwen2.5-32B，做LoRA。"
    assert positive("model_params_b", message) == {32.0}
    assert positive("model_params_b", "We want to upgrade our tutor from an 8B model to a 70B one.") == {70.0}
    # a range of sizes tried is no change
    assert positive("model_params_b", "We compared open models from 7B to 70B.") != {70.0}


def test_how_long_a_purchase_takes_to_pay_for_itself_is_no_run() -> None:
    message = "We serve our own fine-tuned 13B. Would buying servers pay for itself within two years?"
    assert positive("training_days", message) == set()
    assert positive("training_days", "推理跑在租的卡上，自建的话三年能回本吗？") == set()
    # a run's length said beside it still is one
    assert positive("training_days", "微调大概跑6天，买卡能回本吗？") == {6.0}


def test_a_pc_or_desktop_holds_one_card_with_the_chip_in_the_plural() -> None:
    # (convention of stop 47) a gaming PC, rig or desktop holds one card; a workstation may hold several
    assert positive("owned_gpus", "Our design team has 12 desktops with RTX 4070s.") == {12.0}
    assert positive("owned_gpus", "We run four gaming PCs with 3090s at the office.") == {4.0}
    assert positive("owned_gpus", "We have three workstations with A6000s.") == set()
    # the cards of each said after the chip still count
    assert positive("owned_gpus", "We have 3 PCs with RTX 4070s, 2 cards each.") == {6.0}


def test_fewer_than_64_cards_in_their_own_machine_room_are_some() -> None:
    message = "集团机房里有五十张A100，都是前年买的。"
    assert positive("existing_hardware", message) == {"some"}
    assert positive("owned_gpus", message) == {50.0}
    assert positive("existing_hardware", "We keep 48 L40S in our own server room.") == {"some"}
    # called a cluster, it is one
    assert positive("existing_hardware", "机房里有个小集群，40张V100。") == {"cluster"}


def test_a_value_said_before_set_aside_for_now_is_taken_back() -> None:
    message = "继续预训练肯定要做，只是刚才提的LoRA先不考虑了。"
    assert of("finetune_method", message) == {("lora", True)}
    assert positive("task_type", message) == {"continued_training"}
    assert of("model_params_b", "前面说的70B暂时不考虑，先看看别的。") == {(70.0, True)}
    # a value not said before, set aside, is only ruled out
    assert of("finetune_method", "全参先不考虑了，算力不够。") != {("full", True)}


def test_taken_back_in_a_clause_of_its_own_or_before_a_space() -> None:
    assert of("training_days", "之前说的两周训练时长，先撤回吧，还要再商量。") == {(14.0, True)}
    assert of("owned_gpus", "之前说的8张A100，先不算了，还要再评估。") == {(8.0, True)}
    assert of("owned_gpus", "之前报的16张卡 先不算了 还得再核对") == {(16.0, True)}


def test_a_cluster_heading_with_whose_it_is_between() -> None:
    message = "研究院简介。集群：自建，40张H800，运维是专职的。"
    assert positive("existing_hardware", message) == {"cluster"}
    assert positive("owned_gpus", message) == {40.0}
    assert positive("existing_hardware", "Some context first. Cluster: own, 24 A100s.") == {"cluster"}


def test_data_said_not_big_is_small() -> None:
    message = "Our corpus is not that big: under 80 GB of contracts."
    assert of("data_scale", message) == {("small", False)}


def test_a_teacher_named_in_brackets_is_no_size_of_theirs() -> None:
    message = "We plan to distill a 3B student from a larger teacher (Llama-3.1-70B) for our help desk."
    assert positive("model_params_b", message) == {3.0}
    assert positive("model_params_b", "蒸馏一个3B的学生模型，教师模型（Qwen2.5-32B）已经部署好了。") == {3.0}


def test_a_bare_t_after_pdfs_is_terabytes() -> None:
    message = "合同扫描成PDF，一共大概3T，想做信息抽取，用Qwen2.5-7B。"
    assert positive("data_scale", message) == {"medium"}
    assert positive("model_params_b", message) == {7.0}
