import { and, asc, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companies, dailyQuotes, predictions } from "../../db/schema";
import { listingStatusOf } from "../../tickers/listing";
import type { BacktestResponse } from "../../wire/wire-backtest";
import { ensureBundledIndex, storedIndexBars } from "../index-series";
import type { Horizon, StockBar } from "../score";
import { ledgerWhere, type TrackFilters } from "../track-record";
import { backtest, DEFAULT_NOTIONAL } from "./backtest";
import type { BacktestEntry } from "./simulate";

/**
 * The backtest of the stored ledger: the predictions the filters select (one per share and day, the last recorded),
 * the stored daily bars of their shares and the sessions of the stored CSI 300 series from the first prediction to
 * the last session both the index and a share's bars reach. A share whose short name carries ST today is given the
 * 5 % limit (the only risk-warning record there is).
 */
export async function ledgerBacktest(
  db: Database,
  f: TrackFilters,
  horizon: Horizon,
  notional = DEFAULT_NOTIONAL,
): Promise<BacktestResponse> {
  await ensureBundledIndex(db);
  const rows = await db
    .select()
    .from(predictions)
    .where(and(...ledgerWhere(f)))
    .orderBy(asc(predictions.id))
    .all();
  const byDay = new Map<string, BacktestEntry>();
  for (const p of rows) byDay.set(`${p.ticker}|${p.asOf}`, p);
  const entries = [...byDay.values()];
  const tickers = [...new Set(entries.map((e) => e.ticker))];
  const bars = new Map<string, StockBar[]>();
  const names = new Map<string, string>();
  // D1 binds at most 100 parameters a statement.
  for (let i = 0; i < tickers.length; i += 90) {
    const some = tickers.slice(i, i + 90);
    const quotes = await db
      .select({ ticker: dailyQuotes.ticker, date: dailyQuotes.date, open: dailyQuotes.open, close: dailyQuotes.close })
      .from(dailyQuotes)
      .where(inArray(dailyQuotes.ticker, some))
      .orderBy(asc(dailyQuotes.ticker), asc(dailyQuotes.date))
      .all();
    for (const q of quotes) {
      const list = bars.get(q.ticker) ?? [];
      list.push({ date: q.date, open: q.open, close: q.close });
      bars.set(q.ticker, list);
    }
    const named = await db
      .select({ code: companies.code, name: companies.name })
      .from(companies)
      .where(inArray(companies.code, some))
      .all();
    for (const c of named) names.set(c.code, c.name);
  }
  const st = new Set([...names].filter(([, name]) => listingStatusOf(name) === "risk_warning").map(([code]) => code));
  const index = await storedIndexBars(db);
  // ISO dates sort as strings.
  const first = entries.map((e) => e.asOf).sort()[0] ?? "9999-12-31";
  const lastBar =
    [...bars.values()]
      .map((list) => list.at(-1)!.date)
      .sort()
      .at(-1) ?? "";
  const sessions = index.map((b) => b.date).filter((d) => d >= first && d <= lastBar);
  return backtest({ entries, bars, index, sessions, st }, horizon, notional);
}
