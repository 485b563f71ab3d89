import { and, desc, eq, inArray, lt, lte, or } from "drizzle-orm";
import type { Database } from "../db/client";
import { reflections, verdicts } from "../db/schema";
import type { Stance } from "../debate/debate-types";
import { loadBars, regimeOf } from "../evidence/role-packs";
import { currentRun, indicatorSnapshot } from "../shared/technical-indicators";
import type { HorizonName, HorizonOutcome, MemoryItem } from "./memory-types";
import { ageWeight, expectedOf, lessonOf, MAX_MEMORIES, outcomeOf } from "./reflection";
import { addDays, daysBetween } from "../shared/dates";

const HORIZONS: HorizonName[] = ["1d", "1w", "1m"];
type Expected = "up" | "down" | "flat";

/** A verdict may carry its own directions per horizon (FinDebate); otherwise the stance stands for all three. */
function expectedFor(verdict: Record<string, unknown>, stance: Stance, h: HorizonName): Expected {
  const horizons = verdict.horizons as Partial<Record<"day" | "week" | "month", Expected>> | undefined;
  const key = ({ "1d": "day", "1w": "week", "1m": "month" } as const)[h];
  return horizons?.[key] ?? expectedOf(stance);
}

/**
 * Reflects on the ticker's past verdicts whose horizons have passed by `asOf`, using only bars dated on or before
 * `asOf` (so a debate "as of D" never learns what happened after D). Idempotent: existing rows are kept.
 * Returns how many rows were added.
 */
export async function reflectPastVerdicts(
  db: Database,
  ticker: string,
  asOf: string,
  now: Date = new Date(),
): Promise<number> {
  const past = await db
    .select()
    .from(verdicts)
    .where(and(eq(verdicts.ticker, ticker), lt(verdicts.asOf, asOf)))
    .orderBy(desc(verdicts.asOf))
    .limit(50)
    .all();
  if (past.length === 0) return 0;
  const done = await db
    .select({ debateId: reflections.debateId, horizon: reflections.horizon })
    .from(reflections)
    .where(
      inArray(
        reflections.debateId,
        past.map((v) => v.debateId),
      ),
    )
    .all();
  const have = new Set(done.map((d) => `${d.debateId}:${d.horizon}`));
  const oldest = past.reduce((m, v) => (v.asOf < m ? v.asOf : m), asOf);
  const bars = await loadBars({ db }, ticker, asOf, addDays(oldest, -200));
  let added = 0;
  for (const v of past) {
    const regime = regimeOf(indicatorSnapshot(currentRun(bars, v.asOf)));
    for (const h of HORIZONS) {
      if (have.has(`${v.debateId}:${h}`)) continue;
      const o = outcomeOf(bars, v.asOf, h, expectedFor(v.verdict, v.stance, h));
      if (!o) continue;
      await db
        .insert(reflections)
        .values({
          debateId: v.debateId,
          horizon: h,
          ticker,
          protocol: v.protocol,
          asOf: v.asOf,
          stance: v.stance,
          expected: o.expected,
          regime,
          startDate: o.startDate,
          endDate: o.endDate,
          startClose: bars.find((b) => b.date === o.startDate)!.close,
          endClose: bars.find((b) => b.date === o.endDate)!.close,
          returnPct: o.return,
          benchmark: o.benchmark,
          excessReturn: null,
          realised: o.realised,
          hit: o.hit,
          lesson: lessonOf(o, regime),
          createdAt: now.toISOString(),
        })
        .onConflictDoNothing()
        .run();
      added++;
    }
  }
  return added;
}

/**
 * At most three past situations for a debate as of `asOf` (seed 003 §3.3, §4.2): same ticker or same regime, only
 * outcomes known by asOf, weighted by similarity (same ticker 1, same regime 0.6, both 1.2) and halved every 180 days
 * of age.
 */
export async function recallMemory(
  db: Database,
  q: { ticker: string; asOf: string; regime: string | null; excludeDebateId?: string },
): Promise<MemoryItem[]> {
  const match = q.regime
    ? or(eq(reflections.ticker, q.ticker), eq(reflections.regime, q.regime))
    : eq(reflections.ticker, q.ticker);
  const rows = await db
    .select()
    .from(reflections)
    .where(and(match, lte(reflections.endDate, q.asOf), lt(reflections.asOf, q.asOf)))
    .orderBy(desc(reflections.asOf))
    .limit(200)
    .all();
  const byDebate = new Map<string, typeof rows>();
  for (const r of rows) {
    if (r.debateId === q.excludeDebateId) continue;
    byDebate.set(r.debateId, [...(byDebate.get(r.debateId) ?? []), r]);
  }
  const items: MemoryItem[] = [...byDebate.values()].map((rs) => {
    const r = rs[0]!;
    const sameTicker = r.ticker === q.ticker;
    const sameRegime = q.regime !== null && r.regime === q.regime;
    const similarity = sameTicker && sameRegime ? 1.2 : sameTicker ? 1 : 0.6;
    const ageDays = daysBetween(r.asOf, q.asOf);
    const order: HorizonName[] = ["1d", "1w", "1m"];
    const outcomes: HorizonOutcome[] = [...rs]
      .sort((a, b) => order.indexOf(a.horizon) - order.indexOf(b.horizon))
      .map((x) => ({
        horizon: x.horizon,
        startDate: x.startDate,
        endDate: x.endDate,
        return: x.returnPct,
        excessReturn: x.excessReturn,
        benchmark: "none",
        realised: x.realised,
        expected: x.expected,
        hit: x.hit,
      }));
    // The lesson of the longest horizon known: it speaks to the call as a whole.
    const lesson = [...rs].sort((a, b) => order.indexOf(b.horizon) - order.indexOf(a.horizon))[0]!.lesson;
    return {
      debateId: r.debateId,
      ticker: r.ticker,
      protocol: r.protocol,
      asOf: r.asOf,
      stance: r.stance,
      regime: r.regime ?? "未知",
      outcomes,
      lesson,
      match: sameTicker && sameRegime ? "same ticker and regime" : sameTicker ? "same ticker" : "same regime",
      ageDays,
      weight: Math.round(similarity * ageWeight(ageDays) * 1000) / 1000,
    };
  });
  return items.sort((a, b) => b.weight - a.weight || b.asOf.localeCompare(a.asOf)).slice(0, MAX_MEMORIES);
}
