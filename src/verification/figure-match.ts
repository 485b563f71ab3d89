import type { ChunkFigure } from "../db/schema";
import type { FigureBound } from "./claims/phrase-words";
import type { ExtractedNumber, NumberKind } from "./extract-numbers";
import { type Hedge, statedMatches, zerosRounding } from "./figure-tolerance";

/** A figure to compare against, in base units, with the kind of quantity it is. */
export interface Candidate {
  value: number;
  kind: NumberKind | "other";
}

const FIGURE_SCALES: [string, number][] = [
  ["万亿", 1e12],
  ["千亿", 1e11],
  ["百亿", 1e10],
  ["亿", 1e8],
  ["千万", 1e7],
  ["百万", 1e6],
  ["万", 1e4],
];

/**
 * Reads a stored figure's unit ("元", "亿元", "%", "pp", "倍",
 * "元/股", "天"); unknown units stay comparable as bare values.
 */
export function figureCandidate(figure: ChunkFigure): Candidate {
  const unit = figure.unit.normalize("NFKC").trim();
  if (unit === "%") return { value: figure.value, kind: "percent" };
  if (/^(?:pp|pct|pcts|ppt|个百分点|百分点)$/i.test(unit)) return { value: figure.value, kind: "pp" };
  if (/^(?:倍|x)$/i.test(unit)) return { value: figure.value, kind: "multiple" };
  if (unit === "元/股") return { value: figure.value, kind: "per_share" };
  if (unit === "天" || unit === "日") return { value: figure.value, kind: "days" };
  const money = /^(万亿|千亿|百亿|亿|千万|百万|万)?元$/.exec(unit);
  if (money) {
    const scale = FIGURE_SCALES.find(([w]) => w === money[1])?.[1] ?? 1;
    return { value: figure.value * scale, kind: "amount" };
  }
  return { value: figure.value, kind: "other" };
}

/** The size of a shown figure, its sign dropped (a change's sign is the direction check's business). */
export const absolute = (n: ExtractedNumber): ExtractedNumber => ({ ...n, value: Math.abs(n.value) });

/** Which stored kinds a shown number may be checked against. */
function compatible(shown: NumberKind, figure: NumberKind | "other"): boolean {
  switch (shown) {
    // "0.588元" in a clause about 每股收益 is the per-share figure.
    case "amount":
      return figure === "amount" || figure === "per_share";
    // The catalogue has no pp unit: a change of a percentage level is stored as "%" (销售毛利率变动, unit "%"),
    // so a percent and a percentage-point change are checked against the same figures.
    case "percent":
    case "pp":
      return figure === "percent" || figure === "pp";
    case "multiple":
      return figure === "multiple" || figure === "other" || figure === "bare";
    // A per-share figure is a price in 元 too (收盘价 is stored as 元).
    case "per_share":
      return figure === "per_share" || figure === "amount";
    case "days":
      return figure === "days";
    case "bare":
      return true;
    default:
      return false;
  }
}

/**
 * A shown number stands for anything that rounds to it, under its hedge (figure-tolerance.ts, the one rule): "1741亿"
 * matches 174144069958.25 元 and "15.7%" matches 15.66%, "1741.5亿" does not; a sign flip never matches. What is
 * this module's own: a stored figure rounded coarser than the one shown, a change the writer derived from two rounded
 * levels (one unit of the last digit), a figure cut rather than rounded, and a candidate far past a bound ("超过20%"
 * is not 60 %: a figure that far is another one).
 */
