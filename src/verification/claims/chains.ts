import { chainQuarters } from "./chain-quarters";
import { RUN_WORDS } from "./run-words";
import { listedYears } from "./year-lists";

/**
 * Chains of figures ("61.76亿→174.02亿", "13.3%→23.0%→32.6%", "7.76%(FY2017)→4.96%→2.62%(FY2019)") written as
 * the lists and from/to phrases the binder reads, each level with its year when the sentence places them: the years
 * in brackets after each level or after the chain, else a year pair or range before the chain in its sentence.
 * Runs on text already normalised (NFKC: brackets and commas are ASCII).
 */

const ARROW = "(?:→|->)";
const YEAR = "(?:FY)?((?:19|20)\\d{2})(?:年|财年)?";
const YEAR_UNCAPTURED = "(?:FY)?(?:19|20)\\d{2}(?:年|财年)?";
/**
 * "FY2016-2018", "FY2020至FY2022", "FY2023 → FY2024", "2015→2019年": a span of years, written "2016-2018年".
 * Not "从FY2021到FY2025" (a from/to of its own), nor a date ("2025-03-31").
 */
const YEAR_SPAN = new RegExp(
  `(?<![从由自\\dA-Za-z])(?:FY)?((?:19|20)\\d{2})(?:年|财年)?\\s*(?:-|~|至|到|—|–|${ARROW})` +
    `\\s*(?:FY)?((?:19|20)\\d{2})(?:年|财年)?(?![-\\d])`,
  "gi",
);
/**
 * "2022→2023→2024→2025：307.29→…": three or more years chained, a heading for the levels after it, is their span
 * ("2022-2025年") when the years follow one another. Years with their own levels ("2022年307.29亿→…") are items.
 */
const YEAR_CHAIN = new RegExp(
  `(?<![\\dA-Za-z])${YEAR_UNCAPTURED}(?:\\s*${ARROW}\\s*${YEAR_UNCAPTURED}){2,}(?![\\d.])`,
  "gi",
);
// Years apart ("2019→2022→2025") are a list of years, paired only where 分别/依次 pairs them.
const yearChain = (whole: string): string => listedYears(whole, 2, "、");
/** Only a span written with FY, an arrow or a closing 年 is rewritten: a bare "2016-2018" may be anything. */
const MARKED_SPAN = /FY|→|->|年/i;

const UNIT = "万亿元?|亿元?|万元|元\\/股|元|%|pp|倍";
const NUMBER = "[-+]?\\d[\\d,]*(?:\\.\\d+)?";
/** The report period after a year in brackets: "11.39元(2024年1-9月)". */
const PERIOD = "1-9月|1-6月|1-3月|前三季度|上半年|一季度|Q[1-4]|H1";
/** A level of a chain, its unit and the year (and period) in brackets after it ("100.87亿(FY2020)"). */
const ITEM =
  `(?:${YEAR_UNCAPTURED}\\s*)?${NUMBER}\\s*(?:${UNIT})?` +
  `(?:\\s*\\(\\s*${YEAR_UNCAPTURED}\\s*(?:${PERIOD})?\\s*\\))?`;
/** The years in brackets right after a chain: "(2019-2024年)", "(2023-2024年)". */
const YEARS_AFTER = /\s*\(\s*(?:FY)?((?:19|20)\d{2})年?\s*[-~至到]\s*(?:FY)?((?:19|20)\d{2})年?\s*\)$/i;
// The guard at the start keeps a long digit run from being retried at each of its digits (quadratic time); a comma
// after a clause ("约12.2%,412亿→823亿") starts a chain, one inside a digit group ("1,234") does not.
const CHAIN = new RegExp(
  `(?<![\\d.])(?<!\\d,)(?:${ITEM}\\s*${ARROW}\\s*)+${ITEM}(?:${YEARS_AFTER.source.slice(0, -1)})?`,
  "gi",
);
const ITEM_PARTS = new RegExp(
  `^(?:${YEAR}\\s*)?(${NUMBER})\\s*(${UNIT})?(?:\\s*\\(\\s*${YEAR}\\s*(${PERIOD})?\\s*\\))?$`,
  "i",
);
const SPAN_BEFORE = /((?:19|20)\d{2})-((?:19|20)\d{2})年/g;
/** "1016.18→837.74→856.65→1266.07亿元，对应2020-2023年": the span named in the clause right after the chain. */
const YEARS_TRAILING = /^\s*,\s*(?:分别|依次)?(?:对应|对应的是|为|是)\s*((?:19|20)\d{2})-((?:19|20)\d{2})年/;

