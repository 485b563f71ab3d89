import { MAX_CLAIM_CHARS } from "../debate/debate-types";
import { fitClauses } from "./fragments";
import { type Knowledge, type Side, holds, judgementOf, rebuttalOf, trustedBody } from "./judgement";
import { type Reading, yearOf } from "./reading";

/** What a point says about one reading: the quote it cites, and its claim phrased for the side that argues it. */
export interface Said {
  claim: string;
  quote: string;
}

const EVENT_READING: Record<Side, string> = { bull: "公司层面释放积极信号", bear: "公司层面存在利空信号" };

/** A claim makes one point: long derived texts keep their leading clauses (the subject figure and its move). */
const MAX_FRAGMENT_CHARS = 70;
const MAX_QUOTE_CHARS = 160;

/** "2024年报" is followed by the figure directly; a date needs a space before it ("2025-06-30 收盘价"). */
export function leadOf(r: Reading): string {
  const period = r.fragment.period ?? "";
  return `${period}${/\d$/.test(period) ? " " : ""}`;
}

/** "2025一季报", "2024中报": a report whose figures are cumulative for part of the year. */
const INTERIM_REPORT = /^\d{4}年?(?:[一二三]季报|中报|半年报|Q[1-4])$/u;

export function isInterim(r: Reading): boolean {
  return INTERIM_REPORT.test(r.fragment.period ?? "");
}

/**
 * A market reading (a price, an indicator, a valuation) is of its own day; a report is current only if it is the
 * latest: an annual report of the latest year, or an interim report of a year after it.
 */
export function isCurrent(r: Reading, k: Knowledge): boolean {
  const year = yearOf(r.item);
  if (r.item.period?.endsWith("-12-31") === true) return year !== null && year >= k.latestYear;
  if (isInterim(r)) return year !== null && year > k.latestYear;
  const { period, chunkId, dimension } = r.item;
  return period === null || chunkId.startsWith("computed:") || dimension === "market" || dimension === "valuation";
}

/** What the analyst restates of an item, and what its quote names before that (an interim report's period). */
interface Cited {
  lead: string;
  body: string;
}

/**
 * The item's text as the analyst may restate it: only what the data bears out, cut at whole clauses. An interim
 * report's quote names its period ("2025一季报 "), as the item writes it, so the checker reads the figures on that
 * report and not on the year's - unless the data holds nothing of that period for the metric, where the figure is
 * quoted as before (read on the values the data holds).
 */
function citedOf(r: Reading, k: Knowledge): Cited {
  const fit = (lead: string): Cited => {
    const budget = MAX_QUOTE_CHARS - lead.length;
    const body = trustedBody(leadOf(r), r.fragment.body, isCurrent(r, k), k, lead);
    return { lead, body: body.length <= budget ? body : fitClauses(body, budget) || body.slice(0, budget) };
  };
  if (!isInterim(r)) return fit("");
  const named = fit(`${r.fragment.period} `);
  return holds(`${leadOf(r)}${named.body}`, `${named.lead}${named.body}`, k) ? named : fit("");
}

/** The item's text as the analyst quotes it: what it restates, with an interim report's period when it names it. */
export function quoteFor(r: Reading, k: Knowledge): string {
  const { lead, body } = citedOf(r, k);
  return `${lead}${body}`;
}

/**
 * The point `side` makes from a reading: the figure as the item states it, then the judgement the data bears out
 * (judgement.ts). Null when the data gives the side no judgement to make. Every number comes from the cited text.
 */
export function sayFor(r: Reading, side: Side, k: Knowledge): Said | null {
  const { lead: named, body } = citedOf(r, k);
  const quote = `${named}${body}`;
  const lead = leadOf(r);
  const figure = fitClauses(body, MAX_FRAGMENT_CHARS) || body.slice(0, MAX_FRAGMENT_CHARS);
  // A price move stated with the reading (近二十个交易日涨跌幅) is read by the side it supports only: a fall is never
  // 积极, whatever the volume, and one fact is not read both ways.
  if (r.family === "event" && r.change !== null && Math.sign(r.change) !== (side === "bull" ? 1 : -1)) return null;
  // An announcement states no figure to judge: its classification (growth or risk) is what the side reads into it.
  const judgement =
    r.family === "event"
      ? EVENT_READING[side]
      : judgementOf(`${lead}${figure}`, quote, side, isCurrent(r, k), k, isInterim(r));
  if (judgement === null || !holds(`${lead}${figure}，${judgement}`, quote, k, { side })) return null;
  const claim = `${lead}${figure}，${judgement}`;
  return claim.length <= MAX_CLAIM_CHARS ? { claim, quote } : null;
}

/**
 * A claim that stays on the topic of the point it answers, or null: a rebuttal about something else answers nothing.
 */
export function answers(said: Said, side: Side, target: { id: string; claim: string }, k: Knowledge): boolean {
  return holds(said.claim, said.quote, k, { side, rebuts: rebuttalOf(target) });
}
