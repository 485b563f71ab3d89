import { and, eq, like, max } from "drizzle-orm";
import type { Database } from "../../db/client";
import { dailyQuotes, financialMetrics, meta } from "../../db/schema";
import { QUARTER_ENDS, addDays, weekdayOf } from "../../shared/dates";

/** What the live sources supply for a ticker, each with its own freshness rule. */
export type DataKind = "financials" | "quotes" | "announcements";
export const DATA_KINDS: readonly DataKind[] = ["financials", "quotes", "announcements"];

/** What a ticker has, and the Beijing day each kind was last fetched (null: never). */
export interface Holdings {
  newestPeriod: string | null;
  newestQuote: string | null;
  fetchedOn: Record<DataKind, string | null>;
}

export interface Need {
  kind: DataKind;
  /** Why it is fetched, for the events and the report. */
  reason: string;
}

/** The newest report period that has ended by `today` (a report for it can have been published since). */
export function newestEndedPeriod(today: string): string {
  const year = Number(today.slice(0, 4));
  const ended = QUARTER_ENDS.filter((end) => `${year}-${end}` < today);
  const last = ended.at(-1);
  return last ? `${year}-${last}` : `${year - 1}-12-31`;
}

/** The weekday before `today`: the last session whose close can be out (holidays only make this stricter). */
export function previousWeekday(today: string): string {
  let d = addDays(today, -1);
  while (weekdayOf(d) === 0 || weekdayOf(d) === 6) d = addDays(d, -1);
  return d;
}

/**
 * The freshness policy: what to fetch for a debate as of `today`. Nothing is fetched twice on a Beijing day, and
 * nothing that cannot have changed: quotes when the last session's close is missing, financials when a report period
 * has ended that is newer than the newest stored one (its report can have been published), announcements daily.
 */
export function staleKinds(h: Holdings, today: string): Need[] {
  const needs: Need[] = [];
  const fresh = (kind: DataKind) => h.fetchedOn[kind] === today;
  if (!fresh("financials")) {
    const due = newestEndedPeriod(today);
    if (h.newestPeriod === null) needs.push({ kind: "financials", reason: "没有财务数据" });
    else if (h.newestPeriod < due)
      needs.push({ kind: "financials", reason: `最新财报期为 ${h.newestPeriod}，${due} 的报告可能已披露` });
  }
  if (!fresh("quotes")) {
    const session = previousWeekday(today);
    if (h.newestQuote === null) needs.push({ kind: "quotes", reason: "没有行情数据" });
    else if (h.newestQuote < session)
      needs.push({ kind: "quotes", reason: `最新行情为 ${h.newestQuote}，早于上一交易日 ${session}` });
  }
  if (!fresh("announcements"))
    needs.push({
      kind: "announcements",
      reason: h.fetchedOn.announcements ? `公告上次获取于 ${h.fetchedOn.announcements}` : "尚未获取公告",
    });
  return needs;
}

const fetchedKey = (ticker: string, kind: DataKind) => `fetched:${ticker}:${kind}`;

export async function readHoldings(db: Database, ticker: string): Promise<Holdings> {
  const period = await db
    .select({ v: max(financialMetrics.period) })
    .from(financialMetrics)
    .where(eq(financialMetrics.ticker, ticker))
    .get();
  const quote = await db
    .select({ v: max(dailyQuotes.date) })
    .from(dailyQuotes)
    .where(eq(dailyQuotes.ticker, ticker))
    .get();
  const rows = await db
    .select()
    .from(meta)
    .where(and(like(meta.key, `fetched:${ticker}:%`)))
    .all();
  const on = new Map(rows.map((r) => [r.key, r.value]));
  return {
    newestPeriod: period?.v ?? null,
    newestQuote: quote?.v ?? null,
    fetchedOn: {
      financials: on.get(fetchedKey(ticker, "financials")) ?? null,
      quotes: on.get(fetchedKey(ticker, "quotes")) ?? null,
      announcements: on.get(fetchedKey(ticker, "announcements")) ?? null,
    },
  };
}

/** Records that `kind` was fetched for `ticker` on the Beijing day `day` (only after its source answered). */
export async function markFetched(db: Database, ticker: string, kind: DataKind, day: string): Promise<void> {
  await db
    .insert(meta)
    .values({ key: fetchedKey(ticker, kind), value: day })
    .onConflictDoUpdate({ target: meta.key, set: { value: day } })
    .run();
}
