import { verifiedShare } from "../../../verification/hit-rate";
import { ROLE_ZH } from "../../../domain/labels";
import type { ArgueTask, DebaterRole, EvidenceItem, JudgeTask, Point } from "../../debate-types";
import type { TaskContext } from "../../graph";
import type { AdversarialFlow } from "./index";
import { debaterTurns } from "./rounds";
import type { Turn } from "../../role-output";

const other = (role: DebaterRole): DebaterRole => (role === "bull" ? "bear" : "bull");

export function packFor(
  flow: Pick<AdversarialFlow, "packs">,
  evidence: readonly EvidenceItem[],
  role: DebaterRole,
): EvidenceItem[] {
  const ids = new Set(flow.packs[role]);
  return evidence.filter((e) => ids.has(e.id));
}

const lastTurnOf = (turns: readonly Turn[], role: DebaterRole) => turns.findLast((t) => t.role === role && !t.error);

/**
 * Seed 000 §4.3: the prompt holds the side's own previous turn and the opponent's latest; older turns are one line
 * each.
 */
export function buildArgueTask(
  flow: AdversarialFlow,
  ctx: TaskContext,
  evidence: readonly EvidenceItem[],
  role: DebaterRole,
  round: number,
): ArgueTask {
  const own = lastTurnOf(flow.turns, role);
  const opp = lastTurnOf(flow.turns, other(role));
  const summary = debaterTurns(flow.turns)
    .filter((t) => t !== own && t !== opp)
    .map((t) => summarizeTurn(t));
  return {
    kind: "argue",
    role,
    round,
    ticker: ctx.ticker,
    companyName: ctx.companyName,
    asOf: ctx.asOf,
    industry: ctx.industry ?? null,
    pack: packFor(flow, evidence, role),
    ownPrevious: own?.points ?? [],
    opponentLatest: opp?.points ?? [],
    opponentCited: citedItems(evidence, opp?.points ?? []),
    citedBefore: [
      ...new Set(
        flow.turns.filter((t) => t.role === role).flatMap((t) => t.points.flatMap((p) => p.evidence.map((e) => e.id))),
      ),
    ],
    summary,
  };
}

function citedItems(evidence: readonly EvidenceItem[], points: Point[]): EvidenceItem[] {
  const ids = new Set(points.flatMap((p) => p.evidence.map((e) => e.id)));
  return evidence.filter((e) => ids.has(e.id));
}

export function buildJudgeTask(flow: AdversarialFlow, ctx: TaskContext, evidence: EvidenceItem[]): JudgeTask {
  const turns = debaterTurns(flow.turns);
  return {
    kind: "judge",
    ticker: ctx.ticker,
    companyName: ctx.companyName,
    asOf: ctx.asOf,
    evidence,
    turns,
    hitRate: verifiedShare(turns),
    memory: flow.memory ?? [],
  };
}

/** One line per turn: who, which round, which evidence, how it verified. */
export function summarizeTurn(t: Pick<Turn, "role" | "round" | "points">): string {
  const side = ROLE_ZH[t.role as keyof typeof ROLE_ZH];
  if (t.points.length === 0) return `第${t.round}轮${side}：无新增论点`;
  const parts = t.points.map(
    (p: Point) => `${p.id}(${p.evidence.map((e) => e.id).join("/")},${p.verification.status})`,
  );
  return `第${t.round}轮${side}：${parts.join("；")}`;
}
