"""Counts of hardware the user already has, in chat messages: "两台8卡服务器", "8张A100",
"几台旧的T4服务器", "a 512-GPU cluster", "half a dozen servers". The words come from the
`numbers.hardware` section of `understanding.yaml`.
"""

from __future__ import annotations

import re

from pydantic import BaseModel, ConfigDict, Field

from compute_advisor.rules.intake.amounts import alternation, cn_number, fold


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class _ClusterFrom(_Strict):
    cards: int = Field(gt=0)
    servers: int = Field(gt=0)


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
    rooms: list[str] = []
    cluster_from: _ClusterFrom
    window: int = Field(gt=0)
    # Of `words`, the ones that say exactly how many ("sixteen", not "a few"): counted as owned_gpus.
    exact_words: list[str] = []


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
            # A count starts where a run of numerals starts: matching from inside one
            # would rescan it at every position (a wall of "三" took a second).
            r"\d+(?:,\d{3})*|(?<![零〇一二两三四五六七八九十百千万几])(?:上|数|近|好几)?[零〇一二两三四五六七八九十百千万几]+"
            rf"|{alternation(self._words)}"
        )
        per = r"(?P<per>\d+|[一二两四六八十]+)\s*[-‑]?\s*(?:张卡|卡|gpus?|cards?)\s*的?\s*"
        # Chip names take a plural s ("16 H100s") and may follow a digit ("8xA100").
        chips = "|".join(
            re.escape(c) for c in sorted({fold(c)[0] for c in spec.chips}, key=len, reverse=True)
        )
        chips = rf"(?<![a-z])(?:{chips})s?(?![a-z0-9])"
        self._chip_names = {fold(c)[0] for c in spec.chips}
        self._family = re.compile(rf"(?:{alternation(spec.families)})\s*-?\s*$") if spec.families else None
        self._cards = {fold(w)[0] for w in spec.cards}
        self._machine = {fold(w)[0] for w in spec.machine_measure}
        noun = alternation(spec.cards + spec.servers, left=False)
        cluster = alternation(spec.clusters)
        self._count = re.compile(
            rf"(?<![a-z0-9.])(?P<n>{number})\s*(?P<more>多|余|来)?\s*"
            rf"(?:(?P<mw>{alternation(spec.measure)})|(?P<x>x|×|\*)(?![a-z]))?\s*"
            # "几台旧的T4服务器", "a few old T4 servers"
            r"(?:(?:旧|老|新|二手|闲置)的?\s*|(?:old|older|used|spare|refurbished|on-prem|on-premises|in-house)\s+)?"
            # "ten Huawei servers", "两台华为的服务器": the maker between the count and the noun.
            r"(?:(?:华为|浪潮|曙光|联想|戴尔|超微|寒武纪|海光|昇腾|国产|huawei|inspur|sugon|lenovo|dell|hpe?|supermicro"
            # "two HGX servers", "four DGX nodes": the platform named between count and noun (round 16).
            r"|cambricon|hygon|(?:hgx|dgx|nvidia)(?=\s*(?:servers?|nodes?|boxes|machines?|服务器|机器|节点)))的?\s*)?"
            # "两台带 A100 的服务器": the chips the machines carry, said before them.
            r"(?:(?:带|配有|配了|配|装了|装有|插了)\s*)?"
            rf"(?:{per})?"
            rf"(?P<chip>{chips})?\s*(?:的\s*)?(?:[老旧新]\s*)?(?P<noun>{noun})?"
            rf"(?:\s*(?P<cl>{cluster}))?"
        )
        # "a 512-GPU cluster", "千卡集群", "一个64卡的集群"
        self._sized_cluster = re.compile(
            rf"(?<![a-z0-9.一二两三四五六七八九十百千万])(?P<n>\d+(?:,\d{{3}})*|[一二两三四五六七八九十百千万]+)\s*[-‑]?\s*"
            # "our own 32-H100 cluster": the chips named in place of the cards (round 20).
            rf"(?:(?:张卡|卡|gpus?|cards?|nodes?|节点)\s*的?\s*(?:gpu\s*|算力\s*|(?:{chips})\s*)?|(?:{chips})\s*)"
            rf"(?:{cluster})"
        )
        # "H800三十二张", "4090有两张": the chip named first, then the count.
        # "H800三十二张", "GPU服务器三台": the thing named first, then the count.
        self._chip_first = re.compile(
            rf"(?:(?P<chip>{chips})\s*(?:显卡|卡|gpu)?|(?P<noun>gpu服务器|服务器|机器|显卡|加速卡|gpu))\s*"
            rf"(?:(?:都)?是(?:我们|自己)的[,\s]*)?(?:我们|咱们)?(?:有|共|一共|总共|大概|约)?\s*"
            rf"(?P<n>{number})\s*(?P<more>多|余|来)?\s*(?P<mw>张|块|片|台)(?!\s*(?:服务器|机器|工作站))"
        )
        self._have = re.compile(alternation(spec.have))
        self._have_after = (
            re.compile(rf"\s*(?:{alternation(spec.have_after)})(?![a-z])") if spec.have_after else None
        )
        self._plan = re.compile(alternation(spec.plan))
        self._room = re.compile(alternation(spec.rooms)) if spec.rooms else None

    def find(self, text: str, start: int, end: int) -> list[tuple[int, int, str, str, float | None]]:
        """(start, end, "existing_hardware", option, cards) for each count of cards or servers
        the user has in the clause text[start:end]; `cards` is how many GPUs the count comes to
        when it can be read ("两台8卡服务器" 16, "8张A100" 8), None when not ("几台服务器",
        "3 DGX boxes", "六十多张")."""
        found: list[tuple[int, int, str, str, float | None]] = []
        for m in self._sized_cluster.finditer(text, start, end):
            if self.owned(text, m.start(), start) and self._amount(m.group("n")):
                exact = self._exact(m.group("n")) and not re.search(r"nodes?|节点", m.group(0))
                found.append(
                    (
                        m.start(),
                        m.end(),
                        "existing_hardware",
                        "cluster",
                        self._amount(m.group("n")) if exact else None,
                    )
                )
        for m in self._chip_first.finditer(text, start, end):
            n = self._more(self._amount(m.group("n")), m.group("more"))
            if n and self.owned(text, m.start(), start):
                machines = m.group("mw") in self._machine or m.group("noun") in (
                    "gpu服务器",
                    "服务器",
                    "机器",
                )
                servers = n if machines else 0
                many = n >= self._cards_for_cluster(text, m.start(), start, counted=not machines) or (
                    servers >= self.spec.cluster_from.servers
                )
                cards = None if machines or m.group("more") or not self._exact(m.group("n")) else n
                found.append((m.start(), m.end(), "existing_hardware", "cluster" if many else "some", cards))
        sized = list(found)
        for m in self._count.finditer(text, start, end):
            if not (m.group("noun") or m.group("chip")):
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
            if not n or not (self.owned(text, m.start(), start) or self._had_after(text, m.end(), end)):
                continue
            per = self._amount(m.group("per")) if m.group("per") else None
            noun = m.group("noun") or ""
            # "30台A100" counts servers: 台 is the measure word for machines.
            is_cards = (not noun or noun in self._cards) and m.group("mw") not in self._machine
            cards = n if is_cards else n * (per or 1)
            servers = 0 if is_cards else n
            if m.group("x") and m.group("chip") and noun and not (noun.isascii() and noun.endswith("s")):
                # "our existing 8x A100 box", "8×H800服务器": the cards of one machine (round 20).
                cards, servers = n, 1
            big = (
                cards >= self._cards_for_cluster(text, m.start(), start, counted=is_cards)
                or servers >= self.spec.cluster_from.servers
                # "一个 GPU 集群", "一个32张H800的集群": what the sender calls a cluster is one
                # (labelling convention: "a small cluster of 32 H100s" is a cluster).
                or bool(m.group("cl"))
            )
            if per is not None and m.group("mw") != "张":
                cards = n * per  # "一个32卡的H800小集群": one thing of 32 cards
            exact = (
                self._exact(m.group("n"))
                and not m.group("more")
                and (is_cards or per is not None or bool(m.group("x")))
            )
            # "一个A100集群", "一套国产卡集群": one cluster, no count of its cards; "每台8张", "8 GPUs
            # each": the cards of one of several machines.
            if per is None and m.group("mw") in ("个", "套") and (m.group("cl") or noun not in self._cards):
                exact = False
            if re.search(
                r"(?:每台|每个|每一台|每套|每节点|每个节点|(?<![a-z])(?:each|per))\s*(?:机器|服务器|节点|node|server|machine)?\s*(?:有|带|配|都是|是)?\s*$",
                text[max(start, m.start() - 8) : m.start()],
            ) or re.match(
                r"\s*(?:each|apiece|per (?:server|node|machine|box))(?![a-z])", text[m.end() : m.end() + 20]
            ):
                exact = False
            if exact and not is_cards and per is not None and not self._exact(m.group("per")):
                exact = False
            found.append(
                (
                    m.start(),
                    m.end(),
                    "existing_hardware",
                    "cluster" if big else "some",
                    cards if exact else None,
                )
            )
        return found

    def _exact(self, raw: str | None) -> bool:
        """Whether a count says how many ("16", "两", "sixteen"), not about how many ("几",
        "好几", "a few", "dozens of")."""
        if not raw:
            return False
        if raw in self._words:
            return raw in self._exact_words
        return not re.search(r"[几数上近]", raw)

    def _had_after(self, text: str, at: int, end: int) -> bool:
        """Whether the words right after a count say they have it ("four L40S cards we already have")."""
        return self._have_after is not None and self._have_after.match(text, at, end) is not None

    def _cards_for_cluster(self, text: str, at: int, start: int, counted: bool) -> float:
        """Cards that make a cluster: half as many when cards are `counted` one by one and the
        words just before put them in their own machine room ("自己机房有四十张A100": dozens of
        racked cards). Servers counted there keep the full bar ("机房里有四台8卡H800": some)."""
        full = float(self.spec.cluster_from.cards)
        if counted and self._room is not None and self._room.search(text, max(start, at - self.window), at):
            return full / 2
        return full

    @staticmethod
    def _more(n: float | None, more: str | None) -> float | None:
        """Read "六十多张" (61 to 69 cards) as the middle of that span, 65, not its floor."""
        if n is None or not more or n < 10:
            return n
        return n + 10.0 ** (len(str(int(n))) - 1) / 2

    def _amount(self, raw: str) -> float | None:
        if raw in self._words:
            return self._words[raw]
        if raw[0].isdigit():
            return float(raw.replace(",", ""))
        return cn_number(re.sub(r"^(?:上|数|近|好几)", "", raw))

    def owned_span(self, text: str, at: int, end: int, start: int) -> bool:
        """Whether hardware named by text[at:end] is theirs: judged at its end ("想用现有的集群"
        has "现有" inside), and at its start when nothing inside says they have it ("plan to buy
        an H100 server": the plan is further back than the end can see)."""
        if not self.owned(text, end, start):
            return False
        return self._have.search(text, at, end) is not None or self.owned(text, at, start)

    def owned(self, text: str, at: int, start: int) -> bool:
        """Whether the words before a count say the user has it: the nearer of a "have"
        cue and a "plan to use" cue wins; with neither, a bare count is what they have."""
        lo = max(start, at - self.window)
        have = [m.end() for m in self._have.finditer(text, lo, at)]
        plan = [m.end() for m in self._plan.finditer(text, lo, at)]
        return not plan or (bool(have) and max(have) >= max(plan))
