/**
 * "一季度毛利率24.82%，在2025年全年26.27%的基础上继续提升", "在上年同期268.47亿元的基础上小幅增长": a move built on a
 * level of another period names that period as its base, as 较 does ("较2025年全年26.27%继续提升"). Written so, every
 * reading of a base (a report period's, a year's, 同期) sees it; only where a level is shown or its period named.
 */
const BUILT_ON = /在\s*([^,;。!?在]{1,24}?)\s*的?\s*基础上(?=\s*[^,;。!?\s])/g;
const LEVEL_OR_PERIOD = /\d|全年|同期|上年|去年|年[末初底]|季度|半年/;
// "在2024年大增47.8%的高基数上继续增长": a base that is a change (a year's growth), not a level, names no base period.
const A_CHANGE = /[增降涨跌升减]|下滑|回落/;

export function builtOnWritten(sentence: string): string {
  return sentence.replace(BUILT_ON, (whole, base: string) =>
    LEVEL_OR_PERIOD.test(base) && !A_CHANGE.test(base) ? `较${base}` : whole,
  );
}
