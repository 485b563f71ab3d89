import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/*
 * On 2026-04-30: 宁德时代 436.00 in 231.20-460.00; 招商银行 38.27 in 37.31-48.55; 中国平安 59.37 in 50.55-74.88 (36.3 %,
 * 20.7 % under the high); 中国石化 5.39, 2.3 % over its low 5.27; 比亚迪 102.98, −2.30 % on the day; 五粮液 97.08,
 * −4.05 % over 5 sessions. On 2025-09-05: 招商银行 42.76 in 29.93-48.55 (68.9 %).
 */
describe("a 52-week range written low to high", () => {
  it("reads its ends as the 52-week low and high, joined by -, —, 至, with or without 元", () => {
    expect(mark("300750", "52周区间231.2—460元，现价436元处于区间上沿。")).toBe("✅");
    expect(mark("300750", "52周区间约231元至460元。")).toBe("✅");
    expect(mark("300750", "52周区间241.2-460元。")).toBe("❌");
    // The 52-week span has one name (market-words.ts WEEK52): 近一年 and 一年内 are it too.
    expect(mark("601318", "近一年区间约50.55元至74.88元。")).toBe("✅");
    expect(mark("601318", "近一年区间约45元至75元。")).toBe("❌");
    expect(mark("600036", "【个股卡片】招商银行 收盘38.27｜52周区间37.31—48.55｜年初至今-9.1%")).toBe("✅");
  });
});

describe("a quote card's figures", () => {
  it("reads the figure after the card's label and name as the close, and each reading between bars apart", () => {
    expect(mark("000858", "【行情卡】五粮液 97.08元｜近5日-4.05%｜距52周低点+0.08%")).toBe("✅");
    expect(mark("002594", "【行情卡片】比亚迪 112.98｜RSI14 52.4")).toBe("❌");
  });

  it("reads ▼/▲ with a size as the last session's move, like 今日下跌", () => {
    expect(mark("002594", "【行情卡片】比亚迪 102.98 ▼2.30%｜MA20 101.93｜RSI14 52.4")).toBe("✅");
    expect(mark("002594", "【行情卡片】比亚迪 102.98 ▲2.30%")).toBe("❌");
    expect(mark("002594", "今日下跌2.3%。")).toBe("✅");
  });
});

describe("the distance from a 52-week end written with its price first, and the range's in-between places", () => {
  it("reads 比74.88元的52周高点低约21% and 高出52周低点5.27元约2.3% as distances from the ends", () => {
    expect(mark("601318", "比74.88元的52周高点低约21%。")).toBe("✅");
    expect(mark("601318", "比74.88元的52周高点低约31%。")).toBe("❌");
    expect(mark("600028", "股价仅高出52周低点5.27元约2.3%。")).toBe("✅");
    expect(mark("600028", "股价仅高出52周低点5.27元约4.3%。")).toBe("❌");
  });

  it("reads 中下部 and 中上部 between the middle and an end", () => {
    expect(mark("601318", "平安现价处在52周区间的中下部。")).toBe("✅");
    expect(mark("601318", "平安现价处在52周区间的中上部。")).toBe("❌");
    expect(mark("600036", "现价42.76元处在区间中位偏下。", "2025-09-05")).toBe("❌");
    expect(mark("600036", "现价42.76元处在区间中部偏上。", "2025-09-05")).toBe("✅");
  });
});

describe("what a quote card's rules leave alone", () => {
  it("keeps a log tag's bar inside its brackets, and reads a summary card's figure as no close", () => {
    expect(mark("600519", "[600519|2026-04-30] ret20=-5.11% ret60=+3.11% bias20=-3.40%")).toBe("✅");
    expect(mark("600519", "【AI速读】茅台2025：营收1720.54亿(-1.2%)，归母823.20亿(-4.5%)")).not.toBe("❌");
  });
});
