import type { Assertion } from "./assertion";
import { type ClaimCheck, entryOf, quoted, show, undecided } from "./check-series";
import type { Facts } from "./facts";
import { FLOW_SERIES, QUOTIENT_SERIES, factAt } from "./period-facts";

/**
 * A run over the quarters of one year: "二季度…最低，之后三季度78亿、四季度93亿，逐季回升", "单季利润在2025年逐季修复：
 * 二季度63.56亿、三季度78.23亿、四季度92.86亿", "2025年单季归母净利润逐季抬升：139.63→165.23→185.49→231.67亿元".
 * Each single quarter is read against the one before it, from the first quarter its sentence names to the last
 * (the year's four when it names fewer than two, or says 四个季度), not the last quarter against the same quarter a
 * year before.
 * A sentence naming a quarter of another year (去年四季度) is not one year's run: it keeps its other reading.
 */
const RUN = /逐季度?/;
const NAMED = /(去年|上年)?\s*(?:第?([一二三四])季度|Q([1-4]))/g;
const ENDS = ["03-31", "06-30", "09-30", "12-31"];

/** Each claim clause saying 逐季 with a direction, with the quarters and the year its sentence names. */
export function carryQuarterRuns(assertions: readonly Assertion[]): Assertion[] {
  return assertions.map((a) => {
    if (a.from !== "claim" || !a.direction || a.direction.extreme || !RUN.test(a.read)) return a;
    const sentence = assertions.filter((b) => b.from === "claim" && b.sentence === a.sentence);
    const named = [
      ...sentence
        .map((b) => b.text)
        .join("，")
        .matchAll(NAMED),
    ];
    if (named.some((m) => m[1])) return a;
    const quarters = [...new Set(named.map((m) => "一二三四1234".indexOf(m[2] ?? m[3]!) % 4))];
    // "2025年四个季度的利润在逐季走低": the year's four, whichever of them the sentence names.
    const four = quarters.length < 2 || /四个季度|各季度?|全年/.test(a.text);
    const [from, to] = four ? [0, 3] : [Math.min(...quarters), Math.max(...quarters)];
    const years = a.years.length > 0 ? a.years : sentence.flatMap((b) => b.years);
    const year = years.length > 0 ? Math.max(...years) : null;
    return { ...a, quarterRun: { from, to, year } };
  });
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
  if (!run || !a.metric || !a.direction) return null;
  const sense = senseOf(a);
  const e = entryOf(a.metric);
  const series = e.series.find((s) => facts.series[s]?.length);
  if (sense === null || !series) return null;
  // A flow or a ratio of flows is the single quarter's; a balance its level at each quarter's end.
  const basis = FLOW_SERIES.has(series) || QUOTIENT_SERIES.has(series) ? "quarter" : "ytd";
  const last = facts.series[series]!.at(-1)!.period;
  const year = run.year ?? Number(last.slice(0, 4)) - (last.slice(5) < ENDS[run.to]! ? 1 : 0);
  const ends = ENDS.slice(run.from, run.to + 1);
  const values = ends.map((q) => factAt(facts, series, `${year}-${q}`, basis));
  const [first, lastQ] = ["一二三四"[run.from], "一二三四"[run.to]];
  const expected = `${e.label}${year}年第${first}至第${lastQ}季度逐季${sense > 0 ? "上升" : "下降"}`;
  const read = { ...a, direction: null };
  if (values.some((v) => v === null)) {
    const why = `没有${year}年这几个季度的${e.label}单季数据，无法核验${quoted(a)}`;
    return { a: read, checks: [undecided("direction", expected, why)] };
  }
  const v = values.map((x) => x!.value);
  const ok = v.slice(1).every((x, i) => (x - v[i]!) * sense > 0);
  const found = `${year}年${e.label}单季 ${v.map((x, i) => `Q${run.from + i + 1} ${show(a.metric!, x)}`).join("、")}`;
  const reason = `${found}，与${quoted(a)}${ok ? "相符" : "不符"}`;
  return { a: read, checks: [{ kind: "direction", ok, expected, found, reason }] };
}
