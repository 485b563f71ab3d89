import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * "5日、10日、20日线在57.9元上方": averages placed on a side of a price level, each checked against it; the level is
 * not their value (average-values.ts). 中国平安 2025-09-05: close 57.90, MA5 58.07, MA10 58.93, MA20 59.07, MA60
 * 57.73; 2026-04-30: MA5 58.35, MA10 58.22, MA20 58.22, MA60 61.25. 宁德时代 2026-04-30: MA60 391.63.
 */
const mark = (ticker: string, asOf: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("averages placed above or below a price level", () => {
  it("checks every listed average against the level", () => {
    const claim = "均线分化：5日、10日、20日线在57.9元上方形成压制，60日、120日、250日线则在下方托底。";
    expect(mark("601318", "2025-09-05", claim)).toBe("✅");
    expect(mark("601318", "2025-09-05", "5日、10日、20日线都在60元上方。")).toBe("❌");
    expect(mark("601318", "2026-04-30", "MA5、MA10、MA20都在59元下方。")).toBe("✅");
    expect(mark("601318", "2026-04-30", "MA20、MA60均在60元以下。")).toBe("❌");
  });

  it("checks one average against the level", () => {
    expect(mark("601318", "2025-09-05", "60日线在57.9元下方托底。")).toBe("✅");
    expect(mark("601318", "2025-09-05", "60日线在57元下方托底。")).toBe("❌");
    expect(mark("300750", "2026-04-30", "MA60在380元之上托着股价。")).toBe("✅");
    expect(mark("300750", "2026-04-30", "MA60在400元之上。")).toBe("❌");
  });

  it("still reads a level with no side as the average's value", () => {
    expect(mark("601318", "2025-09-05", "MA20在59.07元。")).toBe("✅");
    expect(mark("601318", "2025-09-05", "MA20在57.9元。")).toBe("❌");
    // The close's side of an average given with its value: the value is the average's (宁德时代 2025-10-31 MA60).
    expect(mark("300750", "2025-10-31", "股价依旧站在60日线331.98元上方。")).toBe("✅");
    expect(mark("300750", "2025-10-31", "股价依旧站在60日线341.98元上方。")).toBe("❌");
  });
});
