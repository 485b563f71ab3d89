import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a financial group set up as the yardstick of a general company's leverage", () => {
  // 宁德时代 资产负债率 2026-03-31 62.32 %, 比亚迪 70.94 %: past the general 60 %.
  it("fails when the comparison stands in its own clause before the dismissal", () => {
    expect(mark("300750", "跟券商比一比，宁德62%的负债率根本不算什么。", "2026-04-30")).toBe("❌");
    expect(mark("002594", "和金融企业相比，比亚迪七成的负债率根本谈不上风险。", "2026-04-30")).toBe("❌");
  });

  it("fails an a-fortiori dismissal from the group's normal whatever the ratio", () => {
    // 中国石化 资产负债率 2019 50.04 %, under the general threshold: the inference is the error, not the level.
    const sh = "2019年负债率约50%，银行九成负债都算正常，石化这点杠杆就更不算问题了。";
    expect(mark("600028", sh, "2020-05-15")).toBe("❌");
  });

  it("leaves the yardstick refused, and a dismissal with no group, alone", () => {
    const yd = "七成负债率在制造业不算低，2025年末70.74%，不能拿银行九成的常态来类比。";
    expect(mark("002594", yd, "2026-04-30")).not.toBe("❌");
    expect(mark("600028", "2019年负债率50.04%，这点杠杆不算风险。", "2020-05-15")).not.toBe("❌");
  });
});

describe("a bank's leverage feared as a solvency crisis", () => {
  // 招商银行 资产负债率 2026-03-31 90.43 %, inside the banks' 85-95 %.
  it("fails 偿付危机 and a position cut on it, not the industry's normal", () => {
    expect(mark("600036", "负债率90.43%还在往上走，得调低仓位，提防债务危机。", "2026-04-30")).toBe("❌");
    expect(mark("600036", "负债率90.43%，在银行业属于正常水平。", "2026-04-30")).toBe("✅");
    // A risk held open (不能排除) is asserted; a reading refused (不能据此认定) is not.
    expect(mark("600036", "九成的负债率等于借钱经营，资不抵债的可能不能排除。", "2026-04-30")).toBe("❌");
    expect(mark("600036", "负债率九成左右，不能据此认定杠杆偏高。", "2026-04-30")).toBe("✅");
  });
});

describe("a financial group's normal named to be refused for a general company", () => {
  // 宁德时代 资产负债率 2025 61.94 %, 中国石化 2019 50.04 %: neither is a bank, an insurer or a broker.
  it("passes: the company is not of the group, and the group's tenths are the group's, not the company's", () => {
    expect(mark("300750", "宁德时代可不是券商，61.94%的负债率别拿券商八成杠杆来比。", "2026-04-30")).toBe("✅");
    const formal = "保险公司资产负债率普遍在九成上下，中国石化50.04%的负债率不宜以此作为参照。";
    expect(mark("600028", formal, "2020-05-15")).toBe("✅");
  });
  it("passes two set side by side refused as comparable (不宜横比, 不可同日而语) in a clause of their own", () => {
    expect(mark("600028", "中石化负债率50.04%，保险业九成负债是行业特性，二者不宜横比。", "2020-05-15")).toBe("✅");
    expect(mark("300750", "宁德时代负债率61.94%，跟银行九成的杠杆不可同日而语。", "2026-04-30")).toBe("✅");
  });
  it("still fails the company's own figure misstated beside the refusal", () => {
    expect(mark("300750", "宁德时代又不是银行，75%的负债率不能拿银行九成的常态来开脱。", "2026-04-30")).toBe("❌");
  });
  it("leaves a financial company's own band to the industry's check", () => {
    // 招商银行 2026-03-31 90.43 %: a bank's 九成 is its own level, read by the banks' band.
    expect(mark("600036", "招行负债率九成左右，在银行业属正常。", "2026-04-30")).toBe("✅");
  });
});

describe("a dismissal beside a refused yardstick", () => {
  it("is still judged by the general rule", () => {
    // 宁德时代 资产负债率 2026-03-31 62.32 %: past the general company's 60 %.
    expect(mark("300750", "宁德时代又不是券商，62%的负债率也根本不算风险。", "2026-04-30")).toBe("❌");
    expect(mark("300750", "宁德时代又不是券商，62%的负债率不能拿券商的标准来看。", "2026-04-30")).toBe("✅");
  });
});
