import { figureCandidate } from "../figure-match";
import type { Assertion } from "./assertion";
import { type ClaimCheck, entryOf, pointsOf, quoted, show, undecided, yearOf } from "./check-series";
import type { FactPoint, Facts } from "./facts";
import type { ClaimMetric } from "./metric-lexicon";
import { sumOf } from "./metric-sums";

/**
 * "销售费用614亿元、管理费用580亿元，两项合计近1200亿元，已超过全年营业利润": a comparison naming no side of its own
 * right after a sum of metrics compares that sum, not the first part the clause's metric was carried from. The sum
 * is the last figure of the clause before in its sentence, or of the clause itself before its comparison word
 * ("两项合计约150亿元超过营业利润"); it is computed from the stored parts of the year judged.
 */

/** The parts of the sum a comparison naming no side of its own sets against its other side. */
export function sumNamedBefore(a: Assertion, before: Assertion | null): Assertion {
  const cmp = a.comparison;
  if (!cmp?.left || a.metrics.includes(cmp.left)) return a;
  const at = a.read.indexOf(cmp.word);
  const own = a.figures.filter((f) => f.n.index < at).at(-1);
  const sameSentence = before && before.sentence === a.sentence && before.from === a.from;
  const last = own ?? (sameSentence ? before.figures.at(-1) : undefined);
  if (last?.role !== "sum" || last.per || !last.parts?.includes(cmp.left)) return a;
  return { ...a, summedLead: last.parts };
}

/** The sum against the other side: a metric of the same year or a figure; null when the clause compares no sum. */
export function checkSummedLead(
  a: Assertion,
  facts: Facts,
  to: FactPoint,
  holds: (left: number, right: number) => boolean,
): ClaimCheck[] | null {
  const against = a.comparison?.against;
  const parts = a.summedLead;
  if (!parts || !against) return null;
  const name = `${parts.map((m) => entryOf(m).label).join("+")}合计`;
  const expected = `${name}${a.comparison?.word}…`;
  const sum = sumOf(facts, parts, yearOf(to));
  if (!sum) return [undecided("comparison", expected, `没有${yearOf(to)}年各项的数据，无法核验${quoted(a)}`)];
  const right = typeof against === "string" ? levelOf(facts, against, sum.year) : against.value;
  if (right === null) return [undecided("comparison", expected, `没有${sum.year}年的比较对象数据`)];
  const other = typeof against === "string" ? `${entryOf(against).label} ${show(against, right)}` : against.raw;
  const ok = holds(sum.value, right);
  const found = `${sum.found}，${typeof against === "string" ? "" : "比较基准 "}${other}`;
  return [{ kind: "comparison", ok, expected, found, reason: `${found}，与${quoted(a)}${ok ? "相符" : "不符"}` }];
}

/** A metric's annual level of a year, in base units (元 for an amount), or null when not stored. */
function levelOf(facts: Facts, m: ClaimMetric, year: number): number | null {
  const p = pointsOf(facts, m).find((x) => yearOf(x) === year && x.period.endsWith("-12-31"));
  return p ? figureCandidate({ label: "", value: p.value, unit: p.unit }).value : null;
}
