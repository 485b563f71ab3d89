import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { namesYearCeiling } from "../../../src/verification/claims/ytd-ceiling";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/* On 2026-04-30 (src/sample/sample-data.json): 600036's highest close this year 42.73 (2026-01-06); 600519's 1555.00
 * (2026-02-05), highest price 1568.00; 300750's highest close since April 453.98 (2026-04-16). */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("the year's high said to stay under a price (年内高点也没站上43元)", () => {
  it("holds when the highest close (站上, 收在…以下) or price (突破, 不到) stays under it", () => {
    expect(mark("600036", "今年以来股价从42.10元跌到38.27元，累计下跌约9.1%，年内高点也没站上43元。")).toBe("✅");
    expect(mark("600519", "茅台年内最高都没突破1600元。")).toBe("✅");
    expect(mark("300750", "4月以来最高收在460元以下。")).toBe("✅");
  });

  it("fails when a close reached it", () => {
    expect(mark("600036", "年内高点都没突破42元。")).toBe("❌");
    expect(mark("600519", "茅台年内最高都没突破1500元。")).toBe("❌");
    expect(mark("300750", "4月以来最高收在440元以下。")).toBe("❌");
  });

  it("needs a price, and the side after 收在", () => {
    expect(namesYearCeiling("年内高点没超过30%")).toBe(false);
    expect(namesYearCeiling("年内最高收在460元")).toBe(false);
  });
});

describe("a dated close called the year's 高点 or 低点 (1月6日收盘74.32元是今年高点)", () => {
  // 601318's highest close this year 74.32 (2026-01-06), lowest 56.33 (2026-03-30).
  it("is the year's highest (lowest) close", () => {
    expect(mark("601318", "1月6日收盘74.32元是今年高点。")).toBe("✅");
    expect(mark("600519", "1月28日1323.69元为年内低点。")).toBe("✅");
    expect(mark("601318", "1月6日收盘74.32元是今年低点。")).toBe("❌");
  });
});
