import { type Shown, agreesWith } from "./shown-size";

/**
 * A bound said of a distance the bars give exactly ("距20日均线超过2.6%", "乖离率不到3%") is judged on the unrounded
 * distance: +2.58 % rounds to 2.6 but is not over it. A bound names a threshold, not a rounded value, so it gets no
 * rounding tolerance; a size shown as a value (2.6%, 约2.6%) keeps its own (shown-size.ts). Kept apart from
 * agreesWith so the rule can be folded into it for every bounded size.
 */
export function boundHolds(actual: number, s: Shown): boolean {
  const v = Math.abs(s.value);
  if (s.q === ">") return actual > v;
  if (s.q === "<") return actual < v;
  return agreesWith(actual, s);
}
