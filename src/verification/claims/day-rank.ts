/**
 * "4月8日单日大涨4.87%为近20日最大涨幅": a day's sized move called the largest of a window is that window's largest
 * one-day move, on that day. The clause is read again the way check-window-days.ts reads one ("近20日最大单日涨幅
 * 4.87%（4月8日）"): the size against the window's largest move and the day against the day it fell on.
 */

const DAY = String.raw`((?:\d{4}\s*年\s*)?\d{1,2}\s*月\s*\d{1,2}\s*日)`;
const MOVE = String.raw`(?:大涨|大跌|暴涨|暴跌|急跌|急涨|上涨|下跌|涨|跌)`;
/** "最大单日涨幅", "最大的一天涨幅": the one day named or not. */
const ONE_DAY = "(?:单日|一天|一日)?";
const SIZE = String.raw`((?:约|近)?\s*\d+(?:\.\d+)?\s*%)`;
/** The window and the rank: "为近20日最大涨幅", "是20个交易日以来最大的单日跌幅". */
const RANK =
  String.raw`(?:为|是|系|成为|创)\s*((?:近|过去|最近)?\s*\d+\s*(?:个)?(?:交易)?日)` +
  String.raw`\s*(?:以来|内|来|里|中)?\s*(?:的)?\s*`;
const DAY_RANK = new RegExp(
  String.raw`${DAY}\s*(?:的)?\s*(?:单日)?\s*(?:股价)?\s*${MOVE}\s*(?:了)?\s*${SIZE}\s*[，,]?\s*${RANK}` +
    String.raw`最大(?:的)?\s*${ONE_DAY}\s*(涨幅|跌幅)`,
);

/** "4月8日大涨4.87%，为近20日最大单日涨幅": the rank in a clause of its own after the day's sized move. */
const DAY_MOVE = new RegExp(String.raw`${DAY}\s*(?:的)?\s*(?:单日)?\s*(?:股价)?\s*${MOVE}\s*(?:了)?\s*${SIZE}\s*$`);
const RANK_ALONE = new RegExp(String.raw`^\s*(?:这|此|亦|也)?\s*${RANK}最大(?:的)?\s*${ONE_DAY}\s*(涨幅|跌幅)`);

/** "4月10日涨幅约6.7%为近60日最大": the kind of move named before its size, the rank after it with no kind. */
const KIND_FIRST = new RegExp(
  String.raw`${DAY}\s*(?:的)?\s*(?:单日)?\s*(?:股价)?\s*(涨幅|跌幅)\s*(?:为|达|达到)?\s*${SIZE}\s*[，,]?\s*${RANK}` +
    String.raw`最大(?:的)?\s*(?:${ONE_DAY}\s*(?:涨幅|跌幅))?`,
);
/** "4月10日放量站上20日线，当日涨幅约6.7%为近60日最大": 当日 is the day the clause before named. */
const THAT_DAY = /^\s*(?:当日|当天|这一?天)/;
const LAST_DAY = new RegExp(String.raw`${DAY}(?!.*\d\s*月\s*\d{1,2}\s*日)`);

export function withDayRank(text: string, previous: string | null = null): string {
  const moved = previous === null ? null : DAY_MOVE.exec(previous);
  const alone = moved ? RANK_ALONE.exec(text) : null;
  if (moved && alone) return `${alone[1] ?? ""}最大单日${alone[2] ?? ""}${moved[2] ?? ""}（${moved[1] ?? ""}）`;
  const named = previous === null ? null : LAST_DAY.exec(previous);
  const own = named ? text.replace(THAT_DAY, named[1]!) : text;
  const hit = DAY_RANK.exec(own);
  if (hit) {
    const [, day, size, window, kind] = hit;
    const rest = own.slice(hit.index + hit[0].length);
    return `${own.slice(0, hit.index)}${window ?? ""}最大单日${kind ?? ""}${size ?? ""}（${day ?? ""}）${rest}`;
  }
  const first = KIND_FIRST.exec(own);
  if (!first) return text;
  const [, day, kind, size, window] = first;
  const rest = own.slice(first.index + first[0].length);
  return `${own.slice(0, first.index)}${window ?? ""}最大单日${kind ?? ""}${size ?? ""}（${day ?? ""}）${rest}`;
}
