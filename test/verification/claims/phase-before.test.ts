import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("a move named after the phase it ends (扩张后的首次回落, 连增后的首次下滑)", () => {
  it("judges the move after the phase, not the phase's own way", () => {
    // 贵州茅台 营业总收入 2024 +15.66 %, 2025 −1.20 %.
    expect(mark("600519", "2025年营收是多年扩张后的首次回落。")).toBe("✅");
    expect(mark("600519", "2024年营收是多年扩张后的首次回落。", "2025-04-30")).toBe("❌");
  });

  it("needs the period before to have moved the phase's way", () => {
    // 比亚迪 归母净利润 2024 +34.00 %, 2025 −18.97 %; 中国石化 2023 −9.87 %, 2024 −16.79 %.
    expect(mark("002594", "2025年归母净利润是连增后的首次下滑。")).toBe("✅");
    expect(mark("600028", "2024年归母净利润是高增长后的首次下滑。", "2025-04-30")).toBe("❌");
  });
});
