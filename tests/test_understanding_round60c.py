"""Classes fixed in NLU round 60c (card kinds, model sizes, hardware and withdrawals, from the held-out
misses of batch yz and the older ones). Worded apart from the data."""

from __future__ import annotations

from tests.readings import of, positive


def test_a_correction_of_the_cards_led_by_an_apology_still_describes_them() -> None:
    assert positive("owned_gpu_kind", "抱歉，记错了，我们的卡是昇腾910B，不是H20。") == {"domestic"}
    assert positive("owned_gpu_kind", "对不起说错了，卡是4090，不是A800。") == {"gpu_24gb"}
    assert positive("owned_gpu_kind", "My mistake, our cards are A10s, not A100s.") == {"gpu_24gb"}
    assert positive("owned_gpu_kind", "I misspoke: they are L20s, not H20s.") == {"gpu_48gb"}


def test_a_size_said_while_someone_is_still_evaluating_is_not_taken() -> None:
    assert positive("model_params_b", "模型大概14B左右，还在评估中。") == set()
    assert positive("model_params_b", "可能20B上下吧，团队还在评估。") == set()
    assert positive("model_params_b", "Probably around 30B, the team is still evaluating.") == set()
    assert positive("model_params_b", "Something like 13B, still under evaluation.") == set()


def test_a_requirement_taken_back_stays_taken_back_whatever_is_still_open() -> None:
    assert of("compliance", "刚才说的必须上信创那条先去掉，还没定。") == {("domestic_hardware", True)}
    assert of("compliance", "刚才说的数据不能出境那条先去掉，还在商量。") == {("data_in_country", True)}
    assert of("compliance", "Drop the requirement for domestic chips, still being debated.") == {
        ("domestic_hardware", True)
    }


def test_working_only_on_laptops_is_no_hardware() -> None:
    assert positive("existing_hardware", "Nope, we're entirely on laptops for now.") == {"none"}
    assert positive("existing_hardware", "We have access to nothing but our laptops.") == {"none"}
    assert positive("existing_hardware", "Honestly we're all on MacBooks right now.") == {"none"}
    assert positive("existing_hardware", "目前全靠笔记本跑实验。") == {"none"}
    assert positive("existing_hardware", "我们都在自己的笔记本上做开发。") == {"none"}


def test_withdrawing_data_staying_in_the_country_rules_it_out() -> None:
    assert of("compliance", "Forget what I said about the data remaining in the EU, that's still open.") == {
        ("data_in_country", True)
    }
    withdrawn = {("data_in_country", True)}
    assert of("compliance", "Please ignore what I said about data staying in China.") == withdrawn
    assert of("compliance", "Scratch what I said about data not leaving the country.") == withdrawn


def test_gpu_workstations_named_with_their_chip_give_its_class() -> None:
    assert positive("owned_gpu_kind", "We have two GPU workstations (RTX 4090s).") == {"gpu_24gb"}
    assert positive("owned_gpu_kind", "We run a few GPU desktops with A6000s.") == {"gpu_48gb"}
    assert positive("owned_gpu_kind", "We own three GPU towers, each with an RTX 3090.") == {"gpu_24gb"}


def test_a_reply_naming_the_chip_of_the_cards_gives_its_class() -> None:
    assert positive("owned_gpu_kind", "A800的卡") == {"gpu_80gb"}
    assert positive("owned_gpu_kind", "L20的显卡。") == {"gpu_48gb"}
    assert positive("owned_gpu_kind", "4090的加速卡") == {"gpu_24gb"}
    assert positive("owned_gpu_kind", "A800的卡多少钱") == set()
