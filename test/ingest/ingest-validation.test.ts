import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AppDeps } from "../../src/app-deps";
import { createDb } from "../../src/db/client";
import type { MetricInput } from "../../src/ingest/ingest-payload";
import { ingestPayload } from "../../src/ingest/ingest-pipeline";
import { createLocalEmbedder } from "../../src/retrieval/local-embedder";
import { createLocalVectorIndex } from "../../src/retrieval/local-vector-index";
import { ADMIN_TOKEN, json, postJson } from "../support/api";

/**
 * Ingest answers every input in kind (issue 34): rows are checked by the API's schemas and the exchanges' list before
 * anything is written (422 naming the row and field, nothing stored), and no value is ever lost to another.
 */
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
type Refused = { error: { code: string; message: string; issues: { path: string; message: string }[] } };

const metric = (ticker: string, extra: Partial<MetricInput> = {}): MetricInput => ({
  ticker,
  period: "2024-12-31",
  metric: "revenue",
  value: 1e9,
  unit: "元",
  yoy: null,
  source: "测试披露",
  disclosureDate: "2025-03-28",
  ...extra,
});

const stored = async (table: string, column: string, value: string) => {
  const sql = `SELECT COUNT(*) AS n FROM ${table} WHERE ${column} = ?`;
  return (await env.DB.prepare(sql).bind(value).first<{ n: number }>())?.n;
};

describe("ingest refuses invalid rows with 422, storing nothing of the payload", () => {
  it.each([
    ["a code no exchange lists (699997: no exchange can be inferred)", "699997", "companies[0].code"],
    ["a code no exchange lists (000000)", "000000", "companies[0].code"],
  ])("%s", async (_, code, path) => {
    const body = { companies: [{ code, name: "不存在公司" }], metrics: [metric(code)] };
    const res = await postJson("/api/admin/ingest", body, admin);
    expect(res.status).toBe(422);
    const { error } = await json<Refused>(res);
    expect(error.code).toBe("invalid_row");
    expect(error.issues[0]).toMatchObject({ path });
    expect(error.message).toContain(path);
    expect(error.message).toContain(code);
    expect(await stored("companies", "code", code)).toBe(0);
    expect(await stored("financial_metrics", "ticker", code)).toBe(0);
  });

  it.each([
    ["metrics[1].disclosureDate", { metrics: [metric("600111"), metric("600111", { disclosureDate: "2025-13-45" })] }],
    ["metrics[0].period", { metrics: [metric("600111", { period: "2024-02-30" })] }],
    ["quotes[0].date", { quotes: [{ ticker: "600111", date: "2025-06-31", close: 10 }] }],
    ["announcements[0].date", { announcements: [{ ticker: "600111", id: "a1", title: "公告", date: "2025-00-10" }] }],
  ])("an impossible date: %s", async (path, rows) => {
    const res = await postJson(
      "/api/admin/ingest",
      { companies: [{ code: "600111", name: "测试公司" }], ...rows },
      admin,
    );
    expect(res.status).toBe(422);
    const { error } = await json<Refused>(res);
    expect(error.code).toBe("invalid_row");
    expect(error.issues[0]).toMatchObject({ path, message: "不是日历上存在的日期" });
    // Neither the refused row nor the valid rows beside it are stored.
    expect(await stored("companies", "code", "600111")).toBe(0);
    expect(await stored("financial_metrics", "ticker", "600111")).toBe(0);
  });

  it("the same checks hold for every path into the store, not only the admin route", async () => {
    const db = createDb(env.DB);
    const vectors = createLocalVectorIndex(env.DB);
    const deps = { db, embedder: createLocalEmbedder(), vectors, now: () => new Date() } as AppDeps;
    const companies = [{ code: "000000", name: "x", aliases: [] }];
    const payload = { companies, metrics: [], announcements: [], quotes: [] };
    await expect(ingestPayload(deps, payload)).rejects.toThrow(/companies\[0\]\.code: 000000 is not a listed/);
    expect(await stored("companies", "code", "000000")).toBe(0);
  });

  it("a valid payload for a listed code is stored", async () => {
    const body = { companies: [{ code: "600115", name: "测试公司" }], metrics: [metric("600115")] };
    const res = await postJson("/api/admin/ingest", body, admin);
    expect(res.status).toBe(200);
    expect(await stored("financial_metrics", "ticker", "600115")).toBe(1);
  });
});

describe("no value is lost at ingest", () => {
  type Report = { report: { tickers: { ticker: string; revisions: number; conflicts: number }[] } };
  const values = async (ticker: string) => {
    const sql =
      "SELECT value, public_date AS publicDate FROM financial_metrics WHERE ticker = ? " + "ORDER BY public_date, id";
    return (await env.DB.prepare(sql).bind(ticker).all<{ value: number; publicDate: string }>()).results;
  };
  const ingest = async (ticker: string, metrics: MetricInput[]) => {
    const res = await postJson(
      "/api/admin/ingest",
      { companies: [{ code: ticker, name: "测试公司" }], metrics },
      admin,
    );
    expect(res.status).toBe(200);
    return (await json<Report>(res)).report.tickers.find((t) => t.ticker === ticker)!;
  };
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

  it("a same-day restatement keeps both values (the later one current), counted as a conflict", async () => {
    await ingest("600101", [metric("600101", { revisionDate: today })]);
    const report = await ingest("600101", [metric("600101", { value: 2e9, revisionDate: today })]);
    expect(report.conflicts).toBe(1);
    const rows = await values("600101");
    expect(rows.map((r) => r.value)).toEqual([1e9, 2e9]);
    // Sent again, nothing changes: each value is kept once.
    expect((await ingest("600101", [metric("600101", { value: 2e9, revisionDate: today })])).conflicts).toBe(0);
    expect(await values("600101")).toHaveLength(2);
  });

  it("a backdated restatement keeps every value, each dated: the newest stays current", async () => {
    await ingest("600104", [metric("600104", { revisionDate: today })]);
    const report = await ingest("600104", [metric("600104", { value: 3e9, revisionDate: "2025-06-01" })]);
    expect(report).toMatchObject({ conflicts: 1, revisions: 0 });
    expect(await values("600104")).toEqual([
      { value: 3e9, publicDate: "2025-06-01" },
      { value: 1e9, publicDate: today },
    ]);
  });

  it("a payload with two values for one version keeps both and reports the conflict", async () => {
    const report = await ingest("600111", [metric("600111"), metric("600111", { value: 5e9 })]);
    expect(report.conflicts).toBe(1);
    expect((await values("600111")).map((r) => r.value)).toEqual([1e9, 5e9]);
  });
});
