import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { checkIndustryClause, levelRuleFor } from "../../../src/verification/claims/industry-norms";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const levelOf = (ticker: string, claim: string) =>
  checkAssertions(parseAssertions(claim), sampleFacts(ticker, "2026-04-30"))
    .filter((c) => c.kind === "level")
    .map((c) => c.ok);

describe("industry norms", () => {
  it("moves a leverage word's threshold outside the industry's normal band", () => {
    expect(levelRuleFor("银行", "debt_ratio", { min: 60 })).toEqual({ min: 95 });
    expect(levelRuleFor("保险", "debt_ratio", { min: 60 })).toEqual({ min: 93 });
    expect(levelRuleFor("证券", "debt_ratio", { max: 40 })).toEqual({ max: 40 });
    expect(levelRuleFor("汽车", "debt_ratio", { min: 60 })).toEqual({ min: 60 });
    expect(levelRuleFor(null, "debt_ratio", { min: 60 })).toEqual({ min: 60 });
    expect(levelRuleFor("银行", "gross_margin", { min: 40 })).toEqual({ min: 40 });
  });

  it("does not call a bank's or an insurer's ~90% debt ratio 偏高, but a carmaker's 70% is", () => {
    // 600036 FY2025: total liabilities / total assets = 90.20 %; 601318 FY2025 about 89.8 %; 002594 FY2025 70.7 %.
    expect(levelOf("600036", "2025年资产负债率90.20%，负债率偏高")).toEqual([false, false]);
    // Failed by the level word's industry threshold and by the industry reading alike.
    expect(levelOf("601318", "资产负债率偏高，偿债压力值得关注")).toEqual([false, false]);
    expect(levelOf("601318", "平安资产负债率接近90%，杠杆之高名列前茅，这是必须正视的偿债风险")).toContain(false);
    expect(levelOf("600036", "资产负债率约90.2%，对商业银行而言是正常的杠杆水平，不应简单视作风险信号")).toEqual([
      true,
    ]);
    expect(levelOf("002594", "资产负债率偏高")).toEqual([true]);
    // Risk read in other words: 脆弱, 风险点, 高负债.
    expect(levelOf("601318", "资产负债率接近90%，财务结构相当脆弱")).toContain(false);
    expect(levelOf("600036", "资产负债率约90%，高负债是招行最大的风险点")).toContain(false);
    // Risk read against a general company's line, or as the industry's danger: 警戒线, 高危, 经营风险的信号.
    expect(levelOf("600036", "负债率接近90%，远高于一般企业60%的警戒线，财务风险值得警惕")).toContain(false);
    expect(levelOf("601318", "负债率接近90%，保险公司这么高的负债率是经营风险的信号")).toContain(false);
  });

  it("reads leverage called too high in a bear's words (杠杆太高, 这么高的杠杆, 杠杆炸弹, 负债结构失衡)", () => {
    expect(levelOf("601318", "平安负债率89.80%，杠杆太高了。")).toContain(false);
    expect(levelOf("600036", "招行负债率90.20%，这么高的杠杆迟早出事。")).toContain(false);
    expect(levelOf("600036", "90.20%的负债率说明招行负债结构已严重失衡。")).toContain(false);
    // Another imbalance is no leverage reading.
    expect(levelOf("600036", "招行资产负债率90.20%，但供需失衡压低息差。")).not.toContain(false);
    expect(levelOf("600036", "【深度】招行负债率逼近91%，银行巨头的杠杆炸弹何时引爆？")).toContain(false);
    // A carmaker's 70.7 % is past a general company's line.
    expect(levelOf("002594", "比亚迪负债率超过七成，杠杆过高。")).toEqual([true, true]);
  });

  it("a level word denied (不构成, 无需…视为, 谈不上) is not the word itself: a bank's normal leverage passes", () => {
    for (const claim of [
      "资产负债率90.20%，对商业银行属正常水平，不构成偏高的偿债风险信号。",
      "资产负债率约90%，无需按一般企业标准视为高杠杆风险。",
      "资产负债率约90%，商业银行负债经营是行业本色，谈不上高杠杆风险。",
      // A reading refused (不能据此认定, 不足以说明): the refused words are not the point's.
      "资产负债率90.20%，对商业银行而言属于正常水平，不能据此认定偿债压力偏大。",
      "资产负债率约90%，不足以说明偿债风险偏高。",
    ])
      expect(levelOf("600036", claim)).toEqual([true]);
    // Denied for a carmaker whose ratio is not its industry's normal: no level claim of the word remains.
    expect(levelOf("002594", "资产负债率约70%，不构成偏高的偿债风险信号")).not.toContain(true);
    // "不能忽视…偏高" asserts the level: 贵州茅台's 16.42 % is not 偏高 (❌), not a denial left undecided.
    expect(levelOf("600519", "不能忽视资产负债率偏高的问题。")).toEqual([false]);
  });

  it("leaves an industry's own metrics, which the data does not hold, undecided", () => {
    const [c] = checkIndustryClause("不良贷款率0.94%，资产质量优异");
    expect(c?.ok).toBeNull();
    expect(c?.reason).toContain("银行业");
    expect(checkIndustryClause("核心偿付能力充足率保持高位")[0]?.expected).toBe("核心偿付能力充足率");
    expect(checkIndustryClause("营收增长12%")).toEqual([]);
    expect(
      checkAssertions(parseAssertions("净息差收窄至1.9%"), sampleFacts("600036", "2026-04-30")).some(
        (c) => c.ok === null,
      ),
    ).toBe(true);
  });
});

