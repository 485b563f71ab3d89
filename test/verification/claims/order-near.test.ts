import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * A bare order word on a fan crossed at one neighbouring pair (order-near.ts), 2026-04-30: 宁德时代 MA5 437.69 <
 * MA10 438.80, then MA10 > MA20 > MA60 > MA120 > MA250 (多头 but for MA5/MA10); 招商银行 MA5 < MA10 < MA20 39.40,
 * MA20 > MA60 39.25, then MA60 < MA120 < MA250 (空头 but for MA20/MA60); 五粮液 a full 空头 fan.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("a bare 多头/空头排列 on a fan crossed at one pair", () => {
  it("leaves the order the fan all but holds unread", () => {
    expect(mark("300750", "技术面：均线多头排列。")).toBe("❔");
    expect(mark("600036", "均线：空头排列。")).toBe("❔");
  });

  it("still refutes the order the fan does not nearly hold, and confirms a full fan", () => {
    expect(mark("300750", "均线空头排列。")).toBe("❌");
    expect(mark("600036", "均线多头排列。")).toBe("❌");
    expect(mark("000858", "均线空头排列。")).toBe("✅");
    expect(mark("000858", "均线多头排列。")).toBe("❌");
  });
});

describe("a fan crossed at one pair, said whole or of the averages named", () => {
  it("refutes the order when the clause calls it whole (标准, 全面) or names the averages", () => {
    expect(mark("300750", "短中长期均线全面多头排列。")).toBe("❌");
    expect(mark("600036", "均线已呈标准空头排列。")).toBe("❌");
    expect(mark("600036", "均线呈5/10/20/60日空头排列。")).toBe("❌");
  });
});
