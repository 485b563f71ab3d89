import { extractNumbers } from "../extract-numbers";
import { yearMentions } from "./periods";
import { type SentenceState, judgedPeriodOf } from "./sentence-state";

/** "今年前三季度，茅台归母净利润…": a clause asserting nothing sets its sentence's period and years. */
export function periodOnly(state: SentenceState, clause: string): void {
  const period = judgedPeriodOf(clause);
  if (period) state.period = period;
  const mentioned = yearMentions(clause, extractNumbers(clause));
  const years = mentioned.filter((y) => !y.base && !y.since).map((y) => y.year);
  if (years.length > 0) state.years = [...new Set(years)];
}
