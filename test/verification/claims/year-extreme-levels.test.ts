import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 招商银行 营业总收入 2022 3447.83亿 (the high of 2021-2025), 2025 3375.32亿; 比亚迪 归母净利润 2024 402.54亿, 2025
// 326.19亿; 中国石化 归母净利润 2021 712.08亿, 2022 670.82亿, 2024 503.13亿.
describe("a level against a year's high the clause names (仍低于2022年高点)", () => {
  it("compares with that year's level of the metric the sentence carries", () => {
    expect(mark("600036", "2025年营业总收入3375.32亿元，仍低于2022年高点。")).toBe("✅");
    expect(mark("600036", "2025年营业总收入3375.32亿元，仍高于2022年高点。")).toBe("❌");
    expect(mark("002594", "2025年归母净利润326.19亿元，已超过2024年高点。")).toBe("❌");
  });
  it("still fails a year named as a high that was not one", () => {
    expect(mark("600028", "2024年归母净利润503.13亿元，仍低于2022年的高点。")).toBe("❌");
  });
  it("leaves a share price's high to the market checks", () => {
    expect(mark("600028", "2024年归母净利润503.13亿元，股价仍低于2021年高点。")).not.toBe("✅");
  });
});

// 宁德时代 销售毛利率 2024 24.44%, 2025 26.27%, 2026年一季度 24.82%.
describe("全年 in a clause after a quarter's", () => {
  it("names the year, so the comparison is of two years", () => {
    expect(mark("300750", "空方拿一季度24.82%的毛利率做文章，但2025年全年毛利率26.27%高于2024年。")).toBe("✅");
    expect(mark("300750", "2026年一季度毛利率24.82%，但2025年全年毛利率26.27%低于2024年。")).toBe("❌");
  });
});
