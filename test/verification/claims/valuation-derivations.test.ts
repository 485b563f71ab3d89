import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/** Valuations a writer derives in the sentence from the inputs it states (a price, an EPS, a market value, a profit). */
const mark = (ticker: string, asOf: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));

describe("a share price stated as the first input of a valuation", () => {
  // 五粮液 on 2020-05-15: close 145.22元, 2019 EPS 4.48元 (145.22 / 4.48 = 32.4).
  it("is the price, not a value of the per-share figure named after it", () => {
    expect(mark("000858", "2020-05-15", "以145.22元和2019年EPS 4.48元计，静态PE约32倍。")).toBe("✅");
    expect(mark("000858", "2020-05-15", "PE(LYR)约32倍：145.22元÷2019年每股收益4.48元。")).toBe("✅");
    expect(mark("000858", "2020-05-15", "按145.22元除以2019年每股收益4.48元，静态市盈率约32倍。")).toBe("✅");
  });

  it("is checked on the close, and the multiple on its inputs", () => {
    expect(mark("000858", "2020-05-15", "以150.22元和2019年EPS 4.48元计，静态PE约32倍。")).toBe("❌");
    expect(mark("000858", "2020-05-15", "以145.22元和2019年EPS 4.48元计，静态PE约40倍。")).toBe("❌");
  });
});

describe("a PE a writer divides from a market value and a year's profit", () => {
  // 中国石化: 总市值 6887亿元 on 2025-07-04, 2024 归母净利润 503.13亿元 (13.69倍), PB 0.84.
  it("reads an amount glued to 利润 as the profit, and a multiple before 左右的市盈率 as the PE", () => {
    const claim = "以去年7月4日约6887亿元的市值算，2024年503亿元利润只换来13.7倍左右的市盈率。";
    expect(mark("600028", "2026-04-30", claim)).toBe("✅");
    expect(mark("600028", "2026-04-30", claim.replace("13.7倍", "16.5倍"))).toBe("❌");
  });

  // 比亚迪: 总市值 18187亿元 on 2025-07-04 over 2024 归母净利润 402.54亿元 is 45倍, over 2025's 326.19亿元 56倍.
  it("divides by the year written at the profit (相当于2024年利润的N倍)", () => {
    expect(mark("002594", "2026-04-30", "按快照市值算，相当于2024年利润的45倍左右。")).toBe("✅");
    expect(mark("002594", "2026-04-30", "按快照市值算，相当于2024年利润的56倍左右。")).toBe("❌");
  });

  // 中国平安 on 2026-04-30: close 59.37元, market value now over 2025 归母净利润 about 8倍.
  it("reads 市值是利润的N倍 as the PE", () => {
    expect(mark("601318", "2026-04-30", "按59.37元算，平安市值只有2025年归母净利的8倍左右。")).toBe("✅");
    expect(mark("601318", "2026-04-30", "按59.37元算，平安市值只有2025年归母净利的12倍左右。")).toBe("❌");
  });

  // 贵州茅台 on 2026-04-30: PE(TTM) about 21倍 today; the market value over 2021's profit (557亿元) is about 34倍.
  it("divides by the year written at the profit, not today's PE when that year is an older one", () => {
    expect(mark("600519", "2026-04-30", "市值约为2021年归母净利润的21倍")).toBe("❌");
    expect(mark("600519", "2026-04-30", "市值约为2021年归母净利润的34倍")).toBe("✅");
    expect(mark("600519", "2026-04-30", "市值约为2025年归母净利润的21倍")).toBe("✅");
  });
});

describe("a level word said of now after a valuation divided by a report year", () => {
  // 招商银行 on 2026-04-30: PB 0.88; 中国平安's is above 1.
  it("reads 仍处破净 on today's PB", () => {
    const claim = "现价对应2025年每股净资产43.43元约0.88倍PB，仍处破净状态。";
    expect(mark("600036", "2026-04-30", claim)).toBe("✅");
    expect(mark("601318", "2026-04-30", "现价约1.1倍PB，仍处破净状态。")).toBe("❌");
  });
});

describe("a trailing four quarters' profit and its PE", () => {
  // 招商银行 on 2026-04-30: 近四个季度 归母净利润 1507亿元, PE(TTM) 6.4; the 2025 annual profit is 1501.81亿元.
  it("reads 近四季 as the trailing four quarters, and a multiple after 按现价 as the PE", () => {
    expect(mark("600036", "2026-04-30", "近四季归母净利润合计约1507亿元，按4月30日股价计TTM市盈率约6.4倍。")).toBe(
      "✅",
    );
    expect(mark("600036", "2026-04-30", "近四个季度归母净利合计约1507亿元，按现价约6.4倍PE。")).toBe("✅");
    expect(mark("600036", "2026-04-30", "近四个季度归母净利合计约1507亿元，按现价约9.4倍PE。")).toBe("❌");
    expect(mark("600036", "2026-04-30", "近四季归母净利润合计约1420亿元。")).toBe("❌");
  });
});
