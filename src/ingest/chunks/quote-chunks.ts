import type { ChunkFigure } from "../../db/schema";
import { buildChunk, type ChunkInsert, uniqueById } from "./chunk-id";
import { type ChunkSignal, classifyChunk } from "./classify";
import type { QuoteInput } from "../ingest-payload";
import { type CompanyRef, companyTag, percentChange } from "./metric-chunks";
import { formatAmount, formatPercent, formatPrice, formatSignedPercent, formatTimes } from "../../shared/number-format";

const SHORT_WINDOW = 20;
const LONG_WINDOW = 60;
const DAY_MS = 24 * 3600 * 1000;
const YEAR_MS = 365 * DAY_MS;
/** A 52-week range needs most of the year's sessions (about 242), or its high and low are not the year's. */
const MIN_YEAR_SESSIONS = 200;

/**
 * Calendar days that `window` trading days can span: five sessions a week plus the two week-long holidays
 * (Spring Festival, National Day). A longer span means the stored series has a gap there.
 */
const maxSpanDays = (window: number) => Math.ceil((window * 7) / 5) + 16;

/** Return over `window` trading days ending at index i, in %; null without enough unbroken history. */
function windowReturn(series: QuoteInput[], i: number, window: number): number | null {
  const base = series[i - window];
  const now = series[i];
  if (!base || !now) return null;
  if (Date.parse(now.date) - Date.parse(base.date) > maxSpanDays(window) * DAY_MS) return null;
  return percentChange(now.close, base.close);
}

/** Indices of the last trading day of each calendar month. */
function monthEnds(series: QuoteInput[]): number[] {
  return series.flatMap((q, i) => {
    const next = series[i + 1];
    return !next || next.date.slice(0, 7) !== q.date.slice(0, 7) ? [i] : [];
  });
}

/**
 * Market and valuation evidence from daily quotes: returns are computed here, so a debater's "近二十个交易日上涨5%"
 * is checkable. Window lengths are written in Chinese numerals so that every Arabic number in the text is a figure.
 */
export function quoteChunks(company: CompanyRef, quotes: QuoteInput[]): ChunkInsert[] {
  const byDate = new Map(quotes.filter((q) => q.ticker === company.code).map((q) => [q.date, q]));
  const series = [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
  if (series.length === 0) return [];
  const ends = monthEnds(series);

  // Every stored month end: a debate as of a past date sees the market as it was then.
  const market = ends.map((i) => {
    const q = series[i]!;
    const r20 = windowReturn(series, i, SHORT_WINDOW);
    const r60 = windowReturn(series, i, LONG_WINDOW);
    const parts = [`收盘价 ${formatPrice(q.close)}`];
    const figures: ChunkFigure[] = [{ label: "收盘价", value: q.close, unit: "元" }];
    if (r20 !== null) {
      parts.push(`近二十个交易日涨跌幅${formatSignedPercent(r20)}`);
      figures.push({ label: "近二十个交易日涨跌幅", value: r20, unit: "%" });
    }
    if (r60 !== null) {
      parts.push(`近六十个交易日涨跌幅${formatSignedPercent(r60)}`);
      figures.push({ label: "近六十个交易日涨跌幅", value: r60, unit: "%" });
    }
    return monthEndChunk(company, q, "month_end", { kind: "quote", view: "month_end", return60: r60 }, parts, figures);
  });

  // The last valuation reading of each month, over the quotes that carry one: valuations may be sparser than bars (a
  // market snapshot amid daily bars), and a reading on a day that is not the month's last session is still evidence.
  // Packs keep only the readings of the year before asOf.
  const valued = series.filter((q) => q.peTtm !== undefined || q.pb !== undefined || q.marketCap !== undefined);
  const valuation = monthEnds(valued).map((i) => {
    const q = valued[i]!;
    const parts: string[] = [];
    const figures: ChunkFigure[] = [];
    if (q.peTtm !== undefined) {
      parts.push(`市盈率(TTM) ${formatTimes(q.peTtm)}`);
      figures.push({ label: "市盈率(TTM)", value: q.peTtm, unit: "倍" });
    }
    if (q.pb !== undefined) {
      parts.push(`市净率 ${formatTimes(q.pb)}`);
      figures.push({ label: "市净率", value: q.pb, unit: "倍" });
    }
    if (q.marketCap !== undefined) {
      parts.push(`总市值 ${formatAmount(q.marketCap)}`);
      figures.push({ label: "总市值", value: q.marketCap, unit: "元" });
    }
    return monthEndChunk(company, q, "valuation", { kind: "quote", view: "valuation" }, parts, figures);
  });

  const range = rangeChunk(company, series);
  return uniqueById([...market, ...valuation, ...(range ? [range] : [])]);
}

/** A month-end reading of one quote: "宁德时代(300750) 2025-06-30 收盘价 250.20元，…（source）". */
function monthEndChunk(
  company: CompanyRef,
  q: QuoteInput,
  view: "month_end" | "valuation",
  signal: Extract<ChunkSignal, { kind: "quote" }>,
  parts: string[],
  figures: ChunkFigure[],
): ChunkInsert {
  return buildChunk({
    key: `${view}|${q.date}`,
    ticker: company.code,
    kind: "quote",
    ...classifyChunk(signal),
    text: `${companyTag(company)} ${q.date} ${parts.join("，")}（${q.source}）`,
    period: null,
    publicDate: q.date,
    source: q.source,
    sourceUrl: null,
    figures,
  });
}

/** 52-week high, low and the drawdown of the last close from the high; null when the year's bars are not stored. */
function rangeChunk(company: CompanyRef, series: QuoteInput[]): ChunkInsert | null {
  const last = series.at(-1)!;
  const from = Date.parse(last.date) - YEAR_MS;
  const year = series.filter((q) => Date.parse(q.date) > from);
  if (year.length < MIN_YEAR_SESSIONS) return null;
  const high = Math.max(...year.map((q) => q.high ?? q.close));
  const low = Math.min(...year.map((q) => q.low ?? q.close));
  const drawdown = percentChange(last.close, high) ?? 0;
  const aboveLow = percentChange(last.close, low);
  const parts = [
    `近五十二周最高价 ${formatPrice(high)}`,
    `最低价 ${formatPrice(low)}`,
    `收盘价 ${formatPrice(last.close)}`,
    `较最高价${formatSignedPercent(drawdown)}`,
  ];
  const figures: ChunkFigure[] = [
    { label: "近五十二周最高价", value: high, unit: "元" },
    { label: "近五十二周最低价", value: low, unit: "元" },
    { label: "收盘价", value: last.close, unit: "元" },
    { label: "较五十二周最高价回撤", value: drawdown, unit: "%" },
  ];
  if (aboveLow !== null) {
    parts.push(`较最低价${formatSignedPercent(aboveLow)}`);
    figures.push({ label: "较五十二周最低价涨幅", value: aboveLow, unit: "%" });
  }
  return buildChunk({
    key: "range_52w",
    ticker: company.code,
    kind: "quote",
    ...classifyChunk({ kind: "quote", view: "range", drawdown }),
    text: `${companyTag(company)} 截至${last.date} ${parts.join("，")}（${last.source}）`,
    period: null,
    publicDate: last.date,
    source: last.source,
    sourceUrl: null,
    figures,
  });
}
