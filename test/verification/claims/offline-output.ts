import type { StatedAssertion } from "../../../src/domain/stated-assertion";
import { checkStated } from "../../../src/verification/claims/check-stated";
import { type CheckKind, checkAssertions } from "../../../src/verification/claims/check-assertions";
import { findMetrics } from "../../../src/verification/claims/metric-lexicon";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { otherSide as opposite, sideOf } from "../../../src/domain/sides";
import { sampleFacts } from "./sample-facts";

/** A debate as the golden records keep it (test-node/golden/*.json): its public state. */
interface Recorded {
  state: {
    ticker: string;
    asOf: string;
    turns: { role: string; points: RecordedPoint[] }[];
    flow: Record<string, unknown> | null;
  };
}
interface RecordedPoint {
  id: string;
  claim: string;
  rebuts?: string;
  evidence: { id: string; quote: string }[];
  assertions?: StatedAssertion[];
}
interface RecordedTurn {
  node: string;
  role: string;
  output: { stance: string } | null;
  points: RecordedPoint[];
  counterPoints: RecordedPoint[];
}

/** Every turn record in a role graph's flow, wherever the protocol keeps it. */
function flowTurns(flow: Record<string, unknown>): RecordedTurn[] {
  const out: RecordedTurn[] = [];
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === "object") {
      if ("node" in v && "points" in v) out.push(v as RecordedTurn);
      else Object.values(v).forEach(visit);
    }
  };
  visit(flow);
  return out;
}

export interface OfflineFinding {
  debate: string;
  who: string;
  claim: string;
  kind: CheckKind;
  ok: false | null;
  reason: string;
}

/**
 * The offline analyst's own points (every protocol, every sample company: the golden records) through the claim
 * checker: what it would flag once wired in. Sides: the debaters and the one-sided roles argue their side, the others
 * their stance; a counter-point argues the other side.
 */
export function checkRecordedDebates(records: Record<string, Recorded>): {
  points: number;
  findings: OfflineFinding[];
  /** Stated assertions' checks run, and the points that stated any. */
  stated: number;
  statedPoints: number;
} {
  let points = 0;
  let stated = 0;
  let statedPoints = 0;
  const findings: OfflineFinding[] = [];
  for (const [debate, { state }] of Object.entries(records)) {
    const facts = sampleFacts(state.ticker, state.asOf);
    const said: { p: RecordedPoint; side: "bull" | "bear" | undefined; who: string }[] = [];
    // A graph protocol's state also lists its roles' turns (state v3); they are read once, from the flow, with the
    // stance each role took.
    for (const t of state.flow ? [] : state.turns)
      for (const p of t.points) said.push({ p, side: sideOf(t.role, undefined), who: t.role });
    for (const t of state.flow ? flowTurns(state.flow) : []) {
      const side = sideOf(t.role, t.output?.stance);
      for (const p of t.points) said.push({ p, side, who: t.node });
      for (const p of t.counterPoints) said.push({ p, side: opposite(side), who: `${t.node}（反向）` });
    }
    const byId = new Map(said.map((s) => [s.p.id, s.p]));
    for (const { p, side, who } of said) {
      points++;
      const target = p.rebuts ? byId.get(p.rebuts) : undefined;
      const rebuts = target ? { id: target.id, metrics: findMetrics(target.claim).map((m) => m.metric) } : undefined;
      const assertions = parseAssertions(p.claim, p.evidence.map((e) => e.quote).join("；"));
      for (const c of checkAssertions(assertions, facts, {
        ...(side ? { side } : {}),
        ...(rebuts ? { rebuts } : {}),
      })) {
        if (c.ok !== true) findings.push({ debate, who, claim: p.claim, kind: c.kind, ok: c.ok, reason: c.reason });
      }
      // What it stated as data (issue 27 item 7), checked exactly: every one must pass.
      if (p.assertions?.length) statedPoints++;
      for (const c of checkStated(p.assertions ?? [], facts)) {
        stated++;
        if (c.ok !== true) findings.push({ debate, who, claim: p.claim, kind: c.kind, ok: c.ok, reason: c.reason });
      }
    }
  }
  return { points, findings, stated, statedPoints };
}
