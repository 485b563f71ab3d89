import type { ExtractedNumber } from "../extract-numbers";
import { matchesFigure } from "../figure-match";
import type { BoundFigure } from "./binding";
import { type ClaimCheck, undecided } from "./check-series";
import type { MarketFacts } from "./market-facts";
import { ROLLING_YEAR } from "./market-words";

/**
 * The span an extreme's price is named for, written right before the extreme ("2021年高点为50元", "年内高点42.73元"):
 * only the rolling year's is the 52-week high or low. Another year, an earlier month or 历史/前期 names an extreme the
 * kept bars may not hold (未能核验); 年内 (今年, 年初以来) is this year's, which writers also use for the 52-week
 * range: the price holds when it is this year's highest (lowest) close or price, or the 52-week one.
 */
const OTHER_SPAN = /(?:\d{4}\s*年|历史|前期|此前|上个?月|上一?周|本月|本周|去年|\d{1,2}\s*月)[^，,。；;\d]{0,6}$/;
const THIS_YEAR = /(?:年内|今年以来|今年|年初以来|年初至今)[^，,。；;\d]{0,6}$/;
const ROLLING = new RegExp(`${ROLLING_YEAR}[^，,。；;\\d]{0,6}$`);

export function spanExtremePrice(
  n: ExtractedNumber,
  bound: BoundFigure["bound"],
  m: MarketFacts,
  before: string,
  extreme: "high" | "low",
): ClaimCheck | null {
  if (ROLLING.test(before)) return null;
  const word = extreme === "high" ? "高点" : "低点";
  // "今年高点", written by then as the last bar's year: this year, not another span.
  const year = m.lastBar.slice(0, 4);
  const said = before.replace(new RegExp(`${year}\\s*年(?!\\s*\\d)`), "今年");
  if (OTHER_SPAN.test(said))
    return undecided("number", `所述${word}`, `“${n.raw}”是所述时段的${word}，不是52周的，无法核验`);
  if (!THIS_YEAR.test(said)) return null;
  const s = (m.sessions ?? []).filter((x) => x.date.startsWith(year));
  if (s.length === 0 || s[0]!.date > `${year}-01-05`) return null;
  const pick = (f: (x: (typeof s)[number]) => number) =>
    extreme === "high" ? Math.max(...s.map(f)) : Math.min(...s.map(f));
  const values = [pick((x) => x.close), pick((x) => (extreme === "high" ? x.high : x.low))];
  // The 52-week extreme counts only when it fell this year (last year's high is no 年内 high).
  const w = m.week52;
  if (w && (extreme === "high" ? w.highDate : w.lowDate).startsWith(year)) values.push(w[extreme]);
  const ok = values.some((value) => matchesFigure(n, { value, kind: "amount" }, bound));
  const most = extreme === "high" ? "最高" : "最低";
  const found = `${year}年内${most}收盘价${values[0]!.toFixed(2)}、盘中${values[1]!.toFixed(2)}`;
  const reason = ok ? `“${n.raw}”与${found}相符` : `“${n.raw}”不是${found}`;
  return { kind: "number", ok, figure: n.raw, expected: `年内${word}`, found, reason };
}
