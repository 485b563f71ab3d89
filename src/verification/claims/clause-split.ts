import { earnedPerShare } from "./earned-per-share";
import { companiesIn } from "./company-names";
import { QUOTE_MASKS } from "../../compliance/quoted-evidence";
import { smallNumeral } from "../chinese-digits";
import { normalizeNumberText } from "../extract-numbers";
import { unchained } from "./chains";
import { DIRECTION_WORDS, MAGNITUDE_WORDS } from "./judgement-words";
import { AMOUNT_SIDE_SPELLINGS } from "./amount-sides";
import { CASH_SPELLINGS } from "./cash-spellings";
import { MARKET_SPELLINGS, PRICE_POINTS, pricePointsWritten } from "./market-spellings";
import { namedCloses } from "./named-close";
import { conversionAsMargin, perHundredAsMargin } from "./per-hundred";
import { perUnitRatiosWritten } from "./per-unit-ratio";
import { parentMarginByMethod } from "./parent-margin-method";
import { yearDenialsAsRuns } from "./year-denials";
import { findMetrics } from "./metric-lexicon";
import { perListedPeriod, quartersAfterLead } from "./period-lists";
import { answeredPeriods } from "./answered-periods";
import { quarterEndWritten, writtenPeriods } from "./period-shorthand";
import { resolveRelativeYears } from "./period-relative";
import { DAYS_PREMISE } from "./per-day";
import { CAUSE_BETWEEN, NEGLIGIBLE_SPELLING, NEUTRAL_PHRASES, SECOND_ORDER, TOPIC_SUBJECTS } from "./phrase-words";
import { FORMULA_HEADING } from "./formula-heading";
import { RATING } from "./event-words";
import { BASE_PERIOD, RATE_BASE_MOVES, RATE_SPEEDS, maskRateChange, rateAboveBaseWritten } from "./rate-change";
import { onlyYears } from "./year-lists";
import { rankedAsides } from "./period-asides";
import { baseListsSplit } from "./base-lists";
import { spanExtremeWritten } from "./span-extremes";
import { sinceSpanWritten } from "./since-span";
import { gapApart, gapToBaseWritten } from "./gap-apart";
import { movePairsApart } from "./move-pairs";
import { lastYearWritten, thenYearWritten } from "./then-year";
import { spanEndsWritten } from "./span-moves";
import { yearsAfterRun, yearsAfterWritten } from "./years-after";
import { streakThenYearWritten } from "./streak-then";
import { yearsAgoWritten } from "./years-ago";
import { peakAfterWritten } from "./peak-after";
import { extremeThenWritten } from "./extreme-then";
import { extremeStartWritten } from "./extreme-start";
import { nextDayAfterWritten } from "./next-day-after";
import { heldSinceWritten } from "./held-since";
import { yearsAheadWritten } from "./years-ahead";
import { unitsCarriedBack } from "./list-units";
import { respectiveWritten } from "./respective-words";
import { itemPeriods } from "./period-items";
import { yearEndThenQuarter } from "./year-end-then";
import { pairedNames } from "./paired-names";
import { pronounYears } from "./pronoun-years";
import { paybackWritten } from "./payback-years";
import { trailingDynamicPe } from "./pe-basis";
import { MOVE_THEN_MULTIPLE } from "./move-then-valuation";
import { maskRefutedQuotes } from "./refuted-quotes";
import { maskEraTimes } from "./era-words";
import { maskOpenMatters } from "./open-matters";
import { builtOnWritten } from "./built-on";
import { reportHeadline } from "./report-headline";
import { maskDragCauses } from "./drag-causes";
import { workingIfMasked } from "./working-if";

/**
 * How a claim is cut into sentences and clauses before each clause is read: relative years written out, neutral
 * phrases masked, commas inside brackets kept, enumerations of years or metrics cut into one clause per item.
 */

