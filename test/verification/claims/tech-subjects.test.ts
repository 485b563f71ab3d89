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
