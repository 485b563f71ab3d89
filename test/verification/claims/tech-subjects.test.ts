import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * From src/sample/sample-data.json on 2026-04-30: 600519's RSI(14) is 39.64, its close 1384.79 is -0.35 % on March
 * (1455.02 → 1450.00), -5.11 % over 20 sessions and +3.11 % over 60; 601318 fell 10.00 % in March (63.09 → 56.78)
 * and 20.12 % from its close of January 6th (74.32).
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));

describe("a named month's move naming no subject (3月单月大涨约5%) before an indicator clause", () => {
  it("is the share price's month, never the indicator's move named after it", () => {
    expect(mark("601318", "3月单月大跌约10%，RSI回落到40上方。")).not.toBe("❌");
    expect(mark("601318", "3月份下跌约10%，RSI回落到40上方。")).not.toBe("❌");
  });

  it("fails a month the price did not move that way", () => {
    expect(mark("600519", "3月单月大涨约5%，RSI升至70上方。")).toBe("❌");
  });
});

describe("a bare reading after a clause naming one indicator (RSI(14)回落到40以下，约39.6)", () => {
  it("is that indicator's value now", () => {
    expect(mark("600519", "RSI(14)回落到40以下，约39.6，情绪偏弱。")).toBe("✅");
    expect(mark("600519", "RSI跌破40，读数39.6左右。")).toBe("✅");
  });

  it("fails a value the indicator does not have", () => {
    expect(mark("600519", "RSI(14)回落到40以下，约45.6，情绪偏弱。")).toBe("❌");
  });
});

describe("a calendar month's move after 此后 (此后3月单月跌了10%)", () => {
  it("is over that month, not from the day named before", () => {
    expect(mark("601318", "1月6日收盘74.32元，此后3月单月跌了10%。")).not.toBe("❌");
    expect(mark("601318", "此后3月单月跌了10%。")).toBe("✅");
  });

  it("fails the size of the move since that day given to the month", () => {
    expect(mark("601318", "此后3月单月跌了20%。")).toBe("❌");
  });
});

describe("an adverb between a span and its move (60天还是涨3%, 一年却跌了两成)", () => {
  it("keeps the span the move's window", () => {
    expect(mark("600519", "近20天跌了5%，60天还是涨3%。")).toBe("✅");
    expect(mark("600519", "近20天跌了5%，60天却涨了3%。")).toBe("✅");
  });

  it("fails a size or a way the window did not have", () => {
    expect(mark("600519", "近20天跌了5%，60天还是涨13%。")).toBe("❌");
    expect(mark("600519", "60天依然跌了3%。")).toBe("❌");
  });
});

describe("volume more than the window before by a size in tenths (近20日均量比前20日多约一成)", () => {
  it("is the change of the 20-session average volume", () => {
    expect(mark("600036", "近20日均量比前20日多约一成。")).toBe("✅");
  });

  it("fails a change the volume did not have", () => {
    expect(mark("600519", "近20日均量比前20日多约三成。")).toBe("❌");
  });
});

describe("the bottom or top per cent of the 52-week range (在52周区间里处于下方5%以内)", () => {
  it("bounds the close's place from the end named", () => {
    expect(mark("600028", "在52周区间里处于下方5%以内。")).toBe("✅");
    expect(mark("600519", "处在52周区间的下方20%以内。")).toBe("✅");
  });

  it("fails a place outside that end", () => {
    expect(mark("600519", "在52周区间里处于下方5%以内。")).toBe("❌");
    expect(mark("600519", "处于52周区间的上方20%以内。")).toBe("❌");
  });
});

describe("a path from a dated close called the high (从3月3日7.82元的收盘高点跌到5.39元，回撤约31%)", () => {
  it("sizes the move from that close to the last", () => {
    expect(mark("600028", "股价从3月3日7.82元的收盘高点跌到5.39元，回撤约31%。")).toBe("✅");
    expect(mark("600028", "股价从3月3日7.82元的收盘高点跌到5.39元，跌了约31%。")).toBe("✅");
  });

  it("fails a size the path did not have", () => {
    expect(mark("600028", "股价从3月3日7.82元的收盘高点跌到5.39元，回撤约21%。")).toBe("❌");
  });
});

describe("开年以来 as the year to date (开年以来已回吐13.2%)", () => {
  it("is the move since the last close of the year before", () => {
    expect(mark("601318", "开年以来已回吐13.2%。")).toBe("✅");
    expect(mark("600519", "开年以来股价微涨0.5%。")).toBe("✅");
  });

  it("fails a size the year did not have", () => {
    expect(mark("601318", "开年以来已回吐23.2%。")).toBe("❌");
  });
});
