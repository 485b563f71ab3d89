import type { Assertion } from "./assertion";
import {
  type ClaimCheck,
  changeInto,
  entryOf,
  isMarket,
  periodName,
  quoted,
  show,
  undecided,
  yearOf,
} from "./check-series";
import type { FactPoint, Facts } from "./facts";
import { QUOTE_REFUTED_AFTER } from "./negation-words";
import { checkVagueExtreme } from "./vague-extremes";
import { checkRecordRun, isRecordRun } from "./record-streak";
import { signedPercent } from "./rate-change";
import { figureCandidate } from "../figure-match";
import { extremeMatches, valuedExtreme } from "./valued-extremes";

/**
 * A record: "2023年营收是公司历史最高", "近五年最低", "2019年以来最低", "最差的一年" - the period judged against every
 * period of its window. Said of a growth rate ("利润增速是2016年以来最快的一年", "增速为2019年以来最低") the record is
 * of the year-on-year rates, not of the levels.
 */

/** An extreme said as worst or best (extreme-windows.ts reads it as lowest or highest where more is better). */
const WORST_OR_BEST = /最[差好](?:的一年|水平)|(?:历史|以来)最[差好]/;
/** A record of a growth rate: its word before the record's (增速…最快, 增幅…最低). */
// 最快/最慢 is only ever said of a pace: "…增速30.02%，是2016年以来最快的一年".
// Not "净利润增长至2019年以来最高": a level grown to a record is the level's record.
const GROWTH_RECORD = /(?:增速|增幅|增长率|增长速度)[^，,。；;]{0,16}?(?:最快|最慢|最高|最低|新高|新低)|最[快慢]/;

/** Each period's year-on-year growth, where the period before it is stored. */
function growthPoints(a: Assertion, points: readonly FactPoint[]): FactPoint[] {
  return points.flatMap((p) => {
    const c = changeInto(a.metric!, points, p);
    return c?.percent === null || c?.percent === undefined ? [] : [{ ...p, value: c.percent }];
  });
}

/** The years of a window with no stored point. */
function missingYears(points: readonly FactPoint[], from: number, to: number): number[] {
  const held = new Set(points.map(yearOf));
  return Array.from({ length: to - from + 1 }, (_, i) => from + i).filter((y) => !held.has(y));
}

/** The metric's stored points that are not year-ends (a quarter's 资产负债率), none for a market reading. */
function quarterPoints(facts: Facts | undefined, m: NonNullable<Assertion["metric"]>): FactPoint[] {
  const e = entryOf(m);
  if (!facts || isMarket(e)) return [];
  return e.series.flatMap((name) => (facts.series[name] ?? []).filter((p) => !p.period.endsWith("-12-31")));
}

/**
 * "四季度单季净利…是近两年来的最低单季" with only six of its eight quarters stored: a stored period of the window
 * already beyond the one judged refutes the record whatever the missing ones held. Only a plain 最高/最低 (新高, 新低)
 * of a level, not one with its figure, a worst or best, an outflow's size or a growth rate, whose sides turn round.
 */
function beatenWithin(a: Assertion, inWindow: readonly FactPoint[], to: FactPoint): boolean {
  const plain = !valuedExtreme(a) && !WORST_OR_BEST.test(a.text) && !GROWTH_RECORD.test(a.text);
  if (!plain || a.outflow || /流出/.test(a.read) || !/最[高低]|新[高低]/.test(a.text)) return false;
  const high = a.direction!.extreme === "high";
  return inWindow.some((p) => (high ? p.value > to.value : p.value < to.value));
}

