import { type ClaimCheck, undecided } from "./check-series";
import { agreement, change } from "./market-change";
import type { MarketFacts } from "./market-facts";
import { chineseCount } from "./market-words";

/**
 * Up and down days in a window: "近10个交易日5涨5跌", "过去20天里12天上涨、8天下跌", "近5日3跌2涨". Each
 * session's close against the one before it, counted over the last N sessions; every count the clause states must
 * hold (a flat session, 平, only where the clause counts one).
 */

const COUNT = "(?:\\d+|[一二两三四五六七八九十]+)";
const DAYS = "(?:个)?(?:交易日|天|日)?";
/** One count and its side: "5涨", "12天上涨", "8个交易日收跌", "1平". */
// "2涨停" is a count of limit-up days, not of up days.
const PART = `${COUNT}\\s*${DAYS}\\s*(?:收)?(?:上涨|下跌|涨|跌|平)(?![停幅])`;
/** The window, then two or three counts with their sides (group 1 the window's count, group 2 the counts). */
const UP_DOWN_DAYS = new RegExp(
  `(?:近|过去|最近)\\s*(${COUNT})\\s*(?:个)?(?:交易日|天|日)\\s*(?:里|内|中|以来)?\\s*[，,]?\\s*` +
    "(?:走出|录得|共|有|只有|仅有|仅|只)?\\s*" +
    // A lone count ("只有3天收涨", "一半收红") is check-window-days.ts's DAY_COUNT.
    `((?:${PART})(?:\\s*[、，,和]?\\s*${PART}){1,2})`,
);
const ONE_PART = new RegExp(`(${COUNT})\\s*${DAYS}\\s*(?:收)?(上涨|下跌|涨|跌|平)(?![停幅])`, "g");

const countOf = (s: string): number => (/\d/.test(s) ? Number(s) : chineseCount(s));

/** Whether a clause counts the up and down days of a window. */
export const countsUpDownDays = (t: string): boolean => UP_DOWN_DAYS.test(t);

/** The clause without its counts of days, so no move over the window is read off their 涨/跌. */
export function withoutUpDownCounts(t: string): string {
  const hit = UP_DOWN_DAYS.exec(t);
  return hit ? t.replace(hit[2]!, "") : t;
}

export function checkUpDownDays(t: string, m: MarketFacts): ClaimCheck[] {
  const hit = UP_DOWN_DAYS.exec(t);
  if (!hit) return [];
  const n = countOf(hit[1]!);
  const said = [...hit[2]!.matchAll(ONE_PART)].map((p) => ({
    count: countOf(p[1]!),
    side: /涨/.test(p[2]!) ? 1 : /跌/.test(p[2]!) ? -1 : 0,
  }));
  const name = `近${n}个交易日${hit[2]}`;
  const s = m.sessions;
  if (!s || s.length < n + 1) return [undecided("market", name, `存有的日线不足${n + 1}个交易日，无法核验`)];
  const w = s.slice(-n - 1);
  const moves = w.slice(1).map((x, k) => Math.sign(change(x.close, w[k]!.close)));
  const held = { up: moves.filter((x) => x > 0).length, down: moves.filter((x) => x < 0).length };
  const flat = n - held.up - held.down;
  const ok = said.every((p) => p.count === (p.side > 0 ? held.up : p.side < 0 ? held.down : flat));
  const found = `近${n}个交易日${held.up}涨${held.down}跌${flat > 0 ? `${flat}平` : ""}（${w[1]!.date}至${m.lastBar}）`;
  return [agreement(ok, name, found)];
}
