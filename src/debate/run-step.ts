import { NO_EVIDENCE_NOTE } from "../domain/labels";
import type { CallResult } from "../models/call-model";
import type { ModelRequest, SchemaName } from "../models/model-provider";
import { sanitize } from "../compliance/compliance";
import { failureText } from "../models/failure-text";
import { hitRate } from "../verification/hit-rate";
import { claimContext, recordPoint } from "./record-point";
import { otherSide, sideOf } from "../domain/sides";
import type { VerifyContext } from "../verification/verify-context";
import { withNamedPeers } from "../verification/named-peers";
import { addUsage, emptyUsage } from "./debate-state";
import type { EvidenceItem, ModelTask, Point, PointOutput, Usage } from "./debate-types";
import {
  type AnyNode,
  type FlowCursor,
  MAX_PARALLEL_CALLS,
  type ProtocolGraph,
  type RecordedOutput,
  type RouteContext,
  type RouteDecision,
  runCapped,
  type StepEffect,
  type TaskContext,
} from "./graph";
import type { DebateRole, RoleOutput, Turn, RoleTask } from "./role-output";

/**
 * Which node a call is for. `seq`, `round` and `role` are those of the node's `turn.started` event, so a caller that
 * streams can tag each `turn.delta` with the same turn (parallel analysts stream at once, told apart by seq).
 */
export interface CallNodeInfo {
  id: string;
  role: DebateRole;
  tier: "quick" | "deep";
  schemaName: SchemaName;
  seq: number;
  round: number;
}

/** How the runner reaches a model: the Durable Object passes callModel with the node's provider; tests pass fakes. */
export type CallNode = (
  node: CallNodeInfo,
  request: ModelRequest,
  schema: AnyNode<unknown>["schema"],
) => Promise<CallResult<unknown> & { provider: string; model: string }>;

export interface StepOutcome<F> {
  flow: F;
  results: Turn[];
  usage: Usage;
  removed: string[];
  /** What the graph's `afterStep` made of the step: its events, a recorded stop, or the end of the debate. */
  effect: StepEffect;
}

/** The round a task belongs to: debaters and roles carry it; the judge's is its node's. */
const roundOf = <F>(node: AnyNode<F>, flow: F, task: ModelTask): number =>
  "round" in task ? task.round : node.round(flow);

/**
 * Runs one step of a protocol graph: every node of the step gets its task from the state as it was before the step
 * (so parallel analysts cannot see each other), the calls run at most MAX_PARALLEL_CALLS at once, and each result is
 * verified, compliance-filtered and stored in its own field of a copy of the state. The caller checkpoints the whole
 * step at once.
 */
