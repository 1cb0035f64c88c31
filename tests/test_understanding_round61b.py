"""Classes fixed in NLU round 61b (task, served model, usage and questions, from the first-message misses of
batches xw, xv and xx: applications and jobs described by what they do, said by people who never name the
task). Worded apart from the data."""

from __future__ import annotations

from compute_advisor.rules.intake.understanding import understand
from tests.readings import of, positive


def test_a_ready_made_model_with_no_training_of_theirs_is_published_and_served() -> None:
    message = "我们是一家物流公司，打算直接拿现成的开源模型来用，不会另外训练。"
    assert positive("served_model", message) == {"published"}
    assert positive("task_type", message) == {"inference"}
    message = "想整個訂位bot，用現成嘅開源模型，唔會自己train。"
    assert positive("served_model", message) == {"published"}
    assert positive("task_type", message) == {"inference"}


def test_a_ready_made_model_said_to_be_enough_is_published() -> None:
    message = "用现成开源模型就得，每日大概两千单查询。"
    assert positive("served_model", message) == {"published"}
    assert positive("task_type", message) == {"inference"}
    # weighed against tuning, it is no choice
    assert positive("served_model", "用现成的开源模型就行，还是要微调？") == set()


def test_their_own_weights_said_with_an_english_verb_or_after_the_training() -> None:
    assert positive("served_model", "门店要上线我们自己 post-train 过的 7B。") == {"own_weights"}
    message = "质检模型已经训练好了，是我们自己的，想部署到车间的服务器上。"
    assert positive("served_model", message) == {"own_weights"}


def test_a_tuning_to_finish_before_the_serving_is_no_model_of_theirs_yet() -> None:
    assert positive("served_model", "打算自己在一个7B的开源模型上微调好了再部署。") == set()


def test_a_tuning_to_finish_before_the_serving_is_the_task_now() -> None:
    message = "想把培训资料做成一个答疑助手。打算在一个8B的开源模型上微调好了再部署。"
    assert positive("task_type", message) == {"fine_tuning"}


def test_an_open_model_used_with_no_training_is_published_and_served() -> None:
    message = "We'd host an open model, no fine-tuning, for our claims staff."
    assert positive("served_model", message) == {"published"}
    assert positive("task_type", message) == {"inference"}
    message = "Volunteers want a chatbot for tenants, using an existing open model straight out of the box."
    assert positive("served_model", message) == {"published"}
    assert positive("served_model", "We plan to use Llama 3 8B as it is for our helpdesk.") == {"published"}
    # asked whether it is good enough, it is no choice
    assert positive("served_model", "Is an open model with no training good enough for this?") == set()


def test_cantonese_trying_with_hak_is_a_trial() -> None:
    assert positive("usage_pattern", "我哋想試吓用AI整報價單。") == {"trial"}


def test_matters_weighed_or_platforms_checked_are_no_trial() -> None:
    assert positive("usage_pattern", "想评估一下多机训练在网络方面该注意什么？") == set()
    message = "What should we check on the shortlisted providers before committing?"
    assert positive("usage_pattern", message) == set()


def test_whether_it_can_be_done_after_looking_into_it_is_not_asked() -> None:
    message = "老板让调研一下，能不能用大模型帮客服写回复。"
    assert positive("task_type", message) == {"inference"}
    assert positive("usage_pattern", message) == {"trial"}
    assert understand(message).is_question is False


def test_a_thing_named_by_the_work_it_does_for_people_is_an_application() -> None:
    assert positive("task_type", "The clinic wants a tool that drafts referral letters from notes.") == {
        "inference"
    }
    message = "We'd like to trial an assistant that helps planners find the right zoning rule."
    assert positive("task_type", message) == {"inference"}
    message = "They want a kiosk app at the front desk that answers visitors' questions."
    assert positive("task_type", message) == {"inference"}
    message = "It would be a pilot where the model reads incoming invoices and flags duplicates."
    assert positive("task_type", message) == {"inference"}
    assert positive("task_type", "We want to use an LLM to search our tender archive.") == {"inference"}
    assert positive("task_type", "Our college wants an AI tutor for adult learners.") == {"inference"}
    assert positive("task_type", "We're exploring an enquiries assistant for tenants.") == {"inference"}
    message = "We'd like an SMS hotline where farmers can ask about planting dates."
    assert positive("task_type", message) == {"inference"}


def test_a_text_job_for_internal_use_or_helped_with_is_an_application() -> None:
    assert positive("task_type", "We need a translation service for internal use.") == {"inference"}
    message = "We're checking whether an LLM could help summarise inspection reports."
    assert positive("task_type", message) == {"inference"}


def test_an_application_on_an_online_model_is_no_task() -> None:
    message = "We'd like a tool that helps nurses write handover notes; we'd call a hosted model via its API."
    assert positive("task_type", message) == set()
    assert positive("task_type", "想让AI帮我们写招聘文案，用在线的大模型就行。") == set()
    assert positive("task_type", "想搞个 AI tutor 给员工练口语，打算直接用 online 大模型的 API。") == set()
    assert positive("task_type", "打算用云端的API服务，按量付费。") == set()


def test_a_model_put_to_review_reply_or_look_things_up_is_an_application() -> None:
    assert positive("task_type", "想用AI帮忙审招标文件。") == {"inference"}
    assert positive("task_type", "想用AI幫手覆供應商email。") == {"inference"}
    assert positive("task_type", "想让销售用大模型查产品手册。") == {"inference"}


