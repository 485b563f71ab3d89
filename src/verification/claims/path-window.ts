import { prepared } from "./check-market";
import { checkPricePath, namesPricePath } from "./check-price-path";
import type { ClaimCheck } from "./check-series";
import type { Facts } from "./facts";

/**
 * "石化从8块多跌到5块4，一年跌掉三分之一了": a size with a window of its own right after a path of the price may size
 * the window's move or the path just named (the path ran within the window). When it fails the window's move but
 * agrees with the path's, which the writer meant cannot be told: 未能核验, never failed. A size that agrees with
 * neither still fails.
 */
export function withPathSize(prev: string, text: string, checks: ClaimCheck[], facts: Facts): ClaimCheck[] {
  const m = facts.market;
  if (!m || !checks.some((c) => c.ok === false) || !namesPricePath(prev, m)) return checks;
  // The path's checks: the path itself, then the size written after it (check-price-path.ts).
  const size = checkPricePath(prepared(`${prev}${text}`), m)[1];
  if (size?.ok !== true) return checks;
  const reason = `${size.found}，与所述幅度相符，但与该区间的涨跌幅不符，所指走势不能确定，无法核验`;
  return checks.map((c) => (c.ok === false ? { ...c, ok: null, reason } : c));
}
