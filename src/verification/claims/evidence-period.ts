import type { Assertion } from "./assertion";
import { LATE_TURN, SOFT_TURN, STILL, TURN_WORDS } from "./contrast-words";
import { rateChangeOf } from "./rate-change";
import { RUN_WORDS } from "./run-words";
import { judgedPeriodOf } from "./whole-year";

/**
 * A judgement naming no period nor figure, with its evidence in the clause right after it giving a report period
 * ("利润与现金流双双腰斩：一季度净利约-55%", "多方所称营收“重回增长”成立，一季度同比+3.81%"): the judgement is of that
 * period, not of the latest year. Not where the next clause turns against it ("营收保持增长，但一季度同比-11.8%",
 * "一季度却…", "一季度再降…"), nor after a run over years: that is another period set beside the judged one.
 */
const TURNED = new RegExp([...TURN_WORDS, ...LATE_TURN, ...SOFT_TURN, ...STILL, "再", "也", "又", "继续"].join("|"));

const RUN = new RegExp(RUN_WORDS);
/**
 * "负债率下降，一季度末资产负债率70.94%": a level at a point in time (末, 为) with no change of its own shows where the
 * figure stands, not the change judged: the judgement stays on the years.
 */
const POINT_LEVEL = /末|为/;
// A change said in words or shown as a signed rate ("837.51亿元（-3.09%）"); a comparison ("高于2025全年的…") too.
const CHANGE = /同比|环比|较|[增降升跌涨减]|下滑|回落|改善|恶化|[+-]\s*\d/;
const changeless = (b: Assertion): boolean =>
  b.direction === null && b.magnitude === null && !b.comparison && !CHANGE.test(b.text);
/** The clause after the judgement is a level at a point, and no clause after it in the sentence sets it beside any. */
function pointLevel(assertions: readonly Assertion[], at: number): boolean {
  const next = assertions[at + 1]!;
  const rest = assertions.slice(at + 1).filter((b) => b.from === "claim" && b.sentence === next.sentence);
  return POINT_LEVEL.test(next.text) && rest.every(changeless);
}

function evidenceOf(assertions: readonly Assertion[], at: number): Assertion | null {
  const a = assertions[at]!;
  const next = assertions[at + 1];
  if (next?.from !== "claim" || next.sentence !== a.sentence) return null;
  const judges = a.direction !== null || a.magnitude !== null;
  const bare = a.period.kind === "annual" && a.years.length === 0 && judgedPeriodOf(a.text) === null;
  // "营收增速放缓": a change of rate is read against its own chain of rates (sentence-bases.ts rateBase).
  if (!judges || !bare || a.numbers.length > 0 || !a.metric || rateChangeOf(a.read)) return null;
  // "已连续两年下降，一季度末为70.94%", "持续下降": a run over years is of the years, the quarter after it only where
  // it stands.
  if (a.spanYears !== null || a.basis?.kind === "streak" || RUN.test(a.text)) return null;
  // "净利润创历史新高，一季度净利润378.52亿元": a record is of the whole history, which the years hold and a few
  // years of quarters do not.
  if (a.direction?.extreme) return null;
  const period = next.period.kind !== "annual" && judgedPeriodOf(next.text) !== null;
  const same = next.metric === a.metric || next.metric === null;
  if (pointLevel(assertions, at)) return null;
  return period && same && next.numbers.length > 0 && !TURNED.test(next.text) ? next : null;
}

/** Each claim clause read on the period of the evidence right after it, where it names none of its own. */
export function evidencePeriods(assertions: readonly Assertion[]): Assertion[] {
  return assertions.map((a, at) => {
    if (a.from !== "claim") return a;
    const next = evidenceOf(assertions, at);
    return next ? { ...a, period: next.period, years: next.years, yearsInherited: next.years.length > 0 } : a;
  });
}
