import type { ExtractedNumber } from "../extract-numbers";
import { type Candidate, matchesFigure } from "../figure-match";
import type { ClaimCheck } from "./check-series";
import type { Assertion } from "./parse-assertions";

/**
 * A figure the writer computed from figures shown before it in the same sentence, each of them found true of the data:
 * "营业收入1688.38亿元、营业总收入1720.54亿元，两者相差约32亿元", "现金从593亿降到517亿，少了76亿",
 * "经营现金流1332.20亿元，约为归母净利润722.01亿元的1.85倍", "利润增速+42.3% vs 收入+17.0%，跑赢约25个百分点".
 * Whatever the binding made of it, it is arithmetic on true figures: a difference or a sum of two amounts of one unit,
 * a quotient (倍, %) or a growth (%) of two amounts, a difference of two rates in points. A figure failed or left
 * undecided by its own binding is then true as computed; one its binding found true keeps its check.
 */

interface Source {
  n: ExtractedNumber;
  /** The metric its clause bound it to (null when none). */
  metric: string | null;
}

type Derived = { kind: Candidate["kind"]; value: number; how: string };

/**
 * What two shown figures give, in the order written. A change ("少了76亿", "增长约15%", "下降1.05个百分点") is only
 * one between two levels of one metric; a figure that is no change may be a gap, a sum or a quotient of any two. A
 * rate's change is in points only: "下降1.05%" for 14.49 % → 13.44 % is the error of writing % for 百分点.
 */
function derivations(x: Source, y: Source, change: boolean): Derived[] {
  const money = (n: ExtractedNumber) => n.kind === "amount" || n.kind === "per_share";
  const sameMetric = x.metric !== null && x.metric === y.metric;
  const out: Derived[] = [];
  if (money(x.n) && money(y.n) && x.n.unit === y.n.unit) {
    if (!change || sameMetric) out.push({ kind: x.n.kind, value: Math.abs(x.n.value - y.n.value), how: "之差" });
    if (!change) out.push({ kind: x.n.kind, value: x.n.value + y.n.value, how: "之和" });
    for (const [a, b] of [
      [x.n, y.n],
      [y.n, x.n],
    ] as const) {
      if (b.value === 0) continue;
      if (!change) out.push({ kind: "multiple", value: a.value / b.value, how: "之比" });
      if (!change) out.push({ kind: "percent", value: (a.value / b.value) * 100, how: "之比" });
      if (change && sameMetric)
        out.push({ kind: "percent", value: ((a.value - b.value) / Math.abs(b.value)) * 100, how: "的变动" });
    }
  }
  if (x.n.kind === "percent" && y.n.kind === "percent")
    out.push({ kind: "pp", value: Math.abs(x.n.value - y.n.value), how: "之差" });
  return out;
}

const abs = (n: ExtractedNumber): ExtractedNumber => ({ ...n, value: Math.abs(n.value) });

/** An amount and a per-share figure are both money ("0.17元" of two EPS figures). */
const money = (d: Derived, n: ExtractedNumber): boolean =>
  (d.kind === "amount" || d.kind === "per_share") && (n.kind === "amount" || n.kind === "per_share");

/** A change word right before the figure ("少了", "增长约", "下降"): the figure is a change, not a gap or a share. */
const CHANGE_BEFORE =
  /(?:增长|增加|提升|上升|下降|下滑|减少|回落|降低|多了|少了|多赚|少赚|增幅|降幅|跌幅|涨幅)[^，,；;\d]{0,4}$/;

export function shownArithmetic(assertions: readonly Assertion[], checks: readonly ClaimCheck[]): ClaimCheck[] {
  const trueFigures = new Set(checks.filter((c) => c.kind === "number" && c.ok === true).map((c) => c.figure));
  const falseFigures = new Set(checks.filter((c) => c.kind === "number" && c.ok === false).map((c) => c.figure));
  const own = assertions.filter((a) => a.from === "claim");
  return checks.map((c) => {
    if (c.kind !== "number" || c.ok === true || !c.figure) return c;
    const clause = own.find((a) => a.numbers.some((n) => n.raw === c.figure));
    const n = clause?.numbers.find((x) => x.raw === c.figure);
    if (!clause || !n) return c;
    // What the sentence showed before it and the data bore out (a figure with a failed reading is no source).
    const sources = own
      .filter((a) => a.sentence === clause.sentence)
      .flatMap((a) => a.numbers.map((x) => ({ a, x })))
      .filter(({ a, x }) => (a !== clause || x.index < n.index) && x.raw !== n.raw)
      .filter(({ a, x }) => a.from === "claim" && trueFigures.has(x.raw) && !falseFigures.has(x.raw))
      .map(({ a, x }): Source => ({ n: x, metric: a.figures.find((f) => f.n === x)?.metric ?? null }));
    const figure = clause.figures.find((f) => f.n === n);
    const change = figure?.change === true || n.kind === "pp" || CHANGE_BEFORE.test(clause.read.slice(0, n.index));
    // Points are a rate's change, never written as % (the slip the checker exists to catch).
    const kinds = (d: Derived) => (d.kind === "pp" ? n.kind === "pp" : d.kind === n.kind || money(d, n));
    for (const [i, x] of sources.entries())
      for (const y of sources.slice(i + 1))
        for (const d of derivations(x, y, change).filter(kinds)) {
          if (!matchesFigure(abs(n), { value: d.value, kind: d.kind }, figure?.bound ?? null, true)) continue;
          const reason = `“${n.raw}”是正文中${x.n.raw}与${y.n.raw}${d.how}（两者已与数据核对），相符`;
          return { ...c, ok: true, found: `${x.n.raw}、${y.n.raw}`, reason };
        }
    return c;
  });
}
