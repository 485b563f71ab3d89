import { hedgesCause } from "./hedged-causes";
import { historicValuation, recentValuationBand } from "./historic-view";
import { findMetrics } from "./metric-lexicon";
import { UNCOVERED_TOPICS, namesTopicWord } from "./uncovered-topics";
import { NOT_HAPPENED, NOT_SO, anyOf } from "./negation-words";
import { PEER_GROUPS } from "./peer-groups";

/**
 * What the stored data cannot decide though a clause asserts it: why a figure moved (归因), where the company ranks
 * among its peers, what investors feel or where money flows, an indicator the daily bars do not give, a "first time"
 * over quarters the data does not reach. Such a clause is 未能核验 with the reason, never ✅; where the rule `owns` the
 * clause, its figures are that subject's (雪球帖子占七成, RSI6跌破25) and are checked against no metric.
 */
export interface OutOfScope {
  /** What the clause asserts that the data lacks (a check's `expected`). */
  what: string;
  /** The reason shown, in Chinese. */
  why: string;
  /** The clause's figures and judgements are the subject's: no other check reads them. */
  owns: boolean;
}

/**
 * A cause named for a move: the cause follows 源于/得益于/主要是…, or stands between 受 and 影响/拖累/拉动, or
 * before 拖累 (投资收益拖累). 受…影响大 states a sensitivity, not a cause of this move; 并未/没有因为 deny one.
 */
const CAUSE_WORDS = [
  ...["源于", "源自", "得益于", "受益于", "归因于", "归功于", "主要是由于", "主要由于", "主要是因为", "主要因为"],
  ...["主要是", "主要来自于?", "主要由", "主因是", "原因是", "由于", "因为"],
  // "利润增长靠的是直营渠道提价": what a move rests on is its cause.
  ...["主要靠的?是", "靠的是", "依靠的是", "得力于"],
  // "利润高增部分来自投资收益", "降幅多来自系列酒", "增量大部分来自手续费": a share of the move has a source too.
  // Not 更多来自X而非Y, two sources weighed, which the metrics' growth rates decide.
  ...["(?:一|大|小)?部分(?:是)?来自于?", "(?<!更)大?多来自于?", "大部分(?:是)?来自于?"],
];
const CAUSE_AFTER = new RegExp(`(?:${CAUSE_WORDS.join("|")})(.+)$`);
const CAUSE_BETWEEN = /受(?:到)?(.+?)(?:的)?(?:影响|拖累|拉动|驱动|冲击|带动|提振)(?!(?:较|很|更|非常)?大)/;
/** "靠成本端撑住了利润", "依靠投资端回暖托住了利润", "凭借储能业务带动增长": what held a figure up is its cause. */
const HELD_BY = /(?:依靠|依赖|凭借|借助|靠)(?:着)?(.+?)(?:撑住|撑起|支撑|托住|托起|稳住|守住|拉动|带动|推动|驱动)/;
/** "这种波动说明回款节奏受渠道政策影响大": a sensitivity inferred from the figures is a cause of them. */
const INFERRED_CAUSE = /(?:说明|表明|反映出?|可见)[^，。]*?受(?:到)?(.+?)(?:的)?(?:影响|拖累|驱动|冲击)/;
const CAUSE_BEFORE = /^(.{2,12}?)(?:再次|持续|明显)?(?:拖累|拉动|驱动)/;
/** "X是营收承压的主因", "X是拖累营收的核心因素", "X是利润的最大拖累": the cause is what stands before 是. */
const MAIN_CAUSE =
  /^(.+?)(?:是|为|成为)[^，。]{0,12}的(?:主(?:要原)?因|(?:主要|核心|关键|首要|最大)(?:因素|原因|拖累))/;
/**
 * "负债多为预收类经营性负债", "负债大多是经营性的": what a stored total is mostly made of, a kind of itself (类, 性,
 * 型) the data does not split out; not "近五年多为正增长", a kind named by no such word.
 */
const COMPOSED = /(?:多|大多|大部分|绝大部分)(?:为|是)([^，。；]*[类性型][^，。；]{0,6})$/;
const DENIED_CAUSE = new RegExp(`${anyOf(NOT_HAPPENED, NOT_SO)}(?:因为|由于|受|拖累|.{0,4}影响)`);
/**
 * A cause the data can speak to: a stored metric (经营现金流降到615亿), a base effect (低基数), a price or an
 * announcement (分红力度加大); a cause masked as a neutral phrase (低基数, clause-split.ts). A metric qualified as a
 * kind of itself (预收类负债) is a component the data lacks.
 */
