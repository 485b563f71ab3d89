import { sanitize } from "../verdict/compliance";
import { maskQuotedAdvice } from "../verdict/quoted-evidence";
import type { DebaterOutput, DebaterRole, EvidenceItem, Point, PointOutput } from "./debate-types";
import type { VerifyContext } from "../verification/verify-context";
import { verifyPoint } from "../verification/verify-point";

/**
 * Turns a validated model output into recorded points: stable ids (role, turn seq, index: unique even though round 1
 * has two bull turns), the dimension of the cited evidence where the
 * model gave none, verification in code (seed 000 §5.1), then the compliance filter on what will be shown.
 */
export function recordPoints(
  output: DebaterOutput,
  role: DebaterRole,
  turnSeq: number,
  ctx: VerifyContext & { pack: readonly EvidenceItem[] },
): { points: Point[]; removed: string[] } {
  const pack = new Map(ctx.pack.map((e) => [e.id, e]));
  const removed: string[] = [];
  const points = output.points.map((p, i) => recordPoint(p, `${role}-t${turnSeq}-p${i + 1}`, pack, ctx, removed));
  return { points, removed };
}

/**
 * One point as recorded, for the debaters and the graph roles alike: verified against the pack, its claim
 * compliance-filtered (what was removed is appended to `removed`), its dimension taken from the cited item if missing.
 */
export function recordPoint(
  p: PointOutput,
  id: string,
  pack: ReadonlyMap<string, EvidenceItem>,
  ctx: VerifyContext,
  removed: string[],
): Point {
  const verification = verifyPoint(p, pack, ctx);
  const claim = sanitize(p.claim, ctx.banned);
  removed.push(...claim.removed);
  const cited = p.evidence.map((e) => pack.get(e.id)).find((e) => e !== undefined);
  return {
    id,
    claim: claim.text,
    // Verified as written, shown masked: a quote is third-party text a reader sees (src/verdict/quoted-evidence.ts).
    evidence: p.evidence.map((e) => ({ id: e.id, quote: maskQuotedAdvice(e.quote).text })),
    confidence: Math.round(p.confidence * 100) / 100,
    ...(p.rebuts ? { rebuts: p.rebuts } : {}),
    ...(p.dimension || cited ? { dimension: p.dimension ?? cited?.dimension } : {}),
    verification,
  };
}
