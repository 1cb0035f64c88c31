"""Counts of hardware the user already has, in chat messages: "两台8卡服务器", "8张A100",
"几台旧的T4服务器", "a 512-GPU cluster", "half a dozen servers". The words come from the
`numbers.hardware` section of `understanding.yaml`.
"""

from __future__ import annotations

import re
from itertools import chain

from pydantic import BaseModel, ConfigDict, Field

from compute_advisor.rules.intake.amounts import alternation, cn_number, fold


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class _ClusterFrom(_Strict):
    cards: int = Field(gt=0)
    servers: int = Field(gt=0)


# A count of hardware read: (start, end, "existing_hardware", option, the GPUs it comes to).
_Found = tuple[int, int, str, str, float | None]
# Right before a count of machines after a count of cards: the machines hold those cards (round 23).
_HOLDING = re.compile(
    # (round 56c) "四张T4、一张V100，散在两台旧服务器上": 散在, 散落在 (spread over)
    r"(?:分在|分布在|分散在|散在|散落在|装在|插在|放在|就是?|共|一共|总共"
    # (round 64c) "32 A100s, not really a cluster, just four servers": just, as 就 is.
    r"|(?<![a-z])(?:across|in|over|on|split across|split over|split between|spread across|spread over|just)"
    # (round 63c) "16 A100s we own (2 nodes)", "十六张A800（两台机器）": the machines in brackets after
    # the cards.
    r"|\()\s*$"
)
# Between a count of machines and a count of cards right after it, the machines carry those cards:
# "一台服务器两张3090", "one workstation with 4x A100" (round 29).
_CARRYING = re.compile(
    # (round 43) "一台服务器，里面4张V100": a comma before where the cards sit in it.
    r"\s*(?:,\s*(?=上面|里|中|内|有|带|配|装|插))?(?:上面|上|里|里面|中|内)?\s*"
    # (round 62c) "1 box w 2 rtx 4090s": w alone for with.
    r"(?:有|带|带了|带着|配|配了|配有|装了|装有|插了|插着|with|w/|(?<![a-z])w(?=\s))?\s*"
)
# (round 56c) Right before a count of cards, 各 (each) with its verb: the cards of each machine.
_EACH_HAS = re.compile(r"各(?:有|带|插|装|配)?(?:了|着)?\s*$")
# (round 56c) After the cards of each machine, the machines' total in the next clause: "，一共4台".
# (round 59c) "8 GPUs per node, 12 nodes": the machines counted after a comma, in English.
_MACHINES_TOTAL = re.compile(
    r"[^,.;!?\d]{0,14}?,\s*(?:(?:一共|总共|共|合计|总计)(?:是|有)?\s*(?=(?:\d+|[一二两三四五六七八九十]+)\s*台)"
    r"|(?:and\s+)?(?=[a-z0-9]+\s+(?:nodes|servers|machines|boxes)(?![a-z])))"
    r"(?P<n>\d+|[一二两三四五六七八九十]+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|sixteen|twenty)"
    r"\s*(?:台|nodes|servers|machines|boxes)(?:\s+(?:in\s+total|total|altogether))?"
    r"(?=\s*(?:[,.;!?]|$))"
)
# (round 56d) Between machines and the cards of each said apart, their chip and any count ruled out taken
# out: "16 servers of H100s, 8 GPUs in each", "3 servers, not 2. Still 8 cards each".
# (round 62c) "2 PC with RTX 3090, each one card": the word of each before the cards.
_APART = re.compile(
    r"(?:\s*(?:of|with)\s+(?:(?:ascend|nvidia|huawei)\s+)?)?[\s,.;(]*(?:still\s+)?(?:each\s+)?"
)
# (round 56c) Between one machine and a count of its cards right after it.
_CARDS_GAP = re.compile(r"\s*[(,]\s*")
# Between a count of machines and the count of their cards in brackets right after it (round 47).
_OPENS_BRACKET = re.compile(r"\s*\(\s*")
# Before a count of machines said as a clause of its own right after a count of cards ("16 GPUs, not 8.
# Two nodes."; round 29): the end of a sentence.
_SENTENCE_END = re.compile(r"[.;!]\s*$")
# Between the comma after a count of cards and a count of one machine: nothing but spaces (round 33).
_COMMA_ONLY = re.compile(r",\s*")
# ... and after that count of one machine, the end of its clause.
_ONE_MACHINE_ENDS = re.compile(r"\s*(?:[.;!,]|$)")
# ... or after a count of machines, the end of the sentence.
_ENDS_SENTENCE = re.compile(r"\s*(?:[.;!]|$)")
# A phrase of hardware opening with the verb of having: "有个集群", "have a cluster".
_HAVING = re.compile(r"有|(?:have|has|own|got)(?![a-z])")
# Before a bare count of cards that opens its clause: "显卡型号是H100，有8张" (round 35).
# "16 of them", "all 48 of them": a clause that only counts what was named before it.
# (round 57c) "8 of them in one box", "16 of them across two servers": where they sit said after.
_OF_THEM = re.compile(
    r"\s*(?:all\s+)?(?P<n>\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|sixteen)\s+of\s+(?:them|those)"
    r"(?:\s+(?:in|across|over|on|split\s+across|spread\s+across)\s+(?:one|a|a\s+single|two|three|four|\d+)\s+"
    r"(?:box|server|node|machine|chassis)(?:e?s)?)?\s*"
)
# (round 64c) "some T4s and some A100s, about 40 in total": a clause that is only the total of the cards
# named.
_TOTAL_ONLY = re.compile(
    r"\s*(?:and\s+)?(?:about|around|roughly|approximately|~)?\s*(?P<n>\d+)\s+(?:in\s+total|total|altogether|in\s+all)\s*"
)
# "We use Huawei Atlas 800 training servers, two of them" (round 40): a clause that ends naming machines.
_MACHINES_CLAUSE = re.compile(r"(?P<noun>servers|nodes|machines|boxes|workstations)\s*(?:,|[-–—]+)\s*$")
_HAS_OPEN = re.compile(r"\s*(?:我们|咱们)?(?:一共|总共)?(?:有|共有)\s*")
# Right before a bare count of cards that ends its clause, words that say it is theirs: "我自己就有两张",
# "就这四张" (round 35).
_HAD_BARE = re.compile(r"(?:有|就这|只有这|就是这|这)\s*$")
# After a count, to the end of its sentence, then a sentence saying it is theirs (round 50).
_HAD_NEXT = re.compile(
    r"[^.?!;]{0,40}?[?.!]\s*(?:(?:that's|that is|this is|those are|these are)\s+(?:all|everything)\s+"
    r"(?:we|i)\s+(?:have|own|got)"
    r"|(?:we|i)\s+(?:already\s+)?(?:have|own|'ve got|have got)\s+(?:that|those|these|them|it|both)"
    r"(?:\s+(?:cards?|gpus?|ones|already))?"
    # (round 63c) "想用128张H20…一个月能训完吗？卡是去年采购的": the cards said bought, or theirs, next.
    r"|(?:这些|这批|这)?(?:卡|显卡|机器|服务器)(?:都)?是(?:我们|所里|公司)?(?:去年|前年|之前|早就|已经)?"
    r"(?:采购|买|购置|购买|自己|自有)的)(?![a-z])"
)
# Makers named before a chip ("华为910B", "寒武纪MLU370"): part of the hardware's name.
_MAKERS = "华为|英伟达|nvidia|寒武纪|海光|昆仑芯|昆仑|摩尔线程|沐曦|壁仞"
# Words saying what all the cards are: "8张，都是H100", a clause "都是910B" naming only the chips.
_ALL_OF = "都是|全是|全部是|全都是|均为|清一色"
# Right before a count, the cluster it counts named with a colon ("small cluster: 48 L40S"; round 47).
# (round 61c) ... or with "of": "a departmental cluster of 40 A100s".
# (round 63c) ... or right before it in Chinese: "现有H20智算集群96张".
# (round 66c) ... with whose it is said between: "集群：自有，48张A100", "Cluster: in-house, 48 A100s".
_CLUSTER_COLON = re.compile(
    r"(?:cluster|集群)\s*:\s*(?:(?:自有|自建|自己的|(?:our\s+)?own|in-house|on-prem)\s*,\s*)?$"
    r"|(?<![a-z])cluster\s+of\s+$|集群\s*$"
)
# (round 67c) "在自己的K8s集群上跑，有24张A10", "on our own Kubernetes cluster, 24 A10s": their cluster named
# in the clause right before the count of its cards.
_THEIR_CLUSTER_BEFORE = re.compile(
    r"(?:自己的|自有的?|自建的?|我们的|咱们的|(?<![a-z])our\s+(?:own\s+)?)[^,.;!?]{0,14}?(?:集群|cluster)"
    r"[^,.;!?]{0,6},\s*(?:有|共有|一共|总共|with)?\s*$"
)
# Before a bare count of cards: a correction, and right before the count, the count said again or the
# total (round 47).
_RECOUNT_CUE = re.compile(r"不对|说错了|打错了|搞错了|记错了|更正|纠正")
# (round 53c) A count ruled out right after the one said: "16张不是6张", "16 cards, not 6".
NOT_COUNT = re.compile(
    r"\s*,?\s*(?:不是|而不是|(?<![a-z])not)\s*(?:\d+|[一二两三四五六七八九十百千]+)\s*(?:张|块|cards|gpus)?"
)
_RECOUNTED = re.compile(r"(?:是|其实是|应该是|实际是|实际上是|一共|总共|合计|总计)\s*$")
_CLAUSE_ENDS = re.compile(r"\s*(?:[,.;!?]|$)")
# A computer of one's own (round 35): "想在自己电脑上跑……，显卡是4060Ti".
# "it's the only GPU we have", "that's our only card" (round 54c): one card, named before.
_ONLY_ONE = re.compile(
    r"(?<![a-z])(?:it'?s|its|it\s+is|that'?s|that\s+is|this\s+is)\s+(?:the\s+only|our\s+only|our\s+one|the\s+one)\s+"
    r"(?:gpu|card|graphics\s+card)(?:\s+(?:we|i)\s+(?:have|own|'ve\s+got|got))?(?![a-z])"
)
# Right after a count of machines named first, the cards they hold in brackets (round 54c): "（8卡）".
_CARDS_HELD = re.compile(
    r"\s*\(\s*(?:共|一共|总共|合计|in total\s+)?(?P<n>\d+|[一二两三四五六七八九十]+)\s*(?:张|块)?\s*"
    r"(?:卡|显卡|加速卡|gpus?|cards?)(?=\s*(?:\)|[,.;!?]|$))"
)
# (round 61c) After one machine counted, words on it, then the machine named: "台新买的服务器".
_MACHINE_NAMED = re.compile(r"[^,.;!?\d]{0,8}?(?:服务器|机器|工作站|主机|电脑)")
# (round 66c) A workstation may hold several cards ("two workstations with RTX 4090s"), a PC or desktop one.
_WORKSTATION = re.compile(r"workstation|工作站")
# (round 67c) A GeForce card by its number ("4090", "RTX 3060 Ti"): "一台4090" is a PC of one such card.
_GEFORCE = re.compile(r"(?:(?:rtx|gtx)\s*)?[1-5]\d{3}(?:\s*(?:ti|d|super))?s?")
_PERSONAL = re.compile(r"电脑|笔记本|台式机|游戏本|主机|(?<![a-z])(?:pc|laptop|desktop)(?![a-z])")
# (round 65c) "想用两台4090工作站微调个SDXL": workstations or desktops to be used are theirs (no one rents
# them), so the word of use before them is no plan.
_USING_DESKS = re.compile(
    r"(?:想|要|打算|准备)?(?:用|使用)\s*(?:\d+|[一二两三四五六七八九十]+)\s*台[^,.;!?]{0,10}?(?:工作站|台式机|台式电脑)"
)
# A pattern that matches nothing, for an empty word list.
_NEVER = r"(?!x)x"


