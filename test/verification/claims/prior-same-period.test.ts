import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/*
 * A clause whose subject is 去年同期 / 上年同期 (parse-assertions.ts): 招商银行 营业总收入 2025年一季度 837.51亿 (−3.09 %
 * 同比, from the report's published YoY) → 2026年一季度 869.40亿 (+3.81 %); 比亚迪 归母净利润 2024年四季度 150.16亿 →
 * 2025年四季度 92.86亿; 招商银行 每股收益 2024年 5.66元, 2025年 5.70元.
 */
describe("the same period a year before as a clause's subject", () => {
  it("states that year's move, not the sentence's", () => {
    expect(mark("600036", "2026年一季度营收同比增长约3.8%，而去年同期还是同比下降")).toBe("✅");
    expect(mark("600036", "2026年一季度营收同比增长约3.8%，而去年同期也是同比增长")).toBe("❌");
    expect(mark("600036", "2026Q1营业总收入869.40亿元，同比增长3.8%，而去年同期为下降3.1%")).toBe("✅");
    expect(mark("600036", "2026Q1营业总收入869.40亿元，同比增长3.8%，而去年同期为下降5.1%")).toBe("❌");
  });

  it("bounds that year's level (超过), while a level alone is the base shown", () => {
    expect(mark("002594", "2025年四季度单季归母净利润约93亿元，而上年同期超过150亿元")).toBe("✅");
    expect(mark("002594", "2025年四季度单季归母净利润约93亿元，而上年同期超过170亿元")).toBe("❌");
    expect(mark("600036", "每股收益5.70元，上年同期5.66元")).toBe("✅");
  });
});
