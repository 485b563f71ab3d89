import { type ClaimCheck, undecided } from "./check-series";
import { addDays } from "../../shared/dates";
import { agreement, checkChange, verdict } from "./market-change";
import { NOW_WORDS } from "./market-days";
import type { MarketFacts } from "./market-facts";
import {
  ALL_TIME_HIGH,
  DRAWDOWN,
  FROM_HIGH,
  FROM_LOW,
  NEW_HIGH,
  RANGE_POSITION,
  UP_WORDS,
  WEEK52_LOW,
  WEEK52_TOP_CLOSE,
  deniedBefore,
} from "./market-words";
import { agreesWith, shownPercent } from "./shown-size";
import { datedWeek52 } from "./dated-week52";
import { RANGE_END_IMAGE } from "./range-place";
import { checkPricedExtreme } from "./priced-extreme";
import { closeNewHigh } from "./week52-new-high";
import { namesYtdHigh } from "./ytd-drawdown";
import { highShare } from "./high-share";
import { endOffset } from "./end-offset";
import { NEAR_END, farFromEnd } from "./far-range-end";

/**
 * Where the last close stands in its 52-week range (market-facts.ts `week52`): its position between the low and the
 * high ("52周区间下沿", "区间位置约40%"), its distance above the low ("距52周低点仅约3%") and a new 52-week
 * closing low; its distance from the high and a new high (checkRange).
 */

const SHORT = "连续日线不足一年，无法核验";

/** "现价约处在由低到高36%的位置", "从低到高约四成处": the share of the range counted up from its low. */
export const LOW_TO_HIGH = new RegExp(
  String.raw`(?:由|从|自)低(?:点|位)?(?:到|至|向)高(?:点|位)?\s*(?:的)?\s*(?:约|大约)?\s*` +
    String.raw`(?:\d+(?:\.\d+)?\s*%|[一二两三四五六七八九]成)\s*(?:左右|附近|上下)?\s*(?:的)?\s*(?:位置|分位|处)`,
);

/** Where the close sits in its 52-week range, by word: 上沿 the top fifth, 下沿 the bottom fifth. */
const RANGE_PLACES: readonly {
  re: RegExp;
  min: number;
  max: number;
  label: string;
  sized?: { min: number; max: number };
}[] = [
  { re: /上沿/, min: 80, max: 100, label: "区间上沿" },
  { re: /下沿/, min: 0, max: 20, label: "区间下沿" },
  // "中下部", "中位偏下": between the middle and an end, before the plain 下部/偏下 is read.
  { re: /中下部|中下位置|中[部间位段]?偏下/, min: 15, max: 50, label: "区间中下部" },
  { re: /中上部|中上位置|中[部间位段]?偏上/, min: 50, max: 85, label: "区间中上部" },
  { re: /中部|正中|中段|中间|中位/, min: 30, max: 70, label: "区间中部" },
  { re: /偏上|上部|上半/, min: 50, max: 100, label: "区间偏上" },
  { re: /偏下|下部|下半/, min: 0, max: 50, label: "区间偏下" },
  // "处于一年区间最底部5%以内", "位于52周区间的最顶部": the bottom or top tenth (a size after it bounds it further).
  // "位于区间底部一成多": a size after the word says how far into that end the close is, so the end reaches the
  // fifth (`sized`) and the size itself is checked.
  { re: /底部|底端/, min: 0, max: 10, label: "区间底部", sized: { min: 0, max: 20 } },
  { re: /顶部|顶端/, min: 90, max: 100, label: "区间顶部", sized: { min: 80, max: 100 } },
  // "处在52周区间的高位", "52周位置：低位": the top or bottom third of the range.
  { re: /低位/, min: 0, max: 100 / 3, label: "区间低位" },
  { re: /高位/, min: 200 / 3, max: 100, label: "区间高位" },
];
/**
 * "52周分位8.5%", "位置分位不足5%", "一年价格分位约36%": a quantile named by the 52-week span or by 位置/价格 is the
 * close's share of its range as much as 区间分位 is. A quantile of a valuation (PE分位) is not: the data holds no
 * valuation history (scope-words.ts).
 */
