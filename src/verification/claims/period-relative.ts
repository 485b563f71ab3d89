/**
 * Years said relative to the debate's date (去年, 前年, 今年, 上一财年, 最新年报), written as the years they name.
 */

/** The last annual report public by asOf: annual reports are due by 30 April (上一财年, 最新年报). */
export function latestFiscalYear(asOf: string): number {
  const year = Number(asOf.slice(0, 4));
  return asOf.slice(5) >= "04-30" ? year - 1 : year - 2;
}

/** 上一财年, 上一个完整财年, 最新年报, 最近一个财年: the last annual report public by asOf. */
const LAST_FISCAL_YEAR = new RegExp(
  "(?:上一个|上一|上个|上)(?:完整)?(?:财年|会计年度)|最新(?:一期)?年报" +
    "|(?:最近|最新)(?:一个)?(?:完整)?(?:财年|会计年度)",
  "g",
);

/**
 * Writes relative years as years: 去年/前年/今年 from asOf's calendar year, 上一财年/上个财年/最近一个完整财年
 * as the last annual report public by asOf. 较去年/去年同期/比上年 stay: they say "than the year before", the
 * basis of a change, not a year. 较前年 is a year: nobody says it for "than the year before"; the base of the latest
 * annual report's change, so the year before the last one public by asOf (in March, two before the calendar's).
 */
export function resolveRelativeYears(text: string, asOf: string | undefined): string {
  if (!asOf) return text;
  const year = Number(asOf.slice(0, 4));
  return (
    yearBeforeNamed(lastYearOfSame(text, asOf))
      .replace(LAST_FISCAL_YEAR, `${latestFiscalYear(asOf)}年`)
      // "比前年末的6.68元": a year's end is a close of the calendar's (year-end-side.ts), read as before.
      .replace(/(?<=[较比]|相比|相较于?)前年(?=\s*[末底])/g, `${latestFiscalYear(asOf) - 1}年`)
      .replace(COMPARED_YEAR_BEFORE_LAST, (_m: string, at: number, all: string) => `${comparedYear(all, at, asOf)}年`)
      .replace(/(?<!同)前年(?!同期)/g, `${year - 2}年`)
      .replace(/(?<![较比于同相])去年(?!同期)/g, `${year - 1}年`)
      .replace(/(?<![较比于])(?:今年|本年度|本年)(?!以来)/g, `${year}年`)
  );
}

/** 去年 as a year (not 较去年, 去年同期): the sentence speaks in calendar years. */
const CALENDAR_LAST_YEAR = /(?<![较比于])去年(?!同期)/;
/** 较前年 as a year: not 较前年末 (a close of the calendar's, above), nor 前年同期. */
const COMPARED_YEAR_BEFORE_LAST = /(?<=[较比]|相比|相较于?)前年(?!同期)/g;
/** The sentence around `at`. */
const sentenceAt = (text: string, at: number): string =>
  sentenceBefore(text, at) + (text.slice(at).split(/[。!?！？\n]/)[0] ?? "");

/** Set while the text is read a second time with 较前年 as the calendar's year before last (compared-readings.ts). */
let calendarReading = false;
/** Reads `read` with 较前年 as the calendar's year before last. */
export function readAsCalendar<T>(read: () => T): T {
  calendarReading = true;
  try {
    return read();
  } finally {
    calendarReading = false;
  }
}

/**
 * The year 较前年 names. With 去年 in its sentence ("去年归母净利润823亿元，较前年的862亿元") the two are calendar
 * years: the year before the last annual report's. Without it, 较前年 is open: the calendar's year before last, or the
 * year before last from the latest annual report ("营业收入1688亿元，比前年的1477亿元仍多出约14%，两年维度看"), two
 * before its year once it is out (before that, in March, the year before the last one public). The text is read the
 * report's way, and again the calendar's (readAsCalendar); compared-readings.ts weighs the two.
 */
