"""Who keeps the team's machines up, read from how a clause says it (stop 42): what no phrase of
`understanding.yaml` read, and in place of a phrase's reading inside the clause when a word there says how
(rounds 56-57; see `upkeep`). The phrases list ways of saying it one by one; senders
keep finding new ones ("由自动化部两名工程师在日常工作之外照看", "我们两个工程师轮流顾", "2 ppl on infra full
time", "那边的人帮我们管"). What they share is a clause with a verb of looking after machines, and who does
it and how:

- someone outside (外包, 集成商, the IDC, a vendor, hosted and managed by others) -> none;
- staff said to be full-time (专职, full time) -> dedicated_team;
- a few of their own people beside their own work (兼顾, 日常工作之外, 轮流, part-time, alongside), or the
  sender alone ("我自己在管", "就我一个人折腾") -> limited;
- staff named, then said not to know the cards ("技术人员有两个但都是做网站的，不懂GPU") -> none.

Said without a verb of it (round 56):
- a team of their own said to be full-time ("IT有個專門嘅infra小組") -> dedicated_team;
- the sender and one other as the department ("信息中心就我和另一个老师") -> limited;
- "we don't have people for it" -> none.
Round 57 added staff said to be laymen at the cards wherever more of them was said first, someone outside
called in when things break, a team whose work is the machines (an SRE rotation, a platform team, a
supercomputing centre's staff), a form's answer ("- ops: grad students") and "none of whom is specifically on
infrastructure" (a dedicated team ruled out, no more). One person stays limited whatever the title.
Round 59: who does keep them up, said in the clause or two after "nobody does it full time", is the answer;
staff whose work is other IT ("都是搞网络和HIS的") are none unless they were called ops; "the team itself".
Round 60: nobody who ever looked after the servers, after the staff named; an IT contractor (none, the stop 43
decision); staff of whom neither has run GPUs, read over the clause that names them; a platform team that
manages the machines says how.
Round 61 (first messages): staff named, dedicated or not, then said never to have run the cards or to have no
experience of them, however said (`_NO_CARD_EXPERIENCE`); nobody technical, no engineers; someone outside said
more ways; one part-time person with no verb; after "no IT", the sender on the side is the answer.
Rounds 63-64 (first messages): a department's or an HPC/SRE team of their own, full-time, is dedicated; not
knowing the cards as a clause of its own after the staff (", never GPU work"); one person by title or said
full-time later is limited, as are their own people named by role ("my postdoc", "whoever uses them").

A clause that asks, supposes, or says nobody does it is left to the phrases. The clause must name the
machines, or follow one that does ("有一台4卡工作站，我自己在管")."""

from __future__ import annotations

import re

# Clauses of folded text (`amounts.fold`: half-width punctuation).
_BREAK = re.compile(r"[,.;!?:\n、]+")

