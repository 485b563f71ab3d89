import { describe, expect, it } from "vitest";
import { checkFactClauses } from "../../../src/verification/claims/check-fact-clauses";
import { withRangePlace } from "../../../src/verification/claims/range-place";
import { sampleFacts } from "./sample-facts";

/*
 * From src/sample/sample-data.json: 600028 on 2025-09-05 closes at 5.69 in a 52-week range of 5.25-7.64, 18.4 % up
 * from its low; 000858 on 2026-04-30 at 97.08 in 97.00-137.18, 0.2 %.
 */
const sh = sampleFacts("600028", "2025-09-05");
const oks = (clauses: string[], facts = sh) => checkFactClauses(clauses, facts).map((c) => c.ok);

describe("a sized place (位置) read as the close's place in the 52-week range named beside it", () => {
  it("takes the range from its own clause or the clause before", () => {
    expect(oks(["52周区间里5.69元的收盘位置约18%"])).toEqual([true]);
    expect(oks(["股价处在52周区间", "收盘位置约18%"])).toEqual([true]);
    expect(oks(["股价处在52周区间", "收盘位置约40%"])).toEqual([false]);
    expect(oks(["股价位于52周区间的最底部", "位置不到1%"], sampleFacts("000858", "2026-04-30"))).toEqual([true, true]);
  });

  it("reads a size in tenths (不足两成) as a bound", () => {
    expect(withRangePlace("5.69元的收盘位置不足两成", "52周区间里")).toBe("5.69元的52周区间位置不足两成");
    expect(oks(["股价处在52周区间", "收盘位置不足两成"])).toEqual([true]);
    expect(oks(["股价处在52周区间", "收盘位置不足一成"])).toEqual([false]);
  });

  it("leaves a place with no range named near it, or with no size, as written", () => {
    expect(withRangePlace("收盘位置约18%", null)).toBe("收盘位置约18%");
    expect(withRangePlace("收盘位置约18%", "MACD金叉")).toBe("收盘位置约18%");
    expect(withRangePlace("位置不利", "52周区间里")).toBe("位置不利");
  });
});

/*
 * 601318 on 2026-04-30 closes at 59.37 in a 52-week range of 50.55-74.88: 36.3 % of the range.
 */
describe("a bare percentile (约36%分位) right after a clause placing the close in its 52-week range", () => {
  const pa = sampleFacts("601318", "2026-04-30");
  it("is the same place, checked on the range", () => {
    expect(withRangePlace("约36%分位", "现价处在区间偏下的位置")).toBe("52周区间约36%分位");
    expect(oks(["52周区间50.55—74.88元", "现价处在区间偏下的位置", "约36%分位"], pa).every((x) => x)).toBe(true);
    expect(oks(["现价处在52周区间偏下的位置", "约70%分位"], pa)).toContain(false);
  });

  it("is not a valuation's percentile, nor a percentile with no range before it", () => {
    expect(withRangePlace("约36%分位", "PE处于历史区间偏下")).toBe("约36%分位");
    expect(withRangePlace("约36%分位", "MACD金叉")).toBe("约36%分位");
  });
});

describe("a verb of place between the range and the share (market-words.ts RANGE_POSITION)", () => {
  it("reads 在52周区间里只处于约19%的分位 (600519 on 2026-04-30: 19.4 % of 1322.01-1645.00)", () => {
    const mt = sampleFacts("600519", "2026-04-30");
    expect(oks(["茅台收在1384.79元", "在52周区间里只处于约19%的分位"], mt)).toEqual([true]);
    expect(oks(["茅台在52周区间里只处于约40%的分位"], mt)).toEqual([false]);
  });
});
