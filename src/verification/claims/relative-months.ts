/**
 * A month named relative to the day a point is made ("本月披露…", "上月发布…"): the calendar month it stands for, so
 * that the event date checks (event-dates.ts) hold the filing to that month as they do "4月披露…". Without it a
 * filing of any month answered "本月披露新一期员工持股计划草案".
 */
const RELATIVE_MONTH = /(本月|当月|这个月|上个?月)(?!份?(?:以来|至今|底|末|初))/g;

/** The text with 本月/上月 written as the month of `asOf` (YYYY-MM-DD) or the month before it. */
export function withCalendarMonths(text: string, asOf: string): string {
  const [year, month] = [Number(asOf.slice(0, 4)), Number(asOf.slice(5, 7))];
  if (!year || !month) return text;
  return text.replace(RELATIVE_MONTH, (word) => {
    const back = word.startsWith("上") ? 1 : 0;
    const [y, m] = month - back < 1 ? [year - 1, 12] : [year, month - back];
    return `${y}年${m}月`;
  });
}
