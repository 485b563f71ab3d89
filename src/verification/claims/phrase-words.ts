import { SPEAKERS } from "./speakers";
import { INDICATOR_INITIALS } from "./indicator-names";
import type { DirectionSense } from "./judgement-words";
import { DENIED_SIZE } from "./denied-sizes";
import { CONDITION_WORDS, LATE_TURN, TURN_WORDS } from "./contrast-words";
import { DECLARED_PAYOUTS } from "./metric-flow-names";
import { MOVE_INTO, NOT_CALLED, NOT_HAPPENED, NOT_SO, REFUSED, anyOf } from "./negation-words";

/**
 * Phrase tables of the claim parser beside the judgement words: what a clause is about when it is not a metric the
 * data holds (a peer, a scenario, a segment, a price signal, an event), phrases that carry direction and size at once,
 * hedges, and the qualifiers of a shown number (约, 突破, 不足).
 * Each entry is data; the parser has no per-sentence rule.
 */

/** Phrases that look like judgement words but judge nothing the data decides; masked before the words are read. */
export const NEUTRAL_PHRASES: readonly string[] = [
  "特征明显",
  "明显的",
  "高基数",
  "低基数",
  "基数较高",
  "基数较低",
  "基数效应",
  // A trend over months ("强势格局延续"), not a reading of the 14-day RSI the level word 强势 is checked on.
  "强势格局",
  "弱势格局",
  // Words that hold 略 or 微 without being a slight change ("可以忽略", "战略投入").
  "忽略",
  "战略",
  "策略",
  "省略",
  // "却略过了利润下滑16.8%这一点": to pass over a fact, not a slight change.
  "略过",
  "略去",
  "细微",
  // "高增长之下环比已经掉头": the growth named as the backdrop of another move is not that move's size.
  ...["高增长", "高增", "大增", "高速增长", "快速增长"].flatMap((w) => [`${w}之下`, `${w}背景下`, `${w}的背景下`]),
];

/**
 * "商誉相对8837亿元的总资产微不足道": a part negligible beside its whole, not a slight change of the whole; spelt as
 * 可以忽略 (same length), whose 忽略 is masked, so one spelling carries the word to negligible-parts.ts.
 */
export const NEGLIGIBLE_SPELLING = { re: /微不足道/g, as: "可以忽略" } as const;

/** "并没有因为利润下滑而收缩": the cause named between 因为 and 而 is not the clause's direction; masked. */
export const CAUSE_BETWEEN = /因为[^,;]{1,12}?而/g;

/** A change of a change ("降幅较上半年收窄") is not the metric's direction; masked, so no rule reads it (未能核验). */
// "收入增速从FY2024的29.0%骤降到个位数": the growth rate fell, not the revenue; its start may stand between.
export const SECOND_ORDER = new RegExp(
  "(?:降幅|跌幅|增幅|增速|减幅)(?:[^,]{0,8}?|[从由较比][^,]{0,14}?)" +
    "(?:收窄|扩大|加快|回升|放缓|加速|骤降|下降|降至|降到|回落|下滑|放慢|提升|提高|上升|升至|升到|[还更][快慢]" +
    "|略[快慢](?!于))",
  "g",
);

/**
 * Words that say which way profit moved without naming it
 * (多赚近两成): they bind to 归母净利润 when nothing else is named.
 */
export const PROFIT_DIRECTION_WORDS: readonly { word: string; sense: DirectionSense }[] = [
  ...["多赚", "多挣", "盈利增加", "赚得更多"].map((word) => ({ word, sense: "up" as const })),
  ...["少赚", "少挣", "盈利减少", "赚得更少"].map((word) => ({ word, sense: "down" as const })),
];

/** A sign change of a level: 转亏 (was positive, now negative), 扭亏 (was negative, now positive). */
export const SIGN_CHANGE_WORDS: readonly { word: string; to: 1 | -1 }[] = [
  ...["由盈转亏", "转为亏损", "转亏", "首亏"].map((word) => ({ word, to: -1 as const })),
  ...["扭亏为盈", "扭亏", "转盈", "转为盈利"].map((word) => ({ word, to: 1 as const })),
];