# A verb of looking after machines (the machines or the work may be its object).
_CARE = re.compile(
    r"照看|照顾|打理|维护|(?<!网络)(?<!智能)运维(?!助手|场景|知识|日志|数据|平台|系统|大模型|模型|工单)|"
    # 著: how Taiwan writes 着 ("兼著顧")
    r"(?:轮流|自己|兼[着著]?)顾|兼职?管|兼[着著]管|管[着著]|"
    # (round 66) "都是研究生自己在顧" (Taiwan: 顾, folded)
    r"(?:自己|在)在?顾(?=的|着|了|\s|$)|"
    # (round 61) "我自己兼着搞", "两个程序员，兼职搞搞", "平时都是我自己兼职搞下" (Cantonese 兼住搞, folded)
    r"兼(?:职|着|著)?(?:搞|弄)(?:搞|弄|下|一下)?|自己(?:在)?(?:搞|弄)(?=的|着|了|\s|$)|"
    # (round 63) "我自己兼admin", "老板兼任网管"
    r"兼(?:职|任|做|当)?\s*(?:admin|sysadmin|网管)(?![a-z])|"
    # (round 64) "有8张4090,自己人顾", "都是学生自己来"
    r"自己人(?:顾|管|弄|搞|维护)|自己(?:来|动手)(?=的|了|\s|$)|"
    # "晚上修机器", "一个同事兼职看着" (Cantonese 兼職睇住, folded)
    r"修(?:机器|服务器|电脑|集群)|执手尾|还要(?:顾|管|兼顾|负责|维护)|顺手(?:弄|管|搞|维护|照看|看着?)|专门(?:负责|管|维护)|(?:兼职?|兼[着著]|轮流|半职)看(?:着|著)?|"
    # a bare 管 with nothing after it but the end of the clause ("我自己在管", "信息中心统一管的")
    r"(?:在|来|帮(?:忙|我们|咱们)?|统一|自己)管(?=的|着|了|\s|$)|"
    r"(?:一个人|自己|我)折腾|负责(?=运维|服务器|机器|集群|gpu|硬件|机房|infra)|"
    r"(?<![托主监保掌尽])管(?=服务器|机器|集群|gpu|显卡|卡|硬件|机房|infra|这些机器|这台|那台)|(?:过来"
    r"|来)看(?:看|一下)|"
    r"(?<![a-z])(?:look(?:s|ed|ing)?\s+after|(?:maintenance|upkeep|administration)\s+is\s+(?:done|handled|covered)\s+by"
    r"|reboot(?:s|ing)?|touch(?:es)?\s+(?:it|them)|maintain(?:s|ed"
    r"|ing)?|manag(?:e|es|ed|ing)|administer(?:s|ed)?"
    r"|babysit(?:s|ting)?|share\s+(?:it|them|the\s+(?:work|job|duty|ops))|tak(?:e|es|ing)\s+care\s+of|help(?:s|ing)?\s+(?:out\s+)?with\s+(?:the\s+"
    r"|our\s+)?(?:infra|ops|servers?"
    r"|hardware|machines)|(?:is|are)\s+(?:handled|run|managed|maintained|looked\s+after|administered)\s+by"
    r"|keep(?:s|ing)?\s+(?:(?:them|it|the\s+\w+)\s+)?(?:up|running|alive)"
    r"|(?:run|runs|manage|manages|operate|operates)\s+(?:it|them)\s+(?:for\s+us|full[- ]?time)|(?:run|managed"
    r"|maintained|operated)\s+"
    r"(?:full[- ]?time\s+)?by|supported\s+by"
    # (round 64) "which our sysadmin team is handling full time", "the central IT team runs" (at the clause's
    # end), "our HPC staff (4 FTEs) run it", "the ML engineers cover it"
    r"|(?:handl|manag|maintain|runn)ing\s+(?:it\s+|them\s+)?full[- ]?time"
    r"|(?:team|staff|group)\s+(?:runs|manages"
    r"|maintains|operates)\s*$|(?:staff|team|admins?|ftes?|engineers|people|folks|sres)\s*(?:\([^)]*\)\s*)?(?:run"
    r"|runs|manage|manages|operate|operates|maintain|maintains)\s+(?:it|them)"
    r"|cover(?:s|ed|ing)?\s+(?:it|them|ops|infra|the\s+ops)"
    r"|(?:handl|runn?)(?:e|es|ed|s|ing)?\s+(?:the\s+|our\s+)?(?:infra|infrastructure|ops|servers?|hardware|this"
    r"|everything(?!\s+else)|boxes|"
    r"machines|cluster|them)|on\s+(?:the\s+)?(?:infra|infrastructure|ops)|do(?:es)?\s+(?:the\s+"
    r"|our\s+)?(?:infra|ops|"
    r"sysadmin))(?![a-z])"
)
# The machines (or the work on them), named in the clause or the one before it.
_MACHINES = re.compile(
    r"服务器|机器|工作站|主机|集群|机房|gpu|显卡|卡|一体机|dgx|运维|infra|电脑|桌面机|台式机|"
    # a card by its number alone ("两部砌了4090的桌面机")
    r"(?<![0-9])[2-5]0[5-9]0(?![0-9年])|"
    r"(?<![a-z])(?:servers?|boxes|box|machines?|cluster|workstations?|hardware|gpus?|them|nodes?|pcs?|computers?"
    r"|rigs?|cards)(?![a-z])"
    r"|(?<![a-z])[a-z]{1,3}\d{2,4}(?![0-9])"  # a chip: a100, l20, h800
    # a count of cards or machines: 一张3090, 8块L20
    r"|(?:\d+|[一两二三四五六七八九十几])\s*[张块台](?![三])"
)
# Who does it, and how.
_OUTSIDE = re.compile(
    r"外包|集成商|厂商|厂家|供应商|服务商|代维|乙方|中标|idc|托管|驻场|"
    r"那边的|机房的(?:人|工程师)|"
    r"(?<![a-z])(?:vendor|contractor|integrator|msp|managed[- ]services?|outsourc\w*|provider|colo"
    r"|hosted\s+and|remote[- ]hands|third[- ]party|freelanc\w*)(?![a-z])"
)
# Someone outside named in the clause before, then helping or sending its people ("那边的厂商帮我们看着";
# round 61: "是之前监控厂商送的,由他们派人维护").
_THEIR_PEOPLE = re.compile("帮|派人|由他们")
_FULL_TIME = re.compile(
    r"专职|全职|专门的?(?:团队|小组|人员?)|专门(?:负责|管|做|搞|维护)|(?<![a-z])(?:full[- ]?time|dedicated"
    r"|sres?|nothing\s+but|\d+\s*ftes?"
    # a supercomputing centre's staff run them (the conventions: dedicated_team)
    r"|(?:hpc|supercomputing|computing)\s+(?:center|centre|staff|team|group|admins?))(?![a-z])|超算中心"
    r"|计算中心"
)
_ON_THE_SIDE = re.compile(
    r"兼|半职|顺手|顺便|还要(?:顾|管|兼顾|负责|忙)|日常工作之外|本职工作之外|业余|轮流|偶尔|抽空|有空|(?:其他|其它|别的)(?:工作|事)|"
    r"(?<![a-z])(?:part[- ]?time|alongside|along\s*with|cum|on\s+the\s+side|besides|in\s+addition\s+to"
    r"|spare\s+time|"
    r"other\s+duties|when\s+(?:they|he|she)\s+(?:can|have|has)|"
    # (round 66) "when he's got time"
    r"when\s+(?:they|he|she)(?:'s|'ve|\s+has|\s+have)\s+got\s+(?:the\s+)?(?:time|a\s+minute)|spare\s+(?:minute|moment)s?|side\s+job"
    r"|on\s+top\s+of|between\s+(?:projects|other)|splits?\s+(?:his|her|their)\s+time"
    r"|\d+\s*%\s+of\s+(?:one|a|an)\s+(?:person|engineer|admin|fte))(?![a-z])"
)
_OWN_PEOPLE = re.compile(
    r"我自己|我一个人|就我|自己人|我们(?:[\u4e00-\u9fff]{1,3})?自己|[a-z]+\s*team\s*自己|"
    # (round 67) "一台4090自己折腾": who, said only as themselves doing it
    r"自己(?=在?(?:折腾|搞|弄|管|顾|维护|来|动手))|"
    # a few of them (not 十几个人, 几十个人: a staff of many)
    r"(?<![十百数])(?:一|两|二|三|四|五|几|\d)(?:个|名|位)(?:人|同事|工程师|员工|同学|研究生|博士生?)|"
    r"工程师|同事|同学(?=自己|兼|轮流|顺手|帮忙)|研究生|博士|学生|老师|助理|助教|负责人|组长|主管|老板|创始人|实习生|intern|cto|ceo|"
    r"(?<![a-z])(?:our\s+(?:[\w-]+\s+)?(?:engineers?|staff|team|researchers|developers|devs|admins?"
    r"|scientists|analysts|people)"
    # (round 61) "our designer keeps it alive", "our electrician-cum-IT bloke keeps it running"
    r"|our\s+(?:[\w-]+\s+)?(?:designer|electrician|bookkeeper|accountant|receptionist|office\s+manager|nephew|son"
    r"|daughter|intern|bloke|guy|gal|fella|fellow|chap|lad)"
    r"|myself|ourselves|i|(?:the|our)\s+(?:[\w-]+\s+)?team\s+(?:itself|themselves)|(?:one|two|three|four|\d)\s+(?:[\w-]+\s+)?(?:ppl|people|engineers?|folks|guys|devs|developers)|(?:one"
    r"|a\s+single)\s+(?:person|guy|engineer)"
    r"|one[- ](?:man|person|woman)|(?:grad(?:uate)?\s+|phd\s+)?students|postdocs|a\s+couple\s+of\s+(?:guys"
    r"|people|folks|engineers|techs)|(?:one|some)\s+of\s+our\s+\w+"
    # (round 64) "that my postdoc keeps alive", "maintained by whoever uses them", "the ML engineers cover it"
    r"|my\s+(?:[\w-]+\s+)?(?:postdoc|student|engineer|colleague|intern|admin)|whoever\s+(?:uses|is\s+using|needs)"
    r"|the\s+(?:[\w-]+\s+)?(?:engineers|devs|developers|researchers|scientists))(?![a-z])"
)
# The clause is not a statement of how it is: nobody or none does it (the phrases read that), a question, a
# supposition, a wish not to, what was said before and is taken back.
_NOT_SAID = re.compile(
    r"没|无|谁来|谁管|如果|要是|假如|是否|需不需要|要不要|不想|不打算|不愿|不用|不需要|不要|不必|不准备|不管|"
    # what was said before, taken back: "刚才说有专职运维那个不算", "运维外包那条先撤回"
    r"刚才|之前(?:说|讲|提)|刚说|说过|不算|撤回|收回|作废|不对|不是|并非|招聘|要招|打算招|准备招|"
    # (who: asked at the clause's start or after "not sure", not the relative pronoun of "one person who looks
    # after it")
    r"(?:^|(?<=sure\s)|(?<=know\s)|(?<=wonder\s)|(?<=decide\s)|(?<=about\s))who(?![a-z])|"
    r"(?<![a-z])(?:nobody|no|none|zero|without|if|whether|would\s+need|need\s+to|should|don't|do\s+not"
    r"|doesn't"
    r"|won't|rather\s+not|not|earlier|scratch|withdraw|ignore|i\s+said|we\s+said|hir(?:e|ing)"
    r"|recruit\w*)(?![a-z])"
)
# A department named as who does it, with nothing said of how (its own staff, how many, full-time or not).
_DEPARTMENT = re.compile(
    r"(?:it|信息|运维|技术|网络)(?:部门|部|中心|科|处|组|团队)|(?<![a-z])it\s+(?:department|dept"
    r"|team)(?![a-z])"
)
# A clause saying the staff just named do not know the cards.
_NOT_KNOWING = re.compile(
    r"^(?:但是?|可是|不过)?(?:他们|她们)?(?:都|也|全|完全|根本)?(?:说|话|讲)?(?:不懂|不会弄|不会搞|没弄过"
    r"|没碰过|没接触过|没搞过|没管过)"
    r"(?:gpu|显卡|算力|ai|这些|这个|这块)"
    # "GPU这块完全是外行", "對AI伺服器完全不熟" (the staff are laymen at it)
    r"|^(?:对|对于)?(?:gpu|显卡|算力|ai)[^,]{0,6}?(?:完全|根本|都|也)?(?:是外行|不熟|一窍不通)"
    # (round 60) "没人管过服务器" after the staff named
    r"|^(?:但是?|可是|不过)?(?:也|都)?(?:没人|没有人|谁都没)(?:管|弄|搞|碰|运维|维护|接触)过(?:服务器|gpu|显卡|机器|集群|算力)"
    # "服务器这些他不会"
    r"|^(?:服务器|gpu|显卡)(?:这些|这块)?(?:他|她|他们)(?:都|也|完全)?(?:不会|不懂|搞不定|没弄过|没碰过|没搞过|没接触过"
    r"|没管过)"
)
# (round 59) Staff whose work is other IT ("信息中心五个人都是搞网络和HIS的"): none, unless they were
# called ops ("运维我们有，三个人，但都是做网络的" is ops staff of a kind: limited).
_OTHER_IT_WORK = re.compile(
    r"(?:都|全)是(?:搞|做|管|弄|负责)(?:网络|网站|his|oa|桌面|弱电|软件|lis|pacs)(?:[和与及跟](?:网络|网站|his|oa|桌面"
    r"|弱电|软件|lis|pacs))*的"
)
# (round 59) Staff said not to know the models ("只有两个网管，没人懂大模型"): none, unless they were called
# ops ("有兼职运维，不过不懂大模型" can still run the servers: limited, round 32).
_NOT_KNOWING_MODELS = re.compile(
    r"^(?:但是?|可是|不过)?(?:他们|她们)?(?:都|也|完全)?(?:(?:没人|没有人)懂|不懂|不会|没接触过|没搞过)(?:大模型|llm)"
)
_STAFF = re.compile(
    r"技术人员|技术|(?<![a-z])it(?![a-z])|运维|工程师|同事|同仁|员工|人员|(?:个|名|位)人|信息中心|信息科|信息部|资讯|网管"
    r"|专人|科技部"
    r"|(?<![a-z])(?:people|staff|team|engineers?|admins?|sysadmins?|technicians?|persons)(?![a-z])"
)
# (round 61) Of the staff just named (or "they" of them): never having run the cards, or no experience
# of them, however said: "从来没弄过AI服务器", "对昇腾的训练栈基本没经验", "但没有GPU的经验",
# "但只懂传统服务器", "they have not worked on GPU stuff", "they run our VMware but never GPU", "none
# GPU-savvy", "none of whom has touched a GPU", "knows nothing about computer servers". Not "不懂大模型"
# (round 32: ops who can still run the servers).
_CARDS = r"(?:gpu|显卡|算力|智算|加速卡|昇腾|ai|人工智能)"
_NO_CARD_EXPERIENCE = re.compile(
    r"(?:从来|从|一直|之前|以前|完全|根本|基本|都|也|却|还)*(?:没有?|未)(?:人)?(?:试过)?(?:弄|搞|碰|接触|管|处理"
    r"|维护|运维|用|玩|摸|做|跑|掂|整)过\s*(?:任何)?\s*(?:" + _CARDS + r"(?![a-z])"
    # (round 63) the cards just named, as "this thing" ("公司没GPU,IT同事都未掂过这玩意")
    r"|这(?:玩意儿?|东西|些东西|种东西))"
    r"|"
    + _CARDS
    + r"(?![a-z])[^,.;!?]{0,8}?(?:基本|完全|几乎|都|也|却)?(?:没有?|无|缺乏|欠缺)(?:什么|任何|相关的?)?"
    r"\s*经验"
    r"|(?:没有?|无|缺乏|欠缺)(?:人有)?(?:任何)?\s*"
    + _CARDS
    + r"(?![a-z])\s*(?:服务器|server|集群|卡)?\s*(?:的|方面的?|相关的?)?\s*(?:运维)?经验"
    # (round 67) "IT团队没有人有相关经验"
    r"|(?:没有?|无)人有(?:任何)?相关的?经验"
    # (round 64) "信息中心七八个人都不懂AI" (not 不懂大模型: round 32), "GPU还是第一次接触",
    # "服务器这块他完全没经验"
    r"|(?:都|也|完全|根本)?不懂\s*(?:gpu|显卡|算力|ai|人工智能)(?![a-z])"
    r"|" + _CARDS + r"(?![a-z])[^,.;!?]{0,4}?(?:还是|是|都是)?第一次(?:接触|碰|弄|搞|用|管)"
    r"|(?:服务器|server)这?块?[^,.;!?]{0,4}?(?:完全|根本|基本)?(?:没有?|无)(?:什么|任何)?经验"
    r"|只(?:懂|会|管过?|维护过?|做过|熟悉)(?:传统|普通|一般|常规|cpu)的?\s*(?:服务器|server|it|机房|系统|业务)"
    # (round 63) "cpu-only folks who've never run gpus", "3 people who've never touched one" (a card named)
    r"|(?<![a-z])(?:have|has|had|who've|they've|that's|that\s+has|who's)(?:n't|\s+not|\s+never)\s+(?:ever\s+)?(?:worked"
    r"|dealt|touched|run"
    r"|managed|handled|used|operated|supported|administered|done)\s+(?:on\s+|with\s+)?(?:a\s+|any\s+)?(?:gpus?|ai|ml"
    r"|accelerators?|one)(?![a-z])"
    # (round 64) "nobody there has ever looked after a GPU box", "they've only ever run VMware and storage", a
    # clause of its own after the staff ("..., never GPU work", "..., not AI servers")
    r"|(?<![a-z])(?:nobody|no\s+one)\s+(?:there\s+|here\s+)?has\s+ever\s+(?:looked\s+after|run|managed|touched"
    r"|maintained|administered|set\s+up|handled|operated|deployed)\s+(?:a\s+|any\s+)?(?:gpus?|ai|ml)(?![a-z])"
    r"|(?<![a-z])(?:they've|they\s+have|he's|he\s+has|she's|she\s+has|who've|who\s+have)\s+only\s+(?:ever\s+)?(?:run"
    r"|managed|handled|done|worked\s+(?:on|with))\s+(?:vmware|storage|networks?|windows|cpus?|traditional|regular"
    r"|ordinary|office|desktops?|laptops?|websites?|databases?)(?![a-z])"
    r"|^(?:and\s+|but\s+)?(?:never|not)\s+(?:any\s+)?(?:gpus?|ai|ml)(?:\s+(?:work|stuff|servers?|boxes|hardware))?$"
    # (round 63) "our IT team wouldn't know where to start with them"
    r"|(?<![a-z])(?:wouldn't|would\s+not|don't|do\s+not|doesn't|does\s+not)\s+know\s+where\s+to\s+(?:start|begin)"
    r"\s+with\s+(?:them|it|one|gpus?|servers?|hardware)(?![a-z])"
    r"|(?<![a-z])(?:but|and)\s+never\s+(?:(?:touched|run|used|managed|handled|worked\s+with)\s+)?(?:a\s+|any\s+)?"
    r"(?:gpus?|ai|ml)(?![a-z])"
    r"|(?<![a-z])(?:they|he|she)\s+(?:never|didn't|did\s+not)\s+(?:ever\s+)?(?:touch|touched|run|ran|use|used|manage"
    r"|managed|handle|handled|work\s+with|worked\s+with)\s+(?:a\s+|any\s+)?(?:gpus?|ai|ml)(?![a-z])"
    # (round 67) "a small IT team that handles everything, nobody with GPU experience", (round 66) "three
    # people who handle the POS systems, none with any GPU experience", (round 67) "our IT team doesn't run
    # accelerators"
    r"|(?<![a-z])(?:nobody|no\s+one|none(?:\s+of\s+(?:whom|them))?)\s+with\s+(?:any\s+)?(?:gpu|ai|ml)\s+(?:experience"
    r"|expertise|background|skills)(?![a-z])"
    r"|(?<![a-z])(?:doesn't|does\s+not|don't|do\s+not)\s+(?:run|manage|maintain|operate|support|handle)\s+(?:any\s+)?"
    r"(?:gpus?|accelerators?|ai\s+(?:servers?|hardware))(?![a-z])"
    r"|(?<![a-z])none(?:\s+of\s+(?:whom|them))?(?:\s+(?:is|are))?\s+(?:gpu|ai|ml)[- ]"
    r"(?:savvy|literate|experienced|people)(?![a-z])"
    r"|(?<![a-z])(?:neither|none)\s+of\s+(?:whom|them|us)\s+(?:has|have)\s+(?:ever\s+)?(?:touched|run|managed|used"
    r"|dealt\s+with|worked\s+with|administered|handled|supported|maintained|operated)\s+(?:a\s+|any\s+)?(?:gpus?|ai|ml)(?![a-z])"
    # (round 65) "our IT department has no experience with them" (the cards just named)
    r"|(?<![a-z])(?:have|has)\s+no\s+(?:real\s+|prior\s+)?(?:experience|background|expertise)"
    r"\s+(?:of|with|in|on|running)\s+(?:a\s+|any\s+)?(?:gpus?|ai|ml|them)(?![a-z])"
    # (round 62) "network engineers without AI experience", "can't run GPU servers"; (round 65) "a small IT
    # team with no ML background"
    r"|(?<![a-z])(?:without|with\s+no)\s+(?:any\s+|real\s+|prior\s+)?(?:gpus?|ai|ml)\s+(?:experience|expertise|skills"
    r"|background)(?![a-z])"
    r"|(?<![a-z])(?:can't|cannot|can\s+not)\s+(?:run|manage|maintain|operate|handle|support)\s+(?:a\s+|any\s+|the\s+)?"
    r"(?:gpus?|gpu\s+servers?|ai\s+servers?)(?![a-z])"
    r"|(?<![a-z])knows?\s+nothing\s+about\s+(?:computer\s+|gpu\s+|ai\s+)?(?:servers|gpus?|ai|computers)(?![a-z])"
)
# Who the clause of `_NO_CARD_EXPERIENCE` is about, besides staff by name: "但他们只管涉密网".
_THEY = re.compile(r"他们|她们|(?<![a-z])(?:they|he|she)(?![a-z])")


