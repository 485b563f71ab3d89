import type { ExtractedNumber } from "../extract-numbers";
import { digitOrTen } from "../chinese-digits";
import type { BoundFigure } from "./binding";
import { type ClaimMetric, METRIC_LEXICON } from "./metric-lexicon";
import { headingYear } from "./heading-years";
import { RANGE_LAST_YEAR } from "./year-range";
import { EVENT_AFTER, REVERSED_BEFORE, REVERSED_MOVE } from "./event-after";
import { YEAR_END_SPAN } from "./basis-words";
import { FIRST_FALL_WORDS, FIRST_TIME_WORDS } from "./size-direction-words";

/**
 * The grammar of periods in a claim: which years a clause judges, which are only the base of a comparison
 * (较2022年的19.42%), relative years (去年, 上一财年) resolved from the debate's date, year ranges, and the report
 * period within a year (一季度, 上半年, 前三季度, 单季, TTM). The parser reads; the checker binds to data.
 */

/**
 * Annual report, cumulative year-to-date (q1 = Jan-Mar, h1, q3 = Jan-Sep), a single quarter, or trailing twelve
 * months.
 */
export type PeriodKind = "annual" | "q1" | "h1" | "q3" | "q2s" | "q3s" | "q4s" | "h2" | "qs" | "ttm";

/**
 * "6月末", "3月底": the end of a month named as a report period's, not a day of prices ("3月底以来", "9月底放量大涨",
 * "6月底MACD死叉", "到6月底已经涨了快三成").
 */
const MONTH_END =
  "月(?:末|底)(?!以来|至今|起|开始)(?![^，,。；]{0,8}(?:收盘|股价|放量|缩量|MACD|KDJ|RSI|均线|MA\\d|[涨跌]|[金死]叉))";

/** TTM but as the label of a valuation multiple ("PE(TTM)", "市盈率TTM", "TTM PE"). */
const MULTIPLES = "PE|PB|PS|市盈率|市净率|市销率";
export const TTM_OF_CLAUSE =
  String.raw`(?<!(?:${MULTIPLES})\s*[(（\-_]?\s*)TTM` + String.raw`(?!\s*[)）]?\s*[\-_]?\s*(?:${MULTIPLES}))`;

/** "滚动四季度", "近4个季度", "近四季": the trailing four quarters (个 may be left out), not the fourth quarter. */
export const TRAILING_QUARTERS = "(?:滚动|近|过去|最近)(?:(?:4|四)个?(?:完整)?季度|四季(?!度))";