// 非经常性损益 is 归母净利润 less 扣非, both stored.
const DATA_CAUSE = /基数|\d|^□+$|非经常性?(?:损益|收益)/;
/** A public event every reader knows (受疫情冲击) is context for a move, not an attribution the data must decide. */
const PUBLIC_EVENT = /疫情|新冠/;
const COMPONENT_BEFORE = /[类型性项]$/;
/**
 * Where a cause the data cannot speak to stands in its clause ("利润腰斩，主因是海运费上涨和补贴退坡"): its move words
 * (上涨, 退坡) are the cause's, not the metric's the clause carries, so the parser reads none of them as the metric's.
 */
export function unheldCauseSpans(text: string): { index: number; end: number }[] {
  const cause = causeOf(text);
  if (cause === null || speaksToData(cause)) return [];
  const index = text.lastIndexOf(cause);
  return index < 0 ? [] : [{ index, end: index + cause.length }];
}

/** Announcements and the share price are stored; a move word (下跌, 放量) alone does not make a cause one of them. */
const TOPIC_WORDS = [...(UNCOVERED_TOPICS.find((t) => t.what === "公告事件")?.words ?? []), "股价", "收盘价"];

function causeOf(text: string): string | null {
  if (DENIED_CAUSE.test(text)) return null;
  const m =
    CAUSE_AFTER.exec(text) ??
    INFERRED_CAUSE.exec(text) ??
    CAUSE_BETWEEN.exec(text) ??
    MAIN_CAUSE.exec(text) ??
    COMPOSED.exec(text) ??
    HELD_BY.exec(text) ??
    CAUSE_BEFORE.exec(text);
  return m?.[1]?.trim() || null;
}

function speaksToData(cause: string): boolean {
  if (DATA_CAUSE.test(cause) || PUBLIC_EVENT.test(cause) || TOPIC_WORDS.some((w) => namesTopicWord(cause, w)))
    return true;
  return findMetrics(cause).some((m) => !COMPONENT_BEFORE.test(cause.slice(0, m.index)));
}

/** Ranks among peers and in the market: the data holds one company. 龙头 alone names a company's kind, not a rank. */
const RANK = new RegExp(
  [
    "行业领先|领先(?:于)?同行|行业(?:内|中)?(?:第[一二三1-3]|前[列三五十]|最[高低强弱好快大])|名列前茅|最强音",
    "领跑|居首|(?:位居|位列)(?:行业|同行|同业|A股|全市场)?(?:第|前)|排名|排在?第",
    "(?:全市场|A股|板块|同行|同业|行业)(?:里|中|内)?最",
    // "仍处白酒第一梯队": a tier among peers is a rank too.
    "(?:第[一二三1-3]|头部|领先)(?:梯队|档)",
    // "仍是A股收入体量最大的公司之一", "国内最赚钱的银行之一": one of the most of a group of companies. Not one of the
    // company's own years ("2019年以来最低的年份之一"), which its series decides.
    "最[^，。；\\d的]{1,4}的(?!年份|年度|季度|时期|时候|阶段|水平|一[年季天次])[^，。；\\d]{1,10}之一",
  ].join("|"),
);
/** "顺利完成年度目标", "未达成全年经营目标": a plan the company set, which the reports' figures do not hold. */
const OWN_TARGET = /(?:完成|达成|实现|达到|未达|不及)(?:了)?(?:年度|全年|年初|既定|经营|业绩|收入|营收)*(?:经营)?目标/;
/** A rank over the company's own years ("近五年里只能排第二") is a record the series decides, not a peer rank. */
const OWN_YEARS_RANK = /(?:年|季度?|期)[^，。；]{0,6}(?:排在?第|排名|位居|位列|居首)/;
/** "弱于多数消费龙头", "跑输白马股": a group named by its standing, its trade before it (only after a comparison). */
const LEADERS = "(?:消费|行业|板块|白酒|银行|医药|科技|新能源)?龙头(?:股|公司|企业)?|白马股?";
const PEER_GROUP = new RegExp(
  // "负债率在整车企业里反而偏低": a level among the group's, the adverb before it any.
  `(?:${PEER_GROUPS})[^，。；]{0,4}(?:里|中|之中|当中|内)(?:都|也|已经?|仍|反而|依旧|依然)?(?:算|不算|属于|偏|最)|` +
    // "处在消费龙头的偏低区间", "低于股份行平均": a place within a group's band; not "对整车厂偏高", a level read
    // on the group's normal leverage (industry-norms.ts).
    // Not inside a company's own name (招商银行平均每年…).
    `(?<!招商|建设|工商|农业|中国|交通|平安|兴业|民生|光大|浙商|华夏|宁波|江苏|北京)(?:${PEER_GROUPS}|${LEADERS})` +
    "(?:的(?:估值)?(?:偏低|偏高|较低|较高|低位|高位)|的?(?:估值)?(?:中枢|中位|均值|平均))|" +
    // "已经和银行差不多了": a level likened to a group's.
    `(?:和|与|跟|同)(?:${PEER_GROUPS})[^，。；]{0,4}(?:差不多|相当|相近|接近|持平|一样|看齐)|` +
    // "仍跑赢同期多数权重股": a move against a group's.
    `(?:跑赢|跑输|强于|弱于|好于|优于|不如)了?(?:同期)?(?:的)?(?:多数|大多数|大部分|其他|其余)?` +
    `(?:${PEER_GROUPS}|${LEADERS})|` +
    // "在行业普遍负增长的年份里仍守住正增长", "在同业整体承压的背景下": the group's state framing the company's move.
    `在[^，。；]{0,4}?(?:${PEER_GROUPS})[^，。；]{0,2}(?:普遍|整体|全面|大面积|多数|集体)[^，。；]{1,8}?的?` +
    "(?:年份|年度|年头|背景|环境|时候|时期|周期|情况|阶段)",
);
/**
 * Where spending went ("资本开支主要投向海外工厂", "研发投入集中在固态电池"): the reports' totals are stored, not their
 * split by project. A use the data holds (用于分红, 回购, 还债) is not this.
 */
