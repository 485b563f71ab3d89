import type { Assertion } from "./parse-assertions";
import { type ClaimCheck, changeFor, describeChange, entryOf, quoted, undecided } from "./check-series";
import type { FactPoint } from "./facts";

/**
 * "较2018年抬升超过5个百分点", "比上年回落不到1个百分点": a bound in points on a ratio said with its move bounds the
 * size of the change (from the base year it names, else the year before), not the ratio's level. The move's way is
 * the direction check's; this reads the bound on its size. Null when the clause is not such a bound.
 */
export function checkChangeBound(a: Assertion, points: readonly FactPoint[], to: FactPoint): ClaimCheck[] | null {
  const cmp = a.comparison;
  const m = cmp?.left;
  if (!cmp || !m || typeof cmp.against !== "object" || cmp.against?.kind !== "pp") return null;
  if (entryOf(m).kind !== "ratio" || !a.direction) return null;
  const bound = cmp.against;
  const change = changeFor(a, m, points, to);
  const expected = `${entryOf(m).label}变动${cmp.op === ">=" ? "≥" : "<"}${bound.raw}`;
  if (!change) return [undecided("comparison", expected, `${quoted(a)}的变动起点不在数据中`)];
  const size = Math.abs(change.delta);
  const ok = cmp.op === ">=" ? size >= Math.abs(bound.value) : size < Math.abs(bound.value);
  const found = describeChange(m, change);
  return [{ kind: "comparison", ok, expected, found, reason: `${found}，与${quoted(a)}${ok ? "相符" : "不符"}` }];
}
