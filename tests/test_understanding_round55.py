"""Classes fixed in NLU round 55 (the lead's part, on batches yn and yr after their first runs): more ways of
saying who looks after the machines, read by rules/intake/upkeep.py. Worded apart from the data."""

from __future__ import annotations

from tests.readings import of, positive


def test_a_team_doing_it_themselves_is_limited() -> None:
    assert positive("ops_capacity", "有两台4卡服务器，平时是我们研发自己在弄。") == {"limited"}
    assert positive("ops_capacity", "一台8卡A800，我们数据组自己维护。") == {"limited"}


def test_taiwan_writing_of_on_the_side_is_limited() -> None:
    assert positive("ops_capacity", "機房有三台伺服器，由資訊室同仁兼著管。") == {"limited"}


def test_no_person_for_the_machines_is_none() -> None:
    assert positive("ops_capacity", "我们没有显卡，也没有弄服务器的人。") == {"none"}


def test_nobody_whose_job_it_is_only_rules_a_team_out() -> None:
    # 专门: nobody whose job it is; it says no more (the convention), so no none is read.
    assert of("ops_capacity", "团队里也没有专门管服务器的人。") == {("dedicated_team", True)}


def test_staff_said_not_to_be_gpu_people_are_none() -> None:
    message = "Two old A40 servers; our facilities IT (not AI folks) look after them."
    assert positive("ops_capacity", message) == {"none"}
