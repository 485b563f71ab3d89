import { describe, expect, it } from "vitest";
import fixture from "../../fixtures/sources/eastmoney-announcements-600519.json";
import { IngestPayload } from "../../../src/ingest/ingest-payload";
import {
  EASTMONEY_ANNOUNCEMENTS,
  fetchEastmoneyAnnouncements,
  parseEastmoneyAnnouncements,
} from "../../../src/ingest/sources/eastmoney-announcements";
import { edited, headerOf, recordingFetch, shapeErrorOf } from "./source-test-kit";

describe("Eastmoney announcement list parser", () => {
  it("maps art_code, title, the notice date's day, the first column as category, and the detail page", () => {
    const announcements = parseEastmoneyAnnouncements(fixture, "600519");
    expect(announcements).toHaveLength(3);
    expect(announcements[0]).toEqual({
      ticker: "600519",
      id: "AN202504021655418397",
      title: "贵州茅台2024年年度报告",
      date: "2025-04-03",
      category: "年度报告全文",
      url: "https://data.eastmoney.com/notices/detail/600519/AN202504021655418397.html",
      source: "东方财富公告",
    });
    expect(announcements[2]).toMatchObject({ date: "2025-03-29", category: "股份回购" });
    expect(IngestPayload.safeParse({ announcements }).success).toBe(true);
  });

  it("leaves the category out when the source gives no column", () => {
    const json = edited(fixture, ["data", "list", 1, "columns"], { set: [] });
    const second = parseEastmoneyAnnouncements(json, "600519")[1];
    expect(second?.id).toBe("AN202504021655418394");
    expect(second && "category" in second).toBe(false);
  });

  it("keeps one entry per art_code when a page repeats an announcement", () => {
    const json = edited(fixture, ["data", "list", 2, "art_code"], { set: "AN202504021655418397" });
    expect(parseEastmoneyAnnouncements(json, "600519")).toHaveLength(2);
  });
});

describe("Eastmoney announcements on a changed shape", () => {
  it("names a renamed id field", async () => {
    const json = edited(fixture, ["data", "list", 0, "art_code"], "delete");
    const error = await shapeErrorOf(() => parseEastmoneyAnnouncements(json, "600519"));
    expect(error).toMatchObject({ source: EASTMONEY_ANNOUNCEMENTS, field: "data.list[0].art_code" });
  });

  it("names a date sent as a timestamp number", async () => {
    const json = edited(fixture, ["data", "list", 1, "notice_date"], { set: 1743638400000 });
    expect((await shapeErrorOf(() => parseEastmoneyAnnouncements(json, "600519"))).field).toBe(
      "data.list[1].notice_date",
    );
  });

  it("rejects an empty list", async () => {
    const json = edited(fixture, ["data", "list"], { set: [] });
    expect((await shapeErrorOf(() => parseEastmoneyAnnouncements(json, "600519"))).field).toBe("data.list");
  });

  it("rejects announcements of another company (stock_list ignored)", async () => {
    const error = await shapeErrorOf(() => parseEastmoneyAnnouncements(fixture, "000858"));
    expect(error.field).toBe("data.list[0].codes");
  });

  it("rejects a JSONP-wrapped or HTML body", async () => {
    const { politeFetch } = recordingFetch('jQuery1123_1({"data":{"list":[]}})');
    const error = await shapeErrorOf(() => fetchEastmoneyAnnouncements(politeFetch, "600519"));
    expect(error).toMatchObject({ source: EASTMONEY_ANNOUNCEMENTS, field: "(body)" });
  });
});

describe("fetchEastmoneyAnnouncements", () => {
  it("asks for the company's A-share announcements, newest first, with a notices referer", async () => {
    const { politeFetch, calls } = recordingFetch(JSON.stringify(fixture));
    await fetchEastmoneyAnnouncements(politeFetch, "600519", 50);
    const url = new URL(calls[0]!.url);
    expect(url.origin + url.pathname).toBe("https://np-anotice-stock.eastmoney.com/api/security/ann");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      sr: "-1",
      page_size: "50",
      page_index: "1",
      ann_type: "A",
      client_source: "web",
      stock_list: "600519",
      f_node: "0",
      s_node: "0",
    });
    expect(headerOf(calls[0]?.init, "Referer")).toBe("https://data.eastmoney.com/notices/");
  });
});
