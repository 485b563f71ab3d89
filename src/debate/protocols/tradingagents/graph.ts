import type { EvidenceItem } from "../../debate-types";
import { END, type NodeSpec, type ProtocolGraph } from "../../graph";
import { focusPack, ok, packItems } from "../../flow-common";
import { buildRoleMessages } from "../../prompts/role-prompts";
import {
  type AgentRole,
  briefOf,
  OUTPUT_SCHEMAS,
  type OutputKind,
  type RoleBrief,
  type Turn,
  type RoleTask,
} from "../../role-output";
import { TA_ROLES } from "./roles";
import { TaAnalyst, type TradingAgentsFlow } from "./flow";
import { ALL_TA } from "./packs";
import { MAX_TA_ROUNDS, riskRoundsOf } from "./params";

const briefs = (rs: (Turn | null | undefined)[]): RoleBrief[] => rs.flatMap((r) => (r ? (briefOf(r) ?? []) : []));
const analystBriefs = (f: TradingAgentsFlow) => briefs(Object.values(f.analysts));

type Build = (
  flow: TradingAgentsFlow,
  evidence: EvidenceItem[],
) => Pick<RoleTask, "pack" | "inputs" | "memory" | "missing">;
type Later = (flow: TradingAgentsFlow) => Pick<RoleTask, "inputs" | "memory">;

/** Roles after the analysts read the reports they are given and a focused pack of what those reports cite. */
const later =
  (f: Later): Build =>
  (flow, ev) => {
    const part = f(flow);
    return { ...part, pack: focusPack(ev, flow.packs, ALL_TA, part.inputs), missing: [] };
  };

function node(
  id: string,
  role: AgentRole,
  tier: "quick" | "deep",
  kind: OutputKind,
  round: (f: TradingAgentsFlow) => number,
  build: Build,
  store: (f: TradingAgentsFlow, r: Turn) => void,
  evidence: () => EvidenceItem[],
): NodeSpec<TradingAgentsFlow> {
  return {
    id,
    role,
    tier,
    schema: OUTPUT_SCHEMAS[kind],
    schemaName: `role:${kind}`,
    round,
    buildTask: (flow, ctx) => ({
      kind: "role",
      protocol: "tradingagents",
      role,
      round: round(flow),
      ...ctx,
      ...build(flow, evidence()),
    }),
    buildMessages: (task) =>
      buildRoleMessages(
        task,
        TA_ROLES,
        kind === "riskChanges" ? ["必须给出 riskChanges：风控辩论改变了什么（不超过200字）。"] : [],
      ),
    store,
  };
}

