import type { EvidenceItem, Point, PointOutput, Stance } from "../../debate/debate-types";
import { datedFigure, isStale } from "../argument";
import { type Said, answers, quoteFor, sayFor } from "../claims";
import { fitClauses } from "../fragments";
import { type Knowledge, holds, knowledgeOf, supersededIds } from "../judgement";
import { confidenceOf, latestYearOf, read, type Reading } from "../reading";
import { statedFor } from "../stated";
import type { Conviction, Direction } from "../../debate/role-output";

/**
 * How the offline roles read evidence: the offline debater's reading for chunks (bull and bear strength from each
 * item's figures, category and period), plus rules for the computed items the debater never sees (technical
 * indicators and sentiment proxies), read from their structured figures.
 */
export type Side = "bull" | "bear";

export interface Scored {
  item: EvidenceItem;
  /** Strength for each side; 0 when the data gives the side no judgement to make from the item. */
  bull: number;
  bear: number;
  reading: Reading;
  /** What each side would say from the item (null: nothing the data bears out). */
  said: Record<Side, Said | null>;
  /** What the role knows: the facts of its whole pack. */
  knowledge: Knowledge;
}

const fig = (item: EvidenceItem, label: string): number | null =>
  item.figures.find((f) => f.label === label)?.value ?? null;

function technicalStrength(item: EvidenceItem): { bull: number; bear: number } | null {
  if (!item.chunkId.startsWith("computed:")) return null;
  const close = fig(item, "收盘价");
  const s20 = fig(item, "二十日均线");
  const s60 = fig(item, "六十日均线");
  if (close !== null && s20 !== null && s60 !== null) {
    if (close > s20 && s20 > s60) return { bull: 3, bear: 0 };
    if (close < s20 && s20 < s60) return { bull: 0, bear: 3 };
    return close >= s20 ? { bull: 1, bear: 0.5 } : { bull: 0.5, bear: 1 };
  }
  const hist = fig(item, "MACD柱值");
  const dif = fig(item, "DIF");
  if (hist !== null && dif !== null) {
    const extra = dif >= 0 === hist >= 0 ? 0.5 : 0;
    return hist >= 0 ? { bull: 2 + extra, bear: 0 } : { bull: 0, bear: 2 + extra };
  }
  const rsi = fig(item, "十四日RSI");
  if (rsi !== null) {
    if (rsi >= 70) return { bull: 0.5, bear: 2 };
    if (rsi <= 30) return { bull: 2, bear: 0.5 };
    return rsi >= 50 ? { bull: 1, bear: 0.3 } : { bull: 0.3, bear: 1 };
  }
  const upper = fig(item, "布林带上轨");
  const lower = fig(item, "布林带下轨");
  const middle = fig(item, "布林带中轨");
  const price = close;
  if (upper !== null && lower !== null && middle !== null) {
    // The band item does not repeat the close; its text says where the close sits.
    if (item.text.includes("上轨之上")) return { bull: 0.5, bear: 1.5 };
    if (item.text.includes("下轨之下")) return { bull: 1.5, bear: 0.5 };
    return item.text.includes("中轨与上轨之间") ? { bull: 1, bear: 0.3 } : { bull: 0.3, bear: 1 };
  }
  const ratio = fig(item, "成交量比");
  const r20 = fig(item, "近二十个交易日涨跌幅");
  if (ratio !== null && r20 !== null) {
    const move = Math.min(Math.abs(r20), 20) / 10;
    const heat = ratio >= 1.2 ? 1 : ratio <= 0.8 ? 0.3 : 0.6;
    return r20 >= 0 ? { bull: move + heat, bear: 0.3 } : { bull: 0.3, bear: move + heat };
  }
  const rank = fig(item, "人气榜排名");
  if (rank !== null) return { bull: rank <= 20 ? 1 : 0.3, bear: 0.2 };
  return price === null ? { bull: 0, bear: 0 } : null;
}

