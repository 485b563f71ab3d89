import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AppDeps } from "../../src/app-deps";
import { createDb } from "../../src/db/client";
import { buildEvidencePacks, preScreen } from "../../src/evidence/evidence-pack";
import { loadTickerFigures } from "../../src/evidence/ticker-figures";
import type { IngestPayload, MetricInput } from "../../src/ingest/ingest-payload";
import { ingestPayload } from "../../src/ingest/ingest-pipeline";
import { createLocalEmbedder } from "../../src/retrieval/local-embedder";
import { createLocalVectorIndex } from "../../src/retrieval/local-vector-index";
import { searchEvidence } from "../../src/retrieval/evidence-search";
import { checkLookAhead } from "../../src/verification/look-ahead";

/**
 * Point-in-time figures: a value restated after publication is stored as a new version dated by the restatement,
 * and every as-of read (evidence, pre-screen, the verifier's figures, the look-ahead audit) sees the version that
 * was public by asOf.
 */
const deps = (now = "2026-01-01T00:00:00Z"): AppDeps =>
  ({
    db: createDb(env.DB),
    embedder: createLocalEmbedder(),
    vectors: createLocalVectorIndex(env.DB),
    now: () => new Date(now),
  }) as AppDeps;

const ORIGINAL = 30_000_000_000;
const RESTATED = 31_234_000_000;

function figure(
  ticker: string,
  period: string,
  metric: MetricInput["metric"],
  value: number,
  extra: Partial<MetricInput> = {},
): MetricInput {
  const unit = metric === "roe" || metric === "gross_margin" || metric === "debt_ratio" ? "%" : "元";
  return {
    ticker,
    period,
    metric,
    value,
    unit,
    yoy: null,
    source: "东方财富F10",
    disclosureDate: `${Number(period.slice(0, 4)) + 1}-03-28`,
    ...extra,
  };
}

/** Two annual reports of ten figures each: enough for the pre-screen. */
function payload(ticker: string): IngestPayload {
  const metrics: MetricInput[] = [];
  for (const [period, scale] of [
    ["2023-12-31", 1],
    ["2024-12-31", 1.1],
  ] as const) {
    metrics.push(
      figure(ticker, period, "revenue", period === "2024-12-31" ? ORIGINAL : 27e9),
      figure(ticker, period, "net_profit", 5e9 * scale),
      figure(ticker, period, "deducted_net_profit", 4.8e9 * scale),
      figure(ticker, period, "roe", 12 * scale),
      figure(ticker, period, "gross_margin", 40 * scale),
      figure(ticker, period, "debt_ratio", 55 * scale),
    );
  }
  return { companies: [{ code: ticker, name: "测试公司", aliases: [] }], metrics, announcements: [], quotes: [] };
}

/** The verifier matches numbers by value and unit, whatever chunk states them. */
const revenueFigures = (figures: { value: number }[]) => figures.map((f) => f.value);

