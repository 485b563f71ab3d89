/**
 * A year's figure ranked in brackets beside it is a claim of its own about that year:
 * "资产负债率由2023年末的77.86%（近五年年末最高）回落至…", "营收从2022年的33181.68亿元（历史峰值）降至…". Left
 * in the clause, its window word (近五年) would rule the clause's move; cut out, it becomes a clause of its own
 * ("资产负债率2023年末的77.86%为近五年年末最高") checked as an extreme of that year. Runs on normalised text (ASCII
 * brackets).
 */
const RANKED = new RegExp(
  String.raw`^(.*?)(由|从|自)?((?:19|20)\d{2}年(?:末|底)?(?:的)?\s*[-+]?\d[\d.,]*\s*(?:%|万亿元?|亿元?|万元|元))` +
    String.raw`\s*\(([^()]*?(?:最高|最低|峰值|高峰|新高|新低|高点|低点)[^()]*)\)(.*)$`,
);

/**
 * The sentence's clauses without their ranked asides, then each aside as a clause of its own: last, so that its year
 * does not become the year the clauses after it inherit ("…，两年下降约7.1个百分点" still spans 2023-2025).
 */
export function rankedAsides(clauses: readonly string[]): string[] {
  const asides: string[] = [];
  const kept = clauses.map((clause) => {
    const m = RANKED.exec(clause);
    if (!m) return clause;
    const [, head, from = "", figure, aside, rest] = m;
    // "峰值", "高点" name the extreme the way 最高 does.
    const rank = aside!.replace(/(?:的)?(?:峰值|高峰|高点)$/, "最高").replace(/(?:的)?低点$/, "最低");
    asides.push(`${head}${figure}为${rank}`);
    return `${head}${from}${figure}${rest}`;
  });
  return [...kept, ...asides];
}
