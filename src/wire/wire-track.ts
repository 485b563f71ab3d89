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

const BrierScore = z.object({ n: z.number().int(), score: Share.describe("mean squared error of the stated probability, 0 best") });

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
  brier: BrierScore.describe("hard forecasts (probability 1 on the call)"),
});
export type BaselineStats = z.infer<typeof BaselineStats>;

export const HorizonStats = z.object({
  horizon: Horizon,
  label: z.string(),
  scored: z.number().int().describe("matured horizons"),
  tradeable: z.number().int(),
  untradeable: z.object({ share: Proportion, suspended: z.number().int(), limitUp: z.number().int(), limitDown: z.number().int() }),
  directional: z.number().int().describe("tradeable rows with a bullish or bearish call"),
  coverage: Proportion,
  hitRate: Proportion,
  brier: BrierScore.describe("of the stated probability that the call is right (overall score / 100)"),
  reliability: z.array(ReliabilityBin),
  callReturn: MeanFigure.describe("percent, in the direction of the call"),
  callExcess: MeanFigure.describe("percent over the CSI 300, in the direction of the call"),
  baselines: z.array(BaselineStats),
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
    filters: z.object({ protocol: Protocol.nullable(), model: z.string().nullable(), from: z.string().nullable(), to: z.string().nullable() }),
    predictions: z.object({
      total: z.number().int(),
      forward: z.number().int().describe("recorded before the next session opened"),
      backtest: z.number().int(),
      pending: z.number().int().describe("no horizon scored yet"),
      stances: z.object({ bullish: z.number().int(), bearish: z.number().int(), neutral: z.number().int() }),
    }),
    benchmark: z.object({ code: z.string(), name: z.string(), source: z.string(), until: z.string().nullable(), note: z.string() }),
    horizons: z.array(HorizonStats),
    byProtocol: z.array(GroupStats),
    byModel: z.array(GroupStats),
    byCompany: z.array(GroupStats),
    notes: z.array(z.string()).describe("how to read the figures, in Chinese"),
    disclaimer: z.string(),
  })
  .meta({ id: "TrackRecord", description: "Every verdict as a dated prediction, scored when the market answered" });
export type TrackRecordResponse = z.infer<typeof TrackRecordResponse>;

export const ScoreRunResponse = z
  .object({
    today: z.string().describe("Beijing date scored as of"),
    open: z.number().int().describe("predictions with a horizon still unscored when the run began"),
    scored: z.number().int().describe("horizon scores written by this run"),
    benchmarkUntil: z.string().nullable().describe("the newest stored CSI 300 session"),
  })
  .meta({ id: "ScoreRun" });
export type ScoreRunResponse = z.infer<typeof ScoreRunResponse>;
