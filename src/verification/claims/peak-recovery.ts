import type { Assertion } from "./assertion";
import { type ClaimCheck, entryOf, isMarket, pointsOf, quoted, show, targetPoint, yearOf } from "./check-series";
import type { FactPoint, Facts } from "./facts";
import { PEAK_NOT_RECOVERED } from "./recovery-words";

/**
 * "六年过去尚未收复高点", "仍未回到2023年的高点", "利润还没重回峰值": the period judged is still below a high of an
 * earlier year - the year the clause names, else the highest stored year before it. Any earlier high the data does
 * not hold is at least that one, so a period below the stored high is below every high; one at or above it has
 * recovered the stored high, which is what the writer could see.
 */
export function checkPeakRecovery(a: Assertion, facts: Facts): ClaimCheck[] {
  const hit = a.from === "claim" && a.metric ? PEAK_NOT_RECOVERED.exec(a.text) : null;
  if (!hit || !a.metric || a.period.kind !== "annual" || isMarket(entryOf(a.metric))) return [];
  const m = a.metric;
  const points = pointsOf(facts, m);
  // "仍未收复2019年的高点": the year named is the high's, not the period judged.
  const years = a.years.filter((y) => y !== Number(hit[1]));
  const to = targetPoint({ ...a, years }, points);
  const earlier = to ? points.filter((p) => yearOf(p) < yearOf(to)) : [];
  const named = hit[1] ? earlier.find((p) => yearOf(p) === Number(hit[1])) : undefined;
  const highest = (b: FactPoint | undefined, p: FactPoint) => (!b || p.value > b.value ? p : b);
  const high = named ?? earlier.reduce<FactPoint | undefined>(highest, undefined);
  const label = entryOf(m).label;
  const expected = `${label}低于此前高点`;
  if (!to || !high) return [];
  const ok = to.value < high.value;
  const found = `${label} ${yearOf(to)}年${show(m, to.value)}，此前高点${yearOf(high)}年${show(m, high.value)}`;
  return [{ kind: "direction", ok, expected, found, reason: `${found}，与${quoted(a)}${ok ? "相符" : "不符"}` }];
}
