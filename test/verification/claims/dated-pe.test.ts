import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a PE dated to a past month, day or year-end is that time's close over the earnings public then", () => {
  it("reads the close of the time's last session over the EPS of the annual report public by then", () => {
    // 招商银行 2025-04-30 收盘 40.74元 over FY2024 EPS 5.66元: 7.2倍.
    expect(mark("600036", "招行2025年4月底的静态PE约7.2倍。")).toBe("✅");
    expect(mark("600036", "招行2025年4月底的静态PE约9.2倍。")).toBe("❌");
  });

  it("reads that day's market value over the profit public by then", () => {
    // 贵州茅台 2025-12-31: the snapshot's share count times that close, over FY2024 归母净利润: about 20倍.
    expect(mark("600519", "茅台2025年底PE约20倍。")).toBe("✅");
    expect(mark("600519", "茅台2025年底PE约30倍。")).toBe("❌");
  });

  it("leaves a PE undated by its clause to the last close's readings", () => {
    // 招商银行 2026-04-30: 6.4倍 trailing, 6.7倍 static; 7.2倍 was last April's, no reading of today.
    expect(mark("600036", "招行静态PE约7.2倍。")).toBe("❌");
  });
});
