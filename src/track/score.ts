import { boardOf } from "../tickers/listing";
import type { TradingCalendar } from "../shared/trading-calendar";
import { daysBetween } from "../shared/dates";

/**
 * Scoring one prediction from stored prices, A-share style: entry at the open of the first session after asOf (T+1:
 * a call made on day T can first be bought at T+1's open), exit at the close of the horizon's last session. A pure
 * function: the job (score-job.ts) reads the rows and writes what this returns.
 */

export type Horizon = "1d" | "1w" | "1m";
export type Call = "up" | "down";

/** Sessions per horizon, the entry session counting as the first: a day, a week (5), a month (21). */
const HORIZON_SESSIONS: Record<Horizon, number> = { "1d": 1, "1w": 5, "1m": 21 };
export const HORIZONS = Object.keys(HORIZON_SESSIONS) as Horizon[];

export interface StockBar {
  date: string;
  open: number | null;
  close: number;
}

export interface IndexBar {
  date: string;
  open: number;
  close: number;
}

export interface LedgerEntry {
  debateId: string;
  ticker: string;
  asOf: string;
  stance: "bullish" | "bearish" | "neutral";
  horizons: Record<Horizon, "up" | "down" | "flat"> | null;
}

export interface HorizonScore {
  horizon: Horizon;
  entryDate: string;
  exitDate: string;
  tradeable: boolean;
  untradeable: "suspended" | "limit_up" | "limit_down" | null;
  entryOpen: number | null;
  exitClose: number | null;
  returnPct: number | null;
  benchmark: "000300" | "none";
  indexReturnPct: number | null;
  excessPct: number | null;
  call: Call | null;
  hit: boolean | null;
  momentumCall: Call | null;
  yesterdayCall: Call | null;
}

/**
 * The daily price limit of a listing (涨跌幅限制), by its board (the one definition: `boardOf`): 20 % on the STAR
 * Market (688/689) and on ChiNext (300/301/302) since its registration reform of 2020-08-24, 30 % on the Beijing
 * exchange, 10 % elsewhere; 5 % for a risk-warned (ST) share of a main board when the caller knows it is one (the
 * stored data has only today's short name, so scoring treats every share as its board).
 */
function priceLimit(ticker: string, date: string, st: boolean): number {
  const board = boardOf(ticker);
  if (st && (board === "sh_main" || board === "sz_main")) return 0.05;
  switch (board) {
    case "star":
      return 0.2;
    case "chinext":
      return date >= "2020-08-24" ? 0.2 : 0.1;
    case "bse":
      return 0.3;
    default:
      return 0.1;
  }
}

/**
 * Whether the entry session opened at the limit: at 涨停 nobody can buy at the open, at 跌停 nobody can sell. The limit
 * price is the previous close × (1 ± limit), rounded to the fen as the exchanges do. An open beyond the limit by more
 * than a point is an ex-rights day (the reference price was adjusted, the stored close was not): not a limit.
 */
export function limitAtOpen(
  ticker: string,
  date: string,
  prevClose: number,
  open: number,
  st = false,
): "limit_up" | "limit_down" | null {
  if (exRightsAtOpen(ticker, date, prevClose, open, st)) return null;
  const lim = priceLimit(ticker, date, st);
  const up = Math.round(prevClose * (1 + lim) * 100) / 100;
  const down = Math.round(prevClose * (1 - lim) * 100) / 100;
  if (open >= up - 0.005) return "limit_up";
  if (open <= down + 0.005) return "limit_down";
  return null;
}

/**
 * An open further from the previous close than the day's limit allows by more than a point: no trade could print it,
 * so the exchange's reference price was adjusted (除权: a bonus issue or split) and the stored, unadjusted close was
 * not.
 */
export function exRightsAtOpen(ticker: string, date: string, prevClose: number, open: number, st = false): boolean {
  return Math.abs(open / prevClose - 1) > priceLimit(ticker, date, st) + 0.01;
}

const sign = (from: number, to: number): Call | null => (to > from ? "up" : to < from ? "down" : null);
const pct = (from: number, to: number) => Math.round((to / from - 1) * 100 * 10_000) / 10_000;

/**
 * The prediction's call for a horizon: the protocol's own direction for it, else the stance; neutral or flat is no
 * call.
 */
