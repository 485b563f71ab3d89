import type { ClauseParts } from "./binding";
import { type ClaimMetric, findMetrics } from "./metric-lexicon";

/** Runs of two or more items joined by slashes only ("营收/归母净利润", "501.18/174.02亿元"), or by vs. */
function slashRuns<T>(
  items: readonly T[],
  start: (x: T) => number,
  end: (x: T) => number,
  text: string,
  joint = /^\s*\/\s*$/,
): T[][] {
  const runs: T[][] = [];
  for (const x of items) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last !== undefined && joint.test(text.slice(end(last), start(x)))) run.push(x);
    else runs.push([x]);
  }
  return runs.filter((r) => r.length >= 2);
}

/** "（174.06亿 vs 174.02亿）", "+42.3% vs +17.0%": figures set against each other, in the order their metrics stand. */
const VERSUS = /^\s*(?:vs\.?|VS\.?|对比|对)\s*$/;

/**
 * "营收/归母净利润501.18/174.02亿元", "毛利率/净利率26.3%/18.1%": the n-th figure of a slash run is the n-th
 * metric's of
 * the slash run of metrics before it; "…，yoy+25.2%/+30.0%" with no metric of its own, of the clause before's list.
 */
export function slashPairs(p: ClauseParts): (ClaimMetric | undefined)[] | undefined {
  const figures = slashRuns(
    p.numbers,
    (n) => n.index,
    (n) => n.index + n.raw.length,
    p.text,
  );
  const names = slashRuns(
    p.mentions,
    (m) => m.index,
    (m) => m.end,
    p.text,
  );
  const out: (ClaimMetric | undefined)[] = [];
  for (const run of figures) {
    const first = run[0]!.index;
    const own = names.filter((r) => r.at(-1)!.end <= first).at(-1);
    const named = own?.map((m) => m.metric);
    const carried = p.mentions.some((m) => m.end <= first) ? undefined : p.before?.metrics;
    const metrics = named ?? carried;
    if (!metrics || metrics.length !== run.length) continue;
    for (const [k, n] of run.entries()) out[p.numbers.indexOf(n)] = metrics[k];
  }
  // "扣非与归母几乎相同（174.06亿 vs 174.02亿）": the metrics named before, when there are as many.
  for (const run of slashRuns(
    p.numbers,
    (n) => n.index,
    (n) => n.index + n.raw.length,
    p.text,
    VERSUS,
  )) {
    const own = p.mentions.filter((m) => m.end <= run[0]!.index).map((m) => m.metric);
    const named = own.length > 0 ? own : (p.before?.metrics ?? []);
    if (named.length !== run.length || new Set(named).size !== named.length) continue;
    for (const [k, n] of run.entries()) out[p.numbers.indexOf(n)] = named[k];
  }
  return out.length > 0 ? out : undefined;
}

/** "资本开支/经营现金流", "经营现金流与净利润之比": a heading naming a ratio of two metrics, and nothing after it. */
const HEADING_JOINT = /^\s*\/\s*$/;
const HEADING_END = /^\s*(?:之比|的比值|比值|比率)?\s*[:：]?\s*$/;

/**
 * "资本开支/经营现金流：2025年约2.65倍，2024年约0.73倍": a clause that only names a ratio heads the clauses after it,
 * whose multiples and shares with no metric of their own are that ratio's.
 */
export function ratioHeading(text: string): { num: ClaimMetric; per: ClaimMetric } | null {
  if (/\d/.test(text.replace(/\d{4}\s*年|FY\d{4}|\d{4}[AE]?/g, ""))) return null;
  const named = findMetrics(text).filter((m) => !m.weak);
  const [x, y] = named.slice(-2);
  if (named.length !== 2 || !x || !y || x.metric === y.metric) return null;
  const joined = HEADING_JOINT.test(text.slice(x.end, y.index)) || /^\s*[与和]\s*$/.test(text.slice(x.end, y.index));
  const pair = joined && (HEADING_JOINT.test(text.slice(x.end, y.index)) || /之比|比值|比率/.test(text.slice(y.end)));
  return pair && HEADING_END.test(text.slice(y.end)) ? { num: x.metric, per: y.metric } : null;
}
