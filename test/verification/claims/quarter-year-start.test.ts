import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("a balance with no period named against 年初 is the newest quarter-end's against the year-end", () => {
  // 宁德时代 货币资金: 2025年末 3335.13亿, 2026年一季度末 3519.97亿 (+184.84亿); 2024年末 3035.12亿, 2025年中 3505.78亿
  // (+15.51%). 资产负债率: 2025年末 61.94%, 2026年一季度末 62.32%.
  it("reads the change since the year-end at the newest quarter-end", () => {
    expect(mark("300750", "账上货币资金3520亿元左右，比年初多了约185亿，现金储备厚实。", "2026-04-30")).toBe("✅");
    expect(mark("300750", "货币资金3505.78亿元，较年初增长约15.5%。", "2025-09-05")).toBe("✅");
    expect(mark("300750", "资产负债率62.32%，较年初上升0.38个百分点。", "2026-04-30")).toBe("✅");
  });

  it("fails a change the newest quarter-end does not show", () => {
    expect(mark("300750", "账上货币资金3520亿元左右，比年初多了约300亿，现金储备厚实。", "2026-04-30")).toBe("❌");
    expect(mark("300750", "资产负债率较年初下降。", "2026-04-30")).toBe("❌");
  });
});

describe("季度间 of a balance is the newest quarter-end against the quarter-end before it", () => {
  it("reads a first quarter's end against the year-end", () => {
    expect(mark("300750", "一季度末资产负债率季度间多了0.38个百分点。", "2026-04-30")).toBe("✅");
    expect(mark("300750", "资产负债率季度间多了约0.4个百分点。", "2026-04-30")).toBe("✅");
  });

  it("fails the wrong way between them", () => {
    expect(mark("300750", "资产负债率季度间降了约0.4个百分点。", "2026-04-30")).toBe("❌");
  });
});
