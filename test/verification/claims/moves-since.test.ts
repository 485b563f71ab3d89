import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 五粮液: close 2025-07-04 120.39, 2019-12-31 133.01, 2026-04-30 97.08 (−19.36 % and −27.01 % from them).
describe("a move from a close the sentence named before it", () => {
  it("reads 此后 as the move since the day named before, not that day's own move", () => {
    const claim = (x: string) => `2025年7月4日快照总市值约4673亿元、PB约3.15倍，此后股价又${x}。`;
    expect(mark("000858", claim("下跌约19%"))).toBe("✅");
    expect(mark("000858", claim("上涨约19%"))).toBe("❌");
    expect(mark("000858", claim("下跌约29%"))).toBe("❌");
  });

  it("reads a size in 成 after 此后 the same way (此后股价已下跌近两成)", () => {
    const claim = (x: string) => `2025年7月4日快照总市值约4673亿元、PB约3.15倍，此后股价已下跌近${x}。`;
    expect(mark("000858", claim("两成"))).toBe("✅");
    expect(mark("000858", claim("三成"))).toBe("❌");
  });

  it("reads a bare sized move after a year-end close the price is placed against as the move from it", () => {
    expect(mark("000858", "收盘97.08元已低于2019年末的133.01元，跌去约27%。")).toBe("✅");
    expect(mark("000858", "收盘97.08元已低于2019年末的133.01元，跌去约37%。")).toBe("❌");
  });

  it("reads a move 至今 (如今) after a year-end close stated as the move from that close, not over that year", () => {
    // 五粮液 2020-12-31 291.85 (the year 2020 rose +119.42 %), 2026-04-30 97.08: −66.74 % since.
    expect(mark("000858", "2020年底还收在291.85元，至今已经跌去约三分之二。")).toBe("✅");
    expect(mark("000858", "2020年底收盘291.85元，如今跌了约67%。")).toBe("✅");
    expect(mark("000858", "2020年底还收在291.85元，至今已经跌去约一半。")).toBe("❌");
    // Counter-case: the year's own move (全年) after its close is still that year's.
    expect(mark("000858", "2020年底还收在291.85元，全年上涨约119%。")).toBe("✅");
  });

  it("reads a fall 目前 after a high dated before as the fall from that day's close", () => {
    // 比亚迪 2026-03-23 close 107.63, 2026-04-30 102.98: −4.32 % since.
    const yd = (claim: string) => mark("002594", claim);
    expect(yd("3月23日收盘107.63元是年内高点，目前回撤约4.3%。")).toBe("✅");
    expect(yd("3月23日收盘高点107.63元，目前回撤约4.3%。")).toBe("✅");
    expect(yd("3月23日收盘高点107.63元，目前回撤约8%。")).toBe("❌");
    // Counter-case: 目前 after a window's move with no high named is no fall from a day.
    expect(mark("600519", "近20个交易日下跌约5.1%，目前回撤约5.1%。")).not.toBe("❌");
  });

  it("reads 2月2日低点87.05元以来 as since that day's close, the low agreeing as its close or intraday low", () => {
    // 比亚迪 2026-02-02 close 87.05, 2026-04-30 102.98: +18.30 % since.
    expect(mark("002594", "2月2日低点87.05元以来反弹约18%。")).toBe("✅");
    expect(mark("002594", "2月2日低点87.05元以来反弹约30%。")).toBe("❌");
    // Counter-case: a low that is neither the day's close nor its intraday low is not passed, nor failed.
    expect(mark("002594", "2月2日低点80元以来反弹约18%。")).toBe("❔");
  });
});

// 比亚迪 2026-04-30: 20 sessions +0.32 %, volume 68.2 % of the 20 before.
describe("价格 in a clause about the share price", () => {
  it("reads 价格 as the share price, its move over the window checked", () => {
    const claim = (x: string) => `近20日成交量较此前20日萎缩三成左右，价格基本横盘（20日涨${x}）。`;
    expect(mark("002594", claim("0.32%"))).toBe("✅");
    expect(mark("002594", claim("3.32%"))).toBe("❌");
  });
});

// 宁德时代: 2025-04-30 close 231.50, 2026-04-30 436.00 (+88.34 %).
describe("a size in 成 or 倍 after a price path", () => {
  it("checks the size against the path's move instead of passing it unread", () => {
    expect(mark("300750", "股价从231元涨到436元，涨了八成八。")).toBe("✅");
    expect(mark("300750", "股价从231元涨到436元，涨了五成八。")).toBe("❌");
    expect(mark("300750", "股价从231元涨到436元，已经翻了一倍多。")).toBe("❌");
  });
});

describe("a snapshot's day heading its readings before a colon", () => {
  it("dates the readings, and 此后 runs from that day's close", () => {
    expect(mark("000858", "7月4日快照：PB约3.15倍；此后股价又跌约19%。")).toBe("✅");
    expect(mark("000858", "7月4日快照：PB约3.15倍，之后股价涨了约19%。")).toBe("❌");
  });
  it("leaves a heading naming no snapshot as it was", () => {
    expect(mark("000858", "7月4日：PB约3.15倍；此后股价又跌约19%。")).not.toBe("❌");
  });
});
