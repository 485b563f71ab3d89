import { describe, expect, it } from "vitest";
import fixture from "../../fixtures/sources/eastmoney-valuation-600519.json";
import { IngestPayload } from "../../../src/ingest/ingest-payload";
import {
  EASTMONEY_VALUATION,
  fetchEastmoneyValuation,
  parseEastmoneyValuation,
} from "../../../src/ingest/sources/eastmoney-valuation";
import { edited, headerOf, recordingFetch, shapeErrorOf } from "./source-test-kit";

describe("Eastmoney valuation parser", () => {
  it("maps each trading day to a quote: close, PE(TTM), PB(MRQ) and market cap in 元", () => {
    const quotes = parseEastmoneyValuation(fixture, "600519");
    expect(quotes).toHaveLength(3);
    expect(quotes[0]).toEqual({
      ticker: "600519",
      date: "2025-07-04",
      close: 1422.22,
      peTtm: 20.12659,
      pb: 7.012418,
      marketCap: 1786589635116,
      source: "东方财富估值",
    });
    expect(quotes.map((q) => q.date)).toEqual(["2025-07-04", "2025-07-03", "2025-07-02"]);
    expect(IngestPayload.safeParse({ quotes }).success).toBe(true);
  });

  it("omits a ratio the source leaves null (loss-making or new listing) and skips days with no close", () => {
    const noPe = edited(fixture, ["result", "data", 0, "PE_TTM"], { set: null });
    const first = parseEastmoneyValuation(noPe, "600519")[0];
    expect(first?.close).toBe(1422.22);
    expect(first && "peTtm" in first).toBe(false);

    const suspended = edited(fixture, ["result", "data", 1, "CLOSE_PRICE"], { set: null });
    expect(parseEastmoneyValuation(suspended, "600519").map((q) => q.date)).toEqual(["2025-07-04", "2025-07-02"]);
  });

  it("keeps a negative PE as published", () => {
    const loss = edited(fixture, ["result", "data", 2, "PE_TTM"], { set: -43.879609 });
    expect(parseEastmoneyValuation(loss, "600519")[2]?.peTtm).toBe(-43.879609);
  });
});

describe("Eastmoney valuation on a changed shape", () => {
  it("names a renamed column", async () => {
    const json = edited(fixture, ["result", "data", 2, "PB_MRQ"], "delete");
    const error = await shapeErrorOf(() => parseEastmoneyValuation(json, "600519"));
    expect(error).toMatchObject({ source: EASTMONEY_VALUATION, field: "result.data[2].PB_MRQ" });
  });

  it("names a price sent as a string", async () => {
    const json = edited(fixture, ["result", "data", 0, "CLOSE_PRICE"], { set: "1422.22" });
    expect((await shapeErrorOf(() => parseEastmoneyValuation(json, "600519"))).field).toBe(
      "result.data[0].CLOSE_PRICE",
    );
  });

  it("treats the 9201 empty answer as an error and other codes as a rejected request", async () => {
    const empty = { version: null, result: null, success: false, message: "返回数据为空", code: 9201 };
    expect((await shapeErrorOf(() => parseEastmoneyValuation(empty, "600519"))).field).toBe("result.data");
    const badReport = { version: null, result: null, success: false, message: "报表配置不存在", code: 9501 };
    const error = await shapeErrorOf(() => parseEastmoneyValuation(badReport, "600519"));
    expect(error.field).toBe("code");
    expect(error.detail).toContain("9501");
  });

  it("rejects a plain-text body", async () => {
    const { politeFetch } = recordingFetch("Service Unavailable");
    expect((await shapeErrorOf(() => fetchEastmoneyValuation(politeFetch, "600519"))).field).toBe("(body)");
  });
});

describe("fetchEastmoneyValuation", () => {
  it("makes akshare's stock_value_em request for the code", async () => {
    const { politeFetch, calls } = recordingFetch(JSON.stringify(fixture));
    const { rows: quotes } = await fetchEastmoneyValuation(politeFetch, "600519", 250);
    expect(quotes).toHaveLength(3);
    const url = new URL(calls[0]!.url);
    expect(url.origin + url.pathname).toBe("https://datacenter-web.eastmoney.com/api/data/v1/get");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      sortColumns: "TRADE_DATE",
      sortTypes: "-1",
      pageSize: "250",
      pageNumber: "1",
      reportName: "RPT_VALUEANALYSIS_DET",
      columns: "ALL",
      quoteColumns: "",
      source: "WEB",
      client: "WEB",
      filter: '(SECURITY_CODE="600519")',
    });
    expect(headerOf(calls[0]?.init, "Referer")).toBe("https://data.eastmoney.com/gzfx/detail/600519.html");
  });
});
