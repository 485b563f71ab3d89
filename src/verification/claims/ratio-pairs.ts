import type { ClaimMetric, MetricMention } from "./metric-lexicon";
import { VALUATION_INPUTS } from "./valuation-inputs";

/**
 * How a figure's metric is told apart from metrics written around it (binding.ts): a ratio of two metrics written
 * with a slash, 之比 or 覆盖, and metrics in a bracket that define the metric before it.
 */

/** "经营现金流/归母净利≈1.85倍", "归母净利/营业总收入≈49.5%": the metric before the slash over the one after. */
export const SLASH_BEFORE = /\/\s*$/;
// "归母净利润/营收由2021年的约12.2%降到约9.4%": a move of the ratio from a base may stand between.
export const SLASH_GAP = /^\s*(?:≈|约为|约|为|=|:)?\s*(?:(?:由|从)[^,;/]{0,20}?)?\s*(?:约|近)?\s*$/;
/** "经营现金流与归母净利之比由2024年的1.07倍跌到…": X与Y之比 is X/Y. */
export const PAIR_BEFORE = /[与和]\s*$/;
// "与归母净利之比仍有约0.95倍": a still or only may stand before the figure.
export const PAIR_GAP = new RegExp(
  String.raw`^\s*(?:之比|的比值|比值|的比率)\s*(?:(?:仍|还|也|只|仅|已)?(?:有|是|达到?|在))?` +
    SLASH_GAP.source.slice(1),
);

/**
 * "对722亿元归母净利的覆盖不过1.3倍", "对归母净利润的覆盖倍数约1.85倍": the subject (the clause's, or the clause
 * before's) over the metric covered.
 */
const COVER_LEAD = /对\s*(?:\d{4}\s*年(?:末|底)?|当年|同期)?\s*(?:[\d.,]+\s*(?:万亿|亿|万)元?(?:左右)?\s*(?:的)?)?\s*$/;
const COVER_GAP = new RegExp(
  String.raw`^\s*(?:\(\s*[\d.,]+\s*(?:万亿|亿|万)元?\s*\))?\s*的?\s*(?:覆盖|保障)(?:倍数|率|程度)?\s*` +
    String.raw`(?:仍有|仍|还|只有|仅有|仅|不过|只|也)?\s*(?:约为|约|为|是|达到?|在)?\s*` +
    String.raw`(?:约|近|不到|不足|超过|超)?\s*$`,
);

/** "经营现金流覆盖capex 3倍有余", "足以覆盖资本开支约3倍": X覆盖Y N倍, the verb before Y, the figure after it. */
const COVERS = /(?:足以|足够|能够?|可以?|已|仍|还|都)?覆盖了?\s*$/;
const COVERED_GAP = /^\s*(?:约|近|达到?|超过|超|逾|足足)?\s*$/;

/** "对Y的覆盖约N倍": the figure is the subject over Y (`lead`: the text before Y, `gap`: between Y and the figure). */
export const coverRatio = (lead: string, gap: string): boolean =>
  (COVER_LEAD.test(lead) && COVER_GAP.test(gap)) || (COVERS.test(lead) && COVERED_GAP.test(gap));

/**
 * "总市值约1.79万亿元，对应2024年利润约20.7倍": a multiple 对应 a metric is the subject (the clause's, or the clause
 * before's) over it, as "市值是利润的20倍" is; so is one the subject is set against with a bare 对
 * ("市值对2025年归母净利约6.4倍"), but not 相对/针对/面对 (a comparison or a topic).
 */
const PER_LEAD = /(?:对应|(?<![相针面绝])对)\s*$/;
const PER_GAP =
  /^\s*(?:的)?\s*(?:(?:静态|动态)?(?:PE|市盈率))?\s*(?:约为|约|为|仅|只有|不到|不足|超过|超|近|接近)?\s*$/i;
export const perRatio = (lead: string, gap: string): boolean => PER_LEAD.test(lead) && PER_GAP.test(gap);

/**
 * "自由现金流（经营现金流减资本开支）约584亿元": metrics in a bracket right after another metric's name, with no figure
 * of their own, define it; the figure after the bracket is the named metric's. A formula's parts may carry their own
 * figures ("（经营现金流减资本开支31.28亿）约584亿"): the subtraction still defines the name before the bracket.
 */
const FORMULA = /减去?|扣除|扣掉|加上|除以/;
export function definedIn(
  text: string,
  mentions: readonly MetricMention[],
  m: MetricMention,
  figureAt: number,
): boolean {
  const open = text.lastIndexOf("(", m.index);
  const close = text.indexOf(")", m.end);
  if (open < 0 || close < 0 || close >= figureAt || text.lastIndexOf(")", m.index) > open) return false;
  const inside = text.slice(open + 1, close);
  return (
    (!/\d/.test(inside) || FORMULA.test(inside)) &&
    mentions.some((o) => o.end <= open && /^\s*$/.test(text.slice(o.end, open)))
  );
}

/** Ratios of two metrics the data stores as a series of its own: 经营现金流 / 归母净利润 is 净现比. */
// "市值只有2025年归母净利的8倍左右": a market value over a year's profit is its PE, over its equity its PB; the
// multiple keeps the level divided by, whose year decides which readings count (valuation-inputs.ts).
export const STORED_RATIOS: readonly { num: ClaimMetric; per: ClaimMetric; metric: ClaimMetric }[] = [
  { num: "operating_cash_flow", per: "net_profit", metric: "cash_coverage" },
  ...VALUATION_INPUTS,
];
