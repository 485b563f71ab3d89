import type { DebateState } from "../debate/debate-state";
import type { Turn } from "../debate/role-output";
import { type DebateStepLog, logEvent } from "../shared/log";

/**
 * The failure's kind from a turn's attempts: callModel records each as `<kind>: <message>` (`invalid output: …` for a
 * reply that failed its schema); a turn with no attempt was never called (no provider, or the step was given up).
 */
function errorCode(turn: Turn): string | null {
  if (!turn.error) return null;
  const last = turn.attempts.at(-1)?.error;
  if (!last) return "unavailable";
  if (last.startsWith("invalid output")) return "invalid_output";
  const kind = /^([a-z_]+):/.exec(last)?.[1];
  return kind ?? "unknown";
}

/** One `debate.step` line per role the step ran (one with a null role when the step called no model). */
export function logStep(state: DebateState, step: string, results: readonly Turn[]): void {
  const base = {
    event: "debate.step",
    debateId: state.id,
    ticker: state.ticker,
    protocol: state.protocol,
    step,
  } as const;
  if (results.length === 0) {
    logEvent({
      ...base,
      role: null,
      provider: null,
      model: null,
      promptTokens: 0,
      completionTokens: 0,
      calls: 0,
      ms: 0,
      outcome: "no_call",
      errorCode: null,
    });
    return;
  }
  for (const turn of results) {
    const line: DebateStepLog = {
      ...base,
      role: turn.role,
      provider: turn.provider,
      model: turn.model,
      promptTokens: turn.usage.promptTokens,
      completionTokens: turn.usage.completionTokens,
      calls: turn.usage.calls,
      ms: turn.usage.ms,
      outcome: turn.skipped ? "skipped" : turn.error ? "failed" : "ok",
      errorCode: turn.skipped ? null : errorCode(turn),
    };
    logEvent(line);
  }
}

/**
 * A step that threw before it could checkpoint (e.g. D1 down mid-step): one failed line, code `step_error`; the room
 * retries it by alarm and its `errors` hold the message, which is not logged (it may quote a reply or a URL).
 */
export function logStepFailure(state: DebateState, step: string): void {
  logEvent({
    event: "debate.step",
    debateId: state.id,
    ticker: state.ticker,
    protocol: state.protocol,
    step,
    role: null,
    provider: null,
    model: null,
    promptTokens: 0,
    completionTokens: 0,
    calls: 0,
    ms: 0,
    outcome: "failed",
    errorCode: "step_error",
  });
}
