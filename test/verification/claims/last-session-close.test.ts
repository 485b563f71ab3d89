import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * A session's close written up or down with its size (check-price-day.ts LAST_SESSION), and a day's move after a
 * count of up days (check-fact-clauses.ts: a clause naming its own day joins no window before it), from
 * src/sample/sample-data.json on 2026-04-30: 宁德时代 436 −2.02 %; 中国平安 59.37 −0.10 %; 五粮液 97.08 −1.28 %;
 * 中国石化 5.39 −0.55 %; 贵州茅台 4月27日 −3.79 %, 2 of its last 5 sessions up; 比亚迪 4月29日 +3.86 %, 3 of its
 * last 10 up.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("a sized 收跌/收涨 naming no day, month, year or span", () => {
  it("is the last session's move, and a flash's 报 its close", () => {
    expect(mark("300750", "【快讯】宁德时代收跌约2%，报436元。")).toBe("✅");
    expect(mark("000858", "五粮液收跌1.3%，报97.08元。")).toBe("✅");
    expect(mark("601318", "【快讯】中国平安收涨0.5%，报59.37元。")).toBe("❌");
    expect(mark("600028", "中国石化收涨0.6%，报5.39元。")).toBe("❌");
    expect(mark("000858", "五粮液收跌1.3%，报99.08元。")).toBe("❌");
  });

  it("is not a year's move", () => {
    expect(mark("600519", "2025年全年收跌约9.6%。")).toBe("✅");
  });
});

describe("a dated move after a count of up days", () => {
  it("leaves the day's move after it that day's", () => {
    expect(mark("002594", "近10日只有3天收涨，4月29日收涨约3.9%。")).toBe("✅");
    expect(mark("600519", "近5日仅2天收涨，4月27日收跌约3.8%。")).toBe("✅");
    expect(mark("600519", "近5日仅2天收涨，4月27日收跌约1.8%。")).toBe("❌");
  });
});

describe("a measure naming no window after a count of up days", () => {
  // 五粮液 2026-04-30: 7 of the last 20 sessions up, the largest one-day fall of them under 2 %.
  it("is still over the count's window", () => {
    expect(mark("000858", "近20个交易日里收涨的只有7天，但最大单日跌幅也不到2%。")).toBe("✅");
  });
});
