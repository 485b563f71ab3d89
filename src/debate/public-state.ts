import { failureLine } from "./step-name";
import { DISCLAIMER } from "../compliance/compliance";
import { verifiedShare } from "../verification/hit-rate";
import type { DebateState } from "./debate-state";
import { flowResults } from "./flow";
import { protocolOf } from "./protocols/registry";
import { publicStages, stageSpecs } from "./public-stages";
import type { PublicTurn } from "./public-turn";
import type { Turn } from "./role-output";

export type { PublicTurn } from "./public-turn";

const NO_PACKS = { bull: [] as string[], bear: [] as string[], overlap: { shared: 0, ratio: 0 } };

/** What `GET /api/debates/:id`, the WebSocket snapshot and the report expose: everything but internal bookkeeping. */
export function publicState(state: DebateState) {
  // A protocol with flat turns (adversarial) keeps its long-standing shape: turns, packs, the stop at the top, no flow.
  const plugin = protocolOf(state.protocol);
  const flat = plugin.flatTurns ? plugin.flatTurns(state.flow, state.rounds) : null;
  const graph = flat ? null : state.flow;
  // Graph protocols: every role's points and counter-points count, as the debaters' do.
  const turns: (PublicTurn | Turn)[] = flat ? flat.turns : flowResults(graph!);
  const options = plugin.options(state.options ?? {});
  const graphPoints = graph ? flowResults(graph).map((r) => ({ points: [...r.points, ...r.counterPoints] })) : [];
  return {
    id: state.id,
    status: state.status,
    ticker: state.ticker,
    companyName: state.companyName,
    protocol: state.protocol,
    asOf: state.asOf,
    rounds: state.rounds,
    /**
     * Adversarial: the debater turns in order (round 1 bull, bear, bull; then bear, bull per round), so viewers need
     * not derive it.
     */
    plan: flat ? flat.plan : null,
    /** Model calls the protocol plans with these settings; `usage.calls` is how many were made. */
    plannedCalls: plugin.plannedCalls(state),
    createdAt: state.createdAt,
    updatedAt: state.updatedAt,
    models: state.models,
    notice: state.models.offline ? "离线规则引擎演示，非大模型输出" : null,
    evidence: state.evidence,
    packs: flat ? flat.packs : NO_PACKS,
    /** Every role's turn, in order, for every protocol (adversarial: the debaters' and the judge's, as served). */
    turns,
    /**
     * The protocol's stages in order (adversarial: its rounds, then the judge), each with its turns' seqs and where it
     * is, for every protocol: the page draws them from here.
     */
    stages: publicStages(stageSpecs(plugin, state.rounds, options), turns, state.status, state.verdict !== null),
    hitRate: flat ? flat.hitRate : verifiedShare(graphPoints),
    verdict: state.verdict,
    stoppedEarly: flat ? flat.stoppedEarly : null,
    usage: state.usage,
    /** Why a cost cap ended the debate; present only then, so other states read exactly as they were served. */
    ...(state.costCapped ? { costCapped: state.costCapped } : {}),
    tokenBudget: state.tokenBudget,
    errors: state.errors,
    /**
     * A failed debate's errors as its readers are told them (the page's 辩论未能完成 panel): each in Chinese, as the
     * report's 错误记录 words it; `errors` keeps the raw ones for the audit. Present only when failed, so the states of
     * finished debates read exactly as they were served.
     */
    ...(state.status === "failed" ? { errorsZh: state.errors.map((e) => ({ at: e.at, text: failureLine(e) })) } : {}),
    /**
     * The fetching phase: what was fetched from which live source, rows or error; absent when the data was already
     * here.
     */
    ...(state.data ? { data: state.data } : {}),
    compliance: { removedCount: state.compliance.removed.length },
    dataVersion: state.dataVersion,
    flow: graph,
    final: state.final ?? null,
    memoryEnabled: state.memory !== false,
    /**
     * The models read placeholders for the company, its code and the years; the report maps them back. Present only
     * when on, so a state stored before the option existed reads exactly as it was served.
     */
    ...(state.anonymize === true ? { anonymized: true as const } : {}),
    recalled: flat ? flat.recalled : null,
    /** The protocol's own params, defaults applied (GET /api/protocols names them); {} for a protocol with none. */
    options,
    lookAhead: state.lookAhead ?? null,
    disclaimer: DISCLAIMER,
  };
}

export type PublicDebateState = ReturnType<typeof publicState>;
