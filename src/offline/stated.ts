import type { EvidenceItem } from "../debate/debate-types";
import { FIGURE_CLASS, MAX_STATED, type StatedAssertion, statedPeriodOfReport } from "../domain/stated-assertion";
import { METRICS, type MetricKey } from "../domain/metric-catalog";
import { formatAmount } from "../shared/number-format";
import { type ExtractedNumber, extractNumbers } from "../verification/extract-numbers";
import { matchesFigure } from "../verification/figure-match";
import { statedMetric } from "../verification/claims/check-stated";
import { FIGURE_SERIES } from "../verification/claims/metric-lexicon";

/**
 * The offline analyst states the figures it argues from as data (issue 27 item 7): each figure of the cited items that
 * the claim shows, with the item's report period, exactly as stored. It states a kind of figure (amounts, percentages)
 * only when every figure of that kind the claim shows is one it states, so its prose always agrees with them.
 */

/** "2025-09-30" → "2025Q3累计"; null for a date that is not a report period end. */
function statedPeriodOf(period: string | null): string | null {
  return period ? statedPeriodOfReport(period) : null;
}

/** A stored figure as the claims print it, split into a stated value and unit ("1741.44亿元" → 1741.44, 亿元). */
function shownValue(value: number, unit: string): { value: number; unit: StatedAssertion["unit"] } | null {
  if (unit === "元") {
    const m = /^(-?[\d.]+)(万亿元|亿元|万元|元)$/.exec(formatAmount(value));
    return m ? { value: Number(m[1]), unit: m[2] as StatedAssertion["unit"] } : null;
  }
  if (unit === "%" || unit === "倍" || unit === "天" || unit === "元/股")
    return { value: Number(value.toFixed(2)), unit: unit as StatedAssertion["unit"] };
  return null;
}

export function statedFor(claim: string, items: readonly EvidenceItem[]): StatedAssertion[] {
  const candidates: { a: StatedAssertion; n: ExtractedNumber }[] = [];
  for (const item of items) {
    const period = statedPeriodOf(item.period);
    if (!period) continue;
    for (const f of item.figures) {
      const key = FIGURE_SERIES.get(f.label) as MetricKey | undefined;
      const label = key ? METRICS[key]?.label : undefined;
      const shown = shownValue(f.value, f.unit);
      if (!label || !shown || statedMetric(label) === null) continue;
      const n = extractNumbers(`${shown.value}${shown.unit}`)[0];
      if (!n || !claim.includes(`${shown.value.toFixed(2)}${shown.unit === "元/股" ? "元" : shown.unit}`)) continue;
      if (candidates.some((c) => c.a.metric === label && c.a.period === period)) continue;
      candidates.push({ a: { metric: label, period, value: shown.value, unit: shown.unit }, n });
    }
  }
  // A kind of figure is stated only when every figure of that kind in the claim is one of the stated ones.
  const shownInClaim = extractNumbers(claim).filter((n) => FIGURE_CLASS[n.kind] !== undefined);
  const whole = (cls: string): boolean =>
    shownInClaim
      .filter((n) => FIGURE_CLASS[n.kind] === cls)
      .every((n) =>
        candidates.some(
          (c) => FIGURE_CLASS[c.n.kind] === cls && matchesFigure(n, { value: c.n.value, kind: c.n.kind }),
        ),
      );
  const kept = candidates.filter((c) => whole(FIGURE_CLASS[c.n.kind] ?? "")).map((c) => c.a);
  // More figures than a point may state: stating some would leave the others disagreeing, so none is stated.
  return kept.length <= MAX_STATED ? kept : [];
}