export function callFor(p: Pick<LedgerEntry, "stance" | "horizons">, h: Horizon): Call | null {
  const d = p.horizons ? p.horizons[h] : p.stance === "bullish" ? "up" : p.stance === "bearish" ? "down" : "flat";
  return d === "flat" ? null : d;
}

/** The baselines' calls from the bars the market had at asOf (20-session momentum, the last session's direction). */
export function baselineCalls(
  bars: readonly StockBar[],
  asOf: string,
): { momentum: Call | null; yesterday: Call | null } {
  const known = bars.filter((b) => b.date <= asOf);
  const last = known.at(-1);
  if (!last) return { momentum: null, yesterday: null };
  const prev = known.at(-2);
  const back20 = known.length > 20 ? known[known.length - 21] : undefined;
  return {
    momentum: back20 ? sign(back20.close, last.close) : null,
    yesterday: prev ? sign(prev.close, last.close) : null,
  };
}

/** Longer than any exchange holiday: a stock whose last daily bar before the entry is older was not trading then. */
export const MAX_GAP_DAYS = 14;

/**
 * Scores every horizon of `p` that has matured by `today` (Beijing date): its exit session is before today and the
 * stock's stored daily bars reach it. A horizon not yet matured is left out (scored by a later run), and so is a call
 * on a stock without a daily series around the entry (a snapshot price is not a bar; a series that stops more than two
 * weeks before the entry says nothing about that session). `bars` and `index` are sorted oldest first. No price before
 * the entry session enters a return: the entry is the open of the bar dated exactly on the entry session (no such bar
 * while the series goes on = suspended), and the exit is the last close from entry to exit.
 */
export function scorePrediction(
  p: LedgerEntry,
  allBars: readonly StockBar[],
  index: readonly IndexBar[],
  calendar: TradingCalendar,
  today: string,
): HorizonScore[] {
  const bars = allBars.filter((b) => b.open !== null);
  const entryDate = calendar.next(p.asOf);
  const lastStored = bars.at(-1)?.date ?? "";
  const entryBar = bars.find((b) => b.date === entryDate);
  const prev = bars.filter((b) => b.date < entryDate).at(-1);
  if (!prev || daysBetween(prev.date, entryDate) > MAX_GAP_DAYS) return [];
  const entryOpen = entryBar?.open ?? null;
  const untradeable: HorizonScore["untradeable"] =
    entryOpen === null || entryOpen <= 0 ? "suspended" : limitAtOpen(p.ticker, entryDate, prev.close, entryOpen);
  const base = baselineCalls(bars, p.asOf);
  const indexEntry = index.find((b) => b.date === entryDate);
  const out: HorizonScore[] = [];
  for (const h of HORIZONS) {
    const exitDate = calendar.nth(entryDate, HORIZON_SESSIONS[h]);
    if (exitDate >= today || lastStored < exitDate) continue;
    const call = callFor(p, h);
    const row = { horizon: h, entryDate, exitDate, call, momentumCall: base.momentum, yesterdayCall: base.yesterday };
    if (untradeable !== null || entryOpen === null) {
      out.push({
        ...row,
        tradeable: false,
        untradeable: untradeable ?? "suspended",
        entryOpen,
        exitClose: null,
        returnPct: null,
        benchmark: "none",
        indexReturnPct: null,
        excessPct: null,
        hit: null,
      });
      continue;
    }
    const exitBar = bars.filter((b) => b.date >= entryDate && b.date <= exitDate).at(-1)!;
    const returnPct = pct(entryOpen, exitBar.close);
    const indexExit = index.find((b) => b.date === exitDate);
    const indexReturnPct = indexEntry && indexExit ? pct(indexEntry.open, indexExit.close) : null;
    out.push({
      ...row,
      tradeable: true,
      untradeable: null,
      entryOpen,
      exitClose: exitBar.close,
      returnPct,
      benchmark: indexReturnPct === null ? "none" : "000300",
      indexReturnPct,
      excessPct: indexReturnPct === null ? null : Math.round((returnPct - indexReturnPct) * 10_000) / 10_000,
      hit: call === null ? null : call === "up" ? returnPct > 0 : returnPct < 0,
    });
  }
  return out;
}

/** Whether a baseline's call was right on a scored row (null: it made no call, or the row is untradeable). */
export function baselineHit(call: Call | null, returnPct: number | null): boolean | null {
  if (call === null || returnPct === null) return null;
  return call === "up" ? returnPct > 0 : returnPct < 0;
}
