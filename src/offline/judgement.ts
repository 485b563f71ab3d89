import type { EvidenceItem } from "../debate/debate-types";
import { addDays } from "../shared/dates";
import type { CheckOptions } from "../verification/claims/check-assertions";
import { type AnnouncementRow, eventsFrom } from "../verification/claims/event-facts";
import { type Facts, factsFrom, type IndicatorPoint } from "../verification/claims/facts";
import { LEVEL_WORDS } from "../verification/claims/judgement-words";
import { type ClaimMetric, METRIC_LEXICON, findMetrics } from "../verification/claims/metric-lexicon";
import { parsedOnce, passesOnce } from "./checked-once";

/**
 * The offline analyst's judgement: every judgement word it writes is chosen from the data through the claim checker's
 * own tables (metric polarity, direction, magnitude and level thresholds) and kept only when the checker, run on what
 * the analyst knows (the facts its evidence states), passes every check. A judgement the data cannot decide is not
 * said: the analyst states the figure, or does not argue from the item at all.
 */

export type Side = "bull" | "bear";

/**
 * What the analyst knows: the facts its evidence states, in the checker's form, and the latest annual year among them.
 */
export interface Knowledge {
  facts: Facts;
  latestYear: number;
  /** The latest annual year the evidence itself holds (0: none): a report older than it is about the past. */
  latestStoredYear: number;
}

/** Everything in a pack was public by the debate's asOf already; the checker's own date filter has nothing to drop. */
const ALL_KNOWN = "9999-12-31";

/**
 * The latest annual report public by `asOf`: A-share annual reports are due by 30 April of the next year. The analyst
 * may not hold that report in its pack; a figure of an older year is then not "now", whatever the pack holds.
 */
export function latestAnnualYearBy(asOf: string): number {
  const year = Number(asOf.slice(0, 4));
  return asOf.slice(5) >= "04-30" ? year - 1 : year - 2;
}

export function knowledgeOf(items: readonly EvidenceItem[], asOf: string, industry: string | null = null): Knowledge {
  // The computed RSI item names its figure "十四日RSI"; the checker's series is "rsi", dated by the item.
  const indicators: IndicatorPoint[] = items.flatMap((item) =>
    item.figures
      .filter((f) => f.label === "十四日RSI")
      .map((f) => ({
        series: "rsi",
        period: item.period ?? item.publicDate,
        value: f.value,
        unit: "",
        publicDate: item.publicDate,
      })),
  );
  // The industry's norms decide leverage words (a bank's ~90 % debt ratio is not 偏高).
  // The announcements it holds are the events it may name (拟减持, 回购…): the room checks them against the same
  // titles.
  const events = eventsFrom(items.flatMap(announcementOf), ALL_KNOWN);
  const facts = factsFrom([...items, ...items.flatMap(impliedPriorYear)], ALL_KNOWN, indicators, { industry, events });
  const years = Object.entries(facts.series)
    .filter(([name]) => name !== "rsi")
    .flatMap(([, points]) =>
      points.filter((p) => p.period.endsWith("-12-31")).map((p) => Number(p.period.slice(0, 4))),
    );
  const latestStoredYear = Math.max(0, ...years);
  return { facts, latestYear: Math.max(latestAnnualYearBy(asOf), latestStoredYear), latestStoredYear };
}

/** An announcement chunk's text: "<公司> <日期> 公告：<标题>（类别：…）" or "<公司> <日期> 公告《<标题>》：<正文>". */
const ANNOUNCEMENT_TEXT = /(\d{4}-\d{2}-\d{2}) 公告(?:《(.+?)》：|：(.+?)(?:（类别：[^）]*）)?$)/u;

function announcementOf(item: EvidenceItem): AnnouncementRow[] {
  const m = ANNOUNCEMENT_TEXT.exec(item.text);
  const title = m?.[2] ?? m?.[3];
  return m?.[1] && title ? [{ date: m[1], title }] : [];
}

/**
 * "2024年报 营业总收入 120.50亿元，同比+18.20%" states the year before too: its level is the figure divided by the
 * change. The analyst reads that level to judge the move (never to quote it); a stored level of that year, when the
 * pack holds one, comes first (facts keep the earliest publication, and this one is dated after it).
 */
