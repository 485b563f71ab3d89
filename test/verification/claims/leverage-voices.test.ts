import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * Leverage judged by the industry's norm as retail voices and debaters put it (industry-norms.ts). Figures
 * (2026-04-30): 招行 资产负债率 90.20 % (2026-03-31 90.43 %), 平安 89.8 %; 银行业 85-95 %, 保险业 80-93 %.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("leverage by the industry's norm, as retail voices put it", () => {
  it("what funds the group (准备金为主, 主要是存款) is read as the reason its leverage is normal", () => {
    expect(mark("601318", "空方用负债率近90%证明平安高杠杆，这对保险集团并不成立，准备金负债本就占大头。")).toBe("✅");
    expect(mark("601318", "质疑方把89.8%的负债率当作风险信号，但保险负债以准备金为主，九成左右属行业常态。")).toBe(
      "✅",
    );
    expect(mark("601318", "平安负债主要是准备金，但负债率九成，杠杆风险很大。")).toBe("❌");
  });

  it("a default foretold (爆雷) on a bank's or an insurer's normal leverage fails", () => {
    expect(mark("600036", "银行负债率九成，这杠杆放在任何公司都是爆雷级别，招行也不例外")).toBe("❌");
    expect(mark("601318", "平安负债率近九成，随时可能爆雷。")).toBe("❌");
  });

  it("the level called no problem (不是问题) for the industry holds inside its band", () => {
    expect(mark("600036", "九成的负债率对银行不是问题。")).toBe("✅");
    expect(mark("600036", "九成的负债率对银行不是问题，2025年归母净利润1401.81亿元。")).toBe("❌");
  });

  it("the industry's typical ratio stated (行业负债率普遍在九成上下) is read by its band", () => {
    const said = "质疑方把90.20%的负债率当作风险点，这对银行并不成立，";
    expect(mark("600036", `${said}行业负债率普遍在九成上下。`)).toBe("✅");
    expect(mark("600036", `${said}行业负债率普遍在六成上下。`)).toBe("❌");
  });
});

describe("review mends: whose leverage, and which default", () => {
  it("an industry's level in percent is read; another industry's 行业 is not the company's", () => {
    expect(mark("600036", "银行业负债率一般在60%-70%之间。")).toBe("❌");
    expect(mark("600036", "房地产行业负债率普遍在八成左右，招商银行九成的负债率则是银行业常态。")).not.toBe("❌");
  });
  it("爆雷 of the leverage itself, not of an investment", () => {
    expect(mark("600036", "银行负债率九成，这杠杆放在任何公司都是爆雷级别，招行也不例外。")).toBe("❌");
    expect(mark("601318", "中国平安负债率89.8%，但真正要担心的是地产投资踩雷。")).not.toBe("❌");
  });
});

describe("leverage said of the group's nature, and a sell on a rise within the band", () => {
  it("银行本来就是高杠杆 / 险企天生高负债 calls the company's leverage the group's normal", () => {
    expect(mark("600036", "银行本来就是高杠杆经营，招行负债率90%左右很正常。")).toBe("✅");
    expect(mark("600036", "银行本来就是高杠杆经营，招行负债率98%也很正常。")).toBe("❌");
    // Not the nature: the company's own leverage called high is still read by the band.
    expect(mark("600036", "招行负债率偏高，杠杆风险大。")).toBe("❌");
  });

  it("降仓 / 清仓 on the leverage reads it as a risk, which fails inside the band", () => {
    expect(mark("601318", "一季度末负债率89.90%，比年末还高，杠杆仍在加，必须降仓。")).toBe("❌");
    expect(mark("601318", "负债率89.90%在保险业属常态，不必因此降仓。")).toBe("✅");
  });
});
