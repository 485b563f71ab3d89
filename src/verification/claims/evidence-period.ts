import type { Assertion } from "./assertion";
import { LATE_TURN, SOFT_TURN, STILL, TURN_WORDS } from "./contrast-words";
import { rateChangeOf } from "./rate-change";
import { judgedPeriodOf } from "./whole-year";

/**
 * A judgement naming no period nor figure, with its evidence in the clause right after it giving a report period
 * ("利润与现金流双双腰斩：一季度净利约-55%", "多方所称营收“重回增长”成立，一季度同比+3.81%"): the judgement is of that
 * period, not of the latest year. Not where the next clause turns against it ("营收保持增长，但一季度同比-11.8%",
 * "一季度却…", "一季度再降…"), nor after a run over years: that is another period set beside the judged one.
 */
const TURNED = new RegExp([...TURN_WORDS, ...LATE_TURN, ...SOFT_TURN, ...STILL, "再", "也", "又", "继续"].join("|"));

const RUN = /连续|逐年|逐季|连[增降升跌涨减]|多年/;

function evidenceOf(assertions: readonly Assertion[], at: number): Assertion | null {
  const a = assertions[at]!;
  const next = assertions[at + 1];
  if (next?.from !== "claim" || next.sentence !== a.sentence) return null;
  const judges = a.direction !== null || a.magnitude !== null;
  const bare = a.period.kind === "annual" && a.years.length === 0 && judgedPeriodOf(a.text) === null;
  // "营收增速放缓": a change of rate is read against its own chain of rates (sentence-bases.ts rateBase).
  if (!judges || !bare || a.numbers.length > 0 || !a.metric || rateChangeOf(a.read)) return null;
  // "已连续两年下降，一季度末为70.94%": a run over years is of the years, the quarter after it only where it stands.
  if (a.spanYears !== null || a.basis?.kind === "streak" || RUN.test(a.text)) return null;
  const period = next.period.kind !== "annual" && judgedPeriodOf(next.text) !== null;
  const same = next.metric === a.metric || next.metric === null;
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
