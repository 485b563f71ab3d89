import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

// 招商银行 2025-12-31 close 42.10, year to date -9.10%; 中国平安 2025-12-31 68.40 (-13.20%); 中国石化 2025-12-31
// 6.18 (-12.78%); 贵州茅台 2024-12-31 1524.
describe("a year-end close written with 还/仍 before 在 or the close's verb (check-price.ts, check-price-levels.ts)", () => {
  it("is that year's last close, not the last bar's", () => {
    expect(mark("600036", "年初至今跌了约9.1%，2025年末收盘还在42.10元。")).toBe("✅");
    expect(mark("601318", "年初以来跌了13.2%，2025年末还收在68.40元。")).toBe("✅");
    expect(mark("600028", "2025年末收盘仍在6.18元，今年以来跌了约12.8%。")).toBe("✅");
    expect(mark("600519", "2024年末收盘还在1524元，之后一路走低。")).toBe("✅");
  });
  it("is false when the figure is not that close", () => {
    expect(mark("601318", "年初至今跌了约13.2%，2025年末收盘还在66.40元。")).toBe("❌");
    expect(mark("600028", "2025年末收盘仍在6.48元，今年以来跌了约12.8%。")).toBe("❌");
  });
});
