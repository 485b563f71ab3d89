import type { ExtractedNumber } from "../extract-numbers";
import type { ClaimCheck } from "./check-series";
import { change, checkChange } from "./market-change";
import type { MarketFacts, Session } from "./market-facts";

/**
 * A move measured from a high (or low) whose price is written: "自2月初1555元的高点回撤约11%", "较高点7.82元回撤
 * 超三成", "从460元高位回落约5%". The writer names the base, so the move runs from that price to the last close, not
 * from the 52-week high: the price must be a kept session's close or its intraday high (low) to the precision
 * written, in the month named when one is (the latest such session). A price no session holds is left to the other
 * readings.
 */

const FROM = String.raw`(?:较|从|自|距离?|离|相比|相对|比)`;
/** "2月初", "2026年3月中旬": the month the high fell in (year group 1, month group 2). */
const MONTH = String.raw`(?:(?:(\d{4})\s*年\s*)?(\d{1,2})\s*月\s*(?:初|上旬|中旬|下旬|底|末|份)?\s*(?:的)?\s*)?`;
const PHASE = String.raw`(?:年内|今年|阶段性?|前期|此前|之前|近期)?\s*(?:的)?\s*`;
const PRICE = String.raw`(\d+(?:\.\d+)?)\s*元?\s*(?:的)?\s*`;
const EXTREME = "(最高点|高点|高位|前高|顶部|最低点|低点|低位|前低|底部)";
/** The base: the price before the extreme word (price group 3, word group 4) or after it (word group 5, price 6). */
const PRICED_EXTREME = new RegExp(
  `${FROM}\\s*${MONTH}${PHASE}(?:${PRICE}${PHASE}${EXTREME}` +
    String.raw`|${EXTREME}\s*(?:为|在)?\s*(\d+(?:\.\d+)?)\s*元?(?![\d.%]))`,
);

/** The latest session at or before the last bar whose close or intraday extreme is the written price. */
function sessionAt(s: readonly Session[], price: string, high: boolean, month: string | null): Session | null {
  const decimals = price.split(".")[1]?.length ?? 0;
  const near = (x: number) => Math.abs(x - Number(price)) <= 0.5 * 10 ** -decimals + 1e-9;
  const hits = s.filter(
    (x) => (!month || x.date.slice(0, 7).endsWith(month)) && (near(x.close) || near(high ? x.high : x.low)),
  );
  return hits.at(-1) ?? null;
}

/** "市盈率从30倍的高点回落": a high of another measure than the price. */
const OTHER_MEASURE = /市盈|市净|估值|PE|PB|ROE|毛利|净利率|收益率|股息/i;

export function checkPricedExtreme(t: string, m: MarketFacts): ClaimCheck[] {
  const hit = PRICED_EXTREME.exec(t);
  if (!hit || OTHER_MEASURE.test(t.slice(0, hit.index))) return [];
  const [, year, month, before, word1, word2, after] = hit;
  const price = (before ?? after)!;
  const high = /高|顶/.test(word1 ?? word2 ?? "");
  const key = month ? `-${month.padStart(2, "0")}` : null;
  const s = (m.sessions ?? []).filter((x) => x.date < m.lastBar && (!year || x.date.startsWith(year)));
  const base = sessionAt(s, price, high, key);
  if (!base) return [];
  const end = `${m.lastBar}收盘${m.close.toFixed(2)}`;
  const label = `较${base.date}${high ? "高点" : "低点"}${Number(price).toFixed(2)}至${end}股价`;
  return checkChange(t.slice(hit.index + hit[0].length), label, change(m.close, Number(price)));
}

/**
 * The price of such a base ("较高点7.82元", "2月高点1555元") as a figure: the close or intraday extreme of the kept
 * session that holds it; null when no kept session does (the figure's other readings then speak for it).
 */
export function pricedExtremeFigure(n: ExtractedNumber, text: string, m: MarketFacts): ClaimCheck | null {
  return baseFigure(n, text, m) ?? reachedFigure(n, text, m);
}

/**
 * "收盘7.82元见顶", "创下460元的52周新高": a price called the extreme it reached is a kept session's close or intraday
 * extreme that no later close went past; null when no kept session holds it.
 */