class HardwareSpec(_Strict):
    """The `numbers.hardware` section of understanding.yaml."""

    words: dict[str, float]
    cards: list[str]
    chips: list[str]
    servers: list[str]
    clusters: list[str]
    measure: list[str]
    machine_measure: list[str]
    have: list[str]
    plan: list[str]
    families: list[str] = []
    have_after: list[str] = []
    cluster_from: _ClusterFrom
    window: int = Field(gt=0)
    # Of `words`, the ones that say exactly how many ("sixteen", not "a few"): counted as owned_gpus.
    exact_words: list[str] = []
    # Said before a count of cards ("每台8张", "each with 8 A100s") or after it ("8 GPUs each"), it is
    # the cards of each machine (round 22: moved here from the code).
    each_before: list[str] = []
    each_machines: list[str] = []
    each_verbs: list[str] = []
    each_after: list[str] = []
    # Said before a count of cards right after a count of machines ("有两台，都是8卡的"): the cards of each.
    all_before: list[str] = []
    # Words between a count of machines and the cards of each ("two servers with 4 L40S each").
    each_joiners: list[str] = []
    # Words for nodes: "a 16-node cluster" counts nodes, not cards.
    nodes: list[str] = []
    # Said between a count and 集群/cluster: "一个32卡的小集群", "a small cluster".
    cluster_sizes: list[str] = []
    # Said after a count of hardware, before a cluster word: "..., we call it the 'atlas' cluster".
    called: list[str] = []
    # Said before a count that opens its clause: "有个小集群，大概64张卡" (the count is the clause).
    openers: list[str] = []
    # Said before a count in the clause after a phrase of shared hardware, the count is their share of it:
    # "学校有个A800集群，我们课题组能分到64张卡" (round 35).
    shares: list[str] = []
    # Said right after a count, before a bare number, these correct the count ("four 8-GPU boxes, sorry,
    # three", "4台，不对，是3台"; round 23): the number after is the count.
    count_fixes: list[str] = []
    # Said right before "有"/"have" opening a phrase of hardware: it is wished for or supposed, not had
    # ("想要有个H800集群", "如果有个集群", "we'd love to have a GPU cluster"; round 23).
    wishes: list[str] = []
    # (round 47) Machines that carry one card unless a count of cards is said: a workstation, a desktop,
    # a gaming laptop. Named with a chip and no count of cards ("a single A6000 workstation", "一台带3090的
    # 游戏本", "4台L40S单卡工作站"), each is one card of that chip.
    one_card_machines: list[str] = []
    # Of those, the ones that are no hardware word unless a chip is named with them ("一台带3090的游戏本";
    # "两台电脑" alone is office equipment).
    chip_only_machines: list[str] = []


# (round 63c) "on 48 L40S we own, our inference cluster", "64 A100s (our training cluster)": the hardware
# counted, then named their cluster in apposition.
_OUR_CLUSTER_AFTER = re.compile(
    r"(?:\s*(?:that\s+|which\s+)?we\s+(?:own|have|run))?"
    r"\s*[,(–—-]\s*our\s+(?:own\s+)?(?:[a-z0-9-]+\s+)?cluster(?![a-z])"
)
# (round 64c) "学校有个公共计算平台，我们组分到了16张V100": a shared computing platform, an HPC system.
_CLUSTER_WORD = re.compile(r"集群|(?<![a-z])(?:cluster|hpc)(?![a-z])|计算平台|算力平台|超算")
# (round 63c) "H800两台8卡", "A100服务器四台八卡": the cards of each machine said right after the
# machines.
_CARDS_OF_EACH = re.compile(
    r"\s*(?P<n>\d+|[一二两四六八十]+)\s*卡(?![a-z])(?!\s*(?:[一二两三四五六七八九十\d]|集群))"
)
# Right before machines named first, or between a count and its machines: CPU machines, which carry no
# job ("现有CPU服务器几十台", "40 CPU servers"; round 41).
_CPU_BEFORE = re.compile(r"(?<![a-z])cpu\s*$")
_CPU_AFTER = re.compile(r"\s*cpu(?![a-z])")


