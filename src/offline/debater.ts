import type { ArgueTask, DebaterOutput, Point, PointOutput } from "../debate/debate-types";
import { claimFor, quoteOf } from "./claims";
import type { Family } from "./families";
import { confidenceOf, latestYearOf, read, type Reading } from "./reading";
import { strongestFirst } from "../verification/point-strength";

const OPENING_POINTS = 3;
const MAX_REBUTTALS = 2;
const NEW_POINTS_AFTER_OPENING = 1;


/**
 * The offline debater's turn: an opening spreads its strongest items over different metric families; later turns
 * rebut the opponent's latest points on the same family, then open one new front.
 */
export function offlineDebater(task: ArgueTask): DebaterOutput {
  const stance = task.role === "bull" ? "bullish" : "bearish";
  const latestYear = latestYearOf(task.pack);
  const readings = task.pack.map((item) => read(item, latestYear));
  const byId = new Map(readings.map((r) => [r.item.id, r]));
  // What the opponent cited tells the family a rebuttal must answer on, even when it is not in this side's pack.
  const opponentById = new Map((task.opponentCited ?? []).map((item) => [item.id, read(item, latestYear)]));
  const used = new Set(task.citedBefore);
  const usable = readings
    .filter((r) => r.strength[task.role] > 0 && r.fragment.body !== "" && !used.has(r.item.id))
    .sort((a, b) => b.strength[task.role] - a.strength[task.role] || idOrder(a.item.id, b.item.id));

  const points: PointOutput[] = [];
  const take = (r: Reading, rebuts?: string): void => {
    used.add(r.item.id);
    const point: PointOutput = {
      claim: claimFor(task.role, r, rebuts),
      evidence: [{ id: r.item.id, quote: quoteOf(r) }],
      confidence: confidenceOf(r.strength[task.role]),
      dimension: r.item.dimension,
    };
    if (rebuts !== undefined) point.rebuts = rebuts;
    points.push(point);
  };
  const available = (): Reading[] => usable.filter((r) => !used.has(r.item.id));

  const opening = task.ownPrevious.length === 0 && task.opponentLatest.length === 0;
  if (opening) {
    const families = new Set<Family>();
    for (const r of available()) {
      if (points.length >= OPENING_POINTS) break;
      if (families.has(r.family)) continue;
      families.add(r.family);
      take(r);
    }
    return { stance, points };
  }

  const targets = [...task.opponentLatest].sort(strongestFirst);
  for (const target of targets) {
    if (points.filter((p) => p.rebuts !== undefined).length >= MAX_REBUTTALS) break;
    const counter = counterTo(target, available(), byId, opponentById);
    if (counter !== null) take(counter, target.id);
  }

  // New points should open fronts this side has not argued yet, when its pack allows.
  const argued = new Set(
    [...task.citedBefore, ...points.flatMap((p) => p.evidence.map((e) => e.id))].flatMap((id) => byId.get(id)?.family ?? []),
  );
  const fresh = available();
  const ordered = [...fresh.filter((r) => !argued.has(r.family)), ...fresh.filter((r) => argued.has(r.family))];
  for (const r of ordered.slice(0, NEW_POINTS_AFTER_OPENING)) take(r);
  return { stance, points };
}

/** Counter-evidence on the same metric family as the opponent's point, else on the same dimension, else none. */
function counterTo(
  target: Point,
  candidates: Reading[],
  byId: Map<string, Reading>,
  opponentById: Map<string, Reading>,
): Reading | null {
  const cited = target.evidence.map((e) => byId.get(e.id) ?? opponentById.get(e.id)).find((r) => r !== undefined);
  const dimension = target.dimension ?? cited?.item.dimension;
  if (cited !== undefined) {
    const sameFamily = candidates.find((r) => r.family === cited.family);
    if (sameFamily !== undefined) return sameFamily;
  }
  return candidates.find((r) => r.item.dimension === dimension) ?? null;
}

function idOrder(a: string, b: string): number {
  return Number(a.slice(1)) - Number(b.slice(1));
}
