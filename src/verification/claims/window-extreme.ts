import type { ExtractedNumber } from "../extract-numbers";
import { matchesFigure } from "../figure-match";
import type { BoundFigure } from "./binding";
import { type ClaimCheck, undecided } from "./check-series";
import type { MarketFacts } from "./market-facts";
import { SESSIONS_N, sessionCount } from "./market-words";

/**
 * "近60个交易日收盘最高110.77元", "过去20日最低收盘价1384.79元": the highest (lowest) close of the last N sessions.
 * The window may be read with the close before it as a drawdown's is (check-sessions.ts): either fits.
 */
const WINDOW_BEFORE = new RegExp(
  String.raw`(?:近|过去|最近|前)\s*${SESSIONS_N}\s*(?:内|里|中|以来)?\s*(?:的)?\s*(?:股价)?\s*(?:的)?\s*$`,
);

/** The extreme close a figure gives over the sessions named before its words; null when no such window is named. */
export function checkWindowExtreme(
  n: ExtractedNumber,
  bound: BoundFigure["bound"],
  m: MarketFacts,
  before: string,
  high: boolean,
  name: string,
): ClaimCheck | null {
  const hit = WINDOW_BEFORE.exec(before);
  if (!hit) return null;
  const count = sessionCount(hit[1] ?? "");
  const s = m.sessions ?? [];
  const label = `近${count}个交易日${name}`;
  if (s.length < count + 1) return undecided("number", label, `存有的日线不足${count + 1}个交易日，无法核验“${n.raw}”`);
  const pick = (w: typeof s) => w.reduce((a, b) => ((high ? b.close > a.close : b.close < a.close) ? b : a));
  const picks = [pick(s.slice(-count)), pick(s.slice(-count - 1))];
  const hitOne = picks.find((x) => matchesFigure(n, { value: x.close, kind: "amount" }, bound));
  const x = hitOne ?? picks[0]!;
  const found = `${label}为${x.close.toFixed(2)}元（${x.date}）`;
  const reason = hitOne ? `“${n.raw}”与${found}相符` : `“${n.raw}”不是${found}`;
  return { kind: "number", ok: hitOne !== undefined, figure: n.raw, expected: label, found, reason };
}