/** Longest first: 前三季度 (Jan-Sep) before 三季度 (Q3 alone); 上一季度 is the quarter before, not 一季度. */
export const PERIOD_WORDS: readonly { re: RegExp; kind: PeriodKind; name: string }[] = [
  {
    // "PE(TTM)约21倍、净利率50.53%": a TTM written on a valuation names the multiple's basis (pe-basis.ts), not the
    // period of the clause's other items.
    re: new RegExp(`${TTM_OF_CLAUSE}|(?:滚动|近|过去|最近)(?:12|十二)个月|${TRAILING_QUARTERS}`, "i"),
    kind: "ttm",
    name: "近12个月",
  },
  // "截至三季度末，宁德累计实现营收…": the year so far up to the third quarter's end.
  {
    re: /前三季度|前3季度|1-9月|1~9月|三季报|Q1-Q3|9M|(?:截至|截止)(?:\d{4}年)?(?:三|3)季度?末/i,
    kind: "q3",
    name: "前三季度",
  },
  // 年中 (a balance at mid-year: 2024年中的) and 2024年中期 are the half-year report's; not "一年中", "2024年中国石化",
  // "2025年中期分红".
  {
    re: new RegExp(
      "上半年|半年报|半年度|中报|中期(?:报告|业绩|财报)|H1|1-6月" +
        String.raw`|1~6月|(?<![\d一两二三四五六七八九十几])年中(?![报国])` +
        // Not "2021-2025年中的第二高": the end of a range of years, among which a year is placed.
        String.raw`|(?<=(?:19|20)\d{2}\s*)(?<!${RANGE_LAST_YEAR})年中` +
        "(?:(?=的|末|时|[,，]|$)|期(?!分红|利润分配|派息|股息))" +
        // "半年ROE 17.89%" is the half-year report's; "近半年", "过去半年", "半年内" are spans of time, "半年线" MA120;
        // so is a half year counted in sessions or shrinking as only a price does ("半年（120个交易日）跌约18%",
        // "半年蒸发18.4%"; "半年跌了不少", "半年缩水了不少" after a metric may be that metric's half year).
        String.raw`|(?<![近去这每个多大前后小上下])半年(?![内来里多以之左前后线均]|\s*[（(]\s*\d+\s*个?交易日` +
        String.raw`|\s*(?:就|又|已经?|累计)?\s*(?:蒸发|缩水)了?\s*(?:约|近|超过?)?\s*\d)`,
      "i",
    ),
    kind: "h1",
    name: "上半年",
  },
  { re: /下半年|H2/i, kind: "h2", name: "下半年" },
  // "3月末货币资金", "9月底负债率": a balance at a quarter's end named by its month (not "3月底以来" of prices).
  { re: new RegExp(`(?<![到至])[6六]${MONTH_END}`), kind: "h1", name: "上半年" },
  { re: new RegExp(String.raw`(?<![\d一到至])[3三]${MONTH_END}`), kind: "q1", name: "一季度" },
  { re: new RegExp(`(?<![到至])[9九]${MONTH_END}`), kind: "q3", name: "前三季度" },
  { re: /(?<![上前])一季度|一季报|第一季度|Q1|1-3月|1~3月/i, kind: "q1", name: "一季度" },
  { re: /二季度|第二季度|Q2/i, kind: "q2s", name: "二季度" },
  { re: /三季度|第三季度|Q3/i, kind: "q3s", name: "三季度" },
  { re: /四季度|第四季度|Q4/i, kind: "q4s", name: "四季度" },
  { re: /单季度?/, kind: "qs", name: "单季" },
];

/**
 * "前三季度净利增6.25%，单季利润192亿元": 单季 after a cumulative period is the quarter that period ends with (the
 * third), not the cumulative figure; a period naming its own quarter (四季度单季) is kept.
 */
const LAST_QUARTER_OF: Partial<Record<PeriodKind, { kind: PeriodKind; name: string }>> = {
  h1: { kind: "q2s", name: "二季度" },
  q3: { kind: "q3s", name: "三季度" },
};
type NamedPeriod = { kind: PeriodKind; name: string };
/**
 * "按TTM口径，截至2026年一季度的归母净利润约827亿元": under a trailing-twelve-months frame, a report period named as
 * where the figures run to (截至…) is the end of the twelve months, not the period judged.
 */
const AS_OF_PERIOD =
  /^[^，,。；;]{0,4}?(?:截至|截止到?)\s*(?:\d{4}\s*年\s*)?(?:第?[一二三四]季度末?|Q[1-4]|[上下]半年|前三季度)/;

/** The clause's period: its own, else the one held from before; a bare 单季 is the held period's single quarter. */
export const clausePeriod = (own: NamedPeriod | null, held: NamedPeriod | null, text = ""): NamedPeriod | null =>
  held?.kind === "ttm" && own && own.kind !== "ttm" && AS_OF_PERIOD.test(text)
    ? held
    : ((own?.kind === "qs" && held ? (LAST_QUARTER_OF[held.kind] ?? held) : own) ?? held);

/**
 * A period word after these is the base of a comparison ("环比一季度", "较上半年", "少于上半年的", "弱于上半年的",
 * "从一季度的20.07%降到上半年的18.01%"), not the period judged.
 */
