"""Classes fixed in NLU round 61d (budget model and compliance, from the held-out misses of batches xw, xv
and xx: first messages, some from non-specialists who say things indirectly). Worded apart from the data."""

from __future__ import annotations

from tests.readings import of, positive


def test_rather_not_buy_rules_buying_out_and_states_no_other_way() -> None:
    assert of("budget_model", "We'd rather not buy servers for a pilot like this.") == {("capex", True)}
    assert of("budget_model", "Honestly we'd rather not purchase hardware.") == {("capex", True)}


def test_a_service_bought_is_paid_as_used_not_hardware() -> None:
    assert of("budget_model", "学校不让采购固定资产，只能买服务。") == {("capex", True), ("opex", False)}


def test_paid_by_actual_use() -> None:
    assert positive("budget_model", "我们希望按实际调用量计费。") == {"opex"}
    assert positive("budget_model", "经费紧张，最好按实际使用结算。") == {"opex"}


def test_paying_for_something_by_the_period_or_as_used() -> None:
    message = "Our customer pays for GPU time per hour, so that's the model."
    assert positive("budget_model", message) == {"opex"}
    assert positive("budget_model", "The foundation pays for our software monthly.") == {"opex"}
    message = "No money for machines, it has to be a thing we pay for as we go."
    assert positive("budget_model", message) == {"opex"}


def test_money_only_for_compute_time() -> None:
    assert positive("budget_model", "The scholarship covers cloud hours only, nothing else.") == {"opex"}
    assert positive("budget_model", "Our project grant pays for compute time only.") == {"opex"}


def test_operating_funds_and_capital_money() -> None:
    assert positive("budget_model", "Whatever we do must be paid from operating funds.") == {"opex"}
    assert positive("budget_model", "Our budget is capital money, spent once.") == {"capex"}


def test_renting_a_count_of_cards_with_the_chip_named_between() -> None:
    assert positive("budget_model", "下个月要租 512 张 A800 的卡跑三周。") == {"opex"}


def test_buying_leaned_to_or_preferred() -> None:
    assert positive("budget_model", "院里更倾向于一次性买几台服务器。") == {"capex"}
    assert positive("budget_model", "校长宁愿买两台机，也唔想每个月交钱。") == {"capex"}


def test_rather_pay_as_used_than_tie_up_money() -> None:
    message = "We would rather pay per use than lock up cash in hardware."
    assert positive("budget_model", message) == {"opex"}


def test_what_they_accept_said_before_a_question_is_theirs() -> None:
    assert positive("budget_model", "公司财务只认按季度结算的服务费，大概要多少钱？") == {"opex"}


def test_a_buyer_by_trade_states_no_way_to_pay() -> None:
    assert of("budget_model", "我是一家家电零件厂的采购，我们想先租卡试试。") == {("opex", False)}


def test_a_zero_inside_a_word_is_no_absence() -> None:
    assert of("budget_model", "零售门店想买断设备。") == {("capex", False)}


def test_a_wish_waived_in_the_next_clause_is_ruled_out() -> None:
    message = "病历不能出境，最好也别出医院，不过这条不硬性。"
    assert ("data_on_premises", True) in of("compliance", message)
    assert "data_in_country" in positive("compliance", message)
    message = "Data stays in Ghana, ideally on our own servers, though that last part isn't a hard rule."
    assert ("data_on_premises", True) in of("compliance", message)


def test_a_wish_alone_is_no_requirement() -> None:
    assert "data_on_premises" not in positive("compliance", "资料最好别出公司。")


def test_a_compliant_cloud_or_a_cloud_region_allowed_rules_premises_out() -> None:
    assert ("data_on_premises", True) in of("compliance", "数据不能出境，但能上国内认证的公有云。")
    message = "Records must stay in France, though a French cloud region is fine."
    assert ("data_on_premises", True) in of("compliance", message)
    assert "data_in_country" in positive("compliance", message)


def test_kept_inside_said_in_cantonese_or_with_english_nouns() -> None:
    assert "data_on_premises" in positive("compliance", "我哋啲病歷唔出得醫院。")
    assert "data_on_premises" in positive("compliance", "啲資料唔可以擺上公有雲。")
    assert "data_on_premises" in positive("compliance", "客戶data要留喺我哋自己server room。")
    assert "data_on_premises" in positive("compliance", "按规定检查影像不能出院。")