export const WEEK52_QUANTILE = new RegExp(
  String.raw`(?:(?:52周|五十二周|一年|年内)\s*(?:价格|位置|股价)?|(?<![A-Za-z估值率])(?:价格|位置|股价))` +
    String.raw`\s*分位(?:数|值)?` +
    String.raw`\s*(?:为|是|在|处于|仅|只有|约|大约|不足|不到|低于|高于|超过|接近|将近|近)*\s*\d+(?:\.\d+)?\s*%`,
);

/**
 * "区间位置几乎贴地", "位置快顶到天花板": an end of the range said in an image, the bottom or top tenth; a word of
 * nearness before it (几乎, 接近) reaches to the fifth, as 下沿/上沿 do.
 */
function imagedEnd(after: string): (typeof RANGE_PLACES)[number] | undefined {
  const hit = RANGE_END_IMAGE.exec(after);
  if (!hit) return undefined;
  const reach = hit[1] ? 20 : 10;
  const label = hit[1] ? `接近区间${hit[2] ? "底部" : "顶部"}` : `区间${hit[2] ? "底部" : "顶部"}`;
  return hit[2]
    ? { re: RANGE_END_IMAGE, min: 0, max: reach, label }
    : { re: RANGE_END_IMAGE, min: 100 - reach, max: 100, label };
}

function position(t: string, m: MarketFacts): ClaimCheck[] {
  const hit = RANGE_POSITION.exec(t) ?? LOW_TO_HIGH.exec(t) ?? WEEK52_QUANTILE.exec(t);
  if (!hit) return [];
  if (!m.week52) return [undecided("market", "52周区间位置", SHORT)];
  const { high, low } = m.week52;
  const at = high > low ? ((m.close - low) / (high - low)) * 100 : 50;
  const range = `${low.toFixed(2)}-${high.toFixed(2)}`;
  const found = `${m.lastBar}收盘价${m.close.toFixed(2)}位于52周区间${range}的${at.toFixed(1)}%`;
  const after = t.slice(hit.index);
  const place = RANGE_PLACES.find((p) => p.re.test(hit[0])) ?? imagedEnd(t.slice(hit.index + hit[0].length));
  // "并不在52周区间上沿": a denied place holds when the close is outside it.
  const denied = deniedBefore(t.slice(0, hit.index));
  const shown = shownPercent(after);
  // "区间底部一成多": a size after an end word reaches further into the range (RANGE_PLACES).
  const band = shown && place?.sized ? place.sized : place;
  const inPlace = band ? at >= band.min && at <= band.max : false;
  const out = place ? [agreement(inPlace !== denied, `${denied ? "不在" : ""}${place.label}`, found)] : [];
  if (shown) out.push(agreement(agreesWith(at, shown), `区间位置${shown.raw}`, found));
  return out;
}

function fromLow(t: string, m: MarketFacts): ClaimCheck[] {
  const hit = FROM_LOW.exec(t);
  // "贴着52周低点97（区间位置约0.2%）": a size after the range's position word is the position's.
  const after = hit ? t.slice(hit.index) : "";
  const place = RANGE_POSITION.exec(after);
  const shown = hit ? shownPercent(place ? after.slice(0, place.index) : after) : null;
  if (!hit || !shown) return [];
  if (!m.week52) return [undecided("market", "距52周低点", SHORT)];
  const value = (m.close / m.week52.low - 1) * 100;
  const found = `${m.lastBar}收盘价较52周低点${m.week52.low.toFixed(2)}（${m.week52.lowDate}）高${value.toFixed(2)}%`;
  // "距低点已经上涨了170%" and "距低点仅3%" both size the distance above the low.
  const below = /跌破|低于|之下/.test(t.slice(hit.index)) && !UP_WORDS.test(t);
  return [agreement(!below && agreesWith(value, shown), `距52周低点${shown.raw}`, found)];
}

/**
 * "成交量已是近52周最高", "市盈率已是一年来新低": an 已是/是/成为 form said of volume or a valuation, not the close
 * (创新低 and 跌破 are the price's own words).
 */
