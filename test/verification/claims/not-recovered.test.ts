import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { prepared } from "../../../src/verification/claims/check-market";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * A recovery denied (尚未收复失地, 仍未回到前期水平) says the price is still below where its fall began: a fall over
 * the window the sentence names (market-words.ts NOT_RECOVERED), a 反弹 before it only part of that window.
 * 中国平安 (601318) as of 2026-04-30: close 59.37, 60 sessions before 65.31 (-9.10 %); 宁德时代 (300750): close 436,
 * 60 sessions before 339.4 (+28.46 %).
 */
const mark = (claim: string, ticker = "601318") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("a denied recovery", () => {
  it("reads as a fall, not as the 反弹 before it", () => {
    expect(prepared("反弹尚未收复失地")).toBe("下跌");
    expect(prepared("股价仍未回到前期水平")).toBe("股价下跌");
    expect(prepared("还没修复此前的跌幅")).toBe("下跌");
  });

  it("is checked over the window named before it", () => {
    expect(mark("股价较60日前的65.31元还低约9%，反弹尚未收复失地")).toBe("✅");
    expect(mark("相比60个交易日前的65.31元，股价目前还没收复失地")).toBe("✅");
    expect(mark("较60个交易日前的339.4元，股价仍未收复失地", "300750")).toBe("❌");
  });

  it("leaves a recovery said to have happened a rise", () => {
    expect(prepared("已经收复全部失地")).toBe("已经反弹");
    expect(mark("相比60个交易日前的65.31元，股价已经收复全部失地")).toBe("❌");
  });
});
