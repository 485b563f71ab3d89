// Retrieval latency of the local index (VECTOR_STORE=local: exact cosine over D1). Synthetic title-only
// announcements go in through POST /api/admin/ingest (the real pipeline: chunking, local embeddings, vector rows in
// D1), then GET /api/tickers/:t/evidence?q=&category=risk&asOf=&topK=20 is timed from this process: HTTP + query
// embedding + the filtered scan + reading the 20 chunk rows. That is what a caller sees; the index is a part of it.
//
// Two views, because the local index scans one namespace (one company) per query:
//  - by index size: the whole index grows to 1k, 10k, 50k chunks as companies of 500 chunks each are added, and one
//    company is searched;
//  - by namespace size: one company alone grows to 1k and 10k chunks.
import { percentile } from "../tools/lib/percentile.mjs";
import { round } from "./machine.mjs";
import { RETRIEVAL_QUERIES, syntheticAnnouncements, syntheticCompany } from "./synthetic-chunks.mjs";

const QUERIES = RETRIEVAL_QUERIES;
const PER_COMPANY = 500;
/** Announcements per ingest request: bounded so no single request holds tens of thousands of embeddings. */
const PER_REQUEST = 2500;

async function ingestOne(base, adminToken, payload) {
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

/**
 * Times the same queries on every server, interleaved (query i on each before query i+1), and checks that they
 * return the same chunks in the same order: the baseline's exact scan is the reference for the new index.
 * Returns { byServer: { [name]: { queries, p50Ms, p95Ms, results } }, sameResults }.
 */
async function timeQueries(servers, ticker, { minQueries, maxQueries, maxMs }) {
  const ms = Object.fromEntries(servers.map((s) => [s.name, []]));
  const matched = {};
  let sameResults = true;
  const started = performance.now();
  for (let i = 0; i < maxQueries && (i < minQueries || performance.now() - started < maxMs); i++) {
    const q = encodeURIComponent(QUERIES[i % QUERIES.length]);
    const ids = [];
    for (const s of i % 2 === 0 ? servers : [...servers].reverse()) {
      const t0 = performance.now();
      const res = await fetch(`${s.url}/api/tickers/${ticker}/evidence?q=${q}&category=risk&asOf=2025-06-30&topK=20`);
      const text = await res.text();
      ms[s.name].push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`evidence on ${s.name} ${res.status}: ${text.slice(0, 200)}`);
      const results = JSON.parse(text).results;
      matched[s.name] ??= results.length;
      ids.push(results.map((r) => r.id).join(","));
    }
    if (ids.some((x) => x !== ids[0])) sameResults = false;
  }
  const byServer = {};
  for (const s of servers) {
    const sorted = ms[s.name].sort((a, b) => a - b);
    byServer[s.name] = {
      queries: sorted.length,
      p50Ms: round(percentile(sorted, 50), 1),
      p95Ms: round(percentile(sorted, 95), 1),
      results: matched[s.name],
    };
  }
  return { byServer, sameResults: servers.length > 1 ? sameResults : null };
}

/** The first server's figures at the top level (as before), every server's under byServer. */
async function timed(servers, ticker, timing) {
  const t = await timeQueries(servers, ticker, timing);
  return { ...t.byServer[servers[0].name], byServer: t.byServer, sameResults: t.sameResults };
}

async function ingest(servers, adminToken, payload) {
  let report;
  for (const s of servers) report = await ingestOne(s.url, adminToken, payload);
  return report;
}

async function riskChunks(base, code) {
  const body = await (await fetch(`${base}/api/tickers/${code}`)).json();
  return {
    total: Object.values(body.coverage?.chunks ?? {}).reduce((a, n) => a + n, 0),
    risk: body.coverage?.chunks?.risk ?? null,
  };
}

const describe = (row) =>
  Object.entries(row.byServer)
    .map(([name, t]) => `${name} p50 ${t.p50Ms} ms, p95 ${t.p95Ms} ms`)
    .join("; ") + (row.sameResults === null ? "" : `; same top-20 on every server: ${row.sameResults}`);

