import type { Assertion } from "./assertion";
import { type ClaimCheck, entryOf, quoted, show, undecided } from "./check-series";
import { checkCumulativeRun, cumulativePeriods } from "./cumulative-rate-runs";
import type { Facts } from "./facts";
import { NOT_CALLED, NOT_HAPPENED, NOT_SO, anyOf } from "./negation-words";
import { FLOW_SERIES, QUOTIENT_SERIES, factAt } from "./period-facts";
import { QUARTER_ENDS } from "../../shared/dates";

/**
 * A run over the quarters of one year: "二季度…最低，之后三季度78亿、四季度93亿，逐季回升", "单季利润在2025年逐季修复：
 * 二季度63.56亿、三季度78.23亿、四季度92.86亿", "2025年单季归母净利润逐季抬升：139.63→165.23→185.49→231.67亿元".
 * Each single quarter is read against the one before it, from the first quarter its sentence names to the last
 * (the year's four when it says 四个季度, names none, or names only its last; from a quarter named as the start,
 * 二季度见底后, to the year's last), not the last quarter against the same quarter a year before. A run whose
 * quarters the words don't fix (one quarter and no start word, 前三季度, two years) is 未能核验; a denied run
 * (并非逐季下滑) holds when any quarter breaks it.
 * A sentence naming a quarter of another year (去年四季度) is not one year's run: it keeps its other reading.
 */
const RUN = /逐季度?/;
const NAMED = /(去年|上年)?\s*(?<!前)(?:第?([一二三四])季度|Q([1-4]))/g;
/** "前三季度": a cumulative period, no single quarter of a run. */
const CUMULATIVE = /前[一二三两]个?季度/;
/** "二季度见底后逐季回升", "自三季度起逐季改善": one quarter named as the run's start; it runs to the year's last. */
const STARTS = /(?:第?[一二三四]季度|Q[1-4])(?:见底|触底|筑底)?(?:之?后|起|以来|开始)/;
/** "二至四季度", "第二到第四季度", "Q2-Q4", "Q2至Q4": a run's quarters named as a span. */
const SPAN = /第?([一二三四])(?:至|到|~|-|—)第?([一二三四])季度|Q([1-4])\s*(?:至|到|~|-|—)\s*Q([1-4])/;
/** "并非逐季下滑", "没有逐季改善": no such run, which holds when any quarter breaks it. */
const DENIED_RUN = new RegExp(`${anyOf(NOT_SO, NOT_HAPPENED, NOT_CALLED)}.{0,2}逐季`);

/** Each claim clause saying 逐季 with a direction, with the quarters and the year its sentence names. */
export function carryQuarterRuns(assertions: readonly Assertion[]): Assertion[] {
  return assertions
    .map((a) => {
      if (a.from !== "claim" || a.direction?.extreme || !RUN.test(a.read)) return a;
      const listed = cumulativeRun(a, assertions);
      if (listed) return listed;
      if (!a.direction) return a;
      // A denial read on the move word (denied-moves.ts) is left to it.
      if (a.direction.denied) return a;
      const whole = assertions.filter((b) => b.from === "claim" && b.sentence === a.sentence);
      // "2025年二至四季度…逐季回升，2026年一季度却跌到40.85亿元": a turn told in a year of its own is not part of a run
      // said of one year; the run is read on the clauses of its year.
      const own = a.years.length === 1 ? a.years[0] : undefined;
      const ofYear = (b: Assertion): boolean => b.years.every((y) => y === own);
      const twoYears = new Set(whole.flatMap((b) => b.years)).size > 1;
      const sentence = own !== undefined && twoYears ? whole.filter(ofYear) : whole;
      const text = sentence.map((b) => b.text).join("，");
      const named = [...text.matchAll(NAMED)];
      if (named.some((m) => m[1])) return a;
      const quarters = [...new Set(named.map((m) => "一二三四1234".indexOf(m[2] ?? m[3]!) % 4))];
      const years = a.years.length > 0 ? a.years : sentence.flatMap((b) => b.years);
      const year = years.length > 0 ? Math.max(...years) : null;
      const unclear = (why: string) => ({ ...a, quarterRun: { from: 0, to: 3, year, unclear: why } });
      // "2024年四季度至2025年三季度逐季回升", "前三季度逐季改善": the run's quarters can't be told from the words.
      if (new Set(sentence.flatMap((b) => b.years)).size > 1) return unclear("句中有两个年份，未能确定逐季比较的季度");
      // "前三季度…同比增约36%；三季度单季185.49亿…，单季利润逐季攀升": the single quarters of the span so far, when
      // its last quarter is the one named alone.
      const cumulative = CUMULATIVE.exec(text);
      const last = cumulative ? "一两三".indexOf(cumulative[0].charAt(1).replace("二", "两")) : -1;
      const spanRun = cumulative && /单季/.test(text) && quarters.length === 1 && quarters[0] === last && last > 0;
      if (spanRun) return { ...a, quarterRun: { from: 0, to: last, year } };
      if (cumulative) return unclear("前几季度是累计口径，未能确定逐季比较的季度");
      // "2025年四个季度的利润在逐季走低", "2025年单季利润逐季抬升：139.63→…→231.67亿元": the year's four.
      // "二至四季度", "Q2-Q4": the run's first and last quarters named as a span.
      const span = SPAN.exec(text);
      if (span) {
        const [from, to] = [span[1] ?? span[3]!, span[2] ?? span[4]!].map((q) => "一二三四1234".indexOf(q) % 4);
        if (from! < to!) return { ...a, quarterRun: { from: from!, to: to!, year } };
      }
      if (quarters.length === 0 || /四个季度|各季度?|全年/.test(a.text))
        return { ...a, quarterRun: { from: 0, to: 3, year } };
      if (quarters.length === 1 && STARTS.test(text)) return { ...a, quarterRun: { from: quarters[0]!, to: 3, year } };
      // "2025年单季利润逐季下滑，四季度只有176.93亿元": the year's last quarter alone ends the year's run.
      if (quarters.length === 1 && quarters[0] === 3 && year !== null)
        return { ...a, quarterRun: { from: 0, to: 3, year } };
      if (quarters.length === 1) return unclear("只写了一个季度，未写明逐季比较从哪个季度起");
      return { ...a, quarterRun: { from: Math.min(...quarters), to: Math.max(...quarters), year } };
    })
    .map((a) =>
      a.quarterRun && DENIED_RUN.test(a.text) ? { ...a, quarterRun: { ...a.quarterRun, denied: true } } : a,
    );
}

