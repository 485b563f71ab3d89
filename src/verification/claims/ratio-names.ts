import { type ClaimMetric, findMetrics } from "./metric-lexicon";

/**
 * A ratio written out by its two sides ("归母净利润与营业总收入之比约12.8%", "归母净利占营业收入的比重约34.7%") is
 * checked in its own clause as the quotient of the two amounts (binding.ts, relation-shares.ts). A clause after it
 * that names no metric and goes on to compare it ("，较2024年的12.3%略有提升", "，比2015年的28.5%明显提高") speaks of
 * the ratio as a series, the one the checker derives from the same two sides (derived-series.ts), not of the
 * numerator. Only the pairs of this table; any other pair leaves the clause after on the numerator, as before.
 */
const RATIO_OF: readonly { num: ClaimMetric; per: readonly ClaimMetric[]; ratio: ClaimMetric }[] = [
  { num: "net_profit", per: ["revenue", "operating_revenue"], ratio: "parent_net_margin" },
  { num: "operating_profit", per: ["operating_revenue", "revenue"], ratio: "operating_margin" },
  { num: "total_liabilities", per: ["total_assets"], ratio: "debt_ratio" },
];

/** "X与Y之比", "X和Y的比值": the words between the two sides, and after the second. */
const PAIR_BETWEEN = /^\s*[与和]\s*$/;
const PAIR_AFTER = /^\s*(?:之比|的比值|的比率|的比例)/;
/** "X占Y的比例", "X占Y比重", "X占当年Y的比重". */
const SHARE_BETWEEN = /^\s*(?:约|大约)?占\s*(?:当年|同期|当期|同年)?\s*$/;
const SHARE_AFTER = /^\s*的?\s*(?:比例|比重|占比)/;
/**
 * Between the whole a share is of and its figure (binding.ts): "占营收比重约3.2%", "占营收比例为3.2%", "占营收比重仍
 * 不足0.5%" - the share's noun, an adverb and a bound may stand there.
 */
export const SHARE_GAP = new RegExp(
  String.raw`^\s*(?:比重|比例|之比|比)?\s*(?:仍然|仍|依然|还|也|已经|已|只有|仅有|只)?\s*(?:为|是|达到)?\s*` +
    String.raw`(?:约|近|超过|超|逾|仅|达|不到|不足)?\s*$`,
);
/** 净利润 with no 归母 is the group's: its ratio to revenue is 销售净利率 (which reads 归母净利率 too). */
const PARENT = /归母|归属/;

/** The ratio of the table a text writes out by its two sides, if any. */
export function writtenRatio(text: string): ClaimMetric | null {
  const mentions = findMetrics(text);
  for (let i = 0; i + 1 < mentions.length; i++) {
    const [x, y] = [mentions[i]!, mentions[i + 1]!];
    const row = RATIO_OF.find((r) => r.num === x.metric && r.per.includes(y.metric));
    if (!row) continue;
    const [between, after] = [text.slice(x.end, y.index), text.slice(y.end)];
    const pair = PAIR_BETWEEN.test(between) && PAIR_AFTER.test(after);
    const share = SHARE_BETWEEN.test(between) && SHARE_AFTER.test(after);
    if (!pair && !share) continue;
    const group = row.num === "net_profit" && !PARENT.test(text.slice(x.index, x.end));
    return group ? "net_margin" : row.ratio;
  }
  return null;
}

/**
 * "货币资金3335.13亿元，占总资产9748.28亿元的三成以上，一季末又增至3519.97亿元": a clause opening with 占 names the
 * whole; the subject it speaks of, and that the clauses after it carry on, is the part the clause before named. So
 * does one opening with a comparison ("经营现金流净额615.22亿元，已低于当年归母净利润，而2024年还高于利润"): what
 * follows the verb is the other side, as after "远高于净利润" or "是归母净利润的两倍多".
 */
// "远高于净利润", "但仍明显高于", "是归母净利润的两倍多": adverbs of degree or stance may stand before the verb.
const OPENS_WITH_SHARE = new RegExp(
  String.raw`^\s*(?:约|仅|只|已经|已|还|则|也|仍然|仍|依然|却|但|而|远|明显|显著|大幅|均|都){0,3}` +
    String.raw`(?:占(?:到|了|据)?(?!比)|低于|高于|不及|超过|大于|小于|` +
    String.raw`(?:是|为|相当于)(?=[^，,；;]*的[\d.两二三四五六七八九十]+倍))`,
);
export const opensWithShare = (text: string): boolean => OPENS_WITH_SHARE.test(text);

/**
 * The left side of a comparison that names none before its word: the ratio or metric of the clause before, else the
 * clause's own. A clause about something the data does not hold has none, unless it opens with the comparison
 * ("经营现金流615.22亿元，已高于当年分红付现的672.42亿元"): then the clause before's subject is compared.
 */
export function carriedLeft(
  text: string,
  unheld: boolean,
  before: { read: string; metric: ClaimMetric | null } | null,
  metric: ClaimMetric | null,
): ClaimMetric | null {
  if (unheld && !(opensWithShare(text) && before?.metric)) return null;
  return writtenRatio(before?.read ?? "") ?? before?.metric ?? metric;
}