// After NFKC "，" is ",": a comma splits clauses unless it groups thousands ("1,741.44亿").
// A semicolon separates clauses of one sentence: the period it names carries on ("2026年一季度营收…；归母净利润…").
const SENTENCE_SPLIT = /[。!?\n]+/;
// "收盘38.27｜RSI 36": a quote card's bar (｜ is | after NFKC) separates its readings, not inside a tag "[600519|…]".
// A dash between two figures ("52周区间231.2—460元", "净利率1%—3%") joins a range; elsewhere it splits.
// After 、 a rate of another basis ("同比-13.5%、环比+21.9%"), a move of 区间 or a bare sized move ("振幅4.9%、
// 区间跌4%") and a window's sized move, hedged or not ("乖离11%、250日涨幅约93%", "缩量、20日涨幅仅0.3%"): clauses.
const SIZED_AFTER = String.raw`\s*(?:了)?\s*(?:仅|只有|只|才)?\s*(?:约|近|超过?|逾|为|达|不到|不足|大约)?\s*[-+]?\d`;
const CLAUSE_SPLIT = new RegExp(
  String.raw`(?<!\d),|,(?!\d{3}(?:\D|$))|;|\|(?![^[]*\])|(?<![\d%])—+|—+(?!\d)|(?<!\d):|:(?!\d)|` +
    String.raw`、(?=\s*(?:同比|环比)\s*[-+]?\d|\s*区间\s*(?:累计)?\s*(?:上涨|下跌|涨|跌)` +
    String.raw`|\s*(?:累计)?\s*(?:上涨|下跌|涨|跌)${SIZED_AFTER}|\s*(?:最?近)?\s*\d+\s*日\s*[涨跌]幅?${SIZED_AFTER})`,
);
const ENUMERATION_SPLIT = /、(?=(?:FY)?(?:20)?\d{2}年(?![、和与及至到-]))/; // "2023年增长…、2024年增长…": one a year
/** An item that ends in its year, with nothing of its own after it: the lead of a list of years. */
const LISTED_YEAR_END = /(?:19|20)\d{2}年度?\s*$/;
/** A growth rate named ("利润增速超四成"), which a size word in words sizes. */
const GROWTH_RATE = /增速|增幅|降幅|增长率|同比/;
// "利润下降19%的同时营收增长3.5%", "利润下滑而营收增长": 同时 and 而 join two metrics' moves as 但 does.
const TURN_INSIDE = /(?<=[^\s,])(?=(?:但是?|不过|同时(?!期|段|点)|(?<![然因进反从])而(?![且言是已今]))[^,]{2})/;
/** The growth read after a valuation's reading ("估值低但增长乏力"), not the valuation's own change. */
const VALUATION_TURN = /^(?:但是?|不过)(?:盈利|利润|业绩)?(?:增长|增速|成长)/;
const TOPIC_OPENS = new RegExp(`^\\s*(?:${TOPIC_SUBJECTS.source})`);
/** "2023年增长…、2024年增长…、2025年微降…": one clause per year when every item judges its own year. */
function enumerated(clause: string): string[] {
  const moved = clause.split(MOVE_THEN_MULTIPLE);
  if (moved.length === 2) return moved.flatMap(enumerated);
  const parts = clause.split(ENUMERATION_SPLIT);
  const judges = (part: string): boolean =>
    /[增降升涨跌减]/.test(part) ||
    DIRECTION_WORDS.some((w) => part.includes(w.word)) ||
    MAGNITUDE_WORDS.some((w) => part.includes(w.word));
  // "利润高增但营收2024年曾负增长9.7%": a turn with no comma between two metrics' moves opens a clause of its own,
  // so the year after it is not the first move's.
  // "利润小降但净利率仍超50%": the part after the turn may give its metric's level instead of a move.
  const turned = clause.split(TURN_INSIDE);
  const named = (p: string): boolean => (judges(p) || /\d/.test(p)) && findMetrics(p).length > 0;
  if (turned.length === 2 && turned.every(named)) return turned.flatMap(enumerated);
  // "估值低但增长乏力": a reading of the valuation, then one of growth - two subjects, two clauses.
  if (turned.length === 2 && /估值/.test(turned[0]!) && VALUATION_TURN.test(turned[1]!)) return turned;
  // "2024、2025年分别回升至…", "2016年、2018年、2019年营收增速分别…" list years, not items: a part that is only a
  // year or a list of years judges nothing of its own.
  // "归母净利润2023年、2024年分别同比增长19.2%、15.4%": an item ending in its year lists the years after a metric.
  const onlyYear = parts.some(onlyYears) || parts.slice(0, -1).some((p) => LISTED_YEAR_END.test(p));
  if (parts.length > 1 && !onlyYear && parts.slice(1).every(judges)) return parts;
  // "利润增长6.5%、经营现金流大增72%": a list of metrics, each with its own figure or judgement; "收入降、利润升",
  // "利润微增、收入微降": a contrast pair, each metric with its own direction word.
  const items = clause.split("、");
  const own = (p: string): boolean => /\d/.test(p) || findMetrics(p).length > 0;
  // "净利722亿元、负债率降至61.94%、自由现金流约900亿元": every item a metric and its figure, one of them moved;
  // "滚动PE约25倍、利润增速超四成": an item may size its metric's growth in words instead of a figure.
  const sizedRate = (p: string): boolean => GROWTH_RATE.test(p) && MAGNITUDE_WORDS.some((w) => p.includes(w.word));
  // "利润连增四年、负债率降至61.94%、经营现金流破1300亿元": an item may judge its metric with no figure at all.
  const moves = (p: string) => /[增降升涨跌减]/.test(p) || DIRECTION_WORDS.some((w) => p.includes(w.word));
  const sized = (p: string): boolean => /\d/.test(p) || sizedRate(p) || (moves(p) && !/\d\s*年/.test(clause));
  const figured = items.every((p) => sized(p) && findMetrics(p).length > 0) && items.some(judges);
  // "利润降4.5%、现金流降三成多、股价低于年线": an item opening with the share price (or another topic) names its own
  // subject; the metrics' items around it still make the list.
  const metricItems = items.filter((p) => !TOPIC_OPENS.test(p));
  const listed =
    figured ||
    (metricItems.every((p) => judges(p) && own(p)) &&
      metricItems.slice(1).every((p) => findMetrics(p).length > 0) &&
      (metricItems.length === items.length || metricItems.length >= 2));
  if (items.length > 1 && !clause.includes("分别") && listed) return items;
  // "宁德时代PE约27.5倍、茅台约21倍": items each opening with a company's name and showing its figure are one clause
  // per company, so a peer's figure is not read in the clause of the company before it.
  const byCompany = items.every((p) => /\d/.test(p) && companiesIn(p.trim())[0]?.index === 0);
  if (items.length > 1 && !clause.includes("分别") && byCompany) return items;
  return [clause];
}

