import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { deniesReported, refutedView } from "../../../src/verification/claims/refuted-views";
import { SPEAKERS } from "../../../src/verification/claims/speakers";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

/**
 * A refuted view asserts its negation (refuted-views.ts). 宁德时代 营业总收入 2024 3620.13 → 2025 4237.02亿元
 * (+17.0 %); 贵州茅台 经营现金流 2024 924.64 → 2025 615.22亿元, 资产负债率 19.04 % → 16.42 %;
 * 招商银行 归母净利润 2024 1483.91 → 2025 1501.81亿元 (+1.2 %).
 */
describe("a view named and refuted", () => {
  it("reads the view between its lead (认为, 所谓, 多方所说的) and its denial (的观点并不成立, 是错误的)", () => {
    expect(refutedView("认为宁德时代2025年营收增长的观点并不成立")).toBe("宁德时代2025年营收增长");
    expect(refutedView("所谓净利润下降的说法站不住脚")).toBe("净利润下降");
    expect(refutedView("多方所说的2025年经营现金流增长并不准确")).toBe("2025年经营现金流增长");
    expect(refutedView("说招行2025年利润增长是错误的")).toBe("招行2025年利润增长");
    expect(refutedView("2025年营收4237.02亿元")).toBeNull();
    expect(deniesReported("这种说法与数据不符：")).toBe(true);
    expect(deniesReported("这一判断并不准确")).toBe(true);
  });

  it("is false when the data holds the refuted move, though the figure after it is true", () => {
    expect(mark("300750", "认为宁德时代2025年营收增长的观点并不成立，2025年营收4237.02亿元。")).toBe("❌");
    expect(mark("300750", "所谓宁德时代2025年营业总收入增长的说法站不住脚，2025年营收4237.02亿元。")).toBe("❌");
    expect(mark("600519", "认为茅台2025年资产负债率下降的观点站不住脚，2025年资产负债率16.42%。")).toBe("❌");
    expect(mark("600519", "多方所说的2025年经营现金流下降并不准确，2025年经营现金流615.22亿元。")).toBe("❌");
    expect(
      mark("600036", "空方称招商银行2025年归母净利润增长，这种说法与数据不符：2025年归母净利润1501.81亿元。"),
    ).toBe("❌");
  });

  it("holds when the data contradicts the refuted move, and the point's own figures are checked", () => {
    expect(mark("300750", "认为宁德时代2025年营收下滑的观点并不成立，2025年营收4237.02亿元，同比增长约17%。")).toBe(
      "✅",
    );
    expect(mark("600519", "多方所说的2025年经营现金流增长并不准确，2025年经营现金流615.22亿元，较上年明显下降。")).toBe(
      "✅",
    );
    expect(
      mark("600519", "认为茅台2025年资产负债率上升的观点并不成立，2025年资产负债率16.42%，低于上年的19.04%。"),
    ).toBe("✅");
  });

  it("is undecided when the view's own figures are true: what it refutes may be an inference", () => {
    expect(mark("300750", "认为宁德时代2025年营收4237.02亿元的观点并不成立，增长质量才是关键。")).not.toBe("✅");
  });
});

describe("a refuted view followed by its correction (实际上…)", () => {
  // 贵州茅台 营业总收入 FY2025 −1.20 %; 归母净利润 2026Q1 +1.47 % year on year.
  it("is carried by the correction, which is checked; the view is not reversed", () => {
    expect(mark("600519", "认为茅台2025年营收增长放缓的观点并不成立，实际上营收同比下滑了1.2%。")).toBe("✅");
    expect(mark("600519", "多方所说的2026年一季度净利润增长并不准确，实际仅增长1.5%。")).toBe("✅");
    expect(mark("600519", "多方所说的2026年一季度净利润增长并不准确，实际仅增长5%。")).toBe("❌");
  });
});

describe("a view in quote marks that the words after it deny (“…”的说法不成立)", () => {
  // 贵州茅台 营业总收入 2024 1741.44 → 2025 1720.54亿元 (−1.20 %); its last close 1384.79 is below 2025-05-14's 1645.
  it("is refuted as 所谓…的说法 is: holds when the data contradicts the view", () => {
    expect(mark("600519", "“2025年营收同比增长”的说法站不住脚。")).toBe("✅");
    expect(mark("600519", "“2025年营收同比增长”的说法并不成立。")).toBe("✅");
    expect(mark("600519", "“2024年营收同比增长”的观点并不成立。")).toBe("❌");
  });
  it("a record close the stored bars contradict is a view the data refutes", () => {
    expect(mark("600519", "“茅台股价已创历史新高”的说法不成立，1384.79元的收盘价离52周高点还差约15%。")).toBe("✅");
  });
});