/** A price pattern (moving averages, MACD, bands, volume) has no threshold in the checker's tables: plain words. */
const TAPE: Record<Side, string> = { bull: "短线趋势偏多", bear: "短线趋势偏空" };

function technicalSaying(
  reading: Reading,
  side: Side,
  strength: { bull: number; bear: number },
  k: Knowledge,
): Said | null {
  const judged = sayFor(reading, side, k);
  if (judged !== null || reading.item.figures.some((f) => f.label === "十四日RSI")) return judged;
  if (strength[side] <= strength[other(side)]) return null;
  const quote = quoteFor(reading, k);
  const claim = `${datedFigure(reading, quote, 80, k)}，${TAPE[side]}`;
  return holds(claim, quote, k) ? { claim, quote } : null;
}

export function scorePack(pack: readonly EvidenceItem[], asOf: string, industry: string | null = null): Scored[] {
  const latest = latestYearOf(pack);
  const knowledge = knowledgeOf(pack, asOf, industry);
  const stale = supersededIds(pack, asOf);
  return pack
    .filter((item) => !stale.has(item.id))
    .map((item) => {
      const reading = read(item, latest);
      const t = technicalStrength(item);
      const strength = t ?? reading.strength;
      const say = (side: Side): Said | null =>
        t ? technicalSaying(reading, side, t, knowledge) : sayFor(reading, side, knowledge);
      // A report older than the latest the role knows speaks of the past: it argues for neither side (issue 28).
      const arguable = (side: Side) => strength[side] > 0 && !isStale(reading, knowledge);
      const said = { bull: arguable("bull") ? say("bull") : null, bear: arguable("bear") ? say("bear") : null };
      return {
        item,
        bull: said.bull ? strength.bull : 0,
        bear: said.bear ? strength.bear : 0,
        reading,
        said,
        knowledge,
      };
    });
}

const idNum = (id: string) => Number(id.slice(1));

/** Strongest first for `side`, ties by id; only items that support the side at all. */
export function ranked(scored: readonly Scored[], side: Side, exclude: ReadonlySet<string> = new Set()): Scored[] {
  return scored
    .filter((s) => s[side] > 0 && !exclude.has(s.item.id))
    .sort((a, b) => b[side] - a[side] || idNum(a.item.id) - idNum(b.item.id));
}

/**
 * A claim copied from the item's own text (every number checkable), with the judgement the data bears out for the
 * side it argues (neutral: the figure alone, said not to settle anything). A rebuttal target is kept only when the
 * claim stays on the target's topic.
 */
export function pointFor(s: Scored, side: Side | "neutral", target?: { id: string; claim: string }): PointOutput {
  const said = side === "neutral" ? null : s.said[side];
  const quote = said?.quote ?? quoteFor(s.reading, s.knowledge);
  // A figure is said with its period, so two dates never read as a contradiction; an older report says it is older.
  const tail = isStale(s.reading, s.knowledge) ? "早于最新报告期，仅作参照" : "方向不明，不足以单独支撑结论";
  const claim = said?.claim ?? `${datedFigure(s.reading, quote, 60, s.knowledge)}，${tail}`;
  const stated = statedFor(claim.slice(0, 100), [s.item]);
  const point: PointOutput = {
    claim: claim.slice(0, 100),
    evidence: [{ id: s.item.id, quote }],
    confidence: confidenceOf(side === "neutral" ? 0 : s[side]),
    dimension: s.item.dimension,
    ...(stated.length > 0 ? { assertions: stated } : {}),
  };
  if (target !== undefined && said !== null && side !== "neutral" && answers(said, side, target, s.knowledge))
    point.rebuts = target.id;
  return point;
}

/** A point another role made, as this role restates it (same claim and citations: it verifies the same way). */
export function restate(p: Point): PointOutput {
  return {
    claim: p.claim,
    evidence: p.evidence.map((e) => ({ ...e })),
    confidence: p.confidence,
    ...(p.dimension ? { dimension: p.dimension as PointOutput["dimension"] } : {}),
    ...(p.assertions ? { assertions: p.assertions } : {}),
  };
}

