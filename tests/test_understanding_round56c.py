"""Classes fixed in NLU round 56, part c (on batches yu and yt): hardware, counts of cards, calls a day, model
sizes corrected, and values withdrawn. Worded apart from the data."""

from __future__ import annotations

from tests.readings import of, positive


def test_a_method_taken_back_is_ruled_out() -> None:
    assert of("finetune_method", "之前提的 LoRA 不算数，我们再想想。") == {("lora", True)}
    assert of("finetune_method", "Forget what I said about QLoRA, the team hasn't picked one.") == {
        ("qlora", True)
    }


def test_as_if_never_said_takes_back() -> None:
    assert of("finetune_method", "刚才说的 QLoRA 你就当我没说过。") == {("qlora", True)}
    assert of("finetune_method", "頭先講嘅 QLoRA 當我冇講過。") == {("qlora", True)}


def test_a_load_taken_back_takes_no_use_with_it() -> None:
    message = "Forget what I said about the 800 queries a day, that was a guess."
    assert of("requests_per_day", message) == {(800, True)}
    assert of("usage_pattern", message) == set()


def test_a_size_written_wrongly_is_no_answer() -> None:
    assert positive("model_params_b", "更正：模型是 Llama-3-70B，上面写成 8B 了。") == {70}


def test_calls_a_day_with_an_english_verb() -> None:
    assert positive("requests_per_day", "我哋個客服bot每日大概會 call 佢三千次。") == {3000}
    assert positive("requests_per_day", "一日大概 query 五百次左右。") == {500}


def test_calls_a_day_in_the_singular_and_in_lakh() -> None:
    assert positive("requests_per_day", "We expect about 3 lakh queries per day.") == {300000}
    assert positive("requests_per_day", "Around 1200 request per day from our field staff.") == {1200}


def test_hardware_bought_years_ago_is_had_now() -> None:
    assert positive("existing_hardware", "实验室有前年采购的十台服务器，每台四张A100。") == {"cluster"}


def test_the_english_word_cluster_in_chinese() -> None:
    assert positive("existing_hardware", "研究院有个小 cluster，24 张 A800。") == {"cluster"}


def test_indian_nos_count_machines() -> None:
    assert positive("owned_gpus", "Our lab has 4 nos. RTX A6000 workstations.") == {4}


def test_gaming_rigs_with_their_chip() -> None:
    message = "We have three gaming rigs w/ 3090s."
    assert positive("existing_hardware", message) == {"some"}
    assert positive("owned_gpu_kind", message) == {"gpu_24gb"}


def test_one_pc_with_its_chip_holds_one_card() -> None:
    assert positive("owned_gpus", "Our office has 1 workstation with RTX 4070.") == {1}


def test_cantonese_machines_counted_with_bu() -> None:
    assert positive("owned_gpus", "我哋有三部 4 卡 L20 嘅 server。") == {12}
    assert positive("owned_gpus", "公司有两部 server，每部八张 4090。") == {16}


def test_cards_spread_over_machines() -> None:
    assert positive("owned_gpus", "手上有六张 A10、两张 T4，散在三台机器里。") == {8}


def test_nodes_of_a_cluster_with_cards_per_node() -> None:
    assert positive("owned_gpus", "The institute owns an 8-node cluster with 8 H800s per node.") == {64}


def test_a_system_of_so_many_gpus() -> None:
    message = "Our centre operates a 1024-GPU A100 system."
    assert positive("existing_hardware", message) == {"cluster"}
    assert positive("owned_gpus", message) == {1024}
    assert positive("existing_hardware", "We have a 4-GPU system under a desk.") == {"some"}


def test_one_card_said_without_its_numeral() -> None:
    assert positive("owned_gpus", "我手上有张 3090，想试试。") == {1}
    assert positive("owned_gpus", "機房有台 8 卡 A800 嘅 server。") == {8}


def test_a_workstation_with_its_cards_counted_next() -> None:
    assert positive("owned_gpus", "课题组有一台A6000工作站（2张卡），我自己维护。") == {2}
    assert positive("owned_gpus", "We have one L40S workstation, 3 GPUs.") == {3}


def test_a_correction_of_what_the_cards_are() -> None:
    assert positive("owned_gpu_kind", "Quick correction: they're A10s, not A100s.") == {"gpu_24gb"}
    assert positive("owned_gpu_kind", "Correction: they're in Frankfurt, not Dublin.") == set()


def test_a_size_in_a_vendors_claim_is_none_of_theirs() -> None:
    assert positive("model_params_b", "厂商号称能跑千亿参数，我们只想微调一个7B。") == {7}
    assert positive("model_params_b", "这家一体机宣传能跑 671B 参数，靠谱吗？") == set()


def test_each_ones_card_gives_no_total() -> None:
    message = "实验室同学的台式机各有一张4080。"
    assert positive("owned_gpus", message) == set()
    assert positive("owned_gpu_kind", message) == {"gpu_24gb"}


def test_each_machines_cards_then_the_machines_total() -> None:
    assert positive("owned_gpus", "机房的机器每台4张L40S，一共6台。") == {24}
    assert positive("owned_gpus", "同事们的游戏本各有一张4070，总共三台。") == {3}
