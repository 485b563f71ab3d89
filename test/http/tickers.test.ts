import { describe, expect, it } from "vitest";
import { ADMIN_TOKEN, api, json, postJson } from "../support/api";
import { envOverrides } from "../support/worker-env";

const { configure } = envOverrides();

type Results = { results: { code: string; name: string; exchange: string }[] };
type Evidence = { results: { id: string; text: string; category: string; publicDate: string; score: number | null }[] };

describe("GET /api/tickers", () => {
  it("suggests by short name, full name and code prefix", async () => {
    expect((await json<Results>(await api(`/api/tickers?q=${encodeURIComponent("茅台")}`))).results[0]).toMatchObject({
      code: "600519",
      exchange: "SH",
    });
    expect((await json<Results>(await api(`/api/tickers?q=${encodeURIComponent("宁德时代")}`))).results[0]?.code).toBe(
      "300750",
    );
    expect((await json<Results>(await api("/api/tickers?q=600519"))).results.map((r) => r.code)).toEqual(["600519"]);
    expect((await json<Results>(await api("/api/tickers"))).results).toHaveLength(7);
  });

  it("searches every listed A share by name and pinyin, saying which have data here and where the list comes from", async () => {
    type Listed = {
      results: { code: string; name: string; board: string; status: string; loaded: boolean }[];
      directory: { session: string; count: number };
    };
    const midea = await json<Listed>(await api(`/api/tickers?q=${encodeURIComponent("美的")}`));
    expect(midea.results[0]).toMatchObject({
      code: "000333",
      name: "美的集团",
      board: "sz_main",
      status: "listed",
      loaded: false,
    });
    expect(midea.directory).toMatchObject({ session: "2025-07-04", count: 5729 });
    expect((await json<Listed>(await api("/api/tickers?q=gzmt"))).results[0]).toMatchObject({
      code: "600519",
      loaded: true,
    });
    const pingan = (await json<Listed>(await api("/api/tickers?q=pingan&limit=20"))).results.map((r) => r.name);
    expect(pingan).toEqual(expect.arrayContaining(["平安银行", "中国平安"]));
    // Without a query: only what can be debated here.
    expect((await json<Listed>(await api("/api/tickers"))).results.every((r) => r.loaded)).toBe(true);
  });

  it("rejects an over-long query and unknown parameters", async () => {
    expect((await api(`/api/tickers?q=${"长".repeat(41)}`)).status).toBe(400);
    expect((await api("/api/tickers?limit=0")).status).toBe(400);
    expect((await api("/api/tickers?x=1")).status).toBe(400);
  });
});

