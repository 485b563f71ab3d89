import type { EvidenceItem } from "../debate/debate-types";
import type { MemoryItem } from "../memory/memory-types";

export interface LookAheadCheck {
  asOf: string;
  ok: boolean;
  /** Cited evidence items checked, and those public after asOf. */
  citedChecked: number;
  evidenceAfterAsOf: { id: string; publicDate: string }[];
  /** Memory items checked, and those whose outcome was not yet known at asOf. */
  memoryChecked: number;
  memoryAfterAsOf: { debateId: string; knownOn: string }[];
}

/**
 * Seed 003 §4.3: after the debate, code checks that nothing it cited or remembered was public after asOf. Retrieval
 * already filters by asOf; this is the independent output check the seed asks for ("再加一层输出校验").
 */
export function checkLookAhead(
  asOf: string,
  evidence: readonly EvidenceItem[],
  citedIds: Iterable<string>,
  memory: readonly MemoryItem[],
): LookAheadCheck {
  const byId = new Map(evidence.map((e) => [e.id, e]));
  const ids = [...new Set(citedIds)];
  const evidenceAfterAsOf = ids.flatMap((id) => {
    const e = byId.get(id);
    return e && e.publicDate > asOf ? [{ id, publicDate: e.publicDate }] : [];
  });
  const memoryAfterAsOf = memory.flatMap((m) => {
    const knownOn = m.outcomes.reduce((max, o) => (o.endDate > max ? o.endDate : max), m.asOf);
    return knownOn > asOf ? [{ debateId: m.debateId, knownOn }] : [];
  });
  return {
    asOf,
    ok: evidenceAfterAsOf.length === 0 && memoryAfterAsOf.length === 0,
    citedChecked: ids.length,
    evidenceAfterAsOf,
    memoryChecked: memory.length,
    memoryAfterAsOf,
  };
}
