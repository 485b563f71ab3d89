import { findMetrics } from "./metric-lexicon";

/**
 * A list of report periods inside one clause, cut into one clause per period so that each figure is read on its own
 * quarter: "之后三季度78亿、四季度93亿" (each item names its quarter), "一到四季度大约是373亿、376亿、388亿、364亿"
 * and "Q1-Q4分别为…" (a range of quarters and as many figures). The year and the metric carry over from the
 * sentence as for any clause.
 */

const QUARTER_WORD = String.raw`(?:第?[一二三四]季度|Q[1-4]|[上下]半年|前三季度)`;
/** "、" (和, 与, 及) before an item that names its own period (its year too: "、2026Q1 -55.38%") and a figure. */
// "在二季度862.18亿元和四季度861.12亿元": 和/与/及 join two such items as 、 does.
// "2025年一季度利润-2.08%、全年+1.21%": 全年 names its item's period as a quarter does.
const PERIOD_ITEM_SPLIT = new RegExp(
  `(?:、|和|与|及)(?=(?:(?:19|20)\\d{2}年?)?(?:${QUARTER_WORD}|全年)[^、]{0,12}?\\d)`,
);
// "茅台2025年净利-4.5%、今年一季度+1.5%": an item before a quarter's may name a whole year instead, or say 全年
// with no year ("全年利润-4.53%、一季度+1.47%": the latest full year, not the quarter's).
const HAS_PERIOD_AND_FIGURE = new RegExp(
  `(?:${QUARTER_WORD}|(?:19|20)\\d{2}年(?:度|全年)?|(?:去年|上年|今年)?全年)[^、]{0,12}?\\d`,
);

/** A period of any kind an item may name: a quarter, a year, a span (近三年, TTM). */
const NAMES_PERIOD = new RegExp(`${QUARTER_WORD}|(?:19|20)?\\d{2}年|季|TTM|近|以来|去年|今年|同期`, "i");
/** A valuation, per-share or price item: of no report period ("营收869.4亿元" before "一季度…" is that quarter's). */
const PERIODLESS_ITEM = /PE|PB|EPS|市盈|市净|股息|市值|每股|股价/i;

const QUARTER_NUMBER = "一二三四";
const quarterIndex = (c: string): number => QUARTER_NUMBER.indexOf(c) + 1 || Number(c);
/** "一到四季度", "一至三季度", "1-4季度", "Q1-Q4", "Q1到Q3": a run of quarters, first and last. */
const QUARTER_RANGE =
  /(?:第?([一二三四1-4])\s*(?:到|至|-|~)\s*第?([一二三四1-4])季度|Q([1-4])\s*(?:到|至|-|~)\s*Q([1-4]))/;
const FIGURE = String.raw`(?:约|近|超过|逾)?\s*[-+]?\d[\d.,]*\s*(?:万亿|亿|万)?元?%?`;

/**
 * "前三季度归母净利润在单季层面依次为A、B、C", "上半年单季分别为A、B": a cumulative period's quarters, one by one,
 * when the clause says 单季 and pairs its figures.
 */
// "2025年四个单季营收1704、2009、1950、2377亿元": a count of single quarters pairs its figures as 分别 does.
// "2025年各季单季归母净利A、B、C、D": 各季 pairs as many of the year's quarters as figures, from the first.
const SPAN_OF_QUARTERS = /前三季度|上半年|全年|([两二三四])个(单季度?|季度)|各季度?/;
const SPAN_LAST: Record<string, number> = {
  前三季度: 3,
  上半年: 2,
  全年: 4,
  两: 2,
  二: 2,
  三: 3,
  四: 4,
  各季: 0,
  各季度: 0,
};
const COUNTED_SINGLE = /[两二三四]个单季|各季/;
/**
 * "2025年四个季度归母净利分别为A、B、C、D亿元": a year's quarters counted and paired by 分别 are its single quarters
 * even without 单季 (four cumulative figures of one year are not written so); "过去四个季度", "连续四个季度" are a
 * rolling run, not the year's quarters from the first.
 */
