/**
 * "在2024年下滑后重回增长": a year named with an event the clause goes on from. What the clause judges is the year
 * after the event's (periods.ts reads it so), and the event is no move of the clause's own (parse-assertions.ts
 * sets its span aside). The event itself is not checked: a false premise (在2024年增长后) passes unread.
 */
// A streak after the event ("在2022年达到峰值之后连续三年回落") keeps the year judged: period-starts.ts ends it there.
export const EVENT_AFTER = /^(?:FY)?\d{4}年[^\d,;。]{1,6}?(?:之后|以后|后)(?!\s*(?:已经?|又|便|就|则|即)?\s*连续)/;
/** "在2024年下滑后重回增长": the event the clause goes on from is no move of its own; its span is set aside. */
export const eventBeforeSpans = (text: string): { index: number; end: number }[] =>
  [...text.matchAll(/在\s*(?:FY)?\d{4}年[^\d,;。]{1,6}?(?:之后|以后|后)/g)].map((m) => ({
    index: m.index,
    end: m.index + m[0].length,
  }));
