import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { comparedSide } from "../../../src/verification/claims/compared-sides";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (claim: string, ticker = "600519", asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));

// 贵州茅台 销售毛利率 2023 91.96 %, 2025 91.18 %.
describe("words with 无 that deny nothing before 比…高/低", () => {
  it("无疑, 无论 are no denial: the side is read", () => {
    expect(comparedSide("无疑比2023年低", [])?.sense).toBe("down");
    expect(comparedSide("无论如何比2023年低", [])?.sense).toBe("down");
    expect(mark("毛利率91.18%，无疑比2023年低。")).toBe("✅");
    expect(mark("毛利率91.18%，无疑比2023年高。")).toBe("❌");
  });

  it("没有 before 比 still denies it", () => {
    expect(comparedSide("没有比2023年低", [])).toBeNull();
  });
});
