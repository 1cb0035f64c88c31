"""Reading free text for the conversational intake, without a language model.

`understand(message)` finds the questionnaire answers a chat message carries (option
words, model sizes, token counts, durations, data sizes), whether each one is negated,
whether the message asks a domain question, and, given the answers so far, what it
corrects. `apply(answers, understanding)` folds the result into the answers. The words
live in `understanding.yaml` so a domain expert can extend them.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Iterator
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import pairwise
from pathlib import Path
from typing import Any, Literal

from pydantic import ValidationError

from compute_advisor.rules.datafile import read_yaml
from compute_advisor.rules.errors import DataFileError
from compute_advisor.rules.intake.amounts import (
    AmountReader,
    alternation,
    cn_number,
    cn_range,
    fold,
    word_regex,
)
from compute_advisor.rules.intake.combos import ComboReader
from compute_advisor.rules.intake.hardware import NOT_COUNT, HardwareReader
from compute_advisor.rules.intake.replies import ReplyReader
from compute_advisor.rules.intake.spec import UnderstandingSpec, Words, check_spec
from compute_advisor.rules.intake.upkeep import upkeep
from compute_advisor.rules.vocabulary import Answers, Vocabulary, load_vocabulary

UNDERSTANDING_FILE = Path(__file__).resolve().parent.parent / "data" / "understanding.yaml"


@dataclass(frozen=True, slots=True)
class Extracted:
    """One value a message carries. `value` is an option id, a number, or `[]` (a multi
    question answered "none of them"); `text` is the span of the message that said it."""

    question: str
    value: Any
    text: str
    negated: bool = False


@dataclass(frozen=True, slots=True)
class Correction:
    """An earlier answer the message changes; `new` is None when it is withdrawn."""

    question: str
    old: Any
    new: Any


@dataclass(frozen=True, slots=True)
class Understanding:
    values: list[Extracted]
    lang: str
    is_question: bool
    corrections: list[Correction]
    correction_cue: bool  # the user said 其实 / 不对 / actually ...


@dataclass(frozen=True, slots=True)
class _Target:
    kind: Literal["option", "absent", "ignore"]
    question: str = ""
    value: Any = None
    cues: str = "any"
    permits: bool = False  # saying it rules the option out ("上公有云没问题")
    yields: bool = False  # ... and gives way to another option of the question stated ("没有专职运维")
    refuses: bool = False  # ... and says no such demand is made, so it stands beside a cleared question
    measured: bool = False  # read from an amount ("500GB"), not from words ("数据不多")


@dataclass(slots=True)
class _Hit:
    start: int
    end: int
    target: _Target


_CJK = re.compile(r"[\u3400-\u9fff]")
# A Chinese character, or an escape for one, in a pattern's source.
_CJK_SOURCE = re.compile(r"[\u3400-\u9fff]|\\u[3-9][0-9a-fA-F]{3}")
_LATIN = re.compile(r"[a-z]")
# What in a pattern's source is no Latin letter to match: escapes (\s, \u4e00) and group names.
_ESCAPES = re.compile(r"\\u[0-9a-fA-F]{4}|\\[a-zA-Z]|\(\?P<\w+>")
# Latin words, not units glued to numbers: "70B" and "5TB" say nothing of the language.
_LATIN_WORD = re.compile(r"(?<![0-9A-Za-z])[A-Za-z]{2,}")
_UNITS_OF_TEXT = re.compile(r"[\u3400-\u9fff]|[a-z0-9']+")
_CLAUSE_BREAK = re.compile(
    # (round 56c) Indian English "2 nos. A6000 workstations": the dot of nos. (numbers) ends no clause.
    r"(?<!\d)(?<!(?<![a-z])nos)\.|(?<!(?<![a-z])nos)\.(?!\d)|[;!?\n]|(?<!\d),|,(?!\d{3}(?!\d))|但是|但|不过|而是|可是|(?<![a-z])(?:but|however)(?![a-z])"
    # "can't leave the country though - is that workable?": a dash between words parts clauses as
    # a comma does (round 20).
    r"|\s[-–—]+\s|—+"
    # "想微调个qwen 7b做法律问答 数据就几个G 机器是没有的 这样能行不" (round 40): a space before
    # Chinese words in casual chat stands for a comma, after a Chinese word or a short Latin one
    # glued to one ("几个G"); a Latin word spaced on both sides ("用 Qwen 做") is spacing, no break.
    r"|(?:(?<=[\u4e00-\u9fff])|(?<=[\u4e00-\u9fff][a-z0-9])|(?<=[\u4e00-\u9fff][a-z0-9]{2})"
    r"|(?<=[\u4e00-\u9fff][a-z0-9]{3}))\s+(?=[\u4e00-\u9fff])"
    # "model: Mistral-Large (123B) / task: serve as-is / GPUs: 0" (round 40): a slash before the next note of
    # a key: value list parts them as a semicolon does.
    r"|\s+/\s+(?=[a-z\u4e00-\u9fff][a-z\u4e00-\u9fff ]{0,20}:)"
    # (round 59c) "What is better for us: we have 8 V100 cards ...": a colon before what they say of
    # themselves ends the clause before it (a question lead asks nothing of the facts after it).
    r"|:\s+(?=(?:we|i|our|my)(?:'[a-z]+)?\s)"
    # (round 59c) "卡一张都没有😂 有啥推荐不？": an emoji ends its clause as a full stop would.
    r"|[\U0001f300-\U0001faff\u2600-\u27bf]+\s*"
)
_DASH = re.compile(r"\s*[-–—]+\s*")
# What may close a clause after a negation said last ("on-prem isn't a requirement either").
_RELATIVE = re.compile(r"\s*(?:which|who|whose|where)\b")
# (round 61b) "想评估一下，能不能用大模型写报告。": the whether a trying word before it leads to.
# (round 61b) "微调好了再部署": the next step after one said done.
_NEXT_STEP = re.compile(r"\s*(?:再|之后再|然后|以后再)")
_WHETHER = re.compile(r"\s*(?:能不能|能否|可不可以|可否|是否|有没有可能)")
# "运维？没有的", "GPUs? None.": a bare topic with a question mark that the sender answers
# in the next clause asks nothing (round 20).
_BARE_TOPIC = re.compile(r"\s*(?:[\u3400-\u9fff]{1,4}|[a-z]+(?:\s+[a-z]+)?)\s*")
_SELF_ANSWER = re.compile(
    r"\s*(?:没有|没|无|有|不|是|就|只有|只能|按|大概|大约|约|[一两二三四五六七八九十几\d]"
    # "运维？我们就三个做算法的" (round 24): the sender's own statement answers it too
    r"|我们|咱们|我这边|我们这边|目前|现在|暂时|团队里|公司里"
    r"|none|no|nope|zero|yes|nothing|just|only|about|around|roughly|we|our|\d)(?![a-z])"
)
_CLEFT = re.compile(r"\s*what\s+(?:we|i|they|our team)\s+(?:\w+\s+){0,2}(?:is|are)\b")
_AT_START = re.compile("")
# "啥合规都不涉及", "什么限制也没有": a question word before 都/也 and a verdict means "any", it asks nothing.
_INDEFINITE = re.compile(
    r"(?:啥|什么|多少|哪个|哪种|哪家)[\u4e00-\u9fff]{0,4}?(?:都|也)(?:不|没|行|可以|无所谓)"
)
# "不管用什么卡", "无论多少钱": a question word after a concession asks nothing.
_CONCEDED = re.compile(r"(?:不管|无论|不论)[\u4e00-\u9fff]{0,4}$")
# (round 61b) "用摄像头画面判断老人有没有摔倒", "判断有没有疫情的苗头": whether, as what a system
# judges, asks nothing (not the advisor asked to judge: "帮我判断一下有没有必要").
_JUDGED = re.compile(
    r"(?<![帮请你您])(?<![帮请你您].)(?<![帮请你您]..)(?:判断|判定|检测|识别|分辨|辨别|监测|看出)[^,.;!?帮请你您]{0,8}$"
)
# "多少卡我也记不清了", "具体哪年买的忘了" (round 25): what they cannot remember, said, asks nothing.
_FORGOTTEN = re.compile(r"[\u4e00-\u9fff]{0,6}?(?:记不清|记不太清|不记得|记不得|忘了|忘记了|想不起来)")
# "怎么省钱怎么来", "有啥用啥": a question word said twice pairs two choices, it asks nothing.
_PAIRED = re.compile(r"(怎么|哪个|哪种|哪家|啥|什么|多少)[\u4e00-\u9fff]{1,6}?\1")
# "Which is why we want to rent", "that's how we work": a reason given, not asked.
_REASON = re.compile(r"\s*(?:which|that|this)(?:'s|\s+is)\s+(?:why|how|what)\b")
# "只能买设备不能租云（好像是这样？）", "equipment only (I think?)" (round 53b): a hedge on their own words,
# asked in brackets at the end of the clause, is no question to the advisor.
_HEDGE_TAG = re.compile(
    r"\(\s*(?:好像是这样|好像是|好像|是吧|是这样吧|应该是吧|应该是|应该是这样|我记得是|没记错的话|大概是吧|对吧"
    r"|i think|i believe|if i recall|if i remember correctly|iirc|right|i guess)\s*$"
)
_CLOSING = re.compile(r"\s*\)")
# Two values weighed in one clause ("7B or maybe 14B", "7B还是13B").
# (round 56d) A clause break of "but": "30B but not decided yet".
_BUT = re.compile(r"but|不过|但是?")
_WEIGHED_CHOICE = re.compile(r"(?<![a-z])or(?![a-z])|还是|或者|或是")
# (round 65b) "模型大概在14B到32B之间": a range weighed, as an alternative is.
_RANGE_WEIGHED = re.compile(r"之间|(?<![a-z])between(?![a-z])")
# (round 65b) "从头训练还是在公开模型上微调，还没想好": the other side said with a few words of where or on
# what before it.
_OR_SAID_WHERE = re.compile(r"\s*(?:还是|或者|或是)[^,.;!?]{1,10}?\s*")
_AMOUNT_SAID = re.compile(r"\d|[一二两三四五六七八九十百千万亿几半]")
# "How we got here: ...", "Who we are: a bank", "Which model we use is open": a question word
# before a plain subject heads a statement (a question puts the verb first: "how do we").
_HEADING = re.compile(
    r"\s*(?:how|why|who|what|where|when|which\s+[a-z]+)\s+(?:we|i|our team)(?:'re|'ve|'m)?\s"
)
# Between an `exclusive` cue and its value: "必须一次性买断", "只能先租".
_ONLY_GAP = re.compile(r"\s*(?:一次性|直接|全部|全都|都|全|就|先|走|用|the|to)?\s*")
# "We bought 4 H20s; they arrive next month", "买了8张卡，下个月到货": cards not here yet give no
# owned_gpus (round 21).
_NOT_YET = re.compile(
    r"(?<![a-z])(?:arriv(?:e|es|ing)|(?:get|be|are|is) delivered|ships? next"
    # (round 63c) not "去年刚到货", "已经到货了": arrived
    r"|还没到|没到货|(?<![刚已经])到货(?!了)|还在路上|下个月到|下周到)"
)
# (round 63c) "Currently on 4x H100 rented from a neocloud", "有4张A100，是租的": hardware rented, none of
# theirs.
# (round 64c) "一台8卡H20，是从云厂商那边包年租的": rented from someone, by the year.
_RENTED_AFTER = re.compile(
    r"\s*,?\s*(?:(?:都|全|全部)?是?(?:从[^,.;!?]{0,10}?)?(?:包年|按年|按月|长期)?租(?:的|来的|用的)"
    r"|(?:all\s+)?(?:rented|leased)(?![a-z]))"
)
# (round 64d) "不行的话打算租点卡", "otherwise we'd rent": a way said as the fallback if the plan fails.
_FALLBACK = re.compile(
    r"(?:不行|不够|不成|来不及|跑不完|训不完|搞不定|赶不上)(?:的话)?|要不然|不然的话|否则"
    r"|(?<![a-z])(?:if not|failing that|if that fails|if it doesn't fit)(?![a-z])"
)
# (round 64d) An opening clause ending in a unit of an organisation ("銀行數位金融處", "区里大数据中心"): the
# sender signing the message, not the topic of the question after it.
_UNIT_SIGNED = re.compile(
    r"[\u4e00-\u9fff](?:处|科|部|组|室|中心|团队|办|实验室|课题组|事业部|分行|支行)\s*$"
)
# (round 65) A question that asks for advice and nothing else ("有什么建议？", "有咩建議？", "咋整？", "any
# advice?"): the clause before it is the sender's situation, not the topic of a question.
_ADVICE_ONLY = re.compile(
    r"\s*(?:请问|想问下?)?\s*(?:大家|各位|专家)?\s*(?:有没有|有冇|有没|有无|有)?\s*(?:什么|啥|咩|何|乜|冇)?\s*(?:好的?)?\s*"
    r"(?:建议|推荐|意见|思路|办法)\s*(?:吗|呢|嘛|啊|呀|吖|喔)?\s*$"
    r"|\s*(?:怎么办|咋办|咋整|怎么整|点算|点搞|怎么搞|如何是好)\s*(?:呢|啊|呀)?\s*$"
    r"|\s*(?:any|some)\s+(?:advice|suggestions?|recommendations?|thoughts|ideas|tips|pointers)\s*$"
)
# "一台机器就够", "one machine is enough": hardware needed, not had.
_NEED_AFTER = re.compile(
    r"\s*(?:就够|就行|就足够|足够了|够用|上(?:试|跑|测|验证)"
    r"|is enough|would be enough|should suffice|will do)"
)
# "有一个小集群，都是国产卡", "a small cluster, all Ascend", "几台国产服务器，装的昇腾卡" (round 23): what the
# hardware just said is.
_DESCRIBING = re.compile(
    # (round 44) "说错了，卡是L20", "Correction: the cards are L20s": a correction before the description.
    # (round 53c) "Small fix: our cards are A10s", "修正一下，……": the same said other ways.
    # (round 59c) "更正一下，刚才说错了，……", "Sorry, small correction: ...": more than one such lead.
    # (round 60c) "不好意思刚才说错了，……", "抱歉，……", "My mistake, ...": an apology before or as the lead.
    r"\s*(?P<fix>(?:(?:(?:不好意思|抱歉|对不起)?(?:刚才|之前|前面|上面)?(?:说错了|搞错了|写错了|记错了)"
    r"|不对|(?:小)?(?:更正|纠正|修正)(?:一下|下)?|不好意思|抱歉|对不起"
    r"|sorry|my (?:mistake|bad)|i (?:got that wrong|misspoke)(?: earlier| before)?"
    r"|(?:(?:small|quick|one|minor)\s+)?(?:correction|fix))\s*[,:]\s*)+)?"
    # (round 56c) "Correction: they're L4s, not L40S": after a correction, what "they" are is the cards said
    # before.
    r"(?:(?(fix)(?:they're|they are|those are|these are|ours are)\s|(?!x)x)"
    # (round 57b) "They're Ascend 910B cards, 8 of them in one box": a reply describing the cards.
    r"|(?:they're|they are|those are|these are)\s"
    r"|都是|全是|全都是|全部是|清一色(?:是|的)?|用的(?:都|全)?是|(?:装|配|插|带)的(?:都|全)?(?:是)?"
    # (round 43) "我们的卡是海光的DCU", "卡是昇腾": their cards, described.
    r"|(?:我们|咱们)?的?(?:卡|显卡|加速卡)(?:的型号)?(?:都|全)?(?:是|用的是)"
    # (round 44) "手上的卡是L20", "显卡型号是L20", "卡不是A800，是L20": the cards they have, described (a chip
    # ruled out is none of theirs: `_RULED_OUT`).
    r"|(?:我们|咱们)?(?:手上|手里|手头|现有|现在|目前|在用|用)的?(?:卡|显卡|加速卡|gpu)(?:的型号)?(?:都|全)?(?:是|用的是)"
    r"|(?:我们|咱们)?的?(?:显卡|加速卡|卡|gpu)型号(?:都|全)?是"
    r"|(?:我们|咱们)?的?(?:卡|显卡|加速卡)(?:的型号)?(?:不是|并不是)"
    # (round 53c) "我们那个不是4090，是L40S", "那批卡是A800": the cards said before, pointed at.
    r"|(?:我们|咱们)?(?:那个|那些|那批|这批|那几张|这几张)(?:卡|显卡|加速卡|gpu)?(?:都|全)?(?:不是|并不是|是)"
    r"|(?:they're|they are)?\s*all\s|(?:the|our)\s+(?:cards|gpus|accelerators)\s+are\s"
    # "有一部分是国产卡", "其中一台是昇腾", "part of it is domestic chips" (round 30): some of them,
    # described.
    r"|(?:其中)?(?:有)?(?:一部分|部分|一些|有些|一半|大部分|少部分|小部分|多数|少数|一台|几台|两台|一个|几张)(?:也)?是"
    r"|(?:part|some|half|most|a few|one|two)\s+of\s+"
    r"(?:it|them|those|these|the\s+(?:cards|gpus|nodes|servers|machines))"
    r"\s+(?:is|are)\s)"
)
# (round 57b) A later part of a sentence turning from the past to now or later ("以前租，后面也按量付费").
_NOW_AGAIN = re.compile(
    r"[,;]\s*(?:但|但是|不过|而)?\s*(?:后面|以后|之后|今后|接下来|往后|现在|目前|如今|这次)"
    r"|[,;]\s*(?:but\s+)?(?:now|going forward|from now on|this time|next)(?![a-z])"
)
# (round 57b) Words that make domestic chips a rule, not the cards described ("必须信创", "must be domestic").
_RULE_SAID = re.compile(
    r"信创|国产|自主可控|必须|要求|规定|政策|强制"
    r"|(?<![a-z])(?:domestic|xinchuang|must|required?|requirement|policy|mandat\w*|has to|have to)(?![a-z])"
)
_DOMESTIC = ("compliance", "domestic_hardware")
# Right before a chip, words that rule it out (round 44): "卡不是A800，是L20", "L20s, not A800s".
_RULING_OUT = r"不是|并不是|并非|而非|而不是|(?<![a-z])(?:not|isn't|aren't|rather than|instead of)"
_RULED_OUT = re.compile(rf"(?:{_RULING_OUT})\s*(?:the\s+)?$")
_RULED_OUT_REACH = 12
# Between a chip and an amount that is its memory: "A800，八十G的", "A100 40GB", "L20 (48G)" (round 44).
_MEMORY_GAP = re.compile(r"[\s,(]*(?:是|的|显存|memory|with)?\s*")
_CHIPS_REPLY = 60  # characters at most
# What a reply naming chips only may say besides them: their memory, a joiner, a plural (round 44).
_CHIP_REST = re.compile(
    r"[\s,.;!()、和与及/&+]*(?:(?:\d+|[一二两三四五六七八九十]+)\s*(?:g|gb|gib)\s*(?:的|显存|版|版本|memory)?)?"
    # (round 60c) "H20的卡", "L40S的显卡", "昇腾的卡": the chip, then the cards it is said of.
    r"(?:的\s*(?:卡|显卡|加速卡|版|版本)?|版|版本|卡|显卡|加速卡|cards?|gpus?|s)?[\s,.;!()、]*"
)
# "已有一个1024卡的集群，不过是混合的，有一部分是国产卡" (round 30): a clause saying the hardware is mixed
# between it and its description.
_MIXED = re.compile(
    r"\s*(?:不过|但是|但|只是)?(?:是|都是)?(?:混合|混搭|混用|混着)(?:的|用的)?\s*$"
    r"|\s*(?:but\s+)?(?:it's|it is|they're|they are)?\s*mixed\s*$"
)
# "在自己的集群上跑": an owner before the hardware makes it theirs, whatever follows.
# (round 62c) "在我那张3090上跑", "在我们那两张A6000上跑": their own cards, pointed at.
_OWNED = re.compile(
    r"自己的|我们的|自家的?|咱们的|本单位的|现有的|已有的|(?<![a-z])our\s|(?:我|我们|咱们)[这那]"
)
# "using our 2 servers?", "我们现有的几张昇腾卡能用吗？": hardware an owner word marks as theirs,
# said right before it, inside a question (round 16) ...
# (round 35) "在已有的4张H20上", "显卡是4060Ti，够吗？", "my card is a 3060": said of the hardware
# alone, theirs too.
_OWNER_BEFORE = re.compile(
    r"(?:自己的|我们的?|自家的?|咱们的?|本单位的|(?<![a-z])(?:our|my)(?:\s+own)?\s+|(?<![a-z])(?:the\s+)?existing\s+"
    r"|已有的|现有的|手上的?|手头的?|手里的?|(?:显卡|卡)(?:是|用的是)|(?<![a-z])my\s+(?:graphics\s+)?(?:card|gpu)\s+is\s+(?:an?\s+)?"
    # (round 62c) "在我那张3090上跑…吗", "厂里那4张4090扛得住吗": their own cards, or their place's,
    # pointed at.
    r"|我(?=[这那])|(?:厂里|公司里?|单位|所里|院里|家里|实验室|组里|机房|办公室)(?=[这那]))"
    # (round 41) "我们手上这4张4090够不够？", "on my single RTX 4090": where they hold it, then "this".
    r"(?:现有的?|已有的?|手上的?|手头的?|手里的?)?(?:这|那)?\s*$"
)
# ... unless it is to be bought or built ("Should we buy our own cluster?").
_TO_GET = re.compile(
    r"买|采购|购置|建|搭|租|(?<![a-z])(?:buy|buying|build|building|purchase|get|rent|renting|set up)(?![a-z])"
)
# "deciding between building our own cluster and co-building", "We're building a cluster" (round 24): hardware
# still being built, said right before it, is none they have.
# "最好能满足信创", "ideally on domestic chips" (decided 2026-12-06, round 31): a compliance option
# wished for right after these words is no requirement stated, so it is not taken (a clause after it
# that waives it, "最好上国产卡，但不强制", still rules it out).
_WISH = re.compile(
    r"(?:最好|尽量|尽可能|(?<![a-z])(?:ideally|preferably|if possible|if we can))\s*,?\s*"
    r"(?:(?:we'd|we would|we'd like to|it'd|it would|it should|they'd)\s+(?:like to\s+)?)?"
    r"(?:是|能|也|还|要)?\s*(?:能|是)?\s*(?:满足|符合|上|用|采用|使用|支持|兼容|走|做到|达到"
    r"|(?<![a-z])(?:on|use|using|run on|running on|run it on|be on|stay on|with|have|go with|buy))?"
    r"\s*(?:the\s+|a\s+|our\s+)?$"
    # (round 63d) "we'd prefer the data stay in Japan if possible", "Hoping to keep it on Australian soil": a
    # place for the data preferred or hoped for.
    # (round 67d: also of anyone, the verb of staying said, "our department would prefer it stay on our
    # own servers")
    r"|(?<![a-z])(?:(?:we'd|we would|i'd|i would|would)\s+(?:prefer|rather)|prefers?)\s+(?:that\s+)?"
    r"(?:the\s+|our\s+|all\s+)?(?:data|it|everything)\s+(?:to\s+)?"
    r"(?:(?:stay|stays|remain|remains|be kept|be)\s+)?$"
    r"|(?<![a-z])(?:hoping|we\s+hope|we're\s+hoping|i'm\s+hoping|hope)\s+to\s+keep\s+(?:it|the\s+data|our\s+data|everything)\s+$"
)

# "Legal hasn't ruled, but most likely data must stay in-country", "大概率数据不能出境" (round 33): a
# requirement guessed at is not stated, so it is not taken.
_HEDGE = re.compile(
    r"(?<![a-z])(?:most likely|more than likely|very likely|probably|possibly|presumably|might|may well)"
    r"(?![a-z])"
    r"|大概率|多半|很可能|可能(?:会|要|得|需要|必须)"
)

# "LoRA我们试过效果不行", "QLoRA之前用过，效果不理想" (round 33): a method tried and found wanting is
# ruled out.
# (round 47b) "we're not doing LoRA after all", "no longer using QLoRA": a method ruled out with its
# -ing verb.
_METHOD_NOT_BEFORE = re.compile(
    r"(?<![a-z])(?:not|no longer|never|aren't|isn't|won't be|will not be|stopped|stop|quit)\s+"
    r"(?:be\s+)?(?:doing|using|going with|going for|running|trying)\s+(?:a\s+|the\s+)?$"
)
_METHOD_FAILED = re.compile(
    r"[^,.;!?]{0,8}?(?:试过|用过|做过|跑过|试了|用了)(?:了)?[^.;!?]{0,6}?(?:效果)?(?:不行|不好|不理想|不够好?|没用|不太行|很差|太差|一般)"
)
# (round 63c) Right after a method, the model it made, done ("Serving our LoRA-tuned Llama 3 8B",
# "上线用LoRA微调好的7B"): with a model served, that fine-tune is past, no method of theirs to size.
_METHOD_DONE = re.compile(
    r"\s*-?\s*(?:fine-?tuned|finetuned|tuned|trained|adapted)\s+(?=[a-z0-9])"
    r"|\s*(?:微调|精调|训练|训|调)(?:好|过|完)的"
)

# "去年买了一台8卡服务器", "We bought 10 servers last year" (round 33): hardware bought in the past is theirs
# now, its cards counted as any they have (round 56c: also 采购的, "前年采购的十台服务器").
_BOUGHT = re.compile(
    r"买了|购买了|采购了|购置了|买的|采购的|购置的|购入的|购买的|已采购|已购|(?<![a-z])(?:bought|purchased|acquired)(?![a-z])"
)

# (round 65d) "We have little money, so we can't buy anything new", "不买新卡了": buying more refused states
# no other way (they make do with what they have); "we can't buy servers" still states renting.
_MORE_OF = re.compile(
    r"\s*(?:any\s+|anything\s+)?(?:new|more|additional|extra|another|further)(?![a-z])"
    r"|\s*(?:新|更多|额外|多的)"
)

# (round 66d) Right before a way asked for, whether it is needed or another way named as the alternative:
# "还需要另外租算力吗？" asks whether renting is needed, "只能买断，还是也可以按年租？" weighs two
# ways; neither wants it.
_NOT_WANTED_ASK = re.compile(
    r"(?:需要|需不需要|要不要|必要|还要|还得|用不用)[^,.;!?]{0,4}$"
    r"|(?:买|购|租|按)[^.;!?]{0,16}?(?:还是|或者|或是)[^.;!?]{0,6}$"
    # (round 67d) "We can only buy outright, or could we lease instead?": asked as the other side of an "or"
    r"|(?<![a-z])or\s+(?:can|could|may)\s+(?:we|i)\s+$"
)

# (round 65d) "Is there an option where we pay per use?", "is there a plan that lets us pay monthly?": the way
# asked for said in a clause on the option.
_OPTION_WHERE = re.compile(
    r"\s*(?:option|way|plan|setup|set-up|offering|service|model|arrangement|platform)\s+"
    r"(?:where|in\s+which|that\s+lets\s+(?:us|me)|that\s+would\s+let\s+(?:us|me)|so\s+that)\s+"
    r"(?:(?:we|i)\s+(?:can\s+|could\s+|would\s+|just\s+|only\s+)?)?"
)

# "请问", "想问一下": words that open a question, the question said in a later clause.
_ASK_OPEN = re.compile(r"\s*(?:请问一下|请问|想问一下|想问下|想请问|问一下|请教一下|请教)\s*[,:]?\s*")
# ... when what follows opens with what the sender has or is ("我们手上", "我们有", "我们是").
# (round 35) ... or with where their hardware is said theirs ("我们想在已有的4张H20上跑…").
_ASK_OWN = re.compile(
    r"(?:我们|我|咱们|我司|本公司)(?:这边|现在|目前|已经|公司)*"
    r"(?:手上|手里|手头|有|是|[^,.;!?]{0,6}?(?:已有|现有|手上|手头)的)"
)

# "用在线大模型的API肯定不行", "calling a hosted API is not an option" (round 31): calling an online
# model ruled out, right after the words that name it or right before them.
# (round 34) A later training only perhaps done ("后面可能做预训练", "might pretrain later") or
# prepared for ("为以后的继续训练打基础") is a plan, not the training the preparation is for.
_MAYBE_LATER = re.compile(
    r"可能|也许|或许|考虑|看情况|说不定|maybe|might|perhaps|possibly|consider"
    # (round 53b) "Data processing first; we may fine-tune something later"
    r"|(?<![a-z])(?:may|could)(?![a-z])"
    r"|为(?:以后|后面|将来|之后|后续|未来)|打基础|做准备|prepar|groundwork|ahead of"
)

# (round 34) A daily load of calls ("每天大概几千次调用") said by someone calling an online model's
# API is that model's load: no serving of theirs.
_LOAD_SPAN = re.compile(r"(?:万|千|百|\d)次(?:的)?(?:请求|调用)|调用")
# (round 57e) "用大模型帮忙写说明书", "have an LLM generate descriptions": the verb-only span of a model
# put to work, an application too.
# (round 61b: also the model said in the span, "AI帮我们写", and the verbs of reviewing, replying and
# looking things up)
_PUT_TO_WORK = re.compile(
    r"(?:大型语言模型|语言模型|大模型|llm|ai)?(?:来|去)?(?:协助|辅助|帮助|帮忙|帮手|帮我们|帮|自动)?"
    r"(?:[^,.;!?]{0,8}?(?:撰写|写作|起草|写|回答|答复|审核|校对|摘要|总结)"
    r"|(?:写|生成|回答|回复|答复|起草|撰写|总结|翻译|审|审阅|覆|回覆|查|查询|检索|搜索|批改|解答|讲解))"
    r"|having|have|get|getting|let|letting|want|need"
)
# A span that names the serving itself ("serve", "部署"): it names the task even beside an online model.
_SERVING_VERB = re.compile(r"(?<![a-z])(?:serv|host|deploy|launch|roll)|部署|上线|推理")
# How far after a verb-only span the application it introduces is looked for (round 53b).
_APP_AFTER = 60

_ONLINE_REFUSED_AFTER = re.compile(
    r"[^,.;!?]{0,8}?(?:肯定不行|不行|不可以|不能用|用不了|不考虑|不允许|是不行的|不合规|不被允许|被禁止"
    r"|(?:is|are)\s+(?:not|n't)\s+(?:an?\s+)?(?:option|allowed|possible)|isn't an option|is out|is ruled out"
    r"|is off the table|are off the table|is forbidden|is banned)"
)
_ONLINE_REFUSED_BEFORE = re.compile(
    r"(?:不|别|不能|不想|不会|不考虑|不允许|没法|无法|不让|禁止|(?<![a-z])(?:not|don't|won't|can't|cannot|never|no))\s*$"
)

# Right before an amount: it is said not to be the one ("不是每天五千次，是…"; round 52).
_NOT_THIS = re.compile(rf"(?:{_RULING_OUT})\s*$")
# (round 54c) A lead that forgets what was said after it: "forget I said", "ignore what we mentioned about".
# Or such a verb opening its clause: "Forget the 10-day limit I gave", "Scratch the 64 GPUs" ("Scratch that"
# takes back the last answer as a whole: the correction after it is read as before).
_FORGET_SAID = re.compile(
    r"(?<![a-z])(?:forget|ignore|disregard|scratch|never\s+mind)\s+(?:about\s+)?(?:(?:what|that)\s+)?"
    r"(?:i|we)(?:'ve|\s+have)?\s+(?:said|mentioned|wrote|told\s+you)(?:\s+(?:about|regarding|re))?(?![a-z])"
    r"|(?:^|(?<=[,.;!?]))\s*(?:(?:oh|also|and|actually|ok|okay|sorry|please)\s*,?\s+)*"
    # (round 57c) "Actually scratch 'continuous': ...": the value taken back named in quotes.
    # (round 59c) "Park the QLoRA thing for now", "set aside the 13B": put off, not yet answered.
    # (round 62c) "Take back the 70B I mentioned", "Drop the LoRA bit": taken back, struck out.
    r"(?:forget|ignore|disregard|scratch|never\s+mind|park|set\s+aside|put\s+aside|hold\s+off\s+on"
    r"|take\s+back|walk\s+back|drop|strike|cross\s+out)"
    r"(?:\s+about)?(?=\s+(?:(?:the|my|our)\s|['\"]))"
)
# Where what a withdrawal takes back ends: its clause, or a colon ("scratch 'continuous': it runs ...").
# (round 66c) "之前说的QLoRA先不考虑了": what was said before set aside for now, at the end of its clause
# (said of a value not said before, "微调先不考虑了", it is only ruled out).
_SET_ASIDE_END = re.compile(r"(?:先|暂时|暂且|暂)不(?:考虑|用|要)了?(?:吧|啊|哈)?\s*(?=[,.;!?]|$)")
# (round 66c) A clause that is only a word taking back what was said ("，先撤回吧", "，那就不算了"; not
# "这个不算数了", yl26).
_TAKEN_BACK_ALONE = re.compile(r"\s*(?:那|那就|就|也|都|还是)?\s*(?:先|暂时|暂且)?\s*")
_TAKEN_BACK_END = re.compile(r"[,.;!?:]|[–—]|\s-+\s")
# (round 54c) What was said called a mistake at the end of its clause: "I wrote 7B by mistake",
# "8张是我打错了".
_MISTAKE_END = re.compile(
    r"(?<![a-z])(?:by\s+mistake|by\s+accident|in\s+error|was\s+a\s+typo|is\s+a\s+typo)(?=\s*(?:[,.;!?]|$))"
    r"|(?:是我)?(?:打错了|写错了|说错了|记错了|口误)(?=\s*(?:[,.;!?]|$))"
)
# (round 56c) What was written or said wrongly, named in its clause: "前面写成 7B 了", "刚才打成八张了",
# "I typed 3B earlier".
_WRITTEN_AS = re.compile(
    r"(?:写成|打成|说成|记成|敲成)(?:了)?([^,.;!?]{1,16}?)(?:了)(?=\s*(?:[,.;!?]|$))"
    r"|(?<![a-z])(?:i|we)\s+(?:typed|wrote)\s+([^,.;!?]{1,16}?)\s+(?:by\s+mistake|earlier|before)"
)
# "刚才说的", "之前提的", "前面写的": pointing back at what was said.
_SAID_BEFORE = re.compile(
    r"\s*(?:我|我们)?(?:刚才|刚刚|之前|前面|上面|先前|早先|方才)?(?:说|提|讲|写|报|给)(?:过|到)?的"
)
# A task read from words that name a question: "微调方式", "the fine-tuning method", "调用量".
_NAMES_QUESTION = re.compile(
    r"(?:[^,.;!?]*?)(?:微调|训练|调用|请求|推理|fine-?tuning|training|inference)\s*(?:方式|方法|量|methods?|volume)"
)
# Right after a day's calls: that figure set aside ("一天十万次的调用量先别算进去"; round 49).
# (round 62c) "剛剛說的日均兩萬次請求先不要算": 先不要算 as 先别算.
_CALLS_ASIDE = re.compile(
    r"[^,.;!?]{0,8}?(?:先别算进去|别算进去|不算进去|先不算|先别算|先不要算|不算数|作废)"
)

# A value said as a lack ("没卡", "无GPU", "no GPUs"): a lack listed after it is one more, not its negation.
_LACK_SAID = re.compile(r"(?:没有?|无|木有|(?<![a-z])(?:no|zero)\s)")

# Nobody who can: "没人懂这个", "没人会弄GPU服务器", "no one knows GPUs".
_NOBODY_CAN = re.compile(
    r"(?:没人|没有人|(?<![a-z])(?:nobody|no one|no-one))[^,.;!?]{0,4}?(?:懂|会|能|knows?|can)"
    # (round 47) "中心就两个网管，服务器啥的都不懂": the few there know nothing of the
    # machines.
    r"|(?:服务器|机器|硬件|集群|gpu|显卡)[^,.;!?]{0,4}?(?:都|也|完全|根本|一点都|一点也)不懂"
    # (round 53c) "IT就一个小伙子，只会弄弄网络和电脑", "管网络都够呛，更别说GPU了": the one or two
    # there do only office IT, or cannot manage even that.
    r"|^(?:只会|只能|只)(?:管|弄|维护|修)|(?:更别说|更不用说|更别提|别说|何况|let alone)"
)

# A company's engineering team named in general, not who keeps the machines up (round 51).
_GENERIC_TEAM = re.compile(
    r"(?:技术团队|研发团队|开发团队|技术部|(?:tech|technical|dev|engineering|development) team)"
)

# Staff who cannot run the cards (round 32): "none of them knows GPUs", "不懂GPU", "GPU还没碰过".
_NO_GPU_SKILL = re.compile(
    r"(?:不懂|不会|不熟悉|没经验|不太懂|没接触过|未接触过|没碰过|未碰过|没搞过|没用过|没人|没有人"
    r"|nobody|no one|none of them|never (?:touched|managed?|run|ran|operated?|used)|knows? nothing|don't know"
    r"|doesn't know|no experience)"
    r"[^.;!?]{0,12}?(?:gpu|显卡|accelerator)"
    # (round 49) "nobody there has ever touched ML hardware", "we've never run AI servers"
    r"|(?:nobody|no one|never|won't)[^.;!?]{0,30}?(?:ml|ai|gpu) (?:hardware|servers?)"
    # (round 51) "a dedicated infrastructure team, but they have no GPU experience"
    r"|(?:no|zero) (?:gpu|ai|ml|accelerator) (?:experience|expertise|skills|background)"
    r"|(?:gpu|显卡)(?:服务器|集群)?[^,.;!?]{0,4}?(?:还|都|也|从来|从)?(?:没|没有)(?:碰过|接触过|摸过|管过|用过|搞过)"
    # (round 53c) "显卡这玩意儿谁也没摸过": the cards pointed at, then nobody.
    r"|(?:gpu|显卡)[^,.;!?]{0,6}?(?:谁也没|谁都没|没人|没有人|无人)"
)

# (round 47) A clause that points back at what the sender said before ("刚才说有专职运维团队"), and
# the clause right after it that only sets that aside ("其实不算"); an English clause that sets aside
# what was mentioned ("Ignore the 6-month project thing I mentioned").
_SAID_BEFORE = re.compile(r"\s*(?:我)?(?:刚才|刚刚|刚|之前|前面|先前|上面|前头)(?:我)?(?:说|提|讲)")
_ASIDE_WORDS = r"(?:不算|不算数|不作数|不对|作废|收回|撤回|取消)(?:了|吧|哈|啊)?"
_ONLY_ASIDE = re.compile(rf"\s*(?:其实|实际上|那个|这个|还是|就|先)?\s*{_ASIDE_WORDS}\s*")
# ... or the clause that points back ends by setting it aside ("刚才说有专职运维不对").
_ENDS_ASIDE = re.compile(rf"{_ASIDE_WORDS}\s*$")
_ASIDE_EN = re.compile(
    r"\s*(?:please\s+)?(?:ignore|disregard|scratch|forget(?:\s+about)?)\s+(?:the|that|my|what i said about)\s"
    r"[^.;!?]{0,60}?(?:i|we)\s+(?:mentioned|said|told you|brought up|gave you|gave|quoted)"
    r"(?:\s+(?:earlier|before))?(?![a-z])"
)


def _aside_later(text: str, clauses: list[tuple[int, int, str]], k: int) -> bool:
    """Whether a later clause of clause k's sentence (joined by commas) only sets aside what clause k says:
    "刚才说有专职运维团队，其实不算", (round 59c) "刚才说数据不能出境那个，我问了法务，不涉及，撤回"."""
    j = k
    while j + 1 < len(clauses) and clauses[j][2] == ",":
        if _ONLY_ASIDE.fullmatch(text, clauses[j + 1][0], clauses[j + 1][1]):
            return True
        j += 1
    return False


def _set_aside(
    text: str, clauses: list[tuple[int, int, str]], values: list[Extracted], at: dict[int, int]
) -> list[Extracted]:
    """The values of a clause the sender sets aside are ruled out, not stated: "刚才说有专职运维团队，
    其实不算" (the clause after it only says so), "Ignore the 6-month project thing I mentioned"
    (round 47)."""
    spans = []
    for k, (cs, ce, stop) in enumerate(clauses):
        m = _ASIDE_EN.match(text, cs, ce)
        if m is not None:
            spans.append((cs, m.end()))
        elif _SAID_BEFORE.match(text, cs, ce) and (
            _ENDS_ASIDE.search(text, cs, ce) or (stop == "," and _aside_later(text, clauses, k))
        ):
            spans.append((cs, ce))
    if not spans:
        return values
    out = []
    for e in values:
        if not e.negated and any(a <= at.get(id(e), -1) < b for a, b in spans):
            aside = replace(e, negated=True)
            at[id(aside)] = at[id(e)]
            e = aside
        out.append(e)
    return out


# Right after hardware words, the people who run it (round 44): "有专门的集群运维组", "我们有集群运维团队",
# "we have a cluster admin" name a team by what it runs, not hardware they have.
# (round 65c) "No GPU folk on staff", "no GPU people", "没有GPU人才": the people who know it, no cards.
_STAFF_AFTER = re.compile(
    r"[ \t]?(?:运维|管理员|管理人员|维护人员|技术人员|团队|小组|组(?![合装建成])|同事|工程师|负责人|人才|专家"
    r"|(?:ops|operations|admin|admins|administrators?|team|engineers?|sres?|staff"
    r"|folks?|people|persons?|guys?|experts?|specialists?|expertise|know-how|knowledge|skills?)(?![a-z]))"
)
_BUILDING = re.compile(
    r"(?<![a-z])(?:building|to build|build out|building out|setting up|to set up|standing up"
    r"|putting together)\s+"
    r"(?:out\s+)?(?:our own|our|a|an|the|a new|one|a small|a big|a large)?\s*(?:own\s+)?(?:[\w-]+\s+){0,2}?$"
)
# "还有4张3090——哦不对，3090是隔壁组的，不算", "plus two 3090s, but those aren't ours" (round 24): cards
# disowned after a count; which count they take back is not read, so no total is stored.
# "but we can only put 16 of them on this job", "只能拿出8张给这个项目" (round 28): the cards of theirs this
# job gets, which is what owned_gpus asks for.
_FOR_THIS_JOB = re.compile(
    r"(?<![a-z])(?:can|could)\s+only\s+(?:put|use|spare|give|dedicate|allocate|get)\s+(?P<n>\d+)\s+"
    r"(?:of\s+them\s+|(?:of\s+(?:those|these|the)\s+)?(?:gpus|cards)\s+)?(?:on|to|for)\s+(?:this|the)\s+"
    r"(?:job|project|task|run|workload)(?![a-z])"
    r"|只能(?:拿出|分出|用|给|抽出|调出)(?P<zh>\d+|[一二两三四五六七八九十]+)张(?:卡)?(?:给|用于|用在|来做)?(?:这个|这次)"
)
_DISOWNED = re.compile(
    r"(?:是|属于)(?:隔壁|别的|其他|别人|兄弟|另外)[^,.;!?]{0,8}?的\s*,?\s*不算|不算(?:我们|咱们)的"
    r"|(?<![a-z])(?:aren't|are not|isn't|is not)\s+(?:ours|our own|really ours)(?![a-z])"
    r"|(?<![a-z])(?:don't|do not|doesn't|does not)\s+count(?![a-z])"
)
# Another party named (round 32): a client, customer or partner, whose hardware "they have" is theirs.
# Other parties in Chinese, named before what they have.
_PARTIES_ZH = "客户|甲方|合作方|合作伙伴|合作单位|友商|兄弟单位|兄弟公司"
_OTHER_PARTY = re.compile(
    r"(?<![a-z])(?:clients?|customers?|partners?|sister company|parent company|another team|other team"
    r"|vendor)(?![a-z])"
    rf"|{_PARTIES_ZH}"
)
# (round 67c) "I'm a consultant putting this together for a client … They have no GPUs", "帮客户问一下":
# the message written for the client, whose hardware is that of the team advised.
_FOR_CLIENT = re.compile(
    r"(?<![a-z])(?:on behalf of"
    r"|(?:asking|writing|enquiring|inquiring|together|this is|here|consultant)\s+for)"
    r"\s+(?:a|an|one of our|our|my)\s+(?:clients?|customers?)(?![a-z])"
    r"|(?:替|帮|代)客户(?:问|咨询)|客户(?:让|托)我问"
)
# What a party is said to have: hardware named within the clause after its verb of having.
_HAS_HARDWARE_EN = r"\s+[^.;!?]{0,40}?(?:cluster|gpus|cards|servers|nodes|machines|[a-z]?\d+s)(?![a-z])\s*"
_HAS_HARDWARE_ZH = r"(?:个|一个|一套|台|几台)?[^,.;!?]{0,16}(?:集群|卡|服务器|机器|gpu)"
_THEY_HAVE = re.compile(
    r"(?<![a-z])(?:they|their\s+(?:side|team|company|lab|group))\s+(?:already\s+)?"
    r"(?:have|own|run|operate|'ve got|have got)"
    rf"{_HAS_HARDWARE_EN}"
    rf"|(?:他们|对方|人家)(?:那边|那里|手上|手里)?(?:有|已经有){_HAS_HARDWARE_ZH}"
)
# "Our partner university has a 512-GPU cluster they might share", "合作方那边有一个千卡集群" (round 40):
# what the other party itself is said to have, right after it is named, is theirs too.
_PARTY_HAS = re.compile(
    rf"(?:{_OTHER_PARTY.pattern})(?:\s+(?!we\b|i\b|our\b|data\b|files?\b|records?\b)[a-z]+){{0,2}}?"
    r"(?:\s*\([^()]{0,40}\))?\s+(?:already\s+)?(?:has|owns|runs|operates|has got|had)(?!\s+(?:to|been)\b)"
    rf"{_HAS_HARDWARE_EN}"
    rf"|(?:{_PARTIES_ZH})(?:那边|那里|手上|手里)?(?:已经)?有{_HAS_HARDWARE_ZH}"
)
# A count said again after a correction (round 32): "哦说错了，是4台8卡的L40S", "no wait, it's 2 nodes".
_RECOUNT = re.compile(
    r"说错了|不对|口误|更正一下|纠正一下|搞错了|记错了"
    r"|(?<![a-z])(?:no wait|i mean|scratch that|correction"
    r"|it's actually|it is actually|actually it's"
    # (round 63c) "We run 24 A10s — sorry, 32 L4s — across four servers": right before the count said again.
    r"|(?:sorry|oops|wait,?\s*no)\s*[,:]?\s*$)(?![a-z])"
)
# Machines that hold cards, said right after a count (round 32): "four nodes of 8", "4台8卡".
_MACHINES = re.compile(
    # (round 47) "Six 8-GPU servers": the cards of each between the count and the machines.
    r"[^,.;!?]{0,12}?(?:台|节点|服务器|机器|(?<![a-z])(?:nodes?|servers?|machines?|boxes|box)(?![a-z]))"
)
# (round 35) "a mix of 4090s and a couple of A100s, maybe 10 cards total", "总共16张卡": the total said of
# everything before it counts the cards, whatever the counts before it read.
_TOTAL_AFTER = re.compile(r"\s*(?:cards?|gpus?)?\s*(?:in\s+)?(?:total|all told|altogether|in all)(?![a-z])")
# (round 35) "2048卡的H800集群加上一些国产卡", "16 A100s plus some older V100s": more cards of no count
# beside them.
_MORE_UNCOUNTED = re.compile(
    r"(?:加上|还有|另外还有|另有|以及|外加)(?:一些|若干|部分|少量|几张|几块|一批)"
    r"|(?<![a-z])(?:plus|and|as well as)\s+(?:some|a few|several|a couple of|a handful of|a bunch of)\s+"
    r"(?:older\s+|old\s+|newer\s+|other\s+|smaller\s+)?(?:[a-z0-9]+\s+)?(?:gpus|cards|accelerators|[a-z]*\d+[a-z]*s)(?![a-z])"
)
# A count and its noun, where it ends (round 35).
# (round 51) "24 H100s in total": a chip named after the count is part of it.
_COUNT_END = re.compile(r"[\w.,]+\s*(?:张|块)?\s*(?:[a-z]*\d+[a-z]*\s*)?(?:cards?|gpus?|卡|显卡)?")
# (round 35) "... or keep using online APIs", "还是继续用在线大模型的API": an online model as the other side.
_OR_ONLINE = re.compile(
    r"(?<![a-z])or\s+(?:to\s+)?(?:keep|continue|stick|stay|just)?\s*(?:using|use|calling|call|with|on)?\s*"
    r"(?:the\s+|an?\s+)?(?:online|hosted|third[- ]party|commercial|cloud|vendor)\s+"
    r"(?:llm\s+|model\s+|ai\s+)?apis?(?![a-z])"
    r"|还是(?:继续)?(?:用|调用|接)(?:在线|线上|云上|第三方)的?(?:大模型|模型)?的?(?:api|接口)"
)
_SENTENCE_GAP = re.compile(r"(?<!\d)\.|\.(?!\d)|[;!?]")
# Where a clause ends, for what a correction restates (round 32).
# (a dash ends what is withdrawn too: "Scratch the 3B I mentioned - we've settled on the 7B")
_CLAUSE_END = re.compile(r"[,.;!?]|[–—]|\s-+\s")
# Between a negation and a value, a joining word and a verb of the sender's own start another statement:
# "We have nothing yet and would rent" rules no renting out (round 41).
_NEW_PREDICATE = re.compile(
    r"(?<![a-z])(?:and|so|but)\s+(?:we\s+|i\s+)?(?:would|will|want|wants|plan|plans|need|needs|prefer|can|could)(?![a-z])"
)
# (round 63b) "不做任何训练直接部署": a tuning ruled out right before a value said to be done directly; the
# negation ends with the tuning, the value is a statement of its own.
_NO_TUNING_THEN = re.compile(r"(?:训练|微调|精调|调优|改动|修改|train|fine-?tune)\s*$")
# Said right before a count that adds up the ones before it: "（共128卡）", "合计16张".
# (round 56d) Right before a count, words that refer back to hardware said before: "现有的16张", "our
# existing 16".
_RESTATED_BEFORE = re.compile(
    r"(?:现有的?|已有的?|手上的?|手头的?|这|那|这些|那些"
    r"|(?<![a-z])(?:our|the|those|these)\s+(?:existing|current)|(?<![a-z])(?:those|these))\s*$"
)
# (round 61c) Hardware pointed back at: "our cluster", "the server", "这批机器", "该集群".
# (round 67c) "有一个96卡的A800集群……在现有集群上排队严重的话", "the existing cluster": the one said before.
_POINTED_BACK = re.compile(
    r"(?:our|the|this|that|these|those)\s+(?:own\s+|existing\s+|current\s+)?(?:cluster|servers?|machines?|box|cards|gpus)"
    r"(?![a-z])"
    r"|(?:这|那|该|现有的?|已有的?)(?:个|台|套|批|些)?(?:集群|服务器|机器|卡)"
)
_CLUSTER_NEAR = re.compile(r"集群|(?<![a-z])cluster(?![a-z])")
# (round 62c) Right before a count: 那 or 这, pointing at hardware ("我们那两台机器").
_THAT_BEFORE = re.compile(r"[这那]\s*$")
# (round 64c) "A100和910B混部，加起来大概300张卡": added up, about so many.
_TOTAL_BEFORE = re.compile(
    r"(?:共|一共|总共|合计|总计|加起来|加在一起|合起来|(?<![a-z])(?:total|in total|altogether|i\.e\.)\s*:?)"
    r"\s*(?:有|是)?\s*(?:大概|大约|约|差不多)?\s*$"
)
# A bare amount of calls right after a correction word: "，是1.2万", ", more like 8k",
# "上个月统计是三千次左右".
_BARE_CALLS = re.compile(
    r"[,\s]*(?:[^,.;!?\d]{0,8}?(?:是|改成|为|到|like|it's|is)\s*)?(?:约|大约|大概|差不多|about|around|~)?\s*"
    r"(?P<n>[0-9][0-9,]*(?:\.[0-9]+)?|[一二两三四五六七八九十百千]+)\s*(?P<mag>百万|千万|万|千|亿|k|w)?"
    r"\s*(?:次|calls|requests)?(?=\s*(?:左右|上下|吧|了)?\s*(?:[,.;!?]|$))"
)
# (round 57b) "call it 10k on average", "averaging about 8,000": the day's calls settled on after another.
_SETTLED_CALLS = re.compile(
    r"(?<![a-z])(?:call\s+it|averag(?:e|es|ing)(?:\s+out)?(?:\s+(?:at|to|of))?|on\s+average)\s+"
    r"(?:about\s+|around\s+|roughly\s+|~)?(?P<n>[0-9][0-9,]*(?:\.[0-9]+)?)\s*(?P<mag>k|thousand)?"
    r"(?:\s+(?:on\s+average|a\s+day|per\s+day))?(?=\s*(?:[,.;!?]|$))"
)
# "推理用的几台机器倒是有": what they have, said after the hardware.
_HAVE_AFTER = re.compile(r"\s*(?:倒是|倒|也|还|都|我们|咱们)?(?:有|在手)")
# Between hardware and a count of it in brackets: "集群（大概512张卡）", "cluster (about 512 GPUs)".
_BRACKETED = re.compile(r"\s*\(\s*(?:大概|大约|约|共|一共|总共|about|around|roughly|approximately|~)?\s*")
# What they lack: beside it, a refusal to buy states no other way to pay (round 23).
_LACKING = {("existing_hardware", "none"), ("ops_capacity", "none")}
# (round 59c) A lack of people said before hardware words: "nobody knows GPU servers", "没人管GPU服务器".
_NOBODY_CUE = re.compile(r"(?<![a-z])(?:nobody|no one|no-one)(?![a-z])|没人|没有人|无人")
# (round 61c) Right before hardware, a lack of practice with it ("从来没弄过", "冇搞過" folded), and
# right after it, a skill ("GPU-savvy"): said of people, not of the cards they have.
_NEVER_HANDLED = re.compile(
    # (round 64c) Cantonese 整 (do): "IT嗰邊冇整過GPU".
    r"(?:没|没有|未|从未|从来没|从没)(?:弄|搞|碰|接触|管|运维|维护|玩|折腾|整)过[a-z\s]{0,4}$"
)
# (round 67c) "沒有人有GPU伺服器的經驗", "nobody has GPU server experience": experience of it, a skill too.
_SKILL_AFTER = re.compile(
    r"\s*-?\s*(?:(?:servers?|hardware|clusters?)\s+)?(?:savvy|literate|experienced|skilled|experience|expertise)"
    r"(?![a-z])"
    r"|\s*(?:的|方面的|相关的?|这块的?)?\s*(?:经验|经历|背景|知识)"
)
# (round 64c) not "has" of a tense: "nobody there has ever looked after a GPU box".
_HAVING_SAID = re.compile(r"(?<![a-z])(?:has|have|owns?|got)(?![a-z])(?!\s+(?:ever|never|been)(?![a-z]))|有")
# (round 59c) A plan to build or buy hardware: "计划建自己的智算中心", "打算采购一批卡".
_PLANNED_BUILD = re.compile(
    r"(?:计划|打算|准备|拟|将要|规划)(?:要|在)?(?:新建|自建|建设|建|采购|购买|购置|买|扩建|搭建)"
    r"|(?<![a-z])(?:plan|planning|going)\s+to\s+(?:build|buy|purchase|set\s+up)(?![a-z])"
)
# (round 59c) One cluster said with its chip or its use and no count of its cards: "一个A10的推理集群".
_ONE_CLUSTER = re.compile(r"(?:有)?(?:一个|一套|个|套)[^,.;!?张卡]{0,14}?集群")
_ENDING = re.compile(
    r"(?:\s*(?:either|too|as well|at all|really|for us|this year|this fiscal year|this fy|this quarter"
    r"|right now|for now|at the moment|anytime soon|今年|目前|暂时|短期内))*[\s了的啊吧呢哈呀~.]*"
)


class Extractor:
    """The compiled contents of `understanding.yaml`, checked against the vocabulary."""

    def __init__(self, spec: UnderstandingSpec, vocabulary: Vocabulary, path: str) -> None:
        self.spec, self.vocabulary, self.path = spec, vocabulary, path
        self._phrases: dict[str, list[_Target]] = {}
        self._patterns: list[tuple[re.Pattern[str], _Target]] = []
        # The patterns a text without Latin letters may match, and those a text without Chinese may.
        self._cjk_patterns: list[tuple[re.Pattern[str], _Target]] = []
        self._latin_patterns: list[tuple[re.Pattern[str], _Target]] = []
        for qid, options in spec.options.items():
            for oid, words in options.items():
                self._add(words, _Target("option", qid, oid), f"options.{qid}.{oid}", f"{qid}.{oid}")
        for i, absent in enumerate(spec.absent):
            target = _Target("absent", absent.question, absent.value, absent.cues)
            self._add(Words(phrases=absent.phrases), target, f"absent[{i}]", absent.question)
            said = _Target("option", absent.question, absent.value)
            self._add(Words(patterns=absent.said), said, f"absent[{i}].said", absent.question)
        for i, permit in enumerate(spec.permits):
            target = _Target(
                "option",
                permit.question,
                permit.value,
                permits=True,
                yields=permit.gives_way,
                refuses=permit.refuses,
            )
            words = Words(phrases=permit.phrases, patterns=permit.patterns)
            self._add(words, target, f"permits[{i}]", permit.question)
        self._add(spec.ignore, _Target("ignore"), "ignore", "ignore")
        # Phrase lengths by first character, so the scan only tries lengths that can match.
        self._lengths: dict[str, list[int]] = {}
        for phrase in self._phrases:
            self._lengths.setdefault(phrase[0], []).append(len(phrase))
        for lengths in self._lengths.values():
            lengths[:] = sorted(set(lengths), reverse=True)
        neg, num = spec.negation, spec.numbers
        self._neg = word_regex(neg.cues + neg.absence)
        self._absence = {fold(w)[0] for w in neg.absence}
        self._waived_back = (
            re.compile(
                rf"(?:\s*(?:{alternation(neg.waived_back_filler)}))*\s*(?:{alternation(neg.waived_back)})"
                if neg.waived_back_filler
                else rf"\s*(?:{alternation(neg.waived_back)})"
            )
            if neg.waived_back
            else None
        )
        self._withdrawn = (
            (word_regex(neg.withdrawn_before), word_regex(neg.withdrawn_after))
            if neg.withdrawn_before and neg.withdrawn_after
            else None
        )
        self._waived = {fold(w)[0] for w in neg.waived}
        self._taken_back = {fold(w)[0] for w in neg.taken_back}
        # (round 54c) A word that takes back what was said, ending its clause ("两周训练时长先别算，",
        # "QLoRA那个说法收回"): what the clause said before it is withdrawn.
        self._taken_back_end = (
            # (round 66c) "之前提的10天训练周期 先撤回吧 还要再评估": a space after the particle ends it too.
            re.compile(
                rf"(?:{alternation(sorted(self._taken_back))})(?:(?:了|吧|啊|哈)?\s*(?=[,.;!?]|$)|(?:了|吧|啊|哈)(?=\s))"
            )
            if self._taken_back
            else None
        )
        self._not_neg = word_regex(neg.not_negation)
        self._after = re.compile(rf"(?:{alternation(neg.after_filler)}|\s)*({alternation(neg.after)})")
        self._joining = re.compile(rf"(?:{alternation(neg.joiners)}|\s)*")
        self._uncertain = word_regex(spec.uncertain)
        self._evaluating = re.compile(rf"(?:{alternation(spec.evaluating)})\s*$") if spec.evaluating else None
        self._unsure_after = (
            re.compile(
                rf"\s*(?:具体|但|不过|but|though|yet)?\s*(?:honestly|frankly|really)?\s*"
                # (round 60c) "组里还在评估", "the team is still evaluating": who is still weighing it, named.
                rf"(?:(?:组里|我们|团队|内部|领导|老板|那边"
                rf"|we're|we are|the team is|the team's|our team is"
                # (round 62c) "13B左右，底座还没定": the model named undecided.
                rf"|(?P<model>底座|基座|基模|模型|具体型号|用哪个底座|用哪个模型))\s*)?"
                rf"(?:{alternation(spec.uncertain_after)})"
                # (round 62c) "though honestly we haven't settled on the base yet": the model named after.
                r"(?P<named>\s+(?:on|about)\s+(?:the|a|our|which)\s+(?:base|model|size|checkpoint|backbone)"
                r"(?:\s+(?:model|size))?)?(?:\s+yet)?[\s的了呢吧啊]*"
            )
            if spec.uncertain_after
            else None
        )
        self._correction = word_regex(spec.corrections)
        self._deferred = word_regex(spec.deferred + spec.past) if spec.deferred or spec.past else None
        self._past = word_regex(spec.past) if spec.past else None
        self._past_only = set(spec.past_only)
        self._past_replaced = set(spec.past_replaced)
        self._replaced = word_regex(spec.replaced) if spec.replaced else None
        self._same_model = word_regex(spec.same_model) if spec.same_model else None
        self._proxy = word_regex(spec.proxy) if spec.proxy else None
        self._costlier = word_regex(spec.costlier) if spec.costlier else None
        self._costlier_ways = [(way, word_regex(words)) for way, words in spec.costlier_ways.items() if words]
        self._main = re.compile(rf"\s*(?:{alternation(spec.main_after)})") if spec.main_after else None
        self._main_before = (
            re.compile(rf"(?<![a-z])(?:{alternation(spec.main_before)})\s*(?:$|(?=\S))")
            if spec.main_before
            else None
        )
        self._minor = (
            re.compile(rf"(?:{alternation(spec.minor_before)}).{{0,6}}$") if spec.minor_before else None
        )
        self._plans = word_regex(spec.questions.plan_words) if spec.questions.plan_words else None
        self._conditional = word_regex(spec.questions.conditionals) if spec.questions.conditionals else None
        questions = spec.questions
        self._q_words = word_regex(questions.words + questions.asks + questions.not_words)
        self._q_not = {fold(w)[0] for w in questions.not_words}
        self._q_particles = re.compile(rf"(?:{alternation(spec.questions.particles)})[\s~]*$")
        self._q_topic = re.compile(rf"(?:{alternation(questions.topic_particles)})\s*$")
        self._q_starts = re.compile(rf"\s*(?:{alternation(spec.questions.starts)})")
        self._q_indirect = word_regex(questions.indirect) if questions.indirect else None
        self._q_views = word_regex(questions.views) if questions.views else None
        self._q_view_checks = {fold(w)[0] for w in questions.view_checks}
        self._q_view_starts = (
            re.compile(rf"\s*(?:{alternation(questions.view_starts)})") if questions.view_starts else None
        )
        self._q_defer = word_regex(questions.deferring) if questions.deferring else None
        self._q_wanted = questions.wanted
        self._q_asking_for = word_regex(questions.asking_for) if questions.asking_for else None
        self._q_asked_after = re.compile(questions.asked_after) if questions.asked_after else None
        self._q_own_ends = word_regex(questions.own_ends) if questions.own_ends else None
        self._q_own_means = word_regex(questions.own_means) if questions.own_means else None
        self._statements = (
            (word_regex(questions.statements), questions.statement_reach),
            (word_regex(questions.owners), 0),
        )
        self._self = word_regex(questions.self_words) if questions.self_words else None
        self._judging = word_regex(questions.judging) if questions.judging else None
        self._referring = word_regex(questions.referring) if questions.referring else None
        job = questions.own_job
        self._job = job
        self._job_not_plans = word_regex(job.not_plans) if job is not None and job.not_plans else None
        self._job_markers = word_regex(job.markers) if job is not None else None
        self._job_questions = set(job.questions) if job is not None else set()
        self._job_numbers = (
            [q for q in job.amounts if vocabulary.by_id[q].type == "number"] if job is not None else []
        )
        self._job_back = word_regex(job.refers_back) if job is not None and job.refers_back else None
        # A value said with a number ("a 3-month project", "24x7 serving") is a fact of a job.
        self._numeral = re.compile(rf"[0-9零一二两三四五六七八九十百千半]|{alternation(spec.numbers.words)}")
        self._job_or = (
            re.compile(
                rf"\s*(?:{alternation(job.alternatives)})\s*(?:(?:a|an|the|一个|个)\s+)?"
                # (round 40) "可能是13B也可能换成34B": the other side said as what it may change to.
                r"(?:用|是|选|换成|换用|改成|改用|换|上)?\s*"
            )
            if job is not None
            else None
        )
        self._job_join_after = (
            re.compile(rf"\s*的?\s*(?:{alternation(job.joiners + job.alternatives)})")
            if job is not None
            else None
        )
        self._job_alt_after = (
            re.compile(rf"\s*(?:{alternation(job.alternatives)})") if job is not None else None
        )
        self._job_alt_before = (
            re.compile(rf"(?:{alternation(job.alternatives)})\s*$") if job is not None else None
        )
        self._job_join_before = (
            re.compile(rf"(?<![a-z])(?:{alternation(job.joiners + job.alternatives)})\s*$")
            if job is not None
            else None
        )
        self._rank = {qid: {oid: i for i, oid in enumerate(order)} for qid, order in spec.precedence.items()}
        served = spec.served
        self._served = served
        self._served_patterns = []
        for i, pattern in enumerate(served.patterns if served is not None else []):
            try:
                self._served_patterns.append(re.compile(pattern))
            except re.error as exc:
                raise DataFileError(path, "served", f"served.patterns[{i}]", f"bad regex: {exc}") from exc
        self._sector_of = {
            fold(w)[0]: i
            for i, words in enumerate(served.sectors if served is not None else [])
            for w in words
        }
        self._sector_words = (
            [re.compile(alternation(words)) for words in served.sectors] if served is not None else []
        )
        self._served_identity = (
            # (round 57b) "I work in IT for a Hong Kong government department": a place named between, not a
            # client ("I work for a vendor for government").
            re.compile(rf"(?:{alternation(served.identity)})(?:(?!for |serv|to |with )[^,.;!?]){{0,12}}$")
            if served is not None and served.identity
            else None
        )
        online = spec.online
        self._online = online
        self._online_patterns = []
        for i, pattern in enumerate(online.patterns if online is not None else []):
            try:
                self._online_patterns.append(re.compile(pattern))
            except re.error as exc:
                raise DataFileError(path, "online", f"online.patterns[{i}]", f"bad regex: {exc}") from exc
        self._applications = (
            re.compile(alternation(online.applications))
            if online is not None and online.applications
            else None
        )
        stages = spec.stages
        self._stage_q = stages.question if stages is not None else None
        self._stage_first = word_regex(stages.first) if stages is not None and stages.first else None
        self._stage_then = word_regex(stages.then) if stages is not None and stages.then else None
        self._preparatory = set(stages.preparatory) if stages is not None else set()
        self._together = []
        for i, pattern in enumerate(stages.together if stages is not None else []):
            try:
                self._together.append(re.compile(pattern))
            except re.error as exc:
                raise DataFileError(path, "stages", f"stages.together[{i}]", f"bad regex: {exc}") from exc
        self._amounts = AmountReader(num, vocabulary)
        self._hardware = HardwareReader(num.hardware)
        self._owned_gpus = "owned_gpus" if "owned_gpus" in vocabulary.by_id else None
        self._combos = ComboReader(spec.combos, self._neg)
        self._kinds = [(oid, _chip_regex(chips)) for oid, chips in spec.gpu_kinds.items()]
        self._served_models = _option_patterns(spec.served_models)
        calls = spec.calls
        self._calls = [re.compile(p) for p in calls.patterns] if calls is not None else []
        self._call_magnitudes = calls.magnitudes if calls is not None else {}
        self._methods = _option_patterns(spec.methods)
        # A method word right after a negation ("不想全参", "no full fine-tuning") is ruled out.
        self._neg_before = re.compile(rf"(?:{self._neg.pattern})\s*(?:用|做|搞|跑|要|need|do|use|a)?\s*$")
        self._if = re.compile(r"\s*(?:的话|的情况下)")
        self._if_open = (
            re.compile(rf"\s*(?:{alternation(spec.hypothetical_if)})") if spec.hypothetical_if else None
        )
        # (round 61d) "如果租64张H100，从头预训练13B要多少天？", "if we rent 64 H100s, how long ...?": the
        # if-word right before the way to pay, in a sentence that asks.
        self._if_before = (
            re.compile(rf"(?:{alternation(spec.hypothetical_if)})\s*(?:我们|咱们|we)?\s*$")
            if spec.hypothetical_if
            else None
        )
        ex = spec.exclusive
        self._only = word_regex(ex.cues) if ex is not None and ex.cues else None
        self._only_after = (
            re.compile(rf"\s*(?:{alternation(ex.after)})(?![a-z])") if ex is not None and ex.after else None
        )
        self._rules_out = ex.rules_out if ex is not None else {}
        self._prefer = word_regex(ex.preferences) if ex is not None and ex.preferences else None
        self._refuse = word_regex(ex.refusals) if ex is not None and ex.refusals else None
        self.replies = ReplyReader(
            spec.replies, self._amounts, word_regex(neg.cues + neg.absence), word_regex(spec.corrections)
        )

    def _add(self, words: Words, target: _Target, field: str, entry: str) -> None:
        for phrase in words.phrases:
            folded = fold(phrase.strip())[0]
            if not folded:
                raise DataFileError(self.path, entry, f"{field}.phrases", "empty phrase")
            self._phrases.setdefault(folded, []).append(target)
        for i, pattern in enumerate(words.patterns):
            try:
                compiled = re.compile(pattern)
                self._patterns.append((compiled, target))
                # A pattern written with no Chinese in it needs Latin words to match, and one
                # written with no Latin letters needs Chinese: a message without either is
                # spared those searches (most messages are in one language).
                if _CJK_SOURCE.search(pattern):
                    self._cjk_patterns.append((compiled, target))
                if not _CJK_SOURCE.search(pattern) or _LATIN.search(_ESCAPES.sub("", pattern)):
                    self._latin_patterns.append((compiled, target))
            except re.error as exc:
                raise DataFileError(self.path, entry, f"{field}.patterns[{i}]", f"bad regex: {exc}") from exc

    # -- finding spans --------------------------------------------------------------------

    def _spans(self, text: str) -> list[_Hit]:
        """Phrase and pattern matches, longest first, no two overlapping."""
        found: list[_Hit] = []
        n = len(text)
        for i, ch in enumerate(text):
            # A phrase starting with a Latin letter or digit only starts a word: inside one
            # ("ops" in "devops") no phrase is tried at all.
            if ch.isascii() and ch.isalnum() and i and text[i - 1].isascii() and text[i - 1].isalnum():
                continue
            for length in self._lengths.get(ch, ()):
                if i + length > n:
                    continue
                targets = self._phrases.get(text[i : i + length])
                if targets is None:
                    continue
                last = text[i + length - 1]
                if (
                    last.isascii()
                    and last.isalnum()
                    and i + length < n
                    and text[i + length].isascii()
                    and text[i + length].isalnum()
                ):
                    continue
                found.extend(_Hit(i, i + length, t) for t in targets)
        latin, cjk = _LATIN.search(text), _CJK.search(text)
        patterns = self._patterns if latin and cjk else self._latin_patterns if latin else self._cjk_patterns
        for pattern, target in patterns:
            # Most patterns match nothing: one search settles those without a generator.
            at = pattern.search(text)
            if at is None:
                continue
            found.extend(
                _Hit(m.start(), m.end(), target)
                for m in pattern.finditer(text, at.start())
                if m.end() > m.start()
            )
        found.sort(key=lambda h: (h.start - h.end, h.start))
        taken = bytearray(n)
        chosen = []
        for hit in found:
            if not any(taken[hit.start : hit.end]):
                taken[hit.start : hit.end] = b"\x01" * (hit.end - hit.start)
                chosen.append(hit)
        chosen.sort(key=lambda h: h.start)
        return chosen

    def _clauses(self, text: str) -> list[tuple[int, int, str]]:
        clauses, start = [], 0
        for m in _CLAUSE_BREAK.finditer(text):
            if m.start() > start:
                # (round 45) a line break ends a line of a list ("预算：按月付\n请问哪种合适？"), no comma.
                comma = _DASH.fullmatch(m.group()) or (m.group().isspace() and "\n" not in m.group())
                clauses.append((start, m.start(), "," if comma else m.group()))
            start = m.end()
        if start < len(text):
            clauses.append((start, len(text), ""))
        return clauses

    def _asks(self, text: str, start: int, end: int, stop: str) -> bool:
        clause = text[start:end]
        if stop == "?":
            return not (_HEDGE_TAG.search(clause) and _CLOSING.match(text, end + 1))
        if self._uncertain.search(clause):
            return False
        # "数据量嘛，大概两百T": a particle before a comma can mark the topic, not ask.
        particle = self._q_particles.search(clause) and not (
            stop == "," and end < len(text) and self._q_topic.search(clause)
        )
        if self._q_defer is not None and self._q_defer.search(clause):
            return False  # "训练要多久取决于你们的建议": left to the advisor, not asked
        if _CLEFT.match(clause) or _REASON.match(clause) or _HEADING.match(clause):
            return False  # "what we lack is people", "which is why we rent": a statement
        words = [m for m in self._q_words.finditer(clause) if m.group() not in self._q_not]
        if words:
            paired = [(p.start(), p.end()) for p in _PAIRED.finditer(clause)]
            words = [
                m
                for m in words
                if not _INDEFINITE.match(clause, m.start())
                and not _CONCEDED.search(clause, max(0, m.start() - 6), m.start())
                and not _JUDGED.search(clause, max(0, m.start() - 12), m.start())
                and not any(a <= m.start() < b for a, b in paired)
                and not _FORGOTTEN.match(clause, m.end())
            ]
        trying = self._q_indirect.search(clause) if self._q_indirect is not None else None
        if words and trying is not None and trying.start() < words[0].start() and not particle:
            return False  # "想试试大模型能不能帮我们写报告": what trying will show, not asked
        if words and not particle and self._q_views is not None and words[0].group() in self._q_view_checks:
            view = self._q_views.search(clause)
            if view is None and self._q_view_starts is not None:
                view = self._q_view_starts.match(clause)
            if view is not None and view.start() < words[0].start():
                return False  # "看看7B的模型够不够用": what they will look at, not asked
        return bool(words or particle or self._q_starts.match(clause))

    def _asked_about(self, text: str, cs: int, ce: int, hit: _Hit) -> bool:
        """Whether domestic chips named at `hit` are what a question asks about, no rule (round 63d): named in
        a clause opened by words that ask ("想了解下用昇腾910B做7B模型微调，迁移工作量大不大？", "想问下用海光
        跑推理，适配麻烦吗？") in a sentence that ends with a question, with no word of a rule in the clause
        ("想问下我们必须信创，…" states one)."""
        opens = _ASK_OPEN.match(text, cs, ce) or (
            self._job_not_plans is not None and self._job_not_plans.match(text, cs, ce)
        )
        return (
            bool(opens) and _question_end(text, hit.start) is not None and not _RULE_SAID.search(text, cs, ce)
        )

    def _topic(self, text: str, clauses: list[tuple[int, int, str]], asks: list[bool], k: int) -> bool:
        """Whether clause k is the topic of the question after it: "国产卡跑大模型训练，
        迁移成本有多高？" asks about domestic cards; nothing in it is about the user."""
        cs, ce, stop = clauses[k]
        if self._self is None or stop != "," or k + 1 >= len(clauses) or not asks[k + 1]:
            return False
        ns, ne, _ = clauses[k + 1]
        if (self._referring is not None and self._referring.search(text, ns, ne)) or _ADVICE_ONLY.match(
            text, ns, ne
        ):
            return False
        plan_asked = self._plans is not None and self._plans.search(text, ns, ne) is not None
        if k == 0 and plan_asked and _UNIT_SIGNED.search(text, cs, ce):
            # (round 64d) "銀行數位金融處，想評估…？": the sender's unit, signing a question about their plan
            # ("城商行科技部，能用公有云吗？" asks of its topic only).
            return False
        if self._judging is not None and self._judging.search(text, ns, ne):
            return True
        # (round 45) "Is X something I should worry about for inference, or only for training?": the words
        # that only ask (`not_plans`) say nothing of the user.
        masks = (
            [(m.start(), m.end()) for m in self._job_not_plans.finditer(text, cs, ce)]
            if self._job_not_plans is not None
            else []
        )
        return not any(
            not any(a <= m.start() < b for a, b in masks) for m in self._self.finditer(text, cs, ce)
        )

    def _stated(self, text: str, cs: int, ce: int, hits: list[_Hit], owned: bool = False) -> set[int]:
        """In a clause that asks, the hits the user states about themselves: right after
        "我们是" / "we're a" / "作为" (or directly after "我们" / "our"), and any joined to
        them ("我们是城商行能上公有云吗", "我们银行能用公有云吗" say they are a bank;
        "银行能用公有云吗" does not); a value right before "的话" (a condition they plan
        for); and amounts, when the clause speaks of the user ("想试试4B够不够"). After a
        request for advice on their own aim ("What would you recommend for fine-tuning a 14B
        model?"), or, once `owned` (they said hardware they have), in a question about putting
        it to use ("能不能拿来做13B的LoRA微调？"), every value is theirs but a count of hardware:
        the cards a question supposes ("on 16 GPUs") are none they have. An option listed as
        `wanted` is wanted when asked for ("能不能先试一下？")."""
        # "能不能先用 API 试一下？": a trial asked for is one they want; "is 2TB of data a lot?":
        # a data size asked about is theirs.
        kept = {
            i
            for i, h in enumerate(hits)
            if h.target.value in self._q_wanted.get(h.target.question, ())
            or (h.target.measured and h.target.question in self.spec.questions.measured)
        }
        for cues, allowed in ((self._q_own_ends, True), (self._q_own_means, owned)):
            at = cues.search(text, cs, ce) if cues is not None and allowed else None
            if at is not None:
                kept.update(
                    i
                    for i, h in enumerate(hits)
                    if h.start >= at.start() and h.target.question != "existing_hardware"
                )
        for cues, reach in self._statements:
            for cue in cues.finditer(text, cs, ce):
                kept.update(i for i, _ in self._following(text, cue.end(), hits, reach))
        if self._conditional is not None:
            # "千卡集群的话利用率能做到多少？" (round 23): hardware supposed in a question is none they have
            # (an owner word before it keeps it theirs, below).
            kept.update(
                i
                for i, h in enumerate(hits)
                if self._conditional.match(text, h.end, ce) and h.target.question != "existing_hardware"
            )
        # (round 67b) "想做个导览问答，调在线API，大概每天三千次，会不会很贵？": a daily load said in a
        # question after the user's own plan is theirs, and so is the use with no end it tells
        # ("日均两万次请求，用serverless划算吗？" alone only weighs a case).
        if self._self is not None and self._self.search(text, 0, cs):
            kept.update(
                i
                for i, h in enumerate(hits)
                if (h.target.question, h.target.value) == ("usage_pattern", "continuous")
                and _DAILY_LOAD.match(text, h.start, min(ce, h.start + 16))
            )
        if self._plans is not None and self._plans.search(text, cs, ce):
            # "想评估一下4B的模型够不够用": an amount in a question about their own plan is theirs.
            kept.update(i for i, h in enumerate(hits) if h.target.measured)
        return kept

    def _asked_for(self, text: str, cs: int, ce: int, hits: list[_Hit]) -> set[int]:
        """In a clause that asks, the hits of an option asked for ("有没有按调用付费的？", "Is there
        a pay-per-call option?"), which the user wants (round 19)."""
        if self._q_asking_for is None:
            return set()
        asked = self.spec.questions.asked_for
        out: set[int] = set()
        for cue in self._q_asking_for.finditer(text, cs, ce):
            head = _OPTION_WHERE.match(text, cue.end())
            named = [i for i, _ in self._following(text, head.end() if head else cue.end(), hits, 2)]
            # "有没有按量付费和买断两种方案？": two ways asked about are compared, neither wanted.
            if len({hits[i].target.question for i in named}) == len(named):
                out.update(
                    i
                    for i in named
                    if hits[i].target.value in asked.get(hits[i].target.question, ())
                    and not self._other_way_after(text, hits[i])
                )
        if self._q_asked_after is not None:
            # "按次付钱的那种有没有": the option said first, then asked for.
            for i, h in enumerate(hits):
                if (
                    cs <= h.start
                    and h.end <= ce
                    and h.target.value in asked.get(h.target.question, ())
                    and self._q_asked_after.match(text, h.end, ce)
                    # (round 67d) "租卡行不行，还是得买？": a way asked of with another after it is weighed
                    and not self._other_way_after(text, h)
                ):
                    out.add(i)
        return {i for i in out if not _NOT_WANTED_ASK.search(text, max(0, hits[i].start - 24), hits[i].start)}

    def _compared(
        self, text: str, cs: int, ce: int, hits: list[_Hit], asking: bool = True, me: int | None = None
    ) -> set[int]:
        """The hits a question compares, which it states no choice of: two values of one
        question joined by an alternative ("7B还是13B？", "rent or buy?"); in a question, two
        amounts of one question ("7B的模型和13B的模型，推理成本差多少？"); and, in a clause that
        compares ("哪个", "difference", "better"; for a clause that is the topic of the question
        after it, said up to `me`), a value joined to anything by a connective ("微调和RAG哪个
        更适合", "the difference between LoRA and full fine-tuning")."""
        if self._job_or is None or self._job_join_after is None or self._job_join_before is None:
            return set()
        out: set[int] = set()
        if asking:
            for qid in self._job_numbers:
                said = [i for i, h in enumerate(hits) if h.target.question == qid]
                if len({_round(hits[i].target.value) for i in said}) > 1:
                    out.update(said)
        for i in range(len(hits) - 1):
            a, b = hits[i], hits[i + 1]
            if (
                a.target.question == b.target.question
                and a.end <= b.start
                and (
                    self._job_or.fullmatch(text, a.end, b.start)
                    or _OR_SAID_WHERE.fullmatch(text, a.end, b.start)
                )
            ):
                out.update((i, i + 1))
        if asking and self._job_markers is not None and self._job_markers.search(text, cs, me or ce):
            for i, h in enumerate(hits):
                if self._job_join_after.match(text, h.end, ce):
                    out.add(i)
                    # "between LoRA and full fine-tuning": the value after the connective,
                    # a word or two on, is the other side.
                    nxt = hits[i + 1] if i + 1 < len(hits) else None
                    if (
                        nxt is not None
                        and nxt.target.question == h.target.question
                        and nxt.start - h.end <= 16
                    ):
                        out.add(i + 1)
                elif self._job_join_before.search(text, max(cs, h.start - 16), h.start):
                    out.add(i)
        return out

    def _weighs(self, text: str, cs: int, ce: int, hits: list[_Hit]) -> bool:
        """Whether a clause names alternatives ("租还是买", "14B还是32B", "LoRA or RAG"): a value
        with an alternative's word right before or after it."""
        if self._job_or is None or self._job_alt_after is None or self._job_alt_before is None:
            return False
        return any(
            self._job_alt_after.match(text, h.end, ce)
            or self._job_alt_before.search(text, max(cs, h.start - 8), h.start)
            or self._job_alt_after.match(text, h.start, h.end)  # "还是买" said in one
            for h in hits
        )

    def _waived_before(
        self,
        text: str,
        message: str,
        where: list[int],
        spans: list[_Hit],
        clauses: list[tuple[int, int, str]],
        values: list[Extracted],
        permitted: set[int],
    ) -> list[Extracted]:
        """ "能支持国产卡吗？不是硬性要求", "On-prem would be nice, but it's not a hard requirement":
        a clause that only waives a demand rules out, as no demand made, the compliance options
        named in the clause before it (round 18); what that clause seemed to ask for gives way.
        "一开始说要信创，后来领导说不强制了" (round 40): so does a later clause letting go of a demand
        said as the first position, for the options of the clauses that said it."""
        identities = {(q, v) for q, vs in self.spec.identities.items() for v in vs}
        for k in range(1, len(clauses)):
            cs, ce, _ = clauses[k]
            m = self._waived_back.match(text, cs, ce) if self._waived_back is not None else None
            if m is None or not _ENDING.fullmatch(text, m.end(), ce):
                m = None
            if m is None and self._withdrawn is not None and self._withdrawn[1].search(text, cs, ce):
                first = [
                    i for i, (a, b, _) in enumerate(clauses[:k]) if self._withdrawn[0].search(text, a, b)
                ]
                if first:
                    # The demand said with the first position, in its clause or the one after it: not a
                    # demand restated after the withdrawal began ("…cleared us. So: data can't leave").
                    ps, pe = clauses[first[0]][0], clauses[min(first[0] + 1, k - 1)][1]
                    values = self._waive(message, where, spans, values, permitted, identities, ps, pe, cs, ce)
                continue
            if m is None:
                continue
            j = k - 1
            while j > 0 and not text[clauses[j][0] : clauses[j][1]].strip():
                j -= 1  # "nice, but it's not": no words between the comma and "but"
            ps, pe, _ = clauses[j]
            # "数据不能出境、部署最好国产化但不强制" (round 33): in a list of demands the waiver is
            # said of the last item only; the ones before it stand.
            last = text.rfind("、", ps, pe)
            if last >= 0 and any(
                last < h.start < pe and h.target.kind == "option" and h.target.question == "compliance"
                for h in spans
            ):
                ps = last + 1
            values = self._waive(message, where, spans, values, permitted, identities, ps, pe, cs, ce)
        return values

    def _waive(
        self,
        message: str,
        where: list[int],
        spans: list[_Hit],
        values: list[Extracted],
        permitted: set[int],
        identities: set[tuple[str, str]],
        ps: int,
        pe: int,
        cs: int,
        ce: int,
    ) -> list[Extracted]:
        """The demands named in text[ps:pe] ruled out, as no demand made, by the waiver text[cs:ce]."""
        named = {
            (h.target.question, h.target.value)
            for h in spans
            if ps <= h.start < pe
            and h.target.kind == "option"
            and not h.target.permits
            and self.vocabulary.by_id[h.target.question].type == "multi"
            and (h.target.question, h.target.value) not in identities
        }
        if not named:
            return values
        span = _source(message, where, cs, ce).strip()
        values = [e for e in values if e.negated or (e.question, e.value) not in named]
        for qid, value in sorted(named):
            if not any(e.question == qid and e.value == value for e in values):
                values.append(Extracted(qid, value, span, True))
                permitted.add(id(values[-1]))
        return values

    def _not_the_served(self, text: str, values: list[Extracted], at: dict[int, int]) -> list[Extracted]:
        """ "我们和医院合作，数据由医院提供，不能带出医院": once a sector is named as whom they serve
        or work with, its words elsewhere give no `served.value` (round 18), unless said as what
        they are ("我们是医院")."""
        served = self._served
        if served is None or not any(
            e.question == served.question and e.value == served.value and not e.negated for e in values
        ):
            return values
        sectors: set[int] = set()
        for pattern in self._served_patterns:
            for m in pattern.finditer(text):
                sector = self._sector_of.get(m.group("sector"))
                if sector is not None:
                    sectors.add(sector)
        if not sectors:
            return values

        def theirs(e: Extracted) -> bool:
            if e.question != served.question or e.value != served.value or e.negated or id(e) not in at:
                return True
            start = at[id(e)]
            said = fold(e.text)[0]
            if not any(self._sector_words[i].search(said) for i in sectors):
                return True
            ident = self._served_identity
            return ident is not None and ident.search(text, max(0, start - 36), start) is not None

        return [e for e in values if theirs(e)]

    def _not_on_line(self, text: str, values: list[Extracted], at: dict[int, int]) -> list[Extracted]:
        """ "想用在线大模型做客服问答", "call a hosted model through an API for our chatbot": an
        application on an online model serves no model of theirs, so its words give no `online.value`
        (round 19); an explicit serving word ("部署", "serve") still does."""
        online, apps = self._online, self._applications
        if (
            online is None
            or apps is None
            or not any(
                e.question == online.question and e.value == online.value and not e.negated for e in values
            )
        ):
            return values
        # "whether to host our own LLM or keep using online APIs" (round 35): serving weighed against an
        # online model states no task.
        weighed = [m.start() for m in _OR_ONLINE.finditer(text)]
        values = [
            e
            for e in values
            if not (
                e.question == online.question
                and e.value == online.value
                and not e.negated
                and any(
                    0 < w - at.get(id(e), w) <= 80 and not _SENTENCE_GAP.search(text, at[id(e)], w)
                    for w in weighed
                )
            )
        ]
        if not self._calls_online(text):
            return values

        def application(e: Extracted) -> bool:
            said = fold(e.text)[0]
            if apps.search(said) or _LOAD_SPAN.fullmatch(said) or _PUT_TO_WORK.fullmatch(said):
                return True
            # "Looking at an internal assistant that drafts summaries" (round 53b): only the verb is the span,
            # the application is named right after it in the clause (a serving verb still names the task).
            start = at.get(id(e))
            if start is None or _SERVING_VERB.search(said):
                return False
            end = start + len(said)
            gap = _CLAUSE_BREAK.search(text, end, end + _APP_AFTER)
            return apps.search(text, end, gap.start() if gap else end + _APP_AFTER) is not None

        return [
            e
            for e in values
            if not (
                e.question == online.question and e.value == online.value and not e.negated and application(e)
            )
        ]

    def _calls_online(self, text: str) -> bool:
        """Whether the message says they call an online model ("调用在线大模型的API"), not that calling
        one is ruled out ("用在线大模型的API肯定不行", "we can't use a hosted API": round 31)."""
        for p in self._online_patterns:
            for m in p.finditer(text):
                if not (
                    _ONLINE_REFUSED_AFTER.match(text, m.end())
                    or _ONLINE_REFUSED_BEFORE.search(text, max(0, m.start() - 12), m.start())
                ):
                    return True
        return False

    def _mixed(self, text: str, values: list[Extracted], at: dict[int, int]) -> set[int]:
        """ids of the `stages` values a `together` pattern covers two kinds of ("既做预训练也做
        微调", "both pretraining and fine-tuning"): said side by side, neither is the task (round 18)."""
        said = [e for e in values if e.question == self._stage_q and not e.negated and id(e) in at]
        if len({repr(e.value) for e in said}) < 2:
            return set()
        out: set[int] = set()
        for pattern in self._together:
            for m in pattern.finditer(text):
                inside = [e for e in said if m.start() <= at[id(e)] < m.end()]
                if len({repr(e.value) for e in inside}) > 1:
                    out.update(id(e) for e in inside)
        return out

    def _later_stages(self, text: str, values: list[Extracted], at: dict[int, int]) -> set[int]:
        """ids of the `stages` values said after a `then` word that follows another value marked
        as the first step ("先部署推理，再微调" is inference now, the fine-tuning later; round 18)."""
        if self._stage_first is None or self._stage_then is None:
            return set()
        said = sorted(
            (e for e in values if e.question == self._stage_q and not e.negated and id(e) in at),
            key=lambda e: at[id(e)],
        )
        out: set[int] = set()
        for i, a in enumerate(said):
            start = at[id(a)]
            if a.value in self._preparatory or not self._stage_first.search(text, max(0, start - 12), start):
                continue
            for b in said[i + 1 :]:
                if b.value != a.value and self._stage_then.search(text, start + len(a.text), at[id(b)]):
                    out.add(id(b))
        return out

    def _trained_after_preparing(
        self, text: str, values: list[Extracted], at: dict[int, int], later: set[int]
    ) -> set[int]:
        """ids of trainings said as a later step after data prepared first ("先做清洗和脱敏，之后再拿来
        微调模型", round 34): the preparation is for the training, which sizes the compute, so the
        training is not put off (as "先清洗数据再做SFT" gives fine_tuning). Only when every task said
        for now is a preparatory one and a `first` word comes before the training; serving said later,
        or a training only perhaps done ("后面可能做预训练"), stays later."""
        if self._stage_first is None or not self._preparatory:
            return set()
        tasks = [e for e in values if e.question == self._stage_q and not e.negated and id(e) in at]
        now = [e for e in tasks if id(e) not in later]
        if not now or any(e.value not in self._preparatory for e in now):
            return set()
        first = min(at[id(e)] for e in now)
        return {
            id(e)
            for e in tasks
            if id(e) in later
            and e.value not in self._preparatory
            and e.value != "inference"
            and at[id(e)] > first
            and self._stage_first.search(text, max(0, first - 12), at[id(e)])
            and not _MAYBE_LATER.search(text, first, at[id(e)] + 12)
        }

    def _weighed_next(
        self,
        text: str,
        cs: int,
        ce: int,
        hits: list[_Hit],
        nxt: tuple[int, int, str],
        spans: list[_Hit],
    ) -> bool:
        """Whether a clause is one side of the question after it (round 18): the question opens
        with an alternative and names another value of one of the clause's questions ("只能一次性
        买断，还是也可以按年租？"), or the clause joins two values of one question and the question
        compares ("按卡时租和自己买8台服务器，哪个总成本低？")."""
        if self._job_alt_after is None or self._job_join_after is None or self._job_markers is None:
            return False
        ns, ne, _ = nxt
        asked = {h.target.question for h in hits}
        if self._job_alt_after.match(text, ns, ne) and any(
            h.target.kind == "option" and h.target.question in asked for h in spans if ns <= h.start < ne
        ):
            return True
        if self._job_markers.search(text, ns, ne) is None:
            return False
        return any(
            a.target.question == b.target.question
            and a.target.value != b.target.value
            and self._job_join_after.match(text, a.end, ce) is not None
            for i, a in enumerate(hits)
            for b in hits[i + 1 :]
        )

    def _other_way_after(self, text: str, hit: _Hit) -> bool:
        """(round 64d) "能不能先租一段时间，后面确定了再买？": a way asked for with another way named
        after it in the same question is a sequence weighed, none wanted."""
        end = _question_end(text, hit.end)
        return (
            hit.target.question == "budget_model"
            and end is not None
            and bool(self._ways_named(text, hit.end, end) - {hit.target.value})
        )

    def _ways_named(self, text: str, lo: int, hi: int) -> set[str]:
        """The ways to pay whose words stand in `text[lo:hi]` (`costlier_ways`: "买", "租", ...)."""
        return {way for way, words in self._costlier_ways if words.search(text, lo, hi)}

    def _own_job(
        self,
        text: str,
        cs: int,
        ce: int,
        hits: list[_Hit],
        me: int | None = None,
        named_before: bool = False,
    ) -> tuple[set[int], set[int]]:
        """In a clause that asks, the hits of the user's own job (see `OwnJob`) and, apart,
        the things it compares, which are never taken from a question. `named_before`: the
        clause just before, joined by a comma, stated an amount of their job ("想问下
        Qwen2-57B-A14B这种MoE的，做LoRA微调要多少显存？"), which names the job (round 18)."""
        job = self._job
        if job is None:
            return set(), set()
        compared = self._compared(text, cs, ce, hits, me=me)
        named = named_before or any(
            i not in compared
            and (
                (h.target.measured and h.target.question in job.amounts)
                or (h.target.question in job.questions and self._numeral.search(text, h.start, h.end))
            )
            for i, h in enumerate(hits)
        )
        if not named and self._job_or is not None:
            # "7B还是14B更适合做法律文书生成的微调？": two values of one question weighed as
            # alternatives are dropped, the case they are weighed for is the user's own job
            # (round 16; as "rent or buy for a two-year project?" is a project).
            named = any(
                a.target.question == b.target.question
                and a.target.question in job.questions
                and a.end <= b.start
                and self._job_or.fullmatch(text, a.end, b.start) is not None
                for a, b in pairwise(hits)
            )
        start = cs
        if not named and self._plans is not None:
            # "Can we run fine-tuning on Ascend?": the values after a word of theirs; "推理服务的
            # 延迟抖动应该怎么评估？" asks about a matter, it names no job.
            masks = (
                [(m.start(), m.end()) for m in self._job_not_plans.finditer(text, cs, ce)]
                if self._job_not_plans is not None
                else []
            )
            plan = next(
                (
                    m
                    for m in self._plans.finditer(text, cs, ce)
                    if not any(a <= m.start() < b for a, b in masks)
                ),
                None,
            )
            if plan is None and self._job_back is not None and self._plans.search(text, 0, cs):
                plan = self._job_back.search(text, cs, ce)  # "Is that realistic without buying?"
            if plan is None:
                return set(), compared
            start = plan.start()
        elif not named:
            return set(), compared
        keep = set(job.questions) | set(job.ruled_out_only)
        return {
            i
            for i, h in enumerate(hits)
            if h.start >= start and h.target.question in keep and i not in compared
        }, compared

    def _following(self, text: str, start: int, hits: list[_Hit], reach: int) -> Iterator[tuple[int, bool]]:
        """The hits a cue ending at `start` governs, as (index, first): the first within
        `reach` units of text, then each one joined to the previous by a connective
        ("和", "、", "and")."""
        prev, first = start, True
        for i, hit in enumerate(hits):
            if hit.start < start:
                continue
            gap = text[prev : hit.start]
            if first and len(_UNITS_OF_TEXT.findall(gap)) > reach:
                return
            if not first and self._joining.fullmatch(gap) is None:
                return
            yield i, first
            prev, first = hit.end, False

    # -- negation -------------------------------------------------------------------------

    def _negations(
        self, text: str, cs: int, ce: int, hits: list[_Hit], blocked: list[_Hit]
    ) -> dict[int, tuple[str, int, int]]:
        """For the hits of one clause, which are negated: index → (kind, span start, span
        end), kind "absence", "waived" (no demand made), "taken_back" (what was said withdrawn) or "any", the
        span covering the hit and its cue."""
        out: dict[int, tuple[str, int, int]] = {}
        masks = [(m.start(), m.end()) for m in self._not_neg.finditer(text, cs, ce)]
        reach = self.spec.negation.reach
        inside = [(h.start, h.end) for h in blocked]
        for cue in self._neg.finditer(text, cs, ce):
            kind = "absence" if cue.group() in self._absence else "any"
            # "没有集群": the cue shares its end with a value ("有集群"). In "have no GPUs"
            # the shared "no" belongs to the value ("no gpus"), which already says it.
            shared = [
                i
                for i, h in enumerate(hits)
                if cue.start() < h.start < cue.end() <= h.end
                and not self._neg.fullmatch(text, h.start, cue.end())
            ]
            for i in shared:
                out[i] = (kind, cue.start(), hits[i].end)
            # A cue inside a value or a word that only looks negative ("没问题") is none;
            # one that runs on past such a word ("不一定非要" past "非要") still is.
            if (
                shared
                or any(a <= cue.start() < b or a < cue.end() <= b for a, b in inside)
                or any(a <= cue.start() and cue.end() <= b for a, b in masks)
            ):
                continue
            for i, first in self._following(text, cue.end(), hits, reach):
                if ")" in text[cue.end() : hits[i].start]:
                    break  # "(not an agency ourselves) building a chatbot" (round 23): a bracket closes it
                if first and _NEW_PREDICATE.search(text, cue.end(), hits[i].start):
                    break  # "We have nothing yet and would rent" (round 41): a verb of their own begins anew
                begins = hits[i].start
                if text.startswith("直接", begins) and _NO_TUNING_THEN.search(text, cue.end(), begins):
                    break  # "不做任何微调直接部署" (round 63b): the negation ends with the tuning
                # "zero hardware and zero ops people", "no servers, no GPUs" (round 59): the value says its
                # own lack (the cue before negates what it names, not a lack said anew after it).
                h = hits[i]
                if (self._neg.match(text, h.start) and (not first or text[cue.end() : h.start].strip())) or (
                    h.target.value == "none" and self._neg.search(text, h.start + 1, h.end)
                ):
                    continue
                if i not in out or out[i][0] != "absence":
                    out[i] = (kind, cue.start() if first else hits[i].start, hits[i].end)
        for i, hit in enumerate(hits):
            # (round 53c) "没有显卡和运维人员", "无GPU设备及相关技术人员", "no GPUs or ops staff": a
            # value that says its own lack ("没有显卡") keeps it going over the things joined to it, as a
            # cue before them would.
            t = hit.target
            if t.kind == "option" and t.value == "none" and _LACK_SAID.match(text, hit.start):
                prev = hit.end
                for j in range(i + 1, len(hits)):
                    # Only a joining word between ("没人会运维GPU服务器" is what they cannot run).
                    gap = text[prev : hits[j].start]
                    if not gap.strip() or self._joining.fullmatch(gap) is None:
                        break
                    if hits[j].target.kind == "absent" and j not in out:
                        out[j] = ("absence", hits[j].start, hits[j].end)
                    prev = hits[j].end
        for i, hit in enumerate(hits):
            m = self._after.match(text, hit.end, ce)
            # (round 47) "没卡没人": a value that says its own absence is not undone by the next lack listed
            # (round 59c: nor "We have no servers, no GPUs", the lack inside the value's words).
            if m and _ENDING.fullmatch(text, m.end(), ce) and not _LACK_SAID.search(text, hit.start, hit.end):
                said = m.group(1)
                kind = (
                    "absence"
                    if said in self._absence
                    else "waived"
                    if said in self._waived
                    else "taken_back"
                    if said in self._taken_back
                    else "any"
                )
                out[i] = (kind, hit.start, m.end())
        return out

    # -- the public entry points ----------------------------------------------------------

    def chip_kind(self, message: str) -> str | None:
        """The class of the cards a reply names (the `gpu_kinds` of `owned_gpu_kind`: "4090",
        "都是A800", "Ascend 910B"), when every chip it names falls in one class; None otherwise.
        For a reply to the question of the kind of cards owned (the chat asks it beside the advice)."""
        text = fold(message)[0]
        kinds = {k for _, _, k in _kept_chips(text, self._chips_in(text))}
        return kinds.pop() if len(kinds) == 1 else None

    def understand(
        self, message: str, answers: Answers | None = None, lang_hint: str | None = None
    ) -> Understanding:
        text, where = fold(message)
        spans = self._spans(text)
        # "we'd co-build compute with a client … They have a 1024-GPU H100 cluster" (round 32): after another
        # party is named, what "they" have is that party's, none the sender has.
        party = None if _FOR_CLIENT.search(text) else _OTHER_PARTY.search(text)
        theirs = [(m.start(), m.end()) for m in _THEY_HAVE.finditer(text, party.end())] if party else []
        theirs += [(m.start(), m.end()) for m in _PARTY_HAS.finditer(text)] if party else []
        if theirs:
            spans = [h for h in spans if not any(a <= h.start and h.end <= b for a, b in theirs)]
            spans += [_Hit(a, b, _Target("ignore")) for a, b in theirs]
            spans.sort(key=lambda h: h.start)
        values: list[Extracted] = []
        is_question = False
        measured: set[int] = set()  # ids of the values read from amounts
        later: set[int] = set()  # ids of the values in a clause about a later plan
        gone: set[int] = set()  # ... about a past run, of the questions only it answers (round 20)
        refusing: set[int] = set()  # ids of the values a flat refusal states ("不买机器" states renting)
        # ids of the values a preference against the other way states ("rather not buy" states renting), with
        # that other way ruled out instead (round 38)
        preferring: dict[int, Extracted] = {}
        weighed_ways: set[Any] = set()  # ways to pay a question weighs ("would buying be cheaper?")
        permitted: set[int] = set()  # ids of the values ruled out by a permission ("上公有云没问题")
        yielding: set[int] = set()  # ... of those, the ones that give way to a stated answer
        weight: dict[int, int] = {}  # ids of the values said to be the main (1) or minor (-1) one
        seen: set[tuple[str, str, bool]] = set()
        at: dict[int, int] = {}  # ids of the values -> where in the text they were said
        earlier: tuple[int, int, str, Any] | None = None  # the last amount read, for "..., 不是2千亿"
        clauses = self._clauses(text)
        asks = [self._asks(text, cs, ce, stop) for cs, ce, stop in clauses]
        for k in range(1, len(clauses)):
            # "a text-to-video model, which needs pretraining": a relative clause, not a question.
            cs, ce, stop = clauses[k]
            if asks[k] and stop != "?" and clauses[k - 1][2] == "," and _RELATIVE.match(text, cs, ce):
                asks[k] = False
        for k in range(1, len(clauses)):
            # (round 61b) "领导让调研一下，能不能弄个政策问答的系统，...": whether it can be done, right
            # after a clause that ends on trying it, is what the trying will show, not asked (as
            # "想试试大模型能不能写报告").
            cs, ce, stop = clauses[k]
            tail = text[clauses[k - 1][0] : clauses[k - 1][1]].rstrip()
            if (
                asks[k]
                and stop != "?"
                and clauses[k - 1][2] == ","
                and self._q_indirect is not None
                and _WHETHER.match(text, cs, ce)
                and any(m.end() == len(tail) for m in self._q_indirect.finditer(tail))
            ):
                asks[k] = False
        for k in range(len(clauses) - 1):
            cs, ce, stop = clauses[k]
            if (
                stop == "?"
                and _BARE_TOPIC.fullmatch(text, cs, ce)
                and _SELF_ANSWER.match(text, clauses[k + 1][0])
                and not self._asks(text, cs, ce, "")
            ):
                asks[k] = False
        for k in range(len(clauses) - 1):
            # "请问我们手上4张RTX 4090，能跑72B吗？" (round 31): a clause that asks only by the opening
            # 请问 and says what the sender has, before the clause that asks, states their own case.
            cs, ce, stop = clauses[k]
            ask_open = _ASK_OPEN.match(text, cs, ce)
            if (
                asks[k]
                and stop == ","
                and asks[k + 1]
                and ask_open
                and _ASK_OWN.match(text, ask_open.end(), ce)
            ):
                asks[k] = self._asks(text, ask_open.end(), ce, stop)
        proxy = self._proxy is not None and self._proxy.search(text) is not None
        owned_before = -2  # the last clause that said hardware they have
        cards: dict[tuple[int, int], float | None] = {}  # counts of hardware -> the GPUs they come to
        owned_cards: list[tuple[int, int, float | None]] = []  # (clause, where, GPUs) of what they have now
        owned_spans: list[tuple[int, int, int, int]] = []  # (clause start, end, span start, end) of the same
        opening: set[int] = set()  # the clauses opening with a count of what they have; -k-1: calling it so
        amount_clause = -2  # the last clause that stated an amount of their job
        for k, (cs, ce, stop) in enumerate(clauses):
            topic = not asks[k] and self._topic(text, clauses, asks, k)
            asking = asks[k] or topic
            is_question = is_question or asking
            in_clause = [h for h in spans if cs <= h.start < ce]
            hits = self._with_hardware(text, cs, ce, in_clause, cards)
            if (
                clauses[k - 1][2] == ","
                and _DESCRIBING.match(text, cs, ce)
                and (
                    owned_before == k - 1
                    or (
                        owned_before == k - 2
                        and clauses[k - 2][2] == ","
                        and _MIXED.match(text, clauses[k - 1][0], clauses[k - 1][1])
                    )
                )
            ):
                # "机房有一个小集群，都是国产卡": the chips their hardware is made of, no rule.
                chips = ("compliance", "domestic_hardware")
                hits = [h for h in hits if (h.target.question, h.target.value) != chips]
            # A span running on from an earlier clause ("7 days a week, 24 hours a day") covers its words.
            taken = [(h.start, h.end) for h in spans if h.start < ce and h.end > cs]
            amounts = self._amounts.find(text, taken, cs, ce)
            # "A800，八十G的", "A100 40GB" (round 44): the memory of the card named right before it, no data.
            amounts = [a for a in amounts if not (a[2] == "data_scale" and self._card_memory(text, a[0]))]
            like = self._amounts.contrasted(text, cs, ce, earlier) if earlier else None
            if earlier and not like:
                # "50亿token，不对……是500亿" (round 32): a bare amount after a correction restates the earlier
                # one in its unit even when, alone, it would be read as something else (500亿 as parameters).
                like = self._amounts.restated(text, cs, ce, earlier, self._correction)
            amounts = [like] if like else amounts
            earlier = amounts[-1] if amounts else earlier
            hits += [_Hit(s, e, _Target("option", q, v, measured=True)) for s, e, q, v in amounts]
            hits.sort(key=lambda h: h.start)
            if (
                not asking
                and stop == ","
                and k + 1 < len(clauses)
                and asks[k + 1]
                and (
                    self._weighs(text, cs, ce, hits)
                    or self._weighed_next(text, cs, ce, hits, clauses[k + 1], spans)
                )
            ):
                # "14B还是32B，哪个更适合？", "租还是买，哪个划算？": the alternatives the question
                # after it weighs; the clause is part of that question.
                topic = asking = is_question = True
            stated = self._stated(text, cs, ce, hits, owned_before >= 0) if asking else set()
            if topic and k and clauses[k - 1][2] == ",":
                # "全参微调13B，语料五十亿token，二十天内能跑完吗？": amounts listed after a fact
                # about their job describe it too, they are no topic in general.
                # (round 38) "SFT就够了，数据就几个G，在笔记本上能跑吗？": a size said in words the same.
                stated.update(
                    i for i, h in enumerate(hits) if h.target.measured or h.target.question == "data_scale"
                )
            refused_only: set[int] = set()  # kept from a question only as a way ruled out
            if asking:
                # "Can a 13B model be fine-tuned on a single A100?": a question about their own
                # job keeps its facts; what it compares ("7B还是13B？") it does not.
                # A clause that is the topic of the question after it is compared by that question.
                me = clauses[k + 1][1] if topic and k + 1 < len(clauses) else None
                named_before = amount_clause == k - 1 and k > 0 and clauses[k - 1][2] == ","
                job, compared = self._own_job(text, cs, ce, hits, me, named_before)
                only = set(self._job.ruled_out_only) if self._job is not None else set()
                asked_for = self._asked_for(text, cs, ce, hits)
                refused_only = {i for i in job | stated if hits[i].target.question in only} - asked_for
                stated = ((stated | job) - compared) | asked_for
                stated |= {
                    i
                    for i, h in enumerate(hits)
                    if h.target.question == "existing_hardware"
                    and h.target.value != "none"
                    and (
                        _marked_theirs(text, cs, h)
                        # "with the 8 A100s we already have?" (round 23): said theirs right after.
                        or self._hardware.had_after(text, h.end, ce)
                        # (round 50) "... on 2 x RTX 4090? That's all we have.", "... on one T4? We already
                        # have that card.": the sentence after the question says it is theirs.
                        or self._hardware.had_next(text, h.end)
                    )
                }
                # "我们现有的昇腾910B集群（大概512张卡）接入...？" (round 23): a count in brackets right after
                # their hardware counts it.
                stated |= {
                    i
                    for i in range(1, len(hits))
                    if i - 1 in stated
                    and hits[i].target.question == hits[i - 1].target.question == "existing_hardware"
                    and _BRACKETED.fullmatch(text, hits[i - 1].end, hits[i].start)
                }
            if asking and self._costlier is not None and self._costlier.search(text, cs, ce):
                # "Would buying our own be cheaper?" (round 23): a way to pay weighed in a question.
                weighed_ways |= self._ways_named(text, cs, ce)
            elif stop == "," and k + 1 < len(clauses) and asks[k + 1] and self._costlier is not None:
                # (round 64d) "自建集群和继续租用，哪个划算？": both ways named, weighed by the question.
                ways = self._ways_named(text, cs, ce)
                if len(ways) > 1 and self._costlier.search(text, *clauses[k + 1][:2]):
                    weighed_ways |= ways
            if asking and proxy:
                # (round 67d) "帮客户问一下：…按调用付费OK吗？": a way to pay asked for on a client's
                # behalf is the client's wish, as the facts relayed for them are.
                stated &= asked_for
            if asking and not stated:
                continue  # "Is X possible? Asking on behalf of a customer": the customer's job (round 23)
            # "国产加速卡做迁移，一般要先验证哪些东西？" (round 59b): how it is done in general states no
            # requirement or way of use of theirs (the facts of a job asked about still are: "How long does it
            # usually take to fine-tune a 70B model?").
            general = any(h.target.question in _NOT_GENERAL for h in hits) and _general_question(text, cs)
            # "用7B还是13B还没定": in a statement too, alternatives weighed are no choice.
            weighed = self._compared(text, cs, ce, hits, asking=False) if not asking else set()
            if weighed:
                # "whether to pretrain a 3B from scratch or continue-pretrain a base" (round 23): a clause
                # weighing two different values of a question states none of that question's values.
                sides = {
                    q
                    for q in {hits[i].target.question for i in weighed}
                    if len({repr(hits[i].target.value) for i in weighed if hits[i].target.question == q}) > 1
                }
                # Every value of those questions; "做DPO/SFT对齐" (round 29): two words for one value
                # weigh no choice.
                weighed = {i for i, h in enumerate(hits) if h.target.question in sides}
            negated = self._negations(text, cs, ce, hits, in_clause)
            unsure = self._uncertain.search(text, cs, ce)
            if (
                unsure is not None
                and self._evaluating is not None
                and self._evaluating.search(text, max(cs, unsure.start() - 8), unsure.start())
            ):
                unsure = None  # "在评估要不要自己部署X" (round 35): the plan evaluated stands (a trial)
            # "拿个开源的13B还是34B做作文批改的微调，还没定" (round 29): undecided said after alternatives
            # weighed is about that choice; the rest of the clause stands.
            choice_only = model_only = False
            if unsure is None:
                unsure, model_only = self._undecided_next(text, clauses, k)
                choice_only = unsure is not None and bool(weighed)
            # (round 61b) "微调好了再部署": a step said done before the next one is the step now, no past one.
            deferred = self._deferred is not None and any(
                not (m.group()[-1] in "了好完过" and _NEXT_STEP.match(text, m.end()))
                for m in self._deferred.finditer(text, cs, ce)
            )
            if (
                not deferred
                and k
                and clauses[k - 1][2] == ","
                and _PLANNED_BUILD.search(text, *clauses[k - 1][:2])
            ):
                # (round 59c) "明年计划建自己的智算中心，规模大概512张H800": what a plan to build or buy said
                # in the clause before is of is later, no hardware they have.
                deferred = True
            # The past words are among the deferred ones: only a clause with one is searched again.
            past = (
                deferred
                and bool(self._past_only)
                and self._past is not None
                and self._past.search(text, cs, ce) is not None
            )
            for i, hit in enumerate(hits):
                if (
                    unsure
                    # (round 57c) the clause after says clause k undecided (an empty match at its start): a
                    # value opening the clause as well ("13B左右，不过还没定"), not one taken back
                    and (
                        (unsure.start() < hit.start and unsure.start() != unsure.end())
                        # (round 60c) a value taken back or ruled out stays so whatever the clause after
                        # says is still open ("必须国产那条先去掉，领导还在讨论", "scratch the 13B, the
                        # team is still evaluating").
                        # (round 61d) what they are is no choice left open: "期货公司研究所，想搞个
                        # 研报摘要，模型在14B到32B之间，还没定".
                        or (
                            unsure.start() == unsure.end() <= hit.start
                            and not negated.get(i)
                            and hit.target.value not in self.spec.identities.get(hit.target.question, ())
                        )
                    )
                    and not (choice_only and i not in weighed)
                    # (round 66c) "在考虑要不要把现有的128卡A800集群扩容": what is undecided is what to do
                    # with the hardware an owner word marks as theirs, not that they have it.
                    and not (
                        hit.target.question == "existing_hardware"
                        and hit.target.value != "none"
                        and _marked_theirs(text, cs, hit)
                    )
                    and not (model_only and hit.target.question not in ("model_params_b", "active_params_b"))
                    # "后面再考虑微调钱不多只能按量付" (round 40): a way said to be the only one is firm, past
                    # another thing they are unsure of ("不确定是不是只能租" stays unsure).
                    and not (
                        self._said_only(text, unsure.end(), hit)
                        and any(
                            unsure.end() <= h.start
                            and h.end <= hit.start
                            and h.target.question != hit.target.question
                            for h in hits
                        )
                    )
                ) or (asking and i not in stated):
                    continue
                if i in weighed and hit.target.question in self._job_questions:
                    continue  # one of two alternatives
                if general and hit.target.question in _NOT_GENERAL:
                    continue
                t, neg = hit.target, negated.get(i)
                if i in refused_only and not neg:
                    continue  # "rent or buy?" states no way; "without buying hardware" rules one out
                if t.question == "existing_hardware" and t.value != "none" and not neg:
                    owned_before = k
                if not asking and not neg and self._hypothesis(text, hit):
                    continue
                if (
                    not neg
                    and t.question in self.spec.hypothetical
                    and t.value != "either"
                    and _FALLBACK.search(text, cs, hit.start) is not None
                ):
                    continue  # (round 64d) "跑不完的话打算租点卡": a fallback if the plan fails, no choice
                if t.question == "budget_model" and (
                    _heard_of(text, hit.start)
                    or _rented_now(text, hit.start)
                    or (t.value == "opex" and _moved_from(text, cs, ce, hit.end))
                    or _LESS_WANTED.search(text, max(cs, hit.start - 96), hit.start) is not None
                ):
                    continue  # (round 62d) a way to pay heard of, or rented cards their runs use now
                if (
                    t.question == "existing_hardware"
                    and not neg
                    and _BUILDING.search(text, max(cs, hit.start - 40), hit.start)
                ):
                    continue  # "between building our own cluster and co-building" (round 24)
                if t.question == "existing_hardware" and _STAFF_AFTER.match(text, hit.end):
                    continue  # "有专门的集群运维组": the team that runs one (round 44)
                if (
                    not asking
                    and not neg
                    and t.question in self.spec.hypothetical
                    and self._if_open is not None
                    and self._if_before is not None
                    and (
                        (k + 1 < len(clauses) and asks[k + 1] and self._if_open.match(text, cs))
                        or (
                            self._if_before.search(text, max(cs, hit.start - 8), hit.start)
                            and _question_end(text, hit.start) is not None
                        )
                    )
                ):
                    continue  # "如果按调用付费，怎么计价？": the case the question after it asks about
                if t.permits and asking:
                    continue  # "我们银行能用公有云吗": the permission is what is asked
                if (
                    t.question == "compliance"
                    and t.kind == "option"
                    and not neg
                    and not t.permits
                    and (
                        _WISH.search(text, max(cs, hit.start - 30), hit.start)
                        or _HEDGE.search(text, max(cs, hit.start - 40), hit.start)
                    )
                ):
                    continue  # "最好能满足信创": a wish, no requirement; "most likely ...": a guess
                if (t.question, t.value) == _DOMESTIC and not neg and self._asked_about(text, cs, ce, hit):
                    continue  # (round 63d) "想了解下用昇腾910B做微调，迁移难吗？": chips asked about, no rule
                if t.permits:
                    # "上公有云没问题" rules on-premises out; "不能上公有云" does not.
                    neg = None if neg else ("any", hit.start, hit.end)
                start, end = (neg[1], neg[2]) if neg else (hit.start, hit.end)
                if t.question == "existing_hardware" and neg and _no_skill(text, cs, hit):
                    # (round 64c) "nobody there has ever looked after a GPU box": ruling out no cards either
                    continue
                if t.kind == "absent":
                    # (round 53c) "合规那块我先收回": the question's words taken back answer nothing.
                    if not neg or (t.cues == "absence" and neg[0] != "absence") or neg[0] == "taken_back":
                        continue
                    value, neg = t.value, None
                else:
                    value = t.value
                disliked = None
                if neg and self._preferred_other(text, t, neg[1]) is not None:
                    # "最好别一次性投入太多": a preference against one way states the other
                    # and rules nothing out.
                    disliked = Extracted(t.question, t.value, _source(message, where, start, end), True)
                    value, neg = self._preferred_other(text, t, neg[1]), None
                if (
                    t.question == "existing_hardware"
                    and value != "none"
                    and not neg
                    and not (deferred and not (past and _BOUGHT.search(text, cs, ce)))
                    and not _NOT_YET.search(text, hit.end, min(len(text), hit.end + 40))
                ):
                    # A count said to be theirs now (round 21); a phrase ("一个集群") counts none.
                    n_cards = cards.get((hit.start, hit.end), -1.0)
                    if n_cards is None and _ONE_CLUSTER.fullmatch(text, hit.start, hit.end):
                        # (round 59c) "一个A10的推理集群，大概300张卡": one cluster, named with its chip, is
                        # a phrase the count opening the next clause counts.
                        n_cards = -1.0
                    owned_cards.append((k, hit.start, n_cards))
                    owned_spans.append((cs, ce, hit.start, hit.end))
                    if owned_cards[-1][2] != -1.0 and (
                        hit.start < cs or self._hardware.opens(text, cs, hit.start)
                    ):
                        # "，大概2k张卡": the clause is the count; so is "，一共96张" of the chip named before
                        # it (its hit starts there, round 42)
                        opening.add(k)
                        # (round 47) "有自己的集群，华为910B，256卡": the clause between only names the
                        # chips, so the count opens onto the phrase before it too.
                        if k and self._hardware.names_chips_only(text, *clauses[k - 1][:2]):
                            opening.add(k - 1)
                    elif owned_cards[-1][2] == -1.0 and self._hardware.calls(text, cs):
                        opening.add(-k - 1)  # "..., which we call the training cluster": named
                key = (t.question, repr(value), bool(neg))
                if key in seen and refusing:
                    # "不买服务器，按月付费": the way a refusal stated is said in words of its own too.
                    refusing -= {id(e) for e in values if (e.question, repr(e.value), e.negated) == key}
                # (round 57b) "以前一直租…，后面也按量付费": a way said again for now after a past one said
                # the same is read anew (the past one is gone).
                was_past = past and t.question in self._past_only and not neg
                again = (
                    key in seen
                    and not (was_past and not self._now_again(text, cs, hit.start))
                    and any(id(e) in gone and (e.question, repr(e.value), e.negated) == key for e in values)
                ) or (
                    # (round 59c) hardware said for now after the same said of a plan ("计划建…，规模512张
                    # H800。目前已有一个小集群"): read anew, the planned one gives way to it.
                    key in seen
                    and not deferred
                    and t.question == "existing_hardware"
                    and all(id(e) in later for e in values if (e.question, repr(e.value), e.negated) == key)
                )
                if key not in seen or again:
                    seen.add(key)
                    span = _source(message, where, start, end)
                    values.append(Extracted(t.question, value, span, bool(neg)))
                    at[id(values[-1])] = start
                    if disliked is not None:
                        preferring[id(values[-1])] = disliked
                    if t.measured:
                        measured.add(id(values[-1]))
                        if self._job is not None and t.question in self._job.amounts and not neg:
                            amount_clause = k
                    if deferred and not (
                        t.question == "existing_hardware" and past and _BOUGHT.search(text, cs, ce)
                    ):
                        # (round 56c) "有我们去年买的十六台机器": hardware bought in the past is had now,
                        # not a past value giving way to one said for now.
                        later.add(id(values[-1]))
                    if was_past and not self._now_again(text, cs, hit.start):
                        gone.add(id(values[-1]))
                    elif (
                        past
                        and t.question in self._past_replaced
                        and not neg
                        and self._replaced is not None
                        and self._replaced.search(text, ce) is not None
                        and (self._same_model is None or self._same_model.search(text, ce) is None)
                    ):
                        gone.add(id(values[-1]))  # a past run's size, given up after it
                    if (t.permits and neg and not t.refuses) or (neg and neg[0] == "waived"):
                        permitted.add(id(values[-1]))
                    if t.yields and neg:
                        yielding.add(id(values[-1]))
                    weight[id(values[-1])] = self._weight(text, cs, hit)
                    if not neg and value == t.value:
                        values += self._excluded(text, cs, hit, span, seen)
                    elif neg and value == t.value and not asking:
                        other = self._refused_other(text, t, neg[1], span, seen)
                        refusing.update(id(e) for e in other)
                        values += other
        values = [e for e in values if id(e) not in gone]
        # "型号是910B，大概64张" (round 35): domestic chips named for hardware they have, in the
        # clause before its count, are that hardware, no rule that it be domestic (see `_with_hardware`).
        values = [
            e
            for e in values
            if not (
                e.question == "compliance"
                and e.value == "domestic_hardware"
                and not e.negated
                and any(a <= at.get(id(e), -1) < b for _, _, a, b in owned_spans)
            )
        ]
        if refusing and any((e.question, e.value) in _LACKING and not e.negated for e in values):
            # "We've got zero GPUs and we're not buying hardware", "我们不买硬件，公司也没有运维人员"
            # (round 23): a refusal to buy said beside what they lack rules buying out, states no other way.
            values = [e for e in values if id(e) not in refusing]
        if preferring and any((e.question, e.value) in _LACKING and not e.negated for e in values):
            # "No GPUs and no ops person, and we'd rather not buy hardware" (round 38): a preference against
            # buying said beside what they lack rules buying out, as a refusal does, and states no other way.
            for old, new in preferring.items():
                at[id(new)] = at[old]
            values = [preferring.get(id(e), e) for e in values]
        if weighed_ways:
            # "We rent 16 A100s by the month ... Would buying our own be cheaper?" (round 23): the way they
            # pay now, weighed against another in a question, is no choice made.
            # (round 64d) "跑在云上租的卡上……自建和继续租用，哪个划算？": both ways weighed, none chosen.
            both = {"capex", "opex"} <= weighed_ways
            values = [
                e
                for e in values
                if e.question != "budget_model"
                or e.negated
                or (e.value in weighed_ways and not both)
                or e.value == "either"
            ]  # "只能按月租，有没有更便宜的租法？": the same way asked about again is still theirs
        values = self._waived_before(text, message, where, spans, clauses, values, permitted)
        ignored = [(h.start, h.end) for h in spans if h.target.kind == "ignore"]
        values += self._combined(text, message, where, [e for e in values if id(e) not in yielding], ignored)
        values = self._corrected(text, values, at)
        values = _set_aside(text, clauses, values, at)
        back = _given_back(text, values, at)
        if back is not None:
            # "有几台4090的机器……不对，那批上个月已经退租了，现在一张卡都没有" (round 40): hardware given
            # back, with none said after it, is gone, and what was said of it between (rented, until
            # returned) with it.
            had, none = back
            values = [
                e
                for e in values
                if not (
                    (e.question == "existing_hardware" and e.value != "none" and at.get(id(e), -1) < none)
                    or (e.question in _OF_RETURNED and had <= at.get(id(e), -1) < none)
                )
            ]
            owned_cards = [c for c in owned_cards if c[1] >= none]
            owned_spans = [c for c in owned_spans if c[2] >= none]
        values = self._not_the_served(text, values, at)
        values = _hardware_by_use(text, values, at)
        values = _deployed_for_data(text, values, at)
        values = _tuning_redone(values)
        values = _of_others(text, values, at)
        values = self._not_on_line(text, values, at)
        values = _count_contrasted(values)
        values = _sizes_of_moe(values)
        values = _several_models(text, values)
        values = _not_regulated(values)
        mixed = self._mixed(text, values, at)
        values = [e for e in values if id(e) not in mixed]
        later |= self._later_stages(text, values, at)
        later -= self._trained_after_preparing(text, values, at, later)
        if stretches := self._taken_back_stretches(text):
            # (round 57c) "Actually scratch 'continuous': it runs for the project, six months": a value taken
            # back gives way to one said outside what is taken back before one option of a question is kept.
            withdrawn = {
                id(e)
                for e in values
                if not e.negated and any(a <= at.get(id(e), -1) < b for a, b in stretches)
            }
            kept = {e.question for e in values if not e.negated and id(e) not in withdrawn}
            values = [e for e in values if not (id(e) in withdrawn and e.question in kept)]
            # (round 66c) "微调还是要做的，只是之前说的QLoRA先不考虑了": a task ruled out inside what is taken
            # back goes with it (`_with_taken_back`), so it refuses no task said outside.
            values = [
                e
                for e in values
                if not (
                    e.negated
                    and e.question == "task_type"
                    and any(a <= at.get(id(e), -1) < b for a, b in stretches)
                )
            ]
        result = Understanding(
            self._one_each(
                _main_first(_scale_by_tokens(_now_first(values, later), measured), weight),
                permitted,
                yielding,
            ),
            detect_language(message, lang_hint),
            is_question,
            [],
            bool(self._correction.search(text)),
        )
        result = self._with_owned_gpus(text, message, where, result, owned_cards, opening)
        result = self._with_method(text, message, where, result, answers)
        result = self._with_gpu_kind(text, message, where, result, owned_spans)
        result = self._with_calls(text, message, where, result, answers)
        result = self._with_served(text, message, where, result, answers)
        result = _daily_actives(text, message, where, result)
        result = _with_upkeep(text, message, where, result)
        result = self._mistakes(text, message, where, result)
        result = self._with_taken_back(text, message, where, result)
        result = _load_alone(text, result)
        if answers:
            return replace(result, corrections=self._corrections(answers, result))
        return result

    def _now_again(self, text: str, cs: int, at: int) -> bool:
        """(round 57b) "以前一直租云上的机器，后面也打算按量付费": whether, after the last past word
        before `at` in its clause, a later part turns to now or later (the value at `at` is no past one)."""
        if self._past is None:
            return False
        said = [m.end() for m in self._past.finditer(text, cs, at)]
        return bool(said) and _NOW_AGAIN.search(text, said[-1], at) is not None

    def _taken_back_stretches(self, text: str) -> list[tuple[int, int]]:
        """The stretches of the text a withdrawal takes back (see `_with_taken_back`)."""
        stretches: list[tuple[int, int]] = []
        for m in _FORGET_SAID.finditer(text):
            end = _TAKEN_BACK_END.search(text, m.end())
            stretches.append((m.end(), end.start() if end else len(text)))
        for m in _SET_ASIDE_END.finditer(text):
            start = _clause_start(text, m.start())
            if _SAID_BEFORE.search(text, start, m.start()):
                stretches.append((start, m.start()))
        if self._taken_back_end is not None:
            for m in self._taken_back_end.finditer(text):
                start = _clause_start(text, m.start())
                if start and text[start - 1] == "," and _TAKEN_BACK_ALONE.fullmatch(text, start, m.start()):
                    # (round 66c) "之前提的10天训练周期，先撤回吧": taken back in a clause of its own,
                    # what the clause before named.
                    start = _clause_start(text, start - 1)
                if start < m.start():
                    stretches.append((start, m.start()))
        return [(a, b) for a, b in stretches if text[a:b].strip()]

    def _with_taken_back(
        self, text: str, message: str, where: list[int], result: Understanding
    ) -> Understanding:
        """(round 54c; decided 2026-12-07, stop 42) A withdrawal that names the value taken back rules that
        value out, however it is worded: a word taking back what was said at the end of a clause
        ("刚才说的两周训练时长先别算", "QLoRA那个说法收回") or a lead that forgets what was said after it
        ("forget I said QLoRA", "Forget what I said about the 512 GPUs"). A task read from the words that
        name a question ("微调方式", "the fine-tuning method", "日调用量") or said with the value taken back
        is no answer."""
        stretches = self._taken_back_stretches(text)
        if not stretches:
            return result
        # the stretches in the message's own positions
        spans = [(where[a], where[b - 1] + 1) for a, b in stretches]
        values: list[Extracted] = []
        for e in result.values:
            at = message.find(e.text) if e.text else -1
            inside = at >= 0 and any(at < b and a < at + len(e.text) for a, b in spans)
            names = at >= 0 and _NAMES_QUESTION.match(fold(message[at : at + len(e.text) + 8])[0])
            if (
                e.question == "task_type"
                and inside
                and not names
                and not e.negated
                and not any(v is not e and v.text == e.text for v in result.values)
            ):
                # (round 59c) "之前说的『持续训练』先别记": the task itself named and taken back is ruled out.
                values.append(replace(e, negated=True))
                continue
            if e.question == "task_type" and (inside or names):
                continue  # the task a method or a load was said with, or a question's words: no answer
            if (
                e.question == "usage_pattern"
                and inside
                and any(
                    v.question == "requests_per_day" and v.text and v.text in e.text for v in result.values
                )
            ):
                continue  # (round 56c) "Forget the 5,000 requests a day": the use its load said goes too
            if e.question == "task_type" or not inside or (e.negated and e.question != "existing_hardware"):
                values.append(e)
                continue
            if any(v.question == e.question and not v.negated and v is not e for v in result.values):
                # "Scratch the 3B I mentioned - we've settled on the 7B": the value said instead rules it out
                # (a negation implied by a stated value of the question is not said again).
                continue
            values.append(replace(e, negated=True))
            counted = any(v.question == "owned_gpus" for v in result.values)
            if e.question == "existing_hardware" and not counted:
                # "Forget what I said about the 512 GPUs": the count of cards said with it goes too.
                own = fold(e.text)[0]
                cards = [c for *_, c in self._hardware.find(own, 0, len(own)) if c and c > 0]
                if len(cards) == 1:
                    values.append(Extracted("owned_gpus", cards[0], e.text, True))
        for a, b in stretches:
            # "刚才说的两周训练时长先别算": an amount said only to be taken back is read here, in its own
            # words (what the message says after the withdrawal is not what the amount was of).
            said = _SAID_BEFORE.match(text, a, b)  # "之前说的三周": what was said, not a past run
            for s, t, qid, value in self._amounts.find(text[:b], [], said.end() if said else a, b):
                if not any(v.question == qid for v in values) and isinstance(value, float):
                    values.append(Extracted(qid, value, _source(message, where, s, t), True))
            # (round 62c) "Drop the LoRA bit": a method said only to be taken back, read here as well.
            for oid, pattern in self._methods:
                m = pattern.search(text, a, b)
                if m is not None and not any(v.question == "finetune_method" for v in values):
                    values.append(Extracted("finetune_method", oid, _source(message, where, *m.span()), True))
        return replace(result, values=values)

    def _mistakes(self, text: str, message: str, where: list[int], result: Understanding) -> Understanding:
        """(round 54c) "Correction: it's a 70B model, I wrote 7B by mistake": an amount called a mistake in
        its clause, beside another of the same question said as right, is no answer (its negation is implied
        by the one said)."""
        wrong = []
        for m in _MISTAKE_END.finditer(text):
            start = _clause_start(text, m.start(), ",.;!?(")
            if text[start : m.start()].strip():
                wrong.append(_source(message, where, start, m.start()))
        for m in _WRITTEN_AS.finditer(text):
            group = 1 if m.group(1) else 2
            wrong.append(_source(message, where, m.start(group), m.end(group)))
        if not wrong:
            return result

        def mistaken(e: Extracted) -> bool:
            return (
                isinstance(e.value, float)
                and not e.negated
                and any(e.text in w for w in wrong)
                and any(v.question == e.question and not v.negated and v is not e for v in result.values)
            )

        return replace(result, values=[e for e in result.values if not mistaken(e)])

    def _with_owned_gpus(
        self,
        text: str,
        message: str,
        where: list[int],
        result: Understanding,
        said: list[tuple[int, int, float | None]],
        opening: set[int],
    ) -> Understanding:
        """owned_gpus (round 21): the GPUs their counts of hardware come to ("两台8卡A800" 16,
        "a small cluster of 32 H100s" 32), only beside an existing_hardware value some or cluster
        read from the message, and only when every count they have can be read (labelling
        convention: "几台服务器", "3 DGX boxes", "一个集群" give none). A phrase (-1) in a clause with
        a count names the hardware counted ("a small cluster of 32 H100s")."""
        counted = {k for k, _, n in said if n != -1.0}
        # "机房有个小集群，64张910B", "公司有自己的集群，大概2k张卡" (round 22): a count said in the clause
        # right after the phrase, opening it, is that hardware counted.
        # "4 nodes with 8 GPUs each, we call it the 'atlas' cluster": a phrase in the clause after a count
        # that calls the hardware a cluster names that hardware (-k - 1 in `opening`).
        counted |= {
            k
            for k, _, n in said
            if n == -1.0 and (k + 1 in opening or (-k - 1 in opening and k - 1 in counted))
        }
        # (round 64c) "想在自有集群上……。集群是自己的，256张H800": a count opening its clause right after the
        # cluster is named again counts the cluster named before.
        again = [
            at
            for k, at, n in said
            if k in opening and n and n > 0 and _CLUSTER_NEAR.search(text, max(0, at - 16), at)
        ]
        counted |= {
            k
            for k, at, n in said
            if n == -1.0 and any(at < a for a in again) and _CLUSTER_NEAR.search(text, at, at + 12)
        }
        owned = [(at, n) for k, at, n in said if n != -1.0 or k not in counted]
        # (round 61c) "We have a small cluster of 16 A100s ... Can our cluster handle this?", "有两台8卡A800……
        # 这批机器够用吗": hardware pointed back at after it was counted is the same, no more of it.
        # (round 62c) "两台4090的工作站……我们那两台机器能跑吗": a count pointed back at with 那 or 这 as well.
        owned = [
            (at, n)
            for i, (at, n) in enumerate(owned)
            if not (
                any(m and m > 0 for _, m in owned[:i])
                and (
                    (n == -1.0 and _POINTED_BACK.match(text, at))
                    or (n != -1.0 and _THAT_BEFORE.search(text, max(0, at - 2), at))
                )
            )
        ]
        # (round 56d) "16 servers of H100s, 8 GPUs in each": the machines read again with their cards in a
        # later clause, from where they start.
        starts = {at for at, n in owned if n and n > 0}
        owned = [(at, n) for at, n in owned if not (n is None and at in starts)]
        # "十六张A100，分在两台机器上", "32张H800，不算集群，就4台机器", "16 A100s in two servers" (round 23):
        # machines said after a count of cards, as what holds them, add no cards; so does a phrase of one
        # machine ("8张4090，都插在一台机器上", round 31).
        exact = [at for at, n in owned if n is not None and n > 0]
        owned = [
            (
                at,
                0.0
                if (n is None or n == -1.0)
                and any(
                    self._hardware.holds(text, a, at) or self._hardware.carries(text, at, a) for a in exact
                )
                else n,
            )
            for at, n in owned
        ]
        totals: list[tuple[int, float | None]] = [
            (at, n) for at, n in owned if n and n > 0 and _TOTAL_AFTER.match(text, self._count_end(text, at))
        ]
        if totals:
            owned = totals[-1:]
        # "两台服务器，一共8张V100", "几台机器，A100和4090混着用，一共24张卡" (round 42): a count said as
        # the total, after machines of cards not counted, is all of them.
        summed = [
            i
            for i, (at, n) in enumerate(owned)
            if i and n and n > 0 and _TOTAL_BEFORE.search(text, max(0, at - 8), at)
        ]
        if summed and all(n is None or n == -1.0 for _, n in owned[: summed[-1]]):
            owned = owned[summed[-1] :]
        # "有4台8卡的4090服务器，哦说错了，是4台8卡的L40S" (round 32): a count after a correction replaces
        # the ones before it, counted or not ("I said 8 servers. It's actually 8 GPUs": round 44).
        # (round 63c) "有32张A800，哦不对，是48张，分在6台机器上": the machines holding the cards (0)
        # fix nothing.
        fixed = [
            i
            for i in range(1, len(owned))
            if owned[i][1] != 0.0 and _RECOUNT.search(text, owned[i - 1][0], owned[i][0])
        ]
        if fixed:
            owned = owned[fixed[-1] :]
        if not owned or any(n is None or n < 0 for _, n in owned) or self._owned_gpus is None:
            return result
        if _MORE_UNCOUNTED.search(text, owned[-1][0]):
            return result
        # "32 GPUs: four nodes of 8 x H100", "32张卡，4台8卡的H100" (round 32): the machines after a count of
        # cards that come to the same number are those cards, broken down, not more of them.
        owned = [
            (at, n)
            for i, (at, n) in enumerate(owned)
            if not (
                i
                and n
                and n == owned[i - 1][1]
                and _MACHINES.match(text, at, min(len(text), at + 24))
                and not _MACHINES.match(text, owned[i - 1][0], min(len(text), owned[i - 1][0] + 24))
            )
        ]
        # "16台8卡4090服务器（共128卡）", "2 nodes of 8 H100s, 16 in total" (round 41): a total said after the
        # machines that comes to the same number restates them.
        owned = [
            (at, n)
            for i, (at, n) in enumerate(owned)
            if not (i and n and n == owned[i - 1][1] and _TOTAL_BEFORE.search(text, max(0, at - 8), at))
        ]
        # (round 56d) "有2台8卡A800……请问现有的16张A800够不够？", "are those 32 enough?": a later count
        # referred back to that comes to all the counts before it restates them.
        owned = [
            (at, n)
            for i, (at, n) in enumerate(owned)
            if not (
                i
                and n
                and n == sum(m or 0 for _, m in owned[:i])
                and _RESTATED_BEFORE.search(text, max(0, at - 12), at)
            )
        ]
        if _DISOWNED.search(text, min(at for at, _ in owned)):
            return result  # some of the cards counted are taken back (round 24)
        if not any(
            e.question == "existing_hardware" and e.value in ("some", "cluster") and not e.negated
            for e in result.values
        ):
            return result
        total = float(sum(n for _, n in owned if n is not None))
        if not total or any(e.question == self._owned_gpus for e in result.values):
            return result
        job = _FOR_THIS_JOB.search(text, owned[0][0])
        share = self._hardware.amount(job.group("n") or job.group("zh")) if job else None
        if job is not None and share and share < total:
            phrase = _source(message, where, job.start(), job.end())
            return replace(result, values=[*result.values, Extracted(self._owned_gpus, share, phrase)])
        at = owned[0][0]
        span = message[where[at] : where[min(at + 1, len(where) - 1)]]
        return replace(result, values=[*result.values, Extracted(self._owned_gpus, total, span)])

    def _count_end(self, text: str, at: int) -> int:
        """Where the count of hardware read at `at` ends ("10 cards" in "maybe 10 cards total")."""
        m = _COUNT_END.match(text, at)
        return m.end() if m else at

    def _with_method(
        self, text: str, message: str, where: list[int], result: Understanding, answers: Answers | None
    ) -> Understanding:
        """finetune_method (2026-12-06): the method of the sender's fine-tune, read beside a
        fine-tuning task (said here, or answered before with no other task said here). One method
        said and not ruled out is the answer; two said ("LoRA还是全参？") weigh them and give none,
        unless all but one are ruled out ("不想全参，用LoRA就行")."""
        if not self._methods:
            return result
        said: dict[str, tuple[int, int]] = {}
        ruled_out: set[str] = set()
        clauses: list[tuple[int, int, str]] | None = None  # split only once a method is said
        for oid, pattern in self._methods:
            for m in pattern.finditer(text):
                if _METHOD_IF.match(text, m.end()):
                    continue  # "全参微调的话要几台机器？": a case asked about, no choice
                if _METHOD_DONE.match(text, m.end()) and _SERVING_VERB.search(text):
                    continue  # (round 63c) "Serving our LoRA-tuned Llama 3 8B": the served model's past tune
                if clauses is None:
                    clauses = self._clauses(text)
                if self._undecided_at(text, clauses, m.start()):
                    continue  # (round 62c) "we might do full fine-tuning, not sure yet": no choice made
                if _METHOD_OR_AFTER.match(text, m.end()) or _METHOD_OR_BEFORE.search(
                    text, max(0, m.start() - 12), m.start()
                ):
                    return result  # "whether LoRA or full": two weighed, no choice made
                if (
                    self._neg_before.search(text, max(0, m.start() - 10), m.start())
                    or _METHOD_NOT_BEFORE.search(text, max(0, m.start() - 24), m.start())
                    or _METHOD_FAILED.match(text, m.end())
                ):
                    ruled_out.add(oid)
                else:
                    said.setdefault(oid, (m.start(), m.end()))
        stated = [oid for oid in said if oid not in ruled_out]
        if len(stated) > 1:
            # "做全参微调…哦不对，全参太贵了，还是LoRA吧" (round 32): after a correction, the method said last
            # (and first said after it) is the one kept.
            marks = [m.start() for m in self._correction.finditer(text)]
            last = max(stated, key=lambda oid: said[oid][0])
            if marks and any(
                said[last][0] > mark and all(said[o][0] < mark for o in stated if o != last) for mark in marks
            ):
                stated = [last]
        if len(stated) != 1:
            return result
        start, end = said[stated[0]]
        phrase = _source(message, where, start, end)
        values = result.values
        if ruled_out and all(
            e.value == "fine_tuning" and e.negated for e in values if e.question == "task_type"
        ):
            # "不想全参，用LoRA就行": the method ruled out is not the fine-tune; the one kept says it.
            values = [e for e in values if e.question != "task_type"]
            values.append(Extracted("task_type", "fine_tuning", phrase))
        if not _about_task(values, answers, "fine_tuning") and not any(
            a <= start < b for a, b in self._taken_back_stretches(text)
        ):
            # (round 56c) "我前面说的 QLoRA 不算数", "Forget what I said about LoRA": a method taken back
            # is read with no task (its own is withdrawn with it); `_with_taken_back` rules it out.
            return result
        return replace(result, values=[*values, Extracted("finetune_method", stated[0], phrase)])

    def _with_gpu_kind(
        self,
        text: str,
        message: str,
        where: list[int],
        result: Understanding,
        owned: list[tuple[int, int, int, int]],
    ) -> Understanding:
        """owned_gpu_kind (2026-12-06): the class of the cards they have, from the chips named in
        or right beside each phrase of hardware read as theirs ("两台8卡A800服务器", "2 RTX 4090s",
        "H800 x 16"), only beside an existing_hardware value some or cluster and only when every
        chip they have falls in one class ("4张4090和2张A6000" gives none).
        (round 40) "都是国产卡，海光DCU", "all Ascend 910B": a message that opens by describing the cards
        (a reply about the hardware said before) names their kind, no rule that the chips be domestic."""
        if self._kinds and owned and _DESCRIBING.match(text) and not result.is_question:
            # (round 57b) "They're Ascend 910B cards, 8 of them in one box": the chips of a reply describing
            # the cards they have are those cards, no rule (a rule said apart, "必须信创", stays).
            rule = ("compliance", "domestic_hardware", False)
            if not _RULE_SAID.search(text):
                result = replace(
                    result, values=[e for e in result.values if (e.question, e.value, e.negated) != rule]
                )
        if (
            self._kinds
            and not owned
            # a bare "国产芯片" is a rule asked for, no cards described: chips alone when nothing else is read
            and (_DESCRIBING.match(text) or (not result.values and self._only_chips(text)))
            and not result.is_question
        ):
            kind = self.chip_kind(message)
            hardware = ("owned_gpu_kind", "existing_hardware")
            if kind is None or any(e.question in hardware for e in result.values):
                return result
            rule = ("compliance", "domestic_hardware", False)
            kept = [e for e in result.values if (e.question, e.value, e.negated) != rule]
            return replace(result, values=[*kept, Extracted("owned_gpu_kind", kind, message.strip())])
        if not self._kinds or not owned:
            return result
        if not any(
            e.question == "existing_hardware" and e.value in ("some", "cluster") and not e.negated
            for e in result.values
        ):
            return result
        said: list[tuple[int, int, str]] = []  # every chip said beside their hardware, in order
        # A message of hundreds of counts ("千卡千卡…"): every chip in it found once, each phrase's taken
        # from that list, not each window scanned again (a 4000-character message took half a second).
        many = len(owned) > _MANY_PHRASES
        chips = self._chips_in(text) if many else None
        for cs, ce, start, end in owned:
            # "workstations with consumer cards" (round 32): the cards said after "with" are the hardware's.
            bridge = _WITH_CARDS.match(text, end, ce)
            lo, hi = (
                # (a count read with the chip named in the clause before starts there: round 35)
                max(min(cs, start), start - _CHIP_BEFORE),
                # (round 54c) a phrase read past its clause ("6 PCs, each with an RTX 4070") to its own end
                min(
                    max(ce, end) if _EACH_WITH.match(text, ce) else ce,
                    end + _CHIP_AFTER + (bridge.end() - end if bridge else 0),
                ),
            )
            if many and chips is not None:
                here = [c for c in chips[bisect_left(chips, (lo,)) : bisect_left(chips, (hi,))] if c[1] <= hi]
            else:
                here = self._chips_in(text, lo, hi)
            # (round 53c) "是16张不是6张，都是L40S": past the count it corrects.
            past = NOT_COUNT.match(text, end)
            alike = _ALL_ARE.match(text, past.end() if past else end) if not here else None
            if alike is not None:
                # "两张卡，都是4090", "8 GPUs, all A100s" (round 42): the chip they all are, said next.
                here = self._chips_in(text, alike.end(), min(len(text), alike.end() + _CHIP_AFTER))
            if not here and (
                _REFERS_BACK.search(text, max(0, start - 3), end) or _BARE_COUNT.fullmatch(text, start, end)
            ):
                # "在128张H800上…？我们现在就有这128张卡", "We own 8 right now" (round 35): cards
                # referred back to are of the chip named last before them.
                if chips is None:  # every chip in the message, found once
                    chips = self._chips_in(text)
                # (round 57c) "卡是A10，不是A100，一共8张": the last not ruled out where it is named.
                here = _kept_chips(text, chips[: bisect_left(chips, (start,))])[-1:]
            said += here
        if not said:
            said = self._chips_described(text, owned)
        said.sort()
        # "另外还有4张3090——哦不对，3090是隔壁组的，不算": cards taken back are not theirs.
        gone = {
            kind
            for kind, pattern in self._kinds
            for m in pattern.finditer(text)
            if _DISOWNED.search(text, m.end(), min(len(text), m.end() + _CHIP_AFTER))
        }
        said = [c for c in _kept_chips(text, said) if c[2] not in gone]
        kinds = {k: (b, e) for b, e, k in reversed(said)}  # each class at its first mention
        fix = list(_RECOUNT.finditer(text)) if result.correction_cue and said else []
        if fix and said[0][0] < fix[-1].start():
            # "8张A100，说错了，是8张4090" (round 44): the chips named after the correction are the ones
            # meant, read beside their hardware or not.
            after = [c for c in _kept_chips(text, self._chips_in(text, fix[-1].end())) if c[2] not in gone]
            if after and len({k for _, _, k in after}) == 1:
                kinds = {after[0][2]: (after[0][0], after[0][1])}
        if len(kinds) > 1 and result.correction_cue and said:
            # "4台8卡的4090服务器，哦说错了，是4台8卡的L40S": the cards said last are the ones meant.
            b, e, k = said[-1]
            kinds = {k: (b, e)}
        if len(kinds) != 1 or any(e.question == "owned_gpu_kind" for e in result.values):
            return result
        ((kind, (start, end)),) = kinds.items()
        phrase = _source(message, where, start, end)
        return replace(result, values=[*result.values, Extracted("owned_gpu_kind", kind, phrase)])

    def _chips_described(
        self, text: str, owned: list[tuple[int, int, int, int]]
    ) -> list[tuple[int, int, str]]:
        """(round 56d) The chip of hardware read with none beside it, named in a clause of its own: one of the
        two after it that only names the chip of the cards ("三台8卡服务器，总共24张，卡是L20", "有一个集群，
        具体多少卡我得问问，显卡应该都是910B"), or the clause before ending with the chip's machines
        ("有一个……的昇腾集群，总共512张卡")."""
        for _, ce, start, _ in owned:
            at = ce
            for _ in range(2):
                stop = _CLAUSE_END.search(text, at + 1)
                b = stop.start() if stop else len(text)
                chips = self._chips_in(text, at + 1, b)
                if chips:
                    if (
                        len({k for *_, k in chips}) == 1
                        and _DESCRIBED_BEFORE.fullmatch(text, at + 1, chips[0][0])
                        and _DESCRIBED_AFTER.fullmatch(text, chips[-1][1], b)
                    ):
                        return chips
                    break
                if b >= len(text) or text[b] not in ",;":
                    break
                at = b
            before = text.rfind(",", 0, start)
            opens = before >= 0 and _TOTAL_OPENS.fullmatch(text, before + 1, start) is not None
            chips = self._chips_in(text, max(0, before - _CHIP_BEFORE * 4), before) if opens else []
            sentence = text.rfind(".", 0, before) + 1
            if (
                chips
                and _MACHINES_AFTER_CHIP.fullmatch(text, chips[-1][1], before)
                and "有" in text[sentence : chips[-1][0]]
                and self._hardware.owned(text, chips[-1][0], sentence)
            ):
                return chips[-1:]
        return []

    def _with_served(
        self, text: str, message: str, where: list[int], result: Understanding, answers: Answers | None
    ) -> Understanding:
        """served_model (2026-12-06): the model a service runs, the team's own weights or a
        published one as is, read beside an inference task (said here, or answered before with no
        other task said here) when one of the two is said."""
        if not self._served_models:
            return result
        done = _tuned_then_served(text, result)
        if done is not None:
            # every tuning named is done and the model is served: the task is inference, of their own weights
            # (no method: the tuning is not the job now).
            phrase = _source(message, where, *done)
            kept = [
                e
                for e in result.values
                if e.negated or not (e.question == "finetune_method" or (e.question, e.value) == _TUNED_TASK)
            ]
            told = {e.question for e in kept if not e.negated}
            found = [Extracted(q, v, phrase) for q, v in _SERVED_OWN if q not in told]
            return replace(result, values=[*kept, *found])
        # "our own fine-tuned weights, yes", "用的是我们自己微调过的那版" (round 40): with no task said or
        # answered, their own weights named are the model they run (a published model needs the serving).
        untold = not any(e.question == "task_type" and not e.negated for e in result.values) and not (
            answers or {}
        ).get("task_type")
        if not untold and not _about_task(result.values, answers, "inference"):
            return result
        said = [(oid, m) for oid, pattern in self._served_models if (m := pattern.search(text)) is not None]
        # (round 56b) "our own fine-tuned weights, not a stock model": the one said not to be it is none.
        reach = _RULED_OUT_REACH
        said = [(o, m) for o, m in said if not _NOT_ONE.search(text, max(0, m.start() - reach), m.start())]
        if len(said) != 1:
            return result
        oid, m = said[0]
        if untold and not (
            (
                _TUNED_BEFORE.search(m.group())
                or (_OWN_TRAINED.fullmatch(m.group()) and _MODEL_AFTER.match(text, m.end()))
            )
            if oid == "own_weights"
            else _RELEASE_AS_IS.search(m.group())
        ):
            # "我们要训练的模型" with no task: a model still to train is none they run; "off-the-shelf data"
            # is no model (a published model needs the serving, or the release named: round 42).
            return result
        phrase = _source(message, where, m.start(), m.end())
        served = [Extracted("served_model", oid, phrase)]
        if (
            untold
            and not result.is_question
            and (
                any(e.question == "requests_per_day" for e in result.values)
                or any(e.question == "usage_pattern" and e.value == "continuous" for e in result.values)
                or _PUT_TO_USE.search(text)
                # (round 56b) "running an open-weights model unchanged": a release run as it is, served
                or (oid == "published" and _RUNS.search(text, _clause_start(text, m.start()), m.end()))
            )
        ):
            # "roughly 2 million requests per day, and the model is our own distilled 7B" (round 40): their
            # own model beside a daily load is served (a load alone names no task); so it is when put to use
            # ("模型是我们已经微调好的13B，先在局里试运行三个月", round 42), or beside any use that
            # goes on (round 54b: "线上一天要过一千多万条", "moderation that never stops").
            served.append(Extracted("task_type", "inference", phrase))
        return replace(result, values=[*result.values, *served])

    def _card_memory(self, text: str, at: int) -> bool:
        """Whether the amount at `at` is said right after a chip, as its memory ("A800，八十G的")."""
        chips = self._chips_in(text, max(0, at - _CHIP_AFTER), at)
        return bool(chips) and _MEMORY_GAP.fullmatch(text, chips[-1][1], at) is not None

    def _only_chips(self, text: str) -> bool:
        """Whether the message names chips and nothing else (a reply about the cards: "A800，八十G的",
        "H20s"), their memory aside (round 44)."""
        if len(text) > _CHIPS_REPLY:
            return False  # a reply naming cards is a few words: no pass over a long message
        chips = self._chips_in(text)
        if not chips:
            return False
        rest, last = [], 0
        for start, end, _ in chips:
            rest.append(text[last:start])
            last = end
        rest.append(text[last:])
        return all(_CHIP_REST.fullmatch(part) for part in rest)

    def _chips_in(self, text: str, lo: int = 0, hi: int | None = None) -> list[tuple[int, int, str]]:
        """Every chip named in `text[lo:hi]`: (start, end, class of cards), in order."""
        end = len(text) if hi is None else hi
        # (round 63c) a chip that starts inside and runs past `hi` is read whole: "…加4台8卡A100" cut after
        # "A10" is no A10.
        reach = min(len(text), end + _CHIP_NAME_TAIL)
        return sorted(
            (m.start(), m.end(), k)
            for k, pattern in self._kinds
            for m in pattern.finditer(text, lo, reach)
            if m.start() < end
        )

    def _with_calls(
        self, text: str, message: str, where: list[int], result: Understanding, answers: Answers | None = None
    ) -> Understanding:
        """requests_per_day (2026-12-06): the calls a service gets a day, when one amount is said
        with a word of calls and of a day ("日均调用大概十万次", "2,000 requests a day",
        "~10k requests/day"); a vague amount ("几万次") or two different amounts give none."""
        if not self._calls or "requests_per_day" not in self.vocabulary.by_id:
            return result
        found: dict[float, tuple[int, int]] = {}
        ranged: tuple[int, int] | None = None  # a load said as a range ("一天两三千次")
        # (round 54c) "用的是我们自己SFT过的7B，线上一天要过一千二百万条": with no task said, a model
        # said to be run (their own weights or a release as is) serves the items as well.
        serving = (
            _about_task(result.values, answers, "inference")
            or (
                not any(e.question == "task_type" and not e.negated for e in result.values)
                and not (answers or {}).get("task_type")
                and any(pattern.search(text) for _, pattern in self._served_models)
            )
            # (round 57b) "We fine-tuned Mistral 7B last quarter and want to serve that. Roughly 9,000 emails
            # a day": a tuning said done and its model served (so read by `_with_served`) serves the items.
            or _tuned_then_served(text, result) is not None
        )
        for pattern in self._calls:
            for m in pattern.finditer(text):
                if m.groupdict().get("items") and not serving:
                    continue  # items handled a day are calls only where a model is served (round 43)
                if m.groupdict().get("range") or cn_range(m.group("n")):
                    ranged = ranged or m.span()
                    continue
                n = self._amount_of(m)
                if n is None or not n > 0:
                    continue
                found.setdefault(n * self._call_magnitudes.get(m.group("mag") or "", 1.0), m.span())
        if ranged is not None:
            # (round 57b) "2,000-3,000 queries a day": the upper end read alone is part of the range.
            found = {n: span for n, span in found.items() if not ranged[0] <= span[0] < ranged[1]}
        if not found and ranged is not None:
            # (round 42) "一天两三千次吧", "日均调用三四百万次": a range is no one amount, but a daily
            # load all the same, as a vague one is (a service that runs with no end).
            return self._daily_load(message, where, result, ranged, answers, None, text)
        if len(found) == 2:
            # "日均两千次，哦不，上个月统计是三千次左右" (round 41): the later amount, said after a
            # correction, stands.
            (_, (first_start, first_end)), (later, span) = sorted(found.items(), key=lambda kv: kv[1][0])
            # (round 52) "不是每天五千次，是每天五万次左右": the first said as not the load, the later as it.
            not_this = _NOT_THIS.search(text, max(0, first_start - 4), first_start) is not None
            if not_this or self._correction.search(text, first_end, span[0]):
                found = {later: span}
            if not_this:  # the "not" was of the amount, not of a daily use
                kept = [e for e in result.values if not (e.question == "usage_pattern" and e.negated)]
                result = replace(result, values=kept)
        elif len(found) == 1:
            found = self._restated_calls(text, found)
        if len(found) != 1 or any(e.question == "requests_per_day" for e in result.values):
            return result
        ((n, span),) = found.items()
        if _CALLS_ASIDE.match(text, span[1]):
            # (round 49) "那个一天十万次的调用量先别算进去": the load said, set aside.
            phrase = _source(message, where, *span)
            # the daily use read from inside the same words goes with it
            kept = [e for e in result.values if not (e.question == "usage_pattern" and e.text in phrase)]
            return replace(result, values=[*kept, Extracted("requests_per_day", _round(n), phrase, True)])
        return self._daily_load(message, where, result, span, answers, n, text)

    def _daily_load(
        self,
        message: str,
        where: list[int],
        result: Understanding,
        span: tuple[int, int],
        answers: Answers | None,
        calls: float | None,
        text: str,
    ) -> Understanding:
        """`result` with the day's calls said at `span` (None when they were no one amount) and the use
        a daily load says."""
        phrase = _source(message, where, *span)
        values = [*result.values]
        # (round 54c) "线上一天要过一千二百万条": the day of a rate of calls is no run's length (round 57b:
        # nor of a range, "咨询量估计一天两三千").
        values = [e for e in values if not (e.question == "training_days" and e.text in phrase)]
        if calls is not None:
            values.append(Extracted("requests_per_day", _round(calls), phrase))
        if (
            # (round 38) "We serve a 0.5B model at ~200k requests/day - would serverless be cheapest?":
            # a load in a question is theirs when they say they serve a model (alone it weighs a case).
            (
                not result.is_question
                or _about_task(result.values, None, "inference")
                # (round 59b) "…每日大約 8,000 個 request。… 應該點揀？": a load said in a sentence
                # of its own, not the one that asks, is theirs (inside the question it only weighs a case).
                or _question_end(text, span[1]) is None
            )
            # "不好意思，日均是一万次，不是十万次" (round 37): a load answered before and restated
            # mid-chat changes the load only; how the service runs was read with the first answer.
            and not (answers and "requests_per_day" in answers)
            and not any(e.question == "usage_pattern" and not e.negated for e in result.values)
        ):
            # "~10k requests/day" (round 32): a service with a daily load runs with no end (decided
            # 2026-12-06), however the load is written (a load in a question only weighs a case, ux62).
            values.append(Extracted("usage_pattern", "continuous", phrase))
        return replace(result, values=values)

    def _amount_of(self, m: re.Match[str]) -> float | None:
        """The amount of a match's group `n`: digits ("12,000"), a spelled-out amount of the amount reader's
        words ("two lakh requests a day", round 56c) or a Chinese numeral ("三千")."""
        raw = m.group("n").replace(",", "")
        if raw[0].isdigit():
            return float(raw)
        word = self._amounts.word_amount(raw)
        return word if word is not None else cn_number(raw)

    def _restated_calls(self, text: str, found: dict[float, tuple[int, int]]) -> dict[float, tuple[int, int]]:
        """The one day's calls `found`, or a bare amount restating it after a correction word
        ("一天1万次请求，不对，是1.2万", "~5k requests a day, sorry, 8k") in its magnitude when none is
        said (round 41)."""
        ((n, (_, end)),) = found.items()
        settled = _SETTLED_CALLS.search(text, end)
        if settled is not None:
            # (round 57b) "15k queries a day at peak ...; call it 10k on average": the amount settled on.
            amount = self._amount_of(settled)
            if amount is not None:
                amount *= self._call_magnitudes.get(settled.group("mag") or "", 1.0)
                if n / 10 <= amount <= n * 10:
                    return {amount: settled.span("n")}
        fix = self._correction.search(text, end)
        if fix is None:
            return found
        m = _BARE_CALLS.match(text, fix.end())
        amount = self._amount_of(m) if m is not None else None
        if m is None or amount is None or not amount > 0:
            return found
        mag = m.group("mag")
        if not mag:
            # No magnitude said: the earlier amount's (1万 -> 1.2 is 1.2万), read from its text.
            said = _BARE_CALLS.search(text, found[n][0], end)
            mag = said.group("mag") if said else None
        restated = amount * self._call_magnitudes.get(mag or "", 1.0)
        # A restatement corrects the amount, not its order of magnitude ("2000次，不对，3" is no 3 calls).
        return {restated: m.span("n")} if n / 10 <= restated <= n * 10 and restated != n else found

    def _corrected(self, text: str, values: list[Extracted], at: dict[int, int]) -> list[Extracted]:
        """ "Llama-3-70B. Actually scratch that, the 8B", "原计划做预训练，后来改成持续训练":
        a value of a single-answer question said before a correction word gives way to the
        one said after it."""
        marks = [m.start() for m in self._correction.finditer(text)]
        if not marks:
            return values
        # "a 13B model, sorry, I meant 8B, with QLoRA for a document assistant" (round 32): a correction
        # restates what is said right after it (the first value and its clause), not every later value.
        said = sorted((at[id(f)], f) for f in values if id(f) in at and not f.negated)
        fixes: list[tuple[int, set[str]]] = []
        for mark in marks:
            after = [(w, f) for w, f in said if w >= mark]
            if not after:
                continue
            first = after[0][0]
            stop = _CLAUSE_END.search(text, first)
            end = stop.start() if stop else len(text)
            fixes.append((mark, {f.question for w, f in after if w < end or w == first}))
        dropped: set[int] = set()
        for e in values:
            if e.negated or id(e) not in at:
                continue
            # "Data has to stay in the country. Wait, no, ... So no requirements." (round 40): of a multi
            # question, the options said before a correction give way to its clearing said after it.
            multi = self.vocabulary.by_id[e.question].type == "multi"
            if multi and isinstance(e.value, list):
                continue
            if any(
                f.question == e.question
                and not f.negated
                and id(f) in at
                and (not multi or f.value == [])
                and any(at[id(e)] < mark <= at[id(f)] and e.question in qs for mark, qs in fixes)
                for f in values
            ):
                dropped.add(id(e))
        return [e for e in values if id(e) not in dropped]

    def _preferred_other(self, text: str, t: _Target, cue_start: int) -> str | None:
        """The one other option when a negation of `t` is a preference cue ("最好别",
        "rather not"), else None."""
        if self._prefer is None or not isinstance(t.value, str):
            return None
        # The cue found may sit inside the preference ("别" in "最好别").
        near = self._prefer.finditer(text, max(0, cue_start - 3), cue_start + 16)
        if not any(m.start() <= cue_start < m.end() for m in near):
            return None
        others = self._rules_out.get(t.question, {}).get(t.value, [])
        return others[0] if len(others) == 1 else None

    def _refused_other(
        self, text: str, t: _Target, cue_start: int, span: str, seen: set[tuple[str, str, bool]]
    ) -> list[Extracted]:
        """The one other option, stated, when the negation of `t` starting at `cue_start` is a
        flat refusal ("不买机器" states renting; "不想买" only rules buying out)."""
        refusal = self._refuse.match(text, cue_start) if self._refuse is not None else None
        if refusal is None or not isinstance(t.value, str) or _MORE_OF.match(text, refusal.end()):
            return []
        if self._calls_online(text):
            return []  # "调用在线大模型做问答，不买硬件" (round 22): they pay for the API, rent nothing
        others = self._rules_out.get(t.question, {}).get(t.value, [])
        key = (t.question, repr(others[0]), False) if len(others) == 1 else None
        if key is None or key in seen:
            return []
        seen.add(key)
        return [Extracted(t.question, others[0], span)]

    def _undecided_at(self, text: str, clauses: list[tuple[int, int, str]], at: int) -> bool:
        """Whether the clause holding `at` is said to be undecided, in itself or by the clause after it
        (`_undecided_next`; not when that names only the model as undecided)."""
        k = next((i for i, (a, b, _) in enumerate(clauses) if a <= at < b), None)
        if k is None:
            return False
        if self._uncertain.search(text, *clauses[k][:2]):
            return True
        unsure, model_only = self._undecided_next(text, clauses, k)
        return unsure is not None and not model_only

    def _undecided_next(
        self, text: str, clauses: list[tuple[int, int, str]], k: int
    ) -> tuple[re.Match[str] | None, bool]:
        """A match at clause k's start when the clause after it, joined by a comma, says only
        that it is undecided ("模型大概30B左右，具体还没定"): nothing in clause k is taken; and whether
        that clause names the model as what is undecided ("13B左右，底座还没定"; round 62c): then only
        the model's size is not taken, and only from the clause right before."""
        if self._unsure_after is None:
            return None, False
        # Any later clause of the same sentence (joined by commas) may say it: "我们更想租，
        # 但老板想买，还在争".
        j = k
        # (round 56d) or the clause right after, joined by "but": "probably around 30B in size but honestly
        # not decided yet", "a 14B, but not sure yet".
        while j + 1 < len(clauses) and (
            clauses[j][2] == ","
            or (_BUT.fullmatch(clauses[j][2]) and (j == k or not text[clauses[j][0] : clauses[j][1]].strip()))
        ):
            ns, ne, _ = clauses[j + 1]
            unsure = self._unsure_after.fullmatch(text, ns, ne)
            model = unsure is not None and bool(unsure.group("model") or unsure.group("named"))
            if model and any(text[clauses[i][0] : clauses[i][1]].strip() for i in range(k + 1, j + 1)):
                return None, False
            if unsure is not None:
                # "a summarisation tool, 7B or maybe 14B, not decided" (round 53b): a choice weighed in a
                # clause between is what is undecided, not clause k (an amount in clause k is part of the
                # plan still open: "1-2 weeks of training, 7B or 13B, undecided", wx86).
                # (round 65b) and a range weighed ("想搞个研报摘要的服务，模型大概在14B到32B之间，还没定").
                if (
                    j > k
                    and (
                        _WEIGHED_CHOICE.search(text, clauses[j][0], clauses[j][1])
                        or _RANGE_WEIGHED.search(text, clauses[j][0], clauses[j][1])
                    )
                    and not _AMOUNT_SAID.search(text, clauses[k][0], clauses[k][1])
                ):
                    return None, False
                return _AT_START.match(text, clauses[k][0]), model
            j += 1
        return None, False

    def _excluded(
        self, text: str, cs: int, hit: _Hit, span: str, seen: set[tuple[str, str, bool]]
    ) -> list[Extracted]:
        """The options ruled out by saying `hit` is the only way ("只能租" rules buying out):
        an `exclusive` cue ends right before the value or inside its span, or an `after` one
        follows it ("renting is the only option")."""
        t = hit.target
        if self._only is None or not isinstance(t.value, str):
            return []
        others = self._rules_out.get(t.question, {}).get(t.value)
        if not others:
            return []
        if not self._said_only(text, cs, hit) and not (
            self._only_after and self._only_after.match(text, hit.end)
        ):
            return []
        out = []
        for other in others:
            key = (t.question, repr(other), True)
            if key not in seen:
                seen.add(key)
                out.append(Extracted(t.question, other, span, True))
        return out

    def _said_only(self, text: str, lo: int, hit: _Hit) -> bool:
        """Whether an `exclusive` cue after `lo` ends right before `hit` or inside it ("只能租")."""
        return self._only is not None and any(
            _ONLY_GAP.fullmatch(text, m.end(), max(m.end(), hit.start))
            for m in self._only.finditer(text, max(lo, hit.start - 16), hit.end)
        )

    def _hypothesis(self, text: str, hit: _Hit) -> bool:
        """ "采购的话要走招标", "租的话长期算下来更贵": an option right before 的话 in a
        statement is a case considered, not a choice (for the questions listed)."""
        return hit.target.question in self.spec.hypothetical and bool(self._if.match(text, hit.end))

    def _combined(
        self,
        text: str,
        message: str,
        where: list[int],
        values: list[Extracted],
        ignored: list[tuple[int, int]],
    ) -> list[Extracted]:
        """Values from cue combinations, for the questions (or, for a multi question, the
        options) the rest of the message leaves open; a combination said inside words to ignore
        ("IT部门自己管", round 38) gives none."""
        said: set[Any] = {e.question for e in values} | {(e.question, repr(e.value)) for e in values}
        out: list[Extracted] = []
        for start, end, qid, value in self._combos.find(text):
            if any(a <= start and end <= b for a, b in ignored):
                continue
            multi = self.vocabulary.by_id[qid].type == "multi"
            key = (qid, repr(value)) if multi else qid
            if key in said or (multi and (qid, repr([])) in said):
                continue
            said.add(key)
            out.append(Extracted(qid, value, _source(message, where, start, end)))
        return out

    def _weight(self, text: str, cs: int, hit: _Hit) -> int:
        """1 for a value said to be the main one ("推理为主"), -1 for one said to be minor
        ("偶尔做点微调", "occasionally fine-tune"), else 0."""
        if self._main is not None and self._main.match(text, hit.end):
            return 1
        if self._main_before is not None and not self._hardware.shares(text, cs, hit.start):
            # The cue may end right before the value or open its span ("only two have GPUs"); (round 63c)
            # not their share of hardware said before ("有個GPU叢集，我哋可以用到其中16張V100": that
            # cluster still).
            for m in self._main_before.finditer(text, max(cs, hit.start - 12), min(hit.end, hit.start + 8)):
                if m.end() == hit.start or m.start() == hit.start:
                    return 1
        if self._minor is not None and self._minor.search(text, max(cs, hit.start - 24), hit.start):
            return -1
        return 0

    def _with_hardware(
        self, text: str, cs: int, ce: int, in_clause: list[_Hit], cards: dict[tuple[int, int], float | None]
    ) -> list[_Hit]:
        """The clause's value hits with counts of hardware added ("两台8卡服务器"). A
        listed phrase beats a count over the same words; a count beats the bare "服务器"
        or "A100" inside it."""
        # "打算买几台服务器": hardware named as a plan is none they have, phrase or count.
        hits = [
            h
            for h in in_clause
            if h.target.kind != "ignore"
            and not (
                h.target.kind == "option"
                and h.target.question == "existing_hardware"
                and h.target.value != "none"
                and not self._hardware.owned_span(text, h.start, h.end, cs)
                and not _HAVE_AFTER.match(text, h.end, ce)
            )
        ]
        # Only a hardware phrase beats a count: "128张昇腾910B" is both a count and a chip
        # that names a compliance option.
        options = [h for h in hits if h.target.kind == "option" and h.target.question == "existing_hardware"]
        option_ends = [h.end for h in options]
        # "有个千卡集群，不过归别的部门": a count inside words that are no value counts nothing (round 20;
        # only words that hold the whole count: a chip name inside it, "32-H100", is none).
        ignored = [(h.start, h.end) for h in in_clause if h.target.kind == "ignore"]
        every = [
            (s, e, q, v, n)
            for s, e, q, v, n in self._hardware.find(text, cs, ce)
            if not any(a <= s and e <= b for a, b in ignored)
        ]
        found = [c for c in every if not _overlaps(options, option_ends, c[0], c[1])]
        cards.update(((s, e), n) for s, e, _, _, n in found)
        # "一台4卡3090的工作站", "one 8x H100 node", "一个32卡的小集群" (round 22): a phrase over a count
        # names the hardware counted; the GPUs are the count's (a count that reads none leaves the phrase
        # naming hardware, as it did: "one DGX box (8 A100s)").
        given: set[tuple[int, int]] = set()  # the counts whose cards a phrase over them took
        for h in options:
            within = [(s, e) for s, e, *_ in every if s < h.end and h.start < e]
            if within and given.issuperset(within):
                continue  # (round 57c) "有台A6000工作站": a count under two phrases (台, 工作站) counts once
            over = [n for s, e, _, _, n in every if s < h.end and h.start < e]
            exact = [s for s, e, _, _, n in every if s < h.end and h.start < e and n]
            # "one server with 2 L40S" (round 35): the one machine carrying the cards after it adds none.
            if (
                len(over) > 1
                and len(exact) == 1
                and all(
                    n or self._hardware.carries(text, s, exact[0], one=True)
                    for s, e, _, _, n in every
                    if s < h.end and h.start < e
                )
            ):
                over = [n for n in over if n]
            # "2 node × 4 L40S的小集群" (round 29): the cards of each node, counted by the nodes, add none.
            if len(over) > 1 and 0.0 in over:
                over = [n for n in over if n != 0.0]
            if len(over) == 1 and over[0] is not None:
                cards[(h.start, h.end)] = over[0]
                given.update(within)
        counted = sorted(
            (_Hit(s, e, _Target("option", q, v)) for s, e, q, v, _ in found), key=lambda h: h.start
        )
        ends = [h.end for h in counted]
        hits = [h for h in hits if h.target.kind == "option" or not _overlaps(counted, ends, h.start, h.end)]
        # "一台机器就够", "one machine is enough": hardware needed, not had; "在自己的集群上跑",
        # "our own cluster is enough": theirs all the same.
        kept = [
            h
            for h in hits + counted
            if not (
                h.target.question == "existing_hardware"
                and _NEED_AFTER.match(text, h.end, ce)
                and not _OWNED.search(text, max(cs, h.start - 4), h.end)
            )
            and not (
                h.target.question == "existing_hardware"
                and h.target.value != "none"
                and _RENTED_AFTER.match(text, h.end, min(len(text), ce + 24))
            )
        ]
        # "一个 32 卡的昇腾集群", "三百多张国产卡组成的集群": domestic chips inside hardware they
        # have are that hardware, no rule that it be domestic (a rule is said apart: 必须, 信创).
        owned = [
            (h.start, h.end)
            for h in kept
            if h.target.question == "existing_hardware" and h.target.value != "none"
        ]
        return [
            h
            for h in kept
            if not (
                h.target.question == "compliance"
                and h.target.value == "domestic_hardware"
                and any(a < h.end and h.start < b for a, b in owned)
            )
        ]

    def _one_each(self, values: list[Extracted], permitted: set[int], yielding: set[int]) -> list[Extracted]:
        """A message that names several options of a single-choice question listed in
        `precedence` ("先预训练再SFT") keeps the first listed: the stage that sizes the
        compute."""
        # "没啥合规要求，公有云也可以": once a multi question is cleared, a permission ruling out
        # one of its options says nothing more; a demand refused ("也不需要国产卡") still does, and so
        # does "not a bank" ("不是金融也不是政务，数据也没啥敏感的": the option named as ruled out is kept
        # beside the empty list, decided 2026-12-06).
        cleared = {e.question for e in values if e.value == [] and not e.negated}
        out = [e for e in values if not (e.question in cleared and e.negated and id(e) in permitted)]
        # "any chip is fine as long as it's domestic": a permission gives way to the option stated.
        stated = {(e.question, repr(e.value)) for e in out if not e.negated}
        out = [e for e in out if not (id(e) in permitted and (e.question, repr(e.value)) in stated)]
        # "没有专职运维，开发兼着": an option ruled out by words that only say what is lacking
        # gives way to the option the message states (who does keep the machines up).
        answered = {e.question for e in out if not e.negated}
        out = [e for e in out if not (id(e) in yielding and e.question in answered)]
        # "nothing special on compliance, but data should stay in the US": the options named
        # are the answer; "nothing (else)" only says there are no more.
        # (round 56b) "量化私募……没啥合规要求": no compliance requirement said outright beats a sector
        # read from what the sender is (the labels never keep both).
        if any(e.value == [] and not e.negated and _NO_RULES.search(e.text.lower()) for e in out):
            out = [e for e in out if not (e.value == "regulated_industry" and not e.negated)]
        named = {e.question for e in out if not e.negated and not isinstance(e.value, list)}
        out = [e for e in out if not (e.value == [] and not e.negated and e.question in named)]
        # "固定资产采购批不下来": a single-choice value named and refused in one message is refused;
        # so is a demand of a multi question ("想在国产卡上比一比……不是必须国产", round 31), though not
        # what the sender is ("药企，不是医院": one sector is, another is not).
        refused = {
            (e.question, repr(e.value))
            for e in out
            if e.negated
            and (
                e.question in self._rank
                or (
                    self.vocabulary.by_id[e.question].type == "multi"
                    and e.value not in self.spec.identities.get(e.question, ())
                )
            )
        }
        out = [e for e in out if e.negated or (e.question, repr(e.value)) not in refused]
        # "信息科就三个人，没人懂这个" (decided 2026-12-06, round 31): staff there are, but nobody who can
        # run the job's machines, is none, not the few people.
        # "IT team is 3 people and none of them knows GPUs", "运维有专职团队……GPU还没碰过" (round 32): staff
        # who have never run the cards are none, whatever their number or whether it is their job.
        unable = [
            fold(e.text)[0]
            for e in out
            if e.question == "ops_capacity" and e.value == "none" and not e.negated
        ]
        if any(_NOBODY_CAN.search(t) or _NO_GPU_SKILL.search(t) for t in unable):
            drop = {"limited"}
            if any(_NO_GPU_SKILL.search(t) for t in unable):
                drop.add("dedicated_team")
            out = [e for e in out if not (e.question == "ops_capacity" and e.value in drop and not e.negated)]
        # (round 51) "技术团队十来个人 … 平时是算法同学自己顺手维护": the company's engineering team
        # named in general gives way to who is said to keep the machines up.
        if any(e.question == "ops_capacity" and e.value == "limited" and not e.negated for e in out):
            out = [
                e
                for e in out
                if not (
                    e.question == "ops_capacity"
                    and e.value == "dedicated_team"
                    and not e.negated
                    and _GENERIC_TEAM.match(fold(e.text)[0])
                )
            ]
        # (round 56b) "a six-month study ... roughly 2,000 queries a day", "只跑三个月，日均20万次": a use
        # with its length named is a project, however many calls a day it takes while it lasts.
        uses = [e for e in out if e.question == "usage_pattern" and not e.negated]
        if any(e.value == "project" and _LENGTH_WORD.search(e.text.lower()) for e in uses) and all(
            _DAILY_LOAD.search(fold(e.text)[0]) for e in uses if e.value == "continuous"
        ):
            out = [e for e in out if not (e in uses and e.value == "continuous")]
        for qid, rank in self._rank.items():
            said = [e for e in out if e.question == qid and not e.negated]
            if len(said) > 1:
                best = min(said, key=lambda e: rank.get(e.value, len(rank)))
                out = [e for e in out if e.question != qid or e.negated or e is best]
        return out

    def _corrections(self, answers: Answers, understanding: Understanding) -> list[Correction]:
        old = self.vocabulary.validate_answers(answers)
        new = self.apply(old, understanding)
        changes = []
        for qid, before in old.items():
            after = new.get(qid)
            if self.vocabulary.by_id[qid].type == "multi":
                changed = bool(set(before) - set(after or []))
            else:
                changed = after != before
            if changed:
                changes.append(Correction(qid, before, after))
        return changes

    def apply(self, answers: Answers | None, understanding: Understanding) -> Answers:
        """`answers` with the message's values folded in, validated. A value replaces the
        answer it names; a negated value withdraws it if it is the current answer; for a
        multi question values add or remove items and `[]` clears it."""
        out = dict(self.vocabulary.validate_answers(answers))
        for e in understanding.values:
            q = self.vocabulary.by_id[e.question]
            if q.type == "multi":
                items = set(out.get(q.id, []))
                if isinstance(e.value, list):
                    items = items if e.negated else set(e.value)
                elif e.negated:
                    items.discard(e.value)
                else:
                    items.add(e.value)
                out[q.id] = sorted(items)
            elif e.negated:
                if out.get(q.id) == e.value:
                    del out[q.id]
            else:
                out[q.id] = e.value
        return self.vocabulary.validate_answers(self.vocabulary.consistent(out))


def _chip_regex(chips: list[str]) -> re.Pattern[str]:
    """Chip names as whole words, also in the plural and after a count ("4090s", "8xA100")."""
    parts = []
    for chip in sorted({fold(c)[0] for c in chips}, key=len, reverse=True):
        part = re.escape(chip)
        if chip[0].isascii() and chip[0].isalnum():
            part = r"(?:(?<![a-z0-9])|(?<=\dx))" + part
        if chip[-1].isascii() and chip[-1].isalnum():
            # (round 63c) "H800x8一台": a count glued after with x is no longer name
            part += r"(?:s|es)?(?!(?![x×]\d)[a-z0-9])"
        parts.append(part)
    return re.compile("|".join(parts) or r"(?!x)x")


# How far from a phrase of owned hardware a chip name is read as its cards ("A800 x 16", "8卡A800服务器").
_CHIP_BEFORE, _CHIP_AFTER = 12, 16
# (round 63c) How far past a window a chip's name started inside it may run ("a100 80gb").
_CHIP_NAME_TAIL = 12
# More phrases of hardware than any message of a real team says: their chips are found in one pass.
_MANY_PHRASES = 16
# Around a count of cards with no chip beside it, words that refer back to cards named before:
# "这128张卡", "这些卡", "2 of them", a bare "We own 8 right now" (round 35).
_REFERS_BACK = re.compile(
    r"(?:这|那)些?\s*(?:\d+|[一二两三四五六七八九十百千]+)?\s*(?:张|块)?\s*(?:卡|显卡|gpu)"
    # (round 54c) "it's the only GPU we have": the one card named before
    r"|(?<![a-z])(?:the|our)\s+(?:only|one)\s+(?:gpu|card|graphics\s+card)(?![a-z])"
)
_BARE_COUNT = re.compile(
    r"[\w.]+\s+(?:of\s+(?:them|those|these)|right now|now|already|today|currently|at the moment|at present)"
    r"|(?:\d+|[一二两三四五六七八九十百千]+)\s*(?:张|块|卡)"
)
# After a count of cards, the next clause saying what they all are: "，都是4090", ", all A100s" (round 42).
_ALL_ARE = re.compile(
    r"\s*[,;]\s*(?:(?:都是|全是|全部是|清一色(?:是|的)?|一律是|是)"
    r"|(?<![a-z])(?:all|all of them|they're all|they are all)\s+"
    # (round 49) "eight cards, not four - and they're A6000s": said after the count's own correction.
    r"|(?:[^.;!?]{0,20}?(?:[-–—]|,)\s*)?and\s+(?:they're|they are)\s+(?:all\s+)?)"
    # (round 45) "... not 2 GPUs. They're A800s.": the next sentence says what they are.
    r"|[^.;!?]{0,40}?\.\s*(?:they're|they are|they're all|they are all|all are|all|都是|全是)\s*(?:all\s+)?"
)
# (round 56d) A clause that only names the chip of their cards: "卡是L20", "显卡应该都是910B".
# (round 59c) "有一个集群，具体多少卡我得问问，应该都是910B": the cards left unsaid before a hedge and 都是.
_DESCRIBED_BEFORE = re.compile(
    r"\s*(?:(?:我们|咱们)?的?(?:卡|显卡|gpu|加速卡)(?:的)?(?:型号)?(?:的话)?(?:应该|大概|估计|基本上?|好像)?"
    r"|(?:应该|大概|估计|基本上?|好像)(?=都|全))"
    r"(?:都|全|全部)?(?:是|用的是)?\s*(?:华为|英伟达|nvidia|寒武纪|海光)?\s*"
)
_DESCRIBED_AFTER = re.compile(r"\s*(?:的)?(?:卡|显卡)?(?:的)?\s*")
# (round 56d) The clause before a count, ending with the chip's machines: "有一个……的昇腾集群".
_MACHINES_AFTER_CHIP = re.compile(r"\s*的?\s*(?:集群|服务器|机器|卡|显卡)\s*")
_TOTAL_OPENS = re.compile(r"\s*(?:共|一共|总共|合计|总计)?(?:有|是)?\s*")
_WITH_CARDS = re.compile(
    r"\s*(?:(?<![a-z])(?:with|having|that have|fitted with|loaded with)\s+(?:some\s+|a few\s+)?"
    # (round 42) "servers with mixed A100 and A10 cards": the mix said before the chips, all of them in reach.
    r"(?:(?:a\s+)?mix(?:ed)?\s+(?:of\s+)?)?"
    r"|装有|装着|装了|带)"
)
# (round 54c) "6 PCs, each with an RTX 4070": the chip of each machine said in the clause after it.
_EACH_WITH = re.compile(r"\s*,\s*each\s+with\s")
# (round 38) "not sure whether LoRA or full", "LoRA还是全量": a method weighed against the other said bare
# ("full" alone is no method of its own).
_METHOD_OR_AFTER = re.compile(
    r"\s*(?:or|vs\.?|versus|还是|或者|或是)\s*(?:a\s+)?(?:full|全量|全参|q-?lora|lora)(?![a-z])"
)
_METHOD_OR_BEFORE = re.compile(
    r"(?<![a-z])(?:full|全量|全参|q-?lora|lora)\s*(?:or|vs\.?|versus|还是|或者|或是)\s*(?:a\s+)?$"
)
# A method word with its verb right before "的话" ("全参微调的话") is a case supposed.
_METHOD_IF = re.compile(r"(?:数|量)?(?:微调|精调|训练|sft)?\s*(?:的话|的情况下)")


def _source(message: str, where: list[int], start: int, end: int) -> str:
    """The message's own words for the folded text's `start:end` (`fold` keeps where each came from)."""
    return message[where[start] : where[end - 1] + 1]


def _option_patterns(words: dict[str, list[str]]) -> list[tuple[str, re.Pattern[str]]]:
    """(option, one regex of its alternatives) for a section of option -> regexes."""
    return [(oid, re.compile("|".join(f"(?:{p})" for p in ps))) for oid, ps in words.items()]


# Their own weights said as made already: tuned before (过, 好, 出来, 了的: round 54b), weights, or an English
# past participle.
_TUNED_BEFORE = re.compile(
    r"过|好|出来|了的|权重|自研|[a-z]|一起|联合|共同|合作|^自己(?:微调|训练|训|精调)的$"
)
# "用的是我们自己训的13B模型" (round 53b): their own training said of a model named right after it is a model
# they trained ("我们自己训练的数据集" names data, no model).
_OWN_TRAINED = re.compile(r"(?:我们|咱们)自己(?:微调|训练|训|精调)的")
_MODEL_AFTER = re.compile(
    r"(?:[^,.;!?]|(?<=\d)\.(?=\d)){0,8}?(?:模型|(?<![a-z0-9])\d+(?:\.\d+)?b(?![a-z0-9]))"
)
# "Qwen2.5-32B, as published, no changes", "Published model, unchanged", "GLM-4-9B原版" (round 42),
# "Open-weights model, used as-is" (round 43): the release itself named as what they run, with no task said
# (a reply to which model they run).
_RELEASE_AS_IS = re.compile(
    r"(?<![a-z])(?:as\s+(?:released|published|shipped)"
    r"|(?:model|weights|checkpoints?),?\s+(?:unchanged|untouched|(?:used\s+|run\s+|served\s+)?as[- ]is)"
    r"|(?:models?|llms?)\s+off[- ]the[- ]shelf"
    # (round 61b) "use Llama 3 8B as it is"
    r"|as\s+it\s+is)"
    r"(?![a-z])|原版"
    # (round 59b) "把DeepSeek-V3原样私有化部署", "部署一个现成的开源模型": the release deployed as it is
    r"|原样|(?:部署|上线)(?:个|一个|一套)?现成"
    r"|(?:models?|llms?)\s+(?:without|with\s+no)\s+(?:any\s+)?(?:changes|modifications?|alterations?)"
    # (round 57b) "模型直接拿现成的，不折腾训练": a ready-made model said with no training of theirs
    r"|(?:不|唔|无需|无须|免)(?:打算|准备|需要|用|使|想|做|折腾|另外|会|谂住|必)*(?:自己)?\s*(?:做|搞)?(?:训练|微调|精调|train|fine-?tune)"
)
# "先在局里试运行三个月", "already in production" (round 42): their own model put to use, no load said.
_PUT_TO_USE = re.compile(
    r"试运行|试跑|上线运行|投入使用|投入运行|灰度上线|(?<![a-z])(?:in|into)\s+production(?![a-z])|(?<![a-z])live\s+(?:for|to)\s+(?:users|staff|customers)(?![a-z])"
    # (round 53b) "想把文案生成放到自己这边跑": the work moved to run on their side
    r"|(?:放到|放在|挪到|搬到|拿回)(?:我们|自己|公司|本地)(?:自己)?(?:这边|这儿|这里|内部|本地)?(?:来)?(?:跑|部署|运行)"
)

# (round 56b) "我们自己 SFT 过一个7B的客服模型，现在要上线", "之前合作 fine-tune 咗一个8B，而家想上线",
# "a 14B model we already fine-tuned answers ... 2,000 queries a day": every tuning the message names is
# said done (过/了/好/完 with who tuned it, 自己…微调的; "we fine-tuned", "fine-tuned in-house"), and the
# model is then served: no tuning now.
# (round 63b) "our LoRA-tuned Llama 3 8B": a method glued to its past participle is one tuning, said done
# after "our" (`_OURS_BEFORE`); "a 180B model we post-trained ourselves": post-training is a tuning too.
_METHOD_TUNED = r"(?<![a-z])(?:q?lora|sft|peft|dpo)-(?:tuned|trained)(?![a-z])"
_OURS_BEFORE = re.compile(r"(?<![a-z])our\s+(?:own\s+)?$")
# (round 64b: the English words end at a letter, "内部fine-tune好的Qwen": the Chinese after is no part
# of them)
_TUNING = re.compile(
    rf"{_METHOD_TUNED}|(?<![a-z])post-?train[a-z]*"
    r"|微调|精调|调优|sft|(?<![a-z])q?lora(?![a-z])|(?<![a-z])fine[- ]?tun[a-z]*|(?<![a-z])finetun[a-z]*"
)
# (好 and 完 only as done: "微调完再上线" is a tuning still to do before the serving)
# (round 59b: a method then the verb, "自己用SFT调过的")
# (round 61b: not a tuning to finish before the serving, "微调好了再部署")
_TUNED_ZH = re.compile(
    r"\s*(?:调|训)?(?:过|了(?!吗|没)|好(?=的|了)|完(?=了|的)|出来)(?!了?\s*(?:再|之后|以后|然后|后再))"
)
# (round 63b) "LoRA已经训完了，现在准备部署": a tuning that opens its clause, said done already (whose it is
# left unsaid: theirs).
_TUNED_ALREADY = re.compile(r"\s*(?:已经|都已经|早就|已)(?:调|训|做|跑)?(?:过了|完了|好了)(?![吗没])")
_NOBODY_BEFORE = re.compile(r"\s*(?:模型|这个模型)?(?:要|想|准备|打算)?(?:把|将)?(?:已经|都已经|早就|已)?\s*")
_ASKED_DONE = re.compile(r"\s*(?:调|训)?(?:过|好|完)?了?\s*[吗么没]")
_NEVER_TUNED = re.compile(r"(?:没|未|not|never)\s*$")
# (round 64b: also the house said, "模型用内部fine-tune好的Qwen2.5-14B", as the served_models phrase of
# round 63b)
_TUNER_ZH = re.compile(
    r"自己|我们|咱们|团队|公司|我司|我方|合作|一起|联合|共同|内部|行内|院内|所内|厂内|司内|校内"
)
_TUNED_EN = re.compile(r"\s+(?:already|in[- ]house|ourselves)(?![a-z])")
_TUNING_DONE_BEFORE = re.compile(
    r"(?<![a-z])(?:we|i|own|our\s+(?:[a-z]+\s+){0,2}?(?:team|group|lab|engineers))"
    r"(?:'ve|\s+have)?\s+(?:already\s+)?$"
)
# "用的模型是我们自己在DeepSeek-V3上微调的": their own tuning, said as a model's making (no plan word
# between).
# (round 59b: also a tuning said done right before it, "拟将已完成微调的问答模型部署上线", as nx76's
# "已经微调好了")
_OWN_TUNED = re.compile(
    r"(?:自己|我们|我方)(?:已经|之前)?(?:在|基于|用)?[^,.;!?想要打算准备计划将会]{0,24}$"
    r"|(?:已|已经)(?:完成|做完|做好)(?:了)?$"
)
# "put it in front of our agents", "扩容上线": served, said other ways.
_SERVED_AFTER = re.compile(r"(?<![a-z])(?:in\s+front\s+of|put\s+it\s+(?:in|into)\s+production)(?![a-z])|扩容")
# (round 56b) "our own fine-tuned weights, not a stock model": the option said not to be the one.
_NOT_ONE = re.compile(rf"(?:{_RULING_OUT})\s*(?:an?\s+|the\s+)?$")
# (round 56b) "running an open-weights model unchanged": the verbs of running a model.
_RUNS = re.compile(rf"{_SERVING_VERB.pattern}|(?<![a-z])run(?:s|ning)?(?![a-z])")

_TUNED_TASK = ("task_type", "fine_tuning")
_SERVED_OWN = (("task_type", "inference"), ("served_model", "own_weights"))


def _tuned_then_served(text: str, result: Understanding) -> tuple[int, int] | None:
    """Where a tuning is named, when every tuning the message names is said done and the model is then
    served (an application read, a serving word after it, or a daily load), with no task but the tuning or
    the serving read."""
    tasks = _tasks_said(result.values)
    if not tasks <= {"fine_tuning", "inference"} or any(e.question == "served_model" for e in result.values):
        return None
    found = list(_TUNING.finditer(text))
    if not found:
        return None
    # "LoRA 微调过": a method named right before its tuning word is one tuning
    after = [*found[1:], None]
    named = [m for m, n in zip(found, after, strict=True) if n is None or text[m.end() : n.start()].strip()]
    for m in named:
        before = text[max(0, m.start() - 40) : m.start()]
        if _NEVER_TUNED.search(before):
            return None  # "我们还没微调过": no tuning done
        clause = _clause_start(text, m.start())
        done = (
            (_TUNED_ZH.match(text, m.end()) and _TUNER_ZH.search(text, clause, m.start()))
            or (_TUNED_ALREADY.match(text, m.end()) and not text[clause : m.start()].strip())
            # (round 63b) "已经微调好了，现在要上线", "要把微调好的Qwen2.5-32B部署给客户用": a tuning said
            # done with no party named before it in its clause (theirs, as fx39 and nx76 are labelled)
            or (
                _TUNED_ZH.match(text, m.end())
                and _NOBODY_BEFORE.fullmatch(text, clause, m.start())
                and not _ASKED_DONE.match(text, m.end())
            )
            or (text.startswith("的", m.end()) and _OWN_TUNED.search(text, clause, m.start()))
            # (round 65b) "a model we fine-tune ourselves" is a tuning to do: in-house or ourselves only after
            # it is done
            or (
                (tuned_en := _TUNED_EN.match(text, m.end())) is not None
                and (m.group().endswith("ed") or "already" in tuned_en.group())
            )
            or (m.group().endswith("ed") and _TUNING_DONE_BEFORE.search(before))
            or (re.fullmatch(_METHOD_TUNED, m.group()) and _OURS_BEFORE.search(before))
            # (round 57e) "我们自己微调过的模型…是基于Llama3-8B微调的客服模型", "a model our team
            # fine-tuned (Mistral 7B base, LoRA)": once their tuning is said done, the same tuning said
            # again of the model (微调的, fine-tuned, a method in brackets) describes it
            or (m is not named[0] and (text.startswith(("的", ")"), m.end()) or m.group().endswith("ed")))
        )
        if not done:
            return None
    end = named[-1].end()
    if not (
        "inference" in tasks
        or _SERVING_VERB.search(text, end)
        # (round 63b) "deploy our QLoRA-tuned Qwen 14B": the serving said before, in the same clause
        or _SERVING_VERB.search(text, _clause_start(text, named[0].start()), named[0].start())
        or _SERVED_AFTER.search(text, end)
        or any(e.question == "requests_per_day" for e in result.values)
    ):
        return None
    return named[0].span()


def _about_task(values: list[Extracted], answers: Answers | None, task: str) -> bool:
    """Whether a message's values are about `task`: said in it, or answered before with no other
    task said in it (a bare reply, "用全参吧", to a fine-tune under way)."""
    tasks = _tasks_said(values)
    return task in tasks or (not tasks and (answers or {}).get("task_type") == task)


def _tasks_said(values: list[Extracted]) -> set[Any]:
    """The tasks a message's values say it is (not the ones ruled out)."""
    return {e.value for e in values if e.question == "task_type" and not e.negated}


def _round(value: Any) -> Any:
    return round(value, 6) if isinstance(value, float) else value


def _kept_chips(text: str, chips: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """The chips of `chips` (`_chips_in`) not ruled out where they are named ("不是A800")."""
    return [c for c in chips if not _RULED_OUT.search(text, max(0, c[0] - _RULED_OUT_REACH), c[0])]


def _overlaps(spans: list[_Hit], ends: list[int], start: int, end: int) -> bool:
    """Whether [start, end) overlaps one of `spans` (disjoint, sorted by start; `ends` their
    ends): a binary search, so a long message with many hits is not checked pair by pair."""
    i = bisect_right(ends, start)
    return i < len(spans) and spans[i].start < end


# "We're a hedge fund; not regulated like a bank" (round 27): the sender saying they are not regulated
# outweighs a sector word read as regulated (a contrast, "不是银行，是保险公司", negates only the sector
# named, so its span does not say "regulated").
_NOT_REGULATED = re.compile(r"regulated|监管")
_NO_RULES = re.compile(r"合规|合規|compliance|regulat|监管")


# A phrase of hardware that is a count of it ("2 GPUs", "两张卡"), for `_count_contrasted`.
_COUNTED = re.compile(
    rf"\s*(?:{_RULING_OUT})?\s*"
    r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|sixteen|[一二两三四五六七八九十百千]+)\s*"
    r"(?:[x×]\s*)?(?:张|块|台|卡|[a-z])"
)


def _count_contrasted(values: list[Extracted]) -> list[Extracted]:
    """ "I meant 2 servers with 8 GPUs each, not 2 GPUs", "是16张，不是8张" (round 45): a count of their
    hardware ruled out beside one they state corrects the count; it denies no hardware."""
    if not any(e.question == "existing_hardware" and not e.negated and e.value != "none" for e in values):
        return values
    return [
        e
        for e in values
        if not (
            e.question == "existing_hardware"
            and e.negated
            and e.value != "none"
            and _COUNTED.match(e.text.lower())
        )
    ]


# The words of a serving load that name the inference task: "日均调用量", "十万次调用", "每天五千次请求".
_LOAD_WORDS = re.compile(r"(?:[万千百\d]次(?:的)?)?(?:调用|请求)量?")
_LOAD_ONLY = {"usage_pattern", "requests_per_day"}
# (round 56b) A use said by its calls a day ("2,000 queries a day", "日均20万次"), and a length of time.
_DAILY_LOAD = re.compile(
    r"\d.*(?:(?:a|per|each)\s+day|/day|daily)|(?:每天|每日|日均|一天)[^,.;!?]{0,8}?[\d万千百十]"
)
_LENGTH_WORD = re.compile(r"month|year|week|semester|[月年周]|学期")
# What is served, named beside the load ("想上一个合同审查服务", "our chatbot"): then the load names the task.
_SERVED_THING = re.compile(
    r"模型|服务|系统|助手|机器人|应用|功能|产品|平台|小程序|接口|部署|上线|线上|客服|问答|"
    r"(?<![a-z])(?:models?|llms?|services?|app|apps|api|bot|chatbot|assistant|product|feature|endpoint|"
    r"deploy\w*|serv\w*|production)(?![a-z])|\d\s*b(?![a-z])"
)


def _clause_start(text: str, at: int, stops: str = ",.;!?") -> int:
    """Where the clause holding `at` starts: just after the last of `stops` before it."""
    return max(text.rfind(c, 0, at) for c in stops) + 1


# (round 65b) Daily active users counted ("日活大概几万", "DAU两万") of a model put online ("部署上线",
# "线上服务", "go live").
_DAILY_ACTIVES = re.compile(
    r"日活(?:跃)?(?:用户)?(?:数|量)?[^,.;!?]{0,6}?[\d一二两三四五六七八九十百千万几]"
    r"|(?<![a-z])(?:dau|daily\s+active\s+users?)(?![a-z])"
)
_GOING_LIVE = re.compile(
    r"上线|线上|(?<![a-z])(?:go(?:es|ing)?\s+live|launch(?:es|ed|ing)?|in\s+production)(?![a-z])"
)


def _daily_actives(text: str, message: str, where: list[int], result: Understanding) -> Understanding:
    """ "想把自己微调好的14B剧情模型部署上线，日活大概几万": a model served and put online with its daily
    active users counted runs with no end, as a daily load does (usage_pattern continuous; the users are no
    calls a day). A model run for the staff with its daily users ("给全公司内部用，日活两千人", zy34) is not
    read so."""
    if any(e.question == "usage_pattern" for e in result.values):
        return result
    m = _DAILY_ACTIVES.search(text)
    if m is None or _GOING_LIVE.search(text) is None or not _about_task(result.values, None, "inference"):
        return result
    found = Extracted("usage_pattern", "continuous", _source(message, where, *m.span()))
    return replace(result, values=[*result.values, found])


def _with_upkeep(text: str, message: str, where: list[int], result: Understanding) -> Understanding:
    """ops_capacity read from who looks after the machines and how (`upkeep`). The value stated takes the
    place of any ruled out ("没有专职运维，一个同事兼着" says limited only). A value a phrase read inside the
    clause `upkeep` reads gives way to it when a word there says how, as the clause says who and how
    together ("a part-time contractor helps with infra": outside, so none; "our two-person infra team
    (full-time)": dedicated; rounds 56-57); one read elsewhere stands. `upkeep`'s "-dedicated_team" ("none of
    whom is specifically on infrastructure") only rules a team out."""
    found = upkeep(text)
    if found is None:
        return result
    option, start, end, says_how = found
    source = _source(message, where, start, end)
    stated = [e for e in result.values if e.question == "ops_capacity" and not e.negated]
    if stated and not (says_how and all(e.text in source for e in stated)):
        return result
    if option.startswith("-"):
        if stated:
            return result
        found_value = Extracted("ops_capacity", option[1:], source, negated=True)
        kept = [e for e in result.values if not (e.question == "ops_capacity" and e.value == option[1:])]
        return replace(result, values=[*kept, found_value])
    kept = [e for e in result.values if e.question != "ops_capacity"]
    return replace(result, values=[*kept, Extracted("ops_capacity", option, source)])


def _no_skill(text: str, cs: int, hit: _Hit) -> bool:
    """Whether hardware words said with a lack are a lack of people or practice, not of cards: "nobody knows
    GPU servers" (round 59c), "他们从来没弄过AI服务器", "none GPU-savvy" (round 61c)."""
    nobody = _NOBODY_CUE.search(text, max(cs, hit.start - 40), hit.start)
    if (
        nobody is not None
        and not _HAVING_SAID.search(text, nobody.end(), hit.start)
        # (round 64c) not "厂里没人懂AI，也没有服务器": a lack of its own said between
        and not _LACK_SAID.search(text, nobody.end(), hit.start)
    ):
        return True
    return bool(
        _NEVER_HANDLED.search(text, max(cs, hit.start - 8), hit.start) or _SKILL_AFTER.match(text, hit.end)
    )


def _marked_theirs(text: str, cs: int, hit: _Hit) -> bool:
    """Whether an owner word right before the hardware of `hit` marks it as theirs ("我们现有的几张昇腾卡",
    "our existing cluster"), not as one to be bought or built."""
    return bool(
        _OWNER_BEFORE.search(text, max(cs, hit.start - 12), hit.start)
        and not _TO_GET.search(text, max(cs, hit.start - 16), hit.start)
    )


def _hardware_by_use(text: str, values: list[Extracted], at: dict[int, int]) -> list[Extracted]:
    """ "每天的新视频都要抽帧、打标签…自己有一个A10的推理集群" (round 59b): hardware they have, named by what
    it is used for (推理集群, "our training cluster"), names no task beside another task said."""

    def by_use(e: Extracted) -> bool:
        start = at.get(id(e), -1)
        return (
            e.question == "task_type"
            and not e.negated
            and start >= 0
            and _BY_USE.match(text, start) is not None
            and _OWNED_BEFORE.search(text, _clause_start(text, start), start) is not None
        )

    named = [e for e in values if by_use(e)]
    others = {e.value for e in values if e.question == "task_type" and not e.negated and not by_use(e)}
    if not named or not others:
        return values
    return [e for e in values if not any(e is x for x in named) or e.value in others]


# Words of having heard something said (rounds 61c, 62d).
_HEARD_ZH = r"听说|据说|听人说|听别人说|听讲"
# (round 61c) Before a size in its clause, someone else using it, heard of: "听说有人用Llama 3 8B直接架起来",
# "I heard other firms run a 70B for this".
_OTHERS_USE = re.compile(
    rf"(?:{_HEARD_ZH})[^,.;!?]{{0,4}}?(?:有人|别人|人家|同行|别的(?:公司|学校|单位|医院)|其他(?:公司|学校|单位|医院))"
    r"|(?<![a-z])(?:i|we)(?:'ve|\s+have)?\s+heard\s+(?:that\s+)?(?:some|other|another)\s+(?:people|firms|companies|teams|schools|groups|one)"
)
_OF_OTHERS_SAID = ("model_params_b", "active_params_b", "dataset_tokens_b", "training_days")
# A clause's end, not a point inside a number or a model's name ("Qwen2.5 14B").
_PART_END = re.compile(r"[,;!?]|\.(?!\d)")


def _sentence_part_start(text: str, at: int) -> int:
    """Where the clause holding `at` starts, a point inside "Qwen2.5" no end of one."""
    ends = [m.end() for m in _PART_END.finditer(text, max(0, at - 60), at)]
    return ends[-1] if ends else max(0, at - 60)


def _of_others(text: str, values: list[Extracted], at: dict[int, int]) -> list[Extracted]:
    """(round 61c) A size said of what others were heard to use is not the sender's (labelling convention:
    facts about someone else's run are not labelled)."""

    def others(e: Extracted) -> bool:
        start = at.get(id(e), -1)
        return (
            e.question in _OF_OTHERS_SAID
            and start >= 0
            and _OTHERS_USE.search(text, _sentence_part_start(text, start), start) is not None
        )

    return [e for e in values if not others(e)]


# How a thing is done in general, asked of no one's own case (round 59b).
_GENERAL = re.compile(
    r"一般|通常|普遍|常规|往往"
    r"|(?<![a-z])(?:in general|generally|typically|usually|normally|commonly|typical)(?![a-z])"
)
# What a question asked in general says nothing of (round 59b).
_NOT_GENERAL = {"compliance", "usage_pattern", "budget_model"}
# The sender or their unit named.
_PERSON = re.compile(
    r"我|咱|本公司|本单位|本院|本行|我司|我方|手上|手里|手头"
    r"|(?<![a-z])(?:we|i|our|my|us|we're|i'm|we've|i've|we'd|i'd|ours)(?![a-z])"
)
# A kind of work naming hardware, and what says the hardware is theirs.
_BY_USE = re.compile(
    r"(?:推理|训练)(?=(?:用)?的?(?:集群|服务器|节点|机器|卡|机房))"
    r"|(?:inference|training)(?=\s+(?:cluster|servers?|nodes?|boxes|machines|gpus|cards|fleet|farm)(?![a-z]))"
)
_OWNED_BEFORE = re.compile(r"有|(?<![a-z])(?:our|we\s+have|we\s+own|we've\s+got)(?![a-z])")


def _deployed_for_data(text: str, values: list[Extracted], at: dict[int, int]) -> list[Extracted]:
    """(round 66b) "每天要把几千份报关单抽成结构化数据，想自己部署模型": a model deployed, said bare
    (no application, size or name), beside a data job is the means of that job, which is the task."""
    served = [e for e in values if (e.question, e.value) == ("task_type", "inference") and not e.negated]
    bare = [e for e in served if id(e) in at and _BARE_DEPLOY.match(text, at[id(e)]) is not None]
    if not bare or len(bare) < len(served) or _tasks_said(values) != {"inference", "data_processing"}:
        return values
    return [e for e in values if not any(e is b for b in bare)]


def _tuning_redone(values: list[Extracted]) -> list[Extracted]:
    """(round 66b) "想用客服对话在8B上做LoRA微调……每周用新对话重新训一次": a tuning named and redone on a
    schedule is the tuning (jy43, ky70 labelled so); the retraining says how often it runs."""
    if not {"fine_tuning", "continued_training"} <= _tasks_said(values):
        return values
    return [
        e
        for e in values
        if not (
            (e.question, e.value) == ("task_type", "continued_training")
            and not e.negated
            and _RETRAINED.search(fold(e.text)[0])
        )
    ]


# The words of a model trained again ("重训", "retrain"), not of continued pretraining.
_RETRAINED = re.compile(r"重训|重新训|再训|(?<![a-z])re-?train")


# A model deployed, with nothing said of it: "自己部署模型", "部署个大模型。", "deploy a model ourselves".
_BARE_DEPLOY = re.compile(
    r"(?:部署|(?<=部署))(?:一个|个)?(?:大)?模型(?=\s*(?:[,;!?]|\.(?!\d)|$))"
    r"|deploy(?:ing)?\s+(?:a|the|our\s+own)\s+(?:model|llm)(?:\s+ourselves|\s+in-house|\s+locally)?"
    r"(?=\s*(?:[,;!?]|\.|$))"
)


def _question_end(text: str, at: int) -> int | None:
    """Where the sentence holding `at` ends when it ends with a question mark; None otherwise."""
    end = _SENTENCE_END.search(text, at)
    return end.start() if end is not None and end.group() == "?" else None


def _general_question(text: str, at: int) -> bool:
    """Whether the sentence holding `at` asks how something is done in general ("一般要先验证哪些东西？",
    "What do teams usually check first?") and says nothing of the user: then nothing in it is theirs."""
    end = _question_end(text, at)
    if end is None:
        return False
    start = _clause_start(text, at, ".!?;")
    return _GENERAL.search(text, start, end) is not None and _PERSON.search(text, start, end) is None


_SENTENCE_END = re.compile(r"[.!?;\n]")


def _load_alone(text: str, result: Understanding) -> Understanding:
    """ "日均调用大概二十万次", "更正一下，日调用量不是一万，是十万左右" (round 48b): a daily load said on
    its own, the answer to how many calls a day, says how the service is used, not what the task is; beside
    anything else of the job ("模型是14B的", "想上一个作文批改服务") the load still names it."""
    load = [
        e
        for e in result.values
        # (round 59b) read folded: "萬次請求", said in traditional characters, is the same load
        if e.question == "task_type" and e.value == "inference" and _LOAD_WORDS.fullmatch(fold(e.text)[0])
    ]
    if (
        not load
        or any(e.question not in _LOAD_ONLY and not any(e is x for x in load) for e in result.values)
        or _SERVED_THING.search(text)
    ):
        return result
    return replace(result, values=[e for e in result.values if not any(e is x for x in load)])


def _not_regulated(values: list[Extracted]) -> list[Extracted]:
    def regulated(e: Extracted) -> bool:
        return e.question == "compliance" and e.value == "regulated_industry"

    if not any(regulated(e) and e.negated and _NOT_REGULATED.search(e.text.lower()) for e in values):
        return values
    return [e for e in values if not (regulated(e) and not e.negated)]


# (round 62d) What the sender heard can be done, "听说有些大模型可以直接调API用，不用自己买机器", "I heard
# you can rent by the hour": a way to pay in it, with no word of themselves between, is what others say, not
# theirs.
_HEARD = re.compile(
    _HEARD_ZH + r"|(?<![a-z])(?:i|we)(?:'ve|\s+have)?\s+(?:heard|read)(?![a-z])"
    r"|(?<![a-z])apparently(?![a-z])"
)


def _heard_of(text: str, at: int) -> bool:
    said = list(_HEARD.finditer(text, _clause_start(text, at, ".;!?"), at))
    return bool(said) and _PERSON.search(text, said[-1].end(), at) is None


# (round 62d) "Right now each run takes 4 days on rented H100s", "a Mistral 7B that I fine-tuned on rented
# GPUs": rented hardware their runs use now, or a past run used, is how they work, no way to pay chosen ("the
# run should take 45 days on rented H100s", a plan, still is one).
_RENTED = re.compile(r"rented(?![a-z])")
_RUNS_NOW = re.compile(
    r"(?<![a-z])(?:currently|right now|at the moment|at present|these days|takes"
    r"|(?:i|we|they)(?:'ve|\s+have)?\s+(?:fine-tuned|finetuned|fine tuned|tuned|trained|pretrained|ran)"
    r")(?![a-z])"
)


def _rented_now(text: str, at: int) -> bool:
    if _RENTED.match(text, at) is None:
        return False
    return _RUNS_NOW.search(text, _clause_start(text, at), at) is not None


# (round 65d) "目前是租某云的A10在跑……想问问迁到托管平台", "it runs on rented A10s; we'd like to move
# to a hosted platform": the rented machines a service runs on now, with a move away weighed after, are what
# they leave, no way to pay chosen (as a way used so far beside a change, `past_replaced`); also a way used so
# far, "We've been renting A100s by the hour ... considering moving it onto our own cluster".
_RUNS_ON = re.compile(
    r"跑在|在跑|运行在|跑着|一直(?:在)?(?:租|用)"
    r"|(?<![a-z])(?:(?:running|runs|hosted|served|serving|deployed)\s+on|(?:we've|we\s+have)\s+been)(?![a-z])"
)
_PLANNING = re.compile(r"想|打算|准备|计划|(?<![a-z])(?:want|plan|planning|would like|will)(?![a-z])")
_MOVING = re.compile(
    r"迁到|迁移到|迁去|迁至|搬到|挪到|换到|换成|换个?(?:托管|平台|云|方案|厂商)"
    r"|(?<![a-z])(?:move|moving|migrate|migrating|switch|switching)\s+(?:[^.;!?]{0,40}?\s)?"
    r"(?:to|onto|into|over|off|away)(?![a-z])"
)


def _moved_from(text: str, cs: int, ce: int, end: int) -> bool:
    return (
        _RUNS_ON.search(text, cs, ce) is not None
        and _PLANNING.search(text, cs, end) is None
        and _MOVING.search(text, end) is not None
    )


# (round 65d) "a one-off purchase is actually easier for us than a subscription": the way after "than" is
# the one they like less, no way they choose.
# (round 66d) So is the way after "to" once "prefer" was said: "They prefer a predictable monthly fee to a big
# upfront purchase", "we prefer owning to renting" (after "over" it is ruled out, round 20).
_LESS_WANTED = re.compile(
    r"(?<![a-z])(?:easier|simpler|better|preferable|more\s+straightforward)\s+(?:for\s+(?:us|me|them)\s+)?than\s+"
    r"(?:a\s+|an\s+|the\s+|any\s+|paying\s+|going\s+(?:with\s+)?)?$"
    r"|(?<![a-z])prefer(?:s|red|ring)?\s+[^,.;!?]{1,40}?\sto\s+(?:a\s+|an\s+|the\s+|any\s+)?(?:[a-z-]+\s+){0,2}$"
)


_SIZE_CLASS = re.compile(r"[十百千万]+亿")


def _sizes_of_moe(values: list[Extracted]) -> list[Extracted]:
    """ "千亿参数的MoE，总参数236B，激活21B" (round 26): a size class said in words (千亿, 百亿) gives way to
    an exact size in that class, and an MoE's active size above the model's size is dropped."""
    sizes = [e.value for e in values if e.question == "model_params_b" and not e.negated]

    def rough(e: Extracted) -> bool:
        return (
            e.question == "model_params_b"
            and not e.negated
            and _SIZE_CLASS.match(e.text) is not None
            and any(e.value < v < 10 * e.value for v in sizes)
        )

    out = [e for e in values if not rough(e)]
    total = next((e.value for e in reversed(out) if e.question == "model_params_b" and not e.negated), None)
    return [e for e in out if not (e.question == "active_params_b" and total is not None and e.value > total)]


# (round 63c) Two models or more named as such: "Qwen2.5-72B和GLM-4-9B两个模型原样部署", "7B和70B两个规格",
# "we serve two models, an 8B and a 70B".
_SEVERAL_MODELS = re.compile(
    r"(?:两|二|2|几|多|三)\s*(?:个|款|种)\s*(?:模型|规格|尺寸)"
    r"|(?<![a-z])(?:two|three|several|multiple|both)\s+(?:[a-z-]+\s+)?(?:models|sizes)(?![a-z])"
)


def _several_models(text: str, values: list[Extracted]) -> list[Extracted]:
    """(round 63c) Different sizes said of two models or more named as such give no model size: the
    question asks the size of one (wz55, dx22)."""
    sizes = {e.value for e in values if e.question == "model_params_b" and not e.negated}
    if len(sizes) < 2 or _SEVERAL_MODELS.search(text) is None:
        return values
    return [e for e in values if e.question != "model_params_b" or e.negated]


# Hardware given back: returned at the end of a lease, sold, decommissioned (round 40).
_GIVEN_BACK = re.compile(
    r"退租|退掉|退了|退回|还回去|还给|归还|租期到|到期了|卖掉|卖了|转卖|报废|淘汰了"
    r"|(?<![a-z])(?:returned|return(?:ing)? (?:them|it|those)|gave (?:them |it |those )?back|given back"
    r"|handed (?:them |it |those )?back|sold (?:them|it|those|off)|decommissioned"
    r"|(?:the )?lease (?:ended|ran out|expired)"
    r"|no longer (?:have|own))(?![a-z])"
)
# What is said of hardware that was given back (rented, for a while) goes with it.
_OF_RETURNED = ("budget_model", "usage_pattern")


def _given_back(text: str, values: list[Extracted], at: dict[int, int]) -> tuple[int, int] | None:
    """Where hardware they said they had was said first and where none was said after it, when
    words of giving it back come between ("两台A100服务器，其实是租的，下个月就退了，所以算没有卡",
    "a few 4090 boxes - no, those were returned, we have no GPUs now")."""
    said = [
        (at[id(e)], e.value)
        for e in values
        if e.question == "existing_hardware" and not e.negated and id(e) in at
    ]
    had = [w for w, v in said if v != "none"]
    none = [w for w, v in said if v == "none" and had and w > min(had)]
    if not had or not none:
        return None
    m = _GIVEN_BACK.search(text, min(had), max(none))
    return (min(had), max(none)) if m is not None else None


def _now_first(values: list[Extracted], later: set[int]) -> list[Extracted]:
    """ "先用开源模型做推理，后面再考虑微调", "先用7B验证，效果好再上70B": a value named for
    later gives way to the one named for now (of the same single-answer question); said
    alone ("明年打算微调") it is still the answer."""
    now = {e.question for e in values if id(e) not in later and not e.negated}
    return [
        e
        for e in values
        if not (id(e) in later and e.question in now and e.question != "compliance" and not e.negated)
    ]


def _main_first(values: list[Extracted], weight: dict[int, int]) -> list[Extracted]:
    """Of several values of one question, the one said to be the main one wins, and one
    said to be minor gives way to any other: "推理为主，偶尔做点微调" is inference."""
    out = values
    for qid in {e.question for e in values if not e.negated}:
        said = [e for e in out if e.question == qid and not e.negated]
        if len(said) < 2:
            continue
        top = max(weight.get(id(e), 0) for e in said)
        out = [e for e in out if e.question != qid or e.negated or weight.get(id(e), 0) == top]
    return out


# A size in bytes said roughly ("几十个G", "a few hundred GB"; round 35): a size, though no amount is read.
_BYTES = re.compile(
    r"[0-9十百千万几多]\s*(?:个)?\s*(?:g|gb|t|tb|p|pb)(?![a-z])|(?<![a-z])(?:gb|tb|pb)(?![a-z])", re.I
)


def _scale_by_tokens(values: list[Extracted], measured: set[int]) -> list[Extracted]:
    """Without a size, "数据不多，五千万token" measures its data in tokens: the words give
    no data_scale (a token count says nothing of bytes on disk); a size said in bytes, even
    roughly ("20亿token，算下来几十个G"), still does."""
    if not any(e.question == "dataset_tokens_b" and not e.negated for e in values):
        return values
    return [
        e
        for e in values
        if not (
            e.question == "data_scale"
            and not e.negated
            and id(e) not in measured
            and not _BYTES.search(e.text)
        )
    ]


def detect_language(message: str, hint: str | None = None) -> str:
    """The language of a message, the one detector for the session and the reply. Chinese
    users mix in English terms ("我们想 fine-tune 一个 7B 的 model") far more often than
    English users type Chinese, so a message with Chinese words is Chinese unless it is
    mostly English words around a stray character. A message of one word or none ("70B",
    "ok", "2") keeps `hint`, the language so far; the product is Chinese first."""
    cjk = len(_CJK.findall(message))
    latin = len(_LATIN_WORD.findall(message))
    if cjk == 0 and latin < 2:
        if hint in ("zh", "en"):
            return hint  # "none", "LoRA", "2" in reply to a Chinese question stay Chinese
        return "en" if latin else "zh"  # a first "hello" is English, a first "70B" is not
    # A Chinese character carries about as much as an English word; count Chinese
    # double so that a few English terms in a Chinese sentence stay Chinese.
    return "zh" if 2 * cjk >= latin else "en"


@lru_cache(maxsize=4)
def load_understanding(path: Path = UNDERSTANDING_FILE) -> Extractor:
    """The extractor built from `path`, validated against the vocabulary; built once."""
    path = Path(path)
    data = read_yaml(path)
    try:
        spec = UnderstandingSpec.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        loc = [str(p) for p in err["loc"]]
        entry = ".".join(loc[1:3]) if loc and loc[0] == "options" else (loc[0] if loc else None)
        raise DataFileError(str(path), entry, ".".join(loc) or None, err["msg"]) from exc
    vocabulary = load_vocabulary()
    check_spec(spec, vocabulary, str(path))
    return Extractor(spec, vocabulary, str(path))


def understand(message: str, answers: Answers | None = None, lang_hint: str | None = None) -> Understanding:
    """What a chat message says about the questionnaire; see the module docstring."""
    return load_understanding().understand(message, answers, lang_hint)


def apply(answers: Answers | None, understanding: Understanding) -> Answers:
    """`answers` updated with what the message said, validated (see `Extractor.apply`)."""
    return load_understanding().apply(answers, understanding)