// "明显弱于上半年的454亿元": a comparison said as strength (强于, 弱于, 好于, 逊于) names its base as much as 低于.
const BASE_PERIOD_BEFORE =
  /(?:环比|较|比|相比|对比|[高低少多大小强弱好差优逊]于|超过|不及|不如|与|从|由)(?:\d{4}年?|去年|上年)?$/;

/**
 * 从/由 names a base only where a move runs on to another period ("由H1的+23.3%转负" is H1's own rate), or where a
 * growth rate masked before it (rate-change.ts) moves from it: "增速从一季度的11.56%回落" is the rate of the period its
 * sentence judges, against the first quarter's.
 */
export function fromNamesBase(text: string, index: number): boolean {
  const after = text.slice(index);
  return /[到至]/.test(after) || (text.slice(0, index).includes("◇") && /[⇡⇣]/.test(after));
}

function isBasePeriod(text: string, index: number): boolean {
  const lead = BASE_PERIOD_BEFORE.exec(text.slice(Math.max(0, index - 8), index));
  return lead !== null && (!/^[从由]/.test(lead[0]) || fromNamesBase(text, index));
}

/** After a half: a quarter ranked among its two ("最高的一季", "两个季度中最低", "较高的一个季度"). */
export const RANKED_IN_HALF =
  /^[^，,。；;]{0,8}?(?:最|较)[^，,。；;]{0,6}?(?:一个?季(?!度)|个季度|季度)|^[^，,。；;]{0,4}?两个?季度?中/;

/** The period the clause judges: the first period word in it that is not a comparison's base (longest at a place). */

export function periodKindOf(text: string): { kind: PeriodKind; name: string } | null {
  const hits = PERIOD_WORDS.flatMap((p) =>
    [...text.matchAll(new RegExp(p.re.source, `${p.re.flags}g`))].map((m) => ({
      kind: p.kind,
      name: p.name,
      index: m.index,
      end: m.index + m[0].length,
      // "是下半年利润最高的一季": the half a quarter is ranked in is no period judged (quarter-ranks.ts).
      base:
        isBasePeriod(text, m.index) ||
        ((p.kind === "h1" || p.kind === "h2") && RANKED_IN_HALF.test(text.slice(m.index + m[0].length))),
    })),
  );
  // "较2024年前三季度": the 三季度 inside a base's 前三季度 is the base too.
  const bases = hits.filter((h) => h.base);
  let best: (typeof hits)[number] | null = null;
  // "截至三季度，近四个季度归母净利润…", "过去12个月（截至26Q1）": a TTM named is the period judged, its quarter
  // the end.
  const ttm = hits.find((h) => h.kind === "ttm" && !h.base);
  if (ttm) return { kind: ttm.kind, name: ttm.name };
  for (const h of hits) {
    if (h.base || bases.some((b) => b.index <= h.index && h.end <= b.end)) continue;
    if (!best || h.index < best.index || (h.index === best.index && h.end > best.end)) best = h;
  }
  // "2025年单季净利润三季度388.42亿元": 单季 names the basis, the quarter after it the period.
  const q =
    best?.kind === "qs" ? hits.find((h) => !h.base && SINGLE_QUARTERS.has(h.kind) && h.index > best!.index) : null;
  return q ? { kind: q.kind, name: q.name } : best ? { kind: best.kind, name: best.name } : null;
}

/**
 * "较2025年同期11.56%的增速": a bare percent of an amount at a base year is that year's own growth, never its level;
 * one written with its change word ("较2023年下降约10%") or its sign ("较2024年+15.7%") is the change into the period
 * judged.
 */
export const baseYearRate = (f: Pick<BoundFigure, "fromBase" | "change" | "n">, m: ClaimMetric): boolean =>
  f.fromBase && !f.change && METRIC_LEXICON[m].kind === "amount" && /^[约近]?[\d.]+%$/.test(f.n.raw);

