// Retrieval latency of the local index (VECTOR_STORE=local: exact cosine over D1). Synthetic title-only
// announcements go in through POST /api/admin/ingest (the real pipeline: chunking, local embeddings, vector rows in
// D1), then GET /api/tickers/:t/evidence?q=&category=risk&asOf=&topK=20 is timed from this process: HTTP + query
// embedding + the filtered scan + reading the 20 chunk rows. That is what a caller sees; the index is a part of it.
//
// Two views, because the local index scans one namespace (one company) per query:
//  - by index size: the whole index grows to 1k, 10k, 50k chunks as companies of 500 chunks each are added, and one
//    company is searched;
//  - by namespace size: one company alone grows to 1k and 10k chunks.
import { percentile } from "../scripts/local-server.mjs";
import { round } from "./machine.mjs";
import { syntheticAnnouncements, syntheticCompany } from "./synthetic-chunks.mjs";

const QUERIES = ["控股股东减持与股份质押风险", "商誉减值与诉讼事项", "交易所问询函涉及的问题", "重大合同与新建产能", "利润分配与回购"];
const PER_COMPANY = 500;
/** Announcements per ingest request: bounded so no single request holds tens of thousands of embeddings. */
const PER_REQUEST = 2500;

async function ingest(base, adminToken, payload) {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${base}/api/admin/ingest`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${adminToken}` },
      body: JSON.stringify(payload),
    });
    const text = await res.text();
    if (res.status === 200) return JSON.parse(text).report;
    // wrangler dev reloads the Worker when a source file changes (others may be editing); ingest is idempotent.
    if (res.status === 503 && /restarted mid-request/.test(text) && attempt < 3) continue;
    throw new Error(`ingest ${res.status}: ${text.slice(0, 300)}`);
  }
}

async function timeQueries(base, ticker, { minQueries, maxQueries, maxMs }) {
  const ms = [];
  let matched = null;
  const started = performance.now();
  for (let i = 0; i < maxQueries && (i < minQueries || performance.now() - started < maxMs); i++) {
    const q = encodeURIComponent(QUERIES[i % QUERIES.length]);
    const t0 = performance.now();
    const res = await fetch(`${base}/api/tickers/${ticker}/evidence?q=${q}&category=risk&asOf=2025-06-30&topK=20`);
    const text = await res.text();
    ms.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`evidence ${res.status}: ${text.slice(0, 200)}`);
    matched ??= JSON.parse(text).results.length;
  }
  const s = ms.sort((a, b) => a - b);
  return { queries: s.length, p50Ms: round(percentile(s, 50), 1), p95Ms: round(percentile(s, 95), 1), results: matched };
}

async function riskChunks(base, code) {
  const body = await (await fetch(`${base}/api/tickers/${code}`)).json();
  return { total: Object.values(body.coverage?.chunks ?? {}).reduce((a, n) => a + n, 0), risk: body.coverage?.chunks?.risk ?? null };
}

const companyCode = (i) => `688${String(i + 1).padStart(3, "0")}`;

/**
 * `indexSizes` (ascending) for the whole index, `namespaceSizes` (ascending) for one company. Returns
 * { byIndexSize, byNamespaceSize } rows of { chunks, namespaceChunks, riskChunks, queries, p50Ms, p95Ms, ingestMs }.
 */
export async function measureRetrieval(base, { indexSizes, namespaceSizes, adminToken, minQueries = 5, maxQueries = 20, maxMsPerSize = 15_000, log = () => {} }) {
  const timing = { minQueries, maxQueries, maxMs: maxMsPerSize };
  const byIndexSize = [];
  const sample = await riskChunks(base, "600519");
  byIndexSize.push({ chunks: null, label: "600519 (sample company)", namespaceChunks: sample.total, riskChunks: sample.risk, ingestMs: null, ...(await timeQueries(base, "600519", timing)) });

  let companies = 0;
  for (const size of indexSizes) {
    const t0 = performance.now();
    while (companies * PER_COMPANY < size) {
      const batch = Array.from({ length: Math.min(PER_REQUEST / PER_COMPANY, Math.ceil((size - companies * PER_COMPANY) / PER_COMPANY)) }, (_, k) => companies + k);
      await ingest(base, adminToken, {
        companies: batch.map((i) => syntheticCompany(companyCode(i), `${i + 1}`)),
        announcements: batch.flatMap((i) => syntheticAnnouncements(companyCode(i), 0, PER_COMPANY, i)),
      });
      companies += batch.length;
    }
    const ingestMs = round(performance.now() - t0);
    const searched = await riskChunks(base, companyCode(0));
    const timed = await timeQueries(base, companyCode(0), timing);
    byIndexSize.push({ chunks: companies * PER_COMPANY, label: `${companies} synthetic companies`, namespaceChunks: searched.total, riskChunks: searched.risk, ingestMs, ...timed });
    log(`  retrieval: index ${companies * PER_COMPANY} chunks (${companies} companies): p50 ${timed.p50Ms} ms, p95 ${timed.p95Ms} ms`);
  }

  const byNamespaceSize = [];
  const code = "688901";
  let loaded = 0;
  for (const size of namespaceSizes) {
    const t0 = performance.now();
    try {
      while (loaded < size) {
        const n = Math.min(PER_REQUEST, size - loaded);
        await ingest(base, adminToken, { companies: loaded === 0 ? [syntheticCompany(code, "单一")] : [], announcements: syntheticAnnouncements(code, loaded, n) });
        loaded += n;
      }
    } catch (e) {
      byNamespaceSize.push({ chunks: size, label: `one company (${code})`, error: `ingest stopped at ${loaded} chunks: ${String(e.message ?? e).slice(0, 200)}` });
      log(`  retrieval: one company at ${size} chunks failed: ${e.message}`);
      break;
    }
    const ingestMs = round(performance.now() - t0);
    const searched = await riskChunks(base, code);
    try {
      const timed = await timeQueries(base, code, timing);
      byNamespaceSize.push({ chunks: size, indexChunks: companies * PER_COMPANY + loaded, label: `one company (${code})`, namespaceChunks: searched.total, riskChunks: searched.risk, ingestMs, ...timed });
      log(`  retrieval: one company of ${size} chunks: p50 ${timed.p50Ms} ms, p95 ${timed.p95Ms} ms`);
    } catch (e) {
      byNamespaceSize.push({ chunks: size, label: `one company (${code})`, namespaceChunks: searched.total, riskChunks: searched.risk, ingestMs, error: String(e.message ?? e).slice(0, 200) });
      break;
    }
  }
  return { byIndexSize, byNamespaceSize };
}
