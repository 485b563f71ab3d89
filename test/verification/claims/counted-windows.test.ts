import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("a rank over a count of years written right before it (六年次低, 五年次高)", () => {
  // 中国石化 归母净利润 FY2019-2024: 2020 332.71亿元 the lowest, 2024 503.13亿元 the second lowest; 宁德时代 资产负债率
  // FY2025 61.94% the lowest of 2021-2025; 贵州茅台 归母净利润 FY2025 823.20亿元 second to FY2024's 862.28亿元.
  it("is the window of the rank, as 近六年 is", () => {
    expect(mark("600028", "2024年归母净利润503.13亿元为六年次低。")).toBe("✅");
    expect(mark("600028", "基本面：2020年归母净利润332.71亿元为六年最低，2024年503.13亿元是次低。")).toBe("✅");
    expect(mark("600519", "2025年归母净利润823.20亿元为五年次高。")).toBe("✅");
  });

  it("fails a rank the window's years do not give", () => {
    expect(mark("300750", "2025年资产负债率61.94%为五年次低。")).toBe("❌");
    expect(mark("600519", "2025年归母净利润823.20亿元为五年最高。")).toBe("❌");
  });
});

describe("a level word read on one multiple only, said of 估值 (估值处于破净状态)", () => {
  // 招商银行 on 2026-04-30: PB 0.85倍 at the last close; 贵州茅台 PB 7.99倍.
  it("is that multiple's level, whichever multiple the clause's 估值 was bound to", () => {
    const zs = "收盘38.27元，对应2025年每股净资产43.43元约0.88倍PB，静态PE约6.7倍，估值处于破净状态。";
    expect(mark("600036", zs)).toBe("✅");
    expect(mark("600036", "招行静态PE约6.7倍，估值已经破净。")).toBe("✅");
    expect(mark("600519", "茅台PE约21倍，估值处于破净状态。")).toBe("❌");
  });
});