/** A base at the last year-end (较上年末, 比年初): another period than a quarter's own year-on-year base. */
// In a quarter's clause "比年末" is the last year-end too: the quarter's own year has not ended.
export const YEAR_END_BASE =
  /(?:较|比|相比|相较于?|与)\s*(?:上一?年末|去年末|上年底|去年底|(?:去年|上一?年)?(?:年末|年底)|年初)/;

/** A base that is a quarter: "比Q2的", "较2025Q1", "比2025年一季度", "从去年四季度"; not "较去年同期". */
export const QUARTER_BASE =
  /(?:较|比|相比|相较于?|从)\s*(20\d\d年?|去年|上年)?\s*(?:第?([一二三四1-4])季度|Q([1-4]))(?:单季)?(?!同期)/;
/** The single quarters, apart from the cumulative periods (上半年, 前三季度) and the year. */
export const SINGLE_QUARTERS: ReadonlySet<PeriodKind> = new Set(["q1", "q2s", "q3s", "q4s"]);
// "负债率季度间只多了0.1个百分点": between two quarter-ends next to each other, the newer against the one before.
const PREVIOUS_QUARTER = /(?:较|比|相比|相较于?|从)\s*(?:上一?个?季度?|前一个?季度?)(?!同期)|季度之?间/;
const SINGLE_QUARTER: Partial<Record<PeriodKind, number>> = { q1: 1, q2s: 2, q3s: 3, q4s: 4 };
const LEVEL_REACHED = /(?:回升|回落|反弹|回暖|下滑|滑落|[升降增减跌涨])(?:至|到)/;
const YEAR_ON_YEAR = /同比|同期|去年|上年|(?:较|比|相比)\s*\d{4}年|yoy/i;

/** "回落至207.38亿元" with no 同比 in its clause: a level reached, from a base the clause does not name. */
export const reachesLevel = (text: string): boolean => LEVEL_REACHED.test(text) && !YEAR_ON_YEAR.test(text);

/**
 * The clause compares its single quarter with the quarter right before it without saying 环比 ("Q3单季…比Q2的63.6亿
 * 增长约23%", "一季度…较上季度", "2026Q1…比2025Q4"): a sequential comparison, read as 环比.
 */
export function quarterBeforeIsBase(text: string, kind: PeriodKind): boolean {
  const k = SINGLE_QUARTER[kind];
  if (!k) return false;
  if (PREVIOUS_QUARTER.test(text)) return true;
  // "Q3回升至78.23亿元", "Q2降至63.56亿元": a later quarter's level reached moves from the quarter before it, unless
  // the clause says it is on the year before (同比, 去年同期).
  if (k > 1 && reachesLevel(text)) return true;
  const m = QUARTER_BASE.exec(text);
  if (!m) return false;
  const q = ("一二三四1234".indexOf(m[2] ?? m[3] ?? "") % 4) + 1;
  const yearBefore = m[1] === "去年" || m[1] === "上年";
  // "2025年三季度…较2024年二季度": a base year the clause's year does not lead into is another quarter, not 环比.
  const baseYear = /^20\d\d/.test(m[1] ?? "") ? Number(m[1]!.slice(0, 4)) : null;
  const own = [...text.slice(0, m.index).matchAll(/20\d\d/g)].at(-1);
  const ownYear = own ? Number(own[0]) : null;
  if (baseYear !== null && ownYear !== null && baseYear !== (k === 1 ? ownYear - 1 : ownYear)) return false;
  // A first quarter's quarter before is the last one of the year before, which must be named with its year - or be
  // where a move to the first quarter starts ("从四季度92.86亿元骤降到一季度40.85亿元": the fourth just before it).
  const movesOn = m[0].startsWith("从") && /[到至]/.test(text.slice(m.index + m[0].length));
  return k === 1 ? q === 4 && (m[1] !== undefined || movesOn) : q === k - 1 && !yearBefore;
}

