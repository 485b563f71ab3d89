import { companiesIn } from "./company-names";
import { findMetrics } from "./metric-lexicon";

/**
 * "一年股价近乎翻倍", "宁王一年差不多翻倍", "持有一年翻倍了差一点": a year alone before 翻倍 is the rolling year to the
 * last close (近一年) when the clause says whose: the share price, a holder of it, or the company by its name. A
 * year before 翻倍 with none of them may be a metric's named in the clause before ("营收…，一年几乎翻倍"), so it is
 * left alone. Only a doubling hedged as nearly reached (近乎, 差不多, 快, 翻倍了差一点) is read: a flat "一年翻倍了"
 * of a +88 % year is a writer's overstatement the size band of 翻倍 would let pass.
 */
const DOUBLED_YEAR = new RegExp(
  String.raw`(?<![\d年近过去])一年(?=\s*(?:股价|股票)?\s*(?:都|也|就|已经?|还)?\s*` +
    String.raw`(?:(?:几乎|近乎|接近|差不多|快|将近|差点)\s*翻了?(?:倍|番|一倍)` +
    String.raw`|翻了?(?:倍|番|一倍)\s*了?\s*(?:差一点|差点)))`,
);
const WHOSE = /股价|股票|持有|拿着|持股/;

export function withDoubledYear(t: string): string {
  const hit = DOUBLED_YEAR.exec(t);
  if (!hit || findMetrics(t).length > 0) return t;
  if (!WHOSE.test(t) && !companiesIn(t.slice(0, hit.index)).length) return t;
  return `${t.slice(0, hit.index)}近一年${t.slice(hit.index + hit[0].length)}`;
}
