import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * From src/sample/sample-data.json on 2026-04-30: 600519 closes 1384.79 at PE(TTM) 20.17, its last PB snapshot
 * (2025-07-04) 7.99; 300750's PE(TTM) is 25.17 and its snapshot PB 5.02; 600036 closes 38.27, 600028
 * 5.39.
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));

describe("a valuation word after a multiple priced now on last year's profit (按2025年利润算市盈率约21倍)", () => {
  it("is judged on that multiple now, not on another multiple's older snapshot", () => {
    expect(mark("600519", "按2025年利润算市盈率约21倍，估值不算贵。")).toBe("✅");
    expect(mark("300750", "按2025年利润算市盈率约25倍，估值不算贵。")).toBe("✅");
  });

  it("still fails a multiple past the word's band", () => {
    expect(mark("600519", "市净率约7倍，估值不算贵。")).toBe("❌");
  });
});

describe("the price a valuation is computed at, dated, with its other input (按4月30日1384.79元收盘和…算)", () => {
  it("is the close", () => {
    expect(mark("600519", "按4月30日1384.79元收盘和2025年归母净利润算，市盈率约21倍，不算贵。")).toBe("✅");
    expect(mark("600036", "按4月30日38.27元收盘和2025年每股净资产算，市净率约0.9倍。")).toBe("✅");
  });

  it("fails another price", () => {
    expect(mark("600519", "按4月30日1484.79元收盘和2025年归母净利润算，市盈率约21倍。")).toBe("❌");
  });
});

describe("a price written before a bare 收盘 (5.39元收盘)", () => {
  it("is the close", () => {
    expect(mark("600028", "5.39元收盘，RSI14在30附近。")).toBe("✅");
  });

  it("fails another price, and leaves a dated high's price (344.4元的收盘高点) alone", () => {
    expect(mark("600028", "5.49元收盘。")).toBe("❌");
    expect(mark("600519", "相较2021年2月344.4元的收盘高点，股价已回撤约72%。")).not.toBe("❌");
  });
});
