import type { Assertion } from "./assertion";
import type { FactPoint } from "./facts";
import { PE_STATED } from "./pe-stated";
import { PE_NOW_STATIC, PE_NOW_TTM } from "./valuation-now";

/**
 * The basis a PE figure names: "静态PE约13.6倍" is the close over the last annual report's earnings, "PE(TTM)约21倍"
 * over the trailing four quarters'. A figure is matched against the readings of its own basis only (the other basis
 * of the same day is another multiple), and against every reading where it names none ("PE约20倍", "市盈率").
 */
/** Trailing four quarters' earnings, however written ("TTM", "近四个季度利润", "近四季归母净利"). */
export const TRAILING = /TTM|滚动|近(?:12|十二)个月|近(?:四|4)个?季度?/gi;

const BASES: readonly { re: RegExp; series: readonly string[] }[] = [
  { re: /静态|LYR/gi, series: ["pe_static", PE_NOW_STATIC, PE_STATED] },
  { re: TRAILING, series: ["pe_ttm", PE_NOW_TTM] },
];

/**
 * "按TTM净利润约790亿元和当前市值计，动态PE约25倍", "用近四个季度利润算，动态PE约25倍": 动态PE is a forecast's
 * multiple only where nothing says which earnings; a sentence that divides by the trailing four quarters names the
 * PE(TTM), written 滚动 here (same length, so the clause keeps its offsets) for the basis and forecast words to read.
 */
// "近12个月股价下跌约10%，动态PE约17倍": the trailing words must name earnings, not the price's window.
const TRAILING_EARNINGS = new RegExp(
  `(?:${TRAILING.source})[^，。；\\d]{0,3}(?:的)?(?:归母)?(?:净利润?|利润|EPS|每股收益|盈利)`,
  "i",
);

export function trailingDynamicPe(sentence: string): string {
  if (!TRAILING_EARNINGS.test(sentence)) return sentence;
  return sentence.replace(/动态(?=\s*(?:PE|市盈率))/gi, "滚动");
}

/** The series names of the basis written last in a clause, or null when it names none. */
function basisIn(clause: string): readonly string[] | null {
  const hits = BASES.flatMap((b) => [...clause.matchAll(b.re)].map((m) => ({ at: m.index, series: b.series })));
  return hits.sort((x, y) => y.at - x.at)[0]?.series ?? null;
}

/**
 * The series names of the basis written last before the figure in its clause, else of the earnings basis the clause
 * before named (`lead`, "用近四个季度利润算，PE约25倍"), or null when neither names one.
 */
export function peBasisOf(before: string, lead?: string): readonly string[] | null {
  return basisIn(before.split(/[，,；;。]/).at(-1) ?? "") ?? (lead ? basisIn(lead) : null);
}

/**
 * "用近四个季度利润算", "以TTM归母净利润计": a clause naming the trailing earnings and nothing else a PE after it in
 * its sentence is divided by (valuation-basis.ts reads the earnings basis of a named year).
 */
const TRAILING_BASIS = new RegExp(
  String.raw`^(?:按|以|用|拿)[^，。；\d]{0,8}?(?:${TRAILING.source})[^，。；\d]{0,6}?` +
    String.raw`(?:归母净利润?|归母净利|净利润|利润|盈利|每股收益|EPS)(?:来?计算?|测算|算)?$`,
  "i",
);

/** A PE clause after a trailing-earnings basis of its sentence keeps that basis as its `peLead`. */
export function trailingBasisBefore(a: Assertion, before: Assertion | null): Assertion {
  if (!before || before.sentence !== a.sentence || before.from !== a.from || !a.metrics.includes("pe_ttm")) return a;
  return before.numbers.length === 0 && TRAILING_BASIS.test(before.text.trim()) ? { ...a, peLead: before.text } : a;
}

/**
 * `series` (in the order of `names`) kept to the figure's basis; all of them where it names none or where its basis
 * has no reading that day (the figure is then judged on what there is, as before).
 */
export function onPeBasis(
  series: FactPoint[][],
  names: readonly string[],
  before: string,
  lead?: string,
): FactPoint[][] {
  const basis = peBasisOf(before, lead);
  if (!basis) return series;
  const kept = series.map((s, i) => (basis.includes(names[i]!) ? s : []));
  return kept.some((s) => s.length > 0) ? kept : series;
}
