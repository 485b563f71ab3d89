import type { ClauseParts } from "./binding";
import type { ClaimMetric } from "./metric-lexicon";
import { PAIRED_AT } from "./paired-names";
import { slashPairs } from "./slash-pairs";
import { wholeAndPart } from "./whole-parts";

/**
 * Figures paired with a list rather than bound to their nearest subject: a slash run ("营收/归母净利润A/B亿元"), or
 * 分别/依次 pairing the figures after it with the metrics or the years listed before it.
 */
/** 分别: "毛利率、净利率分别为X、Y" pairs figures with metrics; "2022-2024年营收分别为A、B、C" with years. */
export function pairing(p: ClauseParts): { metrics?: (ClaimMetric | undefined)[]; years?: number[] } {
  const slashed = slashPairs(p);
  if (slashed) return { metrics: slashed };
  const whole = wholeAndPart(p);
  if (whole) return { metrics: whole };
  // "近三年归母净利润依次为307亿、441亿、507亿": 依次 pairs as 分别 does.
  const at = p.text.search(PAIRED_AT);
  if (at < 0) {
    const run = rateRun(p);
    return run.years ? run : listedInTurn(p);
  }
  const after = p.numbers.filter((n) => n.index > at);
  if (after.length !== p.numbers.length) return {};
  // "分别为837.51亿元（-3.09%）和372.86亿元（-2.08%）": a rate in brackets goes with the item before it.
  const items = after.filter((n) => !inBrackets(p.text, n.index));
  const each = (listed: readonly ClaimMetric[]) => ({ metrics: withBracketed(p, listed) });
  const metrics = p.mentions.filter((m) => !m.weak && m.index < at).map((m) => m.metric);
  if (metrics.length >= 2 && metrics.length === items.length) return each(metrics);
  // "营收、利润分别增长25.2%和30.0%": a weak name (利润) in the list before 分别 is one of the metrics paired.
  const listed = p.mentions.filter((m) => m.index < at).map((m) => m.metric);
  if (listed.length >= 2 && listed.length === items.length && metrics.length > 0) return each(listed);
  // "营业利润722.57亿元、利润总额705.13亿元，分别较上年下降约17%和18%": the metrics listed in the clause before.
  const carried = p.before?.metrics ?? [];
  if (listed.length === 0 && carried.length >= 2 && carried.length === items.length) return each(carried);
  const own = [...new Set(p.years.filter((y) => y.index < at && !y.base).map((y) => y.year))].sort();
  // "2017-2019年营收连续三年增长，分别为23.0%、32.6%、25.2%": the sentence's years, when the clause names none.
  const years = own.length === 0 && p.years.length === 0 ? [...(p.inherited ?? [])].sort() : own;
  if (years.length >= 2 && years.length === after.length) return { years };
  // "2015-2019年营收增速分别为…": N years of levels carry N−1 growth rates, of the years after the first.
  const rates = /增速|增长率|增幅|同比/.test(p.text);
  if (years.length >= 3 && years.length === after.length + 1 && rates) return { years: years.slice(1) };
  return {};
}

const inBrackets = (text: string, at: number): boolean => /\([^()]*$/.test(text.slice(0, at));

/** The metric of each figure: the listed one of each item in turn, a bracketed rate taking its item's. */
function withBracketed(p: ClauseParts, listed: readonly ClaimMetric[]): (ClaimMetric | undefined)[] {
  let item = -1;
  return p.numbers.map((n) => (inBrackets(p.text, n.index) ? listed[Math.max(item, 0)] : listed[++item]));
}

/**
 * "2017至2019年归母净利润增速约42.6%、38.4%、30.0%": a rate word followed by a 、-run of as many rates as the clause's
 * span has years pairs them in order, as 分别 would; the run is no list of the last year's figures.
 */
const RATE_RUN = /(?:增速|增长率|增幅)\s*(?:约|约为|为|是|分别是)?\s*(?=[-+]?\d[\d.]*\s*%\s*、)/;
function rateRun(p: ClauseParts): { years?: number[] } {
  const at = p.text.search(RATE_RUN);
  if (at < 0) return {};
  const after = p.numbers.filter((n) => n.index > at);
  // "2024年和2025年营收、净利润增速约3.5%、-19%": with two metrics named, the run pairs metrics, not years.
  const metrics = new Set(p.mentions.filter((m) => m.index < at).map((m) => m.metric));
  if (after.length !== p.numbers.length || metrics.size > 1) return {};
  const years = [...new Set(p.years.filter((y) => y.index < at && !y.base).map((y) => y.year))].sort();
  return years.length >= 2 && years.length === after.length ? { years } : {};
}

/** Items of a list: joined by 、 or a single 和/与/及 (以及), nothing else between them. */
const JOINED = /^\s*(?:、|和|与|及|以及)\s*$/;

/**
 * "营收、利润、经营现金流2025年同比增17%、42%、37%": a list of metrics followed by a list of as many figures of one
 * unit pairs them in order, as 分别 would; bound to the nearest name, every figure would be the last metric's.
 */
function listedInTurn(p: ClauseParts): { metrics?: (ClaimMetric | undefined)[] } {
  const names = p.mentions;
  const figures = p.numbers;
  const [first, lastName] = [figures[0], names.at(-1)];
  if (names.length < 2 || names.length !== figures.length || !first || !lastName) return {};
  const joined = (from: number, to: number): boolean => JOINED.test(p.text.slice(from, to));
  const listed = names.slice(1).every((m, i) => joined(names[i]?.end ?? m.index, m.index));
  const inRun = figures.slice(1).every((n, i) => {
    const prior = figures[i];
    return prior !== undefined && joined(prior.index + prior.raw.length, n.index);
  });
  const after = first.index >= lastName.end;
  const oneUnit = figures.every((n) => n.unit === first.unit);
  const distinct = new Set(names.map((m) => m.metric)).size === names.length;
  return listed && inRun && after && oneUnit && distinct ? { metrics: names.map((m) => m.metric) } : {};
}
