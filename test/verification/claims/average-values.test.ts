import { describe, expect, it } from "vitest";
import { checkAverages } from "../../../src/verification/claims/check-averages";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/*
 * On 2026-04-30: 比亚迪 close 102.98, MA5 102.33, MA10 102.15, MA20 101.93, MA60 98.35, MA120 97.25 (多头排列);
 * 贵州茅台 MA5 1410.53, MA20 1433.56, MA60 1441.22; 宁德时代 436.00, 2.58 % over MA20 425.02, 11.33 % over MA60 391.63.
 */
describe("the values of moving averages written apart from their names", () => {
  it("pairs a list of averages with the list of values after 依次为", () => {
    const yd = (v: string) => `收盘102.98元，MA5/MA10/MA20/MA60/MA120依次为${v}，均线多头排列。`;
    expect(mark("002594", yd("102.33/102.15/101.93/98.35/97.25"))).toBe("✅");
    expect(mark("002594", yd("102.33/102.15/101.93/88.35/97.25"))).toBe("❌");
    // The order word before 依次为 describes the listing, not a stack of the averages.
    const mt = (v: string) => `5日、20日、60日均线自上而下依次为${v}，呈空头排列。`;
    expect(mark("600519", mt("1410.53、1433.56、1441.22"))).toBe("✅");
    expect(mark("600519", mt("1410.53、1463.56、1441.22"))).toBe("❌");
  });

  it("reads 仅/只有 before an average's value as the value (60日线仅98元左右)", () => {
    expect(mark("002594", "60日线仅98元左右，距离不远。")).toBe("✅");
    expect(mark("002594", "120日线只有90元上下，支撑较远。")).toBe("❌");
    // After 离 the figure is the distance to the average, not its value.
    const yd = sampleFacts("002594", "2026-04-30").market!;
    expect(checkAverages("股价离60日线仅4.6元", yd).filter((c) => /MA60 98.35元/.test(c.found))).toEqual([]);
  });

  it("reads a value written before the average it is (98元附近的60日线)", () => {
    expect(mark("002594", "可在98元附近的60日线一带设置止损。")).toBe("✅");
    expect(mark("002594", "可在90元附近的60日线一带设置止损。")).toBe("❌");
  });

  it("compares two averages placed against each other", () => {
    expect(mark("600519", "20日均线1433.56元已位于60日均线1441.22元之下。")).toBe("✅");
    expect(mark("600519", "20日均线已位于60日均线之上。")).toBe("❌");
  });
});

describe("averages named by a span or not at all, and the close's distance from them", () => {
  it("reads 短中期均线 and a bare 均线 as MA5/10/20/60", () => {
    expect(mark("002594", "技术面：价格站上全部短中期均线。")).toBe("✅");
    expect(mark("002594", "价格跌破全部短中期均线。")).toBe("❌");
    expect(mark("002594", "价格则在均线上方。")).toBe("✅");
  });

  it("reads 乖离20日线 as BIAS20 and 距60日线高出 as the distance above MA60", () => {
    expect(mark("300750", "收盘436元，乖离20日线约2.6%，距60日线则高出约11%。")).toBe("✅");
    expect(mark("300750", "收盘436元，乖离20日线约5.6%。")).toBe("❌");
    expect(mark("300750", "距60日线则低出约11%。")).toBe("❌");
  });
});

// 中国平安 2020-03-19: close 67.81, 17.11 % under MA60 81.81, below every close of the 60 sessions before (69.87-87.60).
describe("a distance from an average with its side, and a close past every close of a window", () => {
  const pa = (claim: string) => mark("601318", claim, "2020-03-19");

  it("checks the side 向上/向下偏离 says, and never reads the distance as the window's move", () => {
    expect(pa("股价较60日均线向下偏离约17%。")).toBe("✅");
    expect(pa("股价较60日均线向上偏离约17%。")).toBe("❌");
    expect(pa("较60日均线偏离约17%。")).toBe("✅");
  });

  it("reads 跌破此前N个交易日的收盘低点 and 跌破前N日所有收盘 as the close below each of them", () => {
    expect(pa("股价跌破此前60个交易日的收盘低点。")).toBe("✅");
    expect(pa("收盘价跌破前5日所有收盘。")).toBe("✅");
    expect(pa("股价突破此前60个交易日的收盘高点。")).toBe("❌");
  });
});

/* 招商银行 on 2026-04-30: MA120 40.53, MA250 42.15. */
describe("a list of averages paired with a list of values by 分别", () => {
  it("reads a verb of place (压在, 落在) and values joined by 和 or 与", () => {
    expect(mark("600036", "同时120日、250日均线分别压在40.53、42.15元。")).toBe("✅");
    expect(mark("600036", "半年线和年线分别是40.53与42.15元。")).toBe("✅");
    expect(mark("600036", "招行120日、250日均线分别为40.53元和42.15元。")).toBe("✅");
  });

  it("fails the values given in the other order", () => {
    expect(mark("600036", "招行120日、250日均线分别压在42.15、40.53元。")).toBe("❌");
  });
});
