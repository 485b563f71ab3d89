import { describe, expect, it } from "vitest";
import { checkMarketClause } from "../../../src/verification/claims/check-market";
import { sampleFacts } from "./sample-facts";

// 600519 as of 2026-04-30: RSI(14) 39.64; MA5 < MA10 < MA20 (空头排列); DIF −10.03, below the zero axis.
const facts = sampleFacts("600519", "2026-04-30");
const oks = (text: string) => checkMarketClause(text, facts).map((c) => c.ok);

describe("RSI's window before a verb or a table's rule", () => {
  it("is the window, and the figure after it the value", () => {
    expect(oks("RSI14落到39.6附近")).toEqual([true]);
    expect(oks("| RSI14 | 39.6 | 偏弱 |")).toContain(true);
    expect(oks("| RSI14 | 39.6 | 偏弱 |")).not.toContain(false);
    expect(oks("RSI14升至56")).toEqual([false]);
  });
});

describe("DIF crossing the zero axis", () => {
  it("leaves DIF on the far side of it", () => {
    expect(oks("DIF已经上穿零轴")).toEqual([false]);
    expect(oks("DIF下穿零轴")).toEqual([true]);
  });
});

describe("the close's place in its 52-week range written as a share before 位置", () => {
  it("is read as the range position", () => {
    // 600519: 1384.79 in 1322.01-1645.00 stands at 19.4 %.
    expect(oks("处在一年区间19%左右的位置")).toEqual([true]);
    expect(oks("处在一年区间4%左右的位置")).toEqual([false]);
  });

  it("reads a share in 成 with its hedge before it, and 底部/高位 as the place word", () => {
    expect(oks("股价在52周区间约两成的低位")).not.toContain(false);
    expect(oks("股价在52周区间约两成的低位")).toContain(true);
    expect(oks("股价已在52周区间近九成的高位")).toContain(false);
    expect(oks("处于52周区间不到一成的底部")).toContain(false);
    // A move of the range's span, not a place in it.
    expect(oks("52周区间振幅约两成")).toEqual([]);
  });
});

describe("a drawdown over sessions with a short subject before 从", () => {
  it("is the sessions' drawdown, not the 52-week one", () => {
    const named = checkMarketClause("60个交易日内茅台从高点回撤约12%", facts).map((c) => c.reason);
    expect(named.length).toBeGreaterThan(0);
    expect(named.join("")).not.toContain("52周");
  });
});