# A team for the machines, said to be theirs full-time, with no verb ("IT有個專門嘅infra小組",
# "有专门的MLOps团队").
_TEAM_OF_THEIR_OWN = re.compile(
    r"专[门职]的?\s*(?:[a-z]+\s*)?(?:infra|mlops|devops|sre|运维|平台|基础设施|系统|it)\s*(?:团队|小组|组"
    r"|人员)"
    # "信息化处专职人员四名"
    r"|(?:信息化?|it|运维|技术)[\u4e00-\u9fff]{0,3}专职(?:人员|同事|工程师)"
    # (round 61) "超算中心有专职人员", "有专门的集群团队", "有专职的云平台 SRE", "2 个 MLOps 专职",
    # "a dedicated data center operations unit"
    r"|(?:超算|计算|数据|机房)中心有专职的?(?:人员|同事|工程师|团队)"
    r"|专[门职]的?\s*(?:集群|算力|gpu|hpc|硬件|机房|云平台|平台)\s*(?:sre|运维)?\s*(?:团队|小组|组|人员|sre)"
    r"|(?:mlops|devops|sre|运维|infra)\s*(?:团队|小组|组)?\s*专职"
    # (round 64) "由平台部的专职团队运营", "平台是网络中心专职团队在管"
    r"|(?:平台|运维|网络|信息|计算|it|技术|基础架构|基础设施|infra)[\u4e00-\u9fff]{0,2}?(?:部|中心|处|科|组)的?专[门职]的?"
    r"(?:团队|小组|人员)"
    # (round 62) "两个full-time的infra engineer"
    r"|(?:full[- ]?time|专职|全职)\s*的?\s*(?:infra|ops|devops|sre|mlops|运维|it)\s*"
    r"(?:engineers?|工程师|人员|team|团队)"
    # (round 65) "有两个full-time SRE看着" (the title a person's)
    r"|(?:full[- ]?time|专职|全职)\s*的?\s*sres?(?![a-z])"
    r"|(?<![a-z])dedicated\s+(?:[\w-]+\s+){0,3}?(?:operations|ops|infra|infrastructure|server|hardware"
    r"|data[- ]?cent(?:er|re)|datacent(?:er|re))\s+"
    r"(?:unit|team|group|department"
    r"|division|staff)(?![a-z])"
    # (round 63) "the bank's dedicated HPC ops", "full SRE + infra teams"
    r"|(?<![a-z])full\s+(?:sre|infra|ops|devops|mlops|platform|hpc)(?:\s*(?:\+|and|&)\s*(?:sre|infra|ops|devops"
    r"|mlops|platform|hpc))?\s+teams?(?![a-z])"
    r"|(?<![a-z])(?:dedicated\s+(?:hpc\s+|gpu\s+|it\s+)?(?:sres?|devops|mlops|infra|ops)|(?:infra|ops|sre"
    r"|platform)\s+team\s+that\s+does\s+nothing\s+but"
    r"|dedicated\s+to\s+(?:the\s+)?(?:hpc|gpu|cluster|servers?|infra))(?![a-z])"
)
# The label of a form's line about ops ("- ops: grad students").
_FORM_LABEL = re.compile(r"(?<![a-z])(?:ops|it|infra|运维)\s*$")
# Staff counted just before ("技术处两个人，其他工作也要兼顾"): who the clause after is about.
_STAFF_COUNTED = re.compile(
    r"(?:技术|it|信息|资讯|运维)[\u4e00-\u9fff]{0,3}?(?:[一两二三四五几]|\d)\s*(?:个|名|位)(?:人"
    # (round 61) "公司技术就两个做ERP对接的程序员"
    r"|[^,.;!?]{0,10}?(?:程序员|工程师|开发|同事|员工|技术员))"
)
# (round 61) One part-time person for IT, said with no verb ("会里只有一位兼任的资讯人员").
_PART_TIMER = re.compile(
    # (round 64) "科里有兼职的系统管理员两名"
    r"兼(?:任|职)的?(?:资讯|信息|it|运维|网管|技术|系统管理员|管理员)(?:人员|同事|老师|工程师)?"
)
# (round 61) "nobody here really does IT except me on weekends": the sender does it.
_ONLY_ME = re.compile(
    r"(?<![a-z])(?:nobody|no\s+one)[^,.;!?]{0,40}?(?:except|but|other\s+than|besides|apart\s+from)\s+(?:me|myself)(?![a-z])"
    # (round 63) "i'm the only one running it"
    r"|(?<![a-z])(?:i'm|i\s+am)\s+the\s+only\s+(?:one|person)\s+(?:who\s+)?(?:running|runs|managing|manages"
    r"|maintaining|maintains|looking\s+after|looks\s+after|touching|touches|handling|handles)(?![a-z])"
)
# (round 61) A headcount ("机构就五个全职"): the staff a "nobody can" in the clause after is about.
_HEADCOUNT = re.compile(r"(?:个|名|位)(?:人|全职|专职|员工|同事)")
# The sender and one other, or the sender alone, as the department that would do it
# ("信息中心就我和另一个老师").
_FEW_OF_US = re.compile(
    # (round 64) "我们 infra 就我一个人", "我们中心就我一个人懂点技术"
    r"(?:(?:it|运维|信息|资讯|技术|网络|infra|ops)(?:部门|部|中心|科|处|组|团队)?|我们(?:部门|中心|科|处|组|团队|科室))"
    r"\s*(?:就|只有|得)\s*(?:我(?:和|跟)另?(?:一|两)(?:个|位)|我一个)"
)