/** Before a direction word, downplaying it ("仅微增", "只增长7.3%"): it argues neither way for the polarity check. */
// "只比上年少了约39亿": the base of the comparison may stand between 只 and the move.
export const DOWNPLAY = /(?:只|仅|仅仅|才|不过)(?:有|是)?\s*(?:(?:比|较)[^,，;；]{0,8})?$/;
/** "下滑幅度仅1.2%", "降幅有限": the size after the move downplays it as much as 仅 before it does. */
export const DOWNPLAYED_SIZE = new RegExp(
  `${/(?:幅度|降幅|跌幅|减幅|回落)\s*(?:仅|只有|不过|不足|有限|很小|不大)/.source}|${DENIED_SIZE.source}`,
);

/** The widening of a hedged band: index points (RSI) or a share of the bound for anything else. */
export const HEDGE_MARGIN = { index: 10, relative: 0.15 } as const;

/** What a qualifier before a figure makes of it: about it, just under it (近), at least it, or under it. */
export type FigureBound = "about" | "near" | "atLeast" | "below";
// "跨上500亿元台阶", "迈上800亿": a step climbed onto is a threshold crossed as much as one broken through.
/** A step taken onto a level (跨上500亿元台阶, 迈过800亿): a bound the year crossed from under (first-crossing.ts). */
export const STEP_WORDS = "跨上|迈上|登上|跃上|跨入|迈入|跨过|迈过";
export const AT_LEAST_WORDS =
  `突破|超过|超出|超|逾|高于|多于|不低于|不少于|至少|达到|站上|越过|站稳|冲上|冲过|${STEP_WORDS}|` + "(?<![跌击])破";
export const FIGURE_QUALIFIERS: readonly { re: RegExp; bound: FigureBound }[] = [
  { re: /(?:约为|大约|约合|约|左右为|大概)\s*$/, bound: "about" },
  { re: /(?:接近|将近|逼近|近)\s*$/, bound: "near" },
  // "刚好迈过500亿", "第一次突破了1400亿": a threshold crossed is a bound, not the value.
  { re: new RegExp(`(?:${AT_LEAST_WORDS})\\s*了?\\s*$`), bound: "atLeast" },
  { re: /(?:不足|不到|低于|少于|未达|不超过|跌破)\s*了?\s*$/, bound: "below" },
];

/** A condition or forecast is no fact to check: 若/假设 rule the rest of their sentence, forecast words a clause. */
// "若从2024年末算起，累计跌幅约31%": 若 before the base a move is measured from only names that base.
export const CONDITIONAL = new RegExp(
  `${anyOf(CONDITION_WORDS)}(?!\\s*(?:从|自)[^，,。；;]{1,16}(?:算起|起算)\\s*(?:[，,。；;]|$))`,
);
export const FORECAST = new RegExp(
  "预计|预期|预测|有望|可能|或将|或许|恐将|将会|将继续|目标价|目标|情景|指引|将达到|将实现|将突破|料将|估计|展望|" +
    "明年|后年|未来(?:三|3|五|5|两|2)?年|远期|长期看|动态市盈率|动态PE|Forward\\s*PE|推测|将再|将进一步" +
    // "规模扩张意味着利润必然同步高增": a consequence said to be bound to come is a prediction, not a reported fact.
    // "全年净利将同比下滑约5%", "四季度会出现负增长": a move 将 compares, what 会 says appears, is still to come.
    "|将(?:同比|环比|累计|持续|下降|下滑|增长|回落|回升|减少|增加|上涨|下跌|超过|跌破|跌(?!幅)|涨(?!幅))" +
    "|(?<![机理学协大董社议委工例会])会(?:出现|继续|延续)|必然|必将|势必|注定|大概率" +
    // "不信它还能跌到80", "还会跌破5元吗": a price it could still move to is a forecast, not a close.
    "|(?:还能|还会|还要|会不会|能不能)再?(?:跌|涨)(?:到|至|破|回)" +
    // "超卖后的技术性反弹概率在上升", "回调的几率明显加大": how likely a move is to come is a forecast of it.
    "|概率|几率|胜率",
  "i",
);

