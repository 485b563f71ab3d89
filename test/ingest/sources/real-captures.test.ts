import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { IngestPayload } from "../../../src/ingest/ingest-payload";
import type { PoliteFetch } from "../../../src/ingest/fetch/polite-fetch";
import {
  fetchCninfoStockList,
  fetchEastmoneyAnnouncements,
  fetchEastmoneyHotRank,
  fetchEastmoneyMainIndicators,
  fetchEastmoneyValuation,
} from "../../../src/ingest/sources";
import { fetchHotList } from "../../../src/precompute/hot-list";
import { recordingFetch } from "./source-test-kit";

/**
 * Every adapter on every real answer of its endpoint in ../shared/data/captures (see its README for each file's
 * origin), through the adapter's own fetch function: the bytes the hosts sent, not fixtures written by hand.
 */
function capture(file: string): string {
  const text = env.TEST_CAPTURES[file];
  if (text === undefined) throw new Error(`capture ${file} is missing from TEST_CAPTURES (../shared/data/captures)`);
  return text;
}
const captured = (file: string) => JSON.parse(capture(file).replace(/^\uFEFF/, "")) as Record<string, any>;

const MAIN_INDICATORS = [
  ["em-mainfina-601020-aiberkshire.json", "601020"],
  ["em-mainfina-002415-aiberkshire.json", "002415"],
  ["em-mainfina-600036-bank-aiberkshire.json", "600036"],
  ["em-mainfina-688271-aiberkshire.json", "688271"],
  ["em-mainfina-600276-aiberkshire.json", "600276"],
  ["em-mainfina-600420-bom-aiberkshire.json", "600420"],
] as const;

/** Answers page N with `pages[N-1]`, recording the URLs asked for. */
function pagedFetch(pages: string[]): { politeFetch: PoliteFetch; urls: string[] } {
  const urls: string[] = [];
  return {
    urls,
    politeFetch: async (_source, url) => {
      urls.push(url);
      return new Response(pages[urls.length - 1] ?? pages.at(-1)!, { status: 200 });
    },
  };
}

describe("Eastmoney main indicators on real captures (sty=ALL)", () => {
  it.each(MAIN_INDICATORS)(
    "%s parses: every captured period, dated by NOTICE_DATE, restatements by UPDATE_DATE",
    async (file, code) => {
      const raw = captured(file);
      const rows = raw.result.data as Record<string, string | number | null>[];
      // The capture stands in for every page; past the page cap (3) the adapter must stop and say so.
      const { politeFetch, urls } = pagedFetch([capture(file)]);
      const answer = await fetchEastmoneyMainIndicators(politeFetch, code);
      expect(new URL(urls[0]!).searchParams.get("sty")).toBe("ALL");
      expect(IngestPayload.safeParse({ metrics: answer.rows }).success).toBe(true);
      const periods = new Set(
        rows.filter((r) => r.NOTICE_DATE !== null).map((r) => String(r.REPORT_DATE).slice(0, 10)),
      );
      expect(new Set(answer.rows.map((m) => m.period))).toEqual(periods);
      const revenue = answer.rows.find(
        (m) => m.metric === "revenue" && m.period === String(rows[0]!.REPORT_DATE).slice(0, 10),
      )!;
      expect(revenue.value).toBe(rows[0]!.TOTALOPERATEREVE);
      for (const row of rows) {
        const m = answer.rows.find(
          (x) => x.period === String(row.REPORT_DATE).slice(0, 10) && x.metric === "net_profit",
        );
        if (!m) continue;
        const notice = String(row.NOTICE_DATE).slice(0, 10);
        const update = String(row.UPDATE_DATE).slice(0, 10);
        expect(m.disclosureDate).toBe(notice);
        expect(m.revisionDate).toBe(update > notice ? update : undefined);
      }
      expect(answer.pagesTotal).toBe(raw.result.pages);
      expect(answer.pagesRead).toBe(Math.min(raw.result.pages, 3));
      expect(answer.stoppedShort === null).toBe(raw.result.pages <= 3);
    },
  );

  it("finds the restatements the issue counts: UPDATE_DATE after NOTICE_DATE in 80 of the 107 captured rows", async () => {
    let revised = 0;
    let total = 0;
    for (const [file, code] of MAIN_INDICATORS) {
      const rows = captured(file).result.data as { NOTICE_DATE: string | null; UPDATE_DATE: string | null }[];
      total += rows.length;
      const answer = await fetchEastmoneyMainIndicators(recordingFetch(capture(file)).politeFetch, code);
      revised += new Set(answer.rows.filter((m) => m.revisionDate).map((m) => m.period)).size;
    }
    expect([revised, total]).toEqual([80, 107]);
  });

  it("maps a bank's null gross margin and receivable days to no figure, not to zero", async () => {
    const answer = await fetchEastmoneyMainIndicators(
      recordingFetch(capture("em-mainfina-600036-bank-aiberkshire.json")).politeFetch,
      "600036",
    );
    expect(answer.rows.some((m) => m.metric === "gross_margin" || m.metric === "ar_days")).toBe(false);
    expect(answer.rows.some((m) => m.metric === "net_profit")).toBe(true);
  });
});