/** The record's check: the period judged holds the window's highest (or lowest) value, or its growth does. */
export function checkExtreme(a: Assertion, levels: readonly FactPoint[], judged: FactPoint, facts?: Facts): ClaimCheck {
  const m = a.metric!;
  const w = a.direction!.window;
  const growth = GROWTH_RECORD.test(a.text) && entryOf(m).kind === "amount";
  const label = `${entryOf(m).label}${growth ? "增速" : ""}`;
  const expected = `${label}${a.direction!.word}`;
  if (w?.vague && !growth) return checkVagueExtreme(a, levels, judged);
  const points = growth ? growthPoints(a, levels) : levels;
  const to = points.find((p) => p.period === judged.period);
  if (!to) return undecided("direction", expected, `没有${periodName(judged)}的${label}，无法核验${quoted(a)}`);
  const history = points.filter((p) => p.period <= to.period);
  const since = w?.since ?? null;
  // "2017年以来最高90.95%": the figure is the span's extreme, whichever period set it.
  const stated = valuedExtreme(a);
  // "历史最低854.30亿元", "近五年最高…": a stated extreme's window starts before the stored years (历史) or N years
  // back, so the years it lacks are open as a named start year's are.
  const start = since ?? (stated && w?.periods ? yearOf(to) - w.periods + 1 : null);
  const noStart = stated !== null && !w?.periods && since === null;
  // "2015年以来最低" with data only from 2017: the years before are not there to compare with, unless a stored year
  // of the window already beats the one judged.
  const partial = noStart || (start !== null && points[0] !== undefined && yearOf(points[0]) > start);
  const sinceYear = since !== null ? history.filter((p) => yearOf(p) >= since) : history;
  // "2023年营收是公司历史最高": every stored year, later ones too; 创新高 is a record when it was set.
  const ever = !w?.periods && since === null && !/新[高低]|创/.test(a.text);
  // "2021年归母净利润712亿元是近五年的峰值" with too few years stored before 2021: the window is then the N latest
  // stored years, when they hold the one judged (a window ending at the year judged cannot be read).
  // Not "2022年…创近五年新高": a record set (新高, 创) is over the years up to it, so too few of them is 未能核验.
  const setThen = /新[高低]|创/.test(a.text);
  const latest = w?.periods && history.length < w.periods && !setThen ? points.slice(-w.periods) : [];
  const recent = latest.length === w?.periods && latest.includes(to) ? latest : history.slice(-(w?.periods ?? 0));
  const inWindow = w?.periods ? recent : ever ? points : sinceYear;
  const short = w?.periods && inWindow.length < w.periods ? w.periods : null;
  if (short !== null && !beatenWithin(a, inWindow, to))
    return undecided(
      "direction",
      expected,
      `${label}在${periodName(to)}之前的数据不足${short}期，无法判断${quoted(a)}`,
    );
  // One stored point is a record of nothing: "市盈率已是一年来新低" with only the last day's ratio.
  if (inWindow.length < 2) return undecided("direction", expected, `${label}只有一期数据，无法核验${quoted(a)}`);
  const values = inWindow.map((p) => p.value);
  // "最差的一年" is the lowest where more is better, the highest where less is; with no better side, undecided.
  const worstOrBest = WORST_OR_BEST.test(a.text);
  const polarity = growth ? 1 : entryOf(m).polarity;
  if (worstOrBest && polarity === 0)
    return undecided("direction", expected, `${label}没有好坏之分，无法判断${quoted(a)}`);
  // "投资活动现金净流出945亿元，创2021年以来新高": the record of an outflow is of its size, the lowest net flow.
  const outflow = !growth && (a.outflow || /流出/.test(a.read)) && to.value < 0;
  const high = ((a.direction!.extreme === "high") !== (worstOrBest && polarity === -1)) !== outflow;
  // "连续五年创历史新高": each year of the run a record, not only the last.
  if (!growth && isRecordRun(a)) return checkRecordRun(a, m, levels, to, high);
  const extreme = high ? Math.max(...values) : Math.min(...values);
  // "“近五年最低”一说不成立": a record quoted to be refuted holds when the period is not the record.
  const hit = /最[高低快慢]|新[高低]/.exec(a.text);
  const refuted = !!hit && QUOTE_REFUTED_AFTER.test(a.text.slice(hit.index + hit[0].length));
  const value = figureCandidate({ label: "", value: extreme, unit: growth ? "%" : to.unit });
  const ok = (stated ? extremeMatches(stated, value) : to.value === extreme) !== refuted;
  // "负债率2019年以来最低12.12%" where 12.12 % is 2026Q1's: a quarter's level the year-ends do not compare with.
  const quarter =
    stated && !ok && !growth
      ? quarterPoints(facts, m).find(
          (p) => (start === null || yearOf(p) >= start) && extremeMatches(stated, figureCandidate({ ...p, label: "" })),
        )
      : undefined;
  if (quarter)
    return undecided("direction", expected, `${quoted(a)}的数值是${quarter.period}的${label}，年末数据无法核验`);
  // A refuted record is as open: the missing years could hold it.
  if (partial && (ok || refuted))
    return undecided("direction", expected, `${label}数据只从${yearOf(points[0]!)}年起，无法核验${quoted(a)}`);
  // "为2019年以来的最低水平" with 2020-2023 not stored: a missing year may hold the record.
  const gaps = start !== null && a.period.kind === "annual" ? missingYears(points, start, yearOf(to)) : [];
  if (gaps.length > 0 && (ok || refuted))
    return undecided("direction", expected, `缺少${gaps.join("、")}年的${label}，无法核验${quoted(a)}`);
  const shown = (v: number): string => (growth ? signedPercent(v) : show(m, v));
  const record = `${periodName(inWindow[0]!)}以来${high ? "最高" : "最低"} ${shown(extreme)}`;
  const found = `${label} ${periodName(to)} ${shown(to.value)}，${record}`;
  return { kind: "direction", ok, expected, found, reason: `${found}，与${quoted(a)}${ok ? "相符" : "不符"}` };
}
