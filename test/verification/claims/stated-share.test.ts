import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/** A share (占比) of two amounts its sentence shows is their quotient, decided though no share is stored. */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 比亚迪 2025: 货币资金 754.25亿, 总资产 8837.30亿 (8.5 %), 商誉 44.28亿 (0.5 %).
describe("a share of a whole said 相对/在…中", () => {
  it("the part is the amount shown before the whole", () => {
    expect(mark("002594", "货币资金754亿元，相对8837亿元的总资产占比约8.5%。")).toBe("✅");
    expect(mark("002594", "货币资金754亿元，在8837亿元总资产中占比约18%。")).toBe("❌");
  });
  it("the whole may be shown first, with 中, and the part's amount right before the share word", () => {
    expect(mark("002594", "总资产8837亿元中，货币资金754亿元占比约8.5%。")).toBe("✅");
    expect(mark("002594", "总资产8837亿元中，货币资金754亿元占比约12%。")).toBe("❌");
  });
  it("a part named inside the whole is the whole less the other part the sentence showed", () => {
    // 中国石化 2024: 净利润 575.47亿 of which 少数股东 72亿: 归母 87.5 %.
    expect(mark("600028", "少数股东损益约72亿元，575.47亿元的净利润里归母占比近88%。")).toBe("✅");
    expect(mark("600028", "少数股东损益约72亿元，575.47亿元的净利润里归母占比约80%。")).toBe("❌");
  });
  it("leaves a share of a whole no amount shows to the other readers", () => {
    expect(mark("002594", "商誉占比约0.5%。")).toBe("❔");
  });
});

// 五粮液 2019: 归母股东权益 742.91亿, 归母净利润 174.02亿 (23.4 %).
describe("a share of 其", () => {
  it("其 is the metric the clause before named", () => {
    expect(mark("000858", "2019年归母股东权益742.91亿元，归母净利润占其约23%。", "2020-05-15")).toBe("✅");
    expect(mark("000858", "2019年归母股东权益742.91亿元，归母净利润占其约35%。", "2020-05-15")).toBe("❌");
  });
  it("not when the clause before named the part itself", () => {
    expect(mark("000858", "2019年归母净利润174亿元，占其约23%。", "2020-05-15")).toBe("❔");
  });
});
