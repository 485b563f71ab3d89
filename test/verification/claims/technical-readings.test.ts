import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * From src/sample/sample-data.json: on 2026-04-30 600519 closes 1384.79 with RSI(14) 39.64, MA5 1410.53, MA250
 * 1453.44, 52-week low 1322.01 (4.75 % below); 600036 closes 38.27 with MA250 42.15, RSI 36.06, 52-week low 2.57 %
 * below; 600028 closes 5.39 with RSI 30.04; 002594 has DIF 0.521 under DEA 0.594. On 2025-04-30 600519's MA60 is
 * 1526.97 and its MA250 1522.10. 000858's RSI(14) is 28.39 on 2026-04-30.
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));
const reasons = (ticker: string, claim: string, asOf = "2026-04-30") =>
  checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)).map(
    (c) => c.reason,
  );

describe("a level an indicator moves to (RSI跌到30附近)", () => {
  it("is the indicator's reading, never the last close", () => {
    expect(mark("600028", "RSI跌到30附近，逼近超卖区。")).toBe("✅");
    expect(reasons("600028", "RSI跌到30附近。").join()).not.toMatch(/收盘价/);
    expect(mark("600519", "RSI跌到40附近。")).toBe("✅");
  });

  it("fails a wrong reading, and still reads a price the share moves to", () => {
    expect(mark("600519", "RSI跌到30附近，已经超卖。")).toBe("❌");
    expect(mark("600036", "招行跌到38元附近。")).toBe("✅");
    expect(mark("600036", "招行跌到35元附近。")).toBe("❌");
  });
});

describe("a close set against a list of average windows (收盘价在5、20、60、250日均线之下)", () => {
  it("reads the first window as an average, not as the close", () => {
    expect(mark("600036", "38.27元的收盘价在5、20、60、250日均线之下。")).toBe("✅");
    expect(mark("600519", "收盘价在5、10、20日均线之下。")).toBe("✅");
  });

  it("fails the wrong side", () => {
    expect(mark("600036", "38.27元的收盘价在5、20、60、250日均线之上。")).toBe("❌");
    expect(mark("600519", "收盘价在5、10、20日均线之上。")).toBe("❌");
  });
});

describe("an average's value after 位于/处于, and a hedge after it (250日线位于42.15元, 在1500元附近)", () => {
  it("reads the value as the average's, 附近 widening it as 约 does", () => {
    expect(mark("600036", "股价在年线之下，其中250日线位于42.15元。")).toBe("✅");
    expect(mark("600036", "MA250位于42.15元。")).toBe("✅");
    expect(mark("600519", "60日均线在1500元附近。", "2025-04-30")).toBe("✅");
    expect(mark("600519", "年线处于1500元附近。", "2025-04-30")).toBe("✅");
  });

  it("fails a wrong value, and keeps a level with its side as a side", () => {
    expect(mark("600036", "股价在年线之下，其中250日线位于44.15元。")).toBe("❌");
    expect(mark("600519", "60日均线在1300元附近。", "2025-04-30")).toBe("❌");
    expect(mark("600036", "MA250位于40元上方。")).toBe("✅");
    expect(mark("600036", "MA250位于44元上方。")).toBe("❌");
  });

  // 600519 on 2026-04-30: MA60 1441.22.
  it("widens a hedged value by two per cent of it or its rounding, the wider, never by 5 %", () => {
    expect(mark("600519", "60日均线在1420元附近。")).toBe("✅");
    expect(mark("600519", "60日均线在1400元附近。")).toBe("❌");
  });
});

describe("the distance left to an RSI line (距离30的超卖线还有空间)", () => {
  it("denies the level and reads the line as no RSI value", () => {
    expect(mark("600519", "RSI14在39.6附近，落在40下方的弱势区，但距离30的超卖线还有空间。")).toBe("✅");
    expect(mark("600519", "RSI距离30的超卖线还有空间。")).toBe("✅");
    expect(mark("600519", "RSI距离70的超买线还有很大空间，距离30的超卖线也还有距离。")).toBe("✅");
  });

  it("fails a reading past the line", () => {
    expect(mark("000858", "RSI距离30的超卖线还有空间。")).toBe("❌");
    expect(mark("600519", "RSI已在超卖区，距离30的超卖线还有空间。")).toBe("❌");
  });
});

