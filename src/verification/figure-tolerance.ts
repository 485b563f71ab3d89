/**
 * The one definition of "a stated figure matches a value": how far a value may be from a figure as written and still be
 * what the writer said. Used by figure-match.ts (a figure against the stored figures) and claims/shown-size.ts (a size
 * against the size computed from prices), which add only what is theirs (a stored figure's own rounding, a change
 * derived from two rounded levels).
 *
 * - As written (no hedge): the figure stands for what rounds to it, half a unit of its last digit either way.
 * - 约/左右/上下 (about): a unit of its last digit, or ABOUT_SHARE of it, whichever is wider; a round figure
 *   ("约8000亿") stands for its own rounding (half its trailing-zero unit, 7500-8500亿).
 * - 近/接近/将近 (near): from below, at most NEAR_SHARE under it (NEAR_POINTS for a figure in per cent), never more
 *   than it rounds to.
 * - 超过/突破/逾 (atLeast), 不足/不到/低于 (below): the unrounded value is judged against the threshold, which keeps
 *   only its own rounding (half a unit of its last digit) up to BOUND_SHARE of it: a round threshold is not widened to
 *   its trailing zeros ("突破1万亿" is not 9748亿, "超过20%" is 19.96 % but not 19.6 %).
 */

/** How a figure is hedged by its words. */
export type Hedge = "exact" | "about" | "near" | "atLeast" | "below";

/** 约 widens a figure of one or two significant digits ("约19%", "约35亿") to a few per cent of it. */
export const ABOUT_SHARE = 0.025;
/**
 * A figure written to three significant digits or more ("约412亿元", "约33.2%") tells its precision: 约 then widens it
 * by one per cent only, or 2.5 % would let "约412亿元" stand for 402.54亿元 and "约33.2%" for 34.00 %.
 */
export const PRECISE_ABOUT_SHARE = 0.01;
/**
 * A round figure with 约 stands for its own rounding, but never further than this share of it: a leading 1 would
 * reach half its zeros' unit away (约1000亿 as 500-1500亿), which no writer means by 约.
 */
export const ROUND_ABOUT_SHARE = 0.1;
/** A round figure of two digits keeps its rounding up to this share only ("约30亿元" is 28.5-31.5亿, so 31.28亿). */
export const TWO_DIGIT_ROUND_SHARE = 0.05;
/** A threshold keeps its own rounding up to this share of it (a source's rounding, "超过20%" for 19.96 %). */
export const BOUND_SHARE = 0.005;
/** 近 is a figure approached from below: at most this share under it. */
export const NEAR_SHARE = 0.07;
/**
 * A rate in per cent approached from below is at most this many points under it: a share of 95 % would let "接近95%"
 * stand for 88.4 %, which nobody writing 90.4 % calls near 95.
 */
export const NEAR_POINTS = 3;
/**
 * A share price or a moving average written with 约/左右 (收于约5.4元, 60日线约391元): two per cent of it. Prices are
 * quoted to the fen, so a writer who says 约 rounds to the yuan or the jiao, never further.
 */
export const PRICE_ABOUT_SHARE = 0.02;
/**
 * A ratio between two figures written with 约 (约为归母净利润的2.6倍, 约占营收的三成, 约为宁德时代的1.9倍): five per
 * cent of it. The ratio is derived from two rounded levels and writers round it to one or two digits.
 */
export const RATIO_ABOUT_SHARE = 0.05;

/**
 * The unit a whole figure's trailing zeros round to ("约8000亿" 1000亿, "约200亿" 100亿, "约30亿" 10亿), else its own
 * unit. A two-digit figure's rounding is capped at TWO_DIGIT_ROUND_SHARE, and a rate's ("约10个百分点", "约30%") is to
 * the unit (statedMatches). `scaled` is the figure in its written unit.
 */
export function zerosRounding(scaled: number, decimals: number, unit: number): number {
  const digits = String(Math.round(Math.abs(scaled)));
  const zeros = decimals === 0 && digits.length >= 2 ? (/0+$/.exec(digits)?.[0].length ?? 0) : 0;
  return 10 ** zeros * unit;
}

export interface StatedFigure {
  /** The figure as written, a size (≥ 0) compared with a size. */
  value: number;
  /** One unit of its last digit written ("5.1%" 0.1, "1741亿" 1亿), in the value's units. */
  unit: number;
  /** For a round figure: the unit its trailing zeros round to ("8000亿" 1000亿); else the unit itself. */
  rounding?: number;
  hedge: Hedge;
  /** A figure in per cent (a rate, a share): 近 reaches at most NEAR_POINTS under it. */
  percent?: boolean;
}

/**
 * Whether `actual` (a size, ≥ 0, in the figure's units) is what the figure says. `slack` widens every band by what the
 * caller knows of its own rounding (a stored figure coarser than the one written, a change derived from two levels).
 */
export function statedMatches(actual: number, s: StatedFigure, slack = 0): boolean {
  const v = Math.abs(s.value);
  const eps = 1e-9 * Math.max(1, v, Math.abs(actual)) + slack;
  const half = s.unit / 2;
  switch (s.hedge) {
    case "exact":
      return Math.abs(actual - v) <= half + eps;
    case "about": {
      // A round figure's own rounding is capped: "约1000亿" is not 1347亿 (a writer says 约1300亿).
      const twoDigits = v / s.unit < 100 - 1e-9;
      const round = s.rounding !== undefined && s.rounding > s.unit && !(twoDigits && s.percent);
      const cap = twoDigits ? TWO_DIGIT_ROUND_SHARE : ROUND_ABOUT_SHARE;
      const own = round ? Math.max(s.unit, Math.min((s.rounding ?? 0) / 2, cap * v)) : s.unit;
      const share = v / (s.rounding ?? s.unit) >= 100 - 1e-9 ? PRECISE_ABOUT_SHARE : ABOUT_SHARE;
      return Math.abs(actual - v) <= Math.max(own, share * v) + eps;
    }
    case "near":
      return actual <= v + half + eps && actual >= v - Math.min(v * NEAR_SHARE, s.percent ? NEAR_POINTS : v) - eps;
    case "atLeast":
      return actual >= v - Math.min(half, BOUND_SHARE * v) - eps;
    case "below":
      return actual < v + Math.min(half, BOUND_SHARE * v) + eps;
  }
}
