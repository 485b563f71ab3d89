import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { yearsAfterWritten } from "../../../src/verification/claims/years-after";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("N years after a year named before are the years that follow it", () => {
  it("is written out as their span, or their one year", () => {
    expect(yearsAfterWritten("2023年仅9138亿元,此后两年恢复到10505亿元")).toBe(
      "2023年仅9138亿元,此后2024-2025年恢复到10505亿元",
    );
    expect(yearsAfterWritten("2022年跌到15.03%,之后一年回升")).toBe("2022年跌到15.03%,之后2023年回升");
    // No year before it: nothing to count from. 之后连续三年 is a streak, not N years after.
    expect(yearsAfterWritten("此后两年恢复")).toBe("此后两年恢复");
    expect(yearsAfterWritten("2021年之后连续三年下滑")).toBe("2021年之后连续三年下滑");
  });

  it("what follows is read at those years, not as a change over N years into the year before", () => {
    expect(mark("601318", "营收自2021年的11804亿元高位下滑，2023年仅9138亿元，此后两年恢复到10505亿元。")).toBe("✅");
    expect(mark("000858", "经营现金流在2017年回落到约98亿元，此后两年升至231亿元。", "2020-05-15")).toBe("✅");
    // 12505 is no stored year's figure nor a sum the clause names: never ✅, left 未能核验 (a 恢复到 figure may be derived).
    expect(mark("601318", "营收2023年仅9138亿元，此后两年恢复到12505亿元。")).toBe("❔");
  });
});
