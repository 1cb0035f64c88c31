"""Classes fixed in NLU round 62c (hardware counts, daily load, data size and a model left undecided, from
the held-out misses of batches vz, xw, xv and xx). Worded apart from the data."""

from __future__ import annotations

from tests.readings import of, positive


def test_industrial_pcs_with_the_cards_of_each_said_after() -> None:
    message = "车间里有三台工控机，每台装了一张T4，做质检用。"
    assert positive("owned_gpus", message) == {3.0}
    assert positive("existing_hardware", message) == {"some"}
    assert positive("owned_gpus", "倉庫有兩部工控電腦，每部插咗一張A2。") == {2.0}
    assert positive("owned_gpus", "前台有两台电脑，每台一张4060。") == {2.0}
    # an industrial PC with no card named is no GPU hardware
    assert positive("existing_hardware", "产线上有四台工控机。") == set()


def test_a_computer_said_to_be_one_card() -> None:
    message = "我自己的台式机是单张3090，想试试QLoRA。"
    assert positive("owned_gpus", message) == {1.0}
    assert positive("owned_gpu_kind", message) == {"gpu_24gb"}
    assert positive("owned_gpus", "笔记本是一张4070，别的什么都没有。") == {1.0}


def test_a_laptop_with_its_card_said_with_w_slash() -> None:
    message = "honestly i just have a laptop w/ an RTX 4060, nothing else."
    assert positive("owned_gpus", message) == {1.0}
    assert positive("existing_hardware", message) == {"some"}


def test_the_maker_between_the_cards_and_their_chip() -> None:
    message = "信息中心有一台装了四张华为910B的服务器。"
    assert positive("owned_gpus", message) == {4.0}
    assert positive("owned_gpu_kind", message) == {"domestic"}
    message = "门诊楼机房有台配了两张英伟达L20的服务器。"
    assert positive("owned_gpus", message) == {2.0}


def test_huawei_atlas_inference_cards() -> None:
    message = "分局有一台带四张华为Atlas推理卡的服务器，由集团运维。"
    assert positive("owned_gpus", message) == {4.0}
    assert positive("owned_gpu_kind", message) == {"domestic"}
    message = "We run two Atlas 300I Pro cards in one box at the branch."
    assert positive("owned_gpu_kind", message) == {"domestic"}


def test_conversations_or_queries_a_day_counted_with_a_measure_word() -> None:
    message = "想做个药房问答机器人，每天两千条咨询左右。"
    assert positive("requests_per_day", message) == {2000.0}
    message = "市民热线想上个AI助手，每日大约六百通市民咨询。"
    assert positive("requests_per_day", message) == {600.0}
    message = "我哋想整個客服bot，用現成嘅開源模型，每日大概八千段對話。"
    assert positive("requests_per_day", message) == {8000.0}
    # a day's conversations kept as data are no load
    assert positive("requests_per_day", "客服每天新增两万条对话数据，想拿来微调一个7B。") == set()


def test_uses_a_day_said_with_use() -> None:
    message = "院方想导入一套病历摘要的AI，预计每天会用到大约两千次。"
    assert positive("requests_per_day", message) == {2000.0}
    assert positive("requests_per_day", "門市的查詢系統，預計每天會使用大約八百次。") == {800.0}


def test_the_items_a_day_said_after_them() -> None:
    message = "We'd use an open model as-is to draft replies to customer complaints, roughly 450 a day."
    assert positive("requests_per_day", message) == {450.0}
    # items kept for training are no load
    message = "We collect support tickets, about 500 a day, and want to fine-tune a model on them."
    assert positive("requests_per_day", message) == set()


def test_a_size_in_megabytes_said_with_m() -> None:
    message = "微调数据是一万来条问答，差不多80M的文本。"
    assert positive("data_scale", message) == {"small"}
    assert positive("dataset_tokens_b", message) == set()
    assert positive("dataset_tokens_b", "语料大概300M token。") == {0.3}
    assert positive("model_params_b", "想微调一个500M的模型。") == {0.5}


def test_a_count_of_samples_said_about_is_no_tokens() -> None:
    assert positive("dataset_tokens_b", "训练数据大概四万多条工单。") == set()
    assert positive("dataset_tokens_b", "训练语料差不多两万来条。") == set()


def test_the_model_said_undecided_after_its_size() -> None:
    message = "We plan to fine-tune a 34B model, but we haven't settled on the base model yet."
    assert positive("model_params_b", message) == set()
    assert positive("task_type", message) == {"fine_tuning"}
    message = "计划在一个32B的模型上做LoRA，不过底座还没定。"
    assert positive("model_params_b", message) == set()
    assert positive("finetune_method", message) == {"lora"}
    assert positive("model_params_b", "計劃用一個14B嘅模型，不過基座仲未定。") == set()
    # the other amounts of the sentence stand
    message = (
        "Continued pretraining on 30 billion tokens, probably on a 13B model, "
        "though we haven't settled on the base yet."
    )
    assert positive("dataset_tokens_b", message) == {30.0}
    assert positive("model_params_b", message) == set()
    # something else left undecided leaves the size
    message = "We'd fine-tune a 7B model, we haven't decided on a date yet."
    assert positive("model_params_b", message) == {7.0}
    assert of("model_params_b", "模型大概30B左右，具体还没定。") == set()