const FUNDS_USE = new RegExp(
  "(?:资本开支|资本支出|研发投入|研发费用|募集资金|募资|投资支出)[^，。；]{0,14}?" +
    "(?:主要|大头|多数|大部分|大多|重点)?(?:投向|投放|用于|用在|集中在|集中于|流向)(?!分红|派息|回购|还债|偿债|还贷)",
);
/** The company's Hong Kong line ("A/H溢价", "接近H股价格"): no H-share bar is stored. */
const H_SHARES = /A\/?H(?:股)?溢价|(?:港股|H股)(?:的)?(?:价格|股价|溢价|折价|报价)/i;
/** Financing the announcements' categories do not hold (配售, 配股): no classified announcement decides it. */
const FINANCING = /(?<![分匹搭装])配(?:售(?!电)|股(?!价|东))|供股|H股(?:发行|上市|再融资)/;
/**
 * Operating data (销量, 单车利润, 市占率), channel prices (批价, 渠道库存) and product spreads (炼化价差, 裂解价差): no
 * report figure holds them.
 */
const OPERATING = new RegExp(
  [
    "销量|出货量|装机量|交付量|市占率|(?:市场|装机|销售|出货)份额|海外(?:收入|营收|业务|占比)",
    // "这是在压货吧": stock pushed into the channel.
    "渠道库存|压货|库存积压|一?批价|终端价|出厂价|(?:产品|炼化|炼油|裂解|化工|成品油)价差",
    "代理人|营销员|新业务价值|NBV|门店数|经销商数|员工人数|用户数|客户数",
    "(?:单车|单吨|吨酒|每辆|每吨|单台|单瓶|每瓶)(?:净?利润|盈利|收入|售价|均价|价格|成本|毛利)",
  ].join("|"),
);
/** A rumour or an event not yet announced ("有消息称…将发行", "会在5月份公布"): no announcement can decide it. */
/** The actions a company plans that no stored notice holds. */
const PLANNED = "(?:推出|发布|投产|扩产|开工|建成|落地|控货|控量|挺价|稳价|提价|涨价|降价)";
const UNANNOUNCED = new RegExp(
  [
    // "听说要纳入某国际指数", "据媒体报道，平安拟出售…": hearsay, whatever it reports.
    "有消息称|据传|传闻|传言|市场消息|小道消息|听说|据(?:媒体)?报道|媒体报道|消息人士|坊间",
    String.raw`(?:会|将)(?:在|于)?[^，。；]{0,4}\d+月份?[^，。；]{0,6}(?:公布|披露|发布|召开|实施|发行)`,
    // "据渠道调研", "经销商反馈": what the channel says, as hearsay.
    "(?:据|根据)?(?:渠道|草根|终端)调研|据调研|经销商(?:反馈|透露|表示)|据了解",
    // "公司计划下半年推出三款新车", "将在二季度主动控货挺价": an action planned and not in a notice the data holds.
    // Not 计划外, nor 将 as 把 ("将降价压力转嫁给上游"): 将 plans with 在/于/会 or the action right after it.
    String.raw`(?:(?<!持股|激励)计划(?![外内])|拟|打算|准备|将(?=在|于|会|继续|主动|${PLANNED}(?!压力|成本)))` +
      String.raw`(?:在|于)?[^，。；]{0,8}?${PLANNED}`,
  ].join("|"),
);
/**
 * Who holds the shares ("社保基金一季度新进前十大流通股东"): neither the series nor the classified announcements hold
 * them. (A source named before a colon, "董秘答投资者：…", is not this: what it reports is read on its own.)
 */
