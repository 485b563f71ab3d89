import { type ClaimCheck, undecided } from "./check-series";
import { addDays } from "../../shared/dates";
import { agreement } from "./market-change";
import type { MarketFacts } from "./market-facts";
import { FROM_LOW, RANGE_PLACES, RANGE_POSITION, UP_WORDS, WEEK52_LOW, deniedBefore } from "./market-words";
import { agreesWith, shownPercent } from "./shown-size";

/**
 * Where the last close stands in its 52-week range (market-facts.ts `week52`): its position between the low and the
 * high ("52周区间下沿", "区间位置约40%"), its distance above the low ("距52周低点仅约3%") and a new 52-week
 * closing low.
 * The distance from the high is read with the other moves (check-market.ts).
 */

const SHORT = "连续日线不足一年，无法核验";

function position(t: string, m: MarketFacts): ClaimCheck[] {
  const hit = RANGE_POSITION.exec(t);
  if (!hit) return [];
  if (!m.week52) return [undecided("market", "52周区间位置", SHORT)];
  const { high, low } = m.week52;
  const at = high > low ? ((m.close - low) / (high - low)) * 100 : 50;
  const range = `${low.toFixed(2)}-${high.toFixed(2)}`;
  const found = `${m.lastBar}收盘价${m.close.toFixed(2)}位于52周区间${range}的${at.toFixed(1)}%`;
  const after = t.slice(hit.index);
  const place = RANGE_PLACES.find((p) => p.re.test(hit[0]));
  // "并不在52周区间上沿": a denied place holds when the close is outside it.
  const denied = deniedBefore(t.slice(0, hit.index));
  const inPlace = place ? at >= place.min && at <= place.max : false;
  const out = place ? [agreement(inPlace !== denied, `${denied ? "不在" : ""}${place.label}`, found)] : [];
  const shown = shownPercent(after);
  if (shown) out.push(agreement(agreesWith(at, shown), `区间位置${shown.raw}`, found));
  return out;
}

function fromLow(t: string, m: MarketFacts): ClaimCheck[] {
  const hit = FROM_LOW.exec(t);
  const shown = hit ? shownPercent(t.slice(hit.index)) : null;
  if (!hit || !shown) return [];
  if (!m.week52) return [undecided("market", "距52周低点", SHORT)];
  const value = (m.close / m.week52.low - 1) * 100;
  const found = `${m.lastBar}收盘价较52周低点${m.week52.low.toFixed(2)}（${m.week52.lowDate}）高${value.toFixed(2)}%`;
  // "距低点已经上涨了170%" and "距低点仅3%" both size the distance above the low.
  const below = /跌破|低于|之下/.test(t.slice(hit.index)) && !UP_WORDS.test(t);
  return [agreement(!below && agreesWith(value, shown), `距52周低点${shown.raw}`, found)];
}

function newLow(t: string, m: MarketFacts): ClaimCheck[] {
  const hit = WEEK52_LOW.exec(t);
  if (!hit) return [];
  const denied = deniedBefore(t.slice(0, hit.index));
  const s = m.sessions;
  const from = addDays(m.lastBar, -365);
  if (!s?.[0] || s[0].date > from) return [undecided("market", "创52周新低", SHORT)];
  const year = s.filter((x) => x.date > from);
  const bottom = Math.min(...year.map((x) => x.close));
  const found = `${m.lastBar}收盘价${m.close.toFixed(2)}，52周最低收盘价${bottom.toFixed(2)}`;
  return [agreement(m.close <= bottom !== denied, `${denied ? "未" : ""}创52周收盘新低`, found)];
}

/** The 52-week range readings of one clause; [] when it names none. */
export function checkWeek52(t: string, m: MarketFacts): ClaimCheck[] {
  return [...position(t, m), ...fromLow(t, m), ...newLow(t, m)];
}
