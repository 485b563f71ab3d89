import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a streak of records (连续五年创历史新高) says every year of the run set a new high", () => {
  it("holds when each year of the run is above every stored year before it", () => {
    // 贵州茅台 营业总收入 2019-2024 rose every year: 2020-2024 are each a new high.
    expect(mark("600519", "营收连续五年创历史新高。", "2025-04-30")).toBe("✅");
    expect(mark("600519", "归母净利润连续三年创历史新高。", "2025-04-30")).toBe("✅");
  });

  it("fails when one year of the run fell back, though the last year is the highest", () => {
    // 宁德时代 营业总收入 2023 4009.17亿元, 2024 3620.13亿元, 2025 4237.02亿元: 2025 is a record, 2024 was not.
    expect(mark("300750", "营收4237亿元，连续五年创历史新高，规模扩张从未停步。")).toBe("❌");
    expect(mark("300750", "营收连续两年创历史新高。")).toBe("❌");
  });

  it("is 未能核验 when the run held on the stored years but its first year has none before it", () => {
    // 贵州茅台's stored 营业总收入 start in 2019: the 2019 of a six-year run has no year to beat.
    expect(mark("600519", "营收连续六年创历史新高。", "2025-04-30")).toBe("❔");
  });
});
