import type { ClaimMetric } from "./metric-lexicon";
import { VALUATION_INPUTS } from "./valuation-inputs";

/**
 * "静态口径按每股收益5.70元算约6.7倍", "比按2025年利润算的约27.5倍更低": a multiple right after the earnings (or book
 * value) a writer divides the price by, a word of computing between, is that valuation - the PE over 归母净利润 or
 * EPS, the PB over 净资产 or 每股净资产 - not a multiple of the earnings themselves.
 */
const PER_SHARE_INPUTS: readonly { metric: ClaimMetric; per: ClaimMetric }[] = [
  { metric: "pe_ttm", per: "basic_eps" },
  { metric: "pb", per: "bps" },
];

/** Between the name divided by and the multiple: its own figure, a word of computing, then only a bound. */
const COMPUTED_GAP = new RegExp(
  String.raw`^\s*(?:[-+]?\d+(?:\.\d+)?\s*(?:万亿元|亿元|万亿|亿|元)?)?\s*(?:来?计算?|测算|估算|折算|算|一除)(?:的|出来?的?|下来)?` +
    String.raw`\s*(?:大约|约为|约|近|在|为|是|仅|才|只有|也就)?\s*$`,
);

/** The valuation a multiple after `named` and `gap` is, or null where the gap computes nothing. */
export function dividedMultiple(named: ClaimMetric, gap: string): ClaimMetric | null {
  if (!COMPUTED_GAP.test(gap)) return null;
  const input = [...VALUATION_INPUTS, ...PER_SHARE_INPUTS].find((v) => v.per === named);
  return input?.metric ?? null;
}
