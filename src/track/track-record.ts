import { and, asc, eq, gte, lte, type SQL } from "drizzle-orm";
import type { Protocol } from "../debate/debate-state";
import type { Database } from "../db/client";
import { companies, predictions, predictionScores } from "../db/schema";
import { BASELINE_ZH, MEMORY_HORIZON_ZH, OFFLINE_MODEL_ZH } from "../domain/labels";
import { PROTOCOL_IDS, protocolOf } from "../debate/protocols/registry";
import { DISCLAIMER } from "../compliance/compliance";
import { BENCHMARK, BUNDLED_CSI300, storedIndexBars } from "./index-series";
import { baselineHit, HORIZONS, type Call, type Horizon } from "./score";
import { brier, mean, reliabilityBins, wilson, type Forecast } from "./stats";
import type { BaselineStats, GroupStats, HorizonStats, TrackRecordResponse } from "../wire/wire-track";

export interface TrackFilters {
  protocol?: Protocol;
  model?: string;
  from?: string;
  to?: string;
}

type Prediction = typeof predictions.$inferSelect;
type Score = typeof predictionScores.$inferSelect;
interface Row {
  p: Prediction;
  s: Score;
}

const signed = (call: Call | null, x: number | null) => (call === null || x === null ? null : call === "up" ? x : -x);
const notNull = <T>(x: T | null): x is T => x !== null;

/** The rows the model's hit rate is measured on: tradeable, with a directional call. */
const directionalRows = (rows: readonly Row[]) => rows.filter((r) => r.s.tradeable && r.s.call !== null && r.s.hit !== null);

function hitRateOf(rows: readonly Row[]) {
  const d = directionalRows(rows);
  return wilson(d.filter((r) => r.s.hit).length, d.length);
}

function baselines(rows: readonly Row[]): BaselineStats[] {
  const d = directionalRows(rows);
  const calls: Record<BaselineStats["key"], (r: Row) => Call | null> = {
    always_up: () => "up",
    momentum_20d: (r) => r.s.momentumCall,
    yesterday: (r) => r.s.yesterdayCall,
  };
  return (Object.keys(calls) as BaselineStats["key"][]).map((key) => {
    const hits = d.map((r) => baselineHit(calls[key](r), r.s.returnPct)).filter(notNull);
    const k = hits.filter(Boolean).length;
    return { key, label: BASELINE_ZH[key], hitRate: wilson(k, hits.length), brier: brier(hits.map((hit) => ({ p: 1, hit }))) };
  });
}

function horizonStats(h: Horizon, rows: readonly Row[]): HorizonStats {
  const tradeable = rows.filter((r) => r.s.tradeable);
  const d = directionalRows(rows);
  const forecasts: Forecast[] = d.map((r) => ({ p: r.p.confidence, hit: r.s.hit === true }));
  const count = (why: Score["untradeable"]) => rows.filter((r) => r.s.untradeable === why).length;
  return {
    horizon: h,
    label: MEMORY_HORIZON_ZH[h],
    scored: rows.length,
    tradeable: tradeable.length,
    untradeable: { share: wilson(rows.length - tradeable.length, rows.length), suspended: count("suspended"), limitUp: count("limit_up"), limitDown: count("limit_down") },
    directional: d.length,
    coverage: wilson(d.length, tradeable.length),
    hitRate: hitRateOf(rows),
    brier: brier(forecasts),
    reliability: reliabilityBins(forecasts),
    callReturn: mean(d.map((r) => signed(r.s.call, r.s.returnPct)).filter(notNull)),
    callExcess: mean(d.map((r) => signed(r.s.call, r.s.excessPct)).filter(notNull)),
    baselines: baselines(rows),
  };
}

function groups(all: readonly Row[], preds: readonly Prediction[], keyOf: (p: Prediction) => string, labelOf: (key: string) => string): GroupStats[] {
  const keys = [...new Set(preds.map(keyOf))].sort();
  return keys.map((key) => {
    const rows = all.filter((r) => keyOf(r.p) === key);
    return {
      key,
      label: labelOf(key),
      predictions: preds.filter((p) => keyOf(p) === key).length,
      horizons: HORIZONS.map((h) => {
        const these = rows.filter((r) => r.s.horizon === h);
        return { horizon: h, hitRate: hitRateOf(these), untradeable: these.filter((r) => !r.s.tradeable).length };
      }),
    };
  });
}

