import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { hedgesCause } from "../../../src/verification/claims/hedged-causes";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

/**
 * A cause or state put as a 或-guess is 未能核验 (hedged-causes.ts). 贵州茅台 2026Q1 毛利率 89.76 % (2025Q1 91.97 %);
 * 经营现金流 2024 924.64 → 2025 615.22亿元; 归母净利润 2024 862.28 → 2025 823.20亿元 (−4.5 %).
 */
describe("a cause guessed with 或", () => {
  it("或在/或是/或因/或与/或受 hedge; 或 between nouns, 或将, 或许, 或意味着 are not this rule's", () => {
    expect(hedgesCause("产品结构或在下沉")).toBe(true);
    expect(hedgesCause("背后或是经销商打款意愿减弱")).toBe(true);
    expect(hedgesCause("或因渠道去库存")).toBe(true);
    expect(hedgesCause("或受汇率拖累")).toBe(true);
    expect(hedgesCause("营收或利润均下滑")).toBe(false);
    expect(hedgesCause("无论是营收或是利润")).toBe(false);
    expect(hedgesCause("盈利能力或已见底")).toBe(false);
    expect(hedgesCause("预收款下滑或意味着打款意愿减弱")).toBe(false);
  });

  it("leaves the sentence 未能核验 though its figures are true, and a wrong figure still false", () => {
    expect(mark("600519", "26Q1毛利率89.76%，较上年同期91.97%下降约2.2个百分点，产品结构或在下沉。")).toBe("❔");
    expect(mark("600519", "2025年经营现金流615.22亿元，大幅下滑，背后或是经销商打款意愿减弱。")).toBe("❔");
    expect(mark("600519", "2025年归母净利润823.20亿元，同比下降约4.5%，或因渠道去库存。")).toBe("❔");
    expect(mark("600519", "2025年归母净利润823.20亿元，同比增长约4.5%，或因渠道去库存。")).toBe("❌");
  });

  // 招商银行 归母净利润 2024 1483.91 → 2025 1501.81亿元 (+1.2 %): 拖累 is the guessed cause's move, not the profit's.
  it("does not read the guessed cause's move word as the metric's (never a false ❌)", () => {
    expect(mark("600036", "2025年归母净利润1501.81亿元，同比增长约1.2%，息差收窄或是主要拖累。")).toBe("❔");
  });
});

/** Any guess word before a cause marker or an event explaining the move is the same guess (hedged-causes.ts). */
describe("a cause guessed with any guess word", () => {
  it("可能/大概率/疑似/估计 before 所致, 有关, 减值, 出售 hedge; a guessed state or move to come does not", () => {
    expect(hedgesCause("大概率是渠道压货所致")).toBe(true);
    expect(hedgesCause("估计与汇率波动有关")).toBe(true);
    expect(hedgesCause("可能有减值或处置")).toBe(true);
    expect(hedgesCause("疑似出售了部分股权")).toBe(true);
    expect(hedgesCause("利润底部可能已经出现")).toBe(false);
    expect(hedgesCause("技术性反弹随时可能出现")).toBe(false);
  });

  it("leaves true figures 未能核验, a wrong figure false, and the figures alone true", () => {
    expect(mark("600519", "2025年经营现金流615.22亿元，大概率是经销商打款节奏变化所致。")).toBe("❔");
    expect(mark("600519", "2025年归母净利润823.20亿元，疑似计提了一次性费用。")).toBe("❔");
    expect(mark("600519", "2025年经营现金流715.22亿元，可能有大额预付款导致。")).toBe("❌");
    expect(mark("600519", "2025年归母净利润823.20亿元，同比下降约4.5%。")).toBe("✅");
  });
});
