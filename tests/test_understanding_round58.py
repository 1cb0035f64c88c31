"""Classes fixed in NLU round 58 (the lead's, on the ops misses of batches yv and yw after their first runs):
more ways of saying who keeps the machines up, read by rules/intake/upkeep.py. Worded apart from the data."""

from __future__ import annotations

from tests.readings import positive


def test_upkeep_said_as_done_by_someone() -> None:
    message = "Our group has a small cluster of 24 V100s. Maintenance is done by PhD students."
    assert positive("ops_capacity", message) == {"limited"}


def test_the_one_it_person_who_cannot_do_servers_is_none() -> None:
    message = "仓库有两台带3090的电脑。IT就一个实习生，装装软件还行，服务器这些他搞不定。"
    assert positive("ops_capacity", message) == {"none"}


def test_full_time_staff_counted_after_their_office_are_dedicated() -> None:
    assert positive("ops_capacity", "本院信息科专职人员三名。") == {"dedicated_team"}


def test_no_hands_for_it_is_none() -> None:
    # Cantonese 冇IT人手 (no IT hands)
    assert positive("ops_capacity", "我哋冇IT人手，亦都冇伺服器。") == {"none"}


def test_operations_given_to_someone_outside_are_none() -> None:
    assert positive(
        "ops_capacity", "No hardware at all. Operations would be handed over to our hosting provider."
    ) == {"none"}
    assert positive("ops_capacity", "Maintenance will be contracted out.") == {"none"}


def test_it_staff_who_never_dealt_with_gpus_are_none() -> None:
    message = "No GPUs yet, and our two IT people have never dealt with GPU machines."
    assert positive("ops_capacity", message) == {"none"}


def test_engineers_who_look_after_the_cards_on_top_of_their_jobs_are_limited() -> None:
    message = (
        "budget is tight, our two ML engineers look after the four L4 cards we already have"
        " on top of their real jobs, and"
    )
    assert positive("ops_capacity", message) == {"limited"}
