import { describe, expect, it } from "vitest";
import { api, json } from "../support/api";

type Results = { results: { code: string; name: string; exchange: string }[] };
type Evidence = { results: { id: string; text: string; category: string; publicDate: string; score: number | null }[] };

describe("GET /api/tickers", () => {
  it("suggests by short name, full name and code prefix", async () => {
    expect((await json<Results>(await api(`/api/tickers?q=${encodeURIComponent("茅台")}`))).results[0]).toMatchObject({ code: "600519", exchange: "SH" });
    expect((await json<Results>(await api(`/api/tickers?q=${encodeURIComponent("宁德时代")}`))).results[0]?.code).toBe("300750");
    expect((await json<Results>(await api("/api/tickers?q=6005"))).results.map((r) => r.code)).toEqual(["600519"]);
    expect((await json<Results>(await api("/api/tickers"))).results).toHaveLength(7);
  });

  it("rejects an over-long query and unknown parameters", async () => {
    expect((await api(`/api/tickers?q=${"长".repeat(41)}`)).status).toBe(400);
    expect((await api("/api/tickers?limit=0")).status).toBe(400);
    expect((await api("/api/tickers?x=1")).status).toBe(400);
  });
});

describe("GET /api/tickers/:ticker", () => {
  it.each(["600519", "sh600519", "600519.SH", "６００５１９", "贵州茅台", "茅台"])("resolves %s to 贵州茅台 with its coverage", async (t) => {
    const res = await api(`/api/tickers/${encodeURIComponent(t)}`);
    expect(res.status).toBe(200);
    const body = await json<{
      company: { code: string; name: string };
      coverage: { periods: string[]; metrics: number; announcements: { count: number } };
      latestMetrics: { metric: string; source: string; disclosureDate: string }[];
      asOf: string;
      dataset: { kind: string; snapshot: string };
    }>(res);
    expect(body.company).toMatchObject({ code: "600519", name: "贵州茅台" });
    expect(body.coverage.periods.length).toBeGreaterThanOrEqual(5);
    expect(body.coverage.metrics).toBeGreaterThanOrEqual(12);
    expect(body.latestMetrics.find((m) => m.metric === "revenue")?.source).toBeTruthy();
    expect(body.asOf >= "2025-04-03").toBe(true);
    expect(body.dataset.kind).toBe("sample");
  });

  it("answers malformed input 400, unknown codes 404 with suggestions", async () => {
    const bad = await api("/api/tickers/SZ600519");
    expect(bad.status).toBe(400);
    expect((await json<{ error: { message: string } }>(bad)).error.message).toMatch(/SH|上海|accepted|接受/);
    const unknown = await api("/api/tickers/688999");
    expect(unknown.status).toBe(404);
    const body = await json<{ error: { message: string; suggestions: unknown[] } }>(unknown);
    expect(body.error.message).toContain("688999");
    expect(body.error.suggestions.length).toBeGreaterThan(0);
  });
});

describe("GET /api/tickers/:ticker/evidence", () => {
  it("ranks cash-flow chunks above revenue chunks for 经营现金流恶化 on the sample", async () => {
    const res = await api(`/api/tickers/600519/evidence?q=${encodeURIComponent("经营现金流恶化")}&topK=20`);
    expect(res.status).toBe(200);
    const { results } = await json<Evidence>(res);
    const firstCash = results.findIndex((r) => r.text.includes("经营活动现金流") || r.text.includes("经营现金流"));
    const firstRevenue = results.findIndex((r) => r.text.includes("营业总收入") && !r.text.includes("现金流"));
    expect(firstCash).toBeGreaterThanOrEqual(0);
    expect(firstRevenue === -1 || firstCash < firstRevenue).toBe(true);
    expect(results.every((r, i) => i === 0 || (r.score ?? 0) <= (results[i - 1]!.score ?? 0))).toBe(true);
  });

  it("filters by category and never returns what was public after asOf", async () => {
    const res = await api("/api/tickers/600519/evidence?category=risk&asOf=2024-06-30&topK=50");
    const { results } = await json<Evidence>(res);
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.category === "risk" && r.publicDate <= "2024-06-30")).toBe(true);
    const semantic = await json<Evidence>(await api(`/api/tickers/600519/evidence?q=${encodeURIComponent("营业收入")}&asOf=2024-06-30`));
    expect(semantic.results.every((r) => r.publicDate <= "2024-06-30")).toBe(true);
  });

  it("rejects bad filters", async () => {
    for (const q of ["category=bull", "topK=0", "topK=51", "asOf=2024-13-01", "dimension=x"]) {
      expect((await api(`/api/tickers/600519/evidence?${q}`)).status, q).toBe(400);
    }
  });
});
