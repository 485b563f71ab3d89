import { describe, expect, it } from "vitest";
import { announcementChunks } from "../../../src/ingest/chunks/announcement-chunks";
import { classifyChunk } from "../../../src/ingest/chunks/classify";
import { derivedChunks } from "../../../src/ingest/figures/derived-indicators";
import { metricChunks } from "../../../src/ingest/chunks/metric-chunks";
import { metric, MOUTAI } from "../moutai-fixture";

const announcementCategory = (title: string, category?: string) =>
  classifyChunk({ kind: "announcement", title, category }).category;

describe("classifyChunk", () => {
  it("revenue growth is growth evidence for the earnings analyst", () => {
    expect(classifyChunk({ kind: "metric", metric: "revenue", change: 15.66 })).toEqual({
      category: "growth",
      dimension: "earnings",
    });
  });

  it("a revenue decline is risk evidence even though revenue is a growth metric", () => {
    expect(classifyChunk({ kind: "metric", metric: "revenue", change: -8.2 })).toEqual({
      category: "risk",
      dimension: "earnings",
    });
    expect(classifyChunk({ kind: "metric", metric: "net_profit", change: -30 }).category).toBe("risk");
  });

  it("without a change the catalogue default stands", () => {
    expect(classifyChunk({ kind: "metric", metric: "revenue", change: null }).category).toBe("growth");
    expect(classifyChunk({ kind: "metric", metric: "goodwill", change: null })).toEqual({
      category: "risk",
      dimension: "risk",
    });
    expect(classifyChunk({ kind: "metric", metric: "total_assets", change: 10 }).category).toBe("neutral");
  });

  it("a rising risk metric is risk; a falling one is neutral", () => {
    expect(classifyChunk({ kind: "metric", metric: "debt_ratio", change: 3 }).category).toBe("risk");
    expect(classifyChunk({ kind: "metric", metric: "debt_ratio", change: -3 }).category).toBe("neutral");
    expect(classifyChunk({ kind: "metric", metric: "ar_days", change: 12 }).category).toBe("risk");
  });

  it("operating cash flow below profit is risk", () => {
    expect(classifyChunk({ kind: "derived", indicator: "ocf_to_profit", value: 0.58, change: null })).toEqual({
      category: "risk",
      dimension: "risk",
    });
    expect(classifyChunk({ kind: "derived", indicator: "ocf_to_profit", value: 1.2, change: null }).category).toBe(
      "neutral",
    );
  });

  it("reads announcement titles: 减持 and regulatory letters are risk, buy-backs and dividends growth", () => {
    expect(announcementCategory("关于持股5%以上股东减持股份计划的预披露公告")).toBe("risk");
    expect(announcementCategory("关于收到上海证券交易所问询函的公告")).toBe("risk");
    expect(announcementCategory("关于公司收到中国证监会立案告知书的公告")).toBe("risk");
    expect(announcementCategory("关于控股股东部分股份质押的公告")).toBe("risk");
    expect(announcementCategory("关于计提商誉减值准备的公告")).toBe("risk");
    expect(announcementCategory("关于以集中竞价交易方式回购股份的回购报告书")).toBe("growth");
    expect(announcementCategory("关于控股股东增持公司股份的公告")).toBe("growth");
    expect(announcementCategory("2024年年度权益分派实施公告")).toBe("growth");
    expect(announcementCategory("关于项目中标的公告")).toBe("growth");
    expect(announcementCategory("关于控股股东承诺不减持公司股份的公告")).toBe("growth");
    expect(announcementCategory("关于控股股东部分股份解除质押的公告")).toBe("neutral");
    expect(announcementCategory("关于召开2024年年度股东大会的通知")).toBe("neutral");
    expect(announcementCategory("关于股份回购的进展公告", "回购")).toBe("growth");
  });

  it("quote chunks: deep drawdowns are risk, strong sixty-day moves one side's momentum", () => {
    expect(classifyChunk({ kind: "quote", view: "range", drawdown: -35 })).toEqual({
      category: "risk",
      dimension: "market",
    });
    expect(classifyChunk({ kind: "quote", view: "range", drawdown: -5 }).category).toBe("neutral");
    expect(classifyChunk({ kind: "quote", view: "month_end", return60: 18 }).category).toBe("growth");
    expect(classifyChunk({ kind: "quote", view: "month_end", return60: -12 }).category).toBe("risk");
    expect(classifyChunk({ kind: "quote", view: "valuation" })).toEqual({
      category: "neutral",
      dimension: "valuation",
    });
  });
});

describe("classification applied by the chunk builders", () => {
  it("a metric chunk without a published YoY follows its change against the prior year", () => {
    const [down] = metricChunks(MOUTAI, [
      metric("2024-12-31", "revenue", 90e9),
      metric("2023-12-31", "revenue", 100e9),
    ]);
    expect(down).toMatchObject({ period: "2024-12-31", category: "risk" });
    const [up] = metricChunks(MOUTAI, [metric("2024-12-31", "revenue", 90e9, { yoy: 4.1 })]);
    expect(up!.category).toBe("growth");
  });

  it("a computed revenue decline is risk", () => {
    const list = derivedChunks(MOUTAI, [metric("2024-12-31", "revenue", 90e9), metric("2023-12-31", "revenue", 100e9)]);
    expect(list).toHaveLength(1);
    expect(list[0]!.text).toContain("营业总收入同比-10.00%");
    expect(list[0]!.category).toBe("risk");
  });

  it("a 减持 announcement is risk evidence for the sentiment analyst", () => {
    const [c] = announcementChunks({ code: "300750", name: "宁德时代" }, [
      { ticker: "300750", id: "9", title: "关于股东减持股份的进展公告", date: "2025-02-10", source: "巨潮资讯" },
    ]);
    expect(c).toMatchObject({ category: "risk", dimension: "sentiment" });
  });
});
