import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { sideReadOf } from "../../../src/verification/claims/side-readings";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, side: "bull" | "bear", asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), { side }));

/**
 * A fall read as good news in the words analysts use: good news weighed without a 的 (重大利好, 长期利好), put over a
 * horizon (长期看是利好), the writer's own optimism (值得乐观), or the move and its reading in one clause (利润回落反倒是
 * 利好信号). 中国石化 归母净利润 2024 −16.79 %; 招商银行 2025S4 364.09 vs 2025S3 388.42 亿元, 2026Q1 +1.5 %;
 * 宁德时代 经营现金流 2025 +37.4 %, 2024 营收 −9.7 %; 贵州茅台 经营现金流 2025 −33.46 %.
 */
describe("good news weighed or put over a horizon", () => {
  it("reads the weighed words as good news, not their denial", () => {
    expect(sideReadOf("但这恰恰是重大利好")).toBe(1);
    expect(sideReadOf("是长期利好")).toBe(1);
    expect(sideReadOf("值得乐观")).toBe(1);
    expect(sideReadOf("不值得乐观")).toBe(null);
    for (const denied of [
      "很难说值得乐观",
      "短期内恐怕不太值得乐观",
      "未必值得乐观",
      "并没有什么值得乐观的",
      "是否值得乐观",
    ])
      expect(sideReadOf(denied)).toBe(null);
    expect(sideReadOf("短期内依然值得乐观")).toBe(1);
  });

  it("fails a fall so read, holds a rise so read", () => {
    expect(mark("600028", "2024年归母净利润同比下降约17%，但这恰恰是重大利好。", "bull", "2025-04-30")).toBe("❌");
    expect(mark("300750", "2025年经营现金流增至1332亿元，是重大利好。", "bull")).toBe("✅");
    expect(mark("600519", "经营现金流同比少了约33%，说明公司主动让利渠道，是长期利好。", "bull")).toBe("❌");
  });

  it("reads a horizon's good news as a reading of the fall before it", () => {
    expect(mark("300750", "2024年营收同比少了约10%，这是主动降价换份额，长期看是利好。", "bull", "2025-04-30")).toBe(
      "❌",
    );
    expect(mark("600036", "一季度归母净利润同比增长约1.5%，长期看是利好。", "bull")).toBe("✅");
  });

  it("reads the writer's optimism after a fall, not one after a turn to a rise", () => {
    expect(mark("600036", "2025年四季度归母净利润较三季度减少约24亿元，说明拨备出清，值得乐观。", "bull")).toBe("❌");
    expect(mark("600036", "一季度归母净利润同比增长约1.5%，值得乐观。", "bull")).toBe("✅");
  });

  it("holds a fall whose optimism is denied (未必值得乐观, 很难说值得乐观)", () => {
    expect(mark("002594", "比亚迪2025年归母净利润同比下降约19%，未必值得乐观。", "bear")).toBe("✅");
    expect(mark("600028", "2024年归母净利润同比下降约17%，这种情况很难说值得乐观。", "bear", "2025-04-30")).toBe("✅");
    expect(mark("600028", "2024年归母净利润同比下降约17%，这种情况依然值得乐观。", "bull", "2025-04-30")).toBe("❌");
  });
});

describe("a move read the other way in its own clause", () => {
  it("fails it whatever else the point concedes", () => {
    const np = "2024年归母净利润同比降16.8%，";
    expect(mark("600028", `${np}但营收仍有30746亿元，利润回落反而是好事。`, "bull", "2025-04-30")).toBe("❌");
    expect(mark("600036", "2026年一季度归母净利润同比增长约1.5%，增长反而是利空。", "bear")).toBe("❌");
  });

  it("holds a reading denied or of the move's own way", () => {
    expect(mark("600028", "2024年归母净利润同比下降约17%，利润下滑不是利好。", "bear", "2025-04-30")).toBe("✅");
    expect(mark("600036", "2026年一季度归母净利润同比增长约1.5%，增长是利好。", "bull")).toBe("✅");
  });
});
