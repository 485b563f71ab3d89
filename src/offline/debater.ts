import {
  type ArgueTask,
  type DebaterOutput,
  MAX_CLAIM_CHARS,
  type Point,
  type PointOutput,
} from "../debate/debate-types";
import { concession, factKey, isStale, notOlder } from "./argument";
import { type Said, answers, sayFor } from "./claims";
import type { Family } from "./families";
import { knowledgeOf, supersededIds } from "./judgement";
import { confidenceOf, latestYearOf, read, type Reading } from "./reading";
import { strongestFirst } from "../verification/point-strength";
import { statedFor } from "./stated";

const OPENING_POINTS = 3;
const MAX_REBUTTALS = 2;
const NEW_POINTS_AFTER_OPENING = 1;

interface Arguable {
  r: Reading;
  said: Said;
}

/**
 * The offline debater's turn: an opening spreads its strongest items over different metric families; later turns
 * rebut the opponent's latest points on the same topic, then open one new front. It argues only from items the data
 * lets it judge for its side (judgement.ts): a bear risk is an adverse fact, a bull strength a favourable one.
 */
export function offlineDebater(task: ArgueTask): DebaterOutput {
  const stance = task.role === "bull" ? "bullish" : "bearish";
  const latestYear = latestYearOf(task.pack);
  // What the analyst knows: its pack and what the opponent cited (the judge's full set), the facts they state.
  const knowledge = knowledgeOf([...task.pack, ...(task.opponentCited ?? [])], task.asOf, task.industry ?? null);
  const stale = supersededIds(task.pack, task.asOf);
  const readings = task.pack.filter((item) => !stale.has(item.id)).map((item) => read(item, latestYear));
  const byId = new Map(readings.map((r) => [r.item.id, r]));
  const opponentById = new Map((task.opponentCited ?? []).map((item) => [item.id, read(item, latestYear)]));
  const used = new Set(task.citedBefore);
  const usable: Arguable[] = readings
    // A report older than the latest the analyst knows speaks of the past: no point is made from it (issue 28).
    .filter((r) => r.strength[task.role] > 0 && r.fragment.body !== "" && !used.has(r.item.id))
    .filter((r) => !isStale(r, knowledge))
    .sort((a, b) => b.strength[task.role] - a.strength[task.role] || idOrder(a.item.id, b.item.id))
    .flatMap((r) => {
      const said = sayFor(r, task.role, knowledge);
      return said === null ? [] : [{ r, said }];
    });
  // One fact once: the same metric of the same period, under any of its names (营业收入 and 营业总收入), is one point;
  // what this side said in earlier turns counts too.
  const saidBefore = new Set<string>(task.citedBefore.flatMap((id) => (byId.has(id) ? [factKey(byId.get(id)!)] : [])));

  const points: PointOutput[] = [];
  const take = ({ r, said }: Arguable, rebuts?: string, claim = said.claim): void => {
    used.add(r.item.id);
    saidBefore.add(factKey(r));
    const point: PointOutput = {
      claim,
      evidence: [{ id: r.item.id, quote: said.quote }],
      confidence: confidenceOf(r.strength[task.role]),
      dimension: r.item.dimension,
    };
    if (rebuts !== undefined) point.rebuts = rebuts;
    const stated = statedFor(claim, [r.item]);
    if (stated.length > 0) point.assertions = stated;
    points.push(point);
  };
  const available = (): Arguable[] => usable.filter((a) => !used.has(a.r.item.id) && !saidBefore.has(factKey(a.r)));

  const opening = task.ownPrevious.length === 0 && task.opponentLatest.length === 0;
  if (opening) {
    const families = new Set<Family>();
    for (const a of available()) {
      if (points.length >= OPENING_POINTS) break;
      if (families.has(a.r.family)) continue;
      families.add(a.r.family);
      take(a);
    }
    return { stance, points };
  }

  const targets = [...task.opponentLatest].sort(strongestFirst);
  for (const target of targets) {
    if (points.filter((p) => p.rebuts !== undefined).length >= MAX_REBUTTALS) break;
    const targetItem = target.evidence.map((e) => (byId.get(e.id) ?? opponentById.get(e.id))?.item).find(Boolean);
    // An answer is of the same period as its target or a later one: a 2025 fall is not answered with 2024's rise.
    const timely = available().filter((a) => targetItem === undefined || notOlder(a.r.item, targetItem));
    const counter = counterTo(target, timely, byId, opponentById).find((a) =>
      answers(a.said, task.role, target, knowledge),
    );
    if (counter !== undefined) {
      take(counter, target.id);
      continue;
    }
    // Nothing as recent answers it: the side concedes the fact and argues on from its own latest one.
    for (const a of counterTo(target, timely, byId, opponentById)) {
      const conceded = concession(target.claim, a.said.claim, a.said.quote, knowledge, MAX_CLAIM_CHARS);
      if (conceded === null || !answers({ ...a.said, claim: conceded }, task.role, target, knowledge)) continue;
      take(a, target.id, conceded);
      break;
    }
  }

  // New points should open fronts this side has not argued yet, when its pack allows.
  const argued = new Set(
    [...task.citedBefore, ...points.flatMap((p) => p.evidence.map((e) => e.id))].flatMap(
      (id) => byId.get(id)?.family ?? [],
    ),
  );
  const fresh = available();
  const ordered = [...fresh.filter((a) => !argued.has(a.r.family)), ...fresh.filter((a) => argued.has(a.r.family))];
  for (const a of ordered.slice(0, NEW_POINTS_AFTER_OPENING)) take(a);
  return { stance, points };
}

/** Counter-evidence candidates for the opponent's point: the same metric family first, then the same dimension. */
function counterTo(
  target: Point,
  candidates: Arguable[],
  byId: Map<string, Reading>,
  opponentById: Map<string, Reading>,
): Arguable[] {
  const cited = target.evidence.map((e) => byId.get(e.id) ?? opponentById.get(e.id)).find((r) => r !== undefined);
  const dimension = target.dimension ?? cited?.item.dimension;
  const sameFamily = cited === undefined ? [] : candidates.filter((a) => a.r.family === cited.family);
  return [...sameFamily, ...candidates.filter((a) => a.r.item.dimension === dimension && !sameFamily.includes(a))];
}

function idOrder(a: string, b: string): number {
  return Number(a.slice(1)) - Number(b.slice(1));
}
