import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("an extreme over recent years with no bounds (近年最高, 近几年的最低点, 为高点)", () => {
  it("holds when the year is the extreme of every stored year (中国石化 营收 2022 3.32万亿 the highest)", () => {
    expect(mark("600028", "营收3万亿元级别，2022年33,181.68亿元为高点", "2025-06-13")).toBe("✅");
    expect(mark("600028", "营业收入2022年更是创下33,181.7亿元的高点", "2025-04-30")).toBe("✅");
    expect(mark("600028", "2021年归母净利712.1亿元，是近年的利润高点", "2025-04-30")).toBe("✅");
    expect(mark("601318", "2023年平安营业总收入仅9137.89亿元，是近几年的最低点", "2025-04-01")).toBe("✅");
  });

  it("fails a year that is not the extreme even of itself and the two years before (2023 below 2022)", () => {
    expect(mark("600028", "2023年营收32122.15亿元为近年最高", "2025-06-13")).toBe("❌");
  });

  it("after the high (高点后) every later year is below it: a later higher year fails it", () => {
    expect(mark("600028", "营收在2022年达到33181.68亿元的峰值后连续两年回落")).toBe("✅");
    expect(mark("600028", "营收在2021年达到的峰值后连续回落", "2025-06-13")).toBe("❌");
  });

  it("is 未能核验 when only the narrow reading holds (平安 2025 highest of 2023-2025, 2019 higher)", () => {
    expect(mark("601318", "2025年归母净利润1347.78亿元为近年最高", "2026-03-31")).toBe("❔");
  });

  it("a quarter's 全年高点 is ranked among its year's quarters (茅台 2025 Q1 268亿 the highest)", () => {
    expect(mark("600519", "2025年一季度单季利润268亿是全年高点")).toBe("✅");
    expect(mark("600519", "2025年四季度单季利润177亿是全年高点")).toBe("❌");
  });

  it("sets no extreme when the extreme is denied or another year's level is reached (并非近年最高, 达到2022年的高点)", () => {
    // 中国石化 营收 2022 3.32万亿 the highest: "并非近年最高" of 2022 is false, so it must not pass.
    expect(mark("600028", "2022年营收并非近年最高", "2025-06-13")).not.toBe("✅");
    expect(mark("600028", "2022年营收不是高点", "2025-06-13")).not.toBe("✅");
    // 2024 (3.07万亿) did not reach 2022's high.
    expect(mark("600028", "2024年营收达到2022年的高点", "2025-06-13")).not.toBe("✅");
  });
});
