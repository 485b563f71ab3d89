import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { perHundredAsMargin } from "../../../src/verification/claims/per-hundred";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/* 贵州茅台 FY2025 销售净利率 50.53 %, 销售毛利率 91.18 %; 中国石化 FY2024 销售净利率 1.87 %. */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a margin said per hundred yuan of sales", () => {
  it("is written as the margin it is", () => {
    expect(perHundredAsMargin("每卖100元赚50元以上")).toBe("净利率50%以上");
    expect(perHundredAsMargin("百元收入赚不到2元")).toBe("净利率不到2%");
    expect(perHundredAsMargin("每100元收入贡献约91元毛利")).toBe("毛利率约91%");
  });

  it("is checked as that margin", () => {
    expect(mark("600519", "净利率50.53%，每卖100元赚50元以上。")).toBe("✅");
    expect(mark("600519", "茅台每100元营收能留下约50元净利润。")).toBe("✅");
    expect(mark("600519", "2025年茅台每100元营收能留下约40元净利润。")).toBe("❌");
    expect(mark("600028", "净利率只有1.87%，百元收入赚不到2元。")).toBe("✅");
    expect(mark("600519", "茅台每100元收入贡献约91元毛利。")).toBe("✅");
    // 中国石化 净利率 FY2021 3.10 % → FY2024 1.87 %; 比亚迪 FY2025 4.18 % (5.35 % in FY2024).
    expect(mark("600028", "净利率从2021年的3.10%降到2024年的1.87%，每百元营收只剩不到2元净利。")).toBe("✅");
    expect(mark("002594", "比亚迪2025年每100元营收仅留下约4.2元净利，低于2024年的5.35元。")).toBe("✅");
  });
});

describe("an amount per hundred yuan of another line (营业利润, 经营现金流)", () => {
  it("is no margin: left as written, never checked as 净利率", () => {
    expect(perHundredAsMargin("每100元营收能产生约69元营业利润")).toBe("每100元营收能产生约69元营业利润");
    expect(mark("600519", "茅台2025年每100元营收能带来约50元经营现金流。")).not.toBe("✅");
    expect(mark("600519", "茅台2024年每100元营收能产生约69元营业利润。")).not.toBe("❌");
  });
});

describe("a margin per hundred yuan of goods sold", () => {
  it("names what is sold by the goods (每卖100元货, 每卖100元酒) as it names the sales", () => {
    expect(perHundredAsMargin("每卖100元货只赚不到2元")).toBe("净利率不到2%");
    // 中国石化 2024 销售净利率 1.87 %; 贵州茅台 2025 50.53 %.
    expect(mark("600028", "净利率不足2%，每卖100元货只赚不到2元。")).toBe("✅");
    expect(mark("600028", "每卖100元货只赚不到1元。")).toBe("❌");
    expect(mark("600519", "每卖100元酒落袋超50元，这种盈利质地A股罕见。")).toBe("✅");
    expect(mark("600519", "每卖100元酒落袋超60元，这种盈利质地A股罕见。")).toBe("❌");
  });
});

describe("a margin per hundred yuan in Chinese numerals (一百元, 两块钱)", () => {
  it("reads the amount as the margin in %", () => {
    expect(perHundredAsMargin("一百元收入赚不到两块钱")).toBe("净利率不到2%");
    expect(mark("600028", "2024年一百元收入赚不到两块钱。")).toBe("✅");
    expect(mark("600028", "2024年一百元收入赚不到一块钱。")).toBe("❌");
    expect(mark("600519", "2025年每卖一百元酒能赚五十块钱以上。")).toBe("✅");
    expect(mark("600519", "2025年每卖一百元酒能赚六十块钱以上。")).toBe("❌");
  });
});
