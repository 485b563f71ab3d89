import { and, asc, eq, gte, isNotNull, lte, max, type SQL } from "drizzle-orm";
import type { Protocol } from "../debate/debate-state";
import type { Database } from "../db/client";
import { companies, dailyQuotes, predictions, predictionScores } from "../db/schema";
import { BASELINE_ZH, MEMORY_HORIZON_ZH, OFFLINE_MODEL_ZH } from "../domain/labels";
import { PROTOCOL_IDS, protocolOf } from "../debate/protocols/registry";
import { DISCLAIMER } from "../compliance/compliance";
import { BENCHMARK, BUNDLED_CSI300, storedIndexBars } from "./index-series";
import { baselineHit, HORIZONS, MAX_GAP_DAYS, type Call, type Horizon } from "./score";
import { beijingDate, daysBetween } from "../shared/dates";
import { scoreboard, skillVerdict, type ScoreboardRow } from "./scoreboard";
import { brier, mean, reliabilityBins, wilson, type Forecast } from "./stats";
import { calibrate, type CalibrationSample } from "./calibration";
import { groupOf, ledgerOutcomes, type Outcomes } from "./outcomes";
import { directionRate, trailingRates, type TrailingRates } from "./trailing-rates";
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
const directionalRows = (rows: readonly Row[]) =>
  rows.filter((r) => r.s.tradeable && r.s.call !== null && r.s.hit !== null);

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
    return { key, label: BASELINE_ZH[key], hitRate: wilson(hits.filter(Boolean).length, hits.length) };
  });
}

const boardRow = (r: Row): ScoreboardRow => ({
  asOf: r.p.asOf,
  confidence: r.p.confidence,
  call: r.s.call!,
  hit: r.s.hit === true,
  returnPct: r.s.returnPct!,
  momentumCall: r.s.momentumCall,
  yesterdayCall: r.s.yesterdayCall,
});

/** Each directional row's calibrated probability, fitted only on calls matured by its asOf (null: too few). */
function calibrated(
  d: readonly Row[],
  samples: readonly CalibrationSample[],
  ratesAt: (asOf: string) => TrailingRates,
) {
  return d.map((r) => {
    const ref = directionRate(ratesAt(r.p.asOf), r.s.call!);
    const group = groupOf(r.p.protocol, r.p.model);
    const c = calibrate(samples, { asOf: r.p.asOf, group, score: r.p.confidence, ref });
    return c.p === null ? null : { p: c.p, ref, hit: r.s.hit === true };
  });
}

function horizonStats(h: Horizon, rows: readonly Row[], outcomes: Outcomes): HorizonStats {
  const tradeable = rows.filter((r) => r.s.tradeable);
  const d = directionalRows(rows);
  const ratesAt = trailingRates(outcomes.windows);
  const cal = calibrated(d, outcomes.samples, ratesAt).filter(notNull);
  const skill = scoreboard(d.map(boardRow), ratesAt, cal);
  const forecasts: Forecast[] = d.map((r) => ({ p: r.p.confidence, hit: r.s.hit === true }));
  const count = (why: Score["untradeable"]) => rows.filter((r) => r.s.untradeable === why).length;
  return {
    horizon: h,
    label: MEMORY_HORIZON_ZH[h],
    scored: rows.length,
    tradeable: tradeable.length,
    untradeable: {
      share: wilson(rows.length - tradeable.length, rows.length),
      suspended: count("suspended"),
      limitUp: count("limit_up"),
      limitDown: count("limit_down"),
    },
    directional: d.length,
    coverage: wilson(d.length, tradeable.length),
    hitRate: hitRateOf(rows),
    brier: brier(forecasts),
    reliability: reliabilityBins(forecasts),
    calibration: {
      calibrated: cal.length,
      uncalibrated: d.length - cal.length,
      reliability: reliabilityBins(cal, 0, 0.1),
      brier: brier(cal),
    },
    callReturn: mean(d.map((r) => signed(r.s.call, r.s.returnPct)).filter(notNull)),
    callExcess: mean(d.map((r) => signed(r.s.call, r.s.excessPct)).filter(notNull)),
    baselines: baselines(rows),
    skill,
    skillNote: `${MEMORY_HORIZON_ZH[h]}：${skill
      .filter((s) => s.key.startsWith("model_"))
      .map(skillVerdict)
      .join("；")}`,
  };
}

