import { METRIC_LEXICON, findMetrics } from "../verification/claims/metric-lexicon";
import type { EvidenceItem } from "../debate/debate-types";
import { isInterim, leadOf } from "./claims";
import { fitClauses } from "./fragments";
import { holds, type Knowledge } from "./judgement";
import type { Reading } from "./reading";

/**
 * What makes a list of points an argument (issue 28): one fact once, however it is named; a point about an older
 * report than the latest is not made; a rebuttal answers with data of the same period or a later one, or concedes.
 */

/**
 * The fact a metric name stands for: names whose stored series are the same set are one fact (营业收入 and 营业总收入
 * both read the revenue series), from the claim checker's lexicon, the one table of metric names.
 */
export function factOfMetric(name: string): string | null {
  const metric = findMetrics(name)[0]?.metric;
  return metric === undefined ? null : [...METRIC_LEXICON[metric].series].sort().join("+");
}

/** The period an item speaks of: a report's period end, or the day of a price. */
export const periodOf = (item: Pick<EvidenceItem, "period" | "publicDate">): string => item.period ?? item.publicDate;

/** The figure an item is about: a ratio it computes ("经营现金流/归母净利润 0.75倍"), else its first level. */
function subjectFigure(item: Pick<EvidenceItem, "figures">): string | null {
  const figures = item.figures;
  const main =
    figures.find((f) => f.unit === "倍" && f.label.includes("/")) ??
    figures.find((f) => !/同比|变动|涨跌幅/u.test(f.label)) ??
    figures[0];
  return main?.label ?? null;
}

/**
 * One fact: the same metric (synonyms alike) of the same period, whether an item states its level or its 同比; an item
 * without figures is its own fact. The report lint counts facts with this same rule.
 */
export function factOfItem(item: Pick<EvidenceItem, "id" | "figures" | "period" | "publicDate">): string {
  const label = subjectFigure(item);
  if (label === null) return item.id;
  const named = label.includes("/") ? label : label.replace(/同比$/u, "");
  return `${factOfMetric(named) ?? named}|${periodOf(item)}`;
}

export const factKey = (r: Reading): string => factOfItem(r.item);

/** A report older than the latest one the analyst knows (an annual report of an earlier year, an interim one of a year
 * already reported whole): a point from it is about the past, so it is not made. */
export function isStale(r: Reading, k: Knowledge): boolean {
  const period = r.item.period;
  const report = period !== null && !r.item.chunkId.startsWith("computed:") && r.item.dimension !== "market";
  if (!report || r.item.dimension === "valuation") return false;
  const year = Number(period.slice(0, 4));
  if (period.endsWith("-12-31")) return year < k.latestStoredYear;
  return isInterim(r) && year <= k.latestStoredYear;
}

/**
 * The figure as the item states it, with the period it is of: in front ("2025年报资产负债率 19.42%"), or after it
 * ("每股净资产 42.26元/股（2025一季报）"), or by the period's end date where the checker holds no figure of that
 * report; bare only when none passes the checker on what the analyst knows.
 */
export function datedFigure(r: Reading, quote: string, budget: number, k: Knowledge): string {
  const lead = leadOf(r);
  const named = lead !== "" && quote.startsWith(lead.trim()) ? "" : lead;
  const room = Math.max(10, budget - named.length - 2);
  const figure = fitClauses(quote, room) || quote.slice(0, room);
  if (named === "") return figure;
  // A quarter the data holds no figure of is still named by its period end ("（截至2025-03-31）").
  const end = r.item.period === null ? [] : [`${figure}（截至${r.item.period}）`];
  const forms = [`${named}${figure}`, `${figure}（${named.trim()}）`, ...end];
  return forms.find((f) => holds(f, quote, k)) ?? figure;
}

/** A rebuttal answers with data of the same period as its target's, or a later one. */
export const notOlder = (counter: EvidenceItem, target: EvidenceItem): boolean => periodOf(counter) >= periodOf(target);

/**
 * Conceding the target's fact and arguing on from the side's own latest one: "诚然<the target's figure>，但<the
 * point>". Null when it does not fit a claim or the checker would not pass it on what the analyst knows.
 */
export function concession(
  targetClaim: string,
  claim: string,
  quote: string,
  k: Knowledge,
  max: number,
): string | null {
  const fact = targetClaim.split(/[，；]/u)[0]?.trim();
  if (fact === undefined || fact === "" || fact.startsWith("诚然")) return null;
  const said = `诚然${fact}，但${claim}`;
  return said.length <= max && holds(said, quote, k) ? said : null;
}
