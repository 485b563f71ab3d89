import { matchesFigure } from "../figure-match";
import type { BoundFigure } from "./binding";
import { type ClaimCheck, undecided } from "./check-series";
import type { Facts } from "./facts";
import { snapshotDayClose } from "./snapshot-close";
import type { ExtractedNumber } from "../extract-numbers";
import type { WrittenDay } from "./market-days";
import type { MarketFacts } from "./market-facts";
import { namedDate } from "./session-dates";

/*
 * Prices read against the day a sentence named before, after 此后/之后: the close a move since it starts from, and a
 * level no later close reached.
 */

/** The close of the day a move after 此后 starts from: the day named before, else the snapshot's; null if not kept. */
export function sinceStart(
  n: ExtractedNumber,
  bound: BoundFigure["bound"],
  facts: Facts,
  d?: WrittenDay,
  afterSnapshot?: boolean,
): ClaimCheck | null {
  const m = facts.market!;
  if (!d) return afterSnapshot ? snapshotDayClose(n, bound, facts, null) : null;
  const date = namedDate(d.year, d.month ?? m.lastBar.slice(5, 7), d.day, m.lastBar);
  if (date > m.lastBar) return afterSnapshot && !d.year ? snapshotDayClose(n, bound, facts, date.slice(5)) : null;
  const session = m.sessions?.find((x) => x.date === date);
  if (!session) return null;
  const ok = matchesFigure(n, { value: session.close, kind: "amount" }, bound);
  const found = `${session.date} 收盘价 ${session.close.toFixed(2)}元`;
  return {
    kind: "number",
    ok,
    figure: n.raw,
    expected: "收盘价",
    found,
    reason: `“${n.raw}”${ok ? "与" : "不是"}${found}${ok ? "相符" : ""}`,
  };
}

/**
 * "此后股价再未回到48元上方", "之后一直没能站回50元": a level not regained since the day the sentence named before.
 * Every close after that day stays at or below the level (a close is what 回到…上方 is read on, as 站上 is); the
 * figure is the level, never the last close.
 */
const NOT_REGAINED = new RegExp(
  /(?:再未|再也没有?|再没有?|没再|未再|一直未|一直没有?|始终未|始终没有?)\s*(?:能|能够)?\s*/.source +
    /(?:回到|站上|站回|突破|收复|涨回|回升至|回升到)\s*$/.source,
);
/** "再未回到3元下方": a level the price stayed above since, read on the lowest close after the day. */
const BELOW_AFTER = /^\s*(?:元)?\s*(?:的)?\s*(?:下方|之下|以下)/;

export function notRegained(
  n: ExtractedNumber,
  m: MarketFacts,
  text: string,
  carried: WrittenDay | undefined,
): ClaimCheck | null {
  if (!NOT_REGAINED.test(text.slice(0, n.index))) return null;
  const below = BELOW_AFTER.test(text.slice(n.index + n.raw.length));
  const name = `此后收盘未回到${n.raw}${below ? "下方" : "上方"}`;
  if (!carried) return undecided("number", name, `没有写明从哪一天起，无法核验“${n.raw}”`);
  const date = namedDate(carried.year, carried.month ?? m.lastBar.slice(5, 7), carried.day, m.lastBar);
  const after = m.sessions?.filter((x) => x.date > date) ?? [];
  if (!m.sessions?.some((x) => x.date <= date) || after.length === 0)
    return undecided("number", name, `存有的日线不含${date}及其后的收盘价，无法核验“${n.raw}”`);
  const top = after.reduce((a, b) => ((below ? b.close < a.close : b.close > a.close) ? b : a));
  const ok = below ? top.close >= n.value : top.close <= n.value;
  const found = `${date}之后最${below ? "低" : "高"}收盘价${top.close.toFixed(2)}元（${top.date}）`;
  return { kind: "number", ok, figure: n.raw, expected: name, found, reason: `${found}，${ok ? "相符" : "不符"}` };
}