describe("point-in-time figures", () => {
  it("keeps a restated value beside the original: an earlier asOf reads the original, a later one the restatement", async () => {
    const ticker = "600101";
    await ingestPayload(deps(), payload(ticker));
    const screened = await preScreen(deps(), ticker, "2025-10-01");
    const restated = payload(ticker);
    restated.metrics[6] = figure(ticker, "2024-12-31", "revenue", RESTATED, { revisionDate: "2025-09-01" });
    const report = await ingestPayload(deps(), restated);
    expect(report.tickers[0]).toMatchObject({ ticker, revisions: 1, rowsChanged: 1 });

    const before = await loadTickerFigures(deps(), ticker, "2025-06-30");
    expect(revenueFigures(before.figures)).toContain(ORIGINAL);
    expect(revenueFigures(before.figures)).not.toContain(RESTATED);
    const after = await loadTickerFigures(deps(), ticker, "2025-10-01");
    expect(revenueFigures(after.figures)).toContain(RESTATED);
    expect(revenueFigures(after.figures)).not.toContain(ORIGINAL);

    const early = await searchEvidence(deps(), { ticker, asOf: "2025-06-30", topK: 100 });
    expect(early.some((c) => c.figures.some((f) => f.value === ORIGINAL))).toBe(true);
    expect(early.some((c) => c.figures.some((f) => f.value === RESTATED))).toBe(false);
    const late = await searchEvidence(deps(), { ticker, asOf: "2025-10-01", topK: 100 });
    expect(late.some((c) => c.figures.some((f) => f.value === ORIGINAL))).toBe(false);

    // A restatement replaces a figure: the pre-screen still counts it once.
    expect((await preScreen(deps(), ticker, "2025-10-01")).metricChunks).toBe(screened.metricChunks);

    const packs = await buildEvidencePacks(deps(), { ticker, asOf: "2025-06-30", perSide: 20 });
    expect(packs.all.some((e) => e.figures.some((f) => f.value === RESTATED))).toBe(false);
  });

  it("dates the restated chunk by its revision, so the look-ahead audit flags it for an earlier asOf", async () => {
    const ticker = "600102";
    await ingestPayload(deps(), payload(ticker));
    const restated = payload(ticker);
    restated.metrics[6] = figure(ticker, "2024-12-31", "revenue", RESTATED, { revisionDate: "2025-09-01" });
    await ingestPayload(deps(), restated);
    const chunk = (await searchEvidence(deps(), { ticker, topK: 100 })).find(
      (c) => c.kind === "metric" && c.figures.some((f) => f.value === RESTATED),
    )!;
    expect(chunk.publicDate).toBe("2025-09-01");
    expect(chunk.text).toContain("披露 2025-03-28，2025-09-01 更新");
    const cited = [{ ...chunk, id: "E1", chunkId: chunk.id }];
    expect(checkLookAhead("2025-06-30", cited as never, ["E1"], []).evidenceAfterAsOf).toEqual([
      { id: "E1", publicDate: "2025-09-01" },
    ]);
  });

  it("dates a change the source gives no date for by the day it was first seen, and re-ingesting adds nothing", async () => {
    const ticker = "600103";
    await ingestPayload(deps(), payload(ticker));
    const changed = payload(ticker);
    changed.metrics[6] = figure(ticker, "2024-12-31", "revenue", RESTATED);
    await ingestPayload(deps("2025-11-20T02:00:00Z"), changed);
    expect(revenueFigures((await loadTickerFigures(deps(), ticker, "2025-11-19")).figures)).toContain(ORIGINAL);
    expect(revenueFigures((await loadTickerFigures(deps(), ticker, "2025-11-20")).figures)).toContain(RESTATED);
    const again = await ingestPayload(deps("2025-12-01T02:00:00Z"), changed);
    expect(again.tickers[0]).toMatchObject({ rowsChanged: 0, revisions: 0, chunksAdded: 0, chunksUpdated: 0 });
  });

  it("does not show a value first seen after its revision date before that date (what was first published is unknown)", async () => {
    const ticker = "600104";
    const first = payload(ticker);
    first.metrics[6] = figure(ticker, "2024-12-31", "revenue", RESTATED, { revisionDate: "2026-03-28" });
    await ingestPayload(deps("2026-05-01T00:00:00Z"), first);
    expect(revenueFigures((await loadTickerFigures(deps(), ticker, "2025-06-30")).figures)).not.toContain(RESTATED);
    expect(revenueFigures((await loadTickerFigures(deps(), ticker, "2026-03-28")).figures)).toContain(RESTATED);
  });

  it("moves a value stored before versions existed (dated by its notice) forward when the source shows it was restated", async () => {
    const ticker = "600105";
    // As an older version stored it: the restated value, dated by the notice (migration 0005 dated every row so).
    const legacy = payload(ticker);
    legacy.metrics[6] = figure(ticker, "2024-12-31", "revenue", RESTATED);
    await ingestPayload(deps("2025-05-01T00:00:00Z"), legacy);
    expect(revenueFigures((await loadTickerFigures(deps(), ticker, "2025-06-30")).figures)).toContain(RESTATED);
    // The live source now says the same value was updated on 2026-03-28: before that date it is not known to be public.
    const seen = payload(ticker);
    seen.metrics[6] = figure(ticker, "2024-12-31", "revenue", RESTATED, { revisionDate: "2026-03-28" });
    await ingestPayload(deps("2026-05-01T00:00:00Z"), seen);
    expect(revenueFigures((await loadTickerFigures(deps(), ticker, "2025-06-30")).figures)).not.toContain(RESTATED);
    expect(revenueFigures((await loadTickerFigures(deps(), ticker, "2026-03-28")).figures)).toContain(RESTATED);
  });
});