const HOLDERS = /前十大(?:流通)?股东|股东户数|社保基金/;
/** A sector index the company is measured against ("跑输申万白酒指数", "板块内部分化"): no index bars are stored. */
const SECTOR_INDEX = /(?:申万|中信|中证)[^，。；]{0,6}指数|(?:行业|板块)指数|板块内部/;
/** What investors say and where money flows: no stored series holds them. */
const FLOWS = new RegExp(
  [
    // "【雪球】茅台今年跌了快20%了": a forum in brackets labels the voice, as "雪球：" does (SOURCE_LABEL).
    "(?:雪球|股吧)(?![^】，,。；;\\d]{0,4}】)|帖子|看空的人|看多的人|散户|游资|北向|北上资金",
    "外资持股|主力资金|(?<![保风])险资|社保基金|国家队",
    "融资余额|融券|两融|资金净流[入出]|机构持仓|基金持仓|公募持仓",
    // "社交平台讨论热度翻倍": how much the company is talked about is a mood, not its price (翻倍 is the talk's).
    // Not a bare 热度 or 关注度, which a writer reads from the volume ("缩量阴跌，市场关注度在下降").
    // Not a bare 社交平台 or 舆论: where a view is heard ("社交媒体普遍认为营收下降": the figure is checked).
    "讨论(?:热度|量|度)|搜索(?:量|指数)|热搜|舆情热度",
    "(?:社交(?:平台|媒体)|舆论)[^，,。；;]{0,6}(?:关注度|热度|讨论)",
  ].join("|"),
);
/**
 * Who runs the company and how it reorganises ("新任董事长到位", "管理层变动落地", "推动渠道改革"): the notices stored
 * are classified by capital actions (回购, 分红...), none of them a change of people or a reform.
 */
const MANAGEMENT = new RegExp(
  "管理层(?:变动|变更|调整|换届|更迭)|人事(?:变动|调整|变更)|高管(?:团队)?(?:变动|调整|变更|换届|离职)|换帅|" +
    "新任(?:董事长|总经理|总裁|CEO|CFO|董秘|行长|管理层)|" +
    "(?:董事长|总经理|总裁|行长|CEO|CFO)[^，。；]{0,4}(?:上任|履新|到位|辞职|离任|卸任)|" +
    "(?:渠道|营销|组织|体制|机制|薪酬|国企)改革|混改|组织架构调整",
  "i",
);
/**
 * A forum named as the voice before a colon ("股吧：…", "雪球热帖：", "雪球长文：", "雪球@某用户："): where the words
 * are from, not a flow.
 */
const SOURCE_LABEL = new RegExp(
  "^\\s*(?:雪球|股吧|论坛|微博)(?:上|里)?(?:热帖|帖子?|网友|热评|评论|长文|文章|博文)?" +
    "(?:\\s*@[^\\s，,。；;：:说称讲]{1,12})?\\s*$",
);
/**
 * "长期资金持续撤离", "资金加速流入", "主力进场了": money said to move, whoever owns it. The clause's price or volume
 * beside it is still checked ("放量下跌是资金抢筹的信号" reads the fall as good news).
 */
