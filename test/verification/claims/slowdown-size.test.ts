import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const checks = (ticker: string, claim: string) =>
  checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30"));

// 比亚迪 营业总收入 growth 2024 +29.02 % → 2025 +3.46 %; 招商银行 归母净利润 2024 +1.22 % → 2025 +1.21 %.
describe("a size word on a slowdown sizes the growth rate's fall, in points", () => {
  it("明显失速 holds for a fall of 25.6 points, though +3.46 % is no 明显 move of the level", () => {
    expect(markOf(checks("002594", "2025年营收增速从2024年的29%骤降到3.5%，明显失速。"))).toBe("✅");
  });
  it("a fall the word does not fit is undecided, never failed", () => {
    const sized = checks("600036", "2025年归母净利润增长明显失速。").filter((c) => c.kind === "magnitude");
    expect(sized.map((c) => c.ok)).toEqual([null]);
  });
  it("a pace named apart from the slowdown is not its size", () => {
    const claim = "归母净利润增速从2021年的23.20%一路降至2025年的1.21%，高成长时代已是过去式。";
    expect(markOf(checks("600036", claim))).toBe("✅");
  });
});

// 中国平安 归母净利润 growth 2024 +47.79 % → 2025 +6.45 %.
describe("a slowdown after a recovery (修复斜率明显放缓)", () => {
  it("is the growth rate's fall, not a size of the level's move", () => {
    const claim = "2024年利润增速接近48%，2025年回落到6%多，修复斜率明显放缓了。";
    expect(markOf(checks("601318", claim))).toBe("✅");
  });
});
