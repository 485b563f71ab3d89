import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { checkFactClauses } from "../../../src/verification/claims/check-fact-clauses";
import { checkMarketClause } from "../../../src/verification/claims/check-market";
import { checkMarketReading } from "../../../src/verification/claims/market-reading";
import { expandShorthand, logReadings } from "../../../src/verification/claims/market-shorthand";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { sampleFacts } from "./sample-facts";

/*
 * 000858 on 2026-04-30 (src/sample/sample-data.json): close 97.08 in a 52-week range of 97.00-137.18 (0.2 % up it),
 * RSI(14) 28.39. 300750 on 2024-11-15: close 265.56 above MA20 257.95, MA60 220.85, MA120 203.30, MA250 188.02.
 * 601318 on 2026-04-30: MA5 58.35, MA10 58.22, MA20 58.22, MA60 61.25 (not stacked from MA5 down).
 */
const wl = sampleFacts("000858", "2026-04-30");

describe("a quant's log line", () => {
  it("writes key=value runs out as the readings they stand for, each read on its own", () => {
    expect(logReadings("[000858] close=97.08 pos52=20% RSI14=28.4")).toEqual([
      "收盘97.08",
      "52周区间位置20%",
      "RSI(14)为28.4",
    ]);
    expect(logReadings("收盘价97.08元，RSI约28")).toEqual(["收盘价97.08元，RSI约28"]);
    const marks = checkFactClauses(["[000858] close=97.08 pos52=20% RSI14=28.4"], wl).map((c) => c.ok);
    expect(marks).toContain(false);
    expect(checkFactClauses(["[000858] close=97.08 pos52≈0% RSI14=28.4"], wl).map((c) => c.ok)).not.toContain(false);
  });

  it("reads the close against the averages after < or >", () => {
    const nd = sampleFacts("300750", "2026-04-30");
    // The close, each average's value (average-labels.ts), then the side of the close.
    const below = checkFactClauses(["close=436.00 < MA5 437.69 / MA10 438.80"], nd).map((c) => c.ok);
    expect(below).toEqual([true, true, true, true]);
    expect(checkFactClauses(["close=436.00 > MA5 437.69"], nd).map((c) => c.ok)).toEqual([true, true, false]);
  });
});

describe("a signal line: a label in brackets, the ticker, then the close", () => {
  const nd = sampleFacts("300750", "2026-04-30");
  it("reads the bare figure after the ticker as the close, and a close against an average after > or <", () => {
    expect(expandShorthand("[信号] 300750 收盘436 > MA5 437.69")).toBe("收盘436，高于MA5 437.69");
    expect(logReadings("[信号] 600028 5.39，BIAS20=-4.3%")[0]).toBe("收盘5.39");
    // 436.00 is below MA5 437.69: the sign the figures contradict fails, the one they bear out passes.
    expect(checkFactClauses(["[信号] 300750 收盘436 > MA5 437.69"], nd).map((c) => c.ok)).toContain(false);
    expect(checkFactClauses(["[signal] 300750 436 < MA5 437.69"], nd).map((c) => c.ok)).not.toContain(false);
    expect(checkFactClauses(["现价436 < MA5 437.69"], nd).map((c) => c.ok)).toContain(true);
  });

  it("reads a log's English key for the close before a sign (close 436 < MA5 437.69)", () => {
    expect(expandShorthand("close 436 < MA5 437.69")).toBe("收盘436，低于MA5 437.69");
    expect(checkFactClauses(["close 436 > MA5 437.69"], nd).map((c) => c.ok)).toContain(false);
    expect(checkFactClauses(["close 440 > MA20 425.02"], nd).map((c) => c.ok)).toContain(false);
    // "closed 436 < …" is no key: English prose stays as written.
    expect(expandShorthand("closed 436 < MA5")).toBe("closed 436 < MA5");
  });

  it("writes 新低(60), DIF>DEA and 量比(20/20) out as the words the market checks read", () => {
    expect(expandShorthand("新低(60)")).toBe("创60日新低");
    expect(expandShorthand("MACD DIF>DEA")).toBe("MACD DIF高于DEA");
    expect(expandShorthand("量比(20/20)=0.61")).toBe("近20日均量为此前20日的61%");
    expect(expandShorthand("量比（20/60）0.615")).toBe("近20日均量为此前60日的61.5%");
    // A pair of windows the bars' volume facts do not hold stays as written.
    expect(expandShorthand("量比(5/20)=0.9")).toBe("量比(5/20)=0.9");
    // 000858 closed 97.08 below every close of the 60 sessions before it.
    expect(checkFactClauses(["[信号] 000858 97.08，新低(60)"], wl).map((c) => c.ok)).not.toContain(false);
    expect(checkFactClauses(["[信号] 000858 97.08，新高(60)"], wl).map((c) => c.ok)).toContain(false);
    // 600036's MACD crossed down on 2026-04-27.
    const zs = sampleFacts("600036", "2026-04-30");
    expect(checkFactClauses(["[信号] 600036 38.27，MACD DIF>DEA"], zs).map((c) => c.ok)).toContain(false);
  });
});