export function matchesFigure(
  n: ExtractedNumber,
  c: Candidate,
  bound: FigureBound | null = null,
  derived = false,
): boolean {
  if (!compatible(n.kind, c.kind)) return false;
  const unit = 10 ** -n.decimals * n.scale;
  const shown = Math.abs(n.value);
  const actual = Math.sign(n.value || 1) === Math.sign(c.value || 1) ? Math.abs(c.value) : -Math.abs(c.value);
  if (bound === null) {
    // A change the writer computed from two rounded levels may be off by one unit of the last digit shown; a stored
    // figure rounded coarser than the one shown (EPS 0.59 for "0.588元") stands for its own rounding.
    // A per-share figure is published to the fen: a stored 5.7 is 5.70, not a rounding that 5.66 fits.
    const places = c.kind === "per_share" ? Math.max(2, decimalsOf(c.value)) : decimalsOf(c.value);
    const stored = n.scale === 1 ? 0.5 * 10 ** -places : 0;
    // A small whole figure ("下降2个百分点") is no such derivation: a unit of it would let 2 stand for 1.05.
    const fromLevels = derived && !(n.decimals === 0 && Math.abs(n.value) < 10 * n.scale);
    const slack = Math.max(fromLevels ? unit / 2 : 0, stored - unit / 2, roundedToZeros(n, unit) / 2 - unit / 2);
    return (
      statedMatches(actual, { value: shown, unit, hedge: "exact" }, slack) ||
      truncated(n, c.value) ||
      sourceRounding(n, c) ||
      roundedTwice(n, actual)
    );
  }
  const hedge = HEDGE[bound];
  const within = statedMatches(
    actual,
    {
      value: shown,
      unit,
      rounding: zerosRounding(shown / n.scale, n.decimals, unit),
      hedge,
      percent: n.kind === "percent",
    },
    hedge === "near" && derived ? unit / 2 : 0,
  );
  if (hedge === "atLeast") return within && actual <= shown * 2;
  if (hedge === "below") return within && actual >= shown * 0.5;
  return within;
}

/**
 * "2,073,800万元" for 2,073,771万元: a whole figure of four significant digits or more before its trailing zeros was
 * rounded to them (a precise head tells the zeros are rounding, not the figure); the unit they round to, else 0.
 * "1200亿" (two digits) keeps its exact reading.
 */
function roundedToZeros(n: ExtractedNumber, unit: number): number {
  if (n.decimals !== 0) return 0;
  const digits = String(Math.round(Math.abs(n.value) / n.scale));
  const zeros = /0+$/.exec(digits)?.[0].length ?? 0;
  return zeros > 0 && digits.length - zeros >= 4 ? 10 ** zeros * unit : 0;
}

const HEDGE: Record<FigureBound, Hedge> = { about: "about", near: "near", atLeast: "atLeast", below: "below" };

/**
 * "资产负债率89.80%" for 89.81 %: a ratio shown to the hundredth is often a source's own rounding of the same
 * division, one unit of its last digit off the stored figure rounded alike; so is a change in points between two
 * such levels ("较上年回落0.13个百分点" for −0.12). Only for percentages and points of two decimals.
 */
function sourceRounding(n: ExtractedNumber, c: Candidate): boolean {
  // Not a change of a few hundredths: one unit off 0.04 is a quarter of it.
  const points = n.kind === "pp" && c.kind === "pp" && Math.abs(n.value) >= 0.1;
  if (!((n.kind === "percent" && c.kind === "percent") || points) || n.decimals < 2) return false;
  const unit = 10 ** -n.decimals;
  const rounded = Math.round(c.value / unit) * unit;
  return Math.abs(n.value - rounded) <= unit * (1 + 1e-6);
}

/**
 * "7833亿元" for 7833.56亿元: a whole figure of three or more digits, written with its decimals cut off rather than
 * rounded. Within a unit below the stored value and of the same sign; never for a figure shown with decimals.
 */
function truncated(n: ExtractedNumber, value: number): boolean {
  // "还能赚91个亿" for 91.55亿: a spoken count of 亿 is said cut down, whatever its size.
  const spoken = /个(?:万亿|亿|万)/.test(n.raw);
  if (n.decimals !== 0 || (!spoken && Math.abs(n.value) < 100 * n.scale) || Math.sign(n.value) !== Math.sign(value))
    return false;
  const cut = Math.abs(value) - Math.abs(n.value);
  return cut >= 0 && cut < n.scale;
}

/**
 * "净利40.9亿元" for 40.8494亿元: a figure rounded from the two decimals reports show (40.85), not from the stored
 * value, may round the other way at the half. Only a figure shown with fewer than two decimals.
 */
function roundedTwice(n: ExtractedNumber, actual: number): boolean {
  if (n.decimals >= 2 || n.scale === 0) return false;
  const shown = (v: number) => Math.round(v * 10 ** n.decimals + 1e-9) / 10 ** n.decimals;
  const display = Math.round((actual / n.scale) * 100) / 100;
  return Math.abs(shown(display) - Math.abs(n.value) / n.scale) < 1e-9;
}

/** Decimals a stored value carries (0.59 → 2), at most 6. */
function decimalsOf(v: number): number {
  for (let d = 0; d < 6; d++) if (Math.abs(Math.round(v * 10 ** d) - v * 10 ** d) < 1e-9) return d;
  return 6;
}
