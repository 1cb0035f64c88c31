"""Quantities in chat messages: model sizes, token counts, durations and data sizes, written
with Arabic digits, Chinese numerals or English words ("70B", "七十亿", "两万亿 token", "三周",
"half a year", "几个T"). Also the text folding and word-list regexes the extractor shares;
counts of hardware are read by rules/hardware.py.

The words come from the `numbers` section of `understanding.yaml`; the Chinese numeral
reader is code.
"""

from __future__ import annotations

import importlib.util
import re
import unicodedata
from itertools import pairwise
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from compute_advisor.rules.vocabulary import Vocabulary

_CN_DIGITS = {
    "零": 0,
    "〇": 0,
    "一": 1,
    "二": 2,
    "两": 2,
    # "俩礼拜" (colloquial two) reads as 两
    "俩": 2,
    "三": 3,
    "四": 4,
    "五": 5,
    "六": 6,
    "七": 7,
    "八": 8,
    "九": 9,
    "几": 3,
}
_CN_UNITS = {"十": 10, "百": 100, "千": 1000}
_NEXT_UNIT_DOWN = {"亿": 1e7, "万": 1e3, "千": 100.0, "百": 10.0}


def _traditional() -> dict[str, str]:
    """Traditional Chinese characters -> their usual simplified form (round 47: "我們有48張H100" reads as
    "我们有48张H100"), one character for one so every character keeps its place. The
    table is OpenCC's TSCharacters.txt, shipped in opencc-python-reimplemented, read without importing
    that package; the first simplified form listed is the usual one. A character that simplified text writes
    as it is (`_simplified`) is left so."""
    spec = importlib.util.find_spec("opencc")
    if spec is None or not spec.submodule_search_locations:
        raise ImportError("opencc-python-reimplemented is not installed (a dependency in pyproject.toml)")
    table = {}
    folder = Path(next(iter(spec.submodule_search_locations))) / "dictionary"
    for line in (folder / "TSCharacters.txt").read_text("utf-8").splitlines():
        t, _, s = line.partition("\t")
        first = s.split(" ", 1)[0]
        if len(t) == 1 and len(first) == 1 and first != t and not _simplified(t):
            table[t] = first
    return table


def _simplified(ch: str) -> bool:
    """Whether simplified text writes `ch` as it is: a character of GB 2312 (乾, 著), or 昇 of 昇腾."""
    if ch == "昇":
        return True
    try:
        ch.encode("gb2312")
    except UnicodeEncodeError:
        return False
    return True


# (round 47) "【硬件】无": a label in square brackets reads as a label with a colon ("硬件：无").
_FOLD_EXTRA = str.maketrans(
    {**_traditional(), "。": ".", "’": "'", "‘": "'", "“": '"', "”": '"', "【": " ", "】": ":"}
)
# (round 47) A few words that Taiwan and Hong Kong spell otherwise fold first to the mainland word of the
# same length ("資料" data, "叢集" cluster, "專案" project, "推論" inference), so every character keeps
# its place.
_TRADITIONAL_WORDS = {
    "資料": "数据",
    "叢集": "集群",
    "伺服器": "服务器",
    "計畫": "计划",
    "軟體": "软件",
    "硬體": "硬件",
    "網路": "网络",
    "影片": "视频",
    "機械人": "机器人",  # (round 67b) Hong Kong's word for a robot or bot: "客服聊天機械人"
    "專案": "项目",
    "晶片": "芯片",
    "推論": "推理",
    "檔案": "文件",
    "支援": "支持",
    "佈署": "部署",
    "品質": "质量",
    "維運": "运维",  # (stop 42) Taiwan's word for ops: "沒有專職維運"
}
_TRADITIONAL_WORD = re.compile("|".join(sorted(_TRADITIONAL_WORDS, key=len, reverse=True)))

# (stop 42) Written Cantonese ("我哋冇GPU，亦冇專職運維", Hong Kong senders): told by the words Mandarin
# never writes, then read as the Mandarin words of the same length, so every character keeps its place.
# Only in such a message: in Mandarin 都得 says "must", 亦 and 系 are words of their own.
_CANTONESE = re.compile(r"[哋嘅冇咗嚟喺啲佢嘢]|唔(?=[可做使系需好用想知会识])|租定买|买定租")
_CANTONESE_CHARS = str.maketrans(
    {
        "冇": "没",  # have not
        "唔": "不",
        "哋": "们",
        "嘅": "的",
        "咗": "了",
        "嚟": "来",
        "喺": "在",
        "啲": "些",
        "佢": "他",
        "睇": "看",  # look (after): "一個同事兼職睇住"
    }
)
_CANTONESE_WORDS = {
    "而家": "现在",
    "点样": "怎样",
    "乜嘢": "什么",
    "都得": "都行",  # "租定買都得": either is fine
    "租定买": "租或买",  # 定: or, between two choices
    "买定租": "买或租",
    "亦": "也",
    "外判": "外包",  # outsourced: "IT係外判嘅"
    "呢些嘢": "这玩意",  # this stuff: "唔識搞呢啲嘢" (啲 read as 些 by then)
    "呢些": "这些",  # these
    "呢个": "这个",  # this
    "看住": "看着",  # 住 after a verb: still doing it ("兼住睇", "睇住")
    "兼住": "兼着",
}
_CANTONESE_WORD = re.compile(
    "|".join(sorted(_CANTONESE_WORDS, key=len, reverse=True))
    # 係 (folded to 系) is "is", except in 关系 and the like; 識 (识) before a verb is "can"; 得 before a
    # number of people is "only" ("IT得三個人").
    + r"|(?<![关联体派])系(?![统列数])|识(?=[搞用做管弄])|得(?=[一二两三四五六七八九十几\d]+个?人)"
    # 部 counts machines ("兩部L40S工作站": two workstations; "每部8張": eight a machine), as 台 does.
    + r"|部(?=[^,.;:!?]{0,8}?(?:工作站|服务器|机器|电脑|主机|server))|(?<=每)部"
)
_CANTONESE_SPOT = {"系": "是", "识": "会", "得": "只", "部": "台"}


def _mandarin(text: str) -> str:
    """Written Cantonese `text` (folded) as Mandarin, one character for one."""
    text = text.translate(_CANTONESE_CHARS)
    return _CANTONESE_WORD.sub(lambda m: _CANTONESE_WORDS.get(m.group()) or _CANTONESE_SPOT[m.group()], text)


# Negative contractions typed without the apostrophe ("we dont have any gpus"): the
# words lists spell them with it. "cant"/"wont" are words of their own, so only before a verb
# (round 44: "customer data cant leave kenya").
_NO_APOSTROPHE = re.compile(
    r"(?<![a-z])(?:don|doesn|didn|isn|aren|wasn|weren|haven|hasn|hadn|shouldn|couldn|wouldn|mustn)(?=t(?![a-z]))"
    r"|(?<![a-z])(?:can|won)(?=t\s+(?:be|leave|go|use|run|afford|do|have|buy|rent|stay|touch|move|get|handle|manage"
    r"|share|send|host|keep|store|access|exceed|spend|upload|transfer)(?![a-z]))"
)


