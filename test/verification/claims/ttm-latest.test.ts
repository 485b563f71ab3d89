import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("the last four quarters after a clause naming a year (2025年…，但近四个季度约275亿元)", () => {
  // 比亚迪 归母净利润 2025 326.19 亿元 (−19 %), TTM to 2026Q1 275.49 亿元, 2022 166.22 亿元.
  it("are the latest four quarters, not the year the sentence named", () => {
    expect(mark("002594", "2025年归母净利润降19%，但近四个季度约275亿元仍高于2022年的166.22亿元。")).toBe("✅");
    expect(mark("002594", "2025年归母净利润降19%，近四个季度约310亿元，仍高于2022年的166.22亿元。")).toBe("❌");
  });

  // Counter-case: a clause of another period still takes the year its sentence named.
  it("leaves the year's own clauses inheriting it", () => {
    expect(mark("002594", "2025年归母净利润326.19亿元，同比降约19%。")).toBe("✅");
    expect(mark("002594", "2025年归母净利润降约19%，经营现金流591.36亿元。")).toBe("✅");
  });
});

describe("a clause naming a year of its own after the last four quarters (近四个季度…，2024年为…)", () => {
  // 贵州茅台 归母净利润 2024 862.28 亿元, TTM to 2026Q1 827.15 亿元; 比亚迪 2024 402.54 亿元, 2025 326.19 亿元.
  it("speaks of that year's report, not of twelve months ending in it (period-only.ts)", () => {
    expect(mark("600519", "近四个季度归母净利润约827亿元，2024年为862.28亿元。")).toBe("✅");
    expect(mark("600519", "按近四季归母净利约827亿元，PE约21倍；按2024年每股收益68.64元算静态PE约20倍。")).toBe("✅");
  });

  it("fails a figure that is not that year's", () => {
    expect(mark("002594", "近四个季度归母净利润约275亿元，2024年为326.19亿元。")).toBe("❌");
  });
});
