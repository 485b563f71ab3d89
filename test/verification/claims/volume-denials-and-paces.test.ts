import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * Volume words denied or said of products (check-market.ts, market-words.ts), a low pace (judgement-words.ts) and a
 * bank's ROE read against banks (industry-norms.ts). At 2026-04-30: 贵州茅台's 20-session volume is 106.3 % of the 20
 * before, 比亚迪's 68.2 %; 招商银行 2025: 营收 +0.01 %, ROE 13.44 %.
 */
const checks = (ticker: string, claim: string) =>
  checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30"));
const mark = (ticker: string, claim: string) => markOf(checks(ticker, claim));

describe("a volume word denied", () => {
  it("尚未看到缩量 denies the shrink", () => {
    expect(mark("600519", "近20日均量较此前20日温和放大约6%，尚未看到缩量企稳。")).toBe("✅");
  });
});

describe("放量 of a product is no trading volume", () => {
  it("随新车型放量 is not checked against the shares' volume", () => {
    expect(
      checks("002594", "二季度随新车型放量，单季归母净利有望重回百亿以上。").some((c) => c.kind === "market"),
    ).toBe(false);
    expect(mark("002594", "近20日成交放量。")).toBe("❌");
  });
});

describe("a low pace", () => {
  it("低增长 is a small change, not a bare 增长 a change of nothing fails", () => {
    expect(mark("600036", "2025年营收低增长。")).toBe("✅");
  });
});
