import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/* By hand from src/sample/sample-data.json: 600519 closed 1555.00 on 2026-02-05 and 1384.79 on 2026-04-30 (−10.95 %);
 * 600028 closed 7.82 on 2026-03-03 (its highest close; 8.11 the intraday 52-week high) and 5.39 on 2026-04-30
 * (−31.07 %); 601318 closed 59.37 on 2026-04-30, its 52-week low 50.55 (+17.45 %); its 52-week high 74.88. */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("a move from a high or low named by its price", () => {
  it("runs from that price, held by a kept session, to the last close", () => {
    expect(mark("600519", "茅台自2月初1555元的高点回撤约11%")).toBe("✅");
    expect(mark("600028", "较年内高点7.82元，中石化已回撤超三成")).toBe("✅");
    expect(mark("601318", "平安从50.55元的低点反弹约17%")).toBe("✅");
    expect(mark("600519", "茅台从1555元高位回落约20%")).toBe("❌");
    expect(mark("600028", "中石化自7.82元的前高回撤约20%")).toBe("❌");
  });

  it("leaves a price no kept session holds, and another measure's high, to the other readings", () => {
    // 1700 is no close or intraday extreme of 600519 in the kept sessions: the price stays unread (❔).
    expect(mark("600519", "茅台较1700元的高点回撤约15.8%")).toBe("❔");
    expect(mark("600028", "市盈率从7.82倍的高点回落约31%")).not.toBe("✅");
  });
});

describe("a move since then, after a clause naming a high or low by its price", () => {
  it("runs from that price, not from the day's close named before", () => {
    // 300750 set its intraday high 460.00 on 2026-04-16 (close 453.98) and closed 436.00 on 2026-04-30 (−5.22 %).
    expect(mark("300750", "4月16日创下460元的52周新高，此后回撤约5.2%")).toBe("✅");
    expect(mark("600028", "3月初连拉两天，收盘7.82元见顶，随后跌去约31%")).toBe("✅");
    expect(mark("600028", "3月初连拉两天，收盘7.82元见顶，随后跌去约24%")).toBe("❌");
  });

  it("keeps the day's close when the clause before names no priced extreme", () => {
    expect(mark("600519", "2月5日收盘1555元，此后回落约11%")).toBe("✅");
  });
});
