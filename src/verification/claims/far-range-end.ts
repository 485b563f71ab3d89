import { type ClaimCheck, undecided } from "./check-series";
import { agreement } from "./market-change";
import type { MarketFacts } from "./market-facts";
import { WEEK52 } from "./market-words";
import { shownPercent } from "./shown-size";

/** Within this many per cent of an end of its 52-week range the close is near it; farther, it is far from it. */
export const NEAR_END = 10;

/** A distance said to be large, with no size: "还差一大截", "相去甚远", "遥不可及". */
const FAR = [
  ...["一大截", "一大段距离?", "很远", "较远", "甚远", "相去甚远", "还远", "尚远", "老远", "遥远"],
  ...["差得(?:很)?远", "远着呢", "遥不可及", "可望而不可及"],
].join("|");
const PRICE = String.raw`(\d+(?:\.\d+)?)\s*元?\s*(?:的)?\s*`;
const END = "(?:最)?(低|高)(?:点|价|位)";
/**
 * "离52周高点1645还差一大截", "距一年内的低点已经很远": the close far from an end of its 52-week range;
 * "164.6元的高点遥不可及": the end first, its distance after it. The end is named by its span or by its price.
 */
const FAR_FROM_END = new RegExp(
  String.raw`(?:离|距离?)\s*(?:${PRICE})?(${WEEK52})?\s*(?:的)?\s*${END}?\s*(?:${PRICE})?` +
    String.raw`(?:已经?|仍然?|还|尚|都)*\s*(?:有|差|相差)?\s*(?:着)?\s*(?:${FAR})` +
    String.raw`|(?:${PRICE})?(${WEEK52})?\s*(?:的)?\s*${END}\s*(?:已经?|仍然?|还|更是)*\s*(?:遥不可及|可望而不可及)`,
);

/** "一度远离52周低点", "当时离高点还很远": a distance in the past, not the last close's. */
const PAST = /一度|曾经?|当时|彼时/;

/** The end a price names: the high or the low it matches within rounding, or none. */
function endByPrice(price: number, m: NonNullable<MarketFacts["week52"]>): "低" | "高" | null {
  const near = (x: number) => Math.abs(price / x - 1) < 0.01;
  return near(m.high) ? "高" : near(m.low) ? "低" : null;
}

export function farFromEnd(t: string, m: MarketFacts): ClaimCheck[] {
  const hit = FAR_FROM_END.exec(t);
  // "离高点并不遥远", "距低点没多远": a denied distance is a nearness (check-week52.ts NEAR_RANGE_END), not this.
  if (
    !hit ||
    /不|没|未/.test(hit[0].replace(/遥不可及|可望而不可及/, "")) ||
    PAST.test(t.slice(0, hit.index)) ||
    shownPercent(t.slice(hit.index))
  )
    return [];
  const [, p1, span1, end1, p2, p3, span2, end2] = hit;
  const price = p1 ?? p2 ?? p3;
  const span = span1 ?? span2;
  const side = end1 ?? end2;
  if (!side && !price) return [];
  if (!m.week52) return span ? [undecided("market", "远离52周高低点", "连续日线不足一年，无法核验")] : [];
  // No span written: the price must be one end's, or the end is some other high (a phase's, a year's).
  const named = price ? endByPrice(Number(price), m.week52) : null;
  if (!span && !named) return [];
  const low = (side ?? named) === "低";
  if (named && side && named !== side) return [];
  const end = low ? m.week52.low : m.week52.high;
  const gap = Math.abs(m.close / end - 1) * 100;
  const end52 = `52周${low ? "低点" : "高点"}${end.toFixed(2)}`;
  const found = `${m.lastBar}收盘价${m.close.toFixed(2)}距${end52}约${gap.toFixed(1)}%`;
  return [agreement(gap >= NEAR_END, `远离52周${low ? "低点" : "高点"}（${NEAR_END}%以上）`, found)];
}

/** Whether a clause says the close is far from an end of its range (a price reading, check-market.ts). */
export const namesFarEnd = (t: string): boolean => FAR_FROM_END.test(t);
