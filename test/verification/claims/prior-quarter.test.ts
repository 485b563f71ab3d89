import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { periodKindOf } from "../../../src/verification/claims/periods";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 比亚迪 归母净利润 2025Q2 63.56, Q3 78.23, Q4 92.86亿元, 2026Q1 40.85亿元 (44 % of Q4); 贵州茅台 2025Q4 176.93亿元,
// 2026Q1 272.43亿元 (1.54倍).
describe("a quarter as a share or multiple of the quarter before it (不到上一季度的一半)", () => {
  it("上一季度 is the quarter right before, Q4 of the year before for a first quarter", () => {
    expect(mark("002594", "2026年一季度归母净利润40.85亿元，不到上一季度的一半。")).toBe("✅");
    expect(mark("002594", "一季度归母净利润40.85亿元，环比25Q4的92.86亿元下降56%，不到上一季度的一半。")).toBe("✅");
    expect(mark("002594", "2025年三季度归母净利润78.23亿元，约为上一季度的1.2倍。")).toBe("✅");
    expect(mark("600519", "2026年一季度归母净利润272.43亿元，约为上一季度的1.5倍。")).toBe("✅");
  });

  it("a wrong share fails", () => {
    expect(mark("002594", "2026年一季度归母净利润40.85亿元，超过上一季度的一半。")).toBe("❌");
    expect(mark("600519", "2026年一季度归母净利润272.43亿元，不到上一季度的一半。")).toBe("❌");
  });

  it("上一季度 is no first quarter: the move is against the quarter before the clause's own", () => {
    expect(periodKindOf("比上一季度多出约两成")).toBeNull();
    expect(mark("002594", "2025年四季度归母净利润92.86亿元，比上一季度多出约两成。")).toBe("✅");
    expect(mark("002594", "2025年四季度归母净利润92.86亿元，不到上一季度的一半。")).toBe("❌");
  });
});

// 宁德时代 归母净利润 2025 单季 139.63 / 165.23 / 185.49 / 231.67亿元; 招商银行 营业总收入 2025Q2 862.18, Q3 814.51亿元.
describe("a from-quarter in 从…到 that is not the quarter right before the one judged (prior-quarter.ts quarterAfar)", () => {
  // Neither level is checked against its own quarter yet (check-figures.ts would need a reading of a far quarter), so a
  // wrong level is left 未能核验 too: never ✅, and never an accusation of the true sentence.
  it("is its own quarter's level, not read as the quarter before's: 未能核验 rather than accused", () => {
    expect(mark("300750", "单季归母净利润从2025年一季度的140亿一路升到四季度的232亿")).toBe("❔");
    expect(mark("300750", "单季归母净利润从2025年一季度的140亿一路升到四季度的300亿")).toBe("❔");
  });

  it("the quarter right before stays the base the figure is checked on", () => {
    expect(mark("600036", "单季营收从2025年二季度的862亿回落到三季度的814.5亿")).toBe("✅");
    expect(mark("600036", "单季营收从2025年二季度的837.5亿回落到三季度的814.5亿")).toBe("❌");
  });
});
