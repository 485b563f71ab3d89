import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { resolveRelativeYears } from "../../../src/verification/claims/period-relative";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("前一年 / 上一年 as a clause's own time (period-relative.ts)", () => {
  it("is the year before the one its sentence named last", () => {
    expect(resolveRelativeYears("2025年利润增长6.5%，前一年增长约47.8%", "2026-04-30")).toBe(
      "2025年利润增长6.5%，2024年增长约47.8%",
    );
    expect(resolveRelativeYears("2019年营收增长，上一年增速更高", "2026-04-30")).toBe("2019年营收增长，2018年增速更高");
  });

  it("leaves a basis (较前一年, 与上一年相比, 上一年同期, 上一年度), a span and a sentence with no year", () => {
    for (const t of [
      "2025年营收较前一年下降",
      "2025年利润与上一年相比下降",
      "2025年Q1利润高于上一年同期",
      "此前一年涨了三成",
    ]) {
      expect(resolveRelativeYears(t, "2026-04-30")).toBe(t);
    }
    expect(resolveRelativeYears("2025年利润低于上一年度", "2026-04-30")).toBe("2025年利润低于上一年度");
    expect(resolveRelativeYears("利润前一年增长15.4%", "2026-04-30")).toBe("利润前一年增长15.4%");
  });

  it("checks the figure of 前一年 on that year (中国平安 归母净利润 2024 +47.79 %, 2025 +6.45 %)", () => {
    expect(mark("601318", "平安2025年归母净利润同比增长约6.5%，前一年更是大增近48%。")).toBe("✅");
    expect(mark("601318", "平安2025年利润增长6.5%，前一年增长约38%。")).toBe("❌");
    // 比亚迪 2024 +34.0 %, 2025 −18.97 %: the direction of 前一年 is 2024's rise.
    expect(mark("002594", "比亚迪2025年净利下降19%，前一年则大增34%。")).toBe("✅");
    expect(mark("002594", "比亚迪2025年净利下降19%，前一年则下滑34%。")).toBe("❌");
    // A base year named before it is not the year judged: 前一年 is 2024 (+15.38 %), not 2023 (+19.16 %).
    expect(mark("600519", "茅台2025年归母净利润较2024年下降4.5%，前一年还增长了15.4%。")).toBe("✅");
    expect(mark("600519", "茅台2025年归母净利润较2024年下降4.5%，前一年还增长了19.2%。")).toBe("❌");
  });
});
