/**
 * "一季度毛利率24.82%，在2025年全年26.27%的基础上继续提升", "在上年同期268.47亿元的基础上小幅增长": a move built on a
 * level of another period names that period as its base, as 较 does ("较2025年全年26.27%继续提升"). Written so, every
 * reading of a base (a report period's, a year's, 同期) sees it; only where a level is shown or its period named.
 */
const BUILT_ON = /在\s*([^,;。!?在]{1,24}?)\s*的?\s*基础上(?=\s*[^,;。!?\s])/g;
const LEVEL_OR_PERIOD = /\d|全年|同期|上年|去年|年[末初底]|季度|半年/;
// "在2024年大增47.8%的高基数上继续增长": a base that is a change (a year's growth), not a level, names no base period.
const A_CHANGE = /[增降涨跌升减]|下滑|回落|反弹|改善|提高|翻番|翻倍/;

/**
 * "在2024年大幅反弹近48%的基础上继续改善": a year's change built on is that year's own move, and the move after it is
 * the next year's (2024年大幅反弹近48%之后,2025年继续改善), each checked on its own year.
 */
const YEAR_CHANGE = /^((?:19|20)\d{2})\s*年(?![^,;。!?]*(?:季|半年|月))/;
const YEAR_AHEAD = /^\s*(?:19|20)\d{2}\s*年/;

export function builtOnWritten(sentence: string): string {
  return sentence.replace(BUILT_ON, (whole, base: string, at: number, all: string) => {
    if (LEVEL_OR_PERIOD.test(base) && !A_CHANGE.test(base)) return `较${base}`;
    const year = A_CHANGE.test(base) ? YEAR_CHANGE.exec(base) : null;
    if (!year || YEAR_AHEAD.test(all.slice(at + whole.length))) return whole;
    return `${base}之后,${Number(year[1]) + 1}年`;
  });
}
