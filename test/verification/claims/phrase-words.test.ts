import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 中国石化 归母净利润 2023 604.63亿元 → 2024 503.13亿元 (-16.79 %).
describe("words that hold 略 without being a slight change (NEUTRAL_PHRASES)", () => {
  it("reads 略过 (to pass over) as no size word", () => {
    expect(mark("600028", "看多的一方略过了2024年归母净利润下降16.8%这件事。")).toBe("✅");
    expect(mark("600028", "看多的一方略去了2024年归母净利润下降16.8%这件事。")).toBe("✅");
  });

  it("still holds a slight change to its size", () => {
    expect(mark("600028", "2024年归母净利润略有下降，降幅16.8%。")).toBe("❌");
  });
});
