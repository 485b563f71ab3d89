import type { Assertion } from "./assertion";
import { type ClaimCheck, entryOf, quoted, undecided } from "./check-series";
import type { Facts } from "./facts";
import { FLOW_SERIES } from "./period-facts";
import type { PeriodKind } from "./periods";
import { signedPercent } from "./rate-change";
import { type Rate, rateOf } from "./report-rates";

/**
 * "四季度单季营收同比降13.5%…，下滑从三季度延续到年末": a decline (or growth) said to run on from one quarter to a
 * later one is each of those single quarters' year-on-year move, all down (or all up); not the later quarter's
 * level against the earlier one's (Q4 above Q3 in level is still a yoy decline continued). 环比 in the clause keeps
 * the sequential reading.
 */
const SPAN = new RegExp(
  String.raw`从\s*(?:第?([一二三四])季度|Q([1-4]))\s*(?:起|开始)?\s*(?:一直)?(?:延续|持续|蔓延|延伸)(?:到|至)` +
    String.raw`\s*(?:(年末|年底|年终)|第?([一二三四])季度|Q([1-4]))`,
  "i",
);

/** The single quarters of a year, by their number. */
const SINGLE: readonly PeriodKind[] = ["q1", "q2s", "q3s", "q4s"];

const quarterNumber = (s: string | undefined): number | null => {
  const i = s === undefined ? -1 : "一二三四1234".indexOf(s);
  return i < 0 ? null : (i % 4) + 1;
};

/** The span's check, or null when the clause states no move running over named quarters. */
export function checkQuarterYoySpan(a: Assertion, facts: Facts): ClaimCheck | null {
  const m = SPAN.exec(a.read);
  const sense = a.direction?.sense;
  if (!m || !a.metric || /环比/.test(a.read) || (sense !== "up" && sense !== "down")) return null;
  const from = quarterNumber(m[1] ?? m[2]);
  const to = m[3] ? 4 : quarterNumber(m[4] ?? m[5]);
  if (from === null || to === null || to <= from) return null;
  const label = entryOf(a.metric).label;
  const expected = `${label}单季同比${sense === "down" ? "下降" : "增长"}延续`;
  const series = entryOf(a.metric).series.find((s) => FLOW_SERIES.has(s) && (facts.series[s]?.length ?? 0) > 0);
  if (!series) return undecided("direction", expected, `没有${label}的季度数据`);
  // The year its sentence named, else the latest year holding the span's last quarter.
  const stored = facts.series[series] ?? [];
  const lastEnd = ["03-31", "06-30", "09-30", "12-31"][to - 1];
  const year =
    a.years.at(-1) ??
    [...stored]
      .reverse()
      .map((p) => Number(p.period.slice(0, 4)))
      .find((y) => stored.some((p) => p.period === `${y}-${lastEnd}`));
  if (year === undefined) return undecided("direction", expected, `缺少单季同比增速，无法核验${quoted(a)}`);
  const rates = SINGLE.slice(from - 1, to).map((k) => rateOf(facts, series, k, year));
  const known = rates.filter((r): r is Rate => r !== null);
  if (known.length < rates.length) return undecided("direction", expected, `缺少单季同比增速，无法核验${quoted(a)}`);
  const ok = known.every((r) => (sense === "down" ? r.rate < 0 : r.rate > 0));
  const found = known.map((r) => `${r.label}同比 ${signedPercent(r.rate)}`).join("，");
  return { kind: "direction", ok, expected, found, reason: `${label}${found}，与${quoted(a)}${ok ? "相符" : "不符"}` };
}