# (round 39) "1-3B", "7到13B": the lower end of a range right before a model size.
_RANGE_BEFORE = re.compile(
    r"(?<![a-z0-9.\-])(?<!llama\s)(?<!qwen\s)(?<!gemma\s)(?<!phi\s)(?<!glm\s)(?<!yi\s)"
    r"\d+(?:\.\d+)?\s*(?:-|~|to|到|至)\s*$"
)
# A model's name before its size: "qwen2.5-" in "qwen2.5-14b" (folded text).
_ACTIVE_SUFFIX = re.compile(r"-a(\d+(?:\.\d+)?)b(?![a-z0-9])")
_NAME_BEFORE = re.compile(
    r"(?<![a-z0-9.])[a-z][a-z0-9.]*(?:-[a-z0-9.]+)*-\s*$"
    # "微调个qwen 7b", "llama3 8b" (round 40): an open model family's name, then a space, names the size too.
    # (round 64c) "Llama 3.1 8B", "Qwen 2.5 14B": the version said after a space.
    r"|(?<![a-z])(?:qwen|llama|glm|chatglm|mistral|mixtral|deepseek|baichuan|gemma|phi|internlm|falcon|yi)"
    r"\s?[0-9.]*(?:-[a-z0-9.]+)*\s+$"
)


_TOKENS_AFTER = re.compile(r"\s*(?:个)?\s*tokens?(?![a-z])")
# (round 62c) After a bare "200M", the text or data it measures: megabytes ("差不多200M的文本").
_BYTES_OF_TEXT = re.compile(r"\s*(?:左右|上下|多)?\s*的\s*(?:纯文本|文本|数据|文件|资料|日志|文档)")
# (round 54b) How far before its window a cue word may begin and still be seen whole.
_CUE_REACH = 24
# (round 54b) Between the two ends of a range each said with its unit: "十天到两周", "300亿到500亿token",
# "5 days to 2 weeks".
_RANGE_BETWEEN = re.compile(
    r"\s*(?:左右|上下)?\s*(?:到|至|-|–|~|(?<![a-z])to(?![a-z]))\s*(?:大概|大约|约|about|around)?\s*$"
)
# The amounts a range of which is read as its upper end (the conventions: a training time, a token count).
_RANGE_UPPER = ("training_days", "dataset_tokens_b")
# (round 67c) "Possible in a day or two?", "a week or three": one unit or a few, read at the upper end.
_OR_MORE = re.compile(r"\s+or\s+(?P<n>two|three|four|five|[2-5])(?![a-z0-9])")
_OR_MORE_N = {"two": 2, "three": 3, "four": 4, "five": 5, "2": 2, "3": 3, "4": 4, "5": 5}


def _upper_ends(text: str, found: list[tuple[int, int, str, Any]]) -> list[tuple[int, int, str, Any]]:
    """The amounts found, less the lower end of each range of one question whose two ends carry their
    own units ("训练大概需要十天到两周" is 14 days, "300亿到500亿token" 50B tokens): the upper end."""
    lower = set()
    for (s1, e1, q1, v1), (s2, _, q2, v2) in pairwise(found):
        # (round 56b) "十天半个月": two lengths said back to back are a range too
        if q1 == q2 and q1 in _RANGE_UPPER and (_RANGE_BETWEEN.fullmatch(text, e1, s2) or e1 == s2):
            lower.add(s1 if v1 <= v2 else s2)
    return [f for f in found if f[0] not in lower]


# Words that may open the clause of an amount restated after a correction ("no wait, more like 14").
RESTATING = re.compile(
    r"(?:\s*(?:(?:no\s+)?wait|sorry|actually|i mean|make (?:it|that)|more like|closer to|like|rather|"
    # "sorry, I checked, it's 120 billion", "我查了一下，是1200亿": how they know, then the amount.
    r"i(?: just)? checked(?: again)?|checked again|it's|it is|that's|that is|"
    # (round 57c) "实际是五十亿", "正确的是20天": the right amount said after the wrong one.
    r"其实是|应该是|实际上是|实际是|实为|正确的是|改成|是|只有|就|大概|差不多|哦不对|不对|哦不|说错了|我查了一?下|查了一?下"
    r"|确认了一?下"
    # (round 65c) "不是50亿token，清洗完只剩20亿左右": what is left after a step on the data.
    r"|(?:清洗|去重|过滤|筛选|整理)(?:完|好)?(?:之?后|以后)?|只剩下?|剩下|还剩"
    r"|after\s+(?:cleaning|dedup(?:lication|ing)?|filtering)|once\s+(?:cleaned|deduped|filtered))\s*[,:，]?)*\s*"
)

# After a restated amount, why it changed: "more like 14 with the extra data", "14天，因为数据多了".
_WHY_AFTER = re.compile(
    r"\s*(?<![a-z])(?:with|because|since|given|due to|now that|after|once|including|counting)\s[^,.;!?]*"
    # (round 40) "closer to 50B after the new crawl landed", "是500亿，包括新爬的": when or what it counts.
    r"|\s*(?:因为|加上|算上|包括|包含|等)[^,.;!?]*"
)