function comparedYear(text: string, at: number, asOf: string): number {
  const latest = latestFiscalYear(asOf);
  if (CALENDAR_LAST_YEAR.test(sentenceAt(text, at))) return latest - 1;
  if (calendarReading) return Number(asOf.slice(0, 4)) - 2;
  return latest === Number(asOf.slice(0, 4)) - 1 ? latest - 2 : latest - 1;
}

/**
 * A 较前年 the text leaves open (no 去年 in its sentence): whether a base figure follows it ("较前年的747亿元"), which
 * picks the reading whose year it matches. Null when there is none.
 */
export function openComparedYear(text: string, asOf: string): { figure: boolean } | null {
  const open = [...text.matchAll(COMPARED_YEAR_BEFORE_LAST)].filter(
    (m) => !/^\s*[末底]/.test(text.slice(m.index + 2)) && !CALENDAR_LAST_YEAR.test(sentenceAt(text, m.index)),
  );
  if (open.length === 0 || !asOf) return null;
  return { figure: open.some((m) => /^\s*(?:的)?\s*(?:约|大约)?\s*\d/.test(text.slice(m.index + 2))) };
}

/**
 * "经营现金流/归母净利润2025年仅约0.75倍，去年这一比例还在1倍以上": 去年 before 这一/该 (the measure just named) sets
 * that measure's year before against the year the sentence gave it (named, or else the last annual report). When
 * that year is the calendar's last, the calendar's 去年 would set the year against itself, so it is the one before.
 */
const LAST_YEAR_OF_SAME = /(?<![较比于同相])去年(?=\s*(?:的)?\s*(?:这一|这个|该|同一))/g;
const NAMED_YEAR = /(?<!\d)((?:19|20)\d{2})\s*年/g;
const PART_YEAR = /上半年|下半年|半年|季度|季报|中报|前三季|单季|Q[1-4]|H[12]/i;

/** The sentence up to `at` (a relative word's place): where the year it leans on is named. */
const sentenceBefore = (text: string, at: number): string =>
  text
    .slice(0, at)
    .split(/[。!?！？\n]/)
    .at(-1) ?? "";

function lastYearOfSame(text: string, asOf: string): string {
  const calendarLast = Number(asOf.slice(0, 4)) - 1;
  return text.replace(LAST_YEAR_OF_SAME, (whole: string, at: number) => {
    const before = sentenceBefore(text, at);
    // With no year named, the last annual report - unless the measure is a half's or a quarter's ("上半年…，去年这一
    // 数字"), whose year before is the calendar's 去年.
    const named = [...before.matchAll(NAMED_YEAR)].at(-1);
    if (!named && PART_YEAR.test(before)) return whole;
    const anchor = named ? Number(named[1]) : latestFiscalYear(asOf);
    return anchor === calendarLast ? `${anchor - 1}年` : whole;
  });
}

/**
 * "平安2025年归母净利润同比增长约6.5%，前一年更是大增近48%", "2025年利润下降4.5%，而上一年还增长了15.4%": 前一年 /
 * 上一年 as a clause's own time, after a sentence named a year, is the year before the one it judges - not a base
 * year ("2025年较2024年下降4.5%，前一年还增长了15.4%": 2024). Not as a basis (较上一年, 与前一年相比, 上一年同期: the
 * change's base, read by period-bases.ts), nor 此前一年 (a span of a year).
 */
const YEAR_BEFORE_NAMED = /(?<![较比于与和跟同相此之])(?:前一年|上一年)(?!同期|相比|度)/g;
const BASE_BEFORE = /(?:较|比|相比|相较于?|与|从|由)\s*$/;

function yearBeforeNamed(text: string): string {
  return text.replace(YEAR_BEFORE_NAMED, (whole: string, at: number) => {
    const before = sentenceBefore(text, at);
    const judged = [...before.matchAll(NAMED_YEAR)].filter((m) => !BASE_BEFORE.test(before.slice(0, m.index))).at(-1);
    return judged ? `${Number(judged[1]) - 1}年` : whole;
  });
}
