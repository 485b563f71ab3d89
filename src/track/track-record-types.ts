/**
 * The shape of `GET /api/track-record` (re-exported by src/shared/wire.ts, which the page reads). Every figure carries
 * its n, and every rate its Wilson 95 % interval.
 */
import type { Protocol } from "../debate/debate-state";
import type { Proportion, ReliabilityBin } from "./stats";

export type { Proportion, ReliabilityBin } from "./stats";
export type TrackHorizon = "1d" | "1w" | "1m";
export type BaselineKey = "always_up" | "momentum_20d" | "yesterday";

export interface MeanFigure {
  n: number;
  mean: number | null;
}

export interface BaselineStats {
  key: BaselineKey;
  /** Chinese name (总是看涨, 20日动量, 昨日方向). */
  label: string;
  /** On the rows the model's hit rate is measured on (same dates, same horizon). */
  hitRate: Proportion;
  /** Hard forecasts (probability 1 on the call): the share of misses. */
  brier: { n: number; score: number | null };
}

export interface HorizonStats {
  horizon: TrackHorizon;
  label: string;
  /** Matured horizons (scored), of which tradeable and untradeable (entry day suspended or opened at the limit). */
  scored: number;
  tradeable: number;
  untradeable: { share: Proportion; suspended: number; limitUp: number; limitDown: number };
  /** Tradeable rows where the prediction made a directional call; the rest were neutral (abstentions). */
  directional: number;
  coverage: Proportion;
  hitRate: Proportion;
  /** Of the stated probability that the call is right (the verdict's overall score / 100). */
  brier: { n: number; score: number | null };
  reliability: ReliabilityBin[];
  /** Percent, in the direction of the call (a bearish call gains when the price falls). */
  callReturn: MeanFigure;
  /** Percent over the CSI 300 on the same window, in the direction of the call; n = rows with the index stored. */
  callExcess: MeanFigure;
  baselines: BaselineStats[];
}

export interface GroupStats {
  key: string;
  label: string;
  predictions: number;
  horizons: { horizon: TrackHorizon; hitRate: Proportion; untradeable: number }[];
}

export interface TrackRecordResponse {
  filters: { protocol: Protocol | null; model: string | null; from: string | null; to: string | null };
  predictions: {
    total: number;
    /** Recorded before the next session opened: forward calls, not backtests. */
    forward: number;
    backtest: number;
    /** With no horizon scored yet. */
    pending: number;
    stances: { bullish: number; bearish: number; neutral: number };
  };
  benchmark: { code: string; name: string; source: string; until: string | null; note: string };
  horizons: HorizonStats[];
  byProtocol: GroupStats[];
  byModel: GroupStats[];
  byCompany: GroupStats[];
  /** How to read the figures, in Chinese. */
  notes: string[];
  disclaimer: string;
}