// 比亚迪 营业总收入 2023 6023.15 → 2025 8039.65亿元 (2024→2025 +3.46 %); 2026Q1 归母净利润 40.85 vs 91.55亿元.
describe("a debate's bull or bear (多头, 空头) as the speaker of a view", () => {
  it("reads 空头说…并不客观 as a view refuted, 多头排列 as no speaker", () => {
    expect(refutedView("说营收停滞并不客观")).toBe("营收停滞");
    expect(new RegExp(`^(?:${SPEAKERS})`).test("空头说营收停滞")).toBe(true);
    expect(new RegExp(`^(?:${SPEAKERS})`).test("空头排列")).toBe(false);
    expect(mark("002594", "空头说营收停滞并不客观：2025年8039.65亿元，比2023年高出三成以上。")).toBe("✅");
    expect(mark("002594", "空头说营收停滞并不客观：2025年营收8039.65亿元，同比增长约10%。")).toBe("❌");
  });

  it("checks a side's view said and denied in one clause as refuted, not only the figure after it", () => {
    expect(refutedView("空头说2025年营收增长并不客观")).toBe("2025年营收增长");
    expect(refutedView("空方认为2025年营收下降站不住脚")).toBe("2025年营收下降");
    expect(mark("002594", "空头说2025年营收增长并不客观：2025年营收8039.65亿元。")).toBe("❌");
    expect(mark("002594", "空方认为2025年营收下降并不客观：2025年营收8039.65亿元。")).toBe("✅");
    expect(mark("600036", "空方称2025年归母净利润增长站不住脚，2025年归母净利润仍同比增长。")).toBe("❌");
    expect(mark("600036", "空方称2025年归母净利润下滑站不住脚，2025年归母净利润仍同比增长。")).toBe("✅");
  });

  it("leaves a quoted view to the quote readers", () => {
    expect(refutedView("反方说茅台'ROE跌破三成'并不成立")).toBeNull();
  });

  it("does not take the speaker's word as the point's own", () => {
    const claim = "多头说一季度利润“只是小幅波动”，可40.85亿元对去年同期91.55亿元，降幅超过55%。";
    expect(mark("002594", claim)).toBe("✅");
    expect(mark("002594", claim.replace("55%", "65%"))).toBe("❌");
  });
});

// 宁德时代 2025: 营业总收入 +17.04 %, 归母净利润 +42.28 %.
describe("a view called a mix-up of bases (混淆了口径) is refuted; the correction after it is the point's", () => {
  it("checks the correction, on the true side and the false", () => {
    const view = "对方所说“营收增长42%”混淆了口径";
    expect(mark("300750", `${view}：42.3%是净利润增速，营收增速为17.0%。`)).toBe("✅");
    expect(mark("300750", `${view}：42.3%是营收增速，净利润增速为17.0%。`)).toBe("❌");
  });
});

/**
 * 中国平安 资产负债率 2025 89.81 %, 2026-03-31 89.90 % (insurers' normal about 80-93 %); 比亚迪 2025 70.74 %;
 * 招商银行 归母净利润 2025 +1.21 %.
 */
describe("a reading called a misreading (这是误读) of a figure the other side took as a risk (把…当风险点)", () => {
  it("denies the view reported before it, judged on the data", () => {
    expect(deniesReported("这是误读")).toBe(true);
    expect(mark("601318", "空方把89.90%的负债率当风险点，这是误读。")).toBe("✅");
    expect(mark("600036", "空方称招行2025年利润下滑，这是一种误读。")).toBe("✅");
    expect(mark("600036", "空方称招行2025年利润增长，这是误读。")).toBe("❌");
  });
  it("counter-case: a general company's leverage read as a risk is no misreading the industry norm shows", () => {
    expect(mark("002594", "空方把70.74%的负债率当风险点，这是误读。")).not.toBe("✅");
  });
});

/**
 * "这是对银行业的误读": the judgement said before the case it is applied to still denies the view reported before it;
 * a leverage reading so refuted is decided by the industry's band. 招商银行 资产负债率 2026-03-31 90.43 %.
 */
describe("a view judged a misreading of the industry it is applied to", () => {
  it("denies the view before it, not a clause of its own", () => {
    expect(deniesReported("这是对银行业的误读")).toBe(true);
    expect(deniesReported("这其实是对保险模式的曲解")).toBe(true);
    expect(deniesReported("这是对银行业的利好")).toBe(false);
  });

  it("holds the refutation while the figure is the company's", () => {
    expect(mark("600036", "看空者把招行约90%的负债率视为重大风险，这是对商业银行的误解。")).toBe("✅");
    expect(mark("600036", "看空者把招行约98%的负债率视为重大风险，这是对商业银行的误解。")).toBe("❌");
  });
});

// 比亚迪 PE(TTM) 2026-04-30 far under 60倍; 宁德时代 归母净利润 2025 722.01亿元, 营业总收入 +17.04 %.
describe("a figure the other side brought, called stale (是旧数据, 早已过时, 是老黄历)", () => {
  it("is refuted as a reading of now: the refutation holds when the data is not that figure", () => {
    expect(refutedView("多方援引的营收增速早已过时")).toBe("的营收增速");
    expect(mark("300750", "空方拿的500亿利润是旧数据，2025年归母净利润722.01亿元。")).toBe("✅");
    expect(mark("300750", "多方所说的营收翻倍是老黄历了，2025年营收增长17%。")).toBe("✅");
  });
  it("fails when the figure called stale is the figure now", () => {
    expect(mark("300750", "对方引用的722亿元净利润已经过时了。")).toBe("❌");
  });
});

// 宁德时代 营业总收入 2023 4009.17亿元, 2024 3620.13亿元, 2025 4237.02亿元.
describe("a refuted view of a run no year bounds (一路增长)", () => {
  it("is not settled by the last year's move alone", () => {
    expect(mark("300750", "多方说收入也一路增长，这不对：2024年营收3620亿，比2023年少了将近390亿。")).not.toBe("❌");
    expect(mark("300750", "多方说收入也一路增长，这不对：2024年营收3620亿，比2023年少了将近490亿。")).toBe("❌");
  });
});
