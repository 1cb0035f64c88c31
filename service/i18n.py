"""The product's own strings (page chrome, chat replies, the Markdown report) in both
product languages.

Question, option, mode and check texts come from the vocabulary; only the service's own
wording lives here. Every key must carry both languages: `ui_strings()` checks that once, on first use."""

from __future__ import annotations

from functools import lru_cache

from compute_advisor.rules.errors import DataFileError
from compute_advisor.rules.vocabulary import LANGS

_STRINGS: dict[str, dict[str, str]] = {
    # chrome
    "app_name": {"zh": "算力选型顾问", "en": "Compute Advisor"},
    "tagline": {
        "zh": "回答几个问题，得到有出处的部署形态建议与评估清单。",
        "en": "Answer a few questions and get cited deployment advice and an evaluation checklist.",
    },
    "nav_questionnaire": {"zh": "问卷", "en": "Questionnaire"},
    "nav_chat": {"zh": "对话", "en": "Chat"},
    "nav_api": {"zh": "API 文档", "en": "API docs"},
    "switch_lang": {"zh": "English", "en": "中文"},
    # The accessible name must contain the visible text (axe label-content-name-mismatch).
    "switch_lang_label": {"zh": "English：切换到英文", "en": "中文: switch to Chinese"},
    "skip_to_content": {"zh": "跳到主要内容", "en": "Skip to main content"},
    "footer": {
        "zh": "建议由规则库推导，每条结论附原文出处。",
        "en": "Advice is derived by a rule base; every conclusion cites its source.",
    },
    # questionnaire
    "step_of": {"zh": "第 {i} 步，共 {n} 步", "en": "Step {i} of {n}"},
    "progress_label": {"zh": "问卷进度", "en": "Questionnaire progress"},
    "next": {"zh": "下一步", "en": "Next"},
    "skip": {"zh": "跳过", "en": "Skip"},
    "back": {"zh": "上一步", "en": "Back"},
    "optional_hint": {
        "zh": "每个问题都可以跳过；答得越多，建议越具体。",
        "en": "Every question can be skipped; the more you answer, the more specific the advice.",
    },
    "multi_hint": {
        # The questions' own help already says "pick any"; this only says what none means.
        "zh": "一项都不勾选直接点“下一步”，表示都不适用。",
        "en": "Pressing Next with nothing ticked means none apply.",
    },
    "number_hint": {"zh": "允许的范围：{bounds}", "en": "Allowed: {bounds}"},
    "unit": {"zh": "单位", "en": "Unit"},
    "error_title": {"zh": "请检查这一项", "en": "Please check this answer"},
    "err_choose_one": {"zh": "请选择一项，或点“跳过”。", "en": "Choose one option, or press Skip."},
    "err_number": {
        "zh": "请输入一个数字（{bounds}），或点“跳过”。",
        "en": "Enter a number ({bounds}), or press Skip.",
    },
    "err_prefill": {"zh": "预填的答案无效：{message}", "en": "The pre-filled answers are invalid: {message}"},
    "start_title": {"zh": "开始选型", "en": "Start"},
    "resume_title": {"zh": "继续之前的问卷", "en": "Resume an earlier questionnaire"},
    "resume_help": {
        "zh": "粘贴问卷链接或会话编号，可以接着填写，也可以交给同事继续。",
        "en": "Paste a questionnaire link or session id to carry on, or to hand it to a colleague.",
    },
    "resume_field": {"zh": "会话编号或链接", "en": "Session id or link"},
    "resume_button": {"zh": "继续", "en": "Resume"},
    "resume_link": {"zh": "继续填写的链接", "en": "Link to resume"},
    "resume_link_help": {
        "zh": "保存或转发这个链接，随时回来继续；拿到链接的人都能查看和修改答案。",
        "en": "Keep or share this link to come back later; anyone with it can see and change the answers.",
    },
    "copy": {"zh": "复制", "en": "Copy"},
    "copied": {"zh": "已复制", "en": "Copied"},
    # review
    "review_title": {"zh": "你的回答", "en": "Your answers"},
    "not_answered": {"zh": "未回答", "en": "Not answered"},
    "edit": {"zh": "修改", "en": "Edit"},
    "continue": {"zh": "继续填写", "en": "Continue"},
    "see_results": {"zh": "查看建议", "en": "See the advice"},
    "all_answered": {"zh": "所有适用的问题都已回答。", "en": "Every applicable question is answered."},
    "not_applicable": {
        "zh": "（因其他回答而不再适用，不参与推理）",
        "en": "(no longer applies given other answers; not used)",
    },
    # results
    "results_title": {"zh": "选型建议", "en": "Recommendation"},
    "no_suitable": {
        "zh": "按现有回答，没有适合的部署形态。请查看排除原因或修改回答。",
        "en": "No deployment mode suits the current answers. "
        "See why they were excluded, or change an answer.",
    },
    "modes_title": {"zh": "部署形态（按适合程度排序）", "en": "Deployment modes, best first"},
    "suitable": {"zh": "适合", "en": "Suitable"},
    "excluded": {"zh": "已排除", "en": "Excluded"},
    "score": {"zh": "得分", "en": "Score"},
    "reasons": {"zh": "理由", "en": "Why"},
    "excluded_by": {"zh": "排除原因", "en": "Why it was excluded"},
    "checks_title": {"zh": "评估清单", "en": "Evaluation checklist"},
    "why_applies": {"zh": "为什么要做", "en": "Why it applies"},
    "citations": {"zh": "出处", "en": "Sources"},
    "rules_title": {"zh": "规则库", "en": "Rule base"},
    "rules_help": {
        "zh": "每条规则：一个条件、一个结论、一句理由，以及它依据的原文和触发它的场景用例。",
        "en": "Each rule: one condition, one conclusion, one reason, the passage it rests on and the "
        "scenario cases it fires in.",
    },
    "rules_col_rule": {"zh": "规则", "en": "Rule"},
    "rules_col_when": {"zh": "条件", "en": "When"},
    "rules_col_then": {"zh": "结论", "en": "Then"},
    "rules_col_why": {"zh": "理由与依据", "en": "Why, and its evidence"},
    "rules_col_cases": {"zh": "场景用例", "en": "Cases"},
    "estimate_title": {"zh": "达标成本估算", "en": "Cost to reach the target"},
    "missing_title": {"zh": "还可能改变结论的问题", "en": "Answers that could change the result"},
    "could_change": {"zh": "可能改变：{what}", "en": "Could change: {what}"},
    "change_top_mode": {"zh": "首选形态", "en": "the top pick"},
    "change_suitable_modes": {"zh": "适合的形态", "en": "which modes suit"},
    "change_checks": {"zh": "评估项", "en": "the checks"},
    "change_ranking": {"zh": "形态排序", "en": "the ranking"},
    "trace_title": {"zh": "推理过程（规则触发记录）", "en": "Rule trace"},
    "trace_rule": {"zh": "规则", "en": "Rule"},
    "trace_matched": {"zh": "匹配的事实", "en": "Matched facts"},
    "trace_conclusion": {"zh": "结论", "en": "Conclusion"},
    "trace_empty": {"zh": "没有规则触发。", "en": "No rule fired."},
    "export_md": {"zh": "导出 Markdown", "en": "Export Markdown"},
    "print_view": {"zh": "打印版", "en": "Printable version"},
    "print_now": {"zh": "打印", "en": "Print"},
    "edit_answers": {"zh": "修改回答", "en": "Change answers"},
    "open_chat": {"zh": "用对话继续", "en": "Continue in chat"},
    "rule_base_version": {"zh": "规则库版本", "en": "Rule base version"},
    "corpus_hash": {"zh": "语料哈希", "en": "Corpus hash"},
    "generated_at": {"zh": "生成时间", "en": "Generated"},
    "session": {"zh": "会话", "en": "Session"},
    "json_twin": {"zh": "JSON 数据", "en": "JSON"},
    "ignored_answers": {"zh": "未参与推理的回答", "en": "Answers not used"},
    # the decision card, comparison, checklist and audit (service/results_view.py)
    "recommend": {"zh": "建议采用", "en": "Recommended"},
    "owned_as_paid": {"zh": "（自有硬件按已付计）", "en": " (owned hardware counted as paid)"},
    "fit_strong": {"zh": "很合适", "en": "Strong fit"},
    "fit_possible": {"zh": "可以考虑", "en": "Possible"},
    "fit_poor": {"zh": "不太合适", "en": "Poor fit"},
    "fit_excluded": {"zh": "已排除", "en": "Excluded"},
    "confidence_clear": {"zh": "把握较大", "en": "Clear choice"},
    "confidence_close": {"zh": "差距不大", "en": "Close call"},
    "confidence_tied": {"zh": "并列，需要更多信息", "en": "Tied: needs more information"},
    "confidence_open": {
        "zh": "待定：取决于尚未回答的问题",
        "en": "Open: depends on a question not answered yet",
    },
    "why_title": {"zh": "理由", "en": "Why"},
    "why_not_title": {"zh": "为什么不是第二名", "en": "Why not the runner-up"},
    "why_not_con": {"zh": "「{mode}」：{reason}", "en": "{mode}: {reason}"},
    "why_not_fewer": {
        "zh": "「{mode}」也可行，但支持它的理由更少。",
        "en": "{mode} is feasible too, but less speaks for it.",
    },
    "why_not_tied": {
        "zh": "「{mode}」与它并列；回答下面的问题可以分出高下。",
        "en": "{mode} is tied with it; the questions below can separate them.",
    },
    "cost_to_target": {"zh": "达标成本", "en": "Cost to target"},
    "baseline_line": {
        "zh": "任务基线：{gpus} 张 {gpu}，约 {days} 天，{hours} 有效卡时",
        "en": "Task baseline: {gpus} × {gpu}, about {days} days, {hours} useful GPU-hours",
    },
    "ruled_out": {"zh": "已排除", "en": "Ruled out"},
    "deciding_title": {"zh": "还可能改变结论", "en": "Could still change it"},
    "few_answers_title": {"zh": "还不能给出建议", "en": "Not enough answers for a recommendation yet"},
    "few_answers_help": {
        "zh": "回答下面这些问题，就能得到建议：",
        "en": "Answer these questions to get a recommendation:",
    },
    "still_possible": {"zh": "目前仍可行：{modes}", "en": "Still possible: {modes}"},
    "compare_title": {"zh": "前 {n} 个可行形态对比", "en": "The top {n} feasible modes compared"},
    "criterion": {"zh": "考量", "en": "Criterion"},
    "criterion_fit": {"zh": "适合程度", "en": "Fit"},
    "criterion_other": {"zh": "其他", "en": "Other"},
    "no_effect": {"zh": "无影响", "en": "No effect"},
    "pro": {"zh": "有利", "en": "For"},
    "con": {"zh": "不利", "en": "Against"},
    "excluded_modes": {"zh": "已排除的形态（{n}）", "en": "Excluded modes ({n})"},
    "more_modes": {"zh": "其他可行形态（{n}）", "en": "Other feasible modes ({n})"},
    "verified": {"zh": "已核验 {n}/{m}", "en": "Verified {n}/{m}"},
    "checks_saved_help": {
        "zh": "逐项核验后打勾；勾选保存在会话里，打开同一链接的同事也能看到。",
        "en": "Tick each check once verified; ticks are saved in the session, "
        "so anyone with the link sees them.",
    },
    "save_checks": {"zh": "保存勾选", "en": "Save ticks"},
    "details": {"zh": "详情", "en": "Details"},
    "sources_title": {"zh": "出处", "en": "Sources"},
    "footnote": {"zh": "出处 {n}", "en": "Source {n}"},
    "quote_in_zh": {"zh": "中文原文", "en": "Quoted in Chinese"},
    "quote_in_en": {"zh": "英文原文", "en": "Quoted in English"},
    "quote_supports": {"zh": "它支撑的是：", "en": "It supports:"},
    "audit_title": {"zh": "审计信息：规则、推理过程与版本", "en": "Audit: rules, trace and versions"},
    "assumptions_title": {"zh": "调整假设并重新计算", "en": "Change the assumptions and recompute"},
    "gpu_type": {"zh": "GPU 型号", "en": "GPU type"},
    "utilization_pct": {"zh": "平台利用率（%）", "en": "Utilization (%)"},
    "mfu_pct": {"zh": "算力利用率 MFU（%）", "en": "MFU (%)"},
    "price_gpu_hour": {"zh": "卡时单价（{currency}）", "en": "Price per GPU-hour ({currency})"},
    "default_hint": {"zh": "留空用默认值", "en": "Leave empty for the default"},
    "recompute": {"zh": "重新计算", "en": "Recompute"},
    "reset": {"zh": "恢复默认", "en": "Reset"},
    "assumptions_error": {"zh": "假设无效：{message}", "en": "Invalid assumption: {message}"},
    "cost_chart_title": {
        "zh": "各可行形态的达标总成本（按推荐顺序）",
        "en": "Cost to target of each feasible mode, in the order recommended",
    },
    "not_costed": {"zh": "未估算", "en": "not costed"},
    "unknown_check": {"zh": "没有这个评估项", "en": "No such check"},
    # chat
    "chat_title": {"zh": "对话式选型", "en": "Chat with the advisor"},
    "chat_intro": {
        "zh": "用自己的话描述任务、数据、合规与预算，顾问会追问缺少的信息并给出有出处的建议。",
        "en": "Describe your task, data, compliance and budget in your own words; "
        "the advisor asks for what is missing and gives cited advice.",
    },
    "chat_placeholder": {
        "zh": "例如：我们要微调一个 7B 模型，数据不能出境，没有运维人员",
        "en": "e.g. We want to fine-tune a 7B model, data must stay in the country, no ops staff",
    },
    "chat_message": {"zh": "你的消息", "en": "Your message"},
    "chat_send": {"zh": "发送", "en": "Send"},
    "chat_you": {"zh": "你", "en": "You"},
    "chat_advisor": {"zh": "顾问", "en": "Advisor"},
    "chat_understood": {"zh": "已理解", "en": "Understood"},
    "chat_thinking": {"zh": "正在思考…", "en": "Thinking…"},
    "chat_error": {"zh": "发送失败：{message}", "en": "Could not send: {message}"},
    "chat_unavailable": {
        "zh": "对话服务暂不可用，请先使用问卷。",
        "en": "Chat is not available yet; please use the questionnaire.",
    },
    "chat_empty": {"zh": "请输入内容后再发送。", "en": "Type a message before sending."},
    "chat_results": {"zh": "查看完整建议", "en": "See the full advice"},
    "chat_progress": {"zh": "已理解的信息", "en": "What I have understood"},
    "chat_progress_empty": {"zh": "还没有记录任何信息。", "en": "Nothing recorded yet."},
    "chat_progress_open": {
        "zh": "还有 {n} 个问题可能改变首选。",
        "en": "{n} open question(s) could still change the top choice.",
    },
    "chat_progress_settled": {
        "zh": "剩下的问题都不会改变首选。",
        "en": "No open question can change the top choice.",
    },
    "chat_skipped": {"zh": "已跳过", "en": "Skipped"},
    "chat_edit": {"zh": "修改", "en": "Edit"},
    "chat_quick": {"zh": "快捷回复", "en": "Quick replies"},
    # chat replies (service/chat.py)
    "reply_noted": {"zh": "已记录：", "en": "Noted: "},
    "reply_removed": {"zh": "已去掉：", "en": "Removed: "},
    "reply_corrected": {"zh": "已更正：", "en": "Corrected: "},
    "reply_welcome": {
        "zh": "你好！我会根据任务、合规要求、运维能力和预算，建议在哪里训练或部署模型，"
        "并列出选定前要核验的事项。先从下面这个问题开始。",
        "en": "Hello! From your task, compliance needs, ops capacity and budget I will recommend where to "
        "train or serve your model, and list what to check before you decide. Let's start here.",
    },
    "reply_not_understood": {
        "zh": "抱歉，我没能从这句话里读出可用的信息。",
        "en": "Sorry, I could not find anything I can use in that message.",
    },
    "reply_invalid": {"zh": "这个值无法使用：", "en": "That value cannot be used: "},
    "reply_found": {"zh": "资料里是这样说的：", "en": "Here is what the sources say (in Chinese):"},
    "reply_no_passage": {
        "zh": "资料里没有找到直接相关的内容。",
        "en": "The sources have nothing directly on that.",
    },
    "reply_recommend": {"zh": "目前的建议：首选「{mode}」。", "en": "Current advice: {mode} first."},
    "reply_also": {"zh": "也可以考虑：{modes}。", "en": "Also worth considering: {modes}."},
    "reply_confidence": {"zh": "{how}。", "en": "{how}."},
    "reply_checks": {"zh": "选定前请核验：{checks}。", "en": "Before you decide, check: {checks}."},
    "reply_ask": {"zh": "下一个问题：{label}？", "en": "Next question: {label}?"},
    "reply_refine": {
        "zh": "如果愿意，还可以告诉我：{label}（可能改变排序或核验项）。",
        "en": "If you like, also tell me: {label} (it could change the ranking or the checks).",
    },
    "reply_deciding": {
        "zh": "还有一个答案会改变首选：{label}？",
        "en": "One more answer would change the top pick: {label}?",
    },
    "reply_options": {"zh": "可选：{options}", "en": "Options: {options}"},
    "reply_can_skip": {"zh": "不清楚可以说“跳过”。", "en": "Say “skip” if you are not sure."},
    "reply_skipped": {
        "zh": "好的，跳过「{label}」，不再问它；建议会说明按什么处理。",
        "en": "Fine, {label} is skipped and will not be asked again; "
        "the advice says what it assumes instead.",
    },
    "reply_auto_skipped": {
        "zh": "「{label}」先放一放，按未知处理；之后随时可以告诉我。",
        "en": "Let's leave {label} open for now and treat it as unknown; tell me any time.",
    },
    "reply_missed_options": {
        "zh": "我没能从这句话里读出「{label}」。可以回复序号或选项：{options}。",
        "en": "I could not read {label} from that. Reply with a number or an option: {options}.",
    },
    "reply_narrowed": {
        "zh": "记下了：不是「{ruled_out}」。那么「{label}」是哪一项？可以回复序号：{options}。",
        "en": "Noted: not “{ruled_out}”. Which is it for {label}? Reply with a number: {options}.",
    },
    "reply_several": {
        "zh": "可以回复多个序号，或“都不需要”。",
        "en": "Several numbers are fine, or “none”.",
    },
    "reply_or_skip": {"zh": "不清楚就说“跳过”。", "en": "Not sure? Say “skip”."},
    "reply_still_open_options": {
        "zh": "「{label}」还没有回答。可以回复序号或选项：{options}。",
        "en": "{label} is still open. Reply with a number or an option: {options}.",
    },
    "reply_still_open_number": {
        "zh": "「{label}」还没有回答。可以直接回复一个数字（单位：{unit}），不清楚就说“跳过”。",
        "en": "{label} is still open. Reply with a number (in {unit}), or say “skip”.",
    },
    "reply_missed_number": {
        "zh": "我没能从这句话里读出「{label}」。请直接回复一个数字（单位：{unit}），不清楚就说“跳过”。",
        "en": "I could not read {label} from that. Reply with a number (in {unit}), or say “skip”.",
    },
    "reply_guessed": {
        "zh": "我理解为「{label}：{value}」。如果不对，请直接回复正确的选项或序号。",
        "en": "I took that as {label}: {value}. If that is wrong, "
        "just reply with the right option or its number.",
    },
    "reply_assumed_same": {
        "zh": "「{label}」未回答，按未知处理：无论答案是什么，首选都不变。",
        "en": "{label} was not answered and is treated as unknown: "
        "no answer to it would change the top choice.",
    },
    "reply_assumed_changes": {
        "zh": "「{label}」未回答，按未知处理；若补充这一项，首选可能变为：{modes}。",
        "en": "{label} was not answered and is treated as unknown; "
        "answering it could put {modes} first instead.",
    },
    "reply_none_of_them": {"zh": "都不需要", "en": "None of these"},
    "reply_skip_button": {"zh": "跳过", "en": "Skip"},
    # the Markdown report (service/render.py)
    "md_title": {"zh": "算力选型建议", "en": "Compute platform recommendation"},
    "md_answers": {"zh": "已知情况", "en": "Your answers"},
    "md_none": {"zh": "（尚未回答）", "en": "(none yet)"},
    "md_modes": {"zh": "部署形态（按适合程度排序）", "en": "Deployment modes, best first"},
    "md_score": {"zh": "得分", "en": "score"},
    "md_excluded_by": {"zh": "排除原因", "en": "Excluded by"},
    "md_checks": {"zh": "必须核验的评估项", "en": "Checks to run"},
    "md_missing": {"zh": "还可能改变结论的问题", "en": "Questions that could still change the result"},
    "md_estimate": {"zh": "达标成本估算（示例假设）", "en": "Cost-to-target estimate (example assumptions)"},
    "md_sources": {"zh": "引用", "en": "Citations"},
    "md_version": {"zh": "规则库版本", "en": "Rule base version"},
    "md_corpus": {"zh": "语料哈希", "en": "Corpus hash"},
    # errors
    "error_heading": {"zh": "出错了", "en": "Something went wrong"},
    "not_found": {
        "zh": "找不到这个会话或页面。链接可能有误，或会话已删除。",
        "en": "This session or page does not exist. The link may be wrong, or the session was deleted.",
    },
    "not_ready": {
        "zh": "服务正在启动或暂不可用，请稍后重试。",
        "en": "The service is starting or temporarily unavailable; please retry shortly.",
    },
    "invalid": {"zh": "请求无效：{message}", "en": "Invalid request: {message}"},
    "go_home": {"zh": "回到首页", "en": "Back to the start"},
}


@lru_cache(maxsize=1)
def ui_strings() -> dict[str, dict[str, str]]:
    """All UI strings, checked once for a non-missing entry in every language."""
    for key, texts in _STRINGS.items():
        for lang in LANGS:
            if lang not in texts:
                raise DataFileError(__file__, key, lang, "missing translation")
    return _STRINGS


class Translator:
    """`t("key", name=value)` in templates: the string for one language, formatted."""

    def __init__(self, lang: str) -> None:
        self.lang = "en" if lang == "en" else "zh"
        self._strings = ui_strings()

    def __call__(self, key: str, **values: object) -> str:
        try:
            text = self._strings[key][self.lang]
        except KeyError:
            # A typo in a template must fail the page test, not show a blank.
            raise KeyError(f"no UI string {key!r}") from None
        return text.format(**values) if values else text