/**
 * A report period of a year, as a list item: "三季度", "第三", "Q3", "上半年", "前三季度"; a calendar month ("3月、4月
 * 分别下跌约9.0%和8.3%": each month its own figure), never the month of a date ("3月5日").
 */
const PERIOD_ITEM = "(?:第?[一二三四](?:季度)?|Q[1-4]|上半年|下半年|前三季度|(?<!\\d)\\d{1,2}月份?(?!\\s*\\d))";
const AND = "(?:和|、|与|及)";
/**
 * Periods listed: a later item may name its own year ("Q3、Q4、2026Q1"); a year before the first is the lead every
 * item shares ("2025年第三、四季度").
 */
const PERIOD_RUN = `${PERIOD_ITEM}(?:${AND}(?:(?:19|20)\\d{2}年?)?${PERIOD_ITEM})+`;
// "Q3、Q4分别回升至78.23亿元和92.86亿元", "二季度、三季度…环比分别增长18.3%和12.3%", "3月和4月分别大涨约17%、8.5%":
// a move word after 分别 belongs to each figure (a share price's too).
const LISTED_MOVE =
  "(?:同比|环比)?\\s*(?:增长|增加|提升|上升|上涨|下降|下滑|减少|降低|回落|下跌|大涨|大跌|反弹|回升|回调" +
  "|[增降升跌涨减])了?";
