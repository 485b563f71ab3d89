import { describe, expect, it } from "vitest";
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
