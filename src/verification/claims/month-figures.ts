import type { Assertion } from "./assertion";
import { type ClaimCheck, entryOf, isMarket, quoted, undecided } from "./check-series";
import { findMetrics } from "./metric-lexicon";

/**
 * "比亚迪3月份营收同比下降约10%", "茅台9月营收同比增长": a financial figure of one month. The data holds report periods
 * (quarters and years), no month's figures, so the clause is 未能核验 - never checked on the year. Not a month's end
 * ("3月末货币资金", a quarter-end balance), a span of months ("1-9月"), a day ("3月26日"), nor a price's month
 * (monthly bars are built from the daily ones).
 */
const MONTH_BEFORE =
  /(?<![\d\-~～至到])(?:1[0-2]|0?[1-9]|十[一二]?|[一二三四五六七八九])\s*月份?\s*(?:单月|当月)?\s*的?\s*$/;

export function monthFigure(a: Assertion): ClaimCheck | null {
  if (a.from !== "claim" || !a.asserts || !a.metric) return null;
  const named = findMetrics(a.text).find((m) => {
    const e = entryOf(m.metric);
    return !isMarket(e) && MONTH_BEFORE.test(a.text.slice(Math.max(0, m.index - 8), m.index));
  });
  if (!named) return null;
  const label = entryOf(named.metric).label;
  return undecided("scope", `${label}月度数据`, `${quoted(a)}说的是单月的${label}，数据只有季度与年度数据，无法核验`);
}