# (round 66c) "想把自家model從7B換成一個MoE", "upgrade our assistant from 7B to 32B": the size a model is
# changed from is the old one's, no size of the job (a bare "从7B到70B", "from 7B to 70B" is a range).
_CHANGED_FROM = (
    re.compile(r"从\s*(?:原来的?|现在的?|目前的?)?\s*$"),
    re.compile(
        r"\s*(?:的?\s*(?:模型|model))?\s*,?\s*(?:(?:换|改|升级|切换|切|迁移|迁|转|扩|扩大|提升|升)(?:成|到|为)|改用|换用)"
    ),
)
_CHANGED_FROM_EN = (
    re.compile(
        r"(?<![a-z])(?:mov|switch|upgrad|migrat|chang|jump|scal|bump)[a-z]{0,3}\s+(?:[^.;!?]{0,40}?\s)?from\s+"
        r"(?:(?:the|our|an?)\s+(?:current\s+|old\s+|existing\s+)?)?$"
    ),
    re.compile(r"\s*(?:models?\s+)?to\s"),
)
# (round 45) Right before a size with no unit, words naming one model: "对一个开源的14B做LoRA" (not the
# corpus said before it), "fine-tune an open-source 7B".
_ONE_MODEL_BEFORE = re.compile(
    # (round 64c) "continue pretrain 個 7B", "训个13B": 个 alone for 一个 (not 两个, 整个).
    r"(?:(?:一个|一款|这个|那个|(?<![一二两三四五六七八九十几多每各某整])个)(?:[^,.;!?\d]{0,6}?的)?|开源的?)\s*$"
    r"|(?<![a-z])(?:an?|one)\s+(?:open[- ]source\s+|open[- ]weights?\s+|published\s+|base\s+)?~?\s*$"
)
# (round 45) Right after a count in millions or thousands with no unit, the things counted: "~4 million
# transaction narratives", "2 million photos" are no sizes of a model or of tokens.
_THINGS_AFTER = re.compile(
    r"\s+(?:(?!(?:on|of|with|for|in|from|over|to|at|by|and|or)\s)[a-z-]+\s+){0,2}?"
    r"(?:narratives|documents|docs|records|rows|images|photos|pictures|files|pages|invoices"
    r"|emails|messages|tickets|reports|transactions|requests|queries|questions|answers|users|customers|samples"
    r"|examples|items|entries|contracts|claims|articles|papers|books|videos|clips|products|listings|skus|logs)(?![a-z])"
)
# Right after an amount: the model it sizes ("3B左右的模型", "7B的小模型", "13B model").
# ... unless it ends a range of sizes ("7B到13B模型": no one size).
# (round 50b) "a ~300M detection model": a tilde after no amount says about, not a range.
_SIZES_TO = re.compile(
    r"(?:到|至|-|(?<=[0-9])~|(?<=[0-9][a-z])~|(?<=[0-9]\s)~|(?<=[0-9][a-z]\s)~|或|还是|(?<![a-z])(?:to|or))\s*$"
)
# (round 64c) A clause that only names the topic of the amount after it: "token数的话，", "模型方面，".
_TOPIC_BEFORE = re.compile(r"(?:^|(?<=[,.;!?]))\s*[^,.;!?]{1,12}?(?:的话|方面|这块)\s*,?\s*$")
# (round 41) "微调好的7B病历结构化模型": a few words of what the model does may come between (not its data).
# (round 42) "a 650M protein language model": in English up to three words of what it models.
# (round 64c) "做一版14B的全量微调": the size of what is trained, the training named after it.
_MODEL_AFTER = re.compile(
    r"\s*(?:左右|上下|多|出头|级别|级)?\s*的?\s*(?:(?!数据|语料|样本|文本|token)[\u4e00-\u9fff]){0,8}?(?:模型|model)(?![a-z])"
    r"|\s*(?:左右|上下)?\s*的\s*(?:全量|全参数?|lora|qlora|增量|继续)?\s*(?:微调|精调|预训练|sft)"
    r"|(?:[\s-]+(?!tokens?\b|samples\b|examples\b|rows\b|records\b|images\b|documents\b|pairs\b|words\b|of\b)"
    r"[a-z]+){1,3}?\s+(?:model|llm|lm)(?![a-z])"
)


def fold(text: str) -> tuple[str, list[int]]:
    """Lower-cased, half-width text and, for each of its characters, where it came from."""
    out: list[str] = []
    where: list[int] = []
    if _TRADITIONAL_WORD.search(text):
        # Each word as long as the one it stands for, so every character keeps its place.
        text = _TRADITIONAL_WORD.sub(lambda m: _TRADITIONAL_WORDS[m.group()], text)
    for i, ch in enumerate(text):
        if ch.isascii():
            folded = ch.lower()
        else:
            folded = unicodedata.normalize("NFKC", ch).translate(_FOLD_EXTRA).lower()
        out.append(folded)
        where.extend([i] * len(folded))
    folded_text = "".join(out)
    if "|" in folded_text:
        # "task: inference | model: … | compliance: none" (round 41): a bar parts the notes of a list as a
        # semicolon does; one character for one, so every character keeps its place.
        folded_text = folded_text.replace("|", ";")
    if "木有" in folded_text or "神马" in folded_text:
        # Internet slang for 没有 and 什么 (round 28: "木有什么合规要求～"), read as the words they stand
        # for; each is as long as its word, so every character keeps its place.
        folded_text = folded_text.replace("木有", "没有").replace("神马", "什么")
    if _CANTONESE.search(folded_text):
        folded_text = _mandarin(folded_text)
    if "部属" in folded_text:
        # (round 44) 部署 typed by its sound ("原样部属上去"), read as the word; as long as it, as above.
        folded_text = folded_text.replace("部属", "部署")
    if "nt" in folded_text and _NO_APOSTROPHE.search(folded_text):
        # The apostrophe put back stands for the "t" after it in the message.
        cuts = [m.end() for m in _NO_APOSTROPHE.finditer(folded_text)]
        for cut in reversed(cuts):
            folded_text = folded_text[:cut] + "'" + folded_text[cut:]
            where.insert(cut, where[cut])
    return folded_text, where


def alternation(words: Any, left: bool = True) -> str:
    """A regex alternation of `words`, longest first; Latin ends only match whole words
    (`left=False`: may follow a digit, as units do in "70b", "50tb")."""
    parts = []
    for word in sorted({fold(w)[0] for w in words}, key=len, reverse=True):
        part = re.escape(word)
        if word[0].isascii() and word[0].isalnum():
            part = (r"(?<![a-z0-9])" if left else r"(?<![a-z])") + part
        if word[-1].isascii() and word[-1].isalnum():
            part += r"(?![a-z0-9])"
        parts.append(part)
    return "|".join(parts) or r"(?!x)x"


def word_regex(words: Any) -> re.Pattern[str]:
    return re.compile(alternation(words))


def cn_number(text: str) -> float | None:
    """Read a Chinese numeral (七十亿, 两万亿, 一百三十, 两三 = 3). None if it is not one."""
    if "点" in text:
        whole, _, frac = text.partition("点")
        head = cn_number(whole) if whole else 0.0
        if head is None or not frac or any(ch not in _CN_DIGITS for ch in frac):
            return None
        return head + float("0." + "".join(str(_CN_DIGITS[ch]) for ch in frac))
    total = section = number = 0.0
    last_digit = False
    for ch in text:
        if ch in _CN_DIGITS:
            # "两三周": consecutive digits are a range; take the upper end.
            number = max(number, _CN_DIGITS[ch]) if last_digit else _CN_DIGITS[ch]
            last_digit = True
            continue
        last_digit = False
        if ch in _CN_UNITS:
            section += (number or 1) * _CN_UNITS[ch]
        elif ch == "万":
            section = (section + number or 1) * 1e4
        elif ch == "亿":
            total = (total + section + number or 1) * 1e8
            section = 0
        else:
            return None
        number = 0
    # (round 65b) "一万五", "两千五", "一亿五": a last digit right after 亿, 万, 千 or 百 counts in the
    # next unit down (15000, 2500, 150000000; "一万零五" is 10005, "二十五" 25).
    if number and len(text) > 1 and text[-2] in _NEXT_UNIT_DOWN:
        number *= _NEXT_UNIT_DOWN[text[-2]]
    return total + section + number


def cn_range(text: str) -> bool:
    """Whether a Chinese numeral is a range ("两三千", "三四百万": two digits in a row), which
    `cn_number` reads as its upper end."""
    # 零 is no digit of a range ("一千零五" is one amount).
    return any(_CN_DIGITS.get(a, 0) and _CN_DIGITS.get(b, 0) for a, b in pairwise(text))


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class _Units(_Strict):
    params: list[str]
    tokens: list[str]
    days: dict[str, float]
    storage: dict[str, float]


