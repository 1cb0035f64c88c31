"""Classes fixed in NLU round 62d (budget model and compliance, from the held-out misses of batch vz, first
messages of teams, and what was left of xw, xv and xx). Worded apart from the data."""

from __future__ import annotations

from tests.readings import of, positive


def test_money_only_for_buying_services_is_paid_as_used() -> None:
    message = "课题经费只能用来采购服务，不允许买服务器。"
    assert of("budget_model", message) == {("opex", False), ("capex", True)}
    assert of("budget_model", "这笔钱规定只能用于购买技术服务。") == {("opex", False)}
    assert positive("budget_model", "我们下个月打算采购服务器。") == {"capex"}


def test_buying_new_hardware_refused() -> None:
    assert ("capex", True) in of("budget_model", "Our lab cannot buy new servers until 2027.")


def test_a_government_named_by_its_administration() -> None:
    message = "IT lead at a Swedish municipal administration here, we want a chatbot for permit questions."
    assert positive("compliance", message) == {"regulated_industry"}
    assert positive("compliance", "We build tools for a district administration.") == set()


def test_the_department_they_work_in_then_the_institution() -> None:
    assert positive("compliance", "I work in marketing for a large hospital group.") == {"regulated_industry"}
    assert positive("compliance", "I'm in compliance at a regional bank in Ohio.") == {"regulated_industry"}


def test_text_of_the_medical_field_is_data_not_a_sector() -> None:
    message = "For my master's thesis I'll LoRA a 7B on German medical conversations from a public forum."
    assert positive("compliance", message) == set()
    message = "We're a university hospital fine-tuning on medical Q&A."
    assert positive("compliance", message) == {"regulated_industry"}


def test_cards_they_have_standing_on_prem_are_no_rule_on_data() -> None:
    message = "We run 64 H100s on-prem in Lyon and want to pretrain a 3B."
    assert positive("compliance", message) == set()
    assert positive("compliance", "Servers on-prem only, please.") == {"data_on_premises"}


def test_a_model_to_be_deployed_locally_is_where_it_runs() -> None:
    assert positive("compliance", "我们打算在本地部署一个14B的模型给客服用。") == set()
    assert positive("compliance", "数据敏感，必须在本地部署。") == {"data_on_premises"}


def test_data_kept_in_a_place_named_in_english_or_a_name_the_list_lacked() -> None:
    assert positive("compliance", "用户的聊天记录都要留在Malaysia。") == {"data_in_country"}
    assert positive("compliance", "病歷必須存放在台灣。") == {"data_in_country"}


def test_nothing_much_sensitive_in_cantonese() -> None:
    assert of("compliance", "啲錄音我哋已經處理過，冇咩機密，點放都得。") == {((), False)}


def test_data_that_need_not_stay_anywhere() -> None:
    assert of("compliance", "Our call audio need not be kept anywhere special.") == {((), False)}
    assert of("compliance", "The footage needn't stay anywhere in particular.") == {((), False)}


def test_a_way_to_pay_heard_of_is_not_theirs() -> None:
    assert of("budget_model", "听说现在很多公司都是租卡，不用自己买服务器。") == set()
    assert of("budget_model", "Apparently the cloud bills you by the hour, no need to buy anything.") == set()
    assert positive("budget_model", "听说可以按量付费。我们也打算按量付费。") == {"opex"}


def test_rented_cards_their_runs_use_now_state_no_way_to_pay() -> None:
    message = "At the moment every training run takes about a week on rented A100s."
    assert positive("budget_model", message) == set()
    message = "I deployed a 13B model that I trained on rented H100s last spring."
    assert positive("budget_model", message) == set()
    assert positive("budget_model", "The run should take about 20 days on rented H100s.") == {"opex"}


def test_a_machine_room_named_as_where_a_model_will_run_is_no_rule() -> None:
    assert positive("compliance", "打算在苏州机房部署一个7B模型做内部问答。") == set()
    assert positive("compliance", "想把GLM-4原样部署在公司机房，给销售用。") == set()
    assert positive("compliance", "数据敏感，模型必须部署在自己的机房。") == {"data_on_premises"}


def test_no_privacy_involved_or_nothing_sensitive_in_the_data() -> None:
    assert of("compliance", "资料都是公开的产品手册，不涉及隐私。") == {((), False)}
    message = "Nothing in the dataset is confidential, it's all scraped recipes."
    assert of("compliance", message) == {((), False)}


def test_a_biotech_running_clinical_trials() -> None:
    assert positive("compliance", "We're a clinical-stage biotech in Cambridge.") == {"regulated_industry"}


def test_deploying_in_a_city_is_no_government_unit() -> None:
    assert positive("compliance", "我们打算在杭州部署一个7B模型。") == set()
    assert positive("compliance", "我们是广州市卫健委信息中心。") == {"regulated_industry"}


def test_a_model_or_text_of_a_field_is_no_sector() -> None:
    assert positive("compliance", "我们想从零训一个3B的医学语言模型，语料两百亿token。") == set()
    assert positive("compliance", "Plan: pretrain a 2B on Spanish financial news, about 40B tokens.") == set()


def test_a_data_centre_of_their_kind_of_body() -> None:
    assert "data_on_premises" in positive("compliance", "Case files cannot leave our county data centre.")


def test_government_contracts_are_whom_they_sell_to() -> None:
    message = "We're a drone maker; domestic chips are required by our government contracts."
    assert "regulated_industry" not in positive("compliance", message)