def test_the_cloud_ruled_out_with_other_verbs() -> None:
    assert "data_on_premises" in positive("compliance", "Client files may not be stored in public cloud.")
    message = "Our charter forbids the use of third-party cloud vendors."
    assert "data_on_premises" in positive("compliance", message)


def test_kept_on_the_servers_or_network_of_their_body() -> None:
    message = "County rules say the records stay on county servers."
    assert "data_on_premises" in positive("compliance", message)
    assert "data_on_premises" in positive("compliance", "Scans must remain within the university's network.")


def test_the_country_and_their_own_place_both_read() -> None:
    message = "Policy: records must stay in the country and inside our own data center."
    assert positive("compliance", message) == {"data_in_country", "data_on_premises"}


def test_the_country_kept_said_other_ways() -> None:
    assert "data_in_country" in positive("compliance", "Patient files have to stay in NZ.")
    assert "data_in_country" in positive("compliance", "We need to host the assistant within Malaysia.")
    assert "data_in_country" in positive("compliance", "Legal wants it hosted somewhere in the EU.")
    message = "It must not leave the clinic, and also not out of Kenya."
    assert "data_in_country" in positive("compliance", message)
    assert "data_in_country" not in positive("compliance", "We plan to host the model in Germany.")


def test_government_and_financial_bodies_named_other_ways() -> None:
    assert "regulated_industry" in positive("compliance", "I'm at a shire council in Queensland.")
    assert "regulated_industry" in positive("compliance", "我是花蓮縣某鎮公所的承辦人。")
    assert "regulated_industry" in positive("compliance", "我们是一个市的大数据中心。")
    assert "regulated_industry" in positive("compliance", "我們是一家農村信用合作社。")
    assert "regulated_industry" in positive("compliance", "我们是一家人寿险公司的数据部。")
    assert "regulated_industry" in positive("compliance", "I work at a federal energy agency.")


def test_a_sector_the_work_is_about_is_not_theirs() -> None:
    assert "regulated_industry" not in positive("compliance", "我们是做医疗问诊对话的AI初创公司。")
    assert "regulated_industry" not in positive("compliance", "想用模型整理客户的银行流水。")
    assert "regulated_industry" not in positive("compliance", "We're a property brokerage in Lisbon.")


def test_domestic_chips_made_or_bought_before_are_no_rule() -> None:
    assert "domestic_hardware" not in positive("compliance", "我们公司本身就是做国产芯片的。")
    assert "domestic_hardware" not in positive("compliance", "局里前年采购了一批国产服务器。")
    assert "domestic_hardware" not in positive("compliance", "运维团队对海光的软件栈基本没经验。")
    assert "domestic_hardware" in positive("compliance", "局里前年采购了一批国产服务器，上级要求必须信创。")


def test_no_rule_on_where_the_data_goes() -> None:
    assert of("compliance", "Our data can stay anywhere, honestly.") == {((), False)}
    assert ((), False) in of("compliance", "The photos don't need to stay anywhere in particular.")
    assert ((), False) in of("compliance", "老板说这件事没啥敏感的。")


def test_renting_supposed_in_a_question_is_no_way_to_pay() -> None:
    message = "请教一下：假如租128张卡，继续训练一个34B模型，500亿token要几天？"
    assert positive("budget_model", message) == set()
    assert positive("budget_model", "Quick one: if we rent 32 H100s, how long does a 7B take?") == set()


def test_a_cloud_or_servers_abroad_allowed() -> None:
    assert ("data_on_premises", True) in of("compliance", "用海外的云也无所谓。")
    assert ("data_in_country", True) in of("compliance", "放海外的服务器也没关系。")


def test_nothing_sensitive_said_with_dao() -> None:
    assert of("compliance", "内容倒没什么敏感的。") == {((), False)}


def test_both_ways_fine_said_in_two_clauses() -> None:
    assert positive("budget_model", "服务器采购也行，租用也行。") == {"either"}


def test_kept_in_their_government_cloud_or_own_room_said_formally() -> None:
    assert positive("compliance", "要求数据不出省政务云。") == {"data_on_premises"}
    assert "data_on_premises" in positive("compliance", "交易记录须存储于集团自有的IDC。")
    assert "data_in_country" in positive("compliance", "Member records are not allowed to leave HK.")
    assert "regulated_industry" in positive("compliance", "State DMV here, in Nevada.")


def test_what_they_are_stays_when_a_choice_after_it_is_open() -> None:
    message = "信托公司研究部，想搞个报告摘要服务，模型在7B到14B之间，还没定。"
    assert "regulated_industry" in positive("compliance", message)
