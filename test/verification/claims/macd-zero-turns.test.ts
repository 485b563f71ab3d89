import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/* DIF (src/sample/sample-data.json): 中国石化 2025-10-31 0.005; 五粮液 2026-04-30 -1.174. */
const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("DIF turned over the zero axis (翻上零轴, 翻下零轴)", () => {
  it("leaves DIF on the far side of the axis", () => {
    expect(mark("600028", "近20个交易日反弹约2.2%，DIF刚刚翻上零轴。", "2025-10-31")).toBe("✅");
    expect(mark("000858", "DIF刚刚翻上零轴。", "2026-04-30")).toBe("❌");
    expect(mark("000858", "DIF已翻下零轴。", "2026-04-30")).toBe("✅");
  });
});
