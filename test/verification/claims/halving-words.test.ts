import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("砍半 and 砍掉一半 size a fall of at least half (multiple-sizes.ts HALVING_WORDS)", () => {
  // 比亚迪 2025Q1 → 2026Q1: 归母净利润 91.55亿 → 40.85亿 (-55.4%); 营收 1703.60亿 → 1502.25亿 (-11.8%);
  // 净利率 5.54% → 2.67% (-52 % of the rate, -2.87 points); 毛利率 20.07% → 18.81%.
  it("sizes an amount's fall", () => {
    expect(mark("002594", "一季度归母净利润40.85亿元，较去年同期砍半。")).toBe("✅");
    expect(mark("002594", "一季度营收1502.25亿元，较去年同期砍半。")).toBe("❌");
    expect(mark("002594", "一季度归母净利润40.85亿元，去年同期91.55亿元，砍掉一半还多。")).toBe("✅");
    expect(mark("002594", "一季度营收1502.25亿元，去年同期1703.60亿元，砍掉了一半。")).toBe("❌");
  });

  it("sizes a rate's fall as a share of the rate, not in points", () => {
    expect(mark("002594", "一季度净利率2.67%，较去年同期5.54%砍掉一半还多。")).toBe("✅");
    expect(mark("002594", "一季度毛利率18.81%，去年同期20.07%，砍掉一半还多。")).toBe("❌");
  });
});

describe("a fall spoken as 跌去一半 (跌掉一半, 掉了一半) is at least half", () => {
  // 中国石化 归母净利润 2019 575.91亿 → 2020 332.71亿 (-42.2 %); 比亚迪 一季度 91.55亿 → 40.85亿 (-55.4 %).
  it("sizes the fall", () => {
    expect(mark("600028", "2020年归母净利同比下降约42%，已经跌去一半以上。", "2021-04-30")).toBe("❌");
    expect(mark("002594", "一季度归母净利润40.85亿元，比去年同期跌掉一半还多。")).toBe("✅");
  });

  it("leaves a fall sized in tenths as it was", () => {
    expect(mark("600028", "2020年归母净利同比下降约42%，跌去四成多。", "2021-04-30")).toBe("✅");
  });
});
