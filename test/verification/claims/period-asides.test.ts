import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { rankedAsides } from "../../../src/verification/claims/period-asides";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

// 比亚迪 资产负债率 at year-end: 2021 64.76 %, 2022 75.42 %, 2023 77.86 %, 2024 74.64 %, 2025 70.74 %.
describe("a year's figure ranked in brackets beside it", () => {
  it("becomes a clause of its own, after the sentence's clauses", () => {
    expect(
      rankedAsides(["资产负债率由2023年末的77.86%(近五年年末最高)回落至2025年末的70.74%", "两年下降约7.1个百分点"]),
    ).toEqual([
      "资产负债率由2023年末的77.86%回落至2025年末的70.74%",
      "两年下降约7.1个百分点",
      "资产负债率2023年末的77.86%为近五年年末最高",
    ]);
    expect(rankedAsides(["营收从2022年的33181.68亿元(历史峰值)降至…"])).toEqual([
      "营收从2022年的33181.68亿元降至…",
      "营收2022年的33181.68亿元为历史最高",
    ]);
    expect(rankedAsides(["营收1406.30亿元(同比+36.6%)"])).toEqual(["营收1406.30亿元(同比+36.6%)"]);
  });

  it("leaves the clause's move and span to its own years, and checks the rank on the year it tags", () => {
    const move = "回落至2025年末的70.74%，两年下降约7.1个百分点";
    expect(mark("002594", `资产负债率由2023年末的77.86%（近五年年末最高）${move}`)).toBe("✅");
    expect(mark("002594", `资产负债率由2023年末的77.86%（近五年最低）${move}`)).toBe("❌");
    expect(mark("002594", "资产负债率从2024年末的74.64%（近五年高点）回落至2025年末的70.74%")).toBe("❌");
  });
});
