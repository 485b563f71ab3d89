/**
 * "年末货币资金仍有754.25亿元，一季末又回升到757.87亿元": a first quarter's end moving to a level right after a clause
 * that stated a year-end's level moves from that year-end, not from the first quarter-end a year before; the base is
 * written in ("一季度末较年末又回升到…"). After the year-end of a year named ("2025年末…，一季度末又升到…") the
 * quarter is the next year's. A clause with a base of its own (较, 比, 同比) keeps it.
 */
const YEAR_END_STATED = /(?:((?:19|20)\d{2})\s*年(?:末|底)|年末|年底)[^，,；;。]*\d/;
const QUARTER_END_MOVE = new RegExp(
  String.raw`^(\s*(?:[^，,；;。\d]{0,6}?))(一季度末|3月末|3月底)` +
    String.raw`(?=[^，,；;。\d]{0,12}?(?:回升|回落|反弹|回到|[升降增减涨跌])(?:到|至))`,
);
const OWN_BASE = /较|比|相比|同比|环比|同期/;

export function yearEndThenQuarter(sentence: string): string {
  const clauses = sentence.split(/(?<=[，,])/);
  return clauses
    .map((clause, i) => {
      const stated = i > 0 ? YEAR_END_STATED.exec(clauses[i - 1]!) : null;
      const move = QUARTER_END_MOVE.exec(clause);
      if (!stated || !move || OWN_BASE.test(clause) || /\d{4}\s*年/.test(move[1]!)) return clause;
      const year = stated[1] ? `${Number(stated[1]) + 1}年` : "";
      return `${move[1]}${year}${move[2]}较年末${clause.slice(move[0].length)}`;
    })
    .join("");
}
