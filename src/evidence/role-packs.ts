import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import type { AppDeps } from "../app-deps";
import { chunks, dailyQuotes, hotTickers } from "../db/schema";
import type { Dimension } from "../domain/metric-catalog";
import { type ChunkRow, dateNumber } from "../retrieval/evidence-search";
import type { VectorFilter } from "../retrieval/vector-store";
import type { EvidenceItem } from "../debate/debate-types";
import { DIMENSION_ZH } from "../domain/labels";
import { evidenceFields, interleave, isCurrent, QUOTE_LIFETIME_MONTHS } from "./evidence-pack";
import { shiftMonths, shiftYears } from "../shared/dates";
import { fillPack, keptAnnualRows, latestAnnualPeriod } from "./report-years";
import { type Bar, currentRun, indicatorSnapshot, type IndicatorSnapshot } from "../shared/technical-indicators";

/**
 * Per-role retrieval for the graph protocols (seed 001 "multi-level retrieval"): each analyst queries only its own
 * dimension(s) of the ticker's chunks, with several queries merged round-robin; everything public by asOf only.
 * Computed items (technical indicators, sentiment proxies) are added as evidence too, dated by the last bar used, so
 * they are cited and verified like any chunk.
 */
export interface PackSpec {
  name: string;
  dimensions: Dimension[];
  kinds?: ("metric" | "derived" | "announcement" | "quote")[];
  queries: string[];
  /** Computed items this pack also holds. */
  computed?: ("technical" | "sentiment_proxy")[];
}

export interface RolePacks {
  evidence: EvidenceItem[];
  packs: Record<string, string[]>;
  /** What the data could not provide, per pack (said in prompts and in the report rather than invented). */
  missing: Record<string, string[]>;
  /** The regime at asOf (for memory), from the price series; null without enough bars. */
  regime: string | null;
}

export interface RolePackOptions {
  ticker: string;
  companyName: string;
  asOf: string;
  perPack?: number;
  lookbackYears?: number;
}

type Deps = Pick<AppDeps, "db" | "embedder" | "vectors">;

export async function buildRolePacks(deps: Deps, specs: PackSpec[], opts: RolePackOptions): Promise<RolePacks> {
  const perPack = opts.perPack ?? 6;
  const from = shiftYears(opts.asOf, -(opts.lookbackYears ?? 3));
  const window = { $gte: dateNumber(from), $lte: dateNumber(opts.asOf) };
  // Indicators only over the unbroken bars that reach asOf: never across a gap, never from prices long gone.
  const bars = currentRun(await loadBars(deps, opts.ticker, opts.asOf), opts.asOf);
  const snapshot = indicatorSnapshot(bars);
  const quoteWindow = { $gt: dateNumber(shiftMonths(opts.asOf, -QUOTE_LIFETIME_MONTHS)), $lte: dateNumber(opts.asOf) };

  const latest = await latestAnnualPeriod(deps, opts.ticker, opts.asOf);
  const annual = await keptAnnualRows(deps, opts.ticker, opts.asOf, latest, ["growth", "risk", "neutral"]);
  const picked: { spec: PackSpec; rows: ChunkRow[] }[] = [];
  for (const spec of specs) {
    const vectors = await deps.embedder.embed(spec.queries);
    // A pack of market readings only searches the months in which they are still evidence, so it is never left empty.
    const quotesOnly = spec.kinds
      ? spec.kinds.every((k) => k === "quote")
      : spec.dimensions.every((d) => d === "market");
    const filter: VectorFilter = { dimension: { $in: spec.dimensions }, publicDate: quotesOnly ? quoteWindow : window };
    if (spec.kinds) filter.kind = { $in: spec.kinds };
    const lists = await Promise.all(
      vectors.map((v) => deps.vectors.query(v, { namespace: opts.ticker, topK: perPack, filter })),
    );
    const ids = interleave(lists.map((l) => l.map((m) => m.id)));
    const rows = ids.length
      ? await deps.db
          .select()
          .from(chunks)
          .where(and(eq(chunks.ticker, opts.ticker), inArray(chunks.id, ids)))
          .all()
      : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    const fresh = ids
      .flatMap((id) => byId.get(id) ?? [])
      .filter((r) => r.publicDate <= opts.asOf && isCurrent(r, opts.asOf));
    // The latest two annual years of the pack's dimensions first, each level beside the year before (issue 28).
    const own = annual.filter(
      (r) => spec.dimensions.includes(r.dimension) && (spec.kinds ?? ["metric", "derived"]).includes(r.kind),
    );
    const known = new Set(fresh.map((r) => r.id));
    const pool = quotesOnly ? fresh : [...fresh, ...own.filter((r) => !known.has(r.id))];
    picked.push({ spec, rows: fillPack(pool, own, latest, perPack) });
  }

  const evidence: EvidenceItem[] = [];
  const byChunk = new Map<string, string>();
  const add = (item: Omit<EvidenceItem, "id">): string => {
    const known = byChunk.get(item.chunkId);
    if (known) return known;
    const id = `E${evidence.length + 1}`;
    evidence.push({ id, ...item });
    byChunk.set(item.chunkId, id);
    return id;
  };
  const packs: Record<string, string[]> = {};
  const missing: Record<string, string[]> = {};
  const hot = await deps.db.select().from(hotTickers).where(eq(hotTickers.ticker, opts.ticker)).get();
  for (const { spec, rows } of picked) {
    const ids: string[] = [];
    const gaps: string[] = [];
    for (const c of spec.computed ?? []) {
      const items = c === "technical" ? technicalItems(opts, snapshot) : sentimentItems(opts, snapshot, hot ?? null);
      ids.push(...items.map(add));
      if (c === "technical" && items.length === 0)
        gaps.push(`不足六十个交易日的日线（截至${opts.asOf}仅${bars.length}个），无法计算技术指标`);
      if (c === "sentiment_proxy") {
        gaps.push("数据中没有资金流向（主力净流入等）序列，以成交量变化和涨跌幅作为情绪代理");
        if (!items.some((i) => i.chunkId.endsWith(":activity")))
          gaps.push("日线缺少成交量或不足八十个交易日，无法计算成交活跃度代理");
        if (!hot) gaps.push("该股没有热度排名记录");
        else if (hot.updatedAt.slice(0, 10) > opts.asOf)
          gaps.push(`热度排名只有${hot.updatedAt.slice(0, 10)}的当前值，晚于数据截至日，不使用`);
      }
    }
    for (const r of rows) ids.push(add(evidenceFields(r, latest)));
    if (ids.length === 0)
      gaps.push(`截至${opts.asOf}没有${spec.dimensions.map((d) => DIMENSION_ZH[d]).join("、")}维度的证据`);
    packs[spec.name] = [...new Set(ids)];
    missing[spec.name] = gaps;
  }
  return { evidence, packs, missing, regime: regimeOf(snapshot) };
}

