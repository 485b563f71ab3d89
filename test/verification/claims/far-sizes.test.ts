import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { sizeFarFrom } from "../../../src/verification/claims/denied-sizes";
import { farBand } from "../../../src/verification/claims/hedged-sizes";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/**
 * A size said to be far off (离腰斩还远, 远未到腰斩) is denied from well below the word. 贵州茅台 2025 经营现金流
 * −33.5 %; 比亚迪 2025 经营现金流 −55.7 %, 2025 归母净利润 −19.0 %, 2023 归母净利润 +80.7 %; 宁德时代 2025 归母净利润
 * +42.3 %.
 */
describe("a size said to be far off", () => {
  it("is read with 离 before and the distance after, or with 远未 before", () => {
    expect(sizeFarFrom("降幅约33%，离腰斩还远", "腰斩")).toBe(true);
    expect(sizeFarFrom("距离腰斩还差得远", "腰斩")).toBe(true);
    expect(sizeFarFrom("远未到腰斩的地步", "腰斩")).toBe(true);
    expect(sizeFarFrom("利润几乎腰斩", "腰斩")).toBe(false);
    expect(sizeFarFrom("离腰斩只差一步", "腰斩")).toBe(false);
    expect(farBand({ min: 50 })).toEqual({ min: 35 });
  });

  it("holds a change well short of the word, fails one that reached it", () => {
    expect(mark("600519", "经营现金流由924.64亿元降到615.22亿元，降幅约33%，离腰斩还远。")).toBe("✅");
    expect(mark("600519", "2025年经营现金流降了约33%，远未到腰斩的地步。")).toBe("✅");
    expect(mark("002594", "2025年归母净利润同比下降约19%，离腰斩还远。")).toBe("✅");
    expect(mark("300750", "2025年归母净利润同比增长，但离翻倍还远。")).toBe("✅");
    expect(mark("002594", "2025年经营现金流同比下降，离腰斩还远。")).toBe("❌");
    expect(mark("002594", "2026年一季度归母净利润同比下降，距离腰斩还差得远。")).toBe("❌");
  });

  it("leaves a change near the word undecided", () => {
    expect(mark("002594", "2023年归母净利润较2022年增长，离翻倍还远。")).toBe("❔");
  });
});
