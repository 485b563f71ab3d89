import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

// 比亚迪 2025-10-31: close 100.79, MA20 105.54, MA60 106.88. 五粮液 2026-04-30: close 97.08, MA5 99.42, MA20 101.81,
// MA60 103.32. 中国平安 2026-04-30: close 59.37, MA5 58.35, MA20 58.22, MA60 61.25. 比亚迪 2026-04-30: 102.98, MA60 98.35.
describe("averages as the subject, placed against a close written with its figure (check-averages.ts CLOSE_NAMED)", () => {
  it("puts the close on the other side of each average", () => {
    expect(mark("002594", "20日线和60日线都在100.79元的收盘价上方。", "2025-10-31")).toBe("✅");
    expect(mark("000858", "MA5、MA20都压在97.08元的收盘价之上。")).toBe("✅");
    expect(mark("601318", "MA5和MA20都在59.37元的收盘价下方，MA60在上方。")).toBe("✅");
    expect(mark("002594", "60日线位于102.98元的收盘价下方。")).toBe("✅");
    expect(mark("601318", "MA20和MA60均位于59.37元的收盘价之上。")).toBe("❌");
    expect(mark("002594", "60日线位于102.98元的收盘价上方。")).toBe("❌");
  });
});

describe("an average's value with no unit, then its place under or over the close (比亚迪 2026-04-30: 102.98, MA60 98.35)", () => {
  it("reads 在下面托着 as the close above it, and the value beside it", () => {
    expect(mark("002594", "60日线在下面托着。")).toBe("✅");
    expect(mark("002594", "比亚迪现在102.98，60日线98.35在下面托着，中期没走坏，别慌。")).toBe("✅");
    expect(mark("002594", "比亚迪现在102.98，60日线98.35在上面压着。")).toBe("❌");
    // An extreme reached (最高涨到, 一度跌至) is no close of now: left to the extremes' checks, never failed as the close.
    expect(mark("002594", "比亚迪最高涨到116.59元")).not.toBe("❌");
    expect(mark("002594", "比亚迪一度跌至90元")).not.toBe("❌");
    expect(mark("002594", "60日线99.5在下面托着。")).toBe("❌");
  });

  it("reads 现在 and a bare figure, a clause of its own, as the last close", () => {
    expect(mark("002594", "比亚迪现在105，60日线98.35在下面托着。")).toBe("❌");
  });
});

describe("均线一根根 as every average (market-words.ts ALL_MAS)", () => {
  it("places the close against each stored average (五粮液 97.08 under all six; 宁德时代 436 over MA20-MA250)", () => {
    expect(mark("000858", "五粮液RSI都28了，超卖成这样还不反弹？均线一根根全压在头顶")).toBe("✅");
    expect(mark("300750", "均线一根根全压在头顶。")).toBe("❌");
    expect(mark("000858", "均线一根根全在股价下方。")).toBe("❌");
  });
});
