import { companiesIn } from "./company-names";
import type { ClaimMetric } from "./metric-lexicon";
import { VALUATION_INPUTS } from "./valuation-inputs";
import { TRAILING_QUARTERS } from "./periods";

/**
 * "静态口径按每股收益5.70元算约6.7倍", "比按2025年利润算的约27.5倍更低": a multiple right after the earnings (or book
 * value) a writer divides the price by, a word of computing between, is that valuation - the PE over 归母净利润 or
 * EPS, the PB over 净资产 or 每股净资产 - not a multiple of the earnings themselves.
 */
const PER_SHARE_INPUTS: readonly { metric: ClaimMetric; per: ClaimMetric }[] = [
  { metric: "pe_ttm", per: "basic_eps" },
  { metric: "pb", per: "bps" },
];

/**
 * Between the name divided by and the multiple: its own figure, a word of computing, then only a bound. The figure may
 * carry a bound ("按近四季利润约790亿算"), an adverb may stand after the word ("按每股收益5.70元计其实约6.7倍"), and
 * the multiple be said as where it moved ("按近四季利润计降到约25倍").
 */
const COMPUTED_GAP = new RegExp(
  String.raw`^\s*(?:(?:约|近|大约)?\s*[-+]?\d+(?:\.\d+)?\s*(?:万亿元|亿元|万亿|亿|元)?)?\s*` +
    String.raw`(?:来?计算?|测算|估算|折算|算|一除)(?:的|出来?的?|下来)?` +
    String.raw`(?:则|就|也|仍|还|都|其实|实际上?)?\s*(?:降到|降至|升到|升至|回落到|变成|变为)?` +
    String.raw`\s*(?:大约|约为|约|近|在|为|是|仅|才|只有|也就)?\s*$`,
);

/**
 * "对应2025年利润约27.5倍", "按近四个季度净利约25倍": or the clause opens on a word of pricing over the earnings,
 * naming nothing else before them, and only a bound stands before the multiple.
 */
/** "按", "用", "改用", "换成": the writer picks the earnings or book a multiple is divided by (working-if.ts too). */
export const PICKED_BASIS = "(?:改|换)?(?:按|以|用|拿)|换成";
// "现价对应…", "当前市值对应…": the price or market value named as what is divided may open the clause.
const PRICED_LEAD = new RegExp(
  // "若按TTM利润则约25倍": a working 若 is masked □ (working-if.ts).
  String.raw`^\s*(?:[，,]?\s*□*(?:而|则|但|若|可)?\s*)?` +
    // "现价38.27元对应每股净资产", "市净率按每股净资产": the price may carry its figure, or the multiple come first.
    String.raw`(?:(?:当前|最新|目前)?(?:股价|现价|收盘价|市值|总市值)\s*(?:\d+(?:\.\d+)?\s*(?:万亿元|亿元|元))?` +
    String.raw`\s*(?:只|仅|才|也)?|市净率|市盈率|(?<![A-Z])P[EB])?` +
    String.raw`(?:对应|${PICKED_BASIS}|相当于)\s*` +
    // "对应一季度末每股净资产", "按2025年末每股净资产": the date of a book value is a period end.
    String.raw`(?:当年|(?:FY)?\d{4}\s*年度?末?|(?:\d{4}\s*年)?[一1]季度?末|年末|${TRAILING_QUARTERS}|` +
    String.raw`近[四4]个?季度?|TTM|滚动|` +
    String.raw`(?:近|过去|最近)(?:12|十二)个月)?` +
    String.raw`\s*的?\s*$`,
  "i",
);
// "对应2025年利润也仅约6.7倍": an adverb of degree before the bound keeps the multiple the valuation's.
// "按每股净资产43.43元约0.88倍", "对应每股净资产已不到0.9倍": the basis's own figure, 已 and an upper bound too.
const BOUND_GAP = new RegExp(
  String.raw`^\s*(?:\d+(?:\.\d+)?\s*(?:万亿元|亿元|万亿|亿|元))?\s*(?:的)?\s*(?:则|也|都|还|已经|已)?\s*` +
    String.raw`(?:大约|约为|约|近|在|为|是|仅约|仅|才|只有约?|只|不过|不到|不足)?\s*$`,
);

/** "招行按TTM利润约6.4倍", "宁德若按近四季利润则约25倍": the company the clause opens on is whose valuation it is. */
function withoutSubject(lead: string): string {
  const open = /^\s*[，,]?\s*/.exec(lead)![0].length;
  const subject = companiesIn(lead.slice(open, open + 8))[0];
  return subject?.index === 0 ? lead.slice(open + subject.end) : lead;
}

/** The valuation a multiple after `named` (after `lead`, before `gap`) is, or null where nothing computes it. */
export function dividedMultiple(named: ClaimMetric, gap: string, lead = ""): ClaimMetric | null {
  if (!COMPUTED_GAP.test(gap) && !(PRICED_LEAD.test(withoutSubject(lead)) && BOUND_GAP.test(gap))) return null;
  const input = [...VALUATION_INPUTS, ...PER_SHARE_INPUTS].find((v) => v.per === named);
  return input?.metric ?? null;
}

/** "5.66元的收盘价只相当于", "现价是", "股价1384.79元只相当于": the share price named as what is divided. */
const PRICE_DIVIDED = new RegExp(
  String.raw`(?:收盘价?|股价|现价)\s*(?:\d+(?:\.\d+)?\s*元)?[^，。；,;\d]{0,6}?` +
    String.raw`(?:只|仅|才|约|也就)?(?:相当于|是|为|约为)[^，。；,;]{0,8}$`,
);

/**
 * "5.66元的收盘价只相当于2024年每股收益的约13.6倍": the price as a multiple of a per-share figure is the valuation
 * over it (PE over EPS, PB over 每股净资产), where the clause names the price as what is divided.
 */
export function pricedOver(named: ClaimMetric, lead: string): ClaimMetric | null {
  if (!PRICE_DIVIDED.test(lead)) return null;
  return PER_SHARE_INPUTS.find((v) => v.per === named)?.metric ?? null;
}
