import type { ExtractedNumber } from "../extract-numbers";
import { matchesFigure } from "../figure-match";
import type { BoundFigure } from "./binding";
import { type ClaimCheck, undecided } from "./check-series";
import type { MarketFacts } from "./market-facts";
import { NEXT_DAY } from "./check-price-day";
import { type WrittenDay, fullYear } from "./market-days";
import { namedDate } from "./session-dates";

/**
 * "3月2日放量涨停、次日收盘冲到7.82元": a close written after 次日 (第二天, 翌日) is the close of the session after
 * the day named before it in the clause, never the last bar's. The session is the next one stored, so a weekend
 * between them is skipped as the exchange skips it.
 */
const NEXT_CLOSE = new RegExp(
  String.raw`(?:(\d{4})\s*年\s*)?(\d{1,2})\s*月\s*(\d{1,2})\s*日[^，,。；;\d]{0,12}?` +
    String.raw`(?:${NEXT_DAY.source})\s*(?:的)?\s*` +
    String.raw`(?:收盘价?|收于|收在|收报)\s*(?:冲到|冲至|涨到|涨至|跌到|跌至|回到|落到|为|在|报)?\s*(?:约)?\s*$`,
);

/** "4月22日放量上涨，次日收盘1419元": 次日 opening a clause, after the day the sentence named before it. */
const NEXT_OPENING = new RegExp(
  String.raw`^[^，,。；;\d]{0,6}?(?:${NEXT_DAY.source})\s*(?:的)?\s*(?:收盘价?|收于|收在|收报)` +
    String.raw`\s*(?:冲到|冲至|涨到|涨至|跌到|跌至|回到|落到|为|在|报)?\s*(?:约)?\s*$`,
);

export function checkNextClose(
  n: ExtractedNumber,
  bound: BoundFigure["bound"],
  m: MarketFacts,
  before: string,
  carried?: WrittenDay,
): ClaimCheck | null {
  const hit = NEXT_CLOSE.exec(before);
  const day = hit ? { year: fullYear(hit[1]), month: hit[2], day: hit[3] } : NEXT_OPENING.test(before) ? carried : null;
  if (!day?.day) return null;
  const date = namedDate(day.year, day.month ?? m.lastBar.slice(5, 7), day.day, m.lastBar);
  const s = m.sessions ?? [];
  const at = s.findIndex((x) => x.date === date);
  const next = at >= 0 ? s[at + 1] : undefined;
  if (!next) return undecided("number", "收盘价", `存有的日线中没有${date}的次一交易日，无法核验“${n.raw}”`);
  const ok = matchesFigure(n, { value: next.close, kind: "amount" }, bound);
  const found = `${next.date} 收盘价 ${next.close.toFixed(2)}元`;
  const reason = ok ? `“${n.raw}”与${found}相符` : `“${n.raw}”不是${found}`;
  return { kind: "number", ok, figure: n.raw, expected: "收盘价", found, reason };
}
