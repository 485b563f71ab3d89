import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("two multiples of one valuation in a sentence, each checked, set against each other", () => {
  it("reads the order of the earlier multiple against the later one it names as its base", () => {
    // 宁德时代 2026-04-30: PE(TTM) 25.17倍, over 2025年归母净利润 27.5倍, over 2024年's 39倍.
    expect(mark("300750", "用近四季利润算，宁德PE约25倍，低于按2025年利润算的27.5倍。")).toBe("✅");
    expect(mark("300750", "宁德按2025年利润PE约27.5倍，相比用2024年利润算的39倍已经便宜不少。")).toBe("✅");
    expect(mark("300750", "宁德按2025年利润PE约27.5倍，比按2024年利润算的39倍更贵。")).toBe("❌");
  });

  it("sizes the gap between the two by the size word", () => {
    // 贵州茅台 2026-04-30: over 2025年利润 about 21倍, over 2024年's about 20倍 (5 % apart).
    expect(mark("600519", "茅台按2025年利润PE约21倍，与按2024年利润计的20倍相比略高一点。")).toBe("✅");
    expect(mark("600519", "茅台按2025年利润PE约21倍，较按2024年利润算的20倍大幅抬升。")).toBe("❌");
  });

  it("leaves the comparison unread where a multiple failed its own check", () => {
    // 45倍 is no PE of 宁德时代 on any basis: the order of a wrong multiple against its base is not read.
    expect(mark("300750", "宁德按2025年利润PE约45倍，较按2024年利润算的39倍明显抬升。")).toBe("❌");
    expect(mark("300750", "宁德按2025年利润PE约27.5倍，较按2024年利润算的39倍明显抬升。")).toBe("❌");
  });
});