/** "2016年的2.56倍", "2019年的两倍出头": a multiple of a year's level, in figures or words. */
const TIMES_OF_YEAR = new RegExp(
  String.raw`^(?:FY)?\d{2,4}年(?:(?!\d{4}年)[^,]){0,14}的\s*(?:约|近|超过|逾|接近)?\s*` +
    String.raw`(?:\d+(?:\.\d+)?|[一二两三四五六七八九十]{1,2})\s*倍`,
);

/** A year followed by its peak or low ("2022年3.32万亿元的峰值"): after 距 it is where a gap is measured from. */
const PEAK_OF_YEAR = /^(?:FY)?\d{4}年?[^,;]{0,16}?(?:峰值|高点|高峰|顶峰|低点|谷底|最高|最低)/;
/**
 * Words before a year that make it the base of a comparison, not the period judged; "距2022年3.32万亿元的峰值少了约
 * 2436亿元" measures the gap from that year as 比 does, "仅次于2024年的次高", "只输给2024年" rank against it;
 * "还超过了2023年的4009亿元" with its 了 too.
 */
const BASE_BEFORE = new RegExp(
  // "但比起2021年的11804.44亿元仍少了一成多": 比起 and 较之 name the base as 比 and 较 do.
  "(?:较之?|比起|比|相比于?|相较于?|相对于?|对比|由|从|自|距离?|[高低少多大小强弱好差优逊]于|不及|不如|超过|" +
    "越过了?|超越了?|回到|恢复到|次于|输给|" +
    String.raw`倍于\s*(?:FY)?)了?\s*$`,
);

/**
 * A bare number that is a year without 年: alone in brackets after a figure ("从15.61%（2015）升到28.48%（2019）"),
 * in a list of years that a span closes ("2024、2025两年利润回升"), or closing a heading ("平安2025：").
 */
export function bareYear(n: ExtractedNumber, text: string): boolean {
  if (n.kind !== "bare" || !/^(?:19|20)\d{2}$/.test(n.raw)) return false;
  const before = text.slice(0, n.index);
  const after = text.slice(n.index + n.raw.length);
  if ((/[(（]\s*$/.test(before) && /^\s*(?:A|E)?\s*[)）]/.test(after)) || headingYear(before, after)) return true;
  const listed = /^(?:\s*[、和与及]\s*(?:19|20)\d{2})*\s*(?:[两二三四五六七八九十]个?)?年/;
  return (/^\s*[、和与及]/.test(after) || /(?:19|20)\d{2}\s*[、和与及]\s*$/.test(before)) && listed.test(after);
}

/** "2019年以来", "2022年之后": the year starts a window; 之后/以后 start it the year after (AFTER_YEAR). */
// Not "2023年起至2025年": a start with its end named is a range's first year (yearMentions expands it).
// "2024年末收盘52.65元以来": a year-end close named by its price starts a window as the year-end does.
const SINCE_AFTER = new RegExp(
  String.raw`^(?:FY)?\d{2,4}年?度?(?:(?:末|底)(?:的?收盘价?\s*(?:为|在)?\s*\d+(?:\.\d+)?\s*元)?)?` +
    String.raw`(?:以来|至今|(?:起|开始)(?!\s*[至到—–~-]\s*\d)|之后|以后)`,
);
export const AFTER_YEAR = /^(?:FY)?\d{2,4}年?度?(?:之后|以后)/;

export interface YearMention {
  year: number;
  index: number;
  /** 较2022年, 由2021年: the base of a change. */
  base: boolean;
  /** 2019年以来: the start of a window, neither judged nor a base. */
  since: boolean;
}

/**
 * "2024年", "FY2024", "24年", ranges "2021-2024年" expanded; each with where it stands and whether it is a base year.
 */
