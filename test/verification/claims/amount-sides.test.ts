import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/** An amount said to stay on one side of a round figure (徘徊在…下方, 维持在…以上) is below or above it. */
describe("an amount on one side of a figure", () => {
  it("每年 of a run below the figure (招商银行's revenue 2023-2025: 3391亿, 3375亿, 3375亿)", () => {
    expect(mark("600036", "营收已连续三年徘徊在3400亿下方。")).toBe("✅");
    expect(mark("600036", "营收已连续三年徘徊在3380亿下方。")).toBe("❌");
  });

  it("above the figure, in one year (贵州茅台's 2025 net profit 823.20亿)", () => {
    expect(mark("600519", "2025年归母净利润维持在800亿元以上。")).toBe("✅");
    expect(mark("600519", "2025年归母净利润维持在900亿元以上。")).toBe("❌");
  });
});

// 比亚迪 归母净利润 2022 166.22亿, 2023 300.41亿, 2025 326.19亿; 经营现金流 2021 654.67亿, 2025 591.36亿.
describe("a level gone back past a named year's (跌回2022年的水平以下) is below or above that year's", () => {
  it("compares the clause's year with the year named", () => {
    expect(mark("002594", "2025年归母净利润326.19亿元，已跌回2022年的水平以下。")).toBe("❌");
    expect(mark("002594", "比亚迪利润退回到2023年以下。")).toBe("❌");
    expect(mark("002594", "比亚迪经营现金流591亿元，跌回2021年水平以下。")).toBe("✅");
    expect(mark("002594", "比亚迪经营现金流591亿元，重回2021年水平之上。")).toBe("❌");
  });

  it("leaves a share price gone back to a year's level to the market readers", () => {
    expect(mark("000858", "五粮液股价已跌回2019年的水平以下。")).toBe("❔");
  });
});
