import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/*
 * On 2026-04-30: 招商银行 MA20 39.405, MA60 39.25; 比亚迪 MA5 102.33, MA20 101.93; 贵州茅台 MA5 1410.53 < MA10
 * 1411.13 < MA20 1433.56; 五粮液 MA5-MA250 in bear order. On 2025-04-30: 招商银行 MA5 41.88, MA10 42.05, MA20 41.84;
 * 贵州茅台 MA5 1548.65, MA10 1553.10, MA20 1551.10.
 */
describe("an average's value written as a label (quote card, signal log)", () => {
  it("reads MA20 101.93, MA20=39.41 and MA60为39.25 at the precision shown", () => {
    expect(mark("002594", "【行情卡片】比亚迪｜MA20 101.93｜RSI14 52.4")).toBe("✅");
    expect(mark("600036", "[SIG] 600036 close=38.27 MA20=39.41 MA60=39.25")).toBe("✅");
    expect(mark("600036", "[SIG] 600036 close=38.27 MA20=39.71 MA60=39.25")).toBe("❌");
    expect(mark("600519", "均线系统：MA5 1410.53 < MA10 1411.13 < MA20 1433.56，短期均线空头排列。")).toBe("✅");
  });

  it("reads ≈ as about, and leaves a count or a share after the name alone", () => {
    expect(mark("600036", "MA60≈39.6，股价在其下方。")).toBe("✅");
    expect(mark("600036", "MA60≈43，股价在其下方。")).toBe("❌");
  });
});

describe("a band the values of several averages fall in", () => {
  it("checks every average named inside the band, at the precision of its ends", () => {
    const asOf = "2025-04-30";
    expect(mark("600036", "收盘40.74元，跌破MA5/MA10/MA20（41.8-42.1元区间）。", asOf)).toBe("✅");
    expect(mark("600036", "收盘40.74元，跌破MA5/MA10/MA20（40.1-40.6元区间）。", asOf)).toBe("❌");
    expect(mark("600519", "收盘1547元，略低于MA5、MA10和MA20（均在1548-1554元附近）。", asOf)).toBe("✅");
  });
});

describe("an order of averages spanned with 至/到", () => {
  it("reads 全线/全部 between the span and the order word as all the averages spanned", () => {
    expect(mark("000858", "MA5至MA250全线空头排列。")).toBe("✅");
    expect(mark("000858", "MA5到MA250全部多头排列。")).toBe("❌");
  });
});

describe("a log line's day, close, cross and ratios", () => {
  it("reads [04-30] as the day the readings are as of, C= as the close, MACD golden_x@04-07 as the cross", () => {
    expect(mark("601318", "[04-30] 601318 MACD golden_x@04-07, DIF=-0.35>DEA=-0.64, C>MA250(59.29)。")).toBe("✅");
    expect(mark("601318", "[04-30] 601318 MACD golden_x@04-17。")).toBe("❌");
    expect(mark("300750", "[SIG] 300750 close=436.00 MA20=425.02 RSI14=56.0 MACD=DEAD_CROSS(04-28)")).toBe("✅");
    expect(mark("300750", "[04-28] 300750 52w_pos≈0.9")).toBe("❔");
  });

  it("reads 52w_pos≈0.9 and vol20/vol20prev≈1.13 as shares (90 %, 113 %), and MA5>MA20 as two averages", () => {
    expect(mark("300750", "[04-30] 300750 C=436, MA60=391.6, bias60=+11.3%, 52w_pos≈0.9, vol20/vol20prev≈1.13。")).toBe(
      "✅",
    );
    expect(mark("300750", "[04-30] 300750 52w_pos≈0.5")).toBe("❌");
    expect(mark("600028", "[600028@2026-04-30] bias20≈-4.3% vol20/vol20prev≈0.61")).toBe("✅");
    expect(mark("601318", "[601318@2026-04-30] ret5=+2.57% MA5>MA20 DIF>DEA")).toBe("✅");
  });
});