const PERIOD_LIST = new RegExp(
  `^(.*?)(${PERIOD_RUN})(.*?)分别(?:为|是|达到?|实现)?([^\\d,、和与及]{1,4}?[至到]|${LISTED_MOVE})?\\s*(.+)$`,
);
const FIGURE_START = /^(?:约|近|超过|逾)?\s*[-+]?\d/;

/**
 * "2025年三季度和四季度单季归母净利润分别为192.24亿元和176.93亿元", "Q3、Q4、2026Q1利润同比降幅分别为-32.60%、
 * -38.16%、-45.38%": one clause per period, each with its figure ("第三、四季度" is 第三季度 and 第四季度). Only a
 * list of as many periods as figures is cut.
 */
function perPeriod(clause: string): string[] {
  const m = PERIOD_LIST.exec(clause);
  if (!m) return [clause];
  const [, lead, list, middle, move, rest] = m as unknown as string[];
  const periods = list!.split(new RegExp(AND));
  const figures = rest!.split(new RegExp(AND));
  if (periods.length !== figures.length || !figures.every((f) => FIGURE_START.test(f))) return [clause];
  const whole = (p: string): string => (/^第?[一二三四]$/.test(p) ? `${p.startsWith("第") ? p : `第${p}`}季度` : p);
  return periods.map((p, i) => `${lead}${whole(p)}${middle}${move ?? ""}${figures[i]}`);
}

/** A clause that pairs figures by 分别 without naming the periods it pairs them with ("同比分别增长41.2%和57.1%"). */
const PAIRED_ONLY = new RegExp(`^(?:(?!${PERIOD_ITEM}|(?:19|20)\\d{2}).)*分别`);

/**
 * "3月、4月月线连续收跌，分别下跌约9%和8%": periods listed in a clause with no figure of its own are the ones a next
 * clause pairing figures by 分别 pairs them with.
 */
function unfiguredRun(clause: string): string | null {
  const run = new RegExp(PERIOD_RUN).exec(clause);
  if (!run || /分别|依次/.test(clause)) return null;
  return /\d/.test(clause.slice(0, run.index) + clause.slice(run.index + run[0].length)) ? null : run[0];
}

/**
 * "Q3、Q4单季归母净利润分别为185.49亿元和231.67亿元，同比分别增长41.2%和57.1%": the clause after a list of periods
 * that pairs as many figures by 分别 pairs them with the same periods, in the same order (years carry on already).
 */
function carriedPeriodLists(clauses: string[]): string[] {
  let list: string | null = null;
  return clauses.flatMap((clause) => {
    const own = PERIOD_LIST.exec(clause);
    if (own) {
      list = own[2]!;
      return perPeriod(clause);
    }
    const carried = list && PAIRED_ONLY.test(clause) ? perPeriod(`${list}${clause}`) : [];
    list = itemPeriods(clause) ?? unfiguredRun(clause);
    return carried.length > 1 ? carried : perPeriod(clause);
  });
}

/**
 * The compliance filter's marks ("〔目标价已略〕") say that text was removed from a quoted source: a claim
 * repeating a masked title asserts nothing about a target price, so the mark is not read as a forecast (nor as
 * anything else).
 */
const REMOVED_TEXT_MARKS = Object.values(QUOTE_MASKS).map(normalizeNumberText);

/**
 * A heading before a colon ("**收入**：", "- 资产负债率：", "① 归母净利润：", a card's "| 52周位置：低位") labels
 * what follows and asserts nothing of its own: it joins the clause it labels. Bold marks are formatting.
 */
const LABEL = new RegExp(
  String.raw`(^|[\n;。])(\s*(?:[-*•#]+\s*|\d{1,2}[).、]\s*|\d{1,2}\s+)(?:\*\*)?|\s*\*\*)` +
    String.raw`([^\d,:;。\n*]{1,8})(?:\*\*)?\s*:`,
  "g",
);
const CARD_FIELD = /\|(\s*[^:|\n]{1,8}?)\s*:(?=\s*(?:[-+]?\d|[低高中]位|[上下]沿))/g;
const unlabelled = (s: string) => s.replace(LABEL, "$1$2$3 ").replace(CARD_FIELD, "|$1 ").replaceAll("**", "");

