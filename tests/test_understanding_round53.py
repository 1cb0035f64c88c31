"""Classes fixed in NLU round 53 (the lead's part): written Cantonese, read as the Mandarin it says.
Each test uses other words than the data's (yk21, ym46), so the class is fixed rather than the sentence."""

from __future__ import annotations

from compute_advisor.rules.intake.amounts import fold
from tests.readings import of, positive


def test_cantonese_no_gpus_and_no_ops_staff_are_negations() -> None:
    message = "我哋公司冇GPU，亦冇專職運維。"
    assert positive("existing_hardware", message) == {"none"}
    # 冇 is "have no": the dedicated team is ruled out, not claimed.
    assert of("ops_capacity", message) == {("dedicated_team", True)}


def test_cantonese_nobody_who_can_run_gpus_is_no_ops() -> None:
    assert positive("ops_capacity", "IT部得兩個人，冇人識管GPU。") == {"none"}


def test_cantonese_machines_counted_with_bu() -> None:
    message = "我哋有四部伺服器，每部8張A100。"
    assert positive("owned_gpus", message) == {32}
    assert positive("existing_hardware", message) == {"some"}


def test_cantonese_rent_or_buy_either_way_is_either() -> None:
    assert positive("budget_model", "預算方面，買定租都得。") == {"either"}


def test_cantonese_not_and_in_read_for_compliance_and_training() -> None:
    message = "病人資料唔可以出院，我哋想喺自己機房微調個13B嘅模型。"
    assert positive("task_type", message) == {"fine_tuning"}
    assert positive("model_params_b", message) == {13}
    assert "data_on_premises" in positive("compliance", message)


def test_mandarin_words_cantonese_reuses_stay_mandarin() -> None:
    # Without a Cantonese word in the message, 都得 is "must" and 系 stays 系 (关系, 系统).
    text, _ = fold("数据都得留在国内，系统和部门的关系很复杂")
    assert text == "数据都得留在国内,系统和部门的关系很复杂"
    # In a Cantonese message the folded text keeps one character per character of the message.
    message = "我哋而家有兩部工作站"
    text, where = fold(message)
    assert text == "我们现在有两台工作站" and len(where) == len(message)
