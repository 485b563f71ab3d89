import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { CASH_SPELLINGS } from "../../../src/verification/claims/cash-spellings";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));
const spelt = (s: string) => CASH_SPELLINGS.reduce((t, [re, to]) => t.replace(re, to), s);

describe("cash named bare beside its figure is the cash held (货币资金)", () => {
  it("is written as the table names it; flows, payouts and payments are left alone", () => {
    expect(spelt("现金516.91亿元")).toBe("账上现金516.91亿元");
    expect(spelt("账上仍有516.91亿元现金")).toBe("账上仍有账上现金516.91亿元");
    expect(spelt("经营现金流615.22亿元")).toBe("经营现金流615.22亿元");
    expect(spelt("派发现金20元")).toBe("派发现金20元");
    expect(spelt("支付现金672.42亿元")).toBe("支付现金672.42亿元");
    expect(spelt("偿付利息支付的现金610.31亿元")).toBe("偿付利息支付的现金610.31亿元");
    expect(spelt("分红付息现金141亿元")).toBe("分红付息现金141亿元");
    expect(spelt("负债率16.42%、现金516.91亿元")).toBe("负债率16.42%、账上现金516.91亿元");
    expect(spelt("持有646亿元现金分红")).toBe("持有646亿元现金分红");
  });

  // 贵州茅台 货币资金 2024 592.96亿元, 2025 516.91亿元.
  it("is checked against the cash held", () => {
    expect(mark("600519", "资产负债率从19.04%降至16.42%，账上仍有516.91亿元现金。")).toBe("✅");
    expect(mark("600519", "中性风控：负债率16.42%、现金516.91亿元，茅台财务稳健。")).toBe("✅");
    expect(mark("600519", "资产负债率从19.04%降至16.42%，账上仍有616.91亿元现金。")).toBe("❌");
    expect(mark("600519", "2025年现金616.91亿元。")).toBe("❌");
  });
});