/**
 * "质疑方把90.20%的负债率当(作)风险点", "空方用负债率近90%证明平安高杠杆": a figure the other side reads as so.
 * The figure is the premise both sides share; the reading is the view (refuted-views.ts checks only the reading).
 */
export const READ_AS =
  "(?:把|拿|用)[^，,。；;]{0,20}?(?:当作|当成|视为|视作|看作|证明|说明|论证|佐证|当(?=.{0,2}(?:风险[点信]|利空)))";
/**
 * "质疑方把净利率写成45%", "空方把利润说成腰斩", "对方写成3074亿": a figure or a move the other side misstated,
 * named to be corrected (after a speaker 把 and what was misstated may go unwritten).
 */
export const WRITTEN_AS = "(?:把[^，,。；;]{1,20}?)?(?:写成|说成|算成|记成|报成|讲成|误作|错当)";
/** A clause reporting the other side's or another's claim ("空方称…", "对方认为…", "有观点担心…", "保守方嫌…"). */
export const ATTRIBUTED_LEAD = new RegExp(
  `^(?:${SPEAKERS})` +
    // "空方只看利润", "多方只谈同比", "空方盯着利润": what the other side looks at, not a fact of the point's own.
    "[^，,。；;]{0,4}?(?:称|说|认为|指出|提到|强调|担心|担忧|质疑|觉得|声称|所称|提出|" +
    "嫌弃?|抱怨|吐槽|诟病|怀疑|看衰|唱衰|顾虑|忧虑|批评|指责|" +
    // "多方只引用“一季度营收增长52%”": the figure the other side cites alone is its claim as well.
    "(?:只|光|一味|总是?)(?:看|盯着?|谈|拿|关注|强调|引用|援引|提)|盯着|" +
    // "空方拿营收下滑做文章": the view the other side makes much of is its claim, not the point's.
    "拿[^，,。；;]{1,12}大?做文章|" +
    `${READ_AS}|${WRITTEN_AS})`,
);
/** What ends a reported claim: the point's own voice again ("多方强调利润增速，可2019年…": a bare 可, not 可以). */
// "空方说平安去年利润下滑，事实是归母净利润同比增长了6.5%": 事实是 / 实际情况是 / 数据相反 lead the point's own.
export const OWN_VOICE = new RegExp(
  `^(?:${anyOf(TURN_WORDS)}|可(?![以能见望观])|实际上|事实上|其实|而实际|实则|事实(?:却|恰恰)?(?:是|相反)|` +
    "(?:数据|行情|走势)(?:却|恰恰)?(?:正好)?相反|恰恰相反|" +
    // A bare 实际 ("实际2025年末已降到61.94%", not 实际控制人) and a correction ("更正：207.38亿元") lead the data.
    "(?:实际|真实)情况是|实际是|实际(?!控制|控股|利率)|(?:更正|纠正)(?:一下)?(?=[:：，,\\s]|如下|$)|" +
    // "质疑方把现金流说成“腰斩”，准确说法是…": the accurate wording the writer puts in its place is its own.
    "(?:准确|正确|确切|严格)的?(?:说法|表述|提法)(?:应(?:该|当))?(?:是|为)|(?:准确|确切|严格)(?:地|来)(?:说|讲))",
);

/**
 * "比五粮液同期高出约12个百分点", "高于宁德时代的…": a comparison whose base is a name (another company), not a period
 * or a metric. The name is captured; `NOT_A_PEER` rules out periods, benchmarks and the company's own wording.
 */
