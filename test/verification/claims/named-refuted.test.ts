import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { voiceOf } from "../../../src/verification/claims/reported-voice";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("a view named and refuted in one clause (reported-voice.ts)", () => {
  it("is reported, not asserted: 所谓/认为/说 … 有误/不成立/是错误的", () => {
    expect(voiceOf("所谓招行2026年一季度营收下滑的说法有误", false)).toBe(true);
    expect(voiceOf("认为招行2026年一季度营收下滑的观点并不成立", false)).toBe(true);
    expect(voiceOf("说招行2025年利润下降是错误的", false)).toBe(true);
    expect(voiceOf("招行2026年一季度营收同比增长3.8%", false)).toBe(false);
  });

  // 招商银行 营业总收入 2025Q1 837.51 → 2026Q1 869.40亿元 (+3.81 %); 归母净利润 2024 1483.91 → 2025 1501.81 (+1.21 %).
  it("checks what the point says instead, and keeps its own wrong figure false", () => {
    expect(mark("600036", "所谓招行2026年一季度营收下滑的说法有误，实际营收为869.40亿元，同比增长约3.8%。")).toBe("✅");
    expect(mark("600036", "认为招行2026年一季度营收下滑的观点并不成立，实际营收同比增长3.8%。")).toBe("✅");
    expect(mark("600036", "说招行2025年利润下降是错误的，2025年归母净利润同比增长1.2%。")).toBe("✅");
    expect(mark("600036", "所谓招行2026年一季度营收增长的说法有误，实际营收同比下降3.8%。")).toBe("❌");
    expect(mark("600036", "所谓招行2026年一季度营收下滑的说法有误，实际营收为869.40亿元，同比增长约6%。")).toBe("❌");
  });
});
