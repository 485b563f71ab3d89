import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 贵州茅台 分配股利、利润或偿付利息支付的现金 2024 709.51, 2025 672.42亿元; 归母净利润 2024 862.28亿元; 经营现金流
// 2024 924.64, 2025 615.22亿元; 投资活动现金流量净额 2024 -17.85, 2025 -316.42亿元.
describe("the whole after 约占X的N% is no subject for the clause after it", () => {
  it("the clause after goes on about the subject before the share", () => {
    expect(mark("600519", "2025年经营现金流615.22亿元，约占归母净利润的75%，比2024年的924.64亿元少了约309亿元。")).toBe(
      "✅",
    );
    expect(
      mark("600519", "2025年投资活动现金流出净额316.42亿元，约占经营现金流的一半，比2024年的17.85亿元大幅增加。"),
    ).toBe("✅");
    expect(mark("600519", "2025年经营现金流615.22亿元，约占归母净利润的75%，比2024年的862.28亿元少了约247亿元。")).toBe(
      "❌",
    );
  });

  it("a subject the data lacks leaves the clause after it unverified, not the whole's figure", () => {
    expect(mark("600519", "2025年利息支出672.42亿元，约占归母净利润的82%，比2024年的709.51亿元少了约37亿元。")).toBe(
      "❔",
    );
  });
});

// 宁德时代 经营现金流 2024 969.90, 2025 1332.20亿元, 归母净利润 2025 722.01亿元 (1.85倍; 2024 1.91倍); 比亚迪 经营现金流
// 2024 1334.54, 2025 591.36亿元 (-55.7%), 归母净利润 2025 326.19亿元.
describe("the metric after 约为X的N倍 is no subject for the clause after it", () => {
  it("a growth rate after the multiple is the subject's, not the ratio's", () => {
    expect(mark("300750", "经营现金流1332.20亿元，约为归母净利的1.85倍，同比增长约37%。")).toBe("✅");
    expect(mark("002594", "2025年经营现金流591.36亿元，是归母净利润的1.8倍左右，同比下降约56%。")).toBe("✅");
  });

  it("a growth rate the subject did not have is still wrong", () => {
    expect(mark("300750", "经营现金流1332.20亿元，约为归母净利的1.85倍，同比增长约12%。")).toBe("❌");
    expect(mark("002594", "2025年经营现金流591.36亿元，是归母净利润的1.8倍左右，同比增长约56%。")).toBe("❌");
  });
});

/** 招商银行 资产负债率 2023-2025: 90.16 %, 89.85 %, 90.20 %. */
describe("a clause calling the level before an industry's normal is an aside", () => {
  it("the clause after it goes on about that level", () => {
    expect(mark("600036", "负债率90.20%看似很高，但这属于银行业常态，近三年都在89%-91%之间。")).toBe("✅");
    expect(mark("600036", "负债率90.20%看似很高，但这属于银行业常态，近三年都在90.5%-91%之间。")).toBe("❌");
  });
  it("counter-case: a clause naming a metric of its own lends it as before", () => {
    // 招商银行 归母净利润 2025 +1.21 %.
    expect(mark("600036", "负债率90.20%属于常态，归母净利润也很稳定，同比增长1.21%。")).toBe("✅");
    expect(mark("600036", "负债率90.20%属于常态，归母净利润也很稳定，同比增长3.21%。")).toBe("❌");
  });
});