function impliedPriorYear(item: EvidenceItem): EvidenceItem[] {
  const period = item.period;
  if (period == null || !period.endsWith("-12-31")) return [];
  const prior = `${Number(period.slice(0, 4)) - 1}-12-31`;
  const figures = item.figures.flatMap((f) => {
    const yoy = item.figures.find((g) => g.label === `${f.label}同比` && g.unit === "%");
    if (yoy === undefined || yoy.value <= -100 || f.unit === "%") return [];
    return [{ ...f, value: f.value / (1 + yoy.value / 100) }];
  });
  return figures.length === 0 ? [] : [{ ...item, period: prior, publicDate: ALL_KNOWN, figures }];
}

/** A week and a half: a price reading older than this before asOf is not the price of the debate's day. */
const STALE_PRICE_DAYS = 10;
/**
 * Items the analyst does not argue from, though it may hold them: price readings superseded by a newer one in the pack,
 * or older than a week and a half before asOf: a month-end quote of May is not the price as of June, and a claim
 * restating it would be read as current (the checker reads undated price claims on the last bar). A quarterly report's
 * figures are argued from: the checker reads them on the report's own period when the quote names it (claims.ts).
 */
export function supersededIds(items: readonly EvidenceItem[], asOf: string): Set<string> {
  const dateOf = (item: EvidenceItem) => item.period ?? item.publicDate;
  // Readings of the price and its moves; a valuation reading (PE, PB) is checked on its own trading day.
  const market = items.filter(
    (item) => item.dimension === "market" || item.figures.some((f) => /涨跌幅/.test(f.label)),
  );
  const newest = market.reduce((max, item) => (dateOf(item) > max ? dateOf(item) : max), "");
  const cutoff = addDays(asOf, -STALE_PRICE_DAYS);
  const stale = market.filter((item) => dateOf(item) < newest || dateOf(item) < cutoff);
  const left = new Set(stale.map((item) => item.id));
  // A role whose whole pack is older readings still owes its points: it argues from them rather than from nothing.
  return left.size === items.length ? new Set() : left;
}

/**
 * Every check the claim checker makes passes on what the analyst knows: nothing false, nothing undecided, and, for a
 * side, no fact against it left unread. The checker lets another writer's bare fact pass on its facts (a stance it
 * does not assert), but the analyst's own point must argue its side, so it never writes one.
 */
export function holds(claim: string, quote: string, k: Knowledge, opts: CheckOptions = {}): boolean {
  return passesOnce(claim, quote, k.facts, opts);
}

/** A rebuttal must stay on its target's topic: the metrics the target's claim names. */
export function rebuttalOf(target: { id: string; claim: string }): NonNullable<CheckOptions["rebuts"]> {
  return { id: target.id, metrics: findMetrics(target.claim).map((m) => m.metric) };
}

const RECENCY_PREFIX = /^近(?:\d+|[一二两三四五六七八九十])年/u;

/**
 * The part of an item's text the analyst may quote and restate: "近三年" only when those are the latest years it knows,
 * and only the leading clauses the data bears out (the derived texts' own verdicts, such as "处于中性区间" for an RSI
 * of 32, are left out rather than repeated). `citedLead`: what the quote names before the body (an interim report's
 * period).
 */
export function trustedBody(lead: string, body: string, current: boolean, k: Knowledge, citedLead = ""): string {
  let text = body;
  if (RECENCY_PREFIX.test(text) && (!current || !holds(`${lead}${text}`, "", k)))
    text = text.replace(RECENCY_PREFIX, "");
  const cited = `${citedLead}${text}`;
  const clauses = text.split(/(?<=[，；。])/u);
  let kept = "";
  for (const clause of clauses) {
    const next = `${kept}${clause}`;
    const trimmed = next.replace(/[，；。\s]+$/u, "");
    // The analyst restates its evidence: the text it quotes is what the checker sees cited.
    if (kept !== "" && !holds(`${lead}${trimmed}`, cited, k)) break;
    kept = next;
  }
  return kept.replace(/[，；。\s]+$/u, "") || text;
}