const OTHER_SUBJECT = /(?:成交|量能|换手|市盈率|市净率|市销率|估值|PE|PB)(?![^，,。；;]*(?:收盘|股价))[^，,。；;]*$/i;
const saidOfOther = (t: string, hit: RegExpExecArray): boolean =>
  /^(?:已是|是|成为)/.test(hit[0]) && OTHER_SUBJECT.test(t.slice(0, hit.index));

function newLow(t: string, m: MarketFacts): ClaimCheck[] {
  const hit = WEEK52_LOW.exec(t);
  if (!hit || saidOfOther(t, hit)) return [];
  const denied = deniedBefore(t.slice(0, hit.index));
  const dated = denied ? null : datedWeek52(t, m, false);
  if (dated) return [dated];
  const s = m.sessions;
  const from = addDays(m.lastBar, -365);
  if (!s?.[0] || s[0].date > from) return [undecided("market", "创52周新低", SHORT)];
  const year = s.filter((x) => x.date > from);
  const bottom = Math.min(...year.map((x) => x.close));
  const found = `${m.lastBar}收盘价${m.close.toFixed(2)}，52周最低收盘价${bottom.toFixed(2)}`;
  const said = /跌破/.test(hit[0]) ? "跌破52周低点" : "创52周收盘新低";
  return [agreement(m.close <= bottom !== denied, `${denied ? "未" : ""}${said}`, found)];
}

/** "收盘价已是近52周最高": the last close is the highest close of the year (创52周新高 is checkRange's). */
function topClose(t: string, m: MarketFacts): ClaimCheck[] {
  const hit = WEEK52_TOP_CLOSE.exec(t);
  if (!hit || NEW_HIGH.test(t) || saidOfOther(t, hit)) return [];
  const top = highestClose(m);
  if (!top) return [undecided("market", "52周收盘最高", SHORT)];
  const denied = deniedBefore(t.slice(0, hit.index));
  const found = `${m.lastBar}收盘价${m.close.toFixed(2)}，52周最高收盘价${top.close.toFixed(2)}（${top.date}）`;
  return [agreement(m.close >= top.close !== denied, `${denied ? "不" : ""}是52周收盘最高`, found)];
}

/**
 * "股价又快回到52周最低点37.31了", "贴着52周低点运行", "逼近一年高点": the close near an end of its range, with no size
 * shown (a size is fromLow's and checkRange's): within NEAR_END % of it ("逼近52周高点，离143.1不到一成").
 */
const NEXT_TO_END = 3;
export const NEAR_RANGE_END = new RegExp(
  // "贴着97元的52周低点": the end's price may be written before it.
  String.raw`(?:贴着|贴近|靠近|挨着|逼近|接近|临近|快回到|又回到|回到|跌近)\s*(?:了)?\s*` +
    String.raw`(?:\d+(?:\.\d+)?\s*元?\s*(?:的)?\s*)?(?:52周|五十二周|一年|年内)\s*(?:的)?\s*(?:最)?(低|高)(?:点|位)` +
    // "5.27元的52周低点近在咫尺": the end first, its nearness after it.
    String.raw`|(?:52周|五十二周|一年|年内)\s*(?:的)?\s*(?:最)?(低|高)(?:点|位)\s*(?:已经?|就)?\s*` +
    String.raw`(?:近在咫尺|近在眼前|咫尺之遥)` +
    // "已经站在52周高点附近", "处于一年低位一带": a verb of where the price stands, the end with 附近 after it (a
    // plan or a condition, "在52周低点附近建仓", has no such verb).
    // "价格在5.27元低点附近": 在 after the price, the end named by its price (no span then).
    String.raw`|(?:站在|站上|处于|处在|位于|来到|徘徊在|运行在|趴在` +
    String.raw`|(?<=(?:股价|价格|现价|收盘价?)\s*(?:仍|还|正)?\s*)在)\s*(?:了)?\s*` +
    String.raw`(?:\d+(?:\.\d+)?\s*元?\s*(?:的)?\s*(?:52周|五十二周|一年|年内)?|52周|五十二周|一年|年内)\s*(?:的)?\s*` +
    String.raw`(?:最)?(低|高)(?:点|位)\s*(?:附近|一带)` +
    // "离一年最低5.27没几分钱了", "距52周高点已近在咫尺": a distance said to be next to nothing.
    String.raw`|(?:离|距离?)\s*(?:52周|五十二周|一年|年内)\s*(?:的)?\s*(?:最)?(低|高)(?:点|价|位)?\s*` +
    String.raw`(?:\d+(?:\.\d+)?\s*元?)?\s*(?:已经?|就|只|仅|也就)?\s*` +
    String.raw`(?:没几分钱|差几分钱|几分钱|近在咫尺|咫尺之遥|一步之遥|没多远|不远)`,
);

