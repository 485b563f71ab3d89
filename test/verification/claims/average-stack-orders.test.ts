import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * At 2026-04-30 (src/sample/sample-data.json): 五粮液 MA5 99.42 < MA10 100.33 < MA20 101.81 < MA60 103.32 < MA120
 * 107.86 < MA250 116.47 (空头); 贵州茅台 MA5 1410.53 < MA10 1411.13 < MA20 1433.56 < MA60 1441.22; 招商银行 MA5
 * 39.03, MA10 39.39, MA20 39.40, MA60 39.25, MA120 40.53, MA250 42.15 (no stack).
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a range of averages stacked bottom up (5日至250日均线自下而上依次排布)", () => {
  it("reads the range as every stored average from the first window to the last", () => {
    expect(mark("000858", "收盘97.08元，5日至250日均线自下而上依次排布，标准空头排列。")).toBe("✅");
    expect(mark("600036", "收盘38.27元，5日至250日均线自下而上依次排布，标准空头排列。")).toBe("❌");
    expect(mark("000858", "5日至250日均线自上而下依次排列。")).toBe("❌");
  });
});

describe("a stacking word before the order word it describes (自上而下呈空头排列)", () => {
  it("leaves the list to the order word", () => {
    expect(mark("600519", "收盘1384.79元，MA5、MA10、MA20、MA60自上而下呈空头排列。")).toBe("✅");
    expect(mark("600036", "MA5、MA10、MA20、MA60自上而下呈空头排列。")).toBe("❌");
  });

  it("still reads a stacking word with no order word as the order written", () => {
    expect(mark("600519", "MA5、MA10、MA20、MA60自下而上依次排列。")).toBe("✅");
    expect(mark("600519", "MA5、MA10、MA20、MA60自上而下依次排列。")).toBe("❌");
  });
});

describe("spans listed after the word 均线 (均线系统5/10/20/60/120日空头排列)", () => {
  it("reads the order on the spans listed, MA120 and MA250 included, not on MA5-MA60", () => {
    // 贵州茅台: MA60 1441.22 > MA120 1430.56 breaks a 空头 stack that holds from MA5 to MA60.
    expect(mark("600519", "均线系统5/10/20/60/120日完全空头排列。")).toBe("❌");
    expect(mark("600519", "均线系统5/10/20/60日呈空头排列。")).toBe("✅");
    expect(mark("000858", "均线5、10、20、60、120、250日空头排列。")).toBe("✅");
  });

  it("still reads 均线系统 with no spans after it as every average", () => {
    expect(mark("600036", "均线系统全面空头。")).toBe("❌");
    expect(mark("000858", "均线系统全面空头。")).toBe("✅");
  });
});

describe("a list of averages 依次向上排列 with no order word beside it", () => {
  it("reads either stack as the order written: each above the next or each below it", () => {
    // 五粮液: MA5 < MA10 < MA20 < MA60 (each below the next); 比亚迪 (002594): MA5 > MA10 > MA20 > MA60 > MA120.
    expect(mark("000858", "5日、10日、20日、60日均线依次向上排列。")).toBe("✅");
    expect(mark("002594", "MA5、MA10、MA20、MA60、MA120依次向上排列。")).toBe("✅");
  });

  it("reads it as the stack the next clause names, when that clause names one and no averages", () => {
    // 招商银行: MA60 39.25 < MA120 40.53 < MA250 42.15 (空头 from MA60 up); 五粮液 likewise.
    expect(mark("600036", "MA60、MA120、MA250依次向上排列，中长期多头格局完好。")).toBe("❌");
    expect(mark("000858", "MA60、MA120、MA250依次向上排列，中长期空头格局明显。")).toBe("✅");
  });

  it("fails a mixed order, which neither reading allows", () => {
    // 招商银行: MA20 39.40 > MA60 39.25 after MA5 < MA10 < MA20.
    expect(mark("600036", "5日、10日、20日、60日均线依次向上排列。")).toBe("❌");
  });
});

describe("averages 理顺 (put in a rising order) or 尚未理顺", () => {
  it("reads 理顺 after averages as 多头排列 of them, a denial as not one", () => {
    // 比亚迪 (002594): MA5 > MA10 > MA20 > MA60; 招商银行 (600036): MA5 39.03 < MA10 39.39.
    expect(mark("002594", "5日、10日、20日均线已经理顺。")).toBe("✅");
    expect(mark("600036", "MA5/10/20尚未理顺。")).toBe("✅");
    expect(mark("600036", "均线已经理顺。")).toBe("❌");
  });

  it("reads no order in 理顺 that follows no average", () => {
    expect(mark("600519", "公司理顺了渠道关系。")).not.toBe("❌");
  });
});

describe("the windows written right after 均线 with no 日 (均线5/10/20呈空头排列)", () => {
  it("orders those averages only", () => {
    expect(mark("600036", "过去250个交易日招行下跌约10.5%，均线5/10/20呈空头排列。")).toBe("✅");
    expect(mark("600036", "均线5/10/20/60呈空头排列。")).toBe("❌");
  });

  it("takes no price after 均线 for a window", () => {
    expect(mark("600036", "收盘38.27元，均线39.25元附近有压力。")).not.toBe("❌");
  });
});
