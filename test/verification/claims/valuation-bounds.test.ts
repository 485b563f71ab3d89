import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/** A valuation bound in a clause naming the current annual report's year is judged on the last close's readings. */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a PE bound in a clause naming the earnings' year", () => {
  // 宁德时代 2026-04-30: PE(TTM) 25.17倍, static over FY2025 27.53倍.
  it("holds when every reading of the last bar on its basis agrees", () => {
    expect(mark("300750", "按最新收盘价和2025年归母净利润计算，宁德时代市盈率不到30倍。")).toBe("✅");
    expect(mark("300750", "按最新收盘价和2025年归母净利润计算，宁德时代市盈率不足20倍。")).toBe("❌");
    expect(mark("300750", "现价对应2025年利润的PE已经超过40倍。")).toBe("❌");
  });
  it("is not read where the figure is a past reading compared with", () => {
    // 招商银行 2026-04-30: 38.27 / 5.70 = 6.7倍; last April's 7.2倍 is no reading the data keeps.
    const pe = "按38.27元和2025年基本每股收益5.70元计算，静态市盈率约6.7倍";
    expect(mark("600036", `${pe}。`)).toBe("✅");
    expect(mark("600036", `${pe}，已低于去年4月底的7.2倍。`)).toBe("❔");
  });
});

describe("a bound placed in a year", () => {
  it("is no bound on today's readings: 2025年末 and 全年 name other days", () => {
    expect(mark("600519", "2025年末静态市盈率不足20倍。")).toBe("❔");
    expect(mark("600519", "2025年全年PE都低于30倍。")).toBe("❔");
  });
});

// 中国石化 on 2026-04-30: no PB of 2024 stored, its latest reading the 2025-07-04 snapshot's 0.84倍.
describe("a market multiple's bound in a clause that only inherits its sentence's year", () => {
  it("is judged on the latest reading, as with no year", () => {
    expect(mark("600028", "中石化对应2024年利润约13倍PE，PB也低于1倍。")).toBe("✅");
    expect(mark("600028", "中石化对应2024年利润约13倍PE，PB却高于1倍。")).toBe("❌");
    expect(mark("600028", "2024年归母净利润503亿元，市净率超过1.5倍。")).toBe("❌");
  });
  it("a year the clause names itself still places it", () => {
    expect(mark("600028", "2024年市净率低于1倍。")).not.toBe("✅");
  });
});
