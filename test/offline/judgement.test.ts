import { describe, expect, it } from "vitest";
import type { EvidenceItem } from "../../src/debate/debate-types";
import { sayFor } from "../../src/offline/claims";
import { holds, knowledgeOf, supersededIds } from "../../src/offline/judgement";
import { read } from "../../src/offline/reading";

const item = (id: string, over: Partial<EvidenceItem>): EvidenceItem => ({
  id,
  chunkId: `c-${id}`,
  text: "",
  category: "neutral",
  dimension: "risk",
  period: "2024-12-31",
  publicDate: "2025-03-26",
  source: "东方财富F10",
  sourceUrl: null,
  figures: [],
  ...over,
});

// 招商银行 FY2024: total liabilities / total assets = 89.85 % (the sample's FY2024 balance sheet).
const debt = item("E1", {
  text: "招商银行(600036) 2024年报 资产负债率 89.85%",
  figures: [{ label: "资产负债率", value: 89.85, unit: "%" }],
});

describe("the offline analyst's judgement by industry and price facts", () => {
  it("does not call a bank's ~90% debt ratio 偏高, though it would a general company's", () => {
    const claim = "2024年报资产负债率 89.85%，负债率偏高";
    expect(holds(claim, "资产负债率 89.85%", knowledgeOf([debt], "2025-06-30", "银行"), { side: "bear" })).toBe(false);
    expect(holds(claim, "资产负债率 89.85%", knowledgeOf([debt], "2025-06-30", "汽车"), { side: "bear" })).toBe(true);
  });

  it("reads a 20-session fall only as adverse: the bull says nothing of it", () => {
    const activity = item("E2", {
      chunkId: "computed:600519:2026-04-30:activity",
      text: "贵州茅台(600519) 截至2026-04-30日线计算：近二十个交易日平均成交量为此前六十个交易日的 0.80倍，成交萎缩；近二十个交易日涨跌幅-5.11%",
      dimension: "sentiment",
      period: "2026-04-30",
      publicDate: "2026-04-30",
      figures: [
        { label: "成交量比", value: 0.8, unit: "倍" },
        { label: "近二十个交易日涨跌幅", value: -5.11, unit: "%" },
      ],
    });
    const k = knowledgeOf([activity], "2026-04-30");
    const r = read(activity, 2026);
    expect(sayFor(r, "bull", k)).toBeNull();
    expect(sayFor(r, "bear", k)?.claim ?? "").not.toContain("积极");
  });

  it("leaves out superseded or stale price readings, not quarterly reports", () => {
    const may = item("Q1", {
      dimension: "market",
      period: "2025-05-30",
      publicDate: "2025-05-30",
      text: "2025-05-30 收盘价 1500.00元",
    });
    const june = item("Q2", {
      dimension: "market",
      period: "2025-06-30",
      publicDate: "2025-06-30",
      text: "2025-06-30 收盘价 1410.00元",
    });
    const q1 = item("M1", { period: "2025-03-31", text: "贵州茅台(600519) 2025一季报 归母净利润 268.47亿元" });
    expect([...supersededIds([may, june, q1, debt], "2025-06-30")].sort()).toEqual(["Q1"]);
    // A month-old quote is stale as of a date ten days past it, even with no newer one in the pack...
    expect([...supersededIds([may, debt], "2025-06-30")]).toEqual(["Q1"]);
    // ...but a role whose whole pack is stale still argues from it rather than from nothing.
    expect([...supersededIds([may], "2025-06-30")]).toEqual([]);
    expect([...supersededIds([june], "2025-06-30")]).toEqual([]);
  });

  it("argues from a quarterly report on its own period: the quote names the report, a return on equity has no level", () => {
    const margin = item("M2", {
      dimension: "earnings",
      period: "2025-03-31",
      publicDate: "2025-04-30",
      text: "贵州茅台(600519) 2025一季报 销售净利率 54.89%（Tushare，披露 2025-04-30）",
      figures: [{ label: "销售净利率", value: 54.89, unit: "%" }],
    });
    const roe = item("M3", {
      dimension: "earnings",
      period: "2025-03-31",
      publicDate: "2025-04-30",
      text: "贵州茅台(600519) 2025一季报 净资产收益率(加权) 5.10%（Tushare，披露 2025-04-30）",
      figures: [{ label: "净资产收益率(加权)", value: 5.1, unit: "%" }],
    });
    const k = knowledgeOf([margin, roe], "2025-06-30");
    expect(sayFor(read(margin, 2025), "bull", k)).toEqual({
      claim: "2025一季报销售净利率 54.89%，盈利能力突出，盈利质地较好",
      quote: "2025一季报 销售净利率 54.89%",
    });
    // 5.10% for three months is no weak year (偏弱 is under 8% a year): the annual thresholds do not apply.
    expect(sayFor(read(roe, 2025), "bear", k)).toBeNull();
    expect(holds("2025一季报净资产收益率(加权) 5.10%", "净资产收益率(加权) 5.10%", k)).toBe(false);
    expect(holds("2025一季报净资产收益率(加权) 5.10%", "2025一季报 净资产收益率(加权) 5.10%", k)).toBe(true);
  });

  it("says an announcement whose title the compliance filter masked: the removed-text mark is no forecast", () => {
    const notice = item("A1", {
      period: null,
      publicDate: "2025-06-25",
      text: "贵州茅台(600519) 2025-06-25 公告：关于控股股东减持股份的公告及〔目标价已略〕的说明（类别：股东增减持）",
    });
    const said = sayFor(read(notice, 2024), "bear", knowledgeOf([notice], "2025-06-30"));
    expect(said?.claim).toBe("2025-06-25 公告：关于控股股东减持股份的公告及〔目标价已略〕的说明，公司层面存在利空信号");
    // A target price the claim itself states is still a forecast the data cannot check.
    expect(holds("2025-06-25 公告：控股股东减持，目标价2000元", said!.quote, knowledgeOf([notice], "2025-06-30"))).toBe(
      false,
    );
  });
});
