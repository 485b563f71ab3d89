import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("a figure of the text corrected (文中…0.51元有误，应为0.41元) is asserted wrong, its correction right", () => {
  // 中国石化 2024年基本每股收益 0.41元; 茅台 2025年归母净利润 823.20亿元.
  it("passes a wrong figure corrected to the right one", () => {
    expect(
      mark("600028", "合规提示：文中中石化2024年每股收益0.51元有误，应为0.41元，同比下降约18%。", "2026-04-30"),
    ).toBe("✅");
    expect(mark("600519", "原文中茅台2025年归母净利润853亿元有误，应为823亿元。", "2026-04-30")).toBe("✅");
  });

  it("fails a right figure 'corrected' to a wrong one", () => {
    expect(mark("600028", "文中2024年每股收益0.41元有误，应为0.51元。", "2026-04-30")).toBe("❌");
    expect(mark("600519", "原文中茅台2025年归母净利润823亿元有误，应为853亿元。", "2026-04-30")).toBe("❌");
  });

  it("leaves a refuted view whose figures the data holds undecided (the refutation may target an inference)", () => {
    expect(mark("600519", "所谓茅台2025年净利润下降4.5%的说法不成立。", "2026-04-30")).toBe("❔");
  });
});

describe("a view of levels only, refuted", () => {
  // 比亚迪 2025 归母净利润 326.19亿元 (−18.97 %).
  it("is refuted by a level the data contradicts and fails when every level is as the data has it", () => {
    expect(mark("002594", "空方认为比亚迪2025年净利润只有300亿元，这个说法不成立", "2026-04-30")).toBe("✅");
    expect(mark("002594", "文中比亚迪2025年净利润326亿元有误", "2026-04-30")).toBe("❌");
  });

  it("a view with a move is not settled by its size alone (its way may be what is refuted)", () => {
    expect(mark("002594", "空方认为比亚迪2025年净利润下滑了10%，这个说法不成立", "2026-04-30")).toBe("❔");
  });
});
