import type { ExtractedNumber } from "../extract-numbers";
import type { Assertion } from "./assertion";
import { type ClaimCheck, entryOf, isMarket } from "./check-series";
import type { Facts } from "./facts";
import { readHalfShape, statesHalfShape } from "./half-shape";
import { readAnnualised } from "./relation-annualised";
import { readGap } from "./relation-gaps";
import { readLevelAgainst } from "./relation-levels";
import { readMoves, statesJointMove } from "./relation-moves";
import { readNegligiblePart } from "./negligible-parts";
import { readRank, statesRank } from "./relation-ranks";
import { readShare, statesShare } from "./relation-shares";
import { ofExtreme } from "./referred-wholes";
import { readStatedReferents, statesReferentOrder } from "./stated-referents";

/**
 * Clauses that relate a value to another rather than state it: a share of a total (relation-shares.ts), two metrics'
 * moves together or against each other (relation-moves.ts), a rank within a window of years (relation-ranks.ts), a
 * level against another period's or a metric the comparison words do not read (relation-levels.ts).
 * Such a clause is checked as the relation it states, on the full facts (its two sides may be of different periods),
 * or is 未能核验 with the reason; never passed because some figure in it happened to match.
 */
export interface RelationReading {
  checks: ClaimCheck[];
  /** Figures the relation accounts for (a share's 88%, a gap's 25个百分点): not values of either side. */
  figures: ExtractedNumber[];
  /**
   * "大幅下滑仍高于2021年水平", "回落后仍是五年来第二高": the clause also states its own move, which the direction and
   * size checks judge beside the relation.
   */
  ownMove?: boolean;
  /** "归母净利润增速更快": a growth against the clause before's metric, not the rate change the period view read. */
  replacesRate?: boolean;
}

/** "2022年高点", "2021年的历史峰值": a year's extreme, the level of that year. */
/** The whole of a share before its 的 ("是谷底时的约1.6倍"): what ofExtreme reads. */
const EXTREME_WHOLE = /(?:是|为|有|到|不到|超过)([^，,。；;的]{2,8})的/;
const YEAR_EXTREME = /(?:19|20)\d{2}\s*年(?:的)?(?:历史)?(?:高点|低点|峰值|高位)/;

/** `before`: the clauses of the point's own text before this one in its sentence (its metrics and period carry on). */
export function readRelation(a: Assertion, facts: Facts, before: readonly Assertion[]): RelationReading | null {
  // A price, an indicator or an event ("股价仍低于2024年高点", "成交量只有前20日的六成") is the market checks'; but
  // "营收3375亿元，仍低于2022年高点" names no price: its high is a year's level of the metric it carries on.
  const yearHigh = !a.aboutTopic && a.metric !== null && !isMarket(entryOf(a.metric)) && YEAR_EXTREME.test(a.read);
  // "2024年只有高点时的七成": a share of the carried metric's extreme (referred-wholes.ts) is no price's either.
  const extremeShare = ofExtreme(a, EXTREME_WHOLE.exec(a.read)?.[1] ?? "");
  if ((a.aboutTopic || a.topics.length > 0) && a.metrics.length === 0 && !yearHigh && !extremeShare) return null;
  const negligible = readNegligiblePart(a, before);
  if (negligible) return negligible;
  const halves = readHalfShape(a, facts, before);
  if (halves) return { checks: halves, figures: [] };
  const annualised = readAnnualised(a, facts, before);
  if (annualised) return annualised;
  const gap = readGap(a, facts, before);
  if (gap) return gap;
  const referents = readStatedReferents(a, before);
  if (referents) return referents;
  const share = readShare(a, facts, before);
  if (share) return share;
  const moves = readMoves(a, facts, before);
  if (moves) return moves;
  const moved = a.direction !== null || a.magnitude !== null;
  const rank = readRank(a, facts, before);
  if (rank) return { ...rank, ownMove: moved && rank.ranked };
  const level = readLevelAgainst(a, facts, before);
  return level ? { checks: level, figures: [], ownMove: moved } : null;
}

/** The clause's own move beside its relation: from the year before, not from the year the relation compares with. */
export const ownMoveOf = (a: Assertion): Assertion => ({ ...a, baseYear: null });

/**
 * "2025年回落后也还高于2023年的300.41亿元", "下滑后已低于2023年水平": a move written before a comparison word is
 * the clause's own, from the year before; a year written after the word is the comparison's side, not the move's base.
 */
export function moveBesideComparison(a: Assertion): Assertion {
  const word = a.comparison?.word;
  if (!word || !a.direction || a.baseYear === null) return a;
  const at = a.read.indexOf(word);
  const moved = a.read.indexOf(a.direction.word);
  const baseAfter = at >= 0 && a.read.slice(at).includes(`${a.baseYear}年`);
  return moved >= 0 && moved < at && baseAfter && !a.read.slice(0, at).includes(`${a.baseYear}年`) ? ownMoveOf(a) : a;
}

/** A clause one of these readers reads, so the parser keeps it though it names no metric nor figure ("量利齐跌"). */
export const statesRelation = (text: string): boolean =>
  statesJointMove(text) || statesRank(text) || statesShare(text) || statesHalfShape(text) || statesReferentOrder(text);
