import { type FactPoint, type Facts, currentAnnualYear } from "./facts";

/**
 * The market value and the PEs of the last close, as an analyst derives them from stated inputs ("按4月30日收盘价和
 * 2025年722.01亿元归母净利润估算，静态PE约27倍", "以TTM归母净利润约827亿元计，当前PE约21倍"): the share count a
 * dated snapshot implies (its 总市值 over that day's close) times the last close, over the newest annual or trailing
 * four quarters' 归母净利润 public by the last bar. Derived only while the share count cannot have changed since the
 * snapshot: a close-to-close fall beyond any daily limit (a 送转's 除权) between the two days stops it.
 */

/** The series names of the two readings (metric-levels.ts lists them under 市盈率), and of 总市值 at the last close. */
export const MARKET_CAP_NOW = "market_cap_close";
export const PE_NOW_TTM = "pe_ttm_close";
export const PE_NOW_STATIC = "pe_static_cap";

/** A fall a daily price limit (10 %, 20 % on the growth boards) never allows: the share count changed (除权). */
const EX_RIGHTS_FALL = -0.21;

/** 总市值 at the last bar, from the newest snapshot whose day's close the kept sessions hold. */
export function marketCapNow(facts: Facts): FactPoint | null {
  const m = facts.market;
  const snap = (facts.series.market_cap ?? []).at(-1);
  if (!m || !snap || snap.period >= m.lastBar) return null;
  const sessions = (m.sessions ?? []).filter((s) => s.date >= snap.period);
  if (sessions[0]?.date !== snap.period || sessions.at(-1)?.date !== m.lastBar) return null;
  const exRights = sessions.some((s, i) => i > 0 && s.close / sessions[i - 1]!.close - 1 < EX_RIGHTS_FALL);
  if (exRights || sessions[0].close <= 0) return null;
  const value = (snap.value / sessions[0].close) * m.close;
  return { period: m.lastBar, value, unit: snap.unit, publicDate: m.lastBar };
}

/** The newest report period of 归母净利润 public by `date` (a quarter's cumulative or a year's). */
function newestProfit(facts: Facts, date: string): FactPoint | undefined {
  return (facts.series.net_profit ?? []).filter((p) => p.publicDate <= date).at(-1);
}

/**
 * The trailing four quarters' profit to a report period: the year before's annual plus the cumulative period less the
 * same period a year earlier (period-facts.ts reads the same for a clause's TTM; it cannot be imported from here).
 */
function trailingYear(points: readonly FactPoint[], newest: FactPoint): number | null {
  if (newest.period.endsWith("-12-31")) return newest.value;
  const year = Number(newest.period.slice(0, 4));
  const lastYear = points.find((p) => p.period === `${year - 1}-12-31`);
  const yearAgo = points.find((p) => p.period === `${year - 1}${newest.period.slice(4)}`);
  return lastYear && yearAgo ? lastYear.value + newest.value - yearAgo.value : null;
}

/**
 * PE(TTM) and 静态PE of the last close from the market value now: over the trailing four quarters' profit, and over
 * the newest annual profit. Each only where its profit is positive and public by the last bar.
 */
export function valuationNow(facts: Facts): Partial<Record<typeof PE_NOW_TTM | typeof PE_NOW_STATIC, FactPoint>> {
  const cap = marketCapNow(facts);
  if (!cap) return {};
  const points = facts.series.net_profit ?? [];
  const newest = newestProfit(facts, cap.period);
  const annual = points.filter((p) => p.publicDate <= cap.period && p.period.endsWith("-12-31")).at(-1);
  // Only over the current annual report (a 2026 close over 2019's profit is a multiple nobody quotes) or a quarter
  // after it.
  const current = currentAnnualYear(facts, cap.period);
  if (!annual || current === null || Number(annual.period.slice(0, 4)) < current) return {};
  const ttm = newest ? trailingYear(points, newest) : null;
  const at = (per: number | undefined): FactPoint | undefined =>
    per && per > 0 ? { period: cap.period, value: cap.value / per, unit: "倍", publicDate: cap.period } : undefined;
  const out: Partial<Record<typeof PE_NOW_TTM | typeof PE_NOW_STATIC, FactPoint>> = {};
  const ttmPe = at(ttm ?? undefined);
  const staticPe = at(annual?.value);
  if (ttmPe) out[PE_NOW_TTM] = ttmPe;
  if (staticPe) out[PE_NOW_STATIC] = staticPe;
  return out;
}

/**
 * "现价对应2025年每股净资产约1.2倍PB", "以现价折算市值约6535亿元": a market reading priced at the last close (the
 * clause or its sentence says so: PRICED_NOW) is the last bar's, so a snapshot months old is no reading of it. The
 * points of each series at the last bar, and 总市值 at the last close (read only so: a clause naming none may mean
 * a snapshot's); none left leaves the figure unread, never failed on the old snapshot.
 */
export function atLastClose(series: readonly (readonly FactPoint[])[], facts: Facts, m: string): FactPoint[][] {
  const last = facts.market?.lastBar;
  const now = m === "market_cap" ? [facts.series[MARKET_CAP_NOW] ?? []] : [];
  return [...series, ...now].map((s) => s.filter((p) => p.period === last));
}
