import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

// 中国石化: close 2026-04-30 5.39元, 2024 基本每股收益 0.415元 (12.99倍).
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));

describe("a multiple of two figures the clause shows", () => {
  it("is their quotient (a PE the writer divided from a price and an EPS)", () => {
    expect(mark("600028", "5.39元的股价约为2024年每股收益0.415元的13倍。")).toBe("✅");
    expect(mark("600028", "5.39元的股价约为2024年每股收益0.415元的16倍。")).toBe("❌");
  });
  it("takes the figure ending the clause before as the whole when the clause opens with the relation", () => {
    // 贵州茅台 2025-04-30: 1547元 / 2024 EPS 68.64元 = 22.54倍; 招商银行 2026-04-30: 38.27 / 5.70 = 6.71倍.
    expect(mark("600519", "股价1547元，约为2024年每股收益68.64元的22.5倍。", "2025-04-30")).toBe("✅");
    expect(mark("600519", "股价1547元，约为2024年每股收益68.64元的30倍。", "2025-04-30")).toBe("❌");
    expect(mark("600036", "招行收盘38.27元，只相当于2025年每股收益5.70元的约6.7倍。")).toBe("✅");
    expect(mark("600036", "招行收盘38.27元，只相当于2025年每股收益5.70元的约9倍。")).toBe("❌");
  });
  it("is not read where the clause after the comma names its own subject", () => {
    // The 30 of a day a check names (2025-04-30) does not read "30倍" either: it stays 未能核验.
    expect(mark("600519", "股价1547元，市场给出的估值约为2024年每股收益68.64元的30倍。", "2025-04-30")).not.toBe("✅");
  });
});

describe("an outflow named 净流出 and the bare 投资现金净流出", () => {
  // 贵州茅台 投资活动现金流量净额 2024 -17.85亿, 2025 -316.42亿 (17.7倍).
  it("reads every amount after 净流出 as the outflow's size", () => {
    expect(mark("600519", "投资现金净流出从17.85亿元扩大到316.42亿元，约为上年的17.7倍。")).toBe("✅");
    expect(mark("600519", "投资现金净流出从17.85亿元扩大到326.42亿元。")).toBe("❌");
    expect(mark("600519", "投资现金净流出从17.85亿元扩大到316.42亿元，约为上年的15倍。")).toBe("❌");
  });
});