/** "一度来到52周高点附近", "3月曾逼近一年高点": a nearness in the past, not where the last close stands. */
const PAST_NEAR = /一度|曾经?|当时|彼时|\d\s*月|\d\s*日/;

function nearEnd(t: string, m: MarketFacts): ClaimCheck[] {
  const hit = NEAR_RANGE_END.exec(t);
  if (!hit || shownPercent(t.slice(hit.index)) || PAST_NEAR.test(t.slice(0, hit.index))) return [];
  const low = (hit[1] ?? hit[2] ?? hit[3] ?? hit[4]) === "低";
  const name = `接近52周${low ? "低点" : "高点"}`;
  if (!m.week52) return [undecided("market", name, SHORT)];
  const end = low ? m.week52.low : m.week52.high;
  const gap = Math.abs(m.close / end - 1) * 100;
  const end52 = `52周${low ? "低点" : "高点"}${end.toFixed(2)}`;
  const found = `${m.lastBar}收盘价${m.close.toFixed(2)}距${end52}约${gap.toFixed(1)}%`;
  // "没几分钱": next to nothing, a few per cent at most.
  const within = /分钱/.test(hit[0]) ? NEXT_TO_END : NEAR_END;
  return [agreement(gap <= within, name, found)];
}

/**
 * "距52周高点约-7.9%", "创52周新高", "历史新高": the distance from the 52-week high (a window of sessions named before
 * the high is that window's, check-sessions.ts) and a new high.
 */
const HIGH_PRICED = new RegExp(
  String.raw`(?:高点|最高价?|高位|前高)\s*(?:为|在)?\s*\d+(?:\.\d+)?(?![\d.]|\s*%)` +
    String.raw`|\d\s*元?\s*(?:的)?\s*(?:高点|最高价|高位|前高)`,
);

/** The highest close of the 52 weeks, off the sessions kept when they reach back a year; null otherwise. */
function highestClose(m: MarketFacts): { close: number; date: string; gap: number } | null {
  const from = addDays(m.lastBar, -365);
  const s = m.sessions;
  if (!s?.[0] || s[0].date > from) return null;
  const top = s.filter((x) => x.date > from).reduce((a, b) => (b.close > a.close ? b : a));
  return { close: top.close, date: top.date, gap: (m.close / top.close - 1) * 100 };
}

/**
 * "股价已创历史新高", "并未创出历史新高": a record is undecided on a year and a half of bars, unless a stored close
 * stands above the last one (then the last close is no record, whatever came before the bars).
 */
const RECORD_NOW = /(?:创|刷新|再创|创出|创下|站上|来到|处于|位于)\s*(?:了)?\s*(?:历史新高|上市以来新高)/;

// A year, month or day, a past (曾, 早在), a distance (距, 离, 还差) or a condition (要想, 若) is not the record now.
const DATED = /\d\s*年|\d\s*月|\d\s*日|年内|今年|去年|本周|上周|当时|曾|早在|距|离|还差|要想|想要|若|如果|才能|需要/;
const PRESENT = new RegExp(`股价|现价|${NOW_WORDS}|收盘|已经?|正在`);

function allTimeHigh(t: string, m: MarketFacts): ClaimCheck[] {
  // "4月创下上市以来新高": a record dated in the past, or in a month after the bars, is not the last close's; nor one
  // with no word of now in its clause ("5月以来放量突破，创历史新高": the clause before may date it).
  const now = DATED.test(t) || !PRESENT.test(t) ? null : RECORD_NOW.exec(t);
  const s = m.sessions ?? [];
  const top = s.length ? s.reduce((a, b) => (b.close > a.close ? b : a)) : null;
  if (!now || !top || top.close <= m.close)
    return [undecided("market", "历史新高", "只有近一年半的日线，无法核验历史新高")];
  const denied = deniedBefore(t.slice(0, now.index));
  const found = `${m.lastBar}收盘价${m.close.toFixed(2)}低于${top.date}收盘价${top.close.toFixed(2)}`;
  return [agreement(denied, denied ? "未创历史新高" : "创历史新高", found)];
}

