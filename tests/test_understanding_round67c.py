"""Classes fixed in NLU round 67c (a count of people near a model word is no model size; how long a project or
pilot lasts is no run; a domestic cluster said with its cards; a card had with the subject dropped; a PC
named by its GeForce card; hardware tinkered with by themselves; their cluster named in the clause before
its cards; a message written for a client; experience of hardware is a skill; "a day or two"; the chip of
the machines, then the cards of each; their cluster named again as the existing one; from the held-out
misses of batches vu, wu and xu). Worded apart from the data."""

from __future__ import annotations

from tests.readings import of, positive


def test_thousands_near_a_model_word_are_no_model_size() -> None:
    message = "We'd host our tuned 3B tutoring model for ~45k students."
    assert positive("model_params_b", message) == {3.0}
    assert positive("model_params_b", "a 7B model for 8k clinicians") == {7.0}
    # a small model in millions still is one
    assert positive("model_params_b", "我们想训一个350M的模型") == {0.35}


def test_how_long_a_project_or_pilot_lasts_is_no_run() -> None:
    message = "We serve Mistral 7B as is. The pilot will run four months at three branches."
    assert positive("training_days", message) == set()
    assert positive("training_days", "要微调一个7B，整个案子半年结束，想知道要多少卡。") == set()
    # a run's length said beside it still is one
    assert positive("training_days", "这个案子两个月，LoRA微调跑4天够吗？") == {4.0}


def test_a_domestic_cluster_said_with_its_cards() -> None:
    message = "院里已有一套256卡的国产芯片集群，自己运维。"
    assert positive("existing_hardware", message) == {"cluster"}
    assert positive("owned_gpus", message) == {256.0}
    assert positive("owned_gpu_kind", message) == {"domestic"}
    assert positive("owned_gpus", "我们有个64卡的国产加速卡集群。") == {64.0}


def test_a_card_had_with_the_subject_dropped() -> None:
    message = "indie game studio, got a 4080 gaming PC. can it train a LoRA?"
    assert positive("existing_hardware", message) == {"some"}
    assert positive("owned_gpus", message) == {1.0}
    # a card asked about is none of theirs
    assert positive("existing_hardware", "Do you have a 4090 available?") == set()


def test_a_pc_named_by_its_geforce_card_tinkered_with_by_themselves() -> None:
    message = "工作室两台3090自己捣鼓，能微调13B吗？"
    assert positive("existing_hardware", message) == {"some"}
    assert positive("owned_gpus", message) == {2.0}
    assert positive("owned_gpus", "小团队，一台4080自己折腾，够吗？") == {1.0}
    # a server named by a data-centre chip gives no count of cards
    assert positive("owned_gpus", "有一台A100。") == set()


def test_their_cluster_named_in_the_clause_before_its_cards() -> None:
    message = "推理跑在我们自有的K8s集群上，一共16张L40S。"
    assert positive("existing_hardware", message) == {"cluster"}
    assert positive("owned_gpus", message) == {16.0}
    message = "Jobs run on our own Kubernetes cluster, 40 A10s, the platform team looks after it."
    assert positive("existing_hardware", message) == {"cluster"}
    assert positive("owned_gpus", "研究所有自己的GPU集群，有128张H800。") == {128.0}


def test_a_message_written_for_a_client() -> None:
    message = "Asking on behalf of a client, an insurer in Leeds. They have no GPUs and want a claims bot."
    assert positive("existing_hardware", message) == {"none"}
    message = "This is for a client: they have 16 L40S cards in two servers. Enough for a 70B?"
    assert positive("owned_gpus", message) == {16.0}
    # a partner's hardware, the sender not writing for them, is none of theirs
    message = "We'd co-build compute with a partner. They have 512 H100s."
    assert positive("existing_hardware", message) == set()


def test_experience_of_hardware_is_a_skill_not_hardware() -> None:
    assert of("existing_hardware", "IT部五个人，没有人有GPU服务器的经验。") == set()
    assert of("existing_hardware", "Nobody on staff has GPU server experience.") == set()
    # hardware lacking said beside it still is none
    assert positive("existing_hardware", "沒有人有GPU伺服器的經驗，也沒有GPU。") == {"none"}


def test_a_day_or_two_is_read_at_the_upper_end() -> None:
    assert positive("training_days", "LoRA on Mistral 7B, could it be done in a week or two?") == {14.0}
    assert positive("training_days", "We'd fine-tune a 1B. Doable in a day or three?") == {3.0}


def test_the_chip_of_the_machines_then_the_cards_of_each() -> None:
    message = "The lab runs three nodes with A100 GPUs, 8 per node."
    assert positive("owned_gpus", message) == {24.0}
    assert positive("owned_gpus", "We own 2 boxes w/ RTX 4090s, two each.") == {4.0}


def test_their_cluster_named_again_as_the_existing_one() -> None:
    message = "研究院有一个128卡的H800集群。如果现有集群排不上队，租卡划算吗？"
    assert positive("owned_gpus", message) == {128.0}
    message = "We have a 64-GPU H100 cluster run by our infra team. If the existing cluster is busy, rent?"
    assert positive("owned_gpus", message) == {64.0}
