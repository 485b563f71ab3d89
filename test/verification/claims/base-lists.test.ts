import { describe, expect, it } from "vitest";
import { baseListsSplit } from "../../../src/verification/claims/base-lists";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a comparison against a list of years' figures", () => {
  it("is one comparison per year, and each base a figure of its year", () => {
    expect(baseListsSplit("可1347.78亿元仍低于2019年的1494.07亿元和2020年的1431亿元")).toBe(
      "可1347.78亿元仍低于2019年的1494.07亿元;可1347.78亿元仍低于2020年的1431亿元;2019年的1494.07亿元;2020年的1431亿元",
    );
    // One base only: as written.
    expect(baseListsSplit("1347.78亿元仍低于2019年的1494.07亿元")).toBe("1347.78亿元仍低于2019年的1494.07亿元");
  });

  // 中国平安 归母净利润 2019 1494.07亿元, 2020 1430.99亿元, 2025 1347.78亿元; 贵州茅台 2022 627.16亿元,
  // 2023 747.34亿元, 2024 862.28亿元, 2025 823.20亿元.
  it("holds against every base at its own year", () => {
    expect(
      mark("601318", "利润是在增长，可1347.78亿元仍低于2019年的1494.07亿元和2020年的1431亿元，仍未回到巅峰。"),
    ).toBe("✅");
    expect(mark("600519", "归母净利润823.20亿元，仍高于2022年的627.16亿元和2023年的747.34亿元。")).toBe("✅");
  });

  it("fails when a base is not its year's figure or the order is wrong", () => {
    expect(
      mark("601318", "利润是在增长，可1347.78亿元仍低于2019年的1494.07亿元和2020年的1531亿元，仍未回到巅峰。"),
    ).toBe("❌");
    expect(mark("600519", "归母净利润823.20亿元，仍高于2022年的627.16亿元和2023年的757.34亿元。")).toBe("❌");
    expect(mark("600519", "归母净利润823.20亿元，仍高于2023年的747.34亿元和2024年的862.28亿元。")).toBe("❌");
  });
});
