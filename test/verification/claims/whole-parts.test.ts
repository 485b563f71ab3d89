import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/** "X亿元的资产里有Y亿元是Z": X is the whole (总资产), Y the part named after 是. */
describe("a whole sized by a figure and a part inside it", () => {
  // 宁德时代 2025: 总资产 9748.28亿元, 货币资金 3335.13亿元, 总负债 6038.01亿元.
  it("reads the first figure as 总资产 and the second as the part named after 是", () => {
    expect(mark("300750", "货币资金占总资产超三成，9748亿元的资产里有3335亿元是现金。")).toBe("✅");
    expect(mark("300750", "9748亿元的总资产里有6038亿元是负债。")).toBe("✅");
  });
  it("a whole or a part the data does not give fails", () => {
    expect(mark("300750", "9990亿元的资产里有3335亿元是现金。")).toBe("❌");
    expect(mark("300750", "9748亿元的总资产里有6538亿元是负债。")).toBe("❌");
  });
  it("近N亿元的资产都是现金 names no whole: the figure is left undecided as before", () => {
    expect(mark("300750", "近600亿元的资产都是现金。")).not.toBe("✅");
  });
});

/** "总资产里近七成是净资产": the whole first, the share, then the part after 是 — read as "净资产占总资产的近七成". */
describe("a share told whole first", () => {
  // 五粮液 2019: 归母股东权益 742.91亿元 / 总资产 1063.97亿元 = 69.8 %.
  it("reads the part after 是 over the whole before 里/中", () => {
    expect(mark("000858", "总资产里近七成是净资产。", "2020-05-15")).toBe("✅");
    expect(mark("300750", "总资产中三成以上是货币资金。")).toBe("✅");
  });
  it("a share the data does not give fails", () => {
    expect(mark("000858", "总资产中约五成是净资产。", "2020-05-15")).toBe("❌");
    expect(mark("300750", "总资产中五成以上是货币资金。")).toBe("❌");
  });
  it("母公司所有者权益 is the balance sheet's 归母股东权益", () => {
    expect(mark("000858", "母公司所有者权益742.91亿元，负债303.01亿元。", "2020-05-15")).toBe("✅");
    expect(mark("000858", "母公司所有者权益842.91亿元。", "2020-05-15")).toBe("❌");
  });
});

/** "A…，占总资产…的三成以上，一季末又增至X": the clause opening with 占 speaks of A; so do the clauses after it. */
describe("a clause opening with 占 carries the part, not the whole", () => {
  // 宁德时代: 货币资金 2025 3335.13亿元, 2026Q1 3519.97亿元.
  const claim = (q1: string) => `货币资金3335.13亿元，占总资产9748.28亿元的三成以上，一季末又增至${q1}亿元。`;
  it("the figure after it is the part's", () => {
    expect(mark("300750", claim("3519.97"))).toBe("✅");
    expect(mark("300750", claim("3619.97"))).toBe("❌");
  });
});

/** "商誉…相对8837亿元的总资产微不足道": a part negligible beside its whole, no slight change of the whole. */
describe("微不足道 beside a whole", () => {
  // 比亚迪 2025: 总资产 8837.30亿元 (+12.8 %, no slight change).
  it("is not read as a move of the whole", () => {
    expect(mark("002594", "商誉自2023年起一直是44.28亿元，相对8837亿元的总资产微不足道。")).toBe("✅");
    expect(mark("002594", "商誉自2023年起一直是44.28亿元，相对9837亿元的总资产微不足道。")).toBe("❌");
  });
});

/** "A…，已低于当年归母净利润，而2024年还高于利润": a clause opening with 低于/高于 names the other side; A carries on. */
describe("a clause opening with a comparison carries its subject", () => {
  // 贵州茅台: 经营现金流 2025 615.22亿元 < 归母净利润 823.20亿元; 2024 924.64亿元 > 862.28亿元.
  const claim = (y2024: string) =>
    `经营现金流净额615.22亿元，同比少了约三分之一，已低于当年归母净利润，而2024年${y2024}利润。`;
  it("the clause after compares the same subject in its own year", () => {
    expect(mark("600519", claim("还高于"))).toBe("✅");
    expect(mark("600519", claim("也低于"))).toBe("❌");
  });
});
