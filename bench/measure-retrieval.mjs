// Retrieval latency of the local index (VECTOR_STORE=local: exact cosine over D1) as one company's namespace grows.
// Synthetic title-only announcements go in through POST /api/admin/ingest (the real pipeline: chunking, local
// embeddings, vector rows in D1), then GET /api/tickers/:t/evidence?q=&category=risk&asOf=&topK=20 is timed from
// this process: HTTP + query embedding + the filtered scan + reading the 20 chunk rows. That is what a caller sees;
// the index alone is a part of it.
import { percentile } from "../scripts/local-server.mjs";
import { round } from "./machine.mjs";
import { syntheticAnnouncements, syntheticCompany } from "./synthetic-chunks.mjs";

const QUERIES = ["控股股东减持与股份质押风险", "商誉减值与诉讼事项", "交易所问询函涉及的问题", "重大合同与新建产能", "利润分配与回购"];
const BATCH = 10_000;

async function ingest(base, adminToken, payload) {
  const res = await fetch(`${base}/api/admin/ingest`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${adminToken}` },
    body: JSON.stringify(payload),
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`ingest ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return body.report;
}

async function timeQueries(base, ticker, { minQueries, maxQueries, maxMs }) {
  const ms = [];
  let matched = null;
  const started = performance.now();
  for (let i = 0; i < maxQueries && (i < minQueries || performance.now() - started < maxMs); i++) {
    const q = encodeURIComponent(QUERIES[i % QUERIES.length]);
    const t0 = performance.now();
    const res = await fetch(`${base}/api/tickers/${ticker}/evidence?q=${q}&category=risk&asOf=2025-06-30&topK=20`);
    const body = await res.json();
    ms.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`evidence ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
    matched ??= body.results.length;
  }
  const s = ms.sort((a, b) => a - b);
  return { queries: s.length, p50Ms: round(percentile(s, 50), 1), p95Ms: round(percentile(s, 95), 1), results: matched };
}

/** Grows one synthetic namespace to each size in `sizes` (ascending) and times the filtered top-20 search at each. */
export async function measureRetrieval(base, { sizes, adminToken, code = "688901", minQueries = 5, maxQueries = 20, maxMsPerSize = 30_000, log = () => {} }) {
  const rows = [];
  // The sample company first: the size the local index was built for.
  const sample = await (await fetch(`${base}/api/tickers/600519`)).json();
  const sampleChunks = Object.values(sample.coverage?.chunks ?? {}).reduce((a, n) => a + n, 0);
  rows.push({ chunks: sampleChunks, namespace: "600519 (sample)", ingestMs: null, riskChunks: sample.coverage?.chunks?.risk ?? null, ...(await timeQueries(base, "600519", { minQueries, maxQueries, maxMs: maxMsPerSize })) });

  let loaded = 0;
  let company = syntheticCompany(code, "检索");
  for (const size of sizes) {
    const t0 = performance.now();
    while (loaded < size) {
      const n = Math.min(BATCH, size - loaded);
      const report = await ingest(base, adminToken, { companies: company ? [company] : [], announcements: syntheticAnnouncements(code, loaded, n) });
      company = null;
      loaded += n;
      log(`  retrieval: ${loaded} synthetic chunks loaded (${report.tickers[0]?.chunksAdded ?? 0} added in this batch)`);
    }
    // Time to grow the namespace from the previous size to this one.
    const ingestMs = round(performance.now() - t0);
    const timed = await timeQueries(base, code, { minQueries, maxQueries, maxMs: maxMsPerSize });
    const coverage = (await (await fetch(`${base}/api/tickers/${code}`)).json()).coverage?.chunks ?? {};
    // category=risk is pushed down to SQL; the scan then reads and scores every risk row (the as-of cut is also in SQL).
    rows.push({ chunks: size, namespace: `${code} (synthetic)`, ingestMs, riskChunks: coverage.risk ?? null, ...timed });
    log(`  retrieval: ${size} chunks: p50 ${timed.p50Ms} ms, p95 ${timed.p95Ms} ms over ${timed.queries} queries`);
  }
  return rows;
}