describe("averages written as a slash list or a stack", () => {
  it("reads MA20/60/120/250 as four averages, and 自上而下 as the order from the first listed down", () => {
    expect(expandShorthand("站在MA20/60/120/250之上")).toBe("站在MA20、MA60、MA120、MA250之上");
    const nd = sampleFacts("300750", "2024-11-15");
    expect(checkMarketClause("股价站在MA20/60/120/250之上", nd).map((c) => c.ok)).toEqual([true]);
    expect(expandShorthand("MA5、MA10、MA20、MA60自上而下依次排列")).toBe("MA5>MA10>MA20>MA60依次排列");
    const pa = sampleFacts("601318", "2026-04-30");
    expect(checkMarketClause("MA5、MA10、MA20、MA60自上而下依次排列", pa).map((c) => c.ok)).toEqual([false]);
  });
});

describe("a fall read as good news, and the distance above the 52-week low written as 贴着", () => {
  it("fails an inference from a fall that confidence or the fundamentals improve (000858: one year −26.31 %)", () => {
    const reading = checkMarketReading(["近一年股价下跌约26%", "说明公司基本面正在改善"], wl);
    expect(reading.map((c) => c.ok)).toEqual([false]);
    expect(checkMarketReading(["近一年股价下跌约26%", "但基本面仍在改善"], wl)).toEqual([]);
  });

  it("reads 贴着52周低点 with its distance, never the range position after it as that distance", () => {
    // 97.08 is 0.08 % above the 52-week low 97.00, 0.2 % up the range.
    expect(checkMarketClause("几乎贴着52周低点（97元，仅高0.08%）", wl).map((c) => c.ok)).toEqual([true]);
    expect(checkMarketClause("贴着52周低点97（区间位置约0.2%）", wl).map((c) => c.ok)).toEqual([true]);
    expect(checkMarketClause("贴着52周低点，仅高3%", wl).map((c) => c.ok)).toEqual([false]);
  });
});

describe("a machine line split at its bars: signal|600028|close=5.39|…", () => {
  const mark = (ticker: string, claim: string) => {
    const facts = sampleFacts(ticker, "2026-04-30");
    const checks = checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), facts);
    return checks.some((c) => c.ok === false) ? "❌" : checks.some((c) => c.ok === null) ? "❔" : "✅";
  };
  it("reads the six-digit field as the code it is about, not as a price (600028 closes at 5.39, MA20 5.63)", () => {
    expect(mark("600028", "signal|600028|close=5.39|MA20=5.63|RSI14=30.0|ret60=-15.4%|state=weak")).toBe("✅");
    expect(mark("300750", "signal|300750|close=436|MA20=425.02")).toBe("✅");
    expect(mark("600028", "signal|600028|close=5.49|MA20=5.63")).toBe("❌");
  });
});
