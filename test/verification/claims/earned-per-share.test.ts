import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { earnedPerShare } from "../../../src/verification/claims/earned-per-share";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 贵州茅台: 2024年归母净利润 862.28亿元, 基本每股收益 68.64元.
describe("a bare 每股 after the earnings (赚了862亿，每股68.64元)", () => {
  it("is the earnings per share", () => {
    expect(earnedPerShare(["2024年净利润862亿", "折合每股约68.6元"])).toEqual([
      "2024年净利润862亿",
      "折合每股收益约68.6元",
    ]);
    expect(mark("600519", "雪球热帖：茅台2024年赚了862亿，每股68.64元。", "2025-04-30")).toBe("✅");
    expect(mark("600519", "雪球热帖：茅台2024年赚了862亿，每股78.64元。", "2025-04-30")).toBe("❌");
  });
  it("not after a dividend or the book named before, nor opening a sentence", () => {
    expect(earnedPerShare(["2024年每股分红27.67元", "每股68.64元"])).toEqual(["2024年每股分红27.67元", "每股68.64元"]);
    expect(earnedPerShare(["每股68.64元"])).toEqual(["每股68.64元"]);
    expect(earnedPerShare(["净利润862亿", "每股分红27.67元"])).toEqual(["净利润862亿", "每股分红27.67元"]);
  });
});
