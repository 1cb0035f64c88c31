"""Classes fixed in NLU round 64b (task, served model, usage, daily calls, from the first-message misses of
batches wv, uz and zv): jobs said done once or in one go, material that keeps arriving, tries said
casually, applications named by what they do, data turned into a usable form, ready-made or in-house
models said other ways. Worded apart from the data."""

from __future__ import annotations

from tests.readings import positive


def test_a_daily_count_of_queries_said_with_cantonese_day() -> None:
    message = "我哋係一間診所，想整個覆診提醒bot，預計一日大概三百個查詢。"
    assert positive("requests_per_day", message) == {300}
    assert positive("usage_pattern", message) == {"continuous"}


def test_new_material_said_without_its_noun() -> None:
    assert positive("usage_pattern", "保单扫描件要做OCR，存量两百G左右，每周都有新增。") == {"continuous"}
    assert positive("usage_pattern", "合同要做条款抽取，以后每个月还会有新的进来。") == {"continuous"}


def test_new_items_every_period_or_as_they_arrive() -> None:
    message = "We need to redact 3 TB of support tickets, then new tickets each week."
    assert positive("usage_pattern", message) == {"continuous"}
    message = "We'll pull totals out of supplier invoices and keep doing it weekly as new invoices arrive."
    assert positive("usage_pattern", message) == {"continuous"}


def test_a_schedule_before_an_english_training_word() -> None:
    message = "每周都要用新的用户反馈fine-tune一下客服模型，7B。"
    assert positive("usage_pattern", message) == {"continuous"}


def test_a_job_done_once_said_in_passing() -> None:
    assert positive(
        "usage_pattern", "Museum here. OCR and tag a 40 TB photo archive, once, then we're set."
    ) == {"project"}
    assert positive("usage_pattern", "About 9 TB of court filings, processed once, kept in Texas.") == {
        "project"
    }
    assert positive("usage_pattern", "We want to translate our 600 GB archive once, on our own servers.") == {
        "project"
    }
    assert positive("usage_pattern", "Continue pretraining a 3B on legal text, one run and done.") == {
        "project"
    }
    # a schedule is no one-off
    assert positive("usage_pattern", "We dedupe the crawl once a week.") != {"project"}


def test_a_job_done_in_one_go_in_chinese() -> None:
    assert positive("usage_pattern", "档案馆想一次性把三十年的卷宗转成文本，大概八百G。") == {"project"}
    assert positive("usage_pattern", "準備對舊報紙做一次OCR和清洗，十幾TB。") == {"project"}
    assert positive("usage_pattern", "这是一次性的存量档案数字化项目。") == {"project"}
    assert positive("usage_pattern", "电视台想把节目一次過轉文字，一次過，冇人識整機器。") == {"project"}
    # the money paid at once is no one-off job
    assert positive("usage_pattern", "预算只能一次性把设备买齐。") == set()


def test_a_research_group_is_no_project() -> None:
    assert positive("usage_pattern", "我们是一个课题组，想从零预训练一个300M的化学模型。") == set()
    assert positive("usage_pattern", "这是一个课题，周期一年，要做LoRA。") == {"project"}


def test_a_term_of_classes_and_a_funded_plan() -> None:
    assert positive("usage_pattern", "中职老师，想带学生LoRA微调个小模型，一学期的课。") == {"project"}
    assert positive("usage_pattern", "拿到一个三年的國科會計畫，要做客語語音辨識。") == {"project"}
    assert positive("usage_pattern", "We need compute for a two-year deployment of an open model.") == {
        "project"
    }


def test_tries_said_casually() -> None:
    assert positive("usage_pattern", "打算试跑两个月开源模型做工单分类。") == {"trial"}
    assert positive("usage_pattern", "我哋想畀同事試下AI寫email。") == {"trial"}
    assert positive("usage_pattern", "一个小团队，想 try 一下 API 做翻译。") == {"trial"}
    assert positive("usage_pattern", "Bakery chain. Wanna try an open model for menu blurbs.") == {"trial"}
    assert positive("usage_pattern", "We'd like to test an assistant for our claims adjusters.") == {"trial"}
    # an exam next week is no trial
    assert positive("usage_pattern", "考试下周开始，想租卡微调一个7B。") != {"trial"}


def test_evaluating_whether_to_tune_a_model() -> None:
    message = "想评估一下有没有必要自己微调模型做问答助手，还是直接用现成的。"
    assert positive("usage_pattern", message) == {"trial"}
    assert positive("task_type", message) == set()
    # a decision about something else than a model is no trial
    assert positive("usage_pattern", "想评估一下要不要上调度平台。") == set()


