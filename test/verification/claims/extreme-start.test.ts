import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { extremeStartWritten } from "../../../src/verification/claims/extreme-start";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("an extreme named at a move's start (从2024年862亿元这个七年高点回落)", () => {
  it("is written as the start year's record, before the move", () => {
    expect(extremeStartWritten("利润从2021年712亿元的六年高点滑落至2024年的503亿元")).toBe(
      "利润2021年712亿元为六年高点,从2021年滑落至2024年的503亿元",
    );
  });

  // 中国石化 归母净利润 2019-2024 highest in 2021 (712.08 亿元); 招商银行 营业总收入 2021-2025 highest in 2022.
  it("judges the record on the start year, the move on its two years", () => {
    expect(mark("600028", "中石化净利从2021年712亿元的六年高点一路下滑到2024年的503亿元。")).toBe("✅");
    expect(mark("600036", "招行营收从2022年3447.83亿元这个五年高点回落，2025年为3375.32亿元。")).toBe("✅");
    // 2023 (604.63 亿元) was no high of the six years.
    expect(mark("600028", "中石化净利从2023年604.63亿元的六年高点一路下滑到2024年的503亿元。")).toBe("❌");
  });

  // Counter-cases: a 高位 is a level, not a record; a start inside a year is a quarter's.
  it("leaves a high level, or a quarter's start, as written", () => {
    expect(extremeStartWritten("从2023年1697亿元的高位一路下滑")).toBe("从2023年1697亿元的高位一路下滑");
    expect(extremeStartWritten("从2025年四季度231亿元的高点回落")).toBe("从2025年四季度231亿元的高点回落");
  });
});
