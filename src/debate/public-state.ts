import { DISCLAIMER } from "../verdict/compliance";
import { verifiedShare } from "../verification/hit-rate";
import type { DebateState } from "./debate-state";
import type { Role } from "./debate-types";
import { flowResults } from "./flow";
import { debaterTurns, plannedTurns } from "./protocols/adversarial-rounds";
import type { Turn } from "./role-output";

/** An adversarial turn as clients have always received it (events, state, report.json): a turn record without its node and output. */
export type PublicTurn = Pick<Turn, "seq" | "round" | "points" | "hitRate" | "provider" | "model" | "usage" | "attempts" | "error"> & { role: Role };

/** The adversarial projection of a turn record, keys in the order clients have always received them. */
export function publicTurn(t: Turn): PublicTurn {
  const error = t.error === undefined ? {} : { error: t.error };
  const role = t.role as Role;
  if (role === "judge") {
    return { seq: t.seq, round: t.round, role, points: t.points, hitRate: t.hitRate, provider: t.provider, model: t.model, usage: t.usage, attempts: t.attempts, ...error };
  }
  return { seq: t.seq, round: t.round, role, provider: t.provider, model: t.model, usage: t.usage, attempts: t.attempts, points: t.points, hitRate: t.hitRate, ...error };
}

const NO_PACKS = { bull: [] as string[], bear: [] as string[], overlap: { shared: 0, ratio: 0 } };

/** What `GET /api/debates/:id`, the WebSocket snapshot and the report expose: everything but internal bookkeeping. */
export function publicState(state: DebateState) {
  // Adversarial debates keep their long-standing shape: turns, packs and the stop at the top, no flow.
  const adversarial = state.flow.protocol === "adversarial" ? state.flow : null;
  const graph = state.flow.protocol === "adversarial" ? null : state.flow;
  // Graph protocols: every role's points and counter-points count, as the debaters' do.
  const graphPoints = graph ? flowResults(graph).map((r) => ({ points: [...r.points, ...r.counterPoints] })) : [];
  return {
    id: state.id,
    status: state.status,
    ticker: state.ticker,
    companyName: state.companyName,
    protocol: state.protocol,
    asOf: state.asOf,
    rounds: state.rounds,
    /** Adversarial: the debater turns in order (round 1 bull, bear, bull; then bear, bull per round), so viewers need not derive it. */
    plan: state.protocol === "adversarial" ? plannedTurns(state.rounds) : null,
    createdAt: state.createdAt,
    updatedAt: state.updatedAt,
    models: state.models,
    notice: state.models.offline ? "离线规则引擎演示，非大模型输出" : null,
    evidence: state.evidence,
    packs: adversarial ? { bull: adversarial.packs.bull ?? [], bear: adversarial.packs.bear ?? [], overlap: adversarial.overlap } : NO_PACKS,
    turns: adversarial ? adversarial.turns.map(publicTurn) : [],
    hitRate: adversarial ? verifiedShare(debaterTurns(adversarial.turns)) : verifiedShare(graphPoints),
    verdict: state.verdict,
    stoppedEarly: adversarial ? adversarial.stoppedEarly : null,
    usage: state.usage,
    tokenBudget: state.tokenBudget,
    errors: state.errors,
    compliance: { removedCount: state.compliance.removed.length },
    dataVersion: state.dataVersion,
    flow: graph,
    final: state.final ?? null,
    memoryEnabled: state.memory !== false,
    recalled: adversarial ? adversarial.memory : null,
    riskRounds: state.protocol === "tradingagents" ? (state.riskRounds ?? null) : null,
    lookAhead: state.lookAhead ?? null,
    disclaimer: DISCLAIMER,
  };
}

export type PublicDebateState = ReturnType<typeof publicState>;
