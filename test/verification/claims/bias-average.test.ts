import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { withBiasAverage } from "../../../src/verification/claims/bias-average";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * From src/sample/sample-data.json on 2026-04-30: 600519 closed at 1384.79, MA250 1453.44 (−4.72 %); 300750 at
 * 436.00, MA60 391.63 (+11.33 %); 600028 at 5.39, MA60 6.17 (−12.6 %); 000858 at 97.08, MA120 107.86 (−10.0 %).
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("a 乖离 of no average of its own", () => {
  it("is the distance from the one average the clause before names", () => {
    expect(mark("600519", "收盘价低于年线1453元，乖离率约-4.7%，长期趋势仍偏空。")).toBe("✅");
    expect(mark("600519", "收盘价低于年线1453元，乖离率约-8.7%，长期趋势仍偏空。")).toBe("❌");
    expect(mark("300750", "宁德时代站上60日均线，乖离率约11%，短线偏热。")).toBe("✅");
    expect(mark("000858", "五粮液跌破半年线，其乖离率已达-10%。")).toBe("✅");
    expect(mark("000858", "五粮液跌破半年线，其乖离率已达-20%。")).toBe("❌");
  });

  it("keeps its own average, and reads none when the clause before names several", () => {
    expect(withBiasAverage("20日乖离率约2.6%", "站上年线")).toBe("20日乖离率约2.6%");
    expect(withBiasAverage("乖离率约2.6%", "站在MA5、MA20之上")).toBe("乖离率约2.6%");
    expect(withBiasAverage("乖离率约2.6%", "站上MA20")).toBe("MA20乖离率约2.6%");
  });
});

describe("正/负乖离", () => {
  it("says the side of the distance in words", () => {
    expect(mark("600028", "中国石化距60日均线的负乖离达12.6%，超跌明显。")).toBe("✅");
    expect(mark("600028", "中国石化距60日均线的正乖离达12.6%。")).toBe("❌");
  });
});

describe("the side said in words before a bare 乖离", () => {
  // 贵州茅台 2026-04-30 close 1384.79元, MA60 1441.22元: 3.92 % below.
  it("stays next to 乖离 when the average of the clause before is read in", () => {
    expect(mark("600519", "茅台收盘价1384.79元，位于60日均线1441.22元下方，负乖离约3.9%。")).toBe("✅");
    expect(mark("600519", "茅台收盘价1384.79元，位于60日均线1441.22元下方，正乖离约3.9%。")).toBe("❌");
  });
});