describe("GET /api/tickers/:ticker", () => {
  it.each(["600519", "sh600519", "600519.SH", "６００５１９", "贵州茅台", "茅台"])(
    "resolves %s to 贵州茅台 with its coverage",
    async (t) => {
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
    },
  );

  it("answers malformed input 400, unknown codes 404 with suggestions", async () => {
    const bad = await api("/api/tickers/SZ600519");
    expect(bad.status).toBe(400);
    expect((await json<{ error: { message: string } }>(bad)).error.message).toMatch(/SH|上海|accepted|接受/);
    const unknown = await api("/api/tickers/688999");
    expect(unknown.status).toBe(404);
    const body = await json<{ error: { code: string; message: string; suggestions: unknown[] } }>(unknown);
    expect(body.error.code).toBe("unknown_ticker");
    expect(body.error.message).toContain("688999");
    expect(body.error.suggestions.length).toBeGreaterThan(0);
  });

  it("resolves pinyin: initials to one company, an ambiguous pinyin to 409 with the candidates", async () => {
    expect((await json<{ company: { code: string } }>(await api("/api/tickers/gzmt"))).company.code).toBe("600519");
    const res = await api("/api/tickers/pingan");
    expect(res.status).toBe(409);
    const body = await json<{ error: { code: string; candidates: { code: string; name: string }[] } }>(res);
    expect(body.error.code).toBe("ambiguous_ticker");
    expect(body.error.candidates.map((c) => c.name)).toEqual(expect.arrayContaining(["平安银行", "中国平安"]));
  });

  it("answers a real listed company without local data 404 no_local_data, in Chinese, saying what to do", async () => {
    type NoData = {
      error: {
        code: string;
        message: string;
        liveSources: boolean;
        listing: { code: string; name: string };
        suggestions: { code: string }[];
      };
    };
    for (const t of ["000333", "美的集团", "mdjt"]) {
      const res = await api(`/api/tickers/${encodeURIComponent(t)}`);
      expect(res.status, t).toBe(404);
      const body = await json<NoData>(res);
      expect(body.error.code).toBe("no_local_data");
      expect(body.error.message).toContain("美的集团（000333）不在本地样例数据中");
      expect(body.error.message).toContain("/api/admin/ingest");
      expect(body.error.message).toContain("LIVE_SOURCES=on");
      expect(body.error.liveSources).toBe(false);
      expect(body.error.listing).toMatchObject({ code: "000333", name: "美的集团" });
      expect(body.error.suggestions.map((s) => s.code)).toContain("600519");
      // Only companies a debate without a date accepts: 000858's sample reports end with FY2019 (422 at that date).
      expect(body.error.suggestions.map((s) => s.code)).not.toContain("000858");
    }
    const debate = await postJson("/api/debates", { ticker: "000333" });
    expect(debate.status).toBe(404);
    expect((await json<NoData>(debate)).error.code).toBe("no_local_data");
  });

  it("with live sources on, says the data is fetched when a debate starts instead of pointing at local mode", async () => {
    configure({ LIVE_SOURCES: "on" });
    const res = await api("/api/tickers/000651");
    expect(res.status).toBe(404);
    const body = await json<{ error: { code: string; message: string; liveSources: boolean } }>(res);
    expect(body.error).toMatchObject({ code: "no_local_data", liveSources: true });
    expect(body.error.message).toContain("格力电器（000651）的数据尚未获取");
    expect(body.error.message).toContain("POST /api/debates");
  });

  it("sees a company loaded through the admin ingest at once (the cached directory follows the data version)", async () => {
    expect((await api("/api/tickers/000333")).status).toBe(404);
    const loaded = await postJson(
      "/api/admin/ingest",
      { companies: [{ code: "000333", name: "美的集团", aliases: ["美的"], industry: "家电" }] },
      { authorization: `Bearer ${ADMIN_TOKEN}` },
    );
    expect(loaded.status).toBe(200);
    const res = await api(`/api/tickers/${encodeURIComponent("美的")}`);
    expect(res.status).toBe(200);
    expect((await json<{ company: { code: string; industry: string } }>(res)).company).toMatchObject({
      code: "000333",
      industry: "家电",
    });
    const search = await json<{ results: { code: string; loaded: boolean; industry: string | null }[] }>(
      await api("/api/tickers?q=mdjt"),
    );
    expect(search.results[0]).toMatchObject({ code: "000333", loaded: true, industry: "家电" });
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
    const semantic = await json<Evidence>(
      await api(`/api/tickers/600519/evidence?q=${encodeURIComponent("营业收入")}&asOf=2024-06-30`),
    );
    expect(semantic.results.every((r) => r.publicDate <= "2024-06-30")).toBe(true);
  });

  it("rejects bad filters", async () => {
    for (const q of ["category=bull", "topK=0", "topK=51", "asOf=2024-13-01", "dimension=x"]) {
      expect((await api(`/api/tickers/600519/evidence?${q}`)).status, q).toBe(400);
    }
  });
});

describe("ranking a whole market of names", () => {
  it("puts companies with data here first among equally close matches, so picking the first suggestion can debate", async () => {
    type Listed = { results: { code: string; name: string; loaded: boolean }[] };
    expect((await json<Listed>(await api(`/api/tickers?q=${encodeURIComponent("招商")}`))).results[0]).toMatchObject({
      name: "招商银行",
      loaded: true,
    });
    const res = await api(`/api/tickers/${encodeURIComponent("中国")}`);
    expect(res.status).toBe(409);
    const names = (await json<{ error: { candidates: { name: string }[] } }>(res)).error.candidates.map((c) => c.name);
    expect(names.slice(0, 2).sort()).toEqual(["中国平安", "中国石化"]);
  });
});
