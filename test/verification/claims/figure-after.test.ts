import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { boundAfter } from "../../../src/verification/claims/figure-after";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("words after a figure bound it", () => {
  it("以上, 之下, 左右; 上方 only where a level is placed there", () => {
    expect(boundAfter("以上的高位", "维持在")).toBe("atLeast");
    expect(boundAfter("之下", "处于")).toBe("below");
    expect(boundAfter("左右", "")).toBe("about");
    expect(boundAfter("上方", "依旧站在")).toBe("atLeast");
    expect(boundAfter("上方", "止损设在")).toBeNull();
  });

  // 贵州茅台 加权ROE 2024 36.02 %, 2025 32.53 %.
  it("a ratio still standing above a round level is bounded by it, not read as its value", () => {
    expect(mark("600519", "加权ROE降至32.53%，但依旧站在30%上方。")).toBe("✅");
    expect(mark("600519", "加权ROE降至32.53%，但依旧守在30%上方。")).toBe("✅");
    expect(mark("600519", "加权ROE降至32.53%，但依旧站在35%上方。")).not.toBe("✅");
  });
});