# Nobody of theirs for the machines, said as "no person who does X" ("也没有搞infra的人").
_NOBODY = re.compile(
    # (not 没有专门搞运维的人: nobody whose job it is, which only rules a dedicated team out)
    r"没有?(?:搞|做|管|弄|懂)(?:infra|运维|it|服务器|机器|gpu|硬件)的(?:人|同事|同学|工程师)"
    # (round 60) "也没有懂这个的IT": no IT person who knows it
    r"|没有?懂(?:这个|这些|这块|gpu|ai|大模型)的(?:it|运维|技术人员|人)"
    # (round 60) "亦冇人識搞server" (Cantonese, folded: 没人会搞server)
    r"|没(?:有)?人(?:会|懂|识)(?:搞|弄|管|整)?\s*(?:服务器|server|gpu|机器|集群|infra|运维|ops)"
    # (round 64) "没GPU也没人顾机器"
    r"|没(?:有)?人(?:顾|管|看|维护|打理)\s*(?:机器|服务器|server|gpu|集群|电脑)"
    # (round 65) "冇人做infra" (folded), "infra这块没人能扛"
    r"|没(?:有)?人(?:做|搞|管|弄|负责)\s*(?:infra|运维|it|ops|devops)(?![a-z])"
    r"|(?:infra|运维|it|服务器|机器|硬件)(?:这块|这边|方面|这方面)?[^,.;!?]{0,4}?没(?:有)?人(?:能|会|可以)?(?:扛|顶|兜底?"
    r"|负责|搞得定|管得了)"
    # (round 62) "没卡 没人懂" (terse, the clause ending at a space)
    r"|没(?:有)?人懂(?=\s|$)"
    # (round 62) "技术团队五个人,没人做过运维"
    r"|没(?:有)?人(?:做|干|搞|弄)过\s*(?:运维|it|服务器|机器)"
    # (round 61) "公司冇人識IT" (folded 没人识it), "没人懂技术", "没有懂电脑技术的人", "我们自己不懂技术"
    r"|没(?:有)?人(?:识|懂|会)\s*(?:it|技术|电脑)(?![a-z])|没有?(?:懂|会)(?:电脑)?技术的人"
    # (round 61) "没有工程师管机器", "部门没有工程师", "诊所没有资讯人员", "公司冇IT" (folded 没it), "没IT部"
    r"|没有?(?:任何)?(?:工程师|技术人员|资讯人员|信息人员|it人员|电脑人员)"
    r"|没\s*it(?![a-z])(?:部门?|人员)?(?=\s*(?:[,.;!?]|$))"
    r"|没有?\s*(?:infra|ops|devops|sre|it)\s*的(?:人|同事|同学)"
)
# (round 66) Staff said to be lacking, unless the sender is named after as who does it ("no tech staff -
# just me on weekends").
_STAFF_NOT_JUST_ME = (
    r"(?:staff|people|team|person|personnel)(?![a-z])"
    r"(?![^.;!?]{0,8}?(?:just|only|except|but|apart\s+from)\s+(?:me|myself)(?![a-z]))"
)
# Nobody of theirs, whatever else the clause says: "analysts, not infra people", staff who look after
# them said not to be people of the cards ("plant IT (not GPU people) look after them"), "运维得从零招人",
# someone from outside called in when something breaks ("电脑坏了都是找人上门修", "a freelance sysadmin
# we call when things break").
_NOBODY_OF_OURS = re.compile(
    r"(?<![a-z])not\s+(?:gpu|ai|ml|hpc|infra|ops|it|hardware|sysadmin|devops)\s+(?:people|folks|guys|experts"
    r"|specialists)(?![a-z])"
    # (round 60) "I don't know the first thing about running servers"
    r"|(?<![a-z])(?:don't|do\s+not)\s+know\s+the\s+first\s+thing\s+about\s+(?:running\s+|managing\s+)?(?:servers|gpus"
    r"|infra|infrastructure|hardware|ops)"
    # "We don't have people for it", (round 61) "don't have people for servers"
    r"|(?<![a-z])(?:don't|do\s+not|no)\s+(?:have\s+)?(?:the\s+|any\s+)?(?:people|staff|manpower)\s+for\s+"
    r"(?:it|that|this|them|(?:the\s+|our\s+)?(?:servers?|machines|hardware|ops|infra))(?![a-z])"
    # (round 61) "nobody here who'd know what to do with one", "nobody here is technical", "no in-house tech
    # team", "we don't have any GPU hardware or anyone to run it"
    r"|(?<![a-z])(?:nobody|no\s+one)\s+(?:here\s+|in\s+(?:it|ops|house|the\s+team|our\s+team)\s+)?(?:who'?d|who\s+would"
    r"|who\s+could|who\s+can|that\s+would)\s+know"
    r"\s+(?:what\s+to\s+do|how\s+to)"
    # (round 62) "none of us are techy", "no technician"
    r"|(?<![a-z])(?:nobody|no\s+one|none\s+of\s+us)\s+(?:here\s+|in-house\s+|on\s+staff\s+)?(?:is|are|'s)\s+"
    r"(?:really\s+|very\s+)?(?:technical|techy|tech[- ]savvy)"
    r"|(?<![a-z])no\s+(?:technicians?|techies?|it\s+person)(?![a-z])"
    # (round 66) "we don't have any GPUs or technical staff", "no technical staff" (not "no tech staff -
    # just me on weekends": the sender is who does it)
    r"|(?<![a-z])(?:no|zero|without)\s+(?:any\s+)?(?:technical|tech)\s+"
    + _STAFF_NOT_JUST_ME
    + r"|(?<![a-z])(?:(?:don't|do\s+not)\s+have|no)\s+(?:any\s+)?[^,.;!?]{0,30}?(?:or|nor)\s+(?:any\s+)?"
    r"(?:technical|tech|it|ops|infra)\s+"
    + _STAFF_NOT_JUST_ME
    # (round 63) "no gpus, no it." (the clause no more than that)
    + r"|^(?:and\s+)?no\s+(?:it|ops|infra)(?:\s+(?:staff|team|people|person|department|dept|support))?\s*$"
    r"|(?<![a-z])(?:no|zero)\s+(?:in-house|internal)\s+(?:tech|technical)\s+(?:team|staff|people)"
    r"|(?<![a-z])(?:don't|do\s+not)\s+have\s+[^,.;!?]{0,40}?(?:or|nor)\s+(?:anyone|anybody|people|staff)\s+to\s+"
    r"(?:run|manage|maintain|operate|look\s+after)"
    # (round 61) someone outside: "an outside firm would need to run it", "looked after by an outside
    # company", "the camera supplier maintains it"
    r"|(?<![a-z])(?:outside|external|third[- ]party)\s+(?:firm|company|provider|vendor|contractor)\s+"
    r"(?:would\s+|will\s+|could\s+|can\s+|has\s+to\s+|must\s+)?(?:need\s+to\s+)?"
    r"(?:run|manage|handle|maintain|operate|look\s+after)"
    r"|(?<![a-z])(?:looked\s+after|maintained|managed|run|serviced|handled)\s+by\s+(?:an?\s+|the\s+)?(?:outside|external"
    r"|third[- ]party)\s+(?:company|firm|provider|agency|vendor)"
    r"|(?<![a-z])(?:vendor|supplier|contractor|consultant|freelancer|integrator|msp|agency)\s+(?:maintains|runs|manages"
    r"|looks\s+after|handles|services|does|covers)\s+(?:it|them|(?:the|our)\s+(?:servers?|pcs?|machines?|hardware|box(?:es)?"
    r"|computers?|systems?|it)"
    # (round 64) "our contractor handles all IT operations"
    r"|all\s+(?:(?:the|our)\s+)?(?:it\s+)?(?:operations|ops|infra|infrastructure|it))(?![a-z])"
    # (round 64) "maintenance will be done by an empanelled vendor", "no one free to babysit GPUs", "nobody on
    # staff knows this stuff"
    r"|(?<![a-z])(?:operations|ops|it|infra|maintenance)\s+(?:will|would|is|are)\s+(?:be\s+)?(?:done|handled"
    r"|provided|performed)\s+by\s+(?:an?\s+|the\s+|our\s+)?(?:[\w-]+\s+)?(?:vendor|contractor|provider|msp|integrator)"
    r"|(?<![a-z])(?:no\s+one|nobody)\s+(?:free|available|spare)\s+to\s+(?:babysit|run|manage|look\s+after|maintain)"
    # (round 65) "no one in-house to run them", "no GPU folk on staff", "a virtualization team but no one with
    # GPU experience"
    r"|(?<![a-z])(?:no\s+one|nobody)\s+(?:in-house|internally|here|on\s+staff)\s+to\s+(?:babysit|run|manage"
    r"|look\s+after|maintain|operate|support)(?![a-z])"
    r"|(?<![a-z])(?:no|zero)\s+(?:gpu|hpc|infra|ops|hardware|sysadmin|devops)\s+(?:folks?|people|person|staff"
    r"|experts?|specialists?|expertise|know-how)(?![a-z])"
    r"|(?<![a-z])(?:no\s+one|nobody)\s+(?:here\s+|in-house\s+|on\s+staff\s+)?with\s+(?:any\s+)?(?:gpu|hpc|infra"
    r"|ops|sysadmin|devops|server)\s+(?:experience|background|expertise|skills|knowledge)(?![a-z])"
    r"|(?<![a-z])(?:nobody|no\s+one)\s+(?:(?:on\s+staff|here|in-house|on\s+the\s+team)\s+)?knows\s+(?:(?:this|that)"
    r"\s+(?:stuff|kind\s+of\s+stuff|tech|technology|side\s+of\s+things)|how\s+to\s+(?:run|manage|maintain))"
    # (round 61) "全部外判" (folded 全部外包), "电脑都是外包厂商在顾", "平时有事都是叫个freelance来整",
    # "IT outsource咗", "运维是外面一家公司派驻的技术员", "运维由集团信息公司负责"
    r"|(?:全部|都|全)外[包判](?=\s*(?:[,.;!?]|$))|外[包判](?:厂商|公司|商)?在(?:顾|管|维护|弄)"
    r"|(?:叫|找|请|揾)(?:个|一个)?\s*(?:外面的|外头的)?(?:freelance\w*|外包|外判|外面的人|师傅|技术员)(?:来|上门)?(?:整|修|搞|弄|处理|帮忙)"
    r"|(?<![a-z])(?:it|ops)\s*(?:是|都|全)?\s*outsourc|(?:自己|我们)(?:都|也|完全)?不懂技术"
    r"|运维(?:是|由)[^,.;!?]{0,10}?(?:外面|外部|外头)(?:的|一家)?公司"
    # (round 62) "IT只有两个网管": network admins only (staff whose work is other IT, as round 59)
    r"|(?:(?<![a-z])it|信息科|信息中心|信息部)[^,.;!?]{0,4}?(?:只有|就|只)[^,.;!?]{0,4}?网管(?=\s*(?:[,.;!?]|$))"
    # (round 62) "唯一的devops是兼职的外包顾问", "集团有一家信息公司负责运维"
    r"|(?:devops|运维|it|infra)[^,.;!?]{0,6}?是[^,.;!?]{0,6}?(?:外包|外部|外聘)"
    r"|有一家[^,.;!?]{0,6}?公司(?:派人)?(?:负责|维护|管)(?:运维|维护|机器|服务器)?"
    r"|由(?!我们|本|自己)[^,.;!?]{1,8}?公司(?:派人|派驻的?人?)?(?:负责|维护|运维|管理?)"
    r"|(?:运维|it|infra)[^,.;!?]{0,4}?(?:得|要|需要|还得)?从零(?:开始)?(?:招|搭)"
    r"|(?:坏了|出问题|有问题)[^,.;!?]{0,6}?(?:找人|请人|叫人)(?:上门)?(?:来)?(?:修|处理)"
    r"|(?<![a-z])(?:freelanc\w*|contractor)[^,.;!?]{0,30}?(?:call|ring"
    r"|phone)\s+(?:\w+\s+)?when\s+\w+\s+(?:break|breaks|fail|fails)"
    r"|(?<![a-z])nobody'?s?\s+(?:has\s+)?(?:ever\s+)?touched\s+(?:ml|ai|gpu)\s+(?:infra|infrastructure"
    r"|hardware)"
    # "完全冇IT人手" (Cantonese), "Operations will be contracted out"
    r"|没有?(?:任何)?\s*(?:it|运维|技术|infra|ops|sre|devops)\s*(?:人手|人力)"
    # (round 66) "3台DGX,infra外包"
    r"|(?:infra|运维|ops|devops|sre|(?<![a-z])it)\s*(?:是|都|全|也)?\s*外[包判](?:的|了)?(?=\s*(?:[,.;!?]|$))"
    r"|(?<![a-z])(?:operations|ops|it|infra|maintenance)\s+(?:will|would|is|are)\s+(?:be\s+)?(?:contracted|farmed)\s+out"
    r"|(?<![a-z])(?:operations|ops|it|infra|maintenance)\s+(?:will|would|is|are)\s+(?:be\s+)?handed\s+(?:over\s+)?to\s+"
    r"[^,.;!?]{0,40}?(?:provider|vendor|contractor|msp|integrator)"
    # (round 67) "we rely on a managed service provider for IT"
    r"|(?<![a-z])(?:rely|relies|depend|depends)\s+on\s+(?:an?\s+|the\s+|our\s+)?(?:[\w-]+\s+){0,2}?(?:provider|msp|vendor"
    r"|contractor|integrator|partner|firm|company)\s+for\s+(?:our\s+|all\s+)?(?:it|ops|infra|infrastructure)(?![a-z])"
    # (round 60) "a part-time IT contractor", "our IT support comes from a contractor twice a week"
    r"|(?<![a-z])(?:it|ops|infra|sysadmin|devops)\s+(?:contractors?|freelancers?)(?![a-z])"
    r"|(?<![a-z])(?:it|ops|infra)\s+(?:support|help)\s+(?:comes\s+from|is\s+(?:from|provided\s+by|done\s+by))\s+"
    r"(?:an?\s+|the\s+|our\s+)?(?:\w+\s+)?(?:contractor|vendor|msp|provider|integrator|freelancer)"
    # "our only DevOps is a freelance contractor"
    r"|(?<![a-z])(?:devops|ops|it|infra|sysadmin)\s+(?:person\s+|guy\s+|bloke\s+|man\s+)?(?:is|are)\s+(?:a\s+"
    r"|an\s+)?(?:freelanc\w*|contractor|outsourced)"
)
# Staff named, then in the same clause said not to know the cards or to do office IT only
# ("有专职运维但不懂GPU",
# "devops team is 6 people full time but they never manage GPU before", "实验中心的老师只会管机房的电脑").
_BUT_NOT_KNOWING = re.compile(
    # (round 63) "得一个IT同事兼职,但他不识GPU" (Cantonese 唔识, folded)
    r"(?:但是?|可是|不过)(?:他们|她们|他|她)?(?:都|也|完全)?(?:不懂|不识|不熟|不会|没碰过|没接触过|没弄过|没搞过|没整过)(?:gpu|显卡"
    r"|算力)"
    r"|只会(?:管|弄|修|维护)[^,]{0,8}?(?:电脑|网络|打印机|oa)"
    # (round 66) "IT部得三個人,淨係識搞網絡同電郵" (folded: 净是会搞网络同电邮)
    r"|(?:净是|只|就只)(?:会|懂)(?:搞|弄|管|做)?(?:网络|电邮|邮件|email|打印机|电脑|oa|网站)"
    r"|(?<![a-z])but\s+(?:they|he|she)(?:'ve|'s|\s+have|\s+has)?\s+never\s+\w+\s+(?:a\s+|any\s+)?gpus?(?![a-z])"
    # (round 60) "IT嗰邊都未試過搞GPU server" (Cantonese: never tried), "IT从没碰过GPU"
    r"|(?<![a-z])(?:it|运维|技术)(?![a-z])[^,.;!?]{0,6}?(?:都|也)?(?:未|没|从没|从来没)(?:有)?(?:试过)?(?:搞|弄|碰|接触|管)过?"
    r"(?:gpu|显卡|算力)"
    # (round 60) "our IT department has never supported anything like this"
    r"|(?<![a-z])(?:have|has)\s+never\s+(?:supported|handled|run|done|managed)\s+anything\s+like\s+(?:this|that|it)"
    # "our two IT people have never dealt with GPU servers"
    r"|(?<![a-z])(?:have|has)\s+never\s+(?:dealt\s+with|touched|run|managed|worked\s+with)\s+(?:a\s+|any\s+)?gpu"
    # (round 66) "three full-time people but none of them has GPU experience"
    r"|(?<![a-z])(?:neither|none)(?:\s+of\s+(?:them|us|whom))?\s+(?:has|have)\s+(?:any\s+)?(?:gpu|ai|ml)\s+(?:experience"
    r"|expertise|background|skills)"
    # (round 60) "two people and neither has run GPU servers"
    r"|(?<![a-z])(?:neither|none)(?:\s+of\s+(?:them|us))?\s+(?:has|have)\s+(?:ever\s+)?(?:run|managed|touched"
    r"|dealt\s+with|worked\s+with|administered)\s+(?:a\s+|any\s+)?gpu"
)
# A team whose work is the machines ("run by our platform team", "平台部"), or people whose job it is:
# dedicated, unless said to do it on the side.
_OPS_TEAM = re.compile(
    r"(?<![a-z])(?:platform|infra|infrastructure|sre|devops|mlops)\s+(?:team|group)(?![a-z])|平台部"
    # people whose job is ops (round 24: "两个运维工程师管服务器" is a dedicated team)
    r"|运维(?:工程师|人员)|(?<![a-z])(?:sysadmins?|devops\s+engineers?)(?![a-z])"
    # (round 64) "a small HPC cluster that the central IT team runs"
    r"|(?<![a-z])(?:central|campus|university|corporate)\s+it\s+(?:team|department|dept|services)(?![a-z])"
)
# One person, even as a department or with a title of ops ("our one-man IT team maintains it",
# "一个运维工程师").
_ONE_PERSON = re.compile(
    r"(?<![a-z])one[- ](?:man|person|woman)(?![a-z])"
    r"|(?<![十百几\d])(?:一|1)\s*(?:个|名|位)(?:运维)?(?:人|同事|工程师|it|网管|员工|sre|admin|sysadmin|devops)"
    # (round 64) "一位SRE兼著管", "looked after by one sysadmin who splits his time"
    r"|(?<![a-z])(?:one|a\s+single|only\s+one)\s+(?:[\w-]+\s+)?(?:sysadmin|admin|engineer|technician)(?![a-z])"
)
# (decided in stop 45) One person said to be full-time or given a title of ops ("还有一位专职的MLOps工程师",
# "公司有个运维小哥专职管服务器", "one full-time sysadmin"): limited, as any one person (round 25); the
# phrases' reading of the title as a dedicated team gives way.
_ONE_FULL_TIMER = re.compile(
    # (round 64) "it有一个专职负责GPU服务器的同事"; (round 63) "infra一个人专职管"
    # (round 65) "团队有一个专职的运维同学", "信息中心有个工程师专门管"
    r"(?<![十百几\d])(?:一|1)\s*(?:个|名|位)(?:(?:专职|全职|full[- ]?time)[^,.;!?]{0,12}?(?:人|同事|同学"
    r"|小伙伴|工程师|小哥|engineer|sre)"
    r"|(?:人|同事|工程师)\s*(?:专职|全职))"
    r"|(?<![一二两三四五六七八九十几\d])(?:有|就)个\s*(?:运维|it)?(?:小哥|小伙|同事|同学|工程师)[^,.;!?]{0,4}?(?:专职|全职"
    r"|专门)"
    r"|(?<![a-z])(?:one|a\s+single)\s+(?:full[- ]?time|dedicated)\s+(?:[\w-]+\s+)?(?:engineer|person|admin"
    r"|sysadmin|guy|sre)(?![a-z])"
    # (round 63) "one engineer who looks after it full-time"
    r"|(?<![a-z])(?:one|a\s+single)\s+(?:[\w-]+\s+)?(?:engineer|person|admin|sysadmin|guy)\s+who\s+[^,.;!?]{0,30}?"
    r"full[- ]?time(?![a-z])"
)
# Nobody whose job it is, said of the team ("none of whom is specifically on infrastructure",
# "没有专门搞IT的"):
# a dedicated team ruled out, no more (the conventions).
_NO_ONE_SPECIFICALLY = re.compile(
    r"(?<![a-z])(?:none\s+of\s+(?:whom|them)|nobody|no\s+one)(?:'s|\s+is|\s+are)?\s+specifically\s+(?:on"
    r"|in\s+charge\s+of|for)"
    r"|没(?:有)?(?:人)?专门(?:搞|做|管|负责)(?:it|运维|服务器|机器|infra)的?(?:人|同事)?(?=\s*(?:[,.;!?]|$))"
    # (round 60) "冇專人搞IT" (no one specially for IT)
    r"|没(?:有)?专人(?:搞|做|管|负责)(?:it|运维|服务器|机器|infra)"
    # (round 62, stop 45) "也没有专门的运维", "没有专职infra", "团队里没有专门做运维的", the clause
    # ending there: no one named, a team ruled out (line 13 of the conventions)
    r"|没(?:有)?(?:专职|专门)(?:做|搞|负责|管)?的?\s*(?:infra|运维|it|ops|sre)(?:人员|团队|同事|的人|的)?"
    r"(?=\s*(?:[,.;!?]|$))"
    # (round 61) "也没有专门的电教老师", "nobody is admin really"
    r"|没(?:有)?专门的?(?:电教|信息|it|网管|技术)(?:老师|人员|同事)"
    r"|(?<![a-z])(?:nobody|no\s+one)\s+(?:is|'s)\s+(?:really\s+)?(?:an?\s+)?(?:admin|sysadmin)(?![a-z])"
    # (round 67) "5 people, no dedicated infra", "8 devs, no dedicated ops"
    r"|(?<![a-z])no\s+dedicated\s+(?:infra|infrastructure|ops|devops|sre|it|sysadmin|admin)(?:\s+(?:team|people|person"
    r"|staff|engineers?))?(?![a-z])"
    # (round 59) "Nobody on staff does GPU ops full time", "没有人专职做运维"
    r"|(?<![a-z])(?:nobody|no\s+one)\s+(?:on\s+(?:staff|the\s+team)\s+|here\s+)?(?:does|runs|handles)\s+"
    r"(?:\w+\s+)?(?:ops|infra|infrastructure|it)\s+full[- ]?time"
    r"|没(?:有)?人专职(?:搞|做|管|负责)?(?:it|运维|服务器|机器|infra)"
)


