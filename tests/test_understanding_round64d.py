"""Classes fixed in NLU round 64d (budget model and compliance, from the held-out misses of batches wv, uz
and zv, first messages of teams). Worded apart from the data."""

from __future__ import annotations

from tests.readings import of, positive


def test_kept_in_a_network_said_with_de_yao_or_xuyao() -> None:
    assert "data_on_premises" in positive("compliance", "病历资料得在集团内网里处理。")
    assert "data_on_premises" in positive("compliance", "模型需要在单位专网里跑。")
    assert "data_on_premises" in positive("compliance", "案件材料只能在警务网里用。")


def test_a_government_data_centre_named_with_li() -> None:
    assert positive("compliance", "市里的大数据中心，想搭一个政策问答。") == {"regulated_industry"}


def test_a_domestic_cloud_allowed_after_but() -> None:
    message = "客户资料得留在境内，不过境内的公有云也行。"
    assert of("compliance", message) == {("data_in_country", False), ("data_on_premises", True)}
    assert ("data_on_premises", True) in of("compliance", "数据不出境，国内公有云就行。")


def test_kept_in_the_plant_or_the_mill() -> None:
    assert positive("compliance", "Sensor logs must stay in the plant.") == {"data_on_premises"}
    assert positive("compliance", "Drawings have to remain inside the mill.") == {"data_on_premises"}


def test_the_owners_own_premises_after_the_country() -> None:
    message = "All records must remain in Qatar and on the authority's own premises."
    assert positive("compliance", message) == {"data_in_country", "data_on_premises"}


def test_their_network_in_a_country() -> None:
    message = "The archive must sit on our classified network in Germany."
    assert "data_in_country" in positive("compliance", message)


def test_kept_off_the_public_cloud() -> None:
    assert positive("compliance", "Files must stay off public cloud.") == {"data_on_premises"}
    assert "data_on_premises" in positive("compliance", "Data stays in Norway and off the public cloud.")
    assert positive("compliance", "We moved our website off public cloud last year.") == set()


def test_the_job_required_in_their_own_data_centre() -> None:
    assert "data_on_premises" in positive("compliance", "训练必须在我们自己的机房里做。")
    assert "data_on_premises" in positive("compliance", "要喺公司自己嘅server room跑。")


def test_no_demand_that_it_must_be_domestic() -> None:
    message = "手上有几台海光的机器，不过上面没有硬性要求必须国产化。"
    assert of("compliance", message) == {("domestic_hardware", True)}


def test_an_insurer_named_by_its_line_or_a_statutory_body() -> None:
    assert positive("compliance", "我们是一家产险公司的数据部。") == {"regulated_industry"}
    assert positive("compliance", "We're a statutory body in Hong Kong.") == {"regulated_industry"}
    assert positive("compliance", "我哋係中央部會嘅統計單位。") == {"regulated_industry"}


def test_the_it_unit_of_a_government_level() -> None:
    message = "County IT department here, want a permit chatbot."
    assert positive("compliance", message) == {"regulated_industry"}
    assert positive("compliance", "Small-town municipal IT, no GPUs.") == {"regulated_industry"}
    assert positive("compliance", "The state it is in worries me.") == set()


def test_a_bank_partner_is_no_sector_of_theirs() -> None:
    message = "We're a lending app; records stay in Kenya per our banking partner's contract."
    assert positive("compliance", message) == {"data_in_country"}


def test_data_anywhere_or_nothing_sensitive_in_cantonese() -> None:
    assert positive("compliance", "資料冇乜敏感，點做最平？") == {()}
    assert positive("compliance", "我们三个人做小游戏，数据随便存。") == {()}


def test_lines_of_business_that_name_no_rule_or_sector() -> None:
    assert positive("compliance", "我们做跨境软件，客户都在欧洲。") == set()
    assert positive("compliance", "我们是做宠物医疗的，想做个问诊助手。") == set()
    assert positive("compliance", "想把历年的政府公报做一次摘要。") == set()
    assert positive("compliance", "我们是受政府委托的咨询公司。") == set()


def test_the_senders_unit_opening_a_question() -> None:
    message = "城商行信息科技部，想问能不能用开源模型做知识库？"
    assert positive("compliance", message) == {"regulated_industry"}
    assert positive("compliance", "银行，能用公有云吗？") == set()


def test_a_way_to_pay_asked_for() -> None:
    assert positive("budget_model", "手上没卡，能否按月付费？") == {"opex"}
    assert positive("budget_model", "没预算买服务器，能不能按天租？") == {"opex"}
    assert positive("budget_model", "可不可以先按月租着，之后再买？") == set()
    message = "想把推理挪到托管平台，按token计费那种，能支持吗？"
    assert positive("budget_model", message) == {"opex"}
    assert positive("budget_model", "能不能买卡？") == set()


def test_buying_wished_or_refused_by_money() -> None:
    assert positive("budget_model", "领导说最好一次性买几台服务器放机房。") == {"capex"}
    assert of("budget_model", "我们一张卡也没有，也没经费买。") == {("capex", True)}
    assert of("budget_model", "资金紧，不想押在服务器上。") == {("capex", True)}
    assert ("capex", True) in of("budget_model", "老板话唔好再買卡，寧願租雲。")


def test_money_for_services_by_the_year_or_the_month() -> None:
    assert positive("budget_model", "经费是按年度云服务费下达的。") == {"opex"}
    assert positive("budget_model", "基金只可以用作服务费。") == {"opex"}
    assert positive("budget_model", "算力费用按月报销。") == {"opex"}
    assert positive("budget_model", "Our funding is for cloud services.") == {"opex"}
    assert positive("budget_model", "The foundation grant covers cloud costs only.") == {"opex"}


def test_procurement_named_as_a_matter_is_no_purchase() -> None:
    assert positive("budget_model", "采购流程比较长，今年的预算走按量付费。") == {"opex"}
    assert positive("budget_model", "采购这块我们不太懂。") == set()


def test_renting_as_a_fallback_is_no_choice() -> None:
    assert positive("budget_model", "组里有4张A100，两周训不完的话就租点卡。") == set()
    assert positive("budget_model", "We have 8 GPUs; if that fails we'd rent a few more.") == set()


def test_renting_and_building_weighed_after_a_question_word() -> None:
    message = "现在服务都跑在云上租的A100上。想问：自己买机器和继续租，哪个更省钱？"
    assert positive("budget_model", message) == set()


def test_a_court_named_short() -> None:
    assert positive("compliance", "我们是省高院的技术处，想做文书摘要。") == {"regulated_industry"}
    assert positive("compliance", "I'm in IT for the court services of a state.") == {"regulated_industry"}


def test_a_licensed_firm_or_the_sector_said_as_theirs() -> None:
    assert positive("compliance", "我们是一家持牌的征信公司。") == {"regulated_industry"}
    assert positive("compliance", "硬件不限，行业是政务。") == {"regulated_industry"}
    assert positive("compliance", "Cross-border payments company in Kenya.") == {"regulated_industry"}
    assert positive("compliance", "We handle cross-border payments for shops.") == set()


def test_everything_on_what_their_body_owns() -> None:
    message = "City archives office; we need everything on city-owned servers."
    assert "data_on_premises" in positive("compliance", message)
