import type { ExtractedNumber } from "../extract-numbers";
import type { Assertion } from "./parse-assertions";
import type { Facts } from "./facts";
import { entryOf, periodName, pointsOf, show, targetPoint } from "./check-series";

// The gap between a comparison's two sides: sized by a size word, or stated as a figure of points.

/**
 * "二季度单季185.55亿元，明显低于一季度的268.47亿元": with no change to size, a size word sizes the gap of the clause's
 * comparison with a figure (in % of it, or in points for a ratio).
 */
export function comparisonGap(a: Assertion, facts: Facts): { size: number; found: string } | null {
  const m = a.comparison?.left;
  const against = a.comparison?.against;
  if (!m || !against) return null;
  // "明显落后平安约6.5%": a peer's figure is not the company's to measure a gap against.
  const peers = a.figures.filter((f) => f.role === "peer").map((f) => f.n.index);
  if (typeof against === "object" && peers.includes(against.index)) return null;
  // "还略低于2024年的1.22%" after a growth rate: a percent against an amount is a rate, no level of it to gap.
  if (
    typeof against === "object" &&
    (against.kind === "percent" || against.kind === "pp") &&
    entryOf(m).kind !== "ratio"
  )
    return null;
  const to = targetPoint({ ...a, yearsInherited: false }, pointsOf(facts, m));
  if (!to) return null;
  // Against a figure, or against another metric's level of the same period (扣非 略高于 归母).
  const other = typeof against === "string" ? pointsOf(facts, against).find((p) => p.period === to.period) : null;
  const right = typeof against === "object" ? against.value : (other?.value ?? null);
  if (right === null || right === 0 || (typeof against === "string" && entryOf(against).kind !== entryOf(m).kind))
    return null;
  const ratio = entryOf(m).kind === "ratio";
  const gap = Math.abs(to.value - right);
  const size = ratio ? gap : (gap / Math.abs(right)) * 100;
  const level = `${periodName(to)} ${entryOf(m).label} ${show(m, to.value)}`;
  const rightText = typeof against === "object" ? against.raw : `${entryOf(against).label} ${show(against, right)}`;
  const found = `${level}，与${rightText}相差${size.toFixed(2)}${ratio ? "个百分点" : "%"}`;
  return { size, found };
}

export const absolute = (n: ExtractedNumber): ExtractedNumber => ({ ...n, value: Math.abs(n.value) });

/**
 * "增速落后归母净利约9个pp", "毛利率比净利率高出约8个百分点": the gap in points between a comparison's two sides
 * (growth rates, or levels in %), checked with the comparison, not as a value of either side.
 */
export function comparisonGapFigure(a: Assertion): ExtractedNumber | null {
  const c = a.comparison;
  if (!c?.left || typeof c.against !== "string" || c.against === c.left) return null;
  const at = a.read.indexOf(c.word);
  return a.numbers.find((n) => n.kind === "pp" && at >= 0 && n.index > at) ?? null;
}
