import { z } from "zod";

/**
 * Weekdays the Shanghai, Shenzhen and Beijing exchanges are closed in 2026, from their joint notice of 2025-12-22
 * (关于2026年部分节假日休市安排的通知): 元旦 1/1-1/3, 春节 2/15-2/23, 清明 4/4-4/6, 劳动节 5/1-5/5, 端午 6/19-6/21,
 * 中秋 9/25-9/27, 国庆 10/1-10/7. Weekend days inside those spans are closed anyway and not listed. Later years are
 * announced each December: add them to the MARKET_HOLIDAYS var.
 */
export const MARKET_HOLIDAYS_2026: readonly string[] = [
  "2026-01-01",
  "2026-01-02",
  "2026-02-16",
  "2026-02-17",
  "2026-02-18",
  "2026-02-19",
  "2026-02-20",
  "2026-02-23",
  "2026-04-06",
  "2026-05-01",
  "2026-05-04",
  "2026-05-05",
  "2026-06-19",
  "2026-09-25",
  "2026-10-01",
  "2026-10-02",
  "2026-10-05",
  "2026-10-06",
  "2026-10-07",
];

const IsoDate = z.iso.date();

/**
 * MARKET_HOLIDAYS is comma separated YYYY-MM-DD; empty or unset means the built-in 2026 list. A malformed entry is
 * reported rather than dropped silently, so a typo cannot quietly turn a holiday into a trading day.
 */
export function parseHolidays(raw: string | undefined): { dates: Set<string>; invalid: string[] } {
  const entries = (raw ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
  if (entries.length === 0) return { dates: new Set(MARKET_HOLIDAYS_2026), invalid: [] };
  const dates = new Set<string>();
  const invalid: string[] = [];
  for (const e of entries) IsoDate.safeParse(e).success ? dates.add(e) : invalid.push(e);
  return { dates, invalid };
}
