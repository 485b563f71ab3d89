import { extractNumbers } from "../extract-numbers";
import { findMetrics } from "./metric-lexicon";
import { PRICE_WINDOW } from "./phrase-words";

/**
 * "营业总收入1720.54亿元，归母净利润823.20亿元，同比分别下降1.20%和4.53%", "营收、利润双双小幅下滑：2025年一季度分别为
 * 837.51亿元（-3.09%）和372.86亿元（-2.08%）": a clause that pairs N figures (分别, 依次) and names no metric pairs
 * them with the N metrics named just before it - in the last clause naming any, or one in each of the N clauses
 * before. The names are written before the clause's 分别, where the binder pairs a list. A clause that names two
 * periods before its 分别 pairs the figures with those periods, and takes no names.
 */
// "…，对应1741.4亿元与862.3亿元": a clause opening with 对应 pairs its figures with the names before as 分别 does.
const PAIR_WORDS = "分别|依次";
const FIGURES_NEXT = String.raw`对应(?=\s*(?:约|近)?\s*[-+]?\d)`;
const PAIRS = new RegExp(String.raw`${PAIR_WORDS}|^\s*${FIGURES_NEXT}`);
/**
 * Where a list of names (written or put there by pairedNames) meets the figures it pairs: the same words, 对应 now
 * after the names written before it ("营收、归母净利润对应1741.4亿元与862.3亿元").
 */
export const PAIRED_AT = new RegExp(`${PAIR_WORDS}|${FIGURES_NEXT}`);
/** "股价表现平平，近5日和近20日分别下跌2%和5%": a clause about the share price pairs its figures with its windows. */
const PRICE_CLAUSE = new RegExp(`股价|${PRICE_WINDOW.source}`);
const IN_BRACKETS = /\([^()]*\)/g;
/** A clause opening with only the size its figures are ("降幅", "同比增速"): the names paired own it. */
const SIZE_HEAD = /^\s*(?:同比|环比)?\s*(?:降幅|增幅|增速|涨幅|跌幅|减幅|变动|变化)\s*$/;
const FIGURE_KINDS: ReadonlySet<string> = new Set(["amount", "percent", "pp", "multiple", "per_share"]);

/** "2023年、2024年分别为…", "一季度和二季度分别…": a clause that pairs its figures with periods, not metrics. */
const YEAR_NAME = /(?:19|20)\d{2}(?!\d)/g;
const PART_NAME = /[一二三四]季度|Q[1-4]|[上下]半年/gi;
const pairsPeriods = (head: string): boolean =>
  new Set(head.match(YEAR_NAME) ?? []).size >= 2 || new Set(head.match(PART_NAME) ?? []).size >= 2;

const figuresOf = (clause: string) =>
  extractNumbers(clause.replace(IN_BRACKETS, "")).filter((x) => FIGURE_KINDS.has(x.kind));
const naming = (clause: string): boolean => findMetrics(clause).length > 0;
/** A clause that neither names a metric nor has a figure or a topic of its own. */
const bare = (clause: string): boolean =>
  !naming(clause) && figuresOf(clause).length === 0 && !PRICE_CLAUSE.test(clause);
const namesOf = (clause: string): string[] => findMetrics(clause).map((m) => clause.slice(m.index, m.end));

export function pairedNames(clauses: readonly string[]): string[] {
  return clauses.map((clause, i) => {
    const at = clause.search(PAIRS);
    if (at < 0) return pairedOnward(clause, clauses[i - 1]);
    if (naming(clause) || pairsPeriods(clause.slice(0, at))) return clause;
    if (PRICE_CLAUSE.test(clause)) return clause;
    const n = figuresOf(clause).length;
    if (n < 2 || i === 0) return clause;
    // "营收…、归母净利…，2018年双双创出新高，增速分别为…": a clause naming no metric between keeps the pair, unless it
    // has figures or a topic of its own ("…，股价表现平平，分别下跌2%和5%").
    const named = clauses.slice(0, i).findLast((c, j, before) => naming(c) && before.slice(j + 1).every(bare)) ?? "";
    const before = namesOf(named);
    const each = clauses.slice(Math.max(0, i - n), i).map(namesOf);
    const names =
      before.length === n && new Set(before).size === n
        ? before
        : i >= n && each.every((x) => x.length === 1)
          ? each.map((x) => x[0]!)
          : null;
    if (!names) return clause;
    // "…双降，降幅分别为11.8%与55.4%": the names go before the size word they own ("收入、利润降幅分别为").
    const head = SIZE_HEAD.exec(clause.slice(0, at)) ? 0 : at;
    return `${clause.slice(0, head)}${names.join("、")}${clause.slice(head)}`;
  });
}

/** Figures joined into one run: 、, 和, 与, 及 and nothing else between them. */
const RUN_GLUE = /^\s*(?:元|亿元|万亿元|亿|%)?\s*(?:、|和|与|及)\s*(?:约|近)?\s*$/;

/**
 * "达到", "至", "同比为约": the only words before the figures of a clause that goes on pairing. A subject before them
 * ("海外为16%和15%", "行业平均为3%和6%") makes the figures that subject's, not the names'.
 */
const REACHING_HEAD = /^\s*(?:同比)?(?:分别)?(?:达到?|至|为|升至|降至|增至)?\s*(?:约|近)?$/;

/**
 * "营收、归母净利润分别增长约29%和34%，达到7771.02亿元和402.54亿元", "…同比分别下降约3.1%和2.1%，至837.51亿元与
 * 372.86亿元": a clause naming no metric whose figures are one run of as many as the names the clause before paired
 * goes on pairing them, in the same order; the names and 分别 are written before its first figure.
 */
function pairedOnward(clause: string, prior: string | undefined): string {
  const at = prior?.search(PAIRS) ?? -1;
  if (!prior || at < 0 || naming(clause) || PRICE_CLAUSE.test(clause)) return clause;
  const names = namesOf(prior.slice(0, at));
  const figures = extractNumbers(clause).filter((x) => FIGURE_KINDS.has(x.kind));
  if (figures.length < 2 || names.length !== figures.length || new Set(names).size !== names.length) return clause;
  const run = figures.slice(1).every((n, k) => {
    const last = figures[k]!;
    return RUN_GLUE.test(clause.slice(last.index + last.raw.length, n.index));
  });
  const first = figures[0]!.index;
  return run && REACHING_HEAD.test(clause.slice(0, first))
    ? `${clause.slice(0, first)}${names.join("、")}分别${clause.slice(first)}`
    : clause;
}
