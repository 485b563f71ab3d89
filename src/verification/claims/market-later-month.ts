import { type ClaimCheck, undecided } from "./check-series";

/**
 * "5月以来股价放量突破110元", "5月首周放量突破460元" with the last bar on 30 April: a month named with no year, the one
 * right after the last bar's, is a time the stored bars do not reach (a writer past the data), not the month a year
 * before. Its readings are 未能核验, never compared with the last close; so are a day's ("5月6日比亚迪站上110元").
 */
const MONTH = new RegExp(
  String.raw`(?<![\d年.\-/])(\d{1,2})\s*月(?:份)?` +
    String.raw`(?=\s*(?:以来|至今|初|上旬|中旬|下旬|底|末|首周|第一周|前两周|开始|起|份以来|\d{1,2}\s*日))`,
);
/** A year or a relative year before the month makes it that year's. */
const YEARED = /(?:\d{4}|去|前|今|明)\s*年\s*$/;

export function laterMonth(text: string, lastBar: string): ClaimCheck | null {
  const hit = MONTH.exec(text);
  if (!hit || YEARED.test(text.slice(0, hit.index))) return null;
  const month = Number(hit[1]);
  const next = (Number(lastBar.slice(5, 7)) % 12) + 1;
  if (month !== next) return null;
  return undecided("market", `${month}月的行情`, `${month}月晚于最后一根日线（${lastBar}），无法核验`);
}