interface Item {
  value: string;
  unit: string;
  year: number | null;
  /** The report period written with the year ("1-9月"), kept so the level is read as that period's. */
  period: string;
}

const spanYears = (a: number, b: number): number[] => Array.from({ length: b - a + 1 }, (_, i) => a + i);

/** The years of a chain's levels, or null when the sentence does not place each of them. */
function yearsOf(items: readonly Item[], after: RegExpExecArray | null, before: string): number[] | null {
  const n = items.length;
  const own = items.map((i) => i.year);
  if (own.every((y) => y !== null)) return own as number[];
  const span = ((): [number, number] | null => {
    const [first, last] = [own[0], own[n - 1]];
    if (first != null && last != null) return [first, last];
    if (after) return [Number(after[1]), Number(after[2])];
    // The span of an earlier clause of the sentence ("①…(2022-2024年)；②每股收益5.26→5.63→5.66元") still holds.
    const cut = Math.max(before.lastIndexOf("。"), before.lastIndexOf("\n"));
    const s = [...before.slice(cut + 1).matchAll(SPAN_BEFORE)].at(-1);
    return s ? [Number(s[1]), Number(s[2])] : null;
  })();
  if (!span || span[1] <= span[0]) return null;
  const years = spanYears(span[0], span[1]);
  if (years.length === n) return years;
  // "2015-2019年…61.76亿→174.02亿": two levels are the span's two ends.
  return n === 2 ? span : null;
}

/**
 * "归母净利30.45亿→166.22亿→300.41亿→402.54亿连增三年，2025年回落到326.19亿", "营收2.10→2.74→3.32万亿元连升两年后，
 * 2023、2024年连续回落": a run of levels with no years, said to run on (连增, 连续, 逐年), then a year of the sentence
 * whose clause turns, are the years just before that year: the run ends where the turn starts.
 */
const RUNS_ON = new RegExp(`^[^,;。]{0,6}?(?:${RUN_WORDS})`);
const NEXT_YEAR_TURNS =
  /^[^;。]*?(?<!\d)((?:19|20)\d{2})年?[^,;。]{0,12}?(?:回落|回升|下滑|下降|反弹|转[正负增降]|首次|才)/;
function yearsBeforeTurn(n: number, after: string): number[] | null {
  if (!RUNS_ON.test(after)) return null;
  const turn = NEXT_YEAR_TURNS.exec(after);
  if (!turn) return null;
  const last = Number(turn[1]) - 1;
  return spanYears(last - n + 1, last);
}

/**
 * "现金类资产由2023年690.70亿→592.96亿→516.91亿，连续两年缩水": a chain whose first level alone has a year and that is
 * said to run on (连续, 逐年), in its clause or the next, steps a year at a time from it.
 */
function yearsFromFirst(items: readonly Item[], after: string): number[] | null {
  const first = items[0]?.year;
  const runsOn = RUNS_ON.test(after) || RUNS_ON.test(after.replace(/^\s*,/, ""));
  if (first == null || items.slice(1).some((i) => i.year !== null) || !runsOn) return null;
  return spanYears(first, first + items.length - 1);
}

/** A chain's text rewritten: "2016-2018年分别为A、B、C", "由2015年的A至2019年的B", or "由A至B" with no years. */
function rewrite(items: readonly Item[], years: number[] | null): string {
  const unit = items.at(-1)?.unit ?? "";
  const level = (i: Item): string => `${i.value}${i.unit || unit}`;
  if (items.length === 2) {
    const [a, b] = items as [Item, Item];
    if (!years) return `由${level(a)}至${level(b)}`;
    return `由${years[0]}年${a.period}的${level(a)}至${years[1]}年${b.period}的${level(b)}`;
  }
  const list = items.map(level).join("、");
  const consecutive = years?.every((y, i) => i === 0 || y === years[i - 1]! + 1);
  if (years && consecutive) return `${years[0]}-${years.at(-1)}年分别为${list}`;
  // "2019年3.62元→2023年5.63元→2025年5.70元": years apart, each written with its own level, keep it.
  const own = items.every((i) => i.year !== null);
  return own ? items.map((i) => `${i.year}年${i.period}${level(i)}`).join("、") : list;
}

/**
 * "2023年6.2%→2024、2025年都只有1.2%左右": an arrow into a list of years sharing one level ends the chain; the list
 * is a clause of its own (written after a comma), so its years are no level of the chain and each level keeps its year.
 */
