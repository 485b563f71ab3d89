import type { Assertion } from "./assertion";
import { entryOf } from "./check-series";
import type { Facts } from "./facts";
import { FLOW_SERIES, latestReportPeriod } from "./period-facts";
import { type PeriodKind, periodKindOf } from "./periods";

/**
 * "账上货币资金3520亿元左右，比年初多了约185亿": a balance (or a ratio of balances) set against 年初 (or 季度间) with
 * no period of its own is the newest quarter-end's balance against the year-end before it, as a note written after a
 * quarterly report means; not the last annual balance against the one before. A flow's 年初 is no base (it adds up
 * over the year), and once the newest report is the annual one 年初 is ambiguous: both are left as read.
 */

/**
 * 年初: the start of the year the note is in. Not 上年末 / 较年末, which after an annual report as often mean the
 * year-end before the one just reported ("年末货币资金754.25亿元，比上年末减少约273亿元").
 */
const YEAR_START = /(?:较|比|相比|相较于?|对比|与)\s*(?:今年)?年初(?!至|以来)/;
/** A sentence already at a year's end or a year's report: its 年初 is that year's. */
const YEAR_NAMED = /\d{2,4}\s*年|年末|年底|年报|全年|年度/;
/** Between two quarter-ends ("季度间只多了0.1个百分点"): after a first quarter, the year-end is the one before. */
const QUARTER_GAP = /季度之?间/;

/** The balance report a quarter-end is: 3月末 is the 一季报's, 6月末 the 中报's, 9月末 the 三季报's. */
const REPORT_OF_END: Readonly<Record<string, { kind: PeriodKind; name: string }>> = {
  "03-31": { kind: "q1", name: "一季度" },
  "06-30": { kind: "h1", name: "上半年" },
  "09-30": { kind: "q3", name: "前三季度" },
};

/** The clause read at the newest quarter-end when it sets an unperioded balance against 年初; unchanged otherwise. */
export function yearStartBase(a: Assertion, facts: Facts, before: readonly Assertion[]): Assertion {
  const gap = QUARTER_GAP.test(a.read);
  if (!a.metric || a.period.kind !== "annual" || a.years.length > 0 || !(gap || YEAR_START.test(a.read))) return a;
  const sentence = [...before.map((b) => b.read), a.read.replace(YEAR_START, "")].join("，");
  if (periodKindOf(sentence) !== null || YEAR_NAMED.test(sentence)) return a;
  const series = entryOf(a.metric).series;
  if (series.some((s) => FLOW_SERIES.has(s))) return a;
  const latest = series.map((s) => latestReportPeriod(facts, s)).find((p): p is string => p !== null);
  const end = latest?.slice(5) ?? "";
  const report = gap && end !== "03-31" ? undefined : REPORT_OF_END[end];
  return report ? { ...a, period: report } : a;
}
