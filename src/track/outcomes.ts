/**
 * What the ledger has learned so far, per horizon: every tradeable scored window (for the base rates) and every
 * directional call on one (for the calibration). Read by the track record and by a debate's direction probability.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { predictions, predictionScores } from "../db/schema";
import type { CalibrationSample } from "./calibration";
import { HORIZONS, type Horizon } from "./score";
import type { MarketWindow } from "./trailing-rates";

export interface Outcomes {
  windows: MarketWindow[];
  samples: CalibrationSample[];
}

export const groupOf = (protocol: string, model: string) => `${protocol}|${model}`;

/**
 * Every tradeable scored window in the ledger and every directional call on one, whatever the filters: the base rates
 * are the market's, not a protocol's, so a filtered view is measured against the same reference, and the calibration
 * of a protocol and model learns from all its own matured calls (pooled with the others while they are few).
 */
export async function ledgerOutcomes(db: Database): Promise<Map<Horizon, Outcomes>> {
  const rows = await db
    .select({
      ticker: predictions.ticker,
      protocol: predictions.protocol,
      model: predictions.model,
      confidence: predictions.confidence,
      s: predictionScores,
    })
    .from(predictionScores)
    .innerJoin(predictions, eq(predictions.debateId, predictionScores.debateId))
    .where(eq(predictionScores.tradeable, true))
    .all();
  const out = new Map<Horizon, Outcomes>(HORIZONS.map((h) => [h, { windows: [], samples: [] }]));
  for (const { ticker, protocol, model, confidence, s } of rows) {
    if (s.returnPct === null) continue;
    const o = out.get(s.horizon)!;
    const { exitDate, returnPct, momentumCall, yesterdayCall } = s;
    o.windows.push({ key: `${ticker}:${s.entryDate}`, exitDate, returnPct, momentumCall, yesterdayCall });
    if (s.call !== null && s.hit !== null) {
      o.samples.push({ exitDate, group: groupOf(protocol, model), score: confidence, hit: s.hit });
    }
  }
  return out;
}