class _Cues(_Strict):
    params: list[str]
    tokens: list[str]
    storage: list[str]


class _Veto(_Strict):
    counts: list[str]
    storage: list[str]
    days: list[str]
    days_before: list[str]
    days_after: list[str]
    # Words ending in a `days_before` word that bound a duration instead ("不超过十天").
    days_bound: list[str] = []
    # A data size after one of these in its clause is a rate ("每天采集的数据有几十TB"), no total
    # (round 18), unless one of `storage_total` comes between ("每天新增不多，累计20TB").
    storage_rate_before: list[str] = []
    # ... and so is one with one of these right after it ("5 TB of new logs daily").
    storage_rate_after: list[str] = []
    storage_total: list[str] = []
    # A duration with "of" (or 的) and one of these a few words after it measures recorded material,
    # no run ("2,000 hours of call-center recordings", "一万小时的通话录音"; round 23).
    days_recorded: list[str] = []


class _DurationCues(_Strict):
    training: list[str]
    other: list[str]
    # Words that tell a run's length only right beside it, within the window ("Is 45 days enough?",
    # round 35); further off ("test a few models for a week to see if any is good enough") they tell nothing.
    close: list[str] = []


class _Scale(_Strict):
    option: str
    below: float | None = None


class NumbersSpec(_Strict):
    """The `numbers` section of understanding.yaml."""

    words: dict[str, float]
    vague: list[str]
    magnitudes: dict[str, float]
    default_params: list[str]
    units: _Units
    cues: _Cues
    veto: _Veto
    duration_cues: _DurationCues
    measure_words: list[str]
    window: int = Field(gt=0)
    data_scale: list[_Scale] = Field(min_length=1)
    # Words that open a clause contrasting a bare amount with the one before it
    # ("2万亿token，不是2千亿", "10 days, not 30").
    contrast: list[str] = []
    # Words that make a data size an upper bound ("under 100 GB", "100G以内").
    upper_bound: list[str] = []
    upper_bound_after: list[str] = []
    # Before or after a model size, these bound it from below only ("不到1B", "3B以内", "under 1B"): no
    # size is read (round 23; "不超过14B", at most, still gives 14).
    params_below: list[str] = []
    params_below_after: list[str] = []
    # (round 50b) "5亿参数以内" describes the model ("3B以内就行", a wish for one, still gives none).
    params_within_after: list[str] = []
    params_within_enough: list[str] = []
    # Words after a count of accelerators in a bare reply to `owned_gpus` ("64卡", "64 GPUs").
    accelerator_words: list[str] = []
    # Words that make a model size an MoE's active one ("激活22B", "37B active").
    active_before: list[str] = []
    active_after: list[str] = []


# A bare reply to the calls a day (from 2026-12-06: the chat asks it beside the advice when it
# would change the top): the amount, optionally said with a word of calls and of a day around it
# ("5000", "两百万次", "about 2 million a day", "50k/day", "每天五千次左右").
_CALLS_BEFORE = re.compile(
    r"^(?:每天|每日|日均|一天|天均|daily|大概|大约|约|差不多|about|around|roughly|approximately|~|\s)+"
)
_CALLS_AFTER = re.compile(
    r"(?:\s*(?:次调用|次请求|个请求|条请求|次|calls?|requests?|reqs?|queries|inferences))?"
    r"(?:\s*(?:/\s*(?:天|日|day|d)|(?:a|per|each|every)\s+day|daily|每天|一天))?"
    r"\s*(?:左右|上下|or so)?\s*$"
)
# "2 million a day", "50k requests a day": "a day" after an amount is a rate, not a duration.
# (round 61c) Right before a duration, a rate ("每天24小时"); right after one day, an amount of what
# comes in it ("一天大概几百则讯息", "一天两千次").
_PER_DAY_BEFORE = re.compile(r"(?:每天|每日|每周|每星期|(?<![a-z])(?:every|each|per)\s+(?:day|week))\s*$")
# (round 62c) Right before a length, a count of cards rented for it ("租2048张H800级别的卡大概60天",
# "rent 64 H100s for two weeks"): in a message that trains a model and serves none, the cards its run
# takes, for that long.
_CARDS_RENTED = re.compile(
    r"(?:租|租用|(?<![a-z])rent(?:ing)?\s)\s*(?:\d+|[一二两三四五六七八九十百千]+)\s*(?:张|块)?[^,.;!?]{0,16}?"
    r"(?:卡|gpus?|cards?|(?<![a-z])[a-z]\d{2,4}s?)\s*(?:for\s+)?(?:大概|大约|约|差不多|about|around|roughly)?\s*$"
)
# (round 62c) Right before a weekend, the words that make it how long a run takes ("in a weekend", "over a
# weekend").
# (round 63c) Hours written short ("~6h per run"): read only after digits.
_HOURS_SHORT = ("h", "hr", "hrs")
_HOURS = ("小时", "hours", "hour", *_HOURS_SHORT)
# (round 64c) "don't want to buy hardware for a six-month job": how long bought hardware would serve, no run.
_BOUGHT_FOR = re.compile(
    r"(?<![a-z])(?:buy|buying|purchase|purchasing|invest\s+in)\s+(?:any\s+|new\s+|the\s+|our\s+own\s+)?"
    r"(?:hardware|gpus|servers|machines|equipment)\s+(?:just\s+|only\s+)?for\s+(?:a|an|one)?\s*$"
)
# (round 64c) "数据>10TB", "well over 10 TB": above the amount said.
_ABOVE = re.compile(r"(?:>|超过|大于|多于|(?<![a-z])(?:over|more than|above))\s*$")
# (round 64c) "Will 48GB be enough?", "24G够吗" beside a card named: a card's memory asked about, no data.
_ENOUGH_AFTER = re.compile(r"\s*(?:be\s+)?(?:enough|sufficient)(?![a-z])|\s*(?:够|够用)")
_JOB_AFTER = re.compile(r"\s*(?:job|gig|stint)(?![a-z])")  # (not "for a 3-month pretraining run")
# (round 64c) Right before an amount, the data it measures: hours ("方言数据大约 3000 小时", "audio corpus of
# ~800 hours"), or a size whatever card is named near ("图片数据大概800GB 没GPU卡").
_DATA_BEFORE = re.compile(
    r"(?:数据|语料|录音|语音|音频|图片|影像|日志|(?<![a-z])(?:data|dataset|corpus|audio|images|logs))(?:量|集)?\s*"
    r"(?:(?:大约|大概|约|有|共|一共|总共|差不多|大概有|约有|about|around|roughly|approximately|is|of|:)\s*){0,2}~?\s*$"
)
_WITHIN_BEFORE = re.compile(r"(?<![a-z])(?:in|within|over)\s+$")
# (round 62c) ... or right after it, the rent it is had on: "on 3B tokens in two days if we rent 32 H100s",
# "in under two months if we rent everything".
_IF_RENTED = re.compile(
    r"\s*,?\s*(?:if|when|once|assuming)\s+(?:we|i)\s+rent\s+"
    r"(?:\d+\s*x?\s*[a-z0-9-]+|everything|all\s+of\s+it|the\s+(?:gpus|cards|hardware|compute))(?![a-z])"
)
_TRAINS = re.compile(r"预训练|微调|训练|pretrain|pre-train|fine-tun|(?<![a-z])train(?:ing)?(?![a-z])")
_SERVES = re.compile(r"推理|部署|上线|(?<![a-z])(?:serv(?:e|es|ing)|inference|host(?:ing)?)(?![a-z])")
_AMOUNT_NEXT = re.compile(
    r"\s*(?:大概|大约|约|差不多|估计|能有|也就|就|有|要|会|才)*\s*(?:[0-9]|[一二两三四五六七八九十百千万几](?![天周月年小]))"
)
_AMOUNT_BEFORE = re.compile(
    r"(?:(?<![a-z0-9.,])\d[\d,.]*\s*(?:k|m|w|million|thousand|billion|万|千|百万)?"
    # (round 43) "a few hundred emails a day": an amount said in words
    r"|(?<![a-z])(?:a\s+few|several|a\s+couple(?:\s+of)?|dozens(?:\s+of)?|hundreds(?:\s+of)?|thousands(?:\s+of)?"
    r"|a\s+hundred|a\s+thousand)(?:\s+(?:hundred|thousand|million))?)"
    r"(?:\s+(?!(?:in|within|for|over|under|of|on|by|after|before|about|to)\b)[a-z]+){0,2}\s*$"
)
# What a bare reply to each number question counts.
_BARE_KIND = {
    "training_days": "days",
    "model_params_b": "params",
    "dataset_tokens_b": "tokens",
    "owned_gpus": "count",
    "requests_per_day": "calls",
}


