import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a balance with no year in its sentence", () => {
  // 比亚迪 资产负债率 2025 70.74%, 2026-03-31 70.94% (一季报 out 2026-04-29); 招商银行 2025 90.20%, 2026-03-31 90.43%.
  it("is its newest report's level, a quarter-end's once that report is out", () => {
    expect(mark("002594", "比亚迪资产负债率70.94%。", "2026-04-30")).toBe("✅");
    expect(mark("600036", "招商银行资产负债率90.43%。", "2026-04-30")).toBe("✅");
    expect(mark("002594", "比亚迪资产负债率72.94%。", "2026-04-30")).toBe("❌");
    // Before the 一季报 the year-end's is the newest.
    expect(mark("002594", "比亚迪资产负债率70.74%。", "2026-04-20")).toBe("✅");
  });
});

describe("a level judged among an industry's companies the data holds no band for", () => {
  it("is undecidable, its own figure checked", () => {
    expect(mark("002594", "70.94%的负债率在整车企业里反而偏低，无需担心。", "2026-04-30")).toBe("❔");
    expect(mark("002594", "72.94%的负债率在整车企业里反而偏低。", "2026-04-30")).toBe("❌");
    expect(mark("600519", "茅台毛利率在白酒企业中最高。", "2026-04-30")).toBe("❔");
  });
});

describe("cash named at a report period's end (6月末现金, 一季度末现金) is the balance held then", () => {
  // 比亚迪 货币资金 2024年末 1027.39亿元, 2025-06-30 1117.34亿元; 宁德时代 2025年末 3335.13亿元, 2026-03-31 3519.97亿元.
  it("reads its level and its change against the year-end", () => {
    expect(mark("002594", "6月末现金1117.34亿元，比2024年末多出约90亿元。", "2025-09-05")).toBe("✅");
    expect(mark("002594", "6月末现金1117.34亿元，比2024年末多出约200亿元。", "2025-09-05")).toBe("❌");
    expect(mark("300750", "一季度末现金比年初多了约185亿。", "2026-04-30")).toBe("✅");
    expect(mark("300750", "一季度末现金比年初多了约400亿。", "2026-04-30")).toBe("❌");
  });
});

describe("only a quarter's last month (3/6/9/12月末) names a report period's cash", () => {
  // 比亚迪 货币资金 2025-06-30 1117.34亿元, 2025-09-30 1197.25亿元; 宁德时代 2025年末 3335.13亿元, 2026-03-31 3519.97亿元.
  it("reads 比6月末少 as a fall, 较去年年末 as the year-end before, and leaves 4月末 or a bare 季末 undecided", () => {
    expect(mark("002594", "9月末现金1197亿元，比6月末少约80亿。", "2025-10-31")).toBe("❌");
    expect(mark("002594", "9月末现金1197亿元，比6月末多约80亿。", "2025-10-31")).toBe("✅");
    expect(mark("300750", "3月末现金3520亿元，较去年年末增加约185亿元。", "2026-04-30")).toBe("✅");
    expect(mark("002594", "4月末现金1200亿元。", "2025-09-05")).toBe("❔");
    expect(mark("002594", "季末现金1117亿元，较年初增加约90亿。", "2025-09-05")).toBe("❔");
  });
});
