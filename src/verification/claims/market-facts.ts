import { z } from "zod";
import { type Bar, currentRun, macd, maOrder, rsi, sma } from "../../shared/technical-indicators";
import { addDays } from "../../shared/dates";
import type { IndicatorPoint } from "./facts";

/**
 * The price facts a claim is checked against, computed from the unbroken daily bars public by asOf (unadjusted closes,
 * the same bars the technical analyst reads; indicator conventions in src/shared/technical-indicators.ts). A value is
 * null where the bars are too few for it; `lastBar` is the newest stored session: a claim about a later day is
 * undecidable, never compared with this one.
 */

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const pct = z.number().finite();

export const RETURN_WINDOWS = [5, 20, 60, 120, 250] as const;
export const MA_WINDOWS = [5, 10, 20, 60, 120, 250] as const;
export const MONTH_WINDOWS = [1, 3, 6, 12] as const;

/** "2026-04-30" minus 3 months: "2026-01-30" (the last day of a shorter month where the day does not exist). */
function monthsBefore(date: string, months: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) - months;
  const [year, month] = [Math.floor(total / 12), (total % 12) + 1];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}
/**
 * The 52-week range: the sessions of the last 365 days, at least 200 of them, in a run that reaches back to the year's
 * first month (eleven months of bars stand for the year; ten do not); else too few to call a year's range.
 */
const YEAR_DAYS = 365;
const YEAR_MIN_BARS = 200;
const YEAR_START_SLACK = 31;
/** 创新高: the 52-week high was set within the last five sessions. */
const NEW_HIGH_BARS = 5;
/**
 * The last sessions kept as they are, for what is read off single days (a named day's close, 振幅, 回撤, 新高), and
 * enough of them for a year's average (MA250) on each of the last 30 sessions ("近20个交易日持续运行在年线下方").
 */
export const SESSIONS_KEPT = 280;

const Session = z.object({
  date: IsoDate,
  close: z.number().finite(),
  high: z.number().finite(),
  low: z.number().finite(),
  /** The session's open, for a candle's body (阳线, 高开); null where not stored. */
  open: z.number().finite().nullable().optional(),
  /** The session's volume, for a named day's 放量 and 量是前一天的N倍; absent in figures stored before it was kept. */
  volume: z.number().finite().nullable().optional(),
});
export type Session = z.infer<typeof Session>;

export const MarketFacts = z.object({
  lastBar: IsoDate,
  close: z.number().finite(),
  /** Sessions in the unbroken run the values are computed over. */
  bars: z.number().int().nonnegative(),
  /** Close-to-close change over the last N sessions, in %. */
  returns: z.array(z.object({ days: z.number().int().positive(), percent: pct, from: IsoDate })),
  /**
   * Over calendar months (近一个月, 近三个月, 近半年, 过去一年): from the last close on or before the same day N months
   * before the last bar, in %; only where the run reaches that far back.
   */
  months: z.array(z.object({ months: z.number().int().positive(), percent: pct, from: IsoDate })),
  /** From the last close of the previous calendar year, in %; null when the run does not reach it. */
  ytd: pct.nullable(),
  /** Each calendar year whose first and last close (and the close before it) lie in the run: its change in %. */
  years: z.array(z.object({ year: z.number().int(), percent: pct, complete: z.boolean() })),
  /** The last close of each calendar year the run holds before the last bar's year (where the next year starts). */
  yearEnds: z.array(z.object({ year: z.number().int(), close: z.number().finite(), date: IsoDate })),
  /**
   * Each calendar year of the run (the last bar's year as it stands): its highest and lowest close, for "2019年以来的
   * 最高收盘" beyond the sessions kept. Absent in figures stored before it was added.
   */
  yearCloses: z
    .array(
      z.object({
        year: z.number().int(),
        high: z.number().finite(),
        highDate: IsoDate,
        low: z.number().finite(),
        lowDate: IsoDate,
        first: IsoDate,
      }),
    )
    .optional(),
  /** Simple moving averages of the close; `above` is close > MA. */
  ma: z.array(
    z.object({ n: z.number().int().positive(), value: z.number().finite(), above: z.boolean(), gapPercent: pct }),
  ),
  /** MA5 > MA10 > MA20 > MA60: bull; the reverse: bear; otherwise mixed; null without MA60. */
  maOrder: z.enum(["bull", "bear", "mixed"]).nullable(),
  macd: z
    .object({
      dif: z.number().finite(),
      dea: z.number().finite(),
      hist: z.number().finite(),
      /** The last session on which DIF crossed DEA: golden upwards, dead downwards. */
      lastCross: z.object({ kind: z.enum(["golden", "dead"]), date: IsoDate }).nullable(),
    })
    .nullable(),
  rsi14: z.number().finite().nullable(),
  /** Over the last 365 days: highest high and lowest low (closes where a bar has none); null with under 200 bars. */
  week52: z
    .object({
      high: z.number().finite(),
      highDate: IsoDate,
      low: z.number().finite(),
      lowDate: IsoDate,
      fromHighPercent: pct,
    })
    .nullable(),
  /** The 52-week (else the run's) highest high was set within the last five sessions: a new high. */
  atHigh: z.boolean(),
  /**
   * Mean volume of the last 20 sessions against the 20 before them (`ratio`) and against the 60 before them (`ratio60`,
   * the technical analyst's activity reading; null with fewer than 80 sessions); null without volumes.
   */
  volume: z
    .object({
      avg20: z.number().finite(),
      prev20: z.number().finite(),
      ratio: z.number().finite(),
      ratio60: z.number().finite().nullable(),
    })
    .nullable(),
  /**
   * The last `SESSIONS_KEPT` sessions of the run, oldest first (high and low are the close where a bar has none).
   * Optional: figures stored before it was added lack it, and what needs it is then undecided.
   */
  sessions: z.array(Session).optional(),
});
export type MarketFacts = z.infer<typeof MarketFacts>;

