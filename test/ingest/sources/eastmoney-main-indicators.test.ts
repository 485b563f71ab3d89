import { describe, expect, it } from "vitest";
import fixture from "../../fixtures/sources/eastmoney-main-indicators-600519.json";
import { IngestPayload } from "../../../src/ingest/ingest-payload";
import {
  EASTMONEY_MAIN_INDICATORS,
  eastmoneyMainIndicatorsUrl,
  fetchEastmoneyMainIndicators,
  parseEastmoneyMainIndicators,
} from "../../../src/ingest/sources/eastmoney-main-indicators";
import { edited, headerOf, recordingFetch, shapeErrorOf } from "./source-test-kit";

function find(metrics: ReturnType<typeof parseEastmoneyMainIndicators>, period: string, metric: string) {
  const found = metrics.find((m) => m.period === period && m.metric === metric);
  if (!found) throw new Error(`no ${metric} for ${period}`);
  return found;
}

describe("Eastmoney F10 main indicators parser", () => {
  const metrics = parseEastmoneyMainIndicators(fixture, "600519");

  it("maps the FY2024 published figures of 600519 in 元 with YoY from the *TZ fields", () => {
    const revenue = find(metrics, "2024-12-31", "revenue");
    expect(revenue).toMatchObject({
      ticker: "600519",
      value: 174144069958.25,
      unit: "元",
      disclosureDate: "2025-04-03",
      source: "东方财富F10",
    });
    expect(revenue.yoy).toBeCloseTo(15.664, 3);
    expect(find(metrics, "2024-12-31", "net_profit")).toMatchObject({ value: 86228146421.62, unit: "元" });
    expect(find(metrics, "2024-12-31", "net_profit").yoy).toBeCloseTo(15.38, 2);
    expect(find(metrics, "2024-12-31", "deducted_net_profit").value).toBe(86240905977.42);
    expect(find(metrics, "2024-12-31", "deducted_net_profit").yoy).toBeCloseTo(15.368, 3);
  });

  it("keeps ratios in percent points, periods in days and per-share figures in 元/股, without YoY", () => {
    expect(find(metrics, "2024-12-31", "roe")).toMatchObject({ value: 38.43, unit: "%", yoy: null });
    expect(find(metrics, "2024-12-31", "gross_margin")).toMatchObject({ value: 91.93, unit: "%" });
    expect(find(metrics, "2024-12-31", "net_margin")).toMatchObject({ value: 52.27, unit: "%" });
    expect(find(metrics, "2024-12-31", "debt_ratio").value).toBeCloseTo(19.045, 3);
    expect(find(metrics, "2024-12-31", "ar_days")).toMatchObject({ value: 0.0847, unit: "天" });
    expect(find(metrics, "2024-12-31", "basic_eps")).toMatchObject({ value: 68.64, unit: "元/股" });
    expect(find(metrics, "2024-12-31", "bps").value).toBeCloseTo(185.56, 2);
    expect(find(metrics, "2024-12-31", "ocf_per_share").value).toBeCloseTo(73.61, 2);
  });

  it("takes each period's disclosure date from NOTICE_DATE and links the request it came from", () => {
    expect(find(metrics, "2023-12-31", "revenue").disclosureDate).toBe("2024-04-03");
    expect(find(metrics, "2022-12-31", "revenue").disclosureDate).toBe("2023-03-31");
    expect(find(metrics, "2022-12-31", "revenue").sourceUrl).toBe(eastmoneyMainIndicatorsUrl("600519"));
    // 3 periods x 11 mapped indicators, all present in the fixture.
    expect(metrics).toHaveLength(33);
  });

  it("produces metrics the ingest format accepts", () => {
    expect(IngestPayload.safeParse({ metrics }).success).toBe(true);
  });

  it("leaves out an indicator the source reports as null (a bank has no gross margin)", () => {
    const json = edited(fixture, ["result", "data", 0, "XSMLL"], { set: null });
    const out = parseEastmoneyMainIndicators(json, "600519");
    expect(out.some((m) => m.period === "2024-12-31" && m.metric === "gross_margin")).toBe(false);
    expect(out).toHaveLength(32);
  });

  it("skips a period with no notice date rather than inventing one", () => {
    const json = edited(fixture, ["result", "data", 2, "NOTICE_DATE"], { set: null });
    const out = parseEastmoneyMainIndicators(json, "600519");
    expect(out.some((m) => m.period === "2022-12-31")).toBe(false);
    expect(out).toHaveLength(22);
  });
});

