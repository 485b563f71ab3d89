import type { Assertion } from "./assertion";

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
 * Whether a parsed clause becomes the clause before for the next one: not a share aside (above), nor a concession
 * about another metric ("…；即使利润下滑，现金回报没有缩水": an aside the next clause skips).
 */
export function lendsSubject(clause: string, a: Assertion, before: Assertion | null): boolean {
  const text = clause.trim();
  if (SHARE_ONLY.test(text)) return false;
  return !CONCESSIVE.test(text) || a.bound !== "previous" || a.metric === before?.metric;
}
