import { type PeriodKind, periodKindOf } from "./periods";

/**
 * 全年 names the whole year as the period a clause judges: "上半年营收1699.69亿元，同比下降1.7%；全年营收3375.32亿元，
 * 同比基本持平". It is no period word of periods.ts (a clause naming none is already annual), so without this a clause
 * after one of a part of the year (上半年, 前三季度, 一季度) kept that part and its year's figure was read as the
 * part's. Not where 全年 is a base or a whole ("较2025年全年的91.2%", "占全年的18.6%", "为全年四个季度中最高").
 */
const WHOLE_YEAR = /全年度?/g;
const BASE_BEFORE =
  /(?:环比|较|比|相比|相较于?|对比|与|占|从|由|[高低少多大小]于|超过|不及|不如)\s*(?:FY)?(?:\d{4}年?|去年|上年)?$/i;
const PARTS_AFTER = /^\s*(?:的)?\s*(?:[四4]个季度|各(?:个)?季度|单季|季度|[一二三四]个?季|中[的最]?|内|以来)/;
// "是全年最高的一个季度", "为全年利润最低的一个季度": a quarter ranked within its year (quarter-ranks.ts).
const RANKED_AFTER = /^[^，,。；;]{0,8}?(?:最[高低大小多少好差强弱]|第[一二三四1-4])/;

const ANNUAL = { kind: "annual" as const, name: "年度" };

/** Where the clause names 全年 as its own period, not as a base or a whole it is a part of; -1 where it does not. */
function ownWholeYear(text: string): number {
  for (const m of text.matchAll(WHOLE_YEAR)) {
    const before = text.slice(Math.max(0, m.index - 10), m.index);
    const after = text.slice(m.index + m[0].length);
    if (!BASE_BEFORE.test(before) && !PARTS_AFTER.test(after) && !RANKED_AFTER.test(after)) return m.index;
  }
  return -1;
}
export const namesWholeYear = (text: string): boolean => ownWholeYear(text) >= 0;

/** A figure: what a period word before 全年 would own if it stated one. */
const FIGURE = /\d+(?:\.\d+)?\s*(?:%|亿|万|元|倍)/;

/**
 * The report period a clause names as its own: a period word (periods.ts), else 全年 as the year itself. "四季度单季
 * 发力才把全年增速拉到1.2%": a part of the year stating no figure of its own before 全年 is the cause; the figures
 * after 全年 are the year's.
 */
export function judgedPeriodOf(text: string): { kind: PeriodKind; name: string } | null {
  const part = periodKindOf(text);
  const whole = ownWholeYear(text);
  if (part && whole >= 0 && !FIGURE.test(text.slice(0, whole)) && FIGURE.test(text.slice(whole))) return ANNUAL;
  return part ?? (whole >= 0 ? ANNUAL : null);
}
