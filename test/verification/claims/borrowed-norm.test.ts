import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a financial group's leverage normal borrowed for a general company", () => {
  it("says its ratio is like the group's only inside the group's band", () => {
    // 中国石化 资产负债率 2019 50.04%, 招商银行 2025 90.20%: a bank runs at 85-95 %.
    expect(mark("600028", "50.04%的负债率与银行类似，对石化企业来说完全正常。", "2020-05-15")).toBe("❌");
    expect(mark("600028", "中国石化50.04%的负债率和保险公司差不多。", "2020-05-15")).toBe("❌");
  });

  it("does not dismiss a ratio past the general 偏高 threshold by a bank's 九成", () => {
    // 比亚迪 2025 70.74%, 宁德时代 2025 61.94%: both past 60 %, the general company's 偏高.
    expect(mark("002594", "比亚迪负债率70.74%？金融企业动辄九成，这个水平根本谈不上风险。", "2026-04-30")).toBe("❌");
    expect(mark("300750", "资产负债率61.94%，和银行动辄九成的杠杆比，宁德这点负债根本不算事。", "2026-04-30")).toBe(
      "❌",
    );
    // Named without a bank's band, the same ratio is the general rule's.
    expect(mark("002594", "比亚迪资产负债率70.74%。", "2026-04-30")).toBe("✅");
  });
});

describe("a bank's leverage read as a risk", () => {
  // 招商银行 资产负债率 2026-03-31 90.43%, inside the banks' 85-95 %.
  it("fails for a run on its funding or a sell on its leverage, passes as the industry's normal", () => {
    const rzs = "招行负债率常年在90%上下，一旦存款搬家就会触发流动性危机，这是最大的尾部风险。";
    expect(mark("600036", rzs, "2026-04-30")).toBe("❌");
    expect(mark("600036", "一季度末负债率升到90.43%，杠杆继续抬升，我建议减仓回避。", "2026-04-30")).toBe("❌");
    expect(mark("600036", "招行负债率九成左右，这是银行的常态。", "2026-04-30")).toBe("✅");
  });
});

describe("a likeness or a dismissal denied is not borrowed", () => {
  it("和银行不一样 says nothing in the bank's band; 也不算低 keeps the leverage, it does not dismiss it", () => {
    // 比亚迪 资产负债率 2026Q1 70.94%.
    expect(mark("002594", "比亚迪负债率约71%，和银行不一样", "2026-04-30")).not.toBe("❌");
    expect(mark("002594", "比亚迪负债率约71%，银行动辄九成，相比之下比亚迪的负债率也不算低", "2026-04-30")).toBe("✅");
    expect(mark("002594", "70.74%的负债率和银行比不算事，无需担心。", "2026-04-30")).toBe("❌");
  });
});

describe("a worry dismissed as not amounting to a risk (不构成风险)", () => {
  it("fails past the general 偏高 threshold and holds below it", () => {
    // 宁德时代 资产负债率 2026Q1 62.32 %; 贵州茅台 2025 16.42 %.
    expect(mark("300750", "62%的负债率放在金融业只是常态，宁德时代同理，根本不构成风险。", "2026-04-30")).toBe("❌");
    expect(mark("600519", "16%的负债率放在金融业只是零头，茅台同理，根本不构成风险。", "2026-04-30")).not.toBe("❌");
  });
});

describe("leverage called negligible or no problem beside a financial group's (不值一提, 不是问题)", () => {
  it("fails past the general 偏高 threshold and holds below it", () => {
    // 宁德时代 资产负债率 2026Q1 62.32 %; 贵州茅台 2025 16.42 %.
    expect(mark("300750", "宁德负债率62%，跟保险公司九成的负债率一比不值一提。", "2026-04-30")).toBe("❌");
    expect(mark("300750", "宁德负债率62%，银行都九成了，这点杠杆根本不是问题。", "2026-04-30")).toBe("❌");
    expect(mark("600519", "茅台负债率16%，跟保险公司九成的负债率一比不值一提。", "2026-04-30")).not.toBe("❌");
  });
});