/**
 * A circled list number ("①7月16日公告…；②2月发行…") is a list mark, not a digit: NFKC would make it one and glue it
 * to the date after it ("27月22日"). It starts a listed clause instead.
 */
const LIST_NUMBER = /[\u2460-\u249b\u24ea-\u24ff\u2776-\u2793]\s*/g;

// "十二个百分点", "一点二个百分点": a whole numeral, never one digit of it (not after 第, 百, 几).
const POINTS_IN_WORDS = new RegExp(
  "(?<![\\d.第一两二三四五六七八九十百几点])((?:零|[一两二三四五六七八九十]+)(?:点[零一二三四五六七八九]+)?|\\d+)" +
    "\\s*(?:个\\s*)?(多)?\\s*(?:个\\s*)?百分点",
  "g",
);

const OPEN_QUESTION = new RegExp(
  "[^，,。；;？?!！：:]*?(?:怎么样|如何|怎样|贵不贵|高不高|好不好|行不行|是否|能否|几何|何在|在哪里?)" +
    "[^，,。；;？?]*[？?]",
  "g",
);

/**
 * "2024年利润增速接近48%，2025年回落到6%多": a move to a percent right after a clause that named a growth rate at a
 * percent is the rate's move, not the level's; its rate word is written in so it is read (and masked) as one.
 */
const RATE_THEN_MOVE = new RegExp(
  String.raw`((?:增速|增幅|增长率)[^,。；;]{0,8}?\d+(?:\.\d+)?\s*%[^,。；;\d]{0,3},` +
    String.raw`\s*(?:\d{4}\s*年\s*)?(?:则|又|再)?)` +
    String.raw`(?=(?:回落|下降|下滑|回升|提升|上升|放缓|降|升)(?:到|至)\s*(?:约|近)?\s*[-+]?\d)`,
  "g",
);

/**
 * "同比增1.5%，比2025全年-4.5%的增速有所修复", "同比增长约2.7%，比一季度的-2.08%明显改善": a comparison right after a
 * clause that named a growth at a percent, against another period's growth (a percent, 增速, 负增长), is the rate's
 * comparison, not the level's; its rate word is written in so it is read (and masked) as one. The base must name a
 * period ("比同行的5%更快" is a peer's rate); one naming its own rate (比上半年33%的增速还快) is read as written, and a
 * move stopped or denied (止住了下滑) is no move. A pace needs no base rate ("同比增长0.52%，较上半年有所加快").
 */
const RATE_THEN_BASE = new RegExp(
  String.raw`((?:同比|增速|增幅|增长率)[^,。；;]{0,8}?\d+(?:\.\d+)?\s*%[^,。；;\d]{0,3},\s*)` +
    String.raw`(?=(?:比|较|相比|相较于?)\s*[^,。；;]{0,6}?${BASE_PERIOD}[^,。；;增]{0,8}?` +
    String.raw`(?:(?:[-+−]?\d+(?:\.\d+)?\s*%|负增长|正增长)[^,。；;\d增止未没不]{0,6}?(?:${RATE_BASE_MOVES})` +
    String.raw`|(?<=[^\d%])(?:${RATE_SPEEDS})))`,
  "g",
);

/**
 * "较2025年全年50.5%的净利率有所改善", "比2025年一季度10.9%的ROE略有下降": a base percent a metric's name
 * follows is that metric's level, not a growth rate - no 增速 is written in.
 */
function baseOfMetric(text: string, from: number): boolean {
  const base = /^[^,。；;]*?\d+(?:\.\d+)?\s*%\s*(?:的)?\s*/.exec(text.slice(from));
  return base !== null && findMetrics(text.slice(from + base[0].length, from + base[0].length + 8))[0]?.index === 0;
}

/**
 * "同比减少约13.5%，比三季度约3%的降幅明显扩大": a base told as a fall's size makes the rate a decline rate, whose
 * widening is the growth rate falling (rate-change.ts); otherwise the rate written in is 增速.
 */
