import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { qualitySubject } from "../../../src/verification/claims/qualitative-subjects";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (claim: string, ticker = "600519", asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));

// 贵州茅台 销售毛利率 2024 91.93 %, 2025 91.18 % (-0.75 个百分点).
const MARGIN = "毛利率91.18%，比上年的91.93%下降0.75个百分点，";

describe("a quality of the business as a clause's subject", () => {
  it("said to hold as it was, it is the analyst's view, not the margin's size of change", () => {
    expect(mark(`${MARGIN}高端定位未变。`)).toBe("✅");
    expect(mark(`${MARGIN}经营逻辑并未改变。`)).toBe("✅");
    expect(mark(`${MARGIN}竞争格局依旧没有变化。`)).toBe("✅");
  });

  it("the margin's own figures still decide the sentence", () => {
    expect(mark("毛利率91.18%，比上年的91.93%下降1.75个百分点，高端定位未变。")).toBe("❌");
  });

  it("with no subject of its own, 未变 is still the clause before's metric (a false twin stays ❌)", () => {
    expect(mark(`${MARGIN}基本保持不变。`)).toBe("❌");
  });

  it("said to move, the quality is a judgement the data cannot decide (❔), never bound to the margin", () => {
    expect(mark(`${MARGIN}品牌力明显下滑。`)).toBe("❔");
  });

  it("is no quality when the clause names a metric or a figure", () => {
    expect(qualitySubject("高端定位未变", false)?.steady).toBe(true);
    expect(qualitySubject("龙头地位依然稳固", false)?.steady).toBe(true);
    expect(qualitySubject("品牌力下滑", false)?.steady).toBe(false);
    expect(qualitySubject("毛利率定位未变", true)).toBeNull();
    expect(qualitySubject("定位3年未变", false)).toBeNull();
  });

  it("a price pattern (均线多头格局) is the market's, not a quality", () => {
    expect(mark("毛利率91%，均线多头格局未变。")).toBe("❔");
  });
});
