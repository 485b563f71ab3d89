/**
 * A debate's direction probability: for each horizon, the calibrated probability that its call comes true, fitted
 * walk-forward on the ledger's predictions matured by its asOf (calibration.ts), beside its raw quality score. The
 * raw score (辩论质量综合分 / 100) is never offered as the probability.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { predictions } from "../db/schema";
import { MEMORY_HORIZON_ZH, probabilityWords } from "../domain/labels";
import type { DirectionProbabilityResponse } from "../wire/wire-track";
import { calibrate } from "./calibration";
import { groupOf, ledgerOutcomes } from "./outcomes";
import { callFor, HORIZONS } from "./score";
import { directionRate, trailingRates } from "./trailing-rates";

const pct = (p: number) => `${Math.round(p * 1000) / 10}%`;

/** The debate's direction probability, or null when it is not in the ledger (a replay, not yet recorded, a repeat). */
export async function directionProbability(
  db: Database,
  debateId: string,
): Promise<DirectionProbabilityResponse | null> {
  const p = await db.select().from(predictions).where(eq(predictions.debateId, debateId)).get();
  if (!p) return null;
  const outcomes = await ledgerOutcomes(db);
  return {
    debateId,
    asOf: p.asOf,
    rawScore: p.confidence,
    horizons: HORIZONS.map((h) => {
      const label = MEMORY_HORIZON_ZH[h];
      const call = callFor({ stance: p.stance, horizons: p.horizons ?? null }, h);
      if (call === null) {
        const note = "中性或持平：没有方向判断，不给概率";
        const none = { probability: null, words: null, baseRate: null, samples: 0, pooled: false };
        return { horizon: h, label, call, ...none, note };
      }
      const o = outcomes.get(h)!;
      const baseRate = directionRate(trailingRates(o.windows)(p.asOf), call);
      const group = groupOf(p.protocol, p.model);
      const c = calibrate(o.samples, { asOf: p.asOf, group, score: p.confidence, ref: baseRate });
      const base = { horizon: h, label, call, baseRate, samples: c.samples };
      if (c.p === null) {
        const note = `${c.reason}（此前已到期的预测 ${c.samples} 条）`;
        return { ...base, probability: null, words: null, pooled: false, note };
      }
      const fit = c.pooled ? "与其他辩论方式和模型合并拟合" : "按本辩论方式与模型拟合";
      return {
        ...base,
        probability: c.p,
        words: probabilityWords(c.p),
        pooled: c.pooled,
        note: `校准概率 ${pct(c.p)}（${fit}，${c.samples} 条此前已到期的预测；基准率 ${pct(baseRate)}）`,
      };
    }),
  };
}