class AmountReader:
    """Finds quantities and says which question each one answers."""

    def __init__(self, spec: NumbersSpec, vocabulary: Vocabulary) -> None:
        self.spec, self.vocabulary = spec, vocabulary
        self._words = {fold(k)[0]: v for k, v in spec.words.items()}
        # (round 59b) "forty-five days", "twenty-one billion tokens": a ten and a unit joined by a hyphen.
        tens = {w: v for w, v in self._words.items() if v in (20, 30, 40, 50, 60, 70, 80, 90) and w.isalpha()}
        ones = {w: v for w, v in self._words.items() if v in range(1, 10) and w.isalpha() and len(w) > 2}
        self._words.update({f"{t}-{u}": tv + uv for t, tv in tens.items() for u, uv in ones.items()})
        # (round 65c) "three hundred million tokens": hundreds said in words (the hundred alone was read).
        self._words.update({f"{u} hundred": uv * 100 for u, uv in ones.items()})
        self._vague = {fold(w)[0] for w in spec.vague}
        self._mags = {fold(k)[0]: v for k, v in spec.magnitudes.items()}
        self._default_params = {fold(w)[0] for w in spec.default_params}
        units = spec.units
        self._unit_kind = {
            **dict.fromkeys(units.params, "params"),
            **dict.fromkeys(units.tokens, "tokens"),
            **dict.fromkeys(units.days, "days"),
            **dict.fromkeys(units.storage, "storage"),
        }
        self._unit_factor = {**units.days, **units.storage}
        self._accelerators = (
            re.compile(rf"\s*(?:{alternation(spec.accelerator_words, left=False)})\s*$")
            if spec.accelerator_words
            else None
        )
        self._cues = {k: word_regex(getattr(spec.cues, k)) for k in ("params", "tokens", "storage")}
        self._veto = {k: word_regex(getattr(spec.veto, k)) for k in ("counts", "storage", "days")}
        # "a 4-node cluster of 8xA100 80GB" (round 25): cards counted with an x glued to the chip are
        # hardware too, so a size beside them is memory on a card, no data.
        self._veto["storage"] = re.compile(
            rf"{self._veto['storage'].pattern}|(?<=\d)[x×]\s*[a-z]{{1,3}}\d{{2,4}}[a-z]?(?![a-z0-9])"
        )
        # "跑了三年", "用了两年了": a duration in the past is no plan for a training run.
        bound = "".join(rf"(?<!{re.escape(fold(w)[0])})" for w in spec.veto.days_bound)
        self._past_before = re.compile(rf"(?:{alternation(spec.veto.days_before)}){bound}\s*$")
        self._past_after = re.compile(rf"\s*(?:{alternation(spec.veto.days_after)})")
        self._recorded = (
            re.compile(rf"\s*(?:of|的)[^,.;!?]{{0,24}}?(?:{alternation(spec.veto.days_recorded)})")
            if spec.veto.days_recorded
            else None
        )
        veto = spec.veto
        self._rate_before = word_regex(veto.storage_rate_before) if veto.storage_rate_before else None
        self._total = word_regex(veto.storage_total) if veto.storage_total else None
        self._rate_after = (
            re.compile(
                r"\s*(?:of\s+(?:(?!(?:and|or|but|then|to|we|that|which|is|are|for)\s)[a-z-]+\s+){1,3}?)?"
                r"(?:(?:arrives?|comes?\s+in|lands?|flows?\s+in|(?:is|are|gets?)\s+(?:added|generated|ingested|collected))\s+)?"
                rf"(?:{alternation(veto.storage_rate_after)})"
            )
            if veto.storage_rate_after
            else None
        )
        self._duration_cues = {k: word_regex(getattr(spec.duration_cues, k)) for k in ("training", "other")}
        self._close_cues = dict(self._duration_cues)
        if spec.duration_cues.close:
            self._close_cues["training"] = word_regex(spec.duration_cues.training + spec.duration_cues.close)
        # (round 62c) "三万来条客服对话", "五万多条": about that many, then the measure word.
        self._measure = re.compile(rf"\s*(?:来|多|余)?\s*(?:{alternation(spec.measure_words)})")
        self._below = re.compile(
            rf"(?:{alternation(spec.upper_bound)})\s*(?:在|是|约|大概|about|around)?\s*$"
        )
        self._below_after = re.compile(rf"\s*(?:的)?(?:{alternation(spec.upper_bound_after)})")
        self._params_below = (
            re.compile(rf"(?:{alternation(spec.params_below)})\s*(?:在|是|约|大概|about|around)?\s*$")
            if spec.params_below
            else None
        )
        self._params_below_after = (
            re.compile(rf"\s*(?:的)?(?:{alternation(spec.params_below_after)})")
            if spec.params_below_after
            else None
        )
        self._params_within_after = (
            re.compile(
                rf"\s*(?:的)?(?:{alternation(spec.params_within_after)})"
                rf"(?=\s*(?:的)?(?:模型)?\s*(?:{alternation(spec.params_within_enough)}))"
            )
            if spec.params_within_after and spec.params_within_enough
            else None
        )
        # "激活大约200亿", "with 37B active": the active size, and no more than a filler between.
        self._active_before = (
            re.compile(
                rf"(?:{alternation(spec.active_before)})\s*(?:是|为|约|大约|大概|只有|仅|仅有|有|of|about|around|roughly|~|≈)?\s*$"
            )
            if spec.active_before
            else None
        )
        # "13B-active" (round 18): a hyphen joins the size to its word as a space does.
        # "总参数236B激活21B" (round 32): the word opens the next amount, said with no comma, so it is not
        # this one's.
        self._active_after = (
            re.compile(
                rf"[\s-]*(?:的)?(?:{alternation(spec.active_after)})"
                r"(?!\s*(?:参数|参数量)?\s*(?:是|为|约|大约|大概|只有|仅|仅有|有|of|about|around|roughly|~|≈)?\s*"
                r"[\d一二两三四五六七八九十几])"
            )
            if spec.active_after
            else None
        )
        self._contrast = re.compile(rf"\s*(?:{alternation(spec.contrast)})\s*") if spec.contrast else None
        # (round 44) ... and right before an amount: "不是50亿token，是500亿" (the amount ruled out first).
        self._ruled_out = re.compile(rf"(?:{alternation(spec.contrast)})\s*$") if spec.contrast else None
        # amount, "个半" (一个半月), magnitude (亿, B), filler (多, 个, 个多: 两个多月), unit
        # (参数, tokens, 周, TB), trailing half (两年半, "a month and a half"). Not after a
        # letter or digit: A100 and 2.5 are no amounts. After a full stop that ends a sentence
        # ("学生自己维护。两周能训完吗？", folded to "."; round 29) an amount starts.
        self._amount = re.compile(
            # (round 35) "手上有一张3090。两天能训完吗？": after a sentence ending in a digit, a
            # Chinese numeral is no decimal's tail (only digits are: "1.5B").
            # (round 56b) "一个run一周左右能跑完", "SFT三天": a Chinese numeral right after an English
            # word starts one.
            r"(?:(?<![a-z0-9_第])(?:(?<![a-z0-9]\.)(?<!^\.)|(?!\d))|(?<=[a-z])(?=[零〇一二两俩三四五六七八九十百千几半]))"
            r"(?P<amt>\d+(?:,\d{3})*(?:\.\d+)?"
            r"|[零〇一二两俩三四五六七八九十百千万亿几]+(?:点[零〇一二三四五六七八九]+)?|半"
            rf"|{alternation(self._words)})(?P<half>个?半)?"
            # "三百来亿", "两千多亿": a rough count before a Chinese magnitude.
            r"(?:[来多余](?=[万亿千百]))?"
            # (round 65c) "dataset大概5个billion token": 个 before an English magnitude, as before 亿.
            r"(?:个(?=\s*(?:billion|million|trillion)))?"
            rf"[\s-]*(?P<mag>{alternation(self._mags, left=False)})?"
            r"[\s-]*(?:多个|个多|多|余个|余|来个|来|个|\+)?"
            rf"[\s-]*(?P<unit>{alternation(self._unit_kind, left=False)})?"
            # ("十天半个月" is ten days or half a month, not ten and a half days)
            r"(?P<half2>半(?!个?月|年|周|星期|天)|\s+and\s+a\s+half(?![a-z]))?"
        )

    def find(
        self, text: str, taken: list[tuple[int, int]], start: int, end: int
    ) -> list[tuple[int, int, str, Any]]:
        """(start, end, question, value) for each quantity in the clause text[start:end]
        that does not overlap a `taken` span."""
        found = []
        for m in self._amount.finditer(text, start, end):
            raw = m.group("amt")
            if not (m.group("mag") or m.group("unit") or "亿" in raw or "万" in raw):
                continue
            s, e = m.start(), max(m.end("amt"), m.end("mag"), m.end("unit"), m.end("half2"))
            if any(a < e and s < b for a, b in taken):
                continue
            got = self._quantity(text, m, s, e, start, end)
            if got is not None and got[0] == "model_params_b" and _RANGE_BEFORE.search(text, start, s):
                continue  # "something small, 1-3B" (round 39): a range of sizes is no size chosen
            more = _OR_MORE.match(text, e, end) if got and got[0] == "training_days" else None
            if got is not None and more is not None and m.group("amt") in ("a", "an", "one", "1"):
                e, got = more.end(), (got[0], got[1] * _OR_MORE_N[more.group("n")])
            if got is not None:
                found.append((s, e, *got))
                # "Qwen3-235B-A22B" (round 26): the -A<n>B after a model's size is its active size.
                suffix = _ACTIVE_SUFFIX.match(text, e, end) if got[0] == "model_params_b" else None
                active = suffix and self._bounded("active_params_b", float(suffix.group(1)))
                if suffix and active:
                    found.append((suffix.start(1) - 1, suffix.end(), *active))
        return _upper_ends(text, found)

    def bare(self, text: str, qid: str) -> float | None:
        """The value of a reply that is only an amount ("13", "3天", "20亿", "about 300"),
        read in the units of the number question `qid` that was just asked; None when the
        text is more than an amount or its unit counts something else ("5TB" for days)."""
        text = text.strip()
        if qid == "owned_gpus" and self._accelerators is not None:
            text = self._accelerators.sub("", text)
        if qid == "requests_per_day":
            text = _CALLS_AFTER.sub("", _CALLS_BEFORE.sub("", text), count=1)
        m = self._amount.fullmatch(text)
        amount = self._number(m) if m else None
        if m is None or amount is None or "几" in m.group("amt") or m.group("amt") in self._vague:
            return None
        mag, unit = m.group("mag"), m.group("unit")
        kind = self._unit_kind.get(unit) if unit else None
        want = _BARE_KIND.get(qid)
        if want is None or (kind is not None and kind != want):
            return None
        if want == "calls":  # counted as calls, at their magnitude (k, million, 万)
            got = self._bounded(qid, amount * (self._mags[mag] if mag else 1.0))
        elif want == "days":
            if mag:
                return None
            got = self._bounded(qid, amount * (self._unit_factor[unit] if unit else 1.0))
        elif want == "count":
            if mag or kind is not None or amount != int(amount):
                return None
            got = self._bounded(qid, amount)
        elif mag:
            got = self._bounded(qid, amount * self._mags[mag] / 1e9)
        elif not m.group("amt")[0].isdigit() and ("亿" in m.group("amt") or "万" in m.group("amt")):
            got = self._bounded(qid, amount / 1e9)  # 七十亿 carries its own magnitude
        else:
            got = self._bounded(qid, amount)  # a bare number is in the question's unit
        return got[1] if got else None

    def contrasted(
        self, text: str, start: int, end: int, earlier: tuple[int, int, str, float]
    ) -> tuple[int, int, str, Any] | None:
        """(start, end, question, value) for a bare amount in a clause that contrasts it
        with the `earlier` amount (start, end, question, value): "不是2千亿" after "2万亿
        token" counts tokens, "not 30" after "10 days" counts days."""
        if self._contrast is None:
            return None
        opener = self._contrast.match(text, start, end)
        m = opener and self._amount.match(text, opener.end(), end)
        return self._like(text, m, end, earlier)

    def restated(
        self, text: str, start: int, end: int, earlier: tuple[int, int, str, float], fixes: re.Pattern[str]
    ) -> tuple[int, int, str, Any] | None:
        """(start, end, question, value) for a bare amount that restates the `earlier` one after a
        correction word (round 28): "10 days, no wait, more like 14", "训练10天，不对，14"; or after the
        earlier amount was ruled out where it was said (round 44): "训练数据不是50亿token，是500亿"."""
        ruled_out = self._ruled_out is not None and self._ruled_out.search(
            text, max(0, earlier[0] - 8), earlier[0]
        )
        fixed = any(earlier[1] <= f.start() < end for f in fixes.finditer(text, earlier[1], end))
        if not ruled_out and not fixed:
            return None
        opener = RESTATING.match(text, start, end)
        m = self._amount.match(text, opener.end() if opener else start, end)
        why = m and _WHY_AFTER.match(text, m.end(), end)  # "more like 14 with the extra data"
        return self._like(text, m, end if not why or why.end() < end else why.start(), earlier)

    def _like(
        self, text: str, m: re.Match[str] | None, end: int, earlier: tuple[int, int, str, float]
    ) -> tuple[int, int, str, Any] | None:
        """A bare amount `m` said in the unit of the `earlier` one, up to the clause's `end`."""
        tail = text[m.end() : end] if m else ""
        if not m or m.group("unit") or not re.fullmatch(r"(?:左右|上下|[\s了的啊吧呢哈.])*", tail):
            return None
        before = self._amount.match(text, earlier[0])
        amount, was = self._number(m), before and self._number(before)
        if amount is None or not was or before is None:
            return None
        qid, value = earlier[2], earlier[3]
        if isinstance(value, bool) or not isinstance(value, int | float):
            # a size read as a band ("6 TB" → medium): a bare contrasted number has no band of its own
            return None
        mag, was_mag = m.group("mag"), before.group("mag")
        if mag and qid in ("model_params_b", "dataset_tokens_b"):
            got = self._bounded(qid, amount * self._mags[mag] / 1e9)
        elif mag or (was_mag and qid not in ("model_params_b", "dataset_tokens_b")):
            return None
        else:
            got = self._bounded(qid, amount * value / was)  # the earlier amount's unit
        return (m.start(), m.end(), *got) if got else None

    def word_amount(self, raw: str) -> float | None:
        """A spelled-out amount of the data's `numbers.words` ("two", "a couple of"), or None."""
        return self._words.get(raw)

    def _number(self, m: re.Match[str]) -> float | None:
        raw = m.group("amt")
        if raw[0].isdigit():
            amount: float | None = float(raw.replace(",", ""))
        else:
            amount = self._words.get(raw, 0.5 if raw == "半" else None)
            amount = cn_number(raw) if amount is None else amount
        if amount is None:
            return None
        return amount + (0.5 if (m.group("half") or m.group("half2")) else 0.0)

    def _quantity(
        self, text: str, m: re.Match[str], s: int, e: int, cs: int, ce: int
    ) -> tuple[str, Any] | None:
        raw, mag, unit = m.group("amt"), m.group("mag"), m.group("unit")
        vague = raw in self._vague or "几" in raw
        factor = self._mags[mag] if mag else 1.0
        if not mag and not raw[0].isdigit():
            # A Chinese numeral carries its own magnitude: 七十亿 counts like 70亿.
            mag = next((k for k in ("亿", "万") if k in raw), None)
        amount = self._number(m)
        if amount is None:
            return None
        window = self.spec.window
        near = text[max(cs, s - window) : min(ce, e + window)]
        kind = self._unit_kind.get(unit) if unit else None
        if kind == "days":
            if raw.endswith("几") and not raw.startswith("几") and raw[0] not in "0123456789":
                # "二十几天", like "十来天", is read at its round number: 20 days.
                vague, amount = False, cn_number(raw[:-1]) or amount
            if vague or mag or self._veto["days"].search(near):
                return None
            if raw in ("a", "an") and _AMOUNT_BEFORE.search(text, max(cs, s - 32), s):
                return None
            if unit == "weekend" and not _WITHIN_BEFORE.search(text, max(cs, s - 8), s):
                # (round 62c) "doable in a weekend?" is a run's length; "a weekend job or a big project?" not
                return None
            if unit in _HOURS_SHORT and (amount == 24 or not raw[0].isdigit()):
                # (round 63c) "7x24h", "a 24h support line": round the clock, no run's hours; "an HR SaaS": no
                # hour said in words
                return None
            # (a rough amount may stand between: "跑了差不多两周", round 24)
            if self._past_before.search(text, max(cs, s - 6), s) or self._past_after.match(text, e, ce):
                return None
            if self._recorded is not None and self._recorded.match(text, e, ce):
                return None
            if unit in _HOURS and _DATA_BEFORE.search(text, max(cs, s - 16), s):
                return None  # hours of material, no run
            if _BOUGHT_FOR.search(text, max(cs, s - 48), s) and _JOB_AFTER.match(text, e, ce):
                return None
            if _PER_DAY_BEFORE.search(text, max(cs, s - 4), s) or (
                amount == 1 and _AMOUNT_NEXT.match(text, e, ce)
            ):
                return None  # (round 61c) "每天24小时都要跑", "一天大概几百则讯息": a day as a rate, no run
            # "项目周期半年", "先用三个月": how long they use it, not a run. With no cue in
            # the clause, the nearest before it decides, as a length said after a clause
            # tells of what it names ("按项目来用算力，大概半年，微调…"); then the nearest after.
            cue = self._nearest(text, s, e, cs, ce, self._close_cues)
            if cue is None:
                # "pretrain a 400B+ model within 60 days": a cue further off in its own
                # clause still says what it measures, before one in a clause before it.
                cue = self._nearest(text, s, e, cs, ce, self._duration_cues, len(text))
            if cue is None:
                cue = self._nearest(text, s, e, 0, cs, self._duration_cues, len(text))
            if cue is None:
                cue = self._nearest(text, s, e, 0, len(text), self._duration_cues, len(text))
            if cue == "other" and not (
                (_CARDS_RENTED.search(text, max(cs, s - 40), s) or _IF_RENTED.match(text, e, ce))
                and _TRAINS.search(text)
                and not _SERVES.search(text)
            ):
                return None
            return self._bounded("training_days", amount * self._unit_factor[unit])
        if unit == "兆" and _TOKENS_AFTER.match(text, e, ce):
            # (round 56b) "資料大概 1.5 兆 token": 兆 before tokens is the Taiwanese trillion, no megabytes.
            return self._bounded("dataset_tokens_b", amount * 1000)
        megabytes = kind is None and mag == "m" and _BYTES_OF_TEXT.match(text, e, ce) is not None
        if (
            kind == "storage"
            or megabytes
            or (kind is None and mag == "t" and self._terabytes(text, s, e, cs, ce))
        ):
            if (
                self._veto["storage"].search(near) and not _DATA_BEFORE.search(text, max(cs, s - 16), s)
            ) or self._rate(text, s, e, cs, ce):
                return None
            if _ENOUGH_AFTER.match(text, e, ce) and self._veto["storage"].search(text):
                return None
            gigabytes = amount * (self._unit_factor[unit] if unit else 0.001 if megabytes else 1000)
            if self._below.search(text, max(cs, s - 12), s) or self._below_after.match(text, e, ce):
                gigabytes *= 0.999  # "under 100 GB" is below the 100 GB bound
            elif _ABOVE.search(text, max(cs, s - 12), s):
                gigabytes *= 1.001
            for scale in self.spec.data_scale:
                if scale.below is None or gigabytes < scale.below:
                    return "data_scale", scale.option
        # (round 62c) "Qwen2.5-7B原样部署给内测用户", "用自己微调的14B模型/日均调用2万次": a size in a
        # model's name or right before a model word is the model's, whatever word of counts is near.
        model_named = (
            unit is None
            and mag in self._default_params
            and bool(_NAME_BEFORE.search(text, max(cs, s - 24), s) or _MODEL_AFTER.match(text, e, ce))
        )
        if (
            vague
            or not mag
            or (self._veto["counts"].search(near) and not model_named)
            or self._measure.match(text, e)
        ):
            return None
        if unit is None and mag not in self._default_params and _THINGS_AFTER.match(text, e, ce):
            return None  # millions of things counted (a "14B claims model" is a size)
        if kind is None and mag in self._default_params and _NAME_BEFORE.search(text, max(cs, s - 24), s):
            kind = "params"  # "Qwen2.5-14B", "Llama-3-8B": the size in a model's name, whatever is near
        if kind is None and self._active(text, s, e, cs, ce):
            kind = "params"  # "每个token激活32B" (round 26): an active size, whatever cue is nearer
        if (
            kind is None
            and mag in self._default_params
            and _ONE_MODEL_BEFORE.search(text, max(cs, s - 12), s)
        ):
            kind = "params"  # "对一个开源的14B做LoRA" (round 45): one model, sized, whatever cue is nearer
        if (
            kind is None
            and (mag in self._default_params or mag in ("m", "million"))
            and _MODEL_AFTER.match(text, e, ce)
            and not _SIZES_TO.search(text, max(cs, s - 4), s)
        ):
            kind = "params"  # "用自家数据训个3B左右的模型" (round 41): the size of the model named after it
        if kind is None:
            kind = self._nearest(text, s, e, cs, ce)
            topic = _TOPIC_BEFORE.search(text, max(0, cs - 16), cs) if kind is None else None
            if topic is not None:
                # (round 64c) "token数的话，估计在8000亿左右": the topic said in the clause before
                kind = self._nearest(text, s, e, topic.start(), ce, window=s - topic.start())
            if kind == "storage":  # "数据3000亿": a count of data is tokens
                kind = "tokens" if mag in self._default_params else None
            elif kind is None and mag in self._default_params:
                kind = "params"  # a bare "70B" is how people name a model size
        billions = amount * factor / 1e9
        if kind == "params" and self._active(text, s, e, cs, ce):
            return self._bounded("active_params_b", billions)  # round 26: the MoE's active size
        if kind == "params":
            if (
                (self._params_below is not None and self._params_below.search(text, max(cs, s - 12), s))
                or (self._params_below_after is not None and self._params_below_after.match(text, e, ce))
                or (self._params_within_after is not None and self._params_within_after.match(text, e, ce))
                or any(
                    before.search(text, max(cs, s - 60), s) and after.match(text, e, ce)
                    for before, after in (_CHANGED_FROM, _CHANGED_FROM_EN)
                )
            ):
                return None
            if unit is None and billions < 1e-3:
                return None  # (round 67c) "our 1B model to ~20k farmers": thousands are no model's size
            return self._bounded("model_params_b", billions)
        if kind == "tokens":
            return self._bounded("dataset_tokens_b", billions)
        return None

    def _rate(self, text: str, s: int, e: int, cs: int, ce: int) -> bool:
        """Whether the data size at text[s:e] is said per day or week ("每天采集的视频数据有几十TB",
        "5 TB of new logs daily"): a rate word right after it, or one before it in its clause
        (within 28 characters) with no word of a total between."""
        if self._rate_after is not None and self._rate_after.match(text, e, ce):
            return True
        if self._rate_before is None:
            return False
        rates = list(self._rate_before.finditer(text, max(cs, s - 28), s))
        if not rates:
            return False
        return self._total is None or self._total.search(text, rates[-1].end(), s) is None

    def _active(self, text: str, s: int, e: int, cs: int, ce: int) -> bool:
        """Whether the size at text[s:e] is an MoE's active size ("激活22B", "37B active")."""
        before = self._active_before is not None and self._active_before.search(text, max(cs, s - 16), s)
        after = self._active_after is not None and self._active_after.match(text, e, ce)
        return bool(before or after)

    def _terabytes(self, text: str, s: int, e: int, cs: int, ce: int) -> bool:
        """Whether a bare "3T" is a data size: data words are nearest in its clause, or,
        with no cue there, in the message ("500万张图片，总共3T左右")."""
        near = self._nearest(text, s, e, cs, ce)
        if near is None:
            near = self._nearest(text, s, e, 0, len(text), window=len(text))
        return near == "storage"

    def _nearest(
        self,
        text: str,
        s: int,
        e: int,
        cs: int,
        ce: int,
        cues: dict[str, Any] | None = None,
        window: int | None = None,
    ) -> str | None:
        """Which kind of cue word is closest to text[s:e] in text[cs:ce], within `window`
        (ties go to the word after: "7B模型")."""
        window = window or self.spec.window
        lo, hi = max(cs, s - window), min(ce, e + window)
        reach = _CUE_REACH if cues is not None else 0
        # (round 65c) so is a word of what an amount counts that begins before the window and ends in it
        # ("token整理出来估计二十亿"; one after it still ends in the window: "3B on 400B tokens" is no count).
        back = _CUE_REACH
        best, best_distance = None, window + 1.0
        for kind, cue in (cues or self._cues).items():
            # (round 54b) a duration's cue word reaching into the window from either side is seen whole
            # ("training budget 2 weeks": the longer cue, not only its tail "budget"; "10 days of training").
            for m in cue.finditer(text, max(cs, lo - back), min(ce, hi + reach)):
                if (m.end() > s and m.start() < e) or m.end() <= lo or m.start() >= hi:
                    continue
                distance = s - m.end() + 0.5 if m.end() <= s else m.start() - e
                # At the same distance the longer word is the more specific ("跑通" over "跑").
                distance -= len(m.group()) * 1e-3
                if distance < best_distance:
                    best, best_distance = kind, distance
        return best

    def _bounded(self, qid: str, value: float) -> tuple[str, float] | None:
        """The value if the question's bounds allow it (2023年 is no training time)."""
        q = self.vocabulary.by_id[qid]
        value = round(value, 6)
        if (
            (q.gt is not None and value <= q.gt)
            or (q.ge is not None and value < q.ge)
            or (q.le is not None and value > q.le)
        ):
            return None
        return qid, value