export async function runGraphStep<F extends { cursor: FlowCursor }>(
  graph: ProtocolGraph<F>,
  flow: F,
  decision: Extract<RouteDecision, { kind: "step" }>,
  ctx: TaskContext & {
    seqStart: number;
    evidence: readonly EvidenceItem[];
    route: RouteContext;
    /** Whether a node's prompts use the compact layout (its provider has no prefix cache); absent: all shared. */
    compact?: (node: AnyNode<F>) => boolean;
  },
  call: CallNode,
  verify: VerifyContext,
  onStarted?: (node: AnyNode<F>, seq: number, round: number) => void,
): Promise<StepOutcome<F>> {
  const nodes = decision.nodes.map((id) => {
    const n = graph.nodes[id];
    if (!n) throw new Error(`step ${decision.name} names unknown node ${id}`);
    return n;
  });
  const planned = nodes.map((node, i) => {
    const task: ModelTask = node.buildTask(flow, ctx);
    return {
      node,
      task,
      seq: ctx.seqStart + i,
      round: roundOf(node, flow, task),
      messages: node.buildMessages(task, ctx.compact?.(node) ? null : ctx.evidence),
    };
  });
  const replies = await runCapped(
    planned.map((p) => async (): Promise<CallResult<unknown> & { provider: string; model: string; skipped?: true }> => {
      // Nothing to cite: a role without evidence is not asked (it could only invent), and says so.
      if (p.task.kind === "role" && p.task.pack.length === 0) {
        return {
          ok: false,
          error: `${NO_EVIDENCE_NOTE}（截至${ctx.asOf}没有该角色可引用的证据）`,
          skipped: true,
          attempts: [],
          usage: emptyUsage(),
          provider: "none",
          model: "-",
        };
      }
      onStarted?.(p.node, p.seq, p.round);
      const request: ModelRequest = {
        role: p.node.role,
        messages: p.messages,
        schema: p.node.schemaName,
        task: p.task,
      };
      return call(
        {
          id: p.node.id,
          role: p.node.role,
          tier: p.node.tier,
          schemaName: p.node.schemaName,
          seq: p.seq,
          round: p.round,
        },
        request,
        p.node.schema,
      );
    }),
    MAX_PARALLEL_CALLS,
  );
  // The other stored companies the replies name: their facts are read once, so a comparison is checked on them.
  const checking = await withNamedPeers(
    verify,
    replies.flatMap((r) => (r.ok ? [JSON.stringify(r.value)] : [])),
  );
  const next = structuredClone(flow);
  const results: Turn[] = [];
  const removed: string[] = [];
  let usage = emptyUsage();
  planned.forEach((p, i) => {
    const reply = replies[i]!;
    usage = addUsage(usage, reply.usage);
    const base = {
      node: p.node.id,
      role: p.node.role,
      seq: p.seq,
      round: p.round,
      provider: reply.provider,
      model: reply.model,
      usage: reply.usage,
      attempts: reply.attempts,
    };
    let result: Turn;
    if (reply.ok) {
      const record: NonNullable<AnyNode<F>["record"]> = p.node.record ?? recordRoleOutput;
      const recorded = record(reply.value, p.node.id, p.seq, p.task, checking);
      removed.push(...recorded.removed);
      result = { ...base, ...recorded.result };
    } else {
      result = {
        ...base,
        output: null,
        points: [],
        counterPoints: [],
        hitRate: 0,
        error: reply.error,
        ...("skipped" in reply && reply.skipped ? { skipped: true as const } : { failure: failureText(reply.error) }),
      };
    }
    p.node.store(next, result, reply.ok ? reply.value : null);
    results.push(result);
  });
  next.cursor = {
    at: decision.name,
    steps: flow.cursor.steps + 1,
    detours: [...flow.cursor.detours, ...(decision.detour ? [decision.detour] : [])],
  };
  const report = {
    name: decision.name,
    nodes: decision.nodes,
    ...(decision.detour ? { detour: decision.detour } : {}),
    results,
    route: ctx.route,
  };
  // The graph's own bookkeeping (adversarial: round summaries, convergence, stops); by default a step summary.
  const own: StepEffect = graph.afterStep
    ? graph.afterStep(next, report)
    : { events: [{ type: "round.completed", data: {} }] };
  // Every protocol's stage completion names the step that ended it, its nodes and any detour (one event shape).
  const step = { step: decision.name, nodes: decision.nodes, detour: decision.detour ?? null };
  const events = own.events.map((e) => (e.type === "round.completed" ? { ...e, data: { ...step, ...e.data } } : e));
  const effect: StepEffect = { ...own, events };
  return { flow: next, results, usage, removed, effect };
}

/**
 * A role output as recorded: point ids `${node}-t${seq}-p${n}` (counter-points `-c${n}`), each verified against the
 * role's own pack (seed 000 §5.1, the same checks as the debaters), claims and conclusions compliance-filtered.
 */
export function recordRoleOutput(
  output: RoleOutput,
  node: string,
  seq: number,
  task: Pick<RoleTask, "pack" | "role"> & Partial<Pick<RoleTask, "inputs">>,
  verify: VerifyContext,
): RecordedOutput {
  const pack = new Map(task.pack.map((e) => [e.id, e]));
  const removed: string[] = [];
  // Evidence argues the role's side, counter-points the other; a rebuttal is checked against the brief it answers.
  const side = sideOf(task.role, output.stance);
  const known = new Map((task.inputs ?? []).flatMap((b) => [...b.points, ...b.counterPoints]).map((p) => [p.id, p]));
  const record = (p: PointOutput, id: string, s: typeof side): Point =>
    recordPoint(p, id, pack, verify, removed, claimContext(p, s, known));
  const points = output.evidence.map((p, i) => record(p, `${node}-t${seq}-p${i + 1}`, side));
  const counterPoints = output.counterPoints.map((p, i) => record(p, `${node}-t${seq}-c${i + 1}`, otherSide(side)));
  const conclusion = sanitize(output.conclusion, verify.banned);
  removed.push(...conclusion.removed);
  const riskChanges = output.riskChanges === undefined ? undefined : sanitize(output.riskChanges, verify.banned);
  if (riskChanges) removed.push(...riskChanges.removed);
  const clean: RoleOutput = {
    ...output,
    evidence: output.evidence.map((p, i) => ({ ...p, claim: points[i]!.claim })),
    counterPoints: output.counterPoints.map((p, i) => ({ ...p, claim: counterPoints[i]!.claim })),
    conclusion: conclusion.text,
    ...(riskChanges ? { riskChanges: riskChanges.text } : {}),
  };
  return {
    result: { output: clean, points, counterPoints, hitRate: hitRate([...points, ...counterPoints]) },
    removed: [...new Set(removed)],
  };
}
