/**
 * "在2024年下滑后重回增长": a year named with an event the clause goes on from. What the clause judges is the year
 * after the event's (periods.ts reads it so), and the event is no move of the clause's own (parse-assertions.ts
 * sets its span aside). The event itself is not checked: a false premise (在2024年增长后) passes unread.
 */
// A streak after the event ("在2022年达到峰值之后连续三年回落") keeps the year judged: period-starts.ts ends it there.
export const EVENT_AFTER = /^(?:FY)?\d{4}年[^\d,;。]{1,6}?(?:之后|以后|后)(?!\s*(?:已经?|又|便|就|则|即)?\s*连续)/;
/**
 * "是营收扩张后的首次回落", "连涨后的第一次回调", "在连续六年增长后首次下滑": the phase a move comes after is no
 * move of the clause's own; the move after it is what the clause judges.
 */
const PHASE_BEFORE = new RegExp(
  "(?:扩张|增长|上涨|上升|连涨|连增|高增|大涨|下滑|下降|下跌|回落|连降|连跌|大跌)" +
    "(?:之|以)?后(?:的|(?=\\s*(?:首次|第一次|首度)))" +
    "(?=\\s*(?:首次|第一次|首度|再次|又一次)?\\s*(?:回落|下滑|下降|下跌|回调|回升|反弹|增长|上涨|回暖|转正|转负))",
  "g",
);
/** "连续十年增长后的首次下滑": after a streak word, the streak is the phase the move comes after, not its own run. */
export const STREAK_THEN = /^[^，,。；;\d]{0,6}?(?:之|以)?后[的，,]?\s*(?:首次|第一次|首度|又一次|再次)/;
/** "在2024年下滑后重回增长": the event the clause goes on from is no move of its own; its span is set aside. */
export const eventBeforeSpans = (text: string): { index: number; end: number }[] =>
  [...text.matchAll(/在\s*(?:FY)?\d{4}年[^\d,;。]{1,6}?(?:之后|以后|后)/g), ...text.matchAll(PHASE_BEFORE)].map(
    (m) => ({
      index: m.index,
      end: m.index + m[0].length,
    }),
  );

/**
 * "一举扭转2024年的下滑", "结束了2023年的负增长": the year named right after a verb that reverses a move is the year
 * of the move reversed; the clause judges the year after it, as after "在2024年下滑后". A move shown with its size
 * ("扭转了2024年约9.7%的下滑", "止住了2025全年下滑4.5%的势头") keeps its year: the figure is that year's.
 */
export const REVERSED_BEFORE = /(?:扭转|结束|摆脱|告别|止住)了?\s*$/;
export const REVERSED_MOVE =
  /^(?:FY)?\d{4}年度?(?:的)?[^\d,;。]{0,6}?(?:下滑|下降|负增长|颓势|回落|下跌|亏损)(?!\s*(?:了|约|近)?\s*[-+]?\d)/;
