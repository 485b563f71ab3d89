import type { BoundFigure } from "./binding";
import { type ClaimMetric, METRIC_LEXICON, type MetricMention, findMetrics } from "./metric-lexicon";
import { PRICE_MOVES, namesPriceWindow, spanOfCarried } from "./phrase-words";
import { BARE_YEAR_MOVE } from "./year-moves";

/**
 * A clause naming no subject of its own whose figures belong to the financial line the clause before named, not to
 * the share price: the market checks leave it to the figures check.
 */

/** Per-share lines, written in 元 as a share price is. */
export const PER_SHARE: ReadonlySet<string> = new Set(["bps", "basic_eps", "ocf_per_share"]);
/** Words that make a clause speak of the share price whatever the clause before named. */
const PRICE_WORDS = /股价|收盘|收于|收报|现价|价格|报价|市价|涨|跌/;
/**
 * "较2024年末增长约23.9%", "比年初增加", "较上年末扩大": a change measured from a period's end or a year's start, the
 * way a balance (总资产, 负债, 存款) is compared; a share price's year-end move is written with 涨/跌 or 股价.
 */
const PERIOD_END_BASE =
  /(?:比|较|相对|相比|相较)\s*(?:\d{4}\s*年\s*(?:末|底)|(?:上|去)年\s*(?:末|底)|年初|期初|上年同期末)/;

/**
 * "较2024年的3824.74亿元大幅放量": a change from a year's amount in 亿 is a financial line's, even in the words of
 * trading (放量); a session's volume is dated by days or windows and named as 成交 or 量能.
 */
export const YEAR_AMOUNT_BASE =
  /(?:比|较|相对|相比|相较于?)\s*\d{4}\s*年(?!\s*\d{1,2}\s*月)[^，,。；;]{0,4}?\d[\d.,]*\s*(?:万亿|亿)/;
const TRADING = /成交|量能|换手/;

const ownSubject = (text: string): boolean => PRICE_WORDS.test(text) || findMetrics(text).length > 0;

/**
 * "每股净资产44.90元，较2025年末的43.43元增加1.47元": a dated 元 figure right after a clause naming a per-share line is
 * that line's level at the date; "2025年末总资产9748.28亿元，较2024年末增长约23.9%": a change from a period's end right
 * after a clause naming a financial line is that line's change, as is a change from a year's amount in 亿. None is the
 * share's close, move or volume.
 */
export function metricCarried(prev: string, text: string): boolean {
  const named = findMetrics(prev);
  // "贵州茅台2025年归母净利润823亿元，一年跌了约4.5%": a bare span's move after a financial line is that line's.
  // "归母净利润2025年涨了1.2%，2026年又涨了1.5%": so is a bare year's move, unless the clause names the price.
  const bare = spanOfCarried(text) || (BARE_YEAR_MOVE.test(text) && !/股价|股票|市值/.test(text));
  if (findMetrics(text).length === 0 && named.some((m) => !m.weak) && bare) return true;
  if (ownSubject(text)) return false;
  if (named.some((m) => PER_SHARE.has(m.metric))) return true;
  if (YEAR_AMOUNT_BASE.test(text) && !TRADING.test(text)) return true;
  return named.length > 0 && PERIOD_END_BASE.test(text);
}

/**
 * "3Q25单季营收815亿，YoY +2.1%；单季利润388亿，YoY +1%": a clause whose figures are all bound to a metric it names by
 * a weak name (利润) is about that metric, not the one carried from the clause before - so is the clause after it.
 */
export function weakNamedOwn(
  figures: readonly BoundFigure[],
  mentions: readonly MetricMention[],
  bound: "own" | "previous" | null,
): ClaimMetric | undefined {
  const bound_ = figures.filter((f) => f.role === "metric");
  const own = bound_[0]?.metric;
  if (bound !== "previous" || !own || bound_.some((f) => f.metric !== own)) return undefined;
  return mentions.some((m) => m.weak && m.metric === own) ? own : undefined;
}

/**
 * "经营现金流净额1332.20亿元，约为归母净利润的1.85倍，同比多出三百多亿元": after a clause about a ratio, a clause
 * whose figures are all amounts of the ratio's numerator (binding.ts) is about the numerator, not the ratio.
 */
export function numeratorOwn(
  figures: readonly BoundFigure[],
  carried: ClaimMetric | null,
  bound: "own" | "previous" | null,
): ClaimMetric | undefined {
  if (bound !== "previous" || !carried || METRIC_LEXICON[carried].kind !== "multiple") return undefined;
  const bound_ = figures.filter((f) => f.role === "metric");
  const own = bound_[0]?.metric;
  return own && own !== carried && bound_.every((f) => f.metric === own && f.n.kind === "amount") ? own : undefined;
}

/**
 * "保险股的“估值洼地”：平安年内回撤约13%", "平安8倍PE、1.1倍PB，今年跌了13%": a multiple of the price (PE, PB) is
 * not what a bare move after it is of - a multiple's move names the multiple ("PE从25倍回落到20倍") - so the move is
 * the share price's (a price move word, PRICE_MOVES), read by the market checks.
 */
const priceMultiple = (carried: ClaimMetric | null): boolean =>
  !!carried && METRIC_LEXICON[carried].kind === "multiple" && METRIC_LEXICON[carried].dimension === "valuation";

/**
 * A clause's move is the share price's: a price move word over a window of trading time, in a sentence about prices
 * (`topics`), or after a multiple of the price.
 */
export const priceMoveOf = (text: string, topics: boolean, carried: ClaimMetric | null): boolean =>
  PRICE_MOVES.test(text) && (topics || namesPriceWindow(text, !!carried) || priceMultiple(carried));
