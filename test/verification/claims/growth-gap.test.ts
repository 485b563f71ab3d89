import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 比亚迪 2025: 营业收入 +3.46 %, 归母净利润 -18.97 %: the growths are 22.43 points apart.
describe("the gap between two growths stated in the clauses before (两者剪刀差, 增速差, 二者相差)", () => {
  it("is the difference of the two growths, in points", () => {
    expect(mark("002594", "2025年营收增速3.5%，利润增速-19%，两者剪刀差约22个百分点。")).toBe("✅");
    expect(mark("002594", "2025年营业收入增长3.5%，归母净利润下降19%，增速差约22个百分点。")).toBe("✅");
    expect(mark("002594", "2025年营收增速3.5%，净利润增速-19%，二者相差约22个百分点。")).toBe("✅");
    expect(mark("002594", "2025年营收增长3.5%、归母净利润下滑19%，两者之间的差距超过20个百分点。")).toBe("✅");
  });

  it("a wrong gap fails", () => {
    expect(mark("002594", "2025年营收增速3.5%，利润增速-19%，两者剪刀差约12个百分点。")).toBe("❌");
    expect(mark("002594", "2025年营收增速3.5%，利润增速-19%，两者相差不到10个百分点。")).toBe("❌");
  });

  // 贵州茅台 2025 毛利率 91.18 %, 净利率 50.53 %: a gap of two ratios' levels, which this does not read.
  it("two ratios' levels are not growths", () => {
    expect(mark("600519", "2025年毛利率91.18%，净利率50.53%，两者相差约30个百分点。")).not.toBe("✅");
  });
});

describe("the gap after one clause that named both growths", () => {
  it("sizes the two growths that clause compared", () => {
    // 宁德时代 2025: 归母净利润 +42.28 %, 营业总收入 +17.04 % (25.24 points apart).
    const compared = "净利增速（42.3%）明显快于营收增速（17.0%）";
    expect(mark("300750", `${compared}，两者剪刀差逾25个百分点。`)).toBe("✅");
    expect(mark("300750", `${compared}，两者相差逾35个百分点。`)).toBe("❌");
  });
});

describe("one side's lead or lag over the other growth the sentence stated (利润增速高出 / 低了 N个百分点)", () => {
  it("the side the clause names leads by the points it says, or lags", () => {
    expect(mark("300750", "营收增长约17%，归母净利润增长约42%，利润增速高出约25个百分点。")).toBe("✅");
    expect(mark("002594", "营收增长3.5%，归母净利润下降19%，利润增速低了约22个百分点。")).toBe("✅");
    expect(mark("002594", "营收增长3.5%，归母净利润下降19%，营收增速领先22个多百分点。")).toBe("✅");
  });

  it("a wrong size or the wrong way round fails", () => {
    expect(mark("300750", "营收增长约17%，归母净利润增长约42%，利润增速高出约15个百分点。")).toBe("❌");
    expect(mark("002594", "营收增长3.5%，归母净利润下降19%，利润增速高出约22个百分点。")).toBe("❌");
    expect(mark("600519", "营收下降1.2%，归母净利润下降4.5%，利润增速快了三个多百分点。")).toBe("❌");
  });
});

// 贵州茅台 2025: 营业总收入 -1.20 %, 归母净利润 -4.53 %: profit fell 3.33 points more.
describe("one fall's size over the other's (跌幅大过营收), the other side named after the verb", () => {
  it("a larger fall is the side's change under the other's, by the points written", () => {
    const claim = (side: string, other: string, n: string) =>
      `2025年营收降1.2%、利润降4.5%，${side}跌幅大过${other}约${n}个百分点。`;
    expect(mark("600519", claim("利润", "营收", "3.3"))).toBe("✅");
    expect(mark("600519", claim("利润", "营收", "6.3"))).toBe("❌");
    expect(mark("600519", claim("营收", "利润", "3.3"))).toBe("❌");
  });

  it("a growth ahead of the other's named after the verb (高出营收)", () => {
    expect(mark("300750", "2025年营收增长17%，归母净利润增长42%，利润增速高出营收约25个百分点。")).toBe("✅");
    expect(mark("300750", "2025年营收增长17%，归母净利润增长42%，利润增速高出营收约35个百分点。")).toBe("❌");
  });
});

// 贵州茅台 2025: 营业总收入 -1.20 %, 归母净利润 -4.53 % (3.33 points apart).
describe("a lead or larger fall naming neither side (降幅大出约3个百分点)", () => {
  it("sizes the gap between the two changes said before it, whichever side it leaves implied", () => {
    expect(mark("600519", "2025年营收降1.2%，归母净利润降了约4.5%，降幅大出约3.3个百分点。")).toBe("✅");
    expect(mark("600519", "2025年归母净利润降了约4.5%，营收降1.2%，降幅多出约3个百分点。")).toBe("✅");
    expect(mark("600519", "2025年营收降1.2%，归母净利润降了约4.5%，降幅大出约8个百分点。")).toBe("❌");
  });
});

// 中国石化 2024: 营业收入 -4.29 %, 归母净利润 -16.79 % (12.50 points apart).
describe("a side named by a weak name sizing its own growth (利润增速…远低于营收增速…)", () => {
  it("is one of the two growths the gap is between", () => {
    expect(mark("600028", "2024年利润增速-16.8%远低于营收增速-4.3%，两者之差超过12个百分点。")).toBe("✅");
    expect(mark("600028", "2024年利润增速-16.8%远低于营收增速-4.3%，两者之差不到10个百分点。")).toBe("❌");
  });
  it("a weak name with no rate word of its own is no side", () => {
    expect(mark("600028", "2024年营收增速-4.3%拖累利润表现，两者相差约12个百分点。")).not.toBe("✅");
  });
});
