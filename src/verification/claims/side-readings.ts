import type { Assertion } from "./assertion";
import { maskedAsParsed } from "./masked-words";
import { CAUTION, NOT_CALLED, NOT_SO, REFUTED, anyOf } from "./negation-words";

/**
 * Readings of a fact as good or bad news for the company ("这是积极信号", "恰恰是空方的论据", "这正是我们看多的核心
 * 理由"). The stance checks (point-stance.ts) hold a point to them: one fact is not read both ways.
 */

/**
 * The market's mood as what the facts show ("说明市场对公司前景相当乐观"), not a mood the facts correct ("说明市场此前
 * 过于乐观", "资金不再追捧"): those read a fall as bad news and a rise as good, the way the side argues.
 */
const MOOD_READ =
  "(?:说明|表明|显示|反映出?|意味着|可见)[^，,。；;]{0,4}(?:市场|投资者|资金)" +
  "(?:(?!过于|过度|此前|之前|曾|不再)[^，,。；;]){0,10}";

/** A fact counted for a side: "这恰恰是空方的论据", "这对多方反而是加分项" (not "空方的论据站不住"). */
const COUNTED_AS = "(?:是|成了|成为|算是?)[^，,。；;]{0,4}?";

/** How a trend or a chart is said to stand now ("趋势正在转强", "技术面依然偏多"). */
const TREND_ADVERB = "(?:越|依然|仍然|仍|正在|已经|已|由此)?";

/** How weighty or lasting news is called, without a 的: "重大利好", "长期利好", "实质性利好". */
/** Horizon words (中长期来看是利好): the one list; reading-horizon.ts reads a clause's horizon with it. */
export const HORIZON_WORDS = "中长期|长期|长远|长线";
// "属于明确利好", "属明确利好": a certainty is a weight too.
const NEWS_WEIGHT = `重大|${HORIZON_WORDS}|明显|明确|实质性?|真正|巨大|一大|根本性?|结构性|十足的?|确定性?的?`;

/**
 * The writer's optimism denied a few characters before it: "不值得乐观", "不太值得乐观", "未必值得乐观",
 * "很难说值得乐观", "并没有什么值得乐观的", "是否值得乐观".
 */
const OPTIMISM_DENIED = "(?<!(?:不|未必|难说|没有?什么|没啥|无|是否)[^，,。；;]{0,2})";

/**
 * News aimed at the bears ("对空头是利好", "对看空者而言是重大利好"): good news for those betting on a fall is no
 * reading of the fall as good for the company, so neither reading is read after it.
 */
const NOT_FOR_BEARS = "(?<!对(?:于)?(?:空头|空方|看空者|看空方|做空者|做空方|唱空者)[^，,。；;]{0,6})";

/**
 * The market's relief that bad news is past ("利润下滑，利空出尽", "年报利空已被消化", "利空基本落地", "利空已释放"):
 * no claim that the fall is good, nor a reading of it as bad news. Neither reading below reads it. Bad news still
 * being digested ("利空尚未消化", "利空仍在释放") is no relief.
 */
export const RELIEF_WORDS = "利空(?:(?!未|没|仍|还|尚|继续|正在|在)[^，,。；;]){0,6}?(?:出尽|落地|消化|释放|兑现)";
export const RELIEF = new RegExp(RELIEF_WORDS);

