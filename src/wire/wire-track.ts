/**
 * The track record's HTTP answers as zod schemas (`GET /api/track-record`, `POST /api/admin/track-record/score`): the
 * routes declare them, `GET /api/openapi.json` shows them, and `wire.ts` re-exports their inferred types for the page.
 * Every figure carries its n, and every rate its Wilson 95 % interval.
 */
import { z } from "zod";
import { Protocol } from "../debate/protocols/registry";

const Horizon = z.enum(["1d", "1w", "1m"]);
const Share = z.number().nullable();

export const Proportion = z
  .object({
    k: z.number().int().describe("successes"),
    n: z.number().int().describe("trials"),
    rate: Share.describe("k / n, null when n = 0"),
    low: Share.describe("Wilson 95 % interval, lower bound"),
    high: Share.describe("Wilson 95 % interval, upper bound"),
  })
  .meta({ id: "Proportion" });
export type Proportion = z.infer<typeof Proportion>;

const BrierScore = z.object({
  n: z.number().int(),
  score: Share.describe("mean squared error of the stated probability, 0 best"),
});

export const ReliabilityBin = z.object({
  from: z.number(),
  to: z.number(),
  meanP: Share.describe("mean stated probability in the bin"),
  observed: Proportion.describe("how often the bin's calls came true"),
});
export type ReliabilityBin = z.infer<typeof ReliabilityBin>;

export const MeanFigure = z.object({ n: z.number().int(), mean: Share });
export type MeanFigure = z.infer<typeof MeanFigure>;

export const BaselineStats = z.object({
  key: z.enum(["always_up", "momentum_20d", "yesterday"]),
  label: z.string().describe("总是看涨, 20日动量, 昨日方向"),
  hitRate: Proportion.describe("on the rows the model's hit rate is measured on"),
});
export type BaselineStats = z.infer<typeof BaselineStats>;

export const Estimate = z.object({
  value: Share,
  low: Share.describe("bootstrap 95 % interval, lower"),
  high: Share.describe("bootstrap 95 % interval, upper"),
});

export const ForecasterSkill = z
  .object({
    key: z.enum(["model_raw", "model_calibrated", "always_up", "momentum_20d", "yesterday"]),
    label: z.string(),
    probability: z.string().describe("how this forecaster's probability is stated, in Chinese"),
    n: z.number().int(),
    brier: Estimate.describe("Brier score of the stated probability that the call comes true, 0 best"),
    referenceBrier: Estimate.describe("Brier score of the base rate of the same event (windows closed before a call)"),
    skill: Estimate.describe("Brier skill score, 1 - brier / referenceBrier: below 0 is worse than the base rate"),
    logLoss: Estimate.describe("mean negative log-likelihood in nats (a coin: 0.693); p clipped to 0.001-0.999"),
  })
  .meta({ id: "ForecasterSkill" });
export type ForecasterSkill = z.infer<typeof ForecasterSkill>;

export const HorizonStats = z.object({
  horizon: Horizon,
  label: z.string(),
  scored: z.number().int().describe("matured horizons"),
  tradeable: z.number().int(),
  untradeable: z.object({
    share: Proportion,
    suspended: z.number().int(),
    limitUp: z.number().int(),
    limitDown: z.number().int(),
  }),
  directional: z.number().int().describe("tradeable rows with a bullish or bearish call"),
  coverage: Proportion,
  hitRate: Proportion,
  brier: BrierScore.describe("of the raw score (overall / 100) read as the probability that the call is right"),
  reliability: z.array(ReliabilityBin).describe("of the raw score read as a probability"),
  calibration: z
    .object({
      calibrated: z.number().int().describe("directional calls with a walk-forward calibrated probability"),
      uncalibrated: z.number().int().describe("calls with too few matured predictions before them (样本不足，未校准)"),
      reliability: z.array(ReliabilityBin).describe("of the calibrated probability, bins of 0.1 from 0"),
      brier: BrierScore,
    })
    .describe("the probability that the call comes true, fitted only on predictions matured before each one"),
  callReturn: MeanFigure.describe("percent, in the direction of the call"),
  callExcess: MeanFigure.describe("percent over the CSI 300, in the direction of the call"),
  baselines: z.array(BaselineStats),
  skill: z
    .array(ForecasterSkill)
    .describe("the model and the baselines as probabilities against the base rate; the lead figure"),
  skillNote: z.string().describe("whether the model beat the base rate, said plainly in Chinese"),
});
export type HorizonStats = z.infer<typeof HorizonStats>;