/** Daily bars on or before asOf, oldest first (about a year and a half is enough for every indicator). */
export async function loadBars(
  deps: Pick<AppDeps, "db">,
  ticker: string,
  asOf: string,
  fromDate?: string,
): Promise<Bar[]> {
  const rows = await deps.db
    .select({
      date: dailyQuotes.date,
      close: dailyQuotes.close,
      volume: dailyQuotes.volume,
      high: dailyQuotes.high,
      low: dailyQuotes.low,
      open: dailyQuotes.open,
    })
    .from(dailyQuotes)
    .where(
      and(
        eq(dailyQuotes.ticker, ticker),
        lte(dailyQuotes.date, asOf),
        gte(dailyQuotes.date, fromDate ?? shiftYears(asOf, -1.5)),
      ),
    )
    .orderBy(asc(dailyQuotes.date))
    .all();
  return rows;
}

const p2 = (n: number) => n.toFixed(2);
const signed = (n: number) => `${n >= 0 ? "+" : ""}${n.toFixed(2)}`;

/**
 * Indicator texts name their windows in Chinese numerals ("二十日均线") so that every Arabic number in the text is a
 * figure the verifier can check.
 */
function technicalItems(opts: RolePackOptions, s: IndicatorSnapshot | null): Omit<EvidenceItem, "id">[] {
  if (!s || s.sma60 === null || s.dif === null || s.dea === null || s.hist === null || s.rsi14 === null) return [];
  const tag = `${opts.companyName}(${opts.ticker}) 截至${s.date}日线计算`;
  const base = {
    category: "neutral" as const,
    dimension: "market" as const,
    period: s.date,
    publicDate: s.date,
    source: "DebateDesk 按日线收盘价计算",
    sourceUrl: null,
  };
  const trend = s.maOrder === "bull" ? "多头排列" : s.maOrder === "bear" ? "空头排列" : "交织";
  const items: Omit<EvidenceItem, "id">[] = [
    {
      ...base,
      chunkId: `computed:${opts.ticker}:${s.date}:ma`,
      text: `${tag}：收盘价 ${p2(s.close)}元，二十日均线 ${p2(s.sma20!)}元，六十日均线 ${p2(s.sma60)}元，均线${trend}`,
      figures: [
        { label: "收盘价", value: s.close, unit: "元" },
        { label: "二十日均线", value: s.sma20!, unit: "元" },
        { label: "六十日均线", value: s.sma60, unit: "元" },
      ],
    },
    {
      ...base,
      chunkId: `computed:${opts.ticker}:${s.date}:macd`,
      text:
        `${tag}：MACD（十二、二十六、九日）DIF ${signed(s.dif)}，DEA ${signed(s.dea)}，` +
        `柱值 ${signed(s.hist)}，${s.hist >= 0 ? "DIF在DEA上方" : "DIF在DEA下方"}`,
      figures: [
        { label: "DIF", value: s.dif, unit: "" },
        { label: "DEA", value: s.dea, unit: "" },
        { label: "MACD柱值", value: s.hist, unit: "" },
      ],
    },
    {
      ...base,
      chunkId: `computed:${opts.ticker}:${s.date}:rsi`,
      text:
        `${tag}：十四日RSI ${p2(s.rsi14)}` +
        `，${s.rsi14 >= 70 ? "进入超买区间" : s.rsi14 <= 30 ? "进入超卖区间" : "处于中性区间"}`,
      figures: [{ label: "十四日RSI", value: s.rsi14, unit: "" }],
    },
  ];
  if (s.bollUpper !== null && s.bollLower !== null && s.bollMiddle !== null) {
    const where =
      s.close > s.bollUpper
        ? "收盘价在上轨之上"
        : s.close < s.bollLower
          ? "收盘价在下轨之下"
          : s.close >= s.bollMiddle
            ? "收盘价在中轨与上轨之间"
            : "收盘价在下轨与中轨之间";
    items.push({
      ...base,
      chunkId: `computed:${opts.ticker}:${s.date}:boll`,
      text:
        `${tag}：布林带（二十日，两倍标准差）上轨 ${p2(s.bollUpper)}元，中轨 ${p2(s.bollMiddle)}元，` +
        `下轨 ${p2(s.bollLower)}元，${where}`,
      figures: [
        { label: "布林带上轨", value: s.bollUpper, unit: "元" },
        { label: "布林带中轨", value: s.bollMiddle, unit: "元" },
        { label: "布林带下轨", value: s.bollLower, unit: "元" },
      ],
    });
  }
  return items;
}