export const PEER_BASE = new RegExp(
  // "同比还有约3%的增长": the 比 of 同比/环比 starts no base.
  "(?:(?:(?<![同环])比|较|相比|相较于?)\\s*([\\u4e00-\\u9fff]{2,6}?)\\s*" +
    "(?=同期|同年|高出|低出|多出|(?:反而|还|要)?[高低多少]了|" +
    "(?:约|近|超过)?\\d+(?:\\.\\d+)?\\s*(?:倍|%|亿元|亿|元)?的)|" +
    "(?:高于|低于|不及|领先于?|落后于?)\\s*([\\u4e00-\\u9fff]{2,6}?)\\s*(?=同期|同年|的))",
);
/**
 * A clause turning against the one before (但/可是/然而/不过 at its start, 却 after its subject): the clause before is
 * conceded, not argued ("收入降了，利润却在涨", "营收增长5%，但利润下滑").
 */
export const TURN = new RegExp(`^${anyOf(TURN_WORDS)}|^[^，,；;]{1,8}?${anyOf(LATE_TURN)}`);
// "只比低点高出约4.8%", "比MA20高出3%", "比那时低了约31%": the price's own extreme, average or past is no peer.
export const NOT_A_PEER = new RegExp(
  "年|季|期|月|日|上|去|前|初|末|此|历史|行业|同行|同业|平均|水平|预期|目标|自身|公司|本|其|过去|口径|整体|全部|" +
    "高点|低点|高位|低位|峰值|顶峰|巅峰|高峰|谷底|低谷|底部|均线|MA|那时|当时|彼时|那会|届时",
);

export const PEER_WORDS: readonly string[] = [
  "同行业公司",
  "同行某公司",
  "同行",
  "同业",
  "行业平均",
  "行业均值",
  "行业中位数",
  "行业整体",
  "全行业",
  "可比公司",
  "竞争对手",
  "竞品",
  "友商",
  "对手",
  "某公司",
  "其他公司",
  "其他企业",
  "国际龙头",
  "海外龙头",
  "行业龙头",
  "龙头企业",
  "国内龙头",
  "银行业",
  "保险业",
  "行业",
];

/** The share price: a figure after it is the last close (price facts), not the metric the sentence names elsewhere. */
export const PRICE_WORDS: readonly string[] = ["当前股价", "最新股价", "股价", "收盘价", "收盘", "收于", "现价"];

/**
 * Trading volume: a figure after it ("近20日均量是此前20日的3倍", "成交量放大约64%") is the volume's, checked by the
 * price facts (check-market.ts); "20日均量" is not the unheld 日均.
 */
export const VOLUME_TERMS: readonly string[] = ["日均量", "均量", "成交量", "量能"];

/**
 * Metrics and segments the stored data does not hold. A figure or judgement about one is 未能核验: matched before the
 * lexicon so that "主营业务收入" is not 营业总收入 and "研发费用率" is not 研发费用.
 */
export const UNHELD_TERMS: readonly string[] = [
  "少数股东权益",
  // "同期现金分红672亿仍高于经营现金流": the dividends' cash is no stored series (the per-share dividend is).
  ...DECLARED_PAYOUTS,
  "主营业务收入",
  "主营收入",
  "主营业务",
  "净息差",
  "息差",
  "净利差",
  "不良贷款率",
  "不良率",
  "拨备覆盖率",
  "拨贷比",
  "资本充足率",
  "核心一级资本充足率",
  "偿付能力充足率",
  "偿付能力",
  "新业务价值",
  "内含价值",
  "综合成本率",
  "市场份额",
  "市占率",
  "占比",
  "渗透率",
  "销量",
  "单车收入",
  "单车",
  "出货量",
  // "茅台酒投放量不超过上年": the product released to the channel, no trading volume.
  "投放量",
  "装机量",
  "批价",
  "出厂价",
  "单价",
  "均价",
  "产能",
  "产量",
  "订单",
  "利息净收入",
  "净利息收入",
  "非利息收入",
  "手续费",
  "股息率",
  // Not "分红类现金流出", "分红支出": the cash paid as dividends is the stored dividends line (metric-flow-names.ts).
  "营业外收支净额",
  "分红率",
  "派息率",
  "海外收入",
  "境外收入",
  "海外业务",
  "直销",
  "经销",
  "ROA",
  "ROIC",
  "市销率",
  "PS",
  "PEG",
  "EV/EBITDA",
  "流动比率",
  "速动比率",
  "利息保障倍数",
  "有息负债",
  "短期借款",
  "长期借款",
  "研发费用率",
  "销售费用率",
  "管理费用率",
  "期间费用率",
  "费用率",
  "存货周转",
  "应付账款",
  "预付款",
  "日均",
  "单日",
  "每天",
  "人均",
  "单车",
  "单位",
  "每吨",
  "吨酒",
  "员工",
  "门店",
  "客户数",
  "用户数",
  "储量",
  "价格",
  "油价",
  "利润率",
  "板块",
  "分部",
  "事业部",
  "拨备",
  "海外",
  "境外",
  "工厂",
  "基地",
  "业务",
];