export function tradingAgentsGraph(evidence: () => EvidenceItem[]): ProtocolGraph<TradingAgentsFlow> {
  const zero = () => 0;
  const analysts = TaAnalyst.options.map((a) =>
    node(
      `ta_${a}`,
      `ta_${a}`,
      "quick",
      "plain",
      zero,
      (f, ev) => ({
        pack: packItems(ev, f.packs[`ta_${a}`]),
        inputs: [],
        memory: [],
        missing: f.missing[`ta_${a}`] ?? [],
      }),
      (f, r) => {
        f.analysts[a] = r;
      },
      evidence,
    ),
  );
  const researchRound = (f: TradingAgentsFlow) => f.investmentDebate.bear.length + 1;
  const riskRound = (f: TradingAgentsFlow) => f.riskDebate.neutral.length + 1;
  const riskInputs = (f: TradingAgentsFlow, others: Turn[][]) =>
    briefs([f.investmentDebate.plan, f.trader, ...others.map((l) => l.at(-1))]);
  const nodes: NodeSpec<TradingAgentsFlow>[] = [
    ...analysts,
    node(
      "bull",
      "bull_researcher",
      "quick",
      "plain",
      researchRound,
      later((f) => ({
        inputs: [...analystBriefs(f), ...briefs([f.investmentDebate.bull.at(-1), f.investmentDebate.bear.at(-1)])],
        memory: [],
      })),
      (f, r) => {
        f.investmentDebate.bull.push(r);
      },
      evidence,
    ),
    node(
      "bear",
      "bear_researcher",
      "quick",
      "plain",
      (f) => f.investmentDebate.bear.length + 1,
      later((f) => ({
        inputs: [...analystBriefs(f), ...briefs([f.investmentDebate.bear.at(-1), f.investmentDebate.bull.at(-1)])],
        memory: [],
      })),
      (f, r) => {
        f.investmentDebate.bear.push(r);
      },
      evidence,
    ),
    node(
      "manager",
      "research_manager",
      "deep",
      "plain",
      (f) => f.investmentDebate.bear.length,
      later((f) => ({ inputs: briefs([...f.investmentDebate.bull, ...f.investmentDebate.bear]), memory: [] })),
      (f, r) => {
        f.investmentDebate.plan = r;
      },
      evidence,
    ),
    node(
      "trader",
      "trader",
      "quick",
      "plain",
      zero,
      later((f) => ({ inputs: [...analystBriefs(f), ...briefs([f.investmentDebate.plan])], memory: [] })),
      (f, r) => {
        f.trader = r;
      },
      evidence,
    ),
    node(
      "risk_aggressive",
      "risk_aggressive",
      "quick",
      "plain",
      riskRound,
      later((f) => ({ inputs: riskInputs(f, [f.riskDebate.conservative, f.riskDebate.neutral]), memory: [] })),
      (f, r) => {
        f.riskDebate.aggressive.push(r);
      },
      evidence,
    ),
    node(
      "risk_conservative",
      "risk_conservative",
      "quick",
      "plain",
      riskRound,
      later((f) => ({ inputs: riskInputs(f, [f.riskDebate.aggressive, f.riskDebate.neutral]), memory: [] })),
      (f, r) => {
        f.riskDebate.conservative.push(r);
      },
      evidence,
    ),
    node(
      "risk_neutral",
      "risk_neutral",
      "quick",
      "plain",
      riskRound,
      later((f) => ({ inputs: riskInputs(f, [f.riskDebate.aggressive, f.riskDebate.conservative]), memory: [] })),
      (f, r) => {
        f.riskDebate.neutral.push(r);
      },
      evidence,
    ),
    node(
      "pm",
      "portfolio_manager",
      "deep",
      "riskChanges",
      zero,
      later((f) => ({
        // Seed 003 §4.2: the risk debate's conclusions and the trader's call up front, not buried in history.
        inputs: briefs([
          f.trader,
          f.riskDebate.aggressive.at(-1),
          f.riskDebate.conservative.at(-1),
          f.riskDebate.neutral.at(-1),
          f.investmentDebate.plan,
        ]),
        memory: f.memory ?? [],
      })),
      (f, r) => {
        f.final = r;
      },
      evidence,
    ),
  ];
  return {
    protocol: "tradingagents",
    nodes: Object.fromEntries(nodes.map((n) => [n.id, n])),
    steps: {
      analysts: analysts.map((n) => n.id),
      bull: ["bull"],
      bear: ["bear"],
      manager: ["manager"],
      trader: ["trader"],
      risk_aggressive: ["risk_aggressive"],
      risk_conservative: ["risk_conservative"],
      risk_neutral: ["risk_neutral"],
      pm: ["pm"],
    },
    entry: "analysts",
    edges: {
      analysts: (f) => (Object.values(f.analysts).some(ok) ? "bull" : END),
      bull: () => "bear",
      bear: (f, ctx) => (f.investmentDebate.bear.length < Math.min(ctx.rounds, MAX_TA_ROUNDS) ? "bull" : "manager"),
      manager: () => "trader",
      trader: () => "risk_aggressive",
      risk_aggressive: () => "risk_conservative",
      risk_conservative: () => "risk_neutral",
      risk_neutral: (f, ctx) =>
        f.riskDebate.neutral.length < Math.min(riskRoundsOf(ctx.options), MAX_TA_ROUNDS) ? "risk_aggressive" : "pm",
      pm: () => END,
    },
    fallback: "pm",
    fallbackDone: (f) => f.final !== null,
    maxSteps: 1 + 2 * MAX_TA_ROUNDS + 2 + 3 * MAX_TA_ROUNDS + 1,
  };
}
