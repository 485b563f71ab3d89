import { describe, expect, it } from "vitest";
import { checkFactClauses } from "../../../src/verification/claims/check-fact-clauses";
import { checkMarketClause } from "../../../src/verification/claims/check-market";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * By hand from src/sample/sample-data.json's closes: 000858's weekly closes 04-03 103.49, 04-10 102.07, 04-17 101.86,
 * 04-24 101.27, 04-30 97.08 (four weeks each below the one before); its April: 03-31 103.27 → 04-30 97.08 (−5.99 %),
 * opening at 103.97. 600519's March: 02-27 1455.02 → 03-31 1450.00 (−0.35 %). 600028's March: 6.46 → 5.88 (−8.98 %).
 */
const wl = sampleFacts("000858", "2026-04-30");
const marks = (text: string, facts = wl) => checkMarketClause(text, facts).map((c) => c.ok);

describe("weekly candles from the daily closes", () => {
  it("reads a run of weeks, each closing beyond the week before", () => {
    expect(marks("周线四连阴")).toEqual([true]);
    expect(marks("周线已经三连阳")).toEqual([false]);
    expect(marks("连续三周收跌")).toEqual([true]);
  });

  it("reads the last week alone (本周周线收阳) as a run of one; 上周 is not the last week", () => {
    expect(marks("本周周线收阴")).toEqual([true]);
    expect(marks("本周周线收阳")).toEqual([false]);
    expect(marks("周K线收出一根大阴线")).toEqual([true]);
    expect(marks("上周周线收阳")).toEqual([]);
  });
});

describe("a calendar month's move", () => {
  it("reads a month's close against the month before's, with its size", () => {
    expect(marks("4月月线收阴")).toEqual([true]);
    expect(marks("2026年3月收跌", sampleFacts("600519", "2026-04-30"))).toEqual([true]);
    expect(marks("2026年3月月线大涨约9%", sampleFacts("600028", "2026-04-30"))).toEqual([false, true]);
    // Not a month's move: a day of the month.
    expect(marks("4月29日收跌")).toEqual([true]);
  });

  it("takes the month of 单月 from the clause before", () => {
    expect(checkFactClauses(["4月月线收阴", "单月跌幅超过5%"], wl).map((c) => c.ok)).toEqual([true, true, true]);
    expect(checkFactClauses(["4月月线收阴", "单月跌幅超过8%"], wl).map((c) => c.ok)).toEqual([true, true, false]);
  });
});

describe("a calendar month's move written with its size and no month word", () => {
  // 600519: April 2026 from the close of 2026-03-31 (1450.00) to 2026-04-30 (1384.79), −4.50 %.
  const facts = sampleFacts("600519", "2026-04-30");
  const oks = (text: string) => checkMarketClause(text, facts).map((c) => c.ok);
  it("is that month's bar, however its move is worded", () => {
    expect(oks("茅台4月下跌约4.5%")).toEqual([true, true]);
    expect(oks("4月回吐约4.5%")).toEqual([true, true]);
    expect(oks("4月反弹约4.5%")).toEqual([false, true]);
    expect(oks("4月月线小幅收涨")).toEqual([false]);
  });

  it("reads the month through 再, 曾, 还 between it and its move (a list of months: 3月下跌约9%，4月再跌约8.3%)", () => {
    expect(oks("4月再跌约4.5%")).toEqual([true, true]);
    expect(oks("4月再跌约8%")).toEqual([true, false]);
    expect(oks("4月曾上涨约4.5%")).toEqual([false, true]);
    expect(oks("4月还跌了约4.5%")).toEqual([true, true]);
  });

  it("reads a month in Chinese numerals (四月跌了约4.5%), never a count of months (近三月, 前四月)", () => {
    expect(oks("四月跌了约4.5%")).toEqual([true, true]);
    expect(oks("四月涨了约4.5%")).toEqual([false, true]);
    expect(oks("四月又跌了约9%")).toEqual([true, false]);
    expect(oks("前四月上涨约12%").some((c) => c === false)).toBe(false);
  });

  it("reads 就, 单月 among the words between a month and its move (光4月就跌了4.5%, 4月曾单月下跌约4.5%)", () => {
    expect(oks("光4月就跌了4.5%")).toEqual([true, true]);
    expect(oks("光4月就跌了9%")).toEqual([true, false]);
    expect(oks("4月曾单月下跌约4.5%")).toEqual([true, true]);
    expect(oks("4月曾单月上涨约4.5%")).toEqual([false, true]);
  });
});

describe("a span of months is not its last month's bar", () => {
  // 600519: 2025-12-31 close 1377.18 → 2026-04-30 close 1384.79, +0.55 % (April alone −4.50 %);
  // 2026-02-27 1455.02 → 2026-04-30, −4.83 %.
  const facts = sampleFacts("600519", "2026-04-30");
  const oks = (text: string) => checkMarketClause(text, facts).map((c) => c.ok);
  it("checks 1-4月, 1至4月, 1~4月 from the close before January to April's close", () => {
    expect(oks("今年1-4月累计上涨约12%")).toEqual([true, false]);
    expect(oks("1至4月上涨约12%")).toEqual([true, false]);
    expect(oks("1~4月上涨约0.5%")).toEqual([true, true]);
    expect(oks("2026年1到4月上涨约0.5%")).toEqual([true, true]);
    expect(oks("年初至4月累计上涨约0.5%")).toEqual([true, true]);
    expect(oks("3-4月累计下跌约4.8%")).toEqual([true, true]);
  });

  it("leaves 前四个月 and 年初至今/年内累计 to the year-to-date check, never to April's bar", () => {
    expect(oks("前四个月上涨约12%")).toEqual([]);
    const ytd = checkMarketClause("年初至今累计上涨约0.5%", facts);
    expect(ytd.map((c) => c.ok)).toEqual([true, true]);
    expect(ytd.every((c) => !String(c.found).includes("月线"))).toBe(true);
    expect(checkMarketClause("年内累计上涨约0.5%", facts).every((c) => !String(c.found).includes("月线"))).toBe(true);
  });
});

