import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("a bare 单季 after a cumulative period (前三季度…，单季利润192亿) is the quarter that period ends with", () => {
  // 茅台 2025 归母净利润: 二季度 185.55亿, 三季度 192.24亿; 上半年 454亿, 前三季度 646.27亿.
  it("passes the single quarter's own figure", () => {
    expect(mark("600519", "贵州茅台三季报点评：前三季度净利增6.25%，单季利润192亿元", "2025-10-31")).toBe("✅");
    expect(mark("600519", "茅台上半年净利454亿，单季净利186亿。", "2025-10-31")).toBe("✅");
  });

  it("fails a single quarter's figure that is not that quarter's", () => {
    expect(mark("600519", "贵州茅台三季报：前三季度净利增6.25%，单季利润182亿元", "2025-10-31")).toBe("❌");
    expect(mark("600519", "茅台上半年净利454亿，单季净利268亿。", "2025-10-31")).toBe("❌");
  });
});
