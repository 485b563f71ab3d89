import type { ClaimCheck } from "./check-series";
import { undecided } from "./check-series";
import type { MarketFacts } from "./market-facts";
import { averageSpan } from "./average-names";
import { MA_NAME } from "./market-words";

/**
 * One average placed against another, not against the close: "MA5站在MA20之上、MA20又在MA60之上", "MA20高于MA60",
 * "MA5已经上穿MA20" (a cross leaves the first above now). Read on the last bar's averages, pair by pair; an order
 * written with > or < is check-averages.ts' writtenOrder.
 */

// "MA60(42.42)压在MA5(41.88)之上", "MA60（6.17元）已经下穿MA250（5.85元）": an average's value in brackets is an
// aside; 压在 or 托在 (the first over or under the second: its side word says which) place one average against the
// other as 在 does.
// "MA60 61.25元低于MA120 62.69元": a value in 元 written right after its average is an aside too.
const SHOWN = String.raw`(?:\s*[（(]\s*约?\s*\d+(?:\.\d+)?\s*元?\s*[)）]|\s*约?\s*\d+(?:\.\d+)?\s*元)?`;
/** What stands between the two averages, and the side after the second. */
const PAIR = new RegExp(
  `${MA_NAME}${SHOWN}\\s*(?:又|仍|仍然|也|还|已|已经|均|都|继续)?\\s*` +
    // "5日均线位于10日、20日均线上方": the second may be a list, each of its averages placed against the first.
    String.raw`(?:(站在|站上|位于|在|运行于|处于|稳在|压在|托在)\s*` +
    String.raw`((?:(?:MA\s*\d+|\d+\s*日?(?:均线|线)?)\s*[、和与及/]\s*)*)` +
    `${MA_NAME}${SHOWN}\\s*(之上|上方|以上|之下|下方|以下)|(高于|低于|上穿|下穿)\\s*${MA_NAME})`,
  "gi",
);

function pair(first: number, second: number, above: boolean, m: MarketFacts): ClaimCheck {
  const a = m.ma.find((x) => x.n === first);
  const b = m.ma.find((x) => x.n === second);
  const expected = `MA${first}${above ? "高于" : "低于"}MA${second}`;
  if (!a || !b) return undecided("market", expected, `没有${a ? second : first}日均线的数据，无法核验`);
  const ok = above ? a.value > b.value : a.value < b.value;
  const found = `MA${first} ${a.value.toFixed(2)}、MA${second} ${b.value.toFixed(2)}`;
  return { kind: "market", ok, expected, found, reason: `${m.lastBar} ${found}，${ok ? "相符" : "不符"}` };
}

/** The average pairs of a clause, each checked; the averages compared are the ones the clause names. */
export function checkAveragePairs(t: string, m: MarketFacts): ClaimCheck[] {
  const out: ClaimCheck[] = [];
  const re = new RegExp(PAIR.source, "gi");
  for (let hit = re.exec(t); hit; hit = re.exec(t)) {
    const first = averageSpan(hit, 1);
    const placed = hit[4] !== undefined;
    const listed = placed ? [...hit[5]!.matchAll(/\d+/g)].map((x) => Number(x[0])) : [];
    const seconds = [...listed, averageSpan(hit, placed ? 6 : 11)];
    const above = placed ? /上/.test(hit[9]!) : /高于|上穿/.test(hit[10]!);
    for (const second of seconds) out.push(pair(first, second, above, m));
    // "MA5在MA20之上、MA20又在MA60之上": the second average may start the next pair.
    re.lastIndex = hit.index + hit[0].length;
  }
  return out;
}
