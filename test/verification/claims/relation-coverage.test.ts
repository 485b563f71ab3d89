import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/** 600519 as of 2026-04-30: 归母净利润 2024 862.28亿元, 2025 823.20亿元. */
describe("an order a clause says is read, or the point is undecided", () => {
  it("a 比…还多 clause with no figure of its own is not skipped: never ✅ by the figure beside it", () => {
    // Against a period it is the move from that period (贵州茅台 2024 862.28亿 → 2025 823.20亿); against a peer, 未能核验.
    expect(mark("600519", "归母净利润823亿元，比2024年还多")).toBe("❌");
    expect(mark("600519", "归母净利润823亿元，比2024年还少")).toBe("✅");
    expect(mark("600519", "归母净利润823亿元，比同行还少")).toBe("❔");
  });
  it("an order both of whose sides are checked figures, or that a check quoting the clause read, stays read", () => {
    expect(mark("600519", "2025年归母净利润823.20亿元，比2024年的862.28亿元还少")).toBe("✅");
  });
});
