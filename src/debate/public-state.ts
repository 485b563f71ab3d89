import { DISCLAIMER } from "../verdict/compliance";
import type { DebateState } from "./debate-state";
import { verifiedShare } from "../verification/hit-rate";
import { flowResults } from "./graph-debate";
import { plannedTurns } from "./protocols/adversarial-rounds";

/** What `GET /api/debates/:id`, the WebSocket snapshot and the report expose: everything but internal bookkeeping. */
export function publicState(state: DebateState) {
  const debaterTurns = state.turns.filter((t) => t.role !== "judge");
  // Graph protocols: every role's points and counter-points count, as the debaters' do.
  const graphPoints = state.flow ? flowResults(state.flow).map((r) => ({ points: [...r.points, ...r.counterPoints] })) : [];
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
    packs: state.packs,
    turns: state.turns,
    hitRate: state.flow ? verifiedShare(graphPoints) : verifiedShare(debaterTurns),
    verdict: state.verdict,
    stoppedEarly: state.stoppedEarly,
    usage: state.usage,
    tokenBudget: state.tokenBudget,
    errors: state.errors,
    compliance: { removedCount: state.compliance.removed.length },
    dataVersion: state.dataVersion,
    flow: state.flow ?? null,
    final: state.final ?? null,
    memoryEnabled: state.memory !== false,
    recalled: state.recalled ?? null,
    riskRounds: state.protocol === "tradingagents" ? (state.riskRounds ?? null) : null,
    lookAhead: state.lookAhead ?? null,
    disclaimer: DISCLAIMER,
  };
}

export type PublicDebateState = ReturnType<typeof publicState>;
