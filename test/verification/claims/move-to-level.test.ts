import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));

describe("a move to a level said with 为 (降为, 增为) states its direction, as 降至 and 增至 do", () => {
  it("checks the direction of 降为 against the year before", () => {
    // 招商银行 2025年归母净利润 1501.81亿元, up from 1483.91亿元: the level is right, the fall is not.
    expect(mark("600036", "2025年归母净利润降为1501.81亿元", "2026-04-30")).toBe("❌");
    expect(mark("600036", "2025年归母净利润增为1501.81亿元", "2026-04-30")).toBe("✅");
  });
  it("passes 降为 on a level that fell", () => {
    // 贵州茅台 2025年归母净利润 823.20亿元, down from 862.28亿元.
    expect(mark("600519", "2025年归母净利润降为823.20亿元", "2026-04-30")).toBe("✅");
    expect(mark("600519", "2025年归母净利润升为823.20亿元", "2026-04-30")).toBe("❌");
  });
});
