import { describe, expect, it } from "vitest";
import fixture from "../../fixtures/sources/cninfo-szse-stock.json";
import { IngestPayload } from "../../../src/ingest/ingest-payload";
import {
  CNINFO_STOCK_LIST,
  CNINFO_STOCK_LIST_URL,
  cleanSecurityName,
  fetchCninfoStockList,
  parseCninfoStockList,
} from "../../../src/ingest/sources/cninfo-stock-list";
import { edited, recordingFetch, shapeErrorOf } from "./source-test-kit";

describe("cninfo stock list parser", () => {
  const companies = parseCninfoStockList(fixture);

  it("keeps A shares only, with the exchange taken from the code", () => {
    expect(companies.map((c) => [c.code, c.exchange])).toEqual([
      ["600519", "SH"],
      ["000858", "SZ"],
      ["000002", "SZ"],
      ["000069", "SZ"],
      ["830799", "BJ"],
      ["002032", "SZ"],
    ]);
    expect(IngestPayload.safeParse({ companies }).success).toBe(true);
  });

  it("removes SZSE padding spaces, ASCII and full-width, and adds the half-width spelling as an alias", () => {
    const byCode = new Map(companies.map((c) => [c.code, c]));
    expect(byCode.get("000858")).toMatchObject({ name: "五粮液", aliases: [] });
    expect(byCode.get("000002")).toMatchObject({ name: "万科Ａ", aliases: ["万科A"] });
    expect(byCode.get("000069")).toMatchObject({ name: "华侨城Ａ", aliases: ["华侨城A"] });
    expect(byCode.get("600519")).toMatchObject({ name: "贵州茅台", aliases: [] });
  });

  it("cleans names the way the reference snapshot prints them", () => {
    expect(cleanSecurityName("五 粮 液")).toBe("五粮液");
    expect(cleanSecurityName("万  科Ａ")).toBe("万科Ａ");
    expect(cleanSecurityName("\u3000平安银行 ")).toBe("平安银行");
  });

  it("keeps the first entry when a code is listed twice", () => {
    const json = edited(fixture, ["stockList", 1, "code"], { set: "600519" });
    const out = parseCninfoStockList(json);
    expect(out.filter((c) => c.code === "600519")).toEqual([
      { code: "600519", name: "贵州茅台", exchange: "SH", aliases: [] },
    ]);
  });
});

describe("cninfo stock list on a changed shape", () => {
  it("names a renamed name field", async () => {
    const json = edited(fixture, ["stockList", 2, "zwjc"], "delete");
    const error = await shapeErrorOf(() => parseCninfoStockList(json));
    expect(error).toMatchObject({ source: CNINFO_STOCK_LIST, field: "stockList[2].zwjc" });
  });

  it("names a code sent as a number", async () => {
    const json = edited(fixture, ["stockList", 0, "code"], { set: 600519 });
    expect((await shapeErrorOf(() => parseCninfoStockList(json))).field).toBe("stockList[0].code");
  });

  it("rejects an empty list, and a list with no A shares", async () => {
    expect((await shapeErrorOf(() => parseCninfoStockList({ stockList: [] }))).field).toBe("stockList");
    const onlyB = { stockList: [fixture.stockList[5]] };
    expect((await shapeErrorOf(() => parseCninfoStockList(onlyB))).field).toBe("stockList[].category");
  });

  it("fetches the dictionary akshare uses and rejects a non-JSON body", async () => {
    const ok = recordingFetch(JSON.stringify(fixture));
    expect(await fetchCninfoStockList(ok.politeFetch)).toHaveLength(6);
    expect(ok.calls[0]).toMatchObject({ source: CNINFO_STOCK_LIST, url: CNINFO_STOCK_LIST_URL });
    expect(CNINFO_STOCK_LIST_URL).toBe("http://www.cninfo.com.cn/new/data/szse_stock.json");

    const html = recordingFetch("<html>维护中</html>");
    expect((await shapeErrorOf(() => fetchCninfoStockList(html.politeFetch))).field).toBe("(body)");
  });
});
