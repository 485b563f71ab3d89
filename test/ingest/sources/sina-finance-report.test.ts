import { describe, expect, it } from "vitest";
import fzb from "../../fixtures/sources/sina-finance-report-fzb-600519.json";
import llb from "../../fixtures/sources/sina-finance-report-llb-600519.json";
import lrb from "../../fixtures/sources/sina-finance-report-lrb-600519.json";
import { IngestPayload } from "../../../src/ingest/ingest-payload";
import {
  fetchSinaFinanceReports,
  parseSinaFinanceReport,
  SINA_FINANCE_REPORT,
  sinaFinanceReportUrl,
} from "../../../src/ingest/sources/sina-finance-report";
import { edited, headerOf, recordingFetch, shapeErrorOf } from "./source-test-kit";

function find(metrics: ReturnType<typeof parseSinaFinanceReport>, period: string, metric: string) {
  const found = metrics.find((m) => m.period === period && m.metric === metric);
  if (!found) throw new Error(`no ${metric} for ${period}`);
  return found;
}

describe("Sina finance report parser", () => {
  it("maps income-statement lines by vendor field code, decimal strings to 元, tongbi ratio to percent", () => {
    const metrics = parseSinaFinanceReport(lrb, "600519", "lrb");
    const revenue = find(metrics, "2024-12-31", "revenue");
    expect(revenue).toMatchObject({
      ticker: "600519",
      value: 174144069958.25,
      unit: "元",
      yoy: 15.664,
      disclosureDate: "2025-04-03",
      source: "新浪财经",
      sourceUrl: sinaFinanceReportUrl("600519", "lrb"),
    });
    expect(find(metrics, "2024-12-31", "net_profit")).toMatchObject({ value: 86228146421.62, yoy: 15.38 });
    expect(find(metrics, "2024-12-31", "operating_revenue").value).toBe(170899152276.34);
    expect(find(metrics, "2024-12-31", "operating_profit").value).toBe(119688579453.23);
    expect(find(metrics, "2024-12-31", "net_income").value).toBe(89334728025.9);
    expect(find(metrics, "2023-12-31", "net_profit")).toMatchObject({
      value: 74734071550.75,
      disclosureDate: "2024-04-03",
    });
  });

  it("ignores section headers and lines it has no mapping for (营业成本 here)", () => {
    const metrics = parseSinaFinanceReport(lrb, "600519", "lrb");
    // 2 periods x 5 mapped lines; the header rows and BIZCOST are not metrics.
    expect(metrics).toHaveLength(10);
    expect(metrics.some((m) => m.metric === "operating_cost")).toBe(false);
  });

  it("maps balance-sheet and cash-flow lines", () => {
    const balance = parseSinaFinanceReport(fzb, "600519", "fzb");
    expect(find(balance, "2024-12-31", "total_assets").value).toBe(298944579918.7);
    expect(find(balance, "2024-12-31", "total_liabilities")).toMatchObject({ value: 56933264798.1, yoy: 16.088 });
    expect(find(balance, "2024-12-31", "parent_equity").value).toBe(233105984399.47);
    expect(find(balance, "2023-12-31", "cash").value).toBe(69070136376.12);

    const cash = parseSinaFinanceReport(llb, "600519", "llb");
    expect(find(cash, "2024-12-31", "operating_cash_flow")).toMatchObject({ value: 92463692168.43, yoy: 38.848 });
    expect(find(cash, "2024-12-31", "capex").value).toBe(4678712053.56);
    expect(IngestPayload.safeParse({ metrics: [...balance, ...cash] }).success).toBe(true);
  });

  it("treats an empty item_value as not reported", () => {
    const json = edited(lrb, ["result", "data", "report_list", "20241231", "data", 1, "item_value"], { set: "" });
    const metrics = parseSinaFinanceReport(json, "600519", "lrb");
    expect(metrics.some((m) => m.period === "2024-12-31" && m.metric === "revenue")).toBe(false);
  });
});

