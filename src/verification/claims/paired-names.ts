import { extractNumbers } from "../extract-numbers";
import { findMetrics } from "./metric-lexicon";

/**
 * "营业总收入1720.54亿元，归母净利润823.20亿元，同比分别下降1.20%和4.53%", "营收、利润双双小幅下滑：2025年一季度分别为
 * 837.51亿元（-3.09%）和372.86亿元（-2.08%）": a clause that pairs N figures (分别, 依次) and names no metric pairs
 * them with the N metrics named just before it - in the clause before, or one in each of the N clauses before. The
 * names are written before the clause's 分别, where the binder pairs a list. A clause that names two periods before
 * its 分别 pairs the figures with those periods, and takes no names.
 */
const PAIRS = /分别|依次/;
const IN_BRACKETS = /\([^()]*\)/g;
const FIGURE_KINDS: ReadonlySet<string> = new Set(["amount", "percent", "pp", "multiple", "per_share"]);

/** "2023年、2024年分别为…", "一季度和二季度分别…": a clause that pairs its figures with periods, not metrics. */
const YEAR_NAME = /(?:19|20)\d{2}(?!\d)/g;
const PART_NAME = /[一二三四]季度|Q[1-4]|[上下]半年/gi;
const pairsPeriods = (head: string): boolean =>
  new Set(head.match(YEAR_NAME) ?? []).size >= 2 || new Set(head.match(PART_NAME) ?? []).size >= 2;

const namesOf = (clause: string): string[] => findMetrics(clause).map((m) => clause.slice(m.index, m.end));

export function pairedNames(clauses: readonly string[]): string[] {
  return clauses.map((clause, i) => {
    const at = clause.search(PAIRS);
    if (at < 0 || findMetrics(clause).length > 0 || pairsPeriods(clause.slice(0, at))) return clause;
    const n = extractNumbers(clause.replace(IN_BRACKETS, "")).filter((x) => FIGURE_KINDS.has(x.kind)).length;
    if (n < 2 || i === 0) return clause;
    const before = namesOf(clauses[i - 1]!);
    const each = clauses.slice(Math.max(0, i - n), i).map(namesOf);
    const names =
      before.length === n && new Set(before).size === n
        ? before
        : i >= n && each.every((x) => x.length === 1)
          ? each.map((x) => x[0]!)
          : null;
    return names ? `${clause.slice(0, at)}${names.join("、")}${clause.slice(at)}` : clause;
  });
}