/** Proxies for sentiment: turnover activity and the recent move; the hot rank only when it was known by asOf. */
function sentimentItems(
  opts: RolePackOptions,
  s: IndicatorSnapshot | null,
  hot: { rank: number; source: string; updatedAt: string } | null,
): Omit<EvidenceItem, "id">[] {
  const out: Omit<EvidenceItem, "id">[] = [];
  if (s && s.volumeRatio !== null && s.close20Ago !== null) {
    const r20 = (s.close / s.close20Ago - 1) * 100;
    const heat = s.volumeRatio >= 1.2 ? "成交放大" : s.volumeRatio <= 0.8 ? "成交萎缩" : "成交平稳";
    out.push({
      chunkId: `computed:${opts.ticker}:${s.date}:activity`,
      text:
        `${opts.companyName}(${opts.ticker}) 截至${s.date}日线计算：近二十个交易日平均成交量为此前六十个交易` +
        `日的 ${p2(s.volumeRatio)}倍，${heat}` +
        `；近二十个交易日涨跌幅${signed(r20)}%`,
      category: "neutral",
      dimension: "sentiment",
      period: s.date,
      publicDate: s.date,
      source: "DebateDesk 按日线成交量计算（情绪代理）",
      sourceUrl: null,
      figures: [
        { label: "成交量比", value: s.volumeRatio, unit: "倍" },
        { label: "近二十个交易日涨跌幅", value: r20, unit: "%" },
      ],
    });
  }
  const hotDate = hot?.updatedAt.slice(0, 10);
  if (hot && hotDate && hotDate <= opts.asOf) {
    out.push({
      chunkId: `computed:${opts.ticker}:${hotDate}:hot`,
      text: `${opts.companyName}(${opts.ticker}) ${hotDate}人气榜排名第${hot.rank}位`,
      category: "neutral",
      dimension: "sentiment",
      period: hotDate,
      publicDate: hotDate,
      source: hot.source,
      sourceUrl: null,
      figures: [{ label: "人气榜排名", value: hot.rank, unit: "" }],
    });
  }
  return out;
}

/**
 * A coarse market regime at asOf, for finding similar past situations (seed 003 §3.3): the trend of the last twenty
 * bars (±5%) and where the close sits against the sixty-day average.
 */
export function regimeOf(s: IndicatorSnapshot | null): string | null {
  if (!s || s.close20Ago === null || s.sma60 === null) return null;
  const r20 = (s.close / s.close20Ago - 1) * 100;
  const trend = r20 > 5 ? "上涨" : r20 < -5 ? "下跌" : "震荡";
  const level = s.close >= s.sma60 ? "六十日线上方" : "六十日线下方";
  return `${trend}·${level}`;
}
