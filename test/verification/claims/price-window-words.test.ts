import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * From src/sample/sample-data.json, as of 2026-04-30: 600028's largest one-day rise of the last 60 sessions is
 * +10.06 % on 2026-03-02 (its largest fall −6.29 % on 2026-03-10); 300750 is up 18.72 % this year and down 0.66 % over
 * five sessions; 000858 down 8.36 % this year.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("a day's move called the largest of a window (里, 中; 一天, 一日)", () => {
  it("is that window's largest one-day move, on that day", () => {
    expect(mark("600028", "3月2日单日大涨约10%，是近60个交易日里最大的一天涨幅。")).toBe("✅");
    expect(mark("600028", "3月2日单日大涨约10%，是近60个交易日中最大的一日涨幅。")).toBe("✅");
    expect(mark("600028", "3月2日单日大涨约10%，是近60个交易日里最大的一天跌幅。")).toBe("❌");
  });
});

describe("a window of days right before a move with 才, 只, 仅 or 就 between", () => {
  it("is the window's own move, not a second size of the window before", () => {
    expect(mark("300750", "宁王今年以来涨了18.7%，最近5天才跌0.66%。")).toBe("✅");
    expect(mark("300750", "宁王今年以来涨了18.7%，最近5天才跌3%。")).toBe("❌");
  });
});

describe("a move against a group named by its standing (龙头, 白马)", () => {
  it("is a peer comparison the data cannot decide, while the company's own move is still checked", () => {
    expect(mark("000858", "今年以来从105.94元跌到97.08元，跌幅约8.4%，弱于多数消费龙头。")).toBe("❔");
    expect(mark("000858", "今年以来下跌约8.4%，跑输白马股。")).toBe("❔");
    expect(mark("000858", "今年以来下跌约18.4%，跑输白马股。")).toBe("❌");
    expect(mark("000858", "五粮液是白酒龙头，今年以来下跌约8.4%。")).toBe("✅");
  });
});

describe("words that look like a window of days but are not one", () => {
  it("reads 较前一日 as the day before a day named, not a window of one session", () => {
    expect(mark("000858", "1月29日收盘110.77元，较前一日上涨约10%。")).toBe("✅");
    expect(mark("000858", "1月29日收盘110.77元，较前一日上涨约5%。")).toBe("❌");
  });

  it("leaves 3月一个月 to the calendar month, not the last month of sessions", () => {
    expect(mark("300750", "一个月就涨了5.6%。")).toBe("✅");
    expect(mark("300750", "3月一个月就涨了5.6%。")).not.toBe("✅");
  });
});