// "这两天大单一直在出货，主力已经跑了": who trades, moving. 出货 only after a trader of the stock (资金, 主力,
// 游资, 庄家; not "储能大单陆续出货", goods shipped), and a big order or an institution only with a trading verb
// (not 最大单日, 大单品, "不宜简单解读为出货").
const MONEY_MOVES = new RegExp(
  "(?:资金|主力|游资|庄家)[^，。；]{0,4}" +
    "(?:撤离|流出|出逃|离场|外流|流入|进场|入场|抢筹|吸筹|出货|跑了|砸盘|净买入|净卖出)|" +
    "(?:机构|(?<!最)大单(?![品日]))[^，。；]{0,4}(?:出逃|砸盘|抢筹|吸筹|净买入|净卖出|抛售)",
);
/**
 * A place in the company's own history of a band or percentile ("处于历史偏低区间", "低于历史中枢", "历史分位30%"):
 * no stored series holds the band (a rank over the stored years, 历史低位, is relation-ranks.ts').
 */
// "处于近年偏低区间", "近十年低位区间": a band over recent years is one of the same history.
const HISTORIC_BAND = new RegExp(
  "历史(?:估值)?(?:上)?(?:算)?(?:偏低|偏高|较低|较高|中枢|均值|分位|百分位|底部|顶部|低的那|高的那)|" +
    "(?:近年|近几年|近些年|多年|过去几年|近[一二两三四五六七八九十\\d]+年)(?:来)?(?:的)?" +
    "(?:偏低|偏高|较低|较高|低位|高位)区间",
);
/**
 * Indicators the daily bars do not give (their 金叉/超买 are their own, not MACD's or RSI(14)'s). Bollinger bands are
 * given (the offline analyst cites their 上轨).
 */
const UNSTORED_INDICATOR = /KDJ|CCI|威廉指标|WR指标|OBV|ATR|SAR指标|DMI|ADX|K值|D值|J值/i;
/**
 * An RSI of another window is another indicator: only RSI(14) is stored. The window is bracketed or glued to the name
 * (RSI6, RSI(6)) or written in days (RSI 6日, 6日RSI); a spaced figure is the value (RSI 28), a glued bound keeps
 * its bound (RSI70以上).
 */
// A glued figure is a window when a value follows it (RSI6=85) or it is a usual window (RSI24进入超买区); else it is
// the value: "RSI56未超买" reads 56 on RSI(14).
const RSI_WINDOW = new RegExp(
  String.raw`RSI(?:\s*[（(]\s*(\d{1,2})\s*(?:日)?[)）]` +
    String.raw`|(\d{1,2}(?![\d.])(?=\s*[约为是:：=＝≈]?\s*\d)|(?:6|9|12|14|24)(?![\d.%]|以[上下]))|\s*(\d{1,2})\s*日)` +
    String.raw`|(\d{1,2})日\s*RSI`,
  "i",
);
/** "为本年首个单季正增长", "近几个季度里首次出现单季收入同比下滑": a first over quarters the data does not reach. */
const FIRST = "(?:首个|首次|第一次|第一个)";
const QUARTER = "(?:单季|季度)";
const SIGN_MOVE = "(?:正增长|负增长|增长|下滑|下降|转正|转负)";
const GAP = (n: number): string => `[^，。；]{0,${n}}`;
const QUARTER_FIRST = new RegExp(
  `${FIRST}${GAP(8)}${QUARTER}${GAP(8)}${SIGN_MOVE}|${QUARTER}${GAP(12)}${FIRST}${GAP(6)}${SIGN_MOVE}`,
);

/**
 * Results measured against what the market expected ("符合市场预期", "大超预期", "低于一致预期"): no stored series
 * holds the expectation, so the clause is 未能核验 though the results beside it are checked.
 */
const EXPECTATION = new RegExp(
  "(?:符合|好于|优于|超出?|超过|高于|低于|不及|弱于|差于|未达|达到|逊于|略超|大超|远超)" +
    "[^，。；]{0,4}(?:市场|一致|机构|卖方|分析师|此前|外界|管理层)?预期|预期差",
);

