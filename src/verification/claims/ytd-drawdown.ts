import { type ClaimCheck, undecided } from "./check-series";
import { checkChange } from "./market-change";
import type { MarketFacts } from "./market-facts";
import { UP_WORDS } from "./market-words";
import { IN_YEAR } from "./phrase-words";
import { namedDate } from "./session-dates";
import { shownPercent } from "./shown-size";

/**
 * "年内从收盘高点回撤约12%", "现价较年内收盘高点回撤约12%", "今年以来从高点回落近三成": the distance of the last
 * close from the high set since the year began, not the year-to-date move (which runs from last year's close) nor the
 * 52-week high (which may stand in last year). The high is the highest close of the year's sessions, or the highest
 * intraday price when only that reading fits, as the 52-week distance is read (check-week52.ts). A month named
 * ("4月以来的收盘高点") starts the sessions at that month's first day, of the last bar's year or the year before.
 */
// "较4月以来的收盘高点": a month of the year the high is sought since (the 12 months before the last bar).
const SINCE_MONTH = String.raw`(?<![\d年])(\d{1,2})\s*月(?:份|初)?以来`;
export const YTD = String.raw`(?:${IN_YEAR}|今年以来|年初以来|年初至今|本年以来|开年以来|今年|${SINCE_MONTH})`;
const HIGH_WORD = String.raw`(?:收盘)?\s*(?:最?高点|高位|最高收盘价?|收盘最高|最高价)`;
const FROM = String.raw`(?:从|自|较|距离?|离|比)`;
// "距3月23日的年内最高收盘107.63元": the day the high fell on may stand between the base word and the year.
const ON_DAY = String.raw`(?:(?:\d{4}\s*年\s*)?\d{1,2}\s*月\s*\d{1,2}\s*日\s*(?:的)?\s*)?`;
const YTD_HIGH = new RegExp(
  String.raw`${FROM}\s*${ON_DAY}${YTD}\s*(?:的)?\s*${HIGH_WORD}|${YTD}[^，,。；;\d]{0,6}?${FROM}\s*${HIGH_WORD}`,
);

/** "年内最高收盘110.77元", "今年以来的收盘高点": a clause naming the year's high (a distance after it is from it). */
const YEAR_HIGH = new RegExp(String.raw`${YTD}\s*(?:的)?\s*${HIGH_WORD}`);
export const namesYearHigh = (t: string): boolean => YEAR_HIGH.test(t);

/** The clause sizes a distance from the year's high. */
export const namesYtdHigh = (t: string): boolean => YTD_HIGH.test(t) && shownPercent(t) !== null;

/** The first day of a month named with no year: of the last bar's year, or of the year before once it is later. */
export const monthStart = (month: number, lastBar: string): string => {
  const y = Number(lastBar.slice(0, 4)) - (month > Number(lastBar.slice(5, 7)) ? 1 : 0);
  return `${y}-${String(month).padStart(2, "0")}-01`;
};

/** The distance from the year's high a clause sizes; null when it names none. */
export function checkYtdDrawdown(t: string, m: MarketFacts): ClaimCheck[] | null {
  const hit = YTD_HIGH.exec(t);
  if (!hit) return null;
  const said = t.slice(hit.index).replace(UP_WORDS, "");
  if (!shownPercent(said)) return null;
  const month = hit[1] ?? hit[2];
  const start = month ? monthStart(Number(month), m.lastBar) : `${m.lastBar.slice(0, 4)}-01-01`;
  const year = month ? `${start.slice(0, 4)}年${Number(month)}月以来` : m.lastBar.slice(0, 4);
  const s = (m.sessions ?? []).filter((x) => x.date >= start);
  const first = m.sessions?.[0];
  if (s.length === 0 || !first || first.date >= start || (!month && m.ytd === null))
    return [undecided("market", "距年内高点", `存有的日线不含${year}${month ? "" : "年初以来"}的每日行情，无法核验`)];
  const top = s.reduce((a, b) => (b.close > a.close ? b : a));
  const peak = s.reduce((a, b) => (b.high > a.high ? b : a));
  const byClose = checkChange(
    said,
    `较${year}${month ? "" : "年内"}最高收盘价${top.close.toFixed(2)}（${top.date}）`,
    (m.close / top.close - 1) * 100,
  );
  const byHigh = checkChange(
    said,
    `较${year}${month ? "" : "年内"}最高价${peak.high.toFixed(2)}（${peak.date}）`,
    (m.close / peak.high - 1) * 100,
  );
  const fits = (cs: ClaimCheck[]) => cs.length > 0 && cs.every((x) => x.ok === true);
  // "从收盘高点回撤": a distance said of the close is from the highest close, never the intraday high.
  const read = !/收盘/.test(t) && !fits(byClose) && fits(byHigh) ? byHigh : byClose;
  return [...read, ...dayOfHigh(hit[0], read === byHigh ? peak.date : top.date, m.lastBar)];
}

/** "距3月23日的年内最高收盘": the day written for the high must be the one it fell on. */
function dayOfHigh(said: string, date: string, lastBar: string): ClaimCheck[] {
  const day = /(?:(\d{4})\s*年\s*)?(\d{1,2})\s*月\s*(\d{1,2})\s*日/.exec(said);
  if (!day) return [];
  const named = namedDate(day[1], day[2]!, day[3]!, lastBar);
  const ok = named === date;
  const reason = `年内高点在${date}，${ok ? "与所述日期相符" : `不在${named}`}`;
  return [{ kind: "market", ok, expected: `${named}为年内高点`, found: date, reason }];
}
