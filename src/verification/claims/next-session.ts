import type { ExtractedNumber } from "../extract-numbers";
import { matchesFigure } from "../figure-match";
import type { BoundFigure } from "./binding";
import { type ClaimCheck, undecided } from "./check-series";
import type { MarketFacts } from "./market-facts";
import { NEXT_DAY } from "./check-price-day";
import { type WrittenDay, fullYear } from "./market-days";
import { CLOSE_VERBS } from "./market-words";
import { namedDate } from "./session-dates";

/**
 * "3月2日放量涨停、次日收盘冲到7.82元": a price dated to the session after a day the clause named before it is that
 * session's close, never the last one: "4月22日放量上涨，次日收盘1419元" (次日 opening a clause) after the day the
 * sentence named before it. The session is the next one stored, so a weekend between them is skipped.
 */
const NEXT_DAY_PRICE = new RegExp(
  String.raw`(?:(?:(\d{4})\s*年\s*)?(\d{1,2})\s*月\s*(\d{1,2})\s*日[^，,。；;]{0,12}?)?(?:${NEXT_DAY.source})\s*` +
    String.raw`(?:的)?\s*(?:收盘价?|${CLOSE_VERBS})?\s*` +
    String.raw`(?:冲到|冲至|涨到|涨至|跌到|跌至|回落到|回落至|升至|降至|报|为|在|于)?\s*(?:约)?\s*$`,
);

/** The close of the session after a day named in the clause, else after the day an earlier clause named (`carried`). */
export function nextSessionPrice(
  n: ExtractedNumber,
  bound: BoundFigure["bound"],
  m: MarketFacts,
  before: string,
  carried?: WrittenDay,
): ClaimCheck | null {
  const hit = NEXT_DAY_PRICE.exec(before);
  const day = hit?.[3] ? { year: fullYear(hit[1]), month: hit[2], day: hit[3] } : carried;
  if (!hit) return null;
  // "…，次日收于38.50元" with the day in a clause before: the last close when it is that, else undecided.
  if (!day) {
    if (matchesFigure(n, { value: m.close, kind: "amount" }, bound)) return null;
    return undecided("number", "收盘价", `“${n.raw}”是所述日期次日的股价，未能确定是哪一天，无法核验`);
  }
  const date = namedDate(day.year, day.month ?? m.lastBar.slice(5, 7), day.day, m.lastBar);
  const session = m.sessions?.find((x) => x.date > date);
  if (!session || date < (m.sessions?.[0]?.date ?? "")) {
    return undecided("number", "收盘价", `存有的日线中没有${date}的次一交易日，无法核验“${n.raw}”`);
  }
  const ok = matchesFigure(n, { value: session.close, kind: "amount" }, bound);
  const found = `${session.date} 收盘价 ${session.close.toFixed(2)}元`;
  const reason = ok ? `“${n.raw}”与${found}相符` : `“${n.raw}”不是${found}`;
  return { kind: "number" as const, ok, figure: n.raw, expected: "收盘价", found, reason };
}
