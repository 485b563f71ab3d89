import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/** A chain whose first level alone has a year, said to run on (连续, 逐年), steps a year at a time from that year. */
describe("a chain dated by its first level and a run", () => {
  // 招商银行 归母净利润 2022-2025: 1380.12、1466.02、1483.91、1501.81亿元.
  it("招商银行 由2022年… four levels are 2022-2025", () => {
    expect(mark("600036", "归母净利润由2022年1380.12亿→1466.02亿→1483.91亿→1501.81亿，连续三年增长。")).toBe("✅");
  });

  // 中国石化 归母净利润 2020-2024: 332.71、712.08、670.82、604.63、503.13亿元.
  it("中国石化 a run that did not fall every year fails", () => {
    expect(mark("600028", "归母净利润由2021年712.08亿→670.82亿→604.63亿→503.13亿，连续三年下滑。")).toBe("✅");
    expect(mark("600028", "归母净利润由2020年332.71亿→712.08亿→670.82亿→604.63亿，连续三年下滑。")).toBe("❌");
  });

  // 贵州茅台 货币资金 2022 582.74、2023 690.70、2024 592.96亿元.
  it("贵州茅台 货币资金 2022→2023 rose", () => {
    expect(mark("600519", "货币资金由2022年582.74亿→690.70亿→592.96亿，连续两年缩水。")).toBe("❌");
  });
});

/** "从A到B再到C": a from/to chain without years ends at the latest year, its start one year back per step. */
describe("a from/to chain stepping on with 再到", () => {
  // 招商银行 归母净利润 2023-2025: 1466.02、1483.91、1501.81亿元.
  it("starts two years before its last level", () => {
    expect(mark("600036", "招行归母净利润从1466亿到1484亿再到1502亿元。")).toBe("✅");
    expect(mark("600036", "招行归母净利润从1380亿到1484亿再到1502亿元。")).toBe("❌");
  });
  it("a plain from/to still starts the year before", () => {
    expect(mark("600036", "招行归母净利润从1484亿到1502亿元。")).toBe("✅");
    expect(mark("600036", "招行归母净利润从1466亿到1502亿元。")).toBe("❌");
  });
});