function groups(
  all: readonly Row[],
  preds: readonly Prediction[],
  keyOf: (p: Prediction) => string,
  labelOf: (key: string) => string,
): GroupStats[] {
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

/**
 * Predictions with a horizon still unscored: 待到期 while the stock's stored daily series is current (the daily job
 * scores it when its exit session is stored), 无后续行情，无法计分 when the series ended more than two weeks before
 * today (a sample company, a delisted stock) or never began (a snapshot price is not a series).
 */
function openPredictions(
  preds: readonly Prediction[],
  rows: readonly Row[],
  lastBars: ReadonlyMap<string, string | null>,
  today: string,
) {
  const scored = new Map<string, number>();
  for (const r of rows) scored.set(r.p.debateId, (scored.get(r.p.debateId) ?? 0) + 1);
  const open = preds.filter((p) => (scored.get(p.debateId) ?? 0) < HORIZONS.length);
  const stale = (p: Prediction) => {
    const last = lastBars.get(p.ticker);
    return !last || daysBetween(last, today) > MAX_GAP_DAYS;
  };
  return { pending: open.filter((p) => !stale(p)).length, unscorable: open.filter(stale).length };
}

export const modelName = (model: string) =>
  model
    .split(" + ")
    .map((m) => (m === "offline" ? OFFLINE_MODEL_ZH : m))
    .join(" + ");

/** The ledger rows the filters select (the backtest reads the same rows). */
export function ledgerWhere(f: TrackFilters): SQL[] {
  const where: SQL[] = [];
  if (f.protocol) where.push(eq(predictions.protocol, f.protocol));
  if (f.model) where.push(eq(predictions.model, f.model));
  if (f.from) where.push(gte(predictions.asOf, f.from));
  if (f.to) where.push(lte(predictions.asOf, f.to));
  return where;
}

/** The track record for the filters: every prediction in the ledger whose asOf is in [from, to]. */
export async function trackRecord(db: Database, f: TrackFilters, now: Date = new Date()): Promise<TrackRecordResponse> {
  const where = ledgerWhere(f);
  const preds = await db
    .select()
    .from(predictions)
    .where(and(...where))
    .orderBy(asc(predictions.asOf))
    .all();
  const rows: Row[] = await db
    .select({ p: predictions, s: predictionScores })
    .from(predictionScores)
    .innerJoin(predictions, eq(predictions.debateId, predictionScores.debateId))
    .where(and(...where))
    .all();
  const lastBars = new Map(
    (
      await db
        .select({ ticker: dailyQuotes.ticker, last: max(dailyQuotes.date) })
        .from(dailyQuotes)
        .where(isNotNull(dailyQuotes.open))
        .groupBy(dailyQuotes.ticker)
        .all()
    ).map((r) => [r.ticker, r.last]),
  );
  const names = new Map(
    (await db.select({ code: companies.code, name: companies.name }).from(companies).all()).map((c) => [
      c.code,
      c.name,
    ]),
  );
  const index = await storedIndexBars(db);
  const until = index.at(-1)?.date ?? null;
  const forward = preds.filter((p) => p.madeBeforeOpen).length;
  const outcomes = await ledgerOutcomes(db);
  return {
    filters: { protocol: f.protocol ?? null, model: f.model ?? null, from: f.from ?? null, to: f.to ?? null },
    predictions: {
      total: preds.length,
      forward,
      backtest: preds.length - forward,
      ...openPredictions(preds, rows, lastBars, beijingDate(now)),
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
    horizons: HORIZONS.map((h) =>
      horizonStats(
        h,
        rows.filter((r) => r.s.horizon === h),
        outcomes.get(h)!,
      ),
    ),
    byProtocol: groups(rows, preds, (p) => p.protocol, protocolName),
    byModel: groups(rows, preds, (p) => p.model, modelName),
    byCompany: groups(
      rows,
      preds,
      (p) => p.ticker,
      (k) => `${names.get(k) ?? ""}（${k}）`,
    ),
    notes: [
      "每次完成的辩论都按其分析日记为一条预测；同一输入的重复运行与回放不重复计入",
      "T+1：以分析日之后第一个交易日的开盘价买入，持有一日、一周（5个交易日）、一月（21个交易日）至收盘；" +
        "只统计已到期的期限",
      "分析日在过去、行情已存储的辩论在记录时即计分；待到期指该股行情仍在更新、到期后计分；股票日线已停止更新" +
        "（超过两周）或从未存储时记为“无后续行情，无法计分”",
      "买入日停牌或开盘即涨停/跌停的记为无法成交，单独统计，不计命中与否",
      "命中率只统计看多/看空的方向性判断（中性不计，见覆盖率）；区间为Wilson 95%置信区间",
      "技能分（Brier技能分）= 1 − 预测的Brier分数 / 参照预测的Brier分数；参照预测是按基准率给出的常数概率：" +
        "该方向在此前已到期窗口中出现的比例（只用预测日之前已到期的数据，加一平滑）。高于0才算优于基准率，" +
        "低于0即不如它",
      "基准也按概率计：总是看涨取此前的上涨比例，20日动量与昨日方向取各自此前的命中率；对数损失的概率截断在" +
        "0.1%–99.9%；区间为固定种子的自助法（1000次重抽样）95%区间",
      "校准概率：每条预测只用在其分析日之前已到期的预测拟合（按原始分每0.1分箱、保序回归；分箱样本少于30时按" +
        "比例向基准率收缩；同一辩论方式与模型少于100条时与其他合并）；此前已到期的预测少于30条时为“样本不足，未校准”",
      "原始分是辩论质量综合分/100，衡量论证过程而非方向的把握；把它当作概率计分只为显示它与实际命中的差距",
      "事前预测指在下一交易日开盘前记录；分析日在过去的辩论属于回测，可能受模型记忆影响",
    ],
    disclaimer: DISCLAIMER,
  };
}

/** A protocol by the name its reports give it; an id no plug-in declares any more stays as stored. */
const protocolName = (id: string): string =>
  (PROTOCOL_IDS as string[]).includes(id) ? protocolOf(id as Protocol).labels.name : id;
