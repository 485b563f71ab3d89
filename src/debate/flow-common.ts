import { buildRolePacks, type PackSpec } from "../evidence/role-packs";
import { checkLookAhead, type LookAheadCheck } from "../verification/look-ahead";
import type { EvidenceItem } from "./debate-types";
import type { ProtocolDefinition } from "./protocol";
import type { MemoryItem } from "../memory/memory-types";
import type { FlowCursor } from "./graph";
import type { RoleBrief, Turn } from "./role-output";

/** What every graph protocol keeps besides its own typed fields: evidence packs, memory, the cursor. */
export interface FlowContext {
  cursor: FlowCursor;
  /** Evidence ids per pack name. */
  packs: Record<string, string[]>;
  /** What the data could not provide, per pack. */
  missing: Record<string, string[]>;
  /** Retrieved past situations; null when memory was turned off for this debate. */
  memory: MemoryItem[] | null;
  regime: string | null;
}

/** What a new flow starts from: its packs, gaps, memory and regime (adversarial: and the packs' overlap). */
export type FlowSeed = Omit<FlowContext, "cursor"> & { overlap?: { shared: number; ratio: number } };

export function packItems(evidence: readonly EvidenceItem[], ids: readonly string[] | undefined): EvidenceItem[] {
  const wanted = new Set(ids ?? []);
  return evidence.filter((e) => wanted.has(e.id));
}

export function unionPack(
  evidence: readonly EvidenceItem[],
  packs: Record<string, string[]>,
  names: readonly string[],
): EvidenceItem[] {
  return packItems(
    evidence,
    names.flatMap((n) => packs[n] ?? []),
  );
}

export const bySeq = (a: Turn, b: Turn) => a.seq - b.seq;
export const ok = (r: Turn | null | undefined): r is Turn & { output: NonNullable<Turn["output"]> } =>
  r !== null && r !== undefined && r.output !== null && r.error === undefined;

/** Items per prompt for the roles after the analysts (seed 003 §4.2: context grows fast; keep what matters). */
export const FOCUS_PACK_ITEMS = 10;

/**
 * The pack of a role that reads other roles' reports: every item those reports cite (so it can check and reuse
 * them), then the rest of the analysts' packs in id order up to FOCUS_PACK_ITEMS in all.
 */
export function focusPack(
  evidence: readonly EvidenceItem[],
  packs: Record<string, string[]>,
  names: readonly string[],
  inputs: readonly RoleBrief[],
): EvidenceItem[] {
  const union = unionPack(evidence, packs, names);
  const cited = new Set(
    inputs.flatMap((b) => [...b.points, ...b.counterPoints]).flatMap((p) => p.evidence.map((e) => e.id)),
  );
  const first = union.filter((e) => cited.has(e.id));
  const rest = union.filter((e) => !cited.has(e.id));
  // Everything the reports cite stays (a restated point must verify against it); the rest fills up to the cap.
  const keep = new Set([...first, ...rest.slice(0, Math.max(0, FOCUS_PACK_ITEMS - first.length))].map((e) => e.id));
  return union.filter((e) => keep.has(e.id));
}

/** A role graph's evidence: one pack per spec (its dimension's retrieval), with what the data cannot provide. */
export const gatherRolePacks =
  (specs: PackSpec[]): ProtocolDefinition<unknown>["gather"] =>
  async (deps, p) => {
    const packs = await buildRolePacks(deps, specs, p);
    return { evidence: packs.evidence, seed: { packs: packs.packs, missing: packs.missing, regime: packs.regime } };
  };

/** Seed 003 §4.3 for a role graph: nothing any role cited, and nothing it remembered, was public after asOf. */
export function rolesLookAhead(
  results: readonly Turn[],
  evidence: readonly EvidenceItem[],
  asOf: string,
  memory: FlowContext["memory"],
): LookAheadCheck {
  const cited = results.flatMap((r) => [...r.points, ...r.counterPoints]).flatMap((p) => p.evidence.map((e) => e.id));
  return checkLookAhead(asOf, evidence, cited, memory ?? []);
}

/** Verified points and counter-points over every role, pooled. */
export function rolesVerifiedShare(results: readonly Turn[]): number {
  const all = results.flatMap((r) => [...r.points, ...r.counterPoints]);
  return all.length ? all.filter((p) => p.verification.status === "verified").length / all.length : 0;
}

/** TOKEN_BUDGET is per adversarial debate (8 calls); a role graph gets it in proportion to the calls it plans. */
export const ADVERSARIAL_CALLS = 8;
export const scaledBudget = (tokenBudget: number, plannedCalls: number): number =>
  Math.round((tokenBudget * plannedCalls) / ADVERSARIAL_CALLS);
