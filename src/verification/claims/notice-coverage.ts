import { z } from "zod";
import { EVENT_CATEGORIES, type EventCategory } from "./event-facts";

/**
 * Which kinds of notice the ingest collected for a company, and over which days. The stored announcements are a
 * selection: most sources are filtered by the vendor's category (the sample's Tushare file keeps dividends, buy-backs,
 * financing and incentives only). Where a source returned notices of a kind for a company, its notices of that kind
 * are all there from the company's first notice in that source to the source's last one, so a notice of that kind
 * missing on a day inside that span did not exist; outside it, or of a kind no source returned for the company (its
 * filter may not have asked: 601318's staff plans are not in the sample's file), a missing notice proves nothing.
 */
export const NoticeCoverage = z.object({
  category: z.enum(EVENT_CATEGORIES),
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type NoticeCoverage = z.infer<typeof NoticeCoverage>;

/**
 * The kinds a vendor's category filter collects. Not 定期报告: a source tagging its rows so may hold the annual
 * reports only (the sample's Eastmoney rows), and the reports are known from their figures besides.
 */
const COLLECTED_KINDS: Record<string, readonly EventCategory[]> = {
  repurchase: ["回购"],
  dividend: ["分红"],
  equity_incentive: ["股权激励"],
  financing: ["定增", "债券发行"],
};

/** One stored notice as far as coverage goes (sample-data.json, D1 `announcements`). */
export interface NoticeRow {
  ticker: string;
  date: string;
  category?: string | null;
  source?: string | null;
}

/** The coverage of `ticker`'s notices, from every stored notice: a source's last day shows over all its companies. */
export function noticeCoverage(rows: readonly NoticeRow[], ticker: string): NoticeCoverage[] {
  const sources = new Map<string, { kinds: Set<EventCategory>; last: string; first: string | null }>();
  for (const r of rows) {
    const key = r.source ?? "";
    const s = sources.get(key) ?? { kinds: new Set<EventCategory>(), last: r.date, first: null };
    if (r.ticker === ticker) for (const kind of COLLECTED_KINDS[r.category ?? ""] ?? []) s.kinds.add(kind);
    if (r.date > s.last) s.last = r.date;
    if (r.ticker === ticker && (s.first === null || r.date < s.first)) s.first = r.date;
    sources.set(key, s);
  }
  const out = new Map<EventCategory, NoticeCoverage>();
  for (const s of sources.values()) {
    if (s.first === null) continue;
    for (const category of s.kinds) {
      const had = out.get(category);
      if (!had || s.first < had.from) out.set(category, { category, from: s.first, to: s.last });
    }
  }
  return [...out.values()];
}

/**
 * The coverage of a category holding every day from `start` to `end` (ISO), or null. The first notice held dates a
 * collection's start to its month only (a collector's window opens on a month or earlier, its first notice need not
 * fall on the first day), so "2月以来" is covered by a source whose first notice is of 9 February.
 */
export function coveredSpan(
  coverage: readonly NoticeCoverage[] | undefined,
  category: EventCategory,
  start: string,
  end: string,
): NoticeCoverage | null {
  const opens = (c: NoticeCoverage): string => `${c.from.slice(0, 7)}-01`;
  return coverage?.find((c) => c.category === category && opens(c) <= start && end <= c.to) ?? null;
}
