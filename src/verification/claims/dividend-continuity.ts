import { type ClaimCheck, undecided } from "./check-series";
import type { EventFact } from "./event-facts";
import { anyOf, DOUBTED, NOT_HAPPENED, NOT_SO } from "./negation-words";

/**
 * A dividend said to recur ("延续年度派息", "中期分红如期而至", "分红节奏稳定", "一年两次分红的节奏延续"): the
 * company's distribution plans of the kind named (中期, 年度, or either) are held for the newest report year the
 * titles name and the one before it. The stored announcements are a selection: a year not held leaves the clause
 * 未能核验, never ❌. A clause sizing the dividend (增长, 比例, 亿元) says more than recurrence and is not read here.
 */

/**
 * "从未中断", "没有中断", "未间断", "不曾断档": a break denied is a recurrence said the other way round. Its negation
 * is not a denial of the recurrence (DENIED_OR_DOUBTED reads the clause without it).
 */
const UNBROKEN = /(?:从未|未曾|不曾|从没有?|没有|并未|并没有|未|没|不)(?:中断|间断|断档|断过|停过)/g;
const RECURS = /延续|持续|如期|连续|照例|一如既往|节奏稳定/;
/** "已经中断", "出现断档": a break said, with the words of time that go with it. */
const BREAK = /(?:已经?|出现了?|曾经?|一度)?(?:中断|间断|断档)/g;

/**
 * The clause without its words of continuity or a break ("没有中断", "已经中断"): their 没有 or 已 is no word of one
 * filing (DIVIDEND_EVENT), so a clause that is only a recurrence or a break goes to this module's reading.
 */
export const withoutContinuity = (t: string): string => t.replace(UNBROKEN, "").replace(BREAK, "");
const SIZED = /增|降|减|加大|提高|提升|上调|下调|翻|比例|率|金额|规模|亿|万元|%/;
const INTERIM = /中期|半年度/;
/**
 * "不再延续", "没能如期而至", "能否持续存疑", "恐难持续": a recurrence denied or doubted is not the one asserted here
 * (a denial would need every year's plans, a doubt is a forecast): left to the other event checks, never ✅.
 */
const DENIED_OR_DOUBTED = new RegExp(
  `${anyOf(NOT_HAPPENED, NOT_SO, DOUBTED)}|不再|未能|没能|是否|存疑|不确定|中断|打破|停止|恐`,
);
/** A distribution's own filing (a plan or its implementation), not an opinion on it. */
const PLAN_TITLE = /利润分配|分红派息|权益分派|分红方案|派息实施/;

/** The report year a plan's title names ("2025年年度利润分配方案" → 2025), or null. */
const reportYear = (e: EventFact): number | null => {
  const m = /(20\d{2})\s*年/.exec(e.title);
  return m ? Number(m[1]) : null;
};

/** null when the clause says no recurrence; else its check. */
export function checkDividendRecurs(t: string, dividends: readonly EventFact[]): ClaimCheck | null {
  const unbroken = t.replace(UNBROKEN, "");
  if ((!RECURS.test(t) && unbroken === t) || SIZED.test(t) || DENIED_OR_DOUBTED.test(unbroken)) {
    return null;
  }
  const twice = /一年两次|每年两次|两次分红|年度和中期|中期和年度/.test(t);
  const kinds = twice
    ? [true, false]
    : INTERIM.test(t)
      ? [true]
      : /(?<![半本])年度|年终|末期/.test(t)
        ? [false]
        : [null];
  const plans = dividends.filter((e) => PLAN_TITLE.test(e.title) && reportYear(e) !== null);
  const ofKind = (interim: boolean | null, year: number): EventFact[] =>
    plans.filter((e) => reportYear(e) === year && (interim === null || INTERIM.test(e.title) === interim));
  // The newest year of the kind said last ("一年两次": the annual one, filed after the interim one).
  const last = kinds.at(-1)!;
  const years = plans.filter((e) => last === null || INTERIM.test(e.title) === last).map((e) => reportYear(e)!);
  const what = twice ? "中期和年度分红" : kinds[0] === true ? "中期分红" : kinds[0] === false ? "年度分红" : "分红";
  if (years.length === 0) return undecided("event", `${what}延续`, `公告中没有${what}方案，无法核验延续`);
  const newest = Math.max(...years);
  const held = [newest - 1, newest].flatMap((y) => kinds.map((k) => ofKind(k, y).at(-1)));
  if (held.some((e) => e === undefined))
    return undecided(
      "event",
      `${what}延续`,
      `公告库只收录部分公告，${newest - 1}、${newest}年${what}方案未都收录，无法核验`,
    );
  const list = held.map((e) => `${e!.date}《${e!.title.slice(0, 30)}》`).join("、");
  return {
    kind: "event",
    ok: true,
    expected: `${what}延续`,
    found: list,
    reason: `${newest - 1}、${newest}年都有${what}：${list}`,
  };
}
