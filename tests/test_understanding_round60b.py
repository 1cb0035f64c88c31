"""Classes fixed in NLU round 60b (task, served model, usage, daily load, budget, compliance, method,
training time, data and questions, from the held-out misses of batch yz and the older ones). Worded apart
from the data."""

from __future__ import annotations

from compute_advisor.rules.intake.understanding import understand
from tests.readings import of, positive


def test_the_one_condition_that_data_stays_in_the_country_is_a_requirement() -> None:
    # "只要别出境就行": 别 says the rule, it does not rule the option out
    assert ("data_in_country", False) in of("compliance", "放哪个云都可以，只要数据别出境就行。")
    assert ("data_in_country", True) not in of("compliance", "放哪个云都可以，只要数据别出境就行。")
    assert positive("compliance", "部署在哪无所谓，只要不出境就可以。") == {"data_in_country"}


def test_rules_forbidding_sending_data_abroad_keep_it_in_the_country() -> None:
    message = "Our local rules prohibit us from transferring client records overseas."
    assert positive("compliance", message) == {"data_in_country"}
    assert "data_in_country" in positive("compliance", "Company policy forbids moving the data abroad.")


def test_years_of_data_are_no_training_time() -> None:
    assert positive("training_days", "语料是八年的客服对话，想做个SFT。") == set()
    assert positive("training_days", "我们的数据是三年的，量不大。") == set()
    assert positive("training_days", "We hold six years of product descriptions to tune on.") == set()


def test_an_open_model_deployed_first_with_tuning_put_off_is_a_published_model() -> None:
    message = "先拿开源模型部署上线，以后再做微调。"
    assert positive("served_model", message) == {"published"}
    assert positive("task_type", message) == {"inference"}


def test_a_ready_made_model_named_in_english_and_no_training_is_a_published_model() -> None:
    message = "我们想搭个合同问答的系统，用现成的open-weights model就行，不用fine-tune。"
    assert positive("served_model", message) == {"published"}
    assert positive("task_type", message) == {"inference"}


def test_a_question_answering_tool_named_with_de_is_an_application() -> None:
    assert positive("task_type", "想整個合同搜尋同問答嘅工具。") == {"inference"}


def test_a_model_brought_in_to_help_people_write_is_an_application() -> None:
    assert positive("task_type", "打算引入大模型辅助老师写教案，先小范围试点。") == {"inference"}
    assert positive("task_type", "We plan to bring in an LLM to help clerks draft replies.") == {"inference"}


def test_equipment_money_spent_leaves_renting_as_the_way_to_pay() -> None:
    assert of("budget_model", "设备费早就花光了，剩下的只能用于租用算力。") >= {("opex", False)}
    assert positive("budget_model", "设备费早就花光了，剩下的只能用于租用算力。") == {"opex"}
    message = "The hardware budget was already spent, so the rest can only go to renting compute."
    assert positive("budget_model", message) == {"opex"}


def test_a_hedged_daily_amount_in_times_is_the_daily_load() -> None:
    assert positive("requests_per_day", "一天也就三百来次，组里自己用。") == {300.0}
    assert positive("requests_per_day", "每天顶多两千次左右。") == {2000.0}
    assert positive("requests_per_day", "每天跑两次。") == set()


def test_a_daily_amount_replied_with_when_it_comes_is_the_daily_load() -> None:
    message = "About 4,000 a day once every clinic is on it."
    assert positive("requests_per_day", message) == {4000.0}
    assert positive("usage_pattern", message) == {"continuous"}


def test_funding_that_is_equipment_money_is_capex() -> None:
    assert positive("budget_model", "这笔经费属于设备采购款，年底前要用掉。") == {"capex"}
    assert positive("budget_model", "Our funding is a one-time hardware grant.") == {"capex"}


def test_buying_said_against_renting_is_capex() -> None:
    assert positive("budget_model", "We'd sooner buy extra GPUs rather than rent.") == {"capex"}


def test_all_acceptable_said_of_a_time_is_no_way_to_pay() -> None:
    assert positive("budget_model", "两周以内都能接受。") == set()
    assert positive("budget_model", "十天左右都能接受。") == set()


def test_the_sender_asking_someone_else_asks_nothing() -> None:
    assert understand("具体多少张卡我得回去问一下同事。").is_question is False
    assert understand("The exact count I'd have to check with our IT team.").is_question is False


def test_a_job_that_cleans_or_redacts_data_is_data_processing() -> None:
    assert positive("task_type", "We need a one-time job that redacts names from 3 TB of court filings.") == {
        "data_processing"
    }
    message = "We want to strip personal information from our call notes."
    assert positive("task_type", message) == {"data_processing"}


def test_how_often_a_contractor_comes_is_no_usage() -> None:
    assert positive("usage_pattern", "Our only help is a consultant who is in twice a month.") == set()
    assert positive("usage_pattern", "A freelance admin visits twice a week.") == set()
    assert positive("usage_pattern", "We retrain twice a month.") == {"continuous"}


def test_a_fine_tune_said_to_be_done_fully_is_full() -> None:
    assert positive("finetune_method", "We intend to fine-tune Mistral-7B fully on our tickets.") == {"full"}
    assert positive("finetune_method", "打算让所有参数都参与微调。") == {"full"}


def test_a_length_to_do_the_job_in_is_the_run_after_a_serving_sentence() -> None:
    message = "We want to fine-tune a 14B, then host it for our members. Could we do it in a 6-day window?"
    assert positive("training_days", message) == {6.0}
