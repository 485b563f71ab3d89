import type { Assertion } from "./assertion";

/**
 * "2025年营收同比增长约17%，而2024年还是负增长，营收重回扩张轨道": a return (重回, 恢复) after a clause that looks
 * back at an earlier year's move the other way returns in the year after that one, not in the year looked back at,
 * which the clause would otherwise inherit.
 */
const RETURN = /重回|恢复|重拾|重新(?:回到|恢复|实现)/;
// "而2024年还是负增长", "但2023年则是下滑": the look-back clause, its year contrasted with the one before it.
const LOOK_BACK = /^\s*(?:而|但|可)?\s*(?:在)?\s*(?:19|20)\d{2}\s*年(?:度)?\s*(?:时|那时)?\s*(?:还|仍|则|却|曾|都)/;

export function returnAfterLookBack(a: Assertion, before: Assertion | null): Assertion {
  if (!before || !a.yearsInherited || a.years.length !== 1 || a.period.kind !== "annual") return a;
  if (!RETURN.test(a.text) || before.yearsInherited || !LOOK_BACK.test(before.text)) return a;
  const year = a.years[0];
  return year === undefined ? a : { ...a, years: [year + 1] };
}
