import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { AppDeps } from "../../src/app-deps";
import { createDb } from "../../src/db/client";
import type { EvidenceItem, PointOutput } from "../../src/debate/debate-types";
import { loadPeerFacts } from "../../src/evidence/peer-facts";
import { loadTickerFigures } from "../../src/evidence/ticker-figures";
import { ingestPayload } from "../../src/ingest/ingest-pipeline";
import { createLocalEmbedder } from "../../src/retrieval/local-embedder";
import { createLocalVectorIndex } from "../../src/retrieval/local-vector-index";
import { SAMPLE_DATA } from "../../src/sample";
import { withNamedPeers } from "../../src/verification/named-peers";
import type { VerifyContext } from "../../src/verification/verify-context";
import { verifyPoint } from "../../src/verification/verify-point";

/**
 * The product path of a peer comparison: the debate's company (招商银行) and a peer (中国平安) stored in D1 as the
 * sample is, the step's verify context given the facts of the company a point names (read as the own company's are),
 * and the point marked on the peer's figures: true ✅, a wrong ratio ❌, and ❔ where no store is at hand.
 */
const deps = (): AppDeps =>
  ({
    db: createDb(env.DB),
    embedder: createLocalEmbedder(),
    vectors: createLocalVectorIndex(env.DB),
    now: () => new Date("2026-05-01T00:00:00Z"),
  }) as AppDeps;

const OWN = "600036";
const PEER = "601318";
const AS_OF = "2026-04-30";
const of = (codes: readonly string[]) => ({
  companies: SAMPLE_DATA.companies.filter((c) => codes.includes(c.code)),
  metrics: SAMPLE_DATA.metrics.filter((m) => codes.includes(m.ticker)),
  announcements: [],
  quotes: [],
});

const evidence: EvidenceItem = {
  id: "E1",
  chunkId: `${OWN}-E1`,
  text: "招商银行(600036) 2025年报 归母净利润 1501.81亿元（东方财富F10）",
  category: "growth",
  dimension: "earnings",
  period: "2025-12-31",
  publicDate: "2026-03-27",
  source: "东方财富F10",
  sourceUrl: null,
  figures: [],
};
const pack = new Map([[evidence.id, evidence]]);
const point = (claim: string): PointOutput => ({
  claim,
  evidence: [{ id: "E1", quote: "归母净利润 1501.81亿元" }],
  confidence: 0.8,
});

let base: VerifyContext;
beforeAll(async () => {
  await ingestPayload(deps(), of([OWN, PEER]) as Parameters<typeof ingestPayload>[1]);
  const own = await loadTickerFigures(deps(), OWN, AS_OF);
  base = {
    tickerFigures: own.figures,
    years: new Set(own.years),
    banned: [],
    facts: own.facts,
    loadPeers: (codes) => loadPeerFacts(deps(), codes, AS_OF),
  };
});

async function status(claim: string, ctx: VerifyContext = base): Promise<string> {
  const checked = await withNamedPeers(ctx, [claim]);
  return verifyPoint(point(claim), pack, checked, { side: "bull" }).status;
}

describe("a point naming a stored peer, in the product path", () => {
  it("reads the named company's facts from the store, as of the debate's date", async () => {
    const checked = await withNamedPeers(base, ["2025年招行归母净利润1501.81亿元，约为中国平安同期的1.11倍"]);
    expect([...(checked.peers?.keys() ?? [])]).toEqual([PEER]);
    expect(checked.peers?.get(PEER)?.asOf).toBe(AS_OF);
  });

  it("gets its mark from the peer's figures: ✅ when they bear it out, ❌ when not", async () => {
    expect(await status("2025年招商银行归母净利润1501.81亿元，高于中国平安的1347.78亿元")).toBe("verified");
    expect(await status("2025年招行归母净利润1501.81亿元，约为中国平安同期的1.11倍")).toBe("verified");
    expect(await status("2025年招行归母净利润1501.81亿元，约为中国平安同期的1.5倍")).toBe("doubtful");
  });

  it("stays 未能核验 when no store is at hand or the company is not stored", async () => {
    const { loadPeers: _none, ...alone } = base;
    expect(await status("2025年招行归母净利润1501.81亿元，约为中国平安同期的1.5倍", alone)).toBe("unverifiable");
    expect(await status("2025年招行归母净利润1501.81亿元，约为贵州茅台同期的1.5倍")).toBe("unverifiable");
  });

  it("stays 未能核验 when reading the peer fails: the step's replies are kept, the failure is logged", async () => {
    const failing: VerifyContext = { ...base, loadPeers: () => Promise.reject(new TypeError("D1 unavailable")) };
    const checked = await withNamedPeers(failing, ["2025年招行归母净利润1501.81亿元，约为中国平安同期的1.11倍"]);
    expect(checked.peers).toBeUndefined();
    // Marked as with no store at hand: the comparison is not checked, the rest of the point is.
    const { loadPeers: _none, ...alone } = base;
    const claim = "2025年招行归母净利润1501.81亿元，约为中国平安同期的1.5倍";
    expect(await status(claim, failing)).toBe(await status(claim, alone));
    expect(await status(claim, failing)).toBe("unverifiable");
  });
});