def test_applications_named_by_what_they_do() -> None:
    assert positive("task_type", "我哋係一間旅行社，想整個訂位bot答客人。") == {"inference"}
    assert positive("task_type", "律所想要个英文合同摘要工具。") == {"inference"}
    assert positive("task_type", "区法院想做裁判文书摘要，数据不出院。") == {"inference"}
    assert positive(
        "task_type", "Fintech in Lagos. Testing whether an LLM assistant can speed up KYC reviews."
    ) == {"inference"}
    assert positive("task_type", "School district wants to trial an AI homework helper.") == {"inference"}
    assert positive("task_type", "The idea: an assistant that helps dispatchers log incidents.") == {
        "inference"
    }
    assert positive("task_type", "港口集团，调度语音助手，模型自研14B。") == {"inference"}


def test_models_put_to_work_named_by_what_they_do() -> None:
    assert positive("task_type", "乡镇卫生院，想上个心电辅助诊断，没钱买卡。") == {"inference"}
    # a diagnosis aid made for others, or a model of it to train, is none served
    assert positive("task_type", "我们给医院做辅助诊断的算法。") == set()
    assert positive("task_type", "学校想搭个AI助教，只能买服务。") == {"inference"}
    assert positive("task_type", "想给游戏里的宠物接个聊天模型。") == {"inference"}
    assert positive("task_type", "想在产线旁边放台工控机跑识别模型，数据不出厂。") == {"inference"}
    assert positive("task_type", "想先拿开源模型跑个demo给老板看。") == {"inference"}
    assert positive("task_type", "工作室想用 SDXL 出图，有张4090。") == {"inference"}
    assert positive("task_type", "想 self-host 一个 open source 的 reranker model 做检索。") == {"inference"}
    # a training of the model is still the training
    assert positive("task_type", "想用标注好的片子微调一个辅助诊断模型。") == {"fine_tuning"}


def test_material_turned_into_a_usable_form() -> None:
    assert positive("task_type", "想把二十年的检验报告抽成结构化字段。") == {"data_processing"}
    assert positive("task_type", "想把旧图纸整理成可检索的资料。") == {"data_processing"}
    assert positive("task_type", "診所想把病歷去識別化，資料不能出診所。") == {"data_processing"}
    assert positive("task_type", "We clean and re-label the defect photos each quarter.") == {
        "data_processing"
    }
    assert positive("task_type", "Looking to tag 3 TB of drone images.") == {"data_processing"}
    assert positive("task_type", "A nightly job deduplicates and sorts the crawl.") == {"data_processing"}
    # unstructured documents to answer from are no structuring job
    assert positive("task_type", "想把非结构化的文档整理成问答助手能用的。") != {"data_processing"}


def test_ready_made_models_said_other_ways() -> None:
    message = "想部署一個開源模型做客服，原裝用，唔會自己train。"
    assert positive("served_model", message) == {"published"}
    message = "客服知识库问答，模型用开源的直接上，后年再说训练。"
    assert positive("served_model", message) == {"published"}
    message = "想部署一个问答服务，模型用开源的Meta-Llama-3.1-70B-Instruct-AWQ，不改动，日均两万次。"
    assert positive("served_model", message) == {"published"}
    message = (
        "We want a helpdesk chatbot built on an open model we'd use unchanged, about 900 questions a day."
    )
    assert positive("served_model", message) == {"published"}


def test_a_model_tuned_in_house_with_the_english_verb() -> None:
    message = "模型用公司内部fine-tune好的GLM-4-9B，日均请求五千。"
    assert positive("served_model", message) == {"own_weights"}
    assert positive("task_type", message) == {"inference"}


def test_writing_put_to_a_model_named_by_what_it_writes() -> None:
    assert positive("task_type", "给业务部门做报告写作辅助。") == {"inference"}
    assert positive("task_type", "想在小程序里做个作文写作功能，量不大。") == {"inference"}
    message = "初中想搞个周记批改的小试点，先试两个月。"
    assert positive("task_type", message) == {"inference"}
    assert positive("usage_pattern", message) == {"trial"}
    assert positive("task_type", "这次采购的是智能信访助手，要求信创。") == {"inference"}
    assert positive("task_type", "想弄个AI自动给房源写英文介绍文案。") == {"inference"}
    # data made for training is a data job, not a served writer
    assert positive("task_type", "想做训练数据生成，给后面微调用。") != {"inference"}