describe("Chinese-numeral months after another numeral (check-calendar-bars.ts SPAN_START, MONTH_MOVE)", () => {
  // 600028: 02-27 6.46 → 04-30 5.39, −16.56 % (April alone −8.33 %).
  const mark = (ticker: string, claim: string) =>
    markOf(
      checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")),
    );
  it("reads 三四月 and 三至四月 as the span, 两三月 as a count naming no month", () => {
    expect(mark("600028", "中国石化三四月累计下跌约16.6%。")).toBe("✅");
    expect(mark("600028", "中国石化三至四月下跌约16.6%。")).toBe("✅");
    expect(mark("600028", "中国石化三、四月累计下跌约8.3%。")).toBe("❌");
    expect(mark("000858", "五粮液两三月就跌了10%。")).toBe("❔");
  });
});

describe("calendar months' moves in prose", () => {
  /*
   * 601318: March 63.09 → 56.78 (−10.00 %), April 56.78 → 59.37 (+4.56 %), year to date −13.20 %; 600028: March
   * −8.98 %, April 5.88 → 5.39 (−8.33 %); 300750: March +17.45 %, April +8.54 %; 600519: 20 sessions −5.11 %, April
   * 1450.00 → 1384.79 (−4.50 %).
   */
  const mark = (ticker: string, claim: string) =>
    markOf(
      checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")),
    );

  it("pairs months listed before 分别 with their figures in order", () => {
    expect(mark("600028", "中国石化3月、4月分别下跌约9.0%和8.3%，连续两个月走弱。")).toBe("✅");
    expect(mark("600028", "中国石化3月、4月分别下跌约9.0%和5.3%。")).toBe("❌");
    expect(mark("300750", "宁德时代3月和4月分别大涨约17%、8.5%。")).toBe("✅");
    expect(mark("300750", "宁德时代3月和4月分别大涨约17%、12.5%。")).toBe("❌");
  });

  it("pairs months listed in a clause with no figure with the figures a next clause pairs by 分别", () => {
    expect(mark("600028", "3月、4月月线连续收跌，分别下跌约9%和8%。")).toBe("✅");
    expect(mark("600028", "3月、4月月线连续收跌，分别下跌约9%和3%。")).toBe("❌");
    expect(mark("300750", "宁德时代3月和4月走势强劲，分别大涨约17%、8.5%。")).toBe("✅");
    expect(mark("300750", "宁德时代3月和4月走势强劲，分别大涨约17%、12.5%。")).toBe("❌");
  });

  it("reads a month's move after a window's as that month's, not a second size over the window", () => {
    expect(mark("600519", "近20个交易日茅台下跌约5.1%，4月单月跌4.5%。")).toBe("✅");
    expect(mark("600519", "近20个交易日茅台下跌约5.1%，4月单月跌7.5%。")).toBe("❌");
  });

  it("reads 跌幅 and 回升 after a month as its move", () => {
    expect(mark("601318", "今年以来平安累计下跌13.2%，其中3月跌幅约10%，4月回升约4.6%。")).toBe("✅");
    expect(mark("601318", "今年以来平安累计下跌13.2%，其中3月跌幅约15%，4月回升约4.6%。")).toBe("❌");
    expect(mark("601318", "今年以来平安累计下跌13.2%，其中3月跌幅约10%，4月回升约8.6%。")).toBe("❌");
  });
});

describe("月线 after a clause naming the month by its close", () => {
  // 比亚迪's March: 02-27 89.32 → 03-31 105.25 (+17.83 %).
  it("is that month's bar", () => {
    const mark = (claim: string) =>
      markOf(
        checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts("002594", "2026-04-30")),
      );
    expect(mark("3月收在105.25元，月线大涨近18%。")).toBe("✅");
    expect(mark("3月收在105.25元，月线大涨约25%。")).toBe("❌");
  });
});

describe("全月 after a clause opening with its month (check-calendar-bars.ts carriedMonth)", () => {
  // 600028 in March 2026: 6.46 → 5.88, −8.98 %.
  const mark = (claim: string) => {
    const at = sampleFacts("600028", "2026-04-30");
    return markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), at));
  };
  it("is that month's move; 涨停 speaks of the price", () => {
    expect(mark("月线连跌：3月虽有两个涨停，全月仍跌约9%，4月又跌了8.3%。")).toBe("✅");
    expect(mark("3月虽有两个涨停，全月仍涨约9%。")).toBe("❌");
    expect(mark("3月虽有两个涨停，全月仍跌约3%。")).toBe("❌");
  });
});

describe("a calendar month's move written as a signed size", () => {
  // 600519: February 2026 1401.00 → 1455.02 (+3.86 %), April 1450.00 → 1384.79 (−4.50 %).
  const facts = sampleFacts("600519", "2026-04-30");
  const oks = (text: string) => checkMarketClause(text, facts).map((c) => c.ok);
  it("reads the sign as the month's side and the figure as its size", () => {
    expect(oks("茅台4月约-4.5%")).toEqual([true, true]);
    expect(oks("2月的涨跌幅约为+3.9%")).toEqual([true, true]);
    expect(oks("4月+4.5%")).toEqual([false, true]);
    expect(oks("2月-6%左右")).toEqual([false, false]);
  });

  it("leaves a span of months and a dated day alone", () => {
    expect(oks("3月-4月")).toEqual([]);
    expect(oks("4月29日-1.2%")).not.toContain(false);
  });
});
