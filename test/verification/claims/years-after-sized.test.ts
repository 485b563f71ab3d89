import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { yearsAfterWritten } from "../../../src/verification/claims/years-after";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, asOf: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));

describe("a size said of the N years after a named year (此后两年明显修复)", () => {
  it("is written as the change from the named year to the last of them", () => {
    expect(yearsAfterWritten("2023年856.65亿元,此后两年明显修复")).toBe(
      "2023年856.65亿元,此后2024-2025年较2023年明显修复",
    );
    // A level reached in those years keeps them as its span, with no base.
    expect(yearsAfterWritten("2023年仅9138亿元,此后两年恢复到10505亿元")).toBe(
      "2023年仅9138亿元,此后2024-2025年恢复到10505亿元",
    );
  });

  // 中国平安 归母净利润 FY2023 856.65亿元 → FY2025 1347.78亿元 (+57 %; FY2025 alone +6.5 %); 中国石化 FY2021 712.08亿元 →
  // FY2024 503.13亿元 (−29 %).
  it("is checked over the whole span, not its last year alone", () => {
    const pingan = "2022年归母净利润837.74亿元为近九年最低，2023年856.65亿元为次低，此后两年明显修复。";
    expect(mark("601318", "2026-04-30", pingan)).toBe("✅");
    expect(mark("601318", "2026-04-30", "2023年归母净利润856.65亿元，之后两年小幅回升。")).toBe("❌");
    expect(mark("600028", "2025-04-30", "2021年归母净利润712.08亿元，此后三年明显下滑。")).toBe("✅");
    expect(mark("600028", "2025-04-30", "2021年归母净利润712.08亿元，此后三年小幅下滑。")).toBe("❌");
  });
});
