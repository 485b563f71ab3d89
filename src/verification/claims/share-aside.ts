import type { Assertion } from "./assertion";
import { LEVERAGE_NORMAL } from "./industry-norms";

/** A clause that concedes ("虽然利润下滑，…"): what it says is granted, the point is in the clause after it. */
export const CONCESSIVE = /^(?:虽然|尽管|虽|即便|即使|就算|哪怕|固然)/;

/**
 * "2025年现金分红类流出672.42亿元，约占归母净利润的82%，比2024年的709.51亿元少了约37亿元": a clause that is only a
 * share of a whole ("约占归母净利润的82%") names the whole as what its figure is taken of, not as the sentence's new
 * subject. The clause after it goes on about the subject before it (the payout), so it is no 'clause before' that
 * lends its metric: 709.51亿元 is the payout's 2024 figure, not 归母净利润's.
 */
const SHARE_ONLY = new RegExp(
  String.raw`^(?:约|大约|大概|接近|近|超过|超|逾|仅|只|已|则)?(?:占|相当于)(?:了)?(?:当年|同期|同年|全年)?` +
    String.raw`[^,;\d]{1,14}?的?\s*(?:约|近|超过)?\s*` +
    String.raw`(?:[\d一二两三四五六七八九十]+(?:\.\d+)?\s*(?:%|成|分之)|一半|半数)`,
);

/**
 * "经营现金流1332.20亿元，约为归母净利的1.85倍，同比增长约37%": a clause that is only a multiple of another metric
 * (是/为/相当于…的N倍, nothing after it) is an aside on the subject as a share is: the clause after it goes on about
 * the subject (the cash flow's growth), not about the ratio.
 */
const MULTIPLE_ONLY = new RegExp(
  String.raw`^(?:约|大约|大概|接近|近|超过|超|逾|仅|只|已|则|几乎|足足)?(?:是|为|相当于)(?:当年|同期|同年|全年)?` +
    String.raw`[^,;\d]{1,14}?的\s*(?:约|近|超过|逾)?\s*[\d一二两三四五六七八九十]+(?:\.\d+)?\s*倍` +
    String.raw`(?:左右|上下|多|有余|出头)?$`,
);

/**
 * The clause after a multiple aside goes on about the subject only where it gives a growth rate (同比增长约37%); one
 * going on about the multiple ("比2023年的0.89倍明显改善", "这一比值还在1.07倍", "与2024年的水平相当") keeps it.
 */
const growthAfter = (next: string): boolean =>
  /\d\s*%/.test(next) && !/倍|比例|比值|比率|这一|该比|水平|含金量|覆盖/.test(next);

/**
 * Whether a parsed clause becomes the clause before for the next one: not a share or multiple aside (above), nor a
 * clause calling a level normal, nor a concession about another metric ("…；即使利润下滑，现金回报没有缩水": an
 * aside the next clause skips).
 */
export function lendsSubject(clause: string, a: Assertion, before: Assertion | null, next = ""): boolean {
  const text = clause.trim();
  // "负债率89.80%看着高，但属于行业常态，近五年都在89%-90%之间": a clause calling the level before an industry's
  // normal, with no metric or figure of its own, is an aside; the clause after it goes on about that level.
  if (a.metric === null && a.figures.length === 0 && before?.metric && LEVERAGE_NORMAL.test(text)) return false;
  if (SHARE_ONLY.test(text) || (MULTIPLE_ONLY.test(text) && a.metrics.length > 0 && growthAfter(next))) return false;
  return !CONCESSIVE.test(text) || a.bound !== "previous" || a.metric === before?.metric;
}
