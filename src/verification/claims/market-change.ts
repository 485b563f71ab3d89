import { type ClaimCheck, undecided } from "./check-series";
import type { MarketFacts, Session } from "./market-facts";
import { BIG_MOVE, BIG_MOVE_PERCENT, DOWN_WORDS, FLAT_MAX_PERCENT, FLAT_WORDS, UP_WORDS } from "./market-words";
import { namedDate } from "./session-dates";
import { agoDirection } from "./sessions-ago";
import { priceMultiple } from "./price-multiples";
import { agreesWith, shownPercent } from "./shown-size";
import { DOUBLE_DENIAL, NOT_HAPPENED, NOT_SO, anyOf } from "./negation-words";

/**
 * A move of the share price as a clause states it (its direction words, its size, 大幅/横盘), checked against the
 * change the facts hold, and the base a move is measured from when the clause names one: a year's last close
 * ("比2022年末的180.69元"), a day's close or the last close before a month ("自7月22日以来", "8月以来").
 */

/** "比2022年末的180.69元", "较2023年末": a move from the last close of a named year. */
export const NAMED_YEAR_END_CLOSE =
  /(?:比|较|相对|相比|从|由|自)\s*(\d{4})\s*年\s*(?:末|底)|(\d{4})\s*年\s*(?:末|底)\s*(?:以来|至今)/;
export const change = (to: number, from: number): number => (to / from - 1) * 100;
export const pct = (n: number): string => `${n >= 0 ? "+" : ""}${n.toFixed(2)}%`;
export const verdict = (ok: boolean, expected: string, found: string, reason: string): ClaimCheck => ({
  kind: "market",
  ok,
  expected,
  found,
  reason,
});
/** A verdict whose reason says whether what the facts hold agrees with what the clause states. */
export const agreement = (ok: boolean, expected: string, found: string): ClaimCheck =>
  verdict(ok, expected, found, `${found}，${ok ? "相符" : `与“${expected}”不符`}`);

/** Up, down or neither, by the clause's price words, else by the sign a percentage is shown with ("涨跌幅-5.11%"). */
export function directionOf(text: string): 1 | -1 | null {
  // "涨跌幅" names a change of either sign; so does "涨幅" or "跌幅" right before a signed figure ("20日涨幅-5.11%").
  const t = text.replace(/涨跌幅|[涨跌]幅\s*(?:为|达|约|是|:|：)?\s*(?=[+-]\s*\d)/g, "");
  const up = UP_WORDS.exec(t)?.index ?? -1;
  const down = DOWN_WORDS.exec(t)?.index ?? -1;
  if (up < 0 && down < 0) {
    const ago = agoDirection(t);
    if (ago !== null) return ago;
    const signed = /([+-])\s*\d+(?:\.\d+)?\s*%/.exec(t);
    return signed ? (signed[1] === "+" ? 1 : -1) : null;
  }
  if (up < 0) return -1;
  if (down < 0) return 1;
  return up < down ? 1 : -1;
}

/**
 * "今年以来不是上涨", "并没有下跌": the first direction word denied right before it (by a copula or a fact denied, not
 * both: "不是没有上涨" asserts the rise), or after it ("反弹未能延续"). The denied way is not asserted; the move is
 * held not to be that way.
 */
// "没有大幅上涨", "并未明显下跌": an adverb of size may stand between the denial and the move.
const DENIED_WAY = new RegExp(`${anyOf(NOT_SO, NOT_HAPPENED)}\\s*(?:出现|再|继续)?\\s*(大幅|明显|显著|太多?|大)?\\s*$`);
/** "不是涨了5%，而是涨了约12%": the move's size is what is denied (a figure right after it), not its way. */
const SIZED_AFTER = /^\s*(?:了)?\s*(?:约|近|超过|超)?\s*\d/;
function deniedMove(text: string): "way" | "size" | "big" | null {
  const t = text.replace(/涨跌幅/g, "");
  const first = [UP_WORDS.exec(t), DOWN_WORDS.exec(t)].filter((x) => x !== null).sort((a, b) => a.index - b.index)[0];
  const before = first ? t.slice(0, first.index) : "";
  // "反弹未能延续": the move denied after it, as not carried on.
  const after = first ? t.slice(first.index + first[0].length) : "";
  const notCarried = new RegExp(`^\\s*${anyOf(NOT_HAPPENED)}\\s*(?:能|得以)?\\s*(?:延续|持续)`).test(after);
  if (first === undefined) return null;
  const hit = DENIED_WAY.exec(before);
  const denied = hit !== null && !DOUBLE_DENIAL.test(before);
  if (denied && SIZED_AFTER.test(after)) return "size";
  // "没有大幅上涨": a big move denied, not the move.
  if (denied && hit?.[1]) return "big";
  return denied || notCarried ? "way" : null;
}