const companyCode = (i) => `688${String(i + 1).padStart(3, "0")}`;

/**
 * `servers` ([{ name, url }], the first is the one reported at the top level) get the same data and the same queries.
 * `indexSizes` (ascending) for the whole index, `namespaceSizes` (ascending) for one company. Returns
 * { byIndexSize, byNamespaceSize } rows of { chunks, namespaceChunks, riskChunks, queries, p50Ms, p95Ms, ingestMs }.
 */
export async function measureRetrieval(
  servers,
  { indexSizes, namespaceSizes, adminToken, minQueries = 5, maxQueries = 20, maxMsPerSize = 15_000, log = () => {} },
) {
  const timing = { minQueries, maxQueries, maxMs: maxMsPerSize };
  const byIndexSize = [];
  const base = servers[0].url;
  const sample = await riskChunks(base, "600519");
  byIndexSize.push({
    chunks: null,
    label: "600519 (sample company)",
    namespaceChunks: sample.total,
    riskChunks: sample.risk,
    ingestMs: null,
    ...(await timed(servers, "600519", timing)),
  });

  let companies = 0;
  for (const size of indexSizes) {
    const t0 = performance.now();
    while (companies * PER_COMPANY < size) {
      const batch = Array.from(
        { length: Math.min(PER_REQUEST / PER_COMPANY, Math.ceil((size - companies * PER_COMPANY) / PER_COMPANY)) },
        (_, k) => companies + k,
      );
      await ingest(servers, adminToken, {
        companies: batch.map((i) => syntheticCompany(companyCode(i), `${i + 1}`)),
        announcements: batch.flatMap((i) => syntheticAnnouncements(companyCode(i), 0, PER_COMPANY, i)),
      });
      companies += batch.length;
    }
    const ingestMs = round(performance.now() - t0);
    const searched = await riskChunks(base, companyCode(0));
    const timedRow = await timed(servers, companyCode(0), timing);
    byIndexSize.push({
      chunks: companies * PER_COMPANY,
      label: `${companies} synthetic companies`,
      namespaceChunks: searched.total,
      riskChunks: searched.risk,
      ingestMs,
      ...timedRow,
    });
    log(`  retrieval: index ${companies * PER_COMPANY} chunks (${companies} companies): ${describe(timedRow)}`);
  }

  const byNamespaceSize = [];
  const code = "688901";
  let loaded = 0;
  for (const size of namespaceSizes) {
    const t0 = performance.now();
    try {
      while (loaded < size) {
        const n = Math.min(PER_REQUEST, size - loaded);
        await ingest(servers, adminToken, {
          companies: loaded === 0 ? [syntheticCompany(code, "单一")] : [],
          announcements: syntheticAnnouncements(code, loaded, n),
        });
        loaded += n;
      }
    } catch (e) {
      byNamespaceSize.push({
        chunks: size,
        label: `one company (${code})`,
        error: `ingest stopped at ${loaded} chunks: ${String(e.message ?? e).slice(0, 200)}`,
      });
      log(`  retrieval: one company at ${size} chunks failed: ${e.message}`);
      break;
    }
    const ingestMs = round(performance.now() - t0);
    const searched = await riskChunks(base, code);
    try {
      const timedRow = await timed(servers, code, timing);
      byNamespaceSize.push({
        chunks: size,
        indexChunks: companies * PER_COMPANY + loaded,
        label: `one company (${code})`,
        namespaceChunks: searched.total,
        riskChunks: searched.risk,
        ingestMs,
        ...timedRow,
      });
      log(`  retrieval: one company of ${size} chunks: ${describe(timedRow)}`);
    } catch (e) {
      byNamespaceSize.push({
        chunks: size,
        label: `one company (${code})`,
        namespaceChunks: searched.total,
        riskChunks: searched.risk,
        ingestMs,
        error: String(e.message ?? e).slice(0, 200),
      });
      break;
    }
  }
  return { byIndexSize, byNamespaceSize };
}
