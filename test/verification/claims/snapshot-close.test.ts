import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

// The sample's market readings are a 2025-07-04 snapshot: 中国平安 closed 56.57 that day (59.37 on 2026-04-30).
describe("a price after a snapshot named with no day (7月快照…，当时股价56.57元)", () => {
  it("may be the close of the snapshot's day", () => {
    expect(mark("601318", "25年7月快照PB 1.12倍，当时股价56.57元，接近净资产。")).toBe("✅");
    expect(mark("601318", "7月快照PB 1.12倍，收盘56.57元。")).toBe("✅");
  });

  it("fails a price that is neither that close nor the last one", () => {
    expect(mark("601318", "25年7月快照PB 1.12倍，当时股价52.57元，接近净资产。")).toBe("❌");
  });

  it("reads a price with no snapshot before it as the last close", () => {
    expect(mark("601318", "PB 1.12倍，股价56.57元。")).toBe("❌");
  });
});
