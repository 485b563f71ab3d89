import { digitOrTen } from "../chinese-digits";
import { type Candidate, figureCandidate } from "../figure-match";
import type { BoundFigure } from "./binding";
import { entryOf, isMarket, seriesPointsOf, show, yearOf } from "./check-series";
import type { Facts } from "./facts";
import { COMPOUND_WORDS, type Derivation, changeFigure, compoundRate, derivationOf, stretchOf } from "./figure-doubt";
import type { ClaimMetric } from "./metric-lexicon";
import type { Assertion } from "./parse-assertions";
import { spanYearsOf } from "./periods";
import { CUMULATIVE_CHANGE } from "./cumulative-base";

/**
 * Figures derived over the years a clause names, computed where every year's input is stored: a sum (三年合计/累计/
 * 加起来), an average (平均每年/年均) and a compound yearly rate (复合增速/CAGR/年化) from the first year to the last.
 * "2023-2025三年归母净利润合计约1029亿" is the sum of three stored years, not 2025's level.
 */

export interface SpanFigures {
  values: Candidate[];
  changes: Candidate[];
  found: string[];
  /** What the words before the figure asked for and was computed (the gate's "read with confidence"). */
  computed: Set<Derivation>;
  /** A sum, average or compound rate was computed: the figure is that, not any single year's level or change. */
  only: boolean;
}

/**
 * The years from the first named (or the base year) to the last, when the clause names at least two; "近三年" (a span
 * of N years) ends at the last year named, else at the latest stored.
 */
function spanOf(a: Assertion, latest: number | null): [number, number] | null {
  const years = [...a.years, ...(a.baseYear === null ? [] : [a.baseYear])];
  const hi = years.length > 0 ? Math.max(...years) : latest;
  if (hi === null) return null;
  if (a.spanYears !== null) years.push(hi - a.spanYears, hi);
  // "2020年以来年均增速约10.8%": a rate compounding from the base year alone runs to the latest year-end.
  // "2021年以来一路下行，累计缩水约36%": so does a change said to have built up since then (cumulative-base.ts).
  const run = COMPOUND_WORDS.test(a.read) || CUMULATIVE_CHANGE.test(a.read);
  if (a.years.length === 0 && a.baseYear !== null && latest !== null && run)
    return latest > a.baseYear ? [a.baseYear, latest] : null;
  if (years.length < 2) return null;
  const lo = Math.min(...years);
  return hi > lo ? [lo, hi] : null;
}

/**
 * "近五年归母净利合计约5325亿元", "过去三年平均每年": a sum or an average over the N latest stored years, when the
 * clause names no year. A compound rate over it is left unread: 近五年 may count five values or five steps.
 */
const RECENT_YEARS = /(?:近|过去|最近)\s*([两二三四五六七八九十]|[2-9])\s*(?:个)?\s*(?:会计)?年(?!度?[报末初底])/;

const recentYearsIn = (read: string): number | null => {
  const hit = RECENT_YEARS.exec(read);
  return hit ? (digitOrTen(hit[1]!) ?? Number(hit[1])) : null;
};

function recentSpan(a: Assertion, latest: number | null): [number, number] | null {
  const own = a.years.length === 0 && a.baseYear === null && a.spanYears === null;
  const n = own ? (recentYearsIn(a.read) ?? a.recentYears ?? 0) : 0;
  return latest !== null && n >= 2 ? [latest - n + 1, latest] : null;
}

/** "…合计约5325亿元，年均约1065亿元": a sum or average naming no span spans the window the clause before named. */
export function recentWindowBefore(a: Assertion, before: Assertion | null): Assertion {
  if (!before || before.sentence !== a.sentence || a.years.length > 0 || a.spanYears !== null) return a;
  const n = before.recentYears ?? recentYearsIn(before.read);
  const own = a.metric === null || a.metric === before.metric;
  return n !== null && own && /年均|平均|合计|累计/.test(a.read) && recentYearsIn(a.read) === null
    ? { ...a, recentYears: n }
    : a;
}