describe("DIF placed against DEA in a clause of its own (MACD的DIF约0.52，已经站到DEA上方)", () => {
  it("places the DIF of the clause before", () => {
    expect(mark("002594", "MACD的DIF约0.52，已经站到DEA上方，红柱初现。")).toBe("❌");
    expect(mark("002594", "DIF已经站上DEA。")).toBe("❌");
    expect(mark("002594", "MACD的DIF约0.52，仍在DEA下方。")).toBe("✅");
  });

  it("does not read a clause that says more than the place", () => {
    expect(mark("600519", "MACD的DIF仍在DEA下方，已经站到DEA上方还需时日。")).toBe("✅");
    // A place denied is not read as the place.
    expect(mark("002594", "4月1日死叉以来，DIF始终没能重回DEA上方，好在0.52左右的DIF还在零轴之上。")).toBe("✅");
  });

  it("places DIF only when the clause before names it", () => {
    expect(mark("002594", "DIF约0.52，已在DEA上方。")).toBe("❌");
    expect(reasons("002594", "股价站上5日线，已经站到DEA上方。").join()).not.toMatch(/DIF在DEA上方/);
  });
});

describe("a list item measuring a distance (RSI不到40、离52周低点不足5%)", () => {
  it("reads each item on its own, the bound after 离 the distance's", () => {
    expect(mark("600519", "RSI不到40、离52周低点不足5%。")).toBe("✅");
    expect(mark("600036", "RSI不到50、离52周低点不足5%。")).toBe("✅");
  });

  it("fails the item that is wrong", () => {
    expect(mark("600519", "RSI不到40、离52周低点不足3%。")).toBe("❌");
    expect(mark("600519", "RSI不到35、离52周低点不足5%。")).toBe("❌");
  });
});

/* 000858 on 2026-04-30: MA5 99.42 < MA10 < MA20 < MA60 < MA120 < MA250 116.47 (空头); 300750: MA60 391.63 > MA120
 * 383.22 > MA250 335.35. */
describe("a listing whose next clause names the stack (…自上而下依次排开，标准的空头排列)", () => {
  it("reads the list with the stack named, the order word being the writer's fan", () => {
    expect(mark("000858", "5/10/20/60/120/250日均线自上而下依次排开，标准的空头排列。")).toBe("✅");
    expect(mark("300750", "60/120/250日均线自下而上依次排开，标准的多头排列。")).toBe("✅");
  });

  it("fails a stack the averages do not stand in", () => {
    expect(mark("000858", "5/10/20/60/120/250日均线自上而下依次排开，标准的多头排列。")).toBe("❌");
    expect(mark("300750", "60/120/250日均线自上而下依次排开，标准的空头排列。")).toBe("❌");
  });
});

/* 601318 on 2026-04-30: 59.37, -9.10 % over 60 sessions (from 65.31), -13.58 % from the window's high 68.70. */
describe("a window's 回撤 with no high named (60个交易日回撤约9%)", () => {
  it("holds as the window's fall when it is not the drawdown from the high", () => {
    expect(mark("601318", "60个交易日回撤约9%后正在修复。")).toBe("✅");
    expect(mark("601318", "60个交易日回撤约13.6%。")).toBe("✅");
  });

  it("fails a size that is neither, and a drawdown from a high named", () => {
    expect(mark("601318", "60个交易日回撤约5%。")).toBe("❌");
    expect(mark("601318", "60个交易日从高点回撤约9%。")).toBe("❌");
  });
});

/* 601318 on 2026-04-30: close 59.37, MA10 58.22, MA250 59.29, MA60 61.25. */
describe("a price between two bare levels that are averages (59.37元夹在59.29元与61.25元之间)", () => {
  it("reads the levels as the averages of those values and the close between them", () => {
    expect(mark("601318", "年线上方但60日线下方，59.37元夹在59.29元与61.25元之间，属区间震荡。")).toBe("✅");
  });

  it("fails a close outside them, and leaves levels no average has unread", () => {
    expect(mark("601318", "59.37元夹在58.22元与59.29元之间。")).toBe("❌");
    expect(mark("601318", "59.37元夹在55元与60元之间。")).toBe("❔");
  });

  // 600036 on 2025-09-05: close 42.76, MA5 42.83, MA10 43.04, MA20 43.31, MA250 41.03.
  it("does not bind the two levels as the close the clause names before them", () => {
    expect(mark("600036", "股价夹在41.03元与42.83元之间。", "2025-09-05")).toBe("✅");
    expect(mark("600036", "股价夹在43.04元与43.31元之间。", "2025-09-05")).toBe("❌");
  });
});