def test_an_ai_named_by_its_job_is_an_application() -> None:
    assert positive("task_type", "公司想给新员工弄个AI导师。") == {"inference"}
    assert positive("task_type", "想做个让居民用微信问问题的小帮手。") == {"inference"}
    assert positive("task_type", "区里想上一套合同审查的AI服务。") == {"inference"}
    assert positive("task_type", "准备建一个面向企业的智能咨询平台。") == {"inference"}
    assert positive("task_type", "热线想上大模型，日均来电三千通。") == {"inference"}


def test_watching_camera_feeds_or_signals_is_an_application() -> None:
    message = "想用AI识别仓库监控画面里有没有人抽烟。"
    assert positive("task_type", message) == {"inference"}
    assert understand(message).is_question is False
    assert positive("task_type", "打算用摄像头画面判断工人有没有戴手套。") == {"inference"}
    assert positive("task_type", "想做一个管网泄漏预警的小系统。") == {"inference"}
    # an archive gone through is no live watching
    assert positive("task_type", "想用AI识别历史监控录像里的车牌。") != {"inference"}


def test_the_advisor_asked_to_judge_is_still_asked() -> None:
    assert understand("帮我判断一下有没有必要买卡。").is_question is True
    assert understand("请你们判断一下我们用哪种卡。").is_question is True


def test_items_coming_in_each_day_are_a_use_with_no_end() -> None:
    assert positive("usage_pattern", "想做个问答助手，每天大概五百条咨询。") == {"continuous"}
    assert positive("usage_pattern", "系统每晚自动汇总当天的工单。") == {"continuous"}
    assert positive("usage_pattern", "产线上的检测每天24小时都要跑。") == {"continuous"}


def test_a_job_repeated_each_night_is_a_use_with_no_end() -> None:
    message = "Every night we reprocess the day's sensor logs."
    assert positive("usage_pattern", message) == {"continuous"}
    assert positive("task_type", message) == {"data_processing"}
    message = "We retrain our fraud model (approx. 50M parameters) every night."
    assert positive("task_type", message) == {"continued_training"}
    message = "We refresh the ranker every night on the day's orders."
    assert positive("usage_pattern", message) == {"continuous"}


def test_text_made_from_recordings_or_scans_and_tags_added_are_data_work() -> None:
    assert positive("task_type", "The court wants an AI that transcribes hearings.") == {"data_processing"}
    assert positive("task_type", "We want the interviews converted to text.") == {"data_processing"}
    assert positive("task_type", "We'd like to auto-tag our photo library.") == {"data_processing"}
    assert positive("task_type", "想做遥感影像的数据前处理。") == {"data_processing"}
    assert positive("task_type", "想让电脑给每段视频自动打上标签。") == {"data_processing"}
    assert positive("task_type", "想给课程录像配上字幕。") == {"data_processing"}
    assert positive("task_type", "We'd run old claims through an AI to clean them up.") == {"data_processing"}


def test_documents_read_into_a_system_are_data_work() -> None:
    message = "We want a tool that reads purchase orders and fills our ERP."
    assert positive("task_type", message) == {"data_processing"}
    assert positive("task_type", "想把报关单自动读出来录入系统。") == {"data_processing"}


def test_a_set_term_or_a_single_pass_is_a_project() -> None:
    assert positive("usage_pattern", "这是一个四年的重大专项。") == {"project"}
    assert positive("usage_pattern", "这个是两年的国家课题。") == {"project"}
    assert positive("usage_pattern", "导师让我们用一个学期做模型压缩。") == {"project"}
    assert positive("usage_pattern", "想做一学期的专题。") == {"project"}
    assert positive("usage_pattern", "这批档案干完一次就行。") == {"project"}
    assert positive("usage_pattern", "每个月跑一次就行。") != {"project"}
    assert positive("usage_pattern", "We'll clean the catalogue once, then we're done.") == {"project"}
    assert positive("usage_pattern", "It's a one and done job on our archive.") == {"project"}


def test_the_data_protection_officer_is_no_tuning() -> None:
    assert positive("task_type", "Records must stay in Germany per our DPO.") == set()
    assert ("fine_tuning", False) in of("task_type", "We run DPO on a 7B model.")


def test_a_thing_to_do_a_job_for_people_is_an_application() -> None:
    assert positive("task_type", "Our council wants something to help residents find the right form.") == {
        "inference"
    }
    assert positive("task_type", "We want a tool to draft replies to tenants.") == {"inference"}
    assert positive("task_type", "We need a system to check our data quality.") == set()
    # help for the sender's own choice is advice sought, no application
    assert positive("task_type", "We need something to help us choose between renting and buying.") == set()


def test_an_ai_named_by_what_it_helps_people_do_is_an_application() -> None:
    assert positive("task_type", "想搞个帮老师改作文的AI。") == {"inference"}
    assert positive("task_type", "我們想導入一套幫櫃員回答客戶問題的系統。") == {"inference"}
    assert positive("task_type", "想要一个帮我们写训练数据的工具。") == set()
    assert positive("task_type", "想做个帮客服回复邮件的工具，直接调用在线大模型的API。") == set()


def test_a_system_helping_people_spot_things_is_an_application() -> None:
    assert positive("task_type", "想让系统帮质检员在照片上标出可能的划痕。") == {"inference"}
    assert positive("task_type", "想用AI帮我们标出训练数据里的错误。") != {"inference"}


def test_items_scored_in_batches_by_a_model_is_serving_it() -> None:
    message = "每周用我们自己训练的风控模型跑一遍存量客户的离线评分。"
    assert positive("task_type", message) == {"inference"}
    message = "Every night we run batch scoring over the product catalogue."
    assert positive("task_type", message) == {"inference"}