describe("Eastmoney valuation on the real capture (page 1 of 5, 500 rows, count 2082)", () => {
  const file = "em-valuation-002415-aiberkshire.json";

  it("a 5-page answer stores every row when all pages are read", async () => {
    const raw = captured(file);
    const { politeFetch, urls } = pagedFetch([capture(file)]);
    const answer = await fetchEastmoneyValuation(politeFetch, "002415", 2500, 5);
    expect(urls.map((u) => new URL(u).searchParams.get("pageNumber"))).toEqual(["1", "2", "3", "4", "5"]);
    expect(new URL(urls[0]!).searchParams.get("pageSize")).toBe("500");
    expect(answer.pagesRead).toBe(5);
    // The capture stands in for each page: 5 x its rows with a close.
    const withClose = (raw.result.data as { CLOSE_PRICE: number | null }[]).filter(
      (r) => r.CLOSE_PRICE !== null,
    ).length;
    expect(answer.rows).toHaveLength(5 * withClose);
    expect(answer.stoppedShort).toBeNull();
    expect(IngestPayload.safeParse({ quotes: answer.rows.slice(0, 500) }).success).toBe(true);
  });

  it("a capped read says it stopped short, with how much it read", async () => {
    const answer = await fetchEastmoneyValuation(pagedFetch([capture(file)]).politeFetch, "002415", 2082, 2);
    expect(answer.pagesRead).toBe(2);
    expect(answer.stoppedShort).toBe("read 2 of 5 pages (page cap 2): 1000 of 2082 rows");
  });

  it("reads only as many pages as the ingest needs", async () => {
    const { politeFetch, urls } = pagedFetch([capture(file)]);
    const answer = await fetchEastmoneyValuation(politeFetch, "002415", 250);
    expect(urls).toHaveLength(1);
    expect(answer.rows).toHaveLength(250);
    expect(answer.stoppedShort).toBeNull();
  });
});

describe("Eastmoney announcements on real captures", () => {
  it("reads total_hits (1,074) and pages on up to the cap, saying when it stopped short", async () => {
    const file = "em-announcements-600519-trimmed.json";
    const { politeFetch, urls } = pagedFetch([capture(file)]);
    const answer = await fetchEastmoneyAnnouncements(politeFetch, "600519", 200, 4);
    expect(answer.count).toBe(1074);
    // The trimmed capture answers page_size 3, so 1074 hits are 358 pages: the cap of 4 stops the read.
    expect(answer.pagesTotal).toBe(358);
    expect(urls).toHaveLength(4);
    expect(answer.stoppedShort).toMatch(/^read 4 of 358 pages/);
    expect(IngestPayload.safeParse({ announcements: answer.rows }).success).toBe(true);
  });

  it("parses a single real item without paging fields as the only page", async () => {
    const file = "em-announcements-000156-single-item-wrapped.json";
    const answer = await fetchEastmoneyAnnouncements(recordingFetch(capture(file)).politeFetch, "000156");
    expect(answer.rows).toEqual([
      expect.objectContaining({
        ticker: "000156",
        id: "AN202604141821186970",
        date: "2026-04-15",
        category: "股东/实际控制人股份减持",
      }),
    ]);
    expect(answer.stoppedShort).toBeNull();
  });
});

describe("Eastmoney hot rank on the real capture", () => {
  it("parses the ranking (message OK) and never asks for more than 100 a page", async () => {
    const { politeFetch, calls } = recordingFetch(capture("em-hotrank-atst-trimmed.json"));
    expect(await fetchEastmoneyHotRank(politeFetch, 500)).toEqual([
      { code: "600127", rank: 1 },
      { code: "003040", rank: 2 },
      { code: "601086", rank: 3 },
    ]);
    expect(JSON.parse(String(calls[0]!.init!.body)).pageSize).toBe(100);
  });

  it("an empty page (code 0, no rows) is no ranking: the hot list falls back to HOT_TICKERS and says why", async () => {
    const empty = JSON.stringify({ ...captured("em-hotrank-atst-trimmed.json"), data: [] });
    expect(await fetchEastmoneyHotRank(recordingFetch(empty).politeFetch)).toEqual([]);
    const list = await fetchHotList(recordingFetch(empty).politeFetch, ["600519", "300750"], 2);
    expect(list.error).toBe("eastmoney-hot-rank: the ranking came back empty");
    expect(list.entries.map((e) => e.code)).toEqual(["600519", "300750"]);
  });
});

describe("cninfo stock list on the real capture (2021-09-27)", () => {
  it("lists A shares and the CDR 689009 九号公司, leaves out B shares, and keeps unpadded names as they are", async () => {
    const companies = await fetchCninfoStockList(
      recordingFetch(capture("cninfo-szse_stock-ForstMaple-01a40a4.json")).politeFetch,
    );
    expect(companies).toHaveLength(4672 + 1);
    expect(companies.find((c) => c.code === "689009")).toEqual({
      code: "689009",
      name: "九号公司",
      exchange: "SH",
      aliases: [],
    });
    expect(companies.find((c) => c.code === "200011")).toBeUndefined();
    expect(companies.find((c) => c.code === "000858")?.name).toBe("五粮液");
    expect(companies.find((c) => c.code === "000002")).toMatchObject({ name: "万科A", exchange: "SZ" });
    expect(IngestPayload.safeParse({ companies }).success).toBe(true);
  });

  it("routes a Beijing listing by its code range when a newer list carries one", async () => {
    const list = captured("cninfo-szse_stock-ForstMaple-01a40a4.json");
    list.stockList.push({ orgId: "gfbj0830799", category: "A股", code: "830799", pinyin: "aldl", zwjc: "艾融软件" });
    list.stockList.push({ orgId: "gfbj0920002", category: "北交所", code: "920002", pinyin: "x", zwjc: "万达轴承" });
    const companies = await fetchCninfoStockList(recordingFetch(JSON.stringify(list)).politeFetch);
    expect(companies.find((c) => c.code === "830799")?.exchange).toBe("BJ");
    expect(companies.find((c) => c.code === "920002")?.exchange).toBe("BJ");
  });
});