export const modelName = (model: string) => model.split(" + ").map((m) => (m === "offline" ? OFFLINE_MODEL_ZH : m)).join(" + ");

/** The track record for the filters: every prediction in the ledger whose asOf is in [from, to]. */
export async function trackRecord(db: Database, f: TrackFilters): Promise<TrackRecordResponse> {
  const where: SQL[] = [];
  if (f.protocol) where.push(eq(predictions.protocol, f.protocol));
  if (f.model) where.push(eq(predictions.model, f.model));
  if (f.from) where.push(gte(predictions.asOf, f.from));
  if (f.to) where.push(lte(predictions.asOf, f.to));
  const preds = await db.select().from(predictions).where(and(...where)).orderBy(asc(predictions.asOf)).all();
  const rows: Row[] = await db
    .select({ p: predictions, s: predictionScores })
    .from(predictionScores)
    .innerJoin(predictions, eq(predictions.debateId, predictionScores.debateId))
    .where(and(...where))
    .all();
  const scoredIds = new Set(rows.map((r) => r.p.debateId));
  const names = new Map((await db.select({ code: companies.code, name: companies.name }).from(companies).all()).map((c) => [c.code, c.name]));
  const index = await storedIndexBars(db);
  const until = index.at(-1)?.date ?? null;
  const forward = preds.filter((p) => p.madeBeforeOpen).length;
  return {
    filters: { protocol: f.protocol ?? null, model: f.model ?? null, from: f.from ?? null, to: f.to ?? null },
    predictions: {
      total: preds.length,
      forward,
      backtest: preds.length - forward,
      pending: preds.filter((p) => !scoredIds.has(p.debateId)).length,
      stances: {
        bullish: preds.filter((p) => p.stance === "bullish").length,
        bearish: preds.filter((p) => p.stance === "bearish").length,
        neutral: preds.filter((p) => p.stance === "neutral").length,
      },
    },
    benchmark: {
      code: BENCHMARK.code,
      name: BENCHMARK.name,
      source: BUNDLED_CSI300.source,
      until,
      note: until
        ? `超额收益相对${BENCHMARK.name}，指数日线已存至${until}；此后到期的预测无基准，不计超额收益`
        : `未存${BENCHMARK.name}日线：不计超额收益`,
    },
    horizons: HORIZONS.map((h) => horizonStats(h, rows.filter((r) => r.s.horizon === h))),
    byProtocol: groups(rows, preds, (p) => p.protocol, protocolName),
    byModel: groups(rows, preds, (p) => p.model, modelName),
    byCompany: groups(rows, preds, (p) => p.ticker, (k) => `${names.get(k) ?? ""}（${k}）`),
    notes: [
      "每次完成的辩论都按其分析日记为一条预测；同一输入的重复运行与回放不重复计入",
      "T+1：以分析日之后第一个交易日的开盘价买入，持有一日、一周（5个交易日）、一月（21个交易日）至收盘；只统计已到期的期限",
      "买入日停牌或开盘即涨停/跌停的记为无法成交，单独统计，不计命中与否",
      "命中率只统计看多/看空的方向性判断（中性不计，见覆盖率）；区间为Wilson 95%置信区间",
      "Brier分数以裁决综合分/100作为判断正确的概率；基准为硬判断（概率取1），与模型在相同日期、相同期限上比较",
      "事前预测指在下一交易日开盘前记录；分析日在过去的辩论属于回测，可能受模型记忆影响",
    ],
    disclaimer: DISCLAIMER,
  };
}

/** A protocol by the name its reports give it; an id no plug-in declares any more stays as stored. */
const protocolName = (id: string): string =>
  (PROTOCOL_IDS as string[]).includes(id) ? protocolOf(id as Protocol).labels.name : id;
