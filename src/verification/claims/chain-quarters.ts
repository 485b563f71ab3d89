/**
 * The single quarters of a chain of levels that has no years of its own (chains.ts), from its sentence:
 * - "2025年单季营收847亿→942亿→1042亿→1406亿", "2025年单季归母净利润逐季抬升：139.63→165.23→185.49→231.67亿元":
 *   four levels after one year and a word of single quarters are that year's four quarters in order;
 * - "单季归母净利润185.55亿→192.24亿→176.93亿，四季度是2025年四个季度里最低的", "单季归母净利192.24亿→176.93亿，
 *   Q4环比降约8%": levels after 单季 and before a clause naming a quarter end in that quarter (二、三、四季度).
 * Each is then read as its quarter, not all as the year's. Runs on text already normalised (NFKC).
 */
const QUARTER_WORD = /单季|逐季|各季度?|分季度|四个季度|Q1\s*(?:至|到|-|~)\s*Q4/i;
const QUARTER_NAMES = ["一季度", "二季度", "三季度", "四季度"] as const;
/** The quarter the clause right after the chain names first: "Q4环比…", "四季度是…", "第三季度…". */
const NEXT_QUARTER = /^[^,;。]{0,12}?,?\s*[^,;。\d]{0,6}?(?:Q([1-4])|第?([一二三四])季度)/i;

/** The clause a chain stands in, up to the chain: from the sentence's last full stop or semicolon. */
function clauseBefore(before: string): string {
  return before.slice(Math.max(before.lastIndexOf("。"), before.lastIndexOf(";"), before.lastIndexOf("\n")) + 1);
}

/** The quarter of each of `n` levels, or null when the sentence does not place them. */
export function chainQuarters(n: number, before: string, after: string): string[] | null {
  const clause = clauseBefore(before);
  const years = new Set([...clause.matchAll(/(?<![\d.])((?:19|20)\d{2})(?![\d.])/g)].map((m) => m[1]));
  if (years.size > 1 || !QUARTER_WORD.test(clause)) return null;
  if (n === 4 && years.size === 1) return [...QUARTER_NAMES];
  // After 单季 itself: 逐季 or 各季度 alone does not say the chain stops at the quarter named next.
  const next = /单季/.test(clause) ? NEXT_QUARTER.exec(after) : null;
  if (!next) return null;
  const last = Number(next[1] ?? "一二三四".indexOf(next[2] ?? "") + 1);
  // With no year, a bare 一季度 is read as the latest first quarter, which may be a year after the others: only
  // quarters of one year with no year named (二至四季度) are placed.
  const first = last - n;
  return n >= 2 && (first > 0 || (first === 0 && years.size === 1)) ? QUARTER_NAMES.slice(first, last) : null;
}