describe("a bank's leverage read by its industry, as a change or a refuted word", () => {
  const mark = (claim: string) =>
    markOf(
      checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts("600036", "2026-04-30")),
    );
  it("a rise read as pressure fails inside the band; the band named as normal passes, its clause checked", () => {
    expect(mark("一季度末资产负债率升至90.43%，负债端压力加大，偿债能力值得担忧")).toBe("❌");
    expect(mark("资产负债率90.20%，在银行业属常态，不能据此判断偿债风险偏高")).toBe("✅");
  });
  it("pressure said to grow with an adverb between (进一步加大, 持续上升) is the same reading", () => {
    expect(mark("资产负债率升至90.43%，债务压力进一步加大")).toBe("❌");
    expect(mark("负债率90%以上，偿债压力持续上升")).toBe("❌");
  });
  it("thin equity read as fragility (抗风险能力极弱) is the same reading", () => {
    expect(mark("资产负债率90.20%，净资产只占一成，抗风险能力极弱")).toBe("❌");
  });
  it("insolvency or the first of its risks (资不抵债, 最大的风险) is the same reading", () => {
    expect(mark("负债率九成以上，一旦遭遇挤兑就会资不抵债，这是招行最大的风险。")).toBe("❌");
    expect(mark("负债率九成以上，这是银行的正常水平。")).toBe("✅");
  });
  it("a quoted word said to be a misreading is what is denied", () => {
    expect(mark("复核意见：报告称招行90.20%的资产负债率“偏高”属误读，银行负债率约九成为行业常态")).toBe("✅");
  });
});

describe("a leverage risk granted only as an appearance (看似偏高，但…) is not asserted", () => {
  const markFor = (claim: string) =>
    markOf(
      checkAssertions(
        parseAssertions(claim, undefined, { asOf: "2026-04-30", company: "600036" }),
        sampleFacts("600036", "2026-04-30"),
      ),
    );
  it.each([
    "资产负债率90.20%看似偏高，但对商业银行而言约九成负债率属于行业常态，无需过度解读。",
    "负债率乍看之下很高，实则是银行业的正常水平。",
    "表面上看杠杆偏高，但这是行业常态。",
  ])("%s: never a false ❌", (claim) => expect(markFor(claim)).not.toBe("❌"));
  it("the normal reading after the turn is checked and passes", () => {
    expect(markFor("资产负债率90.20%看似偏高，但对商业银行而言约九成负债率属于行业常态，无需过度解读。")).toBe("✅");
  });
  it("the risk asserted is still failed for a bank inside its normal band", () => {
    expect(markFor("资产负债率90.43%偏高，偿债压力值得关注。")).toBe("❌");
  });
});

describe("a risk word its own clause calls the industry's normal", () => {
  // 中国平安 资产负债率 2026-03-31 89.90 % (保险业 80-93 %).
  it("is the normal it names (高负债属金融业常态), not a risk read", () => {
    expect(levelOf("601318", "平安资产负债率接近九成，高负债属金融业常态。")).toEqual([true, true]);
    expect(levelOf("601318", "平安资产负债率89.80%，这种高负债在保险业属正常现象。")).toEqual([true]);
    expect(levelOf("601318", "平安资产负债率接近九成，高负债风险值得警惕。")).toContain(false);
  });
});