/**
 * Words that make a clause about a price, an indicator or an event even without a metric: its figures and judgements
 * are theirs, not the clause before's metric's. 上涨/下跌 alone are not: "营收…，同比下跌5%" is still about 营收.
 */
export const TOPIC_SUBJECTS = new RegExp(
  "股价|收盘价|股票|均线|MA|MACD|KDJ|布林|52周|成交量|成交额|均量|量能|换手率" +
    "|DIF|DEA|上轨|中轨|下轨|市值|回购|分红|派息|增持|减持|(?<!稳)定增|股权激励|解禁|质押", // not 稳定增长
);
/** Words of price moves that are about the price when their sentence is (“股价…，今年以来累计下跌约9%”). */
export const PRICE_MOVES = new RegExp(
  "上涨|下跌|涨幅|跌幅|涨跌|涨了|跌了|累计|年内|以来|高点|低点|回撤|反弹|翻倍" +
    String.raw`|(?<![上下大杀])[涨跌](?=\s*(?:约|近|超过?|逾)?\s*\d)`,
);
/**
 * A window of trading time: a move over it is the share price's. "2020年以来" spans report years (营收2020年以来最高)
 * and is no price window by itself, nor is 有史以来 or 有数据以来, nor 上市以来 before a record (营收创上市以来新高).
 */
/** 年内 is this year; 一年内, 半年内, 两年内, 3年内 are windows of that length, not the year to date. */
export const IN_YEAR = String.raw`(?<![一二两三四五六七八九十半])(?<!(?:^|\D)\d{1,2})年内`; // "2026年内" is a year
// Right before a price move: its calendar span ("一年涨了17.7%"), an adverb between ("60天还是涨3%", "一年却跌了两成"),
// a size glued to the move ("一年大涨超九成", "一年暴跌三成"), a price shrinking ("半年蒸发约18%", 缩水).
export const BEFORE_MOVE =
  "(?=\\s*(?:仍然|依然|依旧|已经|累计|还是|反而|[仍也已又还则却才只仅就])?" +
  "\\s*(?:大幅|小幅|[大暴狂猛微])?\\s*(?:上涨|下跌|涨|跌|蒸发|缩水))";
// "负债率是常态，真正的风险是年内已跌约13%", "一年涨了17.7%": the year to date and a bare calendar span right before
// a price move are price windows as much as 近60日 ("年内单季新高" is a quarter's record, no window).
// "净利率…一年跌了近5个百分点": a move in points is a rate's, never the price's.
const NOT_POINTS = "(?![^，,。；;]*(?:百分点|个点|pp))";
/** A bare calendar span right before a move ("一年跌了约4.5%"): a price window only when no metric is carried. */
const BARE_SPAN = new RegExp(`(?<![\\d年上下近去到])(?:一年|半年|一个月|三个月)${BEFORE_MOVE}${NOT_POINTS}`);
export const PRICE_WINDOW = new RegExp(
  [
    `(?:${IN_YEAR})${BEFORE_MOVE}${NOT_POINTS}`,
    BARE_SPAN.source,
    /(?<!\d{4}\s*年|有史|有数据|有记录|上市)以来|上市以来(?!的?(?:历史)?(?:新高|新低|最高|最低|最好|最差))/.source,
    /年初至今|过去一年|近一年|拉长到一年|\d+月(?:中旬|下旬|上旬|初|底)?以来/.source,
    /近\s*(?:\d+|[一二三四五六七八九十]+)\s*(?:个)?(?:交易)?日/.source,
  ].join("|"),
);