/**
 * "比2024年末的39.3元高出约3%", "距那时的收盘价还差约26%": set against a dated close, the close now is higher or lower
 * than it - the sign of the move since, where no move word says it.
 */
const COMPARED_UP = /高出|高了|高于|高约|(?<![最新])高\s*\d/;
const COMPARED_DOWN = /低出|低了|低于|低约|(?<![最新])低\s*\d|[还只仅尚]差/;
function comparedDirection(t: string): 1 | -1 | null {
  const up = COMPARED_UP.exec(t)?.index ?? -1;
  const down = COMPARED_DOWN.exec(t)?.index ?? -1;
  if (up < 0 && down < 0) return null;
  return down < 0 || (up >= 0 && up < down) ? 1 : -1;
}

/**
 * A change against the facts: its sign by the direction words, its size by the number shown; `compared` when the
 * base is a dated close the close now is compared with (its 高出/低于 are the sign).
 */
export function checkChange(t: string, label: string, actual: number, compared = false): ClaimCheck[] {
  const dir = directionOf(t) ?? (compared ? comparedDirection(t) : null);
  const shown = shownPercent(t);
  const flat = dir === null && FLAT_WORDS.test(t);
  if (dir === null && !shown && !flat) return [];
  const found = `${label}${pct(actual)}`;
  const out: ClaimCheck[] = [];
  if (flat) {
    const ok = Math.abs(actual) <= FLAT_MAX_PERCENT;
    const expected = `${label}涨跌在${FLAT_MAX_PERCENT}%以内`;
    out.push(verdict(ok, expected, found, ok ? `${found}，与“横盘”相符` : `${found}，不是横盘`));
  }
  const denial = dir !== null ? deniedMove(t) : null;
  if (dir !== null && denial === "way") {
    const word = dir > 0 ? "上涨" : "下跌";
    const ok = Math.sign(actual) !== dir;
    out.push(verdict(ok, `${label}不是${word}`, found, ok ? `${found}，与“不是${word}”相符` : `${found}，确是${word}`));
  } else if (dir !== null && denial === "big") {
    const word = dir > 0 ? "大幅上涨" : "大幅下跌";
    const ok = Math.sign(actual) !== dir || Math.abs(actual) < BIG_MOVE_PERCENT;
    out.push(verdict(ok, `${label}不是${word}`, found, ok ? `${found}，与“不是${word}”相符` : `${found}，确是${word}`));
  } else if (dir !== null && denial !== "size") {
    const ok = Math.sign(actual) === dir;
    const word = dir > 0 ? "上涨" : "下跌";
    out.push(verdict(ok, `${label}${word}`, found, ok ? `${found}，方向相符` : `${found}，与所述${word}相反`));
    const big = BIG_MOVE.exec(t);
    if (big && !shown) {
      const fits = Math.abs(actual) >= BIG_MOVE_PERCENT;
      const expected = `${label}${big[0]}（涨跌至少${BIG_MOVE_PERCENT}%）`;
      out.push(verdict(fits, expected, found, fits ? `${found}，与“${big[0]}”相符` : `${found}，谈不上“${big[0]}”`));
    }
  }
  if (shown && denial === "size") {
    // "不是涨了5%": the size denied holds when the move is not that size, or not that way.
    const ok = (dir !== null && Math.sign(actual) !== dir) || !agreesWith(Math.abs(actual), shown);
    const reason = ok ? `${found}，与“不是${shown.raw}”相符` : `${found}，确是${shown.raw}`;
    out.push(verdict(ok, `${label}不是${shown.raw}`, found, reason));
  } else if (shown) {
    const ok = agreesWith(Math.abs(actual), shown);
    out.push(
      verdict(ok, `${label}${shown.raw}`, found, ok ? `“${shown.raw}”与${found}相符` : `“${shown.raw}”不是${found}`),
    );
  }
  // "一年涨幅接近两倍": a rise sized in multiples (price-multiples.ts).
  const multiple = shown || dir !== 1 ? null : priceMultiple(t, actual);
  if (multiple) {
    const expected = `${label}涨${multiple.said}`;
    out.push(
      multiple.fits === null
        ? undecided("market", expected, `${found}，“${multiple.said}”可指涨N倍或为原来的N倍，无法判断`)
        : verdict(multiple.fits, expected, found, `${found}，与“${multiple.said}”${multiple.fits ? "相符" : "不符"}`),
    );
  }
  return out;
}

