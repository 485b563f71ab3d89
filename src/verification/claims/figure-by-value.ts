import type { Assertion } from "./assertion";
import { type ClaimCheck, entryOf, pointsOf, quoted, yearOf } from "./check-series";
import type { Facts } from "./facts";
import { figureCandidate, matchesFigure } from "../figure-match";
import { METRIC_LEXICON, type ClaimMetric } from "./metric-lexicon";

/**
 * "反方引用的174.02亿元是2019年的数", "2018年其实是133.84亿元": a clause placing a figure in a year and naming no
 * metric speaks of the stored amount it equals. Shown to the hundredth of its unit, a figure equal to a stored annual
 * amount is that amount: it holds when one equals it in the year named, and is wrong when the only ones it equals are
 * of other years. A figure no stored amount equals stays 未能核验.
 */
const AMOUNT = String.raw`\d[\d,]*\.\d{2,}\s*(?:万亿|亿|万)?元`;
const OF_YEAR = [
  new RegExp(String.raw`${AMOUNT}\s*(?:是|为|属于)\s*(?:FY)?((?:19|20)\d{2})年度?的(?:数|数据|数字|数值|值)`),
  new RegExp(String.raw`^(?:FY)?((?:19|20)\d{2})年度?(?:其实|实际上?|则|才)?(?:是|为)\s*${AMOUNT}$`),
];

export function checkFigureByValue(a: Assertion, facts: Facts): ClaimCheck[] | null {
  const year = OF_YEAR.map((re) => re.exec(a.text)).find((m) => m !== null)?.[1];
  const n = a.numbers.filter((x) => x.kind === "amount");
  if (!year || a.metric !== null || n.length !== 1 || n[0]!.decimals < 2) return null;
  const figure = n[0]!;
  const hits = (Object.keys(METRIC_LEXICON) as ClaimMetric[])
    .filter((m) => entryOf(m).kind === "amount")
    .flatMap((m) =>
      pointsOf(facts, m)
        .filter((p) => p.period.endsWith("-12-31"))
        .filter((p) => matchesFigure(figure, figureCandidate({ label: "", value: p.value, unit: p.unit })))
        .map((p) => ({ m, year: yearOf(p) })),
    );
  const own = hits.find((h) => String(h.year) === year);
  if (own) {
    const reason = `“${figure.raw}”与${year}年${entryOf(own.m).label}相符`;
    return [{ kind: "number", ok: true, expected: `${year}年${entryOf(own.m).label}`, found: figure.raw, reason }];
  }
  if (hits.length === 0) return null;
  const other = hits[0]!;
  const found = `${other.year}年${entryOf(other.m).label}`;
  const reason = `“${figure.raw}”是${found}，不是${year}年的数，与${quoted(a)}不符`;
  return [{ kind: "number", ok: false, expected: `${year}年的数`, found, reason }];
}
