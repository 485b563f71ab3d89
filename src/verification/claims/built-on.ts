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

/**
 * "2021、2022年利润连降，之后才企稳回升", "2019至2024年连续增长，此后出现下滑": a clause opening with 之后/此后/随后
 * after a clause naming years judges the year after the last one named, not that year again. Not a run after
 * it ("此后一路下滑", "之后连续两年…": more years than the next) nor after a day or month (a price's time,
 * market-days.ts).
 */
const LAST_YEAR = /((?:19|20)\d{2})\s*年(?![^，,；;]*?(?:以来|季|半年))(?![\s\S]*(?:(?:19|20)\d{2}\s*年|\d\s*[月日]))/;
const RUN_AFTER = /^[^，,；;。]*(?:连续|一路|持续|逐年|一直|始终|(?:19|20)\d{2}|[一二两三四五六七八九十]年)/;

function afterRunWritten(sentence: string): string {
  const parts = sentence.split(/(?<=[，,；;])/);
  return parts
    .map((part, k) => {
      const opens = /^\s*(?:之后|此后|随后|其后)/.exec(part);
      // "此后股价从5.68元跌到5.39元": the share price's time after a snapshot or a day, not the next report year.
      if (!opens || k === 0 || RUN_AFTER.test(part.slice(opens[0].length)) || /股价|收盘/.test(part)) return part;
      // "1月6日收盘…，此后3月单月跌了10%": after a day or a month named, 此后 is a price's time (market-days.ts).
      const earlier = parts.slice(0, k).join("");
      const year = /\d\s*[月日]/.test(earlier) ? null : LAST_YEAR.exec(earlier);
      return year ? `${Number(year[1]) + 1}年${part.slice(opens[0].length)}` : part;
    })
    .join("");
}

export function builtOnWritten(sentence: string): string {
  return afterRunWritten(sentence).replace(BUILT_ON, (whole, base: string, at: number, all: string) => {
    if (LEVEL_OR_PERIOD.test(base) && !A_CHANGE.test(base)) return `较${base}`;
    const year = A_CHANGE.test(base) ? YEAR_CHANGE.exec(base) : null;
    if (!year || YEAR_AHEAD.test(all.slice(at + whole.length))) return whole;
    return `${base}之后,${Number(year[1]) + 1}年`;
  });
}
