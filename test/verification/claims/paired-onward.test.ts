import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { pairedNames } from "../../../src/verification/claims/paired-names";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * src/sample/sample-data.json to 2026-04-30: 宁德时代 2025 营业总收入 4237.02亿元 (+17.04 %), 归母净利润 722.01亿元
 * (+42.28 %); 贵州茅台 2026Q1 归母净利润 272.43亿元, 经营活动现金流量净额 269.10亿元.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("a run of figures after a clause pairing names with 分别 (paired-names.ts)", () => {
  it("writes the names and 分别 before the run", () => {
    expect(pairedNames(["营收、归母净利润分别增长约17%和42%", "达到4237.02亿元与722.01亿元"])).toEqual([
      "营收、归母净利润分别增长约17%和42%",
      "达到营收、归母净利润分别4237.02亿元与722.01亿元",
    ]);
    // A clause naming its own metric, or with another count of figures, is left as written.
    expect(pairedNames(["营收、归母净利润分别增长约17%和42%", "利润达到722.01亿元与4237.02亿元"])[1]).toBe(
      "利润达到722.01亿元与4237.02亿元",
    );
  });

  it("checks each figure on its own metric, in order", () => {
    expect(mark("300750", "2025年营收、归母净利润分别增长约17%和42%，达到4237.02亿元与722.01亿元。")).toBe("✅");
    expect(mark("300750", "2025年营收、归母净利润分别增长约17%和42%，达到4237.02亿元与772.01亿元。")).toBe("❌");
    expect(
      mark("600519", "2026年一季度归母净利润、经营现金流同比分别增长约1.5%和205%，达到269.10亿元与272.43亿元。"),
    ).toBe("❌");
  });

  it("does not carry the pairing onto a clause whose figures have a subject of their own", () => {
    // 海外, 可比公司, 板块, 同行, 行业平均: another subject's figures, which the data do not hold.
    const paired = "2025年营收、归母净利润分别增长约17%和42%";
    expect(pairedNames([paired, "海外为17%和42%"])[1]).toBe("海外为17%和42%");
    expect(mark("300750", `${paired}，海外为17%和42%。`)).toBe("❔");
    expect(mark("300750", `${paired}，可比公司为17%和42%。`)).toBe("❔");
    expect(mark("300750", `${paired}，白酒板块为17%和42%。`)).toBe("❔");
    expect(mark("300750", `${paired}，同行为17%和42%。`)).toBe("❔");
    expect(mark("300750", `${paired}，行业平均为3%和6%。`)).toBe("❔");
    // The pairing alone, and a clause that only goes on with a verb of reaching, stay checked.
    expect(mark("300750", `${paired}。`)).toBe("✅");
    expect(mark("300750", `${paired}，分别达到4237.02亿元与722.01亿元。`)).toBe("✅");
    expect(mark("300750", `${paired}，同比为约17%和42%。`)).toBe("✅");
  });
});