export function spanFigures(a: Assertion, f: BoundFigure, m: ClaimMetric, facts: Facts): SpanFigures {
  const out: SpanFigures = { values: [], changes: [], found: [], computed: new Set(), only: false };
  // The latest year of the first series that holds the metric: 营收 of a company storing only 营业收入 is that.
  // A span runs through year-ends: a later quarter's level ends no span of years.
  const newest = seriesPointsOf(facts, m)
    .find((points) => points.length > 0)
    ?.findLast((p) => p.period.endsWith("-12-31"));
  const named = spanOf(a, newest ? yearOf(newest) : null);
  // A change across the years named (两年少了, 三年增长) is measured from the first to the last by the figure check.
  if (named) out.computed.add("span");
  const d = derivationOf(stretchOf(a.read, f, a.figures).text, changeFigure(f));
  const span = named ?? (d && d.kind !== "compound" ? recentSpan(a, newest ? yearOf(newest) : null) : null);
  if (!span || !d || a.period.kind !== "annual" || isMarket(entryOf(m))) return out;
  const [first, hi] = span;
  // "2024年…三年合计": N years of levels added or averaged are N values, where a rate over N years has N steps.
  const counted = a.years.length < 2 && a.spanYears !== null && (d.kind === "sum" || d.kind === "average");
  const lo = counted ? first + 1 : first;
  for (const series of seriesPointsOf(facts, m)) {
    const points = Array.from({ length: hi - lo + 1 }, (_, i) => series.find((p) => yearOf(p) === lo + i));
    if (points.some((p) => p === undefined)) continue;
    const values = points.map((p) => p!.value);
    const unit = points[0]!.unit;
    const sum = values.reduce((x, y) => x + y, 0);
    const range = `${lo}-${hi}年`;
    if (d.kind === "sum" && entryOf(m).kind === "amount") {
      out.values.push(figureCandidate({ label: "", value: sum, unit }));
      out.found.push(`${range}合计 ${show(m, sum)}`);
      out.computed.add("sum");
    } else if (d.kind === "average") {
      out.values.push(figureCandidate({ label: "", value: sum / values.length, unit }));
      out.found.push(`${range}平均 ${show(m, sum / values.length)}`);
      out.computed.add("average");
    } else if (d.kind === "yearly" && f.n.kind !== "percent") {
      // "由2015年的14.93%升至2019年的25.26%，一年就抬升约2.5个百分点": the whole change over the years it took.
      const step = (values.at(-1)! - values[0]!) / (hi - lo);
      const ratio = entryOf(m).kind === "ratio";
      out.changes.push(ratio ? { value: step, kind: "pp" } : figureCandidate({ label: "", value: step, unit }));
      out.found.push(`${range}年均变动 ${ratio ? `${step.toFixed(2)}个百分点` : show(m, step)}`);
      out.computed.add("yearly");
    } else if (d.kind === "compound" && values[0]! > 0 && values.at(-1)! > 0) {
      const rate = compoundRate(values[0]!, values.at(-1)!, hi - lo);
      out.changes.push({ value: rate, kind: "percent" });
      out.found.push(`${range}复合增速 ${rate.toFixed(2)}%`);
      out.computed.add("compound");
      // "2020—2024年连续五年增长，五年复合增速约15.9%": a count of years as many as the years named may count
      // steps (from the year before the first) as well as the years themselves; either reading is the writer's.
      const before = series.find((p) => yearOf(p) === lo - 1);
      if (spanYearsOf(a.read) === hi - lo + 1 && before && before.value > 0) {
        const steps = compoundRate(before.value, values.at(-1)!, hi - lo + 1);
        out.changes.push({ value: steps, kind: "percent" });
        out.found.push(`${lo - 1}-${hi}年复合增速 ${steps.toFixed(2)}%`);
      }
    }
  }
  out.only = out.values.length + out.changes.length > 0;
  return out;
}
