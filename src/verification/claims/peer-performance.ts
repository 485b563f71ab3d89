import { yearOf } from "./check-series";
import type { FactPoint } from "./facts";

/**
 * "2025年利润表现远好于茅台：宁王净利增42%，茅台同期下滑约4.5%", "业绩表现不如比亚迪": a performance set against a
 * peer's is the year's change of the metric, not its level (a smaller profit that grew faster performed better).
 */
export const PERFORMANCE = /表现|成绩/;

/** The change into `now` from the year before, in %; null without that year or from a base not above zero. */
export function yearChange(points: readonly FactPoint[], now: FactPoint): number | null {
  const then = points.find((p) => yearOf(p) === yearOf(now) - 1);
  return then && then.value > 0 ? (now.value / then.value - 1) * 100 : null;
}
