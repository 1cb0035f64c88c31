"""Classes fixed in NLU round 57, part b (daily load, served model, usage, budget, compliance, training
time; on batch ys after its first run). Worded apart from the data: other sectors, numbers and order."""

from __future__ import annotations

from tests.readings import of, positive


def test_a_day_counted_in_uses_is_the_load() -> None:
    # 一天下来 / 全天 and uses counted in 次 or 人次, beside a served application.
    assert positive("requests_per_day", "想给药房店员做个用药问答，店员一天下来大概会问三千次。") == {3000}
    assert positive("requests_per_day", "我们做个报修助手，全天算下来估计九百次调用。") == {900}
    assert positive("requests_per_day", "做个窗口咨询问答，每天来办事的群众大概六百人次。") == {600}


def test_a_few_uses_a_day_are_no_load() -> None:
    # not hundreds: how often something is done, no load; nor a vague amount
    assert positive("requests_per_day", "我们部署一个客服助手，模型每天更新两次。") == set()
    assert positive("requests_per_day", "我们的问答系统每天要处理上百万次请求，必须稳定。") == set()


def test_english_uses_a_day_in_times_and_words() -> None:
    assert positive(
        "requests_per_day", "We want a chatbot for our drivers; they'd use it about 2k times a day."
    ) == {2000}
    message = "We want a scheduling assistant for our crews; they'd hit it maybe 450 times on a busy day."
    assert positive("requests_per_day", message) == {450}
    assert positive("requests_per_day", "Roughly five thousand queries a day.") == {5000}


def test_things_coming_in_or_going_out_a_day() -> None:
    message = "Our support bot runs on a model we host; roughly 4,500 tickets come in daily."
    assert positive("requests_per_day", message) == {4500}


def test_load_of_a_model_tuned_before_and_served() -> None:
    message = (
        "We fine-tuned a Phi-3 model on our contracts in March and want to serve that. "
        "Roughly 2,400 contracts a day."
    )
    assert positive("requests_per_day", message) == {2400}


def test_a_range_a_day_is_a_use_with_no_amount() -> None:
    message = "We serve a chatbot with 2,000-3,000 queries a day."
    assert positive("requests_per_day", message) == set()
    assert positive("usage_pattern", message) == {"continuous"}
    message = "An assistant for court clerks, maybe four to five hundred a day."
    assert positive("training_days", message) == set()
    assert positive("usage_pattern", "我们做个政策问答，提问量估计一天三四千。") == {"continuous"}
    assert positive("training_days", "我们做个政策问答，提问量估计一天三四千。") == set()


def test_the_amount_settled_on_stands() -> None:
    message = (
        "Our support chatbot: busy weeks see 8,000 requests a day, slow ones fewer, averaging about 5,000."
    )
    assert positive("requests_per_day", message) == {5000}


def test_ready_made_model_with_no_training_in_one_sentence() -> None:
    assert positive("served_model", "想做个排班问答。模型直接拿现成的，不折腾微调。") == {"published"}
    assert positive("served_model", "模型用现成嘅开源模型就得，唔使自己fine-tune，每日大概五百次查询。") == {
        "published"
    }
    assert positive("served_model", "做一个报销问答，用开源的GLM-4-9B不改动直接上。") == {"published"}
    assert positive("served_model", "不微调，直接拿现成的模型上线用。") == {"published"}


def test_a_weighing_or_an_application_between_is_no_published_model() -> None:
    assert positive("served_model", "开源模型不微调的话效果够吗？") == set()
    assert positive("served_model", "想用开源模型做个报修机器人，不训练。") == set()


def test_model_off_the_shelf_is_served_published() -> None:
    message = "We need a translation service for our clerks, run on a model off the shelf."
    assert positive("served_model", message) == {"published"}
    assert positive("task_type", message) == {"inference"}


def test_working_in_it_for_a_government_body() -> None:
    assert positive(
        "compliance", "I work in IT for a Bavarian government agency and we need an assistant."
    ) == {"regulated_industry"}
    assert positive("compliance", "We're the Bureau of Land Records of a city in northern Chile.") == {
        "regulated_industry"
    }
    assert positive("compliance", "我们是云南瑞丽的口岸管理部门。") == {"regulated_industry"}