describe("Sina finance report on a changed shape", () => {
  it("names a line whose value is no longer a decimal number", async () => {
    const json = edited(lrb, ["result", "data", "report_list", "20241231", "data", 6, "item_value"], {
      set: "862.28亿",
    });
    const error = await shapeErrorOf(() => parseSinaFinanceReport(json, "600519", "lrb"));
    expect(error.source).toBe(SINA_FINANCE_REPORT);
    expect(error.field).toBe("result.data.report_list.20241231.data[6].item_value");
  });

  it("names a missing publish date", async () => {
    const json = edited(lrb, ["result", "data", "report_list", "20231231", "publish_date"], "delete");
    const error = await shapeErrorOf(() => parseSinaFinanceReport(json, "600519", "lrb"));
    expect(error.field).toBe("result.data.report_list.20231231.publish_date");
  });

  it("fails when the field codes were renamed and nothing maps any more", async () => {
    let json: unknown = lrb;
    for (const period of ["20241231", "20231231"]) {
      for (let i = 0; i < 7; i++) {
        json = edited(json, ["result", "data", "report_list", period, "data", i, "item_field"], { set: `F${i}` });
      }
    }
    const error = await shapeErrorOf(() => parseSinaFinanceReport(json, "600519", "lrb"));
    expect(error.field).toBe("result.data.report_list.*.data[].item_field");
    expect(error.detail).toContain("BIZTOTINCO");
  });

  it("refuses figures in a currency other than CNY", async () => {
    const json = edited(fzb, ["result", "data", "report_list", "20241231", "rCurrency"], { set: "HKD" });
    const error = await shapeErrorOf(() => parseSinaFinanceReport(json, "600519", "fzb"));
    expect(error.field).toBe("result.data.report_list.20241231.rCurrency");
  });

  it("rejects an empty report list and a non-zero status", async () => {
    const empty = edited(lrb, ["result", "data", "report_list"], { set: {} });
    expect((await shapeErrorOf(() => parseSinaFinanceReport(empty, "600519", "lrb"))).field).toBe(
      "result.data.report_list",
    );
    const rejected = edited(lrb, ["result", "status", "code"], { set: 1 });
    expect((await shapeErrorOf(() => parseSinaFinanceReport(rejected, "600519", "lrb"))).field).toBe(
      "result.status.code",
    );
  });

  it("names the missing envelope when the answer is something else entirely", async () => {
    const error = await shapeErrorOf(() => parseSinaFinanceReport({ error: "not found" }, "600519", "lrb"));
    expect(error.field).toBe("result");
  });
});

describe("fetchSinaFinanceReports", () => {
  it("requests the three statements for the sh/sz paper code, as akshare does", async () => {
    const bodies = new Map<string, unknown>([
      ["lrb", lrb],
      ["fzb", fzb],
      ["llb", llb],
    ]);
    const urls: string[] = [];
    const metrics = await fetchSinaFinanceReports(async (source, url, init) => {
      expect(source).toBe(SINA_FINANCE_REPORT);
      expect(headerOf(init, "Referer")).toBe("https://vip.stock.finance.sina.com.cn/");
      urls.push(url);
      return new Response(JSON.stringify(bodies.get(new URL(url).searchParams.get("source") ?? "")));
    }, "600519");
    expect(urls.map((u) => Object.fromEntries(new URL(u).searchParams))).toEqual(
      ["lrb", "fzb", "llb"].map((source) => ({ paperCode: "sh600519", source, type: "0", page: "1", num: "1000" })),
    );
    expect(
      urls[0]?.startsWith("https://quotes.sina.cn/cn/api/openapi.php/CompanyFinanceService.getFinanceReport2022?"),
    ).toBe(true);
    expect(metrics).toHaveLength(10 + 8 + 2);
  });

  it("uses the sz prefix for Shenzhen codes", () => {
    expect(new URL(sinaFinanceReportUrl("000858", "lrb")).searchParams.get("paperCode")).toBe("sz000858");
  });

  it("turns a non-JSON body into a shape error", async () => {
    const { politeFetch } = recordingFetch("");
    const error = await shapeErrorOf(() => fetchSinaFinanceReports(politeFetch, "600519"));
    expect(error).toMatchObject({ source: SINA_FINANCE_REPORT, field: "(body)" });
  });
});

describe("Sina finance report (experimental: no real capture exists)", () => {
  it("refuses a Beijing listing: its paper code is unverified", async () => {
    const error = await shapeErrorOf(() => fetchSinaFinanceReports(async () => new Response("{}"), "830799"));
    expect([error.field, error.detail]).toEqual(["paperCode", "no verified paper code for BJ listing 830799"]);
  });

  it("refuses a body that is not UTF-8 (GBK?) and a JSONP wrapper, naming the source", async () => {
    const gbk = new Uint8Array([0x7b, 0x22, 0xc3, 0xa9, 0xff, 0x22, 0x7d]); // {"..."} with an invalid UTF-8 byte
    const encoding = await shapeErrorOf(() => fetchSinaFinanceReports(async () => new Response(gbk), "600519"));
    expect([encoding.source, encoding.field]).toEqual(["sina-finance-report", "(body)"]);
    const jsonp = await shapeErrorOf(() =>
      fetchSinaFinanceReports(async () => new Response('cb({"result":{}})'), "600519"),
    );
    expect(jsonp.detail).toMatch(/^not JSON/);
  });
});
