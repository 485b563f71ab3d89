import { type DebateState, type ModelConfig, STATE_VERSION } from "../debate/debate-state";
import type { MemoryItem } from "../memory/memory-types";
import type { StoppedEarly, V1Fields } from "../debate/protocol";
import type { DebateFlow } from "../debate/protocols/registry";
import type { Turn } from "../debate/role-output";
import { failureText } from "../models/failure-text";
import { COST_CAP_DETOUR } from "../models/cost-cap";
import { protocolOf, protocolParamsShape } from "../debate/protocols/registry";

/** Version 1 (no `version`): adversarial debates kept turns, packs, the stop and memory beside a graph-less state. */
interface V1State {
  protocol: DebateState["protocol"];
  verdict: DebateState["verdict"];
  turns?: unknown[];
  packs?: { bull: string[]; bear: string[]; overlap: { shared: number; ratio: number } };
  stoppedEarly?: StoppedEarly | null;
  recalled?: MemoryItem[];
  flow?: DebateState["flow"];
}

/**
 * Before protocols were plug-ins, a protocol's own params were stored at the top of the state (and every protocol got
 * the same default there): the chosen protocol's now live in `options`, and the others' are dropped.
 */
function liftOptions(state: Record<string, unknown> & Partial<DebateState>): void {
  if (state.options !== undefined || !state.protocol) return;
  const all = Object.keys(protocolParamsShape());
  const own = Object.keys(protocolOf(state.protocol).params.shape);
  const kept = own.filter((k) => typeof state[k] === "number");
  const lifted = Object.fromEntries(kept.map((k) => [k, state[k] as number]));
  for (const k of all) delete state[k];
  if (Object.keys(lifted).length > 0) state.options = lifted;
}

/**
 * A stored state in today's shape. Debates live in their objects for good (history, replay), so a state written by an
 * earlier version is lifted on load: version 1 adversarial debates get their flow (turns, packs, stop, memory) and a
 * cursor at the step their last turn was; everything else keeps its fields.
 */
export function migrateState(raw: unknown): DebateState {
  const state = raw as Partial<DebateState> & V1State & { version?: number };
  if (state.flow) liftTurnMarks(state.flow);
  if (state.flow) translateDetours(state.flow);
  liftOptions(state as Record<string, unknown> & Partial<DebateState>);
  if ((state.version ?? 1) < 3 && state.errors) state.errors = state.errors.map(nodeFormError);
  if (state.version === STATE_VERSION) return state as DebateState;
  const { turns = [], packs, stoppedEarly = null, recalled, ...rest } = state;
  const flow = state.flow ?? flowFromV1(state.protocol, { turns, packs, stoppedEarly, recalled: recalled ?? null });
  if (!state.flow) liftTurnMarks(flow);
  // Version 1 configured models per adversarial role only, and its graph roles drew from the bull's (quick) and the
  // judge's (deep) model: a replay of such a debate must ask the same models.
  const v1Config = state.modelConfig as Partial<ModelConfig> | undefined;
  const modelConfig =
    v1Config?.bull && v1Config.judge && !v1Config.quick
      ? { ...v1Config, quick: v1Config.bull, deep: v1Config.judge }
      : v1Config;
  return { ...rest, version: STATE_VERSION, flow, ...(modelConfig ? { modelConfig } : {}) } as DebateState;
}

/**
 * Before v3, adversarial errors named the turn (`bull round 2`, `budget stop before round 3`); now every protocol's
 * name the node and keep the round apart. The old string does not say which step the turn was (a bull's round 1 is
 * the opening or the response), so the node stands alone; a reader sees the same 多方第2轮.
 */
function nodeFormError(e: DebateState["errors"][number]): DebateState["errors"][number] {
  const turn = /^(bull|bear) round (\d+)$/.exec(e.step);
  if (turn) return { at: e.at, step: turn[1]!, round: Number(turn[2]), message: e.message };
  const stop = /^budget stop before round (\d+)$/.exec(e.step);
  if (stop) return { at: e.at, step: "stop", round: Number(stop[1]), message: e.message };
  return e;
}

/** The cost cap's detour as debates capped before it read in Chinese stored it (shown under 路由兜底). */
const OLD_COST_CAP_DETOUR = "cost cap reached; ending without further model calls";

/** Detours are read in Chinese: a stored English one is given its Chinese text. */
function translateDetours(flow: DebateFlow): void {
  const detours = flow.cursor?.detours;
  if (detours) flow.cursor.detours = detours.map((d) => (d === OLD_COST_CAP_DETOUR ? COST_CAP_DETOUR : d));
}

/** A version 1 state's flow, built by the protocol that existed then (the one whose plug-in has `fromV1`). */
function flowFromV1(protocol: DebateState["protocol"], v1: V1Fields): DebateFlow {
  const fromV1 = protocolOf(protocol).fromV1;
  if (!fromV1) throw new Error(`a version 1 state of ${protocol}: no plug-in migrates it`);
  return fromV1(v1);
}

/**
 * Marks turns stored before the mark existed. A role that had no evidence by asOf was not asked: it is marked `skipped`
 * so reports and the page show the neutral 数据不足 note (such turns carry only the English reason). A turn that failed
 * gets the Chinese `failure` readers are shown, from its recorded error (which it keeps for the audit).
 */
function liftTurnMarks(flow: unknown): void {
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === "object") {
      const t = v as Partial<Turn>;
      if (typeof t.node === "string" && Array.isArray(t.points)) {
        if (t.skipped === undefined && t.provider === "none" && /^no evidence for /.test(t.error ?? ""))
          t.skipped = true;
        if (t.error !== undefined && !t.skipped && t.failure === undefined) t.failure = failureText(t.error);
      } else Object.values(v).forEach(visit);
    }
  };
  visit(flow);
}
