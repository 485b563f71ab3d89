import type { Assertion } from "./assertion";
import { type ClaimCheck, entryOf, periodName, quoted, show, undecided, yearOf } from "./check-series";
import type { FactPoint } from "./facts";
import type { ClaimMetric } from "./metric-lexicon";

/**
 * A streak of records: "营收连续五年创历史新高", "连续三年刷新纪录" says every year of the run set a new high (or low)
 * over all the years before it; the last year being the highest holds it only when no year of the run fell back.
 */

/** The streak word bound to the record word in one clause: "连续五年创历史新高", "连续3年再创新低". */
const RECORD_RUN = new RegExp(
  "连续(?:\\d+|[一二两三四五六七八九十])(?:个)?(?:年|个会计年度)" +
    "[^，,。；;]{0,6}?(?:创|刷新|再创|创出|创下)[^，,。；;]{0,6}?新[高低]",
);

/** Whether the sentence says its record of every year of a streak, not of its last year alone. */
export const isRecordRun = (a: Assertion): boolean => a.basis?.kind === "streak" && RECORD_RUN.test(a.text);

/**
 * Each of the streak's `n` years up to the one judged is above (below) every stored year before it; a year short of
 * its record breaks the streak, a streak with no stored year before its first is 未能核验.
 */
export function checkRecordRun(
  a: Assertion,
  m: ClaimMetric,
  points: readonly FactPoint[],
  to: FactPoint,
  high: boolean,
): ClaimCheck {
  const n = a.basis?.kind === "streak" ? a.basis.n : 1;
  const label = entryOf(m).label;
  const expected = `${label}连续${n}年${high ? "创新高" : "创新低"}`;
  const yearly = points.filter((p) => p.period.endsWith("-12-31") && p.period <= to.period);
  const run = yearly.slice(-n);
  const consecutive = run.every((p, i) => i === 0 || yearOf(p) === yearOf(run[i - 1] ?? p) + 1);
  if (run.length < 2 || !consecutive || run.at(-1) !== to)
    return undecided("direction", expected, `${label}缺少连续${n}年的年度数据，无法核验${quoted(a)}`);
  // A year is judged against every stored year before it; the first year of the stored data has none.
  const beats = (p: FactPoint): boolean | null => {
    const before = yearly.filter((q) => q.period < p.period).map((q) => q.value);
    if (before.length === 0) return null;
    return high ? p.value > Math.max(...before) : p.value < Math.min(...before);
  };
  const broken = run.find((p) => beats(p) === false);
  // A year that fell back decides the run though its earlier years are not stored; a run that held is open then.
  if (!broken && (run.length < n || run.some((p) => beats(p) === null)))
    return undecided("direction", expected, `${label}在连续${n}年之前的数据不足，无法核验${quoted(a)}`);
  const listed = run.map((p) => `${yearOf(p)} ${show(m, p.value)}`).join("、");
  const found = broken
    ? `${label} ${listed}，${periodName(broken)}年未${high ? "超过" : "低于"}此前各年`
    : `${label} ${listed}，每年均${high ? "高于" : "低于"}此前各年（${yearly[0]?.period.slice(0, 4)}年起）`;
  return {
    kind: "direction",
    ok: !broken,
    expected,
    found,
    reason: `${found}，与${quoted(a)}${broken ? "不符" : "相符"}`,
  };
}
