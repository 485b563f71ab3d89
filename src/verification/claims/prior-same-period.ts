// "2026年一季度营收同比增长3.8%，而去年同期为下降3.1%": a clause whose subject is the same period a year before.
const PRIOR_SAME_PERIOD = /^\s*(?:而|但|但是|不过|相比之下)?\s*(?:去年|上年)同期(?:还是|则|为|是|仍|还|只|仅)?/;
const BOUND_WORD = /^\s*(?:超过|高于|低于|不足|不到|逾)/;

/**
 * Whether a clause speaks of the year before its sentence's: its subject is 去年同期 / 上年同期 and it states a move
 * (`moves`) or bounds a level ("上年同期超过150亿元"). A level alone ("上年同期1.48元") is the base shown, not a claim
 * about that year.
 */
export function speaksOfYearBefore(text: string, moves: boolean): boolean {
  const prior = PRIOR_SAME_PERIOD.exec(text);
  return !!prior && (moves || BOUND_WORD.test(text.slice(prior[0].length)));
}