export const GroupStats = z.object({
  key: z.string(),
  label: z.string(),
  predictions: z.number().int(),
  horizons: z.array(z.object({ horizon: Horizon, hitRate: Proportion, untradeable: z.number().int() })),
});
export type GroupStats = z.infer<typeof GroupStats>;

export const TrackRecordResponse = z
  .object({
    filters: z.object({
      protocol: Protocol.nullable(),
      model: z.string().nullable(),
      from: z.string().nullable(),
      to: z.string().nullable(),
    }),
    predictions: z.object({
      total: z.number().int(),
      forward: z.number().int().describe("recorded before the next session opened"),
      backtest: z.number().int(),
      pending: z.number().int().describe("待到期: a horizon not yet scored that the stock's current series will reach"),
      unscorable: z
        .number()
        .int()
        .describe(
          "无后续行情，无法计分: a horizon not scored whose stock has no stored daily series after it " +
            "(the series ended over two weeks ago, or never began)",
        ),
      stances: z.object({ bullish: z.number().int(), bearish: z.number().int(), neutral: z.number().int() }),
    }),
    benchmark: z.object({
      code: z.string(),
      name: z.string(),
      source: z.string(),
      until: z.string().nullable(),
      note: z.string(),
    }),
    horizons: z.array(HorizonStats),
    byProtocol: z.array(GroupStats),
    byModel: z.array(GroupStats),
    byCompany: z.array(GroupStats),
    notes: z.array(z.string()).describe("how to read the figures, in Chinese"),
    disclaimer: z.string(),
  })
  .meta({ id: "TrackRecord", description: "Every verdict as a dated prediction, scored when the market answered" });
export type TrackRecordResponse = z.infer<typeof TrackRecordResponse>;

export const DirectionProbabilityResponse = z
  .object({
    debateId: z.string(),
    asOf: z.string(),
    rawScore: z.number().describe("辩论质量综合分 / 100: a quality score, not a probability"),
    horizons: z.array(
      z.object({
        horizon: Horizon,
        label: z.string(),
        call: z.enum(["up", "down"]).nullable().describe("null: neutral or flat, no directional call"),
        probability: Share.describe("calibrated probability that the call comes true; null when not calibrated"),
        words: z.string().nullable().describe("the probability's words from the one table (e.g. 可能)"),
        baseRate: Share.describe("how often the market moved the call's way in windows closed before asOf"),
        samples: z.number().int().describe("matured predictions the calibration was fitted on"),
        pooled: z.boolean().describe("fitted on all protocols and models (this one's group has too few)"),
        note: z.string().describe("what the figure is, or why there is none (样本不足，未校准), in Chinese"),
      }),
    ),
  })
  .meta({
    id: "DirectionProbability",
    description: "A debate's calibrated direction probability, beside its raw quality score",
  });
export type DirectionProbabilityResponse = z.infer<typeof DirectionProbabilityResponse>;

export const ScoreRunResponse = z
  .object({
    today: z.string().describe("Beijing date scored as of"),
    open: z.number().int().describe("predictions with a horizon still unscored when the run began"),
    scored: z.number().int().describe("horizon scores written by this run"),
    benchmarkUntil: z.string().nullable().describe("the newest stored CSI 300 session"),
  })
  .meta({ id: "ScoreRun" });
export type ScoreRunResponse = z.infer<typeof ScoreRunResponse>;
