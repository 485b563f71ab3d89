import type { EvidenceItem, Stance } from "../../debate-types";
import { END, type NodeSpec, type ProtocolGraph } from "../../graph";
import { focusPack, ok, packItems } from "../../flow-common";
import { buildRoleMessages } from "../../prompts/role-prompts";
import {
  type AgentRole,
  briefOf,
  type Horizons,
  OUTPUT_SCHEMAS,
  type OutputKind,
  type RoleBrief,
  type Turn,
  type RoleTask,
} from "../../role-output";
import { FIN_ROLES } from "./roles";
import { FinAnalyst, type FinDebateFlow } from "./flow";
import { ALL_FIN } from "./packs";
import { hasRecommendation } from "./stance-lock";

const briefs = (rs: (Turn | null)[]): RoleBrief[] => rs.flatMap((r) => (r ? (briefOf(r) ?? []) : []));
const lockOf = (flow: FinDebateFlow): { stance: Stance; horizons: Horizons } | undefined =>
  flow.draft?.output?.horizons ? { stance: flow.draft.output.stance, horizons: flow.draft.output.horizons } : undefined;

type Build = (
  flow: FinDebateFlow,
  evidence: EvidenceItem[],
) => Pick<RoleTask, "pack" | "inputs" | "locked" | "memory" | "missing">;

function node(
  id: string,
  role: AgentRole,
  tier: "quick" | "deep",
  kind: OutputKind,
  build: Build,
  store: (f: FinDebateFlow, r: Turn) => void,
): (evidence: () => EvidenceItem[]) => NodeSpec<FinDebateFlow> {
  return (evidence) => ({
    id,
    role,
    tier,
    schema: OUTPUT_SCHEMAS[kind],
    schemaName: `role:${kind}`,
    round: () => (role.startsWith("fin_") ? 0 : 1),
    buildTask: (flow, ctx) => {
      const part = build(flow, evidence());
      return { kind: "role", protocol: "findebate", role, round: role.startsWith("fin_") ? 0 : 1, ...ctx, ...part };
    },
    buildMessages: (task) =>
      buildRoleMessages(
        task,
        FIN_ROLES,
        kind === "horizons" ? ['必须给出 horizons：{"day":"up|down|flat","week":…,"month":…}。'] : [],
      ),
    store,
  });
}

const noLock = { locked: undefined } as const;

export function finDebateGraph(evidence: () => EvidenceItem[]): ProtocolGraph<FinDebateFlow> {
  const analystNodes = FinAnalyst.options.map((a) =>
    node(
      `fin_${a}`,
      `fin_${a}`,
      "quick",
      "plain",
      (flow, ev) => ({
        pack: packItems(ev, flow.packs[`fin_${a}`]),
        inputs: [],
        memory: [],
        missing: flow.missing[`fin_${a}`] ?? [],
        ...noLock,
      }),
      (f, r) => {
        f.analysts[a] = r;
      },
    )(evidence),
  );
  const nodes: NodeSpec<FinDebateFlow>[] = [
    ...analystNodes,
    node(
      "synthesiser",
      "synthesiser",
      "deep",
      "horizons",
      (flow, ev) => {
        const inputs = briefs(Object.values(flow.analysts));
        return {
          pack: focusPack(ev, flow.packs, ALL_FIN, inputs),
          inputs,
          memory: flow.memory ?? [],
          missing: [],
          ...noLock,
        };
      },
      (f, r) => {
        f.draft = r;
      },
    )(evidence),
    node(
      "trust",
      "trust",
      "quick",
      "horizons",
      (flow, ev) => ({
        pack: focusPack(ev, flow.packs, ALL_FIN, briefs([flow.draft])),
        inputs: briefs([flow.draft]),
        memory: [],
        missing: [],
        locked: lockOf(flow),
      }),
      (f, r) => {
        f.trust = r;
      },
    )(evidence),
    node(
      "skeptic",
      "skeptic",
      "quick",
      "plain",
      (flow, ev) => ({
        pack: focusPack(ev, flow.packs, ALL_FIN, briefs([flow.draft, flow.trust])),
        inputs: briefs([flow.draft, flow.trust]),
        memory: [],
        missing: [],
        locked: lockOf(flow),
      }),
      (f, r) => {
        f.skeptic = r;
      },
    )(evidence),
    node(
      "leader",
      "leader",
      "deep",
      "horizons",
      (flow, ev) => {
        const inputs = flow.draft
          ? briefs([flow.draft, flow.trust, flow.skeptic])
          : briefs(Object.values(flow.analysts));
        return {
          pack: focusPack(ev, flow.packs, ALL_FIN, inputs),
          inputs,
          memory: flow.memory ?? [],
          missing: [],
          locked: lockOf(flow),
        };
      },
      (f, r) => {
        f.leader = r;
      },
    )(evidence),
  ];
  return {
    protocol: "findebate",
    nodes: Object.fromEntries(nodes.map((n) => [n.id, n])),
    steps: {
      analysts: analystNodes.map((n) => n.id),
      synthesiser: ["synthesiser"],
      trust: ["trust"],
      skeptic: ["skeptic"],
      leader: ["leader"],
    },
    entry: "analysts",
    edges: {
      analysts: (f) => (Object.values(f.analysts).some(ok) ? "synthesiser" : END),
      synthesiser: (f) => (ok(f.draft) && hasRecommendation(f.draft.output) ? "trust" : END),
      trust: () => "skeptic",
      skeptic: () => "leader",
      leader: () => END,
    },
    fallback: "leader",
    fallbackDone: (f) => f.leader !== null,
    // analysts, synthesiser, trust, skeptic, leader: one round of safe debate (seed 001: max rounds 1).
    maxSteps: 5,
  };
}
