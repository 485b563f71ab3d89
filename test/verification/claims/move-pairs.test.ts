import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { movePairsApart } from "../../../src/verification/claims/move-pairs";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/** 比亚迪 2025: 营业总收入 +3.46 %, 归母净利润 −18.97 %; 中国石化 2024: −4.29 %, −16.79 %. */
describe("a headline's two metrics with their moves and no comma (营收微降利润承压)", () => {
  it("are two items, each checked on its own metric", () => {
    expect(movePairsApart("营收微增利润下滑")).toBe("营收微增、利润下滑");
    expect(mark("002594", "营收微增利润下滑，维持中性评级。")).toBe("✅");
    expect(mark("600028", "营收下滑利润承压，评级下调至中性。")).toBe("✅");
    expect(mark("002594", "营收下滑利润大增，维持买入评级。")).toBe("❌");
  });

  it("leaves a move with a figure, or a move that is not followed by a metric's own move, as written", () => {
    expect(movePairsApart("营收增长3.5%利润下滑")).toBe("营收增长3.5%利润下滑");
    expect(movePairsApart("营收下滑拖累利润")).toBe("营收下滑拖累利润");
    expect(movePairsApart("营收增长带动利润增长")).toBe("营收增长带动利润增长");
  });
});
