import { z } from "zod";
import type { LookAheadCheck } from "../verification/look-ahead";
import type { EvidenceItem, ModelUsage, Usage, Verdict } from "./debate-types";
import type { GraphFinal } from "./protocol";
import type { DebateFlow, Protocol } from "./protocols/registry";

/**
 * `fetching`: the debate's data is being fetched from the live sources before anything else (src/room/data-fetch.ts).
 */
export const DebateStatus = z.enum(["fetching", "queued", "running", "judging", "done", "failed"]);
export type DebateStatus = z.infer<typeof DebateStatus>;
export type { Protocol } from "./protocols/registry";

export interface DebateParams {
  id: string;
  ticker: string;
  companyName: string;
  protocol: Protocol;
  asOf: string;
  rounds: number;
  tokenBudget: number;
  dataVersion: number;
  createdAt: string;
  /** Retrieve past situations and their reflections for the deciding role (default on). */
  memory?: boolean;
  /**
   * Memorisation control: the models read 公司A / 股票代码A / T年 instead of the company, its code and the years
   * (src/debate/anonymize.ts); absent or false: named.
   */
  anonymize?: boolean;
  /** The protocol's own params (its plug-in's `params`, defaults applied), e.g. a second debate's rounds. */
  options?: Record<string, number>;
  /**
   * The key of the settings it was created with (src/services/debate-settings.ts): its verdict is cached under it, so
   * only a request with the same settings is answered by it. Absent on debates created before the rule: not cached.
   */
  settingsKey?: string;
  /** What must be fetched from the live sources before the debate (the freshness policy's answer); absent: nothing. */
  fetch?: DataNeed[];
  /**
   * The API key that started it and that key's daily cap when it started (src/access/key-spend.ts); its calls are
   * reserved against the key's day too. Absent: started anonymously (or by the cron). Never in the public state.
   */
  apiKey?: DebateKey;
  /**
   * The model slots (quick, deep, bull, bear, judge) whose prompts use the compact layout, fixed at creation
   * (src/models/prompt-layout.ts); absent: every prompt shares the debate's prefix, as before the switch existed.
   */
  compactPrompts?: string[];
}

/** A debate's key as the room needs it: which key's day it spends, and that day's cap (null = none). */
export interface DebateKey {
  id: string;
  costPerDay: number | null;
}

/** One kind of data a debate fetches, and why (no data, or a newer report / session / announcements may exist). */
export interface DataNeed {
  kind: "financials" | "quotes" | "announcements";
  reason: string;
}

/** What the fetching phase did: each source's rows or error, named in the events, the state and the report. */
export interface DataFetch {
  needs: DataNeed[];
  sources: { source: string; kind?: DataNeed["kind"]; rows: number; error?: string; note?: string }[];
  /** True when another debate of the same ticker was fetching already and this one waited for its result. */
  joined: boolean;
  at: string;
}

export interface DebateError {
  at: string;
  /** A failed turn's `node (step)`, or a phase (`fetching`, `judge`, `final decision`); before v3 `bull round 2`. */
  step: string;
  /** The failed turn's round (a reader's 多方第2轮), when a turn failed. */
  round?: number;
  message: string;
}

/** The shape of the stored state; a state stored by an older version is migrated on load (room/state-migration.ts). */
export const STATE_VERSION = 3;

/** Everything the Durable Object checkpoints after each step; the public state is derived from it. */
export interface DebateState extends DebateParams {
  version: typeof STATE_VERSION;
  status: DebateStatus;
  updatedAt: string;
  models: { quick: string; deep: string; offline: boolean; roles?: Record<"bull" | "bear" | "judge", string> };
  /**
   * Provider, model and parameters per tier and adversarial role, fixed at creation so a replay asks exactly the same
   * requests.
   */
  modelConfig?: ModelConfig;
  /** The debate this one replays from stored replies, if it is a replay. */
  replayOf?: string;
  /** Every item any role may cite, ids E1..En; the judge (and the report) see all of it. */
  evidence: EvidenceItem[];
  /** The protocol's typed state: packs, memory, every turn in its own field, and the graph's cursor. */
  flow: DebateFlow;
  verdict: Verdict | null;
  usage: Usage;
  errors: DebateError[];
  compliance: { removed: string[] };
  /** Role graphs: which output became the decision and why (e.g. the stance lock's fallback to the draft). */
  final?: GraphFinal;
  /** Seed 003 §4.3: nothing cited or remembered was public after asOf (checked in code after the debate). */
  lookAhead?: LookAheadCheck;
  /** True once the verdict is in D1 and KV; until then the object keeps retrying. */
  persisted: boolean;
  /** Why a cost cap ended the debate (src/models/cost-cap.ts), in Chinese; absent when none did. */
  costCapped?: string;
  /** The fetching phase's outcome, when the debate fetched its data from the live sources. */
  data?: DataFetch;
}

/** The model of each slot a node can draw from: the tiers, and the adversarial roles' own (overridable) models. */
export type ModelConfig = Record<"quick" | "deep" | "bull" | "bear" | "judge", RoleCall>;

export interface RoleCall {
  provider: string;
  model: string;
  temperature: number;
  maxTokens: number;
  /** The tier's fallbacks in order (MODEL_FALLBACK_QUICK / MODEL_FALLBACK_DEEP), when any was configured. */
  fallbacks?: { provider: string; model: string }[];
}

export const emptyUsage = (): Usage => ({
  calls: 0,
  promptTokens: 0,
  completionTokens: 0,
  estimated: false,
  ms: 0,
  cached: 0,
});

export function addUsage(a: Usage, b: Usage): Usage {
  const currency = a.currency ?? b.currency;
  const cost =
    a.cost === undefined && b.cost === undefined
      ? {}
      : { cost: roundCost((a.cost ?? 0) + (b.cost ?? 0)), ...(currency ? { currency } : {}) };
  const cachedPrompt = (a.cachedPromptTokens ?? 0) + (b.cachedPromptTokens ?? 0);
  const byModel = a.byModel || b.byModel ? { byModel: addByModel(a.byModel ?? {}, b.byModel ?? {}) } : {};
  return {
    calls: a.calls + b.calls,
    promptTokens: a.promptTokens + b.promptTokens,
    completionTokens: a.completionTokens + b.completionTokens,
    estimated: a.estimated || b.estimated,
    ms: a.ms + b.ms,
    cached: (a.cached ?? 0) + (b.cached ?? 0),
    ...(cachedPrompt > 0 ? { cachedPromptTokens: cachedPrompt } : {}),
    ...cost,
    ...byModel,
  };
}

function addByModel(a: Record<string, ModelUsage>, b: Record<string, ModelUsage>): Record<string, ModelUsage> {
  const out: Record<string, ModelUsage> = { ...a };
  for (const [model, u] of Object.entries(b)) {
    const was = out[model];
    if (!was) {
      out[model] = { ...u };
      continue;
    }
    const priced = was.cost !== undefined || u.cost !== undefined;
    const cost = priced ? { cost: roundCost((was.cost ?? 0) + (u.cost ?? 0)) } : {};
    out[model] = {
      calls: was.calls + u.calls,
      promptTokens: was.promptTokens + u.promptTokens,
      cachedPromptTokens: was.cachedPromptTokens + u.cachedPromptTokens,
      completionTokens: was.completionTokens + u.completionTokens,
      ...cost,
    };
  }
  return out;
}

/** Costs are sums of tiny per-token prices: keep six decimals so totals read cleanly. */
export const roundCost = (n: number): number => Math.round(n * 1e6) / 1e6;
