import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * 量比 and the volume's level words, on the last 20 sessions' mean volume over the 20 before
 * (src/sample/sample-data.json, 2026-04-30): 贵州茅台 1.063, 五粮液 1.068, 招商银行 1.101.
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a bare 量比 right after the volume and its base is that ratio again", () => {
  it("reads it as the multiple of the base named before, both ways", () => {
    expect(mark("000858", "近20日均量与前20日基本相当，量比约1.07，下跌并未伴随放量出逃。")).toBe("✅");
    expect(mark("000858", "近20日均量与前20日基本相当，量比约1.5。")).toBe("❌");
    expect(mark("600036", "20日均量比前20日放大约10%，量比1.10。")).toBe("✅");
    expect(mark("600036", "20日均量比前20日放大约10%，量比1.30。")).toBe("❌");
  });
});

describe("a bare 量比 with no base named (volume-ratio.ts)", () => {
  it("holds when it agrees with the stored 20-session ratio, and is left unread when it does not", () => {
    expect(mark("600036", "量比约1.1确属温和放量。")).toBe("✅");
    expect(mark("000858", "量比1.07，下跌并未伴随放量出逃。")).toBe("✅");
    expect(mark("000858", "量比约1.5。")).toBe("❔");
  });
});

describe("the volume said to hold steady with no base (量能基本平稳)", () => {
  it("holds under a tenth's change, is unread between a tenth and a fifth", () => {
    expect(mark("600519", "20日均量较前20日只放大约6%，量能基本平稳，没有恐慌盘涌出的迹象。")).toBe("✅");
    expect(mark("000858", "成交量总体平稳，没有放量出逃。")).toBe("✅");
    expect(mark("600036", "成交量大体稳定。")).toBe("❔");
  });
});