const change = (to: number, from: number): number => (to / from - 1) * 100;

function calendarYears(run: readonly Bar[]): Pick<MarketFacts, "ytd" | "years" | "yearEnds"> {
  const lastOfYear = new Map<number, number>();
  for (let i = 0; i < run.length; i++) lastOfYear.set(Number(run[i]!.date.slice(0, 4)), i);
  const lastYear = Number(run.at(-1)!.date.slice(0, 4));
  const years: MarketFacts["years"] = [];
  for (const [year, end] of lastOfYear) {
    const prevEnd = lastOfYear.get(year - 1);
    // A year is measured from the previous year's last close, which the run must hold.
    if (prevEnd === undefined) continue;
    years.push({ year, percent: change(run[end]!.close, run[prevEnd]!.close), complete: year < lastYear });
  }
  const current = years.find((y) => y.year === lastYear);
  const yearEnds = [...lastOfYear]
    .filter(([year]) => year < lastYear)
    .map(([year, i]) => ({ year, close: run[i]!.close, date: run[i]!.date }));
  return { ytd: current?.percent ?? null, years, yearEnds };
}

function yearCloses(run: readonly Bar[]): NonNullable<MarketFacts["yearCloses"]> {
  const out: NonNullable<MarketFacts["yearCloses"]> = [];
  for (const b of run) {
    const year = Number(b.date.slice(0, 4));
    const y = out.at(-1);
    if (y?.year !== year) {
      out.push({ year, high: b.close, highDate: b.date, low: b.close, lowDate: b.date, first: b.date });
      continue;
    }
    if (b.close > y.high) Object.assign(y, { high: b.close, highDate: b.date });
    if (b.close < y.low) Object.assign(y, { low: b.close, lowDate: b.date });
  }
  return out;
}

function lastCross(dif: readonly (number | null)[], dea: readonly (number | null)[], dates: readonly string[]) {
  for (let i = dif.length - 1; i > 0; i--) {
    const [d0, e0, d1, e1] = [dif[i - 1], dea[i - 1], dif[i], dea[i]];
    if (d0 == null || e0 == null || d1 == null || e1 == null) return null;
    if (d0 <= e0 && d1 > e1) return { kind: "golden" as const, date: dates[i]! };
    if (d0 >= e0 && d1 < e1) return { kind: "dead" as const, date: dates[i]! };
  }
  return null;
}

