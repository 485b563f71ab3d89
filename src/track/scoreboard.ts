/**
 * The fair scoreboard of one horizon: the model and each baseline as stated probabilities, every one scored against
 * the same kind of reference - a constant forecast at the base rate of its event from windows closed before the
 * prediction (trailing-rates.ts) - by the Brier skill score and the log loss, each with its bootstrap interval.
 */
import { BASELINE_ZH } from "../domain/labels";
import type { ForecasterSkill } from "../wire/wire-track";
import { baselineHit, type Call } from "./score";
import { skillScores, type Estimate, type ScoredForecast } from "./skill";
import { directionRate, type TrailingRates } from "./trailing-rates";

/** A tradeable directional row of the horizon: what the scoreboard needs of a prediction and its score. */
export interface ScoreboardRow {
  asOf: string;
  /** The probability the model's call is right as used for scoring (the raw score / 100, or a calibrated one). */
  confidence: number;
  call: Call;
  hit: boolean;
  returnPct: number;
  momentumCall: Call | null;
  yesterdayCall: Call | null;
}

export type ForecasterKey = ForecasterSkill["key"];

export const FORECASTER_ZH: Record<ForecasterKey, { label: string; probability: string }> = {
  model_raw: {
    label: "本系统（原始分）",
    probability: "把辩论质量综合分/100当作方向判断正确的概率（它不是概率，这里只为说明差距）",
  },
  model_calibrated: { label: "本系统（校准概率）", probability: "逐条只用此前已到期的预测拟合的校准概率" },
  always_up: {
    label: BASELINE_ZH.always_up,
    probability: "每次看涨，概率取此前已到期窗口的上涨比例（即参照预测本身，技能分恒为0）",
  },
  momentum_20d: { label: BASELINE_ZH.momentum_20d, probability: "按20日动量方向，概率取该基准此前的命中率" },
  yesterday: { label: BASELINE_ZH.yesterday, probability: "按昨日方向，概率取该基准此前的命中率" },
};

function entry(key: ForecasterKey, xs: ScoredForecast[]): ForecasterSkill {
  return { key, ...FORECASTER_ZH[key], ...skillScores(xs) };
}

/** The baselines' forecasts on the model's rows, each for its own call (rows a baseline makes no call on left out). */
function baselineForecasts(rows: readonly ScoreboardRow[], ratesAt: (asOf: string) => TrailingRates) {
  const always: ScoredForecast[] = [];
  const momentum: ScoredForecast[] = [];
  const yesterday: ScoredForecast[] = [];
  for (const r of rows) {
    const rates = ratesAt(r.asOf);
    always.push({ p: rates.up.rate, ref: rates.up.rate, hit: r.returnPct > 0 });
    for (const [call, rate, out] of [
      [r.momentumCall, rates.momentum.rate, momentum],
      [r.yesterdayCall, rates.yesterday.rate, yesterday],
    ] as const) {
      const hit = baselineHit(call, r.returnPct);
      if (call !== null && hit !== null) out.push({ p: rate, ref: directionRate(rates, call), hit });
    }
  }
  return { always, momentum, yesterday };
}

/** The model's forecasts: its probability that the call is right, against the base rate of the call's direction. */
export function modelForecasts(
  rows: readonly ScoreboardRow[],
  ratesAt: (asOf: string) => TrailingRates,
): ScoredForecast[] {
  return rows.map((r) => ({ p: r.confidence, ref: directionRate(ratesAt(r.asOf), r.call), hit: r.hit }));
}

/** The scoreboard: the model's raw score, then (when given) its calibrated probability, then the three baselines. */
export function scoreboard(
  rows: readonly ScoreboardRow[],
  ratesAt: (asOf: string) => TrailingRates,
  calibrated?: readonly ScoredForecast[],
): ForecasterSkill[] {
  const b = baselineForecasts(rows, ratesAt);
  return [
    entry("model_raw", modelForecasts(rows, ratesAt)),
    ...(calibrated ? [entry("model_calibrated", [...calibrated])] : []),
    entry("always_up", b.always),
    entry("momentum_20d", b.momentum),
    entry("yesterday", b.yesterday),
  ];
}

const num = (x: number | null) => (x === null ? "—" : x.toFixed(3).replace("-", "−"));
export const estimateText = (e: Estimate, n: number) =>
  e.value === null ? `—（n=${n}）` : `${num(e.value)}（95%区间 ${num(e.low)} 至 ${num(e.high)}，n=${n}）`;

/** One sentence on a forecaster's skill that says plainly whether it beat the base rate. */
export function skillVerdict(s: ForecasterSkill): string {
  const k = s.skill;
  if (k.value === null) return `${s.label}：无样本，无法计算技能分`;
  const head = `${s.label}技能分 ${estimateText(k, s.n)}`;
  if (k.high !== null && k.high < 0) return `${head}：低于0，且区间整体低于0——比按此前涨跌比例给出的常数概率更差`;
  if (k.value < 0) return `${head}：低于0——不如按此前涨跌比例给出的常数概率，区间含0`;
  if (k.low !== null && k.low > 0) return `${head}：高于0，且区间整体高于0——优于按此前涨跌比例给出的常数概率`;
  return `${head}：不低于0，但区间含0——与按此前涨跌比例给出的常数概率无法区分`;
}
