import { type ExtractedNumber, extractNumbers } from "../extract-numbers";
import { figureCandidate, matchesFigure } from "../figure-match";
import type { Assertion } from "./assertion";
import { CHANGE_RAW } from "./binding";
import { type ClaimCheck, changeInto, describeChange, entryOf, undecided } from "./check-series";
import type { FactPoint } from "./facts";
import type { ClaimMetric } from "./metric-lexicon";

/**
 * "2025年宁德时代营收增长17%，比亚迪3.5%": a peer's bare figure carries the kind of the figure said before it, a level
 * or a change. A change is read on the peer's own change into the same period; a level is the peer rule's
 * (peer-compare.ts). The kinds are told apart by the figure, not the words: a percent of an amount (营收17%) or a
 * signed figure (+17%) is a change; a percent of a rate (毛利率20%), an amount or a multiple is a level.
 */
export type FigureKind = "level" | "change";

const CHANGE_WORD_BEFORE =
  /(?:增长|增加|提升|提高|上升|上涨|下降|下滑|减少|降低|回落|同比|环比|增幅|降幅|增速)[了约近超逾达为]*$/;

/** The kind of the last figure the clauses before said (and the way their move went), or null when none said one. */
export function previousFigure(
  before: readonly Assertion[],
  m: ClaimMetric,
): { kind: FigureKind; sense: string | null } | null {
  const last = [...before].reverse().find((b) => b.numbers.length > 0);
  const n = last?.numbers.at(-1);
  if (!last || !n) return null;
  const amount = entryOf(last.metric ?? m).kind === "amount";
  const signed = CHANGE_RAW.test(n.raw) || CHANGE_WORD_BEFORE.test(last.read.slice(0, n.index));
  const kind = n.kind === "percent" && (amount || signed) ? "change" : "level";
  return { kind, sense: last.direction?.sense ?? null };
}

/** A peer's bare percent after a change: its change into the period judged, sized as the clause sizes it. */
export function peerChangeCheck(
  value: ExtractedNumber,
  peer: string,
  whose: string,
  m: ClaimMetric,
  points: readonly FactPoint[],
  to: FactPoint,
  sense: string | null,
): ClaimCheck {
  const expected = `${whose}${entryOf(m).label}的变动幅度`;
  const c = changeInto(m, points, to);
  if (!c || c.size === null) return undecided("number", expected, `没有${whose}此前一期的数值，“${value.raw}”无法核验`);
  const shown = extractNumbers(value.raw.replace(/^[+-]/, ""))[0] ?? value;
  const sized = matchesFigure(shown, figureCandidate({ label: whose, value: c.size, unit: c.sizeUnit }));
  const way = sense === "up" ? c.delta > 0 : sense === "down" ? c.delta < 0 : true;
  const ok = sized && way;
  const found = `${peer}${describeChange(m, c)}`;
  return {
    kind: "number",
    ok,
    expected,
    found,
    reason: `${found}，与“${value.raw}”${ok ? "相符" : "不符"}`,
    figure: value.raw,
  };
}

/** "营收4237亿元，比亚迪3.5%": a percent after a level of an amount is of another kind than the figure it follows. */
export const unlikeKind = (value: ExtractedNumber, whose: string): ClaimCheck => ({
  ...undecided("number", whose, `“${value.raw}”与前面的数值不是同一种量，无法确定是${whose}的什么，未核验`),
  figure: value.raw,
});