const QUARTERS_OF_YEAR = /(?<!过去|最近|近|连续|前|后)([两二三四])个季度|各季度?/;

/** "三、四季度", "二和四季度", "Q3、Q4": two quarters named together. */
const QUARTER_PAIR = /(?:第?([一二三四1-4])\s*[、和与及]\s*第?([一二三四1-4])季度|Q([1-4])\s*[、和与及]\s*Q([1-4]))/;

interface QuarterRange {
  index: number;
  length: number;
  first: number;
  last: number;
  pair?: boolean;
  /** "四个单季": the span word said 单季, which its cut clauses keep ("二季度单季…", not the half year). */
  single?: boolean;
}

function quarterRange(clause: string): QuarterRange | null {
  const p = QUARTER_PAIR.exec(clause);
  if (p) {
    const [first, last] = [quarterIndex(p[1] ?? p[3]!), quarterIndex(p[2] ?? p[4]!)];
    if (first < last) return { index: p.index, length: p[0].length, first, last, pair: true };
  }
  const r = QUARTER_RANGE.exec(clause);
  if (r)
    return {
      index: r.index,
      length: r[0].length,
      first: quarterIndex(r[1] ?? r[3]!),
      last: quarterIndex(r[2] ?? r[4]!),
    };
  const paired = /单季/.test(clause) && (/分别|依次/.test(clause) || COUNTED_SINGLE.test(clause));
  const s = paired
    ? SPAN_OF_QUARTERS.exec(clause)
    : (/分别|依次/.test(clause) && QUARTERS_OF_YEAR.exec(clause)) || null;
  if (s) {
    const single = s[2]?.startsWith("单季") === true;
    return { index: s.index, length: s[0].length, first: 1, last: SPAN_LAST[s[1] ?? s[0]]!, single };
  }
  // "2025年单季营收依次为A、B、C和D亿元", "2025年比亚迪单季营收分别是A、B、C、D": a year's quarters from the first,
  // as many as the figures listed.
  const year = paired ? YEAR_THEN_SINGLE.exec(clause) : null;
  if (year) return { index: year.index + year[0].length, length: 0, first: 1, last: 0 };
  // "2025年单季归母净利逐季抬升：A、B、C到四季度D": four figures after one year's 单季 or 逐季 are its four quarters.
  // Not where the first figure already names its quarter ("2025年单季营收一季度847亿、二季度942亿…": a chain
  // placed by chain-quarters.ts).
  const four = YEAR_THEN_QUARTERLY.exec(clause);
  const at = four ? four.index + four[0].length : 0;
  if (!four || /[一二三四]季度|Q[1-4]/i.test(clause.slice(at).split(/\d/)[0]!)) return null;
  return { index: at, length: 0, first: 1, last: 4 };
}
/** A year, then (a few words such as the company's name) 单季. */
const YEAR_THEN_SINGLE = /(?:19|20)\d{2}年(?:度)?[^,;:：。\d]{0,8}?单季度?/;
const YEAR_THEN_QUARTERLY = /(?:19|20)\d{2}年(?:度)?[^,;:：。\d]{0,8}?(?:单季度?|逐季)/;

/**
 * "、", ",", "/", "和", "与", "及", "→" between the figures of a list; "…C到四季度D", "…C、Q4 D": an item may name its
 * quarter, which must be the one its place in the list gives.
 */
const ITEM_SEP = String.raw`\s*(?:[、,/→]|和|与|及|到|至)\s*(?:第?[一二三四]季度|Q[1-4])?\s*`;
/** The quarter an item names after its separator, 1-4, or 0. */
const namedQuarter = (sep: string): number => {
  const q = /([一二三四])季度|Q([1-4])/.exec(sep);
  return q ? quarterIndex(q[1] ?? q[2]!) : 0;
};
/** "1703.60、2009.20和2376.99亿元": the unit written once, after the last figure, is every figure's. */
export function sharedUnit(figures: string[]): string[] {
  const unit = /(?:万亿|亿|万)?元?%?$/.exec(figures.at(-1)!)?.[0] ?? "";
  return unit ? figures.map((f) => (/\d$/.test(f) ? `${f}${unit}` : f)) : figures;
}

