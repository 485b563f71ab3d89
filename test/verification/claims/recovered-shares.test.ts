import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/**
 * A level recovered to a share of an earlier one ("恢复到2020年的九成多", "回到2021年的九成") is that share, as
 * "只有2020年的八成" is, not a change sized in tenths. 中国平安 归母净利润 2025 1347.78 / 2020 1430.99 亿元 = 94.2 %;
 * 中国石化 2024 503.13 / 2021 712.08 亿元 = 70.7 %.
 */
describe("a level recovered to a share of an earlier one", () => {
  it("holds the share the figures give and fails another", () => {
    expect(mark("601318", "2025年归母净利润恢复到2020年的九成多。")).toBe("✅");
    expect(mark("601318", "2025年归母净利润只恢复到2020年的八成。")).toBe("❌");
    expect(mark("600028", "2024年归母净利润只恢复到2021年的七成左右。", "2025-04-30")).toBe("✅");
    expect(mark("600028", "2024年归母净利润回到2021年的九成。", "2025-04-30")).toBe("❌");
  });
});