const INTO_YEAR_LIST = new RegExp(
  `(?<=\\d\\s*(?:${UNIT})?)\\s*${ARROW}\\s*(?=${YEAR_UNCAPTURED}\\s*[、和与及]\\s*${YEAR_UNCAPTURED})`,
  "gi",
);
/**
 * "利润增速2021年23.2%→…→2024、2025年都只有1.2%左右": the list's clause keeps what the chain is of (利润增速), the
 * words opening the chain's clause before its first year, so its level is read as that rate, not as a bare level.
 */
const CHAIN_SUBJECT = /([\u4e00-\u9fa5A-Za-z]{1,12}?)\s*(?:FY)?\d{4}\s*年?[^，,。；;：:]*$/i;
const intoYearList = (_arrow: string, at: number, text: string): string => {
  const clause =
    text
      .slice(0, at)
      .split(/[，,。；;：:]/)
      .at(-1) ?? "";
  const subject = CHAIN_SUBJECT.exec(clause);
  return subject && subject.index === clause.search(/\S/) ? `,${subject[1]}` : ",";
};

/** Year spans written one way, then each chain of levels as a list or a from/to phrase. */
export function unchained(text: string): string {
  // "2020-2024五年里": a bare span followed by its count of years is a span too.
  const counted = (at: number): boolean => /^[一二两三四五六七八九十]年/.test(text.slice(at));
  const spans = text
    .replace(INTO_YEAR_LIST, intoYearList)
    .replace(YEAR_CHAIN, yearChain)
    .replace(YEAR_SPAN, (whole: string, a: string, b: string, at: number) =>
      (MARKED_SPAN.test(whole) || counted(at + whole.length)) && Number(b) > Number(a) ? `${a}-${b}年` : whole,
    );
  const rewritten = spans.replace(CHAIN, (...args: unknown[]) => {
    const whole = args[0] as string;
    const at = args.at(-2) as number;
    const after = YEARS_AFTER.exec(whole);
    const chain = after ? whole.slice(0, after.index) : whole;
    const items = chain.split(new RegExp(ARROW)).map((part): Item => {
      const m = ITEM_PARTS.exec(part.trim());
      const year = m?.[1] ?? m?.[4];
      const value = m?.[2] ?? part.trim();
      return { value, unit: m?.[3] ?? "", year: year ? Number(year) : null, period: m?.[5] ?? "" };
    });
    // A move of a price ("42.10元→38.27元") or of bare figures is the market checks' to read.
    // A level in 元 dated by a report year ("11.39元(2024年1-9月)") is a per-share figure, not a price.
    const price = items.length === 2 && items.every((i) => (i.unit === "元" || i.unit === "") && i.year === null);
    if (price) return whole;
    const own = after || items.some((i) => i.year !== null);
    const quarters = own ? null : chainQuarters(items.length, spans.slice(0, at), spans.slice(at + whole.length));
    if (quarters) {
      const unit = items.at(-1)?.unit ?? "";
      return items.map((i, k) => `${quarters[k]}${i.value}${i.unit || unit}`).join("、");
    }
    const trailing = YEARS_TRAILING.exec(spans.slice(at + whole.length));
    const rest = spans.slice(at + whole.length);
    const years =
      yearsOf(items, after ?? trailing, spans.slice(0, at)) ??
      yearsBeforeTurn(items.length, rest) ??
      yearsFromFirst(items, rest);
    const kept = after && !years ? after[0] : "";
    const text = `${rewrite(items, years)}${kept}`;
    return /^\d{4}-\d{4}年分别为/.test(text) ? `${LISTED}${text}` : text;
  });
  // "由2023年A→B→C" rewritten as a list of years: the 由 before it started a move that the list now states.
  return rewritten.replace(new RegExp(`[由从自]?${LISTED}`, "g"), "");
}

/** Marks a chain rewritten as a list of years, so a 由/从 left before it goes too. */
const LISTED = "\u0000";

/** A step after the first of a from/to chain: "再到", "再降至", "又回升到". */
const THEN_STEP = /(?:再|又|后又|随后)[^，,。；;\d]{0,2}?[到至]/g;
/**
 * How many years back the start of "从A到B再到C" stands from the last level: one per step, the first and each 再到
 * after it; undefined for a plain from/to (the year before, as any 从…到…).
 */
export function thenSteps(afterStart: string): number | undefined {
  const steps = afterStart.split(/[，,。；;]/)[0]!.match(THEN_STEP)?.length ?? 0;
  return steps > 0 ? steps + 1 : undefined;
}
