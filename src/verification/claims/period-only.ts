import { extractNumbers } from "../extract-numbers";
import { yearMentions } from "./periods";
import type { Assertion } from "./assertion";
import type { PeriodKind } from "./periods";
import { type SentenceState, judgedPeriodOf } from "./sentence-state";

/** What may stand before a bare heading's period word: "今年", "本年", "截至", "2026年" is a year of its own. */
const HEADING_PREFIX = 3;

/** "今年前三季度，茅台归母净利润…": a clause asserting nothing sets its sentence's period and years. */
export function periodOnly(state: SentenceState, clause: string): void {
  const period = judgedPeriodOf(clause);
  const years = ownYears(clause);
  // A clause that is more than its period word ("我们在一季度维持了配置", not "一季度，" or "今年一季度：") only dates
  // an action; a bare heading goes with the year the next clause names ("一季度，2026年招行营收…").
  const more = clause.replace(/[\s，,：:。；;]/g, "").length > (period?.name.length ?? 0) + HEADING_PREFIX;
  if (period) [state.period, state.periodHeading] = [period, years.length === 0 && more];
  if (years.length > 0) state.years = [...new Set(years)];
}

const ownYears = (clause: string): number[] =>
  yearMentions(clause, extractNumbers(clause))
    .filter((y) => !y.base && !y.since)
    .map((y) => y.year);

/**
 * The period a clause naming none of its own inherits. "我们在一季度维持了茅台的配置，公司2025年ROE仍达32.53%": a
 * period set by a clause asserting nothing and naming no year does not carry into a clause that names a year of its
 * own (that year's report is meant), unless it says 同期.
 */
export function inheritedPeriod(state: SentenceState, clause: string): SentenceState["period"] {
  if (state.periodHeading && !/同期/.test(clause) && ownYears(clause).length > 0) return null;
  // "近四个季度归母净利约275亿元，不到2024年402.54亿元的七成": the last four quarters are the latest, so a clause
  // after them naming a year of its own speaks of that year's report, not of twelve months ending in it.
  // "按TTM口径，截至2026年一季度的…": a year the twelve months run to (截至) keeps them.
  if (state.period?.kind === "ttm" && ownYears(clause).length > 0 && !/截至|截止/.test(clause)) return null;
  if (state.period && YEAR_END_JUDGED.test(clause.replace(BRACKETED, ""))) return null;
  return state.period;
}

/**
 * "一季度末货币资金3519.97亿元，2025年末为3335.13亿元": a clause naming a year's end (年末, 年底, 全年, 年报) as its
 * own period speaks of that year's annual report, not of the quarter the clause before named - unless the year-end is
 * the base it is compared with ("较2025年末增长", "和去年末的754.25亿元基本持平", "比FY2024全年").
 */
const YEAR_END_JUDGED =
  /(?<!(?:较|比|相比|对比|与|和|同|从|由|于|自)\s*(?:FY)?)(?:19|20)\d{2}\s*年\s*(?:末|底|全年|年报|年度)(?!以来)/;
/** "年初至今下降约3.9pp（2024年末65.2%）": a year-end in brackets is the base the clause shows, not its period. */
const BRACKETED = /[（(][^（()）]*[)）]/g;

/**
 * How many years a clause naming none needs its sentence to have named to inherit them. A streak runs to now, not to a
 * year named in passing; through its sentence's years if as many (2022-24年…连续三年). One named by its ordinal counts
 * the year its sentence names ("2025年…下滑，已是连续第四年负增长": to 2025). The last four quarters (TTM) are the
 * latest whatever year the sentence named ("2025年…降19%，但近四个季度约275亿元"): they inherit none.
 */
export function yearsToInherit(kind: PeriodKind, basis: Assertion["basis"], text: string): number {
  if (kind === "ttm") return Number.POSITIVE_INFINITY;
  return basis?.kind === "streak" && !/连续第/.test(text) ? basis.n : 1;
}
