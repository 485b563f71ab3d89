import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { sizesGap } from "../../../src/verification/claims/period-bases";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/** A size word right before an order of two rates sizes their gap, not the change of the metric named. */
describe("明显落后 said of a growth rate", () => {
  it("sizes an order of rates with no object named; a size word before a bare 落后 of a level does not", () => {
    const text = "利润增速明显落后";
    const at = text.indexOf("落后");
    expect(sizesGap(text, null, { index: at, end: at + 2 }, at)).toBe(true);
    const level = "利润明显落后";
    const at2 = level.indexOf("落后");
    expect(sizesGap(level, null, { index: at2, end: at2 + 2 }, at2)).toBe(false);
  });

  it("贵州茅台 一季度 营收 +6.5 %, 归母 +1.47 %: the profit's own +1.47 % is not what 明显 sizes (未能核验, not ❌)", () => {
    const claim = "一季报营业收入539.09亿元，同比增约6.5%，归母净利润却只增1.5%左右，利润增速明显落后";
    expect(mark("600519", claim)).toBe("❔");
    expect(mark("600519", "一季报归母净利润272.43亿元，同比明显增长")).toBe("❌");
  });
});
