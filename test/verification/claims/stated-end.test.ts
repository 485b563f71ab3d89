import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * A move with no year, said while the newest report is a first quarter, read to the annual report its end figure
 * states (stated-end.ts). 600036 on 2026-04-30: 每股净资产 41.46元 (2024), 43.43元 (2025), 44.90元 (2026Q1).
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("a per-share move with no year, after a first quarter", () => {
  it("is the year's into the annual report its end figure states", () => {
    expect(mark("600036", "基本每股收益5.70元，比2024年的5.66元只多4分钱，每股净资产升至43.43元。")).toBe("✅");
    expect(mark("600036", "基本每股收益5.70元，比2024年的5.66元只多4分钱，每股净资产降至43.43元。")).toBe("❌");
  });
});

describe("a move with no year whose end figure is the newest quarter's", () => {
  it("stays the quarter's", () => {
    expect(mark("600036", "每股净资产升至44.90元。")).toBe("✅");
  });
});
