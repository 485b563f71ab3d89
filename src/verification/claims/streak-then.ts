/**
 * "营收两连降后2025年基本持平", "利润连续三年增长之后，2025年小幅回落": a counted streak followed by 后 and a year is
 * the phase before that year - a run ending the year before it - and the year's own move comes after. Written as two
 * clauses ("2024年两连降,2025年基本持平") so the streak is checked as a run into 2024 and the move on 2025 alone.
 * A streak that names its own years ("利润2019至2024连增五年后于2025年首降") keeps them: only the clause is cut there.
 */
const COUNT = "(?:\\d|[两二三四五六七八九十])";
const MOVE = "(?:增长|下滑|下降|上升|增加|减少|回落|走高|走低|提升)";
const SHORT = `${COUNT}连(?:升|增|降|减|涨|跌)|连(?:升|增|降|减)${COUNT}年`;
const STREAK = `(?:${SHORT}|连续${COUNT}个?年[^,;。\\d]{0,4}?${MOVE})`;
const STREAK_THEN_YEAR = new RegExp(`([\\d年])?(${STREAK})(?:之|以)?后\\s*[于在]?\\s*,?\\s*((?:19|20)\\d{2})年`, "g");

export function streakThenYearWritten(sentence: string): string {
  return sentence.replace(STREAK_THEN_YEAR, (_, named: string | undefined, streak: string, year: string) => {
    return named ? `${named}${streak},${year}年` : `${Number(year) - 1}年${streak},${year}年`;
  });
}
