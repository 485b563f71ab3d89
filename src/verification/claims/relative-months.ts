/**
 * A month named relative to the day a point is made ("本月披露…", "上月发布…"): the calendar month it stands for, so
 * that the event date checks (event-dates.ts) hold the filing to that month as they do "4月披露…". Without it a
 * filing of any month answered "本月披露新一期员工持股计划草案".
 */
const RELATIVE_MONTH = /(本月|当月|这个月|上个?月)(?!份?(?:以来|至今|底|末|初))/g;
/** A calendar month named in the text, with its year when written ("2025年3月", "3月"). */
const NAMED_MONTH = /(?:(\d{4})年)?(1[0-2]|0?[1-9])月(?!\d)/g;

/**
 * The text with 本月/上月 written as the month of `asOf` (YYYY-MM-DD) or the month before it. 当月 after a named month
 * ("3月公告回购，当月股价…") is that month, not the day's: it means "the same month" there.
 */
export function withCalendarMonths(text: string, asOf: string): string {
  const [year, month] = [Number(asOf.slice(0, 4)), Number(asOf.slice(5, 7))];
  if (!year || !month) return text;
  return text.replace(RELATIVE_MONTH, (word, _w: string, at: number) => {
    const named = word === "当月" ? [...text.slice(0, at).matchAll(NAMED_MONTH)].at(-1) : undefined;
    if (named) return named[1] ? `${named[1]}年${Number(named[2])}月` : `${Number(named[2])}月`;
    const back = word.startsWith("上") ? 1 : 0;
    const [y, m] = month - back < 1 ? [year - 1, 12] : [year, month - back];
    return `${y}年${m}月`;
  });
}
