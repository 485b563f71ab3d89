import { and, desc, eq, gte, inArray } from "drizzle-orm";
import type { AppDeps } from "../app-deps";
import { verdicts } from "../db/schema";
import { STANCE_ZH } from "../domain/labels";
import { companyDirectory } from "../services/company-directory";
import { addDays, beijingDate } from "../shared/dates";
import type { VerdictBrief, WatchlistEntry } from "../wire/wire-watchlists";
import { changeOf } from "./verdict-change";
import type { Watchlist } from "./watchlist-store";

type VerdictRow = Pick<
  typeof verdicts.$inferSelect,
  "debateId" | "ticker" | "stance" | "overall" | "asOf" | "createdAt"
>;

const COLUMNS = {
  debateId: verdicts.debateId,
  ticker: verdicts.ticker,
  stance: verdicts.stance,
  overall: verdicts.overall,
  asOf: verdicts.asOf,
  createdAt: verdicts.createdAt,
};

const brief = (v: VerdictRow): VerdictBrief => ({
  debateId: v.debateId,
  stance: v.stance,
  stanceLabel: STANCE_ZH[v.stance],
  overall: v.overall,
  asOf: v.asOf,
  createdAt: v.createdAt,
});

/** The verdicts of the list's tickers made with its protocol, newest first (any key's: a verdict is public). */
async function verdictsOf(deps: Pick<AppDeps, "db">, list: Watchlist, since?: string): Promise<VerdictRow[]> {
  if (list.tickers.length === 0) return [];
  const where = [inArray(verdicts.ticker, list.tickers), eq(verdicts.protocol, list.protocol)];
  if (since) where.push(gte(verdicts.createdAt, since));
  return deps.db
    .select(COLUMNS)
    .from(verdicts)
    .where(and(...where))
    .orderBy(desc(verdicts.createdAt))
    .all();
}

/** Each ticker of the list with its newest verdict, the one before it and what changed. */
export async function watchlistEntries(deps: Pick<AppDeps, "db" | "now">, list: Watchlist): Promise<WatchlistEntry[]> {
  const [rows, directory] = await Promise.all([verdictsOf(deps, list), companyDirectory(deps)]);
  return list.items.map(({ code, addedAt }) => {
    const mine = rows.filter((r) => r.ticker === code);
    const [latest, previous] = mine;
    return {
      code,
      name: directory.byCode.get(code)?.name ?? code,
      addedAt,
      latest: latest ? brief(latest) : null,
      previous: previous ? brief(previous) : null,
      ...changeOf(latest, previous),
    };
  });
}

/** The list's verdicts per Beijing day over the last `days` days, newest day first. */
export async function watchlistHistory(deps: Pick<AppDeps, "db" | "now">, list: Watchlist, days: number) {
  const since = `${addDays(beijingDate(deps.now()), -(days - 1))}T00:00:00+08:00`;
  const [rows, directory] = await Promise.all([
    verdictsOf(deps, list, new Date(since).toISOString()),
    companyDirectory(deps),
  ]);
  const byDay = new Map<string, (VerdictBrief & { code: string; name: string })[]>();
  for (const r of rows) {
    const day = beijingDate(new Date(r.createdAt));
    const list = byDay.get(day) ?? [];
    list.push({ ...brief(r), code: r.ticker, name: directory.byCode.get(r.ticker)?.name ?? r.ticker });
    byDay.set(day, list);
  }
  return [...byDay.entries()].map(([date, verdicts]) => ({ date, verdicts }));
}
