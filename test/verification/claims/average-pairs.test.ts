import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * Averages from src/sample/sample-data.json: 招商银行 on 2025-04-30 MA5 41.88, MA60 42.42 (close 40.74); on
 * 2026-04-30 MA5 39.03, MA10 39.39.
 */
const mark = (ticker: string, asOf: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("one average pressed over or under another (压在…之上/之下)", () => {
  it("reads MA60(42.42)压在MA5(41.88)之上 as MA60 above MA5, not the close against MA5", () => {
    expect(mark("600036", "2025-04-30", "MA60(42.42)压在MA5(41.88)之上。")).toBe("✅");
    expect(mark("600036", "2025-04-30", "MA5(41.88)压在MA60(42.42)之上。")).toBe("❌");
  });

  it("reads MA5也压在MA10之下 as MA5 below MA10", () => {
    expect(mark("600036", "2026-04-30", "MA5也压在MA10之下。")).toBe("✅");
    expect(mark("600036", "2026-04-30", "MA10压在MA5之下。")).toBe("❌");
  });
});

describe("one average against another with its value in 元 written after it", () => {
  it("reads MA60 61.25元低于MA120 62.69元 as the pair, not only the two values", () => {
    expect(mark("601318", "2026-04-30", "MA60 61.25元低于MA120 62.69元。")).toBe("✅");
    expect(mark("601318", "2026-04-30", "MA60 61.25元高于MA120 62.69元。")).toBe("❌");
    expect(mark("601318", "2026-04-30", "60日线61.25元高于120日线。")).toBe("❌");
  });
});
