"""Classes fixed in NLU round 60 (the lead's, on the ops misses of batch yz after its first run): who keeps
the machines up, read by rules/intake/upkeep.py. Worded apart from the data."""

from __future__ import annotations

from tests.readings import of, positive


def test_nobody_who_ever_looked_after_servers_after_the_staff_is_none() -> None:
    message = "没有显卡，研发组六个人都是写前端的，没人碰过服务器。"
    assert positive("ops_capacity", message) == {"none"}


def test_the_it_department_that_is_only_me_is_limited() -> None:
    # Cantonese 得我一個 (only me)
    assert positive("ops_capacity", "資訊部得我一個人，仲要兼顧其他嘢。") == {"limited"}


def test_an_intern_and_i_handling_the_box_is_limited() -> None:
    # Cantonese 執手尾 (handle what is left to do)
    assert positive("ops_capacity", "部4卡機係我同一個實習生執手尾。") == {"limited"}


def test_an_it_contractor_is_none() -> None:
    assert positive("ops_capacity", "Two old 4090 boxes and a part-time ops contractor.") == {"none"}
    message = "No cards here; IT support is provided by an outside vendor on Fridays."
    assert positive("ops_capacity", message) == {"none"}


def test_staff_of_whom_neither_has_run_gpus_are_none() -> None:
    message = "Our IT group is two people, and neither has run GPU machines."
    assert positive("ops_capacity", message) == {"none"}


def test_a_platform_team_that_manages_the_cards_is_dedicated() -> None:
    message = "We have 8 L4 cards on site, and a two-person platform team manages them."
    assert positive("ops_capacity", message) == {"dedicated_team"}


def test_no_full_time_ops_said_with_wu_rules_a_team_out() -> None:
    # 无专职…运维人员: nobody whose job it is (a dedicated team ruled out, no more), as 没有专职运维
    assert of("ops_capacity", "本处无专职服务器运维人员。") == {("dedicated_team", True)}


def test_staff_counted_who_also_tend_other_systems_are_limited() -> None:
    assert positive("ops_capacity", "資訊組只有三個人，平時還要管OA系統。") == {"limited"}


def test_it_that_never_tried_gpu_servers_is_none() -> None:
    # Cantonese 未試過 (never tried)
    assert positive("ops_capacity", "我哋冇GPU，IT嗰邊都未試過搞GPU機器。") == {"none"}


def test_no_one_set_aside_for_it_rules_a_team_out() -> None:
    # Cantonese 冇專人搞IT (no one specially for IT)
    assert of("ops_capacity", "得一部4090，冇專人搞IT。") == {("dedicated_team", True)}


def test_no_it_person_who_knows_it_is_none() -> None:
    assert positive("ops_capacity", "院里没有GPU，也没有懂这块的IT。") == {"none"}
    # Cantonese 冇人識搞 (nobody can)
    assert positive("ops_capacity", "我哋冇GPU，亦冇人識搞伺服器。") == {"none"}


def test_it_never_having_supported_anything_like_it_is_none() -> None:
    message = "No GPUs, and our IT team has never handled anything like that."
    assert positive("ops_capacity", message) == {"none"}
    message = "I don't know the first thing about managing servers."
    assert positive("ops_capacity", message) == {"none"}


def test_an_infra_team_that_handles_it_part_time_is_limited() -> None:
    message = "Two 8-GPU servers and a small infra team that handles this part-time."
    assert positive("ops_capacity", message) == {"limited"}


def test_a_team_of_their_own_who_never_ran_gpus_is_none() -> None:
    message = "Our own engineering team is full-time, but they've never run GPUs."
    assert positive("ops_capacity", message) == {"none"}
