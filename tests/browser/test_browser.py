"""What a person sees in a real browser: the questionnaire to cited results, language switch,
resuming a session, the chat, and the portal widget (resizing; refused on other origins)."""

from __future__ import annotations

import re
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import Page, expect

# question id → what to pick (option labels as shown in Chinese), a number, a list, or None to skip
ZH_ANSWERS = {
    "task_type": "微调",
    "model_params_b": "7",
    "dataset_tokens_b": None,
    "data_scale": "中（100 GB 到 10 TB）",
    "compliance": ["数据不能出境"],
    "ops_capacity": "有限（兼职或少量人员）",
    "usage_pattern": "按项目阶段使用",
    "budget_model": "都可以",
    "existing_hardware": "没有",
    "training_days": "14",
}


@pytest.fixture
def csp_violations(page: Page):
    """Console messages about the Content Security Policy: a page must never cause one."""
    seen: list[str] = []
    page.on("console", lambda m: seen.append(m.text) if "Content Security Policy" in m.text else None)
    return seen


def _qid(page: Page) -> str | None:
    m = re.search(r"/q/([a-z_]+)", page.url)
    return m.group(1) if m else None


def _answer_step(page: Page, value) -> None:
    form = page.locator("form.step-form")
    if value is None:
        form.get_by_role("button", name=re.compile("跳过|Skip")).click()
        return
    if isinstance(value, list):
        for label in value:
            form.get_by_label(label, exact=True).check()
    elif re.fullmatch(r"[\d.]+", value):
        form.locator("input[name=value]").fill(value)
    else:
        form.get_by_label(value, exact=True).check()
    form.get_by_role("button", name=re.compile("下一步|Next")).click()


def _complete_questionnaire(page: Page, base: str) -> str:
    page.goto(base + "/")
    _answer_step(page, ZH_ANSWERS["task_type"])
    for _ in range(20):
        page.wait_for_load_state()
        if "/results" in page.url:
            break
        qid = _qid(page)
        assert qid, f"neither a step nor the results: {page.url}"
        _answer_step(page, ZH_ANSWERS.get(qid))
    expect(page).to_have_url(re.compile(r"/s/[\w-]+/results"))
    return page.url


def test_questionnaire_to_cited_results(page: Page, service_url: str, shot, csp_violations) -> None:
    page.goto(service_url + "/")
    expect(page.locator("html")).to_have_attribute("lang", "zh-CN")
    expect(page.get_by_role("heading", level=1)).to_have_text("任务类型")
    expect(page.get_by_text(re.compile(r"第 1 步，共 \d+ 步"))).to_be_visible()
    shot(page, "01-start-zh")

    # Keyboard only: the first option has focus; arrows pick, Enter submits.
    expect(page.locator("input[name=value]").first).to_be_focused()
    page.keyboard.press("ArrowDown")  # radios: moves to and selects the second option
    page.keyboard.press("Enter")
    expect(page).to_have_url(re.compile(r"/s/[\w-]+/q/model_params_b"))

    # A wrong number is refused next to the field, and the field says so.
    field = page.get_by_label("模型参数规模")
    field.fill("很多")
    page.get_by_role("button", name="下一步").click()
    error = page.locator("#err-model_params_b")
    expect(error).to_be_visible()
    expect(error).to_contain_text("请输入一个数字")
    expect(field).to_have_attribute("aria-invalid", "true")
    expect(field).to_have_attribute("aria-describedby", re.compile("err-model_params_b"))
    shot(page, "02-step-error-zh")

    # Back and edit: go back to the first step, change the answer.
    page.get_by_role("link", name=re.compile("上一步")).click()
    expect(page.get_by_role("heading", level=1)).to_have_text("任务类型")
    page.get_by_label("微调", exact=True).check()
    page.get_by_role("button", name="下一步").click()
    _answer_step(page, "7")
    for _ in range(20):
        if "/results" in page.url:
            break
        _answer_step(page, ZH_ANSWERS.get(_qid(page)))

    expect(page.get_by_role("heading", level=1)).to_have_text("选型建议")
    # The decision first, then the top three feasible modes compared on named criteria.
    expect(page.locator(".decision .verdict-mode")).to_be_visible()
    expect(page.locator("table.compare thead th")).to_have_count(3)
    # Every mode and check is cited; a footnote opens to its passage.
    first_fn = page.locator("details.fn").first
    first_fn.locator("summary").click()
    expect(first_fn.locator(".fn-quote")).to_be_visible()
    assert len(first_fn.locator(".fn-quote").inner_text().strip()) > 20
    expect(page.locator("input[type=checkbox][name=check]").first).to_be_visible()
    # The rule trace is there on demand, in the audit section.
    audit = page.locator("details.audit")
    expect(audit.locator("table.trace-table")).to_be_hidden()
    audit.locator("summary").first.click()
    expect(audit.locator("table.trace-table")).to_be_visible()
    shot(page, "03-results-zh")
    assert csp_violations == []


