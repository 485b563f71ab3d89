import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/*
 * 中国平安 (601318) by 2026-04-30, from ../shared/data/reference/prices_daily_600519_600036_601318_2021_2026.csv: close
 * 59.37元; 2025-12-31 close 68.40元 (−13.20 % since); 2024-12-31 close 52.65元 (+12.76 % since).
 */
describe("a price move from a named year's last close", () => {
  it("YYYY年末以来 and 自YYYY年底 are from that close, not the calendar year named", () => {
    expect(mark("601318", "2025年末以来股价跌去约13%。")).toBe("✅");
    expect(mark("601318", "2025年末以来股价上涨约13%。")).toBe("❌");
    expect(mark("601318", "自去年底以来股价回落约13%。")).toBe("✅");
    expect(mark("601318", "2024年末以来股价累计上涨约12.8%。")).toBe("✅");
  });

  it("a base alone before a comma is the base of the move after it", () => {
    expect(mark("601318", "相比2024年底，股价累计上涨约12.8%。")).toBe("✅");
    expect(mark("601318", "相比2024年底，股价累计下跌约12.8%。")).toBe("❌");
    expect(mark("601318", "较2025年12月31日的68.4元，股价已下跌约13%。")).toBe("✅");
    expect(mark("601318", "较2025年12月31日的78.4元，股价已下跌约13%。")).toBe("❌");
  });
});

describe("a named year's last close with words between it and its figure", () => {
  // 宁德时代 2025-12-31 close 367.26元; 2026-04-30 436.00元 (+18.72 % year to date).
  it("去年末的收盘价还只有X元 is that close, not today's", () => {
    expect(mark("300750", "今年以来累计上涨约18.7%，去年末的收盘价还只有367.26元。")).toBe("✅");
    expect(mark("300750", "今年以来累计上涨约18.7%，去年末的收盘价还只有397.26元。")).toBe("❌");
  });
});

// 五粮液 (000858): 2024-12-31 close 140.04元, 97.08元 on 2026-04-30 (−30.68 %); year to date −8.36 %.
describe("a base a move is counted from, written after 若 (若从2024年末算起)", () => {
  it("is no condition: the move after it is from that year's last close", () => {
    expect(mark("000858", "今年以来下跌8.4%，若从2024年末算起，累计跌幅约31%。")).toBe("✅");
    expect(mark("000858", "从2024年末算起，累计跌幅约31%。")).toBe("✅");
    expect(mark("000858", "今年以来下跌8.4%，若从2024年末算起，累计跌幅约20%。")).toBe("❌");
    expect(mark("000858", "若从2024年末算起，股价累计上涨约31%。")).toBe("❌");
  });

  it("leaves a real condition a scenario", () => {
    expect(mark("000858", "若股价跌破90元，将触发止损。")).toBe("❔");
  });
});

// 五粮液 (000858) 2026-04-30: close 97.08, 250 sessions −26.31 %.
describe("the price now or the level it fell back to, a clause of its own (check-fact-clauses.ts NOW_PRICE)", () => {
  it("is the last close; 跌掉 is 跌去", () => {
    expect(mark("000858", "五粮液跌回97元：一年跌掉26%，RSI跌破30")).toBe("✅");
    expect(mark("000858", "五粮液跌回90元：一年跌掉26%。")).toBe("❌");
    expect(mark("000858", "五粮液一年跌掉16%。")).toBe("❌");
    // 中国平安 closes at 59.37 over MA20 58.22, under MA60 61.25.
    expect(mark("601318", "【诊股】中国平安 59.37元｜短期：站上20日线｜中期：60日线下方｜MACD：金叉后运行")).toBe("✅");
    expect(mark("601318", "【诊股】中国平安 61.5元｜短期：站上20日线")).toBe("❌");
  });

  it("leaves a level reached at another time named undecided", () => {
    expect(mark("000858", "五粮液上月跌到90元。")).toBe("❔");
  });
});

// 中国平安 (601318) year to 2026-04-30: −13.20 %; 贵州茅台 20 sessions −5.11 %.
describe("a year's move so far, 今年已… (check-market.ts YEAR_SO_FAR), and 回吐 with a size as a fall", () => {
  it("reads the move from the last year's close", () => {
    expect(mark("601318", "平安今年已回吐约13%。")).toBe("✅");
    expect(mark("601318", "平安今年已下跌约13%。")).toBe("✅");
    expect(mark("601318", "平安今年已回吐约20%。")).toBe("❌");
    expect(mark("600519", "近20个交易日回吐约5%。")).toBe("✅");
  });
});

describe("a base named after 若 does not make the forecast after it a fact", () => {
  it("若从…算起 names the base; 到年底将累计下跌 stays a forecast", () => {
    expect(mark("000858", "如果从2024年底算起，五粮液到年底将累计下跌40%")).toBe("❔");
    expect(mark("000858", "若从2024年末算起，累计跌幅约31%。")).toBe("✅");
  });
});

describe("已 and 累计 together (今年已累计上涨) name the year so far", () => {
  it("is checked on the move since the last year-end close", () => {
    // 宁德时代 2026-04-30: +18.72 % since the 2025 close.
    expect(mark("300750", "宁德时代今年已累计上涨约18.7%")).toBe("✅");
    expect(mark("300750", "宁德时代今年已累计下跌约18.7%")).toBe("❌");
  });
});
