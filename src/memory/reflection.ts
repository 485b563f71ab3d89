import type { Stance } from "../debate/debate-types";
import { addDays, daysBetween, shiftMonths } from "../shared/dates";
import { type Bar, currentRun, MAX_BAR_GAP_DAYS } from "../shared/technical-indicators";
import type { HorizonName, HorizonOutcome } from "./memory-types";

/** Calendar offsets of the three horizons (seed 001: 1 day, 1 week, 1 month). */
function horizonEnd(asOf: string, h: HorizonName): string {
  if (h === "1m") return shiftMonths(asOf, 1);
  return addDays(asOf, h === "1d" ? 1 : 7);
}

/** Moves smaller than this (percent, absolute) count as flat: a day moves less than a month. */
const FLAT_BAND: Record<HorizonName, number> = { "1d": 0.5, "1w": 1, "1m": 2 };

export const expectedOf = (stance: Stance): "up" | "down" | "flat" =>
  stance === "bullish" ? "up" : stance === "bearish" ? "down" : "flat";

/**
 * The realised outcome of a call made at `asOf` over horizon `h`, from stored closes: start = the last bar on or before
 * asOf, end = the first bar on or after asOf + h. Null when the end bar is not in `bars` (the horizon has not passed by
 * the data the caller may see), or when either bar lies across a break in the stored series (that would be a move over
 * years, not over the horizon). Absolute return: there is no index series in the data to take an excess over.
 */
export function outcomeOf(
  bars: readonly Bar[],
  asOf: string,
  h: HorizonName,
  expected: "up" | "down" | "flat",
): HorizonOutcome | null {
  const start = currentRun(bars, asOf).at(-1);
  const endDate = horizonEnd(asOf, h);
  const end = bars.find((b) => b.date >= endDate);
  if (!start || !end || start.close <= 0) return null;
  if (daysBetween(endDate, end.date) > MAX_BAR_GAP_DAYS) return null;
  const ret = (end.close / start.close - 1) * 100;
  const band = FLAT_BAND[h];
  const realised = ret > band ? "up" : ret < -band ? "down" : "flat";
  return {
    horizon: h,
    startDate: start.date,
    endDate: end.date,
    return: Math.round(ret * 100) / 100,
    excessReturn: null,
    benchmark: "none",
    realised,
    expected,
    hit: realised === expected,
  };
}

const ZH = { up: "上涨", down: "下跌", flat: "横盘" } as const;
const H_ZH: Record<HorizonName, string> = { "1d": "一日", "1w": "一周", "1m": "一月" };

/** A short reflection (seed 003 §3.3 "我哪里错了"), written in code from the outcome. */
export function lessonOf(o: HorizonOutcome, regime: string | null): string {
  const pct = `${o.return >= 0 ? "+" : ""}${o.return.toFixed(2)}%`;
  const where = regime ? `在${regime}情境下` : "";
  if (o.hit) return `${H_ZH[o.horizon]}判断${ZH[o.expected]}兑现（绝对收益${pct}，无基准）：${where}该判断依据有效`;
  if (o.expected === "flat") return `${H_ZH[o.horizon]}判断中性，实际${ZH[o.realised]}${pct}：${where}低估了趋势的延续`;
  if (o.realised === "flat")
    return `${H_ZH[o.horizon]}判断${ZH[o.expected]}未兑现（${pct}，横盘）：${where}信号偏早，信心应更低`;
  return `${H_ZH[o.horizon]}判断${ZH[o.expected]}方向错误（实际${pct}）：${where}反向证据被低估`;
}

/** Seed 003 §3.3: old lessons fade. Half-life in days. */
const MEMORY_HALF_LIFE_DAYS = 180;
export const MAX_MEMORIES = 3;

export function ageWeight(ageDays: number): number {
  return 0.5 ** (Math.max(0, ageDays) / MEMORY_HALF_LIFE_DAYS);
}