def test_checklist_ticks_are_saved_in_the_session(page: Page, browser, service_url: str) -> None:
    results = _complete_questionnaire(page, service_url)
    boxes = page.locator("input[name=check]")
    total = boxes.count()
    with page.expect_response(lambda r: r.url.split("?")[0].endswith("/checks") and r.ok):
        boxes.first.check()  # saved by the page's script as it changes
    expect(page.locator("#verified")).to_have_text(f"已核验 1/{total}")
    page.reload()
    expect(page.locator("input[name=check]").first).to_be_checked()
    # A colleague opening the same link sees the tick: it is in the session, not the browser.
    colleague = browser.new_context(locale="zh-CN")
    other = colleague.new_page()
    other.goto(results)
    expect(other.locator("input[name=check]").first).to_be_checked()
    expect(other.locator("#verified")).to_have_text(f"已核验 1/{total}")
    colleague.close()


def _answer_row(page: Page, label: str):
    """The answer shown on the review page for the question labelled `label`."""
    return (
        page.locator(".answer-row")
        .filter(has=page.locator("dt", has_text=re.compile(f"^{label}$")))
        .locator("dd")
    )


def test_switch_language(page: Page, service_url: str, shot) -> None:
    _complete_questionnaire(page, service_url)
    page.get_by_role("link", name="切换到英文").click()
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.get_by_role("heading", level=1)).to_have_text("Recommendation")
    expect(page.get_by_role("heading", name="Evaluation checklist")).to_be_visible()
    shot(page, "04-results-en")
    # The choice carries on through the next pages.
    page.get_by_role("link", name="Change answers").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Your answers")
    expect(_answer_row(page, "Task type")).to_contain_text("Fine-tuning")


def test_resume_session_in_another_browser(page: Page, browser, service_url: str, shot) -> None:
    _complete_questionnaire(page, service_url)
    link = page.locator("#resume-url").input_value()
    assert "/s/" in link
    colleague = browser.new_context(locale="zh-CN")
    other = colleague.new_page()
    # Paste the link into the resume box on the start page.
    other.goto(service_url + "/")
    other.get_by_label("会话编号或链接").fill(link)
    other.get_by_role("button", name="继续").click()
    expect(other.get_by_role("heading", level=1)).to_have_text("你的回答")
    expect(_answer_row(other, "任务类型")).to_contain_text("微调")
    shot(other, "05-review-zh")
    # …and change an answer from there.
    other.get_by_role("link", name=re.compile("修改.*预算方式")).click()
    other.get_by_label("按使用付费（OPEX）").check()
    other.get_by_role("button", name="下一步").click()
    other.goto(link)
    expect(other.get_by_text("按使用付费（OPEX）")).to_be_visible()
    colleague.close()


def test_print_view_and_markdown(page: Page, service_url: str, shot) -> None:
    results = _complete_questionnaire(page, service_url)
    with page.expect_download() as dl:
        page.get_by_role("link", name="导出 Markdown").click()
    text = Path(dl.value.path()).read_text(encoding="utf-8")
    assert text.startswith("# 算力选型建议") and "规则库版本" in text
    page.goto(results.replace("/results", "/print"))
    expect(page.get_by_text("规则库版本")).to_be_visible()
    expect(page.get_by_text("语料哈希")).to_be_visible()
    page.emulate_media(media="print")
    expect(page.locator(".site-header")).to_be_hidden()
    page.emulate_media(media="screen")
    shot(page, "06-print-zh")


