import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/** A PE divided by the trailing four quarters' earnings, named in its sentence, is the PE(TTM). */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("动态PE in a sentence naming the trailing earnings", () => {
  // 宁德时代 2026-04-30: PE(TTM) 25.17倍; 招商银行 2025-09-05: 7.26倍.
  it("is the PE(TTM), checked on its readings", () => {
    expect(mark("300750", "按TTM净利润约790亿元和当前市值计，动态PE约25倍。")).toBe("✅");
    expect(mark("300750", "按TTM净利润约790亿元和当前市值计，动态PE约35倍。")).toBe("❌");
    expect(mark("600036", "以TTM利润计，招商银行动态PE约7倍。", "2025-09-05")).toBe("✅");
    expect(mark("600036", "以TTM利润计，招商银行动态PE约11倍。", "2025-09-05")).toBe("❌");
  });
  it("is a forecast's multiple where no earnings are named", () => {
    expect(mark("600519", "贵州茅台动态PE约18倍。")).toBe("❔");
  });
});

describe("a trailing-earnings basis before a PE", () => {
  it("keeps the PE to the trailing readings and is read by its check", () => {
    // 宁德时代 2026-04-30: 25.17倍 on the trailing quarters, 27.5倍 on FY2025's profit (the static one).
    expect(mark("300750", "用近四个季度利润算，PE约25倍。")).toBe("✅");
    expect(mark("300750", "用近四个季度利润算，PE约27.5倍。")).toBe("❌");
    // 贵州茅台 2026-04-30: PE(TTM) 21.03倍.
    expect(mark("600519", "按近四个季度归母净利润计算，贵州茅台市盈率约21倍。")).toBe("✅");
    expect(mark("600519", "按近四个季度归母净利润计算，贵州茅台市盈率约28倍。")).toBe("❌");
  });
  it("stays 未能核验 where the data holds no quarters to add up", () => {
    expect(mark("000858", "用近12个月利润算，五粮液市盈率约15倍。", "2025-04-30")).toBe("❔");
  });
});

describe("trailing words about the price", () => {
  it("leave 动态PE a forecast's multiple: 近12个月 must name earnings", () => {
    expect(mark("600519", "近12个月股价下跌了约10%，动态PE约17倍。")).toBe("❔");
  });
});