// "一季度净利40.85亿不到2025年四季度92.86亿的一半": a quarter of that year is such a whole too.
const WHOLE_YEAR_SHARE = new RegExp(
  String.raw`^\d{4}年?(?:全年|年度|第?[一二三四]季度|Q[1-4])[^,;]{0,12}?的\s*(?:约|近|不到|不足)?\s*` +
    String.raw`(?:[一二三四五六七八九两]成|一半|\d+(?:\.\d+)?\s*%)`,
);
const SHARE_VERB = /(?:不到|不足|超过|相当于|约为|接近|达到|只有|仅有|仅为|已达)\s*$/;
const FROM_FIGURE_TAG = /(?:从|由)\s*(?:约)?\s*[-\d.]+\s*(?:%|亿元?|万亿元?|元|倍)?\s*\(\s*(?:FY)?$/;

/**
 * What follows the day a report was published on: "于2025年3月26日披露", "2025年3月26日招行已披露了…",
 * "于2025年3月26日公告", "于4月3日挂出" (公告 as the verb).
 */
const DISCLOSED_ON = /^[^，,；;。:：\d]{0,5}?(?:披露|发布|公布|刊发|刊登|出炉|发出|公告|挂出)/;

/** "与2021年…相比", "和2024年的3374.88亿元几乎一样": what follows a year after 与/和 that makes it the other side. */
const SIDE_AFTER_YEAR =
  /^(?:FY)?\d{2,4}年?度?[^,]{0,16}(?:相比|相较|比较|相差|持平|相当|差不多|基本一致|一样|相近|相仿|接近)/;

export function yearMentions(text: string, numbers: readonly ExtractedNumber[]): YearMention[] {
  const out: YearMention[] = [];
  const add = (year: number, index: number): void => {
    if (out.some((m) => m.year === year && m.index === index)) return;
    // "较2022年", "由2021年的…", "与2023年相比": the base of a change.
    const after = text.slice(index);
    const base =
      BASE_BEFORE.test(text.slice(Math.max(0, index - 4), index)) ||
      // "以FY2023为基数", "放到2023年的300.41亿元作基数": the base named as such.
      (/(?:以|拿|用|把|放到)\s*$/.test(text.slice(Math.max(0, index - 2), index)) &&
        /^(?:FY)?\d{4}年?[^,;]{0,16}?(?:为|作为|作|当作)(?:基数|基期|基准|起点)/.test(after)) ||
      // "较疫情年FY2020的332.71亿": a short description of the base year may stand between.
      /(?:较|相比|相较于?)[^\d,;:]{1,4}年(?:FY)?$/.test(text.slice(Math.max(0, index - 9), index)) ||
      // "与2021年712.08亿元的高点相比", "是2021年30.45亿元的5倍多": the year compared with; "与2021年末的69.9%相差
      // 无几" names the level the clause's own year is close to.
      (/[与和同跟]\s*$/.test(text.slice(Math.max(0, index - 2), index)) && SIDE_AFTER_YEAR.test(after)) ||
      // "距2022年3.32万亿元的峰值少了约2436亿元": the year of an extreme a gap is measured from.
      (/(?:距离?|离)\s*$/.test(text.slice(Math.max(0, index - 2), index)) && PEAK_OF_YEAR.test(after)) ||
      // Not "2019年归母净利润是2016年的2.56倍": the year nearest the 的N倍 is the base, not one before it.
      TIMES_OF_YEAR.test(after) ||
      // "2023年末到2025年末": the first year-end of the span (basis-words.ts).
      YEAR_END_SPAN.test(after) ||
      // "一季度利润约占2025年全年的18.6%", "…不到2025年全年的两成": the whole a share is of, not the period judged.
      (/占\s*$/.test(text.slice(Math.max(0, index - 2), index)) && /^\d{4}年?(?:全年|年度)/.test(after)) ||
      (SHARE_VERB.test(text.slice(Math.max(0, index - 4), index)) && WHOLE_YEAR_SHARE.test(after)) ||
      // "负债率从15.61%（2015年）升到28.48%": the year in brackets after a move's first figure is its base.
      FROM_FIGURE_TAG.test(text.slice(0, index)) ||
      // "经营现金流4514.57亿（FY2024为4470.23亿）": a year's level in brackets beside the figure is the base shown.
      (/\(\s*(?:FY)?$/.test(text.slice(Math.max(0, index - 3), index)) &&
        /^(?:FY)?\d{4}(?:年?(?:为|是)|年[末底](?:为|是)?)\s*[-\d]/.test(after));
    // "在2024年下滑后重回增长", "在2020年下滑后重回增长": what the clause judges is the year after the event's.
    // "一举扭转2024年的下滑": so is the year of a move a reversal verb names.
    const reversed = REVERSED_BEFORE.test(text.slice(0, index)) && REVERSED_MOVE.test(after);
    if ((/在\s*$/.test(text.slice(0, index)) && EVENT_AFTER.test(after)) || reversed) {
      out.push({ year: year + 1, index, base, since: false });
      return;
    }
    const since = SINCE_AFTER.test(after);
    out.push({ year, index, base: base && !since, since });
  };
  for (const n of numbers) {
    if (
      n.kind === "year" ||
      (n.kind === "bare" &&
        n.decimals === 0 &&
        n.value >= 1990 &&
        n.value <= 2100 &&
        /^(?:一季|中报|半年|三季|年报|年度|全年)/.test(text.slice(n.index + n.raw.length))) ||
      bareYear(n, text)
    )
      add(n.value, n.index);
    // "2024年年报于2025年3月26日披露，当年…": the day a report came out is not the period it reports on.
    else if (n.kind === "date" && n.value > 1e7 && !DISCLOSED_ON.test(text.slice(n.index + n.raw.length)))
      add(Math.floor(n.value / 1e4), n.index);
  }
  // Two-digit years ("24年", "24年报"), not spans ("近3年", "连续10年", "过去12年").
  for (const m of text.matchAll(/(?<![\d.])(\d{2})年(?!代)/g)) {
    const before = text.slice(Math.max(0, m.index - 2), m.index);
    if (/(?:近|连续|过去|最近|超过|逾|第|续|去)$/.test(before)) continue;
    const y = 2000 + Number(m[1]);
    if (y >= 2010 && y <= 2039) add(y, m.index);
  }
  // A range names every year in it: "2021-2024年" is 2021, 2022, 2023 and 2024 (each placed at the range's start).
  // "从FY2021到FY2025", "2023年起至2025年" are ranges too.
  for (const m of text.matchAll(
    /(?<!\d)(?:(20\d{2})年?\s*(?:起|开始)?\s*[-~至到—–]\s*(20\d{2})年|FY(20\d{2})\s*[-~至到—–]\s*FY(20\d{2}))/g,
  )) {
    const [a, b] = [Number(m[1] ?? m[3]), Number(m[2] ?? m[4])];
    if (b > a && b - a <= 15) for (let y = a + 1; y < b; y++) add(y, m.index + 1);
  }
  return out.sort((a, b) => a.index - b.index || a.year - b.year);
}

/** The year a figure at `index` speaks of: the nearest named before it in its clause. */
export function yearBefore(years: readonly YearMention[], index: number): YearMention | null {
  return years.filter((y) => y.index < index).at(-1) ?? null;
}

/**
 * "三年下降约8.6个百分点", "五年接近翻倍", "四年增长约3.5倍": a change over N years into the period judged. Not a
 * streak (连续四年), a window (近五年), a year ("24年") or a first over years ("六年来首次下滑": first-since.ts).
 */
export function spanYearsOf(text: string): number | null {
  const firsts = [...FIRST_TIME_WORDS, ...FIRST_FALL_WORDS].join("|");
  const m = new RegExp(
    // "三年首降", "六年来首降": a first over years, with or without 来.
    String.raw`(?<![近续去最第前\d年])([两二三四五六七八九十]|[2-9])(?:个)?年(?!来?的?(?:${firsts}))` +
      String.raw`(?:间|来|内|累计|里|时间)?(?![报度末初底以代])`,
  ).exec(text);
  if (!m) return null;
  return digitOrTen(m[1]!) ?? Number(m[1]);
}