def test_chat_a_few_turns(page: Page, service_url: str, shot, csp_violations) -> None:
    page.goto(service_url + "/chat")
    box = page.get_by_label("你的消息")
    for message in ("我们要微调一个 7B 模型", "数据不能出境，没有运维人员", "按项目阶段使用"):
        before = page.locator(".turn-assistant").count()
        box.fill(message)
        page.get_by_role("button", name="发送").click()
        expect(page.locator(".turn-assistant")).to_have_count(before + 1)
        expect(page.locator(".turn-assistant .text").last).not_to_have_text("正在思考…")
    expect(page).to_have_url(re.compile(r"/s/[\w-]+/chat"))
    # A domain question is answered from the sources, cited under the reply.
    box.fill("什么是断点续训？")
    page.get_by_role("button", name="发送").click()
    last = page.locator(".turn-assistant").last
    expect(last.locator("details.citation").first).to_be_visible()
    last.locator("details.citation summary").first.click()
    expect(last.locator("blockquote").first).to_be_visible()
    shot(page, "07-chat-zh")
    # The transcript is kept: a reload shows the same turns, citations included.
    page.reload()
    expect(page.locator(".turn-user")).to_have_count(4)
    expect(page.locator(".turn-assistant").last.locator("details.citation").first).to_be_visible()
    assert csp_violations == []


def _widget_page(service_url: str, extra: str = "") -> str:
    return f"""<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portal</title></head>
<body><h1>Team portal</h1><p>Pick where to train.</p>
<script src="{service_url}/static/embed.js" data-lang="en" data-min-height="150" {extra}></script>
<p id="after">Below the widget</p></body></html>"""


def test_widget_embeds_and_resizes(page: Page, portal, service_url: str, shot) -> None:
    portal.pages["/widget.html"] = _widget_page(service_url, """data-answers='{"task_type":"inference"}'""")
    page.goto(portal.origin + "/widget.html")
    iframe = page.locator("iframe[data-advisor-frame]")
    frame = page.frame_locator("iframe[data-advisor-frame]")
    # The pre-filled answer is taken: the first question shown is not the task type.
    expect(frame.get_by_role("heading", level=1)).not_to_have_text("Task type")
    expect(frame.get_by_role("heading", level=1)).to_be_visible()
    expect(iframe).not_to_have_css("height", "150px")
    height = float(iframe.evaluate("f => f.getBoundingClientRect().height"))
    assert height > 300
    # No page chrome inside the frame.
    expect(frame.locator(".site-header")).to_have_count(0)
    shot(page, "08-portal-widget-en")
    # Navigating inside the frame keeps it working and sized.
    step = frame.locator("#step-count")
    expect(step).to_have_text(re.compile(r"Step 2 of \d+"))  # step 1 was answered by the portal
    frame.get_by_role("button", name="Skip").click()
    expect(step).to_have_text(re.compile(r"Step 3 of \d+"))
    expect(iframe).not_to_have_css("height", "150px")


def test_widget_refused_on_other_origin(page: Page, other_portal, service_url: str) -> None:
    other_portal.pages["/widget.html"] = _widget_page(service_url)
    failed: list[str] = []
    page.on("requestfailed", lambda r: failed.append(r.failure or "") if "/embed/" in r.url else None)
    page.goto(other_portal.origin + "/widget.html")
    frame = page.locator("iframe[data-advisor-frame]").element_handle().content_frame()
    frame.wait_for_url("chrome-error://chromewebdata/")
    assert any("ERR_BLOCKED_BY_RESPONSE" in f for f in failed)
    # The reader is told why, in words, with a way to open the advisor itself.
    notice = page.get_by_role("alert")
    expect(notice).to_contain_text("not allowed to embed")
    expect(notice.get_by_role("link", name="Open it in a new tab")).to_have_attribute(
        "href", re.compile(r"^http://127\.0\.0\.1:\d+/\?lang=en$")
    )
    # The service itself still answers; only framing is refused.
    assert httpx.get(service_url + "/embed/").status_code == 200


def test_widget_without_data_lang_uses_the_server_default(page: Page, portal, service_url: str) -> None:
    portal.pages["/nolang.html"] = _widget_page(service_url).replace('data-lang="en" ', "")
    english = page.context.browser.new_context(locale="en-US")
    p = english.new_page()
    p.goto(portal.origin + "/nolang.html")
    frame = p.frame_locator("iframe[data-advisor-frame]")
    expect(frame.locator("html")).to_have_attribute("lang", "zh-CN")
    expect(frame.get_by_role("heading", level=1)).to_have_text("任务类型")
    english.close()