describe("a debt ratio called high-risk or a danger in so many words", () => {
  // 中国平安 资产负债率 2026-03-31 89.90 % (保险业 80-93 %); 招商银行 90.43 % (银行业 85-95 %).
  it("is a risk reading the industry's band decides, whatever rebuttal frames it", () => {
    expect(levelOf("601318", "有人说保险负债高是常态，可近九成的负债率在哪个行业都是高风险。")).toContain(false);
    expect(levelOf("600036", "招行资产负债率约90%，这就是危险信号。")).toContain(false);
    expect(levelOf("601318", "平安资产负债率89.80%，这种负债结构非常危险。")).toContain(false);
  });
  it("a risk denied or the group's normal is not one", () => {
    expect(levelOf("601318", "平安资产负债率89.80%，并非高风险，属保险业常态。")).not.toContain(false);
  });
});

describe("a negligible debt burden (偿债压力微乎其微)", () => {
  // 贵州茅台 资产负债率 FY2025 16.42 %; 比亚迪 70.74 %.
  it("is a low leverage reading, not a slight change", () => {
    expect(levelOf("600519", "资产负债率16.42%，较上年的19.04%继续下降，偿债压力微乎其微。")).toEqual([true]);
    expect(levelOf("002594", "资产负债率70.74%，偿债压力微乎其微。")).toEqual([false]);
  });
});

describe("a first risk named apart from the leverage", () => {
  const markOn = (claim: string) =>
    markOf(
      checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts("600036", "2026-04-30")),
    );
  it("is not a leverage reading (最大的风险在于净息差)", () => {
    expect(markOn("招商银行资产负债率约90%，最大的风险在于净息差继续收窄。")).not.toBe("❌");
  });
});

/**
 * The figure another side reads as a risk ("空方把近九成的负债率视为隐患") is the premise the point's own reading names
 * back ("这一水平在保险业本属常态"): the reading is decided by the industry's band. 中国平安 资产负债率 2026-03-31 89.90 %.
 */
describe("a reading of the other side's leverage figure, named back", () => {
  const mark = (claim: string) => markOf(checkAssertions(parseAssertions(claim), sampleFacts("601318", "2026-04-30")));
  it("holds inside the band, fails when the point calls it high", () => {
    expect(mark("空方把平安近九成的负债率视为隐患，可这一水平在保险业本属常态。")).toBe("✅");
    expect(mark("空方把平安近九成的负债率视为隐患，而这一水平对保险公司来说确实偏高。")).toBe("❌");
  });
});

/**
 * What funds a financial group named as the nature of its liabilities (保险负债本就是准备金, 银行吸收存款本就是负债,
 * 银行负债经营, 主要是保险合同负债) is the reason its leverage is normal: read with the point's ratio by the band.
 * 招商银行 2026-03-31 资产负债率 90.43 %, 中国平安 89.90 %; 比亚迪 is a general company (no band).
 */
describe("the funding named as what a financial group's liabilities are", () => {
  const mark = (ticker: string, claim: string) =>
    markOf(
      checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")),
    );

  it("is read by the industry's band with the ratio beside it", () => {
    expect(mark("601318", "保险负债本就是准备金，89.80%的负债率是行业特征。")).toBe("✅");
    expect(mark("600036", "招行负债率约90%，银行吸收存款本就是负债，这个水平属于行业常态。")).toBe("✅");
    expect(mark("601318", "资产负债率89.80%，保险公司负债经营是行业本色，谈不上高杠杆风险。")).toBe("✅");
    expect(mark("601318", "平安资产负债率89.80%，对保险集团来说九成的负债率是常态，主要是保险合同负债。")).toBe("✅");
  });

  it("still fails a wrong ratio, and says nothing of a general company's funding", () => {
    expect(mark("600036", "招行资产负债率约80%，银行负债经营，属于常态。")).toBe("❌");
    expect(mark("601318", "保险负债本就是准备金，平安负债率约70%并不高。")).toBe("❌");
    expect(mark("002594", "比亚迪负债率70.74%，车企负债经营是常态。")).toBe("❔");
  });
});