/** The verbs of a move, by the kind of quantity: amounts grow, ratios rise. */
const VERBS: Record<"amount" | "ratio", { up: string; down: string }> = {
  amount: { up: "增长", down: "减少" },
  ratio: { up: "提升", down: "下降" },
};
/** Strongest first: the first size word the change bears out is the one said (thresholds: MAGNITUDE_WORDS). */
const SIZES = ["大幅", "明显", "", "小幅"];

/**
 * What the side reads into a fact, after the checked judgement: plain words the checker has no rule for (no direction,
 * size or level word), so they add the argument without adding an unchecked claim.
 */
export const READING: Record<Side, Partial<Record<string, string>>> = {
  bull: {
    scale: "成长性获数据验证",
    profit: "利润端表现扎实",
    profitability: "盈利质地较好",
    cashflow: "现金创造能力较强",
    leverage: "财务结构稳健",
    working_capital: "营运资本占用可控",
    valuation: "估值有基本面支撑",
    cost: "研发投入加码",
    assets_quality: "商誉负担较轻",
  },
  bear: {
    scale: "成长性存疑",
    profit: "利润端面临压力",
    profitability: "盈利质地面临压力",
    cashflow: "现金创造能力偏弱",
    leverage: "偿债压力值得关注",
    working_capital: "营运资本占用加重",
    valuation: "安全边际不足",
    assets_quality: "存在减值隐患",
  },
};

/** Levels that grow with the length of the period: an interim report's figure is not comparable to the annual norms. */
const PART_YEAR_LEVELS: ReadonlySet<ClaimMetric> = new Set<ClaimMetric>(["roe"]);

/** The metric a judgement after `text` would bind to: the one its last clause is about. */
export function boundMetric(text: string): ClaimMetric | null {
  return parsedOnce(text).at(-1)?.metric ?? null;
}

/**
 * The judgement `side` can make after `base` (the period and the figure): a move into the figure's year with its size,
 * and a level word past its threshold, each only if the checker passes it on what the analyst knows. A move in an
 * older report is anchored to that report's year by 同比; a bare judgement speaks of the latest year, so it is said
 * only of the latest report. Null: the data gives this side nothing to say about the figure. `interim`: the figure is a
 * quarterly report's, cumulative for part of the year: a return on equity then has no level (the checker's thresholds
 * are annual; 10.92% for a first quarter is not a weak year).
 */
export function judgementOf(
  base: string,
  quote: string,
  side: Side,
  current: boolean,
  k: Knowledge,
  interim = false,
): string | null {
  const metric = boundMetric(base);
  if (metric === null) return null;
  const entry = METRIC_LEXICON[metric];
  const opts = { side };
  const parts: string[] = [];
  if (entry.polarity !== 0) {
    const verbs = VERBS[entry.kind === "ratio" ? "ratio" : "amount"];
    const anchor = current && base.includes("同比") ? "" : "同比";
    const want = (side === "bull") === entry.polarity > 0 ? verbs.up : verbs.down;
    const move = SIZES.map((size) => `${anchor}${size}${want}`).find((j) => holds(`${base}，${j}`, quote, k, opts));
    if (move !== undefined) parts.push(move);
  }
  if (current && !(interim && PART_YEAR_LEVELS.has(metric))) {
    const wanted = side === "bull" ? "favourable" : "adverse";
    // A level the figure's own text already names ("进入超卖区间") is not said twice.
    const level = LEVEL_WORDS.filter(
      (r) => r.side === wanted && metric in r.on && !r.words.some((w) => base.includes(w)),
    )
      .map((r) => r.words[0]!)
      .find((w) => holds(`${[base, ...parts].join("，")}，${w}`, quote, k, opts));
    if (level !== undefined) parts.push(level);
  }
  if (parts.length === 0) return null;
  const reading = READING[side][entry.topic];
  const withReading = reading === undefined ? null : [...parts, reading].join("，");
  return withReading !== null && holds(`${base}，${withReading}`, quote, k, opts) ? withReading : parts.join("，");
}
