import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { maskDragCauses } from "../../../src/verification/claims/drag-causes";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/**
 * 招商银行 2025: 营业总收入 +0.01 %, 归母净利润 +1.21 % (no net interest margin stored); 宁德时代 2025 营收 +17.04 %;
 * 比亚迪 2025 毛利率 19.44 % → 17.74 %.
 */
describe("a drag named inside what a cause is of (是拖累营收的核心因素, 是利润的最大拖累)", () => {
  it("masks the drag word, lengths kept", () => {
    expect(maskDragCauses("息差收窄是拖累营收的核心因素")).toBe("息差收窄是□□营收的核心因素");
    expect(maskDragCauses("息差收窄仍是利润的最大拖累")).toBe("息差收窄仍是利润的最大□□");
    expect(maskDragCauses("营收承压，同比下降")).toBe("营收承压，同比下降");
  });

  it("is an attribution the data cannot decide, not a fall of the metric", () => {
    expect(mark("600036", "息差下行是收入承压的主因。")).toBe("❔");
    expect(mark("600036", "息差收窄仍是利润的最大拖累。")).toBe("❔");
  });

  it("counter-case: a move the clause states before 是 is still checked", () => {
    expect(mark("300750", "营收下滑是拖累利润的主因。")).toBe("❌");
    expect(mark("002594", "2025年毛利率下降是利润承压的主要原因。")).not.toBe("❌");
  });
});
