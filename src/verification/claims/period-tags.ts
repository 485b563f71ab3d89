/**
 * Report periods written beside a figure: the tag that makes it another period's level than its clause's ("较上半年的",
 * "（H1累计）", "2025Q1 207.38亿"), read by the binder (binding.ts).
 */
/** A base that is another report period of a year (上半年, 一季度末, 全年), written before the figure compared with. */
const REPORT_PERIOD = String.raw`(?:上半年|年中|年初|全年|前三季度|第?[一二三四]季度末?|[一二三四]季末|Q[1-4]|H[12])`;
/**
 * "比上半年454.03亿元", "较前三季度490亿": a half, nine months or a whole year right before the figure is its period
 * even without 的 (a quarter there is the 环比 base, 年初 the year-end base: the binder reads both as the period
 * before).
 */
const UNJOINED_PERIOD = String.raw`(?:上半年|年中|全年|前三季度|H1)`;
const OTHER_PERIOD_BEFORE = new RegExp(
  String.raw`(?:(?:较|比|相比|相较于?|与)\s*((?:\d{4}年?)?${REPORT_PERIOD}(?:累计|单季)?)\s*的` +
    String.raw`|(?:较|比|相比|相较于?)\s*((?:\d{4}年?)?${UNJOINED_PERIOD}(?:累计)?)` +
    // "一个季度就超过2025年全年615.22亿元的四成": the whole a share is of, named with its period.
    String.raw`|(?:超过|超|占|相当于|达到|接近|不到|不足|约为|只有)\s*(\d{4}年?(?:全年|第?[一二三四]季度|Q[1-4])))` +
    String.raw`\s*(?:约|近)?\s*$`,
);
/**
 * "毛利率20.1%（Q1）→18.0%（H1累计）", "由Q1的92.0%降到H1累计的91.3%": figures tagged with periods; the first tag is
 * the clause's period, a figure tagged with another is that period's.
 */
export const PERIOD_TAG_AFTER = new RegExp(
  String.raw`^\s*\(\s*((?:FY)?(?:\d{4}年?)?${REPORT_PERIOD}(?:累计|单季)?)\s*\)`,
);
export const GLUED_PERIOD_TAG = /(?:^|[(+\-−、\s])(\d{4}(?:Q[1-4]|H[12]))\s+$/;
export const PERIOD_TAG_BEFORE = new RegExp(
  String.raw`(?:由|从|到|至)\s*((?:\d{4}年?)?${REPORT_PERIOD}(?:累计|单季)?)\s*的\s*(?:约|近)?\s*$`,
);

/** The other report period a figure is compared with or a share of, named right before it, or undefined. */
export function otherPeriodBefore(before: string): string | undefined {
  const m = OTHER_PERIOD_BEFORE.exec(before);
  return m?.[1] ?? m?.[2] ?? m?.[3];
}
