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
