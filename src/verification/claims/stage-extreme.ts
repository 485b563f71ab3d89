import { N_DAY_EXTREME, SESSIONS_N } from "./market-words";

/**
 * "收盘跌破前60个交易日的所有收盘价，创出阶段新低": a stage (阶段, 阶段性) high or low in a clause naming no window of
 * its own, right after a clause that names a window of sessions, is that window's: the close against the closes of
 * those sessions (market-words.ts N_DAY_EXTREME), as "创近60日新低" is read. With no such window before it the
 * stage is unnamed and stays unread.
 */
const STAGE_EXTREME =
  /(创(?:出|下|了)?|刷新(?:了)?)\s*(?:阶段性?|区间)\s*(?:的)?\s*(收盘)?\s*(?:价)?\s*(新低|新高|低点|高点)/;
/** The sessions the clause before counts back: "前60个交易日", "近20日", "过去60个交易日". */
const WINDOW_BEFORE = new RegExp(`(?:近|前|过去|最近|此前)\\s*${SESSIONS_N}`);
const OWN_WINDOW = new RegExp(SESSIONS_N);

/** "最近20个交易日收盘创出区间新低": the window counted back in the clause itself, before the stage. */
const OWN_BEFORE = new RegExp(`(?:最?近|前|过去|此前)\\s*${SESSIONS_N}\\s*(?:以来|来|里|内|中)?[^，,。；;]{0,8}$`);

export function withStageExtreme(text: string, previous: string | null): string {
  const hit = STAGE_EXTREME.exec(text);
  const own = hit ? OWN_BEFORE.exec(text.slice(0, hit.index)) : null;
  // "近10个交易日宁德收盘创出区间新高": the range is that window's (a subject between them is no other window).
  if (hit && own)
    return text.replace(hit[0], `${hit[1]}近${own[1]}日${hit[2] ?? ""}${/低/.test(hit[3]!) ? "新低" : "新高"}`);
  if (!hit || previous === null || OWN_WINDOW.test(text)) return text;
  // Only a window the close was set against ("跌破前60个交易日的所有收盘价"), not a move's ("近5日累计下跌约2%").
  const against = /跌破|突破|跌出|涨出|收盘价/.test(previous);
  const window = N_DAY_EXTREME.exec(previous) ?? (against ? WINDOW_BEFORE.exec(previous) : null);
  if (!window) return text;
  // "新低"/"低点" after a clause saying the close broke below (跌破, 新低) is the same reading; a 新高 after it is not.
  const low = /低/.test(hit[3]!);
  if (/新高|高点|突破|涨出/.test(previous) && low) return text;
  if (/新低|低点|跌破|跌出/.test(previous) && !low) return text;
  const extreme = low ? "新低" : "新高";
  const read = `${hit[1]}近${window[1]}日${hit[2] ?? ""}${extreme}`;
  return text.replace(hit[0], read);
}