function volumeTrend(run: readonly Bar[]): MarketFacts["volume"] {
  const vols = run.slice(-80).map((b) => b.volume);
  const last40 = vols.slice(-40);
  if (last40.length < 40 || last40.some((v) => v === null || v <= 0)) return null;
  const mean = (xs: (number | null)[]) => xs.reduce<number>((s, x) => s + (x ?? 0), 0) / xs.length;
  const [avg20, prev20] = [mean(last40.slice(20)), mean(last40.slice(0, 20))];
  const has80 = vols.length === 80 && vols.every((v) => v !== null && v > 0);
  return { avg20, prev20, ratio: avg20 / prev20, ratio60: has80 ? avg20 / mean(vols.slice(0, 60)) : null };
}

/** The price facts as of `asOf` from a company's daily bars (any order); null when no unbroken run reaches asOf. */
export function marketFactsFrom(bars: readonly Bar[], asOf: string): MarketFacts | null {
  const run = currentRun(
    [...bars].sort((a, b) => (a.date < b.date ? -1 : 1)),
    asOf,
  );
  const last = run.at(-1);
  if (!last) return null;
  const closes = run.map((b) => b.close);
  const dates = run.map((b) => b.date);
  const i = closes.length - 1;
  const returns = RETURN_WINDOWS.filter((n) => i >= n).map((n) => ({
    days: n,
    percent: change(last.close, closes[i - n]!),
    from: dates[i - n]!,
  }));
  const months = MONTH_WINDOWS.flatMap((n) => {
    const start = monthsBefore(last.date, n);
    const base = run.findLast((b) => b.date <= start);
    return base ? [{ months: n, percent: change(last.close, base.close), from: base.date }] : [];
  });
  const ma = MA_WINDOWS.flatMap((n) => {
    const value = sma(closes, n)[i];
    return value == null ? [] : [{ n, value, above: last.close > value, gapPercent: change(last.close, value) }];
  });
  const m = macd(closes);
  const [dif, dea, hist] = [m.dif[i], m.dea[i], m.hist[i]];
  const from = addDays(last.date, -YEAR_DAYS);
  const year = run.filter((b) => b.date > from);
  const high = (b: Bar) => b.high ?? b.close;
  const low = (b: Bar) => b.low ?? b.close;
  const hi = year.reduce((a, b) => (high(b) > high(a) ? b : a));
  const lo = year.reduce((a, b) => (low(b) < low(a) ? b : a));
  return MarketFacts.parse({
    lastBar: last.date,
    close: last.close,
    bars: run.length,
    returns,
    months,
    ...calendarYears(run),
    yearCloses: yearCloses(run),
    ma,
    maOrder: maOrder(closes),
    macd:
      dif == null || dea == null || hist == null ? null : { dif, dea, hist, lastCross: lastCross(m.dif, m.dea, dates) },
    rsi14: rsi(closes)[i] ?? null,
    week52:
      year.length >= YEAR_MIN_BARS && run[0]!.date <= addDays(from, YEAR_START_SLACK)
        ? {
            high: high(hi),
            highDate: hi.date,
            low: low(lo),
            lowDate: lo.date,
            fromHighPercent: change(last.close, high(hi)),
          }
        : null,
    atHigh: year.slice(-NEW_HIGH_BARS).includes(hi),
    volume: volumeTrend(run),
    sessions: run.slice(-SESSIONS_KEPT).map((b) => ({
      date: b.date,
      close: b.close,
      high: high(b),
      low: low(b),
      open: b.open ?? null,
      volume: b.volume,
    })),
  });
}

/**
 * "RSI升至72.7" says the reading rose to where it is: read against its value a week (five sessions) before, so the
 * RSI series holds that reading and the last one (as the technical analyst shows it: the value at the last bar).
 */
export const RSI_LOOKBACK = 5;

/** RSI(14) of the bars (oldest first) at the last bar and `RSI_LOOKBACK` sessions before, as series points. */
export function rsiPoints(bars: readonly { date: string; close: number }[]): IndicatorPoint[] {
  const values = rsi(bars.map((b) => b.close));
  const at = (i: number): IndicatorPoint[] => {
    const value = values[i];
    const date = bars[i]?.date;
    return value == null || !date ? [] : [{ series: "rsi", period: date, value, unit: "", publicDate: date }];
  };
  const last = bars.length - 1;
  const now = at(last);
  return now.length === 0 ? [] : [...at(last - RSI_LOOKBACK), ...now];
}
