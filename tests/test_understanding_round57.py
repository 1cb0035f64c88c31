"""Classes fixed in NLU round 57 (the lead's part, on batch ys after its first run and on the held-out
misses of ops staff in every batch): rules/intake/upkeep.py reads who looks after the machines from more
ways of saying it, and its reading of a clause takes the place of a phrase's reading inside that clause.
Worded apart from the data."""

from __future__ import annotations

from tests.readings import of, positive


def test_staff_said_to_be_laymen_at_the_cards_are_none() -> None:
    message = "医院没有显卡，信息科四个人，日常维护HIS和网络，AI服务器这块完全是外行。"
    assert positive("ops_capacity", message) == {"none"}
    # Cantonese: 佢哋都話唔識搞呢啲 (they all say they can't do this)
    assert positive("ops_capacity", "我哋冇伺服器，IT得三個人，佢哋都話唔識搞呢啲。") == {"none"}


def test_someone_called_in_from_outside_is_none() -> None:
    assert positive("ops_capacity", "我们是开餐馆的，电脑出问题了都是请人上门来修。") == {"none"}
    message = "One old server, and an IT contractor we phone when things break."
    assert positive("ops_capacity", message) == {"none"}
    assert positive("ops_capacity", "No GPUs; our only sysadmin is a freelancer.") == {"none"}


def test_ops_to_be_hired_from_scratch_is_none() -> None:
    assert positive("ops_capacity", "硬件还没买，运维也要从零开始招。") == {"none"}


def test_a_team_whose_work_is_the_machines_is_dedicated() -> None:
    message = "We own 40 A800s in two racks and a three-person SRE rotation keeps them up."
    assert positive("ops_capacity", message) == {"dedicated_team"}
    assert positive("ops_capacity", "We run 96 H100s, operated by our infrastructure group.") == {
        "dedicated_team"
    }
    assert positive("ops_capacity", "We have 16 L40S and an ops team that does nothing but our compute.") == {
        "dedicated_team"
    }
    assert positive("ops_capacity", "现有4台8卡服务器，有三位同事专门负责。") == {"dedicated_team"}


def test_a_supercomputing_centre_running_them_is_dedicated() -> None:
    message = "Our 64 A100s sit in the national supercomputing centre and are run by their staff."
    assert positive("ops_capacity", message) == {"dedicated_team"}


def test_full_time_said_of_a_small_team_beats_its_size() -> None:
    message = "There's one box with 4x A6000 that our two-person platform team (full-time) manages."
    assert positive("ops_capacity", message) == {"dedicated_team"}


def test_people_of_their_own_beside_other_work_are_limited() -> None:
    message = "One DGX in a closet that our analytics folks babysit when they have a spare minute."
    assert positive("ops_capacity", message) == {"limited"}
    assert positive(
        "ops_capacity", "Two 3090 rigs, looked after by one of our researchers between projects."
    ) == {"limited"}
    assert positive(
        "ops_capacity", "We have one A10 server that our one-person IT department maintains."
    ) == {"limited"}
    message = "We own a single L40S box, supported by central IT at roughly 5% of one person's time."
    assert positive("ops_capacity", message) == {"limited"}


def test_a_form_answer_of_ops() -> None:
    assert positive("ops_capacity", "- GPUs: 8x A100 in one node\n- ops: PhD students\n- data: 2 TB") == {
        "limited"
    }


def test_nobody_specifically_on_it_only_rules_a_team_out() -> None:
    message = "We have four L4 servers and an IT staff of six, none of whom is specifically on the servers."
    assert of("ops_capacity", message) == {("dedicated_team", True)}


def test_staff_who_cannot_run_the_cards_in_the_same_clause_are_none() -> None:
    assert positive("ops_capacity", "集团有专职的运维团队但不懂GPU，机器一台都没有。") == {"none"}
    message = "We have 2 servers. Our IT is 5 people full time but they have never touched GPUs."
    assert positive("ops_capacity", message) == {"none"}


def test_not_said_as_it_is() -> None:
    # a plan to hire, and a team said not to be full-time, are not a dedicated team
    assert positive(
        "ops_capacity", "We have nothing yet; we're hiring a dedicated SRE team next quarter."
    ) != {"dedicated_team"}
    assert positive("ops_capacity", "更正：运维并非专职，是后端同事兼着看。") == {"limited"}
