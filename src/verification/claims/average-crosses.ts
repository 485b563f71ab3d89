import { type ClaimCheck, undecided } from "./check-series";
import type { MarketFacts } from "./market-facts";
import { averageSpan } from "./average-names";
import { MA_NAME } from "./market-words";
import { namedDate } from "./session-dates";

/**
 * A cross of two moving averages: "5日线与10日线金叉", "MA5已死叉MA10", "20日线上穿60日线形成金叉". Golden: the
 * shorter average's last cross of the longer one, on the stored sessions, went upwards (and it stands above now);
 * dead: downwards. As for MACD (check-market.ts), the cross read is the latest one; a day the clause dates it on
 * ("4月20日5日线金叉10日线") must be that cross's session. Not a MACD cross (macd-cross-dates.ts NOT_MACD_CROSS).
 */
/** "A与B金叉", "A和B形成死叉", "A上穿B形成金叉", "A金叉B". */
const CROSS = new RegExp(
  String.raw`${MA_NAME}\s*(?:已经?|也|刚刚?|再度|再次|正式)?\s*` +
    String.raw`(?:(?:与|和|跟|同|上穿|下穿|向上穿越|向下穿越)\s*${MA_NAME}\s*(?:已经?|也|刚刚?|再度|正式)?\s*` +
    String.raw`(?:形成|出现|构成|走出)?\s*(?:了)?\s*(?:短期|中期)?\s*(金叉|死叉)|(金叉|死叉)\s*(?:了)?\s*${MA_NAME})`,
  "gi",
);
const DAY = /(\d{1,2})\s*月\s*(\d{1,2})\s*日/g;
/** "没有形成", "未出现", "不是": a denial right before the cross read (negation-words.ts NOT_SO is a copula denied). */
const DENIED_BEFORE = /[不没未非]\s*(?:能|有|曾|再|是)?\s*(?:形成|出现)?\s*$/;

/** The sessions' averages of a window, null where the sessions kept do not reach back far enough. */
function series(closes: readonly number[], n: number): (number | null)[] {
  let sum = 0;
  return closes.map((c, i) => {
    sum += c - (i >= n ? closes[i - n]! : 0);
    return i >= n - 1 ? sum / n : null;
  });
}

/** The last session the shorter average crossed the longer, and which way. */
function lastCross(m: MarketFacts, short: number, long: number) {
  const s = m.sessions ?? [];
  const closes = s.map((d) => d.close);
  const [a, b] = [series(closes, short), series(closes, long)];
  for (let i = s.length - 1; i > 0; i--) {
    const [a0, b0, a1, b1] = [a[i - 1], b[i - 1], a[i], b[i]];
    if (a0 == null || b0 == null || a1 == null || b1 == null) return null;
    if (a0 <= b0 && a1 > b1) return { kind: "golden" as const, date: s[i]!.date };
    if (a0 >= b0 && a1 < b1) return { kind: "dead" as const, date: s[i]!.date };
  }
  return null;
}

export function checkAverageCrosses(t: string, m: MarketFacts): ClaimCheck[] {
  return [...t.matchAll(CROSS)].flatMap((x): ClaimCheck[] => {
    // The second average stands after the first (groups 4-6) or after the cross word (groups 9-11).
    const [first, second] = [averageSpan(x, 1), averageSpan(x, x[4] || x[5] || x[6] ? 4 : 9)];
    const word = x[7] ?? x[8];
    if (Number.isNaN(first) || Number.isNaN(second) || first === second || !word) return [];
    // "5日线并未与10日线形成金叉": a denied cross is left to the pair's side (average-pairs.ts), not read here.
    if (DENIED_BEFORE.test(t.slice(0, x.index)) || /[不没未非]/.test(x[0])) return [];
    const [short, long] = first < second ? [first, second] : [second, first];
    const kind = word === "金叉" ? "golden" : "dead";
    const name = `MA${short}与MA${long}${word}`;
    const cross = lastCross(m, short, long);
    if (!cross) return [undecided("market", name, `存有的日线内找不到MA${short}与MA${long}的交叉，无法核验`)];
    // The date nearest before the cross, in the last bar's year unless that runs past it (namedDate).
    const said = [...t.slice(0, x.index).matchAll(DAY)].at(-1);
    const day = said ? namedDate(undefined, said[1]!, said[2]!, m.lastBar) : null;
    if (day !== null && day > m.lastBar) return [undecided("market", name, `${day}晚于最后一根日线，无法核验`)];
    const ok = cross.kind === kind && (day === null || cross.date === day);
    const found = `MA${short}与MA${long}最近一次${cross.kind === "golden" ? "金叉" : "死叉"}在${cross.date}`;
    return [
      {
        kind: "market",
        ok,
        expected: `${day ?? ""}${name}`,
        found,
        reason: `截至${m.lastBar}，${found}，${ok ? "相符" : "不符"}`,
      },
    ];
  });
}
