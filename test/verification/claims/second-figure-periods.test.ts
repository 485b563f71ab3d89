import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/** A second figure in a clause is read on the period written right before it, not on the clause's own period. */
describe("a half or nine months written right before the figure compared with, without 的", () => {
  it("贵州茅台 2025 上半年 454.03, 下半年 369.17亿元: 比上半年454.03亿元 is the first half's level", () => {
    expect(mark("600519", "2025年下半年归母净利369.17亿元，比上半年454.03亿元少约85亿元")).toBe("✅");
    expect(mark("600519", "2025年下半年归母净利369.17亿元，比上半年484.03亿元少约115亿元")).toBe("❌");
  });

  it("宁德时代 2025 上半年 304.85, 前三季度 490.34亿元: 较上半年 before the base's level", () => {
    expect(mark("300750", "2025年前三季度归母净利润490.34亿元，较上半年304.85亿元又增加约185亿元")).toBe("✅");
    expect(mark("300750", "2025年前三季度归母净利润490.34亿元，较上半年314.85亿元又增加约175亿元")).toBe("❌");
  });

  it("a year-end (年初) and a quarter keep their own bases: 较年初 is the last year-end, 较三季度 the 环比 base", () => {
    expect(mark("300750", "2026年一季度末货币资金3519.97亿元，较年初3135.13亿元增加约385亿元")).toBe("❌");
    expect(mark("600519", "2025年四季度归母净利176.93亿元，比三季度182.24亿元有所下滑")).toBe("❌");
    expect(mark("600519", "2025年四季度归母净利176.93亿元，比三季度192.24亿元有所下滑")).toBe("✅");
  });
});

describe("a move from the quarter before (从Q3的A降到Q4的B)", () => {
  it("贵州茅台 2025 三季度 192.24, 四季度 176.93亿元: the figure after 从Q3的 is the third quarter's", () => {
    expect(mark("600519", "2025年单季归母净利从三季度的192.24亿降到四季度的176.93亿")).toBe("✅");
    expect(mark("600519", "2025年单季归母净利从Q3的182.24亿降到Q4的176.93亿，环比下滑约3%")).toBe("❌");
  });

  it("宁德时代 2025 三季度 185.49, 四季度 231.67亿元; a year-on-year quarter after 从 is last year's", () => {
    expect(mark("300750", "2025年单季归母净利从三季度的185.49亿元升至四季度的231.67亿元")).toBe("✅");
    expect(mark("300750", "2025年单季归母净利从三季度的195.49亿元升至四季度的231.67亿元")).toBe("❌");
    expect(mark("300750", "单季归母净利从2025年一季度的139.63亿元增至2026年一季度的207.38亿元")).toBe("✅");
    expect(mark("300750", "单季归母净利从2025年一季度的149.63亿元增至2026年一季度的207.38亿元")).toBe("❌");
  });
});

describe("a run counted after a peak year (2021年712亿高点后的连续第三年下滑)", () => {
  // 招商银行 营收 2022 3447.83 (the high), 2023 3391.23, 2024 3374.88, 2025 3375.32亿元.
  it("runs through the N years after the year named, not into it", () => {
    const claim = "2024年营收3374.88亿元，已是2022年3447.83亿元峰值后的连续第二年下滑";
    expect(mark("600036", claim, "2025-04-30")).toBe("✅");
    expect(mark("600036", "2025年营收3375.32亿元，已是2022年3447.83亿元峰值后的连续第三年下滑")).toBe("❌");
  });

  it("中国平安 归母净利润 2019 1494.07 fell three years running, then rose in 2023", () => {
    expect(mark("601318", "归母净利润在2019年1494亿高点后的连续第三年下滑")).toBe("✅");
    expect(mark("601318", "归母净利润在2019年1494亿高点后的连续第四年下滑")).toBe("❌");
  });
});
