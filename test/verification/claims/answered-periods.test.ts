import { describe, expect, it } from "vitest";
import { answeredPeriods } from "../../../src/verification/claims/answered-periods";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

// 贵州茅台 2026年一季度 同比: 营收 +6.54 %, 毛利率 −2.21 个百分点; 2025 全年: 营收 −1.20 %.
describe("an answer after its question (多头说一季度全面回暖？…)", () => {
  it("is read on the period the question named when it names none of its own", () => {
    expect(answeredPeriods("多头说一季度全面回暖?毛利率同比下滑。")).toBe(
      "多头说一季度全面回暖?一季度毛利率同比下滑。",
    );
    expect(mark("600519", "多头说一季度全面回暖？毛利率、营收同比全线下滑，没一项回暖。")).toBe("❌");
    expect(mark("600519", "多头说一季度全面回暖？毛利率同比下滑了2.21个百分点。")).toBe("✅");
  });

  it("keeps its own period, and a question asserting a figure passes none on", () => {
    expect(answeredPeriods("一季度回暖?2025年营收下滑。")).toBe("一季度回暖?2025年营收下滑。");
    expect(answeredPeriods("一季度营收+6.54%,还不够好?营收下滑。")).toBe("一季度营收+6.54%,还不够好?营收下滑。");
    expect(mark("600519", "多头说一季度全面回暖？2025年营收同比下滑1.20%。")).toBe("✅");
  });
});
