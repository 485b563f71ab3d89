import type { ClaimCheck } from "./check-series";
import { undecided } from "./check-series";
import type { MarketFacts } from "./market-facts";
import { ONE_MA, spanOf } from "./average-names";
import { chineseCount } from "./market-words";
import { NOT_HAPPENED } from "./negation-words";

/**
 * The closes of a run of sessions on one side of an average: "连续20个交易日收在60日线下", "近10个交易日每天都收在
 * 20日均线之下", "近20日始终运行在MA60下方". Each session's close is set against that session's own average (the mean
 * of the closes up to it), not against the last bar's: read on the last close alone, one day's side would pass for
 * the whole run.
 */
const EVERY = "(?:每天|每日|天天|均|都|全部|全都|始终|一直|持续)";
const STREAK = new RegExp(
  String.raw`(连续|近|最近|过去)\s*(\d+|[两二三四五六七八九十]+)\s*(?:个)?(?:交易日|日|天)\s*(?:以来|里|内|中)?\s*` +
    String.raw`((?:${EVERY}\s*)*)(?:收盘价?|收)?\s*(?:${EVERY}\s*)*` +
    String.raw`(?:在|于|位于|处于|运行在|运行于|落在|站在|守在)\s*(${ONE_MA})\s*(?:之|的)?\s*` +
    String.raw`(上方|下方|以上|以下|上|下)`,
  "gi",
);

/**
 * The same run from a day, a month or the year's start to the last bar: "自年初以来已连续站稳250日线",
 * "今年以来一直运行在年线上方", "自2月10日以来持续站稳60日均线", "3月以来每天都收在MA60之下". 站稳 and 守住 say
 * the run held by themselves; 站上 or a side needs 连续, 一直, 始终 or 每天 to speak of every session, not the last.
 */
const SINCE_STREAK = new RegExp(
  String.raw`(?:自|从)?\s*(?:(\d{4})\s*年\s*)?(?:(年初|今年|年内)|(\d{1,2})\s*月\s*` +
    String.raw`(?:(\d{1,2})\s*日|初|份|(上旬|中旬|下旬))?)\s*` +
    String.raw`(?:以来|起|开始)[^，,。；;\d]{0,6}?(?:已经?|都)?\s*((?:${EVERY}|连续|持续)?\s*)*` +
    String.raw`(?:(站稳|守住|守稳|站上|站在|运行在|运行于|收在|收于|位于|处于|在)\s*(${ONE_MA})` +
    String.raw`\s*(?:之|的)?\s*(上方|下方|以上|以下|之上|之下|上|下)?)`,
  "gi",
);

const DENIED = new RegExp(`${NOT_HAPPENED.join("|")}|不能|不再`);

/** The first day of a month's third ("3月中旬以来" runs from the 11th). */
const TENTH_START: Readonly<Record<string, number>> = { 上旬: 1, 中旬: 11, 下旬: 21 };

/** The sessions from a named start to the last bar, each against its own average; null when the clause names none. */
function sinceStreak(x: RegExpExecArray, m: MarketFacts): ClaimCheck[] {
  const [all, year, yearStart, month, day, tenth, , verb, ma, side] = x;
  // "4月以来一直没能站稳20日均线": a streak denied is no streak asserted (the last bar's state is check-averages.ts').
  if (DENIED.test(all)) return [];
  const held = /站稳|守住|守稳/.test(verb!);
  if (!held && !new RegExp(`${EVERY}|连续|持续`).test(all)) return [];
  if (!held && !side) return [];
  const n = spanOf(ma!);
  if (!n || !/线|MA/i.test(ma!)) return [];
  const lastYear = Number(m.lastBar.slice(0, 4));
  const mo = Number(month ?? 1);
  const y = year ? Number(year) : !yearStart && mo > Number(m.lastBar.slice(5, 7)) ? lastYear - 1 : lastYear;
  const first = Number(day ?? TENTH_START[tenth ?? ""] ?? 1);
  const from = `${y}-${String(mo).padStart(2, "0")}-${String(first).padStart(2, "0")}`;
  const above = side ? /上/.test(side) : true;
  const name = `${from}以来每日收盘均在MA${n}${above ? "之上" : "之下"}`;
  const s = m.sessions ?? [];
  const start = s.findIndex((d) => d.date >= from);
  if (start < n - 1) return [undecided("market", name, `存有的日线不足以算出${from}以来每日的MA${n}，无法核验`)];
  const exceptions = s.slice(start).flatMap((d, k) => {
    const i = start + k;
    const avg = s.slice(i - n + 1, i + 1).reduce((a, b) => a + b.close, 0) / n;
    return (above ? d.close > avg : d.close < avg)
      ? []
      : [`${d.date}收盘${d.close.toFixed(2)}、MA${n} ${avg.toFixed(2)}`];
  });
  const ok = exceptions.length === 0;
  const found = ok ? `${from}以来每日收盘均${above ? "高于" : "低于"}当日MA${n}` : exceptions[0]!;
  const reason = ok ? `${found}，相符` : `${found}，${exceptions.length}日例外，不符`;
  return [{ kind: "market", ok, expected: name, found, reason }];
}

export function checkAverageStreak(t: string, m: MarketFacts): ClaimCheck[] {
  return [...[...t.matchAll(SINCE_STREAK)].flatMap((x) => sinceStreak(x, m)), ...windowStreak(t, m)];
}

function windowStreak(t: string, m: MarketFacts): ClaimCheck[] {
  return [...t.matchAll(STREAK)].flatMap((x): ClaimCheck[] => {
    // "近10日收在20日线下" with no 连续 nor 每天 may speak of the last close only: that is read elsewhere.
    if (x[1] !== "连续" && !new RegExp(EVERY).test(x[0].slice(x[1]!.length))) return [];
    const days = Number(x[2]) || chineseCount(x[2]!);
    const n = spanOf(x[4]!);
    if (!n || !/线|MA/i.test(x[4]!) || days < 2) return [];
    const above = /上/.test(x[5]!);
    const name = `近${days}个交易日收盘均在MA${n}${above ? "之上" : "之下"}`;
    const s = m.sessions ?? [];
    if (s.length < days + n - 1) return [undecided("market", name, `存有的日线不足${days + n - 1}个交易日，无法核验`)];
    const exceptions = s.slice(-days).flatMap((d, k) => {
      const i = s.length - days + k;
      const ma = s.slice(i - n + 1, i + 1).reduce((a, b) => a + b.close, 0) / n;
      return (above ? d.close > ma : d.close < ma)
        ? []
        : [`${d.date}收盘${d.close.toFixed(2)}、MA${n} ${ma.toFixed(2)}`];
    });
    const ok = exceptions.length === 0;
    const found = ok ? `近${days}个交易日每日收盘均${above ? "高于" : "低于"}当日MA${n}` : exceptions[0]!;
    const reason = ok ? `${found}，相符` : `${found}，${exceptions.length}日例外，不符`;
    return [{ kind: "market", ok, expected: name, found, reason }];
  });
}