def test_data_kept_in_a_named_country_around() -> None:
    assert positive("compliance", "客户资料按当地规定不能离开越南。") == {"data_in_country"}
    assert positive("compliance", "数据不能传出泰国。") == {"data_in_country"}


def test_no_requirement_said_with_dao() -> None:
    assert of("compliance", "数据出不出境倒是没要求。") == {("data_in_country", True)}


def test_softened_not_sensitive_is_no_compliance() -> None:
    assert of("compliance", "资料不算敏感，放公有云也行。") == {((), False)}


def test_chips_described_in_a_reply_are_no_rule() -> None:
    assert positive("compliance", "They're Hygon DCUs, two servers.") == set()
    assert positive("compliance", "都是昇腾910B，两台8卡服务器，而且必须信创。") == {"domestic_hardware"}


def test_where_a_plan_runs_with_whose_own_said_is_no_rule() -> None:
    assert positive("compliance", "模型准备放在医院自己的机房里推理。") == set()


def test_recurring_refresh_a_quarter_in_taiwan_wording() -> None:
    assert positive("usage_pattern", "每一季都會重新更新一次模型。") == {"continuous"}


def test_a_job_done_once_with_jiu() -> None:
    assert positive("usage_pattern", "标注这活我们就打算做一次，做完交给外包训。") == {"project"}


def test_a_one_off_allocation_is_money_not_a_job() -> None:
    message = "Funding is a one-off capital grant."
    assert positive("usage_pattern", message) == set()


def test_a_look_see_and_building_a_model_weighed_are_trials() -> None:
    assert positive("usage_pattern", "Just a look-see for a couple of weeks to see what it does.") == {
        "trial"
    }
    message = "We're evaluating whether to build a 30B legal model by continued pretraining."
    assert positive("usage_pattern", message) == {"trial"}
    assert positive("usage_pattern", "We're evaluating whether to build our own cluster.") == set()


def test_renting_first_is_opex() -> None:
    assert positive("budget_model", "预算方面，老板的意思是能租就别买。") == {"opex"}


def test_a_way_said_again_for_now_after_a_past_one() -> None:
    assert positive("budget_model", "之前一直租云上的卡，以后也打算按月租。") == {"opex"}
    assert positive("budget_model", "去年是按量付费的，效果一般。") == set()


def test_purchases_in_general_are_no_budget() -> None:
    assert positive("budget_model", "Company rules require local vendors for every new IT purchase.") == set()


def test_a_run_wanted_within_a_time_is_its_length() -> None:
    assert positive("training_days", "SFT希望十天内出结果。") == {10}
    assert positive("training_days", "先做个PoC，两三周出结果") == set()


def test_years_of_data_named_in_english_are_no_run() -> None:
    assert positive("training_days", "数据是八十台风机五年的SCADA，训练估计两周。") == {14}


def test_a_platform_weighed_against_their_own_is_no_trial() -> None:
    assert positive("usage_pattern", "想评估一下云厂商的平台在调度上会不会比我们自己的快。") == set()


def test_ruling_out_any_purchase_still_rules_buying_out() -> None:
    message = "Forget the servers: management has ruled out any hardware purchase."
    assert of("budget_model", message) == {("capex", True)}


def test_a_run_length_asked_for_one_run_is_no_project() -> None:
    assert positive("usage_pattern", "Is ten days realistic for a single run?") == set()
    assert positive("usage_pattern", "Just one run, maybe 5 days, and then we're done.") == {"project"}


def test_what_a_model_helps_staff_do_is_its_use() -> None:
    message = "We'd like to know if a small model could help our claims staff review invoices."
    assert positive("task_type", message) == {"inference"}


def test_nothing_self_hosted_is_no_rule_on_data() -> None:
    message = "Our law firm would just use a hosted model through an API, not self-hosted."
    assert of("compliance", message) == set()
