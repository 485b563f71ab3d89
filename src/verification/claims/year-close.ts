import type { ExtractedNumber } from "../extract-numbers";
import { matchesFigure } from "../figure-match";
import type { BoundFigure } from "./binding";
import { type ClaimCheck, undecided } from "./check-series";
import type { MarketFacts } from "./market-facts";

/**
 * A price a move over a calendar year starts or ends at: the last close of the year before, or of the year itself
 * (a year still running ends at the last bar). Undecided when the run does not hold that close.
 */
export function checkYearPrice(
  n: ExtractedNumber,
  bound: BoundFigure["bound"],
  m: MarketFacts,
  year: number,
  end: boolean,
): ClaimCheck {
  const at = end ? year : year - 1;
  const close =
    at === Number(m.lastBar.slice(0, 4)) ? { close: m.close, date: m.lastBar } : m.yearEnds.find((y) => y.year === at);
  const expected = end ? `${year}年末收盘价` : `${year}年初（上年末）收盘价`;
  if (!close) return undecided("number", expected, `连续日线不含${at}年最后一个交易日，无法核验“${n.raw}”`);
  const ok = matchesFigure(n, { value: close.close, kind: "amount" }, bound);
  const found = `${close.date} 收盘价 ${close.close.toFixed(2)}元`;
  const reason = ok ? `“${n.raw}”与${found}相符` : `“${n.raw}”不是${found}`;
  return { kind: "number", ok, figure: n.raw, expected, found, reason };
}

/**
 * "招行年末收42.1元，现在38.27元": a year-end close stated while the year still runs is the last year's when it shows
 * that close; another figure may be a forecast of this year's end, so it stays undecided.
 */
export function runningYearEnd(n: ExtractedNumber, bound: BoundFigure["bound"], m: MarketFacts): ClaimCheck {
  const year = Number(m.lastBar.slice(0, 4));
  const last = checkYearPrice(n, bound, m, year - 1, true);
  if (last.ok) return last;
  return undecided("number", "股价", `截至${m.lastBar}，${year}年尚未结束，无法核验年末收盘价“${n.raw}”`);
}