function baseRateWord(text: string, from: number): string {
  return /降幅|跌幅|减幅/.test(text.slice(from).split(/[,。；;]/)[0]!) ? "降幅" : "增速";
}
/** "同/环比+57%/+25%", "环比/同比分别为A/B": two bases and their rates in one slash, each rate its own basis. */
const BASIS_PAIR =
  /(同|环)比?\s*\/\s*(同|环)比\s*(?:分别)?(?:为|是)?\s*([-+]?\d+(?:\.\d+)?\s*%)\s*\/\s*([-+]?\d+(?:\.\d+)?\s*%)/g;
const basisPairWritten = (_m: string, a: string, b: string, x: string, y: string): string => `${a}比${x}、${b}比${y}`;
/** Relative years written out, neutral phrases and removed-text marks masked before anything is read. */
export function prepare(text: string, asOf: string | undefined): string {
  const listed = paybackWritten(normalizeNumberText(text.replace(LIST_NUMBER, ";• ")));
  const periods = quarterEndWritten(writtenPeriods(reportHeadline(listed)));
  let s = yearsAfterRun(unchained(unlabelled(answeredPeriods(resolveRelativeYears(periods, asOf)))));
  s = s
    .split(/(?<=[。!?\n])/)
    .map(yearsAfterWritten)
    .map(streakThenYearWritten)
    .map(spanEndsWritten)
    .map(extremeThenWritten)
    .map(extremeStartWritten)
    .map(peakAfterWritten)
    .map(nextDayAfterWritten)
    .map(heldSinceWritten)
    .map(thenYearWritten)
    .map(lastYearWritten)
    .map(spanExtremeWritten)
    .map((sentence) => sinceSpanWritten(sentence, asOf))
    .map((sentence) => yearsAgoWritten(sentence, asOf))
    .map(baseListsSplit)
    .map((sentence) => gapToBaseWritten(gapApart(movePairsApart(sentence))))
    .map(yearsAheadWritten)
    .map((sentence) => unitsCarriedBack(respectiveWritten(sentence)))
    .map(yearEndThenQuarter)
    .map(trailingDynamicPe)
    .map(builtOnWritten)
    .join("");
  // "YoY", "QoQ" are 同比, 环比 written in English.
  s = s
    .replace(/\bYoY\b/gi, "同比")
    .replace(/\bQoQ\b/gi, "环比")
    .replace(BASIS_PAIR, basisPairWritten);
  // "多了80多亿", "200余亿元": the 多/余 of a rounded amount follows its unit, where a figure's bound is read.
  s = s.replace(/(\d)\s*([多余])\s*(万亿|亿|万)(元?)/g, "$1$3$4$2");
  // "两个多百分点", "40多个百分点": points in words or with 多 inside, written as the figure and the bound they are.
  s = s.replace(POINTS_IN_WORDS, (_m, d: string, more?: string) => `${smallNumeral(d) ?? d}个百分点${more ?? ""}`);
  for (const [re, to] of [...MARKET_SPELLINGS, ...AMOUNT_SIDE_SPELLINGS, ...CASH_SPELLINGS]) s = s.replace(re, to);
  s = s.replace(PRICE_POINTS, pricePointsWritten);
  s = namedCloses(s);
  s = workingIfMasked(
    yearDenialsAsRuns(conversionAsMargin(perHundredAsMargin(perUnitRatiosWritten(parentMarginByMethod(s))))),
  );
  s = s.replace(NEGLIGIBLE_SPELLING.re, NEGLIGIBLE_SPELLING.as);
  for (const p of [...NEUTRAL_PHRASES, ...REMOVED_TEXT_MARKS]) s = s.replaceAll(p, "□".repeat(p.length));
  // "利润含金量怎么样？看现金：…", "估值贵不贵？": an open question with no figure asserts nothing; its answer follows.
  s = s.replace(OPEN_QUESTION, (m) => (/\d/.test(m) ? m : `${"□".repeat(m.length - 1)}${m.at(-1)}`));
  s = maskEraTimes(maskDragCauses(maskRefutedQuotes(maskOpenMatters(s))));
  // A change of a growth rate keeps its base and sense for the rate's check (rate-change.ts), masked for the level's.
  const masked = rateAboveBaseWritten(s)
    .replace(RATE_THEN_MOVE, "$1增速")
    .replace(RATE_THEN_BASE, (m: string, _g: string, at: number, all: string) =>
      baseOfMetric(all, at + m.length) ? m : `${m}${baseRateWord(all, at + m.length)}`,
    )
    .replace(SECOND_ORDER, maskRateChange)
    .replace(CAUSE_BETWEEN, (m) => "□".repeat(m.length));
  const mask = (m: string) => "□".repeat(m.length);
  // A rating drawn from figures ("利润增6.5%…，给增持") is the point's conclusion, not a trade; alone it stays a view
  // the data cannot decide (未能核验), never a silent ✅.
  const rated = /\d/.test(masked) ? masked.replace(RATING, mask) : masked;
  return rated.replace(DAYS_PREMISE, mask).replace(FORMULA_HEADING, mask);
}

