import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * A price written as the close a window ago is the base of the move over that window (sessions-ago.ts), not the last
 * close. 中国平安 (601318) as of 2026-04-30: close 59.37, 60 sessions before (2026-01-27) 65.31, -9.10 %;
 * 宁德时代 (300750): close 436, 60 sessions before (2026-01-27) 339.4 (+28.46 %), 20 before 405.71 (+7.47 %).
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("the close a window ago, written as a move's base", () => {
  it("is the close the window starts from", () => {
    expect(mark("601318", "股价较60日前的65.31元还低约9%")).toBe("✅");
    expect(mark("300750", "股价较60个交易日前的339.4元上涨约28%")).toBe("✅");
    expect(mark("300750", "股价比20个交易日前的405.71元高出约7%")).toBe("✅");
    expect(mark("300750", "股价较60个交易日前的349.4元上涨约28%")).toBe("❌");
  });

  it("reads 高/低 with a size after such a base as the way the price moved since", () => {
    expect(mark("601318", "股价较60日前的65.31元还高约9%")).toBe("❌");
    expect(mark("300750", "股价比20个交易日前的405.71元低了约7%")).toBe("❌");
  });
});

/*
 * 五粮液 (000858) as of 2020-05-15: close 145.22, 250 sessions before (2019-05-07) 95.96, +51.33 %; 贵州茅台 (600519)
 * as of 2026-04-30: close 1384.79, 250 sessions before 1565.94, -11.57 %.
 */
describe("the close a year ago, written as a move's base", () => {
  const at = (ticker: string, asOf: string, claim: string) =>
    markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));
  it("is the rolling year's start, and the move after it is over that year", () => {
    expect(at("000858", "2020-05-15", "较一年前的95.96元，股价上涨了约51%")).toBe("✅");
    expect(at("600519", "2026-04-30", "较一年前的1565.94元下跌约11.6%")).toBe("✅");
    expect(at("600519", "2026-04-30", "较12个月前的1566元，股价下跌约12%")).toBe("✅");
    expect(at("000858", "2020-05-15", "较一年前的95.96元，股价上涨约30%")).toBe("❌");
    expect(at("600519", "2026-04-30", "较一年前的1465.94元下跌约11.6%")).toBe("❌");
  });

  it("makes a clause naming only such a base a price clause", () => {
    expect(mark("601318", "相比60个交易日前的65.31元，股价目前还低约9%")).toBe("✅");
    expect(mark("601318", "相比60个交易日前的75.31元，股价目前还低约9%")).toBe("❌");
  });
});

describe("a per-share line's level a year before", () => {
  it("is no close a window ago", () => {
    // 招商银行 基本每股收益 2024 5.66 → 2025 5.70元.
    expect(mark("600036", "招商银行2025年基本每股收益5.70元，较一年前的5.66元小幅增长")).not.toBe("❌");
  });
});

describe("a price dated a window ago with no 较 or 比 (sessions-ago.ts SESSIONS_AGO_AT)", () => {
  // 贵州茅台 (600519) as of 2026-04-30: the close a rolling year before 1565.94, the last close 1384.79.
  it("is that window's start close, never the last close", () => {
    expect(mark("600519", "一年前茅台收盘1565.94元。")).toBe("✅");
    expect(mark("600519", "一年前股价1565.94元，现在1384.79元。")).toBe("✅");
  });
  it("is not passed when no window's start shows it", () => {
    expect(mark("600519", "一年前茅台收盘1665.94元。")).not.toBe("✅");
    expect(mark("600519", "一年前股价1265.94元，现在1384.79元。")).not.toBe("✅");
  });
});