/** "上半年净利增33%、前三季度增36%…，利润增速逐季走高": a rate's run over the cumulative periods its sentence lists. */
function cumulativeRun(a: Assertion, assertions: readonly Assertion[]): Assertion | null {
  const sentence = assertions.filter((b) => b.from === "claim" && b.sentence === a.sentence);
  const text = sentence.map((b) => b.text).join("，");
  const periods = CUMULATIVE.test(text) ? cumulativePeriods(text, a.read) : null;
  const years = new Set(sentence.flatMap((b) => b.years));
  if (!periods || years.size > 1) return null;
  return { ...a, quarterRun: { from: 0, to: 3, year: [...years][0] ?? null, cumulative: periods } };
}

/** The run's sense on the metric's levels: 回升 up; 修复 up where more is better, down where less is. */
function senseOf(a: Assertion): 1 | -1 | null {
  const d = a.direction!;
  if (d.sense === "up" || d.sense === "down") return d.sense === "up" ? 1 : -1;
  const p = entryOf(a.metric!).polarity;
  if (p === 0) return null;
  return ((d.sense === "favourable" ? 1 : -1) * p) as 1 | -1;
}

/** The run's check, each quarter on the one before it; null when the clause is no quarter run. */
export function checkQuarterRun(a: Assertion, facts: Facts): { a: Assertion; checks: ClaimCheck[] } | null {
  const run = a.quarterRun;
  if (run?.cumulative && a.metric)
    return {
      a: { ...a, direction: null, magnitude: null },
      checks: [checkCumulativeRun(a, facts, run.cumulative, run.year)],
    };
  if (!run || !a.metric || !a.direction) return null;
  const sense = senseOf(a);
  const e = entryOf(a.metric);
  const series = e.series.find((s) => facts.series[s]?.length);
  if (sense === null || !series) return null;
  // A flow or a ratio of flows is the single quarter's; a balance its level at each quarter's end.
  const basis = FLOW_SERIES.has(series) || QUOTIENT_SERIES.has(series) ? "quarter" : "ytd";
  const last = facts.series[series]!.at(-1)!.period;
  const year = run.year ?? Number(last.slice(0, 4)) - (last.slice(5) < QUARTER_ENDS[run.to]! ? 1 : 0);
  const ends = QUARTER_ENDS.slice(run.from, run.to + 1);
  const values = ends.map((q) => factAt(facts, series, `${year}-${q}`, basis));
  const [first, lastQ] = ["一二三四"[run.from], "一二三四"[run.to]];
  const runWord = `${run.denied ? "并非" : ""}逐季${sense > 0 ? "上升" : "下降"}`;
  const expected = `${e.label}${year}年第${first}至第${lastQ}季度${runWord}`;
  const read = { ...a, direction: null };
  if (run.unclear)
    return { a: read, checks: [undecided("direction", expected, `${run.unclear}，无法核验${quoted(a)}`)] };
  if (values.some((v) => v === null)) {
    const why = `没有${year}年这几个季度的${e.label}单季数据，无法核验${quoted(a)}`;
    return { a: read, checks: [undecided("direction", expected, why)] };
  }
  const v = values.map((x) => x!.value);
  const ok = v.slice(1).every((x, i) => (x - v[i]!) * sense > 0) !== Boolean(run.denied);
  const found = `${year}年${e.label}单季 ${v.map((x, i) => `Q${run.from + i + 1} ${show(a.metric!, x)}`).join("、")}`;
  const reason = `${found}，与${quoted(a)}${ok ? "相符" : "不符"}`;
  return { a: read, checks: [{ kind: "direction", ok, expected, found, reason }] };
}