const RULES: readonly {
  test: (text: string, carried: readonly string[]) => boolean;
  what: string;
  why: string;
  owns: boolean;
}[] = [
  {
    test: (t) => FLOWS.test(t) && !SOURCE_LABEL.test(t),
    what: "资金流向与市场情绪",
    why: "数据未收录资金流向与投资者情绪",
    owns: true,
  },
  { test: (t) => UNANNOUNCED.test(t), what: "已公告的事项", why: "传闻或尚未公告的事项无法由数据核验", owns: true },
  { test: (t) => HOLDERS.test(t), what: "股东结构", why: "数据未收录股东名册与持股变动", owns: true },
  { test: (t) => SECTOR_INDEX.test(t), what: "行业指数", why: "数据未收录行业与板块指数", owns: true },
  { test: (t) => OPERATING.test(t), what: "经营数据", why: "数据未收录销量、单价、份额等经营数据", owns: true },
  { test: (t) => UNSTORED_INDICATOR.test(t), what: "该技术指标", why: "数据未收录该技术指标", owns: true },
  {
    test: (t) => {
      const m = RSI_WINDOW.exec(t);
      const window = m?.[1] ?? m?.[2] ?? m?.[3] ?? m?.[4];
      return window !== undefined && Number(window) !== 14;
    },
    what: "该周期的RSI",
    why: "数据只有RSI(14)，其他周期的RSI未收录",
    owns: true,
  },
  { test: (t) => QUARTER_FIRST.test(t), what: "季度序列", why: "数据的季度序列不足以核验“首次”", owns: true },
  { test: (t) => RANK.test(t) && !OWN_YEARS_RANK.test(t), what: "行业排名", why: "数据未收录行业排名", owns: false },
  { test: (t) => OWN_TARGET.test(t), what: "经营目标", why: "数据未收录公司的经营目标", owns: false },
  { test: (t) => MONEY_MOVES.test(t), what: "资金流向", why: "数据未收录资金流向", owns: false },
  {
    test: (t, carried) => HISTORIC_BAND.test(t) || historicValuation(t) || recentValuationBand(t, carried),
    what: "历史区间",
    why: "数据未收录历史估值区间与分位",
    owns: false,
  },
  { test: (t) => EXPECTATION.test(t), what: "市场预期", why: "数据未收录市场预期与一致预期", owns: false },
  { test: (t) => PEER_GROUP.test(t), what: "同业比较", why: "数据未收录同业公司的数据", owns: false },
  { test: (t) => H_SHARES.test(t), what: "H股行情", why: "数据未收录H股行情", owns: false },
  { test: (t) => FUNDS_USE.test(t), what: "资金投向", why: "数据未收录支出按项目的去向", owns: false },
  { test: hedgesCause, what: "推测", why: "以“或”推测的原因或状态无法由数据核验", owns: false },
  { test: (t) => FINANCING.test(t), what: "融资事项", why: "公告分类未覆盖配售、配股等融资事项", owns: false },
  {
    test: (t) => {
      const cause = causeOf(t);
      return cause !== null && !speaksToData(cause);
    },
    what: "归因",
    why: "归因无法由数据核验",
    owns: false,
  },
  // The figures beside a reform are the company's own ("渠道改革后2025年营收同比增长20%"): checked as such.
  { test: (t) => MANAGEMENT.test(t), what: "人事与改革", why: "数据未收录管理层人事变动与经营改革", owns: false },
];

/**
 * The first out-of-scope subject the clause asserts (read on the clause as written: RSI6 keeps its window); `carried`
 * names the metrics of the clause before, which a clause naming none speaks of.
 */
export function outOfScope(text: string, carried: readonly string[] = []): OutOfScope | null {
  const rule = RULES.find((r) => r.test(text, carried));
  return rule ? { what: rule.what, why: rule.why, owns: rule.owns } : null;
}

/**
 * A price target or a forecast valuation rules the rest of its sentence: "目标价520元，对应2026年30倍PE" - the PE
 * after it is the forecast's, not a stored one.
 */
export const RULES_SENTENCE = new RegExp(
  "目标价|目标市值|一致预期|盈利预测|预测(?:PE|市盈率)|动态(?:PE|市盈率)|Forward\\s*PE|" +
    "(?:机构|券商|卖方|市场)(?:测算|预测|预期)",
  "i",
);

/**
 * "其中财富管理手续费收入已重回两位数增长": a part of the whole (其中) the data does not hold, named before the move
 * (at `judgedAt`), is what moves - not the metric of the clause before.
 */
export const unheldPart = (
  text: string,
  terms: readonly { kind: string; index: number }[],
  judgedAt: number,
): boolean => /^\s*(?:其中|当中)/.test(text) && terms.some((t) => t.kind === "unheld" && t.index < judgedAt);