class HardwareReader:
    """Counts of cards or servers: "两台8卡服务器" (2 servers of 8 cards), "8张A100",
    "a couple of nodes", "几百张卡", "a 512-GPU cluster". Enough cards or servers, or a
    count that names a cluster, is a cluster; fewer are "some". A count the user plans
    to use or rent ("用8张卡微调") says nothing about what they have."""

    def __init__(self, spec: HardwareSpec) -> None:
        self.spec, self.window = spec, spec.window
        self._words = {fold(k)[0]: v for k, v in spec.words.items()}
        self._exact_words = {fold(k)[0] for k in spec.exact_words}
        number = (
            # "2k张卡": thousands said with k (round 22).
            r"\d+(?:\.\d+)?k(?![a-z])"
            # A count starts where a run of numerals starts: matching from inside one
            # would rescan it at every position (a wall of "三" took a second).
            r"|\d+(?:,\d{3})*|(?<![零〇一二两三四五六七八九十百千万几])(?:(?<!手)上|数|近|好几)?[零〇一二两三四五六七八九十百千万几]+"
            # (round 56c) "有张A6000", "有台带3090的台式机": 一 left out after 有, one card or machine (not
            # 台湾, 部分, 部门); read as "" (`_amount`).
            # (round 61c) "有台电脑装了张4090" (裝咗張): the one card a machine was fitted with.
            # (round 62c) "在我那张3090上跑": the one card pointed at.
            r"|(?:(?<=有)|(?<=装了)|(?<=插了)|(?<=配了)|(?<=我那)|(?<=我这))(?=(?:张|台(?![湾北中南])|部(?![分门]))[^,.;!?\d]{0,6}?"
            r"(?:[a-z]{1,3}\d{2,4}|\d{4}|卡|服务器|工作站|台式机|机器|workstation|server)"
            # (round 61c) "有台4张A100的server", "有台带两张L20的服务器": the one machine, its cards counted.
            # (round 62c) "有台配了两张L20的服务器": the verb said with 了.
            r"|台\s*(?:(?:带|配|装)了?)?\s*(?:\d+|[一二两三四五六七八九十]+)\s*(?:张|块))"
            # (round 57c) "办公室角落那台带3090的台式机": that one machine, its chip named.
            r"|(?<=[那这])(?=台[^,.;!?\d]{0,4}?(?:[a-z]{1,3}\d{2,4}|\d{4})[^,.;!?\d]{0,3}?"
            r"(?:服务器|工作站|台式机|主机|电脑|机器))"
            # (round 41) "an all-in-one box", "a two-in-one unit": a number word inside a hyphened word
            # counts nothing.
            rf"|(?<!-)(?:{alternation(self._words)})(?!-in-)"
            # (round 42) "a 4-GPU server", "an 8-card box": a (one) machine of that many cards.
            # (round 47) "an 8-GPU H100 server": the chip named between.
            r"|(?<![a-z])an?(?=\s+\d+\s*[-‑]\s*(?:gpu|card)s?\s+(?:[a-z0-9]+\s+){0,3}?"
            r"(?:servers?|box|boxes|nodes?|machines?|workstations?|rigs?)"
            r"(?![a-z]))"
            # "on our 4-card box": their one machine of that many cards.
            r"|(?<![a-z])our(?=\s+(?:own\s+)?\d+\s*[-‑]\s*(?:gpu|card)\s+(?:server|box|node|machine|workstation|rig)(?![a-z]))"
        )
        # Chip names take a plural s ("16 H100s") and may follow a digit ("8xA100").
        chips = "|".join(
            re.escape(c) for c in sorted({fold(c)[0] for c in spec.chips}, key=len, reverse=True)
        )
        names = chips  # the chip names alone, for a count glued after them (round 63c)
        # (round 42) "8x A100 80GB server", "3060 12G": the card's memory said after its name is part of it.
        chips = rf"(?:(?<![a-z])|(?<=\dx))(?:{chips})s?(?![a-z0-9])(?:\s*\d{{2,3}}\s*(?:gb|g)(?![a-z0-9]))?"
        # "two 8xA100 nodes", "two 8x A100 servers" (round 24): the cards each machine carries, said with x.
        per = (
            # (round 41) "一台双卡4090的工作站": 双 is two cards of each machine.
            # (round 57c) "一台单卡L4的服务器": 单 is one card of each machine, its chip named right after
            # (lt22, "两台单卡的工作站", was labelled with no count).
            rf"(?P<per>\d+|[一二两四六八十]+|双|单(?=\s*卡\s*的?\s*(?:{chips})))\s*[-‑]?\s*"
            rf"(?:张卡|卡|gpus?|cards?|(?<=\d)[x×*](?=\s*(?:{chips}))"
            # "一台带两张L20的服务器" (round 29): the cards each machine carries, 张 before the chip.
            # (round 62c) "一台带两张华为910B的服务器": the chip's maker between.
            rf"|张(?=\s*(?:(?:{_MAKERS})\s*)?(?:{chips}))"
            # "2x8 H100", "12×8 Ascend 910B": machines times the cards of each, the chip right after.
            rf"|(?(x)(?=\s*(?:{chips}))|(?!)))\s*的?\s*(?:(?<=张)(?:{_MAKERS})\s*(?=(?:{chips})))?"
        )
        self._chip_names = {fold(c)[0] for c in spec.chips}
        self._family = re.compile(rf"(?:{alternation(spec.families)})\s*-?\s*$") if spec.families else None
        self._cards = {fold(w)[0] for w in spec.cards}
        self._machine = {fold(w)[0] for w in spec.machine_measure}
        noun = alternation(spec.cards + spec.servers, left=False)
        cluster = alternation(spec.clusters)
        if spec.cluster_sizes:
            # "一个32卡的小集群", "a small cluster of 32 H100s"
            cluster = rf"(?:(?:{alternation(spec.cluster_sizes)})\s*)?(?:{cluster})"
        nodes = alternation(spec.nodes) if spec.nodes else _NEVER
        pcs = alternation(spec.chip_only_machines) if spec.chip_only_machines else _NEVER
        self._one_card_machines = {fold(w)[0] for w in spec.one_card_machines + spec.chip_only_machines}
        # "one workstation with an RTX A6000", "a desktop with a 3090": the one card of that machine.
        # (round 54c) "6 PCs, each with an RTX 4070", "30 desktops with RTX 3060s", "two workstations (RTX
        # 3090s)": the chip of each said after the machines, with or without an article, or in brackets.
        # One card each only with an article or "each" ("two workstations with RTX 4090s" gives no count:
        # mx12, r65, rx24, ux71 labelled so).
        one = r"(?:an?|one|a single|single)"  # an article, or one said
        worn = r"(?:(?:old|older|used|nvidia|geforce|rtx)\s+)*"  # words before a chip's name
        # (round 56c) "two gaming rigs w/ 4090s": w/ for with.
        self._with_chips = re.compile(
            rf"\s*(?:,?\s*(?:each\s+)?(?:with|w/)\s+(?:{one}\s+)?|\(\s*){worn}(?:{chips})"
        )
        self._with_one_chip = re.compile(
            rf"\s*(?:,?\s*each\s+with\s+(?:{one}\s+)?|\s+with\s+{one}\s+){worn}(?:{chips})"
            rf"(?!\s*(?:\+|&|and\s+(?:an?\s+|one\s+|\d+\s*x?\s*)?(?:{chips})))"
            # (round 59c) "3 workstations with RTX 3090 each": the chip of each said before "each".
            rf"|\s*,?\s+(?:with|w/)\s+{worn}(?:{chips})s?\s+(?:in\s+)?each(?![a-z])"
        )
        self._count = re.compile(
            rf"(?<![a-z0-9])(?<!\d\.)(?P<n>{number})\s*(?P<more>多|余|来)?\s*"
            # "8 or so GPUs", "8-ish GPUs" (round 31): about that many, as "about 8 GPUs" is.
            r"(?:or\s+so\s+|-?ish\s+)?"
            # "8xH100" (round 24): the x glued to the chip too.
            # (round 54c) "8 servers with 4×A30 each": the × glued to the chip as the x is.
            # (round 54c) "6 PCs with RTX 4070s": pcs are pieces only right before a chip ("4 pcs RTX 3090").
            rf"(?:(?P<mw>{alternation(spec.measure)})(?<!pcs)"
            rf"|(?P<mw2>pcs)(?=\s*(?:(?:rtx|nvidia|geforce)\s+)*(?:{chips}))"
            rf"|(?P<x>[x×*](?![a-z])|(?<=\d)[x×](?={chips})))?\s*"
            # "几台旧的T4服务器", "a few old T4 servers"
            # "几张消费级显卡", "a few consumer GPUs" (round 24): the kind of card said before it.
            r"(?:(?:旧|老|新|二手|闲置|消费级|游戏|民用|桌面级)的?\s*"
            r"|(?:old|older|used|spare|refurbished|on-prem|on-premises|in-house|consumer|gaming|desktop)\s+)?"
            # "ten Huawei servers", "两台华为的服务器": the maker between the count and the noun.
            r"(?:(?:华为|浪潮|曙光|联想|戴尔|超微|寒武纪|海光|昇腾|国产|huawei|inspur|sugon|lenovo|dell|hpe?|supermicro"
            # "two HGX servers", "four DGX nodes": the platform named between count and noun (round 16).
            # (round 47) "eight HGX H20 servers": the chip named after the platform.
            rf"|cambricon|hygon|(?:hgx|dgx|nvidia)(?=\s*(?:(?:{chips})\s*)?(?:servers?|nodes?|boxes|machines?|服务器|机器|节点))"
            # (round 52) "8 NVIDIA L40S each": the maker before the chip.
            rf"|nvidia(?=\s*(?:{chips})))"
            r"的?\s*)?"
            # "两台带 A100 的服务器": the chips the machines carry, said before them.
            # (round 61c) "两台砌了4090的桌面机" (Cantonese 砌, built with).
            r"(?:(?:带|配有|配了|配|装了|装有|插了|砌了|砌)\s*)?"
            # (round 61) "4台H800八卡服务器": the chip named before the cards of each machine.
            # (round 64c) "四台昇腾910B的8卡服务器": with 的 between.
            rf"(?:(?:{chips})\s*的?\s*(?=(?:\d+|[一二两四六八十]+|双)\s*(?:张卡|卡)))?"
            rf"(?:{per})?"
            rf"(?P<chip>{chips})?\s*(?:的\s*)?(?:[老旧新]\s*)?"
            # (round 61c) "一台带4090显卡的电脑": the chip's card, then the computer that carries it.
            rf"(?:(?<=[a-z0-9])\s*显卡\s*的?\s*(?=(?:{pcs}|{alternation(spec.one_card_machines)})))?"
            # (round 47) "4台L40S单卡工作站": one card in each machine, said after the chip.
            r"(?P<single>单\s*卡\s*|single[-\s](?:gpu|card)\s+)?"
            rf"(?:(?P<noun>{noun})|(?(chip)(?P<pc>{pcs})(?![a-z])|(?P<pcw>{pcs})(?![a-z])))?"
            # (round 50) "8卡的910B": the chip said after the cards.
            rf"(?:(?<=卡)\s*的\s*(?:{chips}))?"
            # (round 59c) "一个4台服务器的L40S集群": the cluster they make named with its chip.
            rf"(?:\s*(?:(?:(?<=服务器)|(?<=机器)|(?<=节点))\s*的\s*(?:{chips})\s*)?(?P<cl>{cluster}))?"
        )
        # "i have a 3090 in my pc", "we've got an RTX 4090" (round 28): one card, said with a or an right
        # after they say they have it (a bare "a 3090" may be one they only ask about).
        # (round 35) "my card is a 3060", "电脑……显卡是4060Ti": the card of their own computer.
        self._one_card = re.compile(
            r"(?:(?<![a-z])(?:(?:i|we)(?:'ve| have)?\s+(?:only\s+|just\s+)?(?:have|has|got|own)"
            # (round 67c) "solo dev, got a 3090 gaming rig": the subject dropped at the clause's start.
            r"|(?:^|(?<=[,.;!?]))\s*(?:got|have|own)"
            r"|(?:pc|computer|desktop|laptop|workstation|rig)\s+has"
            # (round 45) "We own one gaming PC with an RTX 4080": the card of the machine they own.
            r"|(?<![a-z])(?:own|owns|have|has|got|bought)\s+(?:an?|one|our|my)\s+(?:[a-z-]+\s+){0,2}?"
            # (round 62c) "i've got a gaming laptop w/ an RTX 3060": w/ for with.
            r"(?:pc|computer|desktop|laptop|workstation|rig)\s+(?:with|w/))\s+(?:only\s+|just\s+)?an?\s+"
            r"|(?<![a-z])my\s+(?:graphics\s+)?(?:card|gpu)\s+is\s+(?:an?\s+)?"
            r"|(?:我的|我|(?P<bare>))显卡(?:是|用的是)\s*"
            # (round 57c) "我自己那台电脑是3080": the card of the computer named.
            # (round 62c) "电脑是单张4090": its one card said with 单张 or 一张.
            r"|(?:电脑|台式机|笔记本|游戏本)的?(?:显卡|卡)?(?:是|用的是)\s*(?:单张|一张)?"
            # (round 64c) "got a 4090 in my gaming rig", "there's an A6000 in our office PC": the card in a
            # computer of theirs.
            rf"|(?<![a-z])(?:an?|one)\s+(?=(?:(?:nvidia|geforce|rtx)\s+)*(?:{chips})\s+(?:in|inside)\s+(?:my|our)\s+"
            r"(?:own\s+)?(?:[a-z-]+\s+)?(?:pc|rig|desktop|computer|workstation|laptop|tower)(?![a-z])))"
            rf"(?:(?:nvidia|geforce|rtx)\s+)*(?P<chip>{chips})"
            r"(?!\s*(?:servers?|nodes?|boxes|machines?|workstations?|rigs?|clusters?|pcs?|gpus?\s+(?:servers?|nodes?|boxes)))"
        )
        # "a 512-GPU cluster", "千卡集群", "一个64卡的集群"
        self._sized_cluster = re.compile(
            # "上百卡的集群": about a hundred, no count (round 22: the 百 alone was read as 100).
            # (round 41) 零 inside a numeral ("一千零二十四卡集群") is one of its digits.
            rf"(?<![a-z0-9.零〇一二两三四五六七八九十百千万上数近几好])"
            rf"(?P<n>\d+(?:\.\d+)?k(?![a-z])|\d+(?:,\d{{3}})*|(?:(?<!手)上|数|近|好几)?[一二两三四五六七八九十百千万][零〇一二两三四五六七八九十百千万]*)\s*[-‑]?\s*"
            # "our own 32-H100 cluster": the chips named in place of the cards (round 20).
            # (round 59c) "一个4096卡的国产算力集群": the chips said as domestic.
            # (round 67c) "一个128卡的国产加速卡集群", "64卡的国产卡集群": so as cards or chips.
            rf"(?:(?:张卡|卡|gpus?|cards?|(?P<nodes>{nodes}))\s*的?\s*"
            rf"(?:(?:国产)?(?:gpu\s*|算力\s*|加速卡\s*|算力卡\s*)|国产(?:卡|芯片)\s*|(?:{chips})\s*)?"
            rf"|(?:{chips})\s*)"
            # (round 56c) "a 512-GPU H100 system", "a 256-GPU supercomputer": a machine of that many cards, a
            # cluster only when they are enough (`_sized_clusters`).
            # (round 62c) "a 64-card Ascend 910B setup", "a 16-card A800 setup (2 servers)": so many cards.
            # (round 64c) "a 64-GPU A100 partition" of an HPC system.
            rf"(?:{cluster}|(?<=[-\s])(?P<system>system|supercomputer|superpod|pod|setup|partition)(?![a-z]))"
        )
        # "a 4-node cluster of 8xA100" (round 25): the cards of each node said after the cluster, with x.
        # (round 56c) "a 10-node cluster with 4 A40s per node": the cards of each node said with "per node" or
        # "each".
        self._nodes_of = re.compile(
            rf"\s+of\s+(?P<per>\d+)\s*[x×]\s*(?:{chips})"
            rf"|\s*,?\s+(?:with|w/)\s+(?P<each>\d+)\s*[x×]?\s*(?:{chips})\s+(?:per\s+node|each|apiece|in\s+each)"
            r"(?![a-z])"
        )
        # "H800三十二张", "4090有两张": the chip named first, then the count.
        # "H800三十二张", "GPU服务器三台": the thing named first, then the count.
        # "A800八卡机两台", "八卡机一台" (round 35): the cards of each machine, then the count of machines.
        # (a count starts where its run of numerals starts: from inside one a long run is rescanned)
        # (round 40) "A800 8卡×4台": the cards of each machine, times the machines.
        each_machine = (
            r"(?:(?<!\d)\d+|(?<![一二两四六八十])[一二两四六八十]+)\s*卡\s*(?:机|服务器|机器|[x×*](?=\s*\d))"
        )
        # (round 63c) "手上H800x8一台", "we have A100 x 16": the chip, then x and the count of its cards.
        self._chip_times = re.compile(
            rf"(?<![a-z0-9])(?P<chip>(?:{names})s?)\s*[x×*]\s*(?P<n>\d+)"
            r"(?![\d.]|\s*(?:(?:gb|g|tb|nodes?|servers?|machines?|boxes)(?![a-z])|张|台|卡|节点))"
        )
        # (round 63c) "现有A100和H100各32张", "4090、3090各两张": so many cards of each chip named.
        self._chips_each = re.compile(
            rf"(?<![a-z0-9])(?P<chips>(?:{names})s?(?:\s*(?:和|与|跟|及|以及|、|,)\s*(?:{names})s?)+)"
            rf"\s*各\s*(?:有\s*)?(?P<n>{number})\s*(?:张|块)"
        )
        self._chip_name = re.compile(rf"(?<![a-z0-9])(?:{names})")
        # (round 67c) "two servers with L40S cards, four each": the machines' chip, then the cards of each.
        self._chip_then_each = re.compile(
            rf"\s*,?\s*(?:with|w/)\s+(?:{chips})\s*(?:cards?|gpus?)?\s*,?\s*"
            rf"(?P<n>\d+|{alternation(sorted(self._exact_words & set(self._words)) or ['(?!x)x'])})"
            r"\s+(?:each|apiece|per\s+(?:server|node|machine|box))(?![a-z])"
        )
        self._chip_first = re.compile(
            # (round 41) "昇腾910B服务器4台": the chip, then the machines it is in, then their count.
            rf"(?:(?P<chip>{chips})\s*(?:(?P<per>{each_machine})|显卡|卡|gpu|(?P<box>gpu服务器|服务器|机器|整机))?"
            rf"|(?P<noun>gpu服务器|服务器|机器|显卡|加速卡|gpu|(?P<per2>{each_machine})))\s*"
            rf"(?:(?:都)?是(?:我们|自己)的[,\s]*)?(?:我们|咱们)?(?:有|共|一共|总共|大概|约)?\s*"
            rf"(?P<n>{number})\s*(?P<more>多|余|来)?\s*(?P<mw>张|块|片|台)(?!\s*(?:服务器|机器|工作站))"
        )
        # "卡是A800，一共16张", "H20，一共24张" (round 35): a clause that names only the chip, right before a
        # clause that a count of cards opens: the count is of those chips.
        self._chip_clause = re.compile(
            # (round 59c) "Correction: the cards are Ascend 910B, 96 of them": after a correction's colon.
            r"(?:^|(?<=[,.;!?:]))\s*(?:(?:我们|咱们|公司|实验室)?的?(?:卡|显卡|gpu)?(?:的)?(?:型号)?(?:的话)?"
            r"(?:是|用的是|都是)|(?:我们|咱们)?用的是|都是"
            # (round 57c) "They're Ascend 910B cards, 8 of them", "We have L40S, 4 of them": theirs.
            r"|(?:(?:but|and|so)\s+)?(?:they'?re|they\s+are|these\s+are|ours\s+are|(?:our|the)\s+(?:cards|gpus)\s+are"
            r"|we\s+(?:have|own|'ve\s+got))\s+(?:(?:all|actually|really)\s+)*"
            # (round 42) "机房有个A10的集群，96张", "华为910B，256卡": a machine room's cluster of that
            # chip, the chip after its maker.
            r"|[^\s,.;!?]{0,6}?(?:有个|有一个|有)"
            # (round 47) "学校给配了一批寒武纪MLU370，一共24张": a batch of them, theirs.
            # (round 63c) "工作室攒了一批4090，差不多40张": gathered over time (攒了), theirs.
            r"|[^\s,.;!?]{0,6}?(?:有|配了|给配了|买了|采购了|购置了|攒了)(?:一批|一些|几张|一套))?\s*"
            rf"(?P<maker>{_MAKERS})?\s*"
            rf"(?P<chip>{chips})\s*的?\s*(?:卡|显卡|cards|gpus|集群|服务器|机器)?\s*(?:,|[-–—]+)\s*$"
        )
        # "Can we fine-tune a 70B on 16 H100s? We own 8 right now", "We currently have 2 of them"
        # (round 35): a bare count they have, of the cards named before it.
        exact = alternation(sorted(self._exact_words & set(self._words)) or ["(?!x)x"])
        self._bare_had = re.compile(
            r"(?<![a-z])(?<!if )(?:we|i)\s+(?:currently\s+|already\s+|only\s+|just\s+)*"
            rf"(?:have|own|'ve got|have got)\s+(?:only\s+|just\s+)?(?P<n>\d+|{exact})\s+"
            r"(?:of\s+(?:them|those|these)|right now|now|already|today|currently|at the moment|at present)"
            r"(?![a-z])"
        )
        self._any_chip = re.compile(chips)
        # (round 53c) "workstations with RTX 4090s (six of them)": the chips named, then how many of them
        # in brackets.
        self._chips_of_them = re.compile(
            rf"(?P<chip>{chips})\s*\(\s*(?P<n>\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|sixteen)"
            r"\s+of\s+(?:them|those)\s*\)"
        )
        self._only_chips = re.compile(
            rf"\s*(?:(?:{_ALL_OF})|all\s+)?\s*(?:{_MAKERS})?\s*"
            rf"(?:{chips})(?:\s*的?\s*(?:卡|显卡|cards|gpus))?\s*[,.;]?\s*"
        )
        self._all_chips_after = re.compile(rf"\s*,\s*(?:{_ALL_OF})\s*(?:{chips})")
        # Between one machine and its cards after a comma: its platform or chip may be named
        # ("1台DGX H100，8卡").
        self._one_gap = re.compile(rf"\s*(?:(?:dgx|hgx|nvidia)\s*)?(?:(?:{chips})\s*)?,\s*")
        self._have = re.compile(alternation(spec.have))
        self._have_after = (
            re.compile(rf"\s*(?:{alternation(spec.have_after)})(?![a-z])") if spec.have_after else None
        )
        self._plan = re.compile(alternation(spec.plan))
        machines = rf"(?:{alternation(spec.each_machines)})\s*" if spec.each_machines else ""
        verbs = rf"(?:(?:{alternation(spec.each_verbs)})\s*)?" if spec.each_verbs else ""
        # (round 54c) "每台配置8块L20", "每台还是8张卡", "每台搭载4张A30": after a Chinese word of each,
        # any verb of a few characters (no numeral) before the cards of each machine, not a listed one only.
        each = (
            rf"(?:{alternation(spec.each_before)})\s*(?:{machines})?"
            rf"(?:(?<=[\u4e00-\u9fff])[^\x00-\x7f零〇一二两三四五六七八九十百千万几单双,.;!?()]{{1,3}}|{verbs})"
            if spec.each_before
            else _NEVER
        )
        # "每台8张", "each with 8 A100s": the words just before a count of each machine's cards.
        self._each_before = re.compile(rf"(?:{each})$")
        # (round 59c) "4 servers with 8 cards A100 each": the chip said after the cards, before "each".
        self._each_later = re.compile(
            rf"(?:\s+(?:{chips})s?(?![a-z0-9]))?\s*(?:{alternation(spec.each_after)})"
            if spec.each_after
            else _NEVER
        )
        joiners = alternation(spec.each_joiners) if spec.each_joiners else _NEVER
        all_before = alternation(spec.all_before) if spec.all_before else _NEVER
        self._all_before = re.compile(rf"(?:{all_before})\s*$")
        # Between a count of machines and the cards of each: "，都是", " with ", ", each with ".
        # (round 47) "3台服务器、每台8张4090": an enumeration comma between as well.
        # (round 54c) "16台服务器的GPU集群（每台4张V100）": what the machines make named with 的 between
        # as well.
        # (round 59c) "一个8台服务器的H20集群，每台8卡": the chip named in what they make.
        self._each_gap = re.compile(
            rf"(?:的[a-z0-9\u4e00-\u9fff]{{1,8}}?(?=[\s,(]))?[\s,(、]*(?:(?:{joiners})\s*)?(?:{each}|(?:{all_before})\s*)?"
        )
        self._fix = (
            re.compile(
                rf"\s*[,\-–—]?\s*(?:{alternation(spec.count_fixes)})\s*[,:]?\s*"
                r"(?:是|只有|就|其实是|其实只有|应该是|实际是|实际上是|实际只有|only|just|more like)?"
                rf"\s*(?P<n>{number})"
                r"(?=\s*(?:[,.;!?]|$|台|张|个|块|(?:boxes|servers|nodes|gpus|cards|machines)(?![a-z])))"
            )
            if spec.count_fixes
            else None
        )
        self._fix_before = re.compile(
            rf"(?:{alternation(spec.count_fixes or ['(?!x)x'])})\s*[,:]?\s*"
            r"(?:是|只有|就|其实是|其实只有|应该是|实际是|实际上是|实际只有|only|just|more like)?\s*$"
        )
        self._wish = (
            re.compile(rf"(?:{alternation(spec.wishes)})\s*(?:也|还|能|可以|to)?\s*$")
            if spec.wishes
            else None
        )
        opener = rf"(?:{alternation(spec.openers)})?" if spec.openers else ""
        self._opener = re.compile(rf"\s*{opener}\s*")
        self._share = (
            re.compile(rf"[^,.;!?]{{0,8}}?(?:{alternation(spec.shares)})\s*(?:了)?\s*{opener}\s*")
            if spec.shares
            else None
        )
        self._called = (
            re.compile(rf"[\s,;]*(?:and\s+)?(?:{alternation(spec.called)})[^,.;!?]{{0,24}}?(?:{cluster})")
            if spec.called
            else None
        )

    def find(self, text: str, start: int, end: int) -> list[_Found]:
        """(start, end, "existing_hardware", option, cards) for each count of cards or servers
        the user has in the clause text[start:end]; `cards` is how many GPUs the count comes to
        when it can be read ("两台8卡服务器" 16, "8张A100" 8), None when not ("几台服务器",
        "3 DGX boxes", "六十多张"), 0 when its cards are counted by another count ("两台，每台8卡":
        the 8 of each machine; "16 A100s (two 8-GPU boxes)": the boxes holding those 16)."""
        found = self._sized_clusters(text, start, end)
        found += self._named_first(text, start, end)
        found += self._bare_counts(text, start, end)
        ones: list[_Found] = [
            (m.start("chip"), m.end(), "existing_hardware", "some", 1.0)
            for m in self._one_card.finditer(text, start, end)
            if self.owned(text, m.start("chip"), start)
            # "显卡是4060Ti" said bare is their computer's card when that computer is named just before
            and (m.group("bare") is None or _PERSONAL.search(text, max(0, m.start() - 30), m.start()))
        ]
        counts = self._counts(text, start, end, found + ones)
        # "I've got one workstation with an RTX A6000" (round 47): the card is the one the machine counted
        # carries, not one more.
        ones = [o for o in ones if not any(a <= o[0] and o[1] <= b for a, b, *_ in counts)]
        return found + ones + counts

    def _bare_counts(self, text: str, start: int, end: int) -> list[_Found]:
        """ "We own 8 right now", "we currently have 2 of them" (round 35): a count said bare, theirs, of the
        cards named earlier in the message (with none named, "we have 8 now" may count people)."""
        found: list[_Found] = []
        for m in self._bare_had.finditer(text, start, end):
            n = self._amount(m.group("n"))
            if not n or self._any_chip.search(text, 0, m.start()) is None:
                continue
            many = n >= self.spec.cluster_from.cards
            found.append((m.start("n"), m.end(), "existing_hardware", "cluster" if many else "some", n))
        for m in _ONLY_ONE.finditer(text, start, end):
            # (round 54c) "…on a single 4090? it's the only GPU we have": the one card named before is theirs.
            chips = list(self._any_chip.finditer(text, 0, m.start()))
            if chips:
                found.append((m.start(), m.end(), "existing_hardware", "some", 1.0))
        for m in self._chips_of_them.finditer(text, start, end):
            n = self._amount(m.group("n"))
            if n and self.owned(text, m.start(), start):
                many = n >= self.spec.cluster_from.cards
                found.append((m.start(), m.end(), "existing_hardware", "cluster" if many else "some", n))
        total = _TOTAL_ONLY.fullmatch(text, start, end)
        if (
            total is not None
            and self._any_chip.search(text, max(0, start - 40), start)
            and text[start - 1 : start] == ","
        ):
            # (round 64c) "a mixed set of GPUs, some T4s and some A100s, about 40 in total": the cards named
            # in the clause before, all of them.
            n = float(total.group("n"))
            many = n >= self.spec.cluster_from.cards
            found.append(
                (total.start("n"), total.end(), "existing_hardware", "cluster" if many else "some", n)
            )
        # (round 40) "Ascend 910Bs, 16 of them": a clause that is only how many of them, right after a
        # clause that names only the chips, as theirs, counts those chips.
        them = _OF_THEM.fullmatch(text, start, end)
        chip = self._chip_clause.search(text, max(0, start - 40), start) if them is not None else None
        n = self._amount(them.group("n")) if them is not None else None
        if them is not None and chip is not None and n and self.owned(text, chip.start("chip"), 0):
            option = "cluster" if n >= self.spec.cluster_from.cards else "some"
            found.append((chip.start("chip"), them.end(), "existing_hardware", option, n))
        machines = _MACHINES_CLAUSE.search(text, max(0, start - 40), start) if them is not None else None
        if (
            them is not None
            and chip is None
            and machines is not None
            and n
            and self.owned(text, machines.start(), 0)
        ):
            # ... of machines: as many servers, their cards not counted.
            option = "cluster" if n >= self.spec.cluster_from.servers else "some"
            found.append((machines.start(), them.end(), "existing_hardware", option, None))
        return found

    def _sized_clusters(self, text: str, start: int, end: int) -> list[_Found]:
        """ "a 512-GPU cluster", "千卡集群", "一个64卡的集群": a cluster of so many cards (of so
        many nodes: no count of cards)."""
        found: list[_Found] = []
        for m in self._sized_cluster.finditer(text, start, end):
            n = self._amount(m.group("n"))
            if not n or not self.owned(text, m.start(), start):
                continue
            exact = self._exact(m.group("n")) and not m.group("nodes")
            stop, cards = m.end(), n if exact else None
            of = self._nodes_of.match(text, m.end(), end) if m.group("nodes") else None
            if of is not None and self._exact(m.group("n")):
                stop, cards = of.end(), n * float(of.group("per") or of.group("each"))
            many = not m.group("system") or n >= self.spec.cluster_from.cards
            found.append((m.start(), stop, "existing_hardware", "cluster" if many else "some", cards))
        for m in self._chips_each.finditer(text, start, end):
            n = self._amount(m.group("n"))
            if n and self._exact(m.group("n")) and self.owned(text, m.start(), start):
                n *= len(self._chip_name.findall(m.group("chips")))
                many = n >= self.spec.cluster_from.cards
                found.append((m.start(), m.end(), "existing_hardware", "cluster" if many else "some", n))
        for m in self._chip_times.finditer(text, start, end):
            n = self._amount(m.group("n"))
            if n and self.owned(text, m.start(), start):
                many = n >= self.spec.cluster_from.cards
                found.append((m.start(), m.end(), "existing_hardware", "cluster" if many else "some", n))
        return found

    def _named_first(self, text: str, start: int, end: int) -> list[_Found]:
        """ "H800三十二张", "GPU服务器三台": the thing named first, then the count."""
        found: list[_Found] = []
        for m in self._chip_first.finditer(text, start, end):
            n = self._more(self._amount(m.group("n")), m.group("more"))
            if not n or not self.owned(text, m.start(), start):
                continue
            if _CPU_BEFORE.search(text, max(0, m.start() - 5), m.start()):
                continue  # "现有CPU服务器几十台" (round 41)
            # "一台服务器两张3090" (round 29): 张 after a machine counts the cards after it, not machines.
            if m.group("noun") in ("gpu服务器", "服务器", "机器") and m.group("mw") not in self._machine:
                continue
            per = m.group("per") or m.group("per2")
            stop = m.end()
            machines = (
                m.group("mw") in self._machine
                or m.group("noun") in ("gpu服务器", "服务器", "机器")
                or bool(m.group("box"))
                or bool(per)
            )
            servers = n if machines else 0
            exact_machines = not m.group("more") and self._exact(m.group("n"))
            many = n >= self.spec.cluster_from.cards or servers >= self.spec.cluster_from.servers
            cards = None if machines or m.group("more") or not self._exact(m.group("n")) else n
            if per and m.group("mw") in self._machine and not m.group("more") and self._exact(m.group("n")):
                each = self._amount(re.sub(r"\s*卡.*$", "", per))
                cards = n * each if each else None  # "A800八卡机两台": two machines of eight
                many = many or bool(cards and cards >= self.spec.cluster_from.cards)
            elif machines and m.group("mw") in self._machine and exact_machines:
                # "H800两台，每台八卡", "海光DCU服务器6台，每台8卡" (round 41): the cards of each said after;
                # the span runs to them, so they are not counted again as cards of their own.
                # (round 63c) "H800两台8卡": the cards of each said right after, with no word of each.
                after = self._each_after(text, m.end()) or _CARDS_OF_EACH.match(text, m.end())
                each = self._amount(after.group("n")) if after is not None else None
                cards = n * each if each else None
                many = many or bool(cards and cards >= self.spec.cluster_from.cards)
                stop = after.end() if after is not None and each else stop
                # (round 54c) "昇腾服务器一台（8卡）", "A800服务器两台（共16张卡）": the cards of the
                # machines said in brackets right after them.
                held = None if each else _CARDS_HELD.match(text, m.end())
                if held is not None:
                    cards = self._amount(held.group("n"))
                    many = many or bool(cards and cards >= self.spec.cluster_from.cards)
                    stop = held.end()
            found.append((m.start(), stop, "existing_hardware", "cluster" if many else "some", cards))
        return found

    def _counts(self, text: str, start: int, end: int, sized: list[_Found]) -> list[_Found]:
        """ "两台8卡服务器", "8张A100", "a few old T4 servers", "two servers with 4 L40S each":
        a count, then what it counts."""
        found: list[_Found] = []
        for m in self._count.finditer(text, start, end):
            if self._fixing(text, m.start()):
                continue  # "8张卡，不对，是16张H20" (round 29): the 16 corrects the 8, it is no more cards
            each = None  # "有两台，都是8卡的": the count of cards of each machine said after
            named = None  # the chip named in the clause before, for a bare count of cards
            all_of = None  # the chips all the cards counted are, said right after
            if (
                m.group("pcw")
                and self._with_chips.match(text, m.end()) is None
                # (round 62c) "两台工控机，每台插了一张RTX 4090": the cards of each said after
                and self._each_after(text, m.end()) is None
            ):
                continue  # "6 PCs" with no chip named: no count of cards (their own computers)
            if not (m.group("noun") or m.group("chip") or m.group("pcw")):
                named = self._named_before(text, start, m)
                if named is None and self._had_bare(text, start, m):
                    named = m.start()  # "……？我自己就有两张" (round 35): of the cards named before
                # (round 47) "8张，都是H100": a bare count of cards, then the chips all of them are.
                # (round 53c) "是16张不是6张，都是L40S": the count it corrects said between.
                ruled_out = NOT_COUNT.match(text, m.end())
                all_of = (
                    self._all_chips_after.match(text, ruled_out.end() if ruled_out else m.end())
                    if named is None and m.group("mw") in ("张", "块") and not m.group("per")
                    else None
                )
                if all_of is not None:
                    named = m.start()
                # (round 63c) "现有H20智算集群96张", "集群：64张": a bare count of cards right after the
                # cluster named, its cards.
                if (
                    named is None
                    and m.group("mw") in ("张", "块")
                    and not m.group("per")
                    and _CLUSTER_COLON.search(text, max(start, m.start() - 16), m.start())
                ):
                    named = m.start()
                # (round 47) "16张4090…不对，…是24张", "不是8张A800，是两台机器一共16张": a bare count of
                # cards said as the corrected one or the total, of the chips named before.
                if (
                    named is None
                    and m.group("mw") in ("张", "块")
                    and not m.group("per")
                    and _RECOUNTED.search(text, max(0, m.start() - 12), m.start())
                    and _RECOUNT_CUE.search(text, max(0, m.start() - 40), m.start())
                    and self._chip_owned_before(text, m.start())
                ):
                    named = m.start()
                if m.group("mw") not in self._machine and named is None:
                    continue
                # "我们有四台八卡，H800的" (round 29): machines of so many cards each, the noun left out.
                if named is None and not m.group("per"):
                    each = self._each_after(text, m.end())
                    if each is None:
                        continue
            # Only the sized clusters can overlap: counts from one finditer never do.
            if any(a < m.end() and m.start() < b for a, b, *_ in sized):
                continue
            # "an RTX 4090 workstation": a number that names a chip counts nothing.
            if m.group("n") in self._chip_names or (
                self._family is not None and self._family.search(text, max(start, m.start() - 10), m.start())
            ):
                continue
            n = self._more(self._amount(m.group("n")), m.group("more"))
            if not n or not (
                self.owned(text, m.start(), start)
                # (round 63c) "15% loss on our 4-card box": the machine said with "our" is theirs
                or m.group("n") == "our"
                or self.had_after(text, m.end(), end)
                or self.had_next(text, m.end())
            ):
                continue
            if _CPU_AFTER.match(text, m.end("n"), m.end()):
                continue  # "40 CPU servers" (round 41)
            fix = self._fix.match(text, m.end()) if self._fix is not None else None
            if fix is not None and fix.group("n") not in self._chip_names:
                n = self._amount(fix.group("n")) or n  # "four 8-GPU boxes, sorry, three"
            read = self._count_of(text, m, n, start, each, found, sized)
            found.append(read if named is None else (named, *read[1:]))
        return found

    def _chip_owned_before(self, text: str, at: int) -> bool:
        """Whether the last chip named before `at` is named as theirs ("我们有16张4090", not "想租A100")."""
        chips = list(self._any_chip.finditer(text, 0, at))
        return bool(chips) and self.owned(text, chips[-1].start(), 0)

    def _named_before(self, text: str, start: int, m: re.Match[str]) -> int | None:
        """Where the chip is named, when a bare count of cards ("一共16张") opens the clause at `start`
        and the clause before names only that chip, as theirs ("卡是A800，一共16张"; round 35)."""
        # (round 47) "华为910B，256卡": 卡 after the count, no measure word, counts cards as well.
        bare_cards = m.group("mw") is None and m.group("noun") in self._cards
        if (m.group("mw") not in ("张", "块", "片") and not bare_cards) or m.group("per"):
            return None
        if not (self.opens(text, start, m.start()) or _HAS_OPEN.fullmatch(text, start, m.start())):
            return None
        chip = self._chip_clause.search(text, max(0, start - 40), start)
        if chip is None or not self.owned(text, chip.start("chip"), 0):
            return None
        # the maker named before the chip is part of the hardware ("寒武纪MLU370": no rule that it be
        # domestic)
        return chip.start("maker") if chip.group("maker") else chip.start("chip")

    def _had_bare(self, text: str, start: int, m: re.Match[str]) -> bool:
        """Whether a bare count of cards ending its clause is said theirs right before ("我自己就有两张",
        "就这四张") with cards named earlier in the message, which it counts (round 35)."""
        return (
            m.group("mw") in ("张", "块")
            and not m.group("per")
            and _HAD_BARE.search(text, max(start, m.start() - 4), m.start()) is not None
            and _CLAUSE_ENDS.match(text, m.end()) is not None
            and self._any_chip.search(text, 0, m.start()) is not None
        )

    def _fixing(self, text: str, at: int) -> bool:
        """Whether the count at `at` is the fix of a count said just before it ("8张卡，不对，是16张H20")."""
        if self._fix is None or self._fix_before.search(text, max(0, at - 24), at) is None:
            return False
        for c in self._count.finditer(text, max(0, at - 60), at):
            fix = self._fix.match(text, c.end())
            if fix is not None and fix.start("n") == at:
                return True
        return False

    def _count_of(
        self,
        text: str,
        m: re.Match[str],
        n: float,
        start: int,
        each: re.Match[str] | None,
        before: list[_Found],
        sized: list[_Found],
    ) -> _Found:
        """One count of cards or machines, read: (start, end, "existing_hardware", option, cards)."""
        per = self._amount(m.group("per")) if m.group("per") else None
        noun = m.group("noun") or m.group("pc") or m.group("pcw") or ""
        # "30台A100" counts servers: 台 is the measure word for machines.
        is_cards = not each and (not noun or noun in self._cards) and m.group("mw") not in self._machine
        if per is not None and m.group("x"):
            is_cards = False  # "12x8 H100": twelve machines of eight cards
        if each is None and not is_cards and per is None and not m.group("x"):
            each = self._each_after(text, m.end())  # "two servers with 4 L40S each"
        if each is not None:
            per = self._amount(each.group("n"))
        # (round 47) A workstation, desktop or gaming laptop named with its chip and no count of cards
        # carries one ("a single A6000 workstation", "一台带3090的游戏本", "4台L40S单卡工作站", "one
        # workstation with an RTX A6000").
        bare = per is None and not m.group("x") and not is_cards
        one_card, after = bare and bool(m.group("single")), None
        if bare and not one_card and (noun in self._one_card_machines or m.group("pc") or m.group("pcw")):
            after = None if m.group("chip") else self._with_one_chip.match(text, m.end())
            if after is None and not m.group("chip") and (n == 1 or not _WORKSTATION.search(noun)):
                # (round 56c) "1 PC with RTX 4080": one machine with its chip, no article needed.
                # (round 66c; convention of stop 47) "two gaming PCs with RTX 3090s", "30 desktops with RTX
                # 3060s": a PC, rig or desktop holds one card with the chip said in the plural too;
                # workstations ("two workstations with RTX 4090s") may hold several, so no count.
                after = self._with_chips.match(text, m.end())
            one_card = bool(m.group("chip")) or after is not None
        elif bare and not noun and m.group("mw") == "台" and _GEFORCE.fullmatch(m.group("chip") or ""):
            one_card = True  # (round 67c) "一台4090自己折腾", "有两台3090": PCs named by their GeForce card
        nxt = m.end() if after is None else after.end()
        counted_next = self._cards_next(text, nxt) or self._each_after(text, nxt) is not None
        if one_card and not m.group("single") and counted_next:
            # (round 56c) "一台4090工作站（4张卡）", "a 4090 workstation, 2 cards": its cards counted next
            # (round 66c) "3 PCs with RTX 4070s, 2 cards each": after the chip
            one_card = False
        if one_card:
            per = 1.0
        cards = n if is_cards else n * (per or 1)
        # (round 53c) "30 desktops with RTX 3060s": workstations and desktops are no servers; their cards
        # alone can make a cluster.
        servers = 0 if is_cards or noun in self._one_card_machines or m.group("pc") or m.group("pcw") else n
        if m.group("x") and m.group("chip") and noun and not (noun.isascii() and noun.endswith("s")):
            # "our existing 8x A100 box", "8×H800服务器": the cards of one machine (round 20).
            cards, servers = n, 1
        stop = m.end() if after is None else after.end()
        if each is not None:
            later = self._each_later.match(text, each.end())
            stop = later.end() if later is not None else each.end()
        big = (
            cards >= self.spec.cluster_from.cards
            or servers >= self.spec.cluster_from.servers
            # "一个 GPU 集群", "一个32张H800的集群": what the sender calls a cluster is one
            # (labelling convention: "a small cluster of 32 H100s" is a cluster).
            or bool(m.group("cl"))
            # "4 nodes with 8 GPUs each, we call it the 'atlas' cluster"
            or self._called_cluster(text, stop)
            # (round 47) "Our own small cluster: 48 L40S": the cluster named, then its count.
            or _CLUSTER_COLON.search(text, max(0, m.start() - 16), m.start()) is not None
            or _THEIR_CLUSTER_BEFORE.search(text, max(0, m.start() - 32), m.start()) is not None
            # (round 63c) "HPC组有专职团队管cluster，我们可以分到16张A100": a share of the cluster named
            # just before.
            or (
                self.shares(text, start, m.start())
                and _CLUSTER_WORD.search(text, max(0, start - 30), start) is not None
            )
        )
        if per is not None and m.group("mw") != "张":
            cards = n * per  # "一个32卡的H800小集群": one thing of 32 cards
        # (round 53c) "3x DGX A100": x after a count of machines counts the machines, not their cards.
        x_cards = bool(m.group("x") and (m.group("chip") or noun in self._cards))
        exact = self._exact(m.group("n")) and not m.group("more") and (is_cards or per is not None or x_cards)
        # "一个A100集群", "一套国产卡集群": one cluster, no count of its cards.
        if per is None and m.group("mw") in ("个", "套") and (m.group("cl") or noun not in self._cards):
            exact = False
        if exact and not is_cards and per is not None and not one_card:
            exact = self._exact(m.group("per") or (each.group("n") if each is not None else None))
        value = "cluster" if big else "some"
        if self._per_machine(text, m, start):
            # "每台8张", "8 GPUs each": the cards of one machine, counted with the machines said
            # before ("有两台，都是8卡的"), else no count.
            counted = self._machines_before(text, m.start(), before)
            total = None if counted else _MACHINES_TOTAL.match(text, m.end())
            machines = self._amount(total.group("n")) if total is not None else None
            if total is not None and machines and exact and self._exact(total.group("n")):
                # (round 56c) "每台8张A100，一共4台", "各有一张4090，总共五台": the machines' total said next.
                big = (
                    n * machines >= self.spec.cluster_from.cards or machines >= self.spec.cluster_from.servers
                )
                return (
                    m.start(),
                    total.end(),
                    "existing_hardware",
                    "cluster" if big else "some",
                    n * machines,
                )
            apart = None if counted or not exact else self._machines_apart(text, m.start())
            if apart is not None:
                # (round 56d) "16 servers of H100s, 8 GPUs in each", "3 servers, not 2. Still 8 cards
                # each": the machines counted before, their chip or a sentence between; the span runs from
                # them.
                start_at, machines = apart
                many = (
                    n * machines >= self.spec.cluster_from.cards or machines >= self.spec.cluster_from.servers
                )
                return (start_at, m.end(), "existing_hardware", "cluster" if many else "some", n * machines)
            return (m.start(), m.end(), "existing_hardware", value, 0.0 if counted else None)
        # "a 48-GPU cluster (6 nodes x 8 H100)" (round 26): a sized cluster broken down too.
        if self._breakdown(text, m.start(), [*sized, *before]):
            return (m.start(), m.end(), "existing_hardware", value, 0.0)
        return (m.start(), stop, "existing_hardware", value, cards if exact else None)

    def _cards_next(self, text: str, at: int) -> bool:
        """Whether a count of cards follows at `at`, in brackets or after a comma."""
        gap = _CARDS_GAP.match(text, at)
        m = self._count.match(text, gap.end()) if gap is not None else None
        return m is not None and (m.group("mw") in ("张", "块") or (m.group("noun") or "") in self._cards)

    def holds(self, text: str, cards_at: int, at: int) -> bool:
        """Whether the count at `at` is of machines only, said a few words after the count of cards
        at `cards_at` as what holds them: "十六张A100，分在两台机器上", "就4台机器", "16 A100s in two
        servers"."""
        if not 0 < at - cards_at <= 40:
            return False
        holding = _HOLDING.search(text, cards_at, at) is not None
        m = self._count.match(text, at)
        if m is None or m.group("per") or m.group("chip") or m.group("x") or m.group("cl"):
            return False
        # Right after a count of cards and a comma, the machines that hold them: one machine said as a
        # clause of its own ("8x H100, one box", "8张A100，一台机器"; round 33), or machines said as the
        # last clause of the sentence ("是16张4090，两台机器。"; round 47), or as a clause of their own before
        # more is said ("海光DCU一共32张，四台机器，想在上面部署……"; round 56d).
        if not holding and _COMMA_ONLY.fullmatch(text, self._clause_start(text, cards_at, at), at):
            holding = _ONE_MACHINE_ENDS.match(text, m.end()) is not None
        if not holding and _SENTENCE_END.search(text, cards_at, at) is None:
            return False
        # "16 GPUs, not 8. Two nodes." (round 29): machines said as a sentence of their own hold the cards.
        if not holding and _ENDS_SENTENCE.match(text, m.end()) is None:
            return False
        noun = m.group("noun") or ""
        return m.group("mw") in self._machine or bool(noun and noun not in self._cards)

    @staticmethod
    def _clause_start(text: str, cards_at: int, at: int) -> int:
        """Where the last comma between a count of cards and the count at `at` is (`at` if none)."""
        comma = text.rfind(",", cards_at, at)
        return comma if comma >= 0 else at

    def carries(self, text: str, at: int, cards_at: int, one: bool = False) -> bool:
        """Whether the count at `at` is of machines only, said right before the count of cards at
        `cards_at` as what carries them: "一台服务器两张3090", "one workstation with 4x A100" (round 29);
        `one`: only a count of one machine ("one server with 2 L40S"; "two servers with 4 L40S" may
        mean 4 each)."""
        m = self._count.match(text, at)
        if m is None or m.group("per") or m.group("x") or m.group("cl"):
            return False
        single = self._amount(m.group("n")) == 1
        noun = m.group("noun") or ""
        if not (m.group("mw") in self._machine or bool(noun and noun not in self._cards)):
            return False
        if m.end() >= cards_at:
            return False
        # (round 47) "4 HGX H100 nodes (32 GPUs)": the brackets right after the machines count their cards.
        if not one and _OPENS_BRACKET.fullmatch(text, m.end(), cards_at) is not None:
            return True
        if (one or m.group("chip")) and not single:
            return False
        # (round 47) "有1台服务器，2张A100", "1台DGX H100，8卡": one machine, then its cards after a comma.
        if single and self._one_gap.fullmatch(text, m.end(), cards_at) is not None:
            return True
        after = m.end()
        if single and not noun and (named := _MACHINE_NAMED.match(text, after, cards_at)) is not None:
            # (round 61c) "有台新买的服务器，带4张L20": the machine named after words on it
            after = named.end()
        return not m.group("chip") and _CARRYING.fullmatch(text, after, cards_at) is not None

    def names_chips_only(self, text: str, start: int, end: int) -> bool:
        """Whether text[start:end] is a clause that only names chips, with their maker ("华为910B",
        " all H100")."""
        return self._only_chips.fullmatch(text, start, end) is not None

    def opens(self, text: str, start: int, at: int) -> bool:
        """Whether a count at `at` opens the clause starting at `start`: "，大概2k张卡", or is their
        share of the hardware said before: "，我们课题组能分到64张卡" (round 35)."""
        return self._opener.fullmatch(text, start, at) is not None or self.shares(text, start, at)

    def shares(self, text: str, start: int, at: int) -> bool:
        """Whether a count at `at` is their share of the hardware said before ("，我们课题组能分到64张卡")."""
        return self._share is not None and self._share.fullmatch(text, start, at) is not None

    def calls(self, text: str, start: int) -> bool:
        """Whether the clause at `start` opens by calling hardware said before a cluster ("which we
        call the training cluster")."""
        return self._called_cluster(text, start)

    def _per_machine(self, text: str, m: re.Match[str], start: int) -> bool:
        """Whether count m is of the cards of each machine: "每台8张", "8 GPUs each", "有两台，都是8卡的"."""
        lo = max(start, m.start() - 12)
        # (round 53c) "四台服务器每台4张A30", "4 workstations each w/ a single RTX 6000": a word of each that
        # opens the cards of each machine said next is theirs.
        later = self._each_later.match(text, m.end())
        if later is not None and self._each_after(text, m.end()) is not None:
            later = None
        if self._each_before.search(text, lo, m.start()) or later is not None:
            return True
        if _EACH_HAS.search(text, lo, m.start()):
            return True  # (round 56c) "大家的笔电，各有一张4090": each one's card, no total said
        return bool(self._all_before.search(text, lo, m.start())) and self._machines_before(
            text, m.start(), []
        )

    def _each_after(self, text: str, at: int) -> re.Match[str] | None:
        """The count of each machine's cards said right after a count of machines at `at` ("两台，
        每台8卡", "two servers with 4 L40S each"), if any."""
        chip_first = self._chip_then_each.match(text, at)
        if chip_first is not None:
            return chip_first
        gap = self._each_gap.match(text, at, min(len(text), at + 16))
        if gap is None:
            return None
        m = self._count.match(text, gap.end())
        # "两台机器各4张" (round 35): after a word of each, a bare count of cards is each machine's.
        bare = m is not None and m.group("mw") in ("张", "块") and bool(text[at : gap.end()].strip(" ,"))
        if (
            m is None
            or not (m.group("noun") or m.group("chip") or bare)
            or m.group("noun") not in (None, *self._cards)
        ):
            return None
        if m.group("mw") in self._machine or not self._amount(m.group("n")):
            return None
        # "4 nodes of 8x H100" (round 23): the machine word before "of" says the cards are each one's.
        return m if self._per_machine(text, m, max(0, at - 8)) else None

    def _machines_before(self, text: str, at: int, before: list[_Found]) -> bool:
        """Whether a count of machines ends right before `at`, only words that join the cards of
        each between: "有两台，都是8卡的", "two servers with 4 L40S each"."""
        if any(a < at <= b for a, b, *_ in before):
            return True
        # (round 61c) "four workstations, each with one RTX A6000": English machines end further back.
        counted = (
            m.end()
            for m in self._count.finditer(text, max(0, at - 40), at)
            if not m.group("per")
            and (m.group("mw") in self._machine or m.group("noun") not in (None, *self._cards))
        )
        # "H800两台，每台八卡" (round 41): the machines counted after the chip named first.
        named_first = (
            m.end()
            for m in self._chip_first.finditer(text, max(0, at - 24), at)
            if m.group("mw") in self._machine and not (m.group("per") or m.group("per2"))
        )
        return any(
            (gap := self._each_gap.match(text, e, at)) is not None and gap.end() == at
            for e in chain(counted, named_first)
        )

    def _machines_apart(self, text: str, at: int) -> tuple[int, float] | None:
        """(start, count) of the machines counted last within 40 characters before `at`, when only their
        chip, a count ruled out ("not 2"), a clause's or sentence's end and "still" lie between (round
        56d)."""
        counts = [
            m
            for m in self._count.finditer(text, max(0, at - 40), at)
            # (round 62c) "2 PC with RTX 3090, each one card": PCs counted with their chip after.
            if (m.group("noun") or m.group("mw") or m.group("pcw"))
            and not (m.group("per") or m.group("x") or m.group("cl") or m.group("chip"))
        ]
        if not counts:
            return None
        m = counts[-1]
        noun = m.group("noun") or m.group("pcw") or ""
        machines = m.group("mw") in self._machine or (noun and noun not in self._cards)
        if not machines or not self._exact(m.group("n")):
            return None
        if _APART.fullmatch(self._any_chip.sub("", NOT_COUNT.sub("", text[m.end() : at]))) is None:
            return None
        n = self._amount(m.group("n"))
        return (m.start(), n) if n else None

    def _breakdown(self, text: str, at: int, before: list[_Found]) -> bool:
        """Whether the count at `at` opens brackets right after another count of so many cards, saying
        what they are made of: "16 A100s (two 8-GPU boxes)", "16张卡（两台8卡）" (not "one DGX box (8
        A100s)": there the brackets count the box's cards)."""
        opened = at
        while opened > 0 and text[opened - 1] == " ":
            opened -= 1
        if not opened or text[opened - 1] != "(":
            return False
        opened -= 1
        return any(opened - 2 <= b <= opened and n is not None for _, b, _, _, n in before)

    def _called_cluster(self, text: str, at: int) -> bool:
        """Whether the words after hardware at `at` call it a cluster ("..., we call it the 'atlas'
        cluster")."""
        return (
            self._called is not None and self._called.match(text, at, min(len(text), at + 48)) is not None
        ) or _OUR_CLUSTER_AFTER.match(text, at) is not None

    def _exact(self, raw: str | None) -> bool:
        """Whether a count says how many ("16", "两", "sixteen"), not about how many ("几",
        "好几", "a few", "dozens of")."""
        if raw == "":
            return True  # "有张A6000": one
        if not raw:
            return False
        if raw in self._words:
            return raw in self._exact_words
        # "一两百张", "三五台" (round 23): two numerals side by side say a range, no count.
        return not re.search(r"[几数上近]|[一二两三四五六七八九]{2}", raw)

    def had_next(self, text: str, at: int) -> bool:
        """Whether the sentence after the one a count ends in says the hardware is theirs ("... on 2 x RTX
        4090? That's all we have.", "... on one T4? We already have that card."; round 50)."""
        return _HAD_NEXT.match(text, at) is not None

    def had_after(self, text: str, at: int, end: int) -> bool:
        """Whether the words right after a count say they have it ("four L40S cards we already have")."""
        return self._have_after is not None and self._have_after.match(text, at, end) is not None

    def amount(self, raw: str) -> float | None:
        """A count said in digits or numerals ("16", "十六")."""
        return self._amount(raw)

    @staticmethod
    def _more(n: float | None, more: str | None) -> float | None:
        """Read "六十多张" (61 to 69 cards) as the middle of that span, 65, not its floor."""
        if n is None or not more or n < 10:
            return n
        return n + 10.0 ** (len(str(int(n))) - 1) / 2

    def _amount(self, raw: str) -> float | None:
        if raw == "":
            return 1.0  # "有张A6000": one, 一 left out
        if raw in self._words:
            return self._words[raw]
        if raw in ("a", "an", "our"):
            return 1.0  # only read before one machine of a count of cards ("a 4-GPU server", "our 8-GPU box")
        if raw in ("双", "单"):
            return 2.0 if raw == "双" else 1.0  # only read as each machine's cards ("双卡工作站", "单卡")
        if raw[0].isdigit():
            if raw.endswith("k"):
                return float(raw[:-1]) * 1000
            return float(raw.replace(",", ""))
        return cn_number(re.sub(r"^(?:上|数|近|好几)", "", raw))

    def owned_span(self, text: str, at: int, end: int, start: int) -> bool:
        """Whether hardware named by text[at:end] is theirs: judged at its end ("想用现有的集群"
        has "现有" inside), and at its start when nothing inside says they have it ("plan to buy
        an H100 server": the plan is further back than the end can see)."""
        if not self.owned(text, end, start):
            return False
        if (
            self._wish is not None
            and _HAVING.match(text, at)
            and self._wish.search(text, max(start, at - 16), at)
        ):
            return False  # "想要有个H800集群", "如果有个集群", "we'd love to have a cluster" (round 23)
        return self._have.search(text, at, end) is not None or self.owned(text, at, start)

    def owned(self, text: str, at: int, start: int) -> bool:
        """Whether the words before a count say the user has it: the nearer of a "have"
        cue and a "plan to use" cue wins (ending at one place, the longer: "打算买的" is a plan, "买的"
        alone is had; round 36); with neither, a bare count is what they have."""
        lo = max(start, at - self.window)
        have = [(m.end(), -m.start()) for m in self._have.finditer(text, lo, at)]
        plan = [
            (m.end(), -m.start())
            for m in self._plan.finditer(text, lo, at)
            if not _USING_DESKS.match(text, m.start())
        ]
        return not plan or (bool(have) and max(have) >= max(plan))