export const sideOf = (stance: Stance): Side | null =>
  stance === "bullish" ? "bull" : stance === "bearish" ? "bear" : null;
export const other = (side: Side): Side => (side === "bull" ? "bear" : "bull");

export function stanceFrom(margin: number, threshold = 0.15): Stance {
  return margin >= threshold ? "bullish" : margin <= -threshold ? "bearish" : "neutral";
}

export function convictionFrom(margin: number): Conviction {
  const m = Math.abs(margin);
  return m >= 0.5 ? "high" : m >= 0.25 ? "medium" : "low";
}

export const directionOf = (score: number): Direction => (score > 0 ? "up" : score < 0 ? "down" : "flat");

/** The items `points` cite, up to four; `before`: points already named in the same sentence, whose items are not named
 * again (no `依据E19，反向因素E19`). */
export function ids(points: readonly PointOutput[], before: readonly PointOutput[] = []): string {
  const named = new Set(before.flatMap((p) => p.evidence.map((e) => e.id)));
  const cited = points.flatMap((p) => p.evidence.map((e) => e.id)).filter((id) => !named.has(id));
  return [...new Set(cited)].slice(0, 4).join("、") || "无";
}

/** Sum of the strongest three items for each side, as a signed margin in [-1, 1]. */
export function sideMargin(scored: readonly Scored[]): { bull: number; bear: number; margin: number } {
  const top = (side: Side) =>
    ranked(scored, side)
      .slice(0, 3)
      .reduce((s, x) => s + x[side], 0);
  const bull = top("bull");
  const bear = top("bear");
  return { bull, bear, margin: bull + bear === 0 ? 0 : (bull - bear) / (bull + bear) };
}

/** How a reading that has to be cited again is worded the second and third time: as the lone reading it is. */
const SINGLE_READING = ["仅此一个读数，尚不能据此下结论", "缺少可比的历史读数，难以据此判断"];

/**
 * At least two counter-points (seed 003 §3.1): the strongest items for the other side, then anything not yet used,
 * phrased as not settling the question, and as a last resort the same items again, worded as the single reading they
 * are so that no claim is said twice (a pack of one valuation reading still owes two counter-points).
 */
export function counterPoints(
  scored: readonly Scored[],
  against: Side | null,
  used: ReadonlySet<string>,
  n = 2,
  said: readonly PointOutput[] = [],
): PointOutput[] {
  const out: PointOutput[] = [];
  const taken = new Set(used);
  const push = (s: Scored, side: Side | "neutral") => {
    taken.add(s.item.id);
    out.push(pointFor(s, side));
  };
  if (against) for (const s of ranked(scored, other(against), taken).slice(0, n)) push(s, other(against));
  else {
    const bear = ranked(scored, "bear", taken)[0];
    if (bear) push(bear, "bear");
    const bull = ranked(scored, "bull", taken)[0];
    if (bull) push(bull, "bull");
  }
  for (const s of scored) if (out.length < n && !taken.has(s.item.id)) push(s, "neutral");
  const claims = new Set([...said, ...out].map((p) => p.claim));
  for (let i = 0; out.length < n && scored.length > 0; i++) {
    const point = pointFor(scored[i % scored.length]!, "neutral");
    const quote = point.evidence[0]!.quote;
    const head = datedFigure(scored[i % scored.length]!.reading, quote, 60, scored[i % scored.length]!.knowledge);
    const fresh = [point.claim, ...SINGLE_READING.map((tail) => `${head}，${tail}`.slice(0, 100))].find(
      (c) => !claims.has(c),
    );
    // Past every wording: nothing more can be said without repeating, so the role says less.
    if (fresh === undefined) break;
    point.claim = fresh;
    claims.add(point.claim);
    out.push(point);
  }
  return out;
}
