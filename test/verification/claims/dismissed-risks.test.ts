import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("a leverage risk called negligible or small (杠杆风险几乎可以忽略, 偿债风险很低)", () => {
  // 贵州茅台 资产负债率 FY2025 16.42%; 宁德时代 61.94%, past where 负债率偏高 starts (60%).
  it("says the ratio is not high, read before the bare risk word", () => {
    expect(mark("600519", "资产负债率16.42%，为2019年以来最低，杠杆风险几乎可以忽略。")).toBe("✅");
    expect(mark("600519", "茅台负债率仅16%左右，偿债风险可以忽略不计。")).toBe("✅");
    expect(mark("600519", "资产负债率16.42%，杠杆风险很低。")).toBe("✅");
  });

  it("fails on a ratio past 偏高, and the risk called high still reads as 偏高", () => {
    expect(mark("300750", "资产负债率61.94%，杠杆风险几乎可以忽略。")).toBe("❌");
    expect(mark("600519", "资产负债率16.42%，杠杆风险较高。")).toBe("❌");
  });

  // 招商银行 资产负债率 90.20% (FY2025), 中国平安 89.81%: inside their industries' normal bands (85-95 %, 80-93 %).
  it("is not high by the company's own industry, so a bank's 90 % is a negligible leverage risk", () => {
    expect(mark("600036", "资产负债率90.43%，对银行而言杠杆风险很低。")).toBe("✅");
    expect(mark("601318", "平安负债率89.8%，保险公司的财务风险可以忽略。")).toBe("✅");
    expect(mark("600036", "资产负债率90.43%，杠杆风险较高。")).toBe("❌");
  });
});