def upkeep(text: str) -> tuple[str, int, int, bool] | None:
    """(ops option, start, end of the clause that says it, whether a word says how: from outside,
    full-time, on the side, not knowing the cards) in folded `text`, or None. Only a reading that says how
    takes the place of a phrase's reading in the same clause (`understanding._with_upkeep`); one derived
    from who does it (one person, a platform team, their own staff) fills in only what no phrase read."""
    clauses = []
    start = 0
    for m in _BREAK.finditer(text):
        clauses.append((start, m.start(), m.group()))
        start = m.end()
    clauses.append((start, len(text), ""))
    # Staff said not to know the cards decide it, wherever the message says more of them first
    # ("信息科四个人，
    # 日常维护HIS和网络，AI服务器这块完全是外行").
    for k, (cs, ce, stop) in enumerate(clauses):
        clause = text[cs:ce].strip()
        if "?" in stop:
            continue
        # other work, or not knowing the models, said of staff not called ops
        other_work = (_OTHER_IT_WORK.search(clause) or _NOT_KNOWING_MODELS.search(clause)) and (
            "运维" not in text[clauses[max(0, k - 2)][0] : ce]
        )
        if _BUT_NOT_KNOWING.search(clause) or (other_work and _STAFF.search(clause)):
            # read over the clause before when the staff are named there ("two people, and neither has run")
            named = (
                k and not _STAFF.search(clause) and _STAFF.search(text, clauses[k - 1][0], clauses[k - 1][1])
            )
            return "none", clauses[k - 1][0] if named else cs, ce, True
        lacking = _NO_CARD_EXPERIENCE.search(clause)
        if lacking and _STAFF.search(clause, 0, lacking.start()):
            return "none", cs, ce, True
        if _NOT_KNOWING.search(clause) or other_work or lacking:
            # the staff named in one of the two clauses before (the earlier, when both name them:
            # "资讯课有四位专职同仁,有运维过一般服务器,但没有GPU的经验")
            for j in (k - 2, k - 1) if lacking else (k - 1, k - 2):
                if j >= 0 and (
                    _STAFF.search(text, clauses[j][0], clauses[j][1])
                    or (lacking and _THEY.search(text, clauses[j][0], clauses[j][1]))
                ):
                    return "none", clauses[j][0], ce, True
            if lacking and _THEY.search(clause, 0, lacking.start()):
                return "none", cs, ce, True
    for k in range(len(clauses)):
        found = _said_in(text, clauses, k)
        if found is None:
            continue
        if found[0] in ("-dedicated_team", "none"):
            # "Nobody on staff does GPU ops full time; two backend devs share it": who does, said in the
            # clause or two after, is the answer, read over both (the phrases' "nobody" gives way to it).
            for j in (k + 1, k + 2):
                after = _said_in(text, clauses, j) if j < len(clauses) else None
                # (round 61) "公司冇IT，電腦嘢都係我自己兼住搞": after "no IT", the sender on the side
                if (
                    after is not None
                    and not after[0].startswith("-")
                    and (found[0] != "none" or after[0] == "limited")
                ):
                    return after[0], found[1], after[2], True
        return found
    return None


