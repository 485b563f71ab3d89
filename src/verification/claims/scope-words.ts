import { findMetrics } from "./metric-lexicon";
import { UNCOVERED_TOPICS } from "./phrase-words";

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
 * A cause named for a move: the cause follows 源于/得益于/主要是…, or stands between 受 and 影响/拖累/拉动, or before 拖累
 * (投资收益拖累). 受…影响大 states a sensitivity, not a cause of this move; 并未/没有因为 deny one.
 */
const CAUSE_AFTER =
  /(?:源于|源自|得益于|受益于|归因于|归功于|主要是由于|主要由于|主要是因为|主要因为|主要是|主要来自于?|主要由|主因是|原因是|由于|因为)(.+)$/;
const CAUSE_BETWEEN = /受(?:到)?(.+?)(?:的)?(?:影响|拖累|拉动|驱动|冲击|带动|提振)(?!(?:较|很|更|非常)?大)/;
const CAUSE_BEFORE = /^(.{2,12}?)(?:再次|持续|明显)?(?:拖累|拉动|驱动)/;
/** "X是营收承压的主因": the cause is what stands before 是. */
const MAIN_CAUSE = /^(.+?)(?:是|为|成为)[^，。]{0,12}的主(?:要原)?因/;
const DENIED_CAUSE = /(?:没有|并未|并非|并没有|未|不是|没)(?:因为|由于|受|拖累|.{0,4}影响)/;
/**
 * A cause the data can speak to: a stored metric (经营现金流降到615亿), a base effect (低基数), a price or an
 * announcement (分红力度加大); a cause masked as a neutral phrase (低基数, clause-split.ts). A metric qualified as a
 * kind of itself (预收类负债) is a component the data lacks.
 */
const DATA_CAUSE = /基数|\d|^□+$/;
/** A public event every reader knows (受疫情冲击) is context for a move, not an attribution the data must decide. */
const PUBLIC_EVENT = /疫情|新冠/;
const COMPONENT_BEFORE = /[类型性项]$/;
const TOPIC_WORDS = UNCOVERED_TOPICS.flatMap((t) => t.words).filter((w) => w.length > 1);

function causeOf(text: string): string | null {
  if (DENIED_CAUSE.test(text)) return null;
  const m = CAUSE_AFTER.exec(text) ?? CAUSE_BETWEEN.exec(text) ?? MAIN_CAUSE.exec(text) ?? CAUSE_BEFORE.exec(text);
  return m?.[1]?.trim() || null;
}

function speaksToData(cause: string): boolean {
  if (DATA_CAUSE.test(cause) || PUBLIC_EVENT.test(cause) || TOPIC_WORDS.some((w) => cause.includes(w))) return true;
  return findMetrics(cause).some((m) => !COMPONENT_BEFORE.test(cause.slice(0, m.index)));
}

/** Ranks among peers and in the market: the data holds one company. 龙头 alone names a company's kind, not a rank. */
const RANK =
  /行业领先|领先(?:于)?同行|行业(?:内|中)?(?:第[一二三1-3]|前[列三五十]|最[高低强弱好快大])|名列前茅|最强音|领跑|居首|位居|位列|排名|排第|(?:全市场|A股|板块|同行|同业|行业)(?:里|中|内)?最/;
/** A rank over the company's own years ("近五年里只能排第二") is a record the series decides, not a peer rank. */
const OWN_YEARS_RANK = /(?:年|季度?|期)[^，。；]{0,6}(?:排第|排名|位居|位列|居首)/;
/** What investors say and where money flows: no stored series holds them. */
const FLOWS =
  /雪球|股吧|帖子|看空的人|看多的人|散户|游资|北向资金|北上资金|外资持股|主力资金|融资余额|融券|两融|资金净流[入出]|机构持仓|基金持仓|公募持仓/;
/** Indicators the daily bars do not give (their 金叉/超买 are their own, not MACD's or RSI(14)'s). */
const UNSTORED_INDICATOR = /KDJ|布林|BOLL|CCI|威廉指标|WR指标|OBV|ATR|SAR指标|DMI|ADX|K值|D值|J值/i;
/**
 * An RSI of another window is another indicator: only RSI(14) is stored. The window is bracketed or glued to the name
 * (RSI6, RSI(6)); a spaced figure is the value (RSI 28), a glued bound keeps its bound (RSI70以上).
 */
const RSI_WINDOW = /RSI(?:\s*[（(]\s*(\d{1,2})\s*[)）]|(\d{1,2})(?![\d.%]|以[上下]))/i;
/** "为本年首个单季正增长", "近几个季度里首次出现单季收入同比下滑": a first over quarters the data does not reach. */
const QUARTER_FIRST =
  /(?:首个|首次|第一次|第一个)[^，。；]{0,8}(?:单季|季度)[^，。；]{0,8}(?:正增长|负增长|增长|下滑|下降|转正|转负)|(?:单季|季度)[^，。；]{0,12}(?:首个|首次|第一次)[^，。；]{0,6}(?:正增长|负增长|增长|下滑|下降|转正|转负)/;

const RULES: readonly { test: (text: string) => boolean; what: string; why: string; owns: boolean }[] = [
  { test: (t) => FLOWS.test(t), what: "资金流向与市场情绪", why: "数据未收录资金流向与投资者情绪", owns: true },
  { test: (t) => UNSTORED_INDICATOR.test(t), what: "该技术指标", why: "数据未收录该技术指标", owns: true },
  {
    test: (t) => {
      const m = RSI_WINDOW.exec(t);
      const window = m?.[1] ?? m?.[2];
      return window !== undefined && Number(window) !== 14;
    },
    what: "该周期的RSI",
    why: "数据只有RSI(14)，其他周期的RSI未收录",
    owns: true,
  },
  { test: (t) => QUARTER_FIRST.test(t), what: "季度序列", why: "数据的季度序列不足以核验“首次”", owns: true },
  { test: (t) => RANK.test(t) && !OWN_YEARS_RANK.test(t), what: "行业排名", why: "数据未收录行业排名", owns: false },
  {
    test: (t) => {
      const cause = causeOf(t);
      return cause !== null && !speaksToData(cause);
    },
    what: "归因",
    why: "归因无法由数据核验",
    owns: false,
  },
];

/** The first out-of-scope subject the clause asserts (read on the clause as written: RSI6 keeps its window). */
export function outOfScope(text: string): OutOfScope | null {
  const rule = RULES.find((r) => r.test(text));
  return rule ? { what: rule.what, why: rule.why, owns: rule.owns } : null;
}

/**
 * A price target or a forecast valuation rules the rest of its sentence: "目标价520元，对应2026年30倍PE" - the PE
 * after it is the forecast's, not a stored one.
 */
export const RULES_SENTENCE = /目标价|目标市值|一致预期|盈利预测|预测(?:PE|市盈率)|动态(?:PE|市盈率)|Forward\s*PE/i;
