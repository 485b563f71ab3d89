import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { TECHNICAL_VIEW } from "../../../src/verification/claims/technical-views";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * A technical view reads what the indicators its sentence states imply; the facts are checked in their clauses, the
 * view is no fact of the bars (technical-views.ts). As of 2026-04-30: 五粮液 (000858) RSI(14) 28.39; 招商银行
 * (600036) RSI(14) 36.06; 比亚迪 (002594) close 102.98, MA60 98.35 (+4.71 %).
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("a technical view beside the readings it rests on", () => {
  it("lets the view go when its sentence's readings are checked and hold", () => {
    expect(mark("000858", "RSI(14)约28.4，跌入超卖区，技术上存在超跌反弹的可能。")).toBe("✅");
    expect(mark("000858", "RSI约28.4，已经超卖，但超卖不等于见底。")).toBe("✅");
    expect(mark("002594", "收盘价高出60日线约4.7%，乖离已经偏大。")).toBe("✅");
    expect(mark("600036", "RSI(14)约36，偏弱但未到超卖，空头动能并不极端。")).toBe("✅");
  });

  it("still fails the readings the view rests on when they are wrong", () => {
    expect(mark("600036", "RSI(14)约28，跌入超卖区，短线存在技术性反弹的需求。")).toBe("❌");
  });

  it("leaves a point of the view alone 未能核验", () => {
    expect(mark("000858", "短线存在技术性反弹的需求。")).toBe("❔");
  });

  it("never takes a clause with a figure or a move of its own for a view", () => {
    expect(TECHNICAL_VIEW.test("股价偏离60日均线约4.7%")).toBe(false);
    expect(TECHNICAL_VIEW.test("短线已经开始反弹")).toBe(false);
    expect(TECHNICAL_VIEW.test("下跌动能减弱")).toBe(false);
  });
});