function reachedFigure(n: ExtractedNumber, text: string, m: MarketFacts): ClaimCheck | null {
  const all = new RegExp(EXTREME_REACHED.source, "g");
  const hit = [...text.matchAll(all)].find((h) => n.index >= h.index && n.index < h.index + h[1]!.length + 1);
  if (!hit || Number(hit[1]) !== n.value || OTHER_MEASURE.test(text.slice(0, hit.index))) return null;
  const high = /高|顶/.test(hit[2]!);
  const s = (m.sessions ?? []).filter((x) => x.date < m.lastBar);
  const base = sessionAt(s, hit[1]!, high, null);
  if (!base) return null;
  const later = (m.sessions ?? []).filter((x) => x.date > base.date).map((x) => x.close);
  const ok = later.every((x) => (high ? x <= n.value + 1e-9 : x >= n.value - 1e-9));
  const found = `${base.date}收盘价${base.close.toFixed(2)}元，此后收盘${high ? "最高" : "最低"}${
    later.length ? (high ? Math.max(...later) : Math.min(...later)).toFixed(2) : "—"
  }元`;
  return { kind: "number", ok, figure: n.raw, expected: high ? "高点" : "低点", found, reason: `“${n.raw}”：${found}` };
}

function baseFigure(n: ExtractedNumber, text: string, m: MarketFacts): ClaimCheck | null {
  const all = new RegExp(PRICED_EXTREME.source, "g");
  const hit = [...text.matchAll(all)].find((h) => n.index >= h.index && n.index < h.index + h[0].length);
  const price = hit?.[3] ?? hit?.[6];
  if (!hit || price === undefined || Number(price) !== n.value || OTHER_MEASURE.test(text.slice(0, hit.index))) {
    return null;
  }
  const high = /高|顶/.test(hit[4] ?? hit[5] ?? "");
  const key = hit[2] ? `-${hit[2].padStart(2, "0")}` : null;
  const s = (m.sessions ?? []).filter((x) => x.date < m.lastBar && (!hit[1] || x.date.startsWith(hit[1])));
  const base = sessionAt(s, price, high, key);
  if (!base) return null;
  const closed = Math.abs(base.close - n.value) <= Math.abs((high ? base.high : base.low) - n.value);
  const value = closed ? base.close : high ? base.high : base.low;
  const found = `${base.date} ${closed ? "收盘价" : high ? "最高价" : "最低价"} ${value.toFixed(2)}元`;
  return { kind: "number", ok: true, figure: n.raw, expected: "高点或低点", found, reason: `“${n.raw}”与${found}相符` };
}

/** "次日收盘7.82元见年内高点", "创下460元的52周新高", "1555元见顶": a clause naming an extreme by its price. */
const EXTREME_REACHED = new RegExp(
  // "较上月61元的高点": a period not read here (上月, 上周, 去年) before the price leaves it to the other readings.
  String.raw`(?<![\d.])(?<!(?:上|本|这|前|去)\s*(?:个)?\s*(?:月|周|星期|年)\s*(?:的)?\s*)` +
    String.raw`(\d+(?:\.\d+)?)\s*元\s*(?:的)?\s*(?:见|创|创下|创出|冲到|摸到|收在|站上)?\s*(?:了)?\s*` +
    String.raw`(?:年内|今年|阶段性?|52周|一年|历史)?\s*(?:的)?\s*(最?高点|新高|顶|最?低点|新低|底)`,
);

/**
 * "…7.82元见年内高点，随后回撤约31%": a move since then, after a clause naming an extreme by its price, is from that
 * price; the clause rewritten as such a move ("从7.82元的高点回撤约31%"), or null when the clause before names none
 * or no kept session holds its price.
 */
export function sinceNamedExtreme(prev: string, rest: string, m: MarketFacts | null | undefined): string | null {
  const hit = EXTREME_REACHED.exec(prev);
  if (!hit || !m || OTHER_MEASURE.test(prev.slice(0, hit.index))) return null;
  const high = /高|顶/.test(hit[2]!);
  const s = (m.sessions ?? []).filter((x) => x.date < m.lastBar);
  return sessionAt(s, hit[1]!, high, null) ? `从${hit[1]}元的${high ? "高点" : "低点"}${rest}` : null;
}