/**
 * A price window in the clause. "茅台2025年归母净利润823亿元，一年跌了约4.5%": a bare span (一年, 半年) after a clause
 * that carries a metric is that metric's year, unless the clause names the price (股价, 股票, 市值).
 */
export function namesPriceWindow(text: string, carriesMetric: boolean): boolean {
  if (!PRICE_WINDOW.test(text)) return false;
  if (!carriesMetric || /股价|股票|市值/.test(text)) return true;
  return PRICE_WINDOW.test(text.replace(new RegExp(BARE_SPAN.source, "g"), "　"));
}
/** A bare span's move that is the carried metric's, not the price's (the clause names no window of its own). */
export const spanOfCarried = (text: string): boolean => BARE_SPAN.test(text) && !namesPriceWindow(text, true);

/** "RSI(14)", "MA(20)", "MACD(12,26,9)": the initials of an indicator (indicator-names.ts) or an average, a window. */
const WINDOWED = new RegExp(
  String.raw`\b(${INDICATOR_INITIALS}|MA|EMA|SMA|DMI|ROC|BIAS)\s*[(（]\s*\d+(?:\s*[,，、]\s*\d+)*\s*[)）]`,
  "gi",
);

/** Strips indicator parameters so they are never read as figures: RSI(14) → RSI, MA20 → MA, MACD(12,26,9) → MACD. */
export function stripIndicatorParameters(text: string): string {
  return (
    text
      .replace(WINDOWED, "$1")
      .replace(/\b(RSI|MA|EMA|SMA|CCI|WR|ROC|BIAS|ATR)(\d{1,3})(?![\d.%])/gi, "$1")
      // "站上60日线": the span goes and a moving average is left (均线), so the clause still names one and asserts.
      .replace(/(?<![\d.\-/])(?:\d{1,3}|[一二三四五六七八九十百两]+)(?:日|周|月)(?:均线|线)/g, "均线")
  );
}

/** Before a level word, a denial: "尚未进入", "未进", "既不", "并非". */
// "还谈不上超卖", "算不上超买": denied by a verb of calling as well; "不存在所谓超买": another's word denied.
export const DENIED_LEVEL = new RegExp(
  `${anyOf(NOT_HAPPENED, NOT_SO, NOT_CALLED, ["既不", "也不", "不"])}(?:进入|进|处于|达到|到达|到|属于|见|所谓)?$|` +
    // "不构成偏高的偿债风险信号", "无需按一般企业标准视为高杠杆": a denial a few words before the level word.
    // "不能据此认定", "不能按工业企业的标准说它…", "不足以说明": a reading refused; "不能忽视…偏高" asserts it.
    `${anyOf(REFUSED, NOT_CALLED)}[^，,。；;]{0,12}$|` +
    // "尚未跌入30以下的超卖区间", "未到30的超卖线": a move into the level denied, its line between.
    `${anyOf(NOT_HAPPENED)}${anyOf(MOVE_INTO)}[^，,。；;]{0,10}$|` +
    // "离30的超卖线还有距离": the line the distance is measured to (not 距离/远离).
    "(?<![距远])离[^，,。；;\\d]{0,3}\\d+(?:\\.\\d+)?[^，,。；;]{0,4}$",
);
/** A signed negative figure right after a direction word ("增长-11.8%", "增速为-3.2%"). */
export const NEGATIVE_FIGURE_AFTER = /^\s*(?:了|为|率为|约为|约|达)?\s*-\s*\d/;
/** The size of a change named as such: a comparison with one after it compares changes. */
export const CHANGE_SIZE = /降幅|增幅|增速|跌幅|涨幅|减幅|增长率/;