/** A reading of the facts as good news: "这是积极信号", "这对股价是利好", "恰恰说明…在加速". */
export const GOOD_NEWS = new RegExp(
  // "对多头是利好", "对股东反而是明确的利好", "这恰恰是重大利好", "是长期利好": good news, qualified.
  // "这一数据对多方而言反而构成利好", "形成实质利好": news made of the fact, as much as news it is.
  `${NOT_FOR_BEARS}(?:积极信号|(?:是|构成|形成|成为|成了)(?:[^，,。；;]{0,4}的|${NEWS_WEIGHT})?利好|` +
    `属于?(?:${NEWS_WEIGHT})?利好|` +
    // "妥妥的利好", "实打实的利好": a clause that is only the news, qualified (not "对空头的利好", "没有实质的利好").
    "^(?![^，,。；;]*(?:空头|空方|看空|做空|不|没|无|缺|未))[^，,。；;]{1,5}的利好$|" +
    // "说明成本压力正在消化，值得乐观": the writer's own optimism drawn from the facts ("未必值得乐观" denies it).
    `${OPTIMISM_DENIED}值得乐观|利好信号|向好信号|底部信号|情绪面?转暖|` +
    // "重大利好！", "长期利好": a headline's clause that is only the news, weighed.
    `^[这是属于算]{0,3}(?:${NEWS_WEIGHT})?利好[！!]*$|` +
    // "看涨信号已经明确", "技术面已经转多", "拐点向上": a call to buy read from the facts.
    "看涨信号|看多信号|多头信号|买入信号|转多|拐点向上|向上拐点|" +
    // "跌得越多趋势越健康", "利润出清越彻底越利好": the more of the fact, the better.
    "越[^，,。；;]{0,6}越(?:利好|健康|好)|" +
    // "说明上涨趋势完好", "趋势正在转强", "技术面偏多": the trend or the chart read as sound.
    `趋势${TREND_ADVERB}(?:健康|完好|转强|走强|向好)|技术面${TREND_ADVERB}(?:偏多|看多|向好)|` +
    "信心[^，,。]{0,4}(?:增强|回升|恢复|提振)|说明[^，,。]{0,10}(?:加速|改善|向好|好转|回暖|复苏)|" +
    // "说明高端化转型后需求回暖", "需求正在复苏": the demand behind the figure read as recovering.
    "需求(?:正在|已经|已|开始|明显|显著|逐步)?(?:回暖|复苏|回升|向好|旺盛)|" +
    // "说明市场对公司前景相当乐观": the market's mood read from the facts.
    `${MOOD_READ}(?:乐观|看好|追捧)|` +
    // "说明公司在加大投入，基本面积极": the company's fundamentals called sound.
    "基本面[^，,。；;]{0,4}(?:积极|向好|良好|扎实|稳健|健康|改善|无忧)|" +
    // "这对多方反而是加分项", "恰恰是多方的论据": the fact counted for the bull side.
    `${COUNTED_AS}(?:加分项|多方[^，,。；;]{0,5}?(?:论据|依据|证据))|` +
    // "这正是我们看多的核心理由", "这恰恰支撑看多逻辑", "对股东其实是好事": the fact named the bull case.
    "(?:支撑|支持|印证)了?看多|(?:是|正是|就是|恰是)[^，,。；;]{0,6}看多的?(?:核心|主要)?(?:理由|逻辑|依据)|" +
    "是(?:件)?好事)",
);
/** A reading as bad news: "是利空信号", "…，利空", "这是风险信号" (not the relief 利空出尽). */
// "说明市场对公司前景高度悲观": a rise read as the market's gloom is a rise read as bad news.
export const BAD_NEWS = new RegExp(
  // "这对多方却是个坏信号", "是一个不好的信号": the fact called a bad omen.
  `${NOT_FOR_BEARS}(?:(?!${RELIEF_WORDS})利空|风险信号|危险信号|负面信号|坏信号|不好的信号|警示信号|是(?:件)?坏事|` +
    `${MOOD_READ}(?:悲观|恐慌|看空)|` +
    "看跌信号|看空信号|空头信号|卖出信号|转空|拐点向下|向下拐点|" +
    `越[^，,。；;]{0,6}越(?:利空|危险|糟)|` +
    `趋势${TREND_ADVERB}(?:走坏|转弱|走弱|破坏)|技术面${TREND_ADVERB}(?:偏空|看空|走坏)|` +
    "基本面[^，,。；;]{0,4}(?:恶化|走弱|转弱|堪忧|疲软)|" +
    `${COUNTED_AS}(?:减分项|空方[^，,。；;]{0,5}?(?:论据|依据|证据))|` +
    // "这正是我们看空的核心理由", "这恰恰支撑看空逻辑": the fact named the bear case.
    "(?:支撑|支持|印证)了?看空|(?:是|正是|就是|恰是)[^，,。；;]{0,6}看空的?(?:核心|主要)?(?:理由|逻辑|依据))",
);
/** A reading denied ("并不是利好", "不能说明…"): it reads nothing. */
export const DENIED_NEWS = new RegExp(
  // "看多的逻辑需要修正", "看空的逻辑已被证伪": a side's case named to be revised or refuted is not agreed with.
  anyOf(NOT_SO, NOT_CALLED, REFUTED, ["不代表", "不能说明", "不构成", "并未", "尚未", "未见", "修正", "证伪", "动摇"]),
);

/**
 * The side a clause with no fact of its own says the fact before it supports: 1 good news, −1 bad news, null when it
 * reads none ("…，这正是我们看多的核心理由" is 1; "…，这恰恰是空方的论据" is −1); parse-assertions.ts marks the
 * fact with it.
 */
export function sideReadOf(clause: string): 1 | -1 | null {
  if (DENIED_NEWS.test(clause)) return null;
  const good = GOOD_NEWS.test(clause);
  const bad = BAD_NEWS.test(clause);
  return good === bad ? null : good ? 1 : -1;
}

/** The fact before a reading clause, marked with the side the clause reads it for (unchanged when it reads none). */
export function readBy(fact: Assertion, clause: string): Assertion {
  const side = sideReadOf(clause);
  return side === null ? fact : { ...fact, readFor: side };
}

/**
 * A rise read as no gain of the business: a base effect or a one-off ("2024年利润+47.8%是低基数修复", "低基数下的修复
 * 而已", "主要是基数效应", "一次性收益撑起的增长"). The bear cites it as its own argument, so it is no good news
 * against the bear; the rise itself is still checked.
 */
const DISCOUNTS = ["低基数", "基数较低", "基数偏低", "基数太低", "基数效应", "一次性", "非经常性损益", "不过是"];
// The parser masks the base phrases as neutral (NEUTRAL_PHRASES): each is read in its masked spelling too.
export const DISCOUNTED_RISE = new RegExp(`${anyOf(DISCOUNTS, DISCOUNTS.map(maskedAsParsed))}|而已\\s*$`);

/**
 * A risk stressed ("回撤风险不可低估", "下行压力不容忽视", "回调风险值得警惕"): a warning, whatever move word the risk
 * names, so bad news for the company; a risk denied or played down ("风险可控", "压力不大") is not this.
 */
export const STRESSED_RISK = new RegExp(
  `(?:风险|压力|隐忧|隐患)[^，,。；;]{0,2}(?:${CAUTION.join("|")})(?:低估|忽视|小觑|轻视)|` +
    "(?:风险|压力|隐忧|隐患)[^，,。；;]{0,2}(?:值得|需要|需|要)(?:警惕|重视|提防)",
);
