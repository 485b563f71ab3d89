import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 中国平安 归母净利润 2021 1016.18亿, 2022 837.74亿, 2023 856.65亿, 2024 1266.07亿, 2025 1347.78亿;
// 比亚迪 2023 300.41亿, 2024 402.54亿, 2025 326.19亿.
describe("a year's move into a level, then a counted run after it (降至…后连续三年回升)", () => {
  it("checks the move on its year and the run on the years after it", () => {
    expect(mark("601318", "平安归母净利润2022年降至837.74亿元的低点后连续三年回升。")).toBe("✅");
    expect(mark("601318", "平安净利润2022年跌到837.74亿元后，连续三年增长。")).toBe("✅");
  });
  it("fails a run that did not happen", () => {
    expect(mark("002594", "比亚迪归母净利润2023年升至300.41亿元后连续两年增长。")).toBe("❌");
  });
  it("keeps an extreme word the two moves do not bracket, for the extreme checks", () => {
    expect(mark("601318", "平安归母净利润2022年降至837.74亿元的高点后连续三年回升。")).not.toBe("✅");
  });
});