export function checkRange(t: string, m: MarketFacts): ClaimCheck[] {
  if (ALL_TIME_HIGH.test(t)) return allTimeHigh(t, m);
  const out: ClaimCheck[] = [];
  // "近60日从高点回撤约12.4%": the high of the sessions named (check-sessions.ts), not the 52-week one.
  const drawdown = DRAWDOWN.exec(t);
  const high = FROM_HIGH.exec(t);
  const ownHigh = drawdown && high && high.index < drawdown.index + drawdown[0].length && high.index >= drawdown.index;
  // "现价距低点仅约2.6%、距高点回落约21%": the distance from the low is fromLow's, not a size of this one.
  const low = high ? FROM_LOW.exec(t) : null;
  const own = !high || !low ? t : low.index < high.index ? t.slice(high.index) : t.slice(0, low.index);
  // "年初以来从高点回撤约12%": the year's high, not the 52-week one (ytd-drawdown.ts).
  // "较1555元的高点回落约11%": a high named by a kept session's price is read from it (priced-extreme.ts).
  if (high && !ownHigh && shownPercent(own) && !namesYtdHigh(t) && checkPricedExtreme(t, m).length === 0) {
    if (!m.week52) out.push(undecided("market", "距52周高点", "连续日线不足250个交易日，无法核验"));
    else {
      const said = own.replace(UP_WORDS, "");
      const label = `较52周高点${m.week52.high.toFixed(2)}（${m.week52.highDate}）`;
      const byHigh = checkChange(said, label, m.week52.fromHighPercent);
      // "4月16日收盘453.98元为年内最高，现价436元离高点约4%": the high may be the highest close; either that fits.
      // Not when the high's price is written ("距52周高点41.37元不到3%"): the distance is from that price.
      const top = HIGH_PRICED.test(t) ? null : highestClose(m);
      const byClose = top ? checkChange(said, `较52周最高收盘价${top.close.toFixed(2)}（${top.date}）`, top.gap) : [];
      const fits = (cs: ClaimCheck[]) => cs.length > 0 && cs.every((x) => x.ok === true);
      out.push(...(!fits(byHigh) && fits(byClose) ? byClose : byHigh));
    }
  }
  // "4月16日盘中创出460元的52周新高": that day's, not the last bar's (dated-week52.ts).
  const dated = NEW_HIGH.test(t) ? datedWeek52(t, m, true) : null;
  if (dated) out.push(dated);
  else if (NEW_HIGH.test(t) && !m.week52 && /52周|五十二周|一年/.test(t)) {
    // "已创52周新高" with under a year of bars: the high of the bars held is no 52-week high.
    out.push(undecided("market", "52周新高", SHORT));
  } else if (NEW_HIGH.test(t)) {
    const close = `收盘价${m.close.toFixed(2)}`;
    const top = closeNewHigh(t) ? highestClose(m) : null;
    if (top) {
      const said = `${m.lastBar}${close}，52周最高收盘价${top.close.toFixed(2)}（${top.date}）`;
      out.push(agreement(m.close >= top.close, "收盘价创52周新高", said));
      return out;
    }
    const found = m.week52 ? `${close}，52周最高价${m.week52.high.toFixed(2)}（${m.week52.highDate}）` : close;
    out.push(verdict(m.atHigh, "收盘价创新高", found, `${m.lastBar}${found}，${m.atHigh ? "相符" : "未创新高"}`));
  }
  return out;
}

/** The 52-week range readings of one clause; [] when it names none. */
export function checkWeek52(t: string, m: MarketFacts): ClaimCheck[] {
  const ends = [...newLow(t, m), ...topClose(t, m), ...nearEnd(t, m), ...highShare(t, m), ...endOffset(t, m)];
  if (!ends.length) ends.push(...farFromEnd(t, m));
  return [...position(t, m), ...fromLow(t, m), ...ends];
}