/**
 * "自7月22日以来", "较2月19日的81.7元", "2025年8月以来": a move from a named day or month. The guard against a digit
 * or 年 before stands ahead of the year, so a month with its year matches whole.
 */
/** "当时（", "那时(": a time named by the day in the brackets right after it. */
export const THEN_BRACKET = String.raw`(?:当时|那时|彼时)\s*[（(]\s*`;
export const SINCE_DAY = new RegExp(
  // "比当时（2025年7月4日快照）低了近两成": 当时 is the day in brackets after it.
  String.raw`(?:(?:自|从|较|比|相比)\s*(?:${THEN_BRACKET})?(?:(\d{4})\s*年\s*)?(\d{1,2})\s*月\s*(\d{1,2})\s*日)` +
    // "2月2日低点87.05元以来": the day's low (or close) at its price stands between the day and 以来.
    String.raw`|(?<![\d年])(?:(\d{4})\s*年\s*)?(\d{1,2})\s*月(?:\s*(\d{1,2})\s*日)?` +
    String.raw`(?:\s*(?:的)?\s*(?:收盘价?|低点|高点)\s*\d+(?:\.\d+)?\s*元)?\s*以来` +
    // "从去年4月底到现在", "自2025年4月末以来": from that month's last close (group 7 the year, 8 去年, 9 the month).
    String.raw`|(?:自|从)\s*(?:(\d{4})\s*年|(去年))?\s*(\d{1,2})\s*月\s*[底末]\s*(?:的)?\s*(?:收盘)?` +
    String.raw`\s*(?:到现在|到目前|到今天|至今|以来)`,
);

/** The move from the day or month a clause names, checked; a string says why it cannot be; null when none named. */
export function sinceBase(t: string, m: MarketFacts): ClaimCheck[] | string | null {
  const hit = SINCE_DAY.exec(t);
  if (!hit || !m.sessions) return hit ? "存有的行情数据不含逐日收盘价，无法核验" : null;
  if (hit[9]) return sinceMonthEnd(t, hit, m, m.sessions);
  const [year, month, day] = hit[2] ? [hit[1], hit[2], hit[3]] : [hit[4], hit[5], hit[6]];
  const date = namedDate(year, month!, day ?? "01", m.lastBar);
  if (date > m.lastBar) return `${day ? date : `${date.slice(0, 7)}月`}晚于最后一根日线（${m.lastBar}），无法核验`;
  // A month since: from the last close before it begins; a day: that day's own close.
  const base = day ? m.sessions.find((x) => x.date === date) : m.sessions.findLast((x) => x.date < date);
  const missing = day ? date : `${date.slice(0, 7)}月之前`;
  if (!base || base === m.sessions[0]) return `存有的日线不含${missing}的收盘价，无法核验`;
  return checkChange(t.slice(hit.index + hit[0].length), `${base.date}收盘以来股价`, change(m.close, base.close));
}

/** "从去年4月底到现在涨了约88%": the move from the last close of the month named, once that month is over. */
function sinceMonthEnd(t: string, hit: RegExpExecArray, m: MarketFacts, s: readonly Session[]): ClaimCheck[] | string {
  const last = Number(m.lastBar.slice(0, 4));
  const month = Number(hit[9]);
  const year = hit[7] ? Number(hit[7]) : hit[8] ? last - 1 : month <= Number(m.lastBar.slice(5, 7)) ? last : last - 1;
  const prefix = `${year}-${String(month).padStart(2, "0")}`;
  if (prefix >= m.lastBar.slice(0, 7)) return `截至${m.lastBar}，${year}年${month}月尚未结束，无法核验`;
  const base = s.findLast((x) => x.date.startsWith(prefix));
  if (!base || base === s[0]) return `存有的日线不含${prefix}月末的收盘价，无法核验`;
  return checkChange(t.slice(hit.index + hit[0].length), `${base.date}收盘以来股价`, change(m.close, base.close));
}

/**
 * "比2022年末的180.69元仍低约22%", "2025年末以来跌去约13%": the move from the named year's last close; null when the
 * clause names none.
 */
export function yearEndBase(t: string, m: MarketFacts): ClaimCheck[] | null {
  const hit = NAMED_YEAR_END_CLOSE.exec(t);
  if (!hit) return null;
  const year = hit[1] ?? hit[2]!;
  const base = m.yearEnds.find((y) => y.year === Number(year));
  const name = `较${year}年末涨跌幅`;
  if (!base) return [undecided("market", name, `连续日线不含${year}年最后一个交易日，无法核验`)];
  return checkChange(
    t.slice(hit.index),
    `较${base.date}收盘${base.close.toFixed(2)}元股价`,
    change(m.close, base.close),
    true,
  );
}
