import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { derivedChunks } from "../../src/ingest/figures/derived-indicators";
import type { MetricInput } from "../../src/ingest/ingest-payload";
import { createLocalEmbedder } from "../../src/retrieval/local-embedder";
import type { MetricKey } from "../../src/domain/metric-catalog";
import { metricChunks } from "../../src/ingest/chunks/metric-chunks";
import { createLocalVectorIndex } from "../../src/retrieval/local-vector-index";
import { vectorMetadata } from "../../src/ingest/chunks/vector-metadata";

/**
 * 比亚迪 (002594) FY2023-FY2025 as published (Tushare, reference file tushare_annual_300750_002594_601318_600519_600036.csv):
 * operating cash flow fell from 1697亿元 to 591亿元 while profit stayed high, so "经营现金流恶化" has a real answer.
 */
const BYD = { code: "002594", name: "比亚迪" };
const DISCLOSED: Record<string, string> = {
  "2023-12-31": "2024-03-26",
  "2024-12-31": "2025-03-25",
  "2025-12-31": "2026-03-28",
};
const FIGURES: Record<string, Partial<Record<MetricKey, number>>> = {
  "2023-12-31": {
    revenue: 602315354000,
    net_profit: 30040811000,
    operating_cash_flow: 169725025000,
    goodwill: 4427571000,
  },
  "2024-12-31": {
    revenue: 777102455000,
    net_profit: 40254346000,
    operating_cash_flow: 133453873000,
    accounts_receivable: 62299000000,
    goodwill: 4427571000,
  },
  "2025-12-31": {
    revenue: 803964958000,
    net_profit: 32619022000,
    operating_cash_flow: 59135544000,
    accounts_receivable: 37005000000,
    goodwill: 4427571000,
  },
};
const metrics: MetricInput[] = Object.entries(FIGURES).flatMap(([period, values]) =>
  Object.entries(values).map(([metric, value]) => ({
    ticker: BYD.code,
    period,
    metric: metric as MetricKey,
    value,
    unit: "元" as const,
    yoy: null,
    source: "Tushare",
    disclosureDate: DISCLOSED[period]!,
  })),
);

describe("retrieval quality with the local embedder and index", () => {
  it('ranks the cash-flow chunks above the revenue chunks for "经营现金流恶化"', async () => {
    const chunks = [...metricChunks(BYD, metrics), ...derivedChunks(BYD, metrics)];
    const embedder = createLocalEmbedder();
    const vectors = await embedder.embed(chunks.map((c) => c.text));
    const index = createLocalVectorIndex(env.DB);
    await index.upsert(
      chunks.map((c, i) => ({ id: c.id, namespace: BYD.code, values: vectors[i]!, metadata: vectorMetadata(c) })),
    );

    const [query] = await embedder.embed(["经营现金流恶化"]);
    const matches = await index.query(query!, { namespace: BYD.code, topK: chunks.length });
    expect(matches).toHaveLength(chunks.length);

    const textOf = new Map(chunks.map((c) => [c.id, c.text]));
    const rank = (pred: (text: string) => boolean) => matches.flatMap((m, i) => (pred(textOf.get(m.id)!) ? [i] : []));
    const cashFlow = rank((t) => t.includes("经营活动现金流量净额"));
    // The revenue figures themselves and their YoY, not chunks that merely use revenue as a denominator.
    const revenue = rank((t) => /年报 营业总收入/.test(t));
    expect(cashFlow.length).toBe(6);
    expect(revenue.length).toBe(5);
    expect(Math.max(...cashFlow)).toBeLessThan(Math.min(...revenue));

    // The as-of filter narrows the same search to what was public on 2025-06-30.
    const asOf = await index.query(query!, {
      namespace: BYD.code,
      topK: 10,
      filter: { publicDate: { $lte: 20250630 } },
    });
    expect(asOf.every((m) => (m.metadata.publicDate as number) <= 20250630)).toBe(true);
    expect(textOf.get(asOf[0]!.id)).toContain("经营活动现金流量净额");
  });
});
