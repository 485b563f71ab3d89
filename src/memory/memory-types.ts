import type { Stance } from "../debate/debate-types";

export type HorizonName = "1d" | "1w" | "1m";

/** One horizon of a past verdict, judged by the stored closes. */
export interface HorizonOutcome {
  horizon: HorizonName;
  /**
   * Close used at the start (the last bar on or before the verdict's asOf) and at the end (first bar on or after asOf +
   * horizon).
   */
  startDate: string;
  endDate: string;
  /** Percent, absolute: the data holds no index series, so there is no benchmark to subtract. */
  return: number;
  /** Null with `benchmark: "none"`: "absolute return, no benchmark in data". */
  excessReturn: number | null;
  benchmark: "none";
  realised: "up" | "down" | "flat";
  expected: "up" | "down" | "flat";
  hit: boolean;
}

/** A past situation retrieved for a new debate: what was decided, what happened, and the lesson. */
export interface MemoryItem {
  debateId: string;
  ticker: string;
  protocol: string;
  asOf: string;
  stance: Stance;
  regime: string;
  outcomes: HorizonOutcome[];
  lesson: string;
  /** Why it was retrieved and how much it weighs (similarity × age decay), for the report. */
  match: "same ticker" | "same regime" | "same ticker and regime";
  ageDays: number;
  weight: number;
}
