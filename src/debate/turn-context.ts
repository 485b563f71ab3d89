import type { DebateState } from "./debate-state";
import type { ArgueTask, DebaterRole, EvidenceItem, JudgeTask, Point, Turn } from "./debate-types";
import { verifiedShare } from "../verification/hit-rate";
import { ROLE_ZH } from "../shared/labels";

const other = (role: DebaterRole): DebaterRole => (role === "bull" ? "bear" : "bull");

export function packFor(state: DebateState, role: DebaterRole): EvidenceItem[] {
  const ids = new Set(state.packs[role]);
  return state.evidence.filter((e) => ids.has(e.id));
}

const lastTurnOf = (turns: Turn[], role: DebaterRole) => turns.findLast((t) => t.role === role && !t.error);

/** Seed 000 §4.3: the prompt holds the side's own previous turn and the opponent's latest; older turns are one line each. */
export function buildArgueTask(state: DebateState, role: DebaterRole, round: number): ArgueTask {
  const own = lastTurnOf(state.turns, role);
  const opp = lastTurnOf(state.turns, other(role));
  const summary = state.turns
    .filter((t) => t.role !== "judge" && t !== own && t !== opp)
    .map((t) => summarizeTurn(t));
  return {
    kind: "argue",
    role,
    round,
    ticker: state.ticker,
    companyName: state.companyName,
    asOf: state.asOf,
    pack: packFor(state, role),
    ownPrevious: own?.points ?? [],
    opponentLatest: opp?.points ?? [],
    opponentCited: citedItems(state, opp?.points ?? []),
    citedBefore: [...new Set(state.turns.filter((t) => t.role === role).flatMap((t) => t.points.flatMap((p) => p.evidence.map((e) => e.id))))],
    summary,
  };
}

function citedItems(state: DebateState, points: Point[]): EvidenceItem[] {
  const ids = new Set(points.flatMap((p) => p.evidence.map((e) => e.id)));
  return state.evidence.filter((e) => ids.has(e.id));
}

export function buildJudgeTask(state: DebateState): JudgeTask {
  return {
    kind: "judge",
    ticker: state.ticker,
    companyName: state.companyName,
    asOf: state.asOf,
    evidence: state.evidence,
    turns: state.turns.filter((t) => t.role !== "judge"),
    hitRate: verifiedShare(state.turns.filter((t) => t.role !== "judge")),
    memory: state.recalled ?? [],
  };
}

/** One line per turn: who, which round, which evidence, how it verified. */
export function summarizeTurn(t: Turn): string {
  if (t.points.length === 0) return `第${t.round}轮${ROLE_ZH[t.role]}：无新增论点`;
  const parts = t.points.map((p: Point) => `${p.id}(${p.evidence.map((e) => e.id).join("/")},${p.verification.status})`);
  return `第${t.round}轮${ROLE_ZH[t.role]}：${parts.join("；")}`;
}
