import { and, eq, lte } from "drizzle-orm";
import type { AppDeps } from "../app-deps";
import { announcements, chunks, companies, type ChunkFigure } from "../db/schema";
import { publicBy } from "../retrieval/evidence-search";
import { eventsFrom } from "../verification/claims/event-facts";
import { type Facts, factsFrom } from "../verification/claims/facts";
import { marketFactsFrom, rsiPoints } from "../verification/claims/market-facts";
import { loadBars } from "./role-packs";
import { currentRun } from "../shared/technical-indicators";

/**
 * Every structured figure of the ticker public by asOf, the years its data covers, and its series (facts): the verifier
 * matches a claim's numbers against these besides the cited chunks (seed 000 §5.1), and its judgements against the
 * series (src/verification/claims/). A restated figure counts in the version
 * public by asOf only, so a number first published after asOf never verifies.
 */
export async function loadTickerFigures(
  deps: Pick<AppDeps, "db">,
  ticker: string,
  asOf: string,
): Promise<{ figures: ChunkFigure[]; years: number[]; facts: Facts }> {
  const rows = await deps.db
    .select({ figures: chunks.figures, period: chunks.period, publicDate: chunks.publicDate, kind: chunks.kind })
    .from(chunks)
    .where(and(eq(chunks.ticker, ticker), publicBy(asOf)))
    .all();
  const seen = new Set<string>();
  const figures: ChunkFigure[] = [];
  const years = new Set<number>();
  for (const r of rows) {
    if (r.period) years.add(Number(r.period.slice(0, 4)));
    years.add(Number(r.publicDate.slice(0, 4)));
    if (r.kind === "quote") continue; // prices are matched through cited chunks only
    for (const f of r.figures) {
      const key = `${f.unit}:${f.value}`;
      if (!seen.has(key)) {
        seen.add(key);
        figures.push(f);
      }
    }
  }
  // The series a claim's judgements are checked against: every figure's period and public date, and RSI(14) at asOf
  // from the unbroken bars that reach it (the technical analyst's reading).
  const bars = currentRun(await loadBars(deps, ticker, asOf), asOf);
  const indicators = rsiPoints(bars);
  // Price facts of the same bars, the announcements public by asOf and the industry whose norms level words follow.
  const announced = await deps.db
    .select({ date: announcements.date, title: announcements.title, category: announcements.category })
    .from(announcements)
    .where(and(eq(announcements.ticker, ticker), lte(announcements.date, asOf)))
    .all();
  const company = await deps.db
    .select({ industry: companies.industry })
    .from(companies)
    .where(eq(companies.code, ticker))
    .get();
  const extra = {
    market: marketFactsFrom(bars, asOf),
    events: eventsFrom(announced, asOf),
    industry: company?.industry ?? null,
    company: ticker,
  };
  return { figures, years: [...years].sort(), facts: factsFrom(rows, asOf, indicators, extra) };
}
