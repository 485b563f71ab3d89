import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ADMIN_TOKEN, api } from "../support/api";

/** Deterministic generator (LCG), so a failing case can be reproduced from its index. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

const JUNK_SEGMENTS = [
  "..%2F..%2Fetc%2Fpasswd",
  "600519'%20OR%201=1--",
  "%00",
  "%E0%A4%A",
  "SZ600519",
  "6005199",
  "贵州茅台%3Cscript%3E",
  "x".repeat(300),
  "%F0%9F%92%A3",
  "600519.BJ",
  "-1",
  "d_",
  "d_AAAAAAAAAAAA",
  "d_000000000000%2F..",
  "%20",
];
const BAD_BODIES: unknown[] = [
  null,
  [],
  "600519",
  42,
  { ticker: 600519 },
  { ticker: "" },
  { ticker: "600519", rounds: "3" },
  { ticker: "600519", rounds: 0 },
  { ticker: "600519", rounds: 1e9 },
  { ticker: "600519", rounds: 2.5 },
  { ticker: "600519", asOf: "2025-13-01" },
  { ticker: "600519", asOf: "9999-12-31" },
  { ticker: "600519", asOf: "yesterday" },
  { ticker: "600519", protocol: "__proto__" },
  { ticker: "600519", fresh: "yes" },
  { ticker: "600519", extra: true },
  { ticker: { $ne: null } },
  { ticker: "600519'; DROP TABLE debates; --" },
  { ticker: "../../../etc/passwd" },
  { ticker: "\u0000600519" },
  { __proto__: { polluted: true }, ticker: "600519", z: 1 },
  { ticker: "x".repeat(5000) },
];
const CONTENT_TYPES = ["application/json", "text/plain", "application/x-www-form-urlencoded", "", "application/json; charset=latin1", "multipart/form-data"];

interface Case {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: BodyInit;
}

function generate(n: number): Case[] {
  const r = rng(20261129);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const cases: Case[] = [];
  for (let i = 0; i < n; i++) {
    const kind = i % 8;
    const seg = pick(JUNK_SEGMENTS);
    if (kind === 0) cases.push({ method: "GET", path: `/api/tickers/${seg}`, headers: {} });
    else if (kind === 1) cases.push({ method: "GET", path: `/api/tickers/600519/evidence?${pick(["topK=0", "topK=999", "category=bull", "asOf=2025-02-30", "q=" + "长".repeat(300), "dimension=x", "zz=1"])}`, headers: {} });
    else if (kind === 2) cases.push({ method: "GET", path: `/api/debates/${seg}${pick(["", "/report.md", "/report.json", "/ws"])}`, headers: pick<Record<string, string>>([{}, { Upgrade: "websocket" }]) });
    else if (kind === 3) {
      const body = pick(BAD_BODIES);
      cases.push({ method: "POST", path: "/api/debates", headers: { "content-type": pick(CONTENT_TYPES) }, body: JSON.stringify(body) });
    } else if (kind === 4) {
      // Not UTF-8, truncated JSON, or oversized.
      const raw = pick([new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), new TextEncoder().encode('{"ticker":"6005'), new TextEncoder().encode(`{"ticker":"${"9".repeat(40_000)}"}`)]);
      cases.push({ method: "POST", path: "/api/debates", headers: { "content-type": "application/json" }, body: raw });
    } else if (kind === 5) {
      cases.push({ method: pick(["PUT", "DELETE", "PATCH"]), path: pick(["/api/debates", "/api/tickers", "/api/health", `/api/debates/${seg}`]), headers: {} });
    } else if (kind === 6) {
      const auth = pick(["", "Bearer wrong", "Basic abc", `Bearer ${ADMIN_TOKEN}`]);
      const body = pick<unknown>([{ metrics: [{ ticker: "600519", period: "2024-12-31", metric: "revenue", value: "NaN", unit: "元", source: "x", disclosureDate: "2025-01-01" }] }, { companies: [{ code: "12", name: "" }] }, { metrics: [{ ticker: "999999", period: "2024-12-31", metric: "revenue", value: 1, unit: "元", source: "x", disclosureDate: "2025-01-01" }] }, { unknown: [] }, []]);
      cases.push({ method: "POST", path: "/api/admin/ingest", headers: { "content-type": "application/json", ...(auth ? { authorization: auth } : {}) }, body: JSON.stringify(body) });
    } else {
      cases.push({ method: "GET", path: `/api/${seg}/${pick(JUNK_SEGMENTS)}`, headers: {} });
    }
  }
  return cases;
}

async function counts() {
  const tables = ["companies", "financial_metrics", "announcements", "daily_quotes", "chunks", "debates", "verdicts"];
  const out: Record<string, number> = {};
  for (const t of tables) out[t] = (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${t}`).first<{ n: number }>())!.n;
  return out;
}

describe("hostile input", () => {
  it("250 generated bad requests: all 4xx JSON, none hangs, nothing is written", async () => {
    await api("/api/health"); // loads the sample data first, so counts compare like with like
    const before = await counts();
    const cases = generate(250);
    const failures: string[] = [];
    for (const [i, c] of cases.entries()) {
      const res = await Promise.race([
        api(c.path, { method: c.method, headers: c.headers, body: c.body }),
        new Promise<Response>((_, reject) => setTimeout(() => reject(new Error(`case ${i} hung: ${c.method} ${c.path}`)), 5000)),
      ]);
      const text = await res.text();
      if (res.status === 101) res.webSocket?.close();
      if (res.status < 400 || res.status >= 500) failures.push(`#${i} ${c.method} ${c.path} -> ${res.status} ${text.slice(0, 120)}`);
      else if (!text.startsWith('{"error":')) failures.push(`#${i} ${c.method} ${c.path} -> non-JSON error body`);
    }
    expect(failures).toEqual([]);
    expect(await counts()).toEqual(before);
  });
});