// A comma inside brackets ("MACD(12,26,9)") does not split a clause, unless a rate of another basis follows it:
// "营收1406.30亿元（yoy+36.6%，qoq+35.0%）" is two rates of the metric before, each checked on its own basis.
const IN_BRACKETS = /\([^()]*\)/g;
const KEPT_COMMA = "\u0001";
const BASIS_ITEM = /,(?!\s*(?:同比|环比|yoy|qoq|mom)\s*[-+]?\d)/gi;
// "中石化5.39元，对应2024年每股收益0.41元约13倍市盈率": a price and the valuation it stands for are one clause.
const PRICE_THEN = /(\d\s*元)\s*,(?=\s*对应)/g;
// "较2025年12月31日的68.4元，股价已下跌约13%", "相比2024年底，股价累计上涨": a price's base alone before a comma
// is the base of the move after it, not a clause of its own (the move would inherit only its year).
const BASE_THEN = new RegExp(
  String.raw`((?:较|比|相比|相较于?|相对于?)\s*` +
    String.raw`(?:\d{4}\s*年\s*(?:末|底)|(?:\d{4}\s*年\s*)?\d{1,2}\s*月\s*\d{1,2}\s*日)` +
    String.raw`(?:收盘价?)?(?:的\s*\d+(?:\.\d+)?\s*元)?)\s*,(?=\s*[^\s,]{0,4}股价)`,
  "g",
);
// "增幅约47.8%，不是4.8%": a figure denied right after a figure corrects it; apart, its kind (change, level) is lost.
const FIGURE_UNIT = String.raw`(?:%|个百分点|万亿元?|亿元?|元|倍)`;
const CORRECTED_THEN = new RegExp(
  String.raw`(\d\s*${FIGURE_UNIT})\s*,(?=\s*(?:而)?(?:不是|并非|而非|绝非)\s*(?:约|大约|近)?\s*[-+]?\d+(?:\.\d+)?\s*` +
    String.raw`${FIGURE_UNIT}\s*(?:[,;。!?\n]|$))`,
  "g",
);
const protect = (s: string): string =>
  s
    .replace(IN_BRACKETS, (m) => m.replace(BASIS_ITEM, KEPT_COMMA))
    .replace(PRICE_THEN, `$1${KEPT_COMMA}`)
    .replace(CORRECTED_THEN, `$1${KEPT_COMMA}`)
    .replace(BASE_THEN, `$1${KEPT_COMMA}`);
const restore = (s: string): string => s.replaceAll(KEPT_COMMA, ",");

/** The clauses of each sentence of a text, as written (indicator windows kept), relative years resolved from asOf. */
export function sentencesOf(text: string, asOf: string | undefined): string[][] {
  return protect(prepare(text, asOf))
    .split(SENTENCE_SPLIT)
    .map((sentence) =>
      quartersAfterLead(carriedPeriodLists(sentence.split(CLAUSE_SPLIT).flatMap(enumerated)))
        .flatMap(perListedPeriod)
        .map((c) => restore(c).trim())
        .filter(Boolean),
    )
    .map(pairedNames)
    .map(rankedAsides)
    .map(pronounYears)
    .map(earnedPerShare);
}