describe("Eastmoney F10 main indicators on a changed shape", () => {
  it("names a renamed field", async () => {
    const json = edited(fixture, ["result", "data", 1, "PARENTNETPROFIT"], "delete");
    const error = await shapeErrorOf(() => parseEastmoneyMainIndicators(json, "600519"));
    expect(error.source).toBe(EASTMONEY_MAIN_INDICATORS);
    expect(error.field).toBe("result.data[1].PARENTNETPROFIT");
    expect(error.message).toContain("eastmoney-main-indicators");
  });

  it("rejects a number sent as a string", async () => {
    const json = edited(fixture, ["result", "data", 0, "TOTALOPERATEREVE"], { set: "1741.44亿" });
    const error = await shapeErrorOf(() => parseEastmoneyMainIndicators(json, "600519"));
    expect(error.field).toBe("result.data[0].TOTALOPERATEREVE");
  });

  it("rejects a report date in an unknown format", async () => {
    const json = edited(fixture, ["result", "data", 0, "REPORT_DATE"], { set: "20241231" });
    expect((await shapeErrorOf(() => parseEastmoneyMainIndicators(json, "600519"))).field).toBe(
      "result.data[0].REPORT_DATE",
    );
  });

  it("treats the documented empty answer (code 9201) as an error, not as zero rows", async () => {
    const empty = { version: null, result: null, success: false, message: "返回数据为空", code: 9201 };
    const error = await shapeErrorOf(() => parseEastmoneyMainIndicators(empty, "600519"));
    expect(error.field).toBe("result.data");
    expect(error.detail).toContain("9201");
  });

  it("rejects an empty data list", async () => {
    const json = edited(fixture, ["result", "data"], { set: [] });
    expect((await shapeErrorOf(() => parseEastmoneyMainIndicators(json, "600519"))).field).toBe("result.data");
  });

  it("rejects rows for another company (the filter was ignored)", async () => {
    const error = await shapeErrorOf(() => parseEastmoneyMainIndicators(fixture, "000858"));
    expect(error.field).toBe("result.data[0].SECURITY_CODE");
  });

  it("rejects a body that is not JSON, e.g. a block page", async () => {
    const { politeFetch } = recordingFetch("<html><body>访问过于频繁</body></html>");
    const error = await shapeErrorOf(() => fetchEastmoneyMainIndicators(politeFetch, "600519"));
    expect(error.source).toBe(EASTMONEY_MAIN_INDICATORS);
    expect(error.field).toBe("(body)");
  });
});

describe("fetchEastmoneyMainIndicators", () => {
  it("asks the F10 datacenter for the company's SECUCODE, newest period first, with an F10 referer", async () => {
    const { politeFetch, calls } = recordingFetch(JSON.stringify(fixture));
    const { rows: metrics } = await fetchEastmoneyMainIndicators(politeFetch, "600519");
    expect(metrics).toHaveLength(33);
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.source).toBe(EASTMONEY_MAIN_INDICATORS);
    const url = new URL(call!.url);
    expect(url.origin + url.pathname).toBe("https://datacenter.eastmoney.com/securities/api/data/get");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      type: "RPT_F10_FINANCE_MAINFINADATA",
      sty: "ALL",
      quoteColumns: "",
      filter: '(SECUCODE="600519.SH")',
      p: "1",
      ps: "200",
      sr: "-1",
      st: "REPORT_DATE",
      source: "HSF10",
      client: "PC",
    });
    expect(headerOf(call?.init, "Referer")).toBe("https://emweb.securities.eastmoney.com/");
  });

  it("routes Shenzhen and Beijing codes to their SECUCODE suffix", () => {
    expect(new URL(eastmoneyMainIndicatorsUrl("000858")).searchParams.get("filter")).toBe('(SECUCODE="000858.SZ")');
    expect(new URL(eastmoneyMainIndicatorsUrl("830799")).searchParams.get("filter")).toBe('(SECUCODE="830799.BJ")');
  });
});