def test_one_machine_fitted_with_its_cards_said_with_le() -> None:
    assert positive("owned_gpus", "机房有台装了四张昇腾910B的服务器。") == {4.0}
    # guards: the chip right after the cards
    assert positive("owned_gpus", "门诊楼机房有台配了两张L20的服务器。") == {2.0}


def test_cards_rented_for_a_training_run_give_its_length() -> None:
    message = "We plan to pretrain a 3B model from scratch and rent 128 H100s for three weeks."
    assert positive("training_days", message) == {21.0}
    message = "打算从头预训练一个1B的模型，要租 256 张 H800 级别的卡大概 40 天。"
    assert positive("training_days", message) == {40.0}
    # a lease for a service is no run
    assert positive("training_days", "推理服务打算租8张A10一年。") == set()
    assert positive("training_days", "想微调一个14B然后部署上线，打算租8张A100一个月。") == set()


def test_a_size_in_a_model_name_beside_users_or_calls() -> None:
    message = "打算把开源的GLM-4-9B原样部署给门店员工和会员用户用。"
    assert positive("model_params_b", message) == {9.0}
    message = "医院/用自己微调的13B模型/日均调用5千次"
    assert positive("model_params_b", message) == {13.0}
    assert positive("requests_per_day", message) == {5000.0}
    # a count of users is still no model size
    assert positive("model_params_b", "注册用户大概2B。") == set()


def test_a_setup_of_a_count_of_cards() -> None:
    message = "Our analytics group runs a 24-GPU L40S setup in the colo."
    assert positive("owned_gpus", message) == {24.0}
    assert positive("existing_hardware", message) == {"some"}
    message = "The ministry owns a 128-card Ascend 910B setup."
    assert positive("existing_hardware", message) == {"cluster"}
    # a setup they would rent is not theirs
    assert positive("owned_gpus", "We want to rent a 32-GPU H100 setup.") == set()


def test_a_run_length_with_the_rent_it_is_had_on_said_after() -> None:
    message = "Could we continue pretraining a 7B in 5 days if we rent 64 GPUs?"
    assert positive("training_days", message) == {5.0}
    message = "Is pretraining a 30B from scratch feasible in under three months if we rent everything?"
    assert positive("training_days", message) == {90.0}
    assert positive("training_days", "We'd host it for six months if we rent the hardware.") == set()


def test_a_run_in_a_weekend_and_it_finishing_in_a_time() -> None:
    message = "wanna qlora a 7b on my chat logs. doable in a weekend?"
    assert positive("training_days", message) == {2.0}
    message = "We want to fine-tune a 13B on 4B tokens. Rent only, no buying. Could it finish in ten days?"
    assert positive("training_days", message) == {10.0}
    assert positive("training_days", "should i rent something for a weekend?") == set()
    message = "We want to tune a small model. Is this a weekend job or a big project?"
    assert positive("training_days", message) == set()


def test_their_own_cards_pointed_at() -> None:
    message = "就想在我那张4080上跑个14B的量化版，能跑起来吗？"
    assert positive("owned_gpus", message) == {1.0}
    assert positive("existing_hardware", message) == {"some"}
    message = "公司想做个内部问答，单位那6张A30扛得住吗？"
    assert positive("owned_gpus", message) == {6.0}
    assert positive("owned_gpus", "想在我们那三张L20上做个LoRA。") == {3.0}
    # cards to be rented or bought are not theirs
    assert positive("owned_gpus", "我这边想租8张A100。") == set()
    assert positive("owned_gpus", "想在一台A100上跑个7B。") == set()


def test_one_box_w_its_cards_and_pcs_each_with_one_card() -> None:
    message = "small team, got 1 box w 4 rtx 3090s, nobody does ops."
    assert positive("owned_gpus", message) == {4.0}
    message = "Our lab has only 3 PC with RTX 4070, each one card."
    assert positive("owned_gpus", message) == {3.0}
    assert positive("owned_gpus", "We have 4 servers with A100, each 8 cards.") == {32.0}


def test_withdrawals_said_with_take_back_drop_and_bu_yao_suan() -> None:
    assert of("model_params_b", "Take back the 34B I mentioned, we may go bigger.") == {(34.0, True)}
    assert of("finetune_method", "Drop the QLoRA part.") == {("qlora", True)}
    assert of("requests_per_day", "之前说的每天五千次调用先不要算。") == {(5000.0, True)}
    assert of("training_days", "刚才讲的三周训练时长先不要算了。") == {(21.0, True)}


def test_a_method_said_then_called_undecided_is_no_choice() -> None:
    message = "Forget the LoRA idea, we may go with QLoRA instead, not decided yet."
    assert of("finetune_method", message) == {("lora", True)}
    assert positive("finetune_method", "We want QLoRA on a 13B, probably, not decided.") == set()
    assert positive("finetune_method", "打算用LoRA微调7B。") == {"lora"}


def test_a_count_pointed_back_at_with_na_adds_none() -> None:
    message = "组里有三台3090的工作站，学生自己维护。想问下我们那三台机器能跑得动吗？"
    assert positive("owned_gpus", message) == {3.0}
    message = "我们厂有4张4090。厂里那4张4090肯定扛不住吧？"
    assert positive("owned_gpus", message) == {4.0}
