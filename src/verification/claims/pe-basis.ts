import type { FactPoint } from "./facts";
import { PE_STATED } from "./pe-stated";
import { PE_NOW_STATIC, PE_NOW_TTM } from "./valuation-now";

/**
 * The basis a PE figure names: "静态PE约13.6倍" is the close over the last annual report's earnings, "PE(TTM)约21倍"
 * over the trailing four quarters'. A figure is matched against the readings of its own basis only (the other basis
 * of the same day is another multiple), and against every reading where it names none ("PE约20倍", "市盈率").
 */
const BASES: readonly { re: RegExp; series: readonly string[] }[] = [
  { re: /静态|LYR/gi, series: ["pe_static", PE_NOW_STATIC, PE_STATED] },
  { re: /TTM|滚动|近(?:12|十二)个月|近四个季度/gi, series: ["pe_ttm", PE_NOW_TTM] },
];

/** The series names of the basis written last before the figure in its clause, or null when it names none. */
export function peBasisOf(before: string): readonly string[] | null {
  const clause = before.split(/[，,；;。]/).at(-1) ?? "";
  const hits = BASES.flatMap((b) => [...clause.matchAll(b.re)].map((m) => ({ at: m.index, series: b.series })));
  return hits.sort((x, y) => y.at - x.at)[0]?.series ?? null;
}

/**
 * `series` (in the order of `names`) kept to the figure's basis; all of them where it names none or where its basis
 * has no reading that day (the figure is then judged on what there is, as before).
 */
export function onPeBasis(series: FactPoint[][], names: readonly string[], before: string): FactPoint[][] {
  const basis = peBasisOf(before);
  if (!basis) return series;
  const kept = series.map((s, i) => (basis.includes(names[i]!) ? s : []));
  return kept.some((s) => s.length > 0) ? kept : series;
}
