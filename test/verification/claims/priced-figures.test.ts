import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { pricedFigure } from "../../../src/verification/claims/priced-figures";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("an amount in 元 read as the share price by the words around it", () => {
  it("reads an amount named 价格 with a valuation multiple after it (1547块的价格也就22.5倍PE)", () => {
    // 贵州茅台 2025-04-30: 收盘价 1547.00元, 市盈率(TTM) 22.54倍.
    expect(mark("600519", "2024年每股收益68.64元，1547块的价格也就22.5倍PE。", "2025-04-30")).toBe("✅");
    expect(mark("600519", "2024年每股收益68.64元，1547块的价格也就30倍PE。", "2025-04-30")).toBe("❌");
    // A product's price, no multiple after it, stays a figure the data lacks.
    expect(mark("600519", "飞天批价2200元的价格仍在回落。", "2025-04-30")).toBe("❔");
  });
  it("reads the price a PE is computed at with its name before 计 (按1547元收盘计)", () => {
    // 贵州茅台 2025-04-30: 收盘价 1547.00元, 2024年基本每股收益 68.64元.
    expect(pricedFigure("按", "收盘计静态市盈率约22.5倍")).toBe(true);
    expect(mark("600519", "每股收益68.64元，按1547元收盘计静态市盈率约22.5倍。", "2025-04-30")).toBe("✅");
    expect(mark("600519", "每股收益68.64元，按1600元收盘计静态市盈率约23.3倍。", "2025-04-30")).toBe("❌");
  });

  it("reads an amount placed against a moving average as the close", () => {
    // 中国平安 2025-04-30: 收盘价 50.71元, MA60 51.10, MA250 48.39.
    expect(pricedFigure("", "夹在年线48.39元与60日线51.10元之间")).toBe(true);
    expect(pricedFigure("", "站上年线")).toBe(true);
    expect(pricedFigure("", "的营收")).toBe(false);
    expect(mark("601318", "50.71元夹在年线48.39元与60日线51.10元之间。", "2025-04-30")).toBe("✅");
    expect(mark("601318", "52元夹在年线48.39元与60日线51.10元之间。", "2025-04-30")).toBe("❌");
  });
});

describe("a price in a clause whose metric is per share", () => {
  it("is the close when named so (对5.39元的股价) or divided by the EPS (145.22元÷4.48元（2019年EPS）)", () => {
    // 中国石化 2026-04-30: 收盘价 5.39元, 2024年基本每股收益 0.41元; 五粮液 2020-05-15: 收盘价 145.22元, 2019年 EPS 4.48元.
    expect(mark("600028", "每股收益0.41元对5.39元的股价，约13倍PE。", "2026-04-30")).toBe("✅");
    expect(mark("600028", "每股收益0.41元对6.39元的股价，约13倍PE。", "2026-04-30")).toBe("❌");
    expect(mark("000858", "145.22元÷4.48元（2019年EPS），静态PE约32倍。", "2020-05-15")).toBe("✅");
    expect(mark("000858", "155.22元÷4.48元（2019年EPS），静态PE约32倍。", "2020-05-15")).toBe("❌");
  });

  it("is the close when set against the per-share figure by 对 (38.27元对每股净资产43.43元)", () => {
    // 招商银行 2026-04-30: 收盘价 38.27元, 2025年末每股净资产 43.43元.
    expect(pricedFigure("", "对每股净资产43.43元")).toBe(true);
    expect(mark("600036", "市净率约0.88倍（38.27元对每股净资产43.43元）。", "2026-04-30")).toBe("✅");
    expect(mark("600036", "市净率约0.88倍（35.27元对每股净资产43.43元）。", "2026-04-30")).toBe("❌");
    // 中国石化 2026-04-30: 收盘价 5.39元; "只对应2024年约13倍PE": an adverb, a year and the multiple before its name.
    expect(mark("600028", "5.39元只对应2024年约13倍PE。", "2026-04-30")).toBe("✅");
    expect(mark("600028", "5.89元只对应2024年约13倍PE。", "2026-04-30")).toBe("❌");
    // 对 before no per-share name sets nothing against the price.
    expect(pricedFigure("", "对应营收增长")).toBe(false);
  });
});

describe("a few 元 read with a market multiple (priced-figures.ts priceOfMultiple)", () => {
  // 2026-04-30 closes: 贵州茅台 1384.79元, 招商银行 38.27元, 中国石化 5.39元.
  it("is the share price in a clause naming no metric before a PE or PB clause", () => {
    expect(pricedFigure("茅台跌到", "", "pe_ttm")).toBe(true);
    expect(pricedFigure("茅台跌到", "", "net_profit")).toBe(false);
    expect(mark("600519", "茅台跌到1385元，按去年利润算PE才21倍出头。", "2026-04-30")).toBe("✅");
    expect(mark("600519", "茅台跌到1485元，按去年利润算PE才21倍出头。", "2026-04-30")).toBe("❌");
    expect(mark("600036", "招行38块出头，PB不到0.9倍，PE不到7倍。", "2026-04-30")).toBe("✅");
    expect(mark("600036", "招行48块出头，PB不到0.9倍，PE不到7倍。", "2026-04-30")).toBe("❌");
  });

  it("is not read so where its own clause names a metric (the figure may be that metric's input)", () => {
    expect(pricedFigure("每股净资产", "", "pb")).toBe(false);
    expect(pricedFigure("", "出头的股价只有5倍多PE", "pe_ttm")).toBe(false);
  });
});