def _said_in(text: str, clauses: list[tuple[int, int, str]], k: int) -> tuple[str, int, int, bool] | None:
    """What clause `k` of `clauses` says of who looks after the machines, or None."""
    cs, ce, stop = clauses[k]
    clause = text[cs:ce].strip()
    before = text[clauses[k - 1][0] : clauses[k - 1][1]] if k else ""
    if not clause or "?" in stop:
        return None
    care = _CARE.search(clause)
    if _ONLY_ME.search(clause):
        return "limited", cs, ce, True
    if (_NOBODY.search(clause) and ("没" in clause or care)) or _NOBODY_OF_OURS.search(clause):
        # the staff counted in the clause before are who cannot ("机构就五个全职,没人会弄服务器")
        return "none", clauses[k - 1][0] if k and _HEADCOUNT.search(before) else cs, ce, True
    if _NO_ONE_SPECIFICALLY.search(clause):
        return "-dedicated_team", cs, ce, True
    if _ONE_FULL_TIMER.search(clause) and not _NOT_SAID.search(clause):
        return "limited", cs, ce, True
    # one person is limited whatever the title (round 25), below
    if _TEAM_OF_THEIR_OWN.search(clause) and not _NOT_SAID.search(clause) and not _ONE_PERSON.search(clause):
        return "dedicated_team", cs, ce, True
    if _FEW_OF_US.search(clause) and not _NOT_SAID.search(clause):
        return "limited", cs, ce, False
    if _PART_TIMER.search(clause) and not _NOT_SAID.search(clause):
        return "limited", cs, ce, True
    # a form's answer ("- ops: grad students"): its label names the work
    form = bool(k and clauses[k - 1][2].startswith(":") and _FORM_LABEL.search(before))
    if form and not _NOT_SAID.search(clause):
        care = care or _OWN_PEOPLE.search(clause) or _OUTSIDE.search(clause)
    if care is None or _NOT_SAID.search(clause):
        return None
    earlier = text[clauses[max(0, k - 2)][0] : cs]
    counted = _STAFF_COUNTED.search(before)
    short = len(clause) <= (70 if clause.isascii() else 30)
    if not (form or _MACHINES.search(clause) or counted or (short and _MACHINES.search(earlier))):
        return None
    if _OUTSIDE.search(clause) or (_OUTSIDE.search(before) and _THEIR_PEOPLE.search(clause)):
        return "none", cs, ce, True
    # one person is limited whatever the title (round 25: "专职运维就一个人")
    if _ONE_PERSON.search(clause):
        # said how when the title says full-time ("运维一个人专门管": the phrases' dedicated gives way)
        return "limited", cs, ce, bool(_FULL_TIME.search(clause))
    if _FULL_TIME.search(clause):
        return "dedicated_team", cs, ce, True
    if _ON_THE_SIDE.search(clause):
        return "limited", cs, ce, True
    if _OPS_TEAM.search(clause):
        # a team whose work the machines are says how ("a 3-person platform team manages them", round 60)
        return "dedicated_team", cs, ce, True
    if _OWN_PEOPLE.search(clause) and not _DEPARTMENT.search(clause):
        return "limited", cs, ce, False
    # who, said in a short clause just before ("运维……就我一个，白天写代码晚上修机器")
    if len(before.strip()) <= 8 and _OWN_PEOPLE.search(before) and not _NOT_SAID.search(before):
        return "limited", clauses[k - 1][0], ce, False
    return None