function perQuarterOfRange(clause: string): string[] | null {
  const r = quarterRange(clause);
  if (!r) return null;
  const after = clause.slice(r.index + r.length);
  const list = new RegExp(`^(\\D*?)(${FIGURE}(?:${ITEM_SEP}${FIGURE})+)(.*)$`).exec(after);
  if (!list) return null;
  const figures = sharedUnit(list[2]!.split(new RegExp(ITEM_SEP)));
  const first = r.first;
  const last = r.last || (figures.length <= 4 ? figures.length : 0);
  const quarters = r.pair ? [first, last] : Array.from({ length: last - first + 1 }, (_, i) => first + i);
  if (last <= first || figures.length !== quarters.length) return null;
  // "…到四季度D" is the list's last quarter only where D is the fourth figure of a year's quarters.
  const seps = [...list[2]!.matchAll(new RegExp(ITEM_SEP, "g"))].map((m) => namedQuarter(m[0]));
  if (seps.some((q, i) => q !== 0 && q !== quarters[i + 1])) return null;
  const lead = clause.slice(0, r.index);
  const single = r.single ? "单季" : "";
  return figures.map((f, i) => `${lead}${QUARTER_NUMBER[quarters[i]! - 1]}季度${single}${list[1]}${f}${list[3]}`);
}

/** The clause cut into one clause per report period it lists, or as it is. */
export function perListedPeriod(clause: string): string[] {
  const ranged = perQuarterOfRange(clause);
  if (ranged) return ranged;
  const parts = clause.split(PERIOD_ITEM_SPLIT);
  // "EPS 5.70元、PE约6.7倍、一季度净利同比+1.5%": items before the first naming a period are not of that period; they
  // are cut off as one clause, read on the sentence's own period.
  const [lead, ...rest] = parts;
  const unnamed = lead !== undefined && /\d/.test(lead) && !NAMES_PERIOD.test(lead) && PERIODLESS_ITEM.test(lead);
  if (
    parts.length > 1 &&
    (unnamed || HAS_PERIOD_AND_FIGURE.test(lead ?? "")) &&
    rest.every((p) => HAS_PERIOD_AND_FIGURE.test(p))
  )
    return parts;
  return [clause];
}

/** A clause that is only a list of figures (its items may name their quarters). */
const BARE_LIST = new RegExp(String.raw`^\s*${FIGURE}(?:${ITEM_SEP}${FIGURE})+\s*[。!]?\s*$`);

/**
 * "2025年单季归母净利逐季抬升：A、B、C到四季度D": a list standing alone after a clause that names one year's single
 * quarters and states no figure is that year's quarters (perQuarterOfRange on the two read as one); the clause before
 * stays as it is, its move read on the quarters.
 */
export function quartersAfterLead(clauses: string[]): string[] {
  return clauses.flatMap((clause, i) => {
    const lead = clauses[i - 1];
    if (!lead || !BARE_LIST.test(clause) || !YEAR_THEN_QUARTERLY.test(lead)) return [clause];
    if (/\d/.test(lead.replace(/(?:19|20)\d{2}年/g, ""))) return [clause];
    // The items keep the lead's year, 单季 and metric, not its move (逐季抬升, 一路走高: read once, on the lead).
    const metric = findMetrics(lead).at(-1);
    if (!metric) return [clause];
    const core = lead.slice(0, metric.end).replace(/逐季/g, "");
    const single = /单季/.test(core) ? core : core.replace(/((?:19|20)\d{2}年(?:度)?)/, "$1单季");
    return perQuarterOfRange(`${single}:${clause}`) ?? [clause];
  });
}
